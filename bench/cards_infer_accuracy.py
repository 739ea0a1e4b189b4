"""How well the card game's hard bot guesses the other hands: its determinisations scored
against the true hands.

    uv run python bench/cards_infer_accuracy.py [--games 20] [--players 2] [--deals 50]
        [--seed 1000]

It plays ``--games`` games between medium bots (seeds ``--seed``, ``--seed`` + 1, ...).
At every position where the player to move can place a card and the others have
played, it builds the hard bot's model from the mover's view alone (exactly what the
bot sees), deals ``--deals`` determinisations with the inference on and as many with it
off (random deals), and scores them with the true hands, which only this benchmark
looks at:

* **hand cards right**: the share of the other players' hand cards that a deal puts in
  the right hand;
* **kept card right**: the share of deals that put in its player's hand the card that
  player kept at their last turn (the card the record says something about);
* **chance**: the same for a deal at random, worked out exactly (hand size / unseen).

It prints the means over positions for both kinds of deal.
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Sequence

from spelkast.bots.labyrinth_cards import GreedyCardsBot
from spelkast.bots.labyrinth_cards_hard import CardsModel
from spelkast.core.registry import get_game
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import CardsState, Place

GAME = get_game("labyrinth-cards")
assert isinstance(GAME, LabyrinthCardsGame)
CARDS: LabyrinthCardsGame = GAME


def medium_game(players: int, seed: int) -> list[CardsState]:
    """Every position of a game between medium bots."""
    rng = random.Random(seed)
    bot = GreedyCardsBot()
    states = [CARDS.new_initial_state(players, {}, seed=seed)]
    while CARDS.to_move(states[-1]):
        state = states[-1]
        p = state.current
        action = bot.choose(CARDS, p, CARDS.view(state, p), CARDS.legal_actions(state, p), rng)
        states.append(CARDS.apply(state, p, action))
    return states


def kept_cards(states: Sequence[CardsState], now: int) -> dict[int, int]:
    """Per player: the card they kept at their last turn before ``states[now]`` (still in
    their hand: a hand only changes at its own turns)."""
    kept: dict[int, int] = {}
    for index in range(now - 1, -1, -1):
        before, after = states[index], states[index + 1]
        seat = before.current
        if seat in kept or after.last is None:
            continue
        rest = [c for c in before.hands[seat] if c != after.last[1].card]
        if len(rest) == 1:
            kept[seat] = rest[0]
    return kept


def score(
    model: CardsModel,
    truth: CardsState,
    kept: dict[int, int],
    rng: random.Random,
    deals: int,
) -> tuple[float, float]:
    """Mean share of the other hands' cards dealt right, and of kept cards dealt right."""
    right = total = kept_right = kept_total = 0
    for _ in range(deals):
        sample = model.sample(rng)
        for seat, hand in enumerate(truth.hands):
            if seat == model.player:
                continue
            right += len(set(hand) & set(sample.hands[seat]))
            total += len(hand)
            if seat in kept:
                kept_right += kept[seat] in sample.hands[seat]
                kept_total += 1
    return right / total, kept_right / kept_total if kept_total else float("nan")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=50, help="determinisations per position")
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rows: dict[str, list[float]] = {
        key: [] for key in ("on", "off", "chance", "kept_on", "kept_off", "kept_chance")
    }
    for g in range(args.games):
        states = medium_game(args.players, args.seed + g)
        for now, state in enumerate(states[:-1]):
            p = state.current
            legal = CARDS.legal_actions(state, p)
            if not any(isinstance(a, Place) for a in legal):
                continue
            kept = {s: c for s, c in kept_cards(states, now).items() if s != p}
            if not kept or not any(h for s, h in enumerate(state.hands) if s != p):
                continue
            view = CARDS.view(state, p)
            models = {
                "on": CardsModel(CARDS, p, view, legal, infer_hands=True),
                "off": CardsModel(CARDS, p, view, legal, infer_hands=False),
            }
            for key, model in models.items():
                cards, kept_share = score(model, state, kept, rng, args.deals)
                rows[key].append(cards)
                rows[f"kept_{key}"].append(kept_share)
            unseen = len(models["on"].unseen)
            rows["chance"].append(
                statistics.fmean(len(h) / unseen for s, h in enumerate(state.hands) if s != p and h)
            )
            rows["kept_chance"].append(
                statistics.fmean(len(state.hands[s]) / unseen for s in kept if state.hands[s])
            )
    print(f"{len(rows['on'])} positions from {args.games} games of {args.players} medium bots")
    for label, key in (("hand cards right", ""), ("kept card right", "kept_")):
        on, off, chance = (statistics.fmean(rows[f"{key}{k}"]) for k in ("on", "off", "chance"))
        print(
            f"{label}: inference {100 * on:.1f}%, random deal {100 * off:.1f}%, "
            f"chance {100 * chance:.1f}% (inference / chance {on / chance:.2f})"
        )


if __name__ == "__main__":
    main()
