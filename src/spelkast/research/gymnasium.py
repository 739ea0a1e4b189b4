"""A Gymnasium single-agent env: the learner takes one seat, spelkast bots the others.

``SpelkastEnv("sudoids", num_players=2, seat=0, opponents="easy")``: ``opponents`` is a
bot spec (``random``, ``easy``, ``medium``, ``hard``, ``hard:seconds=0.05``...) for every
other seat, or a list of one spec per other seat. The spaces and the observation are the
PettingZoo env's (:mod:`spelkast.research.pettingzoo`); the reward is the learner's
(:mod:`spelkast.research.rewards`) at the end. An illegal action ends the episode with
reward -1. ``max_steps`` truncates an episode after that many learner steps.

Bots see only their seat's view and legal actions and draw from generators seeded by
``reset(seed=...)``, so a seeded episode replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from spelkast.bots import Bot, get_bot
from spelkast.core.registry import all_games
from spelkast.research.codec import get_codec
from spelkast.research.pettingzoo import OBS_HIGH, OBS_LOW
from spelkast.research.render import render_text
from spelkast.research.session import Session


class SpelkastEnv(gym.Env[dict[str, Any], np.int64]):
    """One seat of a spelkast game against bots (see the module docs)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        num_players: int = 2,
        seat: int = 0,
        opponents: str | Sequence[str] = "random",
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_steps: int | None = None,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        if not 0 <= seat < num_players:
            raise ValueError(f"seat must be 0..{num_players - 1}, got {seat}")
        self.codec = get_codec(game_id, num_players, options)
        self.game_id = game_id
        self.seat = seat
        specs = [opponents] * (num_players - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != num_players - 1:
            raise ValueError(f"name {num_players - 1} opponents, got {len(specs)}")
        others = [p for p in range(num_players) if p != seat]
        self.opponents: dict[int, str] = dict(zip(others, specs, strict=True))
        self.bots: dict[int, Bot] = {p: get_bot(game_id, s) for p, s in self.opponents.items()}
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.action_space = spaces.Discrete(self.codec.num_actions)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(OBS_LOW, OBS_HIGH, (self.codec.layout.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.codec.num_actions,), np.int8),
            }
        )
        self._deals = random.Random()
        self.session: Session | None = None
        self._rngs: dict[int, random.Random] = {}
        self.steps = 0

    def _obs(self) -> dict[str, Any]:
        assert self.session is not None
        return {
            "observation": self.session.observation(self.seat),
            "action_mask": self.session.mask(self.seat),
        }

    def _bots_play(self) -> None:
        """Let the bots act until the learner must act or the game is over."""
        session = self.session
        assert session is not None
        while session.movers and self.seat not in session.movers:
            state = session.state
            for p in session.movers:
                view = session.context(p).view
                legal = list(session.legal(p)[0])
                action = self.bots[p].choose(session.game, p, dict(view), legal, self._rngs[p])
                state = session.game.apply(state, p, action)
            session.set_state(state)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._deals = random.Random(seed)
        deal = self._deals.randrange(2**31)
        self._rngs = {p: random.Random(f"spelkast-gym:{deal}:{p}") for p in self.bots}
        self.session = Session(self.codec, deal)
        self.steps = 0
        self._bots_play()
        return self._obs(), {"deal": deal}

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        session = self.session
        assert session is not None, "call reset() first"
        if session.over:
            raise RuntimeError("the episode is over; call reset()")
        self.steps += 1
        chosen = session.action_of(self.seat, int(action))
        if chosen is None:
            return self._obs(), -1.0, True, False, {"illegal_action": int(action)}
        session.apply_legal(self.seat, chosen)
        self._bots_play()
        if not session.movers:
            return self._obs(), float(session.rewards()[self.seat]), True, False, {}
        truncated = self.max_steps is not None and self.steps >= self.max_steps
        return self._obs(), 0.0, False, truncated, {}

    def render(self) -> str | None:
        if self.render_mode is None or self.session is None:
            return None
        session = self.session
        return render_text(
            session.game, session.context(self.seat).view, session.legal(self.seat)[0]
        )


def env_id(game_id: str) -> str:
    """The Gymnasium id of a game: ``spelkast/<game id>-v0``."""
    return f"spelkast/{game_id}-v0"


def register_envs() -> list[str]:
    """Register ``spelkast/<id>-v0`` for every game (``gymnasium.make(id, ...)`` takes the
    keyword arguments of :class:`SpelkastEnv`)."""
    ids = []
    for game in all_games():
        name = env_id(game.info.id)
        if name not in gym.registry:
            gym.register(
                id=name,
                entry_point="spelkast.research.gymnasium:SpelkastEnv",
                kwargs={"game_id": game.info.id},
                disable_env_checker=True,
            )
        ids.append(name)
    return ids


ENV_IDS = register_envs()
