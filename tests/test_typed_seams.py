"""The Qt layer's seams are typed: no attribute probes on our own objects, few ``Any`` lines.

Tables, presenters, settings, dialogs and errors declare what callers use
(the ``Table`` protocol, ``Presenting``, ``Settings``, ``LibraryError.problem``,
...), so no code in ``muggins_desktop/ui`` asks an object with ``getattr`` or
``hasattr`` whether it has something. The one exception is
``ui/access/accessibility.py``, whose probes ask Qt itself which version-dependent
features it has (colour scheme, contrast preference, announcement events).
The number of lines that mention ``Any`` is kept at 40 or fewer.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "muggins_desktop" / "ui"
#: Qt-version feature probes only (see the module docstring).
PROBES_ALLOWED = {"access/accessibility.py"}
MAX_ANY_LINES = 40


def probes(tree: ast.AST) -> list[int]:
    """The lines of ``tree`` that call ``getattr`` or ``hasattr``."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
    ]


def test_no_attribute_probes_in_the_ui_but_qt_feature_checks() -> None:
    found = {}
    for path in sorted(UI.rglob("*.py")):
        name = str(path.relative_to(UI))
        lines = probes(ast.parse(path.read_text(encoding="utf-8")))
        if lines and name not in PROBES_ALLOWED:
            found[name] = lines
    assert not found, f"declare the member instead of probing for it: {found}"


def test_the_probe_finder_sees_both_calls() -> None:
    assert probes(ast.parse("a = getattr(x, 'y', None)\nb = hasattr(x, 'y')\nc = x.getattr\n")) == [1, 2]


def test_at_most_40_lines_of_the_ui_mention_any() -> None:
    lines = [
        f"{path.relative_to(UI)}:{number}"
        for path in sorted(UI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "Any" in line
    ]
    assert len(lines) <= MAX_ANY_LINES, lines
