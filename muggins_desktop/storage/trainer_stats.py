"""The counting trainer's statistics file, ``trainer.json`` in the data folder.

Kept apart from ``stats.json`` so that practice never touches match
statistics; a missing or damaged file simply means no practice yet.
"""

from __future__ import annotations

from pathlib import Path

from muggins_desktop.coach.trainer import TrainerStats
from muggins_desktop.storage.atomic import atomic_write_json
from muggins_desktop.storage.files import read_json
from muggins_desktop.storage.paths import data_dir

STATS_FILE = "trainer.json"
MAX_BYTES = 1024 * 1024


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def load_stats(path: Path | None = None) -> TrainerStats:
    """The saved trainer statistics (empty when missing or unreadable)."""
    try:
        return TrainerStats.from_json(read_json(path or stats_path(), MAX_BYTES))
    except Exception:  # a missing or damaged file means no statistics yet
        return TrainerStats()


def save_stats(stats: TrainerStats, path: Path | None = None) -> None:
    atomic_write_json(path or stats_path(), stats.to_json())
