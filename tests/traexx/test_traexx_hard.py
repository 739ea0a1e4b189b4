"""The hard Träxx bot: its model sees only the view, follows the rules, and looks ahead."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.bots import get_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.traexx_hard import Position, build_model, quick_extension
from spelkast.games.traexx import GAME, TraexxState
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import NUM_ROUNDS, extend_path, number_points
from spelkast.games.traexx.state import Extension


def played_to(players: int, seed: int, rounds: int, bot: str = "medium") -> TraexxState:
    """A seeded game played by ``bot`` for ``rounds`` rounds."""
    state = GAME.new_initial_state(players, seed=seed)
    player = get_bot("traexx", bot)
    rng = random.Random(seed)
    while state.round < rounds:
        for p in GAME.to_move(state):
            view = GAME.view(state, p)
            state = GAME.apply(
                state, p, player.choose(GAME, p, view, GAME.legal_actions(state, p), rng)
            )
    return state


def position_of(state: TraexxState) -> Position:
    """The real position in the model's terms (for comparing with the engine)."""
    taken = 0
    for scored in state.scored:
        for number, _ in scored:
            taken |= 1 << B.NUMBER_FIELDS[number]
    return Position(
        state.round,
        tuple(B.ends_of(path) for path in state.paths),
        tuple(B.mask_of(path) for path in state.paths),
        tuple(sum(points for _, points in scored) for scored in state.scored),
        tuple(max((n for n, _ in scored), default=0) for scored in state.scored),
        taken,
        state.deck,
    )


def test_a_determinisation_keeps_what_the_seat_saw_and_shuffles_only_the_unplayed_cards() -> None:
    state = played_to(3, seed=5, rounds=6)
    state = GAME.apply(state, 2, GAME.legal_actions(state, 2)[-1])  # a sealed choice
    model = build_model(GAME, 0, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert model is not None
    real = position_of(state)
    orders = set()
    rng = random.Random(3)
    for _ in range(20):
        sample = model.sample(rng)
        assert sample.deck[: state.round + 1] == state.deck[: state.round + 1]
        assert sorted(sample.deck[state.round + 1 :]) == sorted(state.deck[state.round + 1 :])
        assert (sample.round, sample.ends, sample.masks) == (real.round, real.ends, real.masks)
        assert (sample.plus, sample.top, sample.taken) == (real.plus, real.top, real.taken)
        orders.add(sample.deck)
    assert len(orders) > 1


def test_the_model_is_the_same_whatever_the_hidden_deck_order_and_sealed_choices() -> None:
    state = played_to(2, seed=9, rounds=4)
    twin = state.replace(deck=state.deck[: state.round + 1] + state.deck[: state.round : -1])
    twin = GAME.apply(twin, 1, GAME.legal_actions(twin, 1)[1])
    models = [
        build_model(GAME, 0, GAME.view(s, 0), GAME.legal_actions(s, 0)) for s in (state, twin)
    ]
    assert models[0] is not None
    assert models[1] is not None
    assert models[0].candidates == models[1].candidates
    assert models[0].predicted == models[1].predicted
    assert models[0].sample(random.Random(1)) == models[1].sample(random.Random(1))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 3))
def test_a_model_round_moves_and_scores_like_the_engine(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players, seed=seed)
    model = build_model(GAME, 0, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert model is not None
    while GAME.to_move(state):
        position = position_of(state)
        choices = [rng.choice(GAME.legal_actions(state, p)) for p in range(players)]
        for p, action in enumerate(choices):
            state = GAME.apply(state, p, action)
        after = model._resolve(position, choices)
        assert after == position_of(state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), rounds=st.integers(0, NUM_ROUNDS - 1))
def test_the_rollout_policy_draws_legal_extensions(seed: int, rounds: int) -> None:
    state = played_to(2, seed=seed, rounds=rounds, bot="random")
    position = position_of(state)
    for p in range(2):
        action = quick_extension(
            position.ends[p],
            position.masks[p],
            B.CARD_COUNTS[state.deck[state.round]],
            False,
            position.top[p],
            position.taken,
            state.round == NUM_ROUNDS - 1,
            random.Random(seed),
        )
        assert GAME.is_legal(state, p, action)


def best_two_rounds(state: TraexxState, action: Extension) -> int:
    """A solo player's fields and points from ``action`` now plus the best extension
    with the last card (known exactly: it is the only one left)."""
    earlier = [n for n, _ in state.scored[0]]

    def worth(fields: tuple[int, ...], earlier: list[int]) -> int:
        value = len(fields)
        for f in fields:
            if B.NUMBER[f]:
                value += number_points(B.NUMBER[f], True, earlier, frozenset())
                earlier.append(B.NUMBER[f])
        return value

    now = worth(action.fields, earlier)
    path = extend_path(state.paths[0], action)
    blocked = B.mask_of(path)
    counts = B.CARD_COUNTS[state.deck[NUM_ROUNDS - 1]]
    later = [
        worth(seq, list(earlier))
        for end in B.ends_of(path)
        for seq in B.extensions_from(end, blocked, counts)
    ]
    return now + max(later, default=0)


def test_hard_plans_the_last_two_rounds_where_medium_takes_the_most_now() -> None:
    # Seed 34, solo, two cards left: the last card is known (the deck's composition is
    # public), so the best pair of extensions is computed exactly here. Medium's choice
    # falls a point short of it; the search's does not.
    state = played_to(1, seed=34, rounds=NUM_ROUNDS - 2)
    legal = GAME.legal_actions(state, 0)
    best = max(best_two_rounds(state, a) for a in legal)
    view = GAME.view(state, 0)
    medium = get_bot("traexx", "medium").choose(GAME, 0, view, legal, random.Random(0))
    hard = get_bot("traexx", "hard:seconds=0").choose(GAME, 0, view, legal, random.Random(0))
    assert best_two_rounds(state, medium) < best
    assert best_two_rounds(state, hard) == best


def test_settings_reach_the_hard_bot_and_its_choices_are_legal() -> None:
    bot = get_bot("traexx", "hard:iterations=50:seconds=0")
    assert isinstance(bot, SearchBot)
    assert bot.budget.iterations == 50
    assert bot.budget.seconds is None
    state = GAME.new_initial_state(2, seed=3)
    rng = random.Random(2)
    while GAME.to_move(state):
        chosen = []
        for p in GAME.to_move(state):
            legal = GAME.legal_actions(state, p)
            action = bot.choose(GAME, p, GAME.view(state, p), legal, rng)
            assert GAME.is_legal(state, p, action)
            if len(legal) > 1:
                assert bot.last is not None
                assert bot.last.iterations == 50
            chosen.append((p, action))
        for p, action in chosen:
            state = GAME.apply(state, p, action)
    assert GAME.outcome(state) is not None
