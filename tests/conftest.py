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


def _stuck_property_tests_stop_the_run(items) -> None:
    """Property tests time out by the thread method, which ends the run with the stuck test's stack.

    The default signal method fails the first example, and then Hypothesis
    shrinks by running more examples with no alarm left: a looping property
    stalled CI for minutes instead of failing.
    """
    import pytest

    for item in items:
        if not getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
            continue
        own = item.get_closest_marker("timeout")
        seconds = own.args[0] if own is not None and own.args else (own.kwargs.get("timeout") if own else None)
        item.add_marker(pytest.mark.timeout(seconds, method="thread"), append=False)


def pytest_collection_modifyitems(config, items) -> None:  # pytest hook
    """Stuck property tests end the run; the frozen bundle is built only in CI or on request (it takes minutes)."""
    _stuck_property_tests_stop_the_run(items)
    if _bundle_tests_wanted():
        return
    import pytest

    skip = pytest.mark.skip(reason="builds the PyInstaller bundle; runs in CI or with MUGGINS_BUNDLE_TEST=1")
    for item in items:
        if "bundle" in item.keywords:
            item.add_marker(skip)
