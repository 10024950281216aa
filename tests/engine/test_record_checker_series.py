"""tools/check_record.py knows a series game's first seat (issue 52, docs/SERIES.md).

Every series game after the first names its first leader (dominoes) or
dealer (cribbage) in ``match_start`` by the series' rule, with no lot or
cut; the checker refused them ("chosen by lot") while ``verify`` called
them fair.
"""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.engine import new_match

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("check_record", ROOT / "tools" / "check_record.py")
assert _spec is not None and _spec.loader is not None
check_record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_record)


def played(game: str, first: int | None, players: int = 2) -> list[dict[str, Any]]:
    options: dict[str, Any] = {"players": players}
    if game == "cribbage":
        options["target"] = 61
    match = new_match(game, seed=11, first=first, **options)
    bots = [make_player(game, "easy", seed=i, budget_ms=None) for i in range(players)]
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    return copy.deepcopy(list(match.record))


@pytest.mark.parametrize(("game", "players", "first"), [("dominoes", 3, 2), ("dominoes", 2, 1), ("cribbage", 2, 1)])
def test_a_series_game_with_its_first_seat_passes(game: str, players: int, first: int) -> None:
    events = played(game, first, players)
    assert events[0].get("first_leader" if game == "dominoes" else "first_dealer") == first
    assert check_record.check_events(events) is None


def test_a_wrong_first_leader_is_caught() -> None:
    events = played("dominoes", 1)
    events[0]["first_leader"] = 0
    assert "first leader" in (check_record.check_events(events) or "")


def test_a_series_game_may_not_draw_a_lot_for_its_first_leader() -> None:
    events = played("dominoes", 1)
    events[1]["lot"] = True
    assert "series" in (check_record.check_events(events) or "")


def test_a_wrong_first_dealer_is_caught() -> None:
    events = played("cribbage", 1)
    events[0]["first_dealer"] = 0
    assert "first dealer" in (check_record.check_events(events) or "")


def test_a_lone_match_still_draws_its_first_leader_by_lot() -> None:
    events = played("dominoes", None)
    assert check_record.check_events(events) is None
    events[1]["lot"] = False
    assert "lot" in (check_record.check_events(events) or "")
