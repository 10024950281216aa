"""A socket and a huge key get a translated, short reason (issue 52).

Reading a socket gave the raw OS text "No such device or address"
(untranslated); a statistics file with a 15 MB key said "the field '?'".
"""

from __future__ import annotations

import errno
import json
import socket
from pathlib import Path

import pytest

from muggins_desktop.storage import files
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.stats import Stats
from muggins_desktop.ui.library.texts import os_error_text, reason


def test_a_socket_is_not_a_regular_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        with pytest.raises(StorageError) as info:
            files.read_file(path)
    assert info.value.code == "not_regular"
    assert "No such device" not in reason(info.value.code, info.value.params)


@pytest.mark.parametrize("number", [errno.ENXIO, errno.ENODEV])
def test_an_open_that_says_no_regular_file_is_told_so(tmp_path: Path, monkeypatch, number: int) -> None:
    path = tmp_path / "x.json"
    path.write_text("{}")

    def refuse(*_args, **_kwargs):
        raise OSError(number, "raw system text")

    monkeypatch.setattr(files.os, "open", refuse)
    with pytest.raises(StorageError) as info:
        files.read_file(path)
    assert info.value.code == "not_regular"
    assert os_error_text(number, "raw system text") != "raw system text"


def test_a_huge_statistics_key_is_named_by_an_excerpt() -> None:
    key = "k" * (15 * 1024 * 1024)
    with pytest.raises(StorageError) as info:
        Stats.from_json(json.loads(json.dumps({"format": 1, "games": {}, key: 1})))
    text = reason(info.value.code, info.value.params)
    assert info.value.code == "unknown_field" and "?" not in text and "kkk" in text and len(text) < 120


def test_a_bad_field_without_a_name_says_so_without_a_question_mark() -> None:
    assert "?" not in reason("bad_field", {}) and "?" not in reason("unknown_field", {})
