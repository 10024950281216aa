"""Helpers that play cribbage through the real window, as a person would.

Cards and buttons on the table are clicked through the view's viewport, the
Muggins dialogs are driven with key presses and button clicks. The person's
decisions come from small policies so each test can arrange what it checks
(a wrong count, a muggins call, an overcount).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, Qt

from muggins_desktop.ai import make_player as real_make_player
from muggins_desktop.engine.cribbage import Declare, Respond, score_hand
from muggins_desktop.storage.settings import Settings as StorageSettings
from muggins_desktop.ui.cribbage.dialogs.counts import (
    AnswerDialog,
    DeclareDialog,
)


def Settings(**changes: object) -> StorageSettings:  # reads like the class it builds
    """Fast settings for tests: no pauses, no animations (storage's one type)."""
    values: dict[str, object] = dict(
        player_name="Ann",
        seat_levels=["random", "random", "random"],
        cribbage_target=61,
        animation_ms=0,
        ai_pause_ms=0,
        ai_budget_ms=10,
        language="en",
        confirm_leave=False,
    )
    values.update(changes)
    return StorageSettings(**values)  # type: ignore[arg-type]


NAMES = ["Ann", "Bob", "Cy", "Di"]


def seats(kinds: list[str], level: str = "easy") -> list[dict[str, Any]]:
    """Seats from kinds: "human", "computer" (at ``level``) or "miscount"."""
    out = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            out.append({"name": NAMES[i], "kind": "human", "level": None})
        else:
            out.append({"name": NAMES[i], "kind": "computer", "level": "miscount" if kind == "miscount" else level})
    return out


def start(
    window: Any,
    kinds: list[str],
    seed: int,
    *,
    target: int = 61,
    muggins: bool = True,
    lowball: bool = False,
    partnerships: bool = False,
) -> Any:
    options = {
        "players": len(kinds),
        "partnerships": partnerships,
        "target": target,
        "muggins": muggins,
        "lowball": lowball,
    }
    return window.start_match(
        {"game": "cribbage", "players": len(kinds), "seats": seats(kinds), "options": options}, seed=seed
    )


class Miscounter:
    """A computer seat that plays like ``easy`` but declares wrong counts.

    It alternates between counting short (so a muggins call pays) and
    counting over (so an overcount call pays), and accepts every count.
    """

    level = "miscount"

    def __init__(self, seed: int | None) -> None:
        self.inner = real_make_player("cribbage", "easy", seed=seed, budget_ms=10)
        self.declared: list[tuple[int, int]] = []  # (true, declared)

    def choose(self, view: Any) -> Any:
        pending = view.pending
        if view.phase == "show" and pending is not None and pending.declared is None:
            true = score_hand(pending.cards, pending.starter, pending.crib).total
            if len(self.declared) % 2 == 0 and true >= 2:
                declared = true - 2
            else:
                declared = min(29, true + 3)
            self.declared.append((true, declared))
            return Declare(declared)
        if view.phase == "show" and pending is not None:
            return Respond("accept")
        return self.inner.choose(view)


def install_miscounters(monkeypatch: Any) -> list[Miscounter]:
    """Seats with level "miscount" get a ``Miscounter`` (the controller asks
    ``muggins_desktop.ai.make_player`` for its computer players)."""
    made: list[Miscounter] = []

    def factory(game: str, level: str, seed: int | None = None, budget_ms: int = 200) -> Any:
        if level == "miscount":
            player = Miscounter(seed)
            made.append(player)
            return player
        return real_make_player(game, level, seed=seed, budget_ms=budget_ms)

    monkeypatch.setattr("muggins_desktop.ai.make_player", factory)
    return made


def click_scene_point(qtbot: Any, view: Any, point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def click_card(qtbot: Any, table: Any, item: Any) -> None:
    """Click the visible left strip of a card (later cards overlap its right side)."""
    point = item.mapToScene(QPointF(item.width() * 0.12, item.height() * 0.5))
    click_scene_point(qtbot, table, point)


def click_button(qtbot: Any, table: Any, button: Any) -> None:
    click_scene_point(qtbot, table, button.sceneBoundingRect().center())


@dataclass
class Seen:
    declared: list[tuple[int, int]] = field(default_factory=list)  # (true, declared) by the person
    answers: list[tuple[str, int | None, int, int]] = field(default_factory=list)  # answer, stated, D, T
    settlements: list[dict[str, Any]] = field(default_factory=list)
    refused: int = 0
    gos: int = 0
    cuts: int = 0
    pad: int = 0
    keys: int = 0
    cover: int = 0
    number_keys: int = 0


def exact(true: int) -> int:
    return true


def fair_answer(declared: int, true: int) -> tuple[str, int | None]:
    """Call what is there: muggins for missed points, overcount for too many."""
    if declared < true:
        return "muggins", true - declared
    if declared > true:
        return "overcount", None
    return "accept", None


class Driver:
    """Plays the person's seats of the window's match until it ends."""

    def __init__(
        self,
        qtbot: Any,
        window: Any,
        declare: Callable[[int], int] = exact,
        answer: Callable[[int, int], tuple[str, int | None]] = fair_answer,
        on_settlement: Callable[[Any, dict[str, Any]], None] | None = None,
    ) -> None:
        self.qtbot, self.window = qtbot, window
        self.declare, self.answer = declare, answer
        self.on_settlement = on_settlement
        self.seen = Seen()
        self.asked_to_answer: list[tuple[int, int]] = []  # (answering seat, counter)
        # Settlements are shown on the table (issue 28): read each as its panel finishes.
        window.table.scene_.show_panel.finished.connect(self._settlement_shown)

    def _settlement_shown(self) -> None:
        from muggins_desktop.ui.cribbage.dialogs.settlement import SettlementWords
        from muggins_desktop.ui.cribbage.steps import SettlementStep

        panel = self.window.table.scene_.show_panel
        step = self.window.table.presenter.steps.current
        if not panel.lasting or not isinstance(step, SettlementStep):
            return
        words = SettlementWords(step.info)
        record = self.match.record
        settle = next((e for e in reversed(record) if e["event"] in ("settle", "match_end")), None)
        shown = {
            "summary": words.table_lines()[0],
            "breakdown": words.breakdown_lines() if step.info.items else [],
            "answers": "\n".join(words.answer_lines()),
            "result": words.result_plain(),
            "info": step.info,
            "event": settle,
            "panel": panel.lines.text,
        }
        assert shown["summary"] in panel.lines.text and shown["result"].split("\n")[0] in panel.lines.text
        self.seen.settlements.append(shown)
        if self.on_settlement is not None:
            self.on_settlement(panel, shown)

    @property
    def table(self) -> Any:
        return self.window.table

    @property
    def match(self) -> Any:
        return self.window.controller.match

    def play_match(self, timeout_s: float = 40.0) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            cover = self.window.game_area.cover
            if cover.isVisible():
                # Hand-over between people: no hand may be face up behind the cover.
                assert not self.table.presenter.reveal
                assert not any(item.face_up for item in self.table.scene_.hand.items)
                self.qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
                self.seen.cover += 1
                continue
            if self.table.dialog is not None:
                self.handle_dialog(self.table.dialog)
                continue
            if self.match.outcome is not None and not self.table.presenter.running:
                return
            if self.table.presenter.my_turn():
                self.act()
                continue
            self.qtbot.wait(1)
        raise AssertionError("the match did not finish in time")

    # ------------------------------------------------------------ dialogs
    def handle_dialog(self, dialog: Any) -> None:
        qtbot = self.qtbot
        if isinstance(dialog, DeclareDialog):
            true = score_hand(dialog.cards, dialog.starter, dialog.crib).total
            n = self.declare(true)
            self.seen.declared.append((true, n))
            if len(self.seen.declared) % 2:
                qtbot.keyClicks(dialog.edit, str(n))
                qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
                self.seen.keys += 1
            else:
                qtbot.mouseClick(dialog.pad.buttons[n], Qt.MouseButton.LeftButton)
                assert dialog.edit.text() == str(n)
                qtbot.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
                self.seen.pad += 1
        elif isinstance(dialog, AnswerDialog):
            pending = self.match.pending
            view = self.match.view_for(self.table.presenter.active_seat)
            self.asked_to_answer.append((self.table.presenter.active_seat, view.pending.counter))
            true = score_hand(view.pending.cards, view.pending.starter, view.pending.crib).total
            declared = dialog.declared_points
            assert pending is not None and declared == pending.declared
            answer, stated = self.answer(declared, true)
            self.seen.answers.append((answer, stated, declared, true))
            if answer == "muggins":
                dialog.stated.selectAll()
                qtbot.keyClicks(dialog.stated, str(stated))
                assert dialog.stated.value() == stated
                qtbot.mouseClick(dialog.muggins_button, Qt.MouseButton.LeftButton)
            elif answer == "overcount":
                qtbot.mouseClick(dialog.overcount_button, Qt.MouseButton.LeftButton)
            else:
                qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
        else:  # pragma: no cover - unexpected dialog
            dialog.done(0)
        self.qtbot.wait(1)

    # ------------------------------------------------------------ table
    def act(self) -> None:
        view = self.table.presenter.view()
        if view.phase == "discard":
            self.discard(view)
        elif view.phase == "cut":
            self.cut()
        elif view.phase == "pegging":
            self.peg(view)
        else:  # pragma: no cover - dialogs handle the show
            self.qtbot.wait(1)

    def discard(self, view: Any) -> None:
        table, qtbot = self.table, self.qtbot
        p, s = table.presenter, table.scene_
        # Highlight check: nothing is selected yet; choose the first cards.
        n = p.discard_size()
        for card in list(view.hand)[:n]:
            item = next(i for i in s.hand.items if i.card == card)
            click_card(qtbot, table, item)
        assert sorted(p.selected) == sorted(list(view.hand)[:n])
        assert s.action_button.enabled
        click_button(qtbot, table, s.action_button)

    def cut(self) -> None:
        table, qtbot, s = self.table, self.qtbot, self.table.scene_
        assert s.action_button.enabled and s.deck.deck.legal
        if self.seen.cuts % 2:
            click_card(qtbot, table, s.deck.deck)
        else:
            click_button(qtbot, table, s.action_button)
        self.seen.cuts += 1

    def peg(self, view: Any) -> None:
        table, qtbot = self.table, self.qtbot
        p, s = table.presenter, table.scene_
        legal = p.legal_cards()
        items = {i.card: i for i in s.hand.items}
        for card, item in items.items():
            assert item.legal == (card in legal) and item.dimmed == (card not in legal)
        illegal = [c for c in view.hand if c not in legal]
        if illegal and self.seen.refused < 3:
            click_card(qtbot, table, items[illegal[0]])
            self.seen.refused += 1
            assert "31" in s.notice.text
            assert p.my_turn()  # refused: still the person's turn
        if legal and len(legal) > 1 and self.seen.number_keys < 3:
            # Keyboard: the number of the card in the hand plays it.
            index = list(view.hand).index(legal[0])
            qtbot.keyClick(table, Qt.Key(int(Qt.Key.Key_1) + index))
            self.seen.number_keys += 1
        elif legal:
            click_card(qtbot, table, items[legal[0]])
        else:
            assert s.go_button.enabled
            click_button(qtbot, table, s.go_button)
            self.seen.gos += 1
