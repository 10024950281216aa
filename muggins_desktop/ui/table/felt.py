"""One felt view for both tables.

``FeltView(scene, theme=...)`` shows a :class:`~muggins_desktop.ui.table.scene.TableScene`.
The scene is laid out in viewport pixels: on every resize the view sets the
scene rectangle to the viewport and calls ``scene.relayout(size)``, so the
whole table is always visible and items are drawn at their real size (crisp
text and tiles at any device-pixel ratio). The felt is a radial gradient in
one of ``painting.THEMES``, cached per size.

API: ``set_theme(name)``, ``theme`` (str), ``fit()`` (relayout now, e.g. after
the state changed size-relevant things). Keys and focus stay with the
subclass (each game adds its own ``keyPressEvent``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from muggins_desktop.ui.painting import FELTS as THEMES
from muggins_desktop.ui.table.scene import TableScene


class FeltView(QGraphicsView):
    """A frameless view of a table scene on a felt background."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None, theme: str = "green") -> None:
        super().__init__(parent)
        self.table_scene = scene
        if scene.parent() is None:
            scene.setParent(self)  # the view keeps its scene alive as long as it lives
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is an expensive gradient: paint it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.theme = theme if theme in THEMES else "green"

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "green"
        self.resetCachedContent()
        self.viewport().update()

    def fit(self) -> None:
        """Give the scene the viewport's size and let it relay itself out."""
        size = QSizeF(self.viewport().width(), self.viewport().height())
        self.table_scene.setSceneRect(QRectF(QPointF(0, 0), size))
        self.table_scene.relayout(size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resetCachedContent()
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        light, dark = THEMES.get(self.theme, THEMES["green"])
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(light))
        grad.setColorAt(1.0, QColor(dark))
        painter.fillRect(rect, grad)
        # A faint rail around the felt.
        painter.setPen(QColor(255, 255, 255, 18))
        margin = max(4.0, min(w, h) * 0.009)
        painter.drawRoundedRect(QRectF(margin, margin, w - 2 * margin, h - 2 * margin), 18, 18)
