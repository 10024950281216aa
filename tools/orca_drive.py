"""Play one dominoes round with real keys while Orca listens (``tools/orca_run.sh``).

Run with the system Python that has ``pyatspi`` (Debian ``python3-pyatspi``).
The keys go to the X server with ``xdotool key``, as a keyboard would send
them. What to press is decided from what a blind player can know: the
table's facts as the accessibility bus exposes them (the "What is on the
table" mirror: "Ann: 0 points, 7 tiles left, to play", "Tile 1-4,
playable", "No tile fits: press D to draw"). Every key goes to
``$ORCA_OUT/keys.log`` with the wall-clock time Orca's debug file uses, so
``orca_transcript.py`` can put each key next to what Orca said.
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]

OUT = os.environ.get("ORCA_OUT", "/tmp/orca-run")
ME = os.environ.get("ORCA_PLAYER", "Ann")
log = open(os.path.join(OUT, "keys.log"), "w", buffering=1)  # open for the whole run


def stamp() -> str:
    return datetime.datetime.now().strftime("%H:%M:%S.%f")


def note(text: str) -> None:
    log.write(f"{stamp()} {text}\n")


def key(keys: str, wait: float = 1.6) -> None:
    """Press ``keys`` (xdotool names: Tab, Return, Right, ctrl+r) and let Orca speak."""
    note(f"KEY {keys}")
    subprocess.run(["xdotool", "key", "--delay", "60", keys], check=False, timeout=10)
    time.sleep(wait)


def app() -> Any:
    for acc in pyatspi.Registry.getDesktop(0):
        if acc is not None and "muggins" in (acc.name or "").lower():
            return acc
    return None


def find(acc: Any, test: Any, depth: int = 0) -> Any:
    """The first descendant (showing) of ``acc`` that passes ``test``."""
    if acc is None or depth > 16:
        return None
    try:
        if test(acc):
            return acc
        count = acc.childCount
    except Exception:  # an object that went away
        return None
    for i in range(min(count, 80)):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        found = find(child, test, depth + 1)
        if found is not None:
            return found
    return None


def focused_name() -> str:
    acc = find(app(), lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    return "" if acc is None else f"{acc.getRoleName()} '{acc.name}'"


_mirror: list[Any] = [None]


def facts() -> list[str]:
    """The names of the visible labels of the table mirror."""
    mirror = _mirror[0]
    try:
        if mirror is None or mirror.name != "What is on the table":
            raise LookupError
        children = [mirror.getChildAtIndex(i) for i in range(mirror.childCount)]
    except Exception:  # not found yet, or a new match made a new mirror
        _mirror[0] = find(app(), lambda a: a.name == "What is on the table")
        return []
    return [c.name for c in children if c is not None and c.getState().contains(pyatspi.STATE_VISIBLE)]


def wait_for(test: Any, seconds: float) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if test():
            return True
        time.sleep(0.3)
    return False


def my_turn(now: list[str]) -> bool:
    """Your seat is to play and the hand says what fits (it says so once the table has caught up)."""
    return any(f.startswith(ME + ":") and f.endswith("to play") for f in now) and any(
        ", playable" in f or ", does not fit" in f or "press " in f for f in now
    )


def round_over(now: list[str]) -> bool:
    return any(f.startswith("Round ") or f.startswith("Match ") for f in now)


def start_match() -> None:
    """Start page → "New dominoes game" → New game dialog (defaults: you and one computer) → OK."""
    for _ in range(6):
        if "New dominoes game" in focused_name():
            break
        key("Tab", 1.2)
    note(f"FOCUS {focused_name()}")
    key("Return", 4.0)
    if "New dominoes game" in focused_name():
        note("NOTE Enter did not press the button; Space does")
        key("space", 4.0)
    note(f"FOCUS {focused_name()}")
    key("Tab", 3.0)  # one step into the dialog, to hear a named control
    note(f"FOCUS {focused_name()}")
    key("Return", 1.0)  # the dialog's default button: OK


def play_round() -> bool:
    """Play until the round summary opens; True when a tile was drawn (or a turn passed)."""
    drew = False
    moves = 0
    read_again = True
    stuck = 0
    while moves < 40:
        if not wait_for(lambda: my_turn(facts()) or round_over(facts()), 30):
            note("NOTE nothing to do for 30 s")
            return drew
        now = facts()
        if round_over(now):
            note("NOTE the round is over")
            return drew
        moves += 1
        if any(", playable" in f for f in now):
            key("Right")
            if moves == 2:
                key("Down")
            key("Return", 2.0)
        elif any("press D" in f for f in now):
            drew = True
            key("d")
        elif any("press P" in f for f in now):
            drew = True
            key("p")
        else:
            note("NOTE my turn, but no tile, draw or pass in the facts: " + " | ".join(now))
            key("ctrl+r", 3.0)
            stuck += 1
            if stuck > 1:
                return drew
        if moves == 3 and read_again:
            read_again = False
            key("ctrl+r", 4.0)


def main() -> None:
    if not wait_for(lambda: app() is not None and find(app(), lambda a: a.getRoleName() == "push button"), 60):
        note("NOTE the app never showed up on the accessibility bus")
        sys.exit(1)
    time.sleep(1.0)
    wid = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "^Muggins"], capture_output=True, text=True, check=False
    ).stdout.split()
    if wid:
        subprocess.run(["xdotool", "windowactivate", "--sync", wid[0]], check=False, timeout=10)
    time.sleep(1.5)
    start_match()
    if not wait_for(lambda: bool(facts()), 20):
        note("NOTE the table never showed its facts")
    note(f"FOCUS {focused_name()}")
    key("F1", 3.0)
    key("Escape", 1.2)
    key("ctrl+r", 4.0)
    drew = play_round()
    note(f"FOCUS {focused_name()}")
    key("ctrl+r", 4.0)
    key("Tab", 1.5)  # out of the table, into the side panels
    note(f"FOCUS {focused_name()}")
    key("Tab", 1.5)
    note(f"FOCUS {focused_name()}")
    for _ in range(4):  # back to the table
        if "table" in focused_name().lower():
            break
        key("shift+Tab", 1.5)
    note(f"FOCUS {focused_name()}")
    key("Return", 3.0)  # the round panel's default button: Next round
    if not drew and os.environ.get("ORCA_ROUNDS", "2") != "1":
        note("NOTE nobody drew: one more round, to hear a draw")
        play_round()
        key("ctrl+r", 4.0)
    note("END")


if __name__ == "__main__":
    main()
