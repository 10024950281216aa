"""Before Qt opens a window on Linux: are the system libraries of its X11 plugin there?

Qt's ``xcb`` platform plugin needs a few libraries that a minimal Linux
installation may lack (``libxcb-cursor0`` above all, since Qt 6.5). Without
them Qt prints its own long text about the plugin and aborts. This looks for
each library with ``dlopen`` (microseconds, no subprocess) before the
``QApplication`` exists, and names the first missing one's package instead.
Only when the xcb plugin would be used: not on Windows or macOS, not with
``QT_QPA_PLATFORM`` set to another plugin, not in a Wayland session.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping

#: (library file, Debian/Ubuntu package, Fedora package) that the xcb plugin loads: every
#: system library that ``libqxcb.so`` and ``libQt6XcbQpa.so.6`` name (``readelf -d``) beyond
#: Qt's own and the C/C++ runtime, and what QtGui needs for a window (EGL, GL, fontconfig, D-Bus).
XCB_LIBRARIES = (
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libX11.so.6", "libx11-6", "libX11"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libEGL.so.1", "libegl1", "libglvnd-egl"),
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
    ("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    ("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
)


def _loads(name: str) -> bool:
    import ctypes  # only where Qt would use xcb (not on Wayland, Windows, macOS)

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt would pick its X11 (xcb) plugin in this environment."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE", "") != "wayland"


def missing_library(
    environ: Mapping[str, str], platform: str = sys.platform, loads: Callable[[str], bool] = _loads
) -> tuple[str, str, str] | None:
    """The first library the xcb plugin needs that cannot be loaded, or None (also when xcb is not used)."""
    if not uses_xcb(environ, platform):
        return None
    for entry in XCB_LIBRARIES:
        if not loads(entry[0]):
            return entry
    return None


def explain(entry: tuple[str, str, str], language: str | None) -> str:
    """The one sentence about ``entry``, translated (a ``QCoreApplication`` is made if there is none)."""
    # Qt only here: ``missing_library`` runs before PySide is imported (ui/app/app.py ``run_gui``).
    from PySide6.QtCore import QCoreApplication

    from muggins_desktop.ui.text.i18n import install_translator

    app = QCoreApplication.instance() or QCoreApplication(["muggins-desktop"])
    install_translator(app, language)
    library, debian, fedora = entry
    text = QCoreApplication.translate(
        "App",
        "Muggins cannot open its window: the system library %1 is missing; install the package %2 "
        "(on Fedora: %3) and start it again.",
    )
    return text.replace("%1", library).replace("%2", debian).replace("%3", fedora)
