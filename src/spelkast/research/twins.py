"""Secret twins: states a seat cannot tell apart from the real one.

``twin(game, state, seat, rng)`` returns a state that differs from ``state`` only in what
``seat`` (``None``: a spectator) may not see by the rules: the other players' hidden
cards or tiles, the order of face-down piles and decks, the other seats' sealed choices
in a simultaneous round, night treasures by day, face-down coins, and the seed (which
fixes every shuffle). Anything built for ``seat`` — its view, its legal actions, a
message, a bot's decision — must come out the same from the twin as from the state;
if it does not, it leaks a secret.

Each game's twin is written from its rules and its ``view`` docstring; the tests in
``tests/test_secret_twins.py`` check that every twin keeps the view and the legal
actions, and really changes something when there is something hidden.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.core.game import Game
from spelkast.games.labyrinth import board as LB
from spelkast.games.labyrinth.state import DAY, LabyrinthState
from spelkast.games.labyrinth_cards.state import CardsState
from spelkast.games.sudoku import rules as SR
from spelkast.games.sudoku.state import CLAIM, STUCK, SudokuState
from spelkast.games.traexx.state import Extension, TraexxState

Twin = Callable[[Game[Any, Any], Any, int | None, random.Random], Any]

#: Every registered game with the option sets whose secrets differ.
VARIANTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("labyrinth", {}),
    ("labyrinth", {"day_night": True}),
    ("labyrinth", {"open_cards": True}),
    ("labyrinth-cards", {}),
    ("sudoku", {}),
    ("sudoku", {"mode": "assisted"}),
    ("sudoids", {}),
    ("traexx", {}),
)


def _deal(
    rng: random.Random, slots: Sequence[tuple[int, int]], cards: list[int]
) -> dict[tuple[int, int], int]:
    """Shuffle ``cards`` and lay them on ``slots`` (same length)."""
    shuffled = list(cards)
    rng.shuffle(shuffled)
    return dict(zip(slots, shuffled, strict=True))


def _new_seed(state: Any, rng: random.Random) -> int:
    while True:
        seed = rng.randrange(2**63)
        if seed != state.seed:
            return seed


# ----------------------------------------------------------------------- labyrinth
def labyrinth_twin(
    game: Game[Any, Any], state: LabyrinthState, seat: int | None, rng: random.Random
) -> LabyrinthState:
    daylight = state.phase == DAY
    # Day cards: by day a seat sees its own top card (all cards with open cards);
    # at night the cards left in the piles are out of the game, seen by nobody.
    slots: list[tuple[int, int]] = []
    for p, pile in enumerate(state.piles):
        if daylight and state.open_cards:
            continue
        first_hidden = 1 if daylight and p == seat else 0
        slots.extend((p, i) for i in range(first_hidden, len(pile)))
    dealt = _deal(rng, slots, [state.piles[p][i] for p, i in slots])
    piles = tuple(
        tuple(dealt.get((p, i), card) for i, card in enumerate(pile))
        for p, pile in enumerate(state.piles)
    )
    board, spare = list(state.board), state.spare
    coins = state.coins
    if state.day_night:
        if daylight:  # night treasures on the tiles are hidden by day
            tiles = [*board, spare]
            marked = [i for i, t in enumerate(tiles) if LB.night_of(t) is not None]
            nights = [LB.night_of(tiles[i]) for i in marked]
            rng.shuffle(nights)
            for i, night in zip(marked, nights, strict=True):
                tiles[i] = LB.without_night(tiles[i]) | ((night or 0) + 1) << LB.NIGHT_SHIFT
            board, spare = tiles[:-1], tiles[-1]
        down = [i for i in range(len(coins)) if i != state.coin_taken]
        values = [coins[i] for i in down]
        rng.shuffle(values)
        turned = dict(zip(down, values, strict=True))
        coins = tuple(turned.get(i, c) for i, c in enumerate(coins))
    return state.replace(
        seed=_new_seed(state, rng), piles=piles, board=tuple(board), spare=spare, coins=coins
    )


# ------------------------------------------------------------------ labyrinth cards
def cards_twin(
    game: Game[Any, Any], state: CardsState, seat: int | None, rng: random.Random
) -> CardsState:
    """Hidden: the other hands and the draw pile (content and order)."""
    slots = [(p, i) for p, hand in enumerate(state.hands) if p != seat for i in range(len(hand))]
    slots += [(-1, i) for i in range(len(state.pile))]

    def card(slot: tuple[int, int]) -> int:
        p, i = slot
        return state.pile[i] if p == -1 else state.hands[p][i]

    dealt = _deal(rng, slots, [card(s) for s in slots])
    hands = tuple(
        tuple(sorted(dealt.get((p, i), c) for i, c in enumerate(hand)))
        for p, hand in enumerate(state.hands)
    )
    pile = tuple(dealt.get((-1, i), c) for i, c in enumerate(state.pile))
    return CardsState(
        num_players=state.num_players,
        seed=_new_seed(state, rng),
        options=state.options,
        layout=state.layout,
        hands=hands,
        pile=pile,
        taken=state.taken,
        discards=state.discards,
        current=state.current,
        turn=state.turn,
        last=state.last,
        history=state.history,
    )


# -------------------------------------------------------------------------- sudoku
def sudoku_twin(
    game: Game[Any, Any], state: SudokuState, seat: int | None, rng: random.Random
) -> SudokuState:
    """Hidden: the tiles in the other hands and the pile. A tile that ended the game
    (a right claim, a stuck player) is shown. In assisted mode the game would have
    ended if the player to move had no legal cell, so that player's tile fits."""
    shown = state.ended_by if state.end in (CLAIM, STUCK) else None
    hand_slots = [p for p, tile in enumerate(state.hands) if tile and p != seat and p != shown]
    seed = _new_seed(state, rng)
    side = getattr(game, "side")  # noqa: B009 - SudokuGame's class attribute
    for _ in range(100):
        tiles = [state.hands[p] for p in hand_slots] + list(state.pile)
        rng.shuffle(tiles)
        hands = list(state.hands)
        for p, tile in zip(hand_slots, tiles, strict=False):
            hands[p] = tile
        candidate = state.replace(
            seed=seed, hands=tuple(hands), pile=tuple(tiles[len(hand_slots) :])
        )
        if (
            state.mode != "assisted"
            or state.end
            or state.current == seat
            or not candidate.hands[state.current]
            or SR.has_legal_cell(side, candidate.board, candidate.hands[state.current])
        ):
            return candidate
    pile = list(state.pile)  # the pile's order alone is always free
    rng.shuffle(pile)
    return state.replace(seed=seed, pile=tuple(pile))


