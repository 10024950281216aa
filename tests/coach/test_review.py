from __future__ import annotations

import pytest

from muggins_desktop.coach.replay import decisions
from muggins_desktop.coach.review import COUNT_KINDS, KINDS, counting_summary, review_record
from muggins_desktop.engine import match_from_record
from muggins_desktop.engine.errors import RecordError
from tests.coach.helpers import play


@pytest.fixture(scope="module")
def crib_match():
    return play("cribbage", ("easy", "hard"), seed=7, target=61, muggins=True)


@pytest.fixture(scope="module")
def dom_match():
    return play("dominoes", ("easy", "hard"), seed=7, max_actions=400)


def test_easy_loses_more_per_decision_than_hard(crib_match, dom_match):
    for match in (crib_match, dom_match):
        easy = review_record(match.record, 0, with_hard=False, keep_views=False)
        hard = review_record(match.record, 1, with_hard=False, keep_views=False)
        assert easy.decisions > 5 and hard.decisions > 5
        assert easy.mean_ev_lost > hard.mean_ev_lost
        hard_share = len(hard.flagged) / hard.decisions
        assert hard_share <= len(easy.flagged) / easy.decisions and hard_share <= 0.15


def test_every_decision_of_the_seat_is_analysed_and_nonnegative(crib_match):
    review = review_record(crib_match.record, 0, with_hard=True)
    own = [d for d in review.steps if d.seat == 0 and d.kind in KINDS + COUNT_KINDS]
    assert review.decisions == len([d for d in own if d.analysed]) > 0
    assert all(d.ev_lost >= 0 for d in review.own)
    assert review.ev_lost == pytest.approx(sum(review.ev_by_kind.values()))
    assert [d.own_number for d in review.own] == list(range(1, review.decisions + 1))
    assert all(d.hard is not None for d in review.own)
    assert all(d.flagged == (d.ev_lost > review.thresholds[d.kind]) for d in review.own)
    data = review.to_json()
    assert data["seat"] == 0 and data["decisions"] == review.decisions and data["ev_lost"] >= 0
    assert {"declared", "true", "missed", "overcounted"} <= set(data["counting"])
    for f in data["flagged"]:
        assert {"index", "chosen", "best", "ev_lost"} <= set(f)


def test_review_is_deterministic(crib_match):
    a = review_record(crib_match.record, 0).to_json()
    b = review_record(crib_match.record, 0).to_json()
    assert a == b


def test_views_are_what_the_seat_saw(dom_match):
    review = review_record(dom_match.record, 1, with_hard=False)
    for d in review.steps[::37]:
        again = match_from_record(dom_match.record[: d.index])
        assert again.view_for(1) == d.view


def test_one_replay_visits_every_action(dom_match):
    steps = [step for _m, step in decisions(dom_match.record)]
    assert len(steps) == len(dom_match.actions)
    assert [(s.seat, s.action) for s in steps] == dom_match.actions


def test_counting_summary_adds_up(crib_match):
    for seat in (0, 1):
        counting, calls = counting_summary(crib_match.record, seat)
        shows = [
            e for e in crib_match.record if e["event"] == "show" and e["player"] == seat and e["declared"] is not None
        ]
        assert counting["counts"] == len(shows)
        assert counting["declared"] == sum(e["declared"] for e in shows)
        assert counting["true"] == sum(e["true"] for e in shows)
        assert counting["true"] - counting["declared"] == counting["missed"] - counting["overcounted"]
        assert calls["won"] + calls["lost"] == calls["calls"]


def test_bad_records_and_seats():
    with pytest.raises(RecordError):
        review_record([{"event": "nonsense"}], 0)
    with pytest.raises(RecordError):
        review_record([], 0)
    match = play("dominoes", seed=3, max_actions=5)
    with pytest.raises(ValueError):
        review_record(match.record, 5)
    broken = [dict(e) for e in match.record]
    broken[2] = {**broken[2], "points": 99}
    with pytest.raises(RecordError):
        review_record(broken, 0)


def test_flagged_indexes_point_at_the_seats_own_events(crib_match, dom_match):
    for match in (crib_match, dom_match):
        data = review_record(match.record, 0, with_hard=False, keep_views=False).to_json()
        for f in data["flagged"]:
            assert match.record[f["index"]]["player"] == 0
            assert f["ev_lost"] > data["thresholds"][f["kind"]]
