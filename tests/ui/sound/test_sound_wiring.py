"""The tables' sounds, heard through a fake sink for a scripted hand of each game.

The pure mapping of events to sounds is tested in test_sound_events.py; here
the real table (presenter, step queue, scene) shows the same scripted hands
and the sounds must arrive in the order the events were shown, with the
"your turn" sound whenever a person may act again after somebody else moved.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Declare, Discard, Go, PegCard, Respond, parse_cards
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.app.settings_store import SettingsStore
from muggins_desktop.ui.cribbage.dialogs.counts import SettlementDialog
from muggins_desktop.ui.match.controller import GameController
from muggins_desktop.ui.window.main_window import table_class
from tests.ui.sound.test_sound_events import CRIBBAGE_SOUNDS, DOMINO_SOUNDS

pytestmark = pytest.mark.timeout(60)

PEOPLE = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


class Sink:
    """A fake sound player: keeps each batch of names it is asked to play."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []

    def play_many(self, names: Iterable[str]) -> None:
        self.batches.append(list(names))

    @property
    def names(self) -> list[str]:
        return [n for b in self.batches for n in b]


def play_script(qtbot, game: str, match, actions: list[object]) -> tuple[Sink, object]:
    store = SettingsStore(Settings(animation_ms=0, ai_pause_ms=0, language="en"))
    table = table_class(game)(None, animation_ms=0)
    qtbot.addWidget(table)
    table.resize(900, 680)
    table.attach_settings(store)
    sink = Sink()
    table.attach_sound(sink)
    controller = GameController(match, PEOPLE, ai_pause_ms=0, keep_in_library=False)
    controller.humanTurn.connect(table.begin_turn)
    table.attach(controller)
    controller.start()
    for action in actions:
        if game == "cribbage":
            if isinstance(table.dialog, SettlementDialog):
                table.dialog.ok.click()  # the truth about a count was read
            if table.scene_.show_panel.waiting():
                table.scene_.show_panel.clicked.emit()  # "Next": the show goes on to the next count
        assert controller.submit(action), action
    return sink, table


def dominoes_script() -> tuple[DominoMatch, list[object]]:
    match = DominoMatch.from_position(["1|4 2|2", "4|6 0|0"], boneyard="3|5 0|1", seed=3)
    copy = DominoMatch.from_position(["1|4 2|2", "4|6 0|0"], boneyard="3|5 0|1", seed=3)
    actions = []
    while copy.round_no == 1 and copy.outcome is None:
        action = copy.legal_actions()[0]
        actions.append(action)
        copy.apply(action)
    return match, actions


def cribbage_script() -> tuple[CribbageMatch, list[object]]:
    def make() -> CribbageMatch:
        return CribbageMatch.from_position(
            ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7, muggins=True
        )

    actions: list[object] = [Discard(parse_cards("2C 3D")), Discard(parse_cards("4H AS")), Cut()]
    actions += [Go() if m == "go" else PegCard(parse_cards(m)[0]) for m in "10H 5H 6C QC 9S JS 8D go 5D".split()]
    actions += [Declare(5), Respond("muggins", 2), Declare(0), Respond("accept", None)]
    return make(), actions


def without_turns(batches: list[list[str]]) -> list[list[str]]:
    return [b for b in batches if b != ["turn"]]


def test_a_dominoes_hand_is_heard_in_order(qtbot) -> None:
    match, actions = dominoes_script()
    sink, table = play_script(qtbot, "dominoes", match, actions)
    # Every ending in view: the next deal waits behind the round's panel, so
    # its sound is heard only once the panel has been answered.
    *before, last = [b for b in DOMINO_SOUNDS if b]
    assert last[-1] == "deal"
    assert without_turns(sink.batches) == [*before, last[:-1]]
    # Two people take turns: after each move the other person hears that it
    # is their turn; the one who draws twice and then plays is not called
    # again between the draws, and the round summary waits with no call.
    assert sink.batches == [
        ["deal"],
        ["turn"],
        ["tile"],
        ["turn"],
        ["tile"],
        ["turn"],
        ["draw"],
        ["draw"],
        ["tile"],
        ["turn"],
        ["tile", "round_end"],
    ]
    panel = table.scene_.panel
    assert panel is not None and table.scene_.panel_kind == "round"
    panel.press_default()
    qtbot.waitUntil(lambda: sink.batches[-1] == ["deal"] or sink.batches[-2:] == [["deal"], ["turn"]], timeout=3000)


def test_a_cribbage_hand_is_heard_in_order(qtbot) -> None:
    match, actions = cribbage_script()
    sink, _table = play_script(qtbot, "cribbage", match, actions)
    expected = [b for b in CRIBBAGE_SOUNDS if b]
    assert without_turns(sink.batches) == expected
    # Every sound of the list is heard: the calls, the pegging, muggins.
    for name in ("deal", "card", "peg", "fifteen", "thirtyone", "go", "muggins", "turn"):
        assert name in sink.names, name
