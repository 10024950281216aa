"""A write the library could not do is told with the file's name and a reason in the window's language.

Starting with a pipe where the library's index belongs, the window said
"A file could not be used (it is not a regular file)": no name, and the
reason in English whatever the language.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.files import WriteRefused
from muggins_desktop.ui.library.texts import describe
from muggins_desktop.ui.text.i18n import install_translator


@pytest.fixture
def language(qapp):
    yield lambda code: install_translator(QApplication.instance(), code)
    install_translator(QApplication.instance(), "en")


def test_a_refused_write_names_the_file_and_says_why(language) -> None:
    refused = WriteRefused("not_regular", "it is not a regular file", Path("/data/library/index.json"))
    language("en")
    assert describe(refused) == (
        "The file index.json could not be used because it is not a regular file (it is a folder, a pipe or a device)."
    )
    language("uk")
    said = describe(refused)
    assert "index.json" in said and "regular" not in said and said.startswith("Файл")
    language("pl")
    said = describe(refused)
    assert "index.json" in said and "regular" not in said


def test_a_full_disk_names_the_file_and_a_nameless_error_still_gets_a_sentence(language) -> None:
    language("en")
    full = OSError(errno.ENOSPC, "No space left on device", "/data/library/matches/m.jsonl")
    assert describe(full) == "A kept match could not be saved because the disk is full."  # what the player knows
    other = OSError(errno.ENOSPC, "No space left on device", "/elsewhere/m.jsonl")
    assert describe(other) == "The file m.jsonl could not be used because the disk is full."
    assert describe(OSError(errno.EIO, "Input/output error")) == "A file could not be used (a disk error)."


def test_a_match_put_aside_is_told_in_the_window_language(language, tmp_path: Path) -> None:
    """Issue 52, major 5: every damaged library match was told in English in uk and pl."""
    from muggins_desktop.engine import new_match
    from muggins_desktop.storage.library import MatchLibrary
    from tests.storage.library_helpers import fair_deal, seats_for

    with MatchLibrary(tmp_path, durable=False) as lib:
        match_id = lib.new(new_match("dominoes", deal=fair_deal(3), players=2), seats_for(2), {"players": 2}).id
    (tmp_path / "matches" / f"{match_id}.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "index.json").unlink()
    with MatchLibrary(tmp_path, durable=False) as lib:
        lib.list()
        problems = list(lib.problems)
    assert problems, "the damaged match was not reported"
    problem = problems[0]
    language("en")
    english = describe(problem)
    assert english.startswith("A match in the library") and match_id in english
    for code in ("uk", "pl"):
        language(code)
        said = describe(problem)
        assert match_id in said and "library" not in said and "could not" not in said
