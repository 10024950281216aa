"""Where a match's cards and tiles come from: numbered, provably fair deals.

Every shuffle, cut and lot of a match comes from its **deal number** through
a documented generator (version ``sha256-v1``, spelled out in
``docs/FAIRNESS.md``), so the same number, options and seats give the same
deals on every OS and Python version, and anyone can recompute them from a
record. Records from before this version carry no ``shuffle`` field and
replay with the Mersenne Twister they were made with (``Deal.legacy``).

The API the UI uses (everything else here is for the engine and ``verify``)::

    sealed = SealedKey.draw()            # when the new-game dialog opens
    sealed.commitment                    # show it before the player types a seed
    deal = sealed.open_with(seed_text or draw_player_seed())   # DealError(code) for a bad seed
    match = new_match("cribbage", players=2, deal=deal)
    match.deal.label                     # "48213-90177" (table, Matches list); None for old records
    match.deal.commitment, match.deal.player_seed, match.deal.origin
    match.reveal()                       # resign / delete: publish the key now
    match.deal.key                       # bytes: only for the save file (saves.py keeps it)
    match_from_record(record, key=key)   # resume or take back with the key kept

    deal = Deal.given(DealNumber.parse(text))   # New game -> "Deal number..." (DealError(code))
    new_match(game, **duplicate_options(record[0]))   # same deals, seats turned (engine/__init__)
    new_match(game, first=series.next_first(), ...)   # a series (engine/series.py)

A match started from a given number (typed, replayed, duplicated) has no key
and no commitment: its record says ``origin: "given"``. A ``seed=N``
argument is such a given number (reduced modulo 10**9); no seed and no deal
draws a fresh fair deal with a drawn player's seed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import secrets
import struct
from collections.abc import Mapping, MutableSequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol, TypeVar

ALGORITHM = "sha256-v1"
LEGACY = "mt19937"
DOMAIN = "muggins-desktop"
#: deal numbers run from 0 to 999,999,999 (about 29.9 bits)
DEAL_NUMBERS = 10**9
KEY_BYTES = 32
MAX_PLAYER_SEED = 100
_SEED_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
_WORD_LIMIT = 1 << 32
T = TypeVar("T")

#: The Damm check digit's quasigroup table (catches every single wrong digit
#: and every swap of two neighbouring digits).
DAMM = (
    (0, 3, 1, 7, 5, 9, 8, 6, 4, 2),
    (7, 0, 9, 2, 1, 5, 4, 8, 6, 3),
    (4, 2, 0, 6, 8, 7, 1, 3, 5, 9),
    (1, 7, 5, 0, 9, 8, 3, 4, 2, 6),
    (6, 1, 2, 3, 0, 4, 5, 9, 7, 8),
    (3, 6, 7, 4, 2, 0, 9, 5, 8, 1),
    (5, 8, 6, 9, 7, 2, 0, 1, 3, 4),
    (8, 9, 4, 5, 3, 6, 2, 0, 1, 7),
    (9, 4, 3, 8, 6, 1, 7, 2, 0, 5),
    (2, 5, 8, 1, 4, 3, 6, 7, 9, 0),
)


class DealError(ValueError):
    """A deal number, seed or key that cannot be used; ``code`` names why (for translation)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# ------------------------------------------------------------------ the generator
def stream_seed(*parts: str | int) -> bytes:
    """The 32-byte key of one stream: SHA-256 of the compact JSON list of its parts."""
    text = json.dumps([DOMAIN, ALGORITHM, *parts], separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).digest()


class ShaStream:
    """SHA-256 in counter mode: block i = SHA-256(stream key + i as 8 bytes, big-endian).

    Each block gives eight 32-bit big-endian words, used in order. Integers
    below ``n`` are drawn by rejection (words at or above the largest
    multiple of ``n`` under 2**32 are skipped), so they are exactly uniform.
    """

    __slots__ = ("_seed", "_counter", "_words", "_next")

    def __init__(self, *parts: str | int) -> None:
        self._seed = stream_seed(*parts)
        self._counter = 0
        self._words: tuple[int, ...] = ()
        self._next = 0

    def word(self) -> int:
        if self._next == len(self._words):
            block = hashlib.sha256(self._seed + self._counter.to_bytes(8, "big")).digest()
            self._words = struct.unpack(">8I", block)
            self._counter += 1
            self._next = 0
        value = self._words[self._next]
        self._next += 1
        return value

    def below(self, n: int) -> int:
        """A uniform whole number from 0 to ``n - 1`` (one word even when ``n`` is 1)."""
        if type(n) is not int or not 1 <= n <= _WORD_LIMIT:
            raise ValueError(f"Cannot draw below {n!r}.")
        limit = _WORD_LIMIT - _WORD_LIMIT % n
        while True:
            value = self.word()
            if value < limit:
                return value % n

    randrange = below  # the name ``random.Random`` uses, so the engine needs one call for both sources

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates from the last position down: swap item i with item ``below(i + 1)``."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class RandomStream(Protocol):
    """What the engine draws from: ``ShaStream`` or the legacy ``random.Random``."""

    def randrange(self, n: int, /) -> int: ...

    def shuffle(self, x: MutableSequence[Any], /) -> None: ...


