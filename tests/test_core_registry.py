"""The game registry: finding games by id, and the error for an unknown one."""

from __future__ import annotations

from typing import Any

import pytest

from spelkast.core import Game, SpelkastError, UnknownGameError, all_games, get_game, register
from spelkast.core import registry as registry_module
from spelkast.games.labyrinth import GAME, LabyrinthGame


@pytest.fixture
def private_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Game[Any, Any]]:
    """A copy of the registry, so registering test games leaves the real one alone."""
    all_games()  # load the built-in games first
    games = dict(registry_module._GAMES)
    monkeypatch.setattr(registry_module, "_GAMES", games)
    return games


def test_get_game_finds_labyrinth_by_id() -> None:
    assert get_game("labyrinth") is GAME


def test_unknown_game_error_names_the_game_and_lists_the_known_ones() -> None:
    with pytest.raises(UnknownGameError) as caught:
        get_game("chess")
    message = str(caught.value)
    assert message.startswith("no game called 'chess'; known games: ")
    assert "labyrinth" in message
    assert not message.startswith('"'), "shown as plain text, not quoted like a KeyError"


def test_unknown_game_error_is_a_spelkast_error_and_a_key_error() -> None:
    with pytest.raises(SpelkastError):
        get_game("")
    with pytest.raises(KeyError):
        get_game("LABYRINTH")


def test_all_games_are_sorted_by_id_and_found_by_their_id() -> None:
    games = all_games()
    ids = [g.info.id for g in games]
    assert ids == sorted(ids)
    assert "labyrinth" in ids
    assert all(get_game(g.info.id) is g for g in games)


def test_registering_the_same_game_again_is_harmless(
    private_registry: dict[str, Game[Any, Any]],
) -> None:
    again = LabyrinthGame()
    assert register(again) is again
    assert get_game("labyrinth") is again


def test_registering_a_different_game_under_a_taken_id_fails(
    private_registry: dict[str, Game[Any, Any]],
) -> None:
    class Impostor(LabyrinthGame):
        pass

    with pytest.raises(ValueError, match="already registered as 'labyrinth'"):
        register(Impostor())
    assert get_game("labyrinth") is GAME
