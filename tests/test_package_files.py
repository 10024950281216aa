"""Fast checks of the packaging files: icons, desktop entry, AppStream, installer.

The slow bundle build lives in test_packaging.py; these run in the normal suite
and catch broken icon containers or metadata that points at a wrong id.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.muggins_desktop.MugginsDesktop"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    return struct.unpack(">II", data[16:24])


def test_png_icons_have_their_named_sizes():
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert _png_size((ICONS / f"muggins-desktop-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_png_images_up_to_256():
    data = (ICONS / "muggins-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        width, _h, _c, _r, _planes, _bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        image = data[offset : offset + length]
        w, _ = _png_size(image)
        assert w == (width or 256)
        sizes.add(w)
    assert {16, 32, 48, 256} <= sizes


def test_icns_entries_are_consistent():
    data = (ICONS / "muggins-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, {}
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        kinds[kind] = _png_size(data[pos + 8 : pos + length])
        pos += length
    assert pos == len(data)
    assert kinds[b"ic07"] == (128, 128) and kinds[b"ic10"] == (1024, 1024)


def test_desktop_entry():
    path = LINUX / f"{APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(path, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"].split()[0] == "muggins-desktop"
    assert section["Icon"] == APP_ID
    assert "Game" in section["Categories"].split(";")
    for language in ("uk", "pl"):
        assert section[f"Comment[{language}]"]
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr


def test_appstream_metainfo():
    path = LINUX / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.findtext("provides/binary") == "muggins-desktop"
    from muggins_desktop import __version__

    assert root.find("releases/release").get("version") == __version__
    assert root.find("releases/release/description") is not None  # release notes
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    shots = root.findall("screenshots/screenshot/image")
    assert shots and all(s.text.startswith("https://") for s in shots)
    for shot in shots:  # each points at a screenshot kept in docs/screenshots/
        assert (ROOT / "docs" / "screenshots" / shot.text.rsplit("/", 1)[1]).is_file()
    if shutil.which("appstreamcli"):
        result = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True, check=False
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_inno_setup_script_points_at_real_files():
    text = (ROOT / "packaging" / "windows" / "muggins-desktop.iss").read_text(encoding="utf-8")
    assert "SetupIconFile=..\\..\\resources\\icons\\muggins-desktop.ico" in text
    assert '#define SourceDir "..\\..\\dist\\muggins-desktop"' in text
    assert 'MyAppExeName "muggins-desktop.exe"' in text


@pytest.mark.parametrize("name", ["muggins-desktop.spec", "build.py", "launcher.py", "make_icons.py"])
def test_packaging_scripts_exist(name):
    assert (ROOT / "packaging" / name).is_file()


# --- Flatpak ----------------------------------------------------------------
# The manifest cannot be built here (no Flathub runtimes); these check what can
# be checked without flatpak-builder.

FLATPAK = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def _flatpak_manifest() -> dict:
    yaml = pytest.importorskip("yaml")
    return yaml.safe_load(FLATPAK.read_text(encoding="utf-8"))


def test_flatpak_manifest_names_the_app_and_a_runtime():
    manifest = _flatpak_manifest()
    assert manifest["app-id"] == APP_ID
    assert manifest["command"] == "muggins-desktop"
    assert manifest["runtime"] in ("org.freedesktop.Platform", "org.kde.Platform")
    assert manifest["sdk"].replace(".Sdk", ".Platform") == manifest["runtime"]
    assert "--socket=wayland" in manifest["finish-args"]


def test_flatpak_pip_sources_are_pinned_with_hashes():
    manifest = _flatpak_manifest()
    remote = [s for m in manifest["modules"] for s in m.get("sources", []) if "url" in s]
    assert remote
    for source in remote:
        assert source["type"] == "file" and source["url"].startswith("https://files.pythonhosted.org/")
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
    wheels = {s["url"].rsplit("/", 1)[1] for s in remote}
    for arch in ("x86_64", "aarch64"):
        for name in ("pyside6_essentials", "shiboken6"):
            assert any(w.startswith(name + "-") and w.endswith(f"_{arch}.whl") for w in wheels), (name, arch)
    assert any(w.startswith("platformdirs-") for w in wheels)
    # PySide6 and shiboken6 move together.
    versions = {w.split("-")[1] for w in wheels if w.startswith(("pyside6_essentials", "shiboken6"))}
    assert len(versions) == 1


def test_flatpak_local_files_exist():
    manifest = _flatpak_manifest()
    local = [s for m in manifest["modules"] for s in m.get("sources", []) if "path" in s]
    assert local
    for source in local:
        assert (FLATPAK.parent / source["path"]).resolve().exists(), source
    (app,) = [m for m in manifest["modules"] if m["name"] == "muggins-desktop"]
    source_root = (FLATPAK.parent / app["sources"][0]["path"]).resolve()
    assert (source_root / "pyproject.toml").is_file()
    commands = " ".join(app["build-commands"])
    for path in re.findall(r"(?:packaging|muggins_desktop)/[\w./-]+\.(?:desktop|xml|svg)", commands):
        assert (source_root / path).is_file(), path


def test_flatpak_builder_reads_the_manifest(tmp_path):
    """flatpak-builder's own parser accepts it (no runtime needed for that)."""
    builder = shutil.which("flatpak-builder")
    if builder is None:
        pytest.skip("flatpak-builder not installed (Debian package flatpak-builder)")
    # It leaves a .flatpak-builder state folder in its working directory.
    result = subprocess.run(
        [builder, "--show-manifest", str(FLATPAK)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    import json

    assert json.loads(result.stdout)["id"] == APP_ID


def test_flatpak_carries_the_sound_library_and_its_socket():
    """Sound plays through miniaudio (with cffi and pycparser) and PulseAudio.

    Without these the Flatpak build plays silently: miniaudio for each
    architecture (a wheel where PyPI has one, else the pinned sdist built with
    the SDK's compiler), cffi for each architecture, pycparser once, and the
    sandbox's PulseAudio socket (PipeWire serves it too).
    """
    manifest = _flatpak_manifest()
    assert "--socket=pulseaudio" in manifest["finish-args"]
    sources = [s for m in manifest["modules"] for s in m.get("sources", []) if "url" in s]

    def files_for(arch: str) -> set[str]:
        return {s["url"].rsplit("/", 1)[1] for s in sources if arch in s.get("only-arches", [arch])}

    for arch in ("x86_64", "aarch64"):
        names = files_for(arch)
        assert any(n.startswith("cffi-") and n.endswith(f"_{arch}.whl") for n in names), arch
        assert any(n.startswith("pycparser-") and n.endswith("-py3-none-any.whl") for n in names), arch
        assert any(
            n.startswith("miniaudio-") and (n.endswith(f"_{arch}.whl") or n.endswith(".tar.gz")) for n in names
        ), arch
    commands = " ".join(c for m in manifest["modules"] for c in m.get("build-commands", []))
    for name in ("miniaudio", "cffi", "pycparser"):
        assert re.search(rf"pip3 install [^;]*\b{name}\b", commands), name
    # The versions are those pyproject allows (miniaudio>=1.59).
    versions = {
        n.removesuffix(".tar.gz").split("-")[1]
        for n in files_for("x86_64") | files_for("aarch64")
        if n.startswith("miniaudio-")
    }
    assert len(versions) == 1 and tuple(int(p) for p in versions.pop().split(".")) >= (1, 59)


def test_desktop_entry_names_the_window_class_qt_sets():
    """Docks group the window under the entry only when StartupWMClass is its X11 WM_CLASS.

    Qt's xcb plugin writes WM_CLASS as (the base name of argv[0], the application
    name); the app makes its QApplication with both set to "muggins-desktop".
    """
    path = LINUX / f"{APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read(path, encoding="utf-8")
    wm_class = entry["Desktop Entry"]["StartupWMClass"]
    code = (
        "import os\n"
        "from muggins_desktop.ui.app.app import make_app\n"
        "app = make_app([])\n"
        "print(app.applicationName()); print(os.path.basename(app.arguments()[0])); print(app.desktopFileName())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    name, argv0, desktop = done.stdout.split()
    assert name == argv0 == wm_class
    assert desktop == APP_ID  # Wayland's app id: the entry's file name
