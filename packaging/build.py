"""Build the one-folder app for the OS this runs on, and its Linux packages.

    python3 packaging/build.py [--dist DIR] [--work DIR]
    python3 packaging/build.py --deb --tarball     (Linux: also the .deb and .tar.gz)
    python3 packaging/build.py --deb --bundle DIR  (package a bundle built before)
    python3 packaging/build.py --no-bundle         (only the sdist and the wheel)

Linux and Windows get ``DIST/muggins-desktop/`` (run ``muggins-desktop`` or
``muggins-desktop.exe`` inside it); macOS also gets ``DIST/Muggins Desktop.app``.
On Windows, feed the folder to Inno Setup (``packaging/windows/muggins-desktop.iss``)
for an installer. Prints the folder and its size when done.

Needs PyInstaller next to the app's own dependencies: ``pip install -e ".[dev]"``
in a virtual environment of its own, since PyInstaller also takes in what other
installed packages the app's imports can reach. PyInstaller cannot cross-build:
run this once on each OS you ship for.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tarfile
import textwrap
import time
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "muggins-desktop.spec"
TRANSLATIONS = ROOT / "resources" / "translations"
ICONS = ROOT / "resources" / "icons"
LINUX = ROOT / "packaging" / "linux"
APP_NAME = "muggins-desktop"
APP_ID = "io.github.muggins_desktop.MugginsDesktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Where the .deb puts the bundle, and the launcher it puts on PATH.
DEB_PREFIX = "opt/muggins-desktop"
DEB_LAUNCHER = "usr/bin/muggins-desktop"
MAINTAINER = "The Muggins Desktop contributors <muggins-desktop@users.noreply.github.com>"
HOMEPAGE = "https://github.com/muggins-desktop/muggins-desktop"
# Libraries the bundle loads from the system (PyInstaller leaves out libc, GL
# and a few xcb/wayland helpers; found with ldd on every file in the bundle).
DEB_DEPENDS = (
    "libgl1",
    "libegl1",
    "libxcb1",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)
DEB_RECOMMENDS = ("fonts-dejavu-core | fonts-freefont-ttf",)
# The manual page, section 6 (games), written by hand in roff.
MAN_PAGE = LINUX / f"{APP_NAME}.6"
# The Debian revision of the package: the app's version alone would make it a
# "native" package, which Debian reserves for software written for Debian (and
# which wants changelog.gz, not changelog.Debian.gz). Raise it when only the
# packaging changes; start again at 1 with a new version of the app.
DEB_REVISION = "1"


def folder_size(path: Path) -> int:
    """Bytes in all regular files under ``path`` (symlinks counted once, as links)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def output_folder(dist: Path) -> Path:
    """The folder a user runs or installs from on this OS."""
    if sys.platform == "darwin":
        return dist / "Muggins Desktop.app"
    return dist / APP_NAME


def executable(dist: Path) -> Path:
    """The program inside the built folder."""
    if sys.platform == "darwin":
        return output_folder(dist) / "Contents" / "MacOS" / APP_NAME
    suffix = ".exe" if sys.platform == "win32" else ""
    return output_folder(dist) / f"{APP_NAME}{suffix}"


def build(dist: Path, work: Path, quiet: bool = True) -> Path:
    """Run PyInstaller with the spec; return the built folder."""
    missing = [lang for lang in ("en", "uk", "pl") if not (TRANSLATIONS / f"muggins_{lang}.qm").exists()]
    if missing:
        raise SystemExit(f"Compiled translations missing for {missing}: run tools/i18n.py release")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if quiet:
        cmd[3:3] = ["--log-level", "WARN"]
    subprocess.run(cmd, check=True, cwd=ROOT)
    return output_folder(dist)


