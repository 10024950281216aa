"""The rules and the computer players must stay free of Qt (and of any
non-standard library), so they can be tested and reused without a GUI; and
imports only point downwards: engine imports nothing above it, ai only the
engine, storage nothing of the UI."""

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


# ------------------------------------------------------------ direction of imports
# Each layer may use only the layers below it: engine <- ai <- (coach) <- storage <- ui.
# Lower layers never import upwards, so the rules can be used without the rest.
ALLOWED_INSIDE = {
    "engine": ("engine",),
    "ai": ("engine", "ai"),
    "storage": ("engine", "ai", "storage", "coach"),
}
FORBIDDEN_INSIDE = {
    "coach": ("ui", "storage", "simulate", "cli"),
}


def _modules(source: str, module: str, is_package: bool) -> set[str]:
    """Every module ``source`` imports, relative imports resolved against ``module``."""
    names: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names.add(target)
            names.update(f"{target}.{alias.name}" for alias in node.names if not node.module)
    return names


def _layer_of(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "muggins_desktop" else None


def _violations(layer: str, sources: list[tuple[Path, str]]) -> list[str]:
    """Upward imports in ``sources``: (path of the module, its text) pairs of one layer."""
    allowed, forbidden = ALLOWED_INSIDE.get(layer), FORBIDDEN_INSIDE.get(layer, ())
    found = []
    for path, source in sources:
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        module = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        for name in _modules(source, module, rel.name == "__init__"):
            target = _layer_of(name)
            if name == "muggins_desktop":
                target = "muggins_desktop"
            if target is None:
                continue
            if (allowed is not None and target not in allowed) or target in forbidden:
                found.append(f"{path.relative_to(PACKAGE)} imports {name}")
    return found


@pytest.mark.parametrize("layer", ["engine", "ai", "storage", "coach"])
def test_layers_import_only_downwards(layer: str) -> None:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    if not files and layer == "coach":
        pytest.skip("no coach package yet")
    assert files
    assert _violations(layer, [(f, f.read_text(encoding="utf-8")) for f in files]) == []


@pytest.mark.parametrize(
    "layer, source, bad",
    [
        ("engine", "from muggins_desktop.ai import make_player\n", True),
        ("engine", "import muggins_desktop.storage.legacy.saves\n", True),
        ("engine", "from .. import ui\n", True),
        ("engine/cribbage", "from ...ui.table import felt\n", True),
        ("engine/cribbage", "from ..dominoes import Tile\nfrom .cards import Card\n", False),
        ("engine", "from muggins_desktop.engine.cribbage import Card\nfrom . import base\n", False),
        ("ai", "from muggins_desktop.storage import Settings\n", True),
        ("ai", "from muggins_desktop.engine.dominoes import Tile\nfrom .stats import x\n", False),
        ("storage", "from muggins_desktop.ui.text.i18n import tr\n", True),
        ("storage", "from ..ui import app\n", True),
        ("storage", "from muggins_desktop.engine import match_from_record\n", False),
    ],
)
def test_the_import_direction_check_catches_upward_imports(layer: str, source: str, bad: bool) -> None:
    path = PACKAGE / layer / "probe.py"
    found = _violations(layer.split("/")[0], [(path, source)])
    assert bool(found) is bad, found
