"""Event kinds as TypedDicts (engine/events.py) and the engine's StrEnums."""

from __future__ import annotations

import json
import random

import pytest
from dominoes_rig import greedy

from muggins_desktop.engine import Reason, Skunk
from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Phase, Respond
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.engine.events import CRIBBAGE_EVENTS, DOMINO_EVENTS

FAIR = Deal.fair(bytes(range(32)), "events")  # a committed deal, so the record ends with its reveal


def _deal_of(seed: int) -> dict:
    """Seed 0 plays a fair deal (with a key to reveal), the others a given deal number."""
    return {"deal": FAIR} if seed == 0 else {"seed": seed}


def _play(match: CribbageMatch | DominoMatch, rng: random.Random) -> None:
    while match.outcome is None:
        if isinstance(match, DominoMatch):
            match.apply(greedy(match.view_for(match.to_act)), match.to_act)
            continue
        actions = match.legal_actions()
        if isinstance(actions[0], Declare):  # a rough count: sometimes right, sometimes not
            action = rng.choice([actions[0], actions[rng.randrange(len(actions))]])
        elif isinstance(actions[0], Respond):
            action = rng.choice(actions[:3])
        else:
            action = rng.choice(actions)
        match.apply(action, match.to_act)


def _check_shapes(record: list[dict], kinds: dict[str, type]) -> set[str]:
    seen = set()
    for event in record:
        kind = kinds[event["event"]]
        keys = set(event)
        assert kind.__required_keys__ <= keys, (event, kind.__required_keys__ - keys)  # type: ignore[attr-defined]
        assert keys <= kind.__required_keys__ | kind.__optional_keys__, (event, kind)  # type: ignore[attr-defined]
        seen.add(event["event"])
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_dominoes_event_has_the_fields_of_its_type(players: int) -> None:
    seen: set[str] = set()
    for seed in range(3):
        m = DominoMatch(players=players, **_deal_of(seed))
        _play(m, random.Random(seed))
        seen |= _check_shapes(m.record, DOMINO_EVENTS)
    assert seen >= set(DOMINO_EVENTS) - {"pass"}


@pytest.mark.parametrize(
    "options",
    [
        {"players": 2, "muggins": True, "target": 61},
        {"players": 3, "target": 61},
        {"players": 4, "partnerships": True, "muggins": True, "target": 61},
        {"players": 2, "lowball": True, "target": 61},
    ],
)
def test_every_cribbage_event_has_the_fields_of_its_type(options: dict) -> None:
    seen: set[str] = set()
    for seed in range(3):
        m = CribbageMatch(**_deal_of(seed), **options)
        _play(m, random.Random(seed))
        seen |= _check_shapes(m.record, CRIBBAGE_EVENTS)
    expected = set(CRIBBAGE_EVENTS) - (set() if options.get("muggins") else {"response", "settle"})
    assert seen == expected


def test_outcome_reason_and_skunk_are_enums_and_the_record_keeps_plain_words() -> None:
    for seed in range(70, 110):  # seed 79 skunks (sha256-v1 deals)
        m = CribbageMatch(players=2, target=61, seed=seed)
        _play(m, random.Random(seed))
        assert m.outcome is not None
        assert m.outcome.reason is Reason.TARGET and m.outcome.reason == "target"
        assert m.outcome.skunk is None or isinstance(m.outcome.skunk, Skunk)
        end = m.record[-1]
        assert type(end["reason"]) is str and (end["skunk"] is None or type(end["skunk"]) is str)
        assert json.loads(json.dumps(end)) == end
        if m.outcome.skunk is not None:
            assert end["skunk"] == m.outcome.skunk.value
            break
    else:
        raise AssertionError("no skunk in 40 matches to 61")
    low = CribbageMatch(players=2, target=61, lowball=True, seed=1)
    _play(low, random.Random(1))
    assert low.outcome is not None and low.outcome.reason is Reason.LOWBALL and low.outcome.skunk is None
    d = DominoMatch(players=2, seed=1)
    _play(d, random.Random(1))
    assert d.outcome is not None and d.outcome.reason is Reason.TARGET


def test_cribbage_phase_is_an_enum_equal_to_its_word() -> None:
    m = CribbageMatch(players=2, seed=1)
    assert m.phase is Phase.DISCARD and m.phase == "discard" and str(m.phase) == "discard"
    assert m.view_for(0).phase is Phase.DISCARD
    assert json.dumps({"phase": m.phase}) == '{"phase": "discard"}'
    assert [p.value for p in Phase] == ["discard", "cut", "pegging", "show", "over"]
