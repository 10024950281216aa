"""What the window says about a match's deals and its series (no widgets here).

Pure functions of the controller and the match options, so the final
panels of both games, the status bar and the series board say the same:

* ``deal_text`` / ``deal_shown``: the deal number on the table (against the
  computer at once; in a hot-seat match only once it is over, as
  docs/FAIRNESS.md says);
* ``final_extras``: the final panel's fine print (the deal number, the
  revealed key and whether it fits the commitment, the series so far) and
  the texts of its "Next game" and "Same deals, other seat" buttons;
* ``series_of`` / ``series_text`` / ``series_after``: a series lives in the
  match options as compact JSON text under ``"series"`` (the games before
  this one), so a save and the library keep it with no new format;
* ``game_result_text``: a game won inside a series, as the status line and
  the log say it (the game and the series score, not "wins the match");
* ``deal_error_text``: a refused seed or deal number in a sentence.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from muggins_desktop.engine.deals import MAX_PLAYER_SEED, Deal, DealError, Origin, commitment_of
from muggins_desktop.engine.series import Format, Series, SeriesError
from muggins_desktop.storage.files import parse_option_text
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController

CONTEXT = "FairDeals"
SERIES_OPTION = "series"  # the match option that holds the series before this game (JSON text)
REPLAYS_OPTION = "replays"  # a duplicate's option: the library id of the match it plays again


tr = Translator(CONTEXT)


# ------------------------------------------------------------------ refusals
def deal_error_text(error: DealError) -> str:
    """A refused deal number or seed, in one translated sentence."""
    texts = {
        "empty": tr("Type the deal number: ten digits such as 48213-90177."),
        "not_digits": tr("A deal number has only digits and a hyphen."),
        "wrong_length": tr("A deal number has ten digits."),
        "check_digit": tr("This deal number has a typing mistake: its last digit does not fit the others."),
        "out_of_range": tr("There is no such deal number."),
        "seed_length": tr("Type a seed of 1 to %1 characters, or press Draw.").replace("%1", str(MAX_PLAYER_SEED)),
        "seed_control": tr("The seed cannot hold control characters."),
        "seed_encoding": tr("The seed holds characters that cannot be written down."),
    }
    return texts.get(error.code, tr("This cannot be used as a deal."))


# ------------------------------------------------------------------ series in the options
def series_text(series: Series) -> str:
    """The series as a match option (compact JSON text, a plain value a save accepts)."""
    return json.dumps(series.to_json(), separators=(",", ":"))


def series_of(options: Mapping[str, object]) -> Series | None:
    """The series the options hold (the games before this one); None for a single game or a bad value."""
    text = options.get(SERIES_OPTION)
    if not isinstance(text, str):
        return None
    try:
        series = Series.from_json(parse_option_text(text))
    except (ValueError, SeriesError):
        return None
    return None if series.format == Format.SINGLE else series


def engine_options(options: Mapping[str, object]) -> dict[str, object]:
    """The options a match is made with: the series is the window's, not the engine's."""
    return {k: v for k, v in options.items() if k not in ("seed", SERIES_OPTION, REPLAYS_OPTION)}


def series_after(c: GameController) -> Series | None:
    """The series with the match on the table counted, once it is over (else as it stood before it)."""
    series = series_of(c.options)
    if series is None or c.reading.outcome is None or series.over:
        return series
    try:
        return series.add(c.reading.game_result())
    except SeriesError:
        return series


def format_name(series: Series) -> str:
    if series.format == Format.BEST_OF:
        return tr("best of %1").replace("%1", str(series.length))
    return tr("a fixed number of games (%1), in game points").replace("%1", str(series.length))


def standing_lines(series: Series, names: list[str]) -> list[str]:
    """ "Series, best of 3: Ann wins the series." then "Ann: 2 won, 4 game points" per side."""
    st = series.standing
    head = tr("Series, %1:").replace("%1", format_name(series))
    if st.over and st.winner is None:
        head += " " + tr("the series is tied.")
    elif st.over and st.winner is not None:
        head += " " + tr("%1 wins the series.").replace("%1", names[st.winner] if st.winner < len(names) else "?")
    else:
        head += " " + tr("games played: %1.").replace("%1", str(st.games))
    sides = [
        tr("%1: won %2, game points %3")
        .replace("%1", names[s] if s < len(names) else "?")
        .replace("%2", str(st.wins[s]))
        .replace("%3", str(st.game_points[s]))
        for s in range(series.sides)
    ]
    return [head, *sides]


def standing_line(series: Series, names: list[str]) -> str:
    """The standing in one sentence (a dialog, the board's accessible description)."""
    return " ".join(standing_lines(series, names))


# ------------------------------------------------------------------ the deal number
def deal_shown(c: GameController) -> bool:
    """Whether the screen may show the deal number now (FAIRNESS.md: hot-seat only at the end)."""
    return len(c.humans) < 2 or c.reading.outcome is not None


def deal_text(c: GameController) -> str:
    """The status bar's deal line ("" for older records, which have no deal number)."""
    deal: Deal = c.reading.public_deal()
    if deal.label is None:
        return ""
    if not deal_shown(c):
        return tr("Deal number: shown when the match is over")
    text = tr("Deal %1").replace("%1", deal.label)
    if deal.rotation:
        text += " " + tr("(seats turned)")
    return text


def deal_tooltip(c: GameController) -> str:
    deal: Deal = c.reading.public_deal()
    if deal.origin == Origin.FAIR and deal.commitment:
        return tr("A fair deal. Commitment (the SHA-256 of the match key):") + "\n" + deal.commitment
    if deal.origin == Origin.GIVEN:
        return tr("A given deal number: this match has no key and no commitment.")
    return ""


def grouped(hex_text: str) -> list[str]:
    """64 hex digits as two lines of four groups of eight (easier to compare by eye)."""
    groups = [hex_text[i : i + 8] for i in range(0, len(hex_text), 8)]
    return [" ".join(groups[i : i + 4]) for i in range(0, len(groups), 4)]


@dataclass(frozen=True)
class FinalExtras:
    """What the final panel adds: fine-print lines and the texts of two buttons ("" hides one)."""

    notes: tuple[str, ...] = ()
    title: str = ""  # replaces "… wins the match!" for a game of a series
    next_text: str = ""  # replaces "Rematch" while a series goes on
    again_text: str = ""  # "Same deals, other seat" (empty: the match cannot be dealt again)


def series_title(series: Series, names: list[str], you: int | None) -> str:
    """The final panel's title for a game of a series: the game was won, not the match.

    "You won game 1 of 3. Series: 1–0." while the series goes on; "Ann
    wins the series!" (or "You win the series!", "The series is tied.")
    after its last game. ``you`` is the side of the one person at the screen.
    """
    st = series.standing
    if st.over and st.winner is None:
        return tr("The series is tied.")
    if st.over and st.winner is not None:
        if st.winner == you:
            return tr("You win the series!")
        return tr("%1 wins the series!").replace("%1", names[st.winner] if st.winner < len(names) else "?")
    winner = series.results[-1].winner if series.results else None
    score = "–".join(str(w) for w in st.wins)
    if winner is not None and winner == you:
        text = tr("You won game %1 of %2. Series: %3.")
    else:
        text = tr("%4 won game %1 of %2. Series: %3.").replace(
            "%4", names[winner] if winner is not None and winner < len(names) else "?"
        )
    return text.replace("%1", str(st.games)).replace("%2", str(series.length)).replace("%3", score)


def game_result_text(c: GameController) -> str:
    """The finished match as a game of its series, as the final panel's title says it ("" for a single match).

    Inside a series the match on the table is one game of it: saying "wins
    the match!" after game 1 of 3 told the players the series was over.
    """
    series = series_after(c) if c.reading.outcome is not None else None
    if series is None:
        return ""
    names = [c.name(s) for s in range(c.reading.players)]
    if series.sides < len(names):  # partners sit opposite
        names = [tr("%1 & %2").replace("%1", names[s]).replace("%2", names[s + 2]) for s in range(series.sides)]
    return series_title(series, names, person_side(c, series))


def person_side(c: GameController, series: Series) -> int | None:
    """The side of the one person at the screen (None with no person or several)."""
    humans = list(c.humans)
    if len(humans) != 1:
        return None
    return humans[0] % series.sides if series.sides < series.players else humans[0]


def final_extras(c: GameController, names: list[str]) -> FinalExtras:
    """The final panel's deal and series lines, for the finished match on the table."""
    deal: Deal = c.reading.public_deal()
    notes: list[str] = []
    if deal.label is not None:
        if deal.origin == Origin.FAIR and deal.key is not None:  # the key is public once revealed
            fits = commitment_of(deal.key) == deal.commitment
            notes.append(
                (
                    tr("Deal %1. The match key, revealed: it fits the commitment shown at the start.")
                    if fits
                    else tr("Deal %1. The match key, revealed: it does NOT fit the commitment!")
                ).replace("%1", deal.label)
            )
            notes.extend(grouped(deal.key.hex()))
        elif deal.origin == Origin.FAIR:
            notes.append(tr("Deal %1. The match key was not kept, so it cannot be revealed.").replace("%1", deal.label))
        elif deal.rotation:
            notes.append(tr("Deal %1 with the seats turned: a duplicate has no key.").replace("%1", deal.label))
        else:
            notes.append(tr("Deal %1, a given number: this match has no key to reveal.").replace("%1", deal.label))
    series = series_after(c)
    next_text = title = ""
    if series is not None:
        notes.extend(standing_lines(series, names))
        title = series_title(series, names, person_side(c, series))
        if not series.over:
            next_text = tr("Next game")
    again = tr("Same deals, other seat") if deal.label is not None else ""
    return FinalExtras(tuple(notes), title, next_text, again)
