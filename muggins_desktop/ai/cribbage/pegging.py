"""Pegging (the play) for the cribbage computer players: search over weighted guesses (docs/AI.md).

Only ranks matter in the play, so hands are tuples of ranks and cards of equal rank are searched once.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from muggins_desktop.ai.cribbage.fast import VALUE, forget_peg_points, peg_memo, peg_points, rank_points
from muggins_desktop.ai.cribbage.keep_styles import keep_log_weight
from muggins_desktop.ai.cribbage.styles import STYLES, Weights, log_likelihoods, mixed_probs, mixture_log, posterior
from muggins_desktop.ai.cribbage.styles import choice as style_choice
from muggins_desktop.ai.cribbage.winprob import partner_show_win, show_win

WIN = 60.0  # worth of reaching the target during the play, in points
# Plies searched with two players: deeper, each would "see" the others' guessed cards; past them a rule plays on.
DEFAULT_DEPTH = 4
# At another side's turn, the share of a modelled reply; the rest is its best reply, which in a guess sees our cards.
OPP_LAMBDA = 0.75
SAMPLES = 64  # guesses per pegging decision (fixed: the strength does not depend on the machine)

# A state: (hands as tuples of ranks per seat, count, ranks since the reset, bitmask of seats that said go, last seat to
# lay (-1 none), seat to act (-1 over))
State = tuple[tuple[tuple[int, ...], ...], int, tuple[int, ...], int, int, int]


def _end_count(hands: tuple[tuple[int, ...], ...], last: int, thirty_one: bool, gains: list[tuple[int, int]]) -> State:
    n = len(hands)
    if not thirty_one:
        gains.append((last, 1))
    for i in range(1, n + 1):
        seat = (last + i) % n
        if hands[seat]:
            return (hands, 0, (), 0, -1, seat)
    return (hands, 0, (), 0, -1, -1)


def _advance(
    hands: tuple[tuple[int, ...], ...],
    count: int,
    seq: tuple[int, ...],
    go: int,
    last: int,
    after: int,
    gains: list[tuple[int, int]],
) -> State:
    n = len(hands)
    room = 31 - count
    for i in range(1, n + 1):
        seat = (after + i) % n
        hand = hands[seat]
        if (go >> seat) & 1 or not hand:
            continue
        if seat == last and VALUE[min(hand)] > room:  # the last to lay goes on only if a card fits
            continue
        return (hands, count, seq, go, last, seat)
    return _end_count(hands, last, False, gains)


def moves(state: State) -> list[int]:
    """Distinct ranks the seat to act may lay, or ``[0]`` for a go."""
    hands, count, _, _, _, turn = state
    out = sorted({r for r in hands[turn] if count + VALUE[r] <= 31}, reverse=True)
    return out or [0]


def simple_rank(state: State) -> int:
    """The play-out's card: most points now; leading, the highest card below 5 (never a 5);
    later, not leaving the count at 5, 10 or 21; otherwise the highest card (0: a go)."""
    return _playout_move(state, False)[0]


def shed_rank(state: State) -> int:
    """The shedding style's card (``styles``): the most points, else the highest card (0: a go)."""
    return _playout_move(state, True)[0]


def playout_step(state: State, shed: bool = False) -> tuple[State, list[tuple[int, int]]]:
    """``step(state, simple_rank(state))``, or with ``shed_rank``'s card if ``shed``."""
    _, nxt, gains = _playout_move(state, shed)
    return nxt, gains


_peg_known = peg_memo().get  # ``peg_points``' remembered answers (the same dict for good), read first


def _rule_card(hand: tuple[int, ...], count: int, seq: tuple[int, ...], shed: bool) -> tuple[int, tuple[int, ...], int]:
    """The rank ``simple_rank``'s rule (``shed_rank``'s if ``shed``) lays from ``hand`` on ``count``,
    the ranks of the count after it and the points it makes ((0, ``seq``, 0): a go)."""
    best = 0
    best_key = (-1, 0, 0)
    best_seq = seq
    best_now = 0
    prev = 0
    for r in hand:
        if r == prev:
            continue
        prev = r
        v = VALUE[r]
        c = count + v
        if c > 31:
            continue
        after = seq + (r,)
        now = _peg_known(after)
        if now is None:
            now = peg_points(after, c)
        if shed:
            key = (now, v, r)
        elif count == 0:
            key = (now, 2 if v < 5 else (0 if r == 5 else 1), r if v < 5 else -r)
        else:
            key = (now, 0 if c in (5, 10, 21) else 1, v * 16 + r)
        if key > best_key:
            best, best_key, best_seq, best_now = r, key, after, now
    return best, best_seq, best_now


def _playout_move(state: State, shed: bool) -> tuple[int, State, list[tuple[int, int]]]:
    """``step`` with the rule's card (``simple_rank``'s, ``shed_rank``'s if ``shed``), and that card."""
    hands, count, seq, go, last, turn = state
    hand = hands[turn]
    best, best_seq, best_now = _rule_card(hand, count, seq, shed)
    gains: list[tuple[int, int]] = []
    if best == 0:
        return 0, _advance(hands, count, seq, go | (1 << turn), last, turn, gains), gains
    i = hand.index(best)
    hands = hands[:turn] + (hand[:i] + hand[i + 1 :],) + hands[turn + 1 :]
    count += VALUE[best]
    if best_now:
        gains.append((turn, best_now))
    if count == 31:
        return best, _end_count(hands, turn, True, gains), gains
    return best, _advance(hands, count, best_seq, go, turn, turn, gains), gains


