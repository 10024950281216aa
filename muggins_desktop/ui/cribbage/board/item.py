"""The wooden cribbage board: holes, tracks, pegs and scores.

Everything is painted with ``QPainter`` from the pure geometry of
``board/holes.py``, so the board stays sharp at any zoom. Each track has a
colour from the Okabe-Ito palette (chosen to stay distinct for the common
kinds of colour blindness) and, as a second cue, its own peg shape.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from muggins_desktop.ui.cribbage.board.holes import (
    GAME_HOLE_RADIUS,
    HOLE_RADIUS,
    LABEL_OFFSET,
    BoardLayout,
    board_layout,
    label_offset,
    turn_bulge,
)
from muggins_desktop.ui.looks.board import paint_haloed_text, paint_hole, paint_wood
from muggins_desktop.ui.looks.themes import DEFAULT_LOOKS, Looks
from muggins_desktop.ui.table.motion import Motion
from muggins_desktop.ui.table.themed import Themed

UNIT = 24.0  # pixels per hole pitch in item coordinates

# Okabe-Ito: blue, vermillion, bluish green, reddish purple.
TRACK_COLOURS: tuple[str, ...] = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
PEG_SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "triangle")


def track_colour(track: int) -> QColor:
    """The colour of a track, also used for its player's name on the table."""
    return QColor(TRACK_COLOURS[track % len(TRACK_COLOURS)])


def track_shape(track: int, r: float) -> QPainterPath:
    """The peg shape of ``track`` around (0, 0): chips and card dots use it too."""
    return _shape_path(PEG_SHAPES[track % len(PEG_SHAPES)], r)


