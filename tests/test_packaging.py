"""The frozen Linux bundle and its Debian package, built and used for real.

One PyInstaller run (a minute or two) feeds every test here, so the module is
marked ``bundle``: CI runs it (the environment variable ``CI`` is set there),
and on a developer's machine it runs with ``MUGGINS_BUNDLE_TEST=1``; otherwise
it is skipped with that reason (see ``tests/conftest.py``).

The .deb tests install the package into this machine with apt-get, start it
offscreen, and purge it again; they need root and apt (Debian or Ubuntu) and
skip with that reason elsewhere. They never touch a muggins-desktop package
that was installed before the test ran.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.muggins_desktop.MugginsDesktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Wait for another apt or dpkg run to finish instead of failing at once.
APT_WAIT = ("-o", "DPkg::Lock::Timeout=300")

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the bundle check builds the Linux bundle"),
    pytest.mark.timeout(900),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    work = tmp_path_factory.mktemp("bundle")
    start = time.monotonic()
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(work / "dist"),
            "--work",
            str(work / "build"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    program = work / "dist" / "muggins-desktop" / "muggins-desktop"
    assert program.is_file()
    print(f"\nbuilt in {time.monotonic() - start:.0f} s:\n{result.stdout}")
    return program


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_HOME=str(tmp_path / "home"))
    env.pop("PYTHONPATH", None)  # the bundle must not lean on the source tree
    return env


def test_bundle_reports_its_version(bundle, tmp_path):
    from muggins_desktop import __version__

    result = subprocess.run(
        [str(bundle), "--version"],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert __version__ in result.stdout


def _loaded_libraries(command: list[str], tmp_path: Path) -> str:
    """What the dynamic loader loads while ``command`` runs (glibc's LD_DEBUG)."""
    env = dict(_env(tmp_path), LD_DEBUG="libs", LD_DEBUG_OUTPUT=str(tmp_path / "ld"))
    result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    return "".join(p.read_text(errors="replace") for p in tmp_path.glob("ld*"))


def test_bundle_version_loads_no_qt(bundle, tmp_path):
    # PyInstaller's own PySide6 hook loaded QtCore and ICU before the command
    # line was read (0.59 s against 0.09 s); packaging/pyi_rth_pyside6_lazy.py
    # defers that until the app imports Qt.
    loaded = _loaded_libraries([str(bundle), "--version"], tmp_path)
    assert "libpython" in loaded  # the trace works
    assert "libQt6Core" not in loaded and "libicu" not in loaded


def test_bundle_help_answers(bundle, tmp_path):
    result = subprocess.run(
        [str(bundle), "--help"],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "--screenshot" in result.stdout
    # Once the command line answers --help without Qt in a plain Python (the
    # CLI's job), the bundle must not load Qt for it either.
    probe = (
        "import contextlib, io, sys; from muggins_desktop.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try: main(['--help'])\n"
        "    except SystemExit: pass\n"
        "print('PySide6.QtCore' in sys.modules)"
    )
    venv = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(_env(tmp_path), PYTHONPATH=str(ROOT)),
        timeout=60,
        check=False,
    )
    if venv.stdout.strip().endswith("False"):
        loaded = _loaded_libraries([str(bundle), "--help"], tmp_path)
        assert "libQt6Core" not in loaded and "libicu" not in loaded


def test_bundle_is_trimmed(bundle):
    internal = bundle.parent / "_internal"
    names = {p.name for p in internal.rglob("*")}
    unwanted = [
        n
        for n in names
        if n.startswith(("_codecs_", "_multibytecodec", "unicodedata", "_decimal"))
        or n.lower().startswith("libqt6eglfs")
        or n.endswith((".ico", ".icns"))
    ]
    assert not unwanted, unwanted


@pytest.mark.parametrize("language", ["en", "uk"])
def test_bundle_takes_a_screenshot_offscreen(bundle, tmp_path, language):
    shot = tmp_path / f"shot-{language}.png"
    result = subprocess.run(
        [str(bundle), "--screenshot", str(shot), "--demo", "dominoes", "--size", "1024x700", "--lang", language],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 700)
    # A blank or black window would mean the bundle lost its plugins or fonts.
    colours = {image.pixel(x, y) for x in range(0, 1024, 37) for y in range(0, 700, 29)}
    assert len(colours) > 20


def test_bundle_ships_translations_and_rules(bundle):
    internal = bundle.parent / "_internal"
    for language in ("en", "uk", "pl"):
        assert (internal / "muggins_desktop" / "resources" / "translations" / f"muggins_{language}.qm").is_file()
        assert (internal / "muggins_desktop" / "resources" / "rules" / f"rules_{language}.html").is_file()
    # Only the Qt translations of our three languages are kept.
    qt_translations = internal / "PySide6" / "Qt" / "translations"
    if qt_translations.is_dir():
        assert {p.name for p in qt_translations.iterdir()} <= {f"qtbase_{x}.qm" for x in ("en", "uk", "pl")}


# --- The Debian package ---------------------------------------------------


def _apt_usable() -> str | None:
    """Why the .deb cannot be installed here, or None when it can."""
    if shutil.which("apt-get") is None or shutil.which("dpkg-deb") is None:
        return "needs apt-get and dpkg-deb (Debian or Ubuntu)"
    if os.geteuid() != 0:
        return "needs root to install the package with apt-get"
    installed = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", "muggins-desktop"], capture_output=True, text=True, check=False
    )
    if "installed" in installed.stdout.split():
        return "a muggins-desktop package is already installed here; the test would replace it"
    return None


