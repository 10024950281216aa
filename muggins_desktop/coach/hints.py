"""Hints: every option of a decision with the expected points behind it.

``hint_for(view)`` looks at one seat's view only (never the match), so a hint
can never leak hidden cards or tiles. The numbers are exact expectations
over what the seat cannot see, where that is cheap:

* Cribbage discard: each keep's mean show points over every possible starter
  (46 with six cards, 47 with five), plus the expected crib from the
  computer players' shipped table (added when the crib is the seat's side's,
  subtracted otherwise). ``total`` = hand + signed crib.
* Cribbage pegging: the points a card scores now, and the expected best
  reply of the next player to lay: the next player's unplayed cards are a
  uniform draw from the cards the seat has not seen (minus those a "go"
  ruled out), so the chance that they hold a card worth at least *v* points
  is hypergeometric and the expected maximum is exact. ``total`` = now - reply.
* Dominoes: the points a play scores now, and the expected best reply of the
  next player in the same way over the tiles the seat has not seen (minus
  values a draw or pass ruled out). An immediate reply is not the whole
  story in dominoes (what a play sets up for one's own next turn, the tiles
  left to pay for), so ``total`` is the play's outlook for the rest of the
  round: the hidden tiles are dealt at random ``ROUND_SAMPLES`` times (the
  same guesses for every play, from a seed taken from the view, so the same
  position always gets the same numbers), the round is played out with the
  greedy rule, and the total is the mean of the seat's points minus the
  others' mean points (penalties included; reaching the target counts
  ``WIN_VALUE``): a plain points measure that a person can follow (the hard
  player itself now weighs the others' points by their effect on who wins).

In Lowball the ranking turns round (``value`` is what the seat wants high).
The review (``review.py``) measures "points lost" with these same numbers.

Never a hint for declaring or answering a Muggins count: counting is the
skill the rule tests. ``hint_for`` returns None then; ``refusal(view)`` says
why there is no hint, as a code the UI turns into words.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb
from typing import Any

from muggins_desktop.ai.cribbage.discard import crib_value, keep_options
from muggins_desktop.ai.cribbage.fast import (
    VALUE,
    Pool,
    expected_points,
    from_engine,
    peg_points,
)
from muggins_desktop.ai.cribbage.pegging import read_pegging
from muggins_desktop.ai.dominoes.knowledge import Knowledge, read_view, sample_deal
from muggins_desktop.ai.dominoes.sim import (
    Ends,
    ends_from_line,
    rollout_fast,
    round_penalty,
    tkey,
)
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import (
    Cut,
    Declare,
    Discard,
    Go,
    PegCard,
    Respond,
)
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.scoring import play_points
from muggins_desktop.engine.dominoes.tiles import Tile

# What reaching the target is worth in a play-out, in points: large enough that
# a play which wins the match always ranks first.
WIN_VALUE = 150

#: A phrase part: a code and its parameters; the UI turns it into words.
PhraseParams = dict[str, Any]  # the numbers and codes a phrase fills in (JSON-like)
Phrase = tuple[str, PhraseParams]

# refusal codes
COUNTING = "counting"  # declaring or answering a Muggins count
NOT_YOUR_TURN = "not_your_turn"
NOTHING_TO_DECIDE = "nothing_to_decide"  # one legal action (a cut, a draw, a forced go)

ROUND_SAMPLES = 64  # guesses of the hidden tiles behind a dominoes play's outlook
RISKY = 1.0  # an expected reply of this many points or more is "risky"
SAFE = 0.3  # below this the position left is "safe"


@dataclass(frozen=True)
class Option:
    """One legal action with its numbers.

    ``now``: points scored at once (pegging, dominoes) or the kept hand's
    expected show points (discard); ``reply``: expected points of the next
    player's best answer (0 for a discard); ``crib``: expected crib points
    for this seat (+ own side's crib, - an opponent's; 0 except discards);
    ``total`` = now - reply + crib (cribbage) or the play's outlook for the
    rest of the round (dominoes, see the module doc); ``value`` = the total
    as the seat wants it (turned round in Lowball), which ranks the options.
    """

    action: Action
    now: float
    reply: float
    crib: float
    total: float
    value: float
    kept: tuple[Any, ...] = ()  # the cards or tiles left in hand after the action
    thrown: tuple[Any, ...] = ()  # discards only
    phrase: tuple[Phrase, ...] = ()


@dataclass(frozen=True)
class Hint:
    """All options of one decision, best first (``kind``: discard, pegging, dominoes)."""

    game: str
    kind: str
    seat: int
    options: tuple[Option, ...]
    lowball: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def best(self) -> Option:
        return self.options[0]

    def option_for(self, action: Action) -> Option | None:
        for option in self.options:
            if option.action == action:
                return option
        return None

    def ev_lost(self, action: Action) -> float:
        """Expected points given away by ``action`` against the best option (>= 0)."""
        option = self.option_for(action)
        if option is None:
            raise ValueError(f"{action!r} is not one of the options of this hint.")
        return max(0.0, self.best.value - option.value)


# ------------------------------------------------------------------ entry
def refusal(view: Any) -> str | None:
    """Why ``view`` gets no hint (a code), or None when it gets one."""
    actions = tuple(getattr(view, "legal_actions", ()))
    if not actions or view.to_act != view.seat:
        return NOT_YOUR_TURN
    if isinstance(actions[0], (Declare, Respond)):
        return COUNTING
    if len(actions) == 1 or isinstance(actions[0], (Cut, Draw, Pass)):
        return NOTHING_TO_DECIDE
    return None


def hints_offered(human_seats: Sequence[int], hints_in_hot_seat: bool = False) -> bool:
    """Whether the H key and the hint button are on: against the computer always, in hot-seat by setting."""
    people = len(set(human_seats))
    return people == 1 or (people > 1 and hints_in_hot_seat)


def hint_for(view: Any) -> Hint | None:
    """Every option of the seat's decision, best first, from the seat's view only.

    Returns None when there is nothing to hint (see ``refusal``), and always
    for declaring or answering a Muggins count.
    """
    if refusal(view) is not None:
        return None
    return evaluate(view)


def evaluate(view: Any) -> Hint:
    """The numbers of ``hint_for`` for any decision with options (no refusal check).

    Raises ValueError for a count (Declare/Respond): there is deliberately no
    evaluator for counting.
    """
    actions = tuple(view.legal_actions)
    if not actions:
        raise ValueError("Nothing to evaluate: it is not this seat's turn.")
    first = actions[0]
    if isinstance(first, (Declare, Respond)):
        raise ValueError("The coach never evaluates a Muggins count.")  # a value the caller may not ask for
    if isinstance(first, Discard):
        return discard_hint(view)
    if isinstance(first, (PegCard, Go)):
        return pegging_hint(view)
    if isinstance(first, (PlayTile, Draw, Pass)):
        return dominoes_hint(view)
    raise ValueError(f"No hint for {type(first).__name__}.")


def _ranked(game: str, kind: str, view: Any, options: list[Option], lowball: bool = False, **extra: Any) -> Hint:
    # stable sort: equal values keep the engine's order of legal actions
    ordered = sorted(options, key=lambda o: -o.value)
    return Hint(game, kind, view.seat, tuple(ordered), lowball, dict(extra))


# ------------------------------------------------------------------ cribbage discard
def discard_hint(view: Any) -> Hint:
    """Every keep ranked by expected hand points plus the signed expected crib."""
    hand = list(view.hand)
    ints = [from_engine(c) for c in hand]
    by_int = dict(zip(ints, hand, strict=False))
    throw = len(view.legal_actions[0].cards)
    own = view.side_of(view.dealer) == view.my_side
    sign = -1.0 if view.lowball else 1.0
    pool = Pool.excluding(ints)
    options = []
    for kept, thrown in keep_options(ints, throw):
        hand_ev = expected_points(kept, pool)
        crib = crib_value(thrown, own) * (1.0 if own else -1.0)
        total = hand_ev + crib
        kept_cards = tuple(sorted(by_int[c] for c in kept))
        thrown_cards = tuple(sorted(by_int[c] for c in thrown))
        options.append(
            Option(Discard(thrown_cards), hand_ev, 0.0, crib, total, sign * total, kept=kept_cards, thrown=thrown_cards)
        )
    return _ranked("cribbage", "discard", view, options, view.lowball, starters=pool.n, own_crib=own)


# ------------------------------------------------------------------ cribbage pegging
def expected_max(points_by_card: Sequence[int], pool_size: int, hand_size: int) -> float:
    """E[max points] of ``hand_size`` cards drawn from a pool.

    ``points_by_card`` holds the reply points of every card of the pool that
    scores (cards worth 0 can be left out; ``pool_size`` counts them all).
    P(max >= v) = 1 - C(N - m_v, k) / C(N, k) with m_v the cards worth v or
    more; the expectation is the sum of these over the distinct values.
    """
    k = min(hand_size, pool_size)
    if k <= 0 or not points_by_card:
        return 0.0
    total = comb(pool_size, k)
    levels = sorted({p for p in points_by_card if p > 0})
    out, prev = 0.0, 0
    for v in levels:
        m = sum(1 for p in points_by_card if p >= v)
        p_at_least = 1.0 - comb(pool_size - m, k) / total
        out += (v - prev) * p_at_least
        prev = v
    return out


def _next_layer(view: Any, after_count: int) -> int | None:
    """The seat to lay after this seat's card, or None when the count restarts or it is ours again."""
    if after_count == 31:
        return None
    n = view.players
    go = set(view.go_said)
    for i in range(1, n):
        seat = (view.seat + i) % n
        if seat in go or view.hand_counts[seat] == 0:
            continue
        return int(seat)
    return None


