"""The log and the final panel say why a match ended by the round cap (RULES.md A1)."""

from __future__ import annotations

from typing import Any

from muggins_desktop.engine.base import Outcome, Reason
from muggins_desktop.engine.dominoes.match import ROUND_CAP
from muggins_desktop.ui.dominoes import texts as dom
from muggins_desktop.ui.dominoes.scene import DominoScene


def test_the_log_says_nobody_reached_the_target() -> None:
    end = {"event": "match_end", "winner": 1, "scores": [-40, -5, -90], "reason": "rounds"}
    said = dom.describe(end, ["Ann", "Bob", "Cy"], you=0)
    assert said == f"Nobody reached the target in {ROUND_CAP} rounds: Bob has the highest score and wins the match!"
    mine = dom.describe({**end, "winner": 0}, ["Ann", "Bob", "Cy"], you=0)
    assert mine is not None and "you have the highest score" in mine
    plain = dom.describe({"event": "match_end", "winner": 1, "scores": [10, 200]}, ["Ann", "Bob"], you=0)
    assert plain == "Bob reaches the target and wins the match!"


def test_the_final_panel_names_the_round_cap(qtbot: Any) -> None:
    scene = DominoScene()
    outcome = Outcome(winner=1, scores=(-40, -5, -90), reason=Reason.ROUNDS, reached=None)
    panel = scene.open_match_panel(outcome, ["Ann", "Bob", "Cy"], 200, [], you=0)
    assert f"highest score after {ROUND_CAP} rounds" in panel.subtitle
