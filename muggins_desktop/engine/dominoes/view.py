"""What one seat may see of a dominoes match.

Computer players and the UI get only this, so hidden information cannot leak
by accident: other hands appear as counts, the boneyard as a count, and the
event list has other players' tiles and the boneyard order blanked out.
Draws and passes stay visible, because at a real table everybody sees them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from muggins_desktop.engine.base import Action, Outcome
from muggins_desktop.engine.dominoes.actions import PlayTile
from muggins_desktop.engine.dominoes.line import end_sum_after
from muggins_desktop.engine.dominoes.scoring import play_points
from muggins_desktop.engine.dominoes.tiles import Tile


class EventLog(Sequence[dict[str, Any]]):
    """A read-only window on the first ``length`` events of a growing list.

    The match keeps one redacted event list per seat and only appends to it,
    so a view can share it instead of copying it on every decision.
    """

    __slots__ = ("_events", "_length")

    def __init__(self, events: list[dict[str, Any]], length: int | None = None) -> None:
        self._events = events
        self._length = len(events) if length is None else length

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return self._events[: self._length][index]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("event index out of range")
        return self._events[index]

    def __iter__(self) -> Iterator[dict[str, Any]]:
        events = self._events
        for i in range(self._length):
            yield events[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EventLog):
            return self._length == other._length and list(self) == list(other)
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({self._length} events)"


@dataclass(frozen=True)
class DominoView:
    seat: int
    players: int
    target: int
    scores: tuple[int, ...]
    round_no: int
    leader: int
    hand: tuple[Tile, ...]
    line: tuple[Tile, ...]  # left to right, each tile turned the way it lies
    ends: tuple[int, int] | None
    hand_counts: tuple[int, ...]
    boneyard_count: int
    to_act: int | None
    legal_actions: tuple[Action, ...]
    forced_tile: Tile | None
    public_events: EventLog  # a sequence of event dicts; treat them as read-only
    over: bool = False
    outcome: Outcome | None = None
    #: number of events in the match record so far (grows with every action)
    record_length: int = 0

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    def end_sum_after(self, action: PlayTile) -> int:
        """The end sum ``action`` would leave (for hints and computer players)."""
        return end_sum_after(self.line, action.tile, action.end)

    def points_for(self, action: Action) -> int:
        """Points ``action`` would score at once (0 for a draw or a pass)."""
        if not isinstance(action, PlayTile):
            return 0
        return play_points(end_sum_after(self.line, action.tile, action.end))