def _peg_parts(seq: Sequence[int], count: int) -> list[Phrase]:
    """What a card scores, part by part (fifteen, 31, pair, run)."""
    parts: list[Phrase] = []
    if count == 15:
        parts.append(("makes", {"what": "fifteen", "points": 2}))
    elif count == 31:
        parts.append(("makes", {"what": "thirty_one", "points": 2}))
    same = 1
    while same < len(seq) and seq[-1 - same] == seq[-1]:
        same += 1
    if same >= 2:
        parts.append(
            (
                "makes",
                {
                    "what": {2: "pair", 3: "pair_royal", 4: "double_pair_royal"}[same],
                    "points": {2: 2, 3: 6, 4: 12}[same],
                },
            )
        )
    total = peg_points(seq, count)
    run = total - sum(p[1]["points"] for p in parts)
    if run > 0:
        parts.append(("makes", {"what": "run", "points": run}))
    return parts


def _danger(reply_pts: dict[int, int], pool_ranks: Sequence[int]) -> dict[str, Any] | None:
    """The card the opponent would most likely answer with, by weight in the pool."""
    best: tuple[float, int] | None = None
    for rank, pts in reply_pts.items():
        if pts <= 0:
            continue
        weight = pts * pool_ranks[rank]
        if best is None or weight > best[0]:
            best = (weight, rank)
    if best is None:
        return None
    rank = best[1]
    return {"rank": rank, "value": VALUE[rank], "ten": VALUE[rank] == 10}


