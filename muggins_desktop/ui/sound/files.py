"""Where the sound files are, and reading them (standard library ``wave``).

The sounds are made by ``tools/make_sounds.py`` into the top-level
``resources/sounds/``. An installed app or a bundle carries them inside the
package (``muggins_desktop/resources/sounds/``, pyproject's package-dir);
a checkout runs from the top-level folder. :func:`sound_dir` looks in both,
package first, as ``muggins_desktop.assets`` does for the other assets.
"""

from __future__ import annotations

import wave
from dataclasses import dataclass
from pathlib import Path

from muggins_desktop.assets import CHECKOUT, INSTALLED

MAX_SECONDS = 0.5  # a file longer than this is refused (ours are at most 0.4 s)


@dataclass(frozen=True)
class Pcm:
    """A decoded sound: 16-bit signed mono samples at ``rate``, little-endian bytes."""

    frames: bytes
    rate: int

    @property
    def seconds(self) -> float:
        return len(self.frames) / 2 / self.rate


def candidate_dirs() -> list[Path]:
    """The folders that may hold the sounds, in the order they are tried."""
    return [INSTALLED / "sounds", CHECKOUT / "sounds"]


def sound_dir() -> Path | None:
    """The first folder that holds sound files, or None (the app then stays silent)."""
    for folder in candidate_dirs():
        if folder.is_dir() and any(folder.glob("*.wav")):
            return folder
    return None


def read_pcm(path: Path) -> Pcm:
    """Read one of our WAV files; raises ``ValueError`` for anything else.

    Only the format the tool writes is accepted (16-bit mono, short), so a
    stray or damaged file is refused instead of played as noise.
    """
    try:
        with wave.open(str(path), "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
                raise ValueError(f"{path.name}: not 16-bit mono")
            rate, count = wav.getframerate(), wav.getnframes()
            if not 8000 <= rate <= 96000 or count > rate * MAX_SECONDS:
                raise ValueError(f"{path.name}: unexpected rate or length")
            frames = wav.readframes(count)
    except (wave.Error, EOFError) as exc:
        raise ValueError(f"{path.name}: {exc}") from exc
    return Pcm(frames, rate)