def step(state: State, rank: int) -> tuple[State, list[tuple[int, int]]]:
    """Lay ``rank`` (0: say go); returns the new state and the points won as (seat, points)."""
    hands, count, seq, go, last, turn = state
    gains: list[tuple[int, int]] = []
    if rank == 0:
        return _advance(hands, count, seq, go | (1 << turn), last, turn, gains), gains
    h = hands[turn]
    i = h.index(rank)
    hands = hands[:turn] + (h[:i] + h[i + 1 :],) + hands[turn + 1 :]
    count += VALUE[rank]
    seq = seq + (rank,)
    pts = _peg_known(seq)
    if pts is None:
        pts = peg_points(seq, count)
    if pts:
        gains.append((turn, pts))
    if count == 31:
        return _end_count(hands, turn, True, gains), gains
    return _advance(hands, count, seq, go, turn, turn, gains), gains


Stepper = Callable[[State], tuple[State, list[tuple[int, int]]]]


def rollout(state: State, cache: dict[State, tuple[int, ...]], advance: Stepper = playout_step) -> tuple[int, ...]:
    """Points each seat pegs from ``state`` to the end of the play when everyone lays ``advance``'s card
    (the same rule for a whole decision, so ``cache`` holds); down to a known state, then back up."""
    hit = cache.get(state)
    if hit is not None:
        return hit
    path: list[tuple[State, list[tuple[int, int]]]] = []
    s = state
    while True:
        hit = cache.get(s)
        if hit is not None:
            tail = hit
            break
        if s[5] < 0:
            tail = cache[s] = (0,) * len(s[0])
            break
        nxt, gains = advance(s)
        path.append((s, gains))
        s = nxt
    for st, gains in reversed(path):
        if gains:
            pts = list(tail)
            for seat, p in gains:
                pts[seat] += p
            tail = tuple(pts)
        cache[st] = tail
    return tail


def ruled_rollout(state: State, cache: dict[State, tuple[int, ...]], sheds: Sequence[bool]) -> tuple[int, ...]:
    """``rollout`` when every seat lays by ``simple_rank``'s rule (``shed_rank``'s where ``sheds[seat]``)."""
    hit = cache.get(state)
    if hit is not None:
        return hit
    path: list[tuple[State, int, int, int]] = []  # (state, seat that laid, its points, the go point's seat or -1)
    s = state
    while True:
        hit = cache.get(s)
        if hit is not None:
            tail = hit
            break
        hands, count, seq, go, last, turn = s
        if turn < 0:
            tail = cache[s] = (0,) * len(hands)
            break
        hand = hands[turn]
        best, best_seq, best_now = _rule_card(hand, count, seq, sheds[turn])
        n = len(hands)
        if best == 0:  # a go
            go |= 1 << turn
            after_seat = turn
        else:
            i = hand.index(best)
            hands = hands[:turn] + (hand[:i] + hand[i + 1 :],) + hands[turn + 1 :]
            count += VALUE[best]
            seq = best_seq
            last = after_seat = turn
        go_seat = -1
        nxt: State | None = None
        if count < 31:  # the next to lay: one who has not said go and holds a card (the last to lay, one that fits)
            room = 31 - count
            for k in range(1, n + 1):
                seat = (after_seat + k) % n
                h = hands[seat]
                if (go >> seat) & 1 or not h:
                    continue
                if seat == last and VALUE[min(h)] > room:
                    continue
                nxt = (hands, count, seq, go, last, seat)
                break
        if nxt is None:  # the count ends: the go point (none at 31), the next with cards leads
            if count != 31:
                go_seat = last
            nxt = (hands, 0, (), 0, -1, -1)
            for k in range(1, n + 1):
                seat = (last + k) % n
                if hands[seat]:
                    nxt = (hands, 0, (), 0, -1, seat)
                    break
        path.append((s, turn if best_now else -1, best_now, go_seat))
        s = nxt
    return _back_up(path, tail, cache)


def _back_up(
    path: list[tuple[State, int, int, int]], tail: tuple[int, ...], cache: dict[State, tuple[int, ...]]
) -> tuple[int, ...]:
    """``ruled_rollout``'s way back: each state of ``path`` (state, seat that scored or -1, its points,
    seat given the go point or -1) gets its points to the end of the play in ``cache`` (out of the hot loop)."""
    for st, seat, pts, go_seat in reversed(path):
        if seat >= 0 or go_seat >= 0:
            out = list(tail)
            if seat >= 0:
                out[seat] += pts
            if go_seat >= 0:
                out[go_seat] += 1
            tail = tuple(out)
        cache[st] = tail
    return tail


def play_out(
    state: State,
    side: Sequence[int],
    trails: dict[State, tuple[tuple[int, int], ...]],
    advance: Stepper = playout_step,
) -> tuple[tuple[int, int], ...]:
    """The (side, points) a play-out from ``state`` scores, in order; ``trails`` keeps each state's
    rest of the play for the decision, so a state reached by several lines is played out once."""
    hit = trails.get(state)
    if hit is not None:
        return hit
    path: list[tuple[State, tuple[tuple[int, int], ...]]] = []
    s = state
    tail: tuple[tuple[int, int], ...] = ()
    while s[5] >= 0:
        known = trails.get(s)
        if known is not None:
            tail = known
            break
        nxt, gains = advance(s)
        path.append((s, tuple((side[seat], pts) for seat, pts in gains)))
        s = nxt
    for st, got in reversed(path):
        tail = got + tail
        trails[st] = tail
    return tail