def badge_text_colour(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill`` (WCAG AA on every track colour)."""
    from muggins_desktop.ui.access.accessibility import contrast_ratio

    black, white = QColor("black"), QColor("white")
    return black if contrast_ratio(black, fill) > contrast_ratio(white, fill) else white


def name_colour(track: int) -> QColor:
    """The track colour mixed with white until it reads at 4.5:1 on the lightest felt."""
    from muggins_desktop.ui.access.accessibility import contrast_ratio
    from muggins_desktop.ui.looks.painting import FELTS

    base, felt = track_colour(track).lighter(130), max((QColor(c[0]) for c in FELTS.values()), key=QColor.lightnessF)
    colour = base
    for step in range(11):
        a = step / 10
        colour = QColor(
            round(base.red() + (255 - base.red()) * a),
            round(base.green() + (255 - base.green()) * a),
            round(base.blue() + (255 - base.blue()) * a),
        )
        if contrast_ratio(colour, felt) >= 4.5:
            break
    return colour


def track_of_colour(colour: QColor) -> int | None:
    """The track whose colour ``colour`` is (None for another colour)."""
    name = QColor(colour).name().lower()
    found = [i for i, c in enumerate(TRACK_COLOURS) if c.lower() == name]
    return found[0] if found else None


# Each track's inlay has its own pattern, so the stripes differ without colour.
LANE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


def _shape_path(shape: str, r: float) -> QPainterPath:
    path = QPainterPath()
    if shape == "square":
        path.addRoundedRect(QRectF(-r * 0.9, -r * 0.9, r * 1.8, r * 1.8), r * 0.25, r * 0.25)
    elif shape == "diamond":
        path.addPolygon(
            QPolygonF([QPointF(0, -r * 1.15), QPointF(r * 1.15, 0), QPointF(0, r * 1.15), QPointF(-r * 1.15, 0)])
        )
        path.closeSubpath()
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -r * 1.15), QPointF(r * 1.1, r * 0.85), QPointF(-r * 1.1, r * 0.85)]))
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


class PegItem(QGraphicsObject):
    """One peg: a coloured head in the track's shape; its board's ``Motion`` moves it."""

    def __init__(self, track: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.track = track
        self.colour = track_colour(track)
        self.shape_name = PEG_SHAPES[track % len(PEG_SHAPES)]
        self._radius = UNIT * 0.3
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        r = self._radius * 1.4
        return QRectF(-r, -r, 2 * r, 2 * r + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._radius
        shadow = _shape_path(self.shape_name, r).translated(1.2, 2.0)
        painter.fillPath(shadow, QColor(0, 0, 0, 90))
        head = _shape_path(self.shape_name, r)
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.6)
        grad.setColorAt(0.0, self.colour.lighter(165))
        grad.setColorAt(0.45, self.colour)
        grad.setColorAt(1.0, self.colour.darker(160))
        board = self.parentItem()
        rim = board.looks.wood.peg_rim if isinstance(board, BoardItem) else DEFAULT_LOOKS.wood.peg_rim
        painter.setPen(QPen(QColor(rim), max(1.0, r * 0.14)))
        painter.setBrush(QBrush(grad))
        painter.drawPath(head)


class ScoreBadge(QGraphicsObject):
    """The score of one track beside its start holes, in the track's colour.

    A separate item so that a new score repaints only the badge, not the
    whole (cached) board.
    """

    def __init__(self, track: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.track = track
        self.score = 0
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return QRectF(-1.2 * UNIT, -0.5 * UNIT, 2.4 * UNIT, 1.0 * UNIT)

    def set_score(self, score: int) -> None:
        if score != self.score:
            self.score = score
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = track_colour(self.track)
        badge = QRectF(-1.15 * UNIT, -0.45 * UNIT, 2.3 * UNIT, 0.9 * UNIT)
        painter.setPen(QPen(colour.darker(170), UNIT * 0.06))
        painter.setBrush(colour)
        painter.drawRoundedRect(badge, UNIT * 0.3, UNIT * 0.3)
        marker = _shape_path(PEG_SHAPES[self.track % len(PEG_SHAPES)], UNIT * 0.17).translated(
            badge.left() + UNIT * 0.35, badge.center().y()
        )
        painter.setPen(QPen(QColor(255, 255, 255), UNIT * 0.05))
        painter.setBrush(QColor(255, 255, 255, 160))
        painter.drawPath(marker)
        font = QFont()
        font.setPixelSize(max(1, int(UNIT * 0.7)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(badge_text_colour(colour))
        painter.drawText(badge.adjusted(UNIT * 0.55, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.score))


class BoardItem(QGraphicsObject, Themed):
    """A board for 61 or 121 points with one track per player or side.

    ``set_scores`` moves the pegs: the back peg of a track that scored jumps
    over the front one to the new score (leapfrog), so the gap between the two
    pegs always shows the last score of that track.

    The pegs slide through ``motion``: the table's own (``TableScene.motion``)
    on the felt, so a peg on its way keeps the whole table "moving" exactly as
    a card does, and nobody needs a second "all still" signal.
    """

    def __init__(
        self,
        target: int = 121,
        tracks: int = 2,
        animation_ms: int = 0,
        parent: QGraphicsItem | None = None,
        motion: Motion | None = None,
    ) -> None:
        super().__init__(parent)
        self.layout_: BoardLayout = board_layout(target, tracks)
        self.animation_ms = animation_ms
        self.motion = motion if motion is not None else Motion(self)
        self._scores = [0] * tracks
        self._backs: list[int | None] = [None] * tracks
        self._front_is = [0] * tracks  # which of the two pegs leads
        self._pegs: list[list[PegItem]] = []
        self._grain = self._make_grain()
        self._names = [""] * tracks
        # The wood, holes and labels are costly to paint and rarely change:
        # keep them as a device-resolution pixmap (redrawn on zoom or update()).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._badges: list[ScoreBadge] = []
        for t in range(tracks):
            badge = ScoreBadge(t, self)
            badge.setPos(self._px(self.layout_.score_anchor(t)))
            self._badges.append(badge)
            pair = [PegItem(t, self), PegItem(t, self)]
            front, back = self.layout_.peg_positions(t, 0, None)
            pair[0].setPos(self._px(front))
            pair[1].setPos(self._px(back))
            self._pegs.append(pair)

    # ----------------------------------------------------------- geometry
    @property
    def target(self) -> int:
        return self.layout_.target

    @property
    def tracks(self) -> int:
        return self.layout_.tracks

    def _px(self, point: tuple[float, float]) -> QPointF:
        return QPointF(point[0] * UNIT, point[1] * UNIT)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.layout_.width * UNIT, self.layout_.height * UNIT)

    # ----------------------------------------------------------- state
    def scores(self) -> list[int]:
        return list(self._scores)

    def set_names(self, names: Sequence[str]) -> None:
        """Player or side names, used for the tooltip of each score."""
        self._names = list(names)[: self.tracks] + [""] * max(0, self.tracks - len(names))
        self.setToolTip("\n".join(f"{n}: {s}" for n, s in zip(self._names, self._scores, strict=False) if n))

    def peg_items(self, track: int) -> list[PegItem]:
        """The two pegs of a track, leading one first."""
        pair = self._pegs[track]
        return [pair[self._front_is[track]], pair[1 - self._front_is[track]]]

    def peg_scores(self, track: int) -> tuple[int, int | None]:
        """(front, back) scores; back None while the back peg is at the start."""
        return self._scores[track], self._backs[track]

    def set_scores(self, scores: Sequence[int], animate: bool = True) -> None:
        """Move the pegs of every track whose score changed."""
        duration = self.animation_ms if animate else 0
        for t, new in enumerate(list(scores)[: self.tracks]):
            old = self._scores[t]
            if new == old:
                continue
            front_peg, back_peg = self.peg_items(t)
            if new > old:
                # Leapfrog: the back peg jumps ahead and becomes the front one.
                self._backs[t] = old
                self._scores[t] = new
                self._front_is[t] = 1 - self._front_is[t]
                self._animate(back_peg, self.layout_.hole(t, new), duration)
            else:
                # A score taken back (an overcount): the front peg retreats.
                self._scores[t] = new
                back = self._backs[t]
                if back is not None and back >= new:
                    self._backs[t] = None
                    back_pos = self.layout_.peg_positions(t, new, self._backs[t])[1]
                    self._animate(back_peg, back_pos, duration)
                self._animate(front_peg, self.layout_.hole(t, new), duration)
        for badge, score in zip(self._badges, self._scores, strict=False):
            badge.set_score(score)
        self.set_names(self._names)

    def _animate(self, peg: PegItem, point: tuple[float, float], duration: int) -> None:
        # A peg sent on again replaces its last move in the motion, which
        # counts that one as over: the "all still" report still comes once.
        self.motion.animate_pos(peg, self._px(point), duration, QEasingCurve.Type.InOutCubic)

    @property
    def animations_done(self) -> SignalInstance:
        """The motion's "all still" (on the felt, the table's: pegs and cards alike)."""
        return self.motion.idle

    def is_animating(self) -> bool:
        """Whether a peg of this board is on its way."""
        return any(self.motion.moving(peg) for pair in self._pegs for peg in pair)

    def halt(self) -> None:
        """Stop the pegs where they are (the board is about to leave the felt)."""
        for peg in (p for pair in self._pegs for p in pair):
            self.motion.forget(peg)

    # ----------------------------------------------------------- painting
    def _make_grain(self) -> list[tuple[float, float, float, int]]:
        """Fixed wavy grain lines (y, amplitude, phase, alpha) for the wood."""
        rng = random.Random(1234)
        lines = []
        h = self.layout_.height
        y = 0.1
        while y < h:
            lines.append((y, rng.uniform(0.05, 0.3), rng.uniform(0, 6.28), rng.randint(14, 40)))
            y += rng.uniform(0.18, 0.5)
        return lines

    def looks_part(self, looks: Looks) -> object:
        return looks.board_wood

    def looks_changed(self) -> None:
        self.update()
        for peg in (p for pair in self._pegs for p in pair):
            peg.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        self._paint_wood(painter, rect)
        self._paint_turns(painter)
        self._paint_lanes(painter)
        self._paint_labels(painter)
        self._paint_holes(painter)

    def _paint_wood(self, painter: QPainter, rect: QRectF) -> None:
        paint_wood(painter, rect, self.looks.wood, self._grain, UNIT)

    def _lane_pen(self, track: int) -> QPen:
        colour = QColor(track_colour(track))
        colour.setAlpha(120)
        pen = QPen(colour, UNIT * 0.42)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setStyle(LANE_STYLES[track % len(LANE_STYLES)])
        return pen

    def _paint_lanes(self, painter: QPainter) -> None:
        """A coloured inlay under each track's holes, band by band."""
        lay = self.layout_
        per = 30
        for t in range(lay.tracks):
            painter.setPen(self._lane_pen(t))
            for band in range(lay.bands):
                first = lay.holes[t][band * per]
                last = lay.holes[t][band * per + per - 1]
                painter.drawLine(self._px(first), self._px(last))
            # Start holes and game hole joined to the track.
            painter.drawLine(self._px(lay.start_holes[t][1]), self._px(lay.holes[t][0]))
            painter.drawLine(self._px(lay.holes[t][lay.target - 2]), self._px(lay.game_hole(t)))

    def _paint_turns(self, painter: QPainter) -> None:
        """Nested U-turns joining one band to the next."""
        lay = self.layout_
        per = 30
        for t in range(lay.tracks):
            pen = self._lane_pen(t)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for band, nxt, side in lay.turns():
                a = self._px(lay.holes[t][band * per + per - 1])
                b = self._px(lay.holes[t][nxt * per])
                bulge = turn_bulge(abs(b.y() - a.y()) / UNIT) * UNIT
                dx = bulge if side == "right" else -bulge
                path = QPainterPath(a)
                path.cubicTo(QPointF(a.x() + dx, a.y()), QPointF(b.x() + dx, b.y()), b)
                painter.drawPath(path)

    def _paint_labels(self, painter: QPainter) -> None:
        """Hole numbers in each track's own lane (tens bold, fives smaller), then the skunk line."""
        lay = self.layout_
        scale = max(1e-3, abs(painter.worldTransform().m11()))
        wood = self.looks.wood
        label, halo = QColor(wood.label), QColor(wood.halo)
        fonts: dict[str, QFont] = {}
        for _track, x, y, number in lay.hole_labels():
            # A thin halo in the wood's opposite tone keeps the number at AA
            # over the coloured lane it sits in (tools/table_contrast.py).
            text = str(number)
            face = fonts.get(text) or fonts.setdefault(text, label_font(number, scale))
            r = QRectF((x - 0.6) * UNIT, (y - 0.3) * UNIT, 1.2 * UNIT, 0.6 * UNIT)
            paint_haloed_text(painter, r, text, face, label, halo, label_halo(scale))
        tens = label_font(10, scale)
        painter.setPen(label)
        font = tens
        skunk = lay.skunk_line()
        if skunk is not None:
            x, top, bottom = skunk
            pen = QPen(label, UNIT * 0.07, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x * UNIT, top * UNIT), QPointF(x * UNIT, bottom * UNIT))
            small = QFont(font)
            small.setPixelSize(max(1, int(UNIT * 0.42)))
            painter.setFont(small)
            painter.drawText(
                QRectF((x - 0.5) * UNIT, (bottom + 0.02) * UNIT, 1.0 * UNIT, 0.5 * UNIT),
                Qt.AlignmentFlag.AlignCenter,
                "S",
            )

    def _paint_hole(self, painter: QPainter, centre: QPointF, r: float) -> None:
        paint_hole(painter, centre, r, self.looks.wood, UNIT)

    def _paint_holes(self, painter: QPainter) -> None:
        lay = self.layout_
        for t in range(lay.tracks):
            for score in range(1, lay.target):
                self._paint_hole(painter, self._px(lay.holes[t][score - 1]), HOLE_RADIUS * UNIT)
            for start in lay.start_holes[t]:
                self._paint_hole(painter, self._px(start), HOLE_RADIUS * UNIT * 1.1)
            game = self._px(lay.game_hole(t))
            painter.setPen(QPen(QColor("#f3d27a"), UNIT * 0.07))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(game, GAME_HOLE_RADIUS * UNIT * 1.55, GAME_HOLE_RADIUS * UNIT * 1.55)
            self._paint_hole(painter, game, GAME_HOLE_RADIUS * UNIT)


