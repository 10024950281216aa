"""Names vulture cannot see used, for the dead-code check of tests/test_lint.py.

    python3 -m vulture

vulture reads the package together with the tests, tools, benchmarks and
research scripts (``[tool.vulture]`` in pyproject.toml), so a helper that
only a test or a tool calls counts as used. What is left here is what no
code of ours calls by name: Qt's virtual overrides and option fields, the
standard library's reads, methods found with ``getattr``, and the names
pytest and the benchmark runner look up. Nothing here is imported; the
file is only scanned. A name that stops being a false positive leaves the
list.
"""

from unittest.mock import Mock

_ = Mock()

# Called or read by Qt, never by our code: virtual overrides and option fields.
QT_CALLS = [
    _.paint,
    _.mouseMoveEvent,
    _.mouseReleaseEvent,
    _.drawBackground,
    _.headerData,
    _.paintSection,  # QHeaderView (the score sheet's margin)
    _.features,  # QStyleOptionViewItem (the log's item delegate)
    _.displayAlignment,
    _.fixup,  # QValidator (ui/dialogs/name_field.py)
]

# Read by the standard library: reprlib.Repr's limits (storage/files.py).
STDLIB_READS = [_.maxstring, _.maxother, _.maxdict, _.maxlist, _.maxtuple, _.maxlevel, _.maxlong]

# Called by name: the library writer's jobs (``getattr(self, "_do_" + kind)``),
# the exit hook that writes what a forgotten ``close`` left queued, and the
# storage package's lazy ``__getattr__`` (PEP 562).
CALLED_BY_NAME = [
    _._do_open,
    _._do_append,
    _._do_truncate,
    _._do_close,
    _._do_replace,
    _._do_latest,
    _._do_remove,
    _._do_call,
    _._finish_writes,
    _.__getattr__,
]

# Looked up by name by pytest: module marks, hooks, fixtures (and the test
# parameters that ask for them), and the methods a rule-by-rule replay
# calls as ``getattr(self, event_name)``.
PYTEST_BY_NAME = [
    _.pytestmark,
    _.pytest_collection_modifyitems,
    _._collector_on_after,
    _.no_fsync,
    _._close_windows,
    _.linux_screen_reader,
    _.registry,
    _.round_end,
    _.match_end,
]

# Read by name elsewhere: each benchmark's smallest run (tests/test_benchmarks_run.py
# reads SMOKE_ARGS from the script), configparser's key hook, the record
# checker's ``ev_<event>`` handlers (``getattr``), and a TypedDict key of the
# record that the engine reads as a string.
READ_BY_NAME = [
    _.SMOKE_ARGS,
    _.optionxform,
    _.ev_play,
    _.ev_draw,
    _.ev_pass,
    _.ev_round_end,
    _.ev_match_end,
    _.ev_deal,
    _.ev_discard,
    _.ev_starter,
    _.ev_peg,
    _.ev_go,
    _.ev_go_point,
    _.ev_reset,
    _.ev_show,
    _.ev_response,
    _.ev_settle,
    _.first_leader,
]

__all__ = ["CALLED_BY_NAME", "PYTEST_BY_NAME", "QT_CALLS", "READ_BY_NAME", "STDLIB_READS"]
