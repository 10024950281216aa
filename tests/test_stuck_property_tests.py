"""A property test that loops forever ends the run quickly instead of stalling CI (tests/conftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LOOPING = """
from hypothesis import given, settings, strategies as st

@settings(max_examples=5, deadline=None)
@given(st.integers())
def test_loops(x):
    while True:
        pass
"""

CONFTEST = """
from tests.conftest import _stuck_property_tests_stop_the_run

def pytest_collection_modifyitems(config, items):
    _stuck_property_tests_stop_the_run(items)
"""


def test_a_looping_property_test_fails_within_its_timeout(tmp_path: Path) -> None:
    (tmp_path / "test_loops.py").write_text(LOOPING)
    (tmp_path / "conftest.py").write_text(CONFTEST)
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--timeout", "2", str(tmp_path)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert done.returncode != 0
    assert "Timeout" in done.stdout + done.stderr
    assert time.monotonic() - began < 60  # the signal method alone ran until the outer limit
