"""Independent audit of the cribbage engine and the Muggins protocol.

Checks RULES.md part B (and the Polish seed behind B2) one rule per test.
Deals are built here rather than through the shared rigs, so this audit does
not move when other helpers change.
"""

from __future__ import annotations

import random

import pytest

from muggins_desktop.engine import muggins as mg
from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Discard, Go, PegCard, parse_cards, score_hand
from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.engine.cribbage.pegging import peg_points
from muggins_desktop.engine.errors import IllegalAction


def C(text: str) -> list:
    return parse_cards(text)


def deal(hands: list[str], starter: str, dealer: int = 0, crib_from_deck: str = "", **opts: object) -> CribbageMatch:
    """A match whose first deal is replaced by ``hands``; the cut can only find ``starter``."""
    return CribbageMatch.from_position(hands, starter, dealer=dealer, crib=crib_from_deck, seed=7, **opts)  # type: ignore[arg-type]


def discard_and_cut(m: CribbageMatch, by_seat: dict[int, str]) -> list[dict]:
    while m.phase == "discard":
        seat = m.to_act
        m.apply(Discard(C(by_seat[seat])), seat)
    return m.apply(Cut(), m.pone)


def moves(m: CribbageMatch, text: str) -> list[dict]:
    out: list[dict] = []
    for word in text.split():
        seat = m.to_act
        out.extend(m.apply(Go() if word == "go" else PegCard(C(word)[0]), seat))
    return out


def run_pegging(m: CribbageMatch) -> None:
    while m.outcome is None and m.phase == "pegging":
        m.apply(m.legal_actions()[0], m.to_act)


def peg_pts(text: str) -> int:
    return peg_points(C(text)).total


# ------------------------------------------------------------ B1 pegging (pure)


def test_b1_pegging_run_in_any_order_within_the_count() -> None:
    assert peg_pts("3C 5D 4H") == 3
    assert peg_pts("4C 6D 5H 3S") == 4
    assert peg_pts("2C 4D 3H 5S 6C") == 5
    assert peg_pts("AC KD JH QS") == 3 + 2  # the ace is outside the run J-Q-K; 31 adds 2
    assert peg_pts("AC 3D 2H") == 3  # ace is low


def test_b1_pegging_run_broken_by_a_duplicate_or_gap_scores_nothing() -> None:
    assert peg_pts("3C 4D 4H 5S") == 0  # last three 4,4,5
    assert peg_pts("3C 4D 9H 5S") == 0
    assert peg_pts("QC KD AH") == 0  # no wrap-around


def test_b1_pair_royal_and_double_pair_royal_only_on_consecutive_cards() -> None:
    assert peg_pts("5C 5D") == 2 + 0
    assert peg_pts("4C 4D 4H") == 6
    assert peg_pts("3C 3D 3H 3S") == 12
    assert peg_pts("7C 7D 8H 7S") == 0  # the third seven is not next to the others
    assert peg_pts("2C 2D 9H 2S 2H") == 2  # only the last two are a pair


def test_b1_fifteen_and_thirty_one_score_two() -> None:
    assert peg_pts("TD 5C") == 2
    assert peg_pts("TD KD JC AH") == 2
    assert peg_pts("5D 5C 5H") == 2 + 6  # fifteen with a pair royal


# ------------------------------------------------------------ B1 pegging (in a match)


def test_b1_run_is_broken_by_a_reset() -> None:
    m = deal(["KD 3H 6C 8C 2S 2D", "KS 4H 5C 9D AS AD"], "QH", dealer=0)
    discard_and_cut(m, {0: "2S 2D", 1: "AS AD"})
    ev = moves(m, "KS KD 4H 3H go")
    names = [e["event"] for e in ev]
    assert names[-3:] == ["go", "go_point", "reset"]  # dealer could not go on: takes the go
    assert ev[-2]["player"] == 0 and ev[-2]["points"] == 1
    ev = moves(m, "5C")
    assert ev[0]["count"] == 5 and ev[0]["points"] == 0  # 3-4 before the reset do not count
    ev = moves(m, "6C 9D 8C")
    assert [e["points"] for e in ev if e["event"] == "peg"] == [0, 0, 0]
    last = [e for e in ev if e["event"] == "go_point"]
    assert len(last) == 1 and last[0]["player"] == 0  # last card


