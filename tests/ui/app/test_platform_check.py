"""First start on a stock Linux (issue 26): a missing Qt system library is named in one sentence.

Qt's xcb plugin aborts with its own text when, say, ``libxcb-cursor0`` is
missing. The app looks before it makes its ``QApplication`` and names the
package instead; the real command is run with a loader that lacks the
library, in a subprocess, and must print only that sentence and exit 1.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from muggins_desktop.ui.app.platform_check import XCB_LIBRARIES, explain, missing_library, uses_xcb

ROOT = Path(__file__).resolve().parents[3]


def test_only_the_xcb_plugin_is_checked() -> None:
    assert uses_xcb({}, "linux")
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not uses_xcb({}, "win32") and not uses_xcb({}, "darwin")


def test_the_first_missing_library_is_named() -> None:
    missing = missing_library({}, "linux", lambda name: name != "libxcb-cursor.so.0")
    assert missing == XCB_LIBRARIES[0]
    assert missing_library({}, "linux", lambda name: True) is None
    assert missing_library({"QT_QPA_PLATFORM": "offscreen"}, "linux", lambda name: False) is None


def test_the_sentence_is_translated(qapp) -> None:
    english = explain(XCB_LIBRARIES[0], "en")
    polish = explain(XCB_LIBRARIES[0], "pl")
    assert "libxcb-cursor0" in english and "libxcb-cursor0" in polish and english != polish
    explain(XCB_LIBRARIES[0], "en")  # back to English for the other tests


def test_the_real_command_prints_one_sentence(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(MUGGINS_DESKTOP_HOME=str(tmp_path / "home"), DISPLAY=":99", PYTHONPATH=str(ROOT))
    code = (
        "import ctypes, sys\n"
        "real = ctypes.CDLL\n"
        "def cdll(name, *a, **k):\n"
        "    if name == 'libxcb-cursor.so.0':\n"
        "        raise OSError(name + ': cannot open shared object file')\n"
        "    return real(name, *a, **k)\n"
        "ctypes.CDLL = cdll\n"
        "from muggins_desktop.cli import main\n"
        "sys.exit(main(['--lang', 'en']))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 1 and len(lines) == 1, done.stderr
    assert "libxcb-cursor0" in lines[0] and "plugin" not in lines[0]


#: What the xcb plugin needs that every system with a C++ runtime has, or that Qt's own import needs first.
_BASE = {"libstdc++.so.6", "libm.so.6", "libgcc_s.so.1", "libc.so.6", "libglib-2.0.so.0", "libgthread-2.0.so.0"}


def test_xfixes_and_sync_are_named_before_qt_aborts() -> None:
    """Without libxcb-xfixes0 or libxcb-sync1 Qt's own abort came (issue 53); now the package is named."""
    for library, package in (("libxcb-xfixes.so.0", "libxcb-xfixes0"), ("libxcb-sync.so.1", "libxcb-sync1")):
        missing = missing_library({}, "linux", lambda name, library=library: name != library)
        assert missing is not None and missing[1] == package


def test_every_system_library_of_the_xcb_plugin_is_checked() -> None:
    """The list holds each library ``readelf -d`` finds in the plugin and its Qt part (Qt's own left out)."""
    import shutil

    import PySide6

    readelf = shutil.which("readelf")
    qt = Path(PySide6.__file__).parent / "Qt"
    parts = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]
    if readelf is None or not all(part.exists() for part in parts):
        import pytest

        pytest.skip("needs readelf and the Linux wheel of PySide6")
    needed: set[str] = set()
    for part in parts:
        dynamic = subprocess.run([readelf, "-d", str(part)], capture_output=True, text=True, check=True).stdout
        needed |= {line.split("[", 1)[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line}
    system = {name for name in needed if not name.startswith("libQt6")} - _BASE
    assert system <= {entry[0] for entry in XCB_LIBRARIES}, system - {entry[0] for entry in XCB_LIBRARIES}
