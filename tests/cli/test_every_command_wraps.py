"""Every command of ``spelkast`` fits the terminal at 60, 80 and 120 columns, in every
language, and never cuts a word: no line is wider than the terminal, no word is split
over two lines (plain text or a table cell), no word is shortened to an ellipsis.

The commands are taken from the Typer app itself: a new command fails
:func:`test_every_command_has_a_scenario_and_takes_lang` until it is given one here. Each scenario runs
in process (Typer's runner, the width from ``COLUMNS``); what it prints on a very wide
terminal (run once per scenario and language) is the reference for the words it says.
"""

from __future__ import annotations

import asyncio
import itertools
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import typer.main
from click.testing import CliRunner
from rich.cells import cell_len

from spelkast.cli.app import app
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match, parse_seats

WIDTHS = (60, 80, 120)
LANGS = ("en", "nl", "fi")
WIDE = 1000
GAME_IDS = tuple(game.info.id for game in all_games())
#: The app's command, built once (Typer's own runner builds it again for every run).
COMMAND = typer.main.get_command(app)
#: Typed into every interactive screen: help, a line it cannot read, quit.
TYPED = "?\nzzz\nq\n"
UNREACHABLE = "http://127.0.0.1:9"  # the discard port: nothing listens there


@dataclass(frozen=True)
class Scenario:
    """One run of a command: its words (``{dir}`` is a folder for its files), what is
    typed, and the exit code it ends with."""

    command: str
    line: str
    typed: str | None = None
    exit_code: int = 0

    @property
    def args(self) -> list[str]:
        return self.line.split()

    @property
    def label(self) -> str:
        """The command and the game it is run on (if any), to name a failing case."""
        games = [word for word in re.split(r"[\s/.]", self.line) if word in GAME_IDS]
        return " ".join([self.command, *games[:1]])


def _scenarios() -> list[Scenario]:
    found = [
        Scenario("games", "games"),
        Scenario("simulate", "simulate sudoku --seats bot:random,bot:greedy --games 2"),
        Scenario("arena", "arena sudoku --seats bot:random,bot:greedy --games 2"),
        Scenario(
            "arena",
            "arena labyrinth --seats bot:random,bot:random,bot:random --games 3 --max-actions 20",
        ),
        Scenario("perft", "perft sudoku start --depth 1 --divide"),
        Scenario("serve", "serve --database-url sqlite:///{dir}/serve.db"),
        Scenario("bots-worker", "bots-worker --processes 1 --redis-url redis://127.0.0.1:9/0"),
        Scenario("host", f"host sudoku --server {UNREACHABLE}", exit_code=2),
        Scenario("connect", f"connect {UNREACHABLE}/m/abc", exit_code=2),
        Scenario("ratings recompute", "ratings recompute --database-url sqlite:///{dir}/r.db"),
    ]
    for game_id in GAME_IDS:
        game = get_game(game_id)
        seats = ",".join(["human"] + ["bot:random"] * (game.info.min_players - 1))
        found += [
            Scenario(
                "play",
                f"play {game_id} --plain --seed 1 --seats {seats} --save {{dir}}/played.json",
                TYPED,
            ),
            Scenario("learn", f"learn {game_id} --progress {{dir}}/learnt.json", TYPED),
            Scenario("replay", f"replay {{dir}}/{game_id}.json --all"),
            Scenario("review", f"review {{dir}}/{game_id}.json --iterations 2 --seed 1"),
        ]
    return found


SCENARIOS = _scenarios()


def leaf_commands(command: Any, path: tuple[str, ...] = ()) -> dict[str, Any]:
    """Every command a person can run (``ratings recompute``, not ``ratings``), by name."""
    children = getattr(command, "commands", None)
    if children is None:
        return {" ".join(path): command}
    return {
        name: leaf
        for key, child in children.items()
        for name, leaf in leaf_commands(child, (*path, key)).items()
    }


def test_every_command_has_a_scenario_and_takes_lang() -> None:
    commands = leaf_commands(COMMAND)
    assert set(commands) == {scenario.command for scenario in SCENARIOS}, (
        "give every command a Scenario in this file"
    )
    for name, command in commands.items():
        options = [opt for param in command.params for opt in getattr(param, "opts", [])]
        assert "--lang" in options, name


# ------------------------------------------------------------------------ running
@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    """Short stored records of every game (a few bot moves), for replay and review, in a
    folder with a short path: a saved record's path is printed whole on a line of its own,
    and pytest's own temporary paths (with a worker's folder in a parallel run) are longer
    than 60 columns."""
    with tempfile.TemporaryDirectory(prefix="spelkast-w") as name:
        yield from _records(Path(name))


def _records(where: Path) -> Iterator[Path]:
    for game_id in GAME_IDS:
        game = get_game(game_id)
        seats = parse_seats(",".join(["bot:random"] * game.info.min_players))
        match = Match(game, seats, {}, 3)
        match.run_bots(3)
        match.record.save(where / f"{game_id}.json")
    yield where


