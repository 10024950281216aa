"""Errors raised by the rules engine.

Every error carries a stable ``code`` (for translation in the UI) and
``params`` next to an English sentence, because the engine must not decide
which language a player reads.
"""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules do not allow now. The match state is unchanged."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params


class RecordError(ValueError):
    """A match record that is malformed or does not replay to itself."""
