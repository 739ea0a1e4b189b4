"""The conformance suite: every registered game, checked against the game protocol by play.

Parametrized over ``spelkast.core.all_games()`` (a game added to the registry is covered
without touching this file), over option sets derived from each game's declared options
(the defaults, each yes/no option switched, each other value of a choice option, the
bounds of a number option) and over every allowed player count. Seeded random playouts
check, at every action, that the players to move have legal actions and the others none
and that ``apply`` leaves its input untouched; at a sample of positions (the first ones,
then every ``HEAVY_EVERY``-th, and the last) the JSON round trips of the state, of every
view and of every legal action, the text notations, the outcome and the error handling.

Views may name their viewer under the key ``"viewer"``; that key is ignored when views of
different seats are compared.
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from spelkast.bots import available_bots, get_bot
from spelkast.bots.base import Bot, BotSettingError
from spelkast.core import (
    Game,
    GameOverError,
    GameRecord,
    IllegalActionError,
    MalformedActionError,
    Move,
    OptionError,
    WrongPlayerError,
    all_games,
    replay,
)

PLAYOUTS_PER_CASE = 2
MAX_ACTIONS = 100_000  # far above what random play needs in any game (Labyrinth: ~5,000)
HEAVY_FIRST = 40
HEAVY_EVERY = 40
SEEDS_FOR_CHANCE = range(8)
LENGTH_GAMES = 60  # random games per game in the length-bound check, spread over its cases


# ------------------------------------------------------------------ the cases
def option_sets(game: Game[Any, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The defaults, then one change at a time away from them."""
    sets: list[tuple[str, dict[str, Any]]] = [("defaults", {})]
    for spec in game.info.options:
        if spec.kind is bool:
            sets.append((f"{spec.name}={not spec.default}", {spec.name: not spec.default}))
        elif spec.choices:
            sets += [
                (f"{spec.name}={c}", {spec.name: c}) for c in spec.choices if c != spec.default
            ]
        elif spec.kind is int:
            for bound in (spec.minimum, spec.maximum):
                if bound is not None and bound != spec.default:
                    sets.append((f"{spec.name}={bound}", {spec.name: bound}))
    return sets


@dataclass(frozen=True)
class Case:
    game: Game[Any, Any]
    num_players: int
    label: str
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.game.info.id}-{self.num_players}p-{self.label}"

    @property
    def seed(self) -> int:
        return zlib.crc32(self.id.encode())


def _cases() -> tuple[list[Case], list[Case]]:
    """Playable combinations, and those the game refuses (with an OptionError)."""
    playable, refused = [], []
    for game in all_games():
        for label, options in option_sets(game):
            for n in range(game.info.min_players, game.info.max_players + 1):
                case = Case(game, n, label, options)
                try:
                    game.new_initial_state(n, options, seed=0)
                except OptionError:
                    refused.append(case)
                else:
                    playable.append(case)
    return playable, refused


CASES, REFUSED = _cases()
GAMES = all_games()


def _by_id(cases: list[Case]) -> dict[str, Any]:
    return {"argvalues": cases, "ids": [c.id for c in cases]}


# ------------------------------------------------------------------- helpers
def _without_viewer(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "viewer"}


def _json_trip(value: Any) -> Any:
    return json.loads(json.dumps(value))


@dataclass
class Playout:
    states: list[Any]
    moves: list[tuple[int, Any]]
    max_movers: int = 0
    seat_views_differ: bool = False


def _pick(rng: random.Random, legal: Any) -> Any:
    return legal[rng.randrange(len(legal))]


