#!/usr/bin/env python3
"""Check a match record (.jsonl) against RULES.md, independently of the engines.

The record format (docs/RECORD_FORMAT.md) is meant to let any program verify a
match; this is such a program. It re-plays the events with its own small model
of each game and stops at the first event that breaks a rule. It imports
nothing from the app: the dominoes line and scores, cribbage hand counts,
pegging points, the first cut and every settlement are recomputed here, so
agreeing with the engine is an independent check of it.

The closing ``reveal`` of a fair match (docs/FAIRNESS.md) is accepted as the
last event; whether the deals follow the deal number is ``muggins-desktop
verify``'s question, not a rule of the play.

Usage: ``python3 tools/check_record.py FILE.jsonl [FILE ...]`` prints ``OK`` or
the first violation per file; the exit status is 1 if any file fails.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterable
from itertools import combinations
from pathlib import Path
from typing import Any

Event = dict[str, Any]


class Violation(Exception):
    """The first event of a record that breaks a rule."""


def load(path: str | Path) -> list[Event]:
    """Read one JSON object per non-empty line."""
    events: list[Event] = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if line.strip():
                try:
                    events.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise Violation(f"line {n} is not JSON: {exc}") from exc
    return events


def need(cond: bool, message: str) -> None:
    if not cond:
        raise Violation(message)


def fields(event: Event, names: Iterable[str]) -> None:
    missing = [n for n in names if n not in event]
    need(not missing, f"missing field(s) {missing}")


# =================================================================== dominoes

DOMINO_FIELDS = {
    "round_start": ("round", "leader", "lot", "hands", "boneyard"),
    "play": ("player", "tile", "end", "points", "scores"),
    "draw": ("player", "tile"),
    "pass": ("player",),
    "round_end": ("winner", "blocked", "remaining", "penalties", "scores"),
    "match_end": ("winner", "scores"),
}
#: From the end of this round on, the first round end with a single highest score ends the match (RULES A1).
DOMINO_ROUND_CAP = 100
ALL_DOMINOES = Counter((a, b) for a in range(7) for b in range(a, 7))


def _tile(value: Any) -> tuple[int, int]:
    need(
        isinstance(value, list) and len(value) == 2 and all(type(v) is int and 0 <= v <= 6 for v in value),
        f"{value!r} is not a tile",
    )
    a, b = value
    return (a, b) if a <= b else (b, a)


def _penalty(pips: int) -> int:
    rem = pips % 5
    return pips - rem if rem <= 2 else pips - rem + 5


class DominoChecker:
    """A minimal model of a Muggins dominoes match (RULES part A)."""

    def __init__(self, start: Event) -> None:
        fields(start, ("players", "target", "seed"))
        self.n = start["players"]
        need(self.n in (2, 3, 4), "dominoes is for 2 to 4 players")
        self.target = start["target"]
        need(
            self.target == (250 if self.n == 2 else 200),
            "the target is 250 points for two players, 200 for three or four (RULES A1)",
        )
        self.scores = [0] * self.n
        self.round = 0
        self.state = "round_start"  # what kind of event must come next
        self.prev_winner: int | None = None
        self.prev_blocked = True  # the first leader is drawn by lot
        self.capped: int | None = None  # the winner when the round cap ended the match
        # A later game of a series names its first leader by the series' rule (docs/SERIES.md):
        # its first round then has no lot, and that seat leads.
        self.first_leader = _series_first(start, "first_leader", self.n)

    # ---------------------------------------------------------- helpers
    def fits(self, tile: tuple[int, int]) -> bool:
        return self.ends is None or self.ends[0] in tile or self.ends[1] in tile

    def can_play(self, seat: int) -> bool:
        return any(self.fits(t) for t in self.hands[seat].elements())

    def end_sum(self) -> int:
        assert self.ends is not None
        if self.lone:
            return self.ends[0] + self.ends[1]
        (left, right), (left_double, right_double) = self.ends, self.doubles
        return (2 * left if left_double else left) + (2 * right if right_double else right)

    def blocked_now(self) -> bool:
        return self.drawn == len(self.boneyard) and not any(self.can_play(s) for s in range(self.n))

    # ---------------------------------------------------------- events
    def step(self, e: Event) -> None:
        kind = e["event"]
        need(kind in DOMINO_FIELDS, f"unknown dominoes event {kind!r}")
        fields(e, DOMINO_FIELDS[kind])
        if self.state == "over":
            raise Violation("event after match_end")
        if self.state == "round_start":
            need(kind == "round_start", f"expected round_start, got {kind}")
            return self.round_start(e)
        if self.state == "match_end":
            need(kind == "match_end", f"a score reached the target; expected match_end, got {kind}")
        elif self.state == "round_end":
            need(kind == "round_end", f"expected round_end, got {kind}")
        getattr(self, "ev_" + kind)(e)

    def round_start(self, e: Event) -> None:
        self.round += 1
        need(e["round"] == self.round, f"round {e['round']} should be {self.round}")
        size = 7 if self.n == 2 else 5
        need(len(e["hands"]) == self.n and all(len(h) == size for h in e["hands"]), f"hands of {size} tiles expected")
        self.hands = [Counter(_tile(t) for t in h) for h in e["hands"]]
        self.boneyard = [_tile(t) for t in e["boneyard"]]
        every = sum(self.hands, Counter()) + Counter(self.boneyard)
        need(every == ALL_DOMINOES, "hands and boneyard are not the 28 tiles, each once")
        need(0 <= e["leader"] < self.n, "leader is not a seat")
        if self.round == 1 and self.first_leader is not None:
            need(e["lot"] is False, "a series game's first leader follows the series' rule, not a lot")
            need(e["leader"] == self.first_leader, "the first leader is the seat match_start names (first_leader)")
        elif self.prev_blocked:
            need(e["lot"] is True, "the leader of the first round or after a block is chosen by lot")
        else:
            need(e["lot"] is False and e["leader"] == self.prev_winner, "the player who dominoed leads next round")
        self.drawn = 0
        self.ends: tuple[int, int] | None = None
        self.doubles = (False, False)
        self.lone = False
        self.to_act = e["leader"]
        self.forced: tuple[int, int] | None = None
        self.state = "turn"

    def ev_play(self, e: Event) -> None:
        p = e["player"]
        need(p == self.to_act, f"player {p} played but player {self.to_act} is to act")
        raw = e["tile"]
        tile = _tile(raw)
        need(self.hands[p][tile] > 0, f"{raw} is not in player {p}'s hand")
        if self.forced is not None:
            need(tile == self.forced, f"player {p} must play the drawn tile {list(self.forced)}")
        a, b = raw
        if self.ends is None:
            need(e["end"] is None, "the opening tile takes no end")
            self.ends, self.doubles, self.lone = (a, b), (a == b, a == b), True
        else:
            end = e["end"]
            need(end in ("left", "right"), f"end {end!r} is not left/right")
            side = 0 if end == "left" else 1
            value = self.ends[side]
            need(value in (a, b), f"{raw} does not fit the {end} end showing {value}")
            outer = b if a == value else a
            ends, doubles = list(self.ends), list(self.doubles)
            ends[side], doubles[side] = outer, a == b
            self.ends, self.doubles, self.lone = (ends[0], ends[1]), (doubles[0], doubles[1]), False
        self.hands[p][tile] -= 1
        self.forced = None
        total = self.end_sum()
        points = total if total > 0 and total % 5 == 0 else 0
        need(e["points"] == points, f"the play scores {points}, record says {e['points']}")
        self.scores[p] += points
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        if self.scores[p] >= self.target:
            self.state = "match_end"
        elif sum(self.hands[p].values()) == 0:
            self.state = "round_end"
        else:
            self.to_act = (p + 1) % self.n
            if self.blocked_now():
                self.state = "round_end"

    def ev_draw(self, e: Event) -> None:
        p = e["player"]
        need(p == self.to_act and self.forced is None, f"player {p} may not draw now")
        need(not self.can_play(p), f"player {p} can play, so may not draw")
        need(self.drawn < len(self.boneyard), "the boneyard is empty")
        tile = _tile(e["tile"])
        need(
            tile == self.boneyard[self.drawn],
            f"drew {e['tile']} but the next boneyard tile is {list(self.boneyard[self.drawn])}",
        )
        self.drawn += 1
        self.hands[p][tile] += 1
        if self.fits(tile):
            self.forced = tile
        elif self.blocked_now():
            self.state = "round_end"

    def ev_pass(self, e: Event) -> None:
        p = e["player"]
        need(p == self.to_act and self.forced is None, f"player {p} may not pass now")
        need(not self.can_play(p), f"player {p} can play, so may not pass")
        need(self.drawn == len(self.boneyard), "a pass while the boneyard still has tiles")
        self.to_act = (p + 1) % self.n

    def ev_round_end(self, e: Event) -> None:
        need(self.state == "round_end", "the round is not over (someone can still play or draw)")
        empty = [s for s in range(self.n) if sum(self.hands[s].values()) == 0]
        if e["blocked"]:
            need(e["winner"] is None and not empty and self.blocked_now(), "not a blocked round")
        else:
            need(e["winner"] in empty and e["winner"] == self.to_act, "winner did not play out their hand")
        remaining = [sum((a + b) * k for (a, b), k in h.items()) for h in self.hands]
        need(e["remaining"] == remaining, f"remaining should be {remaining}")
        penalties = [_penalty(r) for r in remaining]
        need(e["penalties"] == penalties, f"penalties should be {penalties}")
        self.scores = [s - q for s, q in zip(self.scores, penalties, strict=False)]
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        self.prev_blocked, self.prev_winner = bool(e["blocked"]), e["winner"]
        self.state = "round_start"
        best = max(self.scores)
        if self.round >= DOMINO_ROUND_CAP and self.scores.count(best) == 1:
            self.capped = self.scores.index(best)  # RULES A1: the round cap ends the match here
            self.state = "match_end"

    def ev_match_end(self, e: Event) -> None:
        need(self.state == "match_end", "match_end but nobody reached the target")
        if self.capped is not None:
            need(e.get("reason") == "rounds", "after the round cap, match_end says reason 'rounds' (RULES A1)")
            need(e["winner"] == self.capped, "after the round cap the single highest score wins")
        else:
            need(e.get("reason", "target") == "target", "a match won by reaching the target has no other reason")
            need(e["winner"] == self.to_act and self.scores[e["winner"]] >= self.target, "wrong winner")
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        self.state = "over"

    def finish(self) -> None:
        need(self.state in ("over", "turn", "round_start"), "the record stops where an event was due")


# =================================================================== cribbage

CRIB_FIELDS = {
    "deal": ("hand_no", "dealer", "hands", "crib_from_deck"),
    "discard": ("player", "cards"),
    "starter": ("card", "heels", "scores"),
    "peg": ("player", "card", "count", "points", "scores"),
    "go": ("player",),
    "go_point": ("player", "points", "scores"),
    "reset": (),
    "show": ("player", "crib", "cards", "starter", "true", "declared", "scores"),
    "response": ("player", "answer", "stated"),
    "settle": ("counter_delta", "claimant", "claimant_delta", "scores"),
    "match_end": ("winner", "scores", "skunk"),
}
RANKS = "A23456789TJQK"


def _card(text: Any) -> tuple[int, str]:
    need(isinstance(text, str) and len(text) == 2 and text[0] in RANKS and text[1] in "CDHS", f"{text!r} is not a card")
    return RANKS.index(text[0]) + 1, text[1]


def _value(card: str) -> int:
    return min(_card(card)[0], 10)


def peg_score(cards: list[str]) -> int:
    """Points for the last card laid in a count (go and last card excluded)."""
    ranks = [_card(c)[0] for c in cards]
    total = sum(_value(c) for c in cards)
    points = 2 if total in (15, 31) else 0
    same = 1
    while same < len(ranks) and ranks[-1 - same] == ranks[-1]:
        same += 1
    points += {1: 0, 2: 2, 3: 6, 4: 12}[same]
    run = 0
    for k in range(3, len(ranks) + 1):
        tail = ranks[-k:]
        if len(set(tail)) == k and max(tail) - min(tail) == k - 1:
            run = k
    return points + run


def hand_score(hand: list[str], starter: str, crib: bool) -> int:
    """The show count of four cards and the starter (RULES B1 The show)."""
    need(isinstance(hand, list) and len(hand) == 4, "a hand in the show has four cards")
    cards = [_card(c) for c in hand]
    turned = _card(starter)
    five = cards + [turned]
    need(len(set(five)) == 5, "a card appears twice in the show")
    ranks = [rank for rank, _ in five]
    return _fifteens_and_pairs(ranks) + _runs(ranks) + _flush_and_nobs(cards, turned, crib)


def _fifteens_and_pairs(ranks: list[int]) -> int:
    values = [min(rank, 10) for rank in ranks]
    fifteens = sum(1 for size in range(2, 6) for combo in combinations(values, size) if sum(combo) == 15)
    pairs = sum(1 for a, b in combinations(ranks, 2) if a == b)
    return 2 * fifteens + 2 * pairs


def _runs(ranks: list[int]) -> int:
    """Every longest run counts (a double run of three is 6)."""
    for size in (5, 4, 3):
        runs = sum(
            1 for combo in combinations(ranks, size) if len(set(combo)) == size and max(combo) - min(combo) == size - 1
        )
        if runs:
            return runs * size
    return 0


def _flush_and_nobs(cards: list[tuple[int, str]], turned: tuple[int, str], crib: bool) -> int:
    points = 0
    suits = {suit for _, suit in cards}
    if len(suits) == 1:
        if turned[1] in suits:
            points += 5
        elif not crib:
            points += 4
    return points + sum(1 for rank, suit in cards if rank == 11 and suit == turned[1])


def _series_first(start: Event, name: str, players: int) -> int | None:
    """The first seat a series game's ``match_start`` names (SERIES.md), or None for a lone match."""
    seat = start.get(name)
    if seat is None:
        return None
    need(type(seat) is int and 0 <= seat < players, f"{name} is not a seat")
    return int(seat)


