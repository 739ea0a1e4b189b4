"""Suite-wide settings: per-test timeouts (see timeouts.py), the tests that share an
expensive fixture kept on one pytest-xdist worker, and Hypothesis without its
per-example deadline and too-slow health check (both measure wall time, which a busy
machine stretches: a slow example is not a failure; the test's timeout still holds)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

from timeouts import give_slow_tests_more_time

pytest_plugins = ["pytester"]

settings.register_profile("spelkast", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("spelkast")


# Run before pytest-xdist reads the groups (``./test`` runs ``-n 2 --dist loadgroup``).
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    give_slow_tests_more_time(items)
    keep_shared_clusters_on_one_worker(items)


def keep_shared_clusters_on_one_worker(items: list[pytest.Item]) -> None:
    """The tests on the shared multi-node cluster (tests/server/nodeplay.py) run on one
    worker, so that one cluster is started rather than one per worker."""
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        if "nodes" in fixtures and not item.get_closest_marker("own_nodes"):
            item.add_marker(pytest.mark.xdist_group("nodes"))
