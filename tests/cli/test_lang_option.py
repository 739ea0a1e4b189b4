"""``--lang`` on the commands: one option declaration, and what a command prints for a
person follows it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from typer.testing import Result

from spelkast.cli.app import GAMES_WORDS

Run = Callable[..., Result]


@pytest.mark.parametrize(
    ("lang", "players", "levels"),
    [
        ("en", "players: 2-4", "bot levels:"),
        ("nl", "spelers: 2-4", "botniveaus:"),
        ("fi", "pelaajia: 2-4", "bottien tasot:"),
    ],
)
def test_the_games_list_speaks_the_chosen_language(
    run: Run, lang: str, players: str, levels: str
) -> None:
    result = run(["games", "--lang", lang])
    assert result.exit_code == 0, result.output
    assert players in result.output
    assert levels in result.output
    others = {code for code in ("en", "nl", "fi") if code != lang}
    for code in others:
        assert GAMES_WORDS["bots"][code].split(":")[0] not in result.output


def test_every_games_word_is_in_every_language() -> None:
    for key, by_lang in GAMES_WORDS.items():
        assert set(by_lang) == {"en", "nl", "fi"}, key
