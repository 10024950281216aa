"""The flow of a cribbage match (RULES.md B1): deal, cut, play, show, the end."""

from __future__ import annotations

import pytest
from cribbage_rig import assert_illegal, auto, discard, names, play, rig, to_pegging

from muggins_desktop.engine.cribbage import (
    Card,
    CribbageMatch,
    Cut,
    Declare,
    Discard,
    Go,
    PegCard,
    Respond,
    parse_cards,
)
from muggins_desktop.engine.errors import IllegalAction


# ------------------------------------------------------------ options
def test_options_are_checked() -> None:
    with pytest.raises(ValueError):
        CribbageMatch(players=5)
    with pytest.raises(ValueError):
        CribbageMatch(players=3, partnerships=True)
    with pytest.raises(ValueError):
        CribbageMatch(target=100)


def test_match_start_fields() -> None:
    m = CribbageMatch(players=4, partnerships=True, target=61, muggins=True, seed=5)
    assert m.record[0] == {
        "event": "match_start",
        "game": "cribbage",
        "players": 4,
        "partnerships": True,
        "target": 61,
        "muggins": True,
        "lowball": False,
        "seed": 5,
        "deal": "00000-00059",
        "shuffle": "sha256-v1",
        "origin": "given",
        "commitment": None,
        "player_seed": None,
        "rotation": 0,
    }
    assert m.scores == [0, 0]


def test_lowball_turns_muggins_off_and_says_so() -> None:
    m = CribbageMatch(muggins=True, lowball=True, seed=1)
    assert m.muggins is False and m.lowball is True
    assert m.notes == ["lowball_disables_muggins"]
    assert m.record[0]["muggins"] is False and m.record[0]["lowball"] is True
    assert CribbageMatch(muggins=True, seed=1).notes == []


# ------------------------------------------------------------ first dealer, deal
def test_first_dealer_is_the_lowest_cut_and_ties_cut_again() -> None:
    saw_tie = False
    for seed in range(200):
        m = CribbageMatch(players=4, seed=seed)
        cuts = m.record[1]["cuts"]
        contenders = set(range(4))
        for row in cuts:
            assert {s for s, c in enumerate(row) if c is not None} == contenders
            ranks = {s: Card.parse(row[s]).rank for s in contenders}
            low = min(ranks.values())
            contenders = {s for s in contenders if ranks[s] == low}
        assert contenders == {m.dealer}
        assert m.record[1]["dealer"] == m.dealer
        saw_tie |= len(cuts) > 1
    assert saw_tie


@pytest.mark.parametrize("players, size, from_deck", [(2, 6, 0), (3, 5, 1), (4, 5, 0)])
def test_deal_sizes(players: int, size: int, from_deck: int) -> None:
    m = CribbageMatch(players=players, seed=3)
    deal = m.record[1]
    assert [len(h) for h in deal["hands"]] == [size] * players
    assert len(deal["crib_from_deck"]) == from_deck
    auto(m, "cut")
    assert len(m.crib) == 4
    assert all(len(k) == 4 for k in m.kept)


def test_discards_asked_from_the_dealers_left() -> None:
    m = CribbageMatch(players=3, seed=11)
    order = []
    while m.phase == "discard":
        order.append(m.to_act)
        m.apply(m.legal_actions()[0])
    d = m.dealer
    assert order == [(d + 1) % 3, (d + 2) % 3, d]


def test_deal_passes_clockwise() -> None:
    m = CribbageMatch(players=3, seed=4)
    dealers = []
    while m.outcome is None:
        m.apply(m.legal_actions()[0])
    dealers = [e["dealer"] for e in m.record if e["event"] == "deal"]
    assert len(dealers) > 3
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:], strict=False))


# ------------------------------------------------------------ illegal discards
def test_illegal_discards_change_nothing() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "AS")
    seat = m.to_act
    assert seat == 1
    assert_illegal(m, Discard(parse_cards("9S")), "wrong_discard_count")
    assert_illegal(m, Discard(parse_cards("9S 9C 8H")), "wrong_discard_count")
    assert_illegal(m, Discard(parse_cards("9S AD")), "card_not_held")
    assert_illegal(m, Discard(parse_cards("KS QS")), "card_not_held")  # the other player's cards
    assert_illegal(m, Discard(parse_cards("9S 9S")), "duplicate_cards")
    assert_illegal(m, Discard(["9S", "9C"]), "card_not_held")  # strings are not cards
    assert_illegal(m, Cut(), "wrong_phase")
    assert_illegal(m, PegCard(parse_cards("9S")[0]), "wrong_phase")
    assert_illegal(m, Discard(parse_cards("9S 9C")), "not_your_turn", seat=0)