def version() -> str:
    """The app's version, read from the package without importing it."""
    text = (ROOT / "muggins_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    assert match, "no __version__ in muggins_desktop/__init__.py"
    return match.group(1)


def deb_version(upstream: str | None = None) -> str:
    """The package's version: the app's (or ``upstream``) and the Debian revision."""
    return f"{upstream or version()}-{DEB_REVISION}"


def machine() -> str:
    """Debian's name for this machine's architecture (amd64, arm64, ...)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def tarball(bundle: Path, dist: Path) -> Path:
    """``muggins-desktop-VERSION-linux-ARCH.tar.gz`` holding the bundle folder."""
    arch = os.uname().machine
    out = dist / f"{APP_NAME}-{version()}-linux-{arch}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as archive:
        archive.add(bundle, arcname=f"{APP_NAME}-{version()}")
    return out


def python_dists(dist: Path) -> list[Path]:
    """The sdist and the wheel, built in-process by setuptools' own backend."""
    # build_meta rewrites sys.argv, so the folder is read once, first; the
    # names go to a file because setuptools logs to stdout.
    code = (
        "import sys; from setuptools import build_meta as b; out, names = sys.argv[1:3]; "
        "s = b.build_sdist(out); w = b.build_wheel(out); open(names, 'w').write(s + '\\n' + w)"
    )
    names = dist / ".python-dists"
    result = subprocess.run(
        [sys.executable, "-c", code, str(dist), str(names)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        raise SystemExit(result.stdout[-3000:] + result.stderr[-3000:])
    built = [dist / name for name in names.read_text(encoding="utf-8").split()]
    names.unlink()
    return built


def _copy_file(src: Path, dest: Path, mode: int = 0o644) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)
    dest.chmod(mode)


def _control(size_kib: int, arch: str) -> str:
    glibc = (os.confstr("CS_GNU_LIBC_VERSION") or "glibc 2.17").split()[-1]  # the bundle's floor
    depends = ", ".join((f"libc6 (>= {glibc})",) + DEB_DEPENDS)
    return (
        f"Package: {APP_NAME}\n"
        f"Version: {deb_version()}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {depends}\n"
        f"Recommends: {', '.join(DEB_RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        "Description: Muggins dominoes and cribbage against the computer or friends\n"
        " Two table games in one window: Muggins dominoes (score when the open ends\n"
        " add up to a multiple of five) and cribbage for two to four players, with\n"
        " the optional Muggins rule. Play against computer opponents or friends at\n"
        " one screen, in English, Ukrainian or Polish.\n"
        " .\n"
        " This package carries its own Python and Qt under /opt/muggins-desktop.\n"
    )


def _copyright() -> str:
    """Debian's machine-readable copyright file (DEP-5), one stand-alone paragraph per license named."""
    from_init = (ROOT / "muggins_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'COPYRIGHT\s*=\s*"([^"]+)"', from_init)
    holder = match.group(1) if match else "The Muggins Desktop contributors"
    holder = holder.encode("ascii").decode("unicode_escape").replace("Copyright \u00a9 ", "")
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Muggins Desktop\n"
        f"Upstream-Contact: {MAINTAINER}\n"
        f"Source: {HOMEPAGE}\n\n"
        "Files: *\n"
        f"Copyright: {holder}\n"
        "License: GPL-3+\n\n"
        "Files: opt/muggins-desktop/_internal/*\n"
        "Copyright: The Qt Company Ltd. and other contributors (Qt, PySide6)\n"
        " Python Software Foundation (Python)\n"
        " the authors of the bundled libraries\n"
        "License: LGPL-3 and PSF-2.0\n"
        "Comment: The bundle holds Qt 6 and PySide6 (LGPL-3.0), CPython (PSF-2.0)\n"
        " and the shared libraries they link to, unchanged, each under its own\n"
        " license.\n\n"
        "License: GPL-3+\n"
        " This program is free software: you can redistribute it and/or modify it\n"
        " under the terms of the GNU General Public License as published by the Free\n"
        " Software Foundation, either version 3 of the License, or (at your option)\n"
        " any later version.\n"
        " .\n"
        " On Debian systems, the full text of the GNU General Public License\n"
        " version 3 can be found in the file /usr/share/common-licenses/GPL-3.\n\n"
        "License: LGPL-3\n"
        " This library is free software; you can redistribute it and/or modify it\n"
        " under the terms of the GNU Lesser General Public License version 3 as\n"
        " published by the Free Software Foundation.\n"
        " .\n"
        " On Debian systems, the full text of the GNU Lesser General Public License\n"
        " version 3 can be found in the file /usr/share/common-licenses/LGPL-3.\n\n"
        "License: PSF-2.0\n"
        " Python is distributed under the Python Software Foundation License\n"
        " Version 2, a BSD-style license compatible with the GPL. Its text is in\n"
        " the bundle's Python distribution and at\n"
        " https://docs.python.org/3/license.html.\n"
    )


def _gzip(data: bytes, dest: Path) -> None:
    """``gzip -9n``: best compression, no name or time stamp, so the same input packs the same."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))


def _releases() -> list[tuple[str, str, list[str]]]:
    """(version, date, lines) of each release in the AppStream metainfo, newest first."""
    found = []
    for release in ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot().iter("release"):
        lines = []
        for element in release.iter():
            text = " ".join("".join(element.itertext()).split())
            if element.tag in ("p", "li") and text:
                lines.append(text)
        found.append((release.get("version", ""), release.get("date", ""), lines))
    return found


def changelog() -> str:
    """A Debian changelog made from the metainfo's release notes, the one place they are written."""
    entries = []
    for number, date, lines in _releases():
        when = format_datetime(datetime.fromisoformat(date).replace(tzinfo=UTC))
        wrapped = [textwrap.fill(line, 78, initial_indent="  * ", subsequent_indent="    ") for line in lines]
        items = "".join(f"{item}\n" for item in wrapped) or f"  * Release {number}.\n"
        entries.append(
            f"{APP_NAME} ({deb_version(number)}) unstable; urgency=medium\n\n{items}\n -- {MAINTAINER}  {when}\n"
        )
    return "\n".join(entries)


def stage_deb(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (the future ``/``)."""
    shutil.copytree(bundle, root / DEB_PREFIX, symlinks=True)
    launcher = root / DEB_LAUNCHER
    launcher.parent.mkdir(parents=True)
    # The bootloader finds its _internal folder through /proc/self/exe, so a
    # plain symlink works as the command on PATH.
    launcher.symlink_to(f"/{DEB_PREFIX}/{APP_NAME}")
    share = root / "usr" / "share"
    _copy_file(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _copy_file(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    # The record and save types (docs/DESKTOP.md); shared-mime-info's trigger rebuilds the database.
    _copy_file(LINUX / f"{APP_ID}.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    for size in ICON_SIZES:
        _copy_file(
            ICONS / f"{APP_NAME}-{size}.png", share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        )
    _copy_file(ICONS / f"{APP_NAME}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")
    doc = share / "doc" / APP_NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(_copyright(), encoding="utf-8")
    _gzip(changelog().encode("utf-8"), doc / "changelog.Debian.gz")
    _gzip(MAN_PAGE.read_bytes(), share / "man" / "man6" / f"{APP_NAME}.6.gz")
    _copy_file(LINUX / f"{APP_NAME}.lintian-overrides", share / "lintian" / "overrides" / APP_NAME)
    _set_modes(root)


def _set_modes(root: Path) -> None:
    """Folders and programs 0755, everything else 0644, as dpkg and lintian expect.

    Shared libraries are loaded, never run: PyInstaller copies them with the
    executable bit, which lintian reports for every one (shared-library-is-executable).
    """
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        shared = ".so" in path.suffixes and path.is_file()
        if path.is_dir() or (path.stat().st_mode & 0o111 and not shared):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def deb(bundle: Path, dist: Path, compression: str = "xz") -> Path:
    """Build ``muggins-desktop_VERSION_ARCH.deb`` from the bundle with dpkg-deb."""
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("dpkg-deb not found: build the .deb on Debian or Ubuntu")
    arch = machine()
    staging = dist / "deb-root"
    shutil.rmtree(staging, ignore_errors=True)
    stage_deb(bundle, staging)
    size_kib = (folder_size(staging) + 1023) // 1024
    control = staging / "DEBIAN"
    control.mkdir(mode=0o755)
    (control / "control").write_text(_control(size_kib, arch), encoding="utf-8")
    out = dist / f"{APP_NAME}_{deb_version()}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(staging), str(out)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(staging)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Muggins Desktop with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder")
    parser.add_argument("--bundle", type=Path, help="package this bundle folder instead of building one")
    parser.add_argument("--deb", action="store_true", help="Linux: also build the Debian package")
    parser.add_argument("--tarball", action="store_true", help="Linux: also pack the bundle as .tar.gz")
    parser.add_argument("--python-dists", action="store_true", help="also build the sdist and the wheel")
    parser.add_argument("--no-bundle", action="store_true", help="only the sdist and the wheel, no PyInstaller")
    parser.add_argument(
        "--compression",
        default="xz",
        choices=("xz", "gzip", "zstd", "none"),
        help="compression inside the .deb (default: xz)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="show PyInstaller's log")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    start = time.monotonic()
    if args.no_bundle:
        if args.deb or args.tarball:
            raise SystemExit("--deb and --tarball need a bundle")
        dist.mkdir(parents=True, exist_ok=True)
        for out in python_dists(dist):
            print(f"package: {out} ({out.stat().st_size / 1_000_000:.1f} MB)")
        return 0
    if args.bundle:
        folder = args.bundle.resolve()
        dist.mkdir(parents=True, exist_ok=True)
    else:
        folder = build(dist, args.work.resolve(), quiet=not args.verbose)
        print(f"built: {folder}")
        print(f"program: {executable(dist)}")
    size = folder_size(folder)
    print(f"size: {size / 1_000_000:.1f} MB in {sum(1 for _ in folder.rglob('*'))} entries")
    print(f"time: {time.monotonic() - start:.0f} s")
    if (args.deb or args.tarball) and not sys.platform.startswith("linux"):
        raise SystemExit("--deb and --tarball are for Linux bundles")
    for wanted, make in (
        (args.tarball, lambda: [tarball(folder, dist)]),
        (args.deb, lambda: [deb(folder, dist, args.compression)]),
        (args.python_dists, lambda: python_dists(dist)),
    ):
        if wanted:
            step = time.monotonic()
            for out in make():
                print(f"package: {out} ({out.stat().st_size / 1_000_000:.1f} MB, {time.monotonic() - step:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
