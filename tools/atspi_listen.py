"""Listen on the Linux accessibility bus (AT-SPI) and write what a screen reader gets.

Run with the system Python that has ``pyatspi`` (Debian ``python3-pyatspi``):
``/usr/bin/python3 tools/atspi_listen.py OUT.log`` (see ``tools/atspi_run.sh``).
Announcements (on Linux, while the table has the focus, they arrive as
description changes of the focused table: see ``accessibility.announce``),
focus changes and window activations go to ``OUT.log``; when
the file ``$ATSPI_OUT/dump-now`` appears, the app's accessible tree is dumped.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]

OUT_DIR = os.environ.get("ATSPI_OUT", "/tmp/atspi")
START = time.time()
out = open(sys.argv[1], "w", buffering=1)  # open for the whole run


def describe(acc: Any) -> str:
    try:
        return f"{acc.getRoleName()} '{acc.name}'"
    except Exception:  # a vanished object
        return "?"


def on_event(event: Any) -> None:
    kind, stamp = event.type, f"{time.time() - START:6.2f}"
    if "announcement" in kind:
        out.write(f"{stamp} ANNOUNCE {event.any_data!r}\n")
    elif kind.startswith("object:property-change:accessible-description"):
        out.write(f"{stamp} DESCRIPTION {describe(event.source)}: {event.any_data!r}\n")  # Linux announcements
    elif kind.startswith("object:property-change:accessible-name"):
        out.write(f"{stamp} NAME {describe(event.source)}\n")
    elif kind.startswith("object:state-changed:focused") and event.detail1:
        out.write(f"{stamp} FOCUS {describe(event.source)}\n")
    elif kind.startswith("window:activate"):
        out.write(f"{stamp} WINDOW {describe(event.source)}\n")


def dump_tree(acc: Any, depth: int) -> None:
    if depth > 14:
        return
    try:
        name, role = acc.name, acc.getRoleName()
    except Exception:  # a vanished object
        return
    if name or role in ("push button", "list", "table"):
        out.write("  " * depth + f"{role} '{name}'\n")
    for i in range(acc.childCount):
        dump_tree(acc.getChildAtIndex(i), depth + 1)


def dump_apps() -> None:
    out.write("=== TREE ===\n")
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and "muggins" in (app.name or "").lower():
            dump_tree(app, 0)
    out.write("=== END TREE ===\n")


def watch_for_dumps() -> None:
    flag = os.path.join(OUT_DIR, "dump-now")
    while True:
        time.sleep(0.5)
        if os.path.exists(flag):
            os.remove(flag)
            dump_apps()


def main() -> None:
    kinds = (
        "object:announcement",
        "object:property-change:accessible-name",
        "object:property-change:accessible-description",
        "object:state-changed:focused",
        "window:activate",
    )
    for kind in kinds:
        pyatspi.Registry.registerEventListener(on_event, kind)
    signal.signal(signal.SIGTERM, lambda *_a: pyatspi.Registry.stop())
    threading.Thread(target=watch_for_dumps, daemon=True).start()
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
