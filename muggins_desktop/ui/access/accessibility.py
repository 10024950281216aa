"""Reading and seeing the app: text size, high contrast, announcements, names.

The helpers here are shared by the dialogs, the tables and the main window:

- ``apply_text_scale(app, scale)`` grows the application font from the
  system size it had at start (1.0 to 2.0), so dialogs grow with it; the
  table's text follows the same setting times the system font's size
  (``text_scale()``, ``system_font_factor``), and ``follow_font_change``
  takes a font changed while the app runs as the new system font;
- ``high_contrast_palette()`` is a black-and-white palette with yellow
  focus, and ``system_prefers_contrast()`` reads the system's wish where
  Qt can tell (Qt >= 6.10 ``QAccessibilityHints.contrastPreference``;
  otherwise a palette whose text and window differ by at least 15:1);
- ``announce(widget, text)`` asks a screen reader to speak ``text``
  (on Linux a new description of the focused widget, which Orca 43 speaks;
  elsewhere ``QAccessibleAnnouncementEvent`` from Qt 6.8, else a name change
  on a hidden live-region label);
- ``contrast_ratio`` and ``unnamed_controls`` back the tests and checks;
- ``FOCUS_STYLE`` makes a focused default button look different from an
  unfocused one (a 3 px ring);
- ``apply_settings(app, settings)`` applies ``text_scale`` and
  ``high_contrast`` to the whole app in one call (the main window calls it
  at start and on ``settingsChanged``); ``app_high_contrast()`` tells
  dialogs opened later which theme is on; ``wants_reduced_motion(setting)``
  resolves "auto" | "on" | "off" for the tables.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, cast

from PySide6 import QtGui
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPalette,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibleEvent

    from muggins_desktop.storage.settings import Settings

MIN_SCALE, MAX_SCALE = 1.0, 2.0
AA_TEXT = 4.5
AA_LARGE = 3.0

# Recent announcements, newest last (tests and the "read again" key use it).
history: deque[str] = deque(maxlen=50)

# The focused button shows a 3 px border, never bold text: a button is as wide as its
# normal text, and bold cut «Застосувати» in a real window after a language switch.
FOCUS_STYLE = """
QPushButton:focus { border: 3px solid #1a56db; border-radius: 4px; }
QPushButton:default:!focus { border: 1px solid #5a4a3a; border-radius: 4px; }
QPushButton:default:focus { border: 3px solid #1a56db; }
QCheckBox:focus, QRadioButton:focus { outline: 2px solid #1a56db; }
"""

HIGH_CONTRAST_STYLE = """
QPushButton { border: 2px solid white; padding: 4px 12px; }
QPushButton:focus { border: 3px solid #ffff00; }
QPushButton:disabled { color: #c0c0c0; border-color: #c0c0c0; }
"""
# Fusion draws scroll bars from the palette's button colour, which is black in
# high contrast: the handle vanished. A white handle in a grey frame instead
# (the arrows go; the wheel, the keys and the page area still scroll).
HIGH_CONTRAST_SCROLL_BARS = """
QScrollBar { background: #000000; border: 1px solid #c0c0c0; }
QScrollBar:vertical { width: 16px; }
QScrollBar:horizontal { height: 16px; }
QScrollBar::handle { background: #ffffff; border: 2px solid #000000; border-radius: 3px; }
QScrollBar::handle:vertical { min-height: 28px; }
QScrollBar::handle:horizontal { min-width: 28px; }
QScrollBar::handle:hover, QScrollBar::handle:pressed { background: #ffff00; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
"""
HIGH_CONTRAST_STYLE += HIGH_CONTRAST_SCROLL_BARS


# ------------------------------------------------------------------ contrast
def _linear(channel: float) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor | str) -> float:
    """WCAG relative luminance of a colour."""
    c = QColor(colour)
    return 0.2126 * _linear(c.red()) + 0.7152 * _linear(c.green()) + 0.0722 * _linear(c.blue())


def contrast_ratio(fg: QColor | str, bg: QColor | str) -> float:
    """WCAG 2 contrast ratio, 1.0 to 21.0."""
    a, b = luminance(fg), luminance(bg)
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


# ------------------------------------------------------------------ text size
def clamp_scale(scale: float | str | None) -> float:
    if scale is None:
        return MIN_SCALE
    try:
        value = float(scale)
    except (TypeError, ValueError):
        return MIN_SCALE
    return min(MAX_SCALE, max(MIN_SCALE, value))


#: The platform's usual default text size (points, at the platform's usual
#: logical DPI): what the table's pixel sizes were drawn for.
REFERENCE_PT = {"darwin": 13.0, "win32": 9.0}
DEFAULT_REFERENCE_PT = 10.0  # KDE, Fedora, most Linux desktops; Qt's own is 9


def system_font_factor(font: QtGui.QFont | None = None) -> float:
    """How much larger ``font`` (the system font) is than the platform's usual default.

    1.0 for the usual size or a smaller one (the table never shrinks below
    the size it was drawn for), up to 2.0; e.g. 15 pt on Linux gives 1.5.
    Point sizes are compared in pixels, so a larger logical DPI counts too.
    """
    import sys

    font = font or QGuiApplication.font()
    mac = sys.platform == "darwin"
    reference_px = REFERENCE_PT.get(sys.platform, DEFAULT_REFERENCE_PT) * (72.0 if mac else 96.0) / 72.0
    if font.pointSizeF() > 0:
        screen = QGuiApplication.primaryScreen()
        dpi = screen.logicalDotsPerInchY() if screen is not None else (72.0 if mac else 96.0)
        px = font.pointSizeF() * dpi / 72.0
    else:
        px = float(font.pixelSize())
    return min(MAX_SCALE, max(MIN_SCALE, px / reference_px)) if px > 0 else MIN_SCALE


def apply_text_scale(app: QApplication | None, scale: float | str | None) -> float:
    """Set the app font to ``scale`` times the system font, and the table's factor.

    The first call remembers the system font (the app font at start), so
    repeated calls do not compound. The table's text grows by ``scale``
    times ``system_font_factor`` of that font (at most 2.0; see
    ``text_scale``). Returns the setting actually used (clamped to 1.0-2.0).
    """
    app = app or cast("QApplication | None", QApplication.instance())
    value = clamp_scale(scale)
    if app is None:
        return value
    base = app.property("mugginsBaseFont")
    if not isinstance(base, QtGui.QFont):
        base = QGuiApplication.font()
        app.setProperty("mugginsBaseFont", base)
        app.setProperty("mugginsSystemFont", QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont))
    font = QtGui.QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * value)
    elif base.pixelSize() > 0:
        font.setPixelSize(round(base.pixelSize() * value))
    app.setProperty("mugginsTextScale", value)
    app.setProperty("mugginsTableScale", min(MAX_SCALE, value * system_font_factor(base)))
    app.setProperty("mugginsAppliedFont", font)
    app.setFont(font)
    return value


def follow_font_change(app: QApplication | None = None) -> bool:
    """Take a new system or application font as the base; True if it changed.

    Called on ``QEvent.ApplicationFontChange`` / ``ThemeChange`` (the felt
    views do). An application font set by someone else (the platform theme,
    a test, ``-font``) becomes the new system font; so does a new
    ``QFontDatabase.systemFont`` (the desktop's font setting changed while
    the app runs). The text-size setting is then applied again on top.
    """
    app = app or cast("QApplication | None", QApplication.instance())
    if app is None:
        return False
    applied = app.property("mugginsAppliedFont")
    known = app.property("mugginsSystemFont")
    system = QtGui.QFontDatabase.systemFont(QtGui.QFontDatabase.SystemFont.GeneralFont)
    if not isinstance(applied, QtGui.QFont):
        base = QtGui.QFont(app.font())  # never applied: the app font is the system's
    elif app.font() != applied:
        base = QtGui.QFont(app.font())
    elif isinstance(known, QtGui.QFont) and system != known:
        base = system
    else:
        return False
    app.setProperty("mugginsSystemFont", system)
    app.setProperty("mugginsBaseFont", base)
    before = text_scale(app)
    apply_text_scale(app, app.property("mugginsTextScale") or 1.0)
    return text_scale(app) != before or not isinstance(applied, QtGui.QFont)


def text_setting(app: QApplication | None = None) -> float:
    """The text-size setting last applied (1.0 if none)."""
    app = app or cast("QApplication | None", QApplication.instance())
    value = app.property("mugginsTextScale") if app is not None else None
    return float(value) if value else 1.0


def text_scale(app: QApplication | None = None) -> float:
    """The factor for the table's text: the setting times the system font's size (1.0-2.0)."""
    app = app or cast("QApplication | None", QApplication.instance())
    value = app.property("mugginsTableScale") if app is not None else None
    return float(value) if value else 1.0


def scaled_px(px: float, app: QApplication | None = None) -> int:
    """A pixel size from a style sheet, grown by the current text scale."""
    return round(px * text_scale(app))


# ------------------------------------------------------------------ contrast theme
def high_contrast_palette() -> QPalette:
    """White on black, yellow for selection and focus, grey only when disabled."""
    p = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
    for role in (
        QPalette.ColorRole.Window,
        QPalette.ColorRole.Base,
        QPalette.ColorRole.Button,
        QPalette.ColorRole.AlternateBase,
        QPalette.ColorRole.ToolTipBase,
    ):
        p.setColor(role, black)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.ToolTipText,
        QPalette.ColorRole.BrightText,
        QPalette.ColorRole.PlaceholderText,
    ):
        p.setColor(role, white)
    p.setColor(QPalette.ColorRole.Highlight, yellow)
    p.setColor(QPalette.ColorRole.HighlightedText, black)
    p.setColor(QPalette.ColorRole.Link, QColor("#66ccff"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#c0c0c0"))
    return p


def system_prefers_contrast(app: QGuiApplication | None = None) -> bool:
    """Whether the system asks for high contrast, as far as Qt can tell."""
    app = app or cast("QGuiApplication | None", QGuiApplication.instance())
    if app is None:
        return False
    hints = QGuiApplication.styleHints()
    # Qt-version feature probes (Qt >= 6.10 ``accessibility().contrastPreference``), not our own objects:
    # the only attribute probes the ui package keeps (tests/test_typed_seams.py).
    accessibility = getattr(hints, "accessibility", None)
    if callable(accessibility):
        from PySide6.QtCore import Qt

        try:
            pref = accessibility().contrastPreference()
            high = getattr(getattr(Qt, "ContrastPreference", None), "HighContrast", None)
            if high is not None and pref == high:
                return True
        except (AttributeError, RuntimeError):  # pragma: no cover - older Qt
            pass
    palette = QGuiApplication.palette()
    return (
        contrast_ratio(palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window)) >= 15.0
        and luminance(palette.color(QPalette.ColorRole.Window)) < 0.05
    )


def system_prefers_dark(app: QGuiApplication | None = None) -> bool:
    """Whether the system colour scheme is dark (Qt >= 6.5 ``colorScheme``)."""
    if (app or QGuiApplication.instance()) is None:
        return False
    # Qt-version feature probes (Qt >= 6.5), not our own objects.
    from PySide6.QtCore import Qt

    scheme = getattr(QGuiApplication.styleHints(), "colorScheme", None)
    dark = getattr(getattr(Qt, "ColorScheme", None), "Dark", None)
    if callable(scheme) and dark is not None:
        return bool(scheme() == dark)
    palette = QGuiApplication.palette()
    return luminance(palette.color(QPalette.ColorRole.Window)) < 0.2


def system_prefers_reduced_motion() -> bool:
    """Whether the desktop has switched animations off.

    Qt has no reduce-motion hint; its platform themes do pass the desktop's
    animation switch on as UI effects (Windows, KDE), so no general UI
    effects means no motion wanted.
    """
    if QApplication.instance() is None:
        return False
    from PySide6.QtCore import Qt

    return not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)


def wants_reduced_motion(setting: bool | str | None) -> bool:
    """Resolve the "auto" | "on" | "off" reduce-motion setting."""
    if isinstance(setting, bool):
        return setting
    if setting in ("on", "off"):
        return bool(setting == "on")
    return system_prefers_reduced_motion()


def wants_high_contrast(setting: bool | str | None, app: QGuiApplication | None = None) -> bool:
    """Resolve the "auto" | "on" | "off" setting (a bool is accepted too)."""
    if isinstance(setting, bool):
        return setting
    if setting == "on":
        return True
    if setting == "off":
        return False
    return system_prefers_contrast(app)


def apply_high_contrast(widget: QWidget, on: bool) -> None:
    """Give one dialog (or window) the high-contrast palette, or take it away."""
    if on:
        widget.setPalette(high_contrast_palette())
        widget.setStyleSheet(HIGH_CONTRAST_STYLE)
        widget.setProperty("highContrast", True)
    else:
        widget.setProperty("highContrast", False)


def apply_dialog_settings(dialog: QWidget, settings: Settings | None) -> None:
    """Focus ring always; high contrast when the settings (or system) ask."""
    if settings is not None:
        hc = wants_high_contrast(settings.high_contrast)
    else:
        hc = app_high_contrast() or system_prefers_contrast()
    if hc:
        apply_high_contrast(dialog, True)
    else:
        dialog.setStyleSheet(dialog.styleSheet() + FOCUS_STYLE)


# ------------------------------------------------------------------ announcements
# Platforms whose screen reader (Orca, through AT-SPI) is told by a description
# change of the focused widget: Orca 43 (Debian 12) has no handler for
# AT-SPI's announcement signal and drops it, but speaks a new description of
# the object that has the focus. Only one of the two is sent, so an Orca that
# hears both never says a sentence twice.
FOCUS_DESCRIPTION_PLATFORMS = {"xcb", "wayland"}


def announce(widget: QWidget, text: str, record: bool = True) -> None:
    """Ask a screen reader to speak ``text`` about ``widget``.

    On Linux, while ``widget`` (or a child) has the keyboard focus, the text
    becomes the focused widget's accessible description, which Orca speaks;
    otherwise ``QAccessibleAnnouncementEvent`` (Qt 6.8+) is sent; with an
    older Qt a hidden label acts as a live region whose name changes.
    """
    if not text:
        return
    if record:  # (the tables record each sentence when it is said, and send them gathered)
        history.append(text)
    if _announce_through_focus(widget, text):
        return
    # Imported on the first use: ``QAccessible`` sets up eight enums (about 2.5 ms) the first paint needs not.
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    event_class = getattr(QtGui, "QAccessibleAnnouncementEvent", None)  # a Qt-version probe (Qt >= 6.8)
    if event_class is not None:
        event = event_class(widget, text)
        QAccessible.updateAccessibility(event)
        return
    label = _live_region(widget)
    label.setText(text)
    label.setAccessibleName(text)
    QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.NameChanged))


def _announce_through_focus(widget: QWidget, text: str) -> bool:
    """Speak ``text`` as the new description of the focused widget (see FOCUS_DESCRIPTION_PLATFORMS)."""
    if QGuiApplication.platformName() not in FOCUS_DESCRIPTION_PLATFORMS:
        return False
    focus = QApplication.focusWidget()
    if focus is None or not (focus is widget or widget.isAncestorOf(focus)) or not focus.isActiveWindow():
        return False
    if focus.accessibleDescription() == text:
        text += " "  # the same sentence again (Qt sends nothing for an unchanged description)
    focus.setAccessibleDescription(text)  # Qt sends DescriptionChanged itself
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    # Orca speaks it only for the object it last saw take the focus. When PySide
    # adds a slot to a widget at run time (a signal connected to one of its
    # methods), the widget's meta-object changes and Qt's cache, which keys
    # interfaces by object and meta-object, makes a new accessible object with a
    # new bus path: the description then changes on an object Orca never saw
    # focused. Telling the focus again makes Orca read the new object, text included.
    uid = int(QAccessible.uniqueId(QAccessible.queryAccessibleInterface(focus)))
    if focus.property(_FOCUS_ID) not in (None, uid):
        send_event(QAccessibleEvent(focus, QAccessible.Event.Focus))
    focus.setProperty(_FOCUS_ID, uid)
    return True


_FOCUS_ID = "mugginsAccessibleFocusId"  # the accessible object's id when the screen reader last heard of it


def note_focus(widget: QWidget) -> None:
    """Remember which accessible object a screen reader saw take the focus (call on FocusIn)."""
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is not None:
        widget.setProperty(_FOCUS_ID, int(QAccessible.uniqueId(iface)))


def send_event(event: QAccessibleEvent) -> None:
    """``QAccessible.updateAccessibility`` (one place, so tests can watch what is sent)."""
    from PySide6.QtGui import QAccessible

    QAccessible.updateAccessibility(event)


def _live_region(widget: QWidget) -> QLabel:
    from PySide6.QtCore import Qt

    label = widget.findChild(QLabel, "a11yLiveRegion", Qt.FindChildOption.FindDirectChildrenOnly)
    if label is None:
        label = QLabel(widget)
        label.setObjectName("a11yLiveRegion")
        label.setGeometry(0, 0, 1, 1)
        label.lower()
        label.show()
    return label


# ------------------------------------------------------------------ one call for the app
def app_high_contrast(app: QApplication | None = None) -> bool:
    """Whether the app runs with the high-contrast theme (see ``apply_settings``)."""
    app = app or cast("QApplication | None", QApplication.instance())
    return bool(app.property("mugginsHighContrast")) if app is not None else False


def set_app_high_contrast(app: QApplication | None, on: bool) -> None:
    """Switch the whole app's palette; dialogs opened later follow it."""
    app = app or cast("QApplication | None", QApplication.instance())
    if app is None:
        return
    was = bool(app.property("mugginsHighContrast"))
    if on and not was:
        app.setProperty("mugginsPalette", app.palette())
        app.setPalette(high_contrast_palette())
        app.setStyleSheet(app.styleSheet() + HIGH_CONTRAST_SCROLL_BARS)
    elif was and not on:
        saved = app.property("mugginsPalette")
        app.setPalette(saved if isinstance(saved, QPalette) else QPalette())
        app.setStyleSheet(app.styleSheet().replace(HIGH_CONTRAST_SCROLL_BARS, ""))
    app.setProperty("mugginsHighContrast", bool(on))


def apply_settings(app: QApplication | None, settings: Settings) -> None:
    """Text size and contrast from the settings.

    With reduced motion on "auto" on a GTK desktop, the desktop's animation
    switch starts being read in the background here, before the first paint.
    """
    apply_text_scale(app, settings.text_scale)
    set_app_high_contrast(app, wants_high_contrast(settings.high_contrast, app))
    if settings.reduce_motion == "auto" and QGuiApplication.platformName() not in (
        "",
        "offscreen",
        "minimal",
        "vnc",
    ):
        from muggins_desktop.ui.app import desktop_motion

        desktop_motion.start()
