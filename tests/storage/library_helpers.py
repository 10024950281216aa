"""Matches played into a match library exactly as the app writes them (one batch per action)."""

from __future__ import annotations

import hashlib
from typing import Any

from muggins_desktop.ai import make_player
from muggins_desktop.engine import Match, new_match
from muggins_desktop.engine.deals import Deal
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library.session import MatchSession


def seats_for(players: int, person: str = "Ann", level: str = "easy") -> list[dict[str, Any]]:
    return [{"name": person, "kind": "human", "level": None}] + [
        {"name": f"Computer {i}", "kind": "computer", "level": level} for i in range(1, players)
    ]


def fair_deal(seed: int) -> Deal:
    """A fair deal (secret key, commitment, player's seed) that is the same in every run."""
    return Deal.fair(hashlib.sha256(f"library test {seed}".encode()).digest(), f"seed-{seed}")


def players_for(match: Match, seed: int) -> list[Any]:
    return [make_player(match.game, "easy", seed=seed * 10 + i, budget_ms=None) for i in range(match.players)]


def step(match: Match, players: list[Any], session: MatchSession | None) -> list[dict[str, Any]]:
    seat = match.to_act
    assert seat is not None
    events = match.apply(players[seat].choose(match.view_for(seat)), seat)
    if session is not None:
        session.append(events)
    return events


def play_into(
    lib: MatchLibrary,
    game: str,
    options: dict[str, Any],
    seed: int = 1,
    actions: int | None = None,
    seats: list[dict[str, Any]] | None = None,
    fair: bool = True,
) -> tuple[Match, MatchSession]:
    """A new match in ``lib`` played by computers for ``actions`` actions (None: to the end).

    ``fair``: a fair deal with a key (as the app deals), else the given deal number ``seed``.
    """
    match = new_match(game, deal=fair_deal(seed), **options) if fair else new_match(game, seed=seed, **options)
    session = lib.new(match, seats or seats_for(match.players), options)
    players = players_for(match, seed)
    n = 0
    while match.outcome is None and (actions is None or n < actions):
        step(match, players, session)
        n += 1
    return match, session


def play_on(match: Match, session: MatchSession | None, seed: int, actions: int | None = None) -> None:
    players = players_for(match, seed + 1)
    n = 0
    while match.outcome is None and (actions is None or n < actions):
        step(match, players, session)
        n += 1
