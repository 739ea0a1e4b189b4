"""The rating model and the figure a player is shown.

openskill's Plackett–Luce model rates a table of 2–6 players with ties by finishing
place; nothing here does rating maths of its own. A rating is ``mu`` (the estimate) and
``sigma`` (its uncertainty); a new account starts at the model's defaults (25, 25/3).

The figure shown is openskill's conservative *ordinal* ``mu - 3·sigma`` (the strength
the player is at least, with about 99.7% confidence) mapped linearly onto a familiar
scale: ``SHOWN_BASE + SHOWN_SCALE · (mu - 3·sigma)``. A new account shows 600 and rises
as its ``sigma`` shrinks; the medium bot shows about 1500. ``SHOWN_SCALE`` makes a gap of
400 shown points between two settled players (``sigma`` 1.5) the 10-to-1 odds it means
in Elo: openskill's ``predict_win`` gives 10/11 at a ``mu`` difference of 8.36, and
400 / 8.36 ≈ 48 (docs/accounts.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL: Final = PlackettLuce()
#: The shown figure: SHOWN_BASE + SHOWN_SCALE * ordinal.
SHOWN_BASE: Final = 600.0
SHOWN_SCALE: Final = 48.0
#: A rating with fewer rated games than this is marked provisional.
PROVISIONAL_GAMES: Final = 10


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating as stored: openskill's two numbers."""

    mu: float
    sigma: float

    def shown(self) -> int:
        """The conservative figure on the familiar scale."""
        ordinal = self.skill().ordinal(z=3.0, alpha=SHOWN_SCALE, target=SHOWN_BASE)
        return round(ordinal)

    def skill(self) -> PlackettLuceRating:
        return MODEL.rating(mu=self.mu, sigma=self.sigma)


#: Where a new account starts.
NEW: Final = Rating(MODEL.mu, MODEL.sigma)


def rate(table: list[Rating], places: list[int]) -> list[Rating]:
    """The ratings after a game where ``table[i]`` finished at ``places[i]`` (1 best,
    equal places tie)."""
    after = MODEL.rate([[rating.skill()] for rating in table], ranks=[float(p) for p in places])
    return [Rating(team[0].mu, team[0].sigma) for team in after]


def provisional(games: int) -> bool:
    return games < PROVISIONAL_GAMES