def test_a_match_won_during_the_play_leaves_the_unplayed_cards_in_hand() -> None:
    """Seen in a real window: the final panel of a match won in the play showed cards already played."""
    m = deal(["KD 3H 6C 8C 2S 2D", "KS 4H 5C 9D AS AD"], "QH", dealer=0, scores=[119, 0])
    discard_and_cut(m, {0: "2S 2D", 1: "AS AD"})
    moves(m, "KS KD")  # the pair takes the dealer to 121
    assert m.outcome is not None and m.outcome.winner == 0
    dealer, pone = m.view_for(0), m.view_for(1)
    assert dealer.hand == tuple(sorted(C("3H 6C 8C"))) and dealer.hand_counts == (3, 3)
    assert pone.hand == tuple(sorted(C("4H 5C 9D")))
    assert sorted(dealer.kept) == sorted(C("KD 3H 6C 8C"))  # the kept four are still told apart


def test_b1_no_pair_across_a_reset_after_31() -> None:
    """RULES.md B1: after 31 the count restarts, and a card of the last card's rank pairs nothing."""
    m = deal(["KD TD 3D 4D 8S 8H", "TS AH TC 2C 9S 9H"], "QH", dealer=0)
    discard_and_cut(m, {0: "8S 8H", 1: "9S 9H"})
    ev = moves(m, "TS KD AH TD")  # 10, 20, 21, 31
    assert [e["points"] for e in ev if e["event"] == "peg"][-1] == 2
    assert ev[-1]["event"] == "reset"
    ev = moves(m, "TC")  # the same rank as the ten that made 31
    peg = [e for e in ev if e["event"] == "peg"]
    assert peg[0]["count"] == 10 and peg[0]["points"] == 0


def test_b1_no_pair_across_a_reset_after_a_go() -> None:
    """RULES.md B1: after a go the count restarts, and a card of the last card's rank pairs nothing."""
    m = deal(["KD 9D 7D 8D 3S 3H", "KS 9H 5C 6C 4S 4H"], "QH", dealer=0)
    discard_and_cut(m, {0: "3S 3H", 1: "4S 4H"})
    ev = moves(m, "KS KD 9H go")  # 10, 20 (pair), 29; neither can go on: the pone takes the go
    names = [e["event"] for e in ev]
    assert names[-2:] == ["go_point", "reset"] and ev[-2]["player"] == 1
    assert m.to_act == 0
    ev = moves(m, "9D")  # the same rank as the nine before the go
    peg = [e for e in ev if e["event"] == "peg"]
    assert peg[0]["count"] == 9 and peg[0]["points"] == 0


def test_b1_go_passes_around_three_players_31_scores_two_without_go() -> None:
    hands = ["KH 9H 8H TH 7H", "KS 5S 2C 9C 7C", "KD AD 4D QD 7D"]
    m = deal(hands, "2H", dealer=0, crib_from_deck="6S")
    discard_and_cut(m, {0: "7H", 1: "7C", 2: "7D"})
    assert m.to_act == 1
    ev = moves(m, "KS KD KH go AD")
    pegs = [e for e in ev if e["event"] == "peg"]
    assert [e["points"] for e in pegs] == [0, 2, 6, 2]  # pair, pair royal, 31
    assert pegs[-1]["count"] == 31
    assert [e["event"] for e in ev][-1] == "reset" and not any(e["event"] == "go_point" for e in ev)
    assert m.to_act == 0  # the count restarts left of the one who made 31
    ev = moves(m, "9H 9C 4D 8H go go")
    gp = [e for e in ev if e["event"] == "go_point"]
    assert len(gp) == 1 and gp[0]["player"] == 0  # last to lay in the count, though never said go
    assert m.to_act == 1
    ev = moves(m, "5S QD TH 2C")
    assert [e["points"] for e in ev if e["event"] == "peg"] == [0, 2, 0, 0]
    gp = [e for e in ev if e["event"] == "go_point"]
    assert len(gp) == 1 and gp[0]["player"] == 1  # last card
    assert m.phase != "pegging"


