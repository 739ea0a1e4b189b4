"""Research environments: every spelkast game for PettingZoo, Gymnasium and OpenSpiel.

Optional: install with ``uv sync --extra research`` (or ``pip install spelkast[research]``).
The rules core stays standard-library only; this package depends on the core, the bots
and the terminal renderers, and nothing in spelkast depends on it.

* :mod:`spelkast.research.codec` — the fixed action and observation encodings per game
  (documented channel by channel in ``docs/research.md``);
* :mod:`spelkast.research.pettingzoo` — ``env(game_id, ...)`` (AEC) and
  ``parallel_env("traexx", ...)``;
* :mod:`spelkast.research.gymnasium` — one learner seat against spelkast bots;
* :mod:`spelkast.research.openspiel` — importing it registers ``spelkast_<id>`` games
  with ``pyspiel``.
"""
