"""Properties of whole cribbage matches played with random legal choices."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from muggins_desktop.engine.cribbage import Card, CribbageMatch, Go, PegCard, full_deck
from muggins_desktop.engine.errors import RecordError

configs = st.sampled_from(
    [
        dict(players=2),
        dict(players=2, muggins=True),
        dict(players=3, muggins=True, target=61),
        dict(players=4),
        dict(players=4, partnerships=True, muggins=True),
        dict(players=2, lowball=True),
        dict(players=3, lowball=True, target=61),
        dict(players=4, partnerships=True, target=61),
    ]
)
FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def all_cards(m: CribbageMatch) -> list[Card]:
    hands = m.held if m.phase == "discard" else m.kept
    cards = list(m.stock) + list(m.crib) + [c for h in hands for c in h]
    if m.starter is not None:
        cards.append(m.starter)
    return cards


def play_randomly(m: CribbageMatch, rng: random.Random, check: Any = None, limit: int = 5000) -> None:
    steps = 0
    while m.outcome is None and steps < limit:
        if check:
            check(m)
        m.apply(rng.choice(m.legal_actions()), m.to_act)
        steps += 1


def expected_scores(record: list[dict], sides: int, partnerships: bool) -> list[int]:
    """Re-add every point the events announce, and check each event's ``scores``."""
    side = (lambda seat: seat % 2) if partnerships else (lambda seat: seat)
    scores = [0] * sides
    dealer = None
    counter = None
    for e in record:
        name = e["event"]
        if name == "deal":
            dealer = e["dealer"]
        elif name == "starter":
            scores[side(dealer)] += e["heels"]
        elif name in ("peg", "go_point"):
            scores[side(e["player"])] += e["points"]
        elif name == "show":
            scores[side(e["player"])] += e["true"] if e["declared"] is None else e["declared"]
            counter = e["player"]
        elif name == "settle":
            scores[side(counter)] += e["counter_delta"]
            if e["claimant"] is not None:
                scores[side(e["claimant"])] += e["claimant_delta"]
            else:
                assert e["claimant_delta"] == 0
        if "scores" in e:
            assert e["scores"] == scores, (name, e)
    return scores


@FAST
@given(configs, st.integers(0, 2**32 - 1), st.randoms(use_true_random=False))
# Found by CI: an overcount that still reaches 121 while the claimant's award reaches it too.
@example(dict(players=2, muggins=True), 4172566630, random.Random(609439984))
def test_whole_matches_keep_every_invariant(config: dict, seed: int, rng: random.Random) -> None:
    m = CribbageMatch(seed=seed, **config)

    def check(m: CribbageMatch) -> None:
        cards = all_cards(m)
        assert len(cards) == 52 and set(cards) == set(full_deck())
        if m.phase == "pegging":
            seat = m.to_act
            actions = m.legal_actions()
            fits = [c for c in m.unplayed[seat] if m.count + c.value <= 31]
            if Go() in actions:
                assert actions == [Go()] and not fits and m.unplayed[seat]
            else:
                assert actions == [PegCard(c) for c in sorted(fits)]
            assert 0 <= m.count <= 31
            played = {c for _, c in m.played}
            for s in range(m.players):
                assert set(m.unplayed[s]) | (set(m.kept[s]) & played) == set(m.kept[s])

    play_randomly(m, rng, check)
    assert m.outcome is not None
    assert m.record[-1]["event"] == "match_end"
    assert expected_scores(m.record, m.sides, m.partnerships) == m.scores
    assert list(m.outcome.scores) == m.scores
    reached = [s for s in range(m.sides) if m.scores[s] >= m.target]
    if len(reached) > 1:
        # RULES B2.6: an overcount that still reaches the target after the
        # settlement wins, though the claimant's points carry it there too.
        last = [e for e in m.record if e["event"] == "settle"][-1]
        assert m.record[-2] is last and last["counter_delta"] < 0 < last["claimant_delta"]
        counter = m.side_of(last["player"])
        assert counter in reached and m.side_of(last["claimant"]) in reached
        assert m.outcome.winner == counter == m.outcome.reached
    elif not m.lowball:
        assert len(reached) == 1 and m.outcome.winner == reached[0]
    else:
        assert len(reached) == 1 and m.outcome.winner != reached[0]
    # replay, also after a trip through JSON text
    text = "\n".join(json.dumps(e) for e in m.record)
    again = CribbageMatch.from_record([json.loads(line) for line in text.splitlines()])
    assert again.record == json.loads(json.dumps(m.record)) and again.scores == m.scores
    assert again.outcome == m.outcome


