"""The simulate command plays complete dominoes matches and logs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from muggins_desktop.cli import main
from muggins_desktop.engine.dominoes import DominoMatch


def test_simulate_three_players_hundred_games_logs_complete_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    args = [
        "simulate",
        "--game",
        "dominoes",
        "--players",
        "3",
        "--games",
        "100",
        "--seed",
        "1",
        "--log",
        str(out),
        "--json",
    ]
    assert main(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 100 and len(result["wins"]) == 3 and sum(result["wins"]) == 100
    assert len(result["mean_final_score"]) == 3 and result["rounds"] >= 100
    assert set(result["decision_ms"]) >= {"p50", "p95", "max"} and result["seconds"] > 0
    files = sorted(out.glob("match-*.jsonl"))
    assert [f.name for f in files] == [f"match-{i:04d}.jsonl" for i in range(1, 101)]
    wins = [0, 0, 0]
    for path in files:
        record = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        assert record[0]["event"] == "match_start" and record[0]["players"] == 3
        assert record[-2]["event"] == "match_end" and record[-1]["event"] == "reveal"  # the key comes last
        wins[record[-2]["winner"]] += 1
        match = DominoMatch.from_record(record)
        assert match.outcome is not None and match.outcome.winner == record[-2]["winner"]
        assert match.record == record
    assert wins == result["wins"]


def test_simulate_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--game", "dominoes", "--players", "2", "--games", "3", "--seed", "5", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    for key in ("wins", "mean_final_score", "rounds"):
        assert first[key] == second[key]


def test_simulate_counts_a_match_that_cannot_end_as_unfinished(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The round cap ends every match now (RULES A1); the guard stays for any that could not end,
    # seen here with a limit no match can meet.
    import muggins_desktop.simulate as simulate

    monkeypatch.setattr(simulate, "MAX_DECISIONS", 100)
    main(
        ["simulate", "--game", "dominoes", "--players", "3", "--games", "1", "--seed", "2", "--ai", "random", "--json"]
    )
    result = json.loads(capsys.readouterr().out)
    assert result["unfinished"] == 1
    assert sum(result["wins"]) == 0
