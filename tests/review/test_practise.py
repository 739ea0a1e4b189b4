"""Practise your mistakes: the marked positions of a review, a tried move judged by the
engine (legal?) and the estimator (better?), in the terminal and as data."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from review.test_game_review import random_record
from spelkast.cli.app import app
from spelkast.core.record import GameRecord
from spelkast.core.registry import get_game
from spelkast.games.describe import LANGUAGES
from spelkast.games.labyrinth import board as B
from spelkast.review.game_review import review_record
from spelkast.review.practise import BEST, NOT_BETTER, judge_try, positions
from spelkast.tui import get_ui

NAMES = ["Anna", "Ben"]


def named(game_id: str) -> GameRecord:
    record = random_record(game_id, 2, seed=5, limit=40)
    return GameRecord.from_json({**record.to_json(), "meta": {"names": NAMES}})


@pytest.mark.parametrize("game_id", ["labyrinth", "labyrinth-cards", "sudoku", "traexx"])
def test_the_best_move_is_found_and_the_move_played_is_not_better(game_id: str) -> None:
    record = named(game_id)
    review = review_record(record, [0], iterations=20, seed=3)
    found = positions(record, review, 0)
    assert found, "a random player's game has marked moves"
    assert [at.decision.move for at in found] == sorted(at.decision.move for at in found)
    assert all(at.decision.mark for at in found)
    game = get_game(game_id)
    at = found[0]
    best = judge_try(game, review, at, at.decision.best)
    assert best.outcome == BEST
    assert best.solved
    played = judge_try(game, review, at, at.decision.played)
    assert played.outcome == NOT_BETTER
    assert not played.solved
    assert played.value is not None
    assert played.value < best.best
    for lang in LANGUAGES:
        assert best.said[lang]
        assert played.said[lang] != best.said[lang]


def typed(game_id: str, state: object, actions: tuple[object, ...]) -> list[str]:
    """How a person types the actions of a decision, one line each."""
    game = get_game(game_id)
    ui = get_ui(game_id)
    lines = []
    for action in actions:
        lines.append(ui.action_text(game, action, {**ui.new_ui_state()}))
        state = game.apply(state, 0, action)
    return lines


def test_the_terminal_refuses_an_illegal_move_with_the_games_words_and_judges_a_good_one(
    tmp_path: Path,
) -> None:
    record = named("labyrinth")
    path = tmp_path / "game.json"
    record.save(path)
    review = review_record(record, [0], iterations=20, seed=0)
    second = positions(record, review, 0)[1]
    forbidden = get_game("labyrinth").view(second.state, 0)["forbidden"]
    assert isinstance(forbidden, int)
    push_back = B.ARROWS[forbidden].name
    lines = ["zz", push_back, *typed("labyrinth", second.state, second.decision.best), "q"]
    result = CliRunner().invoke(
        app,
        ["review", str(path), "--practise", "--iterations", "20", "--lang", "nl"],
        input="skip\n" + "\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Oefen je fouten" in out
    assert "je schoof" in out  # the position says what you played ...
    assert "Beter:" not in out.split("Positie 1")[1].split("✗")[0]  # ... not the answer
    # A line the screen cannot read, and a move the engine refuses, in the game's words.
    assert "✗ kan 'zz' niet lezen: 'zz' is geen pijl" in out
    assert f"✗ de losse kaart mag niet in bij {push_back}: dan duw je de kaart terug" in out
    assert out.count("\n✗ ") == 2, out  # each under the echoed line it refuses
    assert "✓ Dat is de zet van de moeilijke bot" in out
    assert "Oefening klaar: 1 van" in out


def test_show_gives_the_better_move_and_skip_goes_on(tmp_path: Path) -> None:
    record = named("labyrinth-cards")
    path = tmp_path / "game.json"
    record.save(path)
    result = CliRunner().invoke(
        app,
        ["review", str(path), "--practise", "--player", "2", "--iterations", "10"],
        input="show\nskip\nq\n",
    )
    assert result.exit_code == 0, result.output
    assert "Practise your mistakes" in result.output
    assert "of Ben" in result.output
    assert "Better: card" in result.output
    assert "Position 2 of" in result.output
    assert "Practice done: 0 of" in result.output


def test_you_speaks_to_the_chosen_player_in_the_key_moments(tmp_path: Path) -> None:
    record = named("labyrinth")
    path = tmp_path / "game.json"
    record.save(path)
    result = CliRunner().invoke(
        app, ["review", str(path), "--iterations", "20", "--you", "1", "--lang", "fi"]
    )
    assert result.exit_code == 0, result.output
    moments = result.output.split("Tärkeät hetket")[1]
    assert "työnsit" in moments
    assert "Anna työnsi" not in moments
