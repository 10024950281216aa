"""The review window's sentences: the summary, the step counter, and one decision judged.

Kept apart from ``review_window.py`` (which builds and steps the window) so
that the wording can grow without the window doing so. The texts are in the
"ReviewWindow" translation context, as before.

What is counted where, so that the numbers never seem to disagree:
``Review.steps`` holds every move of the match, any seat's, forced ones too
(the step counter says "Move 12 of 66"); ``Review.decisions`` counts the
reviewed seat's own decisions that had a real choice and were analysed
("15 decisions analysed"). A step that is one of those says which one
("analysed decision 3 of 15").
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.coach.count_review import MUGGINS, OVERCOUNT, CountCheck, answer_value
from muggins_desktop.coach.review import Decision, Review
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.ui.coach import words
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "ReviewWindow"
TIE = 1e-9
COUNT_KINDS = ("declare", "respond")


tr = Translator(CONTEXT)


# ------------------------------------------------------------ summary and step counter
def summary(review: Review) -> str:
    """The top line: decisions analysed out of the moves, points lost, marks, then per kind."""
    parts = [
        tr(
            "%1 decisions analysed (of the %2 moves in the match), "
            "%3 expected points lost (%4 per decision), %5 marked."
        )
        .replace("%1", str(review.decisions))
        .replace("%2", str(review.moves))
        .replace("%3", f"{review.ev_lost:.2f}")
        .replace("%4", f"{review.mean_ev_lost:.2f}")
        .replace("%5", str(len(review.flagged)))
    ]
    kinds = [
        tr("%1: %2").replace("%1", words.kind_text(k)).replace("%2", f"{v:.0f}" if k in COUNT_KINDS else f"{v:.2f}")
        for k, v in review.ev_by_kind.items()
    ]
    if kinds:
        parts.append(", ".join(kinds) + ".")
    counted = [d for d in review.own if d.count is not None]
    if counted:
        parts.append(
            tr("Counts and answers lose real points, not expected ones; points won by counting: %1.").replace(
                "%1", str(review.counting_won)
            )
        )
    c, m = review.counting, review.muggins
    if c is not None and m is not None and c["counts"]:
        parts.append(
            tr("Counting: %1 of %2 counts right, %3 points missed, %4 overcounted.")
            .replace("%1", str(c["exact"]))
            .replace("%2", str(c["counts"]))
            .replace("%3", str(c["missed"]))
            .replace("%4", str(c["overcounted"]))
        )
        parts.append(
            tr("Calls: %1 made, %2 won, %3 lost; opponents' undercounts let pass: %4.")
            .replace("%1", str(m["calls"]))
            .replace("%2", str(m["won"]))
            .replace("%3", str(m["lost"]))
            .replace("%4", str(m["undercounts_accepted"]))
        )
    return " ".join(parts)


def step_label(review: Review, index: int) -> str:
    """ "Move 12 of 66", and which analysed decision it is when it is one."""
    d = review.steps[index]
    if d.analysed:
        return (
            tr("Move %1 of %2 \u00b7 analysed decision %3 of %4")
            .replace("%1", str(index + 1))
            .replace("%2", str(review.moves))
            .replace("%3", str(d.own_number))
            .replace("%4", str(review.decisions))
        )
    return tr("Move %1 of %2").replace("%1", str(index + 1)).replace("%2", str(review.moves))


# ------------------------------------------------------------ one decision
def decision(d: Decision, names: Sequence[str] | None) -> str:
    """Who did what, and for the reviewed seat's own decisions what it was worth."""
    who = words.seat_name(d.seat, names)
    action = words.action_text(d.action) if d.kind not in COUNT_KINDS else count_action(d.action)
    lines = [tr("%1 \u2014 %2: %3").replace("%1", words.kind_text(d.kind)).replace("%2", who).replace("%3", action)]
    if not d.analysed:
        return "\n".join(lines)
    if d.count is not None:
        lines.extend(count_lines(d.count, names))
    lines.extend(best_lines(d))
    if d.count is not None:
        lost = tr("Points lost: %1").replace("%1", str(d.count.lost))
        if d.count.won:
            lost += " \u00b7 " + tr("points won: %1").replace("%1", str(d.count.won))
    else:
        lost = tr("Expected points lost: %1").replace("%1", f"{d.ev_lost:.2f}")
    if d.flagged:
        lost += " \u2014 " + tr("marked")
    lines.append(lost)
    return "\n".join(lines)


def count_action(action: Action | None) -> str:
    """A declaration or an answer as the step's verb ("declares 4", "calls muggins for 2")."""
    if isinstance(action, Declare):
        return tr("declares %1").replace("%1", str(action.points))
    answer = action.answer if isinstance(action, Respond) else ""
    if answer == MUGGINS and isinstance(action, Respond):
        return tr("calls muggins for %1").replace("%1", str(action.stated))
    if answer == OVERCOUNT:
        return tr("calls an overcount")
    return tr("accepts the count")


