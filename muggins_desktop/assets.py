"""Where the app's assets are: icons, translation catalogues, rules pages.

Their sources live in the checkout's top-level ``resources/`` (the design
card's layout). The build installs that folder into the package as
``muggins_desktop/resources`` (``package-dir`` in pyproject.toml), so a
wheel, the sdist's install, the PyInstaller bundle and the .deb find them
next to the code. An editable install and a plain checkout run
(``python -m muggins_desktop`` from the project root) use the top-level
folder itself. Standard library only: the command line and the tools read it
before Qt is loaded.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
#: Installed: inside the package (wheel, bundle, .deb).
INSTALLED = PACKAGE_DIR / "resources"
#: A checkout or an editable install: the project's top-level folder.
CHECKOUT = PACKAGE_DIR.parent / "resources"


def resources_dir() -> Path:
    """The folder holding ``icons/``, ``rules/`` and ``translations/``.

    The installed copy wins; a checkout's ``resources/`` is used when the
    package has none. A folder counts only if it has ``translations/``, so an
    empty leftover directory never hides the real one.
    """
    for folder in (INSTALLED, CHECKOUT):
        if (folder / "translations").is_dir():
            return folder
    return INSTALLED


def resource(*parts: str) -> Path:
    """A path inside the resources folder, e.g. ``resource("rules", "rules_en.html")``."""
    return resources_dir().joinpath(*parts)