def pegging_hint(view: Any) -> Hint:
    """Each playable card with its points now and the next player's expected reply."""
    seq = tuple(c.rank for c in view.count_cards)
    sign = -1.0 if view.lowball else 1.0
    unseen, lacks = read_pegging(view, from_engine)
    options = []
    for action in view.legal_actions:
        if isinstance(action, Go):
            options.append(Option(action, 0.0, 0.0, 0.0, 0.0, 0.0, kept=tuple(view.hand), phrase=(("go", {}),)))
            continue
        card: Card = action.card
        count = view.count + card.value
        now_seq = seq + (card.rank,)
        now = peg_points(now_seq, count)
        parts = _peg_parts(now_seq, count)
        reply, left = _pegging_reply(view, now_seq, count, unseen, lacks)
        if count == 31:
            parts.append(("fresh", {}))
        else:
            parts.append(left)
        total = now - reply
        kept = tuple(c for c in view.hand if c != card)
        options.append(Option(action, float(now), reply, 0.0, total, sign * total, kept=kept, phrase=tuple(parts)))
    return _ranked("cribbage", "pegging", view, options, view.lowball)


def _pegging_reply(
    view: Any, seq: tuple[int, ...], count: int, unseen: list[int], lacks: list[int]
) -> tuple[float, Phrase]:
    nxt = _next_layer(view, count)
    if nxt is None:
        return 0.0, ("leaves", {"count": count, "expected": 0.0, "risk": None, "safe": True})
    limit = lacks[nxt]
    pool = [c for c in unseen if VALUE[c // 4 + 1] > limit]
    if len(pool) < view.hand_counts[nxt]:
        pool = list(unseen)
    ranks = [0] * 14
    for c in pool:
        ranks[c // 4 + 1] += 1
    reply_pts: dict[int, int] = {}
    for r in range(1, 14):
        if ranks[r] and count + VALUE[r] <= 31:
            reply_pts[r] = peg_points(seq + (r,), count + VALUE[r])
    per_card = [reply_pts[c // 4 + 1] for c in pool if reply_pts.get(c // 4 + 1, 0) > 0]
    reply = expected_max(per_card, len(pool), view.hand_counts[nxt])
    risk = _danger(reply_pts, ranks) if reply >= RISKY else None
    return reply, ("leaves", {"count": count, "expected": reply, "risk": risk, "safe": reply < SAFE})


# ------------------------------------------------------------------ dominoes
def _reply_points(ends: Ends, tile: tuple[int, int]) -> int:
    best = 0
    for side, value in ((0, ends.lv), (1, ends.rv)):
        if value in tile:
            best = max(best, play_points(ends.sum_after(tile, side)))
    return best


def dominoes_hint(view: Any) -> Hint:
    """Each legal play (tile and end) with its points, the next player's expected reply, and the tiles kept."""
    know = read_view(view)
    base = ends_from_line(view.line)
    n = view.players
    nxt = (view.seat + 1) % n
    lacks = know.lacks(nxt)
    pool = [t for t in know.unseen if not (t[0] in lacks or t[1] in lacks)]
    if len(pool) < view.hand_counts[nxt]:
        pool = list(know.unseen)
    k = view.hand_counts[nxt]
    plays = [a for a in view.legal_actions if isinstance(a, PlayTile)]
    outlook = round_outlook(view, plays, know, base)
    options = []
    for action in view.legal_actions:
        if not isinstance(action, PlayTile):
            options.append(Option(action, 0.0, 0.0, 0.0, 0.0, 0.0, kept=tuple(view.hand)))
            continue
        options.append(_domino_option(view, action, base, pool, k, outlook[action]))
    return _ranked("dominoes", "dominoes", view, options, nxt=nxt, samples=ROUND_SAMPLES)


def _view_seed(view: Any) -> int:
    """A seed from what the seat sees, so that a position always gets the same guesses."""
    text = repr(
        (
            view.seat,
            view.round_no,
            view.scores,
            [t.key for t in view.hand],
            [(t.a, t.b) for t in view.line],
            view.hand_counts,
            view.boneyard_count,
        )
    )
    return zlib.crc32(text.encode("ascii"))


def round_outlook(
    view: Any,
    plays: Sequence[PlayTile],
    know: Knowledge | None = None,
    base: Ends | None = None,
    samples: int = ROUND_SAMPLES,
) -> dict[PlayTile, float]:
    """Each play's mean margin over the rest of the round (see the module doc)."""
    know = read_view(view) if know is None else know
    base = ends_from_line(view.line) if base is None else base
    rng = random.Random(_view_seed(view))
    me, n = view.seat, view.players
    mine = [tkey(t.a, t.b) for t in view.hand]
    totals = dict.fromkeys(plays, 0.0)
    for _ in range(samples if len(plays) > 1 else 0):
        hands, bone = sample_deal(know, rng)
        hands[me] = mine
        for action in plays:
            totals[action] += _playout(action, base, hands, bone, me, n, list(view.scores), view.target)
    return {a: v / samples if len(plays) > 1 else 0.0 for a, v in totals.items()}


def _playout(
    action: PlayTile,
    base: Ends,
    hands: list[list[tuple[int, int]]],
    bone: list[tuple[int, int]],
    me: int,
    n: int,
    scores: list[int],
    target: int,
) -> float:
    """The seat's points minus the others' mean over one guessed rest of the round."""
    ends = base.copy()
    hs = [list(h) for h in hands]
    tile = tkey(action.tile.a, action.tile.b)
    if action.end is None:
        ends.lay((action.tile.a, action.tile.b), -1)
    else:
        ends.lay(tile, 0 if action.end.value == "left" else 1)
    hs[me].remove(tile)
    pts = play_points(ends.total())
    if scores[me] + pts >= target:
        return pts + WIN_VALUE
    if hs[me]:
        scores = [s + (pts if i == me else 0) for i, s in enumerate(scores)]
        delta, winner = rollout_fast(ends, hs, list(bone), (me + 1) % n, scores, target)
    else:  # the seat dominoes: everyone else pays for their tiles
        delta = [0 if s == me else -round_penalty(sum(a + b for a, b in hs[s])) for s in range(n)]
        winner = None
    delta[me] += pts
    value = delta[me] - sum(delta[s] for s in range(n) if s != me) / (n - 1)
    if winner is not None:
        value += WIN_VALUE if winner == me else -WIN_VALUE
    return value


def _domino_option(
    view: Any, action: PlayTile, base: Ends, pool: list[tuple[int, int]], k: int, outlook: float
) -> Option:
    tile: Tile = action.tile
    now = view.points_for(action)
    kept = tuple(t for t in view.hand if t != tile)
    pips = sum(t.a + t.b for t in kept)
    ends = base.copy()
    if action.end is None:
        ends.lay((tile.a, tile.b), -1)
    else:
        ends.lay(tkey(tile.a, tile.b), 0 if action.end.value == "left" else 1)
    end_sum = ends.total()
    parts: list[Phrase] = []
    if now:
        parts.append(("scores", {"points": now, "end_sum": end_sum}))
    if view.scores[view.seat] + now >= view.target:
        parts.append(("wins", {}))
        reply = 0.0
    elif not kept:
        parts.append(("domino", {}))
        reply = 0.0
    else:
        per_tile = [p for p in (_reply_points(ends, t) for t in pool) if p > 0]
        reply = expected_max(per_tile, len(pool), k)
        parts.append(
            ("leaves", {"end_sum": end_sum, "expected": reply, "risk": reply >= 5 * RISKY, "safe": reply < SAFE})
        )
    parts.append(("keeps", {"tiles": [str(t) for t in kept], "pips": pips}))
    return Option(action, float(now), reply, 0.0, outlook, outlook, kept=kept, phrase=tuple(parts))


# ------------------------------------------------------------------ words for logs and the command line
def describe(action: Action) -> str:
    """A short stable English label of an action (command line and logs; the UI uses tr())."""
    if isinstance(action, Discard):
        return "throw " + " ".join(str(c) for c in action.cards)
    if isinstance(action, PegCard):
        return "play " + str(action.card)
    if isinstance(action, Go):
        return "go"
    if isinstance(action, PlayTile):
        return f"{action.tile}" + (f" {action.end.value}" if action.end is not None else "")
    if isinstance(action, Declare):
        return f"declare {action.points}"
    if isinstance(action, Respond):
        return f"muggins {action.stated}" if action.answer == "muggins" else action.answer
    return str(action)


__all__ = [
    "COUNTING",
    "NOTHING_TO_DECIDE",
    "NOT_YOUR_TURN",
    "Hint",
    "Option",
    "Phrase",
    "describe",
    "discard_hint",
    "dominoes_hint",
    "evaluate",
    "expected_max",
    "hint_for",
    "pegging_hint",
    "refusal",
]
