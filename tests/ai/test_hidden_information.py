"""A computer player's only input is its seat's view; hidden cards and tiles never reach it.

Each test plays a match to some decision, then builds a twin match in which
two things the deciding seat cannot see (tiles in other hands or the
boneyard; cards in other hands, the crib or the pack) are exchanged
everywhere, in the state and in the record. The seat's view must be equal in
both matches, and a fresh player with the same seed must choose the same
action in both (hard players search with a fixed number of guesses here, so
the choice does not depend on the clock).

The last tests do the same with the deal itself: another match key, player's
seed and deal number (and so other deals still to come) behind the same
position change no view and no choice, and none of them appears in a view.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.engine import new_match
from muggins_desktop.engine.base import FAIRNESS_FIELDS
from muggins_desktop.engine.cribbage import CribbageMatch, full_deck
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.dominoes import ALL_TILES, DominoMatch, Tile


def swapped(obj: Any, a: Any, b: Any, forms: dict[Any, Any]) -> Any:
    """``obj`` with ``a`` and ``b`` exchanged, also in their record forms (``forms``)."""
    if isinstance(obj, (list, tuple)):
        out = [swapped(x, a, b, forms) for x in obj]
        return out if isinstance(obj, list) else tuple(out)
    if isinstance(obj, dict):
        return {k: swapped(v, a, b, forms) for k, v in obj.items()}
    if isinstance(obj, set):
        return {swapped(x, a, b, forms) for x in obj}
    if obj == a and type(obj) is type(a):
        return b
    if obj == b and type(obj) is type(b):
        return a
    if isinstance(obj, str) and obj in forms:
        return forms[obj]
    return obj


# ------------------------------------------------------------------ dominoes
def domino_twin(m: DominoMatch, a: Tile, b: Tile) -> DominoMatch:
    twin = m.copy()
    twin.hands = swapped(m.hands, a, b, {})
    twin.boneyard = swapped(m.boneyard, a, b, {})
    start = max(i for i, e in enumerate(m.record) if e["event"] == "round_start")

    def fix_event(e: dict) -> dict:
        return {k: fix(v) if k in ("hands", "boneyard", "tile") else v for k, v in e.items()}

    def fix(e: Any) -> Any:
        if isinstance(e, list) and len(e) == 2 and all(isinstance(v, int) for v in e):
            t = Tile(e[0], e[1])
            if t == a:
                return [b.a, b.b] if e[0] <= e[1] else [b.b, b.a]
            if t == b:
                return [a.a, a.b] if e[0] <= e[1] else [a.b, a.a]
            return e
        if isinstance(e, list):
            return [fix(x) for x in e]
        if isinstance(e, dict):
            return {k: fix(v) for k, v in e.items()}
        return e

    twin.record = m.record[:start] + [fix_event(e) for e in m.record[start:]]
    twin.forget_views()
    return twin


def hidden_tiles(m: DominoMatch, seat: int) -> list[Tile]:
    seen = set(m.hands[seat]) | set(m.line.tiles)
    return [t for t in ALL_TILES if t not in seen]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_domino_players_do_not_see_hidden_tiles(players: int, seed: int) -> None:
    rng = random.Random(seed)
    m = DominoMatch(players=players, seed=seed)
    bots = [make_player("dominoes", "medium", seed + i, 0) for i in range(players)]
    checked = 0
    for _ in range(400):
        if m.outcome is not None:
            break
        seat = m.to_act
        view = m.view_for(seat)
        hidden = hidden_tiles(m, seat)
        if len(view.legal_actions) > 1 and len(hidden) >= 2 and rng.random() < 0.3:
            secret = [t for s in range(players) if s != seat for t in m.hands[s]] or hidden
            a = rng.choice(secret)
            b = rng.choice([t for t in hidden if t != a])
            twin = domino_twin(m, a, b)
            assert twin.hands != m.hands or twin.boneyard != m.boneyard
            assert twin.view_for(seat) == view
            for level in ("easy", "medium", "hard"):
                p1 = make_player("dominoes", level, 99, None)
                p2 = make_player("dominoes", level, 99, None)
                if level == "hard":
                    p1.samples = p2.samples = 6  # type: ignore[attr-defined]
                assert p1.choose(view) == p2.choose(twin.view_for(seat))
            checked += 1
        m.apply(bots[seat].choose(view), seat)
    assert checked >= 3


# ------------------------------------------------------------------ cribbage
def cribbage_twin(m: CribbageMatch, a: Any, b: Any) -> CribbageMatch:
    forms = {str(a): str(b), str(b): str(a)}
    twin = m.copy()
    for name in ("held", "kept", "crib", "stock", "unplayed", "discarded"):
        setattr(twin, name, swapped(getattr(m, name), a, b, forms))
    start = max(i for i, e in enumerate(m.record) if e["event"] == "deal")
    twin.record = m.record[:start] + swapped(m.record[start:], a, b, forms)
    twin.forget_views()
    return twin


def visible_cards(m: CribbageMatch, seat: int) -> set[Any]:
    view = m.view_for(seat)
    seen = set(view.hand) | set(view.kept) | set(view.discarded) | {c for _, c in view.played}
    if view.starter is not None:
        seen.add(view.starter)
    if view.pending is not None:
        seen |= set(view.pending.cards)
    start = max(i for i, e in enumerate(view.public_events) if e["event"] == "deal")
    text = repr(view.public_events[start:])
    return seen | {c for c in full_deck() if f"'{c}'" in text}


def _check_cribbage_twin(m: CribbageMatch, seat: int, view: Any, hidden: list, rng: random.Random) -> None:
    """Exchange two cards ``seat`` cannot see: its view and every level's choice stay the same."""
    others = {
        c for s in range(m.players) if s != seat for c in (m.held[s] if m.phase == "discard" else m.unplayed[s])
    } | set(m.crib)
    secret = [c for c in hidden if c in others] or hidden
    a = rng.choice(secret)
    b = rng.choice([c for c in hidden if c != a])
    twin = cribbage_twin(m, a, b)
    assert twin.view_for(seat) == view
    for level in ("easy", "medium", "hard"):
        p1 = make_player("cribbage", level, 77, None)
        p2 = make_player("cribbage", level, 77, None)
        assert p1.choose(view) == p2.choose(twin.view_for(seat))


