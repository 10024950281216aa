"""What the main window needs from a game's table widget.

The window is game independent: it picks a table class by game name and
talks to it only through this protocol. A table reads the match through the
controller's read surface (views, redacted events), never the match itself.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

Cells = tuple[str, str, str]
SheetRows = list[tuple[str, list[Cells]]]


@runtime_checkable
class Table(Protocol):
    """A game table: built as ``Table(parent, animation_ms=..., theme=...)``.

    Signals (Qt): ``statusChanged(str)``, ``newGameRequested()``.
    """

    animation_ms: int
    hints: bool
    statusChanged: Any  # Signal(str)
    newGameRequested: Any  # Signal()

    def setFocus(self) -> None:  # Qt's name
        """Take the keyboard (a QWidget method)."""

    def attach(self, controller: Any) -> None:
        """Show ``controller``'s match and listen to its signals."""

    def detach(self) -> None:
        """Stop listening; the controller is about to go."""

    def shutdown(self) -> None:
        """Stop animations and timers (the window is closing the match)."""

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up."""

    def begin_turn(self, seat: int, view: Any) -> None:
        """The person at ``seat`` may act now."""

    def refresh(self) -> None:
        """Show the current state again (settings or language changed)."""

    def set_theme(self, theme: str) -> None:
        """Use another felt colour."""

    def status_text(self) -> str:
        """The table's current status sentence."""

    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        """One log sentence for ``event`` (``count`` numbers a run of draws)."""

    def sheet(self) -> tuple[list[str], SheetRows, list[int]]:
        """Score sheet data: names, rows ``(label, [(points, penalty, total)])``, totals."""