def play_randomly(
    game: Game[Any, Any], state: Any, rng: random.Random, pool: set[Any] | None = None
) -> Iterator[tuple[int, Any, Any]]:
    """Random play from ``state``: yields (player, action, next state) until the end.

    In a simultaneous round the players to move act in a random order.
    """
    for _ in range(MAX_ACTIONS):
        movers = game.to_move(state)
        if not movers:
            return
        player = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(state, player)
        if pool is not None and len(pool) < 400:
            pool.update(legal)
        action = _pick(rng, legal)
        state = game.apply(state, player, action)
        yield player, action, state
    raise AssertionError(f"{game.info.id}: random play did not end within {MAX_ACTIONS} actions")


def check_position(game: Game[Any, Any], state: Any, pool: set[Any]) -> bool:
    """The heavy checks on one state; returns whether two seats' views differ."""
    n = state.num_players
    # State: JSON (through real JSON text) and the text notation round-trip.
    data = game.state_to_json(state)
    assert game.state_from_json(_json_trip(data)) == state
    assert game.position_from_text(game.position_to_text(state)) == state
    # Views: plain JSON for every seat and the spectator.
    views = [game.view(state, p) for p in (*range(n), None)]
    for view in views:
        assert _json_trip(view) == view, "a view must be made of JSON values only"
    seat_views = [_without_viewer(v) for v in views[:n]]
    differ = any(v != seat_views[0] for v in seat_views)
    if not game.info.hidden_information:
        assert all(v == _without_viewer(views[-1]) for v in seat_views), (
            "a game without hidden information shows every seat the same"
        )
    # Actions: JSON and text notation round-trip; is_legal agrees with legal_actions.
    movers = game.to_move(state)
    for player in movers:
        legal = list(game.legal_actions(state, player))
        for action in legal:
            assert game.action_from_json(_json_trip(game.action_to_json(action))) == action
            assert game.parse_action(game.format_action(action), state) == action
        for action in list(pool)[:60]:
            assert game.is_legal(state, player, action) == (action in legal)
    # Outcome present iff the game is over, and consistent with itself.
    outcome = game.outcome(state)
    if movers:
        assert outcome is None
    else:
        assert outcome is not None
        assert len(outcome.scores) == len(outcome.ranks) == n
        for rank in outcome.ranks:
            assert rank == 1 + sum(1 for other in outcome.ranks if other < rank)
        assert outcome.winners, "somebody ranks first"
        assert outcome.winners == tuple(p for p in range(n) if outcome.ranks[p] == 1)
        assert _json_trip(outcome.to_json()) == outcome.to_json()
    check_errors(game, state, pool)
    return differ


def check_errors(game: Game[Any, Any], state: Any, pool: set[Any]) -> None:
    """Wrong player, finished game, illegal and malformed actions raise their own error
    and leave the state exactly as it was."""
    before = game.state_to_json(state)
    copy = game.state_from_json(before)
    movers = game.to_move(state)
    n = state.num_players
    sample = sorted(pool, key=repr)[:5]
    if not movers:
        for action in sample:
            with pytest.raises(GameOverError):
                game.apply(state, 0, action)
    else:
        waiting = [p for p in range(n) if p not in movers]
        some_action = game.legal_actions(state, movers[0])[0]
        for player in [*waiting, n, -1]:
            with pytest.raises(WrongPlayerError):
                game.apply(state, player, some_action)
        for player in movers:
            legal = set(game.legal_actions(state, player))
            illegal = [a for a in sorted(pool, key=repr) if a not in legal][:3]
            for action in illegal:
                with pytest.raises(IllegalActionError):
                    game.apply(state, player, action)
    for nonsense in ({"bogus": [1, 2, 3]}, "%%%"):
        with pytest.raises(MalformedActionError):
            game.action_from_json(nonsense)
    with pytest.raises(MalformedActionError):
        game.parse_action("%%% not an action %%%", state)
    assert game.state_to_json(state) == before
    assert state == copy


