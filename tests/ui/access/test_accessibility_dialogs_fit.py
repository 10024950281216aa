"""The three cribbage count dialogs fit an 800x600 window at 1.5x and 2x text.

Each dialog is opened (``open()``, never ``exec()``) over a real main window
of 800x600 in English, Ukrainian and Polish. It must lie inside the window,
every button and input must be wholly visible (none scrolled or cut away),
no label may be cut (a one-line label is as wide as its text, a wrapped one
as tall as its lines), and the settlement's breakdown shows whole lines.
At 1.0x nothing scrolls: the dialogs look as they did.

Set ``MUGGINS_FIT_PNG=DIR`` to save each dialog as a PNG to look at.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLabel, QLineEdit, QWidget

from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import apply_settings
from muggins_desktop.ui.cribbage.dialogs.counts import (
    AnswerDialog,
    DeclareDialog,
    SettlementDialog,
    SettlementInfo,
)
from muggins_desktop.ui.cribbage.dialogs.fit import DialogBody
from muggins_desktop.ui.text.i18n import install_translator

HAND = parse_cards("5H 5D JS 4C")
STARTER = parse_cards("6S")[0]
BIG_HAND = parse_cards("5H 5D 5S JC")  # 29 points: ten breakdown lines
BIG_STARTER = parse_cards("5C")[0]
# Long names, as players type them (they wrap the headlines).
COUNTER, ANSWERER = "Христина-Олександра", "Małgorzata Wiśniewska"
WINDOW = (800, 600)


def _settings(scale: float) -> Settings:
    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    settings.text_scale = scale
    return settings


@pytest.fixture
def window(qtbot, qapp, request):
    """A real main window of 800x600 at the text size and language asked for."""
    scale, language = request.param
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = _settings(scale)
    apply_settings(qapp, settings)
    install_translator(qapp, language)
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(*WINDOW)
    win.show()
    qtbot.waitExposed(win)
    win.fit_tag = f"{language}-{scale}"
    yield win
    install_translator(qapp, "en")
    apply_settings(qapp, _settings(1.0))


def _settlement_info(big: bool) -> SettlementInfo:
    cards, starter = (BIG_HAND, BIG_STARTER) if big else (HAND, STARTER)
    score = score_hand(cards, starter, crib=False)
    return SettlementInfo(
        COUNTER,
        False,
        list(cards),
        starter,
        14,
        score.total,
        list(score.items),
        answers=[(ANSWERER, "muggins", 3), ("Bob", "overcount", None)],
        changes=[(ANSWERER, -3), (COUNTER, 3)],
    )


def _make(kind: str, parent: QWidget):
    if kind == "declare":
        return DeclareDialog(HAND, STARTER, crib=True, counter_name=COUNTER, parent=parent)
    if kind == "answer-crib":
        return AnswerDialog(COUNTER, HAND, STARTER, 14, crib=True, answerer_name=ANSWERER, parent=parent)
    if kind == "answer-hand":
        return AnswerDialog(COUNTER, BIG_HAND, BIG_STARTER, 29, crib=False, answerer_name=ANSWERER, parent=parent)
    return SettlementDialog(_settlement_info(kind == "settlement-29"), parent)


def _open(qtbot, window, kind: str):
    dialog = _make(kind, window)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    out = os.environ.get("MUGGINS_FIT_PNG")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(Path(out) / f"{kind}-{window.fit_tag}.png"))
    return dialog


def _in_dialog(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def _shown_text(label: QLabel) -> str:
    """The label's text as drawn: mnemonic ampersands go, '&&' is one '&'."""
    return re.sub(r"&(.)", r"\1", label.text())


def _cut_labels(dialog: QWidget) -> list[str]:
    cut = []
    for label in dialog.findChildren(QLabel):
        if not label.isVisibleTo(dialog) or not label.text():
            continue
        room = label.contentsRect()
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height():
                cut.append(f"{label.text()[:40]!r}: {need} px tall in {label.height()}")
        else:
            widest = max(label.fontMetrics().horizontalAdvance(line) for line in _shown_text(label).split("\n"))
            if widest > room.width():
                cut.append(f"{label.text()[:40]!r}: {widest} px wide in {room.width()}")
    return cut


def _hidden_controls(dialog: QWidget) -> list[str]:
    """Buttons and inputs not wholly shown (outside the dialog or scrolled out of view)."""
    hidden = []
    for control in dialog.findChildren(QWidget):
        if not isinstance(control, (QAbstractButton, QAbstractSpinBox, QLineEdit)):
            continue
        if not control.isVisibleTo(dialog) or isinstance(control.parentWidget(), QAbstractSpinBox):
            continue
        name = getattr(control, "text", lambda c=control: c.objectName())() or control.objectName()
        if not dialog.rect().contains(_in_dialog(control, dialog)):
            hidden.append(f"{name!r} at {_in_dialog(control, dialog)} outside {dialog.rect()}")
        elif control.visibleRegion().boundingRect() != control.rect():
            hidden.append(f"{name!r} partly hidden: {control.visibleRegion().boundingRect()} of {control.rect()}")
    return hidden


