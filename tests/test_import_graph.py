"""The package's import graph: no circle, and the game tables never reach up to the window.

The graph is read from the source with ``ast``: every ``import`` and
``from ... import``, also those inside functions (they run later, but a
circle through them is still a circle a reader has to keep in mind).
``import_graph(type_only=False)`` leaves out the imports under
``if TYPE_CHECKING:``, which never run; the house rule counts them too
(``tests/test_layout.py``): a type-only back-reference is still a
dependency that a reader has to hold in mind.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "muggins_desktop"


def module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST, type_only: bool = False) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if not type_only and isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def imports_of(source: str, module: str, is_package: bool, known: set[str], type_only: bool = False) -> set[str]:
    """The package's modules that ``module`` imports (relative imports resolved)."""
    package = module if is_package else module.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(ast.parse(source), type_only):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            # ``from a import b``: the module a.b if there is one, else a.
            names = [f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in known else origin for alias in node.names]
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
    return targets


def import_graph(package: Path = PACKAGE, type_only: bool = False) -> dict[str, set[str]]:
    """Each module's imports of the package; with ``type_only``, those under ``if TYPE_CHECKING:`` too."""
    files = sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    names = {p: module_name(p, package.parent) for p in files}
    known = set(names.values())
    return {
        name: imports_of(p.read_text(encoding="utf-8"), name, p.name == "__init__.py", known, type_only)
        for p, name in names.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def connect(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for target in graph.get(todo.pop(), ()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def test_the_package_has_no_import_circle() -> None:
    assert circles(import_graph()) == []


def test_type_only_imports_count_when_asked(tmp_path: Path) -> None:
    package = tmp_path / "p"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from p.b import B\n")
    (package / "b.py").write_text("import p.a\n", encoding="utf-8")
    assert circles(import_graph(package)) == []
    assert circles(import_graph(package, type_only=True)) == [["p.a", "p.b"]]


ABOVE_THE_TABLES = (
    "muggins_desktop.cli",
    "muggins_desktop.ui.app.app",
    "muggins_desktop.ui.window.",
    "muggins_desktop.ui.screenshots",
)


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_a_game_table_never_imports_the_window_or_the_app(game: str) -> None:
    graph = import_graph()
    prefix = f"muggins_desktop.ui.{game}"
    for module in (m for m in graph if m == prefix or m.startswith(prefix + ".")):
        above = sorted(t for t in reachable(graph, module) if t.startswith(ABOVE_THE_TABLES))
        assert above == [], f"{module} reaches {above}"


def test_the_command_line_and_the_app_do_not_import_each_other() -> None:
    graph = import_graph()
    assert "muggins_desktop.cli" not in reachable(graph, "muggins_desktop.ui.app.app")


@pytest.mark.parametrize(
    "sources, circle",
    [
        ({"a": "import p.b\n", "b": "from p import a\n"}, ["p.a", "p.b"]),
        ({"a": "def f():\n    from .b import x\n", "b": "from .a import y\n"}, ["p.a", "p.b"]),
        (
            {"a": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from p.b import B\n", "b": "import p.a\n"},
            [],
        ),
        ({"a": "import p.b\n", "b": "import p.c\n", "c": "import os\n"}, []),
    ],
)
def test_the_circle_check_sees_imports_inside_functions(tmp_path: Path, sources: dict[str, str], circle) -> None:
    package = tmp_path / "p"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for name, text in sources.items():
        (package / f"{name}.py").write_text(text, encoding="utf-8")
    assert circles(import_graph(package)) == ([circle] if circle else [])
