"""Complete cribbage matches played through the real main window."""

from __future__ import annotations

from muggins_desktop.engine.cribbage import score_hand
from tests.ui.cribbage_driver import Driver, install_miscounters, start


def check_settlement_on_screen(shown: dict) -> None:
    """What the settlement dialog says agrees with the record and the rules."""
    info = shown["info"]
    true = score_hand(info.cards, info.starter, info.crib).total
    assert info.true == true
    assert f"True count: {true}" in shown["summary"]
    if info.declared is not None:
        assert f"Declared: {info.declared}" in shown["summary"]
    # One line per scoring combination, each with its points.
    items = score_hand(info.cards, info.starter, info.crib).items
    if items:
        assert len(shown["breakdown"]) == len(items)
        for line, item in zip(shown["breakdown"], items, strict=False):
            assert line.endswith(f"{item.points} point" + ("s" if item.points != 1 else ""))
    settle = shown["event"]
    if settle["event"] != "settle":
        return
    counter = settle["counter_delta"]
    claim = settle["claimant_delta"]
    if counter > 0:
        assert f": +{counter} point" in shown["result"]
    if counter < 0:
        assert f": \u2212{-counter} point" in shown["result"]
    if claim:
        assert f": +{claim} point" in shown["result"]
    if not counter and not claim:
        assert "nothing changes" in shown["result"]


def check_final(window, match) -> None:
    table = window.table
    assert match.outcome is not None
    assert table.scene_.final_panel.isVisible()
    assert window.sheet.totals == list(match.outcome.scores)
    assert table.scene_.board.scores() == list(match.outcome.scores)
    # The score sheet: one row per hand whose gains add up to the final scores.
    names, rows, totals = table.sheet()
    assert len(names) == match.sides and len(rows) == match.hand_no
    for side, total in enumerate(totals):
        assert sum(int(row[1][side][0]) for row in rows) == total
        assert rows[-1][1][side][2] == str(total)


def test_two_players_person_declares_wrong_counts(qtbot, window) -> None:
    """The person counts short and long by turns; every settlement is shown and right."""

    def wrong(true: int) -> int:
        wrong.calls += 1
        if wrong.calls % 2 and true >= 3:
            return true - 3
        return min(29, true + 2)

    wrong.calls = 0
    start(window, ["human", "computer"], seed=11)
    notices: list[str] = []
    window.table.noticeShown.connect(notices.append)
    driver = Driver(qtbot, window, declare=wrong)
    driver.play_match()
    match = window.controller.match
    check_final(window, match)
    seen = driver.seen
    assert len(seen.declared) >= 3 and seen.keys and seen.pad
    assert all(d != t for t, d in seen.declared)
    settles = [e for e in match.record if e["event"] == "settle"]
    shows = [e for e in match.record if e["event"] == "show" and e["player"] == 0]
    assert [(e["true"], e["declared"]) for e in shows] == seen.declared
    # A settlement dialog for every settled count (the person's and the computer's).
    assert len(seen.settlements) >= len(settles) >= 3
    for shown in seen.settlements:
        check_settlement_on_screen(shown)
    # The computer answered the person's counts; its answers reached the table.
    responses = [e for e in match.record if e["event"] == "response" and e["player"] == 1]
    assert responses
    assert any("accepts" in n or "calls" in n for n in notices)
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Bob accepts" in line or "Bob calls" in line for line in log)
    assert seen.refused >= 1 and seen.cuts >= 1 and seen.number_keys >= 1


def check_answers_settled(match, answers) -> None:
    """Each muggins or overcount answer the person gave is settled as the rules say."""
    settles = [e for e in match.record if e["event"] == "settle"]
    for answer, stated, declared, true in answers:
        settle = next(e for e in settles if e["player"] == 1 and e["declared"] == declared and e["true"] == true)
        if answer == "muggins":
            assert settle["claimant"] == 0 and settle["claimant_delta"] == min(stated, true - declared)
        if answer == "overcount":
            assert settle["counter_delta"] == -(declared - true) and settle["claimant_delta"] == declared - true


def test_person_answers_miscounts_with_muggins_and_overcount(qtbot, window, monkeypatch) -> None:
    miscounters = install_miscounters(monkeypatch)
    start(window, ["human", "miscount"], seed=5)
    notices: list[str] = []
    window.table.noticeShown.connect(notices.append)
    driver = Driver(qtbot, window)
    driver.play_match()
    match = window.controller.match
    assert miscounters
    answers = {a for a, *_ in driver.seen.answers}
    assert {"muggins", "overcount"} <= answers
    check_answers_settled(match, driver.seen.answers)
    for shown in driver.seen.settlements:
        check_settlement_on_screen(shown)
    mugged = [s for s in driver.seen.settlements if "Muggins" in s["answers"]]
    over = [s for s in driver.seen.settlements if "Overcount" in s["answers"]]
    assert mugged and over
    # Each computer declaration is announced on the felt.
    assert any(n.startswith("Bob declares") for n in notices)
    check_final(window, match)


def test_three_players(qtbot, window) -> None:
    start(window, ["human", "computer", "computer"], seed=21)
    assert len(window.table.scene_.plaques) == 3 and window.table.scene_.board.tracks == 3
    driver = Driver(qtbot, window)
    driver.play_match()
    match = window.controller.match
    check_final(window, match)
    # Three players: five cards each, one away, and a card from the deck in the crib.
    deal = next(e for e in match.record if e["event"] == "deal")
    assert all(len(h) == 5 for h in deal["hands"]) and len(deal["crib_from_deck"]) == 1
    assert driver.seen.declared and all(t == d for t, d in driver.seen.declared)
    for shown in driver.seen.settlements:
        check_settlement_on_screen(shown)


def test_partnerships(qtbot, window) -> None:
    start(window, ["human", "computer", "computer", "computer"], seed=8, partnerships=True)
    table = window.table
    assert table.scene_.board.tracks == 2
    assert "Ann & Cy" in table.presenter.side_names()
    driver = Driver(qtbot, window)
    driver.play_match()
    match = window.controller.match
    check_final(window, match)
    # The person is never asked to answer a partner's count.
    assert driver.asked_to_answer
    assert all(counter % 2 == 1 for _seat, counter in driver.asked_to_answer)
    assert len(match.outcome.scores) == 2


def test_lowball_counts_automatically(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3, lowball=True, muggins=True)
    match = window.controller.match
    assert match.lowball and not match.muggins
    driver = Driver(qtbot, window)
    driver.play_match()
    assert not driver.seen.declared and not driver.seen.answers and not driver.seen.settlements
    shows = [e for e in match.record if e["event"] == "show"]
    assert shows and all(e["declared"] is None for e in shows)
    check_final(window, match)
    assert "loses" in window.table.scene_.final_panel.title
