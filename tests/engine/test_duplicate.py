"""Duplicate play: the same deal number with the seats turned deals "the same cards from the other seat"."""

from __future__ import annotations

from typing import Any

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.engine import duplicate_options, match_class, match_from_record, new_match
from muggins_desktop.engine.deals import Deal, Origin

KEY = bytes(range(32))


def played(game: str, seed: int, **options: Any) -> Any:
    """A match between two (or more) easy computer players."""
    match = new_match(game, **options)
    bots = [make_player(game, "easy", seed + i, 0) for i in range(match.players)]
    for _ in range(20_000):
        if match.outcome is not None:
            break
        seat = match.to_act
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    return match


def hands(match: Any) -> list[list[Any]]:
    kind = "deal" if match.game == "cribbage" else "round_start"
    return [e["hands"] for e in match.record if e["event"] == kind]


@pytest.mark.parametrize("game", ["cribbage", "dominoes"])
def test_the_persons_hand_in_the_duplicate_is_the_computers_hand_in_the_original(game: str) -> None:
    original = played(game, 1, players=2, deal=Deal.fair(KEY, "duplicate"))
    again = played(game, 2, **duplicate_options(original.record[0]))
    first, second = hands(original), hands(again)
    common = min(len(first), len(second))
    assert common >= 3
    for k in range(common):  # seat 0 is the person, seat 1 the computer
        assert second[k][0] == first[k][1] and second[k][1] == first[k][0], f"deal {k + 1}"
    start = again.record[0]
    assert start["origin"] == "given" and start["rotation"] == 1 and start["commitment"] is None
    assert start["deal"] == original.record[0]["deal"] and again.deal.key is None
    assert again.record[-1]["event"] == "match_end"  # no key, so nothing to reveal
    assert match_from_record(again.record).record == again.record


def test_the_first_dealer_and_the_cut_turn_with_the_seats() -> None:
    original = new_match("cribbage", players=3, seed=31)
    again = new_match("cribbage", **duplicate_options(original.record[0]))
    cuts, turned = original.record[1]["cuts"], again.record[1]["cuts"]
    assert [row[-1:] + row[:-1] for row in cuts] == turned  # seat s + 1 cuts what seat s cut
    assert again.dealer == (original.dealer + 1) % 3
    twice = new_match("cribbage", **duplicate_options(again.record[0]))
    assert twice.dealer == (original.dealer + 2) % 3 and twice.deal.rotation == 2


def test_a_lot_turns_with_the_seats_and_a_series_first_seat_moves_on() -> None:
    original = new_match("dominoes", players=4, seed=77)
    again = new_match("dominoes", **duplicate_options(original.record[0]))
    assert original.record[1]["lot"] and again.leader == (original.leader + 1) % 4
    led = new_match("dominoes", players=4, seed=77, first=3)
    assert new_match("dominoes", **duplicate_options(led.record[0])).leader == 0


def test_partners_swap_sides_in_a_duplicate() -> None:
    original = new_match("cribbage", players=4, partnerships=True, target=61, seed=8)
    again = new_match("cribbage", **duplicate_options(original.record[0]))
    assert again.record[1]["hands"][1] == original.record[1]["hands"][0]  # side 0's cards now belong to side 1


def test_an_older_record_cannot_be_dealt_again_from_other_seats() -> None:
    start = {"event": "match_start", "game": "dominoes", "players": 2, "target": 250, "seed": 12345}
    assert new_match("dominoes", **match_class("dominoes").config_from_start(start)).deal.origin == Origin.LEGACY
    with pytest.raises(ValueError):
        duplicate_options(start)
