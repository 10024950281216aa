"""Translated sentences for the storage layer's reports.

Storage (no Qt) returns a stable ``code`` and ``params`` beside an English
sentence kept for logs; this module builds the sentence the player reads in
the language of the window. Every value that came from a file reaches these
sentences only as the short, escaped excerpt storage made of it, and the
message boxes that show them use plain text.
"""

from __future__ import annotations

from typing import Any

from muggins_desktop.ui.text.tr import Translator

CONTEXT = "Storage"


tr = Translator(CONTEXT)


def _fill(template: str, *values: Any) -> str:
    """Put ``values`` in for %1, %2, … in one pass (a value may itself hold "%2")."""
    out = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == "%" and i + 1 < len(template) and template[i + 1].isdigit():
            n = int(template[i + 1])
            if 1 <= n <= len(values):
                out.append(str(values[n - 1]))
                i += 2
                continue
        out.append(ch)
        i += 1
    return "".join(out)


def _quoted(name: Any) -> str:
    text = str(name)
    return text if text[:1] in ("'", '"') else f"'{text}'"


def _bad_field(params: dict[str, Any]) -> str:
    if "field" not in params:
        return tr("a field holds a value this app cannot use")
    field = _quoted(params["field"])
    rule = params.get("rule", "")
    if rule == "whole_number":
        return _fill(tr("the field %1 must be a whole number from %2 to %3"), field, params["low"], params["high"])
    if rule == "number":
        return _fill(
            tr("the field %1 must be a number from %2 to %3"), field, f"{params['low']:g}", f"{params['high']:g}"
        )
    if rule == "one_of":
        return _fill(tr("the field %1 must be one of %2"), field, params["options"])
    if rule == "true_false":
        return _fill(tr("the field %1 must be true or false"), field)
    if rule == "text":
        return _fill(tr("the field %1 must be text of at most %2 characters"), field, params["max"])
    if rule == "no_control":
        return _fill(tr("the field %1 must not contain control characters"), field)
    if rule == "seat_count":
        return _fill(tr("it lists %1 seats for a match of %2 players"), params["seats"], params["players"])
    if rule == "seat_name":
        return _fill(
            tr("seat %1 has no usable name (1 to %2 characters without control characters)"),
            params["seat"],
            params["max"],
        )
    if rule == "levels":
        return _fill(tr("the field %1 must list three levels out of %2"), field, params["options"])
    return _fill(tr("the field %1 holds a value this app cannot use"), field)


