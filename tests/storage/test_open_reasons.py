"""Open gives the same exact reason as Review for a file that is no record (issue 52).

Open used to say "its record is not a legal match" for an empty, cut,
random, NaN, deep or non-UTF-8 file, where Review named what was wrong.
Both now ask one function (``records.parse_bytes``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from muggins_desktop.storage import records
from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.library.texts import describe, record_problem

START = b'{"event": "match_start", "game": "dominoes", "players": 2}'
CASES = {
    "empty": (b"", "empty"),
    "truncated": (START + b'\n{"event": "pla', "not_json"),
    "random": (b"\x93\x00\xfe garbage \xff", "not_utf8"),
    "nan": (b'{"event": "match_start", "x": NaN}\n', "not_a_number"),
    "deep": (b"[" * 100 + b"]" * 100, "too_deep"),
    "not_utf8": (START + b"\n\xff\xfe\n", "not_utf8"),
    "not_events": (b"1\n2\n", "not_events"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_open_and_review_give_the_same_reason(tmp_path: Path, name: str) -> None:
    content, code = CASES[name]
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(records.RecordFileError) as review:
        records.load_record(path)
    with MatchLibrary(tmp_path / "library") as lib, pytest.raises(SaveError) as opened:
        lib.open_file(path)
    assert review.value.code == opened.value.code == code
    review_text = record_problem(path, review.value)
    why = review_text[review_text.index("because") :]
    assert why in describe(opened.value)  # the same translated clause