def _check_fits(window, dialog) -> None:
    area = window.frameGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    assert dialog.height() <= WINDOW[1] and dialog.width() <= WINDOW[0]
    assert _hidden_controls(dialog) == []
    assert _cut_labels(dialog) == []
    strip = dialog.strip
    assert strip.width() >= strip.sizeHint().width() and strip.height() >= strip.sizeHint().height()
    rects = [rect for _card, rect in strip.card_rects()]
    assert rects[0].left() >= 0 and rects[-1].right() <= strip.width()


SIZES = [(scale, language) for scale in (1.5, 2.0) for language in ("en", "uk", "pl")]
KINDS = ["declare", "answer-crib", "answer-hand", "settlement", "settlement-29"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("window", SIZES, indirect=True, ids=[f"{s}x-{lang}" for s, lang in SIZES])
def test_a_count_dialog_fits_an_800x600_window_at_a_large_text_size(qtbot, window, kind):
    dialog = _open(qtbot, window, kind)
    _check_fits(window, dialog)
    dialog.done(0)


@pytest.mark.parametrize("window", SIZES, indirect=True, ids=[f"{s}x-{lang}" for s, lang in SIZES])
def test_the_answer_buttons_and_the_declared_count_stay_in_view(qtbot, window):
    dialog = _open(qtbot, window, "answer-crib")
    for widget in (
        dialog.accept_button,
        dialog.muggins_button,
        dialog.overcount_button,
        dialog.stated,
        dialog.declared_label,
        dialog.accept_hint,
        dialog.muggins_hint,
        dialog.overcount_hint,
    ):
        assert widget.visibleRegion().boundingRect() == widget.rect(), widget.objectName()
    # The cards being answered are wholly in view too.
    assert dialog.strip.visibleRegion().boundingRect() == dialog.strip.rect()
    dialog.done(0)


@pytest.mark.parametrize("kind", ["settlement", "settlement-29"])
@pytest.mark.parametrize("window", SIZES, indirect=True, ids=[f"{s}x-{lang}" for s, lang in SIZES])
def test_every_breakdown_line_is_shown_whole(qtbot, window, kind):
    dialog = _open(qtbot, window, kind)
    listing = dialog.breakdown
    assert listing.horizontalScrollBar().maximum() == 0
    view = listing.viewport().width()
    metrics = listing.fontMetrics()
    shown = min(listing.count(), 12)  # the box shows a dozen lines; more scroll inside it
    for row in range(listing.count()):
        item = listing.item(row)
        if row >= shown:
            listing.scrollToItem(item)
        rect = listing.visualItemRect(item)
        assert metrics.horizontalAdvance(item.text()) <= min(rect.width(), view), item.text()
        assert 0 <= rect.top() and rect.bottom() <= listing.viewport().height(), item.text()
    assert (listing.verticalScrollBar().maximum() > 0) == (listing.count() > shown)
    # The gains and losses and the Continue button never scroll away.
    for widget in (dialog.result, dialog.ok):
        assert widget.visibleRegion().boundingRect() == widget.rect()
    dialog.done(0)


@pytest.mark.parametrize("window", [(2.0, "uk")], indirect=True, ids=["2.0x-uk"])
def test_only_the_body_scrolls_and_the_keyboard_can_reach_it(qtbot, window):
    dialog = _open(qtbot, window, "settlement-29")
    body = dialog.findChild(DialogBody)
    assert body.capped and body.scrolls()
    assert body.focusPolicy() != body.focusPolicy().NoFocus  # Tab reaches it; arrows scroll
    assert dialog.ok not in body.findChildren(QAbstractButton)
    dialog.done(0)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "window", [(1.0, lang) for lang in ("en", "uk", "pl")], indirect=True, ids=["1.0x-en", "1.0x-uk", "1.0x-pl"]
)
def test_at_the_normal_text_size_nothing_scrolls(qtbot, window, kind):
    dialog = _open(qtbot, window, kind)
    body = dialog.findChild(DialogBody)
    assert not body.capped and not body.scrolls()
    assert body.focusPolicy() == body.focusPolicy().NoFocus  # the Tab order is as it was
    _check_fits(window, dialog)
    dialog.done(0)


@pytest.mark.parametrize(
    "window", [(2.0, lang) for lang in ("en", "uk", "pl")], indirect=True, ids=["2.0x-en", "2.0x-uk", "2.0x-pl"]
)
def test_the_declare_error_line_fits_when_it_appears(qtbot, window):
    dialog = _open(qtbot, window, "declare")
    dialog.reject()  # "Declare a count to go on.", the longer of its two messages
    assert dialog.isVisible() and dialog.error.text()
    qtbot.waitUntil(lambda: not _cut_labels(dialog))
    _check_fits(window, dialog)
    dialog.done(0)


@pytest.mark.parametrize("window", [(2.0, "uk")], indirect=True, ids=["2.0x-uk"])
def test_a_tiny_window_does_not_squeeze_the_dialog_below_the_screen(qtbot, window):
    window.setMinimumSize(0, 0)
    window.resize(420, 300)  # smaller than MIN_ROOM: the screen bounds the dialog instead
    qtbot.waitUntil(lambda: window.width() < 480)  # (its layout keeps it a little taller)
    dialog = _open(qtbot, window, "answer-crib")
    screen = window.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry())
    assert dialog.height() > window.height()
    assert _hidden_controls(dialog) == [] and _cut_labels(dialog) == []
    dialog.done(0)
