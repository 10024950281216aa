"""Names vulture cannot see used, for the dead-code check of tests/test_lint.py.

    python3 -m vulture muggins_desktop tools/vulture_whitelist.py --min-confidence 60

vulture reads only the package, so it flags what Qt calls (overridden
virtual methods, fields of Qt's option structs) and what only the tests,
tools and benchmarks use. Both are listed here, as qutebrowser's
``scripts/dev/run_vulture.py`` does for its Qt overrides. Nothing here is imported; the
file is only scanned. A name that is used at last, or deleted, should leave
the list.
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

# Public helpers and fields that only the tests, tools and benchmarks use.
USED_OUTSIDE_THE_PACKAGE = [
    _.table_voice,  # MainWindow: the running match's voice (the Orca tests speak through it)
    _.NET_PER_ROUND,
    _.ROUNDS_PER_MATCH,
    _.kind_accuracy,
    _.from_position,
    _.IMPOSSIBLE_HAND_SCORES,
    _.points_of,
    _.as_list,
    _.HANDS_WITH_STARTER,
    _.PUBLISHED_HAND_DISTRIBUTION,
    _.score_distribution,
    _.record_length,
    _.contributions,
    _.set_up,
    _.crib_from_deck,
    _.DOMINO_EVENTS,
    _.CRIBBAGE_EVENTS,
    _.DominoEvent,  # the TypedDict unions of engine/events.py, for readers and checkers
    _.CribbageEvent,
    _.skunks_given,
    _.skunks_received,
    _.missed_points,
    _.AA_TEXT,
    _.AA_LARGE,
    _.text_setting,
    _.system_prefers_dark,
    _.wants_reduced_motion,
    _.unnamed_controls,
    _.view_shown,
    _.peg_scores,
    _.lasting,  # ShowPanel: a settlement stays (copied from the state; the cribbage tests read it)
    _.animations_done,  # BoardItem on its own (tests): its motion's "all still", and whether a peg moves
    _.is_animating,
    _.scrolls,
    _.LIST_BACKGROUND,
    _.LIST_SELECTED,
    _.item_for,
    _.breakdown_texts,
    _.hand_items,  # the dominoes table's test-only properties (issue 27 removes them with the drivers' help)
    _.line_items,
    _.has_engine_text,
    _.points_text,
    _.confirm_box,
    _.cell_text,
    _.overlaps,
    _.simple_rank,  # ai/cribbage/pegging.py: the play-out's card alone (tools/make_cribbage_pegtable.py, tests)
    _.shed_rank,
]

# Generated AI tables that only tests/benchmarks/benchkit.py, the tests and the research harnesses read: the
# cribbage win chances at the start of a deal and after the pone's show, and the tables' notes.
AI_TABLES_FOR_RESEARCH = [_.DEAL, _.AFTER_PONE, _.PONE_SHOW, _.META]

# The fair-deals API the UI does not call (yet): the record's details and a
# series' first seat, read only by the engine tests and ``verify``.
FAIR_DEALS_UI = [
    _.algorithm,  # Deal.algorithm, shown in the record's details
    _.first_leader,  # match_start field written when a series sets the leader
    _.first_dealer,
]

# The sound and looks API that tests, tools and the real-window audio check
# call (the tables call the rest): colour-vision maths for the palette
# checks, the player's state, the session mute and a backend of one's own.
SOUND_AND_LOOKS_FOR_CHECKS = [
    _.simulate,  # ui/looks/colour_vision.py (tests, tools)
    _.distance,
    _.available,  # SoundPlayer: the backend is open
    _.off_reason,
    _.set_muted,
    _.use_backend,  # WindowSound: FakeBackend in tests, a recording backend in checks
]

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

# The match library's API that no window calls (yet): the storage and coach
# tests use each one. ``save_copy`` (a named save of a library match: Export
# writes the record instead), the migration report's ``ran``, the list of
# statuses and a row's creation time. Leave the list when the UI does.
MATCH_LIBRARY_UI = [
    _.save_copy,
    _.ran,  # MigrationReport.ran
    _.STATUSES,
    _.created,  # MatchRow.created
]

# The old autosave slot's loader, retired by the match library (the
# migration reads the file with ``load_save``); the storage tests still fuzz it.
RETIRED_AUTOSAVE = [_.load_autosave]

__all__ = [
    "AI_TABLES_FOR_RESEARCH",
    "CALLED_BY_NAME",
    "MATCH_LIBRARY_UI",
    "RETIRED_AUTOSAVE",
    "SOUND_AND_LOOKS_FOR_CHECKS",
    "FAIR_DEALS_UI",
    "QT_CALLS",
    "STDLIB_READS",
    "USED_OUTSIDE_THE_PACKAGE",
]
