"""The conformance checks fail on games that break the protocol (so they can fail at all).

Each broken game is Labyrinth (Träxx for a wrong length bound) with one deliberate fault;
none is registered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from test_conformance import Case, check_declared_length, check_position, run_playout

from spelkast.core import JSON, GameLength
from spelkast.games.labyrinth import LabyrinthGame, LabyrinthState
from spelkast.games.labyrinth.state import Action
from spelkast.games.traexx import TraexxGame


class MutatingApply(LabyrinthGame):
    def _apply(self, state: LabyrinthState, player: int, action: Action) -> LabyrinthState:
        after = super()._apply(state, player, action)
        # The state itself is a tuple; its options mapping is the part that can be changed.
        state.options["no_return"] = not state.options["no_return"]
        return after


class TupleInView(LabyrinthGame):
    def view(self, state: LabyrinthState, player: int | None) -> dict[str, JSON]:
        return {**super().view(state, player), "pawns": tuple(state.pawns)}


class LegalForEveryone(LabyrinthGame):
    def legal_actions(self, state: LabyrinthState, player: int) -> Sequence[Action]:
        return super().legal_actions(state, state.current)


class LooseIsLegal(LabyrinthGame):
    def is_legal(self, state: LabyrinthState, player: int, action: Action) -> bool:
        return player == state.current


class ForgetfulJson(LabyrinthGame):
    def state_to_json(self, state: LabyrinthState) -> dict[str, JSON]:
        return {**super().state_to_json(state), "forbidden": None}


@pytest.mark.parametrize(
    ("game", "symptom"),
    [
        (MutatingApply(), "apply changed its input"),
        (LegalForEveryone(), "has legal actions"),
        (ForgetfulJson(), None),
    ],
    ids=["mutating-apply", "legal-for-everyone", "forgetful-json"],
)
def test_playout_checks_catch_the_fault(game: LabyrinthGame, symptom: str | None) -> None:
    with pytest.raises(AssertionError, match=symptom):
        run_playout(Case(game, 2, "defaults"), seed=1)


@pytest.mark.parametrize(
    "game", [TupleInView(), LooseIsLegal()], ids=["tuple-in-view", "loose-is-legal"]
)
def test_position_checks_catch_the_fault(game: LabyrinthGame) -> None:
    state = game.new_initial_state(2, seed=3)
    pool: set[Any] = set(game.legal_actions(state, 0))
    shifted = LabyrinthGame().apply(state, 0, sorted(pool, key=repr)[0])
    pool |= set(LabyrinthGame().legal_actions(shifted, 0))
    with pytest.raises(AssertionError):
        check_position(game, state, pool)


class TooShort(TraexxGame):
    info = replace(TraexxGame.info, max_length=GameLength(per_player=14))


class TooLoose(TraexxGame):
    info = replace(TraexxGame.info, max_length=GameLength(per_player=16))


@pytest.mark.parametrize(
    ("game", "symptom"),
    [(TooShort(), "bound"), (TooLoose(), "reached")],
    ids=["bound-too-short", "bound-too-loose"],
)
def test_length_check_catches_a_wrong_bound(game: TraexxGame, symptom: str) -> None:
    cases = [Case(game, n, "defaults") for n in (1, 2)]
    with pytest.raises(AssertionError, match=symptom):
        check_declared_length(game, cases)
