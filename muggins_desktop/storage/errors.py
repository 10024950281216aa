"""Errors and problem reports of the storage layer.

Like the engine, storage gives a stable ``code`` and ``params`` next to its
English sentence, so the UI can translate a report instead of showing English
to every player.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Self


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
    """A saved game (or an exported record) that cannot be written or loaded.

    ``action`` is "open", "save" or "export" and ``path`` the file, so the UI
    can build its own translated sentence around ``code`` and ``params``.
    """

    action: str = ""
    path: str = ""


def save_error(action: str, path: Any, code: str, reason: str, **params: Any) -> SaveError:
    """A ``SaveError`` about a file the person opens, saves or exports, with its English sentence.

    Every such file gets the same three sentences, whichever module reads
    or writes it, and the UI translates from ``action``, ``code`` and
    ``params``.
    """
    reason = reason.rstrip(". ")
    if action == "open":
        sentence = f"The saved game {Path(path).name} cannot be opened because {reason}."
    elif action == "export":
        sentence = f"The record cannot be written because {reason}."
    else:
        sentence = f"The game cannot be saved because {reason}."
    error = SaveError(code, reason, sentence=sentence, **params)
    error.action = action
    error.path = str(path)
    return error


class FileProblem(str):
    """A one-sentence report about a file that could not be used.

    It is a plain ``str`` (the English sentence, for logs) that also carries
    the ``code`` and ``params`` of the underlying reason, the ``path``, where
    the file went (``aside``; None when even moving it failed) and which file
    it is (``kind``: "settings", "autosave", "stats"; or a notice such as
    "autosave_finished"), so the UI builds a translated sentence.
    """

    code: str
    path: str
    aside: str | None
    reason: str
    kind: str
    params: dict[str, Any]

    def __new__(
        cls,
        text: str,
        *,
        code: str,
        path: str,
        aside: str | None,
        reason: str,
        kind: str = "",
        params: dict[str, Any] | None = None,
    ) -> Self:
        obj = super().__new__(cls, text)
        obj.code = code
        obj.path = path
        obj.aside = aside
        obj.reason = reason
        obj.kind = kind
        obj.params = dict(params or {})
        return obj