def count_lines(c: CountCheck, names: Sequence[str] | None) -> list[str]:
    """The true count against the declared one, and what the decision did with the difference."""
    counter = words.seat_name(c.counter, names)
    claimant = words.seat_name(c.claimant, names) if c.claimant is not None else ""
    if c.role == "declare":
        lines = [tr("True count %1, declared %2.").replace("%1", str(c.true)).replace("%2", str(c.declared))]
        if c.missed:
            lines.append(tr("%n point(s) missed.", c.missed))
        if c.claim == MUGGINS and c.claimant_delta > 0:
            lines.append(tr("%1 called muggins and took %n of them.", c.claimant_delta).replace("%1", claimant))
        if c.claim == OVERCOUNT and c.over:
            lines.append(
                tr("%1 called an overcount: %n point(s) taken back and given to the caller.", c.over).replace(
                    "%1", claimant
                )
            )
        elif c.over:
            lines.append(tr("The count was %n point(s) too high, but nobody called an overcount: it stood.", c.over))
        if c.claim == MUGGINS and c.true <= c.declared:
            lines.append(
                tr("%1 called muggins wrongly: %n point(s) more for this count.", c.counter_delta).replace(
                    "%1", claimant
                )
            )
        if c.claim == OVERCOUNT and not c.over:
            lines.append(tr("%1 called an overcount wrongly: nothing changed.").replace("%1", claimant))
        if not c.settled:
            lines.append(tr("The count reached the target: no answers were asked."))
        return lines
    lines = [
        tr("%1 declared %2; the true count was %3.")
        .replace("%1", counter)
        .replace("%2", str(c.declared))
        .replace("%3", str(c.true))
    ]
    if c.missed:
        lines.append(
            tr("%1 missed %n point(s): muggins for that many takes them all.", c.missed).replace("%1", counter)
        )
    elif c.over:
        lines.append(
            tr(
                "%1 counted %n point(s) too many: "
                "an overcount call takes them from the counter and gives them to the caller.",
                c.over,
            ).replace("%1", counter)
        )
    else:
        lines.append(tr("The count was right: accepting was best."))
    if c.answer == MUGGINS and c.wrong_call:
        lines.append(tr("The muggins call was wrong: %n point(s) went to the counter.", c.stated or 0))
    elif c.answer == MUGGINS and c.stated is not None and c.stated < c.missed:
        lines.append(
            tr("The call claimed only %1 of the %2 missed points.")
            .replace("%1", str(c.stated))
            .replace("%2", str(c.missed))
        )
    elif c.answer == OVERCOUNT and c.wrong_call:
        lines.append(tr("The overcount call was wrong: it changed nothing."))
    elif c.answer not in (MUGGINS, OVERCOUNT) and c.claim is not None and c.claimant is not None:
        lines.append(tr("%1 answered later and made the claim.").replace("%1", claimant))
    return lines


def best_lines(d: Decision) -> list[str]:
    """ "Best: …" and what the hard computer player chose, never reading as a contradiction.

    Several options can be worth exactly the same (two tens in the play);
    they are all named as equally good, and the hard player's choice says
    whether it is one of them or how much less it is worth by this measure.
    """
    if d.best is None:
        return []
    best, value = _equally_best(d)
    if len(best) > 1:
        lines = [tr("Best (equally good): %1").replace("%1", _either(best))]
    else:
        lines = [tr("Best: %1").replace("%1", best[0])]
    if d.hard is None:
        return lines
    hard = words.action_text(d.hard)
    hard_value = _value(d, d.hard)
    if hard_value is None or value is None or abs(hard_value - value) < TIE:
        text = hard if len(best) == 1 or hard in best else tr("%1, as good as the best").replace("%1", hard)
    else:
        text = tr("%1, %2 less by this measure").replace("%1", hard).replace("%2", words.num(value - hard_value))
    lines.append(tr("The hard computer player: %1").replace("%1", text))
    return lines


def _equally_best(d: Decision) -> tuple[list[str], float | None]:
    if d.hint is not None:
        top = d.hint.best.value
        tied = [o for o in d.hint.options if abs(o.value - top) < TIE]
        return [words.action_text(o.action) for o in tied], top
    return [words.action_text(d.best)], _value(d, d.best)


def _value(d: Decision, action: Action | None) -> float | None:
    """What ``action`` is worth on the decision's own measure (None when it cannot say)."""
    if d.hint is not None:
        option = None if action is None else d.hint.option_for(action)
        return None if option is None else option.value
    c = d.count
    if c is None:
        return None
    if c.role == "respond":
        answer, stated = (action.answer, action.stated) if isinstance(action, Respond) else ("", None)
        return float(answer_value(c.true, c.declared, answer, stated))
    if not isinstance(action, Declare):
        return None
    return -float(abs(action.points - c.true))


def _either(options: Sequence[str]) -> str:
    shown = list(options[:4])
    if len(options) > 4:
        shown.append("\u2026")
    return ", ".join(shown)