@pytest.mark.parametrize(
    "config",
    [dict(players=2), dict(players=3), dict(players=4, partnerships=True, muggins=True)],
)
@pytest.mark.parametrize("seed", [5, 6])
def test_cribbage_players_do_not_see_hidden_cards(config: dict, seed: int) -> None:
    rng = random.Random(seed)
    m = CribbageMatch(seed=seed, target=61, **config)
    n = m.players
    bots = [make_player("cribbage", "medium", seed + i, 0) for i in range(n)]
    checked = 0
    for _ in range(300):
        if m.outcome is not None:
            break
        seat = m.to_act
        view = m.view_for(seat)
        seen = visible_cards(m, seat)
        hidden = [c for c in full_deck() if c not in seen]
        if len(view.legal_actions) > 1 and m.phase in ("discard", "pegging") and rng.random() < 0.3:
            _check_cribbage_twin(m, seat, view, hidden, rng)
            checked += 1
        m.apply(bots[seat].choose(view), seat)
    assert checked >= 3


# ------------------------------------------------------------------ the deal itself
def _other_deal_twin(m: Any, other: Deal) -> Any:
    """``m`` with another key, player's seed and deal number (so other deals to come), same position."""
    twin = m.copy()
    twin.deal, twin.source = other, other.source(m.game)
    twin.record = [{**m.record[0], "seed": other.number, **other.start_fields()}, *m.record[1:]]
    twin.forget_views()
    return twin


def _secrets_of(deal: Deal) -> list[str]:
    assert deal.key is not None and deal.label is not None and deal.player_seed is not None
    return [deal.key.hex(), str(deal.commitment), deal.player_seed, deal.label, str(deal.number)]


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_players_decide_the_same_whatever_the_key_seed_and_deal_number(game: str) -> None:
    """Neither the key, nor the seeds, nor the deal number reach a view; every level decides the same."""
    first = Deal.fair(bytes(range(32)), "first seed")
    other = Deal.fair(bytes(range(1, 33)), "another seed")
    assert first.number != other.number
    options: dict[str, Any] = {"players": 3} if game == "dominoes" else {"players": 2, "target": 61, "muggins": True}
    m = new_match(game, deal=first, **options)
    bots = [make_player(game, "medium", 40 + i, 0) for i in range(m.players)]
    checked = 0
    for step in range(120):
        seat = m.to_act
        view = m.view_for(seat)
        text = repr(view)
        assert not any(s in text for s in _secrets_of(first)), "a view carries the key, a seed or the deal number"
        if step % 9 == 0 and len(view.legal_actions) > 1:
            twin = _other_deal_twin(m, other)
            assert twin.view_for(seat) == view
            for level in ("easy", "medium", "hard"):
                p1, p2 = make_player(game, level, 99, None), make_player(game, level, 99, None)
                if level == "hard" and game == "dominoes":
                    p1.samples = p2.samples = 6  # type: ignore[attr-defined]
                assert p1.choose(view) == p2.choose(twin.view_for(seat))
            checked += 1
        m.apply(bots[seat].choose(view), seat)
        if m.outcome is not None:
            break
    assert checked >= 3


def test_the_reveal_and_the_start_reach_no_view() -> None:
    deal = Deal.fair(bytes(range(32)), "seed")
    m = CribbageMatch(players=2, target=61, deal=deal)
    rng = random.Random(3)
    while m.outcome is None:
        m.apply(rng.choice(m.legal_actions()), m.to_act)
    assert m.record[-1] == {"event": "reveal", "key": bytes(range(32)).hex()}
    for seat in (0, 1):
        events = m.view_for(seat).public_events
        assert events[0] == {k: v for k, v in m.record[0].items() if k not in FAIRNESS_FIELDS}
        assert events[-1] == {"event": "reveal", "key": None}
        assert not any(s in repr(events) for s in _secrets_of(deal))
    assert m.redact(m.record[0], None).get("seed") is None and m.redact(m.record[-1], None)["key"] is None
