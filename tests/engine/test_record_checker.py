"""tools/check_record.py accepts what `simulate --log` writes and catches broken records.

The checker has its own model of both games, so agreeing with it on simulated
matches is an independent check of the engines; the mutation tests make sure
it is not simply saying OK to everything.
"""

from __future__ import annotations

import ast
import contextlib
import copy
import importlib.util
import io
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("check_record", ROOT / "tools" / "check_record.py")
assert _spec is not None and _spec.loader is not None
check_record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_record)

CONFIGS = {
    "dominoes-2": ["--game", "dominoes", "--players", "2"],
    "dominoes-3": ["--game", "dominoes", "--players", "3"],
    "dominoes-4": ["--game", "dominoes", "--players", "4"],
    "cribbage-2-muggins": ["--game", "cribbage", "--players", "2", "--muggins"],
    "cribbage-3-muggins-61": ["--game", "cribbage", "--players", "3", "--muggins", "--target", "61"],
    "cribbage-4-partners-muggins": [
        "--game",
        "cribbage",
        "--players",
        "4",
        "--partnerships",
        "--muggins",
        "--target",
        "61",
    ],
    "cribbage-2-auto": ["--game", "cribbage", "--players", "2"],
    "cribbage-3-lowball": ["--game", "cribbage", "--players", "3", "--lowball", "--target", "61"],
}


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Path]]:
    """Two simulated matches per configuration, written with --log."""
    base = tmp_path_factory.mktemp("records")
    out: dict[str, list[Path]] = {}
    for i, (name, args) in enumerate(CONFIGS.items()):
        folder = base / name
        with contextlib.redirect_stdout(io.StringIO()):
            code = cli_main(["simulate", *args, "--games", "2", "--seed", str(100 + i), "--log", str(folder)])
        assert code == 0
        out[name] = sorted(folder.glob("*.jsonl"))
        assert len(out[name]) == 2
    return out


@pytest.mark.parametrize("name", list(CONFIGS))
def test_simulated_records_pass_the_checker(records: dict[str, list[Path]], name: str) -> None:
    for path in records[name]:
        assert check_record.check_file(path) is None, path


def _load(records: dict[str, list[Path]], name: str) -> list[dict[str, Any]]:
    """The first record of ``name`` without its closing ``reveal`` (the key is no rule event)."""
    events = check_record.load(records[name][0])
    assert events[-1]["event"] == "reveal"
    return events[:-1]


def test_checker_accepts_the_reveal_only_last_and_only_in_a_fair_match(records: dict[str, list[Path]]) -> None:
    events = check_record.load(records["dominoes-2"][0])
    assert check_record.check_events(events) is None
    moved = events[:-2] + [events[-1], events[-2]]
    assert "last" in (check_record.check_events(moved) or "")
    given = [{**events[0], "origin": "given", "commitment": None, "player_seed": None}, *events[1:]]
    assert "fair" in (check_record.check_events(given) or "")


def _first(events: list[dict[str, Any]], pred: Callable[[dict[str, Any]], bool]) -> int:
    return next(i for i, e in enumerate(events) if pred(e))


def _mutated(events: list[dict[str, Any]], change: Callable[[list[dict[str, Any]]], None]) -> str | None:
    copied = copy.deepcopy(events)
    change(copied)
    return check_record.check_events(copied)


# ------------------------------------------------------------ dominoes mutations


def test_checker_catches_wrong_play_points(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "dominoes-3")
    i = _first(ev, lambda e: e["event"] == "play")

    def change(es: list) -> None:
        es[i]["points"] += 5

    problem = _mutated(ev, change)
    assert problem is not None and problem.startswith(f"event {i + 1} (play): the play scores")


def test_checker_catches_a_tile_that_does_not_fit(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "dominoes-2")
    i = _first(ev, lambda e: e["event"] == "play" and e["end"] is not None)

    def change(es: list) -> None:
        es[i]["end"] = "left" if es[i]["end"] == "right" else "right"

    problem = _mutated(ev, change)
    assert problem is not None and problem.startswith(f"event {i + 1} ")


def test_checker_catches_a_skipped_draw_and_wrong_penalty(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "dominoes-4")
    d = _first(ev, lambda e: e["event"] == "draw")
    assert _mutated(ev, lambda es: es.pop(d)) is not None
    r = _first(ev, lambda e: e["event"] == "round_end")

    def change(es: list) -> None:
        es[r]["penalties"] = [p + 5 for p in es[r]["penalties"]]

    assert "penalties" in (_mutated(ev, change) or "")


def test_checker_catches_a_missing_match_end(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "dominoes-2")
    assert ev[-1]["event"] == "match_end"
    problem = _mutated(ev, lambda es: es.pop())
    assert problem is not None and "stops" in problem


