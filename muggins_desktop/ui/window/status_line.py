"""The window's status line: wraps to a second line before anything is cut.

A plain ``QLabel`` in the status bar keeps one line and cuts it at the
window's edge (at 800x600 and 2x text most turn sentences were cut). The
``StatusLine`` breaks the sentence at word boundaries onto a second line
when it does not fit; only a text longer than two lines is elided ("…"),
and then the whole sentence is its tooltip. ``text()`` and the accessible
name always hold the whole sentence (screen readers and tests read it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MAX_LINES = 2


def wrap_lines(text: str, font: QFont, width: float, max_lines: int = MAX_LINES, elide: bool = True) -> list[str]:
    """``text`` broken at word boundaries into lines of at most ``width`` pixels.

    Past ``max_lines`` the last line takes the rest of the text, elided (with
    ``elide`` False the lines past ``max_lines`` are only dropped).
    """
    if not text:
        return []
    layout = QTextLayout(text, font)
    layout.beginLayout()
    lines: list[str] = []
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        starts.append(line.textStart())
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    if len(lines) > max_lines and not elide:
        return lines[:max_lines]
    if len(lines) > max_lines:
        from PySide6.QtCore import Qt  # not before the first paint: see ui/app/enum_props.py

        rest = text[starts[max_lines - 1] :].strip()
        lines = [*lines[: max_lines - 1], QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return lines


class StatusLine(QLabel):
    """A status-bar label that wraps to two lines, then elides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.lines: list[str] = []  # what is shown, line by line
        self._sized = False  # no resize event yet: the label has no width of its own to wrap to

    def setText(self, text: str) -> None:  # Qt's name
        super().setText(text)
        self._relayout()

    def _room(self) -> float:
        return float(max(1, self.contentsRect().width()))

    def _relayout(self) -> None:
        before = len(self.lines)
        # Before its first resize (its show) the label has only a default width:
        # the lines are counted for the layout, and the elided one is made once
        # it has its real width (eliding needs PySide's slow ``Qt`` namespace).
        self.lines = wrap_lines(self.text(), self.font(), self._room(), elide=self._sized)
        whole = " ".join(self.lines) == " ".join(self.text().split())
        self.setToolTip("" if whole else self.text())
        if len(self.lines) != before:
            self.updateGeometry()
        self.update()

    def elided(self) -> bool:
        return bool(self.toolTip())

    def sizeHint(self) -> QSize:
        fm = QFontMetricsF(self.font())
        margins = self.contentsMargins()
        lines = max(1, len(self.lines))
        height = lines * fm.lineSpacing() + margins.top() + margins.bottom()
        one_line = super().sizeHint().height()  # what a plain label had: the same bar for one line
        height = max(float(one_line), height + one_line - fm.lineSpacing() - margins.top() - margins.bottom())
        return QSize(int(fm.horizontalAdvance(self.text()[:40])), int(height + 0.99))

    def minimumSizeHint(self) -> QSize:
        return QSize(10, self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._sized = True
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        if len(self.lines) <= 1 and not self.elided():
            super().paintEvent(event)  # one line that fits: exactly as a plain label draws it
            return
        p = QPainter(self)
        p.setFont(self.font())
        p.setPen(self.palette().color(self.foregroundRole()))
        fm = QFontMetricsF(self.font())
        r = self.contentsRect()
        y = r.top() + max(0.0, (r.height() - len(self.lines) * fm.lineSpacing()) / 2) + fm.ascent()
        for line in self.lines:
            p.drawText(QPointF(r.left(), y), line)
            y += fm.lineSpacing()
        p.end()
