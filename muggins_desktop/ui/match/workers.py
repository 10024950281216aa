"""The app's long-lived worker threads (one per job kind).

The computer players think on the "ai" worker; the statistics recount runs
on the "recount" worker. (The match library has its own writer thread.)
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

_workers: dict[str, ThreadPoolExecutor] = {}


def worker(name: str) -> ThreadPoolExecutor:
    """One long-lived worker thread per job kind ("ai", "recount") for the app.

    Matches come and go, threads do not: nothing is created per decision or
    per match, and work runs one item at a time (a decision abandoned by a
    closed match finishes, unseen, before the next match's first one).
    """
    executor = _workers.get(name)
    if executor is None:
        executor = _workers[name] = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"muggins-{name}")
    return executor
