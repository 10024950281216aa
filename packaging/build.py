"""Build the one-folder app for the OS this runs on.

    python3 packaging/build.py [--dist DIR] [--work DIR]

Linux and Windows get ``DIST/muggins-desktop/`` (run ``muggins-desktop`` or
``muggins-desktop.exe`` inside it); macOS also gets ``DIST/Muggins Desktop.app``.
On Windows, feed the folder to Inno Setup (``packaging/windows/muggins-desktop.iss``)
for an installer. Prints the folder and its size when done.

Needs ``pip install pyinstaller`` next to the app's own dependencies. PyInstaller
cannot cross-build: run this once on each OS you ship for.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "muggins-desktop.spec"
TRANSLATIONS = ROOT / "muggins_desktop" / "resources" / "translations"
APP_NAME = "muggins-desktop"


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
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if quiet:
        cmd[3:3] = ["--log-level", "WARN"]
    subprocess.run(cmd, check=True, cwd=ROOT)
    return output_folder(dist)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Muggins Desktop with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder")
    parser.add_argument("-v", "--verbose", action="store_true", help="show PyInstaller's log")
    args = parser.parse_args(argv)
    start = time.monotonic()
    folder = build(args.dist.resolve(), args.work.resolve(), quiet=not args.verbose)
    seconds = time.monotonic() - start
    size = folder_size(folder)
    print(f"built: {folder}")
    print(f"program: {executable(args.dist.resolve())}")
    print(f"size: {size / 1_000_000:.1f} MB in {sum(1 for _ in folder.rglob('*'))} entries")
    print(f"time: {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