# ------------------------------------------------------------ cut and his heels
def test_the_pone_cuts_and_heels_go_to_the_dealer() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "JD", dealer=0)
    discard(m, {1: "9S 9C", 0: "2H 3H"})
    assert m.to_act == 1 and m.legal_actions() == [Cut()]
    events = m.apply(Cut(), 1)
    assert events[0] == {"event": "starter", "card": "JD", "heels": 2, "scores": [2, 0]}


def test_no_heels_for_other_starters() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "QD", dealer=0)
    events = to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    assert events[0]["heels"] == 0 and events[0]["scores"] == [0, 0]


def test_his_heels_can_win_the_game() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "JD", dealer=0, scores=[119, 100])
    events = to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    assert names(events) == ["starter", "match_end"]
    assert events[-1]["winner"] == 0 and events[-1]["scores"] == [121, 100]
    assert m.outcome is not None and m.outcome.winner == 0
    assert m.to_act is None and m.legal_actions() == []


# ------------------------------------------------------------ the play
def pegging_match() -> CribbageMatch:
    # pone 1 keeps KS QS 5C 4C, dealer 0 keeps TH 6D 7D 8H
    m = rig(["TH 6D 7D 8H 2H 3H", "KS QS 5C 4C 9S 9C"], "AS", dealer=0)
    to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    return m


def test_the_pone_leads() -> None:
    m = pegging_match()
    assert m.phase == "pegging" and m.to_act == 1


def test_go_passes_and_the_last_to_lay_takes_the_go_point() -> None:
    m = pegging_match()
    events = play(m, "KS TH QS")
    assert events[-1]["count"] == 30
    assert m.to_act == 0 and m.legal_actions() == [Go()]
    assert_illegal(m, PegCard(parse_cards("6D")[0]), "over_31", seat=0)
    assert_illegal(m, PegCard(parse_cards("5C")[0]), "card_not_held", seat=0)
    events = play(m, "go")
    # the pone can't play either, so they take the go without saying it
    assert names(events) == ["go", "go_point", "reset"]
    assert events[1]["player"] == 1 and events[1]["points"] == 1 and events[1]["scores"] == [0, 1]
    # the count restarts with the player after the one who laid last
    assert m.count == 0 and m.to_act == 0


def test_runs_out_of_order_and_the_last_card() -> None:
    m = pegging_match()
    play(m, "KS TH QS go")
    events = play(m, "6D 5C 7D 4C 8H")
    pegs = [e for e in events if e["event"] == "peg"]
    assert [e["points"] for e in pegs] == [0, 0, 3, 4, 5]
    assert [e["count"] for e in pegs] == [6, 11, 18, 22, 30]
    last = [e for e in events if e["event"] == "go_point"]
    assert last and last[0]["player"] == 0 and last[0]["points"] == 1
    assert "reset" not in names(events)  # no reset after the last card
    assert m.phase != "pegging"


def test_saying_go_when_a_card_fits_is_illegal() -> None:
    m = pegging_match()
    assert_illegal(m, Go(), "must_play", seat=1)
    play(m, "KS")
    assert_illegal(m, Go(), "must_play", seat=0)
    assert_illegal(m, Declare(3), "wrong_phase", seat=0)


def test_thirty_one_scores_two_without_a_go_and_no_last_card_after_31() -> None:
    # pone 1: KS 5C 7H 6H; dealer 0: QD 6D 9S 9C
    m = rig(["QD 6D 9S 9C 2H 3H", "KS 5C 7H 6H 8S 8C"], "AS", dealer=0)
    to_pegging(m, {1: "8S 8C", 0: "2H 3H"})
    events = play(m, "KS QD 5C 6D")
    assert events[-2]["event"] == "peg" and events[-2]["count"] == 31 and events[-2]["points"] == 2
    assert events[-1]["event"] == "reset"  # straight to the reset: no go point
    assert m.to_act == 1  # the player after the one who made 31
    events = play(m, "7H 9S 6H 9C")
    pegs = [e for e in events if e["event"] == "peg"]
    assert pegs[-1]["count"] == 31 and pegs[-1]["points"] == 2
    assert "go_point" not in names(events)  # the last card made 31: no extra point
    last_peg = max(i for i, e in enumerate(events) if e["event"] == "peg")
    assert events[last_peg + 1]["event"] == "show"  # the play is over: no reset either


