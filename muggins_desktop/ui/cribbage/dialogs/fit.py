"""Keep the Muggins dialogs inside the screen and their window at any text size.

Each dialog puts what it shows (headline, cards, explanations) in a
``DialogBody``, a frameless scroll area that asks for its whole content, and
keeps its buttons outside it. ``fit_to_room`` then sizes the dialog for its
wrapped labels and, when that is taller than the room (the screen's free
area, and no bigger than the window the dialog opens over), lets only the
body scroll: every button stays visible. At 1.0x text nothing scrolls and the
dialog looks as it did.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QDialog, QFrame, QLayout, QScrollArea, QVBoxLayout, QWidget

# Below this a window is too small to bound a dialog by; the screen does then.
MIN_ROOM = QSize(480, 360)


class DialogBody(QScrollArea):
    """A frameless, see-through scroll area sized for its whole content.

    ``body`` is the layout to fill. Only the vertical bar ever shows, and only
    when the dialog could not be made tall enough for everything.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogBody")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("dialogBodyInner")
        self.body = QVBoxLayout(inner)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.setWidget(inner)
        self.inner = inner
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("#dialogBody, #dialogBodyInner { background: transparent; }")
        self.capped = False  # set by fit_to_room when the dialog cannot hold it all
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # in the Tab order only while it scrolls
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # on only while it scrolls

    def set_capped(self, capped: bool) -> None:
        """Capped: ask the layout only for a few lines, so the buttons get their room."""
        if capped != self.capped:
            self.capped = capped
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus if capped else Qt.FocusPolicy.NoFocus)
            self.setVerticalScrollBarPolicy(
                Qt.ScrollBarPolicy.ScrollBarAsNeeded if capped else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            )
            self.updateGeometry()

    def _content_height(self, width: int) -> int:
        inner = self.inner
        if inner.hasHeightForWidth():
            return max(inner.heightForWidth(width), inner.minimumSizeHint().height())
        return inner.sizeHint().height()

    def sizeHint(self) -> QSize:
        hint = self.inner.sizeHint()
        return QSize(hint.width(), self._content_height(hint.width()))

    def minimumSizeHint(self) -> QSize:
        # As narrow as the content allows, and short: the rest scrolls.
        width = self.inner.minimumSizeHint().width()
        return QSize(width, min(self.sizeHint().height(), 4 * self.fontMetrics().height()))

    def hasHeightForWidth(self) -> bool:
        return not self.capped

    def heightForWidth(self, width: int) -> int:
        return self._content_height(width)

    def scrolls(self) -> bool:
        """True when the content is taller than the room it was given."""
        return self.verticalScrollBar().maximum() > 0


def dialog_room(dialog: QDialog) -> QRect:
    """Where the dialog, with its frame, may lie: the screen's free area, within its window.

    The window bounds it only when the window is smaller than the screen
    and not tiny (``MIN_ROOM``).
    """
    parent = dialog.parentWidget()
    window = parent.window() if parent is not None else None
    screen = (window or dialog).screen()
    room = screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)
    if window is not None and window.isVisible():
        inside = room.intersected(window.frameGeometry())
        if inside.width() >= MIN_ROOM.width() and inside.height() >= MIN_ROOM.height():
            room = inside
    return room


def frame_extra(dialog: QDialog) -> QSize:
    """What the window frame adds to the dialog's size (its window's, until it has its own)."""
    own = dialog.frameGeometry().size() - dialog.size()
    if own.width() > 0 or own.height() > 0:
        return own
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        window = parent.window()
        return window.frameGeometry().size() - window.size()
    return QSize(0, 0)


def _height_for(layout: QLayout, width: int) -> int:
    layout.activate()
    return layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()


def fit_to_room(dialog: QDialog, wish_width: int = 0) -> None:
    """Size the dialog for its wrapped texts, no bigger than its room, and place it there.

    ``wish_width`` is a width the dialog would like when the room allows
    (large text reads better in a wider dialog than in a tall one).
    """
    layout = dialog.layout()
    if layout is None:
        return
    body = dialog.findChild(DialogBody)
    if body is not None:
        body.set_capped(False)
    layout.activate()
    room, extra = dialog_room(dialog), frame_extra(dialog)
    most = QSize(room.width() - extra.width(), room.height() - extra.height())
    width = min(max(dialog.width(), layout.minimumSize().width(), wish_width), most.width())
    need = _height_for(layout, width)
    if need > most.height() and body is not None:
        # The body will scroll: give its bar room instead of squeezing the text.
        width = min(width + body.verticalScrollBar().sizeHint().width(), most.width())
        body.set_capped(True)
        need = most.height()
    height = min(max(need, dialog.height()), most.height())
    dialog.resize(width, height)
    _place(dialog, room, dialog.size() + extra)


def _place(dialog: QDialog, room: QRect, size: QSize) -> None:
    """Centre the dialog (``size`` with its frame) over its window, as Qt does, inside the room."""
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        window = parent.window()
        centre = window.mapToGlobal(window.rect().center())
    else:
        centre = dialog.geometry().center()
    top_left = centre - QPoint(size.width() // 2, size.height() // 2)
    x = max(room.left(), min(top_left.x(), room.right() + 1 - size.width()))
    y = max(room.top(), min(top_left.y(), room.bottom() + 1 - size.height()))
    dialog.move(x, y)
