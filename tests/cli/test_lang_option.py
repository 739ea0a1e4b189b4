"""``--lang`` on the commands: one option declaration, and what a command prints for a
person follows it."""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

import pytest
import typer.main
from typer.testing import Result

from spelkast.cli.app import GAMES_WORDS, app
from spelkast.cli.command_words import COMMAND_WORDS

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


def _leaf_commands(command: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command a person can run (``ratings recompute``, not ``ratings``)."""
    children = getattr(command, "commands", None)
    if children is None:
        return [path]
    return [
        leaf for name, child in children.items() for leaf in _leaf_commands(child, (*path, name))
    ]


def test_every_command_takes_lang() -> None:
    commands = _leaf_commands(typer.main.get_command(app))
    assert ("simulate",) in commands
    assert ("ratings", "recompute") in commands
    root: Any = typer.main.get_command(app)
    for path in commands:
        command = root
        for name in path:
            command = command.commands[name]
        options = [opt for param in command.params for opt in getattr(param, "opts", [])]
        assert "--lang" in options, " ".join(path)


def test_every_command_word_is_in_every_language() -> None:
    for key, by_lang in COMMAND_WORDS.items():
        assert set(by_lang) == {"en", "nl", "fi"}, key
        fields = {name for _, name, _, _ in string.Formatter().parse(by_lang["en"]) if name}
        for code in ("nl", "fi"):
            theirs = {name for _, name, _, _ in string.Formatter().parse(by_lang[code]) if name}
            assert theirs == fields, (key, code)


SIMULATE = ["simulate", "labyrinth", "--seats", "bot:random,bot:greedy", "--games", "2"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", ["partij 1 (seed 0): winnaar ", "samenvatting van 2 partijen", "gemiddeld"]),
        ("fi", ["peli 1 (siemen 0): voittaja ", "yhteenveto 2 pelistä", "vuoroja keskimäärin"]),
    ],
)
def test_simulate_speaks_the_chosen_language(run: Run, lang: str, words: list[str]) -> None:
    result = run([*SIMULATE, "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for english in ("game 1", "summary", "mean turns", "wins", "yellow", "red"):
        assert english not in result.output


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", ["partijen", "gewonnen", "winst % [95% BI]", "tijd:"]),
        ("fi", ["peliä", "voittoja", "voitto % [95% LV]", "aika:"]),
    ],
)
def test_arena_speaks_the_chosen_language(
    run: Run, monkeypatch: pytest.MonkeyPatch, lang: str, words: list[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    args = ["arena", "sudoku", "--seats", "bot:random,bot:greedy", "--games", "2", "--lang", lang]
    result = run(args)
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for english in ("games", "time:", "win %"):
        assert english not in result.output


@pytest.mark.parametrize(("lang", "total"), [("nl", "totaal: "), ("fi", "yhteensä: ")])
def test_perft_speaks_the_chosen_language(run: Run, lang: str, total: str) -> None:
    result = run(["perft", "sudoku", "start", "--depth", "1", "--divide", "--lang", lang])
    assert result.exit_code == 0, result.output
    assert total in result.output
    assert "total" not in result.output


def test_an_unknown_lang_is_one_clear_line(run: Run) -> None:
    result = run([*SIMULATE, "--lang", "de"])
    assert result.exit_code == 2
    assert "--lang must be en, nl or fi" in result.output
