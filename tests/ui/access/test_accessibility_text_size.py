"""At a larger text size the table labels and buttons keep their whole text.

The screenshot path shows the same demo positions the docs use; every table
text is drawn through ``painting.draw_fitted``/``elide``, which records any
text it had to cut with an ellipsis.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from muggins_desktop.cli import parse_gui_args
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import app_high_contrast, apply_settings, text_scale
from muggins_desktop.ui.looks import painting
from muggins_desktop.ui.screenshots.mode import take_screenshot


@pytest.fixture
def reset_reading(qapp):
    yield qapp
    plain = Settings()
    plain.high_contrast = "off"
    apply_settings(qapp, plain)


def _shoot(tmp_path, *options):
    out = tmp_path / "shot.png"
    painting.elided.clear()
    assert take_screenshot(parse_gui_args(["--screenshot", str(out), *options])) == 0
    return out


@pytest.mark.parametrize("scale", ["1.5", "2.0"])
@pytest.mark.parametrize("demo", ["dominoes", "cribbage"])
def test_no_table_text_is_cut_at_a_larger_text_size(reset_reading, tmp_path, demo, scale):
    out = _shoot(tmp_path, "--demo", demo, "--size", "1280x800", "--text-scale", scale)
    assert text_scale() == float(scale)
    assert out.is_file()
    assert list(painting.elided) == []


def test_draw_fitted_never_goes_below_the_default_size(reset_reading):
    from PySide6.QtGui import QFontMetricsF

    plain = Settings()
    plain.text_scale = 2.0
    apply_settings(reset_reading, plain)
    font = painting.make_font(14)
    assert font.pixelSize() == 28
    small = painting.fitted_font("A rather long table label indeed", font, 10.0)
    assert small.pixelSize() == 14  # shrunk only down to the 1.0x size
    roomy = painting.fitted_font("Go", font, 500.0)
    assert roomy.pixelSize() == 28
    assert QFontMetricsF(roomy).horizontalAdvance("Go") <= 500


@pytest.mark.parametrize("demo", ["dominoes", "cribbage"])
def test_screenshot_high_contrast_uses_the_black_felt(reset_reading, tmp_path, demo):
    out = _shoot(tmp_path, "--demo", demo, "--high-contrast")
    assert app_high_contrast()
    image = QImage(str(out))
    # A felt pixel just inside the table's left edge, half way down.
    colour = image.pixelColor(20, image.height() // 2)
    assert max(colour.red(), colour.green(), colour.blue()) < 40, colour.name()


@pytest.mark.parametrize("size", [(800, 560), (1280, 745), (1920, 1030)])
@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_dominoes_regions_grow_with_the_text_and_keep_the_line(size, scale):
    from muggins_desktop.ui.dominoes.layout import table_regions

    plain, big = table_regions(*size, 3), table_regions(*size, 3, scale)
    assert big.font_px == plain.font_px  # the items scale the text when they draw
    assert big.mine.w >= plain.mine.w and big.info.h > plain.info.h and big.line_label.h > plain.line_label.h
    assert big.draw_button.h >= plain.draw_button.h
    assert big.line.h >= 0.4 * plain.line.h and big.hand.w >= 0.5 * plain.hand.w
    for a, b in (
        (big.line_label, big.line),
        (big.line, big.hand),
        (big.draw_button, big.pass_button),
        (big.mine, big.hand),
        (big.hand, big.draw_button),
    ):
        assert not a.overlaps(b), (a, b)


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["--screenshot", "x.png", "--text-scale", "3"], "--text-scale: must be a number from 1 to 2"),
        (["--screenshot", "x.png", "--text-scale", "nan"], "--text-scale: must be a number from 1 to 2"),
        (["--screenshot", "x.png", "--text-scale", "big"], "--text-scale: must be a number, not 'big'"),
        (["--text-scale", "1.5"], "--text-scale is used only with --screenshot"),
        (["--high-contrast"], "--high-contrast is used only with --screenshot"),
    ],
)
def test_reading_options_are_checked_like_the_others(capsys, argv, needle):
    with pytest.raises(SystemExit) as stop:
        parse_gui_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert needle in err[-1] and err[-1].startswith("muggins-desktop: error:")


def test_a_new_text_size_in_the_live_window_lays_the_dominoes_table_out_again(qtbot, reset_reading):
    import argparse

    from muggins_desktop.ui.screenshots.mode import dominoes_demo
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    window = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    dominoes_demo(window, argparse.Namespace(seed=None, players=3))
    before = window.table.scene_.regions
    bigger = Settings()
    bigger.text_scale = 2.0
    bigger.high_contrast = "off"
    bigger.animation_ms = 0
    bigger.ai_pause_ms = 0
    window.apply_settings(bigger)
    after = window.table.scene_.regions
    assert after.info.h > before.info.h and after.mine.w >= before.mine.w
    painting.elided.clear()
    window.grab()
    assert list(painting.elided) == []
    window.stop_match()


@pytest.fixture
def system_font(qapp):
    """Puts the system font and the text size back as they were."""
    base, font = qapp.property("mugginsBaseFont"), qapp.font()
    yield qapp
    qapp.setProperty("mugginsBaseFont", base if base is not None else font)
    plain = Settings()
    plain.high_contrast = "off"
    apply_settings(qapp, plain)


def _live_dominoes(qtbot, scale=1.0, size=(1280, 800)):
    import argparse

    from muggins_desktop.ui.screenshots.mode import dominoes_demo
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    settings.text_scale = scale
    apply_settings(None, settings)
    window = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    dominoes_demo(window, argparse.Namespace(seed=None, players=3))
    return window


def test_the_table_text_follows_a_larger_system_font(qtbot, system_font):
    from PySide6.QtGui import QFont

    from muggins_desktop.ui.access.accessibility import system_font_factor, text_setting

    window = _live_dominoes(qtbot)
    before, px = window.table.scene_.regions, painting.make_font(16).pixelSize()
    assert text_scale() == 1.0  # the usual 9-10 pt system font: the size the table was drawn for
    big = QFont(system_font.font())
    big.setPointSizeF(15.0)  # the desktop's font set to 1.5 times the usual 10 pt
    system_font.setFont(big)  # as the platform theme does: ApplicationFontChange, FontChange
    qtbot.waitUntil(lambda: text_scale() == 1.5, timeout=2000)
    assert system_font_factor(big) == 1.5 and text_setting() == 1.0
    assert painting.make_font(16).pixelSize() == round(px * 1.5)
    after = window.table.scene_.regions
    assert after.info.h > before.info.h and after.mine.w >= before.mine.w
    painting.elided.clear()
    window.grab()
    assert list(painting.elided) == []
    # The setting multiplies the system's size (the table stops at 2x); dialogs
    # follow the application font, which carries the setting too.
    bigger = Settings()
    bigger.text_scale = 1.5
    bigger.high_contrast = "off"
    bigger.animation_ms = 0
    bigger.ai_pause_ms = 0
    window.apply_settings(bigger)
    assert text_scale() == 2.0 and system_font.font().pointSizeF() == 22.5
    from muggins_desktop.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(bigger, window)
    qtbot.addWidget(dialog)
    assert dialog.font().pointSizeF() == 22.5
    painting.elided.clear()
    window.grab()
    assert list(painting.elided) == []
    window.stop_match()


def test_a_smaller_system_font_never_shrinks_the_table(qtbot, system_font):
    from PySide6.QtGui import QFont

    from muggins_desktop.ui.access.accessibility import follow_font_change, system_font_factor

    small = QFont(system_font.font())
    small.setPointSizeF(7.0)
    assert system_font_factor(small) == 1.0
    system_font.setFont(small)
    follow_font_change(system_font)
    assert text_scale() == 1.0 and system_font.font().pointSizeF() == 7.0
    pixels = QFont(small)
    pixels.setPixelSize(20)  # a font sized in pixels: 1.5x the usual 10 pt at 96 dpi
    assert system_font_factor(pixels) == pytest.approx(1.5)
    pixels.setPixelSize(40)
    assert system_font_factor(pixels) == 2.0  # the table stops at 2x


@pytest.mark.parametrize("lang", ["uk", "pl"])
def test_the_status_line_wraps_instead_of_cutting_at_800x600_2x(qtbot, system_font, lang):
    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(system_font, lang)
    try:
        window = _live_dominoes(qtbot, 2.0, (800, 600))
        line = window.status_label
        long = window.status_text()
        assert len(long) > 40, long
        qtbot.waitUntil(lambda: line.height() >= line.sizeHint().height() - 1, timeout=2000)
        assert 1 <= len(line.lines) <= 2 and not line.elided(), line.lines
        assert " ".join(line.lines) == " ".join(long.split())
        bar = window.statusBar().geometry()
        assert bar.bottom() <= window.height() and line.geometry().right() <= bar.width()
        assert line.accessibleName() in ("", long) and line.text() == long  # a reader hears it whole
        painting.elided.clear()
        window.grab()
        assert list(painting.elided) == []
        window.stop_match()
    finally:
        install_translator(system_font, "en")


def test_a_status_longer_than_two_lines_is_elided_with_the_whole_text_as_tooltip(qtbot):
    from muggins_desktop.ui.window.status_line import StatusLine, wrap_lines

    line = StatusLine()
    qtbot.addWidget(line)
    line.resize(200, 40)
    line.show()
    line.setText("Short.")
    assert line.lines == ["Short."] and not line.elided()
    text = "A very long sentence about whose turn it is " * 6
    line.setText(text)
    assert len(line.lines) == 2 and line.lines[-1].endswith("…") and line.toolTip() == text
    assert line.text() == text
    assert wrap_lines("", line.font(), 100) == []


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
# 2.0 is the most the setting gives and the hardest to fit; 1.5 runs with -m slow (about 25 s).
@pytest.mark.parametrize("scale", [pytest.param(1.5, marks=pytest.mark.slow), 2.0])
@pytest.mark.parametrize("lang", ["en", "uk", "pl"])
def test_round_show_and_match_end_panels_fit_at_a_larger_text_size(qtbot, system_font, lang, scale, size):
    """The table (four dominoes players, three cribbage players), then the round summary, blocked round and match end (dominoes, four players), the
    show and the match end (cribbage, three players): no text cut, the whole
    body on the card, every button on the card and apart from the others."""
    from muggins_desktop.ui.text.i18n import install_translator
    from tests.ui.panel_fit import PANELS, make_window, open_panel, problems

    install_translator(system_font, lang)
    try:
        for game in ("dominoes", "cribbage"):
            window = make_window(game, size, scale)
            qtbot.addWidget(window)
            painting.elided.clear()
            window.grab()
            assert list(painting.elided) == [], (game, "the table itself")  # plaques of three opponents too
            for kind in (k for k in PANELS if k.startswith(game)):
                panel = open_panel(window, kind)
                assert problems(window, panel) == [], (kind, lang, scale, size)
                # The text size asked for, or less when the window has no room for
                # the whole panel; measured: 1.3x or more everywhere.
                factor = getattr(panel, "factor", scale)
                assert 1.3 <= factor <= scale, (kind, factor)
            window.stop_match()
    finally:
        install_translator(system_font, "en")
