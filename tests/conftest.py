"""Suite-wide settings (see timeouts.py)."""

from __future__ import annotations

import pytest

from timeouts import give_slow_tests_more_time

pytest_plugins = ["pytester"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    give_slow_tests_more_time(items)
