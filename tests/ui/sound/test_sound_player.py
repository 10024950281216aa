"""The sound player never delays play, never raises, and says once that sound is off."""

from __future__ import annotations

import array
import math
import sys
import threading
import time
import wave
from pathlib import Path

import pytest

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.sound import (
    SOUND_NAMES,
    FakeBackend,
    MiniaudioBackend,
    SoundPlayer,
    SoundUnavailable,
    coalesce,
    pacing_for,
    sound_dir,
)
from muggins_desktop.ui.sound.backends import Mixer
from muggins_desktop.ui.sound.files import Pcm, candidate_dirs, read_pcm
from muggins_desktop.ui.sound.pacing import Pacer

pytestmark = pytest.mark.timeout(30)


class Clock:
    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


def ready_player(qtbot, fake: FakeBackend, clock: Clock | None = None) -> SoundPlayer:
    player = SoundPlayer(lambda: fake, directory=sound_dir(), clock=clock or Clock())
    with qtbot.waitSignal(player.ready, timeout=5000):
        player.start()
    return player


# ------------------------------------------------------------------ failures
def test_a_missing_device_turns_sound_off_once_and_play_goes_on(qtbot) -> None:
    player = SoundPlayer(lambda: FakeBackend(fail_open=True), directory=sound_dir())
    said: list[str] = []
    player.soundOff.connect(said.append)
    with qtbot.waitSignal(player.soundOff, timeout=5000):
        player.start()
    assert said == ["no_device"] and player.off_reason == "no_device" and not player.available
    assert player.play("tile") is False  # no exception, nothing played
    player.play_many(["card", "fifteen"])
    qtbot.wait(50)
    assert said == ["no_device"]


def test_a_library_that_breaks_while_playing_is_said_once_then_silent(qtbot) -> None:
    fake = FakeBackend()
    player = ready_player(qtbot, fake)
    said: list[str] = []
    player.soundOff.connect(said.append)
    fake.fail_play = True
    assert player.play("tile") is False
    fake.fail_play = False
    assert player.play("card") is False  # off for the rest of the session
    assert said == ["failed"] and fake.played == []


