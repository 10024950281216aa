"""Post-match review: every decision of one seat, measured like a hint.

``review_record(record, seat)`` replays the record once (``replay.decisions``)
and, at each decision of ``seat`` that had a real choice (a discard, a card
or go in the play, a domino play), evaluates every option from the seat's
view with the hint evaluators (``hints.evaluate``). The points lost by a
choice are the best option's value minus the chosen option's value, so they
are never negative and a perfect choice loses 0. Choices losing more than a
threshold (per kind) are flagged. What the hard computer player would have
done is added, with a seed fixed per decision so that every review of the
same record gives the same answer.

Counts in the show (Muggins declarations and answers) are decisions too, and
judged with certain points from the record rather than expected ones
(``count_review``): each carries the true and the declared count, the points
it lost or won against the best choice, and a mark when it lost any. Their
points lost are part of the totals. The summary adds counting accuracy
(declared against true counts, points missed, points overcounted), muggins and
overcount calls made, won and lost, and opponents' undercounts the seat
accepted instead of calling.

``Review.decisions`` counts the reviewed seat's analysed decisions;
``Review.steps`` holds every move of the match (every seat's, forced ones
too), which the review window steps through.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from muggins_desktop.ai import make_player
from muggins_desktop.coach import hints
from muggins_desktop.coach.count_review import COUNT_KINDS, CountCheck, check_count, index_shows, same_count_choice
from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine.base import Action, Event
from muggins_desktop.engine.cribbage.actions import (
    Cut,
    Declare,
    Discard,
    Go,
    PegCard,
    Respond,
)
from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.errors import RecordError

#: Points lost above which a decision is flagged, per kind: expected points
#: for the discard, the play and dominoes; any point lost for a count or an
#: answer (those points are certain, and counting is what Muggins tests).
THRESHOLDS = {"discard": 1.0, "pegging": 1.0, "dominoes": 10.0, "declare": 0.0, "respond": 0.0}
KINDS = ("discard", "pegging", "dominoes")  # choices measured with the hint evaluators


def kind_of(action: Action) -> str:
    """The kind of decision an action answers (``discard``, ``pegging``, ``dominoes``, ``cut`` ...)."""
    if isinstance(action, Discard):
        return "discard"
    if isinstance(action, (PegCard, Go)):
        return "pegging"
    if isinstance(action, PlayTile):
        return "dominoes"
    if isinstance(action, Declare):
        return "declare"
    if isinstance(action, Respond):
        return "respond"
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Cut):
        return "cut"
    return "other"


@dataclass
class Decision:
    """One decision of the match, as the reviewed seat saw the table before it."""

    number: int
    index: int  # record index of the first event the decision produced
    seat: int  # who decided
    kind: str
    action: Action
    chosen: str
    view: Any = None  # the reviewed seat's view before the decision (when kept)
    analysed: bool = False  # the reviewed seat's own decision with a real choice
    hint: hints.Hint | None = None
    best: Action | None = None
    hard: Action | None = None
    ev_lost: float = 0.0
    flagged: bool = False
    count: CountCheck | None = None  # a Muggins count or answer of the reviewed seat
    own_number: int = 0  # 1, 2, ... among the reviewed seat's analysed decisions (0: not analysed)

    @property
    def won(self) -> float:
        """Points won against the best choice (only a count can win: an overcount nobody called)."""
        return float(self.count.won) if self.count is not None else 0.0

    @property
    def best_label(self) -> str:
        return hints.describe(self.best) if self.best is not None else ""

    @property
    def hard_label(self) -> str:
        return hints.describe(self.hard) if self.hard is not None else ""


@dataclass
class Review:
    """The analysis of one seat's decisions in one match, and its summary."""

    game: str
    seat: int
    players: int
    steps: list[Decision]
    thresholds: dict[str, float]
    counting: dict[str, int] | None = None
    muggins: dict[str, int] | None = None
    ev_by_kind: dict[str, float] = field(default_factory=dict)
    decisions_by_kind: dict[str, int] = field(default_factory=dict)

    @property
    def own(self) -> list[Decision]:
        return [d for d in self.steps if d.analysed]

    @property
    def decisions(self) -> int:
        return len(self.own)

    @property
    def ev_lost(self) -> float:
        return sum(d.ev_lost for d in self.own)

    @property
    def mean_ev_lost(self) -> float:
        return self.ev_lost / self.decisions if self.decisions else 0.0

    @property
    def flagged(self) -> list[Decision]:
        return [d for d in self.own if d.flagged]

    @property
    def moves(self) -> int:
        """Every move of the match, any seat's (the review window's steps)."""
        return len(self.steps)

    @property
    def counting_won(self) -> int:
        return sum(d.count.won for d in self.own if d.count is not None)

    def to_json(self) -> dict[str, Any]:
        """The command line's JSON (numbers rounded to 3 decimals)."""
        out: dict[str, Any] = {
            "game": self.game,
            "seat": self.seat,
            "players": self.players,
            "moves": self.moves,
            "decisions": self.decisions,
            "ev_lost": round(self.ev_lost, 3),
            "mean_ev_lost": round(self.mean_ev_lost, 4),
            "ev_lost_by_kind": {k: round(v, 3) for k, v in self.ev_by_kind.items()},
            "decisions_by_kind": dict(self.decisions_by_kind),
            "thresholds": dict(self.thresholds),
            "flagged": [
                {
                    "index": d.index,
                    "decision": d.number,
                    "kind": d.kind,
                    "chosen": d.chosen,
                    "best": d.best_label,
                    "hard": d.hard_label,
                    "ev_lost": round(d.ev_lost, 3),
                    **_count_json(d.count),
                }
                for d in self.flagged
            ],
            "hard_agrees": sum(1 for d in self.own if d.hard is not None and _same_choice(d, d.hard)),
        }
        if any(d.count is not None for d in self.own):
            out["counting_won"] = self.counting_won
        if self.counting is not None:
            out["counting"] = dict(self.counting)
        if self.muggins is not None:
            out["muggins"] = dict(self.muggins)
        return out


