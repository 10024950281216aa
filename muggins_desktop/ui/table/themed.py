"""Items painted in the player's looks, and how the scene hands the looks over.

A table scene holds one :class:`~muggins_desktop.ui.looks.themes.Looks`
(``TableScene.looks``, set with ``set_looks``). Every item whose picture
depends on it is a :class:`Themed` item: the scene gives it the looks when
it is made (``TableScene.dress``) and again whenever they change; an item
repaints only when the part of the looks it paints with changed
(``looks_part``: a card its deck and back, a tile its tile style, the board
its wood), so a new deck never repaints the board, and a new felt repaints
no item at all (the felt is the view's background).
"""

from __future__ import annotations

from muggins_desktop.ui.looks.themes import DEFAULT_LOOKS, Looks


class Themed:
    """A mix-in for a graphics item painted in the scene's looks.

    Subclasses say which part of the looks they paint with (``looks_part``)
    and how to repaint (``looks_changed``, usually ``self.update()``).
    """

    looks: Looks = DEFAULT_LOOKS  # until the scene hands its own over

    def looks_part(self, looks: Looks) -> object:
        """What of ``looks`` this item's picture depends on (default: all of it)."""
        return looks

    def looks_changed(self) -> None:
        """Repaint with ``self.looks`` (subclasses)."""
        raise NotImplementedError

    def set_looks(self, looks: Looks) -> bool:
        """Paint with ``looks`` from now on; True if the item had to repaint."""
        before, self.looks = self.looks, looks
        if self.looks_part(looks) == self.looks_part(before):
            return False
        self.looks_changed()
        return True
