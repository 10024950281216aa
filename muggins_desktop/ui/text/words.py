"""Sentences both tables share, with grammar that agrees with the winner.

"You & Computer 2 wins the match!" read wrong twice: the verb must agree
with "You" and with a partnership. These builders pick a whole sentence for
each case, so translators can inflect each one (context ``TableWords``).
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableWords"


tr = Translator(CONTEXT)


def thinking(name: str) -> str:
    """ "Bob is thinking…": the status line while a computer decides."""
    return tr("%1 is thinking…").replace("%1", name)


def winners_title(names: Sequence[str], seats: Sequence[int], you: int | None) -> str:
    """ "You win the match!", "Ann and Cy win the match!", "Bob wins the match!".

    ``seats`` are the winning seats (one, or two partners); ``you`` is the
    seat of the one person at the screen, or None.
    """
    who = [names[s] for s in seats if 0 <= s < len(names)]
    if not who:
        return tr("%1 wins the match!").replace("%1", "?")
    if you is not None and you in seats:
        others = [names[s] for s in seats if s != you and 0 <= s < len(names)]
        if others:
            return tr("You and %1 win the match!").replace("%1", others[0])
        return tr("You win the match!")
    if len(who) >= 2:
        return tr("%1 and %2 win the match!").replace("%1", who[0]).replace("%2", who[1])
    return tr("%1 wins the match!").replace("%1", who[0])


def side_seats(side: int | None, players: int, partnerships: bool) -> list[int]:
    """The seats of a side: partners sit opposite (0 & 2, 1 & 3)."""
    if side is None:
        return []
    if partnerships:
        return [s for s in range(players) if s % 2 == side]
    return [side]


class SeatWords:
    """Who is who for one log sentence: the seats' names, and the one person at the screen."""

    def __init__(self, names: Sequence[str], you: int | None) -> None:
        self.names, self.you = names, you

    def who(self, seat: object) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def mine(self, seat: object) -> bool:
        return self.you is not None and seat == self.you
