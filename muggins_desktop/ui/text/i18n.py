"""Language switching and translations of engine codes.

The app ships its own catalogues (``resources/translations/muggins_<lang>.qm``)
and, when the Qt install has them, Qt's own ``qtbase_<lang>.qm`` so that
standard buttons ("Cancel", "OK") and Qt's dialogs follow the chosen
language too; both are loaded .qm files, swapped on every switch.

Switching happens at run time: installing a new translator makes Qt send a
``QEvent.LanguageChange`` to every widget, and each widget's
``retranslateUi``-style handler refreshes its texts. Nothing needs a restart.

The engine never produces sentences; it reports codes (score item kinds,
``IllegalAction.code``, muggins answers, phases). ``engine_text`` turns those
codes into the reader's language under the translation context ``engine``.

The ``tr`` of a module with a context of its own lives apart, in
``tr.py``: it needs only ``QCoreApplication``, not the catalogue loading
here, so a module can translate without importing this one.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from muggins_desktop.assets import resources_dir

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

LANGUAGES: tuple[str, ...] = ("en", "uk", "pl")
DEFAULT_LANGUAGE = "en"
ENGINE_CONTEXT = "engine"

RESOURCES_DIR = resources_dir()  # installed in the package, or the checkout's resources/
TRANSLATIONS_DIR = RESOURCES_DIR / "translations"

# Translators currently installed by us; kept referenced so Python does not
# collect them while Qt still uses them, and removed on the next switch.
_installed: list[QTranslator] = []
_current: str = DEFAULT_LANGUAGE


def available_languages() -> list[tuple[str, str]]:
    """Codes with the language's own name, for a settings combo box.

    Names are endonyms on purpose: a player who cannot read the current
    language still finds their own in the list.
    """
    names = {"en": "English", "uk": "Українська", "pl": "Polski"}
    return [(code, names[code]) for code in LANGUAGES]


def current_language() -> str:
    """The language last installed by ``install_translator`` (en at start)."""
    return _current


def resolve_language(language: str | None) -> str:
    """Map a setting ("system", "uk", "pl_PL", None, ...) to one of LANGUAGES."""
    if not language or language == "system":
        locale = QLocale.system()
        candidates = list(locale.uiLanguages()) + [locale.name()]
    else:
        candidates = [language]
    for candidate in candidates:
        code = candidate.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def _qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogues may be: the Qt build's path, then PySide6's."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        import PySide6

        dirs.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    except (ImportError, TypeError):  # pragma: no cover - frozen edge cases
        pass
    return dirs


# Qt 6's own file dialog asks for these two labels with a shortcut mark that
# qtbase_uk.qm and qtbase_pl.qm do not have (they hold "Look in:"), so Qt's
# catalogue leaves them English. Our catalogue, asked first, holds them under
# Qt's own context; lupdate reads them from here.
QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")
QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")


def install_translator(app: QCoreApplication | None, language: str | None) -> str:
    """Switch the whole app to ``language`` and return the code actually used.

    Previously installed translators are removed first, so calling this again
    with another language re-translates every open window.
    """
    global _current
    app = app or QCoreApplication.instance()
    code = resolve_language(language)
    # Set first: widgets asking for the language while handling the
    # LanguageChange events below must already get the new one.
    _current = code
    QLocale.setDefault(QLocale(code))
    if app is None:
        return code
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()

    qt_translator = QTranslator(app)
    for folder in _qt_translations_dirs():
        if code != "en" and qt_translator.load(f"qtbase_{code}", str(folder)):
            app.installTranslator(qt_translator)
            _installed.append(qt_translator)
            break

    # Installed last so that it is searched first (Qt asks the newest first).
    own = QTranslator(app)
    if own.load(f"muggins_{code}", str(TRANSLATIONS_DIR)):
        app.installTranslator(own)
        _installed.append(own)
    # QApplication posts LanguageChange to top-level widgets; deliver it now
    # so that the switch is complete when this function returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return code


# --------------------------------------------------------------------------
# Engine codes
# --------------------------------------------------------------------------
# Placeholders in braces ({tile}, {points}, ...) are filled from the code's
# params after translation; translators must keep them unchanged (a test
# checks this).

# QT_TRANSLATE_NOOP returns its text unchanged (its type stub says object).
_ENGINE_TEXTS: dict[str, str] = cast(
    "dict[str, str]",
    {
        # Score item kinds (breakdowns from the scoring functions).
        "END_SUM": QT_TRANSLATE_NOOP("engine", "Ends add up to a multiple of five"),
        "FIFTEEN": QT_TRANSLATE_NOOP("engine", "Fifteen"),
        "PAIR": QT_TRANSLATE_NOOP("engine", "Pair"),
        "PAIR_ROYAL": QT_TRANSLATE_NOOP("engine", "Three of a kind"),
        "DOUBLE_PAIR_ROYAL": QT_TRANSLATE_NOOP("engine", "Four of a kind"),
        "RUN": QT_TRANSLATE_NOOP("engine", "Run"),
        "FLUSH": QT_TRANSLATE_NOOP("engine", "Flush"),
        "NOBS": QT_TRANSLATE_NOOP("engine", "His nobs"),
        "HEELS": QT_TRANSLATE_NOOP("engine", "His heels"),
        "THIRTY_ONE": QT_TRANSLATE_NOOP("engine", "Thirty-one"),
        "GO": QT_TRANSLATE_NOOP("engine", "Go"),
        "LAST_CARD": QT_TRANSLATE_NOOP("engine", "Last card"),
        "PENALTY": QT_TRANSLATE_NOOP("engine", "Tiles left in hand"),
        # Reasons given with go points and at the end of a match.
        "go": QT_TRANSLATE_NOOP("engine", "Go"),
        "last_card": QT_TRANSLATE_NOOP("engine", "Last card"),
        "target": QT_TRANSLATE_NOOP("engine", "Reached the target"),
        "lowball": QT_TRANSLATE_NOOP("engine", "Lowball: the first to reach the target loses"),
        "rounds": QT_TRANSLATE_NOOP("engine", "Nobody reached the target: the highest score won"),
        "skunk": QT_TRANSLATE_NOOP("engine", "Skunk"),
        "double": QT_TRANSLATE_NOOP("engine", "Double skunk"),
        "lowball_disables_muggins": QT_TRANSLATE_NOOP(
            "engine", "Lowball is played without Muggins: hands are counted automatically."
        ),
        # Muggins answers.
        "accept": QT_TRANSLATE_NOOP("engine", "Accept"),
        "muggins": QT_TRANSLATE_NOOP("engine", "Muggins"),
        "overcount": QT_TRANSLATE_NOOP("engine", "Overcount"),
        # Cribbage phases.
        "discard": QT_TRANSLATE_NOOP("engine", "Discard to the crib"),
        "cut": QT_TRANSLATE_NOOP("engine", "Cut for the starter"),
        "pegging": QT_TRANSLATE_NOOP("engine", "The play"),
        "show": QT_TRANSLATE_NOOP("engine", "The show"),
        "over": QT_TRANSLATE_NOOP("engine", "Match over"),
        # Illegal actions: engine/base.py.
        "illegal": QT_TRANSLATE_NOOP("engine", "That move is not allowed now."),
        "match_over": QT_TRANSLATE_NOOP("engine", "The match is already over."),
        "nobody_to_act": QT_TRANSLATE_NOOP("engine", "Nobody is to act now."),
        "not_your_turn": QT_TRANSLATE_NOOP("engine", "It is not your turn."),
        "unknown_action": QT_TRANSLATE_NOOP("engine", "That move does not belong to this game."),
        # Illegal actions: dominoes.
        "tile_does_not_fit": QT_TRANSLATE_NOOP("engine", "{tile} does not fit there."),
        "end_required": QT_TRANSLATE_NOOP("engine", "Choose the end of the line for {tile}."),
        "tile_not_in_hand": QT_TRANSLATE_NOOP("engine", "{tile} is not in your hand."),
        "opening_has_no_end": QT_TRANSLATE_NOOP("engine", "{tile} opens the line, so it needs no end."),
        "must_play_drawn_tile": QT_TRANSLATE_NOOP("engine", "You drew {tile} and it fits, so you must play it now."),
        "must_play": QT_TRANSLATE_NOOP("engine", "You have something that fits, so you must play it."),
        "boneyard_empty": QT_TRANSLATE_NOOP("engine", "The boneyard is empty; there is nothing to draw."),
        "boneyard_not_empty": QT_TRANSLATE_NOOP(
            "engine", "You may pass only when the boneyard is empty; draw a tile instead."
        ),
        # Illegal actions: cribbage.
        "wrong_phase": QT_TRANSLATE_NOOP("engine", "That move is not possible at this stage of the deal."),
        "duplicate_cards": QT_TRANSLATE_NOOP("engine", "The same card is chosen twice."),
        "card_not_held": QT_TRANSLATE_NOOP("engine", "{card} is not in your hand."),
        "over_31": QT_TRANSLATE_NOOP("engine", "{card} would take the count past 31."),
        "counter_cannot_answer": QT_TRANSLATE_NOOP("engine", "Players do not answer their own count."),
        "partner_cannot_answer": QT_TRANSLATE_NOOP("engine", "A partner never answers their partner's count."),
        "answer_out_of_turn": QT_TRANSLATE_NOOP("engine", "It is not this player's turn to answer."),
        # Illegal actions: the muggins protocol (engine/muggins.py).
        "declaration_out_of_range": QT_TRANSLATE_NOOP("engine", "A declared count is a whole number from 0 to 29."),
        "bad_answer": QT_TRANSLATE_NOOP("engine", "The answer must be accept, muggins or overcount."),
        "stated_missing": QT_TRANSLATE_NOOP("engine", "A muggins call must say how many points it claims."),
        "stated_out_of_range": QT_TRANSLATE_NOOP("engine", "A muggins call claims from 1 to 29 points."),
        "stated_not_allowed": QT_TRANSLATE_NOOP("engine", "Only a muggins call names points."),
    },
)


# Codes whose sentence depends on a number: each needs the plural form of the
# reader's language, so the call must be a literal numerus translate().
_PLURAL_TEXTS: dict[str, Callable[[Mapping[str, object]], str]] = {
    "wrong_discard_count": lambda p: QCoreApplication.translate(
        "engine", "Lay away exactly %n card(s) to the crib.", None, _whole(p.get("needed", 1))
    ),
}


def _whole(value: object) -> int:
    """A count from an error's params (1 when it is not a whole number)."""
    return value if isinstance(value, int) else 1


