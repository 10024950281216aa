"""The source release is complete and the wheel carries only what runs.

Builds the sdist from this checkout and then the wheel from the unpacked
sdist (as a distribution would), in-process with setuptools' own backend, so
no build environment is downloaded. Takes about ten seconds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "uk", "pl")

pytestmark = pytest.mark.timeout(300)

_BUILD = """
import sys
from setuptools import build_meta
kind, out = sys.argv[1], sys.argv[2]
name = build_meta.build_sdist(out) if kind == "sdist" else build_meta.build_wheel(out)
print(name)
"""


def _build(kind: str, source: Path, out: Path) -> Path:
    result = subprocess.run(
        [sys.executable, "-c", _BUILD, kind, str(out)],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return out / result.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def distributions(tmp_path_factory):
    pytest.importorskip("setuptools", minversion="77")
    out = tmp_path_factory.mktemp("dist")
    sdist = _build("sdist", ROOT, out)
    with tarfile.open(sdist) as archive:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            archive.extractall(out / "unpacked", filter="data")
        else:
            archive.extractall(out / "unpacked")  # our own fresh sdist
    (source,) = (out / "unpacked").iterdir()
    wheel = _build("wheel", source, out)
    return sdist, wheel


def _sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        return {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}


def _git_files() -> list[str]:
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        return []
    result = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False)
    return result.stdout.splitlines() if result.returncode == 0 else []


def test_sdist_holds_license_packaging_tools_docs_and_tests(distributions):
    sdist, _wheel = distributions
    names = _sdist_names(sdist)
    for required in (
        "LICENSE",
        "README.md",
        "pyproject.toml",
        "MANIFEST.in",
        "packaging/build.py",
        "packaging/launcher.py",
        "packaging/muggins-desktop.spec",
        "packaging/windows/muggins-desktop.iss",
        "docs/PACKAGING.md",
        "tests/conftest.py",
        "tests/test_packaging_dist.py",
        "tools/i18n.py",
        ".github/workflows/release.yml",
    ):
        assert required in names, f"{required} missing from the sdist"
    assert any(name.startswith("packaging/linux/") for name in names)
    assert any(name.startswith("packaging/flatpak/") for name in names)
    for language in LANGUAGES:
        assert f"resources/translations/muggins_{language}.ts" in names
    # Every file under version control is in the source release.
    tracked = [name for name in _git_files() if name != ".gitignore"]
    missing = sorted(name for name in tracked if name not in names)
    assert not missing, f"tracked files missing from the sdist: {missing[:20]}"
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


def test_wheel_holds_the_app_without_translation_sources(distributions):
    _sdist, wheel = distributions
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = next(archive.read(n).decode() for n in names if n.endswith(".dist-info/METADATA"))
    assert not [name for name in names if name.endswith(".ts")]
    for language in LANGUAGES:
        assert f"muggins_desktop/resources/translations/muggins_{language}.qm" in names
        assert f"muggins_desktop/resources/rules/rules_{language}.html" in names
    assert "muggins_desktop/resources/icons/muggins-desktop.svg" in names
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    assert not [name for name in names if name.split("/")[0] in ("tests", "packaging", "tools", "docs")]
    assert "License-Expression: GPL-3.0-or-later" in metadata
    assert "License-File: LICENSE" in metadata


def test_license_is_the_gpl_version_3():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text
    assert len(text) > 30_000  # the full text, not a notice


def test_copyright_and_license_constants_for_the_about_box():
    import muggins_desktop

    assert muggins_desktop.LICENSE_NAME == "GPL-3.0-or-later"
    assert "Muggins Desktop contributors" in muggins_desktop.COPYRIGHT
    assert "GNU General Public License" in muggins_desktop.LICENSE_NOTICE


# ------------------------------------------------------------ the top-level resources/ in every install form
_WHERE = (
    "from muggins_desktop.assets import resources_dir\n"
    "from muggins_desktop.ui.text.i18n import TRANSLATIONS_DIR\n"
    "from muggins_desktop.ui.dialogs.rules import rules_path\n"
    "import muggins_desktop\n"
    "print(muggins_desktop.__file__); print(resources_dir()); print(TRANSLATIONS_DIR); print(rules_path('uk'))\n"
)


def _where(env: dict[str, str], cwd: Path) -> list[Path]:
    result = subprocess.run(
        [sys.executable, "-c", _WHERE], capture_output=True, text=True, env=env, cwd=cwd, timeout=120, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return [Path(line) for line in result.stdout.splitlines()]


def _assets_in(folder: Path) -> None:
    for language in LANGUAGES:
        assert (folder / "translations" / f"muggins_{language}.qm").is_file()
        assert (folder / "rules" / f"rules_{language}.html").is_file()
    assert (folder / "icons" / "muggins-desktop.svg").is_file()


def test_the_sources_of_the_assets_live_at_the_top_level():
    assert not (ROOT / "muggins_desktop" / "resources").exists()
    _assets_in(ROOT / "resources")
    for language in LANGUAGES:
        assert (ROOT / "resources" / "translations" / f"muggins_{language}.ts").is_file()


def test_pyproject_lists_every_package_of_the_source_tree():
    import tomllib

    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "muggins_desktop").rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    assert set(setuptools["packages"]) == found | {"muggins_desktop.resources"}
    assert setuptools["package-dir"] == {"muggins_desktop.resources": "resources"}


def test_a_checkout_and_an_editable_install_use_the_top_level_resources(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # Run from the checkout itself (the project root on the path) ...
    package, folder, translations, rules = _where(dict(env, PYTHONPATH=str(ROOT)), ROOT)
    assert package.parent == ROOT / "muggins_desktop" and folder == ROOT / "resources"
    assert translations == ROOT / "resources" / "translations" and rules.parent == ROOT / "resources" / "rules"
    # ... and from elsewhere, through the test environment's install (editable
    # from this checkout, as the README's command makes it).
    package, folder, _translations, _rules = _where(env, tmp_path)
    if package.parent == ROOT / "muggins_desktop":
        assert folder == ROOT / "resources"
    else:  # an installed copy: its own assets
        assert folder == package.parent / "resources"
    _assets_in(folder)


def test_an_installed_wheel_finds_its_assets_inside_the_package(distributions, tmp_path):
    _sdist, wheel = distributions
    target = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:  # what pip does with a pure-Python wheel
        archive.extractall(target)
    env = dict(os.environ, PYTHONPATH=str(target))
    package, folder, translations, rules = _where(env, tmp_path)
    assert package.parent == target / "muggins_desktop"
    assert folder == target / "muggins_desktop" / "resources"
    assert translations == folder / "translations" and rules == folder / "rules" / "rules_uk.html"
    _assets_in(folder)


def test_pyproject_declares_the_project_urls_of_the_repository():
    """PyPI's sidebar shows these; they point at the repository packaging/build.py names."""
    import tomllib

    urls = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]
    assert set(urls) >= {"Homepage", "Documentation", "Source", "Issues"}
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert f'HOMEPAGE = "{urls["Source"]}"' in build
    assert all(url.startswith(urls["Source"]) for url in urls.values())
    assert urls["Issues"] == urls["Source"] + "/issues"
    assert urls["Documentation"] == urls["Source"] + "/tree/main/docs"
