"""Which sounds a table event makes: pure functions over the engine's event dicts.

No Qt and no playing here, so the mapping is tested on scripted hands alone
and the table only has to hand each redacted event batch to
:func:`sounds_for_batch` and the names to a :class:`~.player.SoundPlayer`.

Choices where the issue was silent (docs/SOUND.md repeats them):

- A pegging card that makes 15 or 31 plays the card, then the call
  (``fifteen`` / ``thirtyone``, each with its own peg tick inside); any other
  pegging points play the card, then ``peg``. A 31 is never also a fifteen.
- ``go`` is heard when someone says go and when a dominoes player passes
  (the same "I cannot" moment); the go point itself is a ``peg``.
- A Muggins call and an overcount challenge both play ``muggins``; accepting
  a count is silent. A settlement that moves a score plays ``peg``.
- A dominoes play is ``tile`` whatever it scores: the score shows on the
  table, and one clack per tile keeps fast computer turns calm.
- ``turn`` is not an event of the record: :func:`sounds_for_batch` adds it
  when the batch hands the turn to the person at the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

#: Every sound the table can ask for (the file is ``<name>.wav``).
SOUND_NAMES: tuple[str, ...] = (
    "deal",
    "card",
    "tile",
    "draw",
    "peg",
    "fifteen",
    "thirtyone",
    "go",
    "turn",
    "muggins",
    "round_end",
    "match_end",
)

#: When sounds crowd each other (fast pace, reduced motion), the higher one wins.
PRIORITY: dict[str, int] = {
    "match_end": 9,
    "round_end": 8,
    "muggins": 7,
    "thirtyone": 6,
    "fifteen": 5,
    "turn": 4,
    "go": 3,
    "deal": 3,
    "peg": 2,
    "draw": 1,
    "card": 1,
    "tile": 1,
}


def _scored(event: Mapping[str, Any]) -> bool:
    points = event.get("points")
    return isinstance(points, int) and points > 0


def _positive(value: object) -> bool:
    return isinstance(value, int) and value > 0


def _starter(event: Mapping[str, Any]) -> tuple[str, ...]:
    return ("card", "peg") if _positive(event.get("heels")) else ("card",)


def _peg(event: Mapping[str, Any]) -> tuple[str, ...]:
    count = event.get("count")
    if count == 31:
        return ("card", "thirtyone")
    if count == 15:
        return ("card", "fifteen")
    return ("card", "peg") if _scored(event) else ("card",)


def _go_point(event: Mapping[str, Any]) -> tuple[str, ...]:
    return ("peg",) if _scored(event) else ()


def _show(event: Mapping[str, Any]) -> tuple[str, ...]:
    # The peg moves by the declared count (Muggins) or the true one; a
    # later ``settle`` moves it again only if the answers change it.
    declared = event.get("declared")
    return ("peg",) if _positive(declared if declared is not None else event.get("true")) else ()


def _response(event: Mapping[str, Any]) -> tuple[str, ...]:
    return ("muggins",) if event.get("answer") in ("muggins", "overcount") else ()


def _settle(event: Mapping[str, Any]) -> tuple[str, ...]:
    deltas = (event.get("counter_delta"), event.get("claimant_delta"))
    return ("peg",) if any(isinstance(d, int) and d != 0 for d in deltas) else ()


#: Events whose sounds never depend on what they carry.
_FIXED: dict[str, tuple[str, ...]] = {
    "round_start": ("deal",),
    "deal": ("deal",),
    "play": ("tile",),
    "draw": ("draw",),
    "pass": ("go",),
    "discard": ("card",),
    "go": ("go",),
    "round_end": ("round_end",),
    "match_end": ("match_end",),
}

#: Events whose sounds depend on their points, count or answer.
_READ: dict[str, Callable[[Mapping[str, Any]], tuple[str, ...]]] = {
    "starter": _starter,
    "peg": _peg,
    "go_point": _go_point,
    "show": _show,
    "response": _response,
    "settle": _settle,
}


def sound_for(event: Mapping[str, Any], viewer: int | None = None) -> tuple[str, ...]:
    """The sounds one event makes, in the order they are heard (often one, maybe none).

    ``viewer`` is the seat of the person at the screen (None: nobody's, e.g.
    a demo). Every seat's moves are heard alike, so it changes nothing here
    today; it is part of the signature because the table passes it for
    every redacted event and :func:`sounds_for_batch` needs it for ``turn``.

    Two tables rather than one long ``if`` chain: a kind that always sounds
    the same is one line of ``_FIXED``, and only the kinds that read their
    event have a function. Anything else (match_start, reset, newer kinds)
    is silent.
    """
    del viewer  # the same sounds for every seat's moves (see the docstring)
    kind = event.get("event")
    if not isinstance(kind, str):
        return ()
    fixed = _FIXED.get(kind)
    if fixed is not None:
        return fixed
    read = _READ.get(kind)
    return read(event) if read is not None else ()


def sounds_for_batch(
    events: Iterable[Mapping[str, Any]],
    viewer: int | None,
    *,
    my_turn_before: bool = False,
    my_turn_after: bool = False,
) -> list[str]:
    """The sounds of one batch of (redacted) events, then ``turn`` if it became the viewer's turn.

    ``turn`` is added only when the turn passed to the viewer in this batch
    (it was not theirs before it), and never after the match ended, so a
    player who acts twice in a row (a cribbage discard, then the cut) is
    not called twice.
    """
    out: list[str] = []
    ended = False
    for event in events:
        out.extend(sound_for(event, viewer))
        ended = ended or event.get("event") == "match_end"
    if viewer is not None and my_turn_after and not my_turn_before and not ended:
        out.append("turn")
    return out
