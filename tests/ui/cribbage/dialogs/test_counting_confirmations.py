"""Counting with fewer clicks (issue 28): a whole two-player Muggins hand needs at most 3 dialog
confirmations (the declarations and answers; the settlements are shown on the table). Main had 6."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(120)

BENCH = Path(__file__).resolve().parents[3] / "benchmarks" / "bench_counting_clicks.py"


def test_a_muggins_hand_needs_at_most_three_confirmations(qapp) -> None:
    spec = importlib.util.spec_from_file_location("bench_counting_clicks", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    dialogs, keys = bench.confirmations_per_hand(2, 3)
    assert dialogs and max(dialogs) <= 3, dialogs
    assert max(keys) <= 6, keys  # digits + Enter to declare, one key to answer
