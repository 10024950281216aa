"""In high contrast a scroll bar's handle stays visible (Fusion painted it
black on black), and switching high contrast off gives the normal bars back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollBar

from muggins_desktop.ui.access.accessibility import HIGH_CONTRAST_SCROLL_BARS, set_app_high_contrast


def _bright_pixels(bar: QScrollBar) -> int:
    image = bar.grab().toImage()
    return sum(
        1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).lightness() > 200
    )


def test_the_handle_is_white_in_high_contrast(qtbot, qapp) -> None:
    bar = QScrollBar(Qt.Orientation.Vertical)
    qtbot.addWidget(bar)
    bar.setRange(0, 100)
    bar.setPageStep(20)
    bar.resize(16, 200)
    set_app_high_contrast(qapp, True)
    try:
        bar.show()
        qtbot.waitExposed(bar)
        assert HIGH_CONTRAST_SCROLL_BARS in qapp.styleSheet()
        assert _bright_pixels(bar) > 150  # the handle, not only a thin frame
    finally:
        set_app_high_contrast(qapp, False)
    assert HIGH_CONTRAST_SCROLL_BARS not in qapp.styleSheet()
