"""The fixed ratings of the bot levels, and how they were calibrated.

A bot's rating never moves: it is one side of the scale the accounts are measured on.
The medium level (the greedy bot) is put at a new account's ``mu`` (25) in every game;
the other levels are placed from the arena's two-player head-to-head win rates in
``src/spelkast/bots/measured.json`` (docs/bots.md): for each pair, the ``mu`` difference
at which openskill's own :meth:`predict_win` gives the measured win rate (found by
bisection), hard from *hard vs medium*, easy from *medium vs easy* and expert from
*expert vs hard* (placed above hard's ``mu`` by that gap). *hard vs easy* is
kept as the check (docs/bots.md lists how close the prediction comes). Every bot's
``sigma`` is :data:`BOT_SIGMA`: small, because hundreds of arena games stand behind each
figure, and the same for all so the calibration does not depend on it twice.

:data:`BOT_MU` is the table :func:`calibrate` gives for the stored reports (a test
checks they agree); ``uv run python tools/bot_ratings.py`` prints it again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from spelkast.bots.levels import LEVELS
from spelkast.server.ratings.model import MODEL, Rating

BOT_SIGMA: Final = 2.0
#: The level the others are placed against, and where it sits.
ANCHOR: Final = "medium"
ANCHOR_MU: Final = 25.0
#: Bot names that play as a level (the medium bot is registered as ``greedy`` too).
LEVEL_OF: Final = {**{level: level for level in LEVELS}, "greedy": "medium"}

#: Per game, each level's fixed ``mu`` (calibrated by :func:`calibrate`).
BOT_MU: Final[Mapping[str, Mapping[str, float]]] = {
    "labyrinth": {"easy": 17.64, "medium": 25.0, "hard": 27.7, "expert": 29.87},
    "labyrinth-cards": {"easy": 15.35, "medium": 25.0, "hard": 27.3, "expert": 27.98},
    "sudoids": {"easy": 20.12, "medium": 25.0, "hard": 25.12, "expert": 25.2},
    "sudoku": {"easy": 14.4, "medium": 25.0, "hard": 25.95, "expert": 25.79},
    "traexx": {"easy": 18.76, "medium": 25.0, "hard": 29.1, "expert": 31.18},
}


def bot_rating(game_id: str, bot: str) -> Rating | None:
    """The fixed rating of ``bot`` in ``game_id``; None for a bot that holds none (the
    random bot, a bot with settings): a rated match cannot seat it."""
    level = LEVEL_OF.get(bot)
    levels = BOT_MU.get(game_id)
    if level is None or levels is None or level not in levels:
        return None
    return Rating(levels[level], BOT_SIGMA)


def win_chance(first_mu: float, second_mu: float) -> float:
    """openskill's predicted chance that a bot at ``first_mu`` beats one at
    ``second_mu`` in a two-player game (both at :data:`BOT_SIGMA`)."""
    first = MODEL.rating(mu=first_mu, sigma=BOT_SIGMA)
    second = MODEL.rating(mu=second_mu, sigma=BOT_SIGMA)
    return float(MODEL.predict_win([[first], [second]])[0])


def gap_for(win_rate: float, *, low: float = -60.0, high: float = 60.0) -> float:
    """The ``mu`` difference at which :func:`win_chance` is ``win_rate`` (bisection;
    the chance grows with the difference)."""
    for _ in range(100):
        middle = (low + high) / 2
        if win_chance(ANCHOR_MU + middle, ANCHOR_MU) < win_rate:
            low = middle
        else:
            high = middle
    return round((low + high) / 2, 2)


def level_of_spec(spec: str) -> str:
    """The level of an arena seat spec (``bot:hard:iterations=300`` → ``hard``)."""
    return spec.split(":")[1] if spec.startswith("bot:") else spec


def head_to_head(reports: Sequence[Mapping[str, Any]]) -> dict[tuple[str, str, str], float]:
    """Per (game, first level, second level): the first's win rate in the two-player
    report with the most games."""
    best: dict[tuple[str, str, str], tuple[int, float]] = {}
    for report in reports:
        bots = report["bots"]
        if len(bots) != 2:
            continue
        first, second = (level_of_spec(bot["spec"]) for bot in bots)
        key = (str(report["game"]), first, second)
        games = int(bots[0]["games"])
        if key not in best or games > best[key][0]:
            best[key] = (games, float(bots[0]["win_rate"]))
    return {key: rate for key, (_, rate) in best.items()}


def calibrate(reports: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """Each game's level ``mu`` from the arena ``reports`` (see the module's text)."""
    rates = head_to_head(reports)
    table: dict[str, dict[str, float]] = {}
    for game_id in sorted({game for game, _, _ in rates}):
        hard = rates.get((game_id, "hard", ANCHOR))
        easy = rates.get((game_id, ANCHOR, "easy"))
        if hard is None or easy is None:
            continue
        hard_mu = round(ANCHOR_MU + gap_for(hard), 2)
        table[game_id] = {
            "easy": round(ANCHOR_MU - gap_for(easy), 2),
            ANCHOR: ANCHOR_MU,
            "hard": hard_mu,
        }
        expert = rates.get((game_id, "expert", "hard"))
        if expert is not None:
            table[game_id]["expert"] = round(hard_mu + gap_for(expert), 2)
    return table
