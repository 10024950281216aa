"""A dialog that opens takes the keyboard on a named control, and tells the screen reader.

In the Orca runs an Answer dialog that opened as the one before it closed
said nothing, and the New game dialog was silent until Tab: the dialog was
shown but no control inside it had the focus (the window was not active, or
the table had taken the keys back), so Orca had nothing to read.
:func:`focus_when_shown`, called from a dialog's ``showEvent``, activates the
dialog, puts the focus on the control it chose (or its first named one in
the Tab order) and sends one focus event for it, which makes Orca read the
dialog's title and that control.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def is_named(widget: QWidget) -> bool:
    """Whether a screen reader has a name for ``widget`` (its accessible name or its text)."""
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(widget)
    return iface is not None and bool((iface.text(QAccessible.Text.Name) or "").strip())


def _takes_focus(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled() and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def focus_target(dialog: QWidget) -> QWidget | None:
    """The control that should have the keys: the dialog's own choice when a screen reader can
    name it, else the first named control in the Tab order."""
    chosen = dialog.focusWidget()
    if chosen is not None and dialog.isAncestorOf(chosen) and _takes_focus(chosen) and is_named(chosen):
        return chosen
    widget = dialog.nextInFocusChain()
    seen = 0
    while widget is not None and widget is not dialog and seen < 500:
        seen += 1
        if dialog.isAncestorOf(widget) and _takes_focus(widget) and is_named(widget):
            return widget
        widget = widget.nextInFocusChain()
    return chosen if chosen is not None and dialog.isAncestorOf(chosen) else None


def focus_when_shown(dialog: QWidget) -> QWidget | None:
    """Activate ``dialog`` and give the focus to its named control; returns that control."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    dialog.raise_()
    dialog.activateWindow()
    target = focus_target(dialog)
    if target is None:
        return None
    target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.Focus))
    return target
