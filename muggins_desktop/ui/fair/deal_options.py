"""The deal and series parts of the new-game dialog (and of the next game of a series).

``DealOptions``: a fair deal (the commitment of a freshly drawn match key,
shown before anything is dealt, and the player's own seed, typed or drawn)
or a typed deal number (its Damm check digit refuses typing mistakes with a
sentence). ``deal()`` gives the engine ``Deal``; ``valid`` and
``validityChanged`` say whether Start may be pressed.

``SeriesOptions``: a single game, best of 3, 5 or 7, or a fixed number of
games in game points; ``series(game, players, partnerships)`` gives the
engine ``Series`` (None for a single game).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from muggins_desktop.engine.deals import (
    MAX_PLAYER_SEED,
    Deal,
    DealError,
    DealNumber,
    SealedKey,
    check_player_seed,
    draw_player_seed,
)
from muggins_desktop.engine.series import BEST_OF, MAX_GAMES, Format, Series
from muggins_desktop.ui.fair.texts import deal_error_text, grouped

ERROR_STYLE = "color: #b00020;"


class DealOptions(QGroupBox):
    """Where the cards or tiles come from: a fair deal with your seed, or a deal number."""

    validityChanged = Signal(bool)
    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sealed = SealedKey.draw()  # drawn now: its commitment is shown before the seed is typed
        self.fair_radio = QRadioButton()
        self.number_radio = QRadioButton()
        group = QButtonGroup(self)
        group.addButton(self.fair_radio)
        group.addButton(self.number_radio)
        self.fair_radio.setChecked(True)
        self.commitment_label = QLabel()
        self.commitment = QLabel("\n".join(grouped(self.sealed.commitment)))
        self.commitment.setObjectName("commitment")
        self.commitment.setTextFormat(Qt.TextFormat.PlainText)
        self.commitment.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.commitment.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed_label = QLabel()
        self.seed_edit = QLineEdit(draw_player_seed())
        self.seed_edit.setMaxLength(MAX_PLAYER_SEED)
        self.seed_label.setBuddy(self.seed_edit)
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(self.draw_seed)
        self.number_edit = QLineEdit()
        self.number_edit.setPlaceholderText("48213-90177")
        self.number_edit.setMaxLength(24)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setObjectName("dealError")
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.draw_button)
        form = QFormLayout(self)
        form.addRow(self.fair_radio)
        form.addRow(self.commitment_label, self.commitment)
        form.addRow(self.seed_label, seed_row)
        form.addRow(self.number_radio, self.number_edit)
        form.addRow(self.note)
        form.addRow(self.error)
        self._valid = True
        for signal in (self.seed_edit.textChanged, self.number_edit.textChanged, self.fair_radio.toggled):
            signal.connect(self._check)
        self.number_edit.textEdited.connect(lambda _text: self.number_radio.setChecked(True))
        self._retranslate()
        self._check()
        self._built = True

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Deals"))
        self.fair_radio.setText(self.tr("A new &fair deal, made from the app's secret key and your seed"))
        self.commitment_label.setText(self.tr("Commitment:"))
        self.commitment.setAccessibleName(self.tr("Commitment of the match key"))
        self.seed_label.setText(self.tr("Your s&eed:"))
        self.seed_edit.setAccessibleName(self.tr("Your seed"))
        self.draw_button.setText(self.tr("Dra&w"))
        self.draw_button.setAccessibleName(self.tr("Draw a seed"))
        self.number_radio.setText(self.tr("Deal &number:"))
        self.number_edit.setAccessibleName(self.tr("Deal number"))
        self._note()

    def _note(self) -> None:
        self.note.setText(
            self.tr(
                "The commitment is the fingerprint of the secret key; the key is shown when the match ends. "
                "Type your own seed so that the app could not have chosen the deals."
            )
            if self.fair_radio.isChecked()
            else self.tr("The same deal number deals the same cards and tiles. Such a match has no key to reveal.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self._retranslate()
            self._check()
        super().changeEvent(event)

    # ------------------------------------------------------------ state
    def draw_seed(self) -> None:
        self.seed_edit.setText(draw_player_seed())
        self.fair_radio.setChecked(True)

    def choose_number(self) -> None:
        """Game → Deal number…: the deal number field, ready for typing."""
        self.number_radio.setChecked(True)
        self.number_edit.setFocus()

    def _problem(self) -> DealError | None:
        try:
            if self.fair_radio.isChecked():
                check_player_seed(self.seed_edit.text())
            else:
                DealNumber.parse(self.number_edit.text())
        except DealError as exc:
            return exc
        return None

    def _check(self) -> None:
        problem = self._problem()
        fair = self.fair_radio.isChecked()
        for widget in (self.commitment_label, self.commitment, self.seed_label, self.seed_edit, self.draw_button):
            widget.setEnabled(fair)
        self.error.setText(deal_error_text(problem) if problem is not None else "")
        self.error.setVisible(problem is not None)
        self._note()
        if (problem is None) != self._valid:
            self._valid = problem is None
            self.validityChanged.emit(self._valid)

    @property
    def valid(self) -> bool:
        return self._valid

    def deal(self) -> Deal:
        """The deal to start (``DealError`` if the fields do not give one)."""
        if self.fair_radio.isChecked():
            return self.sealed.open_with(check_player_seed(self.seed_edit.text()))
        return Deal.given(DealNumber.parse(self.number_edit.text()))


class SeriesOptions(QGroupBox):
    """One game, or a series of games between the same seats."""

    FORMATS = (("single", 1), ("best_of", 3), ("best_of", 5), ("best_of", 7), ("games", 0))
    _built = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.format_combo = QComboBox()
        self.games_spin = QSpinBox()
        self.games_spin.setRange(1, MAX_GAMES)
        self.games_spin.setValue(4)
        self.format_label = QLabel()
        self.format_label.setBuddy(self.format_combo)
        self.games_label = QLabel()
        self.games_label.setBuddy(self.games_spin)
        self.points_note = QLabel()
        self.points_note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.format_label, self.format_combo)
        form.addRow(self.games_label, self.games_spin)
        form.addRow(self.points_note)
        self.game = "dominoes"
        self.format_combo.currentIndexChanged.connect(self._update)
        self._retranslate()
        self._update()
        self._built = True

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Match"))
        self.format_label.setText(self.tr("Pla&y:"))
        self.games_label.setText(self.tr("N&umber of games:"))
        self.format_combo.setAccessibleName(self.tr("Single game or series"))
        self.games_spin.setAccessibleName(self.tr("Number of games"))
        index = self.format_combo.currentIndex()
        self.format_combo.blockSignals(True)
        self.format_combo.clear()
        texts = (
            self.tr("A single game"),
            self.tr("Best of 3 games"),
            self.tr("Best of 5 games"),
            self.tr("Best of 7 games"),
            self.tr("A fixed number of games, in game points"),
        )
        for text, (code, length) in zip(texts, self.FORMATS, strict=True):
            self.format_combo.addItem(text, (code, length))
        self.format_combo.setCurrentIndex(max(0, index))
        self.format_combo.blockSignals(False)
        self._update_note()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self._retranslate()
        super().changeEvent(event)

    def set_game(self, game: str) -> None:
        self.game = game
        self._update_note()

    def choose(self, format: str, length: int) -> None:
        """Select a format (tests, and a rematch of a series)."""
        for i, (code, n) in enumerate(self.FORMATS):
            if code == format and (n == length or code == "games"):
                self.format_combo.setCurrentIndex(i)
        if format == "games":
            self.games_spin.setValue(length)

    def _format(self) -> tuple[str, int]:
        code, length = self.FORMATS[max(0, self.format_combo.currentIndex())]
        return code, (self.games_spin.value() if code == "games" else length)

    def _update(self) -> None:
        fixed = self._format()[0] == "games"
        self.games_label.setVisible(fixed)
        self.games_spin.setVisible(fixed)
        self._update_note()

    def _update_note(self) -> None:
        code = self._format()[0]
        if code == "single":
            self.points_note.setText("")
        elif self.game == "cribbage":
            self.points_note.setText(
                self.tr("Game points as the ACC counts them: 2 for a win, 3 for a skunk. The loser deals first next.")
            )
        else:
            self.points_note.setText(self.tr("One game point a game. The first lead passes one seat on each game."))
        self.points_note.setVisible(code != "single")

    def series(self, game: str, players: int, partnerships: bool = False) -> Series | None:
        code, length = self._format()
        if code == "single":
            return None
        assert length in BEST_OF or code == "games"
        return Series.new(game, players, Format(code), length, partnerships=partnerships)
