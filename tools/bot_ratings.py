"""Print the bots' fixed ratings calibrated from the arena's stored reports, and how
well they predict the pairing left out of the calibration (hard vs easy).

    uv run python tools/bot_ratings.py
"""

from __future__ import annotations

import json

from spelkast.server.bots.info import MEASURED
from spelkast.server.ratings.bots import BOT_SIGMA, calibrate, head_to_head, win_chance
from spelkast.server.ratings.model import Rating


def main() -> None:
    with open(MEASURED, encoding="utf-8") as file:
        reports = json.load(file)
    table = calibrate(reports)
    rates = head_to_head(reports)
    for game_id, levels in table.items():
        shown = {level: Rating(mu, BOT_SIGMA).shown() for level, mu in levels.items()}
        check = rates.get((game_id, "hard", "easy"))
        predicted = win_chance(levels["hard"], levels["easy"])
        print(
            f"{game_id}: mu {levels}, shown {shown}; hard vs easy measured "
            f"{check if check is None else round(check, 3)}, predicted {predicted:.3f}"
        )


if __name__ == "__main__":
    main()
