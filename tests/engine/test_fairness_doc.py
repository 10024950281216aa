"""The standalone check script of docs/FAIRNESS.md works without the app, on records of both games.

The test takes the page's one Python block as it is, saves it as check.py
and runs it in a fresh interpreter (``-I``: no site packages, no project on
the path) on records written by ``simulate --log``: exit 0 on every untouched
record, exit 1 with "NOT FAIR" on tampered ones.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.cli import main as cli_main
from muggins_desktop.engine import new_match
from muggins_desktop.engine.deals import Deal

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = {
    "dominoes-2": ["--game", "dominoes", "--players", "2"],
    "dominoes-3": ["--game", "dominoes", "--players", "3"],
    "dominoes-4": ["--game", "dominoes", "--players", "4", "--ai", "medium"],
    "cribbage-2": ["--game", "cribbage", "--players", "2", "--target", "61"],
    "cribbage-3-muggins": ["--game", "cribbage", "--players", "3", "--muggins", "--target", "61"],
    "cribbage-4-partners": ["--game", "cribbage", "--players", "4", "--partnerships", "--target", "61"],
}


def doc_script() -> str:
    text = (ROOT / "docs" / "FAIRNESS.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)
    assert len(blocks) == 1, "docs/FAIRNESS.md must hold exactly one Python block"
    return blocks[0]


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("doc") / "check.py"
    path.write_text(doc_script(), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("records")
    out = {}
    for i, (name, args) in enumerate(CONFIGS.items()):
        with contextlib.redirect_stdout(io.StringIO()):
            assert cli_main(["simulate", *args, "--games", "1", "--seed", str(40 + i), "--log", str(base / name)]) == 0
        out[name] = base / name / "match-0001.jsonl"
    return out


def run(script: Path, record: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-I", str(script), str(record)], capture_output=True, text=True, cwd=record.parent, timeout=60
    )


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def tampered(tmp_path: Path, events: list[dict[str, Any]], change: Callable[[list[dict[str, Any]]], None]) -> Path:
    events = json.loads(json.dumps(events))
    change(events)
    path = tmp_path / "tampered.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    return path


def test_the_script_is_short_and_uses_only_the_standard_library() -> None:
    code = doc_script()
    lines = [line for line in code.splitlines() if line.strip()]
    assert len(lines) <= 50
    imported = {
        name.strip() for line in code.splitlines() if line.startswith("import ") for name in line[7:].split(",")
    }
    assert imported <= {"hashlib", "itertools", "json", "sys"}
    assert "from " not in code.split("\n", 1)[0]


@pytest.mark.parametrize("name", list(CONFIGS))
def test_the_script_finds_untouched_records_fair(script: Path, records: dict[str, Path], name: str) -> None:
    done = run(script, records[name])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("fair: ") and load(records[name])[0]["deal"] in done.stdout


def test_the_script_checks_a_cut_that_had_to_be_repeated(script: Path, tmp_path: Path) -> None:
    for i in range(200):  # a first cut with a tie, so the cut goes to a second round
        m = new_match("cribbage", players=2, target=61, deal=Deal.fair(bytes([i]) * 32, "tie"))
        if len(m.record[1]["cuts"]) > 1:
            break
    else:
        raise AssertionError("no tied cut in 200 deals")
    m.reveal()
    path = tmp_path / "tie.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in m.record), encoding="utf-8")
    assert run(script, path).returncode == 0
    events = m.record

    def other_cut(es: list) -> None:
        es[1]["cuts"][-1] = es[1]["cuts"][-1][::-1]

    assert run(script, tampered(tmp_path, events, other_cut)).returncode == 1


def _swap_in_first(kind: str) -> Callable[[list], None]:
    def change(es: list) -> None:
        e = next(e for e in es if e["event"] == kind)
        e["hands"][0][0], e["hands"][1][0] = e["hands"][1][0], e["hands"][0][0]

    return change


def _starter(es: list) -> None:
    e = next(e for e in es if e["event"] == "starter")
    e["card"] = "AS" if e["card"] != "AS" else "2S"


def _boneyard(es: list) -> None:
    e = next(e for e in es if e["event"] == "round_start")
    e["boneyard"][0], e["boneyard"][1] = e["boneyard"][1], e["boneyard"][0]


def _key(es: list) -> None:
    es[-1]["key"] = ("1" if es[-1]["key"][0] == "0" else "0") + es[-1]["key"][1:]


def _number(es: list) -> None:
    es[0]["seed"] += 1


def _no_reveal(es: list) -> None:
    es.pop()


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("cribbage-2", _swap_in_first("deal")),
        ("cribbage-2", _starter),
        ("cribbage-3-muggins", _key),
        ("cribbage-4-partners", _number),
        ("dominoes-2", _swap_in_first("round_start")),
        ("dominoes-3", _boneyard),
        ("dominoes-4", _no_reveal),
    ],
)
def test_the_script_sees_a_tampered_record(
    script: Path, records: dict[str, Path], tmp_path: Path, name: str, change: Callable[[list], None]
) -> None:
    done = run(script, tampered(tmp_path, load(records[name]), change))
    assert done.returncode == 1 and "NOT FAIR" in done.stderr
