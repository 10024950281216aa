"""The keys and clicks a table's felt answers before the game does.

``Table`` (protocol.py) is built on ``KeyedFelt``: the list of keys (?, F1,
Esc; ui/table/keys.py) opens and closes over either game, a panel on the
felt walks its buttons with Tab and the arrows (each one said to the screen
reader through ``spoken``), and a lasting message (the ``messages_stay``
setting) goes with the next key or click. Both games share these, so they
live once, apart from the game-facing members of ``Table``. A game's table
says whether its list of keys is open and opens it (``keys_shown``,
``show_keys``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget

from muggins_desktop.ui.table.felt import FeltView
from muggins_desktop.ui.table.items import PanelItem
from muggins_desktop.ui.table.keys import KeyUse, is_keys_key, overlay_key

_PANEL_STEPS = {
    Qt.Key.Key_Tab: 1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Down: 1,
    Qt.Key.Key_Backtab: -1,
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Up: -1,
}


class KeyedFelt(FeltView):
    """The felt's own keys: the list of keys, a panel's buttons, lasting messages."""

    spoken = Signal(str)  # for the screen reader only (the panel button the keyboard moved to)

    # ------------------------------------------------------------ the list of keys (ui/table/keys.py)
    def keys_shown(self) -> bool:
        """The list of keys is open."""
        raise NotImplementedError

    def show_keys(self, shown: bool) -> None:
        """Open or close the list of keys."""
        raise NotImplementedError

    def keys_item(self) -> PanelItem | None:
        """The open list of keys as a panel (its Close button for the keyboard), None when shut."""
        raise NotImplementedError

    def toggle_keys(self) -> None:
        """Open the list of keys, or close it (?, F1, Esc, the Help menu)."""
        self.show_keys(not self.keys_shown())
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def keys_first(self, event: QKeyEvent) -> bool:
        """The keys of the list, before the table's own (True: the key is used up). F6 and
        Shift+F6 always leave the felt for the next pane (the score sheet, the log)."""
        if event.key() == Qt.Key.Key_F6:
            forward = not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            QWidget.focusNextPrevChild(self, bool(forward))
            return True
        item = self.keys_item()
        if item is not None and self._keys_button_key(item, event):
            return True
        use = overlay_key(event, self.keys_shown())
        if use is KeyUse.OPEN or use is KeyUse.CLOSE:
            self.show_keys(use is KeyUse.OPEN)
            return True
        if use is KeyUse.CLOSE_AND_PASS:
            self.show_keys(False)  # and the table has the key as well
        return False

    def _keys_button_key(self, item: PanelItem, event: QKeyEvent) -> bool:
        """Tab walks to the list's Close button; Enter or Space then presses it (True: used up)."""
        if Qt.Key(event.key()) in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self.panel_key(item, event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and item.focused_button():
            item.press_focused()
            return True
        return False

    # ------------------------------------------------------------ the buttons of a panel
    def panel_key(self, panel: PanelItem, event: QKeyEvent) -> bool:
        """Tab, Shift+Tab and the arrows walk ``panel``'s buttons (each one said); Enter and
        Space press the one walked to, else the default. True: the key was for the panel."""
        key = event.key()
        step = _PANEL_STEPS.get(Qt.Key(key))
        if step is not None:
            text = panel.move_focus(step)
            if text:
                self.spoken.emit(QCoreApplication.translate("TableReader", "Button: %1").replace("%1", text))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            panel.press_focused()
            return True
        return False

    # ------------------------------------------------------------ lasting messages
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            self._dismiss_notice()
        # F1 is also the window's Rules shortcut: on the table it shows the keys.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and is_keys_key(event):
            event.accept()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._dismiss_notice()
        super().mousePressEvent(event)

    def _dismiss_notice(self) -> None:
        """With ``messages_stay`` a notice stays until the next key or click."""
        if self.table_scene.messages_stay:
            self.table_scene.clear_notice()
