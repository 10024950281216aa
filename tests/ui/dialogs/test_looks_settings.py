"""Settings → Looks and sound: every choice saved and read back, bad files refused, applied at once.

The tables repaint only what a change concerns: a new deck repaints the
cards and not the board, a new wood the board and not the cards, a new felt
only the background, and none of them shows the state again.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from muggins_desktop.storage.settings import Settings, load_settings
from muggins_desktop.ui.cribbage.board.item import BoardItem
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.dialogs.settings import SettingsDialog
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui import cribbage_driver, dominoes_driver

CHOICES = {
    "deck": "four_colour",
    "card_back": "green",
    "tiles": "coloured",
    "theme": "burgundy",
    "board_wood": "walnut",
    "sound_on": False,
    "volume": 35,
}


def choose(dialog: SettingsDialog, **values: object) -> None:
    page = dialog.looks_page
    combos = {
        "deck": page.deck_combo,
        "card_back": page.back_combo,
        "tiles": page.tiles_combo,
        "theme": page.felt_combo,
        "board_wood": page.wood_combo,
    }
    for name, value in values.items():
        if name in combos:
            combos[name].setCurrentIndex(combos[name].findData(value))
        elif name == "sound_on":
            page.sound_check.setChecked(bool(value))
        elif name == "volume":
            page.volume_slider.setValue(int(value))  # type: ignore[call-overload]


def test_every_choice_is_saved_and_shown_again(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(Settings(), path=path)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.tabs.setCurrentIndex(1)
    got: list[Settings] = []
    dialog.settingsChanged.connect(got.append)
    choose(dialog, **CHOICES)
    # The preview follows every edit before anything is saved.
    assert dialog.looks_page.preview.looks == Looks("four_colour", "green", "coloured", "burgundy", "walnut")
    assert not dialog.looks_page.volume_slider.isEnabled()  # sound off: no volume to set
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton)
    saved = got[-1]
    for name, value in CHOICES.items():
        assert getattr(saved, name) == value, name
    loaded, problem = load_settings(path)
    assert problem is None and loaded == saved
    again = SettingsDialog(loaded, path=path)
    qtbot.addWidget(again)
    assert again.settings() == saved
    # Defaults puts today's looks back.
    again._show_settings(Settings())
    assert again.looks_page.looks() == Looks()


@pytest.mark.parametrize(
    ("field", "value"),
    [("deck", "tarot"), ("card_back", 2), ("tiles", None), ("theme", "contrast"), ("board_wood", "Oak")]
    + [("sound_on", "yes"), ("volume", 150), ("volume", 12.5)],
)
def test_a_bad_looks_value_in_the_file_gives_the_defaults(qtbot, tmp_path, field: str, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**Settings(**CHOICES).to_json(), field: value}), encoding="utf-8")  # type: ignore[arg-type]
    loaded, problem = load_settings(path)
    assert loaded == Settings() and problem is not None and problem.code == "bad_field"
    win = MainWindow(loaded, keep_in_library=False)
    qtbot.addWidget(win)
    cribbage_driver.start(win, ["human", "computer"], seed=2)
    assert win.table is not None and win.table.table_scene.looks == Looks()
    win.stop_match()


class Repaints:
    """Counts ``looks_changed`` per item class (the repaint a new choice causes)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count: dict[str, int] = {}
        for cls in (CardItem, TileItem, BoardItem):
            original = cls.looks_changed

            def counted(item, _original=original, _name=cls.__name__) -> None:
                self.count[_name] = self.count.get(_name, 0) + 1
                _original(item)

            monkeypatch.setattr(cls, "looks_changed", counted)

    def take(self) -> dict[str, int]:
        out, self.count = self.count, {}
        return out


def test_cribbage_follows_each_choice_at_once_and_repaints_only_its_part(qtbot, monkeypatch) -> None:
    settings = cribbage_driver.Settings()
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    cribbage_driver.start(win, ["human", "computer"], seed=2)
    table = win.table
    assert table is not None
    scene = table.table_scene
    renders: list[object] = []
    table.presenter.rendered.connect(renders.append)
    repaints = Repaints(monkeypatch)
    win.apply_settings(dataclasses.replace(settings, deck="large_index"))
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert cards and all(c.looks.deck == "large_index" for c in cards)
    assert repaints.take() == {"CardItem": len(cards)}  # the board kept its picture
    win.apply_settings(dataclasses.replace(win.settings, board_wood="walnut"))
    assert scene.looks.board_wood == "walnut" and repaints.take() == {"BoardItem": 1}
    win.apply_settings(dataclasses.replace(win.settings, theme="dark"))
    assert table.theme == "dark" and repaints.take() == {}
    win.apply_settings(dataclasses.replace(win.settings, card_back="red"))
    assert all(c.looks.card_back == "red" for c in scene.items() if isinstance(c, CardItem))
    assert renders == []  # no choice of looks showed the state again
    win.stop_match()


def test_dominoes_follow_the_tile_style_and_the_felt(qtbot, monkeypatch) -> None:
    settings = dominoes_driver.Settings()
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    win.start_match(
        {"game": "dominoes", "players": 2, "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}]},
        seed=3,
    )
    table = win.table
    assert table is not None
    scene = table.table_scene
    repaints = Repaints(monkeypatch)
    win.apply_settings(dataclasses.replace(settings, tiles="black"))
    tiles = [i for i in scene.items() if isinstance(i, TileItem)]
    assert tiles and all(t.looks.tile_style.name == "black" for t in tiles)
    assert repaints.take() == {"TileItem": len(tiles)}
    win.apply_settings(dataclasses.replace(win.settings, high_contrast="on"))
    assert table.theme == "contrast" and scene.looks.felt_style.centre == "#000000"
    win.apply_settings(dataclasses.replace(win.settings, high_contrast="off"))
    win.stop_match()


def test_the_count_dialogs_draw_their_cards_in_the_tables_deck(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    from muggins_desktop.engine.cribbage import parse_cards
    from muggins_desktop.ui.cribbage.dialogs.counts import DeclareDialog
    from muggins_desktop.ui.cribbage.dialogs.host import DialogHost

    owner = QWidget()
    qtbot.addWidget(owner)
    chosen = Looks(deck="four_colour")
    host = DialogHost(owner, lambda: chosen)
    dialog = DeclareDialog(parse_cards("5H 5D JS QC"), parse_cards("5C")[0], False, "Ann", owner)
    host.show(dialog)
    assert dialog.strip.deck.name == "four_colour"
    host.close()
