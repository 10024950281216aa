"""The frozen Linux bundle builds, starts offscreen and takes a screenshot.

It takes a minute or two (a full PyInstaller run), so it is marked ``bundle``:
CI runs it (the environment variable ``CI`` is set there), and on a
developer's machine it runs with ``MUGGINS_BUNDLE_TEST=1``; otherwise it is
skipped with that reason (see ``tests/conftest.py``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the bundle check builds the Linux bundle"),
    pytest.mark.timeout(900),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    work = tmp_path_factory.mktemp("bundle")
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(work / "dist"),
         "--work", str(work / "build")],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    program = work / "dist" / "muggins-desktop" / "muggins-desktop"
    assert program.is_file()
    print(f"\nbuilt in {time.monotonic() - start:.0f} s:\n{result.stdout}")
    return program


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_HOME=str(tmp_path / "home"))
    env.pop("PYTHONPATH", None)  # the bundle must not lean on the source tree
    return env


def test_bundle_reports_its_version(bundle, tmp_path):
    from muggins_desktop import __version__

    result = subprocess.run([str(bundle), "--version"], capture_output=True, text=True,
                            env=_env(tmp_path), cwd=tmp_path, timeout=60)
    assert result.returncode == 0, result.stderr
    assert __version__ in result.stdout


@pytest.mark.parametrize("language", ["en", "uk"])
def test_bundle_takes_a_screenshot_offscreen(bundle, tmp_path, language):
    shot = tmp_path / f"shot-{language}.png"
    result = subprocess.run(
        [str(bundle), "--screenshot", str(shot), "--demo", "dominoes", "--size", "1024x700", "--lang", language],
        capture_output=True, text=True, env=_env(tmp_path), cwd=tmp_path, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 700)
    # A blank or black window would mean the bundle lost its plugins or fonts.
    colours = {image.pixel(x, y) for x in range(0, 1024, 37) for y in range(0, 700, 29)}
    assert len(colours) > 20


def test_bundle_ships_translations_and_rules(bundle):
    internal = bundle.parent / "_internal"
    for language in ("en", "uk", "pl"):
        assert (internal / "muggins_desktop" / "resources" / "translations" / f"muggins_{language}.qm").is_file()
        assert (internal / "muggins_desktop" / "resources" / "rules" / f"rules_{language}.html").is_file()
    # Only the Qt translations of our three languages are kept.
    qt_translations = internal / "PySide6" / "Qt" / "translations"
    if qt_translations.is_dir():
        assert {p.name for p in qt_translations.iterdir()} <= {f"qtbase_{x}.qm" for x in ("en", "uk", "pl")}
