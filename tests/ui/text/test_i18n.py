"""Translations: loading, switching at run time, plural forms, completeness.

The completeness checks read the committed .ts files and re-run Qt's lupdate
into a temporary folder, so they fail as soon as a new visible string is added
to the UI without being extracted and translated into Ukrainian and Polish.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from muggins_desktop.ui.text import i18n
from muggins_desktop.ui.text.i18n import (
    engine_text,
    has_engine_text,
    illegal_text,
    install_translator,
    points_text,
    resolve_language,
)

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "muggins_desktop" / "engine"
RULES = ROOT / "resources" / "rules"


def _load_tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["i18n_tool"] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


@pytest.fixture
def app(qapp):
    """The app, switched back to English after each test."""
    yield qapp
    install_translator(qapp, "en")


# ------------------------------------------------------------ languages
@pytest.mark.parametrize(
    "setting, expected",
    [("uk", "uk"), ("pl", "pl"), ("en", "en"), ("uk_UA", "uk"), ("pl-PL", "pl"), ("de", "en"), ("", "en")],
)
def test_settings_resolve_to_a_shipped_language(setting, expected):
    assert resolve_language(setting) == expected


def test_system_language_is_one_we_ship():
    assert resolve_language("system") in i18n.LANGUAGES


@pytest.mark.parametrize("language, fifteen", [("en", "Fifteen"), ("uk", "П’ятнадцять"), ("pl", "Piętnastka")])
def test_each_language_loads(app, language, fifteen):
    assert install_translator(app, language) == language
    assert i18n.current_language() == language
    assert engine_text("FIFTEEN") == fifteen


def test_qt_standard_buttons_follow_the_language(app):
    install_translator(app, "pl")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"
    install_translator(app, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize(
    "language, expected",
    [
        ("en", {1: "1 point", 2: "2 points", 5: "5 points"}),
        ("uk", {1: "1 бал", 2: "2 бали", 4: "4 бали", 5: "5 балів", 11: "11 балів", 21: "21 бал", 22: "22 бали"}),
        ("pl", {1: "1 punkt", 2: "2 punkty", 4: "4 punkty", 5: "5 punktów", 12: "12 punktów", 22: "22 punkty"}),
    ],
)
def test_plural_forms(app, language, expected):
    install_translator(app, language)
    assert {n: points_text(n) for n in expected} == expected


def test_switching_retranslates_open_widgets_without_restart(app, qtbot):
    from muggins_desktop.ui.dialogs.rules import RulesDialog

    install_translator(app, "en")
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules"
    assert "How to play" in dialog.browser.toPlainText()
    install_translator(app, "uk")
    assert dialog.windowTitle() == "Правила"
    assert "Як грати" in dialog.browser.toPlainText()
    install_translator(app, "pl")
    assert dialog.windowTitle() == "Zasady"
    assert "Jak grać" in dialog.browser.toPlainText()


def test_switching_retranslates_the_main_window(app, qtbot):
    main_window = pytest.importorskip("muggins_desktop.ui.window.main_window")
    from muggins_desktop.storage.settings import Settings

    window = main_window.MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    install_translator(app, "en")
    english = window.menu_actions.game_menu.title()
    install_translator(app, "uk")
    ukrainian = window.menu_actions.game_menu.title()
    install_translator(app, "pl")
    polish = window.menu_actions.game_menu.title()
    assert len({english, ukrainian, polish}) == 3
    install_translator(app, "en")
    assert window.menu_actions.game_menu.title() == english


# ------------------------------------------------------------ engine codes
def _engine_error_codes() -> set[str]:
    codes = set()
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        codes.update(re.findall(r'IllegalAction\(\s*"([a-z0-9_]+)"', text))
    return codes


def test_every_engine_error_code_has_a_translatable_text():
    codes = _engine_error_codes()
    assert codes, "no IllegalAction codes found: has the engine moved?"
    missing = sorted(c for c in codes if not has_engine_text(c))
    assert not missing, f"add these codes to _ENGINE_TEXTS in ui/text/i18n.py: {missing}"


def test_every_score_kind_and_answer_has_a_text():
    from muggins_desktop.engine import muggins as mg
    from muggins_desktop.engine.cribbage import scoring

    kinds = {v for k, v in vars(scoring).items() if k.isupper() and isinstance(v, str) and v.isupper()}
    assert {"FIFTEEN", "PAIR", "RUN", "FLUSH", "NOBS"} <= kinds
    for code in kinds | set(mg.ANSWERS) | {"discard", "cut", "pegging", "show", "over"}:
        assert has_engine_text(code), code


def test_engine_errors_are_translated_with_their_params(app):
    from muggins_desktop.engine.errors import IllegalAction

    error = IllegalAction("tile_not_in_hand", "[2|5] is not in your hand.", tile="[2|5]")
    assert illegal_text(error) == "[2|5] is not in your hand."
    install_translator(app, "uk")
    text = illegal_text(error)
    assert "[2|5]" in text and text != error.message
    install_translator(app, "pl")
    assert engine_text("wrong_discard_count", needed=2) == "Odłóż do kriba dokładnie 2 karty."
    assert engine_text("wrong_discard_count", needed=1) == "Odłóż do kriba dokładnie 1 kartę."


def test_unknown_codes_fall_back_to_the_english_message():
    from muggins_desktop.engine.errors import IllegalAction

    assert illegal_text(IllegalAction("brand_new_code", "Something new.")) == "Something new."


# ------------------------------------------------------------ catalogues
def test_translations_are_complete_and_up_to_date():
    """Fails when a visible string is missing from a translation, when the .ts
    files are stale against the sources, or when a .qm is missing."""
    problems = tool.problems()
    assert not problems, "run `python3 tools/i18n.py all`, then translate:\n" + "\n".join(problems[:40])


_MARKERS = re.compile(r"%n|%L?\d|\{[a-z_]+\}")


@pytest.mark.parametrize("language", ["uk", "pl"])
def test_translations_keep_placeholders(language):
    for m in tool.read_ts(tool.ts_path(language)):
        want = sorted(set(_MARKERS.findall(m.source)))
        for text in m.translations:
            have = sorted(set(_MARKERS.findall(text)))
            # A plural form may spell out the number ("одне очко"), never add one.
            if m.numerus:
                assert set(have) <= set(want) | {"%n"}, (m.source, text)
            else:
                assert have == want, (m.source, text)


@pytest.mark.parametrize("language", ["uk", "pl"])
def test_compiled_catalogues_match_the_sources(language):
    """The committed .qm holds exactly the committed .ts translations."""
    translator = QTranslator()
    assert translator.load(str(tool.qm_path(language)))
    for m in tool.read_ts(tool.ts_path(language)):
        if m.numerus:
            continue
        got = translator.translate(m.context, m.source, m.comment or None)
        assert got == m.translations[0], (m.context, m.source)


# ------------------------------------------------------------ rules pages
@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_rules_pages_exist_with_their_pictures(language):
    page = RULES / f"rules_{language}.html"
    html = page.read_text(encoding="utf-8")
    pictures = re.findall(r'<img src="([^"]+)"', html)
    assert {"end-double.png", "muggins-hand.png"} <= set(pictures)
    for name in pictures:
        assert (RULES / name).is_file(), name
    # Every section of the rules is there (the anchors the table of contents uses).
    for anchor in ("dominoes", "cribbage", "muggins", "app"):
        assert f'name="{anchor}"' in html
    # The settlement example covers every row of the worked table in RULES.md B3.
    assert html.count("<tr>") >= 9 + 1 + 5 + 1 + 3 + 1


# ------------------------------------------------------------ the players' own words (issue 17)
_UK_OLD_TERMS = re.compile(
    r"(?<![\w’])(кіст\w*|базар\w*|очк[оаиу]\w*|очок|прикуп\w*|криббедж\w*|переб[іо]р\w*|"
    r"мет[аиуі]|метою|гравцеві|ланцюж\w*|заперечен\w*)(?![\w’])|«[Рр]иб[аи]»",
    re.IGNORECASE,
)
_PL_OLD_TERMS = re.compile(r"\b(kribu|graczowi|żądasz|żąda \d|wezwa\w*)\b|„pas”", re.IGNORECASE)
# Cribbage's go has its own word: never the dominoes pass (uk «пас», pl «pasować», in any form).
_UK_PASS = re.compile(r"(?<![\w’])пас\w*", re.IGNORECASE)
_PL_PASS = re.compile(r"\b(s?pasow\w*)", re.IGNORECASE)
_CRIBBAGE_CONTEXTS = {
    "AnswerDialog",
    "CardStrip",
    "CribbageTable",
    "CribbageTexts",
    "DeclareDialog",
    "SeatPlaque",
    "SettlementDialog",
    "TrainerDialog",
}
_GO = re.compile(r"\bgo\b", re.IGNORECASE)


def _translations(language):
    return {(m.context, m.source): m.translations for m in tool.read_ts(tool.ts_path(language))}


def test_ukrainian_uses_the_sources_terms_in_catalogue_and_rules():
    found = [(c, s, t) for (c, s), texts in _translations("uk").items() for t in texts if _UK_OLD_TERMS.search(t)]
    assert not found, found[:5]
    rules = (RULES / "rules_uk.html").read_text(encoding="utf-8")
    assert not _UK_OLD_TERMS.search(rules), _UK_OLD_TERMS.search(rules)
    for term in ("плитк", "запас", "бал", "заблоковано", "ціл", "криб", "крибедж"):
        assert term in rules, term


def test_ukrainian_key_phrases():
    uk = _translations("uk")
    assert uk[("StoragePrompts", "Leave this match?")] == ("Вийти з матчу?",)
    badge = uk[("SeatPlaque", "D")][0]
    assert badge not in ("З", "з") and len(badge) >= 2  # a lone З reads as the digit 3
    assert uk[("engine", "Overcount")] == ("Завищення",)
    assert uk[("engine", "%n point(s)")] == ("%n бал", "%n бали", "%n балів")


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_help_menu_items_have_different_alt_letters(language):
    items = ("&Rules", "&About Muggins")
    texts = _translations(language) if language != "en" else {}
    letters = []
    for source in items:
        text = texts.get(("MainWindow", source), (source,))[0]
        letters.append(re.search(r"&(\w)", text).group(1).lower())
    assert len(set(letters)) == len(letters), letters


def test_polish_declaration_call_go_and_kriba():
    pl = _translations("pl")
    found = [(c, s, t) for (c, s), texts in pl.items() for t in texts if _PL_OLD_TERMS.search(t)]
    assert not found, found[:5]
    assert pl[("engine", "Go")] == ("Go",)
    assert pl[("DeclareDialog", "&Declare")] == ("&Podaj",)
    assert pl[("CribbageTable", "Declared: %1")] == ("Podano: %1",)
    assert (
        "zgłoszenie" in pl[("SettlementDialog", "%1 was wrong: no points were missed, so the %3 claimed go to %2.")][0]
    )
    rules = (RULES / "rules_pl.html").read_text(encoding="utf-8")
    assert not _PL_OLD_TERMS.search(rules)
    assert "Całe zgłoszenie było fałszywe" not in rules


@pytest.mark.parametrize("language, old", [("uk", "В, Д, К"), ("pl", "W, D, K")])
def test_rules_name_court_cards_as_the_cards_show_them(language, old):
    rules = (RULES / f"rules_{language}.html").read_text(encoding="utf-8")
    assert old not in rules and "J, Q, K" in rules


def test_polish_muggins_claim_reads_right_for_every_number(app):
    from muggins_desktop.ui.cribbage import texts

    install_translator(app, "pl")
    for n, words in ((1, "za 1 punkt"), (3, "za 3 punkty"), (5, "za 5 punktów"), (22, "za 22 punkty")):
        line = QCoreApplication.translate("CribbageTexts", "You call muggins, claiming %2.").replace(
            "%2", texts.points(n)
        )
        assert words in line, line


def _cribbage_texts(language):
    """Every translation of a cribbage text: the cribbage contexts, and any message about go."""
    return [
        (c, src, t)
        for (c, src), texts in _translations(language).items()
        for t in texts
        if c in _CRIBBAGE_CONTEXTS or _GO.search(src)
    ]


def _cribbage_rules(language):
    """The rules page from the cribbage section to the coach (cribbage and its Muggins rule)."""
    html = (RULES / f"rules_{language}.html").read_text(encoding="utf-8")
    return html[html.index('name="cribbage"') : html.index('name="coach"')]


@pytest.mark.parametrize("language, passing", [("uk", _UK_PASS), ("pl", _PL_PASS)])
def test_cribbage_go_is_never_the_dominoes_pass(language, passing):
    found = [(c, src, t) for c, src, t in _cribbage_texts(language) if passing.search(t)]
    assert not found, found[:5]
    assert not passing.search(_cribbage_rules(language)), passing.search(_cribbage_rules(language))
    go = _translations(language)[("engine", "Go")][0]
    assert go.lower() in _cribbage_rules(language).lower()
    # The dominoes pass keeps its word.
    assert _translations(language)[("Coach", "Pass")][0] == {"uk": "Пропустити хід", "pl": "Pasuj"}[language]


def test_ukrainian_terms_of_the_third_review():
    uk = _translations("uk")
    assert uk[("engine", "Flush")] == ("Флеш",) and uk[("TrainerDialog", "Flush")] == ("Флеш",)
    assert uk[("engine", "Go")] == ("Ґо",) and uk[("SeatPlaque", "GO")] == ("ҐО",)
    for context in ("AnswerDialog", "DeclareDialog", "SettlementDialog", "TrainerDialog"):
        assert uk[(context, "Starter")] == ("Стартова карта",), context
    assert "виходить" not in uk[("DominoTable", "Round %1: %2 went out")][0]
    assert "Кінці" not in uk[("MatchSummary", "Round ends")][0]
    assert "Звичайно" not in uk[("SettingsDialog", "Normal")]
    assert "завищення" in uk[("SettlementDialog", "%1 was wrong: the count was not too high, so nothing changes.")][0]
    rules = (RULES / "rules_uk.html").read_text(encoding="utf-8")
    assert "<b>Флеш</b>" in rules and "<b>Масть</b>" not in rules


def test_polish_terms_of_the_third_review():
    pl = _translations("pl")
    assert pl[("StatsDialog", "Calls won")] == ("Trafne zgłoszenia",)
    assert "wychodzi" not in pl[("DominoTable", "Round %1: %2 went out")][0]
    assert "Końce" not in pl[("MatchSummary", "Round ends")][0]
    assert "pasuje" not in pl[("DominoTable", "pass (the boneyard is empty)")][0]
    assert (
        "żądanie" not in pl[("AnswerDialog", "Claim points they missed (if they missed none, they get your claim).")][0]
    )
    declaring = [
        t
        for (c, src), texts in pl.items()
        for t in texts
        if c in ("CribbageTable", "DeclareDialog") and "eclare" in src
    ]
    assert declaring and not any(re.search(r"podaj\w* (swoje )?liczenie", t) for t in declaring), declaring
    rules = (RULES / "rules_pl.html").read_text(encoding="utf-8")
    assert not re.search(r"poda\w* liczenie", rules)


# ------------------------------------------------------------ issue 50: the sources' words, one word a thing
# Forms the review of issue 50 found, refused in every translation of the language.
_UK_ISSUE_50 = re.compile(
    r"(?<![\w’])([Рр]озклад\w*|[Шш]траф\w*|викликач\w*|[Рр]озраховано|пари|пасу\w*|Пас)(?![\w’])"
    r"|до більшості|у %2 кращий|криб ваш|%1 місця|[Зз]а ходи|Muggins|Lowball"
)
_PL_ISSUE_50 = re.compile(
    r"\b([Uu]kład\w*|[Rr]ozlicz\w*|[Rr]esetuj)\b|pięty|do większości|[Pp]rawdziwa wartość|Dane skunksy"
    r"|Skunksy zadane|Góra/Dół|kliknij „Odłóż”|Zapis zapisano|%1 miejsca|od nowa od|menu Gra\b"
)
# A match is «матч» / «mecz»; «партія» / «partia» is a game of a series.
_MATCH_ONLY = re.compile(r"\bmatch", re.IGNORECASE)
_GAME = re.compile(r"\bgames?\b", re.IGNORECASE)
_GAME_WORD = {"uk": re.compile(r"парті", re.IGNORECASE), "pl": re.compile(r"\bparti", re.IGNORECASE)}


@pytest.mark.parametrize("language, refused", [("uk", _UK_ISSUE_50), ("pl", _PL_ISSUE_50)], ids=["uk", "pl"])
def test_issue_50_forms_never_come_back(language, refused):
    found = [(c, src, t) for (c, src), texts in _translations(language).items() for t in texts if refused.search(t)]
    assert not found, found[:5]


@pytest.mark.parametrize("language", ["uk", "pl"])
def test_a_match_is_never_called_a_game_of_a_series(language):
    found = [
        (c, src, t)
        for (c, src), texts in _translations(language).items()
        for t in texts
        if _MATCH_ONLY.search(src) and not _GAME.search(src) and _GAME_WORD[language].search(t)
    ]
    assert not found, found[:5]


def test_ukrainian_terms_of_issue_50():
    uk = _translations("uk")
    # deduction: the source's «списання за залишки»; the column shows the tiles, not a count
    assert uk[("DominoTable", "Penalty")] == ("Списання",)
    assert uk[("DominoTable", "Tiles left")] == ("Залишки",)
    assert uk[("MatchSummary", "Round ends")] == ("Списання за залишки",)
    assert uk[("MatchSummary", "From play")] == ("За викладання",)
    # the deal number is the same words in the Matches window and everywhere else
    assert uk[("MatchesWindow", "Deal number")] == uk[("DealOptions", "Deal number")] == ("Номер роздачі",)
    assert uk[("FairDeals", "Deal %1")] == ("Роздача %1",)
    assert "більшості з %1 партій" in uk[("FairDeals", "best of %1")][0]
    assert uk[("MatchRows", "%1: %2 did better with the same cards, %3 over both")][0].startswith("%1: кращий")
    assert uk[("SeriesStats", "Games")] == ("Партії",)
    assert (
        uk[("SettlementDialog", "Count settled")] == uk[("CribbageTable", "Count settled")] == ("Підрахунок вирішено",)
    )
    for context in ("CribbageTable", "TableReader"):
        assert uk[(context, "dealer")] == ("здавальник",), context
    assert uk[("Coach", "Hand %1, dealer: %2")] == ("Роздача %1, здавальник: %2",)
    assert uk[("DominoTable", "Pass (P)")] == ("Пропуск (P)",)
    assert uk[("MatchRows", "Lowball")] == ("Лоубол",)
    assert uk[("App", "Muggins")] == ("Маґґінс",)
    assert uk[("MatchRows", "partnerships")] == ("партнерська гра",)
    assert "%1 місць" not in uk[("Storage", "it lists %1 seats for a match of %2 players")][0]


def test_polish_terms_of_issue_50():
    pl = _translations("pl")
    # "selected" follows a card (feminine) and a tile (masculine): a form without gender
    assert pl[("TableReader", "selected")] == ("wybrano",)
    assert pl[("MatchesWindow", "Deal number")] == pl[("DealOptions", "Deal number")] == ("Numer rozdania",)
    assert pl[("FairDeals", "Deal %1")] == ("Rozdanie %1",)
    assert "większości z %1 partii" in pl[("FairDeals", "best of %1")][0]
    assert pl[("SettlementDialog", "Count settled")] == ("Liczenie rozstrzygnięte",)
    assert pl[("CribbageTexts", "Settled")] == ("Rozstrzygnięto",)
    assert pl[("SettlementDialog", "True count: %1")] == ("Prawdziwe liczenie: %1",)
    assert pl[("SettlementDialog", "How the count is made up")] == ("Rozbicie punktów",)
    assert pl[("SeriesBoard", "Skunks given")] == pl[("SeriesStats", "Skunks given")] == ("Zadane skunksy",)
    assert pl[("StatsDialog", "&Reset statistics…")] == ("&Wyzeruj statystyki…",)
    assert pl[("SettingsDialog", "On")] == ("Włączone",) and pl[("SettingsDialog", "Off")] == ("Wyłączone",)
    assert pl[("TrainerDialog", "Your count:")] == ("Twoja liczba:",)
    assert pl[("engine", "His heels")] == ("Heels",) and pl[("engine", "His nobs")] == ("Nobs",)
    for source in ("&Dominoes players:", "C&ribbage players:"):
        assert pl[("SettingsDialog", source)][0].startswith("Liczba graczy"), source
    for source in (
        "You win the match. Start a new game from the Game menu.",
        "%1 wins the match. Start a new game from the Game menu.",
    ):
        assert "menu „Gra”" in pl[("DominoTable", source)][0], source
