"""A match of Muggins dominoes (RULES.md part A) as a state machine.

The match deals, keeps the line and the boneyard, and says at every moment
who must act and what they may do. Rule choices the rule book leaves open,
and how this module settles them:

* Legal plays are listed in hand order (as dealt, then as drawn), and for
  each tile the left end before the right. A tile that fits both ends is
  offered at both even when both ends show the same value: the two
  placements give different lines (which arm grows, which double stays an
  end), and they can score differently.
* The opening tile is laid in the order its pips are given in the action
  (``a`` on the left); ``legal_actions`` offers it as dealt.
* A round is blocked the moment the boneyard is empty and no hand holds a
  tile that fits; the round ends right then, without a ring of passes.
  ``Pass`` is needed only while somebody else can still play.
* Penalties only subtract, so they never make anyone win; a match ends
  when a play reaches the target, and then at once (no round_end). The
  one other end is the round cap (``ROUND_CAP``, RULES.md A1): from the end
  of round 100 on, the first round end with a single highest score ends
  the match in that player's favour (``match_end`` with reason "rounds").
* Each round first picks the leader (a lot, when one is needed), then
  shuffles; hands are consecutive slices of the shuffled set and the rest,
  in order, is the boneyard. The lot of round k and the shuffle of round k
  are separate streams of the deal (``engine/deals.py``), so a round's tiles
  never depend on what happened before it. With a seat rotation (a
  duplicate match) seat s takes the slice seat s − rotation would take,
  and a lot's winner is turned the same way. ``first`` (set by a series)
  names the first leader: the first round then has no lot.
* ``round_end`` also carries ``hands`` (the tiles everybody shows), an extra
  field the record format allows. Views replace hidden hands and the
  boneyard by None and add ``hand_counts`` and ``boneyard_count``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

from muggins_desktop.engine.base import Action, Event, Match, Outcome, Reason, redact_fairness
from muggins_desktop.engine.deals import Deal, rotate
from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.line import End, Line
from muggins_desktop.engine.dominoes.scoring import hand_pips, play_points, round_penalty
from muggins_desktop.engine.dominoes.tiles import ALL_TILES, Tile
from muggins_desktop.engine.dominoes.view import DominoView, EventLog
from muggins_desktop.engine.errors import IllegalAction, RecordError

DRAW = Draw()
PASS = Pass()

#: a tile as ``Tile(1, 4)``, ``"1|4"`` or ``[1, 4]``
TileLike: TypeAlias = Tile | str | Sequence[int]
#: tiles as a sequence of ``TileLike`` or one string ``"1|4 2|2"``
TilesLike: TypeAlias = str | Sequence[TileLike]


def _tile(value: TileLike) -> Tile:
    if isinstance(value, Tile):
        return value
    if isinstance(value, str):
        return Tile.parse(value)
    a, b = value
    return Tile(int(a), int(b))


def _tiles(value: TilesLike) -> list[Tile]:
    if isinstance(value, str):
        return [Tile.parse(word) for word in value.split()]
    return [_tile(v) for v in value]


#: A match nobody has won after this many rounds ends at the next round end with a single highest score
#: (RULES.md A1): penalties have no floor, and weak players at three or four seats could otherwise lose
#: more than they score for ever (one random match reached 409,720 events).
ROUND_CAP = 100


def alone_on_top(scores: list[int]) -> int | None:
    """The seat with the highest score when no other seat shares it, else None."""
    best = max(scores)
    return scores.index(best) if scores.count(best) == 1 else None


def default_target(players: int) -> int:
    """250 points for two players, 200 for three or four (RULES A1)."""
    return 250 if players == 2 else 200


def hand_size(players: int) -> int:
    """7 tiles each for two players, 5 each for three or four (RULES A2)."""
    return 7 if players == 2 else 5


def _copy_json(value: Any) -> Any:
    """A deep copy of JSON-like data (much cheaper than ``copy.deepcopy``)."""
    kind = type(value)
    if kind is list:
        return [v if type(v) not in _NESTED else _copy_json(v) for v in value]
    if kind is dict:
        return {k: v if type(v) not in _NESTED else _copy_json(v) for k, v in value.items()}
    return value


_NESTED = (list, dict)


def _checked_line(hands: list[list[Tile]], line: list[Tile], boneyard: list[Tile]) -> Line:
    """The line of a set-up position, after checking that no tile appears twice."""
    seen: set[Tile] = set()
    for tile in [t for h in hands for t in h] + line + boneyard:
        if tile in seen:
            raise ValueError(f"The tile {tile} appears twice in the position.")
        seen.add(tile)
    table = Line()
    try:
        for i, tile in enumerate(line):
            table.play(tile, None if i == 0 else End.RIGHT)
    except IllegalAction as exc:
        raise ValueError(f"The line is not a chain: {exc}") from exc
    if [(t.a, t.b) for t in table.tiles] != [(t.a, t.b) for t in line]:
        raise ValueError("Give the line's tiles turned the way they lie, left to right.")
    return table


def _check_turn(players: int, to_act: int, round_no: int, scores: Sequence[int] | None) -> None:
    if type(to_act) is not int or not 0 <= to_act < players:
        raise ValueError(f"There is no seat {to_act!r} to act.")
    if type(round_no) is not int or round_no < 1:
        raise ValueError(f"The round number must be 1 or more, not {round_no!r}.")
    if scores is not None and len(scores) != players:
        raise ValueError(f"Give one score per player ({players}), not {len(scores)}.")


class DominoMatch(Match):
    """Muggins dominoes for 2 to 4 players, each for themselves."""

    game = "dominoes"
    first_role = "leader"

    def __init__(
        self,
        players: int = 2,
        seed: int | None = None,
        target: int | None = None,
        *,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> None:
        if type(players) is not int or not 2 <= players <= 4:
            raise ValueError(f"Muggins dominoes is for 2, 3 or 4 players, not {players!r}.")
        if target is None:
            target = default_target(players)
        elif type(target) is not int or target != default_target(players):
            raise ValueError(
                f"A {players}-player dominoes match goes to {default_target(players)} points (RULES A1);"
                f" the target cannot be {target!r}."
            )
        if seed is not None and type(seed) is not int:
            raise ValueError(f"The seed must be a whole number or None, not {seed!r}.")
        super().__init__(players, target, seed, deal=deal, first=first)
        self.round_no = 0
        self.leader = 0
        self.lot = False
        self.hands: list[list[Tile]] = [[] for _ in range(players)]
        self.boneyard: list[Tile] = []  # in draw order; tiles before _drawn are gone
        self._drawn = 0
        self.line = Line()
        self.forced: Tile | None = None  # a drawn tile that must be played now
        self._to_act: int | None = None
        self._legal: tuple[int, tuple[Action, ...]] = (-1, ())
        self._public: dict[int, list[Event]] = {}
        self._common: list[Event | None] = []  # one shared public copy per event nobody needs hidden
        self.emit("match_start", game=self.game, players=players, target=target, **self.start_fields())
        self._start_round(first)

    # ------------------------------------------------------------ state
    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def boneyard_left(self) -> list[Tile]:
        """The tiles still to be drawn, next one first."""
        return self.boneyard[self._drawn :]

    @property
    def boneyard_count(self) -> int:
        return len(self.boneyard) - self._drawn

    def can_play(self, seat: int) -> bool:
        """Whether ``seat`` holds a tile that fits the line now."""
        ends = self.line.ends
        if ends is None:
            return bool(self.hands[seat])
        left, right = ends
        return any(t.a in (left, right) or t.b in (left, right) for t in self.hands[seat])

    def legal_actions(self) -> list[Action]:
        return list(self._legal_tuple())

    def _legal_tuple(self) -> tuple[Action, ...]:
        # Every action adds events, so the record length identifies the
        # position; apply() and every view ask for the list.
        if self._legal[0] != len(self.record):
            self._legal = (len(self.record), self._compute_legal())
        return self._legal[1]

    def _compute_legal(self) -> tuple[Action, ...]:
        seat = self._to_act
        if seat is None or self.outcome is not None:
            return ()
        line = self.line
        if self.forced is not None:
            return tuple(PlayTile(self.forced, end) for end in line.ends_for(self.forced))
        hand = self.hands[seat]
        if line.is_empty:
            return tuple(PlayTile(t, None) for t in hand)
        left, right = line.ends  # type: ignore[misc]
        plays: list[Action] = []
        for t in hand:
            if t.a == left or t.b == left:
                plays.append(PlayTile(t, End.LEFT))
            if t.a == right or t.b == right:
                plays.append(PlayTile(t, End.RIGHT))
        if plays:
            return tuple(plays)
        return (DRAW,) if self._drawn < len(self.boneyard) else (PASS,)

    # ------------------------------------------------------------ actions
    def _apply(self, action: Action) -> None:
        seat = self._to_act
        assert seat is not None
        if isinstance(action, PlayTile):
            self._play(seat, action)
        elif isinstance(action, Draw):
            tile = self.boneyard[self._drawn]
            self._drawn += 1
            self.hands[seat].append(tile)
            self.emit("draw", player=seat, tile=[tile.a, tile.b])
            if self.line.ends_for(tile):
                self.forced = tile
            else:
                self._check_blocked()
        elif isinstance(action, Pass):
            self.emit("pass", player=seat)
            self._to_act = (seat + 1) % self.players
        else:  # pragma: no cover - apply() only lets legal actions through
            raise TypeError(f"not a dominoes action: {action!r}")

    def _play(self, seat: int, action: PlayTile) -> None:
        hand = self.hands[seat]
        hand.remove(action.tile)
        self.forced = None
        self.line.play(action.tile, action.end)
        points = play_points(self.line.end_sum())
        self.scores[seat] += points
        self.emit(
            "play",
            player=seat,
            tile=[action.tile.a, action.tile.b],
            end=None if action.end is None else action.end.value,
            points=points,
            scores=list(self.scores),
        )
        if self.scores[seat] >= self.target:
            self._finish(seat)
        elif not hand:
            self._end_round(seat)
        else:
            self._to_act = (seat + 1) % self.players
            self._check_blocked()

    def _check_blocked(self) -> None:
        if self._drawn == len(self.boneyard) and not any(self.can_play(s) for s in range(self.players)):
            self._end_round(None)

    def _end_round(self, winner: int | None) -> None:
        remaining = [hand_pips(h) for h in self.hands]
        penalties = [round_penalty(r) for r in remaining]
        for seat, penalty in enumerate(penalties):
            self.scores[seat] -= penalty
        self.emit(
            "round_end",
            winner=winner,
            blocked=winner is None,
            remaining=remaining,
            penalties=penalties,
            scores=list(self.scores),
            hands=[[[t.a, t.b] for t in h] for h in self.hands],
        )
        if self.round_no >= ROUND_CAP:
            top = alone_on_top(self.scores)
            if top is not None:
                self._finish(top, Reason.ROUNDS)
                return
        self._start_round(winner)

    def _start_round(self, leader: int | None) -> None:
        self.round_no += 1
        self.lot = leader is None
        turn = self.deal.rotation
        if leader is None:
            leader = (self.neutral_lot(index=self.round_no) + turn) % self.players
        self.leader = leader
        tiles = list(ALL_TILES)
        self.source.stream("round", self.round_no).shuffle(tiles)
        size = hand_size(self.players)
        self.hands = rotate([tiles[i * size : (i + 1) * size] for i in range(self.players)], turn)
        self.boneyard = tiles[self.players * size :]
        self._drawn = 0
        self.line = Line()
        self.forced = None
        self._to_act = self.leader
        self.emit(
            "round_start",
            round=self.round_no,
            leader=self.leader,
            lot=self.lot,
            hands=[[[t.a, t.b] for t in h] for h in self.hands],
            boneyard=[[t.a, t.b] for t in self.boneyard],
        )

    def _finish(self, winner: int, reason: Reason = Reason.TARGET) -> None:
        reached = winner if reason == Reason.TARGET else None
        self.outcome = Outcome(winner=winner, scores=tuple(self.scores), reason=reason, reached=reached)
        self._to_act = None
        self.forced = None
        if reason == Reason.TARGET:
            self.emit("match_end", winner=winner, scores=list(self.scores))
        else:  # the round cap: said in the record, which checkers read without the engine
            self.emit("match_end", winner=winner, scores=list(self.scores), reason=reason.value)

    # ------------------------------------------------------------ errors
    def explain_illegal(self, action: Action) -> IllegalAction:
        seat = self._to_act
        who = f"player {seat + 1}" if seat is not None else "nobody"
        if isinstance(action, PlayTile):
            return self._explain_play(action)
        if isinstance(action, (Draw, Pass)):
            verb = "draw" if isinstance(action, Draw) else "pass"
            if self.forced is not None:
                return IllegalAction(
                    "must_play_drawn_tile",
                    f"You drew {self.forced}, which fits: it must be played now, so you cannot {verb}.",
                    tile=str(self.forced),
                )
            if seat is not None and self.can_play(seat):
                return IllegalAction(
                    "must_play", f"You have a tile that fits, so you must play it; you cannot {verb}.", action=verb
                )
            if isinstance(action, Draw):
                return IllegalAction("boneyard_empty", "The boneyard is empty; there is nothing to draw.")
            return IllegalAction(
                "boneyard_not_empty",
                f"You may pass only when the boneyard is empty; draw a tile instead ({self.boneyard_count} left).",
                left=self.boneyard_count,
            )
        return IllegalAction("unknown_action", f"{action!r} is not a dominoes move ({who} is to act).")

    def _explain_play(self, action: PlayTile) -> IllegalAction:
        tile, end = action.tile, action.end
        seat = self._to_act
        assert seat is not None
        if not isinstance(tile, Tile) or not (end is None or isinstance(end, End)):
            return IllegalAction("unknown_action", f"{action!r} does not name a tile and an end.")
        if tile not in self.hands[seat]:
            return IllegalAction("tile_not_in_hand", f"{tile} is not in your hand.", tile=str(tile))
        if self.forced is not None and tile != self.forced:
            return IllegalAction(
                "must_play_drawn_tile",
                f"You drew {self.forced}, which fits: you must play that tile, not {tile}.",
                tile=str(self.forced),
            )
        if self.line.is_empty:
            return IllegalAction("opening_has_no_end", f"{tile} opens the line, so it takes no end.", tile=str(tile))
        if end is None:
            return IllegalAction("end_required", f"Say which end {tile} goes on.", tile=str(tile))
        value = self.line.end_value(end)
        return IllegalAction(
            "tile_does_not_fit",
            f"{tile} does not fit the {end.value} end, which shows {value}.",
            tile=str(tile),
            end=end.value,
            end_value=value,
        )

    # ------------------------------------------------------------ views
    def redact(self, event: Event, seat: int | None) -> Event:
        """Hide other hands, other players' drawn tiles and the boneyard order."""
        kind = event["event"]
        if kind == "round_start":
            hands = event["hands"]
            return {
                **event,
                "hands": [[list(t) for t in h] if i == seat else None for i, h in enumerate(hands)],
                "boneyard": None,
                "hand_counts": [len(h) for h in hands],
                "boneyard_count": len(event["boneyard"]),
            }
        if kind == "draw":
            return {**event, "tile": list(event["tile"]) if event["player"] == seat else None}
        copied: Event = _copy_json(redact_fairness(event))
        return copied

    def public_record(self, seat: int) -> list[Event]:
        copied: list[Event] = _copy_json(self._public_events(seat))
        return copied

    def forget_views(self) -> None:
        """Drop the cached legal actions and redacted events (the one place)."""
        self._legal = (-1, ())
        self._public = {}
        self._common = []

    def _public_events(self, seat: int) -> list[Event]:
        # Redacted once per event and seat: a view per decision stays cheap.
        seen = self._public.setdefault(seat, [])
        record, common = self.record, self._common
        for i in range(len(common), len(record)):
            kind = record[i]["event"]
            private = kind in ("round_start", "draw", "match_start", "reveal")
            common.append(None if private else _copy_json(record[i]))
        for i in range(len(seen), len(record)):
            shared = common[i]
            seen.append(self.redact(record[i], seat) if shared is None else shared)
        return seen

    def view_for(self, seat: int) -> DominoView:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"There is no seat {seat!r} in a {self.players}-player match.")
        mine = self._to_act == seat
        line = self.line
        return DominoView(
            seat=seat,
            players=self.players,
            target=self.target,
            scores=tuple(self.scores),
            round_no=self.round_no,
            leader=self.leader,
            hand=tuple(self.hands[seat]),
            line=line.tiles,
            ends=line.ends,
            hand_counts=tuple([len(h) for h in self.hands]),
            boneyard_count=self.boneyard_count,
            to_act=self._to_act,
            legal_actions=self._legal_tuple() if mine else (),
            forced_tile=self.forced if mine else None,
            public_events=EventLog(self._public_events(seat)),
            over=self.outcome is not None,
            outcome=self.outcome,
            record_length=len(self.record),
        )

    # ------------------------------------------------------------ replay
    @classmethod
    def config_from_start(cls, start: Event) -> dict[str, Any]:
        players, target = start["players"], start["target"]
        if type(players) is int and 2 <= players <= 4 and target != default_target(players):
            raise RecordError(
                f"The record's target is {target!r}, but a {players}-player dominoes match goes to"
                f" {default_target(players)} points (RULES A1)."
            )
        first = start.get("first_leader")
        return {"players": players, "target": target, "deal": Deal.from_start(start), "first": first}

    def action_from_event(self, event: Event) -> tuple[int, Action] | None:
        kind = event.get("event")
        if kind == "play":
            end = event["end"]
            return event["player"], PlayTile(Tile.from_json(event["tile"]), None if end is None else End(end))
        if kind == "draw":
            return event["player"], DRAW
        if kind == "pass":
            return event["player"], PASS
        return None

    # ------------------------------------------------------------ set-up
    def _copy_state(self, other: DominoMatch) -> None:
        other.hands = [list(h) for h in self.hands]
        other.boneyard = list(self.boneyard)
        other.line = self.line.copy()
        # Redacted events are read-only, so the caches can be shared item by item.
        other._public = {seat: list(events) for seat, events in self._public.items()}
        other._common = list(self._common)

    @classmethod
    def from_position(
        cls,
        hands: Sequence[TilesLike],
        line: TilesLike = (),
        boneyard: TilesLike = (),
        to_act: int = 0,
        scores: Sequence[int] | None = None,
        *,
        forced: TileLike | None = None,
        round_no: int = 1,
        seed: int | None = None,
        target: int | None = None,
    ) -> DominoMatch:
        """A match set up at a chosen position, the way ``set_fen`` sets a chess board.

        ``hands`` gives each seat's tiles in hand order (the number of hands is
        the number of players), ``line`` the tiles on the table left to right
        as they lie, ``boneyard`` the undrawn tiles, next to be drawn first.
        A tile is a ``Tile``, ``"1|4"`` or ``[1, 4]``; a group of tiles may
        also be one string, ``"1|4 2|2"``. ``to_act`` decides next; ``forced``
        is a tile just drawn that fits and must be played; ``round_no`` counts
        this round. The position is checked (no tile twice, the line a chain,
        seats and scores that exist), then every cache is dropped at once.

        The record holds ``match_start`` and a ``round_start`` describing the
        position (extra fields ``line``, ``scores`` and ``set_up: true``); it
        is for reading, and ``from_record`` refuses it. Later rounds are dealt
        from the seed as usual.
        """
        dealt = [_tiles(h) for h in hands]
        laid, bones = _tiles(line), _tiles(boneyard)
        match = cls(players=len(dealt), seed=seed, target=target)
        table = _checked_line(dealt, laid, bones)
        drawn = None if forced is None else _tile(forced)
        _check_turn(match.players, to_act, round_no, scores)
        if drawn is not None and (drawn not in dealt[to_act] or not table.ends_for(drawn)):
            raise ValueError(f"The forced tile {drawn} must be in the hand of the seat to act and fit the line.")
        match.round_no = round_no
        match.leader = to_act
        match.lot = False
        match.hands = dealt
        match.boneyard = bones
        match._drawn = 0
        match.line = table
        match.forced = drawn
        match._to_act = to_act
        if scores is not None:
            match.scores = [int(v) for v in scores]
        del match.record[1:]
        match.emit(
            "round_start",
            round=round_no,
            leader=to_act,
            lot=False,
            hands=[[[t.a, t.b] for t in h] for h in dealt],
            boneyard=[[t.a, t.b] for t in bones],
            line=[[t.a, t.b] for t in laid],
            scores=list(match.scores),
            set_up=True,
        )
        match.forget_views()
        return match

    # ------------------------------------------------------------ snapshots
    def state(self) -> dict[str, Any]:
        """Everything that defines the position, as plain data (for tests and saves)."""
        return {
            "round": self.round_no,
            "leader": self.leader,
            "lot": self.lot,
            "to_act": self._to_act,
            "scores": list(self.scores),
            "hands": [[[t.a, t.b] for t in h] for h in self.hands],
            "line": [[t.a, t.b] for t in self.line.tiles],
            "boneyard": [[t.a, t.b] for t in self.boneyard_left],
            "forced": None if self.forced is None else [self.forced.a, self.forced.b],
            "outcome": None if self.outcome is None else [self.outcome.winner, list(self.outcome.scores)],
            "rng": self.source.state(),
            "record": _copy_json(self.record),
        }
