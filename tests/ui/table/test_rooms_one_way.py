"""The table rooms import one way, even counting the imports made only for types.

tests/test_import_graph.py leaves ``if TYPE_CHECKING:`` imports out of its
graph; a circle through them is still a circle a reader follows. The three
table rooms once had two (the cribbage hand input and its presenter; the
dominoes panels, presenter, scene and steps): protocols on the using side
broke them, and this keeps them broken.
"""

from __future__ import annotations

from unittest import mock

import tests.test_import_graph as graph

ROOMS = ("muggins_desktop.ui.cribbage", "muggins_desktop.ui.dominoes", "muggins_desktop.ui.table")


def test_no_circle_in_the_table_rooms_with_type_only_imports_counted() -> None:
    with mock.patch.object(graph, "_is_type_checking", lambda node: False):
        found = graph.circles(graph.import_graph())
    assert [c for c in found if any(m.startswith(ROOMS) for m in c)] == []
