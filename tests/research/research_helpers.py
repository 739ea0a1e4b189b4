"""Shared set-up of the research tests: the game variants and PettingZoo's advisories."""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the research extra is not installed")

# (game id, players, options): every game and its main option sets.
VARIANTS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("labyrinth", 2, {}),
    ("labyrinth", 3, {"day_night": True}),
    ("labyrinth", 4, {"open_cards": True, "no_return": True, "tiles": "12-16-6"}),
    ("labyrinth-cards", 2, {}),
    ("labyrinth-cards", 4, {"taking": "maximal"}),
    ("sudoku", 2, {}),
    ("sudoku", 3, {"mode": "assisted", "scoring": "simple"}),
    ("sudoids", 2, {}),
    ("sudoids", 4, {"mode": "table", "one_per_block": True}),
    ("traexx", 2, {}),
    ("traexx", 4, {}),
)
IDS = [f"{g}-{n}p" + "".join(f"-{k}={v}" for k, v in o.items()) for g, n, o in VARIANTS]

# PettingZoo's api_test advises (by warning) a Box observation space and NumPy-array
# observations, and exempts by name its own classic envs whose observations are
# {"observation", "action_mask"} dicts — the convention these envs follow on purpose.
ADVISORIES = (
    "Observation space for each agent probably should be",
    "Observation is not a NumPy array",
)


@contextlib.contextmanager
def pettingzoo_advisories_allowed() -> Iterator[None]:
    """Turn every warning into an error except PettingZoo's two advisories above."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for message in ADVISORIES:
            warnings.filterwarnings("ignore", message=message)
        yield


def import_pettingzoo_tests() -> Any:
    """``pettingzoo.test`` (importing it loads a classic env that warns of a deprecation)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import pettingzoo.test as pz_test
    return pz_test
