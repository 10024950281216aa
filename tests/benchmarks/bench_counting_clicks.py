"""Dialog confirmations per hand of a two-player Muggins cribbage match (issue 28).

    nice -n 10 python3 tests/benchmarks/bench_counting_clicks.py [--hands 8] [--seed 3]

A script that prints figures (not a test). The person's seat is played
through the real main window (offscreen, no pause, no animation): discards
and pegging by the table's input, every dialog the table opens answered at
once (a declaration with the true count, an answer with Accept, a settlement
with its button). It counts the dialogs opened per complete hand, each
being one confirmation the person must give, and the keys a keyboard player
presses in them (digits + Enter to declare, one key to answer, Enter to close
a settlement). Goal: at most 3 confirmations per hand.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MUGGINS_DESKTOP_HOME", tempfile.mkdtemp(prefix="muggins-bench-"))

SMOKE_ARGS = ["--hands", "2"]


def confirmations_per_hand(hands: int, seed: int) -> tuple[list[int], list[int]]:
    """(dialogs, keys) for each complete hand of one match, played through the window."""
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.engine.cribbage import Declare
    from muggins_desktop.engine.cribbage.scoring import score_hand
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog, DeclareDialog
    from muggins_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = Settings(player_name="Ann", animation_ms=0, ai_pause_ms=0, ai_budget_ms=10, confirm_leave=False)
    window = MainWindow(settings, keep_in_library=False)
    window.resize(1100, 760)
    window.show()
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    options = {"players": 2, "target": 121, "muggins": True}
    window.start_match({"game": "cribbage", "players": 2, "seats": seats, "options": options}, seed=seed)
    controller, table = window.controller, window.table
    match = controller.match
    dialogs: Counter[int] = Counter()
    keys: Counter[int] = Counter()

    def opened(dialog: object) -> None:
        hand = match.hand_no
        dialogs[hand] += 1
        if isinstance(dialog, DeclareDialog):
            true = score_hand(dialog.cards, dialog.starter, dialog.crib).total
            keys[hand] += len(str(true)) + 1  # the digits, then Enter
            dialog.set_value(true)
            dialog.confirm_count()
        elif isinstance(dialog, AnswerDialog):
            keys[hand] += 1  # A: accept
            dialog.accept_button.click()
        else:  # a settlement dialog (before issue 28): Enter closes it
            keys[hand] += 1
            dialog.accept()  # type: ignore[attr-defined]

    table.dialogs.opened.connect(opened)
    guard = 0
    while match.hand_no <= hands and match.outcome is None and guard < 200000:
        guard += 1
        app.processEvents()
        presenter = table.presenter
        if table.dialog is None and presenter.my_turn():
            view = match.view_for(0)
            action = view.legal_actions[0]
            if isinstance(action, Declare):
                continue
            presenter.submit(action)
    window.stop_match()
    window.close()
    done = [h for h in sorted(dialogs) if h < match.hand_no]
    return [dialogs[h] for h in done], [keys[h] for h in done]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    dialogs, keys = confirmations_per_hand(args.hands, args.seed)
    if not dialogs:
        print("no complete hand was played")
        return 1
    print(f"hands: {len(dialogs)}")
    print(f"dialog confirmations per hand: {dialogs}  (mean {statistics.mean(dialogs):.2f}, most {max(dialogs)})")
    print(f"keys per hand in those dialogs: {keys}  (mean {statistics.mean(keys):.2f})")
    ok = max(dialogs) <= 3
    print("goal (at most 3 per hand):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