def run_playout(case: Case, seed: int, heavy: bool = True) -> Playout:
    game = case.game
    rng = random.Random(seed)
    state = game.new_initial_state(case.num_players, case.options, seed)
    pool: set[Any] = set()
    result = Playout([state], [])
    data = game.state_to_json(state)
    for index, (player, action, after) in enumerate(play_randomly(game, state, rng, pool)):
        movers = game.to_move(state)
        result.max_movers = max(result.max_movers, len(movers))
        for p in range(case.num_players):
            legal = game.legal_actions(state, p)
            assert bool(legal) == (p in movers), (
                f"player {p} {'has no' if p in movers else 'has'} legal actions "
                f"at action {index} (to move: {movers})"
            )
        # apply returned a new state and left the old one alone
        assert game.state_to_json(state) == data, "apply changed its input"
        if heavy and (index < HEAVY_FIRST or index % HEAVY_EVERY == 0):
            assert state == game.state_from_json(data), "apply changed its input"
            result.seat_views_differ |= check_position(game, state, pool)
        result.moves.append((player, action))
        result.states.append(after)
        state = after
        data = game.state_to_json(state)
    assert game.is_terminal(state)
    for p in range(case.num_players):
        assert not game.legal_actions(state, p)
    if heavy:
        check_position(game, state, pool)
    return result


# --------------------------------------------------------------------- tests
@pytest.mark.parametrize("case", **_by_id(CASES))
def test_random_playouts_keep_the_protocol(case: Case) -> None:
    """Legal actions until the end, no mutation, JSON and text round trips, outcomes,
    errors, replay from the record, and the simultaneous-round claim."""
    game = case.game
    max_movers = 0
    for k in range(PLAYOUTS_PER_CASE):
        seed = case.seed + k
        result = run_playout(case, seed)
        max_movers = max(max_movers, result.max_movers)
        # The same seed and actions give the same game, live and from a saved record.
        record = GameRecord(
            game.info.id,
            case.num_players,
            game.resolve_options(case.options),
            seed,
            tuple(Move(p, game.action_to_json(a), game.format_action(a)) for p, a in result.moves),
        )
        record = GameRecord.from_json(_json_trip(record.to_json()))
        replayed = [state for _, state in replay(record)]
        assert replayed == result.states
        assert game.new_initial_state(case.num_players, case.options, seed) == result.states[0]
        bound = game.info.max_game_length(case.num_players)
        assert bound is None or len(result.moves) <= bound, "longer than the declared bound"
    if game.info.simultaneous and case.num_players > 1:
        assert max_movers > 1, "a simultaneous game has rounds with several players to move"
    elif game.info.simultaneous:
        assert max_movers == 1, "alone, a simultaneous game has one player to move"
    else:
        assert max_movers == 1, "a game without simultaneous rounds has one player to move"


BOUNDED = [g for g in GAMES if g.info.max_length is not None]


