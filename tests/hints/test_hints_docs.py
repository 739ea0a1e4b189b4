"""docs/learn.md's Hints section runs as shown and covers every game with hints."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from spelkast.core.registry import get_game
from spelkast.hints import HINTED_GAMES

PAGE = Path(__file__).resolve().parents[2] / "docs" / "learn.md"


def hints_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("## Hints")
    following = text.find("\n## ", start + 1)
    return text[start:] if following < 0 else text[start:following]


def test_the_example_prints_what_the_page_says() -> None:
    (code,) = re.findall(r"```python\n(.*?)```", hints_section(), re.S)
    shown = re.search(r"found\[\"summary\"\]\[\"en\"\]\s+# '(.*)'", code)
    assert shown is not None
    scope: dict[str, Any] = {}
    exec(code, scope)
    assert scope["found"]["summary"]["en"] == shown.group(1)


def test_every_game_with_hints_has_a_row() -> None:
    section = hints_section()
    rows = {line.split("|")[1].strip() for line in section.splitlines() if line.startswith("| ")}
    for game_id in HINTED_GAMES:
        name = get_game(game_id).info.name().split(" –")[0]
        assert any(name in row for row in rows), name
