"""The pace of play: how long slides take, how long a computer waits, how
long the last position of a round stays in view.

``paced(settings)`` reads ``animation_ms`` and ``ai_pause_ms`` and the
``pace`` setting ("fast", "normal", "slow"; an unknown word plays at
"normal"). Zero animation time (tests) means no lingering either; reduced
motion stops the slides but keeps the pauses for reading.
"""

from __future__ import annotations

from dataclasses import dataclass

from muggins_desktop.storage.settings import Settings

# (slide, computer pause, linger) factors per pace.
_FACTORS = {"fast": (0.6, 0.5, 0.5), "normal": (1.0, 1.0, 1.0), "slow": (1.6, 1.8, 1.8)}
LINGER_MS = 1200  # the final position of a round stays this long at "normal"


@dataclass(frozen=True)
class Pace:
    animation_ms: int
    ai_pause_ms: int
    linger_ms: int


def reduced_motion(settings: Settings) -> bool:
    """The ``reduce_motion`` setting resolved: "on", "off", or "auto" (the system's wish).

    "auto" follows the desktop's animation switch: where Qt's platform theme
    reports one (Windows, macOS, KDE), and on GNOME and the other GTK
    desktops the GSettings / ``settings.ini`` switch read once in the
    background (``desktop_motion``; animations stay until it has answered).
    The headless platforms report nothing, so there "auto" keeps them.
    """
    setting = settings.reduce_motion
    if setting != "auto":
        return setting == "on"
    if _headless():
        return False
    from muggins_desktop.ui.app import desktop_motion

    if desktop_motion.applies():
        return bool(desktop_motion.animations_off())
    from muggins_desktop.ui.access.accessibility import system_prefers_reduced_motion

    return system_prefers_reduced_motion()


def _headless() -> bool:
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in ("", "offscreen", "minimal", "vnc")


def paced(settings: Settings) -> Pace:
    slide, pause, linger = _FACTORS.get(settings.pace, _FACTORS["normal"])
    animation = max(0, int(settings.animation_ms * slide))
    ai_pause = max(0, int(settings.ai_pause_ms * pause))
    # Reduced motion stops the slides only: the pauses for reading stay.
    return Pace(0 if reduced_motion(settings) else animation, ai_pause, int(LINGER_MS * linger) if animation > 0 else 0)
