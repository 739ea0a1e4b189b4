"""Per-test timeouts: the default is ``timeout`` in pyproject.toml (pytest-timeout); a test
marked ``slow`` gets :data:`SLOW_TIMEOUT` unless it names its own with
``@pytest.mark.timeout``."""

from __future__ import annotations

import pytest

#: Seconds a test marked ``slow`` may take before it fails: the bot workers benchmark's
#: own limit, over three times the slowest (166 s, that benchmark, on the 2-core machine
#: loaded five times over).
SLOW_TIMEOUT = 600


def give_slow_tests_more_time(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
