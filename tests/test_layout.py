"""The house keeps its rooms: small folders, no circle, one window.

What a newcomer relies on when they look for a module (docs/DESIGN.md):

* no package folder holds more than 15 modules, so a folder's name says
  what its few files are for;
* no import circle anywhere, with the imports under ``if TYPE_CHECKING:``
  counted: a type-only back-reference is still a dependency a reader has
  to hold in mind;
* no room below the window names the main window, not even for typing:
  each part receives the collaborators it uses, and the window wires their
  signals. Only the rooms above it (``ui/app``, which builds it, and
  ``ui/screenshots``, which drives it for pictures) and ``ui/window``
  itself know it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.test_import_graph import circles, import_graph

PACKAGE = Path(__file__).resolve().parents[1] / "muggins_desktop"
MAX_MODULES = 15


def package_folders(root: Path = PACKAGE) -> list[Path]:
    return sorted(p.parent for p in root.rglob("__init__.py") if "__pycache__" not in p.parts)


def modules_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("*.py") if p.name != "__init__.py")


def test_no_package_folder_holds_more_than_15_modules() -> None:
    crowded = {str(f.relative_to(PACKAGE.parent)): len(modules_in(f)) for f in package_folders()}
    crowded = {name: count for name, count in crowded.items() if count > MAX_MODULES}
    assert crowded == {}, f"split these folders by responsibility (at most {MAX_MODULES} modules): {crowded}"


def test_no_import_circle_even_with_type_only_imports() -> None:
    assert circles(import_graph(type_only=True)) == []


def _annotations(tree: ast.AST) -> list[ast.expr]:
    found: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            found.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns is not None:
            found.append(node.returns)
    return found


def names_main_window(source: str) -> bool:
    """Whether a module imports or names the ``MainWindow`` class (a translation context is just a string)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "MainWindow":
            return True
        if isinstance(node, ast.Attribute) and node.attr == "MainWindow":
            return True
        if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith("window.main_window"):
            return True
        if isinstance(node, ast.ImportFrom) and any(alias.name == "MainWindow" for alias in node.names):
            return True
    quoted = (
        n.value
        for a in _annotations(tree)
        for n in ast.walk(a)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    )
    return any("MainWindow" in text for text in quoted)


#: The rooms above the window: they build it (the app) or drive it to take pictures (screenshots).
ABOVE_THE_WINDOW = ("window", "app", "screenshots")


def test_no_room_below_the_window_names_the_main_window() -> None:
    allowed = [PACKAGE / "ui" / room for room in ABOVE_THE_WINDOW]
    outside = sorted(
        str(p.relative_to(PACKAGE.parent))
        for p in PACKAGE.rglob("*.py")
        if not any(room in p.parents for room in allowed) and names_main_window(p.read_text(encoding="utf-8"))
    )
    assert outside == [], f"hand these parts what they use instead of the window: {outside}"


@pytest.mark.parametrize(
    "source, named",
    [
        (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from a.window.main_window import MainWindow\n",
            True,
        ),
        ("def f(w: 'MainWindow') -> None: ...\n", True),
        ("x = window.MainWindow\n", True),
        ('"""Parts never see the MainWindow itself."""\n', False),
        ('tr = QCoreApplication.translate("MainWindow", "You")\n', False),
        ("from a.window.status_line import StatusLine\n", False),
    ],
)
def test_the_window_check_sees_type_only_and_quoted_names(source: str, named: bool) -> None:
    assert names_main_window(source) is named
