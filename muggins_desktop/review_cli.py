"""``muggins-desktop review RECORD.jsonl --seat N [--json]``: the post-match review in a terminal.

Reads a match record (JSON Lines as written by File → Export record or
``simulate --log``, a JSON list of events, or a saved game), analyses the
seat's decisions (``review.review_record``) and prints a summary, or one
JSON object with ``--json``. Bad input gives one line on stderr and exit
status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from muggins_desktop.coach.review import Review, review_record
from muggins_desktop.engine.errors import RecordError
from muggins_desktop.storage.records import load_record


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Usage(message)


class _Usage(Exception):
    pass


def seat_number(text: str) -> int:
    """A seat: 0 to 3 (a longer value is not echoed back)."""
    if text.strip() not in ("0", "1", "2", "3"):
        shown = text if len(text) <= 20 else text[:19] + "\u2026"
        raise argparse.ArgumentTypeError(f"must be a seat from 0 to 3, not {shown!r}")
    return int(text)


def one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut to ``limit`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="muggins-desktop review", description="Review one seat's decisions in a match record.")
    p.add_argument("record", help="match record (.jsonl), JSON list of events, or saved game")
    p.add_argument("--seat", type=seat_number, required=True, help="seat to review, from 0")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-hard", action="store_true", help="skip what the hard computer player would play (faster)")
    return p


def text_report(review: Review) -> list[str]:
    head = (
        f"{review.game}, seat {review.seat}: {review.decisions} decisions analysed of {review.moves} moves, "
        f"{review.ev_lost:.2f} expected points lost ({review.mean_ev_lost:.3f} per decision)"
    )
    lines = [head]
    for kind, lost in review.ev_by_kind.items():
        lines.append(f"  {kind}: {review.decisions_by_kind.get(kind, 0)} decisions, {lost:.2f} points lost")
    if any(d.count is not None for d in review.own):
        lines.append(f"  counting won (overcounts that stood, wrong calls against the seat): {review.counting_won}")
    flagged = review.flagged
    lines.append(f"  flagged: {len(flagged)}")
    for d in flagged:
        hard = f", hard plays {d.hard_label}" if d.hard is not None else ""
        true = ""
        if d.count is not None:
            said = "" if d.count.role == "declare" else f"declared {d.count.declared}, "
            true = f" ({said}true count {d.count.true})"
        lines.append(f"    event {d.index}: {d.chosen}{true}; best {d.best_label}{hard}; lost {d.ev_lost:.2f}")
    if review.counting is not None and review.counting["counts"]:
        c = review.counting
        lines.append(
            f"  counting: {c['exact']} of {c['counts']} exact, declared {c['declared']} of {c['true']}, "
            f"missed {c['missed']}, overcounted {c['overcounted']}"
        )
    if review.muggins is not None and review.counting and review.counting["counts"]:
        m = review.muggins
        lines.append(
            f"  calls: {m['calls']} made, {m['won']} won, {m['lost']} lost; "
            f"opponents' undercounts accepted {m['undercounts_accepted']} ({m['points_left']} points)"
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    except _Usage as exc:
        print(f"muggins-desktop review: {one_line(str(exc))}", file=sys.stderr)
        return 2
    try:
        record = load_record(args.record)
        review = review_record(record, args.seat, with_hard=not args.no_hard, keep_views=False)
    except (RecordError, ValueError) as exc:
        print(f"muggins-desktop review: {one_line(str(exc))}", file=sys.stderr)
        return 2
    except Exception as exc:  # a damaged record must not print a traceback
        print(f"muggins-desktop review: the record cannot be reviewed ({type(exc).__name__}).", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(review.to_json()))
    else:
        print("\n".join(text_report(review)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
