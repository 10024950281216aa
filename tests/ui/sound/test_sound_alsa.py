"""Without a sound card, a start prints no ALSA lines (issue 53: 35 of them on every start).

libasound reports each step of its failed configuration on stderr unless an
error handler is installed; the miniaudio backend installs a silent one before
it opens a device. The real backend is opened in a subprocess, so what libasound
writes to the process's stderr can be read.
"""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import pytest

from muggins_desktop.ui.sound import alsa

ROOT = Path(__file__).resolve().parents[3]


def test_only_linux_with_libasound_gets_the_handler(monkeypatch) -> None:
    monkeypatch.setattr(alsa, "_installed", [])
    asked: list[str] = []

    def missing(name: str) -> object:
        asked.append(name)
        raise OSError(f"{name}: cannot open shared object file")

    assert alsa.quiet_alsa("win32", missing) is False and alsa.quiet_alsa("darwin", missing) is False
    assert asked == []
    assert alsa.quiet_alsa("linux", missing) is False and asked == ["libasound.so.2"]
    assert alsa._installed == []


def test_the_handler_is_given_to_libasound_once(monkeypatch) -> None:
    monkeypatch.setattr(alsa, "_installed", [])
    given: list[object] = []

    class FakeSetter:
        argtypes: list[object] = []

        def __call__(self, handler: object) -> int:
            given.append(handler)
            return 0

    class FakeLibrary:
        snd_lib_error_set_handler = FakeSetter()

    assert alsa.quiet_alsa("linux", lambda name: FakeLibrary()) is True
    assert alsa.quiet_alsa("linux", lambda name: FakeLibrary()) is True
    assert len(given) == 1 and isinstance(given[0], ctypes._CFuncPtr)
    given[0](b"conf.c", 1, b"f", -2, b"cannot find card '%s'")  # called like libasound does: silent


def test_a_start_without_a_sound_card_prints_no_alsa_lines() -> None:
    pytest.importorskip("miniaudio")
    if not sys.platform.startswith("linux"):
        pytest.skip("ALSA is Linux's")
    try:
        ctypes.CDLL("libasound.so.2")
    except OSError:
        pytest.skip("no libasound here")
    code = (
        "from muggins_desktop.ui.sound.backends import MiniaudioBackend, SoundUnavailable\n"
        "b = MiniaudioBackend()\n"
        "try:\n"
        "    b.open()\n"
        "except SoundUnavailable as exc:\n"
        "    print(exc.code)\n"
        "else:\n"
        "    print('opened'); b.close()\n"
    )
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(ROOT)}  # no sound server named
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr[-800:]
    assert "ALSA lib" not in done.stderr, done.stderr[:800]
