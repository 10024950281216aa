"""What the benchmark scripts and the research harnesses share (not shipped with the app).

* Statistics: win rates from a finite number of matches are estimates; the
  Wilson score interval keeps its coverage near the nominal level even when
  the rate is close to 0 or 1, where the textbook normal interval breaks
  down.
* Variants: ``--set module.NAME=value;...`` changes constants of the
  computer players' modules (``muggins_desktop.ai.<module>``, e.g.
  ``cribbage.pegging.WORK_CAP=6000``) for a run, or only while one player
  chooses (``Patched``), so a change can be measured before it is made.
"""

from __future__ import annotations

import ast
import functools
import importlib
import math
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_and_ci(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Sample mean with a normal-approximation confidence interval."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (the same rule ``simulate`` uses)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))
    return ordered[index]


Patch = list[tuple[ModuleType, str, Any]]

#: The modules' names before the package was sorted into rooms (and keep.py and crib_table.py went into
#: discard.py), still read so that the commands quoted in docs/AI-LOG.md run as written.
OLD_MODULES = {
    "cribbage_pegging": "cribbage.pegging",
    "cribbage_table_search": "cribbage.table_search",
    "cribbage_discard": "cribbage.discard",
    "cribbage_keep": "cribbage.discard",
    "cribbage.keep": "cribbage.discard",
    "cribbage.crib_table": "cribbage.discard",
    "cribbage_styles": "cribbage.styles",
    "cribbage_keep_styles": "cribbage.keep_styles",
    "cribbage_fast": "cribbage.fast",
    "cribbage_winprob": "cribbage.winprob",
    "crib_table": "cribbage.discard",
    "dominoes_players": "dominoes.players",
    "dominoes_sim": "dominoes.sim",
    "dominoes_winprob": "dominoes.winprob",
    "muggins_behaviour": "muggins",
}


def parse(spec: str) -> Patch:
    """``module.NAME=value;...``: modules under ``muggins_desktop.ai`` (``cribbage.pegging``), values Python literals."""
    out: Patch = []
    for item in filter(None, spec.split(";")):
        key, eq, value = item.partition("=")
        module, dot, name = key.strip().rpartition(".")
        if not (eq and dot):
            raise ValueError(f"{item!r} is not module.NAME=value")
        module = OLD_MODULES.get(module, module)
        try:
            mod = importlib.import_module("muggins_desktop.ai." + module)
            literal = ast.literal_eval(value.strip())
        except (ImportError, ValueError, SyntaxError) as exc:
            raise ValueError(f"{item!r}: {exc}") from None
        if not hasattr(mod, name):
            raise ValueError(f"{module} has no constant {name}")
        out.append((mod, name, literal))
    return out


def spec_error(prog: str, specs: list[str], deals: int) -> str | None:
    """The one-line message for bad ``--set-a``/``--set-b`` specs or too few deals, or None."""
    try:
        for spec in specs:
            parse(spec)
    except ValueError as exc:
        return f"{prog}: {exc}"
    if deals < 1:
        return f"{prog}: --deals must be at least 1"
    return None


class Patched:
    """A player whose module constants are set only while it chooses."""

    def __init__(self, level: str, seed: int, patches: Patch) -> None:
        from muggins_desktop.ai import make_player

        self.patches = patches
        self.inner = self._patched(lambda: make_player("cribbage", level, seed))  # constants read when made, too

    def choose(self, view: Any) -> Any:
        return self._patched(lambda: self.inner.choose(view))

    def _patched(self, call: Callable[[], Any]) -> Any:
        old = [(m, n, getattr(m, n)) for m, n, _ in self.patches]
        for m, n, v in self.patches:
            setattr(m, n, v)
        try:
            return call()
        finally:
            for m, n, v in old:
                setattr(m, n, v)


@functools.cache
def _cribbage_table(partner: bool, name: str) -> Any:
    from muggins_desktop.ai.cribbage import winprob
    from muggins_desktop.ai.data import cribbage_partner_winprob_data, cribbage_winprob_data

    return winprob._decode(getattr(cribbage_partner_winprob_data if partner else cribbage_winprob_data, name))


def _cribbage_chance(partner: bool, name: str, my_need: int, their_need: int, i_deal: bool) -> float:
    from muggins_desktop.ai.cribbage import winprob

    return winprob._chance(_cribbage_table(partner, name), my_need, their_need, i_deal)


# The shipped cribbage win tables the players never read (they read the ones after the play, ``winprob``).
def deal_win(my_need: int, their_need: int, i_deal: bool) -> float:
    """My chance to win a two-player match at the start of a deal, needing ``my_need`` against ``their_need``."""
    return _cribbage_chance(False, "DEAL", my_need, their_need, i_deal)


def after_pone_win(my_need: int, their_need: int, i_deal: bool) -> float:
    """My chance to win a two-player match when the pone has counted and the dealer counts next."""
    return _cribbage_chance(False, "AFTER_PONE", my_need, their_need, i_deal)


def partner_deal_win(my_need: int, their_need: int, we_deal: bool) -> float:
    """My side's chance to win a partnership match at the start of a deal."""
    return _cribbage_chance(True, "DEAL", my_need, their_need, we_deal)
