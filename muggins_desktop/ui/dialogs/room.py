"""Make a dialog's content narrow enough for a small screen at a large text size.

At text size 2 on an 800x600 screen a one-line check box or radio button can
be wider than the screen, and Qt never wraps their texts: the dialog grew
past the edge or its page scrolled sideways. ``narrow_to`` breaks such texts
into lines (keeping the one-line text as the accessible name, so a screen
reader hears no line breaks) and lets form rows put a long field under its
label. Run it again after a language change: it starts from the one-line
text each time. ``screen_room`` is the free area of the screen a widget is
on, read in one place so tests can fake a small screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLayout, QRadioButton, QWidget

_ONE_LINE = "oneLineText"  # the property that keeps a wrapped button's own text


def screen_room(widget: QWidget) -> QRect:
    """The free area of the screen the widget (or its window) is on."""
    screen = widget.window().screen() or widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def break_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` with line breaks so that no line is wider than ``width`` (a long word stays whole)."""
    lines: list[str] = []
    for word in text.split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(candidate.replace("&", "")) <= width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return "\n".join(lines)


def _one_line(button: QCheckBox | QRadioButton) -> str:
    """The button's own text: what was last wrapped, unless the text was set anew since."""
    text = button.text()
    kept = button.property(_ONE_LINE)
    if isinstance(kept, str) and text == button.property(_ONE_LINE + "Wrapped"):
        return kept
    return text


def narrow_to(root: QWidget, width: int) -> None:
    """Wrap the check boxes and radio buttons under ``root`` wider than ``width``; fold long form rows."""
    for form in root.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    for combo in root.findChildren(QComboBox):
        _narrow_combo(combo, width)
    buttons: list[QCheckBox | QRadioButton] = [*root.findChildren(QCheckBox), *root.findChildren(QRadioButton)]
    for button in buttons:
        text = _one_line(button)
        metrics = button.fontMetrics()
        indicator = button.sizeHint().width() - metrics.size(0, button.text().replace("&", "")).width()
        room = max(width - indicator, 8 * metrics.averageCharWidth())
        wrapped = text if metrics.horizontalAdvance(text.replace("&", "")) <= room else break_lines(text, metrics, room)
        if wrapped != button.text():
            button.setText(wrapped)
        button.setProperty(_ONE_LINE, text)
        button.setProperty(_ONE_LINE + "Wrapped", wrapped)
        if "\n" in wrapped or button.accessibleName() == _plain(text):
            button.setAccessibleName(_plain(text) if "\n" in wrapped else "")
    # Layouts hear of new sizes only at the next turn of the event loop, and
    # keep their widgets' old size hints until then; the caller measures now.
    for widget in root.findChildren(QWidget):
        widget.updateGeometry()
    for layout in root.findChildren(QLayout):
        layout.invalidate()
    own = root.layout()
    if own is not None:
        own.invalidate()
        own.activate()


def _narrow_combo(combo: QComboBox, width: int) -> None:
    """A combo box wider than ``width`` asks for ``width`` only; its list still shows whole items.

    (Qt keeps a combo box's minimum size hint once computed, so the minimum
    width is set instead of the minimum contents length.)
    """
    narrowed = combo.property(_ONE_LINE + "Narrowed") is True
    if narrowed:
        combo.setMinimumWidth(0)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContentsOnFirstShow)
    wide = combo.minimumSizeHint().width() > width
    combo.setProperty(_ONE_LINE + "Narrowed", wide)
    if wide:
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumWidth(width)


def _plain(text: str) -> str:
    """The text as heard: no mnemonic marks."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def place_in_room(dialog: QWidget) -> None:
    """Centre the dialog over its window, as Qt does, but wholly inside the screen's free area.

    Qt centres over the parent even where that puts the frame past the
    screen's edge, which a dialog as large as a small screen always does.
    """
    room = screen_room(dialog)
    extra = dialog.frameGeometry().size() - dialog.size()
    width, height = dialog.width() + extra.width(), dialog.height() + extra.height()
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        centre = parent.window().frameGeometry().center()
    else:
        centre = dialog.frameGeometry().center()
    x = max(room.left(), min(centre.x() - width // 2, room.right() + 1 - width))
    y = max(room.top(), min(centre.y() - height // 2, room.bottom() + 1 - height))
    dialog.move(x, y)