def reason(code: str, params: dict[str, Any] | None = None) -> str:
    """The translated clause for a storage ``code`` ("it is not valid JSON …")."""
    params = params or {}
    simple = {
        "not_regular": tr("it is not a regular file (it is a folder, a pipe or a device)"),
        "sidecar_not_regular": tr(
            "its description file is not a regular file (it is a folder, a pipe, a socket or a link)"
        ),
        "not_utf8": tr("it is not UTF-8 text"),
        "not_object": tr("it does not hold a JSON object"),
        "format_missing": tr("it has no format version"),
        "bad_record": tr("its record is not a legal match"),
        "options_mismatch": tr("its options do not agree with the start of its record"),
        "missing": tr("it does not exist"),
        "internal_error": tr("it could not be interpreted"),
        "link_outside": tr("it is a link to a file outside its folder"),
        "too_deep": tr("its lists and objects are nested too deeply"),
        "number_too_long": tr("it holds a number with too many digits"),
        "number_out_of_range": tr("it holds a number too large for this app"),
        "not_a_number": tr("it holds NaN or Infinity, which are not numbers this app accepts"),
        "empty": tr("it is empty"),
        "not_events": tr("it is not a list of match events"),
        "bad_event": tr("one of its events has no short event name"),
        "bad_start": tr("its first event describes no match this app plays"),
        "link_target": tr("it is a symbolic link"),
        "hard_linked": tr("it has other hard links, and writing it would change them too"),
    }
    if code in simple:
        return simple[code]
    if code == "too_large":
        return _fill(tr("it is larger than %1 MiB"), int(params.get("limit", 0)) // (1024 * 1024))
    if code == "unreadable":
        return _fill(tr("it cannot be read (%1)"), os_error_text(params.get("errno"), params.get("error")))
    if code == "not_json":
        if "column" in params:
            return _fill(tr("it is not valid JSON (line %1, column %2)"), params["line"], params["column"])
        return tr("it is not valid JSON")
    if code == "duplicate_key":
        return _fill(tr("the key %1 appears twice in one object"), params.get("key", "?"))
    if code == "format_unknown":
        return _fill(tr("its format version %1 is not one this app knows"), params.get("version", "?"))
    if code == "unknown_field":
        if "field" not in params:
            return tr("it has an unknown field")
        return _fill(tr("it has an unknown field %1"), params["field"])
    if code == "bad_field":
        return _bad_field(params)
    if code == "write_failed":
        if params.get("refused"):
            return reason(str(params["refused"]))  # "it is a symbolic link", "it has other hard links…"
        return _fill(tr("the file cannot be written (%1)"), os_error_text(params.get("errno"), params.get("error")))
    return tr("it cannot be used")


def os_error_text(number: Any, fallback: Any = None) -> str:
    """The operating system's reason in the window's language, for the common cases."""
    import errno

    known = {
        errno.EACCES: tr("permission denied"),
        errno.EPERM: tr("permission denied"),
        errno.ENOSPC: tr("the disk is full"),
        errno.EROFS: tr("the disk is read-only"),
        errno.EDQUOT: tr("the disk quota is used up"),
        errno.ELOOP: tr("too many symbolic links"),
        errno.EIO: tr("a disk error"),
    }
    from muggins_desktop.storage.files import NOT_REGULAR_ERRNOS

    if isinstance(number, int) and number in NOT_REGULAR_ERRNOS:
        return tr("not a regular file")
    if isinstance(number, int) and number in known:
        return known[number]
    return str(fallback) if fallback else tr("an error of the system")


def shown_path(path: Any) -> str:
    """A file name for a sentence: bytes that are not UTF-8 and control characters escaped, cut to 120 characters."""
    from muggins_desktop.storage.files import shown_path as escaped

    return escaped(path)


def record_problem(path: Any, error: Exception) -> str:
    """Why the file at ``path`` cannot be reviewed, in one translated sentence."""
    from muggins_desktop.storage.records import RecordFileError

    code = error.code if isinstance(error, RecordFileError) else ""
    params = error.params if isinstance(error, RecordFileError) else {}
    if code == "missing":
        why = tr("it does not exist")
    elif code:
        why = reason(code, params)
    elif isinstance(error, OSError):
        why = _fill(tr("it cannot be read (%1)"), os_error_text(error.errno, error.strerror))
    else:
        why = tr("its moves do not replay by the rules")
    return _fill(tr("The file %1 cannot be reviewed because %2."), shown_path(path), why)


def _file_problem(problem: Any) -> str:
    why = reason(problem.code, problem.params)
    kind = problem.kind
    aside = problem.aside
    if kind == "autosave_finished":
        return tr(
            "The automatic save held a match that had already ended, so it was removed; there is nothing to continue."
        )
    if kind == "settings_unwritable":
        return _fill(
            tr("The default settings could not be saved to %1 because %2; they are used for now."),
            shown_path(problem.path),
            why,
        )
    if kind == "library_match":
        return _library_match(problem, why)
    if kind == "library_folder":
        return _fill(
            tr("The match library in %1 cannot be read because %2: no match can be listed or kept until it can."),
            shown_path(problem.path),
            why,
        )
    if kind == "saves_folder":  # the system's reason alone: "cannot be read because it cannot be read" says nothing
        system = os_error_text(problem.params.get("errno"), problem.params.get("error"))
        return _fill(tr("The saves folder %1 cannot be read (%2)."), shown_path(problem.path), system)
    if kind == "library_unreadable":
        return _fill(
            tr("A match in the library (%1) cannot be read now because %2; it was left where it is."),
            shown_path(problem.params.get("match_id", "")),
            why,
        )
    if aside is not None:
        from pathlib import Path

        kept = Path(aside).name
        moved = {
            "settings": tr(
                "The settings file %1 could not be used because %2; it was kept as %3 and the "
                "default settings are used."
            ),
            "autosave": tr(
                "The automatic save %1 could not be used because %2; it was kept as %3 and the "
                "interrupted match cannot be continued."
            ),
            "stats": tr(
                "The statistics file %1 could not be used because %2; it was kept as %3 and the "
                "statistics start again from zero."
            ),
        }
        if kind in moved:
            return _fill(moved[kind], shown_path(problem.path), why, shown_path(kept))
    else:
        stuck = {
            "settings": tr(
                "The settings file %1 could not be used because %2, and it could not be moved "
                "aside; the default settings are used."
            ),
            "autosave": tr(
                "The automatic save %1 could not be used because %2, and it could not be moved "
                "aside; the interrupted match cannot be continued."
            ),
            "stats": tr(
                "The statistics file %1 could not be used because %2, and it could not be moved "
                "aside; the statistics start again from zero."
            ),
        }
        if kind in stuck:
            return _fill(stuck[kind], shown_path(problem.path), why)
    return str(problem)


def _library_match(problem: Any, why: str) -> str:
    """A match of the library put aside: which match, why, and where its files are now."""
    from pathlib import Path

    match = shown_path(problem.params.get("match_id", Path(problem.path).stem))
    if problem.aside is None:
        return _fill(
            tr("A match in the library (%1) could not be used because %2, and its files could not be moved aside."),
            match,
            why,
        )
    return _fill(
        tr("A match in the library (%1) could not be used because %2; its files were kept as %3."),
        match,
        why,
        shown_path(Path(problem.aside).name),
    )


def _save_error(error: Any) -> str:
    why = reason(error.code, error.params)
    if error.action == "open":
        from pathlib import Path

        return _fill(tr("The saved game %1 cannot be opened because %2."), shown_path(Path(error.path).name), why)
    if error.action == "export":
        return _fill(tr("The record cannot be written to %1 because %2."), shown_path(error.path), why)
    if error.action == "save":
        return _fill(tr("The game cannot be saved to %1 because %2."), shown_path(error.path), why)
    return str(error)


def describe(problem: Any) -> str:
    """One translated sentence for a ``FileProblem``, a ``SaveError`` or any other error."""
    from muggins_desktop.storage.errors import FileProblem, SaveError
    from muggins_desktop.storage.files import WriteRefused

    if isinstance(problem, FileProblem):
        return _file_problem(problem)
    if isinstance(problem, SaveError):
        return _save_error(problem)
    if isinstance(problem, OSError):
        if isinstance(problem, WriteRefused):  # a write the storage door refused (a pipe, a link)
            why = reason(problem.code)
        else:
            why = os_error_text(problem.errno, problem.strerror)
        if problem.filename:
            kind = known_file(problem.filename)
            if kind is not None and not isinstance(problem, WriteRefused):
                return _fill(_not_saved_sentence(kind), why)
            from pathlib import Path

            name = shown_path(Path(str(problem.filename)).name)
            return _fill(tr("The file %1 could not be used because %2."), name, why)
        return _fill(tr("A file could not be used (%1)."), why)
    return str(problem)


def known_file(filename: Any) -> str | None:
    """Which of the player's things a file holds ("settings", "stats", "trainer", "index", "match"), if any.

    A write failure is told by what the player knows (the settings, a kept
    match), not by a file name, and never by a temporary file's name.
    """
    from pathlib import Path

    path = Path(str(filename))
    by_name = {
        "settings.json": "settings",
        "stats.json": "stats",
        "trainer.json": "trainer",
        "index.json": "index",
        "index-finished.json": "index",
        "migrated.json": "index",  # the library's note that the old saves came in: part of its list
    }
    if path.name in by_name:
        return by_name[path.name]
    if path.parent.name == "matches" and path.suffix in (".json", ".jsonl"):
        return "match"
    return None


def _not_saved_sentence(kind: str) -> str:
    sentences = {
        "settings": tr("The settings could not be saved because %1."),
        "stats": tr("The statistics could not be saved because %1."),
        "trainer": tr("The counting trainer's results could not be saved because %1."),
        "index": tr("The list of kept matches could not be saved because %1."),
        "match": tr("A kept match could not be saved because %1."),
    }
    return sentences[kind]


def _thing(problem: OSError) -> str:
    """What a failed write held, as a short noun for a list ("the settings", "the file x.json")."""
    from pathlib import Path

    nouns = {
        "settings": tr("the settings"),
        "stats": tr("the statistics"),
        "trainer": tr("the counting trainer's results"),
        "index": tr("the list of kept matches"),
        "match": tr("a kept match"),
    }
    kind = known_file(problem.filename) if problem.filename else None
    if kind is not None:
        return nouns[kind]
    if problem.filename:
        return _fill(tr("the file %1"), shown_path(Path(str(problem.filename)).name))
    return tr("a file")


def gather_key(problem: object) -> tuple[str, int] | None:
    """Problems with equal keys are told in one sentence when they come close together (a read-only disk).

    Only plain write failures gather: the same system reason (errno) for
    different things. Each damaged file keeps its own sentence.
    """
    from muggins_desktop.storage.files import WriteRefused

    if isinstance(problem, OSError) and not isinstance(problem, WriteRefused) and problem.errno:
        return ("os", int(problem.errno))
    return None


def describe_many(problems: list[Any]) -> str:
    """One sentence for write failures of one kind: what was not kept, once each, and the one reason."""
    if len(problems) == 1:
        return describe(problems[0])
    things: list[str] = []
    for problem in problems:
        thing = _thing(problem)
        if thing not in things:
            things.append(thing)
    if len(things) == 1:
        return describe(problems[0])
    why = os_error_text(problems[0].errno, problems[0].strerror)
    return _fill(tr("Several things could not be saved because %1: %2."), why, ", ".join(things))


def key_missing() -> str:
    """A fair match resumed without its key: told now, not only at its end."""
    return tr(
        "The key of this fair match is missing from its description file: the match goes on with the same "
        "deals, but when it ends its deals cannot be proven fair."
    )


def stats_not_saved(error: object) -> str:
    """The statistics of the match that just ended could not be written."""
    if isinstance(error, OSError):
        detail = os_error_text(error.errno, error.strerror or type(error).__name__)
    else:
        detail = type(error).__name__
    return _fill(tr("The statistics of this match could not be saved (%1)."), detail)


def reported(error: Exception) -> object:
    """What to tell of a refused library action.

    A damaged match's ``FileProblem`` (it says where its files went), else the error itself.
    """
    from muggins_desktop.storage.library.meta import LibraryError

    if isinstance(error, LibraryError) and error.problem is not None:
        return error.problem
    return error
