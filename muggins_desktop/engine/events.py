"""The events of a match record, one ``TypedDict`` per kind.

The engine emits plain dicts (``base.Event``); these types name their fields
as ``docs/RECORD_FORMAT.md`` fixes them, so the UI, storage and tools can
read an event with the checker's help. Fields marked ``NotRequired`` are
extras the format allows (the engine adds them; older records may lack
them). Values are JSON types: tiles are ``[a, b]`` lists, cards strings such
as ``"5H"``.
"""

from typing import Literal, NotRequired, TypedDict

Pair = list[int]


# ------------------------------------------------------------------ dominoes
class DominoMatchStart(TypedDict):
    event: Literal["match_start"]
    game: Literal["dominoes"]
    players: int
    target: int
    seed: int  # the deal number's value (an older record: its Mersenne Twister seed)
    deal: NotRequired[str]  # the fairness fields: as in CribbageMatchStart
    shuffle: NotRequired[str]
    origin: NotRequired[Literal["fair", "given"]]
    commitment: NotRequired[str | None]
    player_seed: NotRequired[str | None]
    rotation: NotRequired[int]
    first_leader: NotRequired[int]  # set by a series: the first round has no lot


class RoundStart(TypedDict):
    event: Literal["round_start"]
    round: int
    leader: int
    lot: bool
    hands: list[list[Pair]]
    boneyard: list[Pair]
    line: NotRequired[list[Pair]]  # only in a set-up position
    scores: NotRequired[list[int]]  # only in a set-up position
    set_up: NotRequired[bool]


class Play(TypedDict):
    event: Literal["play"]
    player: int
    tile: Pair
    end: Literal["left", "right"] | None
    points: int
    scores: list[int]


class Draw(TypedDict):
    event: Literal["draw"]
    player: int
    tile: Pair


class Pass(TypedDict):
    event: Literal["pass"]
    player: int


class RoundEnd(TypedDict):
    event: Literal["round_end"]
    winner: int | None
    blocked: bool
    remaining: list[int]
    penalties: list[int]
    scores: list[int]
    hands: NotRequired[list[list[Pair]]]


class DominoMatchEnd(TypedDict):
    event: Literal["match_end"]
    winner: int
    scores: list[int]
    reason: NotRequired[Literal["rounds"]]  # only when the round cap ended it (RULES.md A1)


class Reveal(TypedDict):
    """The match key, published after ``match_end`` (or when a player resigns or deletes)."""

    event: Literal["reveal"]
    key: str | None  # 64 hex digits; None in a view


# ------------------------------------------------------------------ cribbage
class CribbageMatchStart(TypedDict):
    event: Literal["match_start"]
    game: Literal["cribbage"]
    players: int
    partnerships: bool
    target: int
    muggins: bool
    lowball: bool
    seed: int  # the deal number's value (an older record: its Mersenne Twister seed)
    deal: NotRequired[str]  # "48213-90177"; absent in records made before shuffle sha256-v1
    shuffle: NotRequired[str]  # "sha256-v1" (docs/FAIRNESS.md); absent: Mersenne Twister
    origin: NotRequired[Literal["fair", "given"]]  # fair: committed key + player's seed
    commitment: NotRequired[str | None]  # SHA-256 of the key, hex (null when given)
    player_seed: NotRequired[str | None]
    rotation: NotRequired[int]  # seats turned for a duplicate match
    first_dealer: NotRequired[int]  # set by a series: no cut for the first deal


class Deal(TypedDict):
    event: Literal["deal"]
    hand_no: int
    dealer: int
    hands: list[list[str]]
    crib_from_deck: list[str]
    cuts: NotRequired[list[list[str | None]]]  # the cut for the first deal, round by round
    set_up: NotRequired[bool]
    phase: NotRequired[str]
    starter: NotRequired[str]


class Discard(TypedDict):
    event: Literal["discard"]
    player: int
    cards: list[str]


class Starter(TypedDict):
    event: Literal["starter"]
    card: str
    heels: int
    scores: list[int]


class Peg(TypedDict):
    event: Literal["peg"]
    player: int
    card: str
    count: int
    points: int
    scores: list[int]


class Go(TypedDict):
    event: Literal["go"]
    player: int


class GoPoint(TypedDict):
    event: Literal["go_point"]
    player: int
    points: int
    scores: list[int]
    reason: NotRequired[Literal["go", "last_card"]]


class Reset(TypedDict):
    event: Literal["reset"]


class Show(TypedDict):
    event: Literal["show"]
    player: int
    crib: bool
    cards: list[str]
    starter: str
    true: int | None  # None only in a view, while a declared count is unsettled
    declared: int | None
    scores: list[int]


class Response(TypedDict):
    event: Literal["response"]
    player: int
    answer: Literal["accept", "muggins", "overcount"]
    stated: int | None


class Settle(TypedDict):
    event: Literal["settle"]
    counter_delta: int
    claimant: int | None
    claimant_delta: int
    scores: list[int]
    player: NotRequired[int]
    true: NotRequired[int]
    declared: NotRequired[int]


class CribbageMatchEnd(TypedDict):
    event: Literal["match_end"]
    winner: int
    scores: list[int]
    skunk: Literal["skunk", "double"] | None
    skunks: NotRequired[list[Literal["skunk", "double"] | None]]
    reason: NotRequired[Literal["target", "lowball"]]
    reached: NotRequired[int]


#: event kind -> its type, per game
DOMINO_EVENTS: dict[str, type] = {
    "match_start": DominoMatchStart,
    "round_start": RoundStart,
    "play": Play,
    "draw": Draw,
    "pass": Pass,
    "round_end": RoundEnd,
    "match_end": DominoMatchEnd,
    "reveal": Reveal,
}
CRIBBAGE_EVENTS: dict[str, type] = {
    "match_start": CribbageMatchStart,
    "deal": Deal,
    "discard": Discard,
    "starter": Starter,
    "peg": Peg,
    "go": Go,
    "go_point": GoPoint,
    "reset": Reset,
    "show": Show,
    "response": Response,
    "settle": Settle,
    "match_end": CribbageMatchEnd,
    "reveal": Reveal,
}
