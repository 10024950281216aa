"""The log for bug reports: one small rotating file in the platform's log folder.

A player who reports a crash can rarely copy a traceback from a terminal
that a desktop start never showed, so the app that holds the user folder
writes one: a start line (version, Python, Qt, platform), Python warnings,
whatever the package logs at INFO or above, and every uncaught exception
with its stack. The file is capped (``MAX_BYTES`` times ``1 + BACKUPS``),
so a crash loop cannot fill the disk.

What a match hides never goes in: no hands, no boneyard, no record. A
stack names functions and lines, not the values in them, so the log can be
attached to a public bug report as it is.

The file is checked by the storage door first (no link, FIFO or
hard-linked file in its place); when the folder cannot be written the app
runs without a log rather than not at all. Standard library only.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from muggins_desktop.storage import files, paths

LOG_NAME = "muggins-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
#: The package's logger: its messages reach the file at INFO; other libraries' only from WARNING.
LOGGER = "muggins_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(LOGGER)

# What start_log replaced, so that stop_log can put it back (tests start the app many times).
_started: list[tuple[RotatingFileHandler, Callable[..., object], Callable[..., object]]] = []


def log_path() -> Path:
    """Where the log is written (the folder is ``paths.log_dir()``)."""
    return paths.log_dir() / LOG_NAME


def start_log(qt_version: str = "", app_version: str = "") -> Path | None:
    """Write the log from now on; its path, or None when it cannot be written (the app runs without).

    Called once the user folder's lock is held: a second copy that only
    hands its file to the first writes nothing, so two processes never
    rotate the same file.
    """
    stop_log()
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        files.check_target(path)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    logging.getLogger().addHandler(handler)
    log.setLevel(logging.INFO)
    logging.captureWarnings(True)
    _started.append((handler, sys.excepthook, threading.excepthook))
    sys.excepthook = _log_uncaught
    threading.excepthook = _log_thread_uncaught
    log.info("start: %s", start_line(qt_version, app_version))
    return path


def start_line(qt_version: str, app_version: str = "") -> str:
    """Version, Python, Qt and platform: what a bug report needs first (the app's version
    comes from the caller: storage sits below the package's top)."""
    qt = f", Qt {qt_version}" if qt_version else ""
    return (
        f"muggins-desktop {app_version or '?'}, Python {platform.python_version()}{qt}, "
        f"{platform.platform()}, {platform.machine()}"
    )


def stop_log() -> None:
    """Close the file and give back the hooks ``start_log`` replaced."""
    while _started:
        handler, excepthook, thread_hook = _started.pop()
        logging.getLogger().removeHandler(handler)
        handler.close()
        sys.excepthook = excepthook
        threading.excepthook = thread_hook
        logging.captureWarnings(False)


def _log_uncaught(kind: type[BaseException], value: BaseException, stack: TracebackType | None) -> None:
    """Into the log, then on to the hook that was there before (which prints it)."""
    if not issubclass(kind, KeyboardInterrupt):
        log.critical("uncaught exception", exc_info=(kind, value, stack))
    if _started:
        _started[-1][1](kind, value, stack)


def _log_thread_uncaught(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is not None:
        name = args.thread.name if args.thread is not None else "?"
        log.critical(
            "uncaught exception in thread %s", name, exc_info=(args.exc_type, args.exc_value, args.exc_traceback)
        )
    if _started:
        _started[-1][2](args)
