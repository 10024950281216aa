"""The one Muggins dialog open over the cribbage table at a time.

The table asks with it (``ask_count``: declare a count, answer one) and the
settlement step shows with it; whoever opens a dialog hands it here. A new dialog closes the
one before; ``closed`` fires when a dialog has gone (the table takes the keys
back), and the ``on_close`` of that dialog runs then. Dialogs open with
``open()``, never ``exec()``, so nothing blocks and tests can answer them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QWidget

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog, DeclareDialog
from muggins_desktop.ui.cribbage.dialogs.parts import CardStrip
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.table.links import Links


class DialogHost(QObject):
    """Opens, tracks and closes the table's dialogs (``current``: the open one, or None)."""

    opened = Signal(object)  # the QDialog just opened (tests, demos)
    closed = Signal()

    def __init__(self, owner: QWidget, looks: Callable[[], Looks] | None = None) -> None:
        super().__init__(owner)
        self._owner = owner
        self._looks = looks  # the table's looks: the dialogs' cards are drawn in its deck
        self.current: QDialog | None = None
        self._links = Links()

    def parent_widget(self) -> QWidget:
        """The window the dialogs belong to (the table's, or the table itself)."""
        return self._owner.window() or self._owner

    def show(self, dialog: QDialog, on_close: Callable[[], None] | None = None) -> None:
        """Open ``dialog`` (closing any other); ``on_close`` runs once it has been answered."""
        self.close()
        self.current = dialog
        if self._looks is not None:
            deck = self._looks().deck_style
            for strip in dialog.findChildren(CardStrip):
                strip.set_deck(deck)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def finished() -> None:
            self._links.clear()
            if self.current is dialog:
                self.current = None
            self.closed.emit()
            if on_close is not None:
                on_close()

        self._links.once(dialog.finished, finished)
        dialog.open()
        self.opened.emit(dialog)

    def close(self) -> None:
        """Close the open dialog without running its ``on_close`` (the match is going)."""
        dialog, self.current = self.current, None
        self._links.clear()
        if dialog is not None:
            dialog.done(0)


def ask_count(view: CribbageView, names: Sequence[str], host: DialogHost, submit: Callable[[Action], bool]) -> None:
    """If ``view``'s seat must declare a count or answer one, ask with a dialog; the answer is submitted."""
    pending = view.pending
    if view.phase != "show" or pending is None:
        return
    parent = host.parent_widget()
    if pending.declared is None:
        declare = DeclareDialog(pending.cards, pending.starter, pending.crib, names[view.seat], parent)
        declare.declared.connect(lambda n: submit(Declare(int(n))))
        host.show(declare)
        return
    answer = AnswerDialog(
        names[pending.counter],
        pending.cards,
        pending.starter,
        int(pending.declared),
        pending.crib,
        names[view.seat],
        parent,
    )
    answer.answered.connect(lambda said, stated: submit(Respond(str(said), None if stated is None else int(stated))))
    host.show(answer)
