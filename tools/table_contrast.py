"""Measure the WCAG contrast of every table text on every felt, and of every choice of looks.

    python3 tools/table_contrast.py            # Markdown tables: texts per felt, then the looks
    python3 tools/table_contrast.py --check    # exit 1 if the high-contrast felt or any look fails AA

Texts with transparency are blended over what lies under them; on the felt,
the lighter centre of the radial gradient is the worst case for light text
(the darker edge for dark text), so both ends are measured and the lower
ratio is reported. The colours are read from the modules that paint them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from PySide6.QtGui import QColor

from muggins_desktop.ui.access.accessibility import AA_LARGE, AA_TEXT, contrast_ratio


def blend(fg: QColor, bg: QColor) -> QColor:
    """``fg`` (with its alpha) painted over the opaque ``bg``."""
    a = fg.alphaF()
    return QColor(
        round(fg.red() * a + bg.red() * (1 - a)),
        round(fg.green() * a + bg.green() * (1 - a)),
        round(fg.blue() * a + bg.blue() * (1 - a)),
    )


def texts() -> list[tuple[str, bool, Callable[[QColor], tuple[QColor, QColor]]]]:
    """(what, large text?, felt colour -> (text colour, background colour))."""
    from muggins_desktop.ui.cribbage import items as citems
    from muggins_desktop.ui.cribbage.board.item import badge_text_colour, name_colour, track_colour
    from muggins_desktop.ui.table import items as titems

    def on_felt(fg: QColor) -> Callable[[QColor], tuple[QColor, QColor]]:
        return lambda felt: (blend(fg, felt), felt)

    def on_panel(fg: QColor) -> Callable[[QColor], tuple[QColor, QColor]]:
        return lambda felt: (blend(fg, blend(titems.PANEL, felt)), blend(titems.PANEL, felt))

    def on_plaque(fg: QColor) -> Callable[[QColor], tuple[QColor, QColor]]:
        shade = QColor(0, 0, 0, 70)
        return lambda felt: (blend(fg, blend(shade, felt)), blend(shade, felt))

    def disabled_button(felt: QColor) -> tuple[QColor, QColor]:
        from muggins_desktop.ui.access.accessibility import app_high_contrast

        if app_high_contrast():
            return QColor("#c0c0c0"), QColor("#000000")
        face = blend(QColor(255, 255, 255, 28), felt)
        return blend(QColor(255, 255, 255, 175), face), face

    rows: list[tuple[str, bool, Callable[[QColor], tuple[QColor, QColor]]]] = [
        ("Table text (status, captions, counts)", False, on_felt(titems.TEXT)),
        ("Muted text (hints, Deck/Starter/Crib captions)", False, on_felt(titems.MUTED)),
        ("Gold text (count, score popup, active name)", False, on_felt(titems.GOLD)),
        ("Seat plaque name/score (dominoes)", False, on_panel(titems.TEXT)),
        ("Seat plaque detail (dominoes)", False, on_panel(titems.MUTED)),
        ("Seat plaque text (cribbage)", False, on_plaque(citems.TEXT)),
        ("Seat plaque detail (cribbage)", False, on_plaque(citems.MUTED)),
        ("Disabled table button (Draw, Pass, Go; WCAG exempts inactive controls)", True, disabled_button),
        ("Enabled table button", False, lambda _f: (QColor("#2a2410"), QColor("#ece6d3"))),
        ("Accent table button", False, lambda _f: (QColor("#2a2410"), QColor("#f2c94c"))),
    ]
    for track in range(4):
        colour = track_colour(track)
        rows.append(
            (f"Your name in track colour {track + 1} (cribbage)", True, lambda felt, t=track: (name_colour(t), felt))
        )
        rows.append(
            (
                f"Score badge, track {track + 1} (text on track colour)",
                False,
                lambda _f, c=colour: (badge_text_colour(c), c),
            )
        )
    return rows


def measure() -> list[tuple[str, bool, dict[str, float]]]:
    from muggins_desktop.ui.access.accessibility import set_app_high_contrast
    from muggins_desktop.ui.looks.painting import FELTS, HIGH_CONTRAST_THEME

    out = []
    for name, large, colours in texts():
        ratios: dict[str, float] = {}
        for theme, (centre, edge) in FELTS.items():
            set_app_high_contrast(None, theme == HIGH_CONTRAST_THEME)
            ratios[theme] = min(contrast_ratio(*colours(QColor(c))) for c in (centre, edge))
        set_app_high_contrast(None, False)
        out.append((name, large, ratios))
    return out


def looks_rows() -> list[tuple[str, float, float]]:
    """(what, ratio needed, worst ratio) of every check of every combination of looks.

    The checks of ``ui/looks/contrast.py`` over ``every_looks()``; each
    distinct check is listed once, at its worst over the combinations.
    """
    from muggins_desktop.ui.looks.contrast import checks
    from muggins_desktop.ui.looks.themes import every_looks

    worst: dict[str, tuple[float, float]] = {}
    for looks in every_looks():
        for check in checks(looks):
            need, ratio = worst.get(check.what, (check.need, check.ratio))
            worst[check.what] = (need, min(ratio, check.ratio))
    return [(what, need, ratio) for what, (need, ratio) in sorted(worst.items())]


def looks_markdown(rows: list[tuple[str, float, float]]) -> str:
    lines = ["| Look | needed | ratio |", "|---|---|---|"]
    lines += [f"| {what} | {need:g}:1 | {ratio:.1f}{'' if ratio >= need else ' ✗'} |" for what, need, ratio in rows]
    return "\n".join(lines)


def markdown(rows: list[tuple[str, bool, dict[str, float]]]) -> str:
    themes = list(rows[0][2])
    lines = ["| Text | " + " | ".join(themes) + " |", "|---|" + "---|" * len(themes)]
    for name, large, ratios in rows:
        need = AA_LARGE if large else AA_TEXT
        cells = [f"{r:.1f}" + ("" if r >= need else " ✗") for r in ratios.values()]
        lines.append(f"| {name}{' (3:1 needed)' if large else ''} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    rows = measure()
    print(markdown(rows))
    looks = looks_rows()
    print()
    print(looks_markdown(looks))
    if "--check" in argv:
        bad_looks = [what for what, need, ratio in looks if ratio < need]
        if bad_looks:
            print("Looks failing AA:", ", ".join(bad_looks))
            return 1
        from muggins_desktop.ui.looks.painting import HIGH_CONTRAST_THEME

        failing = [n for n, large, r in rows if r[HIGH_CONTRAST_THEME] < (AA_LARGE if large else AA_TEXT)]
        if failing:
            print("High-contrast felt fails AA for:", ", ".join(failing))
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
