"""Where a match's last action began, and what a seat saw just before it.

A match resumed right after the action that ended a round or hand must show
the table as that round ended: the last tile or card on the felt and the
next deal held back behind the panels about it, as the uninterrupted table
had it (ui/table/presenter.py, "every ending in view"). The live table kept
the view it showed before that action; a resumed one has only the match.
So the match's own actions but the last are applied again to a fresh match
dealt from the same ``match_start`` (the engine's public ``apply`` and
``view_for``, nothing private), and the seat's view is taken there. A match
this replay does not give back event for event (a set-up position) has no
such view: the caller then shows the match as it stands.

Only the controller, which owns the match, calls this; the tables get the
view (already the seat's, redacted by the engine) and the index.
"""

from __future__ import annotations

from typing import Any

from muggins_desktop.coach.replay import new_from_start
from muggins_desktop.engine.base import Match, canonical
from muggins_desktop.engine.errors import IllegalAction, RecordError


def before_last_action(match: Match, seat: int) -> tuple[int, Any] | None:
    """(record index of the last action's first event, ``seat``'s view just before it), or None."""
    actions = list(match.actions)
    if not actions:
        return None
    try:
        fresh = new_from_start(match.record)
        for actor, action in actions[:-1]:
            fresh.apply(action, actor)
    except (RecordError, IllegalAction, ValueError, TypeError, KeyError):
        return None
    start = len(fresh.record)
    head = match.record[:start]
    if start >= len(match.record) or (fresh.record != head and canonical(fresh.record) != canonical(head)):
        return None  # not this match's past (a set-up position)
    return start, fresh.view_for(seat)
