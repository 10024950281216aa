"""The coach: hints, take-back, post-match review and the counting trainer.

Pure Python (standard library, the engine and the computer players; no Qt),
so that the command line, the tests and the UI share one set of numbers.
Entry points (docs/COACH.md):

* ``hints.hint_for(view)`` -> ``Hint`` or None: every option of the seat's
  decision with its expected points, best first;
* ``review.review_record(record, seat)`` -> ``Review``: every decision of a
  match replayed once, the seat's own decisions analysed;
* ``takeback.takeback_record(record, human_seats)`` -> the record prefix
  that returns to the person's last decision;
* ``trainer.new_exercise(rng)`` / ``trainer.mark(exercise, answer)``: the
  counting trainer's hands and its marking by kind of mistake.
"""

from __future__ import annotations

__all__ = ["hints", "review", "takeback", "trainer"]