def first_dealer(cuts: Any, players: int) -> int:
    """The seat that deals first: everyone cuts, the lowest card deals, the tied lowest cut again."""
    need(isinstance(cuts, list) and len(cuts) > 0, "the first cut is missing")
    contenders = list(range(players))
    for n, row in enumerate(cuts):
        need(isinstance(row, list) and len(row) == players, "a row of cuts has one entry per player")
        cut = {s: _card(c)[0] for s, c in enumerate(row) if c is not None}
        need(sorted(cut) == contenders, "only the players still tied cut again")
        need(len({c for c in row if c is not None}) == len(cut), "a card was cut twice in one round")
        low = min(cut.values())
        contenders = [s for s in contenders if cut[s] == low]
        if len(contenders) == 1:
            need(n == len(cuts) - 1, "a cut after the first dealer was already found")
            return contenders[0]
    raise Violation("the cut ended in a tie")


class CribbageChecker:
    """A minimal model of a cribbage match with the optional Muggins rule (RULES part B)."""

    def __init__(self, start: Event) -> None:
        fields(start, ("players", "partnerships", "target", "muggins", "lowball", "seed"))
        self.n = start["players"]
        need(self.n in (2, 3, 4), "cribbage is for 2 to 4 players")
        self.partners = bool(start["partnerships"])
        need(not self.partners or self.n == 4, "partnerships need four players")
        self.target = start["target"]
        need(self.target in (61, 121), "the target is 61 or 121")
        self.muggins, self.lowball = bool(start["muggins"]), bool(start["lowball"])
        need(not (self.muggins and self.lowball), "Lowball is played without Muggins")
        self.scores = [0] * (2 if self.partners else self.n)
        self.hand_no = 0
        self.dealer: int | None = None
        self.first_dealer = _series_first(start, "first_dealer", self.n)  # a series game: no cut
        self.expect = "deal"

    def side(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    def order_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.n for i in range(1, self.n + 1)]

    def add(self, seat: int, points: int) -> None:
        self.scores[self.side(seat)] += points

    def reached(self) -> list[int]:
        return [s for s, v in enumerate(self.scores) if v >= self.target]

    def after_scoring(self, e: Event) -> bool:
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        if self.reached():
            self.expect = "match_end"
            return True
        return False

    # ---------------------------------------------------------- events
    def step(self, e: Event) -> None:
        kind = e["event"]
        need(kind in CRIB_FIELDS, f"unknown cribbage event {kind!r}")
        fields(e, CRIB_FIELDS[kind])
        need(self.expect != "over", "event after match_end")
        if self.expect == "match_end":
            need(kind == "match_end", f"a side reached the target; expected match_end, got {kind}")
        elif self.expect == "deal":
            need(kind == "deal", f"expected deal, got {kind}")
        getattr(self, "ev_" + kind)(e)

    def ev_deal(self, e: Event) -> None:
        self.hand_no += 1
        need(e["hand_no"] == self.hand_no, f"hand_no should be {self.hand_no}")
        if self.dealer is not None:
            need(e["dealer"] == (self.dealer + 1) % self.n, "the deal passes clockwise")
        elif self.first_dealer is not None:
            need("cuts" not in e, "a series game's first dealer follows the series' rule, not a cut")
            need(e["dealer"] == self.first_dealer, "the first dealer is the seat match_start names (first_dealer)")
        elif "cuts" in e:
            need(e["dealer"] == first_dealer(e["cuts"], self.n), "the lowest cut deals first")
        self.dealer = e["dealer"]
        size = 6 if self.n == 2 else 5
        need(len(e["hands"]) == self.n and all(len(h) == size for h in e["hands"]), f"{size} cards each expected")
        need(len(e["crib_from_deck"]) == (1 if self.n == 3 else 0), "wrong number of crib cards from the deck")
        every = [c for h in e["hands"] for c in h] + list(e["crib_from_deck"])
        for c in every:
            _card(c)
        need(len(set(every)) == len(every), "a card was dealt twice")
        self.seen = set(every)
        self.held = [list(h) for h in e["hands"]]
        self.crib = list(e["crib_from_deck"])
        self.kept: list[list[str] | None] = [None] * self.n
        self.expect = "discard"

    def ev_discard(self, e: Event) -> None:
        need(self.expect == "discard", "discard out of place")
        p = e["player"]
        need(self.kept[p] is None, f"player {p} discarded twice")
        need(len(e["cards"]) == (2 if self.n == 2 else 1), "wrong number of discards")
        need(
            all(c in self.held[p] for c in e["cards"]) and len(set(e["cards"])) == len(e["cards"]),
            f"player {p} discarded cards not held",
        )
        self.kept[p] = [c for c in self.held[p] if c not in e["cards"]]
        self.crib += e["cards"]
        if all(k is not None for k in self.kept):
            need(len(self.crib) == 4, "the crib must hold four cards")
            self.expect = "starter"

    def ev_starter(self, e: Event) -> None:
        need(self.expect == "starter", "starter out of place")
        card = e["card"]
        _card(card)
        need(card not in self.seen, "the starter was already dealt")
        self.starter = card
        heels = 2 if card[0] == "J" else 0
        need(e["heels"] == heels, f"heels should be {heels}")
        self.add(self.dealer, heels)
        if self.after_scoring(e):
            return
        self.unplayed = [list(k) for k in self.kept]  # type: ignore[arg-type]
        self.new_count(self.dealer)  # type: ignore[arg-type]
        self.expect = "play"

    # -- the play
    def new_count(self, after: int) -> None:
        self.count, self.cards, self.gone, self.last = 0, [], set(), None
        self.turn_after = after

    def fits(self, seat: int) -> bool:
        return any(self.count + _value(c) <= 31 for c in self.unplayed[seat])

    def turn_candidates(self) -> list[int]:
        """Seats that may act next: the next seat still in, or the one after it
        when that seat is the last to lay and cannot go on (an automatic go)."""
        live = [s for s in self.order_from(self.turn_after) if self.unplayed[s] and s not in self.gone]
        out: list[int] = []
        for s in live:
            out.append(s)
            if not (s == self.last and not self.fits(s)):
                break
        return out

    def ev_peg(self, e: Event) -> None:
        need(self.expect == "play", "peg out of place")
        p, card = e["player"], e["card"]
        need(p in self.turn_candidates() and p not in self.gone, f"player {p} is not to play")
        need(card in self.unplayed[p], f"{card} is not in player {p}'s hand")
        self.count += _value(card)
        need(self.count <= 31 and e["count"] == self.count, f"count should be {self.count} (at most 31)")
        self.unplayed[p].remove(card)
        self.cards.append(card)
        self.last, self.turn_after = p, p
        points = peg_score(self.cards)
        need(e["points"] == points, f"{card} scores {points} in the play, record says {e['points']}")
        self.add(p, points)
        if self.after_scoring(e):
            return
        if self.count == 31:
            self.expect = "reset_or_show"
        elif not any(self.fits(s) for s in range(self.n)):
            self.expect = "go_point"

    def ev_go(self, e: Event) -> None:
        # Once nobody can lay a card the go point is due, but seats that
        # still hold cards may announce their go first.
        need(self.expect in ("play", "go_point"), "go out of place")
        p = e["player"]
        need(p in self.turn_candidates(), f"player {p} is not to act")
        need(not self.fits(p), f"player {p} said go holding a card that fits")
        self.gone.add(p)
        self.turn_after = p
        if not any(self.fits(s) for s in range(self.n)):
            self.expect = "go_point"

    def ev_go_point(self, e: Event) -> None:
        need(self.expect == "go_point", "go/last-card point while somebody can still play, or after 31")
        need(e["player"] == self.last and e["points"] == 1, "the go goes to the last player to lay, 1 point")
        self.add(e["player"], 1)
        if self.after_scoring(e):
            return
        self.expect = "reset_or_show"

    def ev_reset(self, e: Event) -> None:
        need(self.expect == "reset_or_show" and any(self.unplayed), "reset out of place")
        self.new_count(self.last)  # type: ignore[arg-type]
        self.expect = "play"

    # -- the show
    def show_order(self) -> list[tuple[int, bool]]:
        return [(s, False) for s in self.order_from(self.dealer)] + [(self.dealer, True)]  # type: ignore[arg-type]

    def ev_show(self, e: Event) -> None:
        if self.expect == "reset_or_show":
            need(not any(self.unplayed), "show while cards remain to be played")
            self.queue = self.show_order()
            self.expect = "show"
        need(self.expect == "show" and self.queue, "show out of place")
        seat, crib = self.queue.pop(0)
        need(
            (e["player"], bool(e["crib"])) == (seat, crib),
            f"show order: player {seat} {'crib' if crib else 'hand'} is next",
        )
        cards = sorted(self.crib if crib else self.kept[seat])  # type: ignore[arg-type]
        need(sorted(e["cards"]) == cards, "the cards shown are not the cards kept")
        need(e["starter"] == self.starter, "wrong starter")
        true = hand_score(e["cards"], self.starter, crib)
        need(e["true"] == true, f"the true count is {true}, record says {e['true']}")
        declared = e["declared"]
        if self.muggins:
            need(type(declared) is int and 0 <= declared <= 29, "a declaration is 0 to 29")
            self.add(seat, declared)
            need(e["scores"] == self.scores, f"scores should be {self.scores}")
            if self.scores[self.side(seat)] >= self.target and declared <= true:
                self.expect = "match_end"
                return
            self.pending = (seat, true, declared)
            self.answerers = [s for s in self.order_from(seat)[:-1] if self.side(s) != self.side(seat)]
            self.expect = "response"
        else:
            need(declared is None, "declared must be null when counting is automatic")
            self.add(seat, true)
            if self.after_scoring(e):
                return
            self.expect = "show" if self.queue else "deal"

    def ev_response(self, e: Event) -> None:
        need(self.expect == "response" and self.answerers, "response out of place")
        p = e["player"]
        need(p == self.answerers[0], f"player {self.answerers[0]} answers next, not {p}")
        self.answerers.pop(0)
        answer, stated = e["answer"], e["stated"]
        need(answer in ("accept", "muggins", "overcount"), f"bad answer {answer!r}")
        if answer == "muggins":
            need(type(stated) is int and 1 <= stated <= 29, "a muggins call states 1 to 29 points")
        else:
            need(stated is None, "only a muggins call states points")
        if answer != "accept":
            self.claim = (p, answer, stated)
            self.expect = "settle"
        elif not self.answerers:
            self.claim = None
            self.expect = "settle"

    def ev_settle(self, e: Event) -> None:
        need(self.expect == "settle", "settle before the answers are in")
        counter, true, declared = self.pending
        c_delta, claimant, k_delta = 0, None, 0
        if self.claim is not None:
            claimant, answer, stated = self.claim
            if answer == "muggins":
                if true > declared:
                    k_delta = min(stated, true - declared)
                else:
                    c_delta = stated
            elif declared > true:
                c_delta, k_delta = -(declared - true), declared - true
        got = (e["counter_delta"], e["claimant"], e["claimant_delta"])
        need(got == (c_delta, claimant, k_delta), f"settlement should be {(c_delta, claimant, k_delta)}, record {got}")
        self.add(counter, c_delta)
        if claimant is not None:
            self.add(claimant, k_delta)
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        if self.scores[self.side(counter)] >= self.target:
            self.expect, self.winner_due = "match_end", self.side(counter)
            return
        if claimant is not None and self.scores[self.side(claimant)] >= self.target:
            self.expect, self.winner_due = "match_end", self.side(claimant)
            return
        self.expect = "show" if self.queue else "deal"

    def ev_match_end(self, e: Event) -> None:
        need(self.expect == "match_end", "match_end but no side reached the target")
        need(e["scores"] == self.scores, f"scores should be {self.scores}")
        reached = self.reached()
        due = getattr(self, "winner_due", None)
        if due is None:
            need(len(reached) == 1, "exactly one side should have reached the target")
            due = reached[0]
        if self.lowball:
            need(e["skunk"] is None and not any(e.get("skunks") or []), "there are no skunks in Lowball")
            # Lowest score wins; ties go to the first side from the dealer's left.
            order: list[int] = []
            for seat in self.order_from(self.dealer):  # type: ignore[arg-type]
                if self.side(seat) not in order:
                    order.append(self.side(seat))
            others = [s for s in order if s != due]
            best = min(others, key=lambda s: (self.scores[s], order.index(s)))
            need(e["winner"] == best, f"in Lowball side {best} (lowest score) wins")
        else:
            need(e["winner"] == due, f"side {due} reached the target first and wins")
            losers = [v for s, v in enumerate(self.scores) if s != due]
            worst = min(losers)
            if self.target == 121:
                skunk = "double" if worst <= 60 else ("skunk" if worst <= 90 else None)
            else:
                skunk = "skunk" if worst < 31 else None
            need(e["skunk"] == skunk, f"skunk should be {skunk!r}")
        self.expect = "over"

    def finish(self) -> None:
        need(
            self.expect in ("over", "discard", "starter", "play", "show", "response", "deal"),
            "the record stops where an event was due",
        )


