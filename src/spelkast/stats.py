"""Statistics for measuring bots: win-rate intervals, Elo differences, percentiles, the
sign test of paired games.

Standard library only. The formulas:

* **Wilson score interval** for a proportion ``p̂ = s / n`` at ``z`` standard errors
  (z = 1.96 for 95 %)::

      centre = (p̂ + z²/2n) / (1 + z²/n)
      half   = z / (1 + z²/n) · sqrt(p̂(1 − p̂)/n + z²/4n²)

  Unlike the plain normal interval it stays inside [0, 1] and is sensible at p̂ = 0 or 1
  and for small ``n``. A tie counted as half a win makes ``s`` fractional; the formula
  takes that as it is.

* **Elo difference** for an expected score ``p`` of A against B under the logistic
  model ``p = 1 / (1 + 10^(−d/400))``, solved for ``d``::

      d = 400 · log10(p / (1 − p))

  It is increasing in ``p``, so an interval for ``p`` maps to an interval for ``d`` by
  mapping its ends. At p = 0 or 1 the difference is infinite.

* **Percentiles** by linear interpolation between the closest ranks (the default of
  NumPy and of spreadsheets: the ``q``-th percentile of sorted ``x`` sits at position
  ``(n − 1)·q/100``).

* **Sign test** of paired games (the same deals played by two bots, or two settings of
  one): of the ``b + w`` pairs where exactly one side won, the exact two-sided binomial
  chance at ½ of a split at least as uneven as ``b : w`` (McNemar's exact test).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The two-sided 95 % quantile of the standard normal distribution."""


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``successes`` out of ``n`` trials.

    With no trials nothing is known: the interval is (0, 1).

    >>> low, high = wilson_interval(5, 10)
    >>> round(low, 4), round(high, 4)
    (0.2366, 0.7634)
    """
    if n < 0:
        raise ValueError(f"the number of trials must be >= 0, got {n}")
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie between 0 and {n}, got {successes}")
    if z < 0:
        raise ValueError(f"z must be >= 0, got {z}")
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    # Rounding may push an end a hair outside [0, 1] or past p at the extremes.
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def elo_difference(p: float) -> float:
    """The Elo difference of a player who scores ``p`` (0..1) against the other.

    >>> elo_difference(0.5), round(elo_difference(0.75), 1)
    (0.0, 190.8)
    """
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"an expected score lies between 0 and 1, got {p}")
    if p == 1.0:
        return math.inf
    if p == 0.0:
        return -math.inf
    return 400.0 * math.log10(p / (1.0 - p))


def elo_interval(low: float, high: float) -> tuple[float, float]:
    """The Elo interval matching an interval (``low``, ``high``) of expected scores."""
    if low > high:
        raise ValueError(f"an interval runs from low to high, got ({low}, {high})")
    return (elo_difference(low), elo_difference(high))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) of ``values``, interpolating linearly.

    >>> percentile([1, 2, 3, 4], 50), round(percentile([1, 2, 3, 4], 90), 9)
    (2.5, 3.7)
    """
    if not values:
        raise ValueError("the percentile of no values is undefined")
    if not 0 <= q <= 100:
        raise ValueError(f"a percentile lies between 0 and 100, got {q}")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    fraction = position - below
    return float(ordered[below] + (ordered[above] - ordered[below]) * fraction)


def median(values: Sequence[float]) -> float:
    """The middle value (the mean of the two middle values for an even count).

    >>> median([3, 1, 2]), median([4, 1, 3, 2])
    (2.0, 2.5)
    """
    return percentile(values, 50)


def sign_test(better: int, worse: int) -> float:
    """Exact two-sided sign test: the chance of a split at least this uneven among
    ``better + worse`` pairs if either is equally likely.

    >>> sign_test(5, 5), round(sign_test(9, 1), 4)
    (1.0, 0.0215)
    """
    n = better + worse
    if n == 0:
        return 1.0
    k = min(better, worse)
    tail: float = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2.0 * tail)
