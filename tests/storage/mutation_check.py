"""Planted bugs: would the storage tests notice a broken loader?

Issue 14 found that the whole storage suite still passed with any one of six
bugs planted in the loaders. This tool plants each bug again, one at a time,
in a copy of the package, runs the storage tests against the copy, and
reports whether they failed (they must).

How a bug is planted: the copy is a temporary folder holding
``muggins_desktop/`` (every sub-package a symlink to the real one, except
``storage/``, which is copied and then edited by exact text substitutions
listed in ``MUTANTS``; each substitution must match exactly once, so a
refactor that moves the code makes this tool fail loudly instead of planting
nothing), plus a copy of ``tests/conftest.py``, ``tests/storage/`` and
``pyproject.toml``. ``python -m pytest`` runs with that folder as the
working directory, so ``import muggins_desktop`` finds the planted copy.
An unplanted copy must pass the same tests (the baseline), which shows that
a failure comes from the planted bug and not from the copying.

Run it by hand (``python3 -m tests.storage.mutation_check`` from the
repository root, or with a mutant name) or through ``test_mutations.py``.

Only the fast, deterministic storage tests run against the mutants (the
fuzz tests and the GUI tests are left out); ``-x`` stops at the first
failure, so each mutant costs a few seconds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "muggins_desktop"
#: The tests run against every mutant, fastest-failing first.
TEST_FILES = (
    "tests/storage/test_door.py",
    "tests/storage/test_hostile_files.py",
    "tests/storage/test_settings.py",
    "tests/storage/test_stats.py",
    "tests/storage/test_takeback_mark.py",
)
#: Set in the child pytest so that test_mutations.py does not recurse.
CHILD_ENV = "MUGGINS_MUTATION_CHILD"


@dataclass(frozen=True)
class Mutant:
    name: str
    bug: str
    #: (file under muggins_desktop/storage, exact old text, new text)
    edits: tuple[tuple[str, str, str], ...]
    #: The test (under tests/storage/) that must fail for this bug, when one is named.
    caught_by: str = ""


MUTANTS: tuple[Mutant, ...] = (
    Mutant(
        "non_json_settings_ignored",
        "a settings file that is not JSON is ignored and left in place (the next save overwrites it)",
        (
            (
                "settings.py",
                "    except StorageError as exc:\n        # The defaults are not written here",
                (
                    '    except StorageError as exc:\n        if exc.code == "not_json":\n            return Settings(), None\n'
                    "        # The defaults are not written here"
                ),
            ),
        ),
    ),
    Mutant(
        "true_is_a_number",
        "JSON true/false accepted where a number is expected (bool is an int in Python)",
        (
            (
                "settings.py",
                "        if type(value) is not int or not low <= value <= high:",
                "        if not isinstance(value, int) or not low <= value <= high:",
            ),
            (
                "settings.py",
                "        if type(value) not in (int, float) or not math.isfinite(value)",
                "        if not isinstance(value, (int, float)) or not math.isfinite(value)",
            ),
            (
                "stats.py",
                "            if type(value) is not int or abs(value) > _LIMIT:",
                "            if not isinstance(value, int) or abs(value) > _LIMIT:",
            ),
        ),
    ),
    Mutant(
        "negative_stats_counts",
        "negative statistics counts accepted",
        (("stats.py", '            if name not in ("best", "score_total") and value < 0:', "            if False:"),),
    ),
    Mutant(
        "seat_kind_and_level_unchecked",
        "the kind and level of the seats of a saved game are not checked",
        (
            ("checks.py", "    if kind not in SEAT_KINDS or type(kind) is not str:", "    if False:"),
            (
                "checks.py",
                '    if kind == "computer" and (type(level) is not str or level not in LEVELS):',
                "    if False:",
            ),
            (
                "checks.py",
                '    if kind == "human" and level is not None and (type(level) is not str or level not in LEVELS):',
                "    if False:",
            ),
        ),
    ),
    Mutant(
        "takeback_mark_unchecked",
        "any value of a seat's take-back mark is accepted (issue 13: the loader stays strict)",
        (
            (
                "checks.py",
                "    if type(value) is not int or not 0 <= value <= MAX_TAKEBACKS:",
                "    if False:",
            ),
        ),
    ),
    Mutant(
        "takeback_mark_true_is_a_number",
        "true accepted as a take-back count (bool is an int in Python)",
        (
            (
                "checks.py",
                "    if type(value) is not int or not 0 <= value <= MAX_TAKEBACKS:",
                "    if not isinstance(value, int) or not 0 <= value <= MAX_TAKEBACKS:",
            ),
        ),
    ),
    Mutant(
        "nan_accepted",
        "NaN and Infinity accepted by the JSON parser",
        (
            (
                "files.py",
                "text, parse_constant=_no_constants, parse_int=_int,",
                "text, parse_int=_int,",
            ),
        ),
    ),
    Mutant(
        "fsync_call_removed",
        "the new file is not fsynced before it replaces the old one",
        (("files.py", "            fsync(fd)\n", "            pass\n"),),
    ),
    Mutant(
        "fsync_emptied",
        "the fsync helper does nothing",
        (("files.py", "    os.fsync(fd)\n", "    pass\n"),),
    ),
    # issue 26: the door (storage/files.py) and the readers around it
    Mutant(
        "folder_fsync_removed",
        "the folder is not fsynced after the rename (a power cut can undo the rename)",
        (("files.py", "    fsync_folder(path.parent)\n", "    pass\n"),),
        "test_door.py::test_the_folder_is_fsynced_after_the_rename",
    ),
    Mutant(
        "reader_follows_symlinks",
        "the reader follows a symbolic link out of its folder",
        (
            ("files.py", "    real = _follow(path, folder)\n", "    real = path\n"),
            (
                "files.py",
                "    flags = os.O_RDONLY | _O_NONBLOCK | _O_NOCTTY | _O_NOFOLLOW | _O_CLOEXEC | _O_BINARY\n",
                "    flags = os.O_RDONLY | _O_NONBLOCK | _O_NOCTTY | _O_CLOEXEC | _O_BINARY\n",
            ),
        ),
        "test_door.py::test_a_link_out_of_the_folder_is_refused",
    ),
    Mutant(
        "size_cap_skipped_for_devices",
        "the read loop trusts st_size, which is 0 for devices and /proc files, so it reads without a cap",
        (
            (
                "files.py",
                "        data = _read_upto(fd, limit)\n",
                "        data = _read_upto(fd, info.st_size or 1 << 40)\n",
            ),
        ),
        "test_door.py::test_the_read_stops_at_the_cap_whatever_the_size_claims",
    ),
    Mutant(
        "start_page_reads_without_validation",
        "the start page's summary uses the autosave's fields without checking the whole file first",
        (
            (
                "legacy/summary.py",
                "    game, record, seats, _options = save_checks.check_shape(obj)\n",
                "    game, record, seats = obj['game'], obj['record'], obj['seats']\n",
            ),
        ),
        "test_door.py::test_the_summary_checks_the_whole_save_first",
    ),
)


def plant(folder: Path, mutant: Mutant | None) -> None:
    """Build the copy described in the module docstring inside ``folder``."""
    pkg = folder / "muggins_desktop"
    pkg.mkdir()
    for child in PACKAGE.iterdir():
        if child.name in ("storage", "__pycache__"):
            continue
        (pkg / child.name).symlink_to(child, target_is_directory=child.is_dir())
    shutil.copytree(PACKAGE / "storage", pkg / "storage", ignore=shutil.ignore_patterns("__pycache__"))
    for old_new in mutant.edits if mutant else ():
        name, old, new = old_new
        path = pkg / "storage" / name
        text = path.read_text("utf-8")
        count = text.count(old)
        if count != 1:
            raise RuntimeError(f"{mutant.name}: the text to replace occurs {count} times in {name}: {old!r}")
        path.write_text(text.replace(old, new), "utf-8")
    tests = folder / "tests"
    tests.mkdir()
    shutil.copy2(ROOT / "tests" / "conftest.py", tests / "conftest.py")
    shutil.copytree(ROOT / "tests" / "storage", tests / "storage", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(ROOT / "pyproject.toml", folder / "pyproject.toml")


@dataclass
class Outcome:
    name: str
    failed: bool
    seconds: float
    summary: str


def _scratch() -> str | None:
    """A folder in memory when there is one: the tests fsync many small files."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


