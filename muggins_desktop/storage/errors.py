"""Errors and problem reports of the storage layer.

Like the engine, storage gives a stable ``code`` and ``params`` next to its
English sentence, so the UI can translate a report instead of showing English
to every player.
"""

from __future__ import annotations

from typing import Any


class StorageError(ValueError):
    """A file that cannot be used.

    ``reason`` is a clause ("it is not valid JSON") that callers fit into their
    own sentence; ``str(err)`` is the whole sentence meant for the user.
    """

    def __init__(self, code: str, reason: str, *, sentence: str | None = None, **params: Any) -> None:
        reason = reason.rstrip(". ")
        if sentence is None:
            sentence = f"The file cannot be used because {reason}."
        super().__init__(sentence)
        self.code = code
        self.reason = reason
        self.message = sentence
        self.params = params


class SaveError(StorageError):
    """A saved game that cannot be written or loaded."""


class FileProblem(str):
    """A one-sentence report about a file that could not be used.

    It is a plain ``str`` (callers can show it as is) that also carries the
    ``code`` of the underlying reason, the ``path``, and where the file went
    (``aside``; None when even moving it failed), for a translated message.
    """

    code: str
    path: str
    aside: str | None
    reason: str

    def __new__(cls, text: str, *, code: str, path: str, aside: str | None, reason: str) -> "FileProblem":
        obj = super().__new__(cls, text)
        obj.code = code
        obj.path = path
        obj.aside = aside
        obj.reason = reason
        return obj
