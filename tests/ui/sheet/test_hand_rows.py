"""The cribbage sheet's rows, fed batch by batch, match a walk over the whole record.

``HandRows`` replaced a function that walked every public event on every
batch; these tests hold the incremental rows to what that walk gave, after
every action of whole matches, and check that a batch touches at most the
last row or two (what keeps a move's cost flat).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.cribbage.match import CribbageMatch
from muggins_desktop.ui.cribbage.sheet import HandRows, Row, hand_row


def walked(events: Sequence[Event], sides: int) -> tuple[list[Row], list[int]]:
    """The rows as a walk over the whole record gives them (the old ``sheet_rows``)."""
    rows: list[Row] = []
    before = last = [0] * sides
    hand_no = 0
    for e in events:
        if e.get("event") == "deal":
            if hand_no:
                rows.append(hand_row(hand_no, before, last))
            before, hand_no = list(last), int(e["hand_no"])
        if "scores" in e and e.get("event") != "match_end":
            last = [int(s) for s in e["scores"]]
    if hand_no:
        rows.append(hand_row(hand_no, before, last))
    return rows, last


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_rows_fed_batch_by_batch_match_the_whole_walk(players: int, seed: int) -> None:
    match = CribbageMatch(players=players, seed=seed)
    rng = random.Random(seed)
    rows = HandRows(players)
    record: list[Event] = []
    batches = 0
    while match.outcome is None and batches < 2000:
        view = match.view_for(match.to_act)
        batch = list(match.apply(rng.choice(view.legal_actions)))
        record += batch
        touched = rows.feed(batch)
        batches += 1
        assert len(touched) <= 2 and all(i >= len(rows.rows) - 2 for i in touched)
        assert (rows.rows, rows.totals) == walked(record, players)
    assert match.outcome is not None and len(rows.rows) > 3
    assert rows.totals == list(match.view_for(0).scores)


def test_reset_reads_a_shorter_record_from_scratch() -> None:
    """A take-back shows the match again from its shorter record: one reset, the right rows."""
    match = CribbageMatch(players=2, seed=5)
    rng = random.Random(5)
    rows = HandRows(2)
    while match.outcome is None:
        rows.feed(match.apply(rng.choice(match.view_for(match.to_act).legal_actions)))
    record = match.view_for(0).public_events
    cut = record[: len(record) // 2]
    rows.reset(2, cut)
    assert (rows.rows, rows.totals) == walked(cut, 2)
    rows.reset(2, [])
    assert rows.rows == [] and rows.totals == [0, 0]
