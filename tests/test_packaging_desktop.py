"""Issue 53: the file manager knows the app's files, and the .deb installs the types.

The desktop entry passes the file (``%f``) and names the two types of
``packaging/linux/...xml``; the types tell a Muggins record and save by
their first bytes, as the app writes them, and leave other JSON alone.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.storage.legacy.saves import save_game
from muggins_desktop.storage.library.record import export_record

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.muggins_desktop.MugginsDesktop"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _types() -> dict[str, ElementTree.Element]:
    root = ElementTree.parse(LINUX / f"{APP_ID}.xml").getroot()
    return {t.get("type", ""): t for t in root.iter(f"{MIME}mime-type")}


def _entry() -> dict[str, str]:
    lines = (LINUX / f"{APP_ID}.desktop").read_text("utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_the_entry_passes_the_file_and_names_the_types() -> None:
    entry = _entry()
    assert entry["Exec"] == "muggins-desktop %f"
    assert set(entry["MimeType"].rstrip(";").split(";")) == set(_types())


def test_the_types_know_the_files_the_app_writes(tmp_path: Path) -> None:
    match = DominoMatch(players=2, seed=3)
    record, save = tmp_path / "r.jsonl", tmp_path / "s.json"
    export_record(record, match.full_record())
    save_game(save, match, [{"name": "Ann", "kind": "human", "level": None}] * 2, {"players": 2})
    starts = {name: [m.get("value", "") for m in t.iter(f"{MIME}match")] for name, t in _types().items()}
    assert any(record.read_text("utf-8").startswith(v) for v in starts["application/x-muggins-record"])
    assert any(save.read_text("utf-8").startswith(v) for v in starts["application/x-muggins-save"])
    globs = {name: [g.get("pattern") for g in t.iter(f"{MIME}glob")] for name, t in _types().items()}
    assert globs == {"application/x-muggins-record": [], "application/x-muggins-save": ["*.json"]}


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="needs shared-mime-info")
def test_the_mime_database_takes_the_types(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.xml", packages)
    result = subprocess.run(
        ["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "rror" not in result.stderr, result.stderr
    assert "application/x-muggins-save" in (tmp_path / "mime" / "types").read_text("utf-8")


def test_the_deb_installs_the_types_beside_the_entry(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("muggins_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    sys.modules["muggins_build"] = build
    spec.loader.exec_module(build)
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / "muggins-desktop").write_text("", "utf-8")
    root = tmp_path / "root"
    build.stage_deb(bundle, root)
    installed = root / "usr" / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert installed.read_bytes() == (LINUX / f"{APP_ID}.xml").read_bytes()
    assert (root / "usr" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
