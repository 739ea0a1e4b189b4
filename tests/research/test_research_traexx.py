"""Träxx's research encoding: the observation channels show the seat's view, entry by entry
(the codec gathers them as bits and remembers paths; here they are set one by one), and
the observations a session or the parallel env hands out are those made from scratch from
``game.view``."""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.registry import get_game
from spelkast.games.traexx import board as B
from spelkast.research.base import Context
from spelkast.research.codec import get_codec
from spelkast.research.pettingzoo import parallel_env
from spelkast.research.session import Session

GAME = get_game("traexx")


def seat_views(players: int, games: int) -> Any:
    """(seat, view) for every seat of every position of random games."""
    for g in range(games):
        rng = random.Random(f"{players}:{g}")
        state = GAME.new_initial_state(players, {}, seed=g)
        while True:
            for seat in range(players):
                yield seat, GAME.view(state, seat)
            movers = GAME.to_move(state)
            if not movers:
                break
            seat = rng.choice(movers)
            state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat))))


def expected_observation(layout: Any, seat: int, view: dict[str, Any]) -> dict[str, Any]:
    """Every channel of ``docs/research.md``'s Träxx table, straight from the view."""
    field = {name: f for f, name in enumerate(B.NAMES)}
    players = view["players"]
    n = len(players)
    out: dict[str, Any] = {}
    out["colour"] = np.zeros((B.NUM_COLOURS, B.NUM_FIELDS))
    for f in range(B.NUM_FIELDS):
        out["colour"][B.COLOUR[f], f] = 1
    out["number"] = np.array(B.NUMBER) / 10
    out["taken"] = np.zeros(B.NUM_FIELDS)
    for number in view["taken"]:
        (at,) = [f for f in range(B.NUM_FIELDS) if B.NUMBER[f] == number]
        out["taken"][at] = 1
    out["paths"] = np.zeros((4, B.NUM_FIELDS))
    out["chosen"] = np.zeros(4)
    out["plus"] = np.zeros(4)
    out["unreached"] = np.zeros(4)
    for p, info in enumerate(players):
        k = (p - seat) % n
        for name in info["path"]:
            out["paths"][k, field[name]] = 1
        out["chosen"][k] = info["chosen"]
        out["plus"][k] = info["plus"] / 60
        out["unreached"][k] = info["unreached"] / B.NUM_FIELDS
    path = players[seat]["path"]
    out["ends"] = np.zeros((2, B.NUM_FIELDS))
    out["ends"][0, field[path[0]]] = 1
    out["ends"][1, field[path[-1]]] = 1
    out["card"] = np.zeros(B.NUM_COLOURS)
    for letter in view["card"] or "":
        out["card"][B.COLOUR_LETTERS.index(letter)] += 0.5
    out["played"] = np.zeros(B.NUM_CARDS)
    for text in view["played_cards"]:
        out["played"][B.CARD_TEXTS.index(text)] = 1
    out["round"] = np.array([view["cards_played"] / B.NUM_CARDS])
    assert set(out) == {segment.name for segment in layout.segments}
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_traexx_observation_channels_show_the_view(players: int) -> None:
    codec = get_codec("traexx", players)
    layout = codec.layout
    checked = 0
    for seat, view in seat_views(players, games=3):
        vector = codec.observe(Context(seat, view))
        for name, channel in expected_observation(layout, seat, view).items():
            np.testing.assert_allclose(layout.view(vector, name), channel, rtol=1e-6, err_msg=name)
        checked += 1
    assert checked >= 3 * 16 * players


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), play=st.integers(0, 10_000))
def test_session_views_and_observations_equal_fresh_ones(
    players: int, seed: int, play: int
) -> None:
    """A session's view and observation of a seat are those of ``game.view(state, seat)``,
    whichever seats ask in whatever order (the codec makes a view from the session's
    last one within a round, and remembers paths)."""
    codec = get_codec("traexx", players)
    session = Session(codec, seed)
    rng = random.Random(play)
    while not session.over:
        seats = rng.sample(range(players), rng.randint(1, players))
        for seat in seats:
            fresh = GAME.view(session.state, seat)
            context = session.context(seat)
            assert context.view == fresh
            np.testing.assert_array_equal(
                session.observation(seat), codec.observe(Context(seat, fresh))
            )
        seat = rng.choice(session.movers)
        session.play(seat, rng.choice(session.legal(seat)[1]))


def test_parallel_env_observations_equal_fresh_encodings() -> None:
    for players in (2, 4):
        par = parallel_env("traexx", players)
        codec = par.codec
        observations, _ = par.reset(seed=players)
        rng = np.random.default_rng(players)
        rounds = 0
        while par.agents:
            assert par.session is not None
            state = par.session.state
            for agent, seen in observations.items():
                seat = int(agent.removeprefix("player_"))
                fresh = Context(seat, GAME.view(state, seat))
                np.testing.assert_array_equal(seen["observation"], codec.observe(fresh))
                np.testing.assert_array_equal(seen["action_mask"], par.session.mask(seat))
            actions = {
                agent: int(rng.choice(np.flatnonzero(seen["action_mask"])))
                for agent, seen in observations.items()
            }
            observations, *_ = par.step(actions)
            rounds += 1
        assert rounds == B.NUM_CARDS


def test_parallel_bench_counts_agent_steps_of_the_parallel_env() -> None:
    """bench/bench_research_parallel.py runs on tiny sizes (no timing is asserted)."""
    bench_dir = str(Path(__file__).resolve().parents[2] / "bench")
    sys.path.insert(0, bench_dir)
    try:
        bench = importlib.import_module("bench_research_parallel")
    finally:
        sys.path.remove(bench_dir)
    for players in (2, 4):
        rate, _ = bench.parallel_steps_per_second(players, 0.05, seed=1)
        assert rate > 0
