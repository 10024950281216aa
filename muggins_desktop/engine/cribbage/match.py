"""A cribbage match: deals, the play, the show (automatic or by Muggins
declaration), targets of 61 or 121, partnerships and Lowball.

Choices where RULES.md is silent (docs/CRIBBAGE.md lists them all):
- Cards are dealt one at a time from the dealer's left; with three players
  the next card of the pack goes to the crib; the starter is a uniformly
  random card of the rest (the cut). Hand k's shuffle and its cut come from
  the deal's stream ``("hand", k)`` (``engine/deals.py``), drawn when the
  hand is dealt, so no hand depends on what was played before it; the cut
  for the first deal has its own stream ``("cut", 1)``. With a seat
  rotation (a duplicate match) seat s cuts the card seat s − rotation would
  cut, so the first dealer turns with the seats and every later hand
  follows. ``first`` (set by a series) names the first dealer: no cut.
- A player whose hand is empty is skipped in the play without saying go. The
  last player to lay a card in a count takes the go point without saying go.
- After the last card of the play there is no ``reset`` event.
- Lowball with more than two sides: the lowest score wins, ties going to the
  first tied side in seat order from the dealer's left. No skunks in Lowball.
- With several losers ``skunk`` reports the worst one; ``skunks`` (extra
  field of ``match_end``) gives it per side.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any, TypeAlias

from muggins_desktop.engine import muggins as mg
from muggins_desktop.engine.base import Action, Event, Match, Outcome, Reason, Skunk, redact_fairness
from muggins_desktop.engine.cribbage.actions import Cut, Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.cards import JACK, Card, cards_to_str, full_deck, shuffled_deck
from muggins_desktop.engine.cribbage.pegging import LIMIT, peg_points
from muggins_desktop.engine.cribbage.phases import CUT, DISCARD, OVER, PEGGING, SHOW, Phase
from muggins_desktop.engine.cribbage.scoring import hand_points
from muggins_desktop.engine.cribbage.view import CribbageView, PendingView, SettlementView, ShowView
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.errors import IllegalAction

TARGETS = (61, 121)
LOWBALL_DISABLES_MUGGINS = "lowball_disables_muggins"
DECLARATIONS: tuple[Action, ...] = tuple(Declare(p) for p in range(mg.MIN_DECLARED, mg.MAX_DECLARED + 1))
ANSWERS: tuple[Action, ...] = (Respond(mg.ACCEPT), Respond(mg.OVERCOUNT)) + tuple(
    Respond(mg.MUGGINS, n) for n in range(mg.MIN_STATED, mg.MAX_STATED + 1)
)


#: cards as a sequence of ``Card`` or card names, or one string ``"5H JD 5S"``
CardsLike: TypeAlias = str | Sequence[Card | str]


def _cards(value: CardsLike) -> list[Card]:
    if isinstance(value, str):
        return [Card.parse(word) for word in value.split()]
    return [c if isinstance(c, Card) else Card.parse(c) for c in value]


def _card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else Card.parse(value)


def _check_deal(
    known: list[Card],
    players: int,
    sides: int,
    dealer: int,
    scores: Sequence[int] | None,
    hand_no: int,
) -> None:
    if len(set(known)) != len(known):
        twice = next(c for c in known if known.count(c) > 1)
        raise ValueError(f"The card {twice} appears twice in the position.")
    if type(dealer) is not int or not 0 <= dealer < players:
        raise ValueError(f"There is no seat {dealer!r} to deal.")
    if scores is not None and len(scores) != sides:
        raise ValueError(f"Give one score per side ({sides}), not {len(scores)}.")
    if type(hand_no) is not int or hand_no < 1:
        raise ValueError(f"The deal number must be 1 or more, not {hand_no!r}.")


def _check_play(
    unplayed: list[list[Card]],
    laid: list[tuple[int, Card]],
    crib: list[Card],
    starter: Card | None,
    count_cards: CardsLike | None,
    to_act: int | None,
) -> tuple[list[list[Card]], list[Card]]:
    """The full hands and the running count of a position in the play, once checked."""
    players = len(unplayed)
    if starter is None:
        raise ValueError("A position in the play needs the starter.")
    if len(crib) != 4:
        raise ValueError("A position in the play needs the full crib of four cards.")
    kept = [list(u) + [c for s, c in laid if s == seat] for seat, u in enumerate(unplayed)]
    if any(len(k) != 4 for k in kept) or any(not 0 <= s < players for s, _ in laid):
        raise ValueError("Each seat's cards in hand and played must make four.")
    running = [c for _, c in laid] if count_cards is None else _cards(count_cards)
    if running != [c for _, c in laid][len(laid) - len(running) :] or sum(c.value for c in running) > LIMIT:
        raise ValueError("The running count must be the last cards played, 31 or less.")
    if to_act is None or not 0 <= to_act < players or not unplayed[to_act]:
        raise ValueError("Name the seat to lay next; it must hold a card.")
    return kept, running


class CribbageMatch(Match):
    """Cribbage for 2, 3 or 4 players (or two partnerships) to 61 or 121."""

    game = "cribbage"
    first_role = "dealer"

    def __init__(
        self,
        players: int = 2,
        partnerships: bool = False,
        target: int = 121,
        muggins: bool = False,
        lowball: bool = False,
        seed: int | None = None,
        *,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> None:
        if players not in (2, 3, 4):
            raise ValueError("Cribbage is for 2, 3 or 4 players.")
        if partnerships and players != 4:
            raise ValueError("Partnerships need four players.")
        if target not in TARGETS:
            raise ValueError("A cribbage game goes to 61 or 121.")
        super().__init__(players, target, seed, bool(partnerships), deal=deal, first=first)
        self.lowball = bool(lowball)
        self.muggins = bool(muggins) and not self.lowball
        self.notes: list[str] = [LOWBALL_DISABLES_MUGGINS] if muggins and lowball else []
        self.phase = DISCARD
        self.hand_no = 0
        self.pending: mg.PendingCount | None = None
        self._pending_show: Event | None = None
        self._pending_index = 0
        self._shows: list[ShowView] = []
        self._public: list[list[Event]] = [[] for _ in range(players)]
        self._legal_cache: tuple[int, list[Action]] = (-1, [])
        self._orders = [tuple((seat + i) % players for i in range(1, players + 1)) for seat in range(players)]
        self.emit(
            "match_start",
            game=self.game,
            players=players,
            partnerships=self.partnerships,
            target=target,
            muggins=self.muggins,
            lowball=self.lowball,
            **self.start_fields(),
        )
        self._cut_index = 0
        if self.first is None:
            self._deal(self._cut_for_first_deal())
        else:
            self.dealer = self.first
            self._deal()

    # ------------------------------------------------------------ dealing
    def _cut_for_first_deal(self) -> list[list[str | None]]:
        """Everyone cuts; the lowest card deals and the tied lowest cut again.

        Seats cut in the order of the unturned seats (``rotation`` 0): the
        i-th contender takes the i-th card of a fresh shuffle.
        """
        stream = self.source.stream("cut", 1)
        turn, n = self.deal.rotation, self.players
        contenders = list(range(n))
        rounds: list[list[str | None]] = []
        while True:
            deck = shuffled_deck(stream)
            row: list[str | None] = [None] * n
            ranks = {}
            for i, seat in enumerate(contenders):
                row[(seat + turn) % n] = str(deck[i])
                ranks[seat] = deck[i].rank
            rounds.append(row)
            low = min(ranks.values())
            contenders = [s for s in contenders if ranks[s] == low]
            if len(contenders) == 1:
                self.dealer = (contenders[0] + turn) % n
                return rounds

    def _deal(self, cuts: list[list[str | None]] | None = None) -> None:
        self.hand_no += 1
        stream = self.source.stream("hand", self.hand_no)
        deck = shuffled_deck(stream)
        size = 6 if self.players == 2 else 5
        order = self._order_from(self.dealer)
        self.held: list[list[Card]] = [[] for _ in range(self.players)]
        for _ in range(size):
            for seat in order:
                self.held[seat].append(deck.pop())
        self.crib: list[Card] = [deck.pop()] if self.players == 3 else []
        self.stock: list[Card] = deck
        self._cut_index = stream.randrange(len(deck))  # where the pone will cut
        self.kept: list[list[Card]] = [[] for _ in range(self.players)]
        self.discarded: list[list[Card]] = [[] for _ in range(self.players)]
        self.starter: Card | None = None
        self.unplayed: list[list[Card]] = [[] for _ in range(self.players)]
        self.played: list[tuple[int, Card]] = []
        self.count = 0
        self.count_cards: list[Card] = []
        self.go_said: set[int] = set()
        self.last_layer: int | None = None
        self.peg_turn: int | None = None
        self.show_queue: list[tuple[int, bool]] = []
        self.phase = DISCARD
        fields: dict[str, Any] = {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "hands": [cards_to_str(h) for h in self.held],
            "crib_from_deck": cards_to_str(self.crib),
        }
        if cuts is not None:
            fields["cuts"] = cuts
        self.emit("deal", **fields)

    def _order_from(self, seat: int) -> tuple[int, ...]:
        """All seats clockwise, starting left of ``seat`` and ending with it."""
        return self._orders[seat]

    @property
    def discard_size(self) -> int:
        return 2 if self.players == 2 else 1

    @property
    def pone(self) -> int:
        return (self.dealer + 1) % self.players

    # ------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        if self.outcome is not None:
            return None
        if self.phase == DISCARD:
            for seat in self._order_from(self.dealer):
                if not self.kept[seat]:
                    return seat
        if self.phase == CUT:
            return self.pone
        if self.phase == PEGGING:
            return self.peg_turn
        if self.phase == SHOW:
            if self.pending is not None:
                return self.pending.next_responder
            return self.show_queue[0][0]
        return None

    def legal_actions(self) -> list[Action]:
        # Every apply adds events, so the record length identifies the state.
        if self._legal_cache[0] != len(self.record):
            self._legal_cache = (len(self.record), self._compute_legal())
        return list(self._legal_cache[1])

    def _compute_legal(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == DISCARD:
            return [Discard(c) for c in combinations(sorted(self.held[seat]), self.discard_size)]
        if self.phase == CUT:
            return [Cut()]
        if self.phase == PEGGING:
            fits = sorted(c for c in self.unplayed[seat] if self.count + c.value <= LIMIT)
            return [PegCard(c) for c in fits] if fits else [Go()]
        return list(DECLARATIONS if self.pending is None else ANSWERS)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """As ``Match.apply``, with precise reasons for answering out of turn."""
        # True == 1 in Python, so a boolean would otherwise pass as a number.
        if isinstance(action, Declare) and isinstance(action.points, bool):
            mg.check_declaration(action.points)
        if isinstance(action, Respond) and isinstance(action.stated, bool):
            mg.check_answer(action.answer, action.stated)
        if (
            seat is not None
            and self.outcome is None
            and self.phase == SHOW
            and self.pending is not None
            and seat != self.to_act
        ):
            counter = self.pending.counter
            if seat == counter:
                raise IllegalAction("counter_cannot_answer", "Players do not answer their own count.", seat=seat)
            if self.side_of(seat) == self.side_of(counter):
                raise IllegalAction("partner_cannot_answer", "A counter's partner never answers.", seat=seat)
            raise IllegalAction(
                "answer_out_of_turn",
                f"Player {self.to_act + 1 if self.to_act is not None else '?'} answers now.",
                seat=seat,
                to_act=self.to_act,
            )
        return super().apply(action, seat)

    def explain_illegal(self, action: Action) -> IllegalAction:
        seat = self.to_act
        assert seat is not None
        kinds: dict[Phase, type[Action] | tuple[type[Action], ...]] = {
            DISCARD: Discard,
            CUT: Cut,
            PEGGING: (PegCard, Go),
        }
        expected = kinds.get(self.phase)
        if self.phase == SHOW:
            expected = Respond if self.pending is not None else Declare
        if expected is None or not isinstance(action, expected):
            return IllegalAction(
                "wrong_phase",
                f"{type(action).__name__} is not possible in the {self.phase} phase.",
                phase=self.phase.value,
            )
        if isinstance(action, Discard):
            if len(action.cards) != self.discard_size:
                return IllegalAction(
                    "wrong_discard_count",
                    f"Lay away exactly {self.discard_size} card(s).",
                    needed=self.discard_size,
                    given=len(action.cards),
                )
            if len(set(action.cards)) != len(action.cards):
                return IllegalAction("duplicate_cards", "The same card is named twice.")
            missing = [c for c in action.cards if c not in self.held[seat]]
            return IllegalAction(
                "card_not_held",
                f"{missing[0] if missing else '?'} is not in your hand.",
                card=str(missing[0]) if missing else None,
            )
        if isinstance(action, PegCard):
            if action.card not in self.unplayed[seat]:
                return IllegalAction("card_not_held", f"{action.card} is not in your hand.", card=str(action.card))
            return IllegalAction(
                "over_31", f"{action.card} would take the count past 31.", card=str(action.card), count=self.count
            )
        if isinstance(action, Go):
            return IllegalAction("must_play", "A card fits under 31, so it must be played.")
        if isinstance(action, Declare):
            mg.check_declaration(action.points)
        if isinstance(action, Respond):
            mg.check_answer(action.answer, action.stated)
        return super().explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        assert seat is not None
        if isinstance(action, Discard):
            self._discard(seat, action.cards)
        elif isinstance(action, Cut):
            self._cut()
        elif isinstance(action, PegCard):
            self._peg(seat, action.card)
        elif isinstance(action, Go):
            self.go_said.add(seat)
            self.emit("go", player=seat)
            self._next_peg_turn(seat)
        elif isinstance(action, Declare):
            self._declare(seat, action.points)
        elif isinstance(action, Respond):
            self._respond(seat, action.answer, action.stated)

    # ------------------------------------------------------------ discard, cut
    def _discard(self, seat: int, cards: tuple[Card, ...]) -> None:
        for c in cards:
            self.held[seat].remove(c)
        self.kept[seat] = sorted(self.held[seat])
        self.discarded[seat] = list(cards)
        self.crib.extend(cards)
        self.emit("discard", player=seat, cards=cards_to_str(cards))
        if all(self.kept):
            self.phase = CUT

    def _cut(self) -> None:
        self.starter = self.stock.pop(self._cut_index)
        heels = 2 if self.starter.rank == JACK else 0
        side = self.side_of(self.dealer)
        self.scores[side] += heels
        self.emit("starter", card=str(self.starter), heels=heels, scores=list(self.scores))
        if heels and self._end_if_reached(side):
            return
        self.phase = PEGGING
        self.unplayed = [list(k) for k in self.kept]
        self._start_count(self.dealer)

    # ------------------------------------------------------------ the play
    def _start_count(self, after: int) -> None:
        self.count = 0
        self.count_cards = []
        self.go_said = set()
        self.last_layer = None
        for seat in self._order_from(after):
            if self.unplayed[seat]:
                self.peg_turn = seat
                return
        raise AssertionError("a count started with no cards left")

    def _fits(self, seat: int) -> bool:
        return any(self.count + c.value <= LIMIT for c in self.unplayed[seat])

    def _peg(self, seat: int, card: Card) -> None:
        self.unplayed[seat].remove(card)
        self.count += card.value
        self.count_cards.append(card)
        self.played.append((seat, card))
        self.last_layer = seat
        points = peg_points(self.count_cards).total
        side = self.side_of(seat)
        self.scores[side] += points
        self.emit("peg", player=seat, card=str(card), count=self.count, points=points, scores=list(self.scores))
        if points and self._end_if_reached(side):
            return
        if self.count == LIMIT:
            self._end_count(thirty_one=True)
        else:
            self._next_peg_turn(seat)

    def _next_peg_turn(self, after: int) -> None:
        """Pass the turn on; the last to lay takes the go without saying it."""
        for seat in self._order_from(after):
            if seat in self.go_said or not self.unplayed[seat]:
                continue
            if seat == self.last_layer and not self._fits(seat):
                continue
            self.peg_turn = seat
            return
        self._end_count(thirty_one=False)

    def _end_count(self, thirty_one: bool) -> None:
        layer = self.last_layer
        assert layer is not None
        more = any(self.unplayed)
        if not thirty_one:
            side = self.side_of(layer)
            self.scores[side] += 1
            self.emit(
                "go_point", player=layer, points=1, scores=list(self.scores), reason="go" if more else "last_card"
            )
            if self._end_if_reached(side):
                return
        if more:
            self.emit("reset")
            self._start_count(layer)
        else:
            self._start_show()

    # ------------------------------------------------------------ the show
    def _start_show(self) -> None:
        self.phase = SHOW
        self.peg_turn = None
        self.show_queue = [(seat, False) for seat in self._order_from(self.dealer)] + [(self.dealer, True)]
        self._advance_show()

    def _show_cards(self, seat: int, crib: bool) -> list[Card]:
        return sorted(self.crib) if crib else list(self.kept[seat])

    def _advance_show(self) -> None:
        assert self.starter is not None
        while self.show_queue:
            if self.muggins:
                return  # the counter must declare
            seat, crib = self.show_queue.pop(0)
            cards = self._show_cards(seat, crib)
            true = hand_points(cards, self.starter, crib)
            side = self.side_of(seat)
            self.scores[side] += true
            self.emit(
                "show",
                player=seat,
                crib=crib,
                cards=cards_to_str(cards),
                starter=str(self.starter),
                true=true,
                declared=None,
                scores=list(self.scores),
            )
            self._settled(seat, crib, cards, true, None, (), None)
            if true and self._end_if_reached(side):
                return
        self.dealer = (self.dealer + 1) % self.players
        self._deal()

    def _declare(self, seat: int, declared: int) -> None:
        assert self.starter is not None
        _, crib = self.show_queue[0]
        cards = self._show_cards(seat, crib)
        true = hand_points(cards, self.starter, crib)
        side = self.side_of(seat)
        self.scores[side] += declared
        self._pending_show = self.emit(
            "show",
            player=seat,
            crib=crib,
            cards=cards_to_str(cards),
            starter=str(self.starter),
            true=true,
            declared=declared,
            scores=list(self.scores),
        )
        self._pending_index = len(self.record) - 1
        if mg.wins_on_declaration(self.scores[side], self.target, true, declared):
            self._pending_show = None
            self._settled(seat, crib, cards, true, declared, (), None)
            self._end_if_reached(side)
            return
        self.pending = mg.PendingCount(seat, true, declared, mg.answer_order(seat, self.players, self.partnerships))

    def _respond(self, seat: int, answer: str, stated: int | None) -> None:
        pending = self.pending
        assert pending is not None
        self.emit("response", player=seat, answer=answer, stated=stated)
        result = pending.answer(seat, answer, stated)
        if result is None:
            return
        counter_side = self.side_of(pending.counter)
        self.scores[counter_side] += result.counter_delta
        if result.claimant is not None:
            self.scores[self.side_of(result.claimant)] += result.claimant_delta
        self.pending = None
        self._pending_show = None
        _, crib = self.show_queue.pop(0)
        self._settled(
            pending.counter,
            crib,
            self._show_cards(pending.counter, crib),
            pending.true,
            pending.declared,
            tuple(pending.answers),
            SettlementView(result.counter_delta, result.claimant, result.claimant_delta),
        )
        self.emit(
            "settle",
            counter_delta=result.counter_delta,
            claimant=result.claimant,
            claimant_delta=result.claimant_delta,
            scores=list(self.scores),
            player=pending.counter,
            true=pending.true,
            declared=pending.declared,
        )
        if self._end_if_reached(counter_side):
            return
        if result.claimant is not None and self._end_if_reached(self.side_of(result.claimant)):
            return
        self._advance_show()

    def _settled(
        self,
        seat: int,
        crib: bool,
        cards: list[Card],
        true: int,
        declared: int | None,
        answers: tuple[tuple[int, str, int | None], ...],
        settlement: SettlementView | None,
    ) -> None:
        """Keep a settled count for the views (the shows of one deal at a time)."""
        assert self.starter is not None
        if self._shows and self._shows[0].hand_no != self.hand_no:
            self._shows = []
        self._shows.append(
            ShowView(
                hand_no=self.hand_no,
                counter=seat,
                crib=crib,
                cards=tuple(cards),
                starter=self.starter,
                true=true,
                declared=declared,
                answers=answers,
                settlement=settlement,
                scores=tuple(self.scores),
            )
        )

    # ------------------------------------------------------------ the end
    def _end_if_reached(self, side: int) -> bool:
        """End the match if ``side`` has reached the target (B1 Winning, Lowball)."""
        if self.scores[side] < self.target:
            return False
        winner = self._lowball_winner(side) if self.lowball else side
        skunks: list[Skunk | None] = [None] * self.sides
        if not self.lowball:
            skunks = [None if s == winner else self._skunk_of(score) for s, score in enumerate(self.scores)]
        skunk = Skunk.DOUBLE if Skunk.DOUBLE in skunks else (Skunk.SKUNK if Skunk.SKUNK in skunks else None)
        reason = Reason.LOWBALL if self.lowball else Reason.TARGET
        self.phase = OVER
        self.pending = None
        self._pending_show = None
        self.emit(
            "match_end",
            winner=winner,
            scores=list(self.scores),
            skunk=None if skunk is None else skunk.value,
            skunks=[None if k is None else k.value for k in skunks],
            reason=reason.value,
            reached=side,
        )
        self.outcome = Outcome(winner, tuple(self.scores), reason, skunk, reached=side)
        return True

    def _lowball_winner(self, reached: int) -> int:
        if self.sides == 2:
            return 1 - reached
        order: list[int] = []
        for seat in self._order_from(self.dealer):
            if self.side_of(seat) not in order:
                order.append(self.side_of(seat))
        return min(order, key=lambda s: (self.scores[s], order.index(s)))

    def _skunk_of(self, score: int) -> Skunk | None:
        if self.target == 121:
            return Skunk.DOUBLE if score <= 60 else (Skunk.SKUNK if score <= 90 else None)
        return Skunk.SKUNK if score < 31 else None

    # ------------------------------------------------------------ privacy
    def redact(self, event: Event, seat: int | None) -> Event:
        """Hide others' dealt cards and discards, and an unsettled true count."""
        name = event["event"]
        if name == "deal":
            hidden = dict(event)
            hidden["hands"] = [h if s == seat else [None] * len(h) for s, h in enumerate(event["hands"])]
            hidden["crib_from_deck"] = [None] * len(event["crib_from_deck"])
            return hidden
        if name == "discard" and event["player"] != seat:
            return {**event, "cards": [None] * len(event["cards"])}
        if name == "show" and event is self._pending_show:
            return {**event, "true": None}
        return redact_fairness(event)

    def public_record(self, seat: int) -> list[Event]:
        """The record as ``seat`` sees it; settled events are redacted once and kept."""
        cache = self._public[seat]
        record = self.record
        limit = len(record)
        if self._pending_show is not None:
            limit = self._pending_index
        for i in range(len(cache), limit):
            cache.append(self.redact(record[i], seat))
        if limit == len(record):
            return list(cache)
        return cache + [self.redact(e, seat) for e in record[limit:]]

    def view_for(self, seat: int) -> CribbageView:
        if not 0 <= seat < self.players:
            raise ValueError(f"No seat {seat}.")
        to_act = self.to_act
        pending = None
        if self.phase == SHOW and self.show_queue and self.starter is not None:
            counter, crib = self.show_queue[0]
            pending = PendingView(
                counter=counter,
                crib=crib,
                cards=tuple(self._show_cards(counter, crib)),
                starter=self.starter,
                declared=self.pending.declared if self.pending else None,
                responders=tuple(self.pending.responders) if self.pending else (),
            )
        if self.phase == DISCARD:
            hand = self.held[seat] if not self.kept[seat] else self.kept[seat]
            counts = [len(h) for h in self.held]
        elif self.phase == PEGGING or (self.phase == OVER and any(self.unplayed)):
            # A match won during the play ends with cards still in hand: those, not the kept four.
            hand, counts = self.unplayed[seat], [len(h) for h in self.unplayed]
        else:
            hand, counts = self.kept[seat], [len(k) for k in self.kept]
        return CribbageView(
            seat=seat,
            players=self.players,
            partnerships=self.partnerships,
            target=self.target,
            scores=tuple(self.scores),
            dealer=self.dealer,
            phase=self.phase,
            hand=tuple(sorted(hand)),
            crib_count=len(self.crib),
            starter=self.starter,
            count=self.count,
            count_cards=tuple(self.count_cards),
            played=tuple(self.played),
            hand_counts=tuple(counts),
            to_act=to_act,
            legal_actions=tuple(self.legal_actions()) if to_act == seat else (),
            muggins=self.muggins,
            lowball=self.lowball,
            pending=pending,
            public_events=tuple(self.public_record(seat)),
            hand_no=self.hand_no,
            kept=tuple(self.kept[seat]),
            discarded=tuple(self.discarded[seat]),
            go_said=tuple(sorted(self.go_said)) if self.phase == PEGGING else (),
            discard_size=self.discard_size,
            shows=tuple(self._shows),
            outcome=self.outcome,
            record_length=len(self.record),
        )

    # ------------------------------------------------------------ copies, set-up
    def _copy_state(self, other: CribbageMatch) -> None:
        other.notes = list(self.notes)
        other.held = [list(h) for h in self.held]
        other.crib = list(self.crib)
        other.stock = list(self.stock)
        other.kept = [list(k) for k in self.kept]
        other.discarded = [list(d) for d in self.discarded]
        other.unplayed = [list(u) for u in self.unplayed]
        other.played = list(self.played)
        other.count_cards = list(self.count_cards)
        other.go_said = set(self.go_said)
        other.show_queue = list(self.show_queue)
        if self.pending is not None:
            p = self.pending
            other.pending = mg.PendingCount(p.counter, p.true, p.declared, list(p.responders), list(p.answers))
        other._shows = list(self._shows)
        # Redacted events are read-only, so the caches can be shared item by item.
        other._public = [list(events) for events in self._public]

    def forget_views(self) -> None:
        """Drop the cached legal actions and redacted events (the one place)."""
        self._legal_cache = (-1, [])
        self._public = [[] for _ in range(self.players)]
        if self._pending_show is not None:
            # the record may have been replaced: the hidden count is the event at its index
            self._pending_show = self.record[self._pending_index]

    @classmethod
    def from_position(
        cls,
        hands: Sequence[CardsLike],
        starter: Card | str | None = None,
        *,
        dealer: int = 0,
        scores: Sequence[int] | None = None,
        crib: CardsLike = (),
        phase: Phase | str = DISCARD,
        played: Sequence[tuple[int, Card | str]] = (),
        count_cards: CardsLike | None = None,
        to_act: int | None = None,
        go_said: Sequence[int] = (),
        hand_no: int = 1,
        partnerships: bool = False,
        target: int = 121,
        muggins: bool = False,
        lowball: bool = False,
        seed: int | None = None,
    ) -> CribbageMatch:
        """A match set up at a chosen deal, the way ``set_fen`` sets a chess board.

        The number of ``hands`` is the number of players. Cards are ``Card``s
        or names (``"5H"``); a group may be one string, ``"5H JD 5S"``.

        ``phase="discard"`` (the default): ``hands`` are the dealt hands (6
        cards each for two players, else 5), ``crib`` the card dealt to the
        crib with three players, ``starter`` the card the cut will turn up
        (None: a random card of the rest), ``dealer`` deals.

        ``phase="pegging"``: ``hands`` are the cards each seat still holds,
        ``played`` the (seat, card) pairs laid so far this deal in order,
        ``count_cards`` the cards of the running count (the tail of
        ``played``; by default all of it when it is 31 or less), ``crib`` the
        full crib, ``starter`` the turned card (required), ``to_act`` the seat
        to lay next and ``go_said`` the seats that said go in this count.

        The position is checked (no card twice, hand sizes, seats), then every
        cache is dropped at once. The record holds ``match_start`` and a
        ``deal`` of the position (extra field ``set_up: true``), which
        ``from_record`` refuses; later deals come from the seed as usual.
        """
        dealt = [_cards(h) for h in hands]
        match = cls(
            players=len(dealt), partnerships=partnerships, target=target, muggins=muggins, lowball=lowball, seed=seed
        )
        laid = [(int(seat), _card(c)) for seat, c in played]
        turned = None if starter is None else _card(starter)
        box = _cards(crib)
        known = [c for h in dealt for c in h] + [c for _, c in laid] + box + ([turned] if turned else [])
        _check_deal(known, match.players, match.sides, dealer, scores, hand_no)
        match.dealer = dealer
        match.hand_no = hand_no
        if scores is not None:
            match.scores = [int(v) for v in scores]
        del match.record[1:]
        if phase == DISCARD:
            match._set_up_discard(dealt, laid, box, turned, known)
        elif phase == PEGGING:
            match._set_up_pegging(dealt, laid, box, turned, count_cards, to_act, go_said)
        else:
            raise ValueError(f"A position can be set up in the {DISCARD} or {PEGGING} phase, not {phase!r}.")
        match.forget_views()
        return match

    def _set_up_discard(
        self,
        dealt: list[list[Card]],
        laid: list[tuple[int, Card]],
        crib: list[Card],
        starter: Card | None,
        known: list[Card],
    ) -> None:
        size = 6 if self.players == 2 else 5
        if any(len(h) != size for h in dealt) or len(crib) != (1 if self.players == 3 else 0) or laid:
            raise ValueError(
                f"In the discard phase each hand holds {size} cards"
                + (" and the crib one card." if self.players == 3 else ".")
            )
        rest = [c for c in full_deck() if c not in set(known)]
        stream = self.source.stream("set_up", self.hand_no)
        stream.shuffle(rest)
        self.held = dealt
        self.crib = crib
        self.stock = [starter] if starter is not None else rest
        self._cut_index = stream.randrange(len(self.stock))
        self.emit(
            "deal",
            hand_no=self.hand_no,
            dealer=self.dealer,
            hands=[cards_to_str(h) for h in dealt],
            crib_from_deck=cards_to_str(crib),
            set_up=True,
        )

    def _set_up_pegging(
        self,
        unplayed: list[list[Card]],
        laid: list[tuple[int, Card]],
        crib: list[Card],
        starter: Card | None,
        count_cards: CardsLike | None,
        to_act: int | None,
        go_said: Sequence[int],
    ) -> None:
        kept, running = _check_play(unplayed, laid, crib, starter, count_cards, to_act)
        players = self.players
        self.held = [list(k) for k in kept]
        self.kept = [sorted(k) for k in kept]
        self.discarded = [[] for _ in range(players)]
        self.crib = list(crib)
        self.stock = []
        self.starter = starter
        self.unplayed = unplayed
        self.played = laid
        self.count_cards = running
        self.count = sum(c.value for c in running)
        self.go_said = set(int(s) for s in go_said)
        self.last_layer = laid[-1][0] if running else None
        self.peg_turn = to_act
        self.phase = PEGGING
        self.emit(
            "deal",
            hand_no=self.hand_no,
            dealer=self.dealer,
            hands=[cards_to_str(k) for k in self.kept],
            crib_from_deck=[],
            set_up=True,
            phase=PEGGING.value,
            starter=str(starter),
        )

    def state(self) -> dict[str, Any]:
        """Everything that defines the position, as plain data (for tests and saves)."""

        def names(cards: Sequence[Card]) -> list[str]:
            return [str(c) for c in cards]

        return {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "phase": self.phase,
            "scores": list(self.scores),
            "to_act": self.to_act,
            "held": [names(h) for h in self.held],
            "kept": [names(k) for k in self.kept],
            "discarded": [names(d) for d in self.discarded],
            "unplayed": [names(u) for u in self.unplayed],
            "crib": names(self.crib),
            "stock": names(self.stock),
            "starter": None if self.starter is None else str(self.starter),
            "played": [[s, str(c)] for s, c in self.played],
            "count": self.count,
            "count_cards": names(self.count_cards),
            "go_said": sorted(self.go_said),
            "last_layer": self.last_layer,
            "show_queue": [list(q) for q in self.show_queue],
            "pending": None
            if self.pending is None
            else [
                self.pending.counter,
                self.pending.true,
                self.pending.declared,
                list(self.pending.responders),
                [list(a) for a in self.pending.answers],
            ],
            "outcome": None if self.outcome is None else [self.outcome.winner, list(self.outcome.scores)],
            "rng": self.source.state(),
            "cut_index": self._cut_index,
            "record": [dict(e) for e in self.record],
        }

    # ------------------------------------------------------------ replay
    @classmethod
    def config_from_start(cls, start: Event) -> dict[str, Any]:
        return {
            "players": int(start["players"]),
            "partnerships": bool(start["partnerships"]),
            "target": int(start["target"]),
            "muggins": bool(start["muggins"]),
            "lowball": bool(start["lowball"]),
            "deal": Deal.from_start(start),
            "first": start.get("first_dealer"),
        }

    def action_from_event(self, event: Event) -> tuple[int, Action] | None:
        name = event.get("event")
        if name == "discard":
            return int(event["player"]), Discard(Card.parse(c) for c in event["cards"])
        if name == "starter":
            return self.pone, Cut()
        if name == "peg":
            return int(event["player"]), PegCard(Card.parse(event["card"]))
        if name == "go":
            return int(event["player"]), Go()
        if name == "show" and event.get("declared") is not None:
            return int(event["player"]), Declare(int(event["declared"]))
        if name == "response":
            stated = event.get("stated")
            return int(event["player"]), Respond(str(event["answer"]), None if stated is None else int(stated))
        return None