def _ensure_tools(*pairs: tuple[str, str]) -> None:
    """Install the Debian packages that bring the named commands, if missing."""
    missing = [package for command, package in pairs if shutil.which(command) is None]
    if not missing:
        return
    if shutil.which("apt-get") is None:
        pytest.skip(f"{', '.join(missing)} missing and apt-get unavailable to install them")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    result = subprocess.run(
        ["apt-get", *APT_WAIT, "install", "-y", "--no-install-recommends", *missing],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    if result.returncode != 0:  # the package lists may be stale or absent
        subprocess.run(["apt-get", "update"], capture_output=True, env=env, timeout=600, check=False)
        result = subprocess.run(
            ["apt-get", *APT_WAIT, "install", "-y", "--no-install-recommends", *missing],
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
            check=False,
        )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


@pytest.fixture(scope="module")
def deb(bundle, tmp_path_factory):
    if shutil.which("dpkg-deb") is None:
        pytest.skip("building the .deb needs dpkg-deb (Debian or Ubuntu)")
    out = tmp_path_factory.mktemp("deb")
    # zstd instead of the release's xz: the same package in 3 s instead of
    # about two minutes on two shared cores.
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--bundle",
            str(bundle.parent),
            "--dist",
            str(out),
            "--deb",
            "--compression",
            "zstd",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (package,) = out.glob("muggins-desktop_*.deb")
    return package


def _deb_names(package: Path) -> set[str]:
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(package)], capture_output=True, text=True, check=True
    ).stdout
    return {line.split(None, 5)[5].split(" -> ")[0].removeprefix(".") for line in listing.splitlines()}


def test_deb_lays_out_launcher_entry_icons_and_metainfo(deb):
    from muggins_desktop import __version__

    names = _deb_names(deb)
    assert "/opt/muggins-desktop/muggins-desktop" in names
    assert "/usr/bin/muggins-desktop" in names
    assert f"/usr/share/applications/{APP_ID}.desktop" in names
    assert f"/usr/share/metainfo/{APP_ID}.metainfo.xml" in names
    assert "/usr/share/doc/muggins-desktop/copyright" in names
    assert "/usr/share/doc/muggins-desktop/changelog.Debian.gz" in names
    assert "/usr/share/man/man6/muggins-desktop.6.gz" in names
    assert "/usr/share/lintian/overrides/muggins-desktop" in names
    for size in ICON_SIZES:
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in names
    assert f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg" in names
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Depends"], capture_output=True, text=True, check=True
    ).stdout
    assert "Package: muggins-desktop" in fields and f"Version: {__version__}-1\n" in fields
    assert "libc6 (>=" in fields


# What lintian reported before the build wrote a changelog and a manual page,
# made the copyright file's licenses stand-alone and dropped the x bit of the
# shared libraries, and what packaging/linux/muggins-desktop.lintian-overrides
# answers (a bundle under /opt with its own libraries). docs/PACKAGING.md
# lists what is left.
LINTIAN_ANSWERED = {
    "no-changelog",
    "wrong-name-for-changelog-of-native-package",
    "no-manual-page",
    "shared-library-is-executable",
    "missing-license-paragraph-in-dep5-copyright",
    "copyright-without-copyright-notice",
    "syntax-error-in-dep5-copyright",
    "dir-or-file-in-opt",
    "embedded-library",
    "shared-library-lacks-prerequisites",
    "library-not-linked-against-libc",
    "hardening-no-pie",
    "package-section-games-but-contains-no-game",
    "initial-upload-closes-no-bugs",
}


