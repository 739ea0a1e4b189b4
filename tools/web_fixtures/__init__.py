"""The web boards' vitest fixtures (``web/src/games/<folder>/fixtures/``), made from the
real engines with fixed seeds: one module per board, each with its ``FOLDER`` and a
``fixtures()`` giving every file's name and text. ``tools/dump_fixtures.py`` writes them;
``tests/test_web_fixtures.py`` fails when a committed file is not what they give."""

from __future__ import annotations

from pathlib import Path

from . import cards, labyrinth, sudoku, traexx

ROOT = Path(__file__).resolve().parents[2]
BOARDS = {module.FOLDER: module for module in (labyrinth, cards, sudoku, traexx)}


def folder(board: str) -> Path:
    return ROOT / "web" / "src" / "games" / board / "fixtures"


def generate(board: str) -> dict[Path, str]:
    """Every fixture file of ``board`` and the text it should hold now."""
    return {folder(board) / name: text for name, text in BOARDS[board].fixtures().items()}
