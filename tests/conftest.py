"""Test-wide setup: no display needed, and no writes to the real user dirs."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep every test away from the real settings and saves.
os.environ.setdefault("MUGGINS_DESKTOP_HOME", tempfile.mkdtemp(prefix="muggins-test-home-"))
# No audio device in tests: the window's sound player stays silent unless a test gives it a backend.
os.environ.setdefault("MUGGINS_DESKTOP_SOUND", "off")


def _bundle_tests_wanted() -> bool:
    return bool(os.environ.get("CI")) or os.environ.get("MUGGINS_BUNDLE_TEST") == "1"


def pytest_collection_modifyitems(config, items) -> None:  # pytest hook
    """Build the frozen bundle only in CI or on request: it takes minutes."""
    if _bundle_tests_wanted():
        return
    import pytest

    skip = pytest.mark.skip(reason="builds the PyInstaller bundle; runs in CI or with MUGGINS_BUNDLE_TEST=1")
    for item in items:
        if "bundle" in item.keywords:
            item.add_marker(skip)