def test_replay_refuses_a_tampered_record() -> None:
    m = CribbageMatch(seed=12, muggins=True)
    play_randomly(m, random.Random(1))
    record = json.loads(json.dumps(m.record))
    pegs = [i for i, e in enumerate(record) if e["event"] == "peg"]
    bad = copy.deepcopy(record)
    bad[pegs[3]]["points"] += 1
    with pytest.raises(RecordError):
        CribbageMatch.from_record(bad)
    bad = copy.deepcopy(record)
    bad[1]["hands"][0][0] = "QQ"
    with pytest.raises(RecordError):
        CribbageMatch.from_record(bad)
    with pytest.raises(RecordError):
        CribbageMatch.from_record(record[:-1] + [{"event": "peg", "player": 0, "card": "AS"}])


# ------------------------------------------------------------ hidden information
def swap_cards(obj: Any, a: Card, b: Card) -> Any:
    """``obj`` with cards ``a`` and ``b`` (and their strings) exchanged everywhere."""
    sa, sb = str(a), str(b)
    if isinstance(obj, Card):
        return b if obj == a else a if obj == b else obj
    if isinstance(obj, str):
        return sb if obj == sa else sa if obj == sb else obj
    if isinstance(obj, list):
        return [swap_cards(x, a, b) for x in obj]
    if isinstance(obj, tuple):
        return tuple(swap_cards(x, a, b) for x in obj)
    if isinstance(obj, set):
        return {swap_cards(x, a, b) for x in obj}
    if isinstance(obj, dict):
        return {k: swap_cards(v, a, b) for k, v in obj.items()}
    return obj


def last_deal(m: CribbageMatch) -> int:
    return max(i for i, e in enumerate(m.record) if e["event"] == "deal")


def with_swapped(m: CribbageMatch, a: Card, b: Card) -> CribbageMatch:
    """A copy of ``m`` whose current deal had ``a`` and ``b`` the other way round."""
    other = m.copy()
    for name in ("held", "kept", "crib", "stock", "unplayed", "discarded"):
        setattr(other, name, swap_cards(getattr(m, name), a, b))
    start = last_deal(m)
    other.record = m.record[:start] + swap_cards(m.record[start:], a, b)
    other.forget_views()
    return other


def visible_to(m: CribbageMatch, seat: int) -> set[str]:
    view = m.view_for(seat)
    text = json.dumps(list(view.public_events[last_deal(m) :]))
    return (
        {str(c) for c in full_deck() if f'"{c}"' in text}
        | {str(c) for c in (*view.hand, *view.kept, *view.discarded, *view.count_cards)}
        | ({str(view.starter)} if view.starter else set())
        | ({str(c) for c in view.pending.cards} if view.pending else set())
    )


@settings(max_examples=25, deadline=None)
@given(configs, st.integers(0, 2**32 - 1), st.integers(0, 200), st.randoms(use_true_random=False))
def test_views_do_not_change_when_hidden_cards_change(config: dict, seed: int, steps: int, rng: random.Random) -> None:
    m = CribbageMatch(seed=seed, **config)
    play_randomly(m, rng, limit=steps)
    for seat in range(m.players):
        seen = visible_to(m, seat)
        hidden = [c for c in full_deck() if str(c) not in seen]
        assert len(hidden) >= 2 or m.outcome is not None or m.phase == "show"
        if len(hidden) < 2:
            continue
        # prefer a card someone else holds (or the crib), where a leak would hurt
        held = {
            c for s in range(m.players) if s != seat for c in (m.held[s] if m.phase == "discard" else m.unplayed[s])
        } | set(m.crib)
        secret = [c for c in hidden if c in held] or hidden
        a = rng.choice(secret)
        b = rng.choice([c for c in hidden if c != a])
        assert with_swapped(m, a, b).view_for(seat) == m.view_for(seat)


def test_swapping_a_visible_card_does_change_the_view() -> None:
    """The hidden-card check above can fail: a card in one's own hand shows."""
    m = CribbageMatch(seed=4)
    own = m.held[m.to_act][0]
    other = m.held[(m.to_act + 1) % 2][0]
    assert with_swapped(m, own, other).view_for(m.to_act) != m.view_for(m.to_act)


def test_views_hide_other_hands_and_the_crib() -> None:
    m = CribbageMatch(players=3, seed=30)
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    for seat in range(3):
        view = m.view_for(seat)
        deal = [e for e in view.public_events if e["event"] == "deal"][0]
        for s, hand in enumerate(deal["hands"]):
            assert (hand == [str(c) for c in m.record[1]["hands"][s]]) if s == seat else hand == [None] * 5
        assert deal["crib_from_deck"] == [None]
        for e in view.public_events:
            if e["event"] == "discard" and e["player"] != seat:
                assert e["cards"] == [None]
        assert view.crib_count == 4
        assert set(view.hand) <= set(m.kept[seat])
        assert view.legal_actions == (tuple(m.legal_actions()) if seat == m.to_act else ())
