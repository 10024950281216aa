"""Keep ALSA's own error lines off the terminal (Linux only).

On a Linux machine without a sound card, miniaudio's try of ALSA makes
libasound print 35 lines ("ALSA lib confmisc.c:855:(parse_card) cannot find
card '0'", ...) on stderr at every start; the player already turns that
failure into one status line. ``quiet_alsa`` gives libasound an error handler
that drops them, before miniaudio opens a device: miniaudio loads the same
``libasound.so.2`` at run time, and the handler is the library's, not the
caller's. Elsewhere, or when libasound cannot be loaded, it does nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

LIBRARY = "libasound.so.2"

_installed: list[Any] = []  # the handler and the library, kept alive for the process


def _load(name: str) -> Any:
    import ctypes

    return ctypes.CDLL(name)


def quiet_alsa(platform: str = sys.platform, load: Callable[[str], Any] = _load) -> bool:
    """Install the silent ALSA error handler once; True when it is in place."""
    if not platform.startswith("linux"):
        return False
    if _installed:
        return True
    import ctypes

    try:
        library = load(LIBRARY)
        setter = library.snd_lib_error_set_handler
    except (OSError, AttributeError):
        return False
    # void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
    prototype = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)

    def _drop(_file: bytes | None, _line: int, _function: bytes | None, _err: int, _fmt: bytes | None) -> None:
        return None

    handler = prototype(_drop)
    setter.argtypes = [prototype]
    setter(handler)
    _installed.extend((handler, library))
    return True
