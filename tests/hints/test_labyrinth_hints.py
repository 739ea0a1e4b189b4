"""Labyrinth hints agree with the engine: after every push the floor is exactly where the
pawn may walk, and a push "reaches" exactly when walking there finds the target (the top
card, any card with open cards, a night card at night, or home)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth import GAME, MOVE, NIGHT, SHIFT, LabyrinthState, MoveTo, Shift
from spelkast.games.labyrinth import board as B
from spelkast.hints import help_proposal, hint, hint_of

from .positions import random_states

OPTIONS = (
    {},
    {"open_cards": True},
    {"no_return": True},
    {"open_cards": True, "no_return": True},
    {"day_night": True},
    {"day_night": True, "no_return": True},
)


def found_target(before: LabyrinthState, after: LabyrinthState, seat: int) -> bool:
    """Whether the turn from ``before`` to ``after`` found what ``seat`` was seeking."""
    kind, _ = GAME.seeking(before, seat)
    if kind == "home":
        return after.ended_by == seat
    if before.phase == NIGHT:
        return len(after.night_found[seat]) > len(before.night_found[seat])
    return len(after.found[seat]) > len(before.found[seat])


def twisted(state: LabyrinthState, how: str) -> LabyrinthState:
    """``state`` at night, or with the player to move seeking home (both valid; with
    no_return nobody ever seeks home: the game ends with the last card)."""
    seat = state.current
    if how == "night" and state.day_night:
        return state.replace(phase=NIGHT)
    if how == "home" and not state.no_return:
        if state.day_night:
            empty = tuple(() for _ in state.night_piles)
            return state.replace(phase=NIGHT, night_piles=empty)
        return state.replace(
            piles=tuple(() if p == seat else pile for p, pile in enumerate(state.piles))
        )
    return state


def a_position(
    seed: int, players: int, options: dict[str, Any], steps: int, how: str
) -> LabyrinthState:
    *_, state = random_states(GAME, players, options, seed, limit=steps + 1)
    if GAME.is_terminal(state):
        state = GAME.new_initial_state(players, options, seed)
    return twisted(state, how)


def key(action: Shift) -> str:
    return json.dumps(GAME.action_to_json(action), sort_keys=True)


def check_shift_step(state: LabyrinthState) -> dict[str, Any]:
    seat = state.current
    found = hint_of(GAME, state, seat)
    assert found is not None
    assert found["step"] == SHIFT
    pushes = {json.dumps(p["push"], sort_keys=True): p for p in found["pushes"]}
    legal = list(GAME.legal_actions(state, seat))
    assert sorted(pushes) == sorted(key(a) for a in legal)
    for shift in legal:
        entry = pushes[key(shift)]
        after = GAME.apply(state, seat, shift)
        walks = [m for m in GAME.legal_actions(after, seat) if isinstance(m, MoveTo)]
        assert entry["floor"] == [B.cell_name(m.cell) for m in walks]
        assert entry["pawn"] == B.cell_name(after.pawns[seat])
        reaching = [
            B.cell_name(m.cell)
            for m in walks
            if found_target(after, GAME.apply(after, seat, m), seat)
        ]
        assert sorted(entry["reaches"]) == sorted(reaching)
    assert found["reaching"] == sum(1 for p in found["pushes"] if p["reaches"])
    return found


@settings(max_examples=30)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 4),
    options=st.sampled_from(OPTIONS),
    steps=st.integers(0, 40),
    how=st.sampled_from(("as dealt", "night", "home")),
)
def test_every_push_shows_the_engines_floor_and_the_pushes_that_find_the_target(
    seed: int, players: int, options: dict[str, Any], steps: int, how: str
) -> None:
    state = a_position(seed, players, options, steps, how)
    if state.step == MOVE:  # finish the push first: the turn then starts with one
        state = GAME.apply(state, state.current, MoveTo(state.pawns[state.current]))
    if state.step != SHIFT:
        return
    check_shift_step(state)


def test_the_positions_cover_every_kind_of_target_and_both_outcomes() -> None:
    """The property above meets targets of each kind, reached and not reached."""
    kinds: set[tuple[str, bool]] = set()
    for seed in range(8):
        for options, how in (
            (OPTIONS[0], "as dealt"),
            (OPTIONS[1], "as dealt"),
            (OPTIONS[4], "night"),
            (OPTIONS[0], "home"),
        ):
            state = a_position(seed, 2, options, 0, how)
            found = check_shift_step(state)
            kinds.add((found["seeking"]["kind"], found["reaching"] > 0))
    assert {k for k, _ in kinds} == {"treasure", "night", "home"}
    assert {reached for _, reached in kinds} == {True, False}


@pytest.mark.parametrize("options", OPTIONS[:2] + OPTIONS[4:5], ids=str)
def test_after_the_push_the_floor_is_where_the_pawn_may_walk(options: dict[str, Any]) -> None:
    checked = 0
    for state in random_states(GAME, 3, options, seed=21, limit=60):
        if state.step != MOVE:
            continue
        seat = state.current
        found = hint_of(GAME, state, seat)
        assert found is not None
        assert "pushes" not in found
        walks = [m for m in GAME.legal_actions(state, seat) if isinstance(m, MoveTo)]
        assert found["floor"] == [B.cell_name(m.cell) for m in walks]
        reaching = [
            B.cell_name(m.cell)
            for m in walks
            if found_target(state, GAME.apply(state, seat, m), seat)
        ]
        assert sorted(found["reaches"]) == sorted(reaching)
        said = found["summary"]["en"]
        assert said.startswith(f"You can reach {len(walks)} cells")
        assert ("is within reach" in said) == bool(reaching)
        checked += 1
    assert checked > 10


def test_a_previewed_push_gives_that_push_alone_as_the_whole_hint_has_it() -> None:
    state = GAME.new_initial_state(2, seed=8)
    view = GAME.view(state, state.current)
    whole = hint(view)
    assert whole is not None
    for entry in whole["pushes"]:
        one = hint(view, entry["push"])
        assert one is not None
        assert one["pushes"] == [entry]
        within = bool(entry["reaches"])
        assert ("is within reach" in one["summary"]["en"]) == within
    # The arrow and turn alone, without the action's type, are read too.
    first = whole["pushes"][0]["push"]
    assert (
        hint(view, {"arrow": first["arrow"], "open": first["open"]})["pushes"]
        == whole["pushes"][:1]
    )  # type: ignore[index]


def test_a_push_the_seat_may_not_make_is_refused() -> None:
    state = GAME.new_initial_state(2, seed=8)
    shift = GAME.legal_actions(state, state.current)[0]
    state = GAME.apply(state, state.current, shift)
    state = GAME.apply(state, state.current, MoveTo(state.pawns[state.current]))
    assert state.forbidden is not None
    view = GAME.view(state, state.current)
    closed = B.ARROWS[state.forbidden].name
    spare_open = B.openings_text(B.orientations(state.spare)[0])
    with pytest.raises(ValueError, match="not a push the seat may make"):
        hint(view, {"type": "shift", "arrow": closed, "open": spare_open})
    with pytest.raises(ValueError, match="a previewed push is a shift"):
        hint(view, {"type": "move", "to": "a1"})
    with pytest.raises(ValueError, match="not a push the seat may make"):
        hint(view, {"type": "shift", "arrow": "Nb", "open": "NESW"})  # no tile opens four ways


def test_the_help_proposal_finds_the_target_through_the_engine_when_a_push_can() -> None:
    proposals = nones = 0
    rng = random.Random(5)
    for seed in range(12):
        options = rng.choice(OPTIONS)
        state = a_position(seed, 2, options, rng.randrange(20), rng.choice(("as dealt", "home")))
        if state.step == MOVE:
            state = GAME.apply(state, state.current, MoveTo(state.pawns[state.current]))
        if state.step != SHIFT:
            continue
        seat = state.current
        view = GAME.view(state, seat)
        proposal = help_proposal(view)
        found = hint(view)
        assert found is not None
        if found["reaching"] == 0:
            assert proposal is None
            nones += 1
            continue
        assert proposal is not None
        pushed = GAME.apply_json(state, seat, proposal["push"])
        walked = GAME.apply(pushed, seat, MoveTo(B.parse_cell(proposal["walk"])))
        assert found_target(pushed, walked, seat)
        # After the push the proposal is the walk alone.
        after = help_proposal(GAME.view(pushed, seat))
        assert after is not None
        assert after["walk"] == proposal["walk"]
        assert "push" not in after
        arrow = B.parse_arrow(proposal["push"]["arrow"])
        for lang in ("en", "nl", "fi"):
            assert proposal["summary"][lang].endswith(after["summary"][lang].lower())
            assert arrow.name[1:] in proposal["summary"][lang]
        proposals += 1
    assert proposals
    assert nones


def test_nothing_to_hint_off_turn_for_spectators_and_at_the_coin() -> None:
    state = GAME.new_initial_state(3, seed=2)
    others = [p for p in range(3) if p != state.current]
    assert all(hint_of(GAME, state, p) is None for p in others)
    assert hint(GAME.view(state, None)) is None
    assert help_proposal(GAME.view(state, others[0])) is None
