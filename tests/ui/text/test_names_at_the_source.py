"""Findings 9 and 11 of issue 26: names are cleaned where they are typed and isolated where they are shown.

A name pasted into the new-game dialog or Settings with a tab, a newline,
NUL, ESC or a direction override loses those characters at once (the
same rule storage applies, ``storage.names``), so the match it starts can
always be saved; a right-to-left or overriding name never reorders the
status line around it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from muggins_desktop.engine import new_match
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.names import FSI, PDI, clean_name, has_forbidden_characters
from muggins_desktop.storage.settings import Settings, save_settings
from muggins_desktop.ui.dialogs.new_game import NewGameDialog
from muggins_desktop.ui.dialogs.settings import SettingsDialog
from muggins_desktop.ui.text.seat_names import display_name

PASTED = ["Ann\tLee", "Ann\nLee", "Ann\x00Lee", "Ann\x1b[31mLee", "Ann\u202eLee", "Ann\u2066Lee\u2069", "Ann\x85Lee"]


@pytest.mark.parametrize("pasted", PASTED)
def test_the_new_game_dialog_cleans_a_pasted_name(qtbot, tmp_path: Path, pasted: str) -> None:
    dialog = NewGameDialog(game="dominoes")
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.seat_names[0]
    edit.clear()
    QGuiApplication.clipboard().setText(pasted)
    edit.paste()
    assert not has_forbidden_characters(edit.text()) and edit.text().startswith("Ann")
    edit.clear()
    qtbot.keyClicks(edit, "Ann")
    edit.insert(pasted[3:])  # typed on after a name (insert goes through the validator, as a keystroke does)
    assert not has_forbidden_characters(edit.text())
    seats = dialog.config()["seats"]
    assert not has_forbidden_characters(seats[0]["name"])
    match = new_match("dominoes", players=2, seed=1)
    saves.save_game(tmp_path / "game.json", match, seats[:2], {"players": 2, "seed": 1})  # storage accepts it


@pytest.mark.parametrize("pasted", PASTED)
def test_settings_clean_a_pasted_name(qtbot, tmp_path: Path, pasted: str) -> None:
    dialog = SettingsDialog(Settings(), path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name_edit.clear()
    dialog.name_edit.insert(pasted)
    assert not has_forbidden_characters(dialog.name_edit.text())
    save_settings(dialog.settings(), tmp_path / "s.json")  # storage accepts it


def test_the_rule_is_the_storage_rule() -> None:
    for text in PASTED:
        assert has_forbidden_characters(text) and not has_forbidden_characters(clean_name(text))
    assert clean_name("Ганна Ñúñez 李") == "Ганна Ñúñez 李"  # letters of every script stay


def test_names_are_isolated_in_sentences() -> None:
    assert display_name("Ann") == "Ann"
    shown = display_name("\u05d3\u05e0\u05d4 2")  # a Hebrew name ending in a digit
    assert shown.startswith(FSI) and shown.endswith(PDI)
    assert "\u202e" not in display_name("Ann\u202eLee")
    assert display_name("Ганна Ñúñez") == "Ганна Ñúñez"  # left-to-right letters stay bare
    for right_to_left in ("\u05d3\u05e0\u05d4", "\u0633\u0627\u0631\u0629", "Ann 2"):
        shown = display_name(right_to_left)
        assert shown.startswith(FSI) and shown.endswith(PDI), right_to_left


def test_seat_names_never_need_unicodedata() -> None:
    """The installed bundle leaves ``unicodedata`` out, so the UI must not import it."""
    import ast
    from pathlib import Path

    import muggins_desktop

    root = Path(muggins_desktop.__file__).parent
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, (ast.Import, ast.ImportFrom)) else []
            module = node.module if isinstance(node, ast.ImportFrom) else None
            assert "unicodedata" not in names and module != "unicodedata", path


def test_the_status_line_keeps_its_order_with_an_overriding_name(qtbot) -> None:
    from muggins_desktop.ui.window.main_window import MainWindow

    win = MainWindow(keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    seats = [
        {"name": "\u05d3\u05e0\u05d4", "kind": "human", "level": None},
        {"name": "Bob", "kind": "human", "level": None},
    ]
    win.start_match({"game": "dominoes", "seats": seats, "options": {"players": 2}}, seed=3)
    qtbot.waitUntil(lambda: win.game_area is not None and win.game_area.cover.isVisible(), timeout=5000)
    text = win.status_text()
    if "\u05d3" in text:
        assert FSI + "\u05d3\u05e0\u05d4" + PDI in text
    assert "\u202e" not in text
    win.stop_match()


@pytest.mark.parametrize("invisible", ["\u200b", "\u3164", "\U000e0041\U000e0042", " \u2800 ", "\u115f\u1160"])
def test_a_name_of_which_nothing_can_be_seen_is_no_name(qtbot, invisible: str) -> None:
    """Issue 52: a zero-width space, a Hangul filler or tag characters alone were taken as a name."""
    from muggins_desktop.storage.names import typed_name

    assert typed_name(invisible) == "" and typed_name("Ann" + invisible) != ""
    dialog = NewGameDialog(game="dominoes")
    qtbot.addWidget(dialog)
    dialog.seat_names[1].setText(invisible)
    assert dialog.config()["seats"][1]["name"] == "Player 2"


@pytest.mark.parametrize("separator", ["\u2028", "\u2029"])
def test_line_and_paragraph_separators_never_reach_a_name_or_a_seed(separator: str) -> None:
    """Issue 52: U+2028/U+2029 were kept in names (the sheet's header broke) and in seeds."""
    from muggins_desktop.engine.deals import DealError, check_player_seed

    assert has_forbidden_characters("Ann" + separator + "Lee") and clean_name("Ann" + separator) == "Ann"
    for seed in ("ab" + separator + "cd", "ab\u202ecd", "ab\u2066cd"):
        with pytest.raises(DealError):
            check_player_seed(seed)
    assert check_player_seed("<b>bold</b> ♥") == "<b>bold</b> ♥"  # shown as plain text, kept as typed
