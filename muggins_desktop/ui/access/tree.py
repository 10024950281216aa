"""Checks of the accessibility tree, for tests and tools: walk it, find unnamed controls.

``walk_accessible(root)`` yields every accessible interface below a widget;
``unnamed_controls(root)`` lists the visible interactive controls a screen
reader could not name. Kept apart from ``accessibility`` (what the app does
for screen readers), since only checks use them.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QLabel, QTextEdit, QWidget

_INTERACTIVE = {
    "Button",
    "PushButton",
    "CheckBox",
    "RadioButton",
    "ComboBox",
    "SpinBox",
    "EditableText",
    "List",
    "Table",
    "Slider",
    "Dial",
    "PageTab",
    "Tree",
    "ButtonMenu",
    "ButtonDropDown",
    "Document",
}
# Controls whose Qt name is their own value (a combo's current item, an
# edit's group title): they need a name of their own or a label buddy.
_NEEDS_OWN_NAME = {"ComboBox", "SpinBox", "EditableText", "List", "Table", "Document", "Tree"}


def _role_name(role: QAccessible.Role) -> str:
    return role.name.split(".")[-1]


def walk_accessible(root: QObject) -> Iterable[QAccessibleInterface]:
    """Every accessible interface below ``root`` (depth first)."""
    iface = QAccessible.queryAccessibleInterface(root)
    stack = [iface] if iface is not None else []
    seen = 0
    while stack and seen < 5000:
        node = stack.pop()
        seen += 1
        yield node
        for i in range(node.childCount() - 1, -1, -1):
            child = node.child(i)
            if child is not None and child.isValid():
                stack.append(child)


def _has_buddy(widget: QWidget) -> bool:
    window = widget.window()
    return any(label.buddy() is widget and label.text().strip() for label in window.findChildren(QLabel))


def unnamed_controls(root: QWidget) -> list[str]:
    """Visible interactive controls below ``root`` that a screen reader cannot name.

    Buttons and check boxes are named by their text; combos, spin boxes,
    edits, lists, tables and text views need an accessible name or a label
    whose buddy they are (Qt would otherwise read out their value or the
    title of the surrounding group).
    """
    found = []
    for node in walk_accessible(root):
        role = _role_name(node.role())
        obj = node.object()
        is_view = isinstance(obj, (QAbstractItemView, QTextEdit))
        if role not in _INTERACTIVE and not is_view:
            continue
        if node.state().invisible or not isinstance(obj, QWidget) or not obj.isVisibleTo(root):
            continue
        if isinstance(obj, QAbstractItemView) and isinstance(obj.parentWidget(), QComboBox):
            continue  # a combo's popup list
        if role in _NEEDS_OWN_NAME or is_view:
            named = bool(obj.accessibleName().strip()) or _has_buddy(obj)
        else:
            named = bool((node.text(QAccessible.Text.Name) or "").strip())
        if not named:
            found.append(f"{role} {type(obj).__name__} {obj.objectName()}".strip())
    return found
