"""One felt view for both tables.

``FeltView(scene, theme=...)`` shows a :class:`~muggins_desktop.ui.table.scene.TableScene`.
The scene is laid out in viewport pixels: on every resize the view sets the
scene rectangle to the viewport and calls ``scene.relayout(size)``, so the
whole table is always visible and items are drawn at their real size (crisp
text and tiles at any device-pixel ratio). The felt is a radial gradient in
one of ``painting.THEMES``, cached per size.

API: ``set_theme(name)``, ``set_looks(looks)`` (the felt, and the scene's
looks for its items), ``theme`` (str), ``fit()`` (relayout now, e.g. after
the state changed size-relevant things). A new application or system font
(``FontChange``, which follows ``ApplicationFontChange``, or ``ThemeChange``) becomes the table's text size
(``accessibility.follow_font_change``) and the table is laid out again. Keys and focus stay with the
subclass (each game adds its own ``keyPressEvent``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.looks.felt import paint_felt
from muggins_desktop.ui.looks.painting import FELTS as THEMES
from muggins_desktop.ui.looks.themes import CONTRAST_FELT, FELT_STYLES, Looks
from muggins_desktop.ui.table.scene import TableScene

# Qt posts ApplicationFontChange to the windows and FontChange to the
# widgets whose font follows the application's (``changeEvent`` gets it, so
# no Python runs for the view's other events).
_FONT_EVENTS = (QEvent.Type.FontChange, QEvent.Type.ThemeChange)


def table_looks(settings: Settings) -> Looks:
    """The looks ``settings`` ask for, high contrast resolved ("auto": as the system asks)."""
    from muggins_desktop.ui.access.accessibility import wants_high_contrast

    return Looks.from_settings(settings, high_contrast=wants_high_contrast(settings.high_contrast))


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
        self.laid_text_scale = 1.0  # the text factor the scene was last laid out for

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "green"
        self.resetCachedContent()
        self.viewport().update()

    def set_looks(self, looks: Looks) -> None:
        """Show ``looks``: a new felt repaints the background, the scene repaints the items that changed."""
        felt = looks.felt_style.name
        if felt != self.theme:
            self.set_theme(felt)
        self.table_scene.set_looks(looks)

    def fit(self) -> None:
        """Give the scene the viewport's size and let it relay itself out."""
        from muggins_desktop.ui.access.accessibility import text_scale

        self.laid_text_scale = text_scale()
        size = QSizeF(self.viewport().width(), self.viewport().height())
        self.table_scene.setSceneRect(QRectF(QPointF(0, 0), size))
        self.table_scene.relayout(size)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() in _FONT_EVENTS:
            from muggins_desktop.ui.access.accessibility import follow_font_change, text_scale

            follow_font_change()
            if text_scale() != self.laid_text_scale:
                self.fit()
                self.table_scene.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resetCachedContent()
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        felt = CONTRAST_FELT if self.theme == CONTRAST_FELT.name else FELT_STYLES.get(self.theme, FELT_STYLES["green"])
        paint_felt(painter, rect, self.viewport().width(), self.viewport().height(), felt)
