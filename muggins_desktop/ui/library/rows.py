"""How a kept match reads in a list: date, game, players, result, length, deal number, duplicate pair.

The library hands ``MatchRow``s (``storage/library/rows.py``); these
functions turn one into the translated texts Game → Matches and the start
page show. Names are players' own text: every widget that shows them uses
plain text (list items and table cells never interpret markup).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale

from muggins_desktop.ui.text.numbers import minus_sign
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.storage.library.rows import MatchRow

CONTEXT = "MatchRows"


tr = Translator(CONTEXT)


def _fill(template: str, *values: object) -> str:
    from muggins_desktop.ui.library.texts import _fill as fill

    return fill(template, *values)


def scores_text(scores: Sequence[int]) -> str:
    """ "121–97", "−55–250": the scores with an en dash between and a true minus sign."""
    return "–".join(minus_sign(s) for s in scores)


def date_text(row: MatchRow) -> str:
    when = QDateTime.fromMSecsSinceEpoch(int(row.date.timestamp() * 1000))
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def game_text(row: MatchRow) -> str:
    """ "Dominoes, 3 players", "Cribbage, partnerships, 61"."""
    if row.game == "cribbage":
        parts = [tr("Cribbage")]
        if row.partnerships:
            parts.append(tr("partnerships"))
        else:
            parts.append(tr("%n players", row.players))
        parts.append(str(row.target))
        if row.lowball:
            parts.append(tr("Lowball"))
        elif row.muggins:
            parts.append(tr("Muggins"))
        return ", ".join(parts)
    return ", ".join([tr("Dominoes"), tr("%n players", row.players)])


def side_names(row: MatchRow) -> list[str]:
    """The sides' names as the player reads them ("You & Computer 2" for a partnership)."""
    from muggins_desktop.ui.text.seat_names import display_name

    names = [display_name(n) for n in row.names]
    if row.partnerships:
        return [_fill(tr("%1 & %2"), names[s], names[s + 2]) for s in range(2)]
    return names


def players_text(row: MatchRow) -> str:
    return ", ".join(side_names(row))


def result_text(row: MatchRow) -> str:
    """ "Won by You, 121–97", "Given up, 45–38", "Unfinished, 45–38"."""
    scores = scores_text(row.scores)
    if row.status == "trashed":
        return _fill(tr("In the trash, %1"), scores)
    if not row.ended:
        return _fill(tr("Unfinished, %1"), scores)
    if row.winner is None:
        return _fill(tr("Given up, %1"), scores)
    names = side_names(row)
    winner = names[row.winner] if 0 <= row.winner < len(names) else "?"
    return _fill(tr("Won by %1, %2"), winner, scores)


def length_text(row: MatchRow) -> str:
    if row.game == "cribbage":
        return tr("%n hands", row.rounds)
    return tr("%n rounds", row.rounds)


def deal_text(row: MatchRow) -> str:
    return row.deal or "—"


def pair_text(row: MatchRow, partner: MatchRow | None) -> str:
    """The duplicate column: which match this one replays (or is replayed by), both results, who did better.

    "Replay of 1/12/26 05:00 (121–97 | 110–121): You did better with the same cards, +14 over both";
    on the original: "Replayed from the other seat 1/12/26 06:10 (…)". Empty for a match with no pair.
    """
    from muggins_desktop.storage.library.series import duplicate_result

    if partner is None:
        return ""
    duplicate = row.replays == partner.id
    original, replay = (partner, row) if duplicate else (row, partner)
    scores = " | ".join(scores_text(r.scores) for r in (original, replay))
    head = _fill(
        tr("Replay of %1 (%2)") if duplicate else tr("Replayed from the other seat %1 (%2)"), date_text(partner), scores
    )
    result = duplicate_result(original, replay)
    if result is None:
        return _fill(tr("%1: not both over yet"), head)
    if result.better is None:
        return _fill(tr("%1: level with the same cards"), head)
    names = side_names(row)
    better = names[result.better] if result.better < len(names) else "?"
    return _fill(
        tr("%1: %2 did better with the same cards, %3 over both"), head, better, f"+{result.margins[result.better]}"
    )


def pair_short(row: MatchRow, partner: MatchRow | None) -> str:
    """The duplicate cell as the list shows it: "Replay: 121–97 | 110–121, You +14" (``pair_text`` in full)."""
    from muggins_desktop.storage.library.series import duplicate_result

    if partner is None:
        return ""
    duplicate = row.replays == partner.id
    original, replay = (partner, row) if duplicate else (row, partner)
    scores = " | ".join(scores_text(r.scores) for r in (original, replay))
    result = duplicate_result(original, replay)
    if result is None:
        verdict = tr("not over")
    elif result.better is None:
        verdict = tr("level")
    else:
        names = side_names(row)
        better = names[result.better] if result.better < len(names) else "?"
        verdict = f"{better} +{result.margins[result.better]}"
    return _fill(tr("Replay: %1, %2") if duplicate else tr("Replayed: %1, %2"), scores, verdict)


def row_summary(row: MatchRow) -> str:
    """One line for the start page: "Unfinished, 45–38 · Cribbage, 2 players, 121 · You, Computer 1 · date"."""
    return " \u00b7 ".join([result_text(row), game_text(row), players_text(row), date_text(row)])


__all__ = [
    "date_text",
    "deal_text",
    "pair_text",
    "game_text",
    "length_text",
    "players_text",
    "result_text",
    "row_summary",
    "scores_text",
]
