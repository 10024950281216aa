"""The settings and statistics dialogs, driven through real widgets."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from muggins_desktop.storage.settings import Settings, load_settings, save_settings
from muggins_desktop.storage.stats import GameStats, Stats, load_stats, save_stats
from muggins_desktop.ui.dialogs.settings import SettingsDialog
from muggins_desktop.ui.dialogs.stats import StatsDialog

from .test_settings import CHANGED, NEW_FIELDS


def click(qtbot, dialog: SettingsDialog, which: QDialogButtonBox.StandardButton) -> None:
    qtbot.mouseClick(dialog.buttons.button(which), Qt.MouseButton.LeftButton)


def test_ok_saves_and_announces(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(Settings(), path=path)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.name_edit.setText("  Mykola ")
    dialog.looks_page.felt_combo.setCurrentIndex(dialog.looks_page.felt_combo.findData("dark"))
    dialog.level_combos[2].setCurrentIndex(dialog.level_combos[2].findData("hard"))
    with qtbot.waitSignal(dialog.settingsChanged, timeout=1000) as signal:
        click(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    sent = signal.args[0]
    assert isinstance(sent, Settings)
    assert (sent.player_name, sent.theme, sent.seat_levels) == ("Mykola", "dark", ["medium", "medium", "hard"])
    assert load_settings(path) == (sent, None)
    assert json.loads(path.read_text("utf-8"))["theme"] == "dark"
    assert not dialog.isVisible()


def test_every_field_survives_the_dialog(qtbot, tmp_path: Path) -> None:
    """Showing settings and reading them back changes nothing, for every field.

    The pacing and accessibility fields (``NEW_FIELDS``) get their widgets in
    the settings dialog separately; until the dialog shows a field, it is
    left out of this comparison.
    """
    changed = Settings(**CHANGED)
    dialog = SettingsDialog(changed, path=tmp_path / "settings.json")
    qtbot.addWidget(dialog)
    shown = dialog.settings()
    hidden = {n: getattr(shown, n) for n in NEW_FIELDS if getattr(shown, n) == getattr(Settings(), n)}
    expected = dataclasses.replace(changed, **hidden)
    assert shown == expected
    received: list[Settings] = []
    dialog.settingsChanged.connect(received.append)
    click(qtbot, dialog, QDialogButtonBox.StandardButton.Apply)
    assert received == [expected]
    assert load_settings(tmp_path / "settings.json")[0] == expected


def test_apply_keeps_the_dialog_open_and_cancel_changes_nothing(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    dialog = SettingsDialog(Settings(), path=path)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.animation_spin.setValue(0)
    with qtbot.waitSignal(dialog.settingsChanged, timeout=1000):
        click(qtbot, dialog, QDialogButtonBox.StandardButton.Apply)
    assert dialog.isVisible() and load_settings(path)[0].animation_ms == 0
    dialog.pause_spin.setValue(0)
    with qtbot.assertNotEmitted(dialog.settingsChanged):
        click(qtbot, dialog, QDialogButtonBox.StandardButton.Cancel)
    assert load_settings(path)[0].ai_pause_ms == 600 and not dialog.isVisible()


def test_defaults_button_and_partnerships_need_four(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(**CHANGED), path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    assert dialog.partnerships_check.isEnabled() is False  # three cribbage players
    dialog.cribbage_players_spin.setValue(4)
    assert dialog.partnerships_check.isEnabled()
    click(qtbot, dialog, QDialogButtonBox.StandardButton.RestoreDefaults)
    assert dialog.settings() == Settings()


def test_language_choices(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(), path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    combo = dialog.language_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["system", "en", "uk", "pl"]
    assert [combo.itemText(i) for i in range(1, 4)] == ["English", "Українська", "Polski"]


def test_an_unwritable_settings_file_still_applies(qtbot, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    dialog = SettingsDialog(Settings(), path=blocker / "settings.json")  # parent is a file
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.settingsChanged, timeout=1000):
        click(qtbot, dialog, QDialogButtonBox.StandardButton.Ok)
    assert dialog.error_box is not None and dialog.error_box.isVisible()
    dialog.error_box.close()


# ---------------------------------------------------------------- statistics
@pytest.fixture
def stats_file(tmp_path: Path) -> Path:
    path = tmp_path / "stats.json"
    save_stats(
        Stats(
            {
                "dominoes/2": GameStats(played=4, won=3, score_total=1010, best=270),
                "cribbage/4p": GameStats(
                    played=1,
                    won=1,
                    score_total=121,
                    best=121,
                    skunks_given=1,
                    muggins_calls=3,
                    muggins_won=2,
                    missed_points=5,
                ),
            }
        ),
        path,
    )
    return path


def test_stats_table(qtbot, stats_file: Path) -> None:
    dialog = StatsDialog(path=stats_file)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.table.rowCount() == 2
    assert [dialog.cell_text(0, c) for c in ("game", "players", "played", "won", "best", "average")] == [
        "Dominoes",
        "2",
        "4",
        "3",
        "270",
        "252.5",
    ]
    assert dialog.cell_text(0, "muggins_calls") == "—"
    assert [
        dialog.cell_text(1, c) for c in ("game", "skunks_given", "muggins_calls", "muggins_won", "missed_points")
    ] == ["Cribbage", "1", "3", "2", "5"]
    assert "partnerships" in dialog.cell_text(1, "players")
    assert not dialog.empty_label.isVisible()


def answer(qtbot, dialog: StatsDialog, button: QMessageBox.StandardButton) -> None:
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    box = dialog.confirm_box
    assert box is not None and box.isVisible()
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=1000)


def test_reset_asks_and_no_keeps_everything(qtbot, stats_file: Path) -> None:
    dialog = StatsDialog(path=stats_file)
    qtbot.addWidget(dialog)
    dialog.open()
    answer(qtbot, dialog, QMessageBox.StandardButton.No)
    assert dialog.table.rowCount() == 2
    assert load_stats(stats_file)[0].games["dominoes/2"].played == 4


def test_reset_after_yes(qtbot, stats_file: Path) -> None:
    dialog = StatsDialog(path=stats_file)
    qtbot.addWidget(dialog)
    dialog.open()
    answer(qtbot, dialog, QMessageBox.StandardButton.Yes)
    assert dialog.table.rowCount() == 0 and dialog.empty_label.isVisible()
    assert not dialog.reset_button.isEnabled()
    assert load_stats(stats_file) == (Stats(), None)


def test_a_bad_stats_file_is_reported_in_the_dialog(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{not json", "utf-8")
    dialog = StatsDialog(path=path)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.problem_label.isVisible() and "stats.corrupt-" in dialog.problem_label.text()
    assert dialog.table.rowCount() == 0
