"""Plain-word sentences about dominoes events, for the log and the status line.

Kept apart from the table so the log panel, the status line and the tests
share one wording, and so translators find every sentence in one context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.plural import plural

CONTEXT = "DominoTexts"


def tr(text: str, n: int = -1) -> str:
    return plural(QCoreApplication.translate(CONTEXT, text, None, n), n)


def tile_text(tile: Sequence[int] | None) -> str:
    if tile is None:
        return tr("a tile")
    return f"[{tile[0]}|{tile[1]}]"


def describe(event: dict[str, Any], names: Sequence[str], count: int = 1, you: int | None = None) -> str | None:
    """One sentence for ``event`` as a player would say it, or None to skip.

    ``count`` > 1 describes a run of that many draws by the same player.
    ``you`` is the seat of the one person at the screen: their own actions
    are told in the second person ("You play ..."), which reads better than
    a name with a third-person verb. Other sentences start with the
    player's name and a colon.
    """
    kind = event.get("event")

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def mine(seat: Any) -> bool:
        return you is not None and seat == you

    if kind == "match_start":
        return tr("A new match for %1 players to %2 points.").replace("%1", str(event["players"])).replace(
            "%2", str(event["target"]))
    if kind == "round_start":
        if event.get("lot"):
            text = tr("Round %1: you lead, chosen by lot.") if mine(event["leader"]) else tr(
                "Round %1: %2 leads, chosen by lot.")
        else:
            text = tr("Round %1: you lead.") if mine(event["leader"]) else tr("Round %1: %2 leads.")
        return text.replace("%1", str(event["round"])).replace("%2", who(event["leader"]))
    if kind == "play":
        points = int(event.get("points", 0))
        where = {"left": tr("on the left end"), "right": tr("on the right end")}.get(event.get("end") or "", "")
        me = mine(event["player"])
        if event.get("end") is None and me:
            base = tr("You open with %2").replace("%2", tile_text(event["tile"]))
        elif me:
            base = tr("You play %2 %3").replace("%2", tile_text(event["tile"])).replace("%3", where)
        elif event.get("end") is None:
            base = tr("%1: opens with %2").replace("%1", who(event["player"])).replace("%2", tile_text(event["tile"]))
        else:
            base = tr("%1: plays %2 %3").replace("%1", who(event["player"])).replace(
                "%2", tile_text(event["tile"])).replace("%3", where)
        if points:
            return base + (tr(" and score %n point(s).", points) if me else tr(" and scores %n point(s).", points))
        return base + "."
    if kind == "draw" and mine(event["player"]):
        if count > 1:
            return tr("You draw %n tile(s) from the boneyard.", count)
        if event.get("tile") is None:
            return tr("You draw from the boneyard.")
        return tr("You draw %2.").replace("%2", tile_text(event["tile"]))
    if kind == "draw":
        if count > 1:
            return tr("%1: draws %n tile(s) from the boneyard.", count).replace("%1", who(event["player"]))
        if event.get("tile") is None:
            return tr("%1: draws from the boneyard.").replace("%1", who(event["player"]))
        return tr("%1: draws %2.").replace("%1", who(event["player"])).replace("%2", tile_text(event["tile"]))
    if kind == "pass" and mine(event["player"]):
        return tr("You cannot play and pass.")
    if kind == "pass":
        return tr("%1: cannot play and passes.").replace("%1", who(event["player"]))
    if kind == "round_end":
        if event.get("blocked"):
            head = tr("The round is blocked: nobody can play.")
        elif mine(event["winner"]):
            head = tr("You have played every tile.")
        else:
            head = tr("%1: has played every tile.").replace("%1", who(event["winner"]))
        parts = []
        for seat, penalty in enumerate(event.get("penalties", [])):
            if penalty:
                parts.append(tr("%1 −%n", penalty).replace("%1", who(seat)))
        return head + (" " + "; ".join(parts) + "." if parts else "")
    if kind == "match_end" and mine(event["winner"]):
        return tr("You reach the target and win the match!")
    if kind == "match_end":
        return tr("%1: reaches the target and wins the match!").replace("%1", who(event["winner"]))
    return None


def end_sum_text(line: Sequence[Any]) -> str:
    """"3 + 12 = 15" for the current line (doubles at an end count twice)."""
    if not line:
        return ""
    if len(line) == 1:
        t = line[0]
        return f"{t.a} + {t.b} = {t.a + t.b}" if t.a != t.b else f"{t.a + t.b}"
    left, right = line[0], line[-1]
    lv = 2 * left.a if left.a == left.b else left.a
    rv = 2 * right.b if right.a == right.b else right.b
    return f"{lv} + {rv} = {lv + rv}"
