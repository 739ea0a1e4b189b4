"""The spelkast commands games, simulate, perft and the error handling they share."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import typer
from typer.testing import Result

from spelkast.cli.app import app
from spelkast.core.perft import divide, perft
from spelkast.core.registry import get_game

Run = Callable[..., Result]

GAME = get_game("labyrinth")


def test_games_lists_labyrinth_with_player_counts_flags_and_options(run: Run) -> None:
    result = run(["games"])
    assert result.exit_code == 0
    assert "labyrinth" in result.output
    assert "players: 2-4" in result.output
    assert "hidden information" in result.output
    said = " ".join(result.output.split())  # long lines wrap at the terminal's width
    for spec in GAME.info.options:
        assert " ".join(spec.help("en").split()) in said
        assert f"{spec.name}={spec.allowed} (default {spec.typed_default})" in said


def test_simulate_prints_one_line_per_game_and_a_summary(run: Run) -> None:
    result = run(["simulate", "labyrinth", "--seats", "bot:greedy,bot:greedy", "--games", "3"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    games = [line for line in lines if line.startswith("game ")]
    assert len(games) == 3
    assert all("winner" in line and "turns" in line for line in games)
    assert any(line.startswith("summary of 3 games") for line in lines)
    assert any("mean turns" in line for line in lines)
    # Each greedy game has a single winner: the wins add up to the number of games.
    wins = [int(line.split(": ")[1].split()[0]) for line in lines if "wins," in line]
    assert sum(wins) == 3


def test_simulate_json_lines_parse_and_agree_with_the_summary(run: Run) -> None:
    result = run(
        ["simulate", "labyrinth", "--seats", "bot:random,bot:greedy", "--games", "2", "--json"]
    )
    assert result.exit_code == 0
    rows = [json.loads(line) for line in result.output.splitlines()]
    games, summary = rows[:-1], rows[-1]["summary"]
    assert [row["game"] for row in games] == [1, 2]
    assert summary["games"] == 2
    assert summary["mean_turns"] == pytest.approx(sum(row["turns"] for row in games) / 2)
    for row in games:
        assert row["finished"]
        assert len(row["scores"]) == 2
        assert row["winners"]
        assert row["actions"] >= row["turns"]


def test_simulate_with_the_same_seed_prints_the_same_games(run: Run) -> None:
    args = ["simulate", "labyrinth", "--seats", "bot:random,bot:greedy,bot:greedy"]
    args += ["--games", "2", "--seed", "7", "--option", "open_cards=true"]
    first, second = run(args), run(args)
    assert first.exit_code == 0
    assert first.output == second.output
    other = run([*args[:-4], "--seed", "8", "--option", "open_cards=true"])
    assert other.output != first.output


def test_simulate_refuses_human_seats(run: Run) -> None:
    result = run(["simulate", "labyrinth", "--seats", "human,bot:greedy", "--games", "1"])
    assert result.exit_code == 2
    assert "bots only" in result.output


@pytest.mark.parametrize("depth", [1, 2])
def test_perft_from_a_start_position_agrees_with_core_perft(run: Run, depth: int) -> None:
    result = run(["perft", "labyrinth", "start:1", "--depth", str(depth)])
    assert result.exit_code == 0
    state = GAME.new_initial_state(2, seed=1)
    assert f"total: {perft(GAME, state, depth)}" in result.stdout


def test_perft_reads_the_position_notation(run: Run) -> None:
    state = GAME.new_initial_state(3, {"day_night": True}, seed=4)
    result = run(["perft", "labyrinth", GAME.position_to_text(state), "--depth", "1"])
    assert result.exit_code == 0
    assert f"total: {perft(GAME, state, 1)}" in result.stdout
    three = run(["perft", "labyrinth", "start:4:3", "--option", "day_night=true"])
    assert three.stdout == result.stdout


def test_perft_divide_is_sorted_and_sums_to_the_total(run: Run) -> None:
    result = run(["perft", "labyrinth", "start:2", "--depth", "2", "--divide"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    parts = dict(line.rsplit(": ", 1) for line in lines[:-1])
    total = int(lines[-1].removeprefix("total: "))
    assert sum(int(v) for v in parts.values()) == total
    assert list(parts) == sorted(parts)
    expected = divide(GAME, GAME.new_initial_state(2, seed=2), 2)
    assert {k: int(v) for k, v in parts.items()} == expected


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["perft", "chess", "start"], "no game called 'chess'"),
        (["perft", "labyrinth", "not a position"], "labyrinth position"),
        (["perft", "labyrinth", "start:x"], "whole numbers"),
        (["perft", "labyrinth", "start:1:9"], "2-4 players"),
        (["play", "labyrinth", "--option", "colour=red"], "unknown option 'colour'"),
        (["play", "labyrinth", "--option", "day_night=maybe"], "yes/no option"),
        (["play", "labyrinth", "--seats", "human"], "2-4 players"),
        (["play", "labyrinth", "--seats", "human,bot:genius"], "no bot 'genius'"),
        (["simulate", "labyrinth", "--seats", "bot:random,bot:random", "-o", "tiles"], "key=value"),
        (["replay", "/nonexistent/record.json"], "No such file"),
        (["games", "--lang", "xx"], "--lang must be en, nl or fi"),
    ],
)
def test_errors_print_a_clear_message_and_exit_with_code_2(
    run: Run, args: list[str], message: str
) -> None:
    result = run(args, stdin="")
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_replay_refuses_a_file_that_is_not_a_record(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"hello": 1}')
    result = run(["replay", str(path)])
    assert result.exit_code == 2
    assert "spelkast-record/1" in result.output


@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"])
def test_every_bot_level_can_be_chosen_in_the_terminal(run: Run, game_id: str) -> None:
    listing = run(["games"])
    assert "bot levels: easy, medium, hard, expert (weakest first)" in listing.output
    seats = "bot:expert:iterations=8:seconds=0,bot:easy:mistake_rate=0.5"
    result = run(["simulate", game_id, "--seats", seats, "--games", "1", "--seed", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = json.loads(result.output.splitlines()[0])
    assert line["finished"] is True


def test_a_bot_setting_it_does_not_take_is_a_clear_error(run: Run) -> None:
    result = run(["simulate", "sudoku", "--seats", "bot:hard:speed=3,bot:easy", "--games", "1"])
    assert result.exit_code != 0
    assert "does not take the setting(s) speed" in result.output


def test_usage_lines_show_each_argument_once_bracketed(run: Run) -> None:
    commands = sorted(typer.main.get_command(app).commands)  # type: ignore[attr-defined]
    assert {"play", "learn", "review", "arena", "host"} <= set(commands)
    for command in commands:
        result = run([command, "--help"])
        assert result.exit_code == 0
        assert "[[" not in result.output, command
    assert "[GAME]" in run(["play", "--help"]).output


def test_host_without_a_server_says_how_to_name_one(run: Run) -> None:
    result = run(["host", "sudoids", "--server", "http://127.0.0.1:1"])
    assert result.exit_code == 2
    assert "cannot reach http://127.0.0.1:1" in result.output
    assert "spelkast serve" in result.output
    assert "--server" in result.output


def test_an_eight_is_an_8_in_every_english_sentence_of_the_sudoku_engine() -> None:
    game = get_game("sudoku")
    assert game.tile_name(8) == "an 8"  # type: ignore[attr-defined]
    assert game.tile_name(7) == "a 7"  # type: ignore[attr-defined]
