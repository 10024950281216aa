"""The Qt layer stays in small pieces: no file over 500 lines, no class over 30 methods.

A newcomer finds their way in ``muggins_desktop/ui`` by module and class
names; a module that grows past 500 lines or a class past 30 methods is
doing more than one job and should be split by responsibility (see
docs/DEVELOPING.md, "Module map"). Counted with ``ast``: every ``def`` and
``async def`` written directly in a class body (properties and their
setters each count; nested classes are counted on their own). The
generated data modules of ``ai/`` are out of scope.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "muggins_desktop" / "ui"
MAX_LINES = 500
MAX_METHODS = 30


def sources() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def methods_per_class(tree: ast.AST) -> dict[str, int]:
    """Each class of ``tree`` (by name and line) and the functions written in its own body."""
    counts: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            own = sum(isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) for item in node.body)
            counts[f"{node.name} (line {node.lineno})"] = own
    return counts


def test_the_ui_package_is_found() -> None:
    files = sources()
    assert len(files) > 50 and (UI / "window" / "main_window.py") in files


def test_no_ui_file_is_over_500_lines() -> None:
    long = {}
    for path in sources():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long[str(path.relative_to(UI))] = lines
    assert not long, f"split these by responsibility (at most {MAX_LINES} lines): {long}"


def test_no_ui_class_has_over_30_methods() -> None:
    big = {}
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, count in methods_per_class(tree).items():
            if count > MAX_METHODS:
                big[f"{path.relative_to(UI)}: {name}"] = count
    assert not big, f"move cohesive groups of methods into parts (at most {MAX_METHODS}): {big}"


def test_the_count_sees_properties_setters_and_nested_classes() -> None:
    code = (
        "class A:\n"
        "    @property\n    def x(self): ...\n"
        "    @x.setter\n    def x(self, v): ...\n"
        "    async def y(self): ...\n"
        "    class B:\n        def z(self): ...\n"
        "    w = 1\n"
    )
    counts = methods_per_class(ast.parse(code))
    assert counts == {"A (line 1)": 3, "B (line 7)": 1}
