"""The harness fails a test that never ends instead of hanging: every test has a timeout,
and a test marked slow gets a longer one."""

from __future__ import annotations

from pathlib import Path

import pytest

from timeouts import SLOW_TIMEOUT

TESTS = Path(__file__).parent

HANGS = """
import pytest

def test_a_loop_that_never_ends():
    while True:
        pass

@pytest.mark.slow
def test_slow(request):
    assert request.node.get_closest_marker("timeout").args == ({slow},)
"""


def test_every_test_has_a_timeout(request: pytest.FixtureRequest) -> None:
    default = float(request.config.getini("timeout"))
    assert 0 < default < SLOW_TIMEOUT


def test_a_test_that_never_ends_fails_after_its_timeout(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\ntimeout = 1\nmarkers = slow: long\n")
    pytester.makeconftest(
        f"import sys\nsys.path.insert(0, {str(TESTS)!r})\n"
        "from timeouts import give_slow_tests_more_time\n"
        "def pytest_collection_modifyitems(items):\n"
        "    give_slow_tests_more_time(items)\n"
    )
    pytester.makepyfile(HANGS.format(slow=SLOW_TIMEOUT))
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(["*Timeout (>1.0s) from pytest-timeout*"])
