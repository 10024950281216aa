"""Put each key of ``keys.log`` next to what Orca said (``SPEECH OUTPUT`` lines of its debug file).

    python3 tools/orca_transcript.py OUT/keys.log OUT/orca-debug.out > OUT/transcript.txt

Times are the wall clock of both files (HH:MM:SS.micro); the transcript
shows seconds from the first key, the key or note, and the speech that
followed. Orca's own key echo ("tab ", "Return") is marked ``(echo)``.
"""

from __future__ import annotations

import re
import sys

LINE = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?:\s*voice=\S+)?\s*(\{.*\})?\s*$")
ECHO = re.compile(r"^[a-zA-Z+_ ]{1,20} $")  # key echo ends with a space: 'tab ', 'Right '


def seconds(h: str, m: str, s: str) -> float:
    return int(h) * 3600 + int(m) * 60 + float(s)


def speech(path: str) -> list[tuple[float, str]]:
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for raw in f:
            match = LINE.match(raw.rstrip("\n"))
            if match:
                h, m, s, text = match.group(1, 2, 3, 4)
                out.append((seconds(h, m, s), text))
    return out


def keys(path: str) -> list[tuple[float, str]]:
    out = []
    with open(path, encoding="utf-8") as f:
        for raw in f:
            stamp, _, text = raw.rstrip("\n").partition(" ")
            h, m, s = stamp.split(":")
            out.append((seconds(h, m, s), text))
    return out


def main() -> None:
    said, pressed = speech(sys.argv[2]), keys(sys.argv[1])
    start = pressed[0][0] if pressed else (said[0][0] if said else 0.0)
    events = [(t, 0, text) for t, text in pressed] + [(t, 1, text) for t, text in said]
    for t, kind, text in sorted(events):
        if kind == 0:
            print(f"{t - start:7.2f} {text}")
        else:
            echo = " (echo)" if ECHO.match(text) else ""
            print(f"{t - start:7.2f}     Orca: {text!r}{echo}")


if __name__ == "__main__":
    main()
