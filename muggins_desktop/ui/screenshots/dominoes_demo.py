"""Seeded demo positions for screenshot mode (no Qt here).

A demo is a real match played forward by computer players from a seed, so
the picture always shows a position the rules allow. ``rich_dominoes``
searches seeds for a showcase: a long line whose both ends are doubles,
with the person at seat 0 to play.
"""

from __future__ import annotations

from collections.abc import Callable

from muggins_desktop.engine.dominoes import DominoMatch, PlayTile
from muggins_desktop.ui.screenshots import forward


def play_until(match: DominoMatch, stop: Callable[[DominoMatch], bool], seed: int, max_actions: int = 400) -> bool:
    """Let "easy" computer players act until ``stop(match)`` holds (True) or the match ends."""
    return forward.play_until(match, stop, seed, "easy", max_actions)


def _showcase(min_line: int, strict: bool = True) -> Callable[[DominoMatch], bool]:
    """A long line with doubles at both ends and seat 0 to play.

    ``strict`` also asks for a hand of three or more, a tile that fits both
    ends (so the end targets show) and points for the last play (so "+N"
    shows).
    """

    def stop(match: DominoMatch) -> bool:
        tiles = match.line.tiles
        if len(tiles) < min_line or match.to_act != 0:
            return False
        if not (tiles[0].is_double and tiles[-1].is_double):
            return False
        plays = [a.tile for a in match.legal_actions() if isinstance(a, PlayTile)]
        if not plays:
            return False
        if not strict:
            return True
        if len(match.hands[0]) < 3 or not any(plays.count(t) > 1 for t in plays):
            return False
        last = [e for e in match.record if e["event"] == "play"][-1]
        return int(last["points"]) > 0

    return stop


def rich_dominoes(seed: int = 1, players: int = 3, min_line: int = 20, tries: int = 3000) -> DominoMatch:
    """The first seed from ``seed`` giving a showcase position (see ``_showcase``).

    Falls back to the looser showcase, then to a few plays into a round.
    """
    for strict in (True, False):
        for s in range(seed, seed + (tries if strict else tries // 4)):
            match = DominoMatch(players=players, seed=s)
            if play_until(match, _showcase(min_line, strict), s):
                return match
    return simple_dominoes(seed, players)


def simple_dominoes(seed: int = 1, players: int = 2, plays: int = 6) -> DominoMatch:
    """A match a few plays into its first round, with seat 0 to act."""

    def stop(match: DominoMatch) -> bool:
        return len(match.line) >= plays and match.to_act == 0

    for s in range(seed, seed + 200):
        match = DominoMatch(players=players, seed=s)
        if play_until(match, stop, s):
            return match
    return DominoMatch(players=players, seed=seed)


def demo_seats(players: int, you: str, computer: Callable[[int], str]) -> list[dict[str, str | None]]:
    """Seat 0 is the person ``you``; the others are medium computers named ``computer(i)``."""
    return [{"name": you, "kind": "human", "level": None}] + [
        {"name": computer(i), "kind": "computer", "level": "medium"} for i in range(1, players)
    ]
