"""Pytest set-up for the whole repository.

The research environments (``src/spelkast/research``) need the optional ``research``
extra; ``./test`` installs it. Without it their modules' doctests are not collected (the
tests in ``tests/research`` skip themselves), so the rest of the suite still runs in the
default environment.

A test module whose name ends in ``_ray.py`` starts a local Ray instance (the arena on a
cluster). ``--ray-tests`` chooses whether such modules are collected: ``with`` (the
default) collects everything, ``without`` leaves them out, ``only`` collects them and
nothing else. ``./test`` runs the suite on two workers ``--ray-tests=without`` and then
the Ray modules in one process of their own ``--ray-tests=only``: a Ray instance
starts a dozen processes, and beside two busy workers it can time out while starting, or
leave processes that disturb another test.
"""

import importlib.util
from pathlib import Path

import pytest

collect_ignore_glob = (
    []
    if importlib.util.find_spec("pettingzoo") and importlib.util.find_spec("pyspiel")
    else ["src/spelkast/research/*.py"]
)

RAY_MODULE_SUFFIX = "_ray.py"
"""How the name of a test module that starts a local Ray instance ends."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--ray-tests",
        choices=("with", "without", "only"),
        default="with",
        help=f"collect the test modules named *{RAY_MODULE_SUFFIX} (which start a local Ray "
        "instance) with the rest (default), without them, or only them",
    )


def starts_ray(path: Path) -> bool:
    return path.name.startswith("test_") and path.name.endswith(RAY_MODULE_SUFFIX)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Walking the tree, a module left out is not even imported."""
    choice = config.getoption("ray_tests")
    if choice == "with" or collection_path.is_dir():
        return None
    return True if starts_ray(collection_path) == (choice == "without") else None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A path given on the command line is collected all the same: its tests are deselected."""
    choice = config.getoption("ray_tests")
    if choice == "with":
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        (keep if starts_ray(item.path) == (choice == "only") else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
