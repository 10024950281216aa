"""The coach's sentences: hint phrases, actions, positions and kinds, all through tr().

``coach.hints`` returns codes and numbers ("makes" fifteen for 2, "leaves"
count 21 with a ten as the risk); this module turns them into words in the
"Coach" translation context, so the hint panel, the review window and the
trainer agree and translators find every sentence in one place.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.coach.hints import Option, Phrase, PhraseParams
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "Coach"
SUITS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANK_NAMES = {"A": "A", "T": "10"}


tr = Translator(CONTEXT)


def num(x: float) -> str:
    """A number of points with one decimal (expected values) or none (whole points); a real minus sign."""
    text = f"{x:.0f}" if abs(x - round(x)) < 1e-9 else f"{x:.1f}"
    if text.startswith("-"):
        text = "0" if text.strip("-0.") == "" else "\u2212" + text[1:]
    return text


def card_text(card: Card | str | None) -> str:
    """``5H`` or a Card -> "5♥"; None -> "?"."""
    if card is None:
        return "?"
    code = str(card)
    rank, suit = code[:-1], code[-1]
    return RANK_NAMES.get(rank, rank) + SUITS.get(suit, suit)


def cards_text(cards: Sequence[Card | str]) -> str:
    return " ".join(card_text(c) for c in cards)


def tile_text(tile: Tile | Sequence[int] | None) -> str:
    if tile is None:
        return "[?|?]"
    a, b = (tile.a, tile.b) if isinstance(tile, Tile) else tuple(tile)
    return f"[{a}|{b}]"


def tiles_text(tiles: Sequence[Tile | Sequence[int]]) -> str:
    return " ".join(tile_text(t) for t in tiles)


def action_text(action: Action | None) -> str:
    """An action in words ("Throw 5♥ J♠", "Play 7♣", "[3|4] on the left"); a dash for none."""
    if action is None:
        return "\u2014"
    if isinstance(action, Discard):
        return tr("Throw %1").replace("%1", cards_text(action.cards))
    if isinstance(action, PegCard):
        return tr("Play %1").replace("%1", card_text(action.card))
    if isinstance(action, Go):
        return tr("Say go")
    if isinstance(action, PlayTile):
        if action.end is None:
            return tr("Open with %1").replace("%1", tile_text(action.tile))
        if action.end.value == "left":
            return tr("%1 on the left").replace("%1", tile_text(action.tile))
        return tr("%1 on the right").replace("%1", tile_text(action.tile))
    if isinstance(action, Draw):
        return tr("Draw")
    if isinstance(action, Pass):
        return tr("Pass")
    if isinstance(action, Declare):
        return tr("Declare %1").replace("%1", str(action.points))
    if isinstance(action, Respond):
        if action.answer == "muggins":
            return tr("Call muggins for %1").replace("%1", str(action.stated))
        return tr("Call an overcount") if action.answer == "overcount" else tr("Accept the count")
    return str(action)


def kind_text(kind: str) -> str:
    return {
        "discard": tr("Discard"),
        "pegging": tr("The play"),
        "dominoes": tr("Domino play"),
        "declare": tr("Count"),
        "respond": tr("Answer to a count"),
        "cut": tr("Cut"),
        "draw": tr("Draw"),
        "pass": tr("Pass"),
    }.get(kind, kind)


def _makes(params: PhraseParams) -> str:
    n = int(params["points"])
    what = params["what"]
    if what == "fifteen":
        return tr("makes 15 for %n", n)
    if what == "thirty_one":
        return tr("makes 31 for %n", n)
    if what == "pair":
        return tr("a pair for %n", n)
    if what == "pair_royal":
        return tr("three of a kind for %n", n)
    if what == "double_pair_royal":
        return tr("four of a kind for %n", n)
    return tr("a run for %n", n)


def _risk_card(risk: PhraseParams) -> str:
    if risk.get("ten"):
        return tr("a ten")
    value = int(risk.get("value", 0))
    return tr("an ace") if value == 1 else tr("a %1").replace("%1", str(value))


def _leaves(params: PhraseParams) -> str:
    if "end_sum" in params:  # dominoes
        text = tr("leaves ends of %1").replace("%1", str(params["end_sum"]))
        if params.get("risk"):
            return (
                tr("%1, risky: the next player may score about %2")
                .replace("%1", text)
                .replace("%2", num(params["expected"]))
            )
        if params.get("safe"):
            return tr("%1, little to answer with").replace("%1", text)
        return text
    text = tr("leaves %1").replace("%1", str(params["count"]))
    risk = params.get("risk")
    if risk:
        return tr("%1, risky against %2").replace("%1", text).replace("%2", _risk_card(risk))
    if params.get("safe"):
        return tr("%1, safe").replace("%1", text)
    return text


def phrase_text(parts: Sequence[Phrase]) -> str:
    """The parts of a hint phrase joined into one sentence."""
    out: list[str] = []
    for code, params in parts:
        if code == "makes":
            out.append(_makes(params))
        elif code == "leaves":
            out.append(_leaves(params))
        elif code == "fresh":
            out.append(tr("the count starts again"))
        elif code == "go":
            out.append(tr("nothing fits under 31"))
        elif code == "scores":
            out.append(tr("scores %n", int(params["points"])))
        elif code == "wins":
            out.append(tr("reaches the target"))
        elif code == "domino":
            out.append(tr("your last tile: the others pay for theirs"))
        elif code == "keeps":
            out.append(
                tr("keeps %1 (%2 pips)").replace("%1", " ".join(params["tiles"])).replace("%2", str(params["pips"]))
            )
    return "; ".join(out)


def option_columns(kind: str, option: Option) -> list[str]:
    """The cells of one hint row for ``kind`` (see ``column_titles``)."""
    if kind == "discard":
        return [
            cards_text(option.kept),
            cards_text(option.thrown),
            num(option.now),
            _signed(option.crib),
            num(option.total),
        ]
    return [
        action_text(option.action),
        num(option.now),
        num(option.reply),
        num(option.total),
        phrase_text(option.phrase),
    ]


def column_titles(kind: str) -> list[str]:
    if kind == "discard":
        return [tr("Keep"), tr("Throw"), tr("Hand"), tr("Crib"), tr("Total")]
    if kind == "dominoes":
        return [tr("Move"), tr("Now"), tr("Reply"), tr("Round outlook"), tr("Why")]
    return [tr("Move"), tr("Now"), tr("Reply"), tr("Net"), tr("Why")]


def _signed(x: float) -> str:
    return ("+" if x > 0 else "\u2212" if x < 0 else "") + num(abs(x))


def missed_text(n: int, kinds: str) -> str:
    """The trainer's "You missed N points: a fifteen, nobs."."""
    return tr("You missed %n point(s): %1.", n).replace("%1", kinds)


