"""The web boards' fixtures are what the engines give today: each is made again in memory
(tools/web_fixtures) and compared with the committed file; a board's folder holds no
fixture that nothing makes."""

from __future__ import annotations

import pytest

from web_fixtures import BOARDS, ROOT, folder, generate


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_web_fixtures_are_current(board: str) -> None:
    made = generate(board)
    stale = [
        str(path.relative_to(ROOT))
        for path, text in made.items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    assert not stale, f"stale fixtures {stale}: run uv run python tools/dump_fixtures.py"
    assert set(folder(board).glob("*.json")) == set(made), "a fixture that nothing makes"