def test_a_missing_library_is_reported_as_such(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import fails
    with pytest.raises(SoundUnavailable) as caught:
        MiniaudioBackend().open()
    assert caught.value.code == "no_library"
    player = SoundPlayer(MiniaudioBackend, directory=sound_dir())
    with qtbot.waitSignal(player.soundOff, timeout=5000) as signal:
        player.start()
    assert signal.args == ["no_library"]


def test_a_hanging_sound_server_never_blocks_the_gui_thread(qtbot) -> None:
    hold = threading.Event()
    fake = FakeBackend(hold_open=hold)
    player = SoundPlayer(lambda: fake, directory=sound_dir())
    started = time.perf_counter()
    player.start()
    for _ in range(200):
        player.play("tile")
        player.play_many(["card", "peg"])
    blocked = (time.perf_counter() - started) * 1000
    assert blocked < 250 and player.longest_block_ms < 20  # the open waits on its own thread
    assert fake.played == []  # nothing queued up to burst out later
    with qtbot.waitSignal(player.ready, timeout=5000):
        hold.set()
    assert player.play("tile") is True


def test_no_sound_files_is_sound_off_not_an_error(qtbot, tmp_path: Path) -> None:
    player = SoundPlayer(lambda: FakeBackend(), directory=None)
    player._directory = tmp_path  # an empty folder: nothing to load, but the backend opens
    with qtbot.waitSignal(player.ready, timeout=5000):
        player.start()
    assert player.play("tile") is True  # loading is the backend's business: the fake accepts
    import muggins_desktop.ui.sound.player as module

    original = module.sound_dir
    module.sound_dir = lambda: None
    try:
        quiet = SoundPlayer(lambda: FakeBackend())
        with qtbot.waitSignal(quiet.soundOff, timeout=5000) as signal:
            quiet.start()
        assert signal.args == ["no_files"]
    finally:
        module.sound_dir = original


def test_a_damaged_file_turns_sound_off(qtbot, tmp_path: Path) -> None:
    (tmp_path / "tile.wav").write_bytes(b"RIFF not really")
    player = SoundPlayer(lambda: FakeBackend(), directory=tmp_path)
    with qtbot.waitSignal(player.soundOff, timeout=5000) as signal:
        player.start()
    assert signal.args == ["failed"]


# ------------------------------------------------------------------ settings
def test_volume_mute_and_sound_off_setting(qtbot) -> None:
    fake = FakeBackend()
    clock = Clock()
    player = ready_player(qtbot, fake, clock)
    player.apply_settings(Settings(sound_on=True, volume=50, pace="normal", reduce_motion="off"))
    assert player.play("tile") and fake.played[-1] == ("tile", pytest.approx(0.25))
    assert player.toggle_mute() is True
    clock.ms += 1000
    assert player.play("tile") is False
    player.toggle_mute()
    player.apply_settings(Settings(sound_on=False, volume=50, reduce_motion="off"))
    clock.ms += 1000
    assert player.play("tile") is False
    player.apply_settings(Settings(sound_on=True, volume=0, reduce_motion="off"))
    clock.ms += 1000
    assert player.play("tile") is False
    player.apply_settings(Settings(sound_on=True, volume=100, reduce_motion="off"))
    clock.ms += 1000
    assert player.play("tile") and fake.played[-1] == ("tile", 1.0)
    assert player.play("no_such_sound") is False
    assert [name for name, _ in fake.played] == ["tile", "tile"]


def test_fast_pace_and_reduced_motion_thin_out_rapid_sounds(qtbot) -> None:
    fake = FakeBackend()
    clock = Clock()
    player = ready_player(qtbot, fake, clock)
    player.set_pace("fast", False)
    for _ in range(5):  # five tiles 100 ms apart: one in every 250 ms gets through
        player.play("tile")
        clock.ms += 100
    assert fake.names == ["tile", "tile"]
    clock.ms += 1000
    player.play("tile")
    clock.ms += 50
    assert player.play("card") is False  # any sound within 120 ms of another ...
    assert player.play("thirtyone") is True  # ... unless it matters more
    player.set_pace("normal", True)  # reduced motion: a batch keeps only its most important sound
    fake.played.clear()
    clock.ms += 1000
    player.play_many(["draw", "draw", "tile", "round_end", "deal"])
    qtbot.wait(20)
    assert fake.names == ["round_end"]


def test_coalescing_and_the_queue_keep_order_and_never_lag() -> None:
    normal, fast = pacing_for("normal", False), pacing_for("fast", False)
    assert coalesce(["draw", "draw", "draw", "tile"], normal) == ["draw", "tile"]
    assert coalesce(["card", "fifteen"], fast) == ["fifteen"]
    assert coalesce(["tile", "card"], fast) == ["card"]  # equals: the newest
    assert coalesce([], fast) == []
    pacer = Pacer(normal)
    assert pacer.admit("peg", 0) and not pacer.admit("peg", 50) and pacer.admit("peg", 100)


def test_a_long_backlog_drops_the_least_important(qtbot) -> None:
    fake = FakeBackend()
    clock = Clock()
    player = ready_player(qtbot, fake, clock)
    player.set_pace("slow", False)
    player.play_many(["tile", "card", "peg", "draw", "go", "tile", "match_end"])
    assert len(player.waiting) <= 4 and "match_end" in player.waiting
    player.close()


def test_the_player_starts_from_the_default_settings() -> None:
    player = SoundPlayer(lambda: FakeBackend())
    player.apply_settings(Settings())
    assert player.enabled and player.volume == 60


# ------------------------------------------------------------------ files and mixing
def test_the_sound_files_are_short_normalised_and_click_free() -> None:
    folder = sound_dir()
    assert folder is not None and folder in candidate_dirs()
    for name in SOUND_NAMES:
        path = folder / f"{name}.wav"
        with wave.open(str(path), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44100)
        pcm = read_pcm(path)
        samples = array.array("h")
        samples.frombytes(pcm.frames)
        assert 0.05 <= pcm.seconds <= 0.4, name
        peak = max(abs(s) for s in samples)
        assert 20 * math.log10(peak / 32768) <= -0.9, name  # headroom kept
        rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768
        assert abs(20 * math.log10(rms) - -20) < 1.5 or peak > 32000 * 0.89, name  # loudness-matched
        assert abs(samples[0]) < 600 and abs(samples[-1]) < 50, name  # soft start, silent end


def test_the_sounds_tool_is_deterministic(tmp_path: Path) -> None:
    import importlib.util

    path = Path(__file__).resolve().parents[3] / "tools" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert list(tool.SOUNDS) == list(SOUND_NAMES)
    assert tool.render("tile") == tool.render("tile")


def test_the_mixer_sums_voices_and_clips() -> None:
    mixer = Mixer()
    loud = array.array("h", [30000] * 100).tobytes()
    mixer.add("a", Pcm(loud, 44100))
    assert mixer.take(10) == bytes(20)  # silence while nothing plays
    mixer.start("a", 1.0)
    mixer.start("a", 1.0)
    out = array.array("h")
    out.frombytes(mixer.take(150))
    assert out[0] == 32767 and out[99] == 32767 and out[100] == 0  # two voices clipped, then done
    with pytest.raises(KeyError):
        mixer.start("missing", 1.0)
    stream = mixer.generator()
    next(stream)
    assert stream.send(4) == bytes(8)


def test_an_open_device_never_hangs_the_exit(tmp_path: Path) -> None:
    """A real device left open at exit is closed there (without that, the process never ended)."""
    import shutil
    import subprocess

    pytest.importorskip("miniaudio")
    if shutil.which("pactl") is None or subprocess.run(["pactl", "info"], capture_output=True).returncode != 0:
        pytest.skip("no sound server to open a device on")
    script = tmp_path / "exit.py"
    script.write_text(
        "import sys, time\n"
        f"sys.path.insert(0, {str(Path(__file__).resolve().parents[3])!r})\n"
        "from muggins_desktop.ui.sound.backends import MiniaudioBackend\n"
        "from muggins_desktop.ui.sound.files import read_pcm, sound_dir\n"
        "b = MiniaudioBackend(); b.open(); b.load('tile', read_pcm(sound_dir() / 'tile.wav'))\n"
        "b.play('tile', 0.5); time.sleep(0.1)\n",
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, timeout=20)
    assert done.returncode == 0, done.stderr[-500:]
