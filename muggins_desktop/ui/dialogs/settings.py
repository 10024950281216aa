"""The settings dialog: edits a copy of the settings and applies it at once.

Two tabs: the game, table and reading settings, and Looks and sound
(``looks_settings_page.py``: deck, card back, tiles, felt, board wood,
sound, with a live preview). The dialog saves the file itself and then emits ``settingsChanged`` with the
new settings, so the main window only has to listen and re-apply; pressing
Cancel leaves both the file and the running app as they were.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.ai import LEVELS
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.names import typed_name
from muggins_desktop.storage.settings import (
    Settings,
    save_settings,
)
from muggins_desktop.ui.access.accessibility import apply_dialog_settings
from muggins_desktop.ui.dialogs.looks_page import LooksSettingsPage
from muggins_desktop.ui.dialogs.name_field import clean_as_typed
from muggins_desktop.ui.dialogs.room import narrow_to, place_in_room, screen_room
from muggins_desktop.ui.text.i18n import available_languages

TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
TRISTATE = ("auto", "on", "off")
PACES = ("fast", "normal", "slow")


class SettingsDialog(QDialog):
    """Non-modal-friendly settings editor; open it with ``open()``."""

    settingsChanged = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, path: Path | None = None) -> None:
        super().__init__(parent)
        self._original = settings.copy()
        self._path = path
        self.error_box: QMessageBox | None = None
        self._build()
        self._show_settings(self._original)
        self._retranslate()
        apply_dialog_settings(self, settings)

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        self._labels: dict[QWidget, QLabel] = {}
        self.name_edit = QLineEdit()
        clean_as_typed(self.name_edit)  # no control or direction characters: what storage accepts (issue 26)

        self.dominoes_players_spin = QSpinBox()
        self.dominoes_players_spin.setRange(2, 4)
        self.cribbage_players_spin = QSpinBox()
        self.cribbage_players_spin.setRange(2, 4)
        self.level_combos = [QComboBox() for _ in range(3)]
        for combo in self.level_combos:
            for level in LEVELS:
                combo.addItem(level, level)
        self.target_combo = QComboBox()
        self.target_combo.addItem("121", 121)
        self.target_combo.addItem("61", 61)
        self.muggins_check = QCheckBox()
        self.lowball_check = QCheckBox()
        self.partnerships_check = QCheckBox()
        self.lowball_note = QLabel()
        self.lowball_note.setWordWrap(True)

        self.animation_spin = QSpinBox()
        self.animation_spin.setRange(0, 2000)
        self.animation_spin.setSingleStep(50)
        self.pause_spin = QSpinBox()
        self.pause_spin.setRange(0, 5000)
        self.pause_spin.setSingleStep(100)
        self.budget_spin = QSpinBox()
        self.budget_spin.setRange(10, 10000)
        self.budget_spin.setSingleStep(50)
        self.looks_page = LooksSettingsPage()
        self.tally_check = QCheckBox()

        self.language_combo = QComboBox()
        self.language_combo.addItem("System", "system")
        for code, name in available_languages():
            self.language_combo.addItem(name, code)
        self.hints_check = QCheckBox()
        self.confirm_check = QCheckBox()

        self.scale_combo = QComboBox()
        for scale in TEXT_SCALES:
            self.scale_combo.addItem("", scale)
        self.contrast_combo = QComboBox()
        self.motion_combo = QComboBox()
        for combo in (self.contrast_combo, self.motion_combo):
            for code in TRISTATE:
                combo.addItem(code, code)
        self.pace_combo = QComboBox()
        for code in PACES:
            self.pace_combo.addItem(code, code)
        self.click_check = QCheckBox()
        self.messages_check = QCheckBox()
        self.hot_seat_hints_check = QCheckBox()
        self.take_back_check = QCheckBox()

        self.player_group = QGroupBox()
        self.player_form = QFormLayout(self.player_group)
        self.player_form.addRow(self._label(self.name_edit), self.name_edit)

        self.games_group = QGroupBox()
        self.games_form = QFormLayout(self.games_group)
        self.games_form.addRow(self._label(self.dominoes_players_spin), self.dominoes_players_spin)
        self.games_form.addRow(self._label(self.cribbage_players_spin), self.cribbage_players_spin)
        for combo in self.level_combos:
            self.games_form.addRow(self._label(combo), combo)
        self.games_form.addRow(self._label(self.target_combo), self.target_combo)
        self.games_form.addRow(self.muggins_check)
        self.games_form.addRow(self.lowball_check)
        self.games_form.addRow(self.lowball_note)
        self.games_form.addRow(self.partnerships_check)

        self.table_group = QGroupBox()
        self.table_form = QFormLayout(self.table_group)
        self.table_form.addRow(self._label(self.animation_spin), self.animation_spin)
        self.table_form.addRow(self._label(self.pause_spin), self.pause_spin)
        self.table_form.addRow(self._label(self.budget_spin), self.budget_spin)
        self.table_form.addRow(self.tally_check)

        self.general_group = QGroupBox()
        self.general_form = QFormLayout(self.general_group)
        self.general_form.addRow(self._label(self.language_combo), self.language_combo)
        self.general_form.addRow(self.hints_check)
        self.general_form.addRow(self.confirm_check)

        self.access_group = QGroupBox()
        self.access_form = QFormLayout(self.access_group)
        for widget in (self.scale_combo, self.contrast_combo, self.motion_combo, self.pace_combo):
            self.access_form.addRow(self._label(widget), widget)
        for check in (self.click_check, self.messages_check, self.hot_seat_hints_check, self.take_back_check):
            self.access_form.addRow(check)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.defaults_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.clicked.connect(self._on_clicked)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.player_group)
        left.addWidget(self.games_group)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.table_group)
        right.addWidget(self.general_group)
        right.addWidget(self.access_group)
        right.addStretch(1)
        columns.addLayout(left)
        columns.addLayout(right)
        # The groups scroll when a large text size makes them taller than the
        # screen; the buttons always stay in view.
        self.page = QWidget()
        self.page.setLayout(columns)
        self.columns = columns
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the focus goes to the first setting
        self.scroll_area.setWidget(self.page)
        self.looks_scroll = QScrollArea()
        self.looks_scroll.setWidgetResizable(True)
        self.looks_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.looks_scroll.setWidget(self.looks_page)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.scroll_area, "")
        self.tabs.addTab(self.looks_scroll, "")
        layout = self.outer = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self.cribbage_players_spin.valueChanged.connect(self._update_dependent)
        self.lowball_check.toggled.connect(self._update_dependent)
        self.muggins_check.toggled.connect(self._update_dependent)
        self.contrast_combo.currentIndexChanged.connect(
            lambda _i: self.looks_page.set_high_contrast(self.contrast_combo.currentData() == "on")
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """As large as the groups need, but never larger than the screen, and never scrolled sideways."""
        room = screen_room(self)
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        margins = self.outer.contentsMargins()
        tab_frame = self.tabs.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
        frame = bar + 2 * margins.left() + 4 + 2 * tab_frame
        pages = (self.page, self.looks_page)
        # Too wide for two columns side by side: one column, scrolled.
        for columns, page in ((self.columns, self.page), (self.looks_page.top, self.looks_page)):
            narrow_to(page, room.width())  # back to one line wherever it fits
            columns.setDirection(QBoxLayout.Direction.LeftToRight)
            if page.sizeHint().width() + 60 > room.width():
                columns.setDirection(QBoxLayout.Direction.TopToBottom)
            narrow_to(page, room.width())  # (and measured anew)
        limit = room.width() - 20 - frame
        width = limit - 40
        while max(page.minimumSizeHint().width() for page in pages) > limit and width > 160:
            for page in pages:
                narrow_to(page, width)
            width -= 40
        wish = self.page.sizeHint().expandedTo(self.looks_page.sizeHint())
        want_w = wish.width() + frame
        # The button row too: in Ukrainian its four buttons are wider than the page was.
        want_w = max(want_w, self.buttons.sizeHint().width() + 2 * margins.left() + 4)
        tab_bar = self.tabs.tabBar().sizeHint().height() + 8
        want_h = wish.height() + self.buttons.sizeHint().height() + 3 * self.outer.spacing() + 2 * margins.top() + 4
        want_h += tab_bar
        want_w, want_h = min(want_w, room.width() - 20), min(want_h, room.height() - 40)
        self.resize(want_w, want_h)
        place_in_room(self)

    def _label(self, widget: QWidget) -> QLabel:
        """A label kept per field so that ``_retranslate`` can reword it."""
        label = QLabel()
        label.setBuddy(widget)
        self._labels[widget] = label
        return label

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("&Game and table"))
        self.tabs.setTabText(1, self.tr("Looks and &sound"))
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.player_group.setTitle(self.tr("Player"))
        self.games_group.setTitle(self.tr("New matches"))
        self.table_group.setTitle(self.tr("Table"))
        self.general_group.setTitle(self.tr("General"))
        self.access_group.setTitle(self.tr("Reading and pace"))
        self.name_edit.setPlaceholderText(self.tr("Your computer user name"))
        self._fit_placeholder()
        labels = [
            (self.name_edit, self.tr("&Your name:")),
            (self.dominoes_players_spin, self.tr("&Dominoes players:")),
            (self.cribbage_players_spin, self.tr("C&ribbage players:")),
            (self.target_combo, self.tr("Cribbage &game to:")),
            (self.animation_spin, self.tr("&Animation length:")),
            (self.pause_spin, self.tr("Computer &pause:")),
            (self.budget_spin, self.tr("Longest computer &thinking time:")),
            (self.language_combo, self.tr("La&nguage:")),
            (self.scale_combo, self.tr("Te&xt size:")),
            (self.contrast_combo, self.tr("High &contrast:")),
            (self.motion_combo, self.tr("Red&uce motion:")),
            (self.pace_combo, self.tr("Pac&e of computer moves:")),
        ]
        for seat, combo in enumerate(self.level_combos, start=1):
            labels.append((combo, self.tr("Computer opponent &%1:").replace("%1", str(seat))))
        for widget, text in labels:
            self._labels[widget].setText(text)
            widget.setAccessibleName(text.replace("&", "").rstrip(":"))
        self._retranslate_access()
        level_names = {
            "random": self.tr("Random"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }
        for combo in self.level_combos:
            for i in range(combo.count()):
                combo.setItemText(i, level_names.get(combo.itemData(i), combo.itemData(i)))
        self.target_combo.setItemText(0, self.tr("121 points"))
        self.target_combo.setItemText(1, self.tr("61 points"))
        self.language_combo.setItemText(0, self.tr("System language"))
        for spin in (self.animation_spin, self.pause_spin, self.budget_spin):
            spin.setSuffix(self.tr(" ms"))
        self.animation_spin.setSpecialValueText(self.tr("No animation"))
        self.pause_spin.setSpecialValueText(self.tr("No pause"))
        self.muggins_check.setText(self.tr("&Muggins: players count their own hands"))
        self.lowball_check.setText(self.tr("&Lowball: reaching the target loses"))
        self.lowball_note.setText(self.tr("Lowball is always played without Muggins."))
        self.partnerships_check.setText(self.tr("Partners&hips with four players"))
        self.tally_check.setText(self.tr("Dominoes scores as tally mar&ks"))
        self.hints_check.setText(self.tr("Show h&ints"))
        self.confirm_check.setText(self.tr("Ask &before leaving a running match"))
        self._button_texts()

    def _button_texts(self) -> None:
        """Our texts for the standard buttons (Qt resets them on a language change)."""
        self.defaults_button.setText(self.tr("De&faults"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("O&K"))
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setText(self.tr("Appl&y"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cance&l"))

    def _retranslate_access(self) -> None:
        for i in range(self.scale_combo.count()):
            percent = round(float(self.scale_combo.itemData(i)) * 100)
            self.scale_combo.setItemText(i, self.tr("%1%").replace("%1", str(percent)))
        tristate = {"auto": self.tr("Follow the system"), "on": self.tr("On"), "off": self.tr("Off")}
        for combo in (self.contrast_combo, self.motion_combo):
            for i in range(combo.count()):
                combo.setItemText(i, tristate[combo.itemData(i)])
        paces = {"fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for i in range(self.pace_combo.count()):
            self.pace_combo.setItemText(i, paces[self.pace_combo.itemData(i)])
        self.click_check.setText(self.tr("&Wait for a click or key after each computer move"))
        self.messages_check.setText(self.tr("Table messages &stay until read"))
        self.hot_seat_hints_check.setText(self.tr("Hints in hot-seat matches &too"))
        self.take_back_check.setText(self.tr("Allow taking back a mo&ve"))

    def _fit_placeholder(self) -> None:
        """The whole placeholder shows, in every language and text size."""
        metrics = self.name_edit.fontMetrics()
        self.name_edit.setMinimumWidth(metrics.horizontalAdvance(self.name_edit.placeholderText()) + 24)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            # The button box hears the change after us and puts Qt's own
            # texts back ("Restore Defaults"); ours go on again right after,
            # and then the dialog fits the new words (longer in Ukrainian).
            QTimer.singleShot(0, self, self._relanguaged)
        super().changeEvent(event)

    def _relanguaged(self) -> None:
        self._button_texts()
        if self.isVisible():
            self.fit_to_screen()

    # ------------------------------------------------------------ values
    def _show_settings(self, settings: Settings) -> None:
        # Fields without a widget here are kept as they were, so saving
        # this dialog never resets them.
        self._kept = settings.copy()
        self.looks_page.show_settings(settings)
        self.name_edit.setText(settings.player_name)
        self.dominoes_players_spin.setValue(settings.dominoes_players)
        self.cribbage_players_spin.setValue(settings.cribbage_players)
        for combo, level in zip(self.level_combos, settings.seat_levels, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.target_combo.setCurrentIndex(max(0, self.target_combo.findData(settings.cribbage_target)))
        self.muggins_check.setChecked(settings.cribbage_muggins)
        self.lowball_check.setChecked(settings.cribbage_lowball)
        self.partnerships_check.setChecked(settings.cribbage_partnerships)
        self.animation_spin.setValue(settings.animation_ms)
        self.pause_spin.setValue(settings.ai_pause_ms)
        self.budget_spin.setValue(settings.ai_budget_ms)
        self.tally_check.setChecked(settings.tally_marks)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.language)))
        self.hints_check.setChecked(settings.hints)
        self.confirm_check.setChecked(settings.confirm_leave)
        scale = settings.text_scale
        self.scale_combo.setCurrentIndex(min(range(len(TEXT_SCALES)), key=lambda i: abs(TEXT_SCALES[i] - scale)))
        for combo, value in (
            (self.contrast_combo, settings.high_contrast),
            (self.motion_combo, settings.reduce_motion),
            (self.pace_combo, settings.pace),
        ):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.click_check.setChecked(settings.click_to_continue)
        self.messages_check.setChecked(settings.messages_stay)
        self.hot_seat_hints_check.setChecked(settings.hints_in_hot_seat)
        self.take_back_check.setChecked(settings.allow_take_back)
        self._update_dependent()

    def _update_dependent(self) -> None:
        self.partnerships_check.setEnabled(self.cribbage_players_spin.value() == 4)
        self.lowball_note.setVisible(self.lowball_check.isChecked() and self.muggins_check.isChecked())

    def settings(self) -> Settings:
        """The settings as currently shown in the dialog (and those it does not show, unchanged)."""
        shown = dataclasses.replace(
            self._kept,
            player_name=typed_name(self.name_edit.text()),
            dominoes_players=self.dominoes_players_spin.value(),
            cribbage_players=self.cribbage_players_spin.value(),
            seat_levels=[combo.currentData() for combo in self.level_combos],
            cribbage_target=self.target_combo.currentData(),
            cribbage_muggins=self.muggins_check.isChecked(),
            cribbage_lowball=self.lowball_check.isChecked(),
            cribbage_partnerships=self.partnerships_check.isChecked(),
            animation_ms=self.animation_spin.value(),
            ai_pause_ms=self.pause_spin.value(),
            ai_budget_ms=self.budget_spin.value(),
            tally_marks=self.tally_check.isChecked(),
            language=self.language_combo.currentData(),
            hints=self.hints_check.isChecked(),
            confirm_leave=self.confirm_check.isChecked(),
            pace=self.pace_combo.currentData(),
            click_to_continue=self.click_check.isChecked(),
            text_scale=float(self.scale_combo.currentData()),
            high_contrast=self.contrast_combo.currentData(),
            reduce_motion=self.motion_combo.currentData(),
            messages_stay=self.messages_check.isChecked(),
            hints_in_hot_seat=self.hot_seat_hints_check.isChecked(),
            allow_take_back=self.take_back_check.isChecked(),
        )
        return self.looks_page.apply_to(shown)

    # ------------------------------------------------------------ buttons
    def _on_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role == QDialogButtonBox.StandardButton.Ok:
            if self.apply():
                self.accept()
        elif role == QDialogButtonBox.StandardButton.Apply:
            self.apply()
        elif role == QDialogButtonBox.StandardButton.RestoreDefaults:
            self._show_settings(Settings())
        else:
            self.reject()

    def apply(self) -> bool:
        """Save and announce the shown settings; False if they are unusable.

        A file that cannot be written (read-only folder, full disk) does not
        stop the change: it still applies to this session, and the player is
        told that it will not be remembered.
        """
        settings = self.settings()
        try:
            save_settings(settings, self._path)
        except StorageError as exc:
            self._warn(self.tr("These settings cannot be used: %1").replace("%1", exc.reason))
            return False
        except OSError as exc:
            self._warn(
                self.tr("The settings apply now but could not be saved for next time: %1").replace(
                    "%1", exc.strerror or str(exc)
                )
            )
        self._original = settings.copy()
        self.settingsChanged.emit(settings.copy())
        return True

    def _warn(self, text: str) -> None:
        self.error_box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Settings"), text, QMessageBox.StandardButton.Ok, self
        )
        self.error_box.open()
