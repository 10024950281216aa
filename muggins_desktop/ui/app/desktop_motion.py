"""The GNOME / GTK desktops' animation switch, read once and never in the way.

Qt's platform themes pass the desktop's animation switch on only on Windows,
macOS and KDE. On GNOME and the other GTK desktops (Budgie, Pantheon, Unity,
Cinnamon's GNOME keys) the switch is the GSettings key
``org.gnome.desktop.interface enable-animations``; without GSettings, GTK
reads ``gtk-enable-animations`` from ``settings.ini``.

``start()`` reads it once in a daemon thread (``gsettings`` with a short
time-out, else the ini files), so the window never waits for it;
``animations_off()`` gives the answer once it is known: True (the desktop
switched animations off), False (on) or None (not known: keep animations).
Standard library only.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import threading
from pathlib import Path

TIMEOUT_S = 0.8

_lock = threading.Lock()
_state: dict[str, object] = {}  # "thread": the reader, "result": its answer


def _parse_bool(text: str | None) -> bool | None:
    value = (text or "").strip().strip("'\"").lower()
    if value in ("true", "1", "yes", "on"):
        return True
    if value in ("false", "0", "no", "off"):
        return False
    return None


def read_gsettings() -> bool | None:
    """``enable-animations`` from GSettings (None when there is no answer)."""
    program = shutil.which("gsettings")
    if program is None:
        return None
    try:
        done = subprocess.run(
            [program, "get", "org.gnome.desktop.interface", "enable-animations"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return _parse_bool(done.stdout) if done.returncode == 0 else None


def read_gtk_ini(home: Path | None = None) -> bool | None:
    """``gtk-enable-animations`` from the user's GTK 4 or GTK 3 ``settings.ini``."""
    base = Path(os.environ.get("XDG_CONFIG_HOME") or (home or Path.home()) / ".config")
    for folder in ("gtk-4.0", "gtk-3.0"):
        path = base / folder / "settings.ini"
        parser = configparser.ConfigParser(interpolation=None)
        try:
            parser.read(path, encoding="utf-8")
        except (OSError, configparser.Error, UnicodeDecodeError):
            continue
        if parser.has_option("Settings", "gtk-enable-animations"):
            return _parse_bool(parser.get("Settings", "gtk-enable-animations"))
    return None


def read_animations_enabled() -> bool | None:
    """The desktop's switch: GSettings first, then GTK's ini files."""
    found = read_gsettings()
    return found if found is not None else read_gtk_ini()


def _read() -> None:
    try:
        result = read_animations_enabled()
    except Exception:  # a desktop quirk must never stop the app
        result = None
    with _lock:
        if _state.get("thread") is threading.current_thread():  # not forgotten meanwhile
            _state["result"] = result


def applies(desktop: str | None = None) -> bool:
    """Whether this desktop's switch is GSettings / GTK's (Linux, not KDE)."""
    import sys

    if not sys.platform.startswith("linux"):
        return False
    name = (desktop if desktop is not None else os.environ.get("XDG_CURRENT_DESKTOP", "")).upper()
    return "KDE" not in name


def start() -> None:
    """Read the switch in the background, once per process (cheap to call again)."""
    with _lock:
        if "thread" in _state or not applies():
            return
        thread = threading.Thread(target=_read, name="desktop-motion", daemon=True)
        _state["thread"] = thread
    thread.start()


def animations_off() -> bool | None:
    """True when the desktop switched animations off; None until known (or unknown)."""
    start()
    with _lock:
        result = _state.get("result")
    return None if result is None else not result


def forget() -> None:
    """Read again on the next call (tests)."""
    with _lock:
        _state.clear()