def test_b1_last_card_making_31_scores_two_only() -> None:
    m = deal(["KD QD 5H AS 2S 3S", "KS QS 6C 4C 7S 8S"], "9H", dealer=0)
    discard_and_cut(m, {0: "2S 3S", 1: "7S 8S"})
    # pone KS, dealer KD (pair), QS 30? no: keep the count legal
    ev = moves(m, "KS KD 6C 5H")  # 10, 20 (pair), 26, 31
    assert ev[-1]["event"] in ("reset",) and ev[-2]["points"] == 2 and ev[-2]["count"] == 31
    ev = moves(m, "QS QD 4C AS")  # 10, 20 pair, 24, 25 ... last card by dealer
    assert [e["event"] for e in ev].count("go_point") == 1
    assert not any(e["event"] == "reset" for e in ev)


def test_b1_partnership_points_go_to_the_side() -> None:
    hands = ["KC QC JC 9C 3C", "KS AS 2S 4S 3S", "KD 5D 6D 7D 3D", "KH 8H 9H TH 3H"]
    m = deal(hands, "2H", dealer=0, partnerships=True)
    discard_and_cut(m, {0: "3C", 1: "3S", 2: "3D", 3: "3H"})
    assert len(m.scores) == 2
    moves(m, "KS KD KH go AS")
    assert m.scores == [2, 6 + 2]


# ------------------------------------------------------------ B1 show scoring


def test_b1_crib_flush_needs_all_five_hand_flush_four() -> None:
    hand, off, on = C("2H 4H 6H 8H"), C("KS")[0], C("KH")[0]
    assert score_hand(hand, off).points_of("FLUSH") == 4
    assert score_hand(hand, on).points_of("FLUSH") == 5
    assert score_hand(hand, off, crib=True).points_of("FLUSH") == 0
    assert score_hand(hand, on, crib=True).points_of("FLUSH") == 5


def test_b1_nobs_is_the_jack_of_the_starters_suit_in_hand_or_crib() -> None:
    assert score_hand(C("JD 2C 4S 6H"), C("9D")[0]).points_of("NOBS") == 1
    assert score_hand(C("JD 2C 4S 6H"), C("9D")[0], crib=True).points_of("NOBS") == 1
    assert score_hand(C("JC 2C 4S 6H"), C("9D")[0]).points_of("NOBS") == 0
    assert score_hand(C("2C 4S 6H 8D"), C("JD")[0]).points_of("NOBS") == 0  # a jack starter is not nobs


def test_b1_best_and_impossible_hands() -> None:
    assert score_hand(C("5C 5D 5H JS"), C("5S")[0]).total == 29
    assert score_hand(C("7C 8D 7S 8H"), C("KD")[0]).total == 12


def test_b1_his_heels_scores_two_and_can_win() -> None:
    m = deal(["KD QD 5H AS 2S 3S", "KS QS 6C 4C 7S 8S"], "JH", dealer=0)
    m.scores = [119, 50]
    ev = discard_and_cut(m, {0: "2S 3S", 1: "7S 8S"})
    assert ev[0]["event"] == "starter" and ev[0]["heels"] == 2 and ev[0]["scores"] == [121, 50]
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 0


def _pre_show_scores(build) -> list[int]:  # type: ignore[no-untyped-def]
    """Pegging points each side makes with first-legal play (a dry run)."""
    m = build()
    run_pegging(m)
    last = [e for e in m.record if "scores" in e and e["event"] != "show"]
    return list(last[-1]["scores"])


