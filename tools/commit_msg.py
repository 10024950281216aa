#!/usr/bin/env python3
"""Check a commit message's shape before git records it (the commit-msg hook).

``git log --oneline``, ``git blame`` and the short logs of GitHub cut a
subject at about 72 characters, so a subject longer than that hides its own
end, and the reasons and measurements that do not fit belong in the body,
where they stay readable. The hook is registered in
``.pre-commit-config.yaml`` (``pre-commit install --hook-type commit-msg``);
git hands it the file that holds the message being written.

What is checked, on the message as git will keep it (comment lines and
everything under the ``--verbose`` scissors line dropped):

- the subject (the first line) is not empty and has at most 72 characters;
- it does not end with a period (it is a title, not a sentence);
- a body, if any, is separated from the subject by one blank line.

Whether the subject is in the imperative ("Split X", not "Splits X" or
"Split X.") is left to the writer and the reviewer: no word list tells an
imperative from a past tense reliably. Subjects that ``git rebase
--autosquash`` consumes (``fixup!``, ``squash!``, ``amend!``) never reach the
history and are let through.

Usage: ``python tools/commit_msg.py FILE``; exit status 1 and one line per
problem on stderr when the message breaks a rule.
"""

from __future__ import annotations

import sys
from pathlib import Path

MAX_SUBJECT = 72
SCISSORS = "# ------------------------ >8 ------------------------"
AUTOSQUASH = ("fixup! ", "squash! ", "amend! ")


def kept_lines(text: str) -> list[str]:
    """The lines git keeps: no comments, nothing below the scissors, no leading blank lines."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith(SCISSORS):
            break
        if not line.startswith("#"):
            lines.append(line.rstrip())
    while lines and not lines[0]:
        lines.pop(0)
    return lines


def problems(text: str) -> list[str]:
    """Every rule the message breaks, as sentences; empty when it is fine."""
    lines = kept_lines(text)
    if not lines:
        return ["the message is empty"]
    subject = lines[0]
    if subject.startswith(AUTOSQUASH):
        return []
    found: list[str] = []
    if len(subject) > MAX_SUBJECT:
        found.append(f"the subject has {len(subject)} characters, at most {MAX_SUBJECT} are allowed")
    if subject.endswith("."):
        found.append("the subject ends with a period")
    if len(lines) > 1 and lines[1]:
        found.append("the second line must be blank, between the subject and the body")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: commit_msg.py COMMIT_MESSAGE_FILE", file=sys.stderr)
        return 2
    found = problems(Path(argv[1]).read_text(encoding="utf-8"))
    for problem in found:
        print(f"commit message: {problem}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