@pytest.fixture
def no_services(monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve`` and ``bots-worker`` print what they start, then would run until
    stopped: here they stop at once."""
    import uvicorn

    import spelkast.server.app
    import spelkast.server.bots.worker

    async def no_queue(*args: object, **kwargs: object) -> None:
        await asyncio.sleep(0)

    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: None)
    monkeypatch.setattr(spelkast.server.app, "tune_gc", lambda: None)
    monkeypatch.setattr(spelkast.server.bots.worker, "serve_queue", no_queue)


_wide: dict[tuple[int, str], str] = {}


def printed(scenario: Scenario, lang: str, width: int, folder: Path) -> str:
    args = [arg.replace("{dir}", str(folder)) for arg in scenario.args] + ["--lang", lang]
    env = {"COLUMNS": str(width), "LINES": "200", "SPELKAST_SERVER": UNREACHABLE}
    result = CliRunner().invoke(COMMAND, args, input=scenario.typed, env=env)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert result.exit_code == scenario.exit_code, result.output
    return result.output


def wide_output(number: int, lang: str, folder: Path) -> str:
    if (number, lang) not in _wide:
        _wide[number, lang] = printed(SCENARIOS[number], lang, WIDE, folder)
    return _wide[number, lang]


# ----------------------------------------------------------------------- checking
WORD = re.compile(r"[^\W\d_]+")
RULES = re.compile(r"[\u2500-\u257f]")  # box drawing: borders and a table's column rules
CELL_EDGE = re.compile(r"[│┃║]")


def words(text: str) -> set[str]:
    return set(WORD.findall(text))


def cells(line: str) -> Iterator[tuple[int, str]]:
    """The line cut at its vertical rules: (where each piece starts, the piece)."""
    start = 0
    for edge in CELL_EDGE.finditer(line):
        yield start, line[start : edge.start()]
        start = edge.end()
    yield start, line[start:]


def split_words(text: str, said: set[str]) -> list[str]:
    """Words cut over two lines: a line (or a table cell) ending in letters, the next
    line's piece in the same place starting with letters, joined a word of the reference
    ``said`` that one of the two pieces is not."""
    found = []
    lines = text.splitlines()
    for upper, lower in itertools.pairwise(lines):
        below = dict(cells(lower))
        for start, piece in cells(upper):
            tail = re.search(r"([^\W\d_]+)$", piece.rstrip())
            head = re.match(r"\s*([^\W\d_]+)", below.get(start, ""))
            if tail is None or head is None:
                continue
            joined = tail.group(1) + head.group(1)
            if joined in said and not {tail.group(1), head.group(1)} <= said:
                found.append(f"{tail.group(1)}|{head.group(1)}")
    return found


def cut_short(text: str, reference: str) -> list[str]:
    """Words shortened to an ellipsis that the wide terminal shows whole."""
    whole = set(RULES.sub(" ", reference).split())
    return [
        token
        for token in RULES.sub(" ", text).split()
        if token.endswith("…") and token not in whole
    ]


def a_command(line: str) -> bool:
    """A command to copy (``spelkast play --resume PATH``), kept whole on a line of its own:
    it may be wider than the terminal, which then wraps it without a line break in it, so
    it pastes as one command."""
    return line.strip().strip("().").startswith("spelkast ")


@pytest.mark.usefixtures("no_services")
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "number", range(len(SCENARIOS)), ids=[f"{n}-{s.label}" for n, s in enumerate(SCENARIOS)]
)
def test_a_command_fits_the_terminal_without_cutting_a_word(
    number: int, lang: str, width: int, folder: Path
) -> None:
    scenario = SCENARIOS[number]
    reference = wide_output(number, lang, folder)
    text = printed(scenario, lang, width, folder)
    assert text.strip()
    too_wide = [
        line for line in text.splitlines() if cell_len(line) > width and not a_command(line)
    ]
    assert not too_wide, "\n".join(too_wide)
    assert not split_words(text, words(reference)), text
    assert not cut_short(text, reference), text


def test_the_checks_see_a_word_cut_over_two_lines_or_to_an_ellipsis() -> None:
    said = words("Nauwkeurigheid and the rest")
    assert split_words("│ Nauwkeurigh │ x │\n│ eid          │   │", said) == ["Nauwkeurigh|eid"]
    assert split_words("the Nauwkeurigh\neid follows", said) == ["Nauwkeurigh|eid"]
    assert split_words("the rest and\nthe end", said) == []  # two whole words
    assert a_command("(spelkast replay /a/long/path.json)")
    assert not a_command("Saved the record to /a/long/path.json")
    assert cut_short("│ Nauwk… │", "│ Nauwkeurigheid │") == ["Nauwk…"]
    assert cut_short("-inf…+113", "-inf…+113") == []
