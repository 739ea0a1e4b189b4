"""The harness fails a test that never ends instead of hanging: every test has a timeout,
and a test marked slow gets a longer one. The tests that start a local Ray instance can
be run apart from the rest (``--ray-tests``, as ``./test`` does)."""

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


ROOT_CONFTEST = TESTS.parent / "conftest.py"


@pytest.mark.parametrize(
    ("choice", "ran"),
    [
        ("with", ["test_games.py::test_a_game PASSED", "test_games_ray.py::test_on_ray PASSED"]),
        ("without", ["test_games.py::test_a_game PASSED"]),
        ("only", ["test_games_ray.py::test_on_ray PASSED"]),
    ],
)
def test_the_ray_modules_are_collected_with_the_rest_without_them_or_alone(
    pytester: pytest.Pytester, choice: str, ran: list[str]
) -> None:
    pytester.makeconftest(ROOT_CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(
        test_games="def test_a_game():\n    pass\n",
        test_games_ray="def test_on_ray():\n    pass\n",
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "-v", f"--ray-tests={choice}")
    result.assert_outcomes(passed=len(ran))
    result.stdout.fnmatch_lines([f"*{line}*" for line in ran])


def test_a_ray_module_named_on_the_command_line_is_left_out_all_the_same(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(ROOT_CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_games_ray="def test_on_ray():\n    pass\n")
    result = pytester.runpytest(
        "-p", "no:cacheprovider", "--ray-tests=without", "test_games_ray.py"
    )
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED  # ./test's Ray step runs it
    result.assert_outcomes(deselected=1)
