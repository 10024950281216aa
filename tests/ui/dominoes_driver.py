"""Helpers that play dominoes through the real window, as a person would.

Every decision is made by clicking items of the graphics view or pressing
keys on it; the helpers also check, on the table's items, what a person sees
before each decision (highlights, buttons, the drawn tile that must be
played).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest.mock import patch

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem

from muggins_desktop.ai import make_player
from muggins_desktop.engine.dominoes import DominoMatch, Draw, Pass, PlayTile
from muggins_desktop.storage.settings import Settings as StorageSettings


def Settings(**changes: object) -> StorageSettings:  # reads like the class it builds
    """Fast settings for tests: no pauses, no animations (storage's one type)."""
    values: dict[str, object] = dict(
        player_name="Ann",
        seat_levels=["easy", "easy", "easy"],
        animation_ms=0,
        ai_pause_ms=0,
        ai_budget_ms=20,
        tally_marks=True,
        language="en",
        confirm_leave=False,
    )
    values.update(changes)
    return StorageSettings(**values)  # type: ignore[arg-type]


@contextmanager
def computers_seeded(seed: int) -> Iterator[None]:
    """Matches started inside give their computers ``seed`` (as ``simulate`` does), not a drawn one."""
    with patch("muggins_desktop.ui.match.controller.draw_ai_seed", lambda: seed):
        yield


def click_item(qtbot: Any, view: Any, item: QGraphicsItem) -> None:
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def press(qtbot: Any, view: Any, key: Qt.Key) -> None:
    qtbot.keyClick(view, key)


def first_legal_policy(view: Any) -> Any:
    """The people in these tests take the first of the best-scoring actions.

    Scoring greedily keeps complete matches short enough for the test
    budget while still meeting draws, passes and blocked rounds.
    """
    return max(view.legal_actions, key=view.points_for)


def simulate(seed: int, players: int, kinds: list[str], target: int | None = None, level: str = "easy") -> DominoMatch:
    """Play the match the UI test will play, without the UI.

    Computer seats use the very players the controller makes (same level and
    seed, when the UI match starts inside ``computers_seeded(seed)``), people
    use ``first_legal_policy``, so the UI run repeats it exactly.
    """
    match = DominoMatch(players=players, seed=seed, target=target)
    bots = {
        s: make_player("dominoes", level, seed=seed + 7919 * (s + 1), budget_ms=20)
        for s in range(players)
        if kinds[s] == "computer"
    }
    while match.outcome is not None or match.to_act is not None:
        if match.outcome is not None:
            break
        seat = match.to_act
        view = match.view_for(seat)
        action = bots[seat].choose(view) if seat in bots else first_legal_policy(view)
        match.apply(action, seat)
    return match


def features(match: DominoMatch, human: int) -> dict[str, bool]:
    """Which situations the person at ``human`` met in ``match``."""
    rec = match.record
    found = {"forced_draw": False, "pass": False, "blocked": False, "went_out": False, "draw_no_fit": False}
    for i, e in enumerate(rec):
        if e["event"] == "draw" and e["player"] == human:
            nxt = rec[i + 1] if i + 1 < len(rec) else {}
            if nxt.get("event") == "play" and sorted(nxt["tile"]) == sorted(e["tile"]) and nxt["player"] == human:
                found["forced_draw"] = True
            elif nxt.get("event") == "draw":
                found["draw_no_fit"] = True
        if e["event"] == "pass" and e["player"] == human:
            found["pass"] = True
        if e["event"] == "round_end":
            found["blocked" if e["blocked"] else "went_out"] = True
    return found


def find_seed(
    players: int,
    kinds: list[str],
    want: list[str],
    human: int = 0,
    target: int | None = None,
    start: int = 1,
    tries: int = 400,
    max_events: int = 100_000,
) -> int:
    """The first seed whose match shows every situation in ``want``.

    ``max_events`` keeps the chosen match short, for the test time budget.
    """
    for seed in range(start, start + tries):
        match = simulate(seed, players, kinds, target)
        got = features(match, human)
        if all(got[w] for w in want) and len(match.record) <= max_events:
            return seed
    raise AssertionError(f"no seed shows {want}")


class Driver:
    """Plays every person's turn through the window and records what it saw."""

    def __init__(self, qtbot: Any, window: Any, use_keys: Callable[[int], bool] = lambda n: n % 3 == 1) -> None:
        self.qtbot = qtbot
        self.window = window
        self.use_keys = use_keys
        self.decisions = 0
        self.seen: dict[str, int] = {
            "forced": 0,
            "draw": 0,
            "pass": 0,
            "two_ends": 0,
            "popup": 0,
            "round_summary": 0,
            "cover": 0,
            "keys": 0,
            "drag": 0,
        }
        self.on_round_summary: Callable[[Any], None] | None = None

    @property
    def table(self) -> Any:
        return self.window.table

    @property
    def controller(self) -> Any:
        return self.window.controller

    def wait_for_person_or_end(self, timeout: int = 10000) -> None:
        c = self.controller

        def ready() -> bool:
            if c.match.outcome is not None:
                return self.table.scene_.panel_kind == "match"
            if self.table.scene_.panel_kind == "round":
                return True
            if self.window.game_area.cover.isVisible():
                return True
            seat = c.waiting_for
            return seat is not None and c.is_human(seat) and self.table.presenter.my_turn()

        self.qtbot.waitUntil(ready, timeout=timeout)

    def play_match(self, max_decisions: int = 2000) -> None:
        c = self.controller
        while c.match.outcome is None and self.decisions < max_decisions:
            self.wait_for_person_or_end()
            if c.match.outcome is not None:
                break
            if self.table.scene_.panel_kind == "round":
                self.seen["round_summary"] += 1
                if self.on_round_summary:
                    self.on_round_summary(self.table.scene_.panel)
                click_item(self.qtbot, self.table, self.table.scene_.panel.buttons[0])
                continue
            if self.window.game_area.cover.isVisible():
                self.pass_cover()
                continue
            self.one_turn()
        self.wait_for_person_or_end()

    def pass_cover(self) -> None:
        cover = self.window.game_area.cover
        seat = cover.seat
        self.seen["cover"] += 1
        table = self.table
        # Nobody's tiles are face up while the cover is up.
        assert all(not item.face_up for item in table.scene_.hand.items.values())
        assert cover.name in self.window.status_text()
        assert cover.name in cover.title.text()
        self.qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
        self.qtbot.waitUntil(lambda: table.presenter.my_turn() and table.presenter.viewer == seat)
        assert all(item.face_up for item in table.scene_.hand.items.values())

    def one_turn(self) -> None:
        c, table, qtbot = self.controller, self.table, self.qtbot
        seat = c.waiting_for
        view = c.match.view_for(seat)
        action = first_legal_policy(view)
        before = len(c.match.record)
        status = self.window.status_text()
        assert self.window.controller.name(seat) in status
        keys = self.use_keys(self.decisions)
        self.decisions += 1
        hand_items = {item.key: item for item in table.scene_.hand.items.values()}
        if isinstance(action, Draw):
            self.draw(status, hand_items, keys)
        elif isinstance(action, Pass):
            self.pass_turn(view, status, keys)
        else:
            self.play_tile(view, action, hand_items, keys)
        qtbot.waitUntil(lambda: len(c.match.record) > before)
        self.check_popup(c.match.record[before:])

    def draw(self, status: str, hand_items: dict[Any, Any], keys: bool) -> None:
        table, qtbot = self.table, self.qtbot
        self.seen["draw"] += 1
        assert "boneyard" in status.lower()
        assert (
            table.scene_.boneyard.can_draw and table.scene_.draw_button.enabled and not table.scene_.pass_button.enabled
        )
        assert not any(item.interactive for item in hand_items.values())
        if keys:
            press(qtbot, table, Qt.Key.Key_D)
        else:
            click_item(qtbot, table, table.scene_.boneyard if self.decisions % 2 else table.scene_.draw_button)

    def pass_turn(self, view: Any, status: str, keys: bool) -> None:
        table, qtbot = self.table, self.qtbot
        self.seen["pass"] += 1
        assert table.scene_.pass_button.enabled and not table.scene_.draw_button.enabled
        assert view.boneyard_count == 0 and table.scene_.boneyard.count == 0
        assert "pass" in status.lower()
        if keys:
            press(qtbot, table, Qt.Key.Key_P)
        else:
            click_item(qtbot, table, table.scene_.pass_button)

    def check_popup(self, new: list[dict[str, Any]]) -> None:
        """A scoring play (not the one ending a round or the match) pops up its points."""
        plays = [e for e in new if e["event"] == "play"]
        if (
            plays
            and plays[0]["points"]
            and self.controller.match.outcome is None
            and not any(e["event"] == "round_end" for e in new)
        ):
            assert self.table.scene_.popup.text == f"+{plays[0]['points']}"
            self.seen["popup"] += 1

    def play_tile(self, view: Any, action: PlayTile, hand_items: dict[Any, Any], keys: bool) -> None:
        legal_tiles = {a.tile for a in view.legal_actions if isinstance(a, PlayTile)}
        # What the person sees: legal tiles ringed, others dimmed.
        for tile, item in hand_items.items():
            assert item.interactive == (tile in legal_tiles)
        if view.forced_tile is not None:
            self.check_forced(view, legal_tiles, hand_items)
        ends = [a.end for a in view.legal_actions if isinstance(a, PlayTile) and a.tile == action.tile]
        if len(ends) > 1:
            self.seen["two_ends"] += 1
        if keys:
            self.play_with_keys(view, action, ends)
        else:
            self.play_with_mouse(action, hand_items, ends)

    def check_forced(self, view: Any, legal_tiles: set[Any], hand_items: dict[Any, Any]) -> None:
        self.seen["forced"] += 1
        forced = hand_items[view.forced_tile]
        assert forced.only_choice and legal_tiles == {view.forced_tile}
        assert sum(item.interactive for item in hand_items.values()) == 1
        assert "must play" in self.window.status_text()
        # Clicking another tile does nothing.
        other = next((it for t, it in hand_items.items() if t != view.forced_tile), None)
        if other is not None:
            count = len(self.controller.match.record)
            click_item(self.qtbot, self.table, other)
            assert len(self.controller.match.record) == count

    def play_with_keys(self, view: Any, action: PlayTile, ends: list[Any]) -> None:
        table, qtbot = self.table, self.qtbot
        self.seen["keys"] += 1
        for _ in range(len(view.hand) + 1):
            if table.presenter.selected == action.tile:
                break
            press(qtbot, table, Qt.Key.Key_Right)
        assert table.presenter.selected == action.tile
        if len(ends) > 1:
            for end in table.scene_.line.end_slots:
                assert table.scene_.line.end_slots[end].isVisible() == (end in ends)
            while ends[table.presenter.end_choice % len(ends)] != action.end:
                press(qtbot, table, Qt.Key.Key_Down)
        press(qtbot, table, Qt.Key.Key_Return)

    def play_with_mouse(self, action: PlayTile, hand_items: dict[Any, Any], ends: list[Any]) -> None:
        table, qtbot = self.table, self.qtbot
        item = hand_items[action.tile]
        if len(ends) > 1 and table.presenter.selected == action.tile:
            pass  # preselected (the only legal tile)
        else:
            click_item(qtbot, table, item)
        if len(ends) > 1:
            assert table.presenter.selected == action.tile
            slot = table.scene_.line.end_slots[action.end]
            assert slot.isVisible()
            click_item(qtbot, table, slot)
