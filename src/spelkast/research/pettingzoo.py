"""PettingZoo environments for every spelkast game (the *classic* conventions).

``env("labyrinth", num_players=2, options={...})`` is an AEC env; agents are
``player_0``..``player_{n-1}`` (seat order). Each step is one action of the game's
protocol: Labyrinth's shift and its move are two consecutive steps of the same agent;
Träxx's simultaneous rounds are played seat by seat with the choices sealed (an agent's
observation never shows the others' choices of the running round).
``parallel_env("traexx", ...)`` plays Träxx's rounds as parallel steps.

* Action space: ``Discrete(codec.num_actions)``, fixed per game and options;
* observation: ``{"observation": float32 vector, "action_mask": int8 vector}`` built from
  the agent's seat view only (``docs/research.md`` lists every channel);
* rewards: 0 until the end, then :func:`spelkast.research.rewards.outcome_rewards`;
* an illegal action ends the game (as PettingZoo's ``TerminateIllegalWrapper``): the agent
  that chose it gets -1, the others 0;
* ``max_cycles``: after ``max_cycles * num_players`` steps every agent is truncated;
* ``reset(seed=s)`` fixes the deal (``seed=None`` continues the previous sequence).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from spelkast.research.codec import get_codec
from spelkast.research.render import render_text
from spelkast.research.session import Session

OBS_LOW, OBS_HIGH = -1.0, 2.0


def _agent(seat: int) -> str:
    return f"player_{seat}"


class _Common:
    """What the AEC and the parallel env share: spaces, seeding, the session."""

    def _setup(
        self,
        game_id: str,
        num_players: int,
        options: Mapping[str, Any] | None,
        render_mode: str | None,
        max_cycles: int | None,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles must be at least 1, got {max_cycles}")
        self.codec = get_codec(game_id, num_players, options)
        self.game_id = game_id
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.possible_agents = [_agent(p) for p in range(num_players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        size = self.codec.layout.size
        observation = spaces.Dict(
            {
                "observation": spaces.Box(OBS_LOW, OBS_HIGH, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.codec.num_actions,), np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation)
        self.action_spaces = {
            a: spaces.Discrete(self.codec.num_actions) for a in self.possible_agents
        }
        self._rng = random.Random()
        self.session: Session | None = None
        self.steps = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _new_session(self, seed: int | None) -> Session:
        if seed is not None:
            self._rng = random.Random(seed)
        self.session = Session(self.codec, self._rng.randrange(2**31))
        self.steps = 0
        return self.session

    def _observe(self, seat: int) -> dict[str, Any]:
        assert self.session is not None
        return {
            "observation": self.session.observation(seat),
            "action_mask": self.session.mask(seat),
        }

    def _render(self) -> str | None:
        if self.render_mode is None or self.session is None:
            return None
        session = self.session
        seat = session.movers[0] if session.movers else 0
        return render_text(session.game, session.context(seat).view, session.legal(seat)[0])

    def _out_of_cycles(self) -> bool:
        return self.max_cycles is not None and self.steps >= self.max_cycles * len(
            self.possible_agents
        )


class SpelkastAECEnv(_Common, AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """A spelkast game as a PettingZoo AEC env (see the module docs)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 - set per game in __init__
        "render_modes": ["ansi"],
        "name": "spelkast_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str,
        num_players: int = 2,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_cycles: int | None = None,
    ) -> None:
        super().__init__()
        self._setup(game_id, num_players, options, render_mode, max_cycles)
        self.metadata = {
            **self.metadata,
            "name": f"spelkast_{game_id.replace('-', '_')}_v0",
            "is_parallelizable": self.codec.game.info.simultaneous,
        }

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``options`` is accepted for the API and ignored (set the game's
        options when making the env)."""
        session = self._new_session(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = _agent(session.movers[0])

    def observe(self, agent: str) -> dict[str, Any]:
        return self._observe(self._seat[agent])

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        session = self.session
        assert session is not None
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.steps += 1
        chosen = None if action is None else session.action_of(seat, int(action))
        if chosen is None:
            self.rewards[agent] = -1.0
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos[agent] = {"illegal_action": action}
        else:
            session.apply_legal(seat, chosen)
            if session.over:
                self.rewards = dict(zip(self.agents, session.rewards(), strict=True))
                self.terminations = dict.fromkeys(self.agents, True)
            elif self._out_of_cycles():
                self.truncations = dict.fromkeys(self.agents, True)
            else:
                self.agent_selection = _agent(session.movers[0])
        self._accumulate_rewards()

    def render(self) -> str | None:
        return self._render()

    def close(self) -> None:
        self.session = None


class SpelkastParallelEnv(_Common, ParallelEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """A game with simultaneous rounds (Träxx) as a PettingZoo parallel env: every agent
    acts in every step; the round resolves when all have chosen."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "spelkast_traexx_v0"}

    def __init__(
        self,
        game_id: str = "traexx",
        num_players: int = 2,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_cycles: int | None = None,
    ) -> None:
        self._setup(game_id, num_players, options, render_mode, max_cycles)
        if not self.codec.game.info.simultaneous:
            raise ValueError(f"{game_id} has no simultaneous rounds; use env({game_id!r})")

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        self._new_session(seed)
        self.agents = list(self.possible_agents)
        return {a: self._observe(self._seat[a]) for a in self.agents}, {a: {} for a in self.agents}

    def step(
        self, actions: dict[str, int]
    ) -> tuple[
        dict[str, Any],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        session = self.session
        assert session is not None
        agents = list(self.agents)
        rewards = dict.fromkeys(agents, 0.0)
        infos: dict[str, dict[str, Any]] = {a: {} for a in agents}
        done = False
        chosen = []
        for seat in session.movers:
            agent = _agent(seat)
            action = actions.get(agent)
            legal = None if action is None else session.action_of(seat, int(action))
            if legal is None:
                rewards[agent] = -1.0
                infos[agent] = {"illegal_action": action}
                done = True
            chosen.append((seat, legal))
        if not done:
            # Each choice is one of its seat's legal actions in the round's state, and in a
            # simultaneous round the others' sealed choices change no seat's legal actions:
            # the transition needs no second legality check (as Session.apply_legal).
            state = session.state
            for seat, legal in chosen:
                state = session.game._apply(state, seat, legal)
            session.set_state(state)
        self.steps += len(agents)
        truncated = False
        if not done and session.over:
            rewards = dict(zip(agents, session.rewards(), strict=True))
            done = True
        elif not done:
            truncated = self._out_of_cycles()
        observations = {a: self._observe(self._seat[a]) for a in agents}
        terminations = dict.fromkeys(agents, done)
        truncations = dict.fromkeys(agents, truncated)
        if done or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        return self._render()

    def close(self) -> None:
        self.session = None


def env(
    game_id: str,
    num_players: int = 2,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    max_cycles: int | None = None,
) -> SpelkastAECEnv:
    """The AEC env of ``game_id``.

    >>> e = env("sudoids", num_players=2)
    >>> e.reset(seed=1)
    >>> e.agent_selection, int(e.action_space("player_0").n)
    ('player_0', 37)
    """
    return SpelkastAECEnv(game_id, num_players, options, render_mode, max_cycles)


def parallel_env(
    game_id: str = "traexx",
    num_players: int = 2,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    max_cycles: int | None = None,
) -> SpelkastParallelEnv:
    """The parallel env of a game with simultaneous rounds (Träxx)."""
    return SpelkastParallelEnv(game_id, num_players, options, render_mode, max_cycles)
