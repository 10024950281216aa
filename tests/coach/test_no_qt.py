"""The coach's logic is pure: importing it never loads Qt."""

from __future__ import annotations

import subprocess
import sys


def test_coach_imports_no_qt():
    code = (
        "import sys\n"
        "import muggins_desktop.coach.hints, muggins_desktop.coach.review, muggins_desktop.coach.takeback\n"
        "import muggins_desktop.coach.trainer, muggins_desktop.review_cli, muggins_desktop.coach.replay\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"
