"""spelkast play and spelkast replay with scripted input (no terminal)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from spelkast.core.errors import SpelkastError
from spelkast.core.record import GameRecord, final_state
from spelkast.core.registry import get_game
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D
from spelkast.games.labyrinth.state import MoveTo, Shift
from spelkast.match import Match, parse_seats
from spelkast.tui import get_ui

Run = Callable[..., Result]
GAME = get_game("labyrinth")


def target_line(seat: int, seed: int, players: int = 2) -> str:
    """The 'Target:' line the board shows to ``seat`` at the start of a game."""
    state = GAME.new_initial_state(players, seed=seed)
    top = D.TREASURES[state.piles[seat][0]]
    return f"Target: *{top.letter} {top.en}"


def test_play_with_scripted_input_saves_a_record_that_replays_to_the_same_state(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    result = run(["play", "labyrinth", "--seed", "1", "--save", str(path)], "r\nNb\nstay\nq\n")
    assert result.exit_code == 0, result.output
    assert f"Saved the record to {path}" in " ".join(result.output.split())
    record = GameRecord.load(path)
    start = GAME.new_initial_state(2, seed=1)
    turned = B.rotate_openings(B.openings(start.spare), 1)
    # 'r' turned the preview a quarter clockwise and 'Nb' pushed it in as shown.
    assert record.moves[0].notation == f"Nb:{B.openings_text(turned)}"
    assert record.moves[1].notation == "a1"  # 'stay': yellow starts on a1, off column b
    assert [m.player for m in record.moves] == [0, 0, 1, 1]  # then the greedy bot's turn
    assert record.players == ("human", "bot:greedy")
    # The same match driven directly gives the state the record replays to.
    match = Match(GAME, parse_seats("human,bot:greedy"), seed=1)
    match.play(0, Shift(B.ARROWS[0].index, turned))
    match.play(0, MoveTo(0))
    match.run_bots(max_actions=2)
    assert final_state(record) == match.state
    # The bot's turn was shown so a person can follow it.
    assert "red pushed column " in result.output or "red pushed row " in result.output
    assert "red walked to " in result.output or "red stayed on " in result.output


def test_replay_all_shows_every_position_of_a_saved_game(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run(["play", "labyrinth", "--seed", "1", "--save", str(path)], "Nb\nstay\nq\n")
    record = GameRecord.load(path)
    result = run(["replay", str(path), "--all"])
    assert result.exit_code == 0
    last = len(record.moves)
    for index in range(last + 1):
        assert f"position {index} of {last}" in result.output
    assert "Move 1: yellow pushed column b in from the top" in result.output  # Nb
    # Without --all and without a terminal on stdin it also prints everything.
    assert run(["replay", str(path)]).output == result.output


def test_illegal_and_unreadable_input_gets_a_friendly_message_and_the_game_goes_on(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    script = "d4\nNb:NESW\nbanana\nNb\nNd\nz9\nstay\nq\n"
    result = run(["play", "labyrinth", "--seed", "1", "--save", str(path)], script)
    assert result.exit_code == 0
    out = result.output
    assert "first shift the maze" in out  # d4 before the shift
    assert "cannot be turned to open NESW" in out
    assert "cannot read 'banana'" in out
    assert "already shifted" in out  # a second shift in the same turn
    assert "cannot read 'z9'" in out
    assert "Traceback" not in out
    record = GameRecord.load(path)
    assert [m.notation.split(":")[0] for m in record.moves[:2]] == ["Nb", "a1"]


def test_end_of_input_saves_the_game_and_exits_cleanly(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here, data = tmp_path / "here", tmp_path / "data"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    result = run(["play", "labyrinth", "--seed", "4", "--seats", "bot:random,human"], "")
    assert result.exit_code == 0
    assert "Input ended" in result.output
    # Saved in the user's data directory, not in the folder the command ran in.
    assert not list(here.iterdir())
    saved = list((data / "spelkast" / "records").glob("labyrinth-*-seed4.json"))
    assert len(saved) == 1
    assert f"Saved the record in spelkast's data folder: {saved[0]}" in " ".join(
        result.output.split()
    )
    data = json.loads(saved[0].read_text())
    assert data["meta"]["finished"] is False
    assert [m["player"] for m in data["moves"]] == [0, 0]  # the bot's first turn only


def test_hot_seat_shows_a_hand_over_screen_before_each_persons_secret_target(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    script = "\nNb\nstay\n\nq\n"
    result = run(
        ["play", "labyrinth", "--seats", "human,human", "--seed", "3", "--save", str(path)],
        script,
    )
    assert result.exit_code == 0
    out = result.output
    yellow, red = target_line(0, 3), target_line(1, 3)
    first = out.index("Pass to yellow — press Enter")
    second = out.index("Pass to red — press Enter")
    assert first < out.index(yellow) < second
    assert red not in out[:second]  # red's card stays hidden until red takes the screen
    assert red in out[second:]
    assert yellow not in out[second:]


def test_one_person_against_bots_gets_no_hand_over_screen(run: Run, tmp_path: Path) -> None:
    result = run(
        ["play", "labyrinth", "--seed", "3", "--save", str(tmp_path / "g.json")], "Nb\nstay\nq\n"
    )
    assert "Pass to" not in result.output
    assert target_line(0, 3) in result.output


@pytest.mark.parametrize(
    "options",
    [
        ["day_night=true", "first_player=2"],
        ["open_cards=true", "no_return=true", "tiles=12-16-6"],
    ],
)
def test_bots_play_every_variant_to_the_end_and_the_record_is_marked_finished(
    run: Run, tmp_path: Path, options: list[str]
) -> None:
    path = tmp_path / "game.json"
    args = ["play", "labyrinth", "--seats", "bot:greedy,bot:greedy,bot:greedy", "--seed", "2"]
    for option in options:
        args += ["--option", option]
    result = run([*args, "--save", str(path)], "")
    assert result.exit_code == 0
    assert "Winner:" in result.output
    record = GameRecord.load(path)
    assert record.meta["finished"] is True
    state = final_state(record)
    assert GAME.is_terminal(state)
    assert record.options == GAME.resolve_options(dict(o.split("=") for o in options))


def test_e4_hinted_after_a_shift_is_walked_to_not_read_as_the_arrow_e4(
    run: Run, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    result = run(
        ["play", "labyrinth", "--seats", "human,bot:easy", "--seed", "21", "--save", str(path)],
        "Nb:EW\ne4\nq\n",
    )
    assert "already shifted" not in result.output
    record = GameRecord.load(path)
    assert [m.notation for m in record.moves[:2]] == ["Nb:EW", "e4"]


@pytest.mark.parametrize("name", ["e2", "e4", "e6", "E4"])
def test_a_cell_named_like_an_arrow_is_the_cell_when_walking_and_the_arrow_when_pushing(
    name: str,
) -> None:
    ui = get_ui("labyrinth")
    state = GAME.new_initial_state(2, seed=21)
    ui_state = {**ui.new_ui_state(), "lang": "en"}
    shift = ui.interpret(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0), name, ui_state)
    assert shift == Shift(B.parse_arrow(name).index, B.openings(state.spare))
    state = GAME.apply(state, 0, shift)
    move = ui.interpret(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0), name, ui_state)
    assert move == MoveTo(B.parse_cell(name))


def test_a_resumed_game_goes_on_as_the_uninterrupted_one_bots_random_choices_included(
    run: Run, tmp_path: Path
) -> None:
    # Each human turn takes three lines whichever of Nb / Nd is the forbidden push-back:
    # the refused line (or 'Nd' read when walking) is refused and the turn goes on.
    turn = "Nb\nNd\nstay\n"
    seats = ["--seats", "human,bot:random", "--seed", "5"]
    whole, split = tmp_path / "whole.json", tmp_path / "split.json"
    run(["play", "labyrinth", *seats, "--save", str(whole)], turn * 10 + "q\n")
    run(["play", "labyrinth", *seats, "--save", str(split)], turn * 4 + "q\n")
    resumed = run(["play", "--resume", str(split)], turn * 6 + "q\n")
    assert resumed.exit_code == 0, resumed.output
    played = GameRecord.load(whole).moves
    assert len(played) > 20  # the bot chose at random many times
    assert GameRecord.load(split).moves == played


def refusal(state: object, line: str, lang: str = "en") -> str:
    ui = get_ui("labyrinth")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)  # type: ignore[arg-type]
    with pytest.raises(SpelkastError) as caught:
        ui.interpret(GAME, view, legal, line, {"lang": lang})
    return ui.explain(GAME, view, caught.value, {"lang": lang})


@pytest.mark.parametrize("line", ["banana", "x", "z9", "coin9"])
def test_an_unreadable_line_is_refused_in_the_words_of_the_step(line: str) -> None:
    shift = GAME.new_initial_state(2, seed=21)
    walk = GAME.apply(shift, 0, GAME.parse_action("Nb:EW", shift))
    pushing, walking = refusal(shift, line), refusal(walk, line)
    assert "arrow" in pushing
    for said in (pushing, walking):  # no coins without Day & Night
        assert "coin1" not in said
        assert "coins" not in said
    assert "arrow" not in walking
    assert "stay" in walking
    assert "pijl" in refusal(shift, line, "nl")
    assert "ruutu" in refusal(walk, line, "fi")


def test_the_help_mentions_coins_only_with_day_and_night(run: Run) -> None:
    plain = run(["play", "labyrinth", "--seed", "1"], "?\nq\n").output
    assert "coin" not in plain
    night = run(["play", "labyrinth", "--seed", "1", "--option", "day_night=true"], "?\nq\n")
    assert "coin1" in night.output