def _count_json(check: CountCheck | None) -> dict[str, Any]:
    if check is None:
        return {}
    return {"true": check.true, "declared": check.declared, "won": check.won}


def _same_choice(d: Decision, action: Action) -> bool:
    """Whether ``action`` is as good as the chosen one (equal cards of a rank peg alike)."""
    if d.count is not None:
        return same_count_choice(d.count, action)
    if d.hint is None:
        return action == d.action
    a, b = d.hint.option_for(action), d.hint.option_for(d.action)
    return a is not None and b is not None and abs(a.value - b.value) < 1e-9


def _hard_choice(game: str, view: Any, seed: int) -> Action:
    player = make_player(game, "hard", seed=seed, budget_ms=None)  # type: ignore[arg-type]  # None: fixed guesses
    return player.choose(view)


def review_record(
    record: Sequence[Event],
    seat: int,
    *,
    with_hard: bool = True,
    keep_views: bool = True,
    thresholds: dict[str, float] | None = None,
) -> Review:
    """Analyse every decision of ``seat`` in ``record`` (one replay, O(N) positions).

    ``with_hard`` adds what the hard computer player would have done
    (deterministic per decision, but it costs time in dominoes);
    ``keep_views`` keeps the seat's view before every decision of any seat
    (the review window shows them). Raises ``RecordError`` for a bad record
    and ``ValueError`` for a seat that is not in the match.
    """
    players = _check_seat(record, seat)
    limits = dict(THRESHOLDS if thresholds is None else thresholds)
    game = str(record[0].get("game"))
    base_seed = int(record[0].get("seed") or 0)
    steps: list[Decision] = []
    all_kinds = KINDS + COUNT_KINDS
    by_kind = {k: 0.0 for k in all_kinds}
    count_kind = {k: 0 for k in all_kinds}
    muggins = game == "cribbage" and bool(record[0].get("muggins"))
    shows = index_shows(record) if muggins else {}
    side = _side_of(record[0])
    own = 0
    for match, step in decisions(record):
        kind = kind_of(step.action)
        d = Decision(step.number, step.index, step.seat, kind, step.action, hints.describe(step.action))
        if keep_views:
            d.view = match.view_for(seat)
        if step.seat == seat and step.options > 1 and kind in all_kinds:
            view = d.view if keep_views else match.view_for(seat)
            if kind in KINDS:
                _analyse(d, view, game, base_seed, with_hard, limits)
            else:
                _analyse_count(
                    d, view, check_count(step.index, step.action, seat, shows, side), base_seed, with_hard, limits
                )
        if d.analysed:
            own += 1
            d.own_number = own
            by_kind[kind] += d.ev_lost
            count_kind[kind] += 1
        steps.append(d)
    kinds: tuple[str, ...] = ("discard", "pegging") if game == "cribbage" else ("dominoes",)
    if muggins:
        kinds += COUNT_KINDS
    review = Review(
        game,
        seat,
        players,
        steps,
        limits,
        ev_by_kind={k: by_kind[k] for k in kinds},
        decisions_by_kind={k: count_kind[k] for k in kinds},
    )
    if game == "cribbage":
        review.counting, review.muggins = counting_summary(record, seat)
    return review


