"""The worker-thread side of the computer players: warming up and deciding.

These functions run on the app's one "ai" worker (``ui/match/workers.py``), never on
the GUI thread: importing the computer players and building their tables
takes long enough to be seen, and so may a decision. They touch no Qt
object; the result of a decision goes back through the ``Relay``
(``ui/match/relay.py``) under the token the controller waits for, and nothing of a
decision is kept here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Future
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from muggins_desktop.ui.match.relay import Relay
from muggins_desktop.ui.match.workers import worker

if TYPE_CHECKING:  # the computer players are imported on the worker thread, when first needed
    from muggins_desktop.ai import Player
    from muggins_desktop.ui.match.reading import View


@runtime_checkable
class Warms(Protocol):
    """A computer player that can build its tables ahead of its first decision."""

    def warm(self) -> None: ...


def queue_on_ai(queued: set[Future[None]], fn: Callable[..., None], *args: object) -> None:
    """Run ``fn`` on the "ai" worker, remembered in ``queued`` until it is done."""
    future = worker("ai").submit(fn, *args)
    queued.add(future)
    future.add_done_callback(queued.discard)


def warm_up(game: str, factories: Mapping[int, Callable[[], Player]], players: dict[int, Player]) -> None:
    """Import the computer players and build their tables (on the worker thread)."""
    import muggins_desktop.ai

    for seat, make in factories.items():
        if seat not in players:
            players[seat] = make()
        player = players[seat]
        if isinstance(player, Warms):
            player.warm()
    if game == "cribbage":
        import muggins_desktop.ai.cribbage.players  # noqa: F401 - builds the crib table


def decide(
    relay: Relay, token: int, players: dict[int, Player], seat: int, make: Callable[[], Player], view: View
) -> None:
    """One computer decision, on the worker thread; nothing of it is kept."""
    result: object
    try:
        player = players.get(seat)
        if player is None:
            player = players[seat] = make()
        result = player.choose(view)
    except Exception as exc:  # reported on the GUI thread
        result = exc
    relay.post(token, result)
