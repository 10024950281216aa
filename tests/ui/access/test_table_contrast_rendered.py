"""Every theme combination on the whole table, rendered offscreen at 800x600 and 2560x1440, at WCAG AA.

A combination's cards, backs and board show on the cribbage table and its
tiles on the dominoes table, with its felt (or black, under high contrast)
under both; so every one of the 432 combinations is covered by one cribbage
picture (deck, back, wood, felt) and one dominoes picture (tiles, felt).
The default run renders a sample in which every deck, back, tile style,
felt, wood and high contrast on and off appears at each size; ``-m slow``
renders every distinct picture (90 cribbage and 15 dominoes per size).
The checks on the pixels are in ``rendered_contrast.py``.
"""

from __future__ import annotations

import argparse
import dataclasses

import pytest

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.looks.themes import CARD_BACKS, DECKS, FELT_STYLES, TILE_STYLES, WOODS, Looks, every_looks
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.rendered_contrast import measure

SIZES = [(800, 600), (2560, 1440)]
_windows: dict[tuple[str, tuple[int, int]], MainWindow] = {}


def sampled() -> list[Looks]:
    """Eight combinations in which every choice of every kind appears, each felt with and without high contrast."""
    decks, backs, tiles, felts, woods = (list(r) for r in (DECKS, CARD_BACKS, TILE_STYLES, FELT_STYLES, WOODS))
    return [
        Looks(decks[i % 3], backs[(i + 2) % 3], tiles[i % 3], felts[i % 4], woods[i % 2], high_contrast=i >= 4)
        for i in range(8)
    ]


def distinct(game: str, combos: list[Looks]) -> list[Looks]:
    """One combination per different picture of ``game``'s table."""
    seen: dict[object, Looks] = {}
    for looks in combos:
        felt = looks.felt_style.name
        key = (looks.deck, looks.card_back, looks.board_wood, felt) if game == "cribbage" else (looks.tiles, felt)
        seen.setdefault(key, looks)
    return list(seen.values())


def window_for(qapp, game: str, size: tuple[int, int]) -> MainWindow:
    key = (game, size)
    if key not in _windows:
        win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0, language="en"), keep_in_library=False)
        win.resize(*size)
        win.show()
        qapp.processEvents()
        if game == "cribbage":
            from muggins_desktop.ui.screenshots.cribbage_demo import run_demo

            run_demo(win, argparse.Namespace(demo="cribbage", seed=None, players=2))
        else:
            from muggins_desktop.ui.screenshots.mode import dominoes_demo

            dominoes_demo(win, argparse.Namespace(seed=None, players=2))
        for _ in range(3):
            qapp.processEvents()
        _windows[key] = win
    return _windows[key]


@pytest.fixture(scope="module", autouse=True)
def _close_windows():
    yield
    from muggins_desktop.ui.access.accessibility import apply_settings as apply_reading
    from muggins_desktop.ui.access.accessibility import set_app_high_contrast

    for win in _windows.values():
        win.stop_match()
        win.close()
    _windows.clear()
    # Off first: on "auto" the defaults read the palette, which is still the high-contrast one.
    set_app_high_contrast(None, False)
    apply_reading(None, Settings())


def check(qapp, game: str, size: tuple[int, int], looks: Looks) -> int:
    win = window_for(qapp, game, size)
    settings = dataclasses.replace(
        win.settings,
        deck=looks.deck,
        card_back=looks.card_back,
        tiles=looks.tiles,
        theme=looks.felt,
        board_wood=looks.board_wood,
        high_contrast="on" if looks.high_contrast else "off",
    )
    win.apply_settings(settings)
    qapp.processEvents()
    table = win.table
    assert table is not None and table.table_scene.looks == looks
    findings = measure(table)
    kinds = {f.what.split()[0] for f in findings}
    assert {"text", "card" if game == "cribbage" else "tile"} <= kinds, kinds  # the picture was measured
    bad = [f for f in findings if not f.ok]
    assert not bad, (game, size, looks, bad[:5])
    return len(findings)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["cribbage", "dominoes"])
def test_a_sample_of_every_choice_on_the_whole_table(qapp, game: str, size: tuple[int, int]) -> None:
    for looks in distinct(game, sampled()):
        check(qapp, game, size, looks)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["cribbage", "dominoes"])
def test_every_combination_on_the_whole_table(qapp, game: str, size: tuple[int, int]) -> None:
    combos = distinct(game, every_looks())
    assert len(combos) == (90 if game == "cribbage" else 15)
    for looks in combos:
        check(qapp, game, size, looks)


def test_the_sample_holds_every_choice() -> None:
    sample = sampled()
    assert {x.deck for x in sample} == set(DECKS) and {x.card_back for x in sample} == set(CARD_BACKS)
    assert {x.tiles for x in sample} == set(TILE_STYLES) and {x.board_wood for x in sample} == set(WOODS)
    assert {(x.felt, x.high_contrast) for x in sample} == {(f, hc) for f in FELT_STYLES for hc in (False, True)}
