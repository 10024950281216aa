"""Real window, issue 28: after a 22-round match the match-end panel listed rounds 16 to 22
with nothing to say that the 15 before were left out (the sheet keeps them all)."""

from __future__ import annotations

from muggins_desktop.engine.base import Outcome
from muggins_desktop.ui.dominoes.sheet import RoundRow


def history(rounds: int) -> list[RoundRow]:
    return [RoundRow(n, [5, 10], [0, 0], [5 * n, 10 * n], finished=True) for n in range(1, rounds + 1)]


def open_final(qtbot, rounds: int):
    from muggins_desktop.ui.dominoes.scene import DominoScene

    scene = DominoScene()
    outcome = Outcome(winner=1, scores=(5 * rounds, 10 * rounds))  # its reason is "target", the usual end
    return scene, scene.open_match_panel(outcome, ["Ann", "Bob"], 250, history(rounds), 0)


def test_a_long_match_says_which_rounds_the_final_panel_lists(qtbot) -> None:
    _scene, panel = open_final(qtbot, 22)
    firsts = [row[0] for row in panel.rows]
    assert firsts[:7] == [str(n) for n in range(16, 23)]
    assert "16" in panel.subtitle and "22" in panel.subtitle, panel.subtitle


def test_a_short_match_lists_every_round_without_a_note(qtbot) -> None:
    _scene, panel = open_final(qtbot, 5)
    assert [row[0] for row in panel.rows][:5] == ["1", "2", "3", "4", "5"]
    assert panel.subtitle == "Target 250 points"
