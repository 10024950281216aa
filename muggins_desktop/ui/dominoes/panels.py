"""The dominoes panels: round summary and match end, each one composite item.

A panel is built whole from plain data (names, rows of cells) and owns its
buttons; it says what the player chose through its own signals, so the
table keeps no "which panel is open" string and no loose items. A cell is
text or a list of tiles (pairs), drawn as small dominoes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from muggins_desktop.ui.dominoes.tile_item import paint_tile
from muggins_desktop.ui.looks.painting import elide
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.table.items import MUTED, TEXT, PanelItem
from muggins_desktop.ui.table.themed import Themed

Cell = object  # str, or list[tuple[int, int]] for tiles

#: A tile's short side in a panel at text size 1 (48x24 px): smaller, its
#: pips could no longer be counted. A long hand wraps onto more lines instead.
MIN_TILE_H = 24.0


class TablePanel(PanelItem, Themed):
    """A panel whose body is a small table: a header row and data rows."""

    kind = ""
    left_columns: frozenset[int] = frozenset({0})  # text columns aligned left (numbers go right)

    def __init__(self, title: str, subtitle: str, header: Sequence[str], rows: Sequence[Sequence[Cell]]) -> None:
        super().__init__()
        self.title, self.subtitle = title, subtitle
        self.header = list(header)
        self.rows = [list(r) for r in rows]
        self.tile_rects: list[QRectF] = []  # where the last paint put each tile (tests read it)

    def _has_tiles(self) -> bool:
        return any(isinstance(c, list) for r in self.rows for c in r)

    def _line_h(self) -> float:
        if self.compact:
            return self.t * (2.1 if self._has_tiles() else 1.5)
        return self.t * (2.6 if self._has_tiles() else 2.0)

    def _header_h(self) -> float:
        return self.t * (1.6 if self.compact else 2.0) if self.header else 0.0

    def card_width(self) -> float:
        return self.t * (58 if self._has_tiles() else 46)

    def body_height(self) -> float:
        rows = sum(self._row_h(row, self._body_w()) for row in self.rows)
        return rows + self._header_h() + self.t * (2.5 if self.compact else 3.5)

    def _body_w(self) -> float:
        """The body's width: the card's (``card_rect``) less its padding on both sides."""
        return min(self._rect.width() * 0.92, self.card_width()) - 2 * self.t * 1.2

    def _tile_fit(self, count: int, width: float) -> tuple[float, float, int]:
        """(tile height, gap, tiles per line) for ``count`` tiles in a cell ``width`` wide.

        Tiles shrink to keep a hand on one line, but never below
        ``MIN_TILE_H`` (times the text factor); past that the hand wraps.
        """
        room = max(1.0, width - 8)
        preferred = self._line_h() * 0.62
        one_line = room / (count * 2 + (count - 1) * 0.12) if count else preferred
        # The least size grows with a large window's text too, so tiles keep
        # their size beside the words rather than shrink to the 1x minimum.
        least = max(MIN_TILE_H * self.factor, preferred * 0.8)
        th = min(max(least, min(preferred, one_line)), room / 2)
        gap = min(self.t * 0.25, th * 0.2)
        return th, gap, max(1, min(count, int((room + gap) // (2 * th + gap))))

    def _row_h(self, row: Sequence[Cell], body_w: float) -> float:
        """A row's height: one line, or more where a hand of tiles wraps."""
        line_h = self._line_h()
        widths = self._column_widths(body_w, self._columns())
        tall = line_h
        for i, cell in enumerate(row):
            if isinstance(cell, list) and cell:
                th, gap, per_line = self._tile_fit(len(cell), widths[min(i, len(widths) - 1)])
                lines = -(-len(cell) // per_line)
                air = line_h * 0.38  # the room around one line of tiles (it fills 0.62)
                tall = max(tall, lines * th + (lines - 1) * gap + air)
        return tall

    def _columns(self) -> int:
        return max([len(self.header)] + [len(r) for r in self.rows] + [1])

    def _needs(self, columns: int) -> list[float]:
        """The width each text column needs (header and cells); tile columns need little."""
        head, cell = QFontMetricsF(self.font(0.85, bold=True)), QFontMetricsF(self.font())
        needs = [0.0] * columns
        table: list[Sequence[Cell]] = [self.header, *self.rows]
        for r, row in enumerate(table):
            for i, value in enumerate(row[:columns]):
                if isinstance(value, list):
                    needs[i] = max(needs[i], self.t * 5)
                else:
                    needs[i] = max(needs[i], (head if r == 0 else cell).horizontalAdvance(str(value)) + 10)
        return needs

    def body_fits(self, width: float) -> bool:
        return sum(self._needs(self._columns())) <= width + 0.5

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        widths = self._column_widths(rect.width(), self._columns())
        y = rect.y()
        self.tile_rects = []
        if self.header:
            self._paint_row(painter, self.header, rect.x(), y, widths, self._header_h(), header=True)
            y += self._header_h()
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.drawLine(QPointF(rect.x(), y), QPointF(rect.right(), y))
        for row in self.rows:
            row_h = self._row_h(row, rect.width())
            if y + row_h > rect.bottom() + 1:
                break
            self._paint_row(painter, row, rect.x(), y, widths, row_h)
            y += row_h

    def _column_widths(self, total: float, columns: int) -> list[float]:
        if columns == 1:
            return [total]
        needs = self._needs(columns)
        tiles = {i for r in self.rows for i, c in enumerate(r) if isinstance(c, list)}
        air = self.t * 1.5
        spare = total - sum(n + air for i, n in enumerate(needs) if i not in tiles)
        if tiles and spare >= self.t * 5 * len(tiles):
            # Text columns take what they need and a little air, the hands
            # the rest: a long hand then wraps onto fewer lines.
            return [spare / len(tiles) if i in tiles else n + air for i, n in enumerate(needs)]
        if self._has_tiles():  # the second column holds tiles: give it room
            first, second = total * 0.2, total * 0.4
            rest = (total - first - second) / max(1, columns - 2)
            widths = [first, second] + [rest] * (columns - 2)
        else:
            first = total * 0.28
            widths = [first] + [(total - first) / (columns - 1)] * (columns - 1)
        if all(w >= n for w, n in zip(widths, needs, strict=False)) or sum(needs) > total:
            return widths
        # Too narrow for some column (a long name, a long header at a large
        # text size): each column gets what it needs, the tiles the rest.
        spare = total - sum(needs)
        share = sorted(tiles) or list(range(columns))
        return [n + (spare / len(share) if i in share else 0.0) for i, n in enumerate(needs)]

    def _paint_row(
        self,
        painter: QPainter,
        row: Sequence[Cell],
        x: float,
        y: float,
        widths: list[float],
        line_h: float,
        header: bool = False,
    ) -> None:
        font = self.font(0.85 if header else 1.0, bold=header)
        painter.setFont(font)
        tile_columns = {i for r in self.rows for i, c in enumerate(r) if isinstance(c, list)}
        for i, cell in enumerate(row):
            w = widths[i] if i < len(widths) else widths[-1]
            if isinstance(cell, list):
                self._paint_tiles(painter, cell, x, y, w, line_h)
            else:
                painter.setPen(MUTED if header else TEXT)
                left = i in self.left_columns or i in tile_columns
                align = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
                )
                painter.drawText(QRectF(x, y, w, line_h).adjusted(4, 0, -4, 0), align, elide(str(cell), font, w - 8))
            x += w

    def looks_part(self, looks: Looks) -> object:
        return looks.tiles

    def looks_changed(self) -> None:
        self.update()

    def _paint_tiles(
        self, painter: QPainter, tiles: list[tuple[int, int]], x: float, y: float, w: float, line_h: float
    ) -> None:
        """Tiles lie flat, as a player shows them, shrinking to fit, then wrapping onto more lines."""
        if not tiles:
            return
        th, gap, per_line = self._tile_fit(len(tiles), w)
        tw = th * 2
        lines = -(-len(tiles) // per_line)
        top = y + (line_h - (lines * th + (lines - 1) * gap)) / 2
        for j, tile in enumerate(tiles):
            line, place = divmod(j, per_line)
            rect = QRectF(x + 4 + place * (tw + gap), top + line * (th + gap), tw, th)
            self.tile_rects.append(rect)
            paint_tile(painter, rect, tile[0], tile[1], style=self.looks.tile_style)


class RoundSummaryPanel(TablePanel):
    """The end of a round: who went out (or the block), hands, penalties."""

    kind = "round"
    nextRound = Signal()

    def __init__(
        self, title: str, subtitle: str, header: Sequence[str], rows: Sequence[Sequence[Cell]], next_text: str
    ) -> None:
        super().__init__(title, subtitle, header, rows)
        self.add_button(next_text).clicked.connect(self.nextRound.emit)


class MatchEndPanel(TablePanel):
    """The end of the match: the winner, the running totals of the last
    rounds, where the points came from, the final scores; New game, Look at
    the table and (when given a text) Rematch, Review and, last, Same deals
    from the other seat. The default button (Enter) is Review, else Rematch:
    never a path that leaves the match."""

    kind = "match"
    newGame = Signal()
    lookAtTable = Signal()
    reviewRequested = Signal()  # review the match just finished (coach)
    rematch = Signal()
    again = Signal()  # the same deals from the other seat

    def __init__(
        self,
        title: str,
        subtitle: str,
        header: Sequence[str],
        rows: Sequence[Sequence[Cell]],
        new_text: str,
        look_text: str,
        rematch_text: str = "",
        review_text: str = "",
        again_text: str = "",
    ) -> None:
        super().__init__(title, subtitle, header, rows)
        self.add_button(new_text).clicked.connect(self.newGame.emit)
        self.add_button(look_text).clicked.connect(self.lookAtTable.emit)
        if rematch_text:
            rematch = self.add_button(rematch_text)
            rematch.clicked.connect(self.rematch.emit)
            self.set_default(rematch)
        if review_text:
            review = self.add_button(review_text)
            review.clicked.connect(self.reviewRequested.emit)
            self.set_default(review)  # Enter reviews the match: it never starts a new one (issue 24)
        if again_text:
            self.add_button(again_text).clicked.connect(self.again.emit)

    def card_width(self) -> float:
        """Wide enough for the table and for the row of buttons (up to five)."""
        buttons = sum(self._button_widths()) + self.t * (len(self.buttons) + 2)
        return max(super().card_width(), buttons)
