"""The review's painted table: the game's own felt, read-only, from one seat's view.

``ReviewTable.for_game(game, seat, names)`` makes the felt of that game with
its real scene, piles and items (``ui/dominoes/scene.py``,
``ui/cribbage/scene.py``); ``show_view(view)`` puts a seat's redacted view on
it. Nothing here can act: no click or key reaches a match (there is none),
the action buttons are hidden, and the felt never takes the keyboard focus
(the review window's arrow keys step through the decisions). Its accessible
name is the game table's; the review window puts the position in words into
its accessible description.

Both scenes draw a frozen state directly: a dominoes ``TableState``, a
cribbage ``still_state`` (a view with nobody to act). Views hold only what
that seat could see, so the other hands stay face down or hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from muggins_desktop.ui.cribbage.piles import qrect
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.dominoes.scene import DominoScene
from muggins_desktop.ui.looks.painting import make_font
from muggins_desktop.ui.table.felt import FeltView
from muggins_desktop.ui.table.scene import TableScene

if TYPE_CHECKING:
    from muggins_desktop.engine.cribbage.view import CribbageView
    from muggins_desktop.engine.dominoes.view import DominoView

SceneT = TypeVar("SceneT", bound=TableScene)
ViewT = TypeVar("ViewT")


class ReviewTable(FeltView, Generic[SceneT, ViewT]):
    """A game's felt that shows one seat's view at a time and takes no input."""

    def __init__(self, scene: SceneT, seat: int, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.game_scene: SceneT = scene
        self.seat = seat
        self.names = list(names)
        self.view_shown: ViewT | None = None
        self.setObjectName("reviewTable")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's arrow keys step the review
        self.setInteractive(False)  # no clicks, drags or hovers reach the items
        self.setMinimumSize(360, 270)

    @staticmethod
    def for_game(
        game: str, seat: int, names: Sequence[str], parent: QWidget | None = None
    ) -> DominoReviewTable | CribbageReviewTable:
        if game == "dominoes":
            return DominoReviewTable(seat, names, parent)
        return CribbageReviewTable(seat, names, parent)

    def show_view(self, view: ViewT | None) -> None:
        """Show ``view`` (the reviewed seat's view before a decision)."""
        self.view_shown = view
        self.render_view(view)
        self.hide_controls()
        self.viewport().update()

    def fit(self) -> None:
        super().fit()  # a relayout shows the state again, buttons and all
        self.hide_controls()

    def set_seat(self, seat: int) -> None:
        """Whose eyes the table looks through (the next ``show_view`` uses them)."""
        self.seat = seat

    def render_view(self, view: ViewT | None) -> None:
        raise NotImplementedError

    def controls(self) -> list[QGraphicsItem]:
        """The scene's buttons and key hints: hidden, since nothing can be done here."""
        return []

    def hide_controls(self) -> None:
        for item in self.controls():
            item.setVisible(False)


class DominoReviewTable(ReviewTable[DominoScene, "DominoView"]):
    """The dominoes felt: seats, boneyard, the line and the seat's own hand."""

    def __init__(self, seat: int, names: Sequence[str], parent: QWidget | None = None) -> None:
        scene = DominoScene(animation_ms=0)
        super().__init__(scene, seat, names, parent)
        self.setAccessibleName(QCoreApplication.translate("TableReader", "Dominoes table"))  # as in the game
        scene.set_seats(self.names)

    def render_view(self, view: DominoView | None) -> None:
        from muggins_desktop.ui.dominoes.state import TableState

        scene = self.game_scene
        state = (
            None if view is None else TableState(view, self.names, self.seat, reveal=True, my_turn=False, hints=False)
        )
        scene.show_state(state, animate=False)

    def controls(self) -> list[QGraphicsItem]:
        scene = self.game_scene
        return [scene.draw_button, scene.draw_all_button, scene.pass_button]


class CribbageReviewTable(ReviewTable[CribbageScene, "CribbageView"]):
    """The cribbage felt: the board, the plaques, the play, the crib and the seat's hand."""

    def __init__(self, seat: int, names: Sequence[str], parent: QWidget | None = None) -> None:
        scene = CribbageScene()
        super().__init__(scene, seat, names, parent)
        self.setAccessibleName(QCoreApplication.translate("TableReader", "Cribbage table"))  # as in the game
        self._laid: tuple[int, bool] | None = None

    def _set_up(self, view: CribbageView) -> None:
        """The board and plaques for this match (once: the target and sides never change)."""
        from muggins_desktop.ui.cribbage.state import side_names

        key = (view.target, bool(view.partnerships))
        if self._laid == key:
            return
        self._laid = key
        scene = self.game_scene
        sides = 2 if view.partnerships else view.players
        scene.set_match(view.target, sides, view.players, self.names, view.side_of, 0)
        if scene.board is not None:
            scene.board.set_names(list(side_names(view, self.names)))
        self.fit()

    def render_view(self, view: CribbageView | None) -> None:
        from muggins_desktop.ui.cribbage.state import still_state

        if view is None:
            return
        self._set_up(view)
        scene = self.game_scene
        if scene.board is not None:
            scene.board.set_scores(list(view.scores), animate=False)
        scene.show_state(still_state(view, self.names, self.seat))
        self.place_declared()

    def fit(self) -> None:
        super().fit()
        self.place_declared()

    def place_declared(self) -> None:
        """Keep "Declared: 4" clear of the counted cards: beside the row, else under its caption.

        The scene puts the label where the running count goes in the play,
        which the row of a hand being counted covers; a review stops on such
        counts, so it moves the label out from behind the cards (and back to
        its place for every other step).
        """
        scene = self.game_scene
        play, regions, label = scene.play, scene.regions, scene.count_label
        if play is None or regions is None:
            return
        label.align = Qt.AlignmentFlag.AlignCenter
        label.set_rect(qrect(play.count_label))
        view = self.view_shown
        if view is None or view.pending is None or view.pending.declared is None or not label.text:
            return
        cards = [item.sceneBoundingRect() for item in scene.row.items if item.isVisible()]
        if not cards:
            return
        row = cards[0]
        for rect in cards[1:]:
            row = row.united(rect)
        f = regions.font
        metrics = QFontMetricsF(make_font(label.font_px, label.bold))
        width, height = metrics.horizontalAdvance(label.text) + f, metrics.height() * 1.3
        area = qrect(regions.play)
        beside = QRectF(row.right() + f * 0.6, row.center().y() - height / 2, width, height)
        if beside.right() <= area.right():
            label.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            label.set_rect(beside)
            return
        caption = scene.play_caption.sceneBoundingRect()
        below = QRectF(row.left(), max(row.bottom(), caption.bottom() - 4), max(row.width(), width), height)
        if below.bottom() <= qrect(regions.hand).top():
            label.set_rect(below)
            return
        label.set_rect(QRectF(row.left(), row.top() - height - f * 0.2, max(row.width(), width), height))

    def controls(self) -> list[QGraphicsItem]:
        scene = self.game_scene
        return [scene.action_button, scene.go_button, scene.keys_hint]
