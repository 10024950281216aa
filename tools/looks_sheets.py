"""Render one picture per deck, card back, tile style, felt and board wood.

    python3 tools/looks_sheets.py --out docs/screenshots      # the sheets the docs show
    python3 tools/looks_sheets.py --out /tmp/looks --scale 2  # larger, to check by eye

Every sheet is painted offscreen by the same functions the table uses
(``ui/looks``), on the felt it names, so what the docs show is what a player
gets. Sheets: ``looks-decks.png`` (every deck, normal and small size),
``looks-backs.png``, ``looks-tiles.png`` (every style, every number),
``looks-felts.png`` (each felt with table text on it) and
``looks-boards.png`` (each wood, a corner of a 121-hole board).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QRadialGradient

from muggins_desktop.engine.cribbage.cards import parse_cards
from muggins_desktop.ui.looks.cards import CARD_H, CARD_W, paint_card_back, paint_card_face
from muggins_desktop.ui.looks.themes import CARD_BACKS, DECKS, FELT_STYLES, TILE_STYLES, WOODS, Felt
from muggins_desktop.ui.looks.tiles import paint_tile

CARDS = parse_cards("AS 7H 10D QC KH JD 3C 9S")
LABEL = QColor("#f4f1e4")


def _felt(painter: QPainter, rect: QRectF, felt: Felt) -> None:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, QColor(felt.centre))
    grad.setColorAt(1.0, QColor(felt.edge))
    painter.fillRect(rect, grad)


def _caption(painter: QPainter, rect: QRectF, text: str, px: float) -> None:
    font = QFont()
    font.setPixelSize(max(8, int(px)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(LABEL)
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def _image(w: float, h: float, scale: float) -> tuple[QImage, QPainter]:
    image = QImage(int(w * scale), int(h * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#134a2c"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    return image, painter


def decks(scale: float) -> QImage:
    cw, ch, small = CARD_W * 1.2, CARD_H * 1.2, 44.0
    row_h = ch + 40
    width = 20 + len(CARDS) * (cw + 10) + 20 + 4 * (small + 6)
    image, p = _image(width, 20 + len(DECKS) * row_h, scale)
    _felt(p, QRectF(0, 0, width, 20 + len(DECKS) * row_h), FELT_STYLES["green"])
    for row, deck in enumerate(DECKS.values()):
        y = 10 + row * row_h
        _caption(p, QRectF(20, y, 400, 26), deck.name.replace("_", " "), 18)
        for i, card in enumerate(CARDS):
            paint_card_face(p, QRectF(20 + i * (cw + 10), y + 30, cw, ch), card, deck)
        x0 = 20 + len(CARDS) * (cw + 10) + 10
        for i, card in enumerate(CARDS[:4]):  # the small (compact) faces of a crowded table
            paint_card_face(p, QRectF(x0 + i * (small + 6), y + 30, small, small * CARD_H / CARD_W), card, deck)
    p.end()
    return image


def backs(scale: float) -> QImage:
    cw, ch = CARD_W * 1.5, CARD_H * 1.5
    width = 20 + len(CARD_BACKS) * (cw + 30)
    image, p = _image(width, ch + 70, scale)
    _felt(p, QRectF(0, 0, width, ch + 70), FELT_STYLES["green"])
    for i, back in enumerate(CARD_BACKS.values()):
        x = 20 + i * (cw + 30)
        _caption(p, QRectF(x, 8, cw, 26), back.name, 18)
        paint_card_back(p, QRectF(x, 40, cw, ch), back)
    p.end()
    return image


def tiles(scale: float) -> QImage:
    tw, th = 46.0, 92.0
    width = 20 + 7 * (tw + 10) + 20 + 2 * (th + 10)
    row_h = th + 44
    felts = list(FELT_STYLES.values())
    image, p = _image(width, 10 + len(TILE_STYLES) * row_h, scale)
    for row, style in enumerate(TILE_STYLES.values()):
        y = 10 + row * row_h
        _felt(p, QRectF(0, y - 10, width, row_h), felts[row % len(felts)])
        _caption(p, QRectF(20, y, 400, 26), style.name, 18)
        for n in range(7):
            paint_tile(p, QRectF(20 + n * (tw + 10), y + 32, tw, th), n, 6 - n, style=style)
        x0 = 20 + 7 * (tw + 10) + 10
        paint_tile(p, QRectF(x0, y + 32, th, tw), 5, 5, style=style)
        paint_tile(p, QRectF(x0 + th + 10, y + 32, th, tw), 0, 0, face_up=False, style=style)
    p.end()
    return image


def felts(scale: float) -> QImage:
    from muggins_desktop.ui.looks.themes import CONTRAST_FELT

    sw, sh = 220.0, 130.0
    all_felts = [*FELT_STYLES.values(), CONTRAST_FELT]
    width = 20 + len(all_felts) * (sw + 14)
    image, p = _image(width, sh + 40, scale)
    p.fillRect(QRectF(0, 0, width, sh + 40), QColor("#202020"))
    for i, felt in enumerate(all_felts):
        r = QRectF(20 + i * (sw + 14), 20, sw, sh)
        _felt(p, r, felt)
        _caption(p, r.adjusted(12, 8, -8, -sh * 0.6), felt.name, 18)
        font = QFont()
        font.setPixelSize(14)
        p.setFont(font)
        p.setPen(QColor(244, 241, 228, 220))
        p.drawText(r.adjusted(12, sh * 0.42, -8, -sh * 0.3), Qt.AlignmentFlag.AlignLeft, "Your turn: play a tile")
        p.setPen(QColor("#ffd54a"))
        p.drawText(r.adjusted(12, sh * 0.66, -8, -8), Qt.AlignmentFlag.AlignLeft, "Count 15 · +2")
    p.end()
    return image


def boards(scale: float) -> QImage:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from muggins_desktop.ui.cribbage.board.item import BoardItem
    from muggins_desktop.ui.looks.themes import Looks

    boards_ = []
    for wood in WOODS:
        board = BoardItem(121, 3, animation_ms=0)
        board.set_looks(Looks(board_wood=wood))
        board.set_scores([37, 62, 15], animate=False)
        boards_.append((wood, board))
    rect = boards_[0][1].boundingRect()
    crop = QRectF(0, 0, rect.width() * 0.55, rect.height())
    zoom = 0.9
    width = 20 + len(boards_) * (crop.width() * zoom + 20)
    height = crop.height() * zoom + 60
    image, p = _image(width, height, scale)
    _felt(p, QRectF(0, 0, width, height), FELT_STYLES["green"])
    for i, (wood, board) in enumerate(boards_):
        x = 20 + i * (crop.width() * zoom + 20)
        _caption(p, QRectF(x, 8, 300, 26), wood, 18)
        p.save()
        p.translate(x, 44)
        p.scale(zoom, zoom)
        p.setClipRect(crop)
        board.paint(p, QStyleOptionGraphicsItem(), None)
        for child in board.childItems():
            p.save()
            p.translate(child.pos())
            child.paint(p, QStyleOptionGraphicsItem(), None)
            p.restore()
        p.restore()
    p.end()
    return image


SHEETS = {"decks": decks, "backs": backs, "tiles": tiles, "felts": felts, "boards": boards}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", choices=list(SHEETS), action="append")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.only or SHEETS:
        path = args.out / f"looks-{name}.png"
        if not SHEETS[name](args.scale).save(str(path)):
            print(f"could not write {path}")
            return 1
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
