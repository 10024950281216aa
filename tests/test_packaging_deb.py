"""The .deb's staging tree, checked without PyInstaller (normal suite, under a second).

``tests/test_packaging.py`` builds the real bundle and .deb, which takes
minutes and runs only in CI. The files lintian asks of every package (a
changelog, a manual page, a machine-readable copyright file, shared libraries
that are not executable) come from ``packaging/build.py``'s ``stage_deb``,
so it is run here on a stand-in bundle of a few files.
"""

from __future__ import annotations

import gzip
import importlib.util
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("muggins_build", ROOT / "packaging" / "build.py")
assert _spec is not None and _spec.loader is not None
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

DOC = "usr/share/doc/muggins-desktop"
MAN = "usr/share/man/man6/muggins-desktop.6.gz"


@pytest.fixture(scope="module")
def staged(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A staging tree made from a bundle shaped like PyInstaller's (libraries copied with the x bit)."""
    bundle = tmp_path_factory.mktemp("bundle") / "muggins-desktop"
    internal = bundle / "_internal"
    internal.mkdir(parents=True)
    for name, mode in (
        ("muggins-desktop", 0o755),
        ("_internal/libQt6Core.so.6", 0o755),
        ("_internal/libpython3.11.so.1.0", 0o755),
        ("_internal/_ssl.cpython-311-x86_64-linux-gnu.so", 0o755),
        ("_internal/base_library.zip", 0o644),
    ):
        (bundle / name).write_bytes(b"\x7fELF")
        (bundle / name).chmod(mode)
    root = tmp_path_factory.mktemp("deb-root")
    build.stage_deb(bundle, root)
    return root


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def test_shared_libraries_are_not_executable_and_the_program_is(staged: Path) -> None:
    internal = staged / "opt" / "muggins-desktop" / "_internal"
    for name in ("libQt6Core.so.6", "libpython3.11.so.1.0", "_ssl.cpython-311-x86_64-linux-gnu.so"):
        assert _mode(internal / name) == 0o644, name
    assert _mode(staged / "opt" / "muggins-desktop" / "muggins-desktop") == 0o755
    assert _mode(internal) == 0o755


def _gunzip_n(path: Path) -> bytes:
    """The content of a gzip file made as ``gzip -9n`` does: no file name, no time stamp."""
    raw = path.read_bytes()
    assert raw[:2] == b"\x1f\x8b" and raw[3] & 0x08 == 0, "gzip header names a file"
    assert raw[4:8] == b"\0\0\0\0", "gzip header carries a time stamp"
    assert raw[8] == 2, "not compressed at level 9"
    return gzip.decompress(raw)


def test_the_changelog_is_debian_shaped_and_names_this_version(staged: Path) -> None:
    text = _gunzip_n(staged / DOC / "changelog.Debian.gz").decode("utf-8")
    first = text.splitlines()[0]
    assert first == f"muggins-desktop ({build.version()}-{build.DEB_REVISION}) unstable; urgency=medium"
    trailer = re.compile(r"^ -- .+ <.+@.+>  \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$", re.M)
    assert len(trailer.findall(text)) == text.count("urgency=medium") >= 1
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith(" -- "))


def test_the_man_page_is_installed_and_names_every_option(staged: Path) -> None:
    page = _gunzip_n(staged / MAN).decode("utf-8")
    assert page.startswith('.\\"') and ".TH MUGGINS-DESKTOP 6" in page
    # Every option of the command line and its commands, as roff writes them (\- for -).
    for option in re.findall(r'add_argument\(\s*"(--[a-z-]+)"', _cli_sources()):
        assert option.replace("-", "\\-") in page, option
    for command in ("simulate", "review", "verify", "\\-\\-screenshot", "\\-\\-version", "\\-\\-help"):
        assert command in page, command


def _cli_sources() -> str:
    package = ROOT / "muggins_desktop"
    files = [package / "cli.py", package / "simulate.py", package / "review_cli.py", package / "verify.py"]
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


def test_the_man_page_renders_without_warnings() -> None:
    man = build.MAN_PAGE
    groff = shutil.which("groff")
    if groff is None:
        pytest.skip("groff is not installed")
    done = subprocess.run(
        [groff, "-man", "-Tutf8", "-ww", "-z", str(man)], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr


def test_the_copyright_file_is_machine_readable_with_every_license_written_out(staged: Path) -> None:
    text = (staged / DOC / "copyright").read_text(encoding="utf-8")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    paragraphs = [block for block in text.split("\n\n") if block.strip()]
    files = [p for p in paragraphs if p.startswith("Files:")]
    assert files and files[0].startswith("Files: *\n") and "License: GPL-3+" in files[0]
    named = {word for p in files for word in re.search(r"^License: (.+)$", p, re.M)[1].split(" and ")}
    # DEP-5: a license named in a Files paragraph without its text needs a stand-alone paragraph.
    standalone = {p.splitlines()[0].removeprefix("License: ") for p in paragraphs if p.startswith("License:")}
    assert named == standalone == {"GPL-3+", "LGPL-3", "PSF-2.0"}


def test_the_lintian_overrides_are_installed_for_this_package_alone(staged: Path) -> None:
    text = (staged / "usr/share/lintian/overrides/muggins-desktop").read_text(encoding="utf-8")
    rules = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert rules and all(line.startswith("muggins-desktop: ") for line in rules)
    # Each group of overrides answers a property of the bundle, with its reason written above it.
    groups = [block.splitlines() for block in text.split("\n\n") if "muggins-desktop: " in block]
    assert groups and all(lines[0].startswith("#") for lines in groups)