def _show_race(muggins: bool = False) -> CribbageMatch:
    m = deal(["5C 5D 5H JS AC 2C", "7C 8D 7S 8H 9S 9C"], "5S", dealer=0, muggins=muggins)
    discard_and_cut(m, {0: "AC 2C", 1: "9S 9C"})
    return m


def test_b1_show_order_pone_first_and_immediate_win_before_dealer_counts() -> None:
    peg = _pre_show_scores(_show_race)
    m = _show_race()
    # Pone's 7-8-7-8 with the 5 starter is worth 12 + ... ; dealer holds 29.
    pone_true = score_hand(C("7C 8D 7S 8H"), C("5S")[0]).total
    m.scores = [121 - 1 - peg[0], 121 - pone_true - peg[1]]
    run_pegging(m)
    shows = [e for e in m.record if e["event"] == "show"]
    assert len(shows) == 1 and shows[0]["player"] == 1 and shows[0]["crib"] is False
    assert m.outcome is not None and m.outcome.winner == 1
    assert m.record[-1]["event"] == "match_end"


def test_b1_show_order_three_players_left_of_dealer_then_dealer_then_crib() -> None:
    m = CribbageMatch(players=3, seed=11)
    while m.hand_no == 1 and m.outcome is None:
        m.apply(m.legal_actions()[0], m.to_act)
    shows = [(e["player"], e["crib"]) for e in m.record if e["event"] == "show"]
    d = m.record[1]["dealer"]
    assert shows == [((d + 1) % 3, False), ((d + 2) % 3, False), (d, False), (d, True)]


# ------------------------------------------------------------ B2/B3 Muggins


def test_b2_answer_order_starts_left_of_counter_partner_never_answers() -> None:
    assert mg.answer_order(1, 3) == [2, 0]
    assert mg.answer_order(2, 4) == [3, 0, 1]
    assert mg.answer_order(0, 4, partnerships=True) == [1, 3]
    assert mg.answer_order(3, 4, partnerships=True) == [0, 2]
    assert mg.answer_order(1, 2) == [0]


B3 = [
    (12, 12, "accept", None, 0, 0),
    (12, 8, "accept", None, 0, 0),
    (12, 8, "muggins", 6, 0, 4),
    (12, 8, "muggins", 3, 0, 3),
    (12, 12, "muggins", 5, 5, 0),
    (12, 15, "muggins", 2, 2, 0),
    (12, 15, "overcount", None, -3, 3),
    (12, 10, "overcount", None, 0, 0),
    (0, 29, "overcount", None, -29, 29),
]


@pytest.mark.parametrize("true, declared, answer, stated, counter, claimant", B3)
def test_b3_settlement_rows_pure(
    true: int, declared: int, answer: str, stated: int | None, counter: int, claimant: int
) -> None:
    s = mg.settle(true, declared, answer, stated, claimant=1)
    assert (s.counter_delta, s.claimant_delta) == (counter, claimant)


def _muggins_show(pone_keep: str, starter: str, scores: tuple[int, int] = (0, 0)) -> CribbageMatch:
    """Two players, dealer 0; stops when the pone (seat 1) must declare."""
    pone = pone_keep + " 9S 9C"
    m = deal(["2D 3D 4C 6C AC 2C", pone], starter, dealer=0, muggins=True)
    discard_and_cut(m, {0: "AC 2C", 1: "9S 9C"})
    run_pegging(m)
    assert m.phase == "show" and m.to_act == 1 and m.outcome is None
    m.scores = list(scores)
    return m


@pytest.mark.parametrize("true, declared, answer, stated, counter, claimant", B3)
def test_b3_settlement_rows_in_a_match(
    true: int, declared: int, answer: str, stated: int | None, counter: int, claimant: int
) -> None:
    keep = "7C 8D 7S 8H" if true == 12 else "AH 3S 9D QH"
    m = _muggins_show(keep, "KD")
    show = m.apply(Declare(declared), 1)[0]
    assert show["true"] == true and show["declared"] == declared and show["scores"] == [0, declared]
    ev = m.apply(Respond(answer, stated), 0)
    assert ev[0] == {"event": "response", "player": 0, "answer": answer, "stated": stated}
    settle = ev[1]
    assert settle["event"] == "settle"
    assert settle["counter_delta"] == counter and settle["claimant_delta"] == claimant
    assert settle["claimant"] == (None if answer == "accept" else 0)
    assert settle["scores"] == [claimant, declared + counter]


