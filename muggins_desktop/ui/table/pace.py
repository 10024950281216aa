"""The pace of play: how long slides take, how long a computer waits, how
long the last position of a round stays in view.

``paced(settings)`` reads ``animation_ms`` and ``ai_pause_ms`` and the
``pace`` setting ("fast", "normal", "slow"; read defensively: an older
settings object without it plays at "normal"). Zero animation time (tests,
reduced motion) means no lingering either.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# (slide, computer pause, linger) factors per pace.
_FACTORS = {"fast": (0.6, 0.5, 0.5), "normal": (1.0, 1.0, 1.0), "slow": (1.6, 1.8, 1.8)}
LINGER_MS = 1200  # the final position of a round stays this long at "normal"


@dataclass(frozen=True)
class Pace:
    animation_ms: int
    ai_pause_ms: int
    linger_ms: int


def reduced_motion(settings: Any) -> bool:
    """The ``reduce_motion`` setting resolved: "on", "off", or "auto" (the system's wish).

    "auto" follows the desktop's animation switch: where Qt's platform theme
    reports one (Windows, macOS, KDE), and on GNOME and the other GTK
    desktops the GSettings / ``settings.ini`` switch read once in the
    background (``desktop_motion``; animations stay until it has answered).
    The headless platforms report nothing, so there "auto" keeps them.
    """
    setting = getattr(settings, "reduce_motion", "off")
    if setting != "auto":
        return setting is True or setting == "on"
    if _headless():
        return False
    from muggins_desktop.ui import desktop_motion

    if desktop_motion.applies():
        return bool(desktop_motion.animations_off())
    from muggins_desktop.ui.accessibility import system_prefers_reduced_motion

    return system_prefers_reduced_motion()


def _headless() -> bool:
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in ("", "offscreen", "minimal", "vnc")


def paced(settings: Any) -> Pace:
    slide, pause, linger = _FACTORS.get(str(getattr(settings, "pace", "normal")), _FACTORS["normal"])
    animation = max(0, int(int(getattr(settings, "animation_ms", 250)) * slide))
    ai_pause = max(0, int(int(getattr(settings, "ai_pause_ms", 600)) * pause))
    # Reduced motion stops the slides only: the pauses for reading stay.
    return Pace(0 if reduced_motion(settings) else animation, ai_pause, int(LINGER_MS * linger) if animation > 0 else 0)