def run(mutant: Mutant | None, timeout: float = 120) -> Outcome:
    """Run the storage tests against ``mutant`` (None: the unplanted baseline)."""
    name = mutant.name if mutant else "baseline"
    with tempfile.TemporaryDirectory(prefix=f"muggins-mutant-{name}-", dir=_scratch()) as tmp:
        folder = Path(tmp)
        plant(folder, mutant)
        (folder / "tmp").mkdir()
        env = dict(
            os.environ,
            **{
                CHILD_ENV: "1",
                "QT_QPA_PLATFORM": "offscreen",
                "PYTHONDONTWRITEBYTECODE": "1",
                "TMPDIR": str(folder / "tmp"),
            },
        )
        env.pop("PYTHONPATH", None)
        started = time.perf_counter()
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-x",
                "-q",
                "-p",
                "no:cacheprovider",
                "-p",
                "no:qt",
                "-p",
                "no:hypothesispytest",
                "-p",
                "no:timeout",
                "-o",
                "addopts=",
                *TEST_FILES,
            ],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        seconds = time.perf_counter() - started
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    failed_lines = [line for line in lines if line.startswith("FAILED")]
    summary = (failed_lines[0] if failed_lines else "") + " | " + (lines[-1] if lines else done.stderr[-300:])
    return Outcome(name, done.returncode != 0, seconds, summary)


def run_all(mutants: tuple[Mutant, ...] = MUTANTS, workers: int = 2) -> dict[str, Outcome]:
    """The baseline and every mutant, ``workers`` at a time; keyed by name."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = list(pool.map(run, (None, *mutants)))
    return {outcome.name: outcome for outcome in outcomes}


def main(argv: list[str]) -> int:
    chosen = tuple(m for m in MUTANTS if not argv or m.name in argv)
    started = time.perf_counter()
    outcomes = run_all(chosen)
    base = outcomes["baseline"]
    print(f"baseline: {'FAILED' if base.failed else 'passed'} in {base.seconds:.1f} s  {base.summary}")
    ok = not base.failed
    for mutant in chosen:
        outcome = outcomes[mutant.name]
        verdict = "caught" if outcome.failed else "MISSED"
        ok = ok and outcome.failed
        print(f"{mutant.name}: {verdict} in {outcome.seconds:.1f} s  ({mutant.bug})\n    {outcome.summary}")
    print(f"all in {time.perf_counter() - started:.1f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
