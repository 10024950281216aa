"""Test-wide setup: no display needed, and no writes to the real user dirs."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep every test away from the real settings and saves.
os.environ.setdefault("MUGGINS_DESKTOP_HOME", tempfile.mkdtemp(prefix="muggins-test-home-"))
