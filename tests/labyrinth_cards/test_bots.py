"""The greedy bot: most cards now, then the fewest chances left to the others."""

from __future__ import annotations

import random

from spelkast.bots import available_bots, get_bot
from spelkast.bots.labyrinth_cards import exposure, unseen_treasures
from spelkast.games.labyrinth_cards import Place

from .helpers import GAME, drawing, new, position

HUB = """
:
:      16 -
:       |
:  |    |
: 38 -- 5 -
:       |
"""


def choose(state, seed=0):
    seat = state.current
    bot = get_bot(GAME.info.id, "greedy")
    legal = GAME.legal_actions(state, seat)
    return bot.choose(GAME, seat, GAME.view(state, seat), legal, random.Random(seed))


def test_greedy_and_random_are_available():
    assert {"greedy", "random"} <= set(available_bots("labyrinth-cards"))


def test_greedy_takes_as_many_cards_as_it_can():
    s = position(HUB, hands=[[2, 7], [3, 4]])
    for seed in range(5):
        assert choose(s, seed).take == (16, 38)


def test_exposure_counts_treasures_on_open_corridors_still_in_play():
    grid = drawing(
        """
        :  |
        :- 1 --11 -
        :  |
        """
    )
    # Crossing 1 (A B) and straight 11 (F G) form one corridor open to empty cells.
    assert exposure(grid, {0, 1, 5, 6}) == 4  # A, B, F, G all on one open corridor
    assert exposure(grid, {0}) == 1  # only A still in play
    assert exposure(grid, set()) == 0


def test_greedy_prefers_the_placement_that_leaves_the_fewest_chances():
    # Nothing can be taken; the bot closes corridors rather than opening new ones.
    s = position(HUB, hands=[[44, 43], [3, 4]])
    action = choose(s)
    view = GAME.view(s, 0)
    live = unseen_treasures(view, 0)
    grid = dict(s.grid)

    def score(a: Place) -> int:
        after = {c: v for c, v in grid.items() if v[0] not in a.take}
        after[a.cell] = (a.card, a.rotation)
        return exposure(after, live)

    scores = [score(a) for a in GAME.legal_actions(s, 0)]
    assert score(action) == min(scores)
    assert min(scores) < max(scores)


def test_greedy_reads_only_its_view():
    s = new(4, seed=9)
    shuffled = s.replace(
        pile=tuple(reversed(s.pile)), hands=(s.hands[0], s.hands[2], s.hands[1], s.hands[3])
    )
    assert choose(s, 3) == choose(shuffled, 3)


def test_greedy_beats_random_more_often_than_not():
    wins = 0
    for seed in range(10):
        s = new(2, seed=seed)
        greedy = seed % 2  # greedy sits first in half the games, second in the others
        bots = [get_bot("labyrinth-cards", "random"), get_bot("labyrinth-cards", "random")]
        bots[greedy] = get_bot("labyrinth-cards", "greedy")
        rng = random.Random(seed)
        while not GAME.is_terminal(s):
            seat = s.current
            legal = GAME.legal_actions(s, seat)
            s = GAME.apply(s, seat, bots[seat].choose(GAME, seat, GAME.view(s, seat), legal, rng))
        outcome = GAME.outcome(s)
        assert outcome is not None
        wins += outcome.winners == (greedy,)
    assert wins >= 7