def check_declared_length(game: Game[Any, Any], cases: list[Case]) -> None:
    """Random games from many seeds over ``cases`` never take more actions than ``game``
    declares (``GameInfo.max_length``), and some of them take exactly that many."""
    reached = False
    for case in cases:
        bound = game.info.max_game_length(case.num_players)
        assert bound is not None
        for k in range(max(1, LENGTH_GAMES // len(cases))):
            seed = case.seed + k
            state = game.new_initial_state(case.num_players, case.options, seed)
            length = sum(1 for _ in play_randomly(game, state, random.Random(seed)))
            assert length <= bound, f"{case.id} seed {seed}: {length} actions, bound {bound}"
            reached |= length == bound
    assert reached, f"no random {game.info.id} game reached its declared length"


@pytest.mark.parametrize("game", BOUNDED, ids=[g.info.id for g in BOUNDED])
def test_declared_length_bound_holds_and_is_reached(game: Game[Any, Any]) -> None:
    """Every option set and player count: the bound holds, and it is the rules' own
    (argued in the game's module), not a loose guess, since random play reaches it."""
    check_declared_length(game, [c for c in CASES if c.game is game])


@pytest.mark.parametrize("case", **_by_id(CASES))
def test_same_seed_gives_the_same_game(case: Case) -> None:
    first = run_playout(case, case.seed, heavy=False)
    second = run_playout(case, case.seed, heavy=False)
    assert first.moves == second.moves
    assert first.states == second.states


@pytest.mark.parametrize("case", **_by_id(REFUSED))
def test_refused_option_combinations_raise_option_error(case: Case) -> None:
    with pytest.raises(OptionError, match=r"\w"):
        case.game.new_initial_state(case.num_players, case.options, seed=0)


@pytest.mark.parametrize("game", GAMES, ids=[g.info.id for g in GAMES])
def test_player_count_limits_are_enforced(game: Game[Any, Any]) -> None:
    for n in (game.info.min_players - 1, game.info.max_players + 1, 0):
        with pytest.raises(OptionError):
            game.new_initial_state(n)
    with pytest.raises(OptionError):
        game.new_initial_state(game.info.min_players, {"no_such_option_xyz": 1})
    with pytest.raises(OptionError):
        game.new_initial_state(game.info.min_players, seed=-1)


@pytest.mark.parametrize("game", GAMES, ids=[g.info.id for g in GAMES])
def test_chance_claim_matches_initial_states(game: Game[Any, Any]) -> None:
    """A game of chance deals differently for different seeds; a game without chance
    starts the same whatever the seed."""
    n = game.info.min_players
    starts = [game.new_initial_state(n, seed=seed) for seed in SEEDS_FOR_CHANCE]
    views = [json.dumps(game.view(s, None), sort_keys=True) for s in starts]
    if game.info.chance:
        assert len(set(views)) > 1
    else:
        assert len(set(views)) == 1


@pytest.mark.parametrize("game", GAMES, ids=[g.info.id for g in GAMES])
def test_hidden_information_claim_matches_views(game: Game[Any, Any]) -> None:
    """With hidden information some position shows different seats different things;
    without it (checked in every playout) they all see the same."""
    case = Case(game, game.info.max_players, "defaults")
    result = run_playout(case, case.seed)
    assert result.seat_views_differ == game.info.hidden_information


#: The search budget of the searching bots in a whole game here. The test proves that a
#: bot (its level's code, reached through its spec and settings) plays a legal game to
#: its end; the number of iterations changes only which legal actions it picks (their
#: strength is measured by the arena and the bots' own tests).
SEARCH_ITERATIONS = 20


def _bot(game_id: str, name: str) -> Bot:
    """The bot ``name``, searching ``SEARCH_ITERATIONS`` iterations if it searches."""
    try:
        return get_bot(game_id, f"{name}:iterations={SEARCH_ITERATIONS}")
    except BotSettingError:  # a bot that does not search takes no iterations
        return get_bot(game_id, name)


def _bot_cases() -> list[tuple[Game[Any, Any], str]]:
    return [(g, name) for g in GAMES for name in available_bots(g.info.id)]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "bot_name"), _bot_cases(), ids=[f"{g.info.id}-{b}" for g, b in _bot_cases()]
)
def test_every_registered_bot_finishes_a_game(game: Game[Any, Any], bot_name: str) -> None:
    n = game.info.min_players
    seed = zlib.crc32(f"{game.info.id}:{bot_name}".encode())
    state = game.new_initial_state(n, seed=seed)
    bots = [_bot(game.info.id, bot_name) for _ in range(n)]
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(n)]
    for _ in range(MAX_ACTIONS):
        movers = game.to_move(state)
        if not movers:
            break
        for player in movers:
            legal = game.legal_actions(state, player)
            view = game.view(state, player)
            action = bots[player].choose(game, player, view, legal, rngs[player])
            assert action in legal, f"{bot_name} chose an illegal action"
            state = game.apply(state, player, action)
            if not game.to_move(state):
                break
    assert game.is_terminal(state), f"{bot_name} bots did not finish within {MAX_ACTIONS}"
    assert game.outcome(state) is not None
