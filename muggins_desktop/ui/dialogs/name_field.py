"""Name fields that keep only what storage accepts (``storage.names``).

``clean_as_typed(edit)`` gives a ``QLineEdit`` a validator that removes
control characters (tab, newline, NUL, ESC…), direction overrides and lone
surrogates as they are typed or pasted, and caps the length, so a name the
player sees in the field is always one that a save can hold.
"""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit

from muggins_desktop.storage.names import MAX_NAME_LENGTH, clean_name


class NameValidator(QValidator):
    """Removes the characters no name may hold; every cleaned text is acceptable."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:  # Qt override
        cleaned = clean_name(text)
        if cleaned != text:
            pos = max(0, pos - (len(text) - len(cleaned)))
        return QValidator.State.Acceptable, cleaned[:MAX_NAME_LENGTH], min(pos, MAX_NAME_LENGTH)

    def fixup(self, text: str) -> str:  # Qt override
        return clean_name(text)[:MAX_NAME_LENGTH]


def clean_as_typed(edit: QLineEdit) -> None:
    """Let ``edit`` hold only a name storage accepts (removing the rest as it is typed or pasted)."""
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setValidator(NameValidator(edit))
