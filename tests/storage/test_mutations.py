"""The storage tests must fail for each of the six loader bugs of issue 14.

``mutation_check`` plants each bug in a copy of the storage package and runs
the fast storage tests against it (see its docstring for how). Here the
baseline must pass and every mutant must be caught. All runs happen once per
session, two at a time, in well under a minute of CPU.
"""

from __future__ import annotations

import os

import pytest

from . import mutation_check

pytestmark = pytest.mark.skipif(bool(os.environ.get(mutation_check.CHILD_ENV)), reason="already inside a mutation run")


@pytest.fixture(scope="module")
def outcomes() -> dict[str, mutation_check.Outcome]:
    return mutation_check.run_all()


def test_the_unplanted_copy_passes(outcomes) -> None:
    base = outcomes["baseline"]
    assert not base.failed, base.summary


@pytest.mark.parametrize("mutant", mutation_check.MUTANTS, ids=lambda m: m.name)
def test_each_planted_bug_is_caught(outcomes, mutant: mutation_check.Mutant) -> None:
    outcome = outcomes[mutant.name]
    assert outcome.failed, f"the storage tests still pass with: {mutant.bug}"
    assert "FAILED" in outcome.summary  # a test failed, not the collection
    if mutant.caught_by:
        assert outcome.summary.startswith(f"FAILED tests/storage/{mutant.caught_by}"), outcome.summary


def test_every_listed_bug_of_the_issue_is_planted() -> None:
    names = {m.name for m in mutation_check.MUTANTS}
    assert {
        "non_json_settings_ignored",
        "true_is_a_number",
        "negative_stats_counts",
        "seat_kind_and_level_unchecked",
        "nan_accepted",
        "fsync_call_removed",
    } <= names
    # issue 13: the take-back mark of a saved seat is checked as strictly as the rest
    assert {"takeback_mark_unchecked", "takeback_mark_true_is_a_number"} <= names
    # issue 26: the door
    assert {
        "folder_fsync_removed",
        "reader_follows_symlinks",
        "size_cap_skipped_for_devices",
        "start_page_reads_without_validation",
    } <= names
