"""The shared ``tr`` (ui/text/tr.py): what it returns, and the module shape the catalogue tool relies on.

Every module that used to carry its own ``def tr`` now builds one from
``Translator(CONTEXT)``. The old copies came in three flavours (no count; a
count passed to Qt only; a count with the English "(s)" fallback); the shared
one keeps the fallback for counted calls only, which gives the same text for
every call in the package as long as a "(s)" message is always given its
count. The last test keeps that so.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.text.tr import Translator

ROOT = Path(__file__).resolve().parents[3]
UI = ROOT / "muggins_desktop" / "ui"
UNKNOWN = "NoSuchContext"  # no catalogue has it: Qt hands back the source text


@pytest.fixture
def app(qapp):
    """The app, switched back to English after each test."""
    yield qapp
    install_translator(qapp, "en")


def helper_modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if re.search(r"^tr = Translator\(CONTEXT\)$", p.read_text(), re.M))


def test_a_plain_message_is_what_qt_returns(app) -> None:
    tr = Translator(UNKNOWN)
    assert tr("Deal again") == QCoreApplication.translate(UNKNOWN, "Deal again") == "Deal again"
    assert tr("Keep (s) as written") == "Keep (s) as written"  # no count, no plural guess


@pytest.mark.parametrize("n, expected", [(0, "0 tiles"), (1, "1 tile"), (2, "2 tiles"), (21, "21 tiles")])
def test_a_counted_message_fills_n_and_resolves_the_english_plural(app, n, expected) -> None:
    assert Translator(UNKNOWN)("%n tile(s)", n) == expected


def test_a_counted_message_goes_through_the_catalogue(app) -> None:
    tr = Translator("CribbageTexts")
    assert tr("%n point(s)", 1) == QCoreApplication.translate("CribbageTexts", "%n point(s)", None, 1) == "1 point"
    install_translator(app, "uk")
    assert tr("%n point(s)", 5) == QCoreApplication.translate("CribbageTexts", "%n point(s)", None, 5)
    assert "(s)" not in tr("%n point(s)", 5)


def test_a_translator_names_its_context() -> None:
    assert Translator("TableKeys").context == "TableKeys"
    assert repr(Translator("TableKeys")) == "Translator('TableKeys')"


def test_every_helper_module_names_its_context_on_a_line_of_its_own() -> None:
    """tools/i18n.py reads ``CONTEXT = "X"`` to tell lupdate where each ``tr`` text belongs."""
    modules = helper_modules()
    assert len(modules) >= 34
    for path in modules:
        assert re.search(r'^CONTEXT = "[A-Za-z]+"', path.read_text(), re.M), path


def test_no_module_keeps_a_tr_of_its_own() -> None:
    own = [
        f"{p.relative_to(ROOT)}:{node.lineno}"
        for p in sorted(UI.rglob("*.py"))
        for node in ast.parse(p.read_text()).body
        if isinstance(node, ast.FunctionDef) and node.name == "tr"
    ]
    assert own == []


def test_every_plural_message_is_given_its_count() -> None:
    """Without a count a "(s)" would reach the screen as is (the fallback needs the number)."""
    uncounted = [
        f"{path.relative_to(ROOT)}:{call.lineno}"
        for path in helper_modules()
        for call in ast.walk(ast.parse(path.read_text()))
        if isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id == "tr"
        and call.args
        and isinstance(call.args[0], ast.Constant)
        and "(s)" in str(call.args[0].value)
        and len(call.args) < 2
        and not call.keywords
    ]
    assert uncounted == []
