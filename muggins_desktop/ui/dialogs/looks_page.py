"""Settings → Looks and sound: the deck, card back, tiles, felt, board wood and sound, with a live preview.

``LooksSettingsPage`` is one tab of the settings dialog. It shows a
``Settings`` (``show_settings``) and writes its fields back into one
(``apply_to``); every change repaints the preview, which is painted by
``ui/looks/preview.py`` with the table's own functions, so what it shows
is what the table will show. Saving, validating and applying stay with
the dialog (``settings_dialog.py``), as for every other field.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.storage.settings import BOARD_WOODS, CARD_BACKS, DECKS, THEMES, TILE_STYLES, Settings
from muggins_desktop.ui.looks.preview import paint_preview
from muggins_desktop.ui.looks.themes import Looks


class LooksPreview(QWidget):
    """A small table in the looks chosen on the page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.looks = Looks()
        self.caption = ""
        self.setMinimumSize(360, 150)
        self.setMaximumHeight(320)
        self.setAccessibleName(self.tr("Preview of the table"))

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def show_looks(self, looks: Looks) -> None:
        if looks != self.looks:
            self.looks = looks
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_preview(painter, QRectF(0, 0, self.width(), self.height()), self.looks, self.caption)


class LooksSettingsPage(QWidget):
    """The Looks and sound tab (see the module docstring); ``changed`` fires on every edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck_combo = self._combo(DECKS)
        self.back_combo = self._combo(CARD_BACKS)
        self.tiles_combo = self._combo(TILE_STYLES)
        self.felt_combo = self._combo(THEMES)
        self.wood_combo = self._combo(BOARD_WOODS)
        self.sound_check = QCheckBox()
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("100%") + 6)
        self.preview = LooksPreview()
        self.high_contrast_note = QLabel()
        self.high_contrast_note.setWordWrap(True)
        self.high_contrast_note.hide()

        self.looks_group = QGroupBox()
        looks_form = QFormLayout(self.looks_group)
        self._labels: dict[QWidget, QLabel] = {}
        for widget in (self.deck_combo, self.back_combo, self.tiles_combo, self.felt_combo, self.wood_combo):
            looks_form.addRow(self._label(widget), widget)
        self.sound_group = QGroupBox()
        sound_form = QFormLayout(self.sound_group)
        sound_form.addRow(self.sound_check)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        sound_form.addRow(self._label(self.volume_slider), volume_row)
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        sound_form.addRow(self.sound_note)
        self.sound_note.setMinimumWidth(160)
        self.sound_problem = QLabel()  # why nothing can be heard, when the player could not open
        self.sound_problem.setObjectName("soundProblem")
        self.sound_problem.setWordWrap(True)
        self.sound_problem.hide()
        self._sound_off: str | None = None
        sound_form.addRow(self.sound_problem)
        self.preview_group = QGroupBox()
        preview_box = QVBoxLayout(self.preview_group)
        preview_box.addWidget(self.preview, 1)
        preview_box.addWidget(self.high_contrast_note)

        layout = QVBoxLayout(self)
        top = self.top = QHBoxLayout()  # Settings stacks the two groups on a narrow screen
        top.addWidget(self.looks_group, 3)
        top.addWidget(self.sound_group, 2)
        layout.addLayout(top)
        layout.addWidget(self.preview_group, 1)

        self.sound_check.toggled.connect(self._edited)
        self.volume_slider.valueChanged.connect(self._edited)
        self.retranslate()

    def _combo(self, names: tuple[str, ...]) -> QComboBox:
        combo = QComboBox()
        for name in names:
            combo.addItem(name, name)
        combo.currentIndexChanged.connect(self._edited)
        return combo

    def _label(self, widget: QWidget) -> QLabel:
        label = QLabel()
        label.setBuddy(widget)
        self._labels[widget] = label
        return label

    # ------------------------------------------------------------ values
    def looks(self) -> Looks:
        """The looks as chosen on the page (without high contrast: the preview shows the felt)."""
        return Looks(
            deck=self.deck_combo.currentData(),
            card_back=self.back_combo.currentData(),
            tiles=self.tiles_combo.currentData(),
            felt=self.felt_combo.currentData(),
            board_wood=self.wood_combo.currentData(),
        )

    def show_settings(self, settings: Settings) -> None:
        for combo, value in (
            (self.deck_combo, settings.deck),
            (self.back_combo, settings.card_back),
            (self.tiles_combo, settings.tiles),
            (self.felt_combo, settings.theme),
            (self.wood_combo, settings.board_wood),
        ):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.sound_check.setChecked(settings.sound_on)
        self.volume_slider.setValue(settings.volume)
        self.high_contrast_note.setVisible(settings.high_contrast == "on")
        self._edited()

    def set_high_contrast(self, on: bool) -> None:
        """Say under the preview that high contrast replaces the felt (the dialog's contrast choice)."""
        self.high_contrast_note.setVisible(on)

    def set_sound_off(self, reason: str | None) -> None:
        """Say on the page that no sound can be heard, and why (the player's reason code; None: it works)."""
        self._sound_off = reason
        self.sound_problem.setVisible(reason is not None)
        self.sound_problem.setText(self._sound_off_text())

    def _sound_off_text(self) -> str:
        if self._sound_off is None:
            return ""
        return {
            "no_library": self.tr("Sound is unavailable: the sound library could not be loaded."),
            "no_device": self.tr(
                "Sound is unavailable: no audio device could be opened (none found, or another program has it)."
            ),
            "no_files": self.tr("Sound is unavailable: the sound files are missing from this installation."),
        }.get(self._sound_off, self.tr("Sound is unavailable: the audio output stopped working."))

    def apply_to(self, settings: Settings) -> Settings:
        """``settings`` with this page's fields as shown."""
        return dataclasses.replace(
            settings,
            deck=self.deck_combo.currentData(),
            card_back=self.back_combo.currentData(),
            tiles=self.tiles_combo.currentData(),
            theme=self.felt_combo.currentData(),
            board_wood=self.wood_combo.currentData(),
            sound_on=self.sound_check.isChecked(),
            volume=self.volume_slider.value(),
        )

    def _edited(self, *_args: object) -> None:
        self.volume_slider.setEnabled(self.sound_check.isChecked())
        self.volume_value.setText(self.tr("%1%").replace("%1", str(self.volume_slider.value())))
        self.preview.show_looks(self.looks())
        self.changed.emit()

    # ------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.looks_group.setTitle(self.tr("Looks"))
        self.sound_group.setTitle(self.tr("Sound"))
        self.preview_group.setTitle(self.tr("Preview"))
        labels = (
            (self.deck_combo, self.tr("&Cards:")),
            (self.back_combo, self.tr("Card &back:")),
            (self.tiles_combo, self.tr("&Dominoes:")),
            (self.felt_combo, self.tr("Table c&olour:")),
            (self.wood_combo, self.tr("Cribbage &board:")),
            (self.volume_slider, self.tr("&Volume:")),
        )
        for widget, text in labels:
            self._labels[widget].setText(text)
            widget.setAccessibleName(text.replace("&", "").rstrip(":"))
        names = {
            self.deck_combo: {
                "standard": self.tr("Standard (red and black)"),
                "four_colour": self.tr("Four colours"),
                "large_index": self.tr("Large corners"),
            },
            self.back_combo: {
                "blue": self.tr("Blue lattice"),
                "red": self.tr("Red diamonds"),
                "green": self.tr("Green stars"),
            },
            self.tiles_combo: {
                "ivory": self.tr("Ivory, black pips"),
                "black": self.tr("Black, white pips"),
                "coloured": self.tr("Coloured pips, one shape per number"),
            },
            self.felt_combo: {
                "green": self.tr("Green baize"),
                "blue": self.tr("Blue baize"),
                "dark": self.tr("Dark"),
                "burgundy": self.tr("Burgundy baize"),
            },
            self.wood_combo: {"oak": self.tr("Light oak"), "walnut": self.tr("Dark walnut")},
        }
        for combo, texts in names.items():
            for i in range(combo.count()):
                combo.setItemText(i, texts.get(combo.itemData(i), combo.itemData(i)))
        self.sound_check.setText(self.tr("&Sounds on the table"))
        self.sound_note.setText(self.tr("M mutes or unmutes the sound while you play."))
        self.sound_problem.setText(self._sound_off_text())
        self.high_contrast_note.setText(self.tr("High contrast is on: the table is black whatever its colour."))
        self.preview.caption = self.tr("Your turn: play a tile or a card.")
        self.preview.setAccessibleName(self.tr("Preview of the table"))
        self._edited()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