def test_b2_first_claim_settles_nobody_after_answers() -> None:
    # Three players: the counter's left neighbour accepts, the next one claims.
    m = CribbageMatch(players=3, seed=4, muggins=True)
    while m.phase != "show":
        m.apply(m.legal_actions()[0], m.to_act)
    counter = m.to_act
    m.apply(Declare(0), counter)
    first, second = mg.answer_order(counter, 3)
    assert m.to_act == first
    m.apply(Respond("accept"), first)
    assert m.to_act == second
    ev = m.apply(Respond("overcount"), second)
    assert [e["event"] for e in ev][:2] == ["response", "settle"]
    assert m.pending is None


def test_b2_partner_may_not_answer_other_side_answers_in_seat_order() -> None:
    m = CribbageMatch(players=4, partnerships=True, seed=9, muggins=True)
    while m.phase != "show":
        m.apply(m.legal_actions()[0], m.to_act)
    counter = m.to_act
    m.apply(Declare(0), counter)
    partner = (counter + 2) % 4
    with pytest.raises(IllegalAction) as err:
        m.apply(Respond("accept"), partner)
    assert err.value.code == "partner_cannot_answer"
    assert m.to_act == (counter + 1) % 4
    m.apply(Respond("accept"), (counter + 1) % 4)
    assert m.to_act == (counter + 3) % 4


def test_b2_6_declaration_reaching_target_not_over_wins_without_answers() -> None:
    for declared in (12, 11):  # exact and under
        m = _muggins_show("7C 8D 7S 8H", "KD", scores=(50, 110))
        ev = m.apply(Declare(declared), 1)
        assert [e["event"] for e in ev] == ["show", "match_end"]
        assert ev[-1]["winner"] == 1


def test_b2_6_overcount_reaching_target_waits_then_wins_if_still_there() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(50, 110))
    ev = m.apply(Declare(15), 1)
    assert [e["event"] for e in ev] == ["show"] and m.outcome is None and m.to_act == 0
    ev = m.apply(Respond("overcount"), 0)
    assert [e["event"] for e in ev] == ["response", "settle", "match_end"]
    assert ev[1]["scores"] == [53, 122] and ev[-1]["winner"] == 1


def test_b2_6_overcount_accepted_still_wins() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(50, 110))
    m.apply(Declare(15), 1)
    ev = m.apply(Respond("accept"), 0)
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 1 and ev[-1]["scores"] == [50, 125]


def test_b2_6_overcount_pulled_below_target_play_goes_on() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(50, 108))
    m.apply(Declare(15), 1)
    ev = m.apply(Respond("overcount"), 0)
    assert ev[1]["scores"] == [53, 120] and m.outcome is None
    assert m.to_act == 0  # dealer's own hand is next


def test_b2_6_claimant_reaching_target_wins_when_counter_falls_short() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(118, 100))
    m.apply(Declare(15), 1)
    ev = m.apply(Respond("overcount"), 0)
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 0 and ev[-1]["scores"] == [121, 112]


def test_b2_6_counter_still_at_target_beats_claimant_also_at_target() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(118, 110))
    m.apply(Declare(15), 1)
    ev = m.apply(Respond("overcount"), 0)
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 1


def test_b2_muggins_call_can_win_for_caller_or_false_call_for_counter() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(118, 50))
    m.apply(Declare(8), 1)
    ev = m.apply(Respond("muggins", 4), 0)
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 0 and ev[-1]["scores"] == [122, 58]
    m = _muggins_show("7C 8D 7S 8H", "KD", scores=(50, 105))
    m.apply(Declare(12), 1)  # 117: not yet at the target
    ev = m.apply(Respond("muggins", 5), 0)
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 1 and ev[-1]["scores"] == [50, 122]