class Source:
    """The random source of one match: one independent stream per deal, lot or cut.

    ``stream(label, index)`` gives the stream for, say, the 3rd hand
    (``"hand", 3``); what happened earlier in the match never changes it,
    so each deal can be checked on its own and a duplicate match gets the
    same deals whatever was played before.
    """

    def __init__(self, game: str, number: int) -> None:
        self.game = game
        self.number = number

    def stream(self, label: str, index: int) -> RandomStream:
        return ShaStream(self.game, self.number, label, index)

    def copy(self) -> Source:
        return self  # streams are made fresh each time: nothing to copy

    def state(self) -> Any:
        return [ALGORITHM, self.game, self.number]


class LegacySource(Source):
    """Records made before ``sha256-v1``: one ``random.Random(seed)`` for everything, in order."""

    def __init__(self, game: str, number: int) -> None:
        super().__init__(game, number)
        self.rng = random.Random(number)

    def stream(self, label: str, index: int) -> RandomStream:
        return self.rng

    def copy(self) -> Source:
        other = LegacySource.__new__(LegacySource)
        other.game, other.number = self.game, self.number
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def state(self) -> Any:
        return self.rng.getstate()


# ------------------------------------------------------------------ deal numbers
def check_digit(digits: str) -> int:
    """The Damm check digit of a string of digits."""
    interim = 0
    for ch in digits:
        interim = DAMM[interim][int(ch)]
    return interim


@dataclass(frozen=True, order=True)
class DealNumber:
    """A deal number: 0 to 999,999,999, written as ten digits ``DDDDD-DDDDC``.

    The first nine digits are the number (zero-padded), the tenth is its
    Damm check digit; a mistyped digit or two swapped neighbours never
    parse. ``int(n)`` is the value that goes into the stream keys and into
    the record's ``seed``.
    """

    value: int

    def __post_init__(self) -> None:
        if type(self.value) is not int or not 0 <= self.value < DEAL_NUMBERS:
            raise DealError("out_of_range", f"A deal number is from 0 to {DEAL_NUMBERS - 1}, not {self.value!r}.")

    def __int__(self) -> int:
        return self.value

    def __str__(self) -> str:
        digits = f"{self.value:09d}"
        digits += str(check_digit(digits))
        return f"{digits[:5]}-{digits[5:]}"

    @classmethod
    def parse(cls, text: str) -> DealNumber:
        """Read ``"48213-90177"`` (spaces and hyphens anywhere are ignored)."""
        if not isinstance(text, str):
            raise DealError("not_text", "A deal number is written as text.")
        digits = "".join(ch for ch in text if ch not in " -\u00a0\t")
        if not digits:
            raise DealError("empty", "Type the deal number: ten digits such as 48213-90177.")
        if not digits.isascii() or not digits.isdigit():
            raise DealError("not_digits", "A deal number has only digits (and a hyphen).")
        if len(digits) != 10:
            raise DealError("wrong_length", f"A deal number has 10 digits, not {len(digits)}.")
        if check_digit(digits) != 0:
            raise DealError("check_digit", "This deal number has a typing mistake: its check digit does not match.")
        return cls(int(digits[:9]))


# ------------------------------------------------------------------ commit and reveal
def commitment_of(key: bytes) -> str:
    """SHA-256 of the 32 key bytes, as 64 lowercase hex digits."""
    return hashlib.sha256(key).hexdigest()


#: Control characters, line and paragraph separators and the marks that turn the text around
#: them (the same set a name may not hold: storage/names.py); a seed is shown and written down.
_SEED_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def check_player_seed(seed: str) -> str:
    """The player's seed as it is hashed: text of 1 to 100 characters, no control characters."""
    if not isinstance(seed, str) or not 1 <= len(seed) <= MAX_PLAYER_SEED:
        raise DealError("seed_length", f"The seed is text of 1 to {MAX_PLAYER_SEED} characters.")
    if _SEED_FORBIDDEN.search(seed):
        raise DealError("seed_control", "The seed cannot hold control characters.")
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError:
        raise DealError("seed_encoding", "The seed holds characters that cannot be written down.") from None
    return seed