# =================================================================== entry points


def check_events(events: list[Event]) -> str | None:
    """None when the record keeps every rule, else a sentence naming the first violation."""
    if not events or events[0].get("event") != "match_start":
        return "event 1: the record must start with match_start"
    game = events[0].get("game")
    try:
        checker: Any = {"dominoes": DominoChecker, "cribbage": CribbageChecker}[game](events[0])
    except KeyError:
        return f"event 1: unknown game {game!r}"
    except Violation as exc:
        return f"event 1 (match_start): {exc}"
    for i, e in enumerate(events[1:], start=2):
        try:
            if not isinstance(e, dict) or "event" not in e:
                raise Violation("not an event object")
            if e["event"] == "reveal":  # the match key (docs/FAIRNESS.md): last, never a rule event
                need(i == len(events), "reveal must be the last event")
                need(isinstance(e.get("key"), str) and len(e["key"]) == 64, "reveal needs a 64-digit hex key")
                need(events[0].get("origin") == "fair", "only a fair match (origin 'fair') has a key to reveal")
                continue
            checker.step(e)
        except Violation as exc:
            return f"event {i} ({e.get('event') if isinstance(e, dict) else '?'}): {exc}"
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            return f"event {i} ({e.get('event') if isinstance(e, dict) else '?'}): malformed ({exc!r})"
    try:
        checker.finish()
    except Violation as exc:
        return f"end of record: {exc}"
    return None


def check_file(path: str | Path) -> str | None:
    try:
        events = load(path)
    except Violation as exc:
        return str(exc)
    return check_events(events)


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python3 tools/check_record.py FILE.jsonl [FILE ...]", file=sys.stderr)
        return 2
    bad = 0
    for path in paths:
        problem = check_file(path)
        if problem is None:
            print(f"OK {path}")
        else:
            bad += 1
            print(f"FAIL {path}: {problem}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
