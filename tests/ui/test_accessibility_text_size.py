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
from muggins_desktop.ui import painting
from muggins_desktop.ui.accessibility import app_high_contrast, apply_settings, text_scale
from muggins_desktop.ui.app import screenshot


@pytest.fixture
def reset_reading(qapp):
    yield qapp
    plain = Settings()
    plain.high_contrast = "off"
    apply_settings(qapp, plain)


def _shoot(tmp_path, *options):
    out = tmp_path / "shot.png"
    painting.elided.clear()
    assert screenshot(parse_gui_args(["--screenshot", str(out), *options])) == 0
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
    for a, b in ((big.line_label, big.line), (big.line, big.hand), (big.draw_button, big.pass_button),
                 (big.mine, big.hand), (big.hand, big.draw_button)):
        assert not a.overlaps(b), (a, b)


@pytest.mark.parametrize("argv, needle", [
    (["--screenshot", "x.png", "--text-scale", "3"], "--text-scale: must be a number from 1 to 2"),
    (["--screenshot", "x.png", "--text-scale", "nan"], "--text-scale: must be a number from 1 to 2"),
    (["--screenshot", "x.png", "--text-scale", "big"], "--text-scale: must be a number, not 'big'"),
    (["--text-scale", "1.5"], "--text-scale is used only with --screenshot"),
    (["--high-contrast"], "--high-contrast is used only with --screenshot"),
])
def test_reading_options_are_checked_like_the_others(capsys, argv, needle):
    with pytest.raises(SystemExit) as stop:
        parse_gui_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert needle in err[-1] and err[-1].startswith("muggins-desktop: error:")


def test_a_new_text_size_in_the_live_window_lays_the_dominoes_table_out_again(qtbot, reset_reading):
    import argparse

    from muggins_desktop.ui.app import _dominoes_demo
    from muggins_desktop.ui.main_window import MainWindow

    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    _dominoes_demo(window, argparse.Namespace(seed=None, players=3))
    before = window.table.dscene.regions
    bigger = Settings()
    bigger.text_scale = 2.0
    bigger.high_contrast = "off"
    bigger.animation_ms = 0
    bigger.ai_pause_ms = 0
    window.apply_settings(bigger)
    after = window.table.dscene.regions
    assert after.info.h > before.info.h and after.mine.w >= before.mine.w
    painting.elided.clear()
    window.grab()
    assert list(painting.elided) == []
    window.stop_match()
