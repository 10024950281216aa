"""A computer's formality (its only action is a cut, a go, a forced draw or a pass) asks for no decision.

It is taken at once and reaches the table in the same step as the move
before it; a new round or hand is never entered that way.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.ui.match.controller import ROUND_MARKS, GameController

#: the events that only a formality makes
FORMAL_EVENTS = {"dominoes": {"draw", "pass"}, "cribbage": {"go", "starter"}}


class Asked:
    """A computer player that notes every choice it is asked to make."""

    def __init__(self, game: str, seed: int) -> None:
        self.player = make_player(game, "easy", seed=seed)
        self.level = "easy"
        self.lone_formalities = 0
        self.decisions = 0

    def choose(self, view):
        self.decisions += 1
        legal = list(view.legal_actions)
        if len(legal) == 1 and legal[0].automatic:
            self.lone_formalities += 1
        return self.player.choose(view)


@pytest.mark.parametrize(
    ("game", "make"),
    [
        ("dominoes", lambda: DominoMatch(players=2, seed=5)),
        ("cribbage", lambda: CribbageMatch(players=2, seed=5, target=61)),
    ],
)
def test_computers_are_never_asked_for_a_formality_and_it_shares_the_step_before(qtbot, game, make) -> None:
    match = make()
    seats = [{"name": f"C{i}", "kind": "computer", "level": "easy"} for i in range(2)]
    c = GameController(match, seats, ai_pause_ms=0, keep_in_library=False)
    asked = {0: Asked(game, 1), 1: Asked(game, 2)}
    c._players = dict(asked)
    batches: list[list[dict]] = []
    c.eventsApplied.connect(lambda events: batches.append(list(events)))
    with qtbot.waitSignal(c.matchEnded, timeout=60000):
        c.start()
    c.shutdown()
    assert sum(a.decisions for a in asked.values()) > 20
    assert all(a.lone_formalities == 0 for a in asked.values())
    assert [e for batch in batches for e in batch] == match.record[len(match.record) - sum(map(len, batches)) :]
    formal = FORMAL_EVENTS[game]
    # some formalities were taken, each after a chosen move in the same step
    assert any(batch[0]["event"] not in formal and batch[-1]["event"] in formal for batch in batches)
    for batch in batches:
        marks = [i for i, e in enumerate(batch) if e["event"] in ROUND_MARKS]
        if marks:  # nothing a player does follows a new round's deal in one step
            assert not any(e["event"] in formal - {"starter"} for e in batch[marks[-1] :]), batch