def styled_playout_step(styles: Sequence[str] | None, state: State) -> tuple[State, list[tuple[int, int]]]:
    """One play-out step: each seat lays its read style's card (``styles[seat]``; "": ``simple_rank``'s)."""
    style = styles[state[5]] if styles is not None and state[5] >= 0 else ""
    if not style:
        return playout_step(state)
    if style == "shed":
        return playout_step(state, True)
    options = moves(state)
    if options == [0]:
        return step(state, 0)
    return step(state, style_choice(style, state[0][state[5]], state[2], state[1], options))


class Searcher:
    """Depth-limited max-n search: each seat maximises its side's lead."""

    me_side = 0  # the searching player's side (set by ``choose_rank``)
    # Set by ``choose_rank`` where the others' styles are read: per seat, the style weights its replies are modelled
    # with (None: points-greedy), and the rule its cards are laid by in the play-out ("": ``simple_rank``).
    styles: list[Weights | None] | None = None
    playout_styles: list[str] | None = None
    shaped = False  # two-sided search: modelled replies and a play-out past the horizon

    def __init__(
        self,
        sides_of: Sequence[int],
        n_sides: int,
        scores: Sequence[int],
        target: int,
        lowball: bool,
        deadline: float | None,
    ) -> None:
        self.side = list(sides_of)
        self.n_sides = n_sides
        self.scores = list(scores)
        self.target = target
        self.sign = -1.0 if lowball else 1.0
        self.deadline = deadline
        self.nodes = 0
        self.memo: dict[Any, tuple[float, ...]] = {}
        self.zero = tuple(0.0 for _ in range(n_sides))
        self.rollouts: dict[State, tuple[int, ...]] = {}  # play-outs at the search's horizon, this decision
        self.replies: dict[tuple[int, tuple[int, ...], tuple[int, ...]], list[float]] = {}  # ``reply_weights``
        self.near = any(s + 40 >= target for s in self.scores)  # else no play can reach the target

    def reply_weights(self, state: State) -> list[float] | None:
        """The modelled chance of each of ``moves(state)`` for the seat to act, or None (the points-greedy softmax)."""
        if self.styles is None:
            return None
        turn = state[5]
        w = self.styles[turn]
        if w is None:
            return None
        hand = state[0][turn]
        key = (turn, hand, state[2])  # the count is the sum of the ranks laid since it started
        hit = self.replies.get(key)
        if hit is None:
            options = moves(state)
            hit = self.replies[key] = [1.0] if options == [0] else mixed_probs(w, hand, state[2], state[1], options)
        return hit

    def rollout(self, state: State) -> tuple[int, ...]:
        """Points each seat pegs when the cards left are played out, kept for the decision."""
        advance = self.playout_advance()  # also tells whether every seat lays by a rule (``_sheds``)
        if self._sheds is not None:
            return ruled_rollout(state, self.rollouts, self._sheds)
        return rollout(state, self.rollouts, advance)

    def playout_advance(self) -> Stepper:
        """One step of the play-out past the horizon, chosen at the decision's first play-out."""
        if self._playout is None:
            styles = self.playout_styles or [""] * len(self.side)
            if all(x in ("", "shed") for x in styles):
                sheds = self._sheds = [x == "shed" for x in styles]

                def ruled(s: State) -> tuple[State, list[tuple[int, int]]]:
                    _, nxt, gains = _playout_move(s, sheds[s[5]])
                    return nxt, gains

                self._playout = ruled
            else:
                read = self.playout_styles

                def styled(s: State) -> tuple[State, list[tuple[int, int]]]:
                    return styled_playout_step(read, s)

                self._playout = styled  # not the bound method: the searcher would hold itself in a cycle
        return self._playout

    _playout: Stepper | None = None  # ``playout_advance``'s answer
    _sheds: list[bool] | None = None  # per seat, whether it sheds, when every seat lays by a fixed rule

    def utility(self, vec: Sequence[float], side: int) -> float:
        others = sum(vec) - vec[side]
        return self.sign * (vec[side] - others / (self.n_sides - 1))

    def search(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        """``acc`` plus the points each side still gains from ``state`` under best play."""
        future = self._future(state, acc, depth)
        return tuple(a + f for a, f in zip(acc, future, strict=False))

    def _future(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        """Points each side gains from ``state`` on (``acc``: gained so far in this guess)."""
        turn = state[5]
        if turn < 0:
            return self.zero
        if depth == 0:
            return self._horizon(state)
        if self.near:
            rem = tuple(min(40, self.target - s - a) for s, a in zip(self.scores, acc, strict=False))
            key: Any = (state, depth, rem)
        else:
            key = (state, depth)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        me = self.side[turn]
        vecs: list[list[float]] = []
        own: list[float] = []
        for rank in moves(state):
            nxt, gains = step(state, rank)
            got = list(self.zero)
            mine = 0
            won = False
            for seat, pts in gains:
                s = self.side[seat]
                got[s] += pts
                if seat == turn:
                    mine += pts
                if self.scores[s] + acc[s] + got[s] >= self.target and got[s] < WIN:
                    got[s] += WIN  # reaching the target ends the match (a loss in Lowball)
                    won = True
            if not won:
                after = tuple(a + g for a, g in zip(acc, got, strict=False)) if self.near else acc
                rest = self._future(nxt, after, depth - 1)
                got = [g + r for g, r in zip(got, rest, strict=False)]
            vecs.append(got)
            own.append(mine)
        best = max(vecs, key=lambda v: self.utility(v, me))
        out = tuple(best) if me == self.me_side else self._reply(state, best, vecs, own)
        self.memo[key] = out
        return out

    def _horizon(self, state: State) -> tuple[float, ...]:
        """What each side gains past the last ply: nothing here (``TableSearcher`` plays the cards out)."""
        return self.zero

    def _played_out(self, state: State) -> tuple[float, ...]:
        """What each side pegs when the cards left are played out (``rollout``)."""
        g = [0.0] * self.n_sides
        for seat, p in enumerate(self.rollout(state)):
            g[self.side[seat]] += p
        return tuple(g)

    def _reply(
        self, state: State, best: Sequence[float], vecs: Sequence[Sequence[float]], own: Sequence[float]
    ) -> tuple[float, ...]:
        """The value of another side's turn: its best move here (``TableSearcher`` models the reply)."""
        return tuple(best)


def mixed_reply(
    vals: Sequence[float], own: Sequence[float], side0: bool, mine: bool, probs: Sequence[float] | None = None
) -> float:
    """The value of a turn: the best move at the searcher's turn; at the opponent's,
    ``OPP_LAMBDA`` of a points-greedy player's likely replies and the rest the worst one."""
    best_for_mover = max(vals) if side0 else min(vals)
    if mine:
        return best_for_mover
    if probs is not None:
        model = sum(p * v for p, v in zip(probs, vals, strict=True))
        return (1.0 - OPP_LAMBDA) * best_for_mover + OPP_LAMBDA * model
    top = max(own)
    ws = [math.exp(PLAY_BETA * (o - top)) for o in own]
    model = sum(w * v for w, v in zip(ws, vals, strict=True)) / sum(ws)
    return (1.0 - OPP_LAMBDA) * best_for_mover + OPP_LAMBDA * model


class DuelSearcher(Searcher):
    """Two sides: the play is zero-sum in the points difference, so alpha-beta applies."""

    def search(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        if self.shaped and OPP_LAMBDA > 0 and self.sign > 0:
            v = self._ev(state, acc, depth)
            return (acc[0] + v, acc[1])
        v = self._ab(state, acc, depth, -1e9, 1e9)
        # report as a vector so callers can use ``utility`` unchanged
        return (acc[0] + self.sign * v, acc[1])

    def utility(self, vec: Sequence[float], side: int) -> float:
        d = self.sign * (vec[0] - vec[1])
        return d if side == 0 else -d

    def _key(self, state: State, acc: tuple[float, ...], depth: int) -> Any:
        if self.near:
            return (
                state,
                depth,
                min(40, self.target - self.scores[0] - acc[0]),
                min(40, self.target - self.scores[1] - acc[1]),
            )
        return (state, depth)

    def _children(
        self, state: State, acc: tuple[float, ...], maximize: bool | None
    ) -> list[tuple[float, bool, State, list[float]]]:
        """Each move's immediate worth, whether it wins, the next state and the gains:
        best first for the side to move (``maximize``: side 0), or in the order of ``moves`` (None)."""
        children = []
        for rank in moves(state):
            nxt, gains = step(state, rank)
            g = [0.0, 0.0]
            won = False
            for seat, pts in gains:
                s = self.side[seat]
                g[s] += pts
                if self.scores[s] + acc[s] + g[s] >= self.target and not won:
                    g[s] += WIN
                    won = True
            children.append((self.sign * (g[0] - g[1]), won, nxt, g))
        if maximize is not None:
            children.sort(key=lambda c: -c[0] if maximize else c[0])
        return children

    def tail(self, state: State) -> tuple[float, ...]:
        """What each side pegs after the searched plies (the shaped points search plays the cards out)."""
        if not self.shaped or self.sign < 0 or state[5] < 0:
            return (0.0, 0.0)
        return self._played_out(state)

    def _ev(self, state: State, acc: tuple[float, ...], depth: int) -> float:
        """Side 0's future lead when the others lay partly like a points-greedy player (``OPP_LAMBDA``)."""
        turn = state[5]
        if turn < 0:
            return 0.0
        if depth == 0:
            t = self.tail(state)
            return t[0] - t[1]
        key = self._key(state, acc, depth)
        hit = self.memo.get(key)
        if hit is not None:
            return float(hit[0])
        self.nodes += 1
        side = self.side[turn]
        vals: list[float] = []
        own: list[float] = []
        # in the order of ``moves``, which ``reply_weights`` gives its chances in
        for now, won, nxt, g in self._children(state, acc, None):
            if won:
                v = now
            else:
                after = (acc[0] + g[0], acc[1] + g[1]) if self.near else acc
                v = now + self._ev(nxt, after, depth - 1)
            vals.append(v)
            own.append(min(g[side], WIN))
        own_turn = side == self.me_side
        best = mixed_reply(vals, own, side == 0, own_turn, None if own_turn else self.reply_weights(state))
        self.memo[key] = (best, 0)
        return best

    def _ab(self, state: State, acc: tuple[float, ...], depth: int, alpha: float, beta: float) -> float:
        turn = state[5]
        if turn < 0:
            return 0.0
        if depth == 0:
            t = self.tail(state)
            return self.sign * (t[0] - t[1])
        key = self._key(state, acc, depth)
        hit = self.memo.get(key)
        a0, b0 = alpha, beta
        if hit is not None:
            val, flag = hit
            if flag == 0:
                return val
            if flag > 0:
                alpha = max(alpha, val)
            else:
                beta = min(beta, val)
            if alpha >= beta:
                return val
        self.nodes += 1
        maximize = self.side[turn] == 0
        best = -1e18 if maximize else 1e18
        for now, won, nxt, g in self._children(state, acc, maximize):
            if won:
                v = now
            else:
                after = (acc[0] + g[0], acc[1] + g[1]) if self.near else acc
                v = now + self._ab(nxt, after, depth - 1, alpha - now, beta - now)
            if maximize:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        flag = 0
        if best <= a0:
            flag = -1  # an upper bound
        elif best >= b0:
            flag = 1  # a lower bound
        self.memo[key] = (best, flag)
        return best


class WinSearcher(DuelSearcher):
    """Two sides near the end of a match: values are side 0's chance to win it."""

    def __init__(
        self,
        sides_of: Sequence[int],
        scores: Sequence[int],
        target: int,
        dealer_side: int,
        deadline: float | None,
        table: Callable[[int, int, bool], float] = show_win,
        shaped_win: bool = True,
    ) -> None:
        super().__init__(sides_of, 2, scores, target, False, deadline)
        self.dealer_side = dealer_side
        self.table = table  # the chance after the play: two players' or partnerships' (same arguments)
        self.shaped_win = shaped_win  # modelled replies and a play-out; off: the worst reply, the table at the horizon
        self.trails: dict[State, tuple[tuple[int, int], ...]] = {}  # play-outs past the horizon, this decision

    def leaf(self, acc: Sequence[float]) -> float:
        """The chance once the play is over, from the points ``acc`` the line adds."""
        need0 = self.target - self.scores[0] - int(acc[0])
        need1 = self.target - self.scores[1] - int(acc[1])
        return self.table(need0, need1, self.dealer_side == 0)

    def search(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        if self.shaped_win:
            p = self._wev(state, (int(acc[0]), int(acc[1])), depth)
        else:
            p = self._win(state, acc, depth, -1.0, 2.0)
        return (2.0 * p - 1.0, 0.0)  # ``utility`` then gives 2p - 1 for side 0, 1 - 2p for side 1

    def _tail_win(self, state: State, acc: tuple[int, int]) -> float:
        """Side 0's chance when the cards left are laid by ``simple_rank``: 1 or 0 if a side gets there."""
        g = [acc[0], acc[1]]
        for s, pts in self._trail(state):
            g[s] += pts
            if self.scores[s] + g[s] >= self.target:
                return 1.0 if s == 0 else 0.0
        return self.leaf(g)

    def _trail(self, state: State) -> tuple[tuple[int, int], ...]:
        return play_out(state, self.side, self.trails, self.playout_advance())

    def _wev(self, state: State, acc: tuple[int, int], depth: int) -> float:
        """Side 0's chance to win when the other side replies partly like a points-greedy player."""
        turn = state[5]
        if turn < 0:
            return self.leaf(acc)
        if depth == 0:
            return self._tail_win(state, acc)
        key = (state, depth, acc)
        hit = self.memo.get(key)
        if hit is not None:
            return float(hit[0])
        self.nodes += 1
        side = self.side[turn]
        vals: list[float] = []
        own: list[int] = []
        for rank in moves(state):
            nxt, gains = step(state, rank)
            g = [acc[0], acc[1]]
            v = -1.0
            mine = 0
            for seat, pts in gains:
                s = self.side[seat]
                g[s] += pts
                if s == side:
                    mine += pts
                if v < 0 and self.scores[s] + g[s] >= self.target:
                    v = 1.0 if s == 0 else 0.0
            if v < 0:
                v = self._wev(nxt, (g[0], g[1]), depth - 1)
            vals.append(v)
            own.append(mine)
        own_turn = side == self.me_side
        best = mixed_reply(vals, own, side == 0, own_turn, None if own_turn else self.reply_weights(state))
        self.memo[key] = (best, 0)
        return best

    def _win(self, state: State, acc: tuple[float, ...], depth: int, alpha: float, beta: float) -> float:
        turn = state[5]
        if turn < 0 or depth == 0:
            return self.leaf(acc)
        key = (state, depth, acc)
        hit = self.memo.get(key)
        if hit is not None:
            return float(hit[0])
        self.nodes += 1
        a0, b0 = alpha, beta
        maximize = self.side[turn] == 0
        best = -1.0 if maximize else 2.0
        for rank in moves(state):
            nxt, gains = step(state, rank)
            g = [acc[0], acc[1]]
            v = -1.0
            for seat, pts in gains:
                s = self.side[seat]
                g[s] += pts
                if v < 0 and self.scores[s] + g[s] >= self.target:
                    v = 1.0 if s == 0 else 0.0
            if v < 0:
                v = self._win(nxt, (g[0], g[1]), depth - 1, alpha, beta)
            if maximize:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        if a0 < best < b0:
            self.memo[key] = (best, 0)  # only exact values are kept
        return best


def read_pegging(view: Any, to_int: Any) -> tuple[list[int], list[int]]:
    """Unseen cards (as ints) and, per seat, the highest pip value it cannot hold."""
    known = {to_int(c) for c in view.kept} | {to_int(c) for c in view.discarded} | {to_int(c) for _, c in view.played}
    if view.starter is not None:
        known.add(to_int(view.starter))
    unseen = [c for c in range(52) if c not in known]
    lacks = [0] * view.players
    events = view.public_events
    start = 0
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("event") == "deal":
            start = i
            break
    count = 0
    for ev in events[start:]:
        kind = ev.get("event")
        if kind == "peg":
            count = ev["count"]
        elif kind == "reset":
            count = 0
        elif kind == "go":
            p = ev["player"]
            lacks[p] = max(lacks[p], 31 - count)
    return unseen, lacks


# Guesses where no styles are read: a card is laid with chance ~ exp(PLAY_BETA x its points now) among those that fit;
# four are kept with chance ~ exp(KEEP_GAMMA x their own points, at most KEEP_CAP), how much likelier hard's discards
# keep such fours. Guesses are drawn CANDIDATES_PER_SAMPLE times over and resampled by these weights.
PLAY_BETA = 2.0
KEEP_GAMMA = 0.5
KEEP_CAP = 9
CANDIDATES_PER_SAMPLE = 4

# One card laid this deal: (seat, ranks of the count before it, count before it, rank laid)
Laid = tuple[int, tuple[int, ...], int, int]


def play_history(view: Any) -> list[Laid]:
    """Every card laid this deal with the count it was laid on (rebuilt from ``view.played``)."""
    out: list[Laid] = []
    seq: tuple[int, ...] = ()
    count = 0
    for seat, card in view.played:
        if count + VALUE[card.rank] > 31:
            seq, count = (), 0
        out.append((seat, seq, count, card.rank))
        seq = seq + (card.rank,)
        count += VALUE[card.rank]
        if count == 31:
            seq, count = (), 0
    return out


def play_log_likelihood(
    hand_now: Sequence[int], seat: int, history: Sequence[Laid], beta: float | None = None
) -> float:
    """Log-chance that ``seat``, holding ``hand_now`` still, laid what it did (points-greedy softmax)."""
    if beta is None:
        beta = PLAY_BETA
    hand = list(hand_now)
    total = 0.0
    for who, seq, count, rank in reversed(history):
        if who != seat:
            continue
        hand.append(rank)
        if count == 0:
            continue  # every lead makes no points: nothing to learn
        z = 0.0
        for r in set(hand):
            if count + VALUE[r] <= 31:
                z += math.exp(beta * peg_points(seq + (r,), count + VALUE[r]))
        total += beta * peg_points(seq + (rank,), count + VALUE[rank]) - math.log(z)
    return total


def guess_weight(
    hands: Sequence[tuple[int, ...]],
    others: Sequence[int],
    history: Sequence[Laid],
    styles: Sequence[Weights | None] | None = None,
    memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] | None = None,
    keeps: Sequence[Weights | None] | None = None,
    seat_terms: dict[tuple[int, tuple[int, ...]], tuple[float, float]] | None = None,
) -> float:
    """Relative likelihood (log) of a guess of the others' unplayed ranks, given their plays and keeps."""
    logw = 0.0
    for p in others:
        key = (p, hands[p])
        terms = seat_terms.get(key) if seat_terms is not None else None
        if terms is None:
            terms = _seat_terms(hands[p], p, history, styles, memo, keeps)
            if seat_terms is not None:
                seat_terms[key] = terms
        logw += terms[0]
        logw += terms[1]
    return logw


def _seat_terms(
    hand: tuple[int, ...],
    p: int,
    history: Sequence[Laid],
    styles: Sequence[Weights | None] | None,
    memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] | None,
    keeps: Sequence[Weights | None] | None,
) -> tuple[float, float]:
    """One seat's log-likelihood terms in ``guess_weight``: its plays, then its keep."""
    w = styles[p] if styles is not None else None
    if w is None:
        plays = play_log_likelihood(hand, p, history)
    else:
        plays = mixture_log(w, _style_logs(hand, p, history, memo))
    laid = [r for who, _, _, r in history if who == p]
    kept = tuple(sorted(hand + tuple(laid)))
    k = keeps[p] if keeps is not None else None
    return plays, _keep_log_weight(kept) if k is None or len(kept) != 4 else keep_log_weight(k, kept)


def _style_logs(
    hand: tuple[int, ...],
    seat: int,
    history: Sequence[Laid],
    memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] | None,
) -> tuple[float, ...]:
    if memo is None:
        return log_likelihoods(hand, seat, history)
    key = (seat, hand)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = log_likelihoods(hand, seat, history)
    return hit


def sample_cards(cards: Sequence[int], k: int, bits: Callable[[int], int]) -> list[int]:
    """``random.Random.sample(cards, k)`` for ``k`` up to 5 from ``bits`` (``getrandbits``), without its checks.

    The same algorithm and calls on the generator, so a seed gives the same guesses (a test holds them equal).
    """
    n = len(cards)
    if not 0 <= k <= min(n, 5):
        raise ValueError(f"cannot draw {k} of {n} cards here")
    out: list[int] = []
    if n <= 21:
        pool = list(cards)
        for i in range(k):
            m = n - i
            width = m.bit_length()
            j = bits(width)
            while j >= m:
                j = bits(width)
            out.append(pool[j])
            pool[j] = pool[m - 1]
        return out
    width = n.bit_length()
    chosen: set[int] = set()
    for _ in range(k):
        j = bits(width)
        while j >= n or j in chosen:
            j = bits(width)
        chosen.add(j)
        out.append(cards[j])
    return out


def _draw(
    others: list[int],
    fitting: dict[int, list[int]],
    needs: dict[int, int],
    unseen: list[int],
    players: int,
    rng: random.Random,
) -> list[tuple[int, ...]]:
    """One guess: each other seat in turn draws its cards uniformly from those left that it can hold."""
    hands: list[tuple[int, ...]] = [() for _ in range(players)]
    taken: set[int] = set()
    bits = rng.getrandbits
    for p in others:
        cards = [c for c in fitting[p] if c not in taken] if taken else fitting[p]
        if len(cards) < needs[p]:  # the go's were not enough to explain: drop them
            cards = [c for c in unseen if c not in taken]
        pick = sample_cards(cards, needs[p], bits) if needs[p] <= 5 else rng.sample(cards, needs[p])
        taken.update(pick)
        hands[p] = tuple(sorted(c // 4 + 1 for c in pick))
    return hands


@lru_cache(maxsize=4096)
def _keep_log_weight(ranks: tuple[int, ...]) -> float:
    return KEEP_GAMMA * min(KEEP_CAP, rank_points(ranks))


def weighted_guesses(
    view: Any,
    unseen: list[int],
    lacks: list[int],
    rng: random.Random,
    count: int,
    styles: Sequence[Weights | None] | None = None,
    memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] | None = None,
    keeps: Sequence[Weights | None] | None = None,
) -> list[list[tuple[int, ...]]]:
    """``count`` guesses of the others' hands, resampled by how well they explain their plays and keeps."""
    history = play_history(view)
    if memo is None:
        memo = {}
    others = [p for p in range(view.players) if p != view.seat and view.hand_counts[p] > 0]
    others.sort(key=lambda p: -lacks[p])
    # each seat's guess is a uniform draw from the cards it can hold
    fitting = {p: [c for c in unseen if VALUE[c // 4 + 1] > lacks[p]] for p in others}
    needs = {p: view.hand_counts[p] for p in others}
    pool = [_draw(others, fitting, needs, unseen, view.players, rng) for _ in range(count * CANDIDATES_PER_SAMPLE)]
    terms: dict[tuple[int, tuple[int, ...]], tuple[float, float]] = {}
    logs = [guess_weight(h, others, history, styles, memo, keeps, terms) for h in pool]
    top = max(logs)
    weights = [math.exp(v - top) for v in logs]
    step_size = sum(weights) / count
    pos = rng.random() * step_size
    out: list[list[tuple[int, ...]]] = []
    acc = 0.0
    i = 0
    for hands, w in zip(pool, weights, strict=True):
        acc += w
        while i < count and pos + i * step_size < acc:
            out.append(hands)
            i += 1
    while len(out) < count:  # rounding at the very end
        out.append(pool[-1])
    return out


def read_styles(
    view: Any,
    guesses: Sequence[Sequence[tuple[int, ...]]],
    styles: Sequence[Weights | None],
    logs: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] | None = None,
) -> list[Weights | None]:
    """Each read seat's style weights for this decision: its weights before the deal updated by its
    plays this deal, averaged over the guesses (``logs``: the likelihoods ``weighted_guesses`` kept)."""
    history = play_history(view)
    out: list[Weights | None] = []
    memo: dict[tuple[int, tuple[int, ...]], Weights] = {}
    for p, w in enumerate(styles):
        if w is None or p == view.seat or not any(who == p for who, _, _, _ in history):
            out.append(w)
            continue
        total = [0.0] * len(STYLES)
        for guess in guesses:
            key = (p, guess[p])
            post = memo.get(key)
            if post is None:
                post = memo[key] = posterior(w, _style_logs(guess[p], p, history, logs))
            for i, x in enumerate(post):
                total[i] += x
        out.append(tuple(x / len(guesses) for x in total))
    return out


PLAYOUT_STYLE_AT = 0.5  # a seat read as a rule-based style with this weight lays by its rule in the play-out


def keeps_for(view: Any, keeps: Sequence[Weights] | None) -> list[Weights | None] | None:
    """The weights the others' keeps are read with at this table (None: not read here)."""
    if keeps is None or view.lowball or not (view.players == 3 or view.partnerships):
        return None
    return [None if p == view.seat else keeps[p] for p in range(view.players)]


def styles_for(view: Any, styles: Sequence[Weights] | None) -> list[Weights | None] | None:
    """The weights the others' plays are read with at this table (None: not read here)."""
    if styles is None or view.lowball or view.players == 4:
        return None
    return [None if p == view.seat else styles[p] for p in range(view.players)]


def playout_styles(seat_weights: Sequence[Weights | None]) -> list[str]:
    """The rule-based style each seat's cards are laid by in the play-out ("": ``simple_rank``)."""
    out = []
    for w in seat_weights:
        style = ""
        if w is not None:
            best = max(range(len(STYLES)), key=lambda i: w[i])
            if STYLES[best] != "greedy" and w[best] >= PLAYOUT_STYLE_AT:
                style = STYLES[best]
        out.append(style)
    return out


def _sides(view: Any) -> tuple[list[int], int]:
    """Each seat's side, and how many sides there are (partners share one)."""
    if view.partnerships:
        return [s % 2 for s in range(view.players)], 2
    return list(range(view.players)), view.players


def _option_value(
    searcher: Any, state: State, rank: int, view: Any, sides: list[int], n_sides: int, depth: int
) -> float:
    """The worth for the seat to act of laying ``rank`` (0: go) in one guessed deal."""
    nxt, gains = step(state, rank)
    acc = [0.0] * n_sides
    won = False
    for seat, pts in gains:
        acc[sides[seat]] += pts
        if view.scores[sides[seat]] + acc[sides[seat]] >= view.target:
            acc[sides[seat]] += WIN
            won = True
    if won and isinstance(searcher, WinSearcher):
        return 1.0 if acc[sides[view.seat]] >= WIN else -1.0
    res = tuple(acc) if won else searcher.search(nxt, tuple(acc), depth - 1)
    return float(searcher.utility(res, sides[view.seat]))


# Within this many points of the target two sides search for the chance to win: one play's points can decide it.
NEAR_END = 40

# Tables of three, points play (``table_search``): two plies over four times the guesses, since there more guesses
# gained more than a deeper search under the work cap. Lowball at three keeps the plain search.
TABLE_DEPTH = 2
TABLE_SAMPLES = 256
TABLE_PLAIN_DEPTH = 3
# Partnerships, points play: the shaped two-sided search over two plies and four times the guesses, likewise.
PARTNER_DEPTH = 2
PARTNER_SAMPLES = 256
PARTNER_PLAIN_DEPTH = 4


def make_searcher(view: Any, sides: list[int], n_sides: int, deadline: float | None) -> Searcher:
    """The search for this view: the win chance near the end of a two-player or partnership match, else points."""
    if not view.lowball and n_sides == 2 and view.target - max(view.scores) <= NEAR_END:
        if view.partnerships:
            return WinSearcher(sides, view.scores, view.target, sides[view.dealer], deadline, partner_show_win, False)
        return WinSearcher(sides, view.scores, view.target, sides[view.dealer], deadline)
    cls = DuelSearcher if n_sides == 2 else Searcher
    return cls(sides, n_sides, view.scores, view.target, view.lowball, deadline)


# The most work one decision may do (``work``): counted, not timed, so it stops after the same guess on any machine.
# The heaviest decisions reach it (a deal's first lead) at about 60 ms of CPU: a p95 under 150 ms on 2/3 of a core.
WORK_CAP = 9_000


def partner_shaped(view: Any) -> bool:
    """Whether this view's search is the shaped partnership one (points play in partnerships)."""
    return bool(view.partnerships and not view.lowball)


def table_shaped(view: Any) -> bool:
    """Whether this view's search is the shaped three-player one (``table_search``: points play)."""
    return bool(view.players == 3 and not view.lowball)


def samples_for(view: Any) -> int:
    """Guesses per pegging decision at this table (a fixed number: the strength does not depend on the machine)."""
    if partner_shaped(view):
        return PARTNER_SAMPLES
    return TABLE_SAMPLES if table_shaped(view) else SAMPLES


def work(searcher: Any) -> int:
    """Positions searched and played out so far in this decision."""
    return int(searcher.nodes + len(searcher.rollouts) + len(getattr(searcher, "trails", ())))


def default_depth(view: Any) -> int:
    """Plies searched for this table."""
    if view.players == 2:
        return DEFAULT_DEPTH
    if view.partnerships:
        return PARTNER_DEPTH if partner_shaped(view) else PARTNER_PLAIN_DEPTH
    if view.players == 3:
        return TABLE_DEPTH if table_shaped(view) else TABLE_PLAIN_DEPTH
    return int(view.players)  # four each for themselves: every other player replies once


def choose_rank(
    view: Any,
    to_int: Any,
    rng: random.Random,
    budget_ms: int | None,
    searcher_for: Any = None,
    styles: Sequence[Weights] | None = None,
    keeps: Sequence[Weights] | None = None,
) -> int:
    """The rank to lay (0 for go) by search over the table's guesses (``samples_for``, ``default_depth``)."""
    start = time.perf_counter()
    me = view.seat
    my: tuple[int, ...] = tuple(sorted(to_int(c) // 4 + 1 for c in view.hand))
    go_mask = sum(1 << s for s in set(view.go_said))
    last = view.played[-1][0] if view.count_cards else -1
    seq = tuple(c.rank for c in view.count_cards)
    n = view.players
    sides, n_sides = _sides(view)
    depth = default_depth(view)
    unseen, lacks = read_pegging(view, to_int)
    options = sorted({r for r in my if view.count + VALUE[r] <= 31}, reverse=True)
    if len(options) <= 1:
        return options[0] if options else 0
    deadline = None if budget_ms is None else start + budget_ms / 1000.0
    searcher = (searcher_for or make_searcher)(view, sides, n_sides, deadline)
    searcher.me_side = sides[me]
    searcher.shaped = n == 2 or partner_shaped(view)
    totals = {r: 0.0 for r in options}
    cap = samples_for(view)
    samples = 0
    read = styles_for(view, styles)
    kept = keeps_for(view, keeps)
    if read is None:
        guesses = weighted_guesses(view, unseen, lacks, rng, cap, keeps=kept)
    else:
        logs: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}
        guesses = weighted_guesses(view, unseen, lacks, rng, cap, read, logs, kept)
        searcher.styles = read_styles(view, guesses, read, logs)
        searcher.playout_styles = playout_styles(searcher.styles)
    seen: dict[tuple[tuple[int, ...], ...], list[float]] = {}  # guesses repeat (same ranks): searched once
    try:
        while samples < cap:
            hands = list(guesses[samples])
            hands[me] = my
            key = tuple(hands)
            values = seen.get(key)
            if values is None:
                searcher.memo.clear()
                state: State = (key, view.count, seq, go_mask, last, me)
                values = seen[key] = [_option_value(searcher, state, r, view, sides, n_sides, depth) for r in options]
            for r, v in zip(options, values, strict=True):
                totals[r] += v
            samples += 1
            if work(searcher) >= WORK_CAP:
                break  # a fixed bound on the work: the same on any machine, under any load
            if deadline is not None and time.perf_counter() >= deadline:
                break  # the safety cap: only a very slow or overloaded machine gets here
    finally:
        forget_peg_points()  # nothing of this decision stays behind
    return max(options, key=lambda r: (totals[r], r))
