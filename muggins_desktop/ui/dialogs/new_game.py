"""Setting up a match: the game, the seats and the game's options.

The dialog has a plain result, ``config()``, so tests can fill it with
``qtbot`` and read it back without a blocking ``exec()``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.storage.names import typed_name
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import apply_dialog_settings
from muggins_desktop.ui.access.focus import focus_when_shown
from muggins_desktop.ui.cribbage.dialogs.fit import DialogBody, frame_extra
from muggins_desktop.ui.dialogs.name_field import clean_as_typed
from muggins_desktop.ui.dialogs.room import narrow_to, place_in_room, screen_room
from muggins_desktop.ui.fair.deal_options import DealOptions, SeriesOptions
from muggins_desktop.ui.fair.texts import SERIES_OPTION, series_text

LEVELS = ("random", "easy", "medium", "hard")
MAX_NAME = 40


def dominoes_target(players: int) -> int:
    """The target the rules set: 250 for two players, 200 for three or four."""
    return 250 if players == 2 else 200


class NewGameDialog(QDialog):
    """Choose a game, who sits where, and the options; read ``config()``."""

    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        game: str = "dominoes",
        settings: Settings | None = None,
        cribbage_available: bool = True,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.cribbage_available = cribbage_available
        self.game_combo = QComboBox()
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 4)
        self.seat_names = [QLineEdit() for _ in range(4)]
        self.seat_kinds = [QComboBox() for _ in range(4)]
        self.seat_levels = [QComboBox() for _ in range(4)]
        self.seat_labels = [QLabel() for _ in range(4)]
        for edit, label in zip(self.seat_names, self.seat_labels, strict=False):
            clean_as_typed(edit)  # no control or direction characters: what storage accepts (issue 26)
            edit.setMinimumWidth(160)
            label.setBuddy(edit)
        for combo in self.seat_kinds + self.seat_levels:
            combo.setMinimumContentsLength(8)
        self.dominoes_box = QGroupBox()
        self.target_label = QLabel()
        self.target_label.setWordWrap(True)
        self.cribbage_box = QGroupBox()
        self.cribbage_target = QComboBox()
        self.partnerships_check = QCheckBox()
        self.lowball_check = QCheckBox()
        self.muggins_check = QCheckBox()
        self.lowball_note = QLabel()
        self.lowball_note.setWordWrap(True)
        self.lowball_note.setStyleSheet("color: #8a4500;")
        self.partners_label = QLabel()
        self.partners_label.setWordWrap(True)
        self._muggins_wanted = True
        self.coming_label = QLabel()
        self.coming_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_combo)
        self.players_label = QLabel()
        self.players_label.setBuddy(self.players_spin)
        top.addRow(self.game_label, self.game_combo)
        top.addRow(self.players_label, self.players_spin)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        grid.setVerticalSpacing(8)
        grid.setColumnStretch(1, 1)
        for i in range(4):
            grid.addWidget(self.seat_labels[i], i, 0)
            grid.addWidget(self.seat_names[i], i, 1)
            grid.addWidget(self.seat_kinds[i], i, 2)
            grid.addWidget(self.seat_levels[i], i, 3)
            self.seat_kinds[i].currentIndexChanged.connect(self._update)
        dom = QVBoxLayout(self.dominoes_box)
        dom.addWidget(self.target_label)
        crib = QFormLayout(self.cribbage_box)
        self.crib_target_label = QLabel()
        self.crib_target_label.setBuddy(self.cribbage_target)
        crib.addRow(self.crib_target_label, self.cribbage_target)
        crib.addRow(self.partnerships_check)
        crib.addRow(self.partners_label)
        crib.addRow(self.lowball_check)
        crib.addRow(self.muggins_check)
        crib.addRow(self.lowball_note)
        # Everything but the buttons scrolls when a large text size makes it
        # taller than the screen; Start and Cancel always stay in view.
        self.body = DialogBody()
        layout = self.body.body
        layout.addLayout(top)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.dominoes_box)
        layout.addWidget(self.cribbage_box)
        layout.addWidget(self.coming_label)
        # Deals and series (ui/fair/deal_options.py): the commitment is shown before anything is dealt.
        self.series_box, self.deals_box = SeriesOptions(), DealOptions()
        layout.addWidget(self.series_box)
        layout.addWidget(self.deals_box)
        self.deals_box.validityChanged.connect(self._update)
        outer = QVBoxLayout(self)
        outer.addWidget(self.body)
        outer.addWidget(self.buttons)

        self._retranslate()
        self._load_defaults(game)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._update)
        self.lowball_check.toggled.connect(self._lowball_toggled)
        self.muggins_check.toggled.connect(self._update)
        self.partnerships_check.toggled.connect(self._update)
        for edit in self.seat_names:
            edit.textChanged.connect(self._update_partners)
        self._update()
        apply_dialog_settings(self, settings)
        if self.property("highContrast"):
            self.lowball_note.setStyleSheet("color: #ffd27f;")
        self._built = True

    # ------------------------------------------------------------- texts
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.players_label.setText(self.tr("&Players:"))
        self.seats_box.setTitle(self.tr("Seats (in playing order)"))
        self.dominoes_box.setTitle(self.tr("Muggins dominoes"))
        self.cribbage_box.setTitle(self.tr("Cribbage options"))
        self.crib_target_label.setText(self.tr("Play &to:"))
        self.partnerships_check.setText(self.tr("Two partner&ships (partners sit opposite)"))
        self.lowball_check.setText(self.tr("&Lowball (reaching the target loses)"))
        self.muggins_check.setText(self.tr("&Muggins: players count their own hands"))
        self.lowball_note.setText(self.tr("Lowball is played with automatic counting, so Muggins is off."))
        self.coming_label.setText(self.tr("The cribbage table is coming in a later version."))
        game_index = self.game_combo.currentIndex()
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        self.game_combo.addItem(self.tr("Muggins dominoes"), "dominoes")
        self.game_combo.addItem(self.tr("Cribbage"), "cribbage")
        self.game_combo.setCurrentIndex(max(0, game_index))
        self.game_combo.blockSignals(False)
        target_index = self.cribbage_target.currentIndex()
        self.cribbage_target.clear()
        self.cribbage_target.addItem(self.tr("121 points (full game)"), 121)
        self.cribbage_target.addItem(self.tr("61 points (short game)"), 61)
        self.cribbage_target.setCurrentIndex(max(0, target_index))
        for i in range(4):
            self.seat_labels[i].setText(self.tr("Seat &%1").replace("%1", str(i + 1)))
            self.seat_names[i].setAccessibleName(self.tr("Seat %1 name").replace("%1", str(i + 1)))
            self.seat_kinds[i].setAccessibleName(self.tr("Seat %1 player").replace("%1", str(i + 1)))
            self.seat_levels[i].setAccessibleName(self.tr("Seat %1 computer level").replace("%1", str(i + 1)))
            kind = self.seat_kinds[i].currentIndex()
            self.seat_kinds[i].clear()
            self.seat_kinds[i].addItem(self.tr("Person"), "human")
            self.seat_kinds[i].addItem(self.tr("Computer"), "computer")
            self.seat_kinds[i].setCurrentIndex(max(0, kind))
            level = self.seat_levels[i].currentIndex()
            self.seat_levels[i].clear()
            names = (self.tr("Random"), self.tr("Easy"), self.tr("Medium"), self.tr("Hard"))
            for code, text in zip(LEVELS, names, strict=True):
                self.seat_levels[i].addItem(text, code)
            self.seat_levels[i].setCurrentIndex(level if level >= 0 else 2)
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.players_spin.setAccessibleName(self.tr("Players"))
        self.cribbage_target.setAccessibleName(self.tr("Play to"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Sta&rt"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("&Cancel"))
        self._update_target()
        self._update_partners()

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        """Fit the screen, then open with the keys on the first control (a screen reader reads it)."""
        super().showEvent(event)
        self._refit()
        focus_when_shown(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self._retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------- state
    def _load_defaults(self, game: str) -> None:
        s = self.settings
        self.game_combo.setCurrentIndex(1 if game == "cribbage" else 0)
        players = (s.cribbage_players if game == "cribbage" else s.dominoes_players) if s else 2
        self.players_spin.setValue(int(players))
        me = s.player_name if s else ""
        levels = list(s.seat_levels) if s else ["medium"] * 3
        self.seat_names[0].setText(me or self.tr("You"))
        self.seat_kinds[0].setCurrentIndex(0)
        for i in range(1, 4):
            self.seat_kinds[i].setCurrentIndex(1)
            level = levels[i - 1] if i - 1 < len(levels) else "medium"
            self.seat_levels[i].setCurrentIndex(LEVELS.index(level) if level in LEVELS else 2)
        self._name_defaults()
        if s is not None:
            self.cribbage_target.setCurrentIndex(0 if s.cribbage_target == 121 else 1)
            self.partnerships_check.setChecked(s.cribbage_partnerships)
            self.lowball_check.setChecked(s.cribbage_lowball)
            self.muggins_check.setChecked(s.cribbage_muggins)
        else:
            self.muggins_check.setChecked(True)
        self._muggins_wanted = self.muggins_check.isChecked()

    def _name_defaults(self) -> None:
        """Give unnamed or default-named seats a name that fits their kind.

        "You" is for the one person at the screen: when several people share
        it (hot-seat), the first seat is "Player 1" like the others, so no
        sentence ever calls another person "You".
        """
        players = self.players_spin.value()
        people = sum(self.seat_kinds[i].currentData() == "human" for i in range(players))
        first = self.seat_names[0].text().strip()
        you, person = self.tr("You"), self.tr("Player %1").replace("%1", "1")
        if not first or first in (you, person):
            alone = people <= 1 and self.seat_kinds[0].currentData() == "human"
            me = (self.settings.player_name if self.settings else "") or you
            self.seat_names[0].setText(me if alone else person)
        for i in range(1, 4):
            text = self.seat_names[i].text().strip()
            computer_name = self.tr("Computer %1").replace("%1", str(i))
            person_name = self.tr("Player %1").replace("%1", str(i + 1))
            if not text or text in (computer_name, person_name):
                human = self.seat_kinds[i].currentData() == "human"
                self.seat_names[i].setText(person_name if human else computer_name)

    def _game_changed(self) -> None:
        game = self.game()
        if self.settings is not None:
            s = self.settings
            self.players_spin.setValue(s.cribbage_players if game == "cribbage" else s.dominoes_players)
        self._update()

    def _lowball_toggled(self, lowball: bool) -> None:
        """Lowball switches Muggins off (and unticks it); untick Lowball to get it back."""
        if lowball:
            self._muggins_wanted = self.muggins_check.isChecked()
            self.muggins_check.setChecked(False)
        else:
            self.muggins_check.setChecked(self._muggins_wanted)
        self._update()

    def _update_partners(self) -> None:
        names = [
            edit.text().strip() or self.tr("Player %1").replace("%1", str(i + 1))
            for i, edit in enumerate(self.seat_names)
        ]
        self.partners_label.setText(
            self.tr("%1 and %2 play against %3 and %4.")
            .replace("%1", names[0])
            .replace("%2", names[2])
            .replace("%3", names[1])
            .replace("%4", names[3])
        )

    def _refit(self) -> None:
        """Exactly as large as the visible rows (no clipped note, no gaps), within the screen."""
        layout = self.layout()
        if layout is None:
            return
        room, extra = screen_room(self), frame_extra(self)
        most = QSize(room.width() - extra.width(), room.height() - extra.height())
        narrow_to(self.body.inner, most.width() - 80)  # the groups' and the scroll bar's margins
        self.body.set_capped(False)
        layout.invalidate()
        layout.activate()
        width = min(layout.sizeHint().width(), most.width())
        height = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if height > most.height():
            width = min(width + self.body.verticalScrollBar().sizeHint().width(), most.width())
            self.body.set_capped(True)
            height = most.height()
        self.setMinimumSize(0, 0)
        self.resize(width, height)
        if self.isVisible():
            place_in_room(self)

    def _update(self) -> None:
        players = self.players_spin.value()
        for i in range(4):
            visible = i < players
            for widget in (self.seat_labels[i], self.seat_names[i], self.seat_kinds[i]):
                widget.setVisible(visible)
            computer = self.seat_kinds[i].currentData() == "computer"
            self.seat_levels[i].setVisible(visible and computer)  # a person has no level to show
            self.seat_levels[i].setEnabled(computer)
        self._name_defaults()
        cribbage = self.game() == "cribbage"
        self.dominoes_box.setVisible(not cribbage)
        self.cribbage_box.setVisible(cribbage)
        self.partnerships_check.setEnabled(players == 4)
        if players != 4:
            self.partnerships_check.setChecked(False)
        lowball = self.lowball_check.isChecked()
        self.muggins_check.setEnabled(not lowball)
        if lowball and self.muggins_check.isChecked():
            self.muggins_check.setChecked(False)
        self.lowball_note.setVisible(lowball)
        self.partners_label.setVisible(cribbage and players == 4 and self.partnerships_check.isChecked())
        self._update_partners()
        blocked = cribbage and not self.cribbage_available
        self.coming_label.setVisible(blocked)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not blocked and self.deals_box.valid)
        self.series_box.set_game(self.game())
        self._update_target()
        self._refit()
        QTimer.singleShot(0, self, self._refit)

    def _update_target(self) -> None:
        players = self.players_spin.value()
        self.target_label.setText(
            self.tr(
                "Each player for themselves. Target: %1 points (250 for two players, 200 for three or four)."
            ).replace("%1", str(dominoes_target(players)))
        )

    # ------------------------------------------------------------- result
    def game(self) -> str:
        return str(self.game_combo.currentData() or "dominoes")

    def remembered(self, settings: Settings) -> Settings:
        """``settings`` with this dialog's choices, so that the next new game of this game opens with them.

        The player count is kept per game, and so are the cribbage options; the computers' levels are
        the seats' (a person's seat keeps the level it had).
        """
        players = self.players_spin.value()
        levels = list(settings.seat_levels)
        for i in range(1, 4):
            if i < players and self.seat_kinds[i].currentData() == "computer" and i - 1 < len(levels):
                levels[i - 1] = str(self.seat_levels[i].currentData())
        if self.game() != "cribbage":
            return dataclasses.replace(settings, dominoes_players=players, seat_levels=levels)
        return dataclasses.replace(
            settings,
            cribbage_players=players,
            seat_levels=levels,
            cribbage_target=int(self.cribbage_target.currentData()),
            cribbage_partnerships=players == 4 and self.partnerships_check.isChecked(),
            cribbage_lowball=self.lowball_check.isChecked(),
            cribbage_muggins=self._muggins_wanted if self.lowball_check.isChecked() else self.muggins_check.isChecked(),
        )

    def config(self) -> dict[str, Any]:
        """What to start: game, seats (name, kind, level) and match options."""
        players = self.players_spin.value()
        seats = []
        for i in range(players):
            kind = self.seat_kinds[i].currentData()
            name = typed_name(self.seat_names[i].text())[:MAX_NAME] or (self.tr("Player %1").replace("%1", str(i + 1)))
            seats.append(
                {"name": name, "kind": kind, "level": self.seat_levels[i].currentData() if kind == "computer" else None}
            )
        game = self.game()
        if game == "cribbage":
            lowball = self.lowball_check.isChecked()
            options: dict[str, Any] = {
                "players": players,
                "target": int(self.cribbage_target.currentData()),
                "partnerships": players == 4 and self.partnerships_check.isChecked(),
                "lowball": lowball,
                "muggins": self.muggins_check.isChecked() and not lowball,
            }
        else:
            options = {"players": players, "target": dominoes_target(players)}
        series = self.series_box.series(game, players, bool(options.get("partnerships")))
        if series is not None:
            options[SERIES_OPTION] = series_text(series)
        return {"game": game, "players": players, "seats": seats, "options": options, "deal": self.deals_box.deal()}
