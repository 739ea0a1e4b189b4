"""What the bots page shows: each game's bot levels and the arena reports measured for it.

The reports live in ``spelkast/bots/measured.json`` (written by ``bench/bots_table.py``):
a list of objects, each exactly what ``spelkast arena ... --json`` prints. The file is
read once per server; a missing file means nothing has been measured yet (no reports,
not an error), and a file that is not such a list is logged and treated the same way.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import spelkast.bots
from spelkast.bots.levels import levels_of
from spelkast.core.registry import all_games

log = logging.getLogger("spelkast.server")

#: The measured reports shipped with spelkast.
MEASURED = Path(spelkast.bots.__file__).with_name("measured.json")


def load_measured(path: Path = MEASURED) -> list[dict[str, Any]]:
    """The arena reports in ``path``: an empty list when the file does not exist."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    try:
        data = json.loads(text)
    except ValueError as error:
        log.error("bot measurements %s are not JSON (%s): none shown", path, error)
        return []
    if not isinstance(data, list) or not all(
        isinstance(report, dict) and isinstance(report.get("game"), str) for report in data
    ):
        log.error("bot measurements %s are not a list of arena reports: none shown", path)
        return []
    return data


def bots_by_game(reports: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per game (registry order): its id, names, levels (weakest first), default options
    (so the page can tell a variant's reports, e.g. Day & Night, from the plain game's)
    and reports."""
    return [
        {
            "game": game.info.id,
            "names": dict(game.info.names),
            "levels": levels_of(game.info.id),
            "defaults": game.resolve_options(None),
            "reports": [report for report in reports if report["game"] == game.info.id],
        }
        for game in all_games()
    ]