def test_b2_crib_declared_by_dealer_after_all_hands() -> None:
    m = _muggins_show("7C 8D 7S 8H", "KD")
    m.apply(Declare(12), 1)
    m.apply(Respond("accept"), 0)
    assert m.to_act == 0
    m.apply(Declare(0), 0)  # dealer's hand
    m.apply(Respond("accept"), 1)
    assert m.to_act == 0
    ev = m.apply(Declare(0), 0)
    assert ev[0]["crib"] is True and len(ev[0]["cards"]) == 4


def test_b2_7_lowball_is_played_without_muggins() -> None:
    m = CribbageMatch(players=2, seed=3, muggins=True, lowball=True)
    assert m.muggins is False and m.lowball is True
    assert m.record[0]["muggins"] is False and m.record[0]["lowball"] is True
    while m.outcome is None:
        m.apply(m.legal_actions()[0], m.to_act)
    assert all(e["declared"] is None for e in m.record if e["event"] == "show")
    assert not any(e["event"] in ("response", "settle") for e in m.record)
    end = m.record[-1]
    reached = max(range(2), key=lambda s: end["scores"][s])
    assert end["scores"][reached] >= 121 and end["winner"] == 1 - reached  # reaching the target loses


# ------------------------------------------------------------ skunks


@pytest.mark.parametrize(
    "target, loser, skunk",
    [
        (121, 91, None),
        (121, 90, "skunk"),
        (121, 61, "skunk"),
        (121, 60, "double"),
        (121, 0, "double"),
        (61, 31, None),
        (61, 30, "skunk"),
        (61, 0, "skunk"),
    ],
)
def test_b1_skunk_thresholds(target: int, loser: int, skunk: str | None) -> None:
    m = deal(["KD QD 5H AS 2S 3S", "KS QS 6C 4C 7S 8S"], "JH", dealer=0, target=target)
    m.scores = [target - 2, loser]
    ev = discard_and_cut(m, {0: "2S 3S", 1: "7S 8S"})
    assert ev[-1]["event"] == "match_end" and ev[-1]["winner"] == 0
    assert ev[-1]["skunk"] == skunk


# ------------------------------------------------------------ record fields

REQUIRED = {
    "match_start": {"game", "players", "partnerships", "target", "muggins", "lowball", "seed"},
    "deal": {"hand_no", "dealer", "hands", "crib_from_deck"},
    "discard": {"player", "cards"},
    "starter": {"card", "heels", "scores"},
    "peg": {"player", "card", "count", "points", "scores"},
    "go": {"player"},
    "go_point": {"player", "points", "scores"},
    "reset": set(),
    "show": {"player", "crib", "cards", "starter", "true", "declared", "scores"},
    "response": {"player", "answer", "stated"},
    "settle": {"counter_delta", "claimant", "claimant_delta", "scores"},
    "match_end": {"winner", "scores", "skunk"},
}


def _random_match(seed: int, **opts: object) -> CribbageMatch:
    rng = random.Random(seed)
    m = CribbageMatch(seed=seed, **opts)  # type: ignore[arg-type]
    while m.outcome is None:
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))], m.to_act)
    return m


@pytest.mark.parametrize(
    "opts",
    [
        dict(players=2, muggins=True, target=61),
        dict(players=4, partnerships=True, muggins=True, target=61),
        dict(players=3, target=61),
        dict(players=2, target=121, lowball=True),
    ],
)
def test_log_format_cribbage_field_names_and_sequence(opts: dict) -> None:
    m = _random_match(21, **opts)
    rec = m.record
    sides = 2 if opts.get("partnerships") else opts["players"]
    awaiting_settle = False
    for i, e in enumerate(rec):
        kind = e["event"]
        assert REQUIRED[kind] <= set(e), (kind, e)
        if "scores" in e:
            assert len(e["scores"]) == sides
        if kind == "show":
            assert not awaiting_settle
            assert (e["declared"] is None) != bool(opts.get("muggins"))
            assert len(e["cards"]) == 4 and isinstance(e["true"], int)
            awaiting_settle = e["declared"] is not None and rec[i + 1]["event"] != "match_end"
        elif kind == "response":
            assert awaiting_settle and e["answer"] in ("accept", "muggins", "overcount")
            assert (e["stated"] is None) == (e["answer"] != "muggins")
        elif kind == "settle":
            assert awaiting_settle
            awaiting_settle = False
        elif kind == "match_end":
            assert e["skunk"] in (None, "skunk", "double")
    assert rec[-1]["event"] == "match_end" and not awaiting_settle