def test_checker_catches_draw_when_able_to_play() -> None:
    start = {"event": "match_start", "game": "dominoes", "players": 2, "target": 250, "seed": 1}
    hands = [
        [[0, 1], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6]],
        [[0, 0], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [2, 2]],
    ]
    used = {tuple(t) for h in hands for t in h}
    bone = [[a, b] for a in range(7) for b in range(a, 7) if (a, b) not in used]
    events = [
        start,
        {"event": "round_start", "round": 1, "leader": 0, "lot": True, "hands": hands, "boneyard": bone},
        {"event": "play", "player": 0, "tile": [0, 1], "end": None, "points": 0, "scores": [0, 0]},
        {"event": "draw", "player": 1, "tile": bone[0]},
    ]
    problem = check_record.check_events(events)
    assert problem is not None and "may not draw" in problem


# ------------------------------------------------------------ cribbage mutations


def test_checker_catches_wrong_peg_points(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "cribbage-2-muggins")
    i = _first(ev, lambda e: e["event"] == "peg" and e["points"] > 0)

    def change(es: list) -> None:
        es[i]["points"] -= 1
        es[i]["scores"] = list(es[i]["scores"])

    problem = _mutated(ev, change)
    assert problem is not None and "in the play" in problem


def test_checker_catches_wrong_true_count_and_show_order(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "cribbage-2-auto")
    i = _first(ev, lambda e: e["event"] == "show")

    def wrong_true(es: list) -> None:
        es[i]["true"] += 1

    assert "true count" in (_mutated(ev, wrong_true) or "")

    def swap(es: list) -> None:
        es[i], es[i + 1] = es[i + 1], es[i]

    assert "show order" in (_mutated(ev, swap) or "")


def test_checker_catches_wrong_settlement(records: dict[str, list[Path]]) -> None:
    ev: list[dict[str, Any]] = []
    for name in ("cribbage-2-muggins", "cribbage-3-muggins-61", "cribbage-4-partners-muggins"):
        for path in records[name]:
            es = check_record.load(path)
            if any(e["event"] == "settle" and e["claimant"] is not None for e in es):
                ev = es
                break
        if ev:
            break
    if not ev:
        pytest.skip("no claim in these simulated matches")
    i = _first(ev, lambda e: e["event"] == "settle" and e["claimant"] is not None)

    def change(es: list) -> None:
        es[i]["claimant_delta"] += 1

    assert "settlement" in (_mutated(ev, change) or "")


def test_checker_catches_a_wrong_responder(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "cribbage-3-muggins-61")
    i = _first(ev, lambda e: e["event"] == "response")

    def change(es: list) -> None:
        es[i]["player"] = (es[i]["player"] + 1) % 3

    assert "answers next" in (_mutated(ev, change) or "")


def test_checker_catches_a_go_while_holding_a_playable_card() -> None:
    hands = [["KD", "QD", "5H", "AS", "2S", "3S"], ["KS", "QS", "6C", "4C", "7S", "8S"]]
    events = [
        {
            "event": "match_start",
            "game": "cribbage",
            "players": 2,
            "partnerships": False,
            "target": 121,
            "muggins": False,
            "lowball": False,
            "seed": 1,
        },
        {"event": "deal", "hand_no": 1, "dealer": 0, "hands": hands, "crib_from_deck": []},
        {"event": "discard", "player": 1, "cards": ["7S", "8S"]},
        {"event": "discard", "player": 0, "cards": ["2S", "3S"]},
        {"event": "starter", "card": "9H", "heels": 0, "scores": [0, 0]},
        {"event": "peg", "player": 1, "card": "KS", "count": 10, "points": 0, "scores": [0, 0]},
        {"event": "go", "player": 0},
    ]
    problem = check_record.check_events(events)
    assert problem is not None and problem.startswith("event 7 ") and "fits" in problem


