"""The pegging value of the keep at tables of three and four (issue 30)."""

from __future__ import annotations

import pytest

from muggins_desktop.ai.cribbage import discard as cribbage_discard
from muggins_desktop.ai.cribbage.discard import discard_values, table_peg_net
from muggins_desktop.ai.cribbage.fast import from_engine
from muggins_desktop.ai.cribbage.keep import peg_net
from muggins_desktop.engine.cribbage.cards import parse_cards

HAND = [from_engine(c) for c in parse_cards("AH 2D 5S 5C TD KH")]


def _values(**kw: object) -> dict[tuple[int, ...], float]:
    return {kept: v for v, kept, _ in discard_values(HAND, 2, False, sides=3, **kw)}  # type: ignore[arg-type]


def test_table_peg_net_reads_the_two_player_columns() -> None:
    kept = HAND[:4]
    assert table_peg_net(kept, True) == peg_net(kept, True)
    assert table_peg_net(kept, False) == peg_net(kept, False)
    # in the play low cards beat fives and ten-cards in either seat
    low = [from_engine(c) for c in parse_cards("AH 2D 3S 4C")]
    high = [from_engine(c) for c in parse_cards("5H 5D TS KC")]
    assert table_peg_net(low, False) > table_peg_net(high, False)
    assert table_peg_net(low, True) > table_peg_net(high, True)


def test_weight_zero_leaves_the_keep_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cribbage_discard, "TABLE_PEG_WEIGHT", 0.0)
    assert _values(i_deal=True) == _values() == _values(i_deal=False)


@pytest.mark.parametrize("i_deal", [True, False])
def test_weight_adds_the_seat_s_pegging_value(monkeypatch: pytest.MonkeyPatch, i_deal: bool) -> None:
    plain = _values()
    monkeypatch.setattr(cribbage_discard, "TABLE_PEG_WEIGHT", 0.5)
    shaped = _values(i_deal=i_deal)
    for kept, v in shaped.items():
        assert v - plain[kept] == pytest.approx(0.5 * table_peg_net(kept, i_deal))


def test_lowball_keeps_have_no_pegging_value(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = {k: v for v, k, _ in discard_values(HAND, 2, False, lowball=True, sides=3)}
    monkeypatch.setattr(cribbage_discard, "TABLE_PEG_WEIGHT", 0.5)
    shaped = {k: v for v, k, _ in discard_values(HAND, 2, False, lowball=True, sides=3, i_deal=True)}
    assert shaped == plain
