"""The window's parts are handed what they use: nothing below the window reaches back up.

The import graph of ``tests/test_import_graph.py`` leaves out the imports
under ``if TYPE_CHECKING:``. A type-only import of the window is still a
dependency a reader has to keep in mind, so here they count: no module
below the window imports anything of ``ui/window/``, and the window, its
parts and the match room form no circle, type-only or not.
"""

from __future__ import annotations

import pytest

from tests import test_import_graph as graph_of

#: The rooms above the window: they build it (the app, the screenshots, the command line).
ABOVE = ("muggins_desktop.ui.window", "muggins_desktop.ui.app", "muggins_desktop.ui.screenshots", "muggins_desktop.cli")
#: The rooms whose circles this test watches (the window, its parts and the match room).
WATCHED = (
    "muggins_desktop.ui.window",
    "muggins_desktop.ui.app",
    "muggins_desktop.ui.library",
    "muggins_desktop.ui.fair",
    "muggins_desktop.ui.coach",
    "muggins_desktop.ui.dialogs",
    "muggins_desktop.ui.match",
)


@pytest.fixture(scope="module")
def full_graph() -> dict[str, set[str]]:
    """The package's import graph with the type-only imports counted."""
    patch = pytest.MonkeyPatch()
    patch.setattr(graph_of, "_is_type_checking", lambda _node: False)
    try:
        return graph_of.import_graph()
    finally:
        patch.undo()


def test_nothing_below_the_window_imports_it(full_graph: dict[str, set[str]]) -> None:
    reaching_up = {
        module: sorted(t for t in targets if t.startswith("muggins_desktop.ui.window"))
        for module, targets in full_graph.items()
        if not module.startswith(ABOVE)
    }
    assert {m: t for m, t in reaching_up.items() if t} == {}


def test_the_window_and_its_parts_form_no_circle(full_graph: dict[str, set[str]]) -> None:
    circles = [c for c in graph_of.circles(full_graph) if any(m.startswith(WATCHED) for m in c)]
    assert circles == []
