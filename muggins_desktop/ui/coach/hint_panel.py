"""The hint panel: every option of the decision, best first, with its numbers.

Entry point for the tables: ``HintPanel.show_for(view)`` with the person's
view when they press H or the hint button. The hint is computed on a worker
thread (``coach.hints.hint_for`` uses the seat's view only); ``hintReady``
carries the ``Hint`` so a table can highlight the suggested keep or move
(``hint.best``). A count under the Muggins rule never gets a hint: the panel
says why instead. ``clear()`` empties it when the position moves on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QLabel, QTreeWidget, QVBoxLayout, QWidget

from muggins_desktop.coach import hints
from muggins_desktop.ui.coach import option_tree, words
from muggins_desktop.ui.coach.worker import Background

if TYPE_CHECKING:
    from muggins_desktop.engine.cribbage.view import CribbageView
    from muggins_desktop.engine.dominoes.view import DominoView

MAX_ROWS = 15  # the 15 keeps of a six-card hand; a play never has more options


class HintPanel(QWidget):
    """A list of hint rows; ``show_for(view)`` fills it off the GUI thread."""

    hintReady = Signal(object)  # the coach.hints.Hint
    refused = Signal(str)  # the refusal code (counting, not_your_turn, nothing_to_decide)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.hint: hints.Hint | None = None
        self._saying: Callable[[], str] = str  # makes the title's words again on a language switch
        self.title = QLabel(self)
        self.title.setObjectName("hintTitle")
        self.title.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("hintRows")
        option_tree.set_up(self.tree)  # the "Why" wraps on its own line: readable in a narrow dock
        self.tree.setAccessibleName(self.tr("Hint: the choices compared"))  # else Orca says only "tree"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        self.worker = Background(self)
        self.worker.finished.connect(self._ready)
        self.worker.failed.connect(self._failed)
        self.clear()

    # ------------------------------------------------------------ entry points
    def show_for(self, view: CribbageView | DominoView) -> bool:
        """Compute and show the hint for ``view``; False (and a reason shown) when there is none."""
        code = hints.refusal(view)
        if code is not None:
            self.worker.cancel()
            self.hint = None
            option_tree.empty(self.tree)
            self.say(lambda: words.refusal_text(code))
            self.refused.emit(code)
            return False
        self.say(lambda: self.tr("Thinking\u2026"))
        option_tree.empty(self.tree)
        self.worker.run(lambda: hints.hint_for(view))
        return True

    def clear(self) -> None:
        self.worker.cancel()
        self.hint = None
        option_tree.empty(self.tree)  # no columns of the last hint (maybe of the other game) come back
        self.say(lambda: self.tr("Press H for a hint."))

    def say(self, words_now: Callable[[], str]) -> None:
        """Put ``words_now()`` on the title, and again in the new language after a switch."""
        self._saying = words_now
        self.title.setText(words_now())

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        """A language switch: the title, the column headers and the rows in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.hint is not None and not self.busy:
                self._fill(self.hint)
            self.title.setText(self._saying())
            self.tree.setAccessibleName(self.tr("Hint: the choices compared"))
        super().changeEvent(event)

    @property
    def busy(self) -> bool:
        return self.worker.busy

    def rows(self) -> list[list[str]]:
        """The texts of the rows shown, the explanation last (for tests and accessibility)."""
        return option_tree.rows(self.tree)

    # ------------------------------------------------------------ results
    def _ready(self, hint: hints.Hint | None) -> None:
        self.hint = hint
        option_tree.empty(self.tree)
        if hint is None:
            self.say(lambda: words.refusal_text(hints.NOTHING_TO_DECIDE))
            return
        self._fill(hint)
        self.say(lambda: self._title(hint))
        self.hintReady.emit(hint)

    def _fill(self, hint: hints.Hint) -> None:
        option_tree.fill(self.tree, hint, MAX_ROWS, lambda i, _option: i == 0)

    def _title(self, hint: hints.Hint) -> str:
        best = hint.best
        if hint.kind == "discard":
            starters = int(hint.extra.get("starters", 46))
            crib = self.tr("your crib") if hint.extra.get("own_crib") else self.tr("the opponent's crib")
            return (
                self.tr("Keep %1: about %2 points in hand over the %3 possible starters, %4.")
                .replace("%1", words.cards_text(best.kept))
                .replace("%2", words.num(best.now))
                .replace("%3", str(starters))
                .replace("%4", crib)
            )
        return (
            self.tr("Best: %1 (%2).")
            .replace("%1", words.action_text(best.action))
            .replace("%2", words.phrase_text(best.phrase))
        )

    def _failed(self, message: str) -> None:
        self.hint = None
        self.say(lambda: self.tr("No hint: %1").replace("%1", message))