@pytest.mark.slow  # lintian reads the whole 45 MB package (about a minute): run with -m slow
def test_deb_has_none_of_the_lintian_tags_the_build_answers(deb):
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (Debian package lintian)")
    result = subprocess.run(
        ["lintian", "--tag-display-limit", "0", "--show-overrides", str(deb)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    # The exit status says only whether some error tag is left (or, with an old
    # lintian, that it calls a zstd .deb malformed); overridden tags, shown
    # as "O:", prove that it read the package and the overrides file.
    lines = result.stdout.splitlines()
    assert any(line.startswith("O: muggins-desktop: ") for line in lines), result.stdout[-3000:] + result.stderr
    tags = {line.split()[2] for line in lines if line[:3] in {"E: ", "W: ", "I: "}}
    assert not tags & LINTIAN_ANSWERED, result.stdout[-3000:]


def test_deb_files_pass_the_validators(deb, tmp_path):
    _ensure_tools(("desktop-file-validate", "desktop-file-utils"), ("appstreamcli", "appstream"))
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    entry = tmp_path / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    result = subprocess.run(
        ["appstreamcli", "validate-tree", "--no-net", str(tmp_path)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_deb_installs_runs_and_purges_cleanly(deb, tmp_path):
    reason = _apt_usable()
    if reason:
        pytest.skip(reason)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    local = tmp_path / deb.name  # apt-get wants a path that starts with ./ or /
    shutil.copyfile(deb, local)
    os.chmod(tmp_path, 0o755)  # apt's sandbox user reads the file
    os.chmod(local, 0o644)
    install = subprocess.run(
        ["apt-get", *APT_WAIT, "install", "-y", f"./{deb.name}"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    if install.returncode != 0 and "Unable to locate" not in install.stdout + install.stderr:
        subprocess.run(["apt-get", "update"], capture_output=True, env=env, timeout=600, check=False)
        install = subprocess.run(
            ["apt-get", *APT_WAIT, "install", "-y", f"./{deb.name}"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
            check=False,
        )
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    try:
        files = subprocess.run(
            ["dpkg", "-L", "muggins-desktop"], capture_output=True, text=True, check=True
        ).stdout.split()
        launcher = shutil.which("muggins-desktop", path="/usr/bin")
        assert launcher == "/usr/bin/muggins-desktop"
        shot = tmp_path / "installed.png"
        run = subprocess.run(
            [launcher, "--screenshot", str(shot), "--demo", "cribbage", "--size", "800x600"],
            capture_output=True,
            text=True,
            env=_env(tmp_path),
            cwd=tmp_path,
            timeout=120,
            check=False,
        )
        assert run.returncode == 0, run.stdout + run.stderr
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        version = subprocess.run(
            [launcher, "--version"], capture_output=True, text=True, env=_env(tmp_path), timeout=60, check=False
        )
        assert version.returncode == 0 and "muggins-desktop" in version.stdout
    finally:
        remove = subprocess.run(
            ["apt-get", *APT_WAIT, "remove", "--purge", "-y", "muggins-desktop"],
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
            check=False,
        )
    assert remove.returncode == 0, remove.stdout[-3000:] + remove.stderr[-3000:]
    left = [f for f in files if (os.path.lexists(f) and not os.path.isdir(f))]
    assert not left, f"left behind after purge: {left[:20]}"
    assert not os.path.lexists("/opt/muggins-desktop")
    status = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", "muggins-desktop"], capture_output=True, text=True, check=False
    )
    assert "installed" not in status.stdout.split()


def _system_libraries(internal: Path) -> dict[str, str]:
    """soname -> path for every library the bundle loads from outside itself."""
    found: dict[str, str] = {}
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    for path in internal.rglob("*.so*"):
        if not path.is_file() or path.is_symlink():
            continue
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env, timeout=60, check=False)
        for line in result.stdout.splitlines():
            name, _, target = line.strip().partition(" => ")
            target = target.split(" (")[0].strip()
            if target.startswith("/") and not target.startswith(str(internal)):
                found[name] = target
    return found


def _owner(path: str) -> str | None:
    for candidate in (path, os.path.realpath(path), "/usr" + path):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":")[0].strip()
    return None


def test_deb_depends_cover_the_system_libraries(bundle, deb):
    # Runs after the install test, which leaves the dependencies installed.
    if shutil.which("ldd") is None or shutil.which("dpkg") is None:
        pytest.skip("needs ldd and dpkg")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Depends"], capture_output=True, text=True, check=True
    ).stdout
    depends = {part.split()[0] for part in fields.split(",")}
    owners = {name: _owner(path) for name, path in _system_libraries(bundle.parent / "_internal").items()}
    # libglvnd0/libglx0 come with libgl1 and libegl1.
    allowed = depends | {"libglvnd0", "libglx0", "libgcc-s1", "libstdc++6"}
    uncovered = {name: owner for name, owner in owners.items() if owner and owner not in allowed}
    assert not uncovered, f"add to DEB_DEPENDS in packaging/build.py: {uncovered}"
