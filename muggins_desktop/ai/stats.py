"""Small statistics helpers for the strength benchmark and the AI tests.

Win rates from a finite number of matches are estimates; the Wilson score
interval keeps its coverage near the nominal level even when the rate is
close to 0 or 1, where the textbook normal interval breaks down.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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


def binomial_two_sided_ok(successes: int, trials: int, p: float, z: float = 4.0) -> bool:
    """Whether ``successes`` is within ``z`` standard deviations of ``trials * p``.

    Tests use a wide band (4 sigma) so they stay deterministic in spirit:
    with fixed seeds they never flake, yet a wrong rate still fails them.
    """
    mean = trials * p
    sd = math.sqrt(trials * p * (1 - p))
    return abs(successes - mean) <= z * sd + 1e-9


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (the same rule ``simulate`` uses)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))
    return ordered[index]