# -------------------------------------------------------------------------- traexx
def traexx_twin(
    game: Game[Any, Any], state: TraexxState, seat: int | None, rng: random.Random
) -> TraexxState:
    """Hidden: the cards not yet turned up (their order) and the other seats' choices
    of this round (a seat sees only *whether* they have chosen)."""
    deck = list(state.deck)
    rest = deck[state.round + 1 :]
    rng.shuffle(rest)
    deck = deck[: state.round + 1] + rest
    pending = list(state.pending)
    for p, choice in enumerate(state.pending):
        if choice is None or p == seat:
            continue
        open_round = state.replace(
            pending=tuple(None if q == p else c for q, c in enumerate(pending))
        )
        options: list[Extension] = list(game.legal_actions(open_round, p))
        others = [a for a in options if a != choice]
        pending[p] = rng.choice(others or options)
    return state.replace(seed=_new_seed(state, rng), deck=tuple(deck), pending=tuple(pending))


def traexx_sealed_choice(state: TraexxState, seat: int) -> Extension | None:
    """The choice ``seat`` sealed this round (None: not chosen yet)."""
    return state.pending[seat]


TWINS: dict[str, Twin] = {
    "labyrinth": labyrinth_twin,
    "labyrinth-cards": cards_twin,
    "sudoku": sudoku_twin,
    "sudoids": sudoku_twin,
    "traexx": traexx_twin,
}


def twin(game: Game[Any, Any], state: Any, seat: int | None, rng: random.Random) -> Any:
    """A state ``seat`` cannot tell from ``state`` (see the module docstring)."""
    return TWINS[game.info.id](game, state, seat, rng)


def sealed_choice(game: Game[Any, Any], state: Any, seat: int) -> Any:
    """The action ``seat`` has sealed in the running simultaneous round, or None."""
    if game.info.id == "traexx":
        return traexx_sealed_choice(state, seat)
    return None


def secrets_of(game: Game[Any, Any], state: Any) -> dict[str, Any]:
    """The state's JSON without the seed: two states whose ``secrets_of`` are equal
    differ at most in the seed."""
    data = dict(game.state_to_json(state))
    data.pop("seed", None)
    return data