def test_a_run_does_not_cross_a_reset() -> None:
    # pone 1: KS 8C 9S TH; dealer 0: QD 7D 6D 5D
    m = rig(["QD 7D 6D 5D 2H 3H", "KS 8C 9S TH AC AD"], "4S", dealer=0)
    to_pegging(m, {1: "AC AD", 0: "2H 3H"})
    events = play(m, "KS QD 8C go")
    assert names(events)[-2:] == ["go_point", "reset"]
    events = play(m, "7D 9S")
    assert events[-1]["points"] == 0  # 8 (before the reset), 7, 9 is no run
    events = play(m, "6D go 5D")
    assert [e["points"] for e in events if e["event"] == "peg"] == [0, 0]
    assert [e["event"] for e in events] == ["peg", "go", "peg", "go_point", "reset"]
    assert events[3]["player"] == 0
    events = play(m, "TH")
    assert events[1]["event"] == "go_point" and events[1]["player"] == 1


def test_a_player_out_of_cards_is_skipped() -> None:
    m = CribbageMatch(players=3, seed=8)
    while m.outcome is None and m.hand_no < 4:
        if m.phase == "pegging":
            seat = m.to_act
            assert m.unplayed[seat], "a seat without cards was asked to play"
        m.apply(m.legal_actions()[0])


# ------------------------------------------------------------ the show
def test_show_order_from_the_dealers_left_dealer_last_then_crib() -> None:
    m = CribbageMatch(players=4, seed=21)
    auto(m, "show")
    while m.phase == "show" or m.hand_no == 1:
        if m.outcome is not None:
            break
        m.apply(m.legal_actions()[0])
    shows = [e for e in m.record if e["event"] == "show"]
    d = m.record[1]["dealer"]
    assert [(e["player"], e["crib"]) for e in shows[:5]] == [
        ((d + 1) % 4, False),
        ((d + 2) % 4, False),
        ((d + 3) % 4, False),
        (d, False),
        (d, True),
    ]
    assert all(e["declared"] is None and e["true"] >= 0 for e in shows)


def test_pone_wins_in_the_show_before_the_dealer_counts() -> None:
    # pone 1 keeps 5C 5D TS JH (scores 4 fifteens... = 8+2+1?) dealer 0 keeps 7H 8H 2S 3S
    m = rig(["7H 8H 2S 3S AC AD", "5C 5D TS KH 9C 9D"], "QH", dealer=0)
    to_pegging(m, {1: "9C 9D", 0: "AC AD"})
    from muggins_desktop.engine.cribbage import hand_points

    pone_hand = hand_points(parse_cards("5C 5D TS KH"), parse_cards("QH")[0])
    dealer_hand = hand_points(parse_cards("7H 8H 2S 3S"), parse_cards("QH")[0])
    assert pone_hand > 0 and dealer_hand > 0
    # play everything but the last card, then set the scores so that both
    # hands would reach 121 and see that the pone, counting first, wins
    while True:
        actions = m.legal_actions()
        remaining = sum(len(h) for h in m.unplayed)
        if remaining == 1 and isinstance(actions[0], PegCard):
            break
        m.apply(actions[0])
    last = m.to_act
    m.scores = [120 - (last == 0), 121 - pone_hand - (last == 1)]
    events = m.apply(m.legal_actions()[0])
    assert names(events)[-2:] == ["show", "match_end"]
    assert events[-2]["player"] == 1
    assert events[-1]["winner"] == 1
    assert m.scores[0] == 120


def test_crib_with_three_players_includes_the_deck_card() -> None:
    m = rig(["2C 3C 4C 5C 6C", "7D 8D 9D TD JD", "AH 2H 3H 4H 5H"], "KS", dealer=2, crib_from_deck="QS")
    discard(m, {0: "6C", 1: "JD", 2: "5H"})
    assert sorted(m.crib) == sorted(parse_cards("QS 6C JD 5H"))


# ------------------------------------------------------------ the end and skunks
@pytest.mark.parametrize(
    "target, loser_score, skunk",
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
def test_skunks(target: int, loser_score: int, skunk: str | None) -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "JD", dealer=0, scores=[target - 2, loser_score], target=target)
    events = to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    end = events[-1]
    assert end["event"] == "match_end" and end["winner"] == 0 and end["skunk"] == skunk
    assert m.outcome is not None and m.outcome.skunk == skunk