def _check_seat(record: Sequence[Event], seat: int) -> int:
    """The number of players, after checking that ``seat`` is one of them."""
    if not record or not isinstance(record[0], dict) or record[0].get("event") != "match_start":
        raise RecordError("The record does not start with a match_start event.")
    players = record[0].get("players")
    if not isinstance(players, int) or isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"There is no seat {seat} in this match (seats 0 to {int(players or 1) - 1}).")
    return players


def _analyse(d: Decision, view: Any, game: str, base_seed: int, with_hard: bool, limits: dict[str, float]) -> None:
    hint = hints.evaluate(view)
    d.analysed = True
    d.hint = hint
    d.best = hint.best.action
    d.ev_lost = hint.ev_lost(d.action)
    d.flagged = d.ev_lost > limits.get(d.kind, 1.0)
    if with_hard:
        d.hard = _hard_choice(game, view, base_seed * 7919 + d.index)


def _analyse_count(
    d: Decision, view: Any, check: CountCheck | None, base_seed: int, with_hard: bool, limits: dict[str, float]
) -> None:
    """A Muggins count or answer: certain points from the record (see ``count_review``)."""
    if check is None:
        return
    d.analysed = True
    d.count = check
    d.best = check.best
    d.ev_lost = float(check.lost)
    d.flagged = d.ev_lost > limits.get(d.kind, 0.0)
    if with_hard:
        d.hard = _hard_choice("cribbage", view, base_seed * 7919 + d.index)


def _side_of(start: Event) -> Any:
    partners = bool(start.get("partnerships"))
    return (lambda s: s % 2) if partners else (lambda s: s)


# ------------------------------------------------------------------ counting (cribbage, Muggins)
def counting_summary(record: Sequence[Event], seat: int) -> tuple[dict[str, int], dict[str, int]]:
    """Counting accuracy and muggins calls of ``seat``, read from the record.

    With partnerships a seat's partner is not an opponent: only counts of the
    other side are "opponents' undercounts".
    """
    start = record[0]
    partners = bool(start.get("partnerships"))

    def side(s: int) -> int:
        return s % 2 if partners else s

    counting = {"counts": 0, "exact": 0, "declared": 0, "true": 0, "missed": 0, "overcounted": 0}
    calls = {
        "calls": 0,
        "won": 0,
        "lost": 0,
        "muggins_calls": 0,
        "overcount_calls": 0,
        "undercounts_accepted": 0,
        "points_left": 0,
        "called_against": 0,
    }
    show: Event | None = None
    my_answer: str | None = None
    for event in record:
        name = event.get("event")
        if name == "show" and event.get("declared") is not None:
            show, my_answer = event, None
            if event.get("player") == seat:
                declared, true = int(event["declared"]), int(event["true"])
                counting["counts"] += 1
                counting["exact"] += int(declared == true)
                counting["declared"] += declared
                counting["true"] += true
                counting["missed"] += max(0, true - declared)
                counting["overcounted"] += max(0, declared - true)
        elif name == "response" and show is not None and event.get("player") == seat:
            my_answer = str(event.get("answer"))
            if my_answer != "accept":
                calls["calls"] += 1
                calls["muggins_calls" if my_answer == "muggins" else "overcount_calls"] += 1
        elif name == "settle" and show is not None:
            _settle(event, show, my_answer, seat, side, calls)
            show, my_answer = None, None
    return counting, calls


def _settle(event: Event, show: Event, my_answer: str | None, seat: int, side: Any, calls: dict[str, int]) -> None:
    claimant = event.get("claimant")
    if claimant == seat and my_answer not in (None, "accept"):
        if int(event.get("claimant_delta") or 0) > 0:
            calls["won"] += 1
        else:
            calls["lost"] += 1
    counter = int(show["player"])
    if counter == seat and claimant is not None:
        calls["called_against"] += 1
    true, declared = int(show["true"]), int(show["declared"])
    if side(counter) != side(seat) and my_answer == "accept" and declared < true:
        calls["undercounts_accepted"] += 1
        calls["points_left"] += true - declared


__all__ = [
    "COUNT_KINDS",
    "KINDS",
    "THRESHOLDS",
    "Decision",
    "Review",
    "counting_summary",
    "kind_of",
    "review_record",
]