def test_checker_command_line_reports_ok_and_fail(records: dict[str, list[Path]], tmp_path: Path) -> None:
    good = records["cribbage-2-muggins"][0]
    bad = tmp_path / "bad.jsonl"
    lines = good.read_text(encoding="utf-8").splitlines()
    events = [json.loads(x) for x in lines]
    k = _first(events, lambda e: e["event"] == "starter")
    events[k]["heels"] = 2 if events[k]["heels"] == 0 else 0
    bad.write_text("\n".join(json.dumps(e) for e in events) + "\n", encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert check_record.main([str(good)]) == 0
        assert check_record.main([str(good), str(bad)]) == 1
    text = out.getvalue()
    assert text.startswith("OK ") and f"FAIL {bad}: event {k + 1} (starter): heels" in text


def test_checker_catches_a_wrong_lowball_winner(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "cribbage-3-lowball")
    assert ev[-1]["event"] == "match_end"

    def change(es: list) -> None:
        es[-1]["winner"] = (es[-1]["winner"] + 1) % 3

    problem = _mutated(ev, change)
    assert problem is not None and "Lowball" in problem


# ------------------------------------------------------------ independence and the newer checks


def test_checker_imports_nothing_from_the_app() -> None:
    tree = ast.parse((ROOT / "tools" / "check_record.py").read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names.append(node.module or "")
    assert names and not any(n.split(".")[0] == "muggins_desktop" for n in names), names
    assert "sys.path" not in (ROOT / "tools" / "check_record.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "hand, starter, crib, points",
    [
        ("5H 5C 5S JD", "5D", False, 29),
        ("4H 5H 6H 7H", "8H", False, 5 + 5 + 2 * 2),  # run of five, flush of five, 4+5+6 and 7+8
        ("4H 5H 6H 7H", "KS", True, 4 + 2 * 2),  # no crib flush with four of a suit
        ("4H 5H 6H 7H", "KS", False, 4 + 4 + 2 * 2),
        ("3C 3D 4S 5H", "KD", False, 2 + 6 + 2 * 2),  # pair, double run of three, 5+K and 3+3+4+5
        ("AC 2C 3D 9S", "KH", False, 3 + 2 * 2),  # run of three, 2+3+K and A+2+3+9
        ("JS 2D 4C 6H", "8S", False, 1),  # nobs only
    ],
)
def test_checker_counts_hands_by_itself(hand: str, starter: str, crib: bool, points: int) -> None:
    assert check_record.hand_score(hand.split(), starter, crib) == points


def test_checker_hand_counts_agree_with_the_engine() -> None:
    from muggins_desktop.engine.cribbage import full_deck, score_hand

    rng = random.Random(5)
    deck = full_deck()
    for _ in range(3000):
        five = rng.sample(deck, 5)
        crib = rng.random() < 0.5
        expected = score_hand(five[:4], five[4], crib).total
        assert check_record.hand_score([str(c) for c in five[:4]], str(five[4]), crib) == expected, five


@pytest.mark.parametrize(
    "name, target", [("dominoes-2", 200), ("dominoes-2", 100), ("dominoes-3", 250), ("dominoes-4", 60)]
)
def test_checker_catches_a_dominoes_target_the_rules_do_not_allow(
    records: dict[str, list[Path]], name: str, target: int
) -> None:
    ev = _load(records, name)

    def change(es: list) -> None:
        es[0]["target"] = target

    problem = _mutated(ev, change)
    assert problem is not None and problem.startswith("event 1 ") and "target" in problem


def test_checker_catches_a_first_dealer_who_did_not_cut_lowest(records: dict[str, list[Path]]) -> None:
    for name in ("cribbage-2-muggins", "cribbage-3-muggins-61", "cribbage-4-partners-muggins"):
        ev = _load(records, name)
        players = ev[0]["players"]
        assert ev[1]["event"] == "deal" and "cuts" in ev[1]

        def change(es: list, players: int = players) -> None:
            es[1]["dealer"] = (es[1]["dealer"] + 1) % players

        problem = _mutated(ev, change)
        assert problem is not None and problem.startswith("event 2 ") and "lowest cut" in problem, problem

        def other_cuts_lowest(es: list, players: int = players) -> None:  # same dealer, somebody else cut the ace
            ace = (es[1]["dealer"] + 1) % players
            es[1]["cuts"] = [["AS" if s == ace else ["KH", "KD", "KC", "KS"][s] for s in range(players)]]

        problem = _mutated(ev, other_cuts_lowest)
        assert problem is not None and problem.startswith("event 2 ") and "lowest cut" in problem, problem


def test_checker_catches_a_tie_or_a_missing_recut() -> None:
    assert check_record.first_dealer([["2H", "5C"]], 2) == 0
    assert check_record.first_dealer([["5H", "5C", "2D"]], 3) == 2
    assert check_record.first_dealer([["5H", "5C", "KD"], ["9H", "3C", None]], 3) == 1
    for cuts in ([["5H", "5C"]], [["5H", "5C", "KD"], ["9H", "3C", "4D"]], [["2H", "5C"], ["3H", "4C"]], []):
        with pytest.raises(check_record.Violation):
            check_record.first_dealer(cuts, len(cuts[0]) if cuts else 2)


def test_checker_catches_a_skunk_under_lowball(records: dict[str, list[Path]]) -> None:
    ev = _load(records, "cribbage-3-lowball")
    assert ev[-1]["event"] == "match_end" and ev[-1]["skunk"] is None
    for skunk in ("skunk", "double"):

        def change(es: list, kind: str = skunk) -> None:
            es[-1]["skunk"] = kind

        problem = _mutated(ev, change)
        assert problem is not None and "no skunks in Lowball" in problem, problem