class _KeepMissing(dict[str, object]):
    """Leaves unknown placeholders visible instead of raising KeyError."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _fill(text: str, params: Mapping[str, object]) -> str:
    if not params or "{" not in text:
        return text
    try:
        return string.Formatter().vformat(
            text, (), _KeepMissing({k: v if isinstance(v, (int, float)) else str(v) for k, v in params.items()})
        )
    except (ValueError, IndexError):
        return text


def has_engine_text(code: str) -> bool:
    """Whether ``code`` has a translatable text (tests check engine coverage)."""
    return code in _ENGINE_TEXTS or code in _PLURAL_TEXTS


def engine_text(code: str, fallback: str | None = None, **params: object) -> str:
    """``code`` in the current language; ``fallback`` (or the code) if unknown."""
    if code in _PLURAL_TEXTS:
        return _fill(_PLURAL_TEXTS[code](params), params)
    source = _ENGINE_TEXTS.get(code)
    if source is None:
        return _fill(fallback if fallback is not None else code, params)
    return _fill(QCoreApplication.translate(ENGINE_CONTEXT, source), params)


class Refused(Protocol):
    """What a refusal carries: the engine's ``IllegalAction`` or the controller's ``Refusal``."""

    @property
    def code(self) -> str: ...
    @property
    def message(self) -> str: ...
    @property
    def params(self) -> Mapping[str, object]: ...


def illegal_text(error: Refused) -> str:
    """A player-facing sentence for an ``IllegalAction`` (its English message
    is used only when the code is new and not yet translated)."""
    return engine_text(error.code, error.message, **dict(error.params or {}))


def points_text(points: int) -> str:
    """ "5 points" with the plural form the language needs."""
    return QCoreApplication.translate("engine", "%n point(s)", None, points)


# --------------------------------------------------------------------------
# Keys in any layout
# --------------------------------------------------------------------------
# A shortcut letter should work whatever keyboard layout is active. Two ways
# lead to it: the letter of the translated word (Д for «Добрати», П for
# «Пропустити») and the physical key (the key marked D types «в» in the
# Ukrainian layout). ``key_matches`` accepts both, plus the Latin letter.

# Letters of the translated action words, per Latin shortcut.
KEY_ALIASES: dict[str, str] = {
    "D": "Дд",  # dominoes: Draw / Добрати / Dobierz
    "P": "Пп",  # dominoes: Pass / Пропустити / Pasuj
    "R": "Рр",
    "N": "Нн",
    "H": "Хх",
    "A": "Аа",
    "M": "Мм",
    "O": "Оо",
}

# What the Ukrainian (ЙЦУКЕН) layout types on each Latin key.
_UK_LAYOUT = dict(zip("QWERTYUIOPASDFGHJKLZXCVBNM", "йцукенгшщзфівапролдячсмитьь", strict=False))
_UK_LAYOUT["S"] = "іы"

# Physical key codes of the Latin letters: X11/xcb keycodes (evdev + 8),
# Windows set-1 scan codes, macOS virtual key codes.
_ROWS = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")


def _codes(starts: tuple[int, int, int]) -> dict[str, int]:
    return {key: start + i for row, start in zip(_ROWS, starts, strict=True) for i, key in enumerate(row)}


_X11_CODES = _codes((24, 38, 52))
_WIN_CODES = _codes((0x10, 0x1E, 0x2C))
_MAC_CODES = {
    "A": 0,
    "S": 1,
    "D": 2,
    "F": 3,
    "H": 4,
    "G": 5,
    "Z": 6,
    "X": 7,
    "C": 8,
    "V": 9,
    "B": 11,
    "Q": 12,
    "W": 13,
    "E": 14,
    "R": 15,
    "Y": 16,
    "T": 17,
    "O": 31,
    "U": 32,
    "I": 34,
    "P": 35,
    "L": 37,
    "J": 38,
    "K": 40,
    "N": 45,
    "M": 46,
}


def _physical_letter(event: QKeyEvent) -> str | None:
    """The Latin letter printed on the key that was pressed, if known."""
    from PySide6.QtGui import QGuiApplication

    try:
        scan, virtual = int(event.nativeScanCode()), int(event.nativeVirtualKey())
    except (AttributeError, TypeError):
        return None
    platform = QGuiApplication.platformName() if QGuiApplication.instance() else ""
    if platform == "windows":
        if 0x41 <= virtual <= 0x5A:  # VK_A..VK_Z stay Latin in every layout
            return chr(virtual)
        return next((k for k, v in _WIN_CODES.items() if v == scan), None)
    if platform == "cocoa":
        return next((k for k, v in _MAC_CODES.items() if v == virtual), None)
    if platform in ("xcb", "wayland"):
        return next((k for k, v in _X11_CODES.items() if v == scan), None)
    return None


def key_matches(event: QKeyEvent, latin_key: str) -> bool:
    """Whether a key press means the Latin shortcut ``latin_key`` ("D").

    True for the Latin letter itself, for the letter of the translated word
    (Д, П), for the character the Ukrainian layout types on that key (в for
    D), and for the physical key where the platform reports it. Presses with
    Ctrl, Alt or Meta never match (they belong to menus).
    """
    from PySide6.QtCore import Qt

    letter = latin_key.upper()[:1]
    if not letter:
        return False
    modifiers = event.modifiers()
    blocked = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
    if modifiers & blocked:
        return False
    if event.key() == Qt.Key.__members__.get(f"Key_{letter}"):
        return True
    text = event.text()
    if text and (
        text.upper() == letter or text in KEY_ALIASES.get(letter, "") or text.lower() in _UK_LAYOUT.get(letter, "")
    ):
        return True
    return _physical_letter(event) == letter
