"""The review judges counting: every declaration and every answer is a decision with certain points."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muggins_desktop.coach.count_review import best_answer
from muggins_desktop.coach.review import review_record
from muggins_desktop.engine.cribbage.actions import Declare, Respond
from tests.coach.helpers import play_counting

ACCEPT, OVERCOUNT = Respond("accept"), Respond("overcount")


def muggins(n: int) -> Respond:
    return Respond("muggins", n)


def one_miscount(offset: int, reply: Callable[[int, int], Respond]):
    """Seat 0 miscounts its first count worth 3 to 26 by ``offset``; seat 1 answers it with ``reply``.

    Every other count is exact and accepted, so the one marked count is the scripted one.
    """
    chosen: dict[str, int] = {}

    def declare(seat: int, true: int, n: int) -> int:
        if seat == 0 and "n" not in chosen and 3 <= true <= 26:
            chosen["n"] = n
            return true + offset
        return true

    def answer(seat: int, true: int, declared: int, n: int) -> Respond:
        if chosen.get("n") == n:
            return reply(true, declared)
        return ACCEPT

    match = play_counting(declare, answer, seed=11, target=61)
    show = next(
        i
        for i, e in enumerate(match.record)
        if e["event"] == "show" and e.get("declared") is not None and e["declared"] != e["true"]
    )
    return match, show


@pytest.mark.parametrize(
    "offset, reply, declarer_lost, declarer_won, answerer_lost",
    [
        (-2, lambda t, d: ACCEPT, 2, 0, 2),  # points missed; the missed muggins costs the answerer
        (-2, lambda t, d: muggins(2), 4, 0, 0),  # missed and taken by muggins
        (-2, lambda t, d: muggins(1), 3, 0, 1),  # part of it claimed
        (-2, lambda t, d: OVERCOUNT, 2, 0, 2),  # a wrong overcount call changes nothing
        (2, lambda t, d: ACCEPT, 0, 2, 4),  # an overcount that stood; the answerer missed 2 + 2
        (2, lambda t, d: OVERCOUNT, 2, 0, 0),  # taken back and given to the caller
        (2, lambda t, d: muggins(3), 0, 5, 7),  # a wrong muggins call lets the overcount stand, +3
    ],
)
def test_each_count_and_answer_is_judged_with_its_points(offset, reply, declarer_lost, declarer_won, answerer_lost):
    match, show = one_miscount(offset, reply)
    counter = review_record(match.record, 0, with_hard=False, keep_views=False)
    answerer = review_record(match.record, 1, with_hard=False, keep_views=False)
    declared = next(d for d in counter.own if d.index == show)
    answered = next(d for d in answerer.own if d.kind == "respond" and d.index == show + 1)
    true = match.record[show]["true"]
    assert declared.kind == "declare" and declared.count.true == true and declared.count.declared == true + offset
    assert (declared.count.lost, declared.count.won) == (declarer_lost, declarer_won)
    assert answered.count.lost == answerer_lost and answered.count.declared == true + offset
    assert declared.best == Declare(true)
    assert answered.best == best_answer(true, true + offset)[0]
    # Marked when it cost anything, and the points are in the totals.
    assert declared.flagged == (declarer_lost > 0) and answered.flagged == (answerer_lost > 0)
    assert counter.ev_by_kind["declare"] == declarer_lost
    assert counter.ev_lost == pytest.approx(sum(d.ev_lost for d in counter.own))
    assert counter.counting_won == declarer_won
    data = counter.to_json()
    assert data["ev_lost_by_kind"]["declare"] == declarer_lost and data["counting_won"] == declarer_won
    if declarer_lost:
        entry = next(f for f in data["flagged"] if f["index"] == show)
        assert entry["kind"] == "declare" and entry["true"] == true and entry["declared"] == true + offset


def test_an_exact_count_with_a_wrong_muggins_call_is_won_by_the_counter():
    def answer(seat, true, declared, n):
        return muggins(2) if n == 0 else ACCEPT

    match = play_counting(lambda seat, true, n: true, answer, seed=3, target=61)
    first = next(i for i, e in enumerate(match.record) if e["event"] == "show" and e.get("declared") is not None)
    counter_seat = match.record[first]["player"]
    counter = review_record(match.record, counter_seat, with_hard=False, keep_views=False)
    answerer = review_record(match.record, 1 - counter_seat, with_hard=False, keep_views=False)
    declared = next(d for d in counter.own if d.index == first)
    answered = next(d for d in answerer.own if d.index == first + 1)
    assert (declared.count.lost, declared.count.won, declared.flagged) == (0, 2, False)
    assert answered.count.lost == 2 and answered.flagged and answered.count.wrong_call


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    offsets=st.lists(st.integers(-3, 3), min_size=8, max_size=8),
    answers=st.lists(st.sampled_from(["accept", "muggins1", "muggins3", "overcount"]), min_size=8, max_size=8),
)
def test_a_count_is_shared_out_between_counter_and_answerer(seed, offsets, answers):
    """Two players: what the counter won minus lost, less what the answerer lost, is D - T less the best answer.

    The points of a count only move between the two seats, so the two
    judgments of one count must fit together for every count and answer.
    """

    def declare(seat, true, n):
        return max(0, min(29, true + offsets[n % 8]))

    def answer(seat, true, declared, n):
        kind = answers[n % 8]
        return Respond("muggins", int(kind[-1])) if kind.startswith("muggins") else Respond(kind)

    match = play_counting(declare, answer, seed=seed, target=61)
    reviews = [review_record(match.record, s, with_hard=False, keep_views=False) for s in (0, 1)]
    by_index = {d.index: d for r in reviews for d in r.own if d.count is not None}
    for i, e in enumerate(match.record):
        if e["event"] != "show" or e.get("declared") is None or i + 1 not in by_index:
            continue
        counted, answered = by_index[i], by_index[i + 1]
        true, declared = e["true"], e["declared"]
        assert counted.count.lost >= 0 and counted.count.won >= 0 and answered.count.lost >= 0
        assert not (counted.count.lost and counted.count.won)
        best = best_answer(true, declared)[1]
        assert counted.count.won - counted.count.lost - answered.count.lost == declared - true - best


def test_partners_claim_counts_for_the_side():
    """Four players in partnerships: seat 1 accepts, its partner seat 3 claims: seat 1 lost nothing."""
    chosen: dict[str, int] = {}

    def declare(seat, true, n):
        if seat == 0 and "n" not in chosen and 3 <= true:
            chosen["n"] = n
            return true - 2
        return true

    def answer(seat, true, declared, n):
        if chosen.get("n") == n and seat == 3:
            return muggins(2)
        return ACCEPT

    match = play_counting(declare, answer, seed=4, players=4, partnerships=True, target=61)
    review = review_record(match.record, 1, with_hard=False, keep_views=False)
    show = next(
        i
        for i, e in enumerate(match.record)
        if e["event"] == "show" and e.get("declared") is not None and e["declared"] != e["true"]
    )
    accepted = next(d for d in review.own if d.kind == "respond" and d.index == show + 1)
    assert accepted.count.claimant == 3 and accepted.count.lost == 0