def draw_player_seed() -> str:
    """A seed for a player who did not type one (12 letters and digits, e.g. ``k7qm-x2rt-9pfa``)."""
    return "-".join("".join(secrets.choice(_SEED_ALPHABET) for _ in range(4)) for _ in range(3))


def deal_number_from(key: bytes, player_seed: str) -> DealNumber:
    """The deal number of a fair match: ``below(10**9)`` of the stream ("number", key hex, seed)."""
    return DealNumber(ShaStream("number", key.hex(), check_player_seed(player_seed)).below(DEAL_NUMBERS))


def parse_key(text: str) -> bytes:
    """A key as the record writes it: 64 hex digits."""
    if not isinstance(text, str) or len(text) != 2 * KEY_BYTES:
        raise DealError("bad_key", f"A match key is {2 * KEY_BYTES} hex digits.")
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise DealError("bad_key", f"A match key is {2 * KEY_BYTES} hex digits.") from None


@dataclass(frozen=True)
class SealedKey:
    """A fresh secret match key from the OS (``secrets``), shown only as its commitment."""

    key: bytes = field(repr=False)

    @classmethod
    def draw(cls) -> SealedKey:
        return cls(secrets.token_bytes(KEY_BYTES))

    @property
    def commitment(self) -> str:
        return commitment_of(self.key)

    def open_with(self, player_seed: str) -> Deal:
        """The fair deal of this key and the player's seed (typed, or ``draw_player_seed()``)."""
        return Deal.fair(self.key, player_seed)


# ------------------------------------------------------------------ the deal of a match
class Origin(StrEnum):
    """How a match got its deal number (the record's ``origin``)."""

    FAIR = "fair"  # from a committed key and the player's seed; the key is revealed at the end
    GIVEN = "given"  # typed, replayed or duplicated: no key, no commitment
    LEGACY = "legacy"  # an older record: a Mersenne Twister seed (no field in the record)


START_FIELDS = ("deal", "shuffle", "origin", "commitment", "player_seed", "rotation")