def overcount_text(n: int) -> str:
    return tr("You counted %n point(s) too many.", n)


def refusal_text(code: str | None) -> str:
    return {
        "counting": tr("No hints for counting: that is the skill Muggins tests."),
        "not_your_turn": tr("A hint appears when it is your turn."),
        "nothing_to_decide": tr("Only one thing to do here."),
    }.get(code or "", "")


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names and 0 <= seat < len(names):
        from muggins_desktop.ui.text.seat_names import display_name

        return display_name(names[seat])  # "You", "Computer N" in the current language
    return tr("Player %1").replace("%1", str(seat + 1))


# ------------------------------------------------------------------ positions as text (review window)
def position_text(view: CribbageView | DominoView | None, seat: int, names: Sequence[str] | None = None) -> str:
    """The table as ``seat`` saw it, in a few lines (hidden cards and tiles stay hidden)."""
    if view is None:
        return ""
    scores = (
        " \u00b7 ".join(f"{seat_name(s, names)} {v}" for s, v in enumerate(view.scores))
        if len(view.scores) == view.players
        else " \u00b7 ".join(str(v) for v in view.scores)
    )
    lines = [tr("Scores: %1 (target %2)").replace("%1", scores).replace("%2", str(view.target))]
    if isinstance(view, CribbageView):
        lines.extend(_cribbage_lines(view, names))
    else:
        lines.extend(_dominoes_lines(view, names))
    return "\n".join(lines)


def _cribbage_lines(view: CribbageView, names: Sequence[str] | None) -> list[str]:
    lines = [tr("Hand %1, dealer: %2").replace("%1", str(view.hand_no)).replace("%2", seat_name(view.dealer, names))]
    lines.append(tr("Your cards: %1").replace("%1", cards_text(view.hand) or "\u2014"))
    if view.discarded:
        lines.append(tr("Laid away: %1").replace("%1", cards_text(view.discarded)))
    if view.starter is not None:
        lines.append(tr("Starter: %1").replace("%1", card_text(view.starter)))
    if view.phase == "pegging":
        lines.append(
            tr("Count: %1 (%2)").replace("%1", str(view.count)).replace("%2", cards_text(view.count_cards) or "\u2014")
        )
    if view.pending is not None:
        p = view.pending
        lines.append(
            tr("Counting %1: %2 with %3")
            .replace("%1", seat_name(p.counter, names))
            .replace("%2", cards_text(p.cards))
            .replace("%3", card_text(p.starter))
        )
        if p.declared is not None:
            lines.append(tr("Declared: %1").replace("%1", str(p.declared)))
    return lines


def _dominoes_lines(view: DominoView, names: Sequence[str] | None) -> list[str]:
    lines = [tr("Round %1").replace("%1", str(view.round_no))]
    lines.append(tr("Line: %1").replace("%1", tiles_text(view.line) or "\u2014"))
    if view.ends is not None:
        lines.append(tr("Open ends: %1 and %2").replace("%1", str(view.ends[0])).replace("%2", str(view.ends[1])))
    lines.append(tr("Your tiles: %1").replace("%1", tiles_text(view.hand) or "\u2014"))
    counts = ", ".join(f"{seat_name(s, names)} {n}" for s, n in enumerate(view.hand_counts) if s != view.seat)
    lines.append(
        tr("Tiles in other hands: %1; boneyard: %2").replace("%1", counts).replace("%2", str(view.boneyard_count))
    )
    return lines
