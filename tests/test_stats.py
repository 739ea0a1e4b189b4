"""The arena's statistics: Wilson intervals, Elo differences, percentiles."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.stats import Z95, elo_difference, elo_interval, median, percentile, wilson_interval

# ------------------------------------------------------------------ wilson interval


def test_wilson_interval_of_half_matches_the_formula_worked_by_hand() -> None:
    # p = 1/2, n = 10: centre stays 1/2; half-width = z/(1+z²/10)·sqrt(1/40 + z²/400).
    z2 = Z95 * Z95
    half = Z95 / (1 + z2 / 10) * math.sqrt(0.025 + z2 / 400)
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(0.5 - half)
    assert high == pytest.approx(0.5 + half)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)


def test_wilson_interval_with_no_successes_starts_at_zero() -> None:
    # p = 0, n = 10: upper end = z²/n / (1 + z²/n) = 3.8415/13.8415 ≈ 0.2775.
    low, high = wilson_interval(0, 10)
    assert low == 0.0
    assert high == pytest.approx(Z95**2 / (10 + Z95**2))
    assert round(high, 4) == 0.2775


def test_wilson_interval_with_only_successes_ends_at_one() -> None:
    low, high = wilson_interval(10, 10)
    assert high == 1.0
    assert low == pytest.approx(1 - Z95**2 / (10 + Z95**2))


def test_wilson_interval_with_no_trials_knows_nothing() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_wilson_interval_with_z_zero_is_the_point_estimate() -> None:
    low, high = wilson_interval(3, 12, z=0.0)
    assert low == pytest.approx(0.25)
    assert high == pytest.approx(0.25)


def test_wilson_interval_takes_half_wins() -> None:
    # 2.5 of 5 is a rate of one half: the interval is centred on it, and lies between
    # those of 2 and 3 wins out of 5.
    low, high = wilson_interval(2.5, 5)
    assert low + high == pytest.approx(1.0)
    assert wilson_interval(2, 5)[0] < low < wilson_interval(3, 5)[0]
    assert wilson_interval(2, 5)[1] < high < wilson_interval(3, 5)[1]


@pytest.mark.parametrize(("successes", "n"), [(-1, 10), (11, 10), (1, -1)])
def test_wilson_interval_refuses_impossible_counts(successes: float, n: int) -> None:
    with pytest.raises(ValueError, match="must"):
        wilson_interval(successes, n)


counts = st.integers(min_value=1, max_value=2000).flatmap(
    lambda n: st.tuples(st.integers(min_value=0, max_value=n), st.just(n))
)


@settings(max_examples=80)
@given(counts)
def test_wilson_interval_contains_the_observed_rate(count: tuple[int, int]) -> None:
    successes, n = count
    low, high = wilson_interval(successes, n)
    assert 0.0 <= low <= successes / n <= high <= 1.0


@settings(max_examples=80)
@given(counts)
def test_wilson_interval_is_mirrored_for_failures(count: tuple[int, int]) -> None:
    successes, n = count
    low, high = wilson_interval(successes, n)
    low2, high2 = wilson_interval(n - successes, n)
    assert low == pytest.approx(1 - high2, abs=1e-12)
    assert high == pytest.approx(1 - low2, abs=1e-12)


@settings(max_examples=80)
@given(counts)
def test_wilson_interval_rises_with_more_successes(count: tuple[int, int]) -> None:
    successes, n = count
    if successes == n:
        return
    low, high = wilson_interval(successes, n)
    low2, high2 = wilson_interval(successes + 1, n)
    assert low2 > low
    assert high2 > high or high2 == high == 1.0


@settings(max_examples=80)
@given(counts)
def test_wilson_interval_narrows_with_more_games_at_the_same_rate(count: tuple[int, int]) -> None:
    successes, n = count
    low, high = wilson_interval(successes, n)
    low2, high2 = wilson_interval(2 * successes, 2 * n)
    assert high2 - low2 < high - low


# ---------------------------------------------------------------------------- elo


def test_elo_difference_of_an_even_score_is_zero() -> None:
    assert elo_difference(0.5) == 0.0


def test_elo_difference_of_ten_to_one_odds_is_four_hundred() -> None:
    # Logistic model: p = 1/(1 + 10^(-d/400)); d = 400 gives p = 10/11.
    assert elo_difference(10 / 11) == pytest.approx(400.0)
    assert elo_difference(1 / 11) == pytest.approx(-400.0)


def test_elo_difference_of_three_quarters() -> None:
    # 400·log10(3) = 190.848...
    assert elo_difference(0.75) == pytest.approx(400 * math.log10(3))


def test_elo_difference_at_the_extremes_is_infinite() -> None:
    assert elo_difference(1.0) == math.inf
    assert elo_difference(0.0) == -math.inf


@pytest.mark.parametrize("p", [-0.1, 1.1])
def test_elo_difference_refuses_a_score_outside_zero_one(p: float) -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        elo_difference(p)


probabilities = st.floats(min_value=1e-6, max_value=1 - 1e-6)


@settings(max_examples=80)
@given(probabilities, probabilities)
def test_elo_difference_grows_with_the_score(p: float, q: float) -> None:
    if p < q:
        # never decreasing; strictly growing wherever floats can tell the two apart
        assert elo_difference(p) <= elo_difference(q)
    if q - p > 1e-9:
        assert elo_difference(p) < elo_difference(q)


@settings(max_examples=80)
@given(probabilities)
def test_elo_difference_is_antisymmetric(p: float) -> None:
    assert elo_difference(1 - p) == pytest.approx(-elo_difference(p), rel=1e-6, abs=1e-6)


@settings(max_examples=80)
@given(probabilities)
def test_elo_difference_inverts_the_logistic_expectation(p: float) -> None:
    d = elo_difference(p)
    assert 1 / (1 + 10 ** (-d / 400)) == pytest.approx(p, rel=1e-9)


@settings(max_examples=80)
@given(counts)
def test_elo_interval_contains_the_observed_difference(count: tuple[int, int]) -> None:
    successes, n = count
    low, high = elo_interval(*wilson_interval(successes, n))
    assert low <= elo_difference(successes / n) <= high


def test_elo_interval_maps_each_end() -> None:
    assert elo_interval(1 / 11, 10 / 11) == pytest.approx((-400.0, 400.0))
    assert elo_interval(0.0, 1.0) == (-math.inf, math.inf)
    with pytest.raises(ValueError, match="low to high"):
        elo_interval(0.6, 0.4)


# --------------------------------------------------------------------- percentiles


def test_percentile_interpolates_between_closest_ranks() -> None:
    values = [5, 1, 4, 2, 3]
    assert percentile(values, 0) == 1.0
    assert percentile(values, 25) == 2.0
    assert percentile(values, 100) == 5.0
    # Position (4 - 1)·0.9 = 2.7 in [10, 20, 30, 40]: 30 + 0.7·10.
    assert percentile([40, 10, 30, 20], 90) == pytest.approx(37.0)


def test_median_of_odd_and_even_counts() -> None:
    assert median([7.0]) == 7.0
    assert median([3, 1, 2]) == 2.0
    assert median([4, 1, 3, 2]) == 2.5


def test_percentile_of_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="no values"):
        median([])
    with pytest.raises(ValueError, match="between 0 and 100"):
        percentile([1.0], 101)


samples = st.lists(st.floats(min_value=-1e6, max_value=1e6), min_size=1, max_size=50)


@settings(max_examples=80)
@given(samples, st.floats(min_value=0, max_value=100), st.floats(min_value=0, max_value=100))
def test_percentile_grows_with_q_and_stays_in_range(
    values: list[float], q1: float, q2: float
) -> None:
    a, b = percentile(values, min(q1, q2)), percentile(values, max(q1, q2))
    assert min(values) <= a <= b <= max(values)


@settings(max_examples=80)
@given(samples)
def test_median_splits_the_values_in_half(values: list[float]) -> None:
    m = median(values)
    assert sum(v < m for v in values) <= len(values) // 2
    assert sum(v > m for v in values) <= len(values) // 2