@dataclass(frozen=True)
class Deal:
    """Everything that decides a match's deals, plus its secret key while there is one.

    ``number`` is the deal number's value (or an old record's seed);
    ``rotation`` turns the seats: seat s gets what seat s − rotation gets
    with rotation 0 (hands, the first cut or lot), so rotation 1 is "the same
    deals from the other seat". The key never appears in ``repr`` or in
    equality, and never in the record before ``reveal``.
    """

    number: int
    origin: Origin = Origin.GIVEN
    commitment: str | None = None
    player_seed: str | None = None
    rotation: int = 0
    key: bytes | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if type(self.number) is not int or self.number < 0:
            raise DealError("out_of_range", f"Not a deal number: {self.number!r}.")
        if self.origin != Origin.LEGACY and self.number >= DEAL_NUMBERS:
            raise DealError("out_of_range", f"A deal number is from 0 to {DEAL_NUMBERS - 1}.")
        if type(self.rotation) is not int or not 0 <= self.rotation < 4:
            raise DealError("bad_rotation", f"The seat rotation is 0 to 3, not {self.rotation!r}.")
        if self.origin == Origin.LEGACY and self.rotation:
            raise DealError("bad_rotation", "An older record's seeded deals cannot turn the seats.")
        if self.origin == Origin.FAIR:
            if self.commitment is None or self.player_seed is None:
                raise DealError("not_fair", "A fair deal needs a commitment and the player's seed.")
            if self.rotation:
                raise DealError("bad_rotation", "A fair deal is dealt to unturned seats (a duplicate has no key).")
            if self.key is not None and deal_number_from(self.key, self.player_seed).value != self.number:
                raise DealError("wrong_key", "The key and the player's seed do not give this deal number.")
        elif self.commitment is not None or self.player_seed is not None or self.key is not None:
            raise DealError("given_has_no_key", "A match started from a given deal number has no key or commitment.")
        if self.key is not None and not hmac.compare_digest(commitment_of(self.key), self.commitment or ""):
            raise DealError("wrong_key", "The key does not match the commitment.")

    # ---------------------------------------------------------- making one
    @classmethod
    def fair(cls, key: bytes, player_seed: str) -> Deal:
        if not isinstance(key, bytes) or len(key) != KEY_BYTES:
            raise DealError("bad_key", f"A match key is {KEY_BYTES} bytes.")
        number = deal_number_from(key, player_seed)
        return cls(number.value, Origin.FAIR, commitment_of(key), player_seed, 0, key)

    @classmethod
    def random(cls) -> Deal:
        """A fair deal with a fresh key and a drawn player's seed (when nobody chose one)."""
        return SealedKey.draw().open_with(draw_player_seed())

    @classmethod
    def given(cls, number: DealNumber | int | str, rotation: int = 0) -> Deal:
        """A match on a known deal number (``"48213-90177"``, a ``DealNumber`` or its value)."""
        if isinstance(number, str):
            number = DealNumber.parse(number)
        value = int(number) if isinstance(number, DealNumber) else number
        return cls(DealNumber(value).value, Origin.GIVEN, rotation=rotation)

    @classmethod
    def legacy(cls, seed: int) -> Deal:
        return cls(seed, Origin.LEGACY)

    def rotated(self, by: int, players: int) -> Deal:
        """The same deal number from other seats (a duplicate match: no key)."""
        return Deal(self.number, Origin.GIVEN, rotation=(self.rotation + by) % players)

    def with_key(self, key: bytes | str) -> Deal:
        """This deal with its key back (from a save or a ``reveal``); refused unless it fits."""
        raw = parse_key(key) if isinstance(key, str) else key
        if self.origin != Origin.FAIR:
            raise DealError("given_has_no_key", "This match started from a given deal number: it has no key.")
        return replace(self, key=raw)

    # ---------------------------------------------------------- reading it
    @property
    def label(self) -> str | None:
        """The written deal number (None for an older record, which has only a seed)."""
        return None if self.origin == Origin.LEGACY else str(DealNumber(self.number))

    def source(self, game: str) -> Source:
        cls = LegacySource if self.origin == Origin.LEGACY else Source
        return cls(game, self.number)

    def start_fields(self) -> dict[str, Any]:
        """The extra ``match_start`` fields (none for an older record's seed)."""
        if self.origin == Origin.LEGACY:
            return {}
        return {
            "deal": self.label,
            "shuffle": ALGORITHM,
            "origin": self.origin.value,
            "commitment": self.commitment,
            "player_seed": self.player_seed,
            "rotation": self.rotation,
        }

    @classmethod
    def from_start(cls, start: Mapping[str, Any]) -> Deal:
        """The deal a ``match_start`` describes (without the key, which only ``reveal`` holds)."""
        seed = start["seed"]
        if "shuffle" not in start:
            if type(seed) is not int:
                raise DealError("bad_seed", f"The seed must be a whole number, not {seed!r}.")
            return cls.legacy(seed)
        if start["shuffle"] != ALGORITHM:
            raise DealError("unknown_shuffle", f"Unknown shuffle {str(start['shuffle'])[:40]!r}.")
        number = DealNumber.parse(start["deal"]) if isinstance(start.get("deal"), str) else None
        if number is None or number.value != seed:
            raise DealError("bad_deal", "The deal number and the seed of match_start disagree.")
        try:
            origin = Origin(start["origin"])
        except (ValueError, KeyError):
            raise DealError("bad_origin", "match_start names no known origin.") from None
        if origin == Origin.LEGACY:
            raise DealError("bad_origin", "match_start names no known origin.")
        rotation = start.get("rotation", 0)
        seed_text = start.get("player_seed")
        if seed_text is not None:
            check_player_seed(seed_text)
        commitment = start.get("commitment")
        if commitment is not None and (
            not isinstance(commitment, str) or len(commitment) != 64 or set(commitment) - set("0123456789abcdef")
        ):
            raise DealError("bad_commitment", "The commitment is 64 lowercase hex digits.")
        return cls(number.value, origin, commitment, seed_text, rotation)


def resolve(seed: int | None, deal: Deal | None) -> Deal:
    """The deal of a new match from the constructor's ``seed`` and ``deal``.

    ``deal`` wins; a ``seed`` alone is a given deal number (reduced modulo
    10**9, so any whole number works); neither draws a fresh fair deal.
    """
    if seed is not None and (type(seed) is not int):
        raise ValueError(f"The seed must be a whole number or None, not {seed!r}.")
    if deal is not None:
        if not isinstance(deal, Deal):
            raise ValueError(f"Not a deal: {deal!r}.")
        if seed is not None and seed != deal.number:
            raise ValueError("The seed and the deal name different deal numbers.")
        return deal
    if seed is not None:
        return Deal.given(seed % DEAL_NUMBERS)
    return Deal.random()


def rotate(items: list[T], rotation: int) -> list[T]:
    """``items`` per seat turned by ``rotation``: seat s gets ``items[s - rotation]``."""
    n = len(items)
    return [items[(s - rotation) % n] for s in range(n)]
