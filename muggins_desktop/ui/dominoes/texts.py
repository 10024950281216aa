"""Plain-word sentences about dominoes events, for the log and the status line.

Kept apart from the table so the log panel, the status line and the tests
share one wording, and so translators find every sentence in one context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.dominoes.match import ROUND_CAP
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.text.words import SeatWords

CONTEXT = "DominoTexts"


tr = Translator(CONTEXT)


def tile_text(tile: Sequence[int] | None) -> str:
    if tile is None:
        return tr("a tile")
    return f"[{tile[0]}|{tile[1]}]"


_Words = SeatWords


def _match_start(e: Event, w: _Words, count: int) -> str:
    return (
        tr("A new match for %1 players to %2 points.").replace("%1", str(e["players"])).replace("%2", str(e["target"]))
    )


def _round_start(e: Event, w: _Words, count: int) -> str:
    me = w.mine(e["leader"])
    if e.get("lot"):
        text = tr("Round %1: you lead, chosen by lot.") if me else tr("Round %1: %2 leads, chosen by lot.")
    else:
        text = tr("Round %1: you lead.") if me else tr("Round %1: %2 leads.")
    return text.replace("%1", str(e["round"])).replace("%2", w.who(e["leader"]))


def _play(e: Event, w: _Words, count: int) -> str:
    points = int(e.get("points", 0))
    where = {"left": tr("on the left end"), "right": tr("on the right end")}.get(e.get("end") or "", "")
    me = w.mine(e["player"])
    tile = tile_text(e["tile"])
    if e.get("end") is None:
        base = tr("You open with %2") if me else tr("%1: opens with %2")
    else:
        base = tr("You play %2 %3") if me else tr("%1: plays %2 %3")
    base = base.replace("%1", w.who(e["player"])).replace("%2", tile).replace("%3", where)
    if points:
        return base + (tr(" and score %n point(s).", points) if me else tr(" and scores %n point(s).", points))
    return base + "."


def _draw(e: Event, w: _Words, count: int) -> str:
    if w.mine(e["player"]):
        if count > 1:
            return tr("You draw %n tile(s) from the boneyard.", count)
        if e.get("tile") is None:
            return tr("You draw from the boneyard.")
        return tr("You draw %2.").replace("%2", tile_text(e["tile"]))
    if count > 1:
        return tr("%1: draws %n tile(s) from the boneyard.", count).replace("%1", w.who(e["player"]))
    if e.get("tile") is None:
        return tr("%1: draws from the boneyard.").replace("%1", w.who(e["player"]))
    return tr("%1: draws %2.").replace("%1", w.who(e["player"])).replace("%2", tile_text(e["tile"]))


def _pass(e: Event, w: _Words, count: int) -> str:
    if w.mine(e["player"]):
        return tr("You cannot play and pass.")
    return tr("%1: cannot play and passes.").replace("%1", w.who(e["player"]))


def _round_end(e: Event, w: _Words, count: int) -> str:
    if e.get("blocked"):
        head = tr("The round is blocked: nobody can play.")
    elif w.mine(e["winner"]):
        head = tr("You have played every tile.")
    else:
        head = tr("%1 has played every tile.").replace("%1", w.who(e["winner"]))
    parts = [
        tr("%1 −%n", penalty).replace("%1", w.who(seat))
        for seat, penalty in enumerate(e.get("penalties", []))
        if penalty
    ]
    return head + (" " + "; ".join(parts) + "." if parts else "")


def _match_end(e: Event, w: _Words, count: int) -> str:
    if e.get("reason") == "rounds":  # the round cap (RULES A1): nobody reached the target
        if w.mine(e["winner"]):
            return tr("Nobody reached the target in %1 rounds: you have the highest score and win the match!").replace(
                "%1", str(ROUND_CAP)
            )
        return (
            tr("Nobody reached the target in %1 rounds: %2 has the highest score and wins the match!")
            .replace("%1", str(ROUND_CAP))
            .replace("%2", w.who(e["winner"]))
        )
    if w.mine(e["winner"]):
        return tr("You reach the target and win the match!")
    return tr("%1 reaches the target and wins the match!").replace("%1", w.who(e["winner"]))


_SENTENCES: dict[str, Callable[[Event, _Words, int], str]] = {
    "match_start": _match_start,
    "round_start": _round_start,
    "play": _play,
    "draw": _draw,
    "pass": _pass,
    "round_end": _round_end,
    "match_end": _match_end,
}


def describe(event: Event, names: Sequence[str], count: int = 1, you: int | None = None) -> str | None:
    """One sentence for ``event`` as a player would say it, or None to skip.

    ``count`` > 1 describes a run of that many draws by the same player.
    ``you`` is the seat of the one person at the screen: their own actions
    are told in the second person ("You play ..."), which reads better than
    a name with a third-person verb. Other sentences start with the
    player's name and a colon. One builder per event kind (``_SENTENCES``).
    """
    build = _SENTENCES.get(str(event.get("event")))
    return build(event, _Words(names, you), count) if build is not None else None


def end_sum_text(line: Sequence[Tile]) -> str:
    """ "3 + 12 = 15" for the current line (doubles at an end count twice)."""
    if not line:
        return ""
    if len(line) == 1:
        t = line[0]
        return f"{t.a} + {t.b} = {t.a + t.b}" if t.a != t.b else f"{t.a + t.b}"
    left, right = line[0], line[-1]
    lv = 2 * left.a if left.a == left.b else left.a
    rv = 2 * right.b if right.a == right.b else right.b
    return f"{lv} + {rv} = {lv + rv}"