def test_skunk_reports_the_worst_loser_with_three_players() -> None:
    m = rig(
        ["2C 3C 4C 5C 6C", "7D 8D 9D TD QD", "AH 2H 3H 4H 5H"],
        "JS",
        dealer=2,
        crib_from_deck="QS",
        scores=[95, 50, 119],
    )
    events = to_pegging(m, {0: "6C", 1: "QD", 2: "5H"})
    assert events[-1]["skunk"] == "double" and events[-1]["skunks"] == [None, "double", None]


# ------------------------------------------------------------ lowball
def test_lowball_two_players_reaching_the_target_loses() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "JD", dealer=0, scores=[119, 30], lowball=True)
    events = to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    assert events[-1]["event"] == "match_end" and events[-1]["winner"] == 1
    assert events[-1]["skunk"] is None
    assert m.outcome is not None and m.outcome.winner == 1 and m.outcome.reason == "lowball"


def test_lowball_three_players_lowest_score_wins_ties_by_seat_order_from_dealers_left() -> None:
    hands = ["2C 3C 4C 5C 6C", "7D 8D 9D TD QD", "AH 2H 3H 4H 5H"]
    m = rig(hands, "JS", dealer=2, crib_from_deck="QS", scores=[80, 40, 119], lowball=True)
    events = to_pegging(m, {0: "6C", 1: "QD", 2: "5H"})
    assert events[-1]["winner"] == 1
    # a tie between seats 0 and 1: seat 0 sits first from the dealer's (2) left
    m = rig(hands, "JS", dealer=2, crib_from_deck="QS", scores=[40, 40, 119], lowball=True)
    assert to_pegging(m, {0: "6C", 1: "QD", 2: "5H"})[-1]["winner"] == 0
    m = rig(hands, "JS", dealer=0, crib_from_deck="QS", scores=[119, 40, 40], lowball=True)
    assert to_pegging(m, {1: "QD", 2: "5H", 0: "6C"})[-1]["winner"] == 1


# ------------------------------------------------------------ partnerships
def test_partnerships_score_per_side() -> None:
    m = CribbageMatch(players=4, partnerships=True, seed=2)
    while m.outcome is None:
        events = m.apply(m.legal_actions()[0])
        for e in events:
            if "scores" in e:
                assert len(e["scores"]) == 2
    assert m.outcome.winner in (0, 1)
    assert max(m.outcome.scores) >= 121
    assert m.side_of(0) == m.side_of(2) == 0 and m.side_of(1) == m.side_of(3) == 1


def test_partner_points_go_to_the_side() -> None:
    m = rig(["2C 3C 4C 5C 6C", "7D 8D 9D TD QD", "AH 2H 3H 4H 5H", "7S 8S 9S TS KS"], "JH", dealer=2, partnerships=True)
    events = to_pegging(m, {3: "KS", 0: "6C", 1: "QD", 2: "5H"})
    assert events[0]["scores"] == [2, 0]  # heels to seat 2, side 0


def test_match_over_refuses_actions() -> None:
    m = rig(["KS QS 5C 4C 2H 3H", "TH 6D 7D 8H 9S 9C"], "JD", dealer=0, scores=[119, 100])
    to_pegging(m, {1: "9S 9C", 0: "2H 3H"})
    with pytest.raises(IllegalAction) as err:
        m.apply(PegCard(parse_cards("KS")[0]))
    assert err.value.code == "match_over"


def test_respond_outside_muggins_is_wrong_phase() -> None:
    m = pegging_match()
    assert_illegal(m, Respond("accept"), "wrong_phase", seat=1)


def test_view_during_the_play() -> None:
    m = pegging_match()
    play(m, "KS TH")
    view = m.view_for(1)
    assert view.phase == "pegging" and view.count == 20
    assert view.count_cards == tuple(parse_cards("KS TH"))
    assert view.played == ((1, parse_cards("KS")[0]), (0, parse_cards("TH")[0]))
    assert view.hand_counts == (3, 3)
    assert view.hand == tuple(sorted(parse_cards("QS 5C 4C")))
    assert view.kept == tuple(sorted(parse_cards("KS QS 5C 4C")))
    assert view.discarded == tuple(parse_cards("9C 9S"))
    assert view.starter == parse_cards("AS")[0] and view.dealer == 0 and view.crib_count == 4
    assert view.to_act == 1 and view.legal_actions == tuple(m.legal_actions())
    assert m.view_for(0).legal_actions == ()
    assert view.pending is None and view.scores == (0, 0)