LABEL_CLEAR = 0.42  # hole pitches from a number's centre to the edge of its own hole (the nearest)


def label_halo(scale: float) -> float:
    """The width of a number's halo, in item pixels, on a board drawn at ``scale``."""
    return max(UNIT * 0.09, 1.2 / max(1e-3, scale))


def label_font(number: int, scale: float) -> QFont:
    """The font of a hole number on a board drawn at ``scale`` (screen pixels per item pixel).

    Tens a little larger than fives, both bold (thin fives read faint on
    the wood); at least about 9 screen pixels (times the text size) however
    far the board is scaled down, but with its halo never nearer than ``LABEL_CLEAR`` to the
    edge of a hole: a wide number ("115" on a small board) is condensed,
    then made smaller, so it never touches the holes beside it.
    """
    from muggins_desktop.ui.access.accessibility import text_scale

    # The smallest number grows with the text-size setting (9 screen pixels at 1x), as far as the holes allow.
    least = min(UNIT * 0.75, 9.0 * text_scale() / max(1e-3, scale))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(max(UNIT * (0.46 if number % 10 == 0 else 0.42), least))))
    clear = LABEL_CLEAR + label_offset(number) - LABEL_OFFSET  # three-digit numbers stand further out
    text, room = str(number), 2 * (clear * UNIT - label_halo(scale))
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > room:
        font.setStretch(max(62, int(100 * room / width)))
        width = QFontMetricsF(font).horizontalAdvance(text)
        if width > room:
            font.setPixelSize(max(1, int(font.pixelSize() * room / width)))
    return font
