"""Reduced motion "auto" on GNOME / GTK desktops: the desktop's animation switch.

The reading functions are replaced (never Qt): GSettings' answer, GTK's
``settings.ini``, and a slow reader that must not hold the start up.
"""

from __future__ import annotations

import subprocess
import threading
import time

import pytest

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.app import desktop_motion
from muggins_desktop.ui.table import pace


@pytest.fixture
def gnome(monkeypatch):
    """A GNOME session on a real screen, as far as the reduced-motion code asks."""
    monkeypatch.setattr(pace, "_headless", lambda: False)
    monkeypatch.setattr(desktop_motion, "applies", lambda desktop=None: True)
    desktop_motion.forget()
    yield monkeypatch
    desktop_motion.forget()


def _settle() -> None:
    thread = desktop_motion._state.get("thread")
    if isinstance(thread, threading.Thread):
        thread.join(5)


@pytest.mark.parametrize("enabled, reduced", [(False, True), (True, False), (None, False)])
def test_auto_follows_the_gnome_animation_switch(gnome, enabled, reduced):
    gnome.setattr(desktop_motion, "read_gsettings", lambda: enabled)
    gnome.setattr(desktop_motion, "read_gtk_ini", lambda home=None: None)
    desktop_motion.start()
    _settle()
    assert pace.reduced_motion(Settings(reduce_motion="auto")) is reduced
    moving = Settings(animation_ms=200, reduce_motion="auto")
    assert (pace.paced(moving).animation_ms == 0) is reduced
    # "on" and "off" never ask the desktop.
    assert pace.reduced_motion(Settings(reduce_motion="off")) is False
    assert pace.reduced_motion(Settings(reduce_motion="on")) is True


def test_without_gsettings_the_gtk_settings_file_is_read(gnome, tmp_path):
    gnome.setattr(desktop_motion, "read_gsettings", lambda: None)
    gnome.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "gtk-3.0").mkdir()
    (tmp_path / "gtk-3.0" / "settings.ini").write_text("[Settings]\ngtk-enable-animations=0\n", encoding="utf-8")
    assert desktop_motion.read_gtk_ini() is False
    desktop_motion.start()
    _settle()
    assert pace.reduced_motion(Settings(reduce_motion="auto")) is True
    (tmp_path / "gtk-4.0").mkdir()
    (tmp_path / "gtk-4.0" / "settings.ini").write_text("[Settings]\ngtk-enable-animations=true\n", encoding="utf-8")
    assert desktop_motion.read_gtk_ini() is True  # GTK 4's file first
    (tmp_path / "gtk-4.0" / "settings.ini").write_text("not an ini file", encoding="utf-8")
    assert desktop_motion.read_gtk_ini() is False  # a broken file is skipped


def test_a_slow_desktop_never_holds_the_start_up(gnome):
    release = threading.Event()

    def slow() -> bool:
        release.wait(5)
        return False

    gnome.setattr(desktop_motion, "read_animations_enabled", slow)
    began = time.monotonic()
    assert pace.reduced_motion(Settings(reduce_motion="auto")) is False  # not known yet: animations stay
    assert time.monotonic() - began < 0.2
    release.set()
    _settle()
    assert pace.reduced_motion(Settings(reduce_motion="auto")) is True


def test_gsettings_is_asked_once_with_a_short_time_out(monkeypatch):
    calls = []

    def run(args, **kwargs):
        calls.append((args, kwargs))
        return subprocess.CompletedProcess(args, 0, stdout="false\n", stderr="")

    monkeypatch.setattr(desktop_motion.shutil, "which", lambda _name: "/usr/bin/gsettings")
    monkeypatch.setattr(desktop_motion.subprocess, "run", run)
    assert desktop_motion.read_gsettings() is False
    args, kwargs = calls[0]
    assert args[1:] == ["get", "org.gnome.desktop.interface", "enable-animations"]
    assert kwargs["timeout"] <= 1.0

    def hangs(args, **kwargs):
        raise subprocess.TimeoutExpired(args, kwargs["timeout"])

    monkeypatch.setattr(desktop_motion.subprocess, "run", hangs)
    assert desktop_motion.read_gsettings() is None
    monkeypatch.setattr(desktop_motion.shutil, "which", lambda _name: None)
    assert desktop_motion.read_gsettings() is None


def test_kde_and_other_systems_keep_qts_answer():
    assert not desktop_motion.applies("KDE")
    assert desktop_motion.applies("GNOME") == __import__("sys").platform.startswith("linux")
