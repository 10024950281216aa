"""The rules and the computer players must stay free of Qt (and of any
non-standard library), so they can be tested and reused without a GUI."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "muggins_desktop"
ALLOWED_THIRD_PARTY: set[str] = set()


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_layer_uses_only_stdlib(layer: str) -> None:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, f"no modules found under {layer}/"
    for path in files:
        for name in _imports(path):
            assert name == "muggins_desktop" or name in sys.stdlib_module_names or name in ALLOWED_THIRD_PARTY, (
                f"{path.relative_to(PACKAGE)} imports {name!r}"
            )
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken" not in text, f"{path} mentions Qt"
