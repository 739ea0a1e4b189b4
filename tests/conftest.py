"""Suite-wide settings: per-test timeouts (see timeouts.py), and Hypothesis without its
per-example deadline and too-slow health check (both measure wall time, which a busy
machine stretches: a slow example is not a failure; the test's timeout still holds)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from timeouts import give_slow_tests_more_time

pytest_plugins = ["pytester"]

settings.register_profile("spelkast", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("spelkast")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    give_slow_tests_more_time(items)
