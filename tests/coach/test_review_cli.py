from __future__ import annotations

import json

import pytest

from muggins_desktop import cli, review_cli
from muggins_desktop.coach.review import review_record
from tests.coach.helpers import play


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    match = play("cribbage", ("easy", "hard"), seed=4, target=61, muggins=True)
    path = tmp_path_factory.mktemp("rec") / "match.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in match.record))
    return path, match.record


def test_json_output(record_file, capsys):
    path, record = record_file
    assert cli.main(["review", str(path), "--seat", "0", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat"] == 0 and data["decisions"] > 0 and data["ev_lost"] >= 0
    assert isinstance(data["flagged"], list)
    assert {"declared", "true", "missed", "overcounted"} <= set(data["counting"])
    assert data == review_record(record, 0, keep_views=False).to_json()


def test_text_output(record_file, capsys):
    path, _ = record_file
    assert review_cli.main([str(path), "--seat", "1", "--no-hard"]) == 0
    out = capsys.readouterr().out
    assert "seat 1" in out and "expected points lost" in out


@pytest.mark.parametrize(
    "content,args",
    [
        (None, ["--seat", "0"]),
        ("not json at all\n", ["--seat", "0"]),
        ('{"event": "deal"}\n', ["--seat", "0"]),
        ("", ["--seat", "0"]),
        ("VALID", ["--seat", "7"]),
        ("VALID", ["--seat", "x"]),
        ("VALID", []),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, record_file, capsys, content, args):
    path = tmp_path / "bad.jsonl"
    if content == "VALID":
        path = record_file[0]
    elif content is not None:
        path.write_text(content)
    assert review_cli.main([str(path), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