# ------------------------------------------------------------ cross-checks and variants


def _naive_count(hand: list, starter: object, crib: bool) -> int:
    """The textbook way to count a hand: every subset for fifteens, the longest runs only."""
    from itertools import combinations

    cards = list(hand) + [starter]
    points = 0
    for size in range(2, 6):
        points += 2 * sum(1 for combo in combinations(cards, size) if sum(c.value for c in combo) == 15)
    points += 2 * sum(1 for a, b in combinations(cards, 2) if a.rank == b.rank)
    for size in (5, 4, 3):
        runs = 0
        for combo in combinations(cards, size):
            ranks = sorted(c.rank for c in combo)
            if len(set(ranks)) == size and ranks[-1] - ranks[0] == size - 1:
                runs += 1
        if runs:
            points += runs * size
            break
    suits = {c.suit for c in hand}
    if len(suits) == 1:
        if starter.suit in suits:  # type: ignore[attr-defined]
            points += 5
        elif not crib:
            points += 4
    points += sum(1 for c in hand if c.rank == 11 and c.suit == starter.suit)  # type: ignore[attr-defined]
    return points


def test_b1_show_counts_agree_with_a_textbook_count_on_random_hands() -> None:
    from muggins_desktop.engine.cribbage.cards import full_deck

    rng = random.Random(2026)
    deck = full_deck()
    for _ in range(1500):
        five = rng.sample(deck, 5)
        crib = rng.random() < 0.3
        got = score_hand(five[:4], five[4], crib=crib).total
        assert got == _naive_count(five[:4], five[4], crib), (five, crib)
        assert got <= 29 and got not in (19, 25, 26, 27)


def test_b1_lowball_three_players_lowest_wins_ties_by_seat_order_from_dealers_left() -> None:
    m = deal(
        ["KD QD 5H AS 2S", "KS QS 6C 4C 7S", "KH QH 6D 4D 7D"],
        "JH",
        dealer=0,
        crib_from_deck="9C",
        target=61,
        lowball=True,
    )
    m.scores = [59, 20, 20]
    ev = discard_and_cut(m, {0: "2S", 1: "7S", 2: "7D"})
    end = ev[-1]
    assert end["event"] == "match_end" and end["scores"] == [61, 20, 20]
    assert end["winner"] == 1  # tied with seat 2; seat 1 sits first from the dealer's left
    m = deal(
        ["KD QD 5H AS 2S", "KS QS 6C 4C 7S", "KH QH 6D 4D 7D"],
        "JH",
        dealer=1,
        crib_from_deck="9C",
        target=61,
        lowball=True,
    )
    m.scores = [20, 59, 20]
    ev = discard_and_cut(m, {0: "2S", 1: "7S", 2: "7D"})
    assert ev[-1]["winner"] == 2


def test_b1_his_heels_goes_to_the_dealers_side_in_partnerships() -> None:
    hands = ["KC QC TC 9C 3C", "KS AS 2S 4S 3S", "KD 5D 6D 7D 3D", "KH 8H 9H TH 3H"]
    m = deal(hands, "JH", dealer=2, partnerships=True)
    ev = discard_and_cut(m, {0: "3C", 1: "3S", 2: "3D", 3: "3H"})
    assert ev[0]["heels"] == 2 and ev[0]["scores"] == [2, 0]
