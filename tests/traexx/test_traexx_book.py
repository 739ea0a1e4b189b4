"""The rulebook's examples, each played through the engine from the first card to the last.

Nothing here types in a score: the tests turn up the cards in the order written below,
apply every player's move with ``GAME.apply`` and read the points from the engine's own
``scored`` and ``outcome``. The rulebook gives Peter's first move and the end of the game
but not the moves between; those were found by ``bench/traexx_book_game.py`` on the
reconstructed board (see docs/rules/traexx.md, "Facts from the rulebook").
"""

from __future__ import annotations

from traexx_helpers import F

from spelkast.games.traexx import GAME, TraexxState
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import card_id, half

PETER, MARIT, SARAH, TIM = range(4)

# One line per round: the card turned up, then Peter's, Marit's, Sarah's and Tim's move.
BOOK_GAME = """
YBGA   d5:e5-f4-g3-g2     d4:d5-d6-c6-c7     f4:g4-h4-h5  f5:f4-e4-d4-c3
BBGAW  d5:d4-c4-c5-c6-d6  d4:e4-f3           h5:h6        c3:c2-b1-a1-a2
YBRAA  g2:g1-f1-e2-d1-c1  f3:e3-d2-c1-b1-b2  h6:g7        a2:b3
YRGGA  d6:d7-c7-d8-e9-f8  b2:b3-a3           f4:g3        b3:b4
BRAWW  c1:d2-e3-f3-e4-d3  a3:a2              g3:h3        b4:a3
YYGAW  d3:c3-c2-b2-a2-a3  c7:d7-e7-f6-g5     h3:i2        pass
YBRW   f8:g7-h6-h5-i5     g5:f5              g7:g6-g5     pass
RGAW   i5:i4-i3-i2-i1     f5:f4-g3           i2:i3        pass
BRRGW  a3:b3-b4-a4-b5-b6  g3:g4              pass         pass
YBGW   i1:h1-h2-h3-g4     g4:h3-h2-h1        pass         pass
YRAW   g4:h4-g5-g6        h1:g1              pass         pass
BRGA   g6:f7              pass               pass         pass
YBRG   pass               pass               pass         pass
YRGW   pass               pass               pass         pass
YBAW   pass               pass               pass         pass
"""

# Tim alone, the deck as seed 0 shuffles it: his only numbers are 4, 7, 5 and 9, in order.
SOLO_SEED = 0
SOLO_GAME = """
BBGAW  d5:d6-e7
YBGW   d5:c5-b4
YBAW   b4:a3
YYGAW  e7:f7
YBGA   f7:f8
BRAWW  f8:g7
BRRGW  a3:a2-a1
YRGW   a1:b2-c2
YRGGA  c2:c1
BRGA   pass
RGAW   pass
YBRG   pass
YBRW   pass
YRAW   pass
YBRAA  pass
"""


def rounds(table: str) -> list[list[str]]:
    return [line.split() for line in table.strip().splitlines()]


def dealt(players: int, table: str, seed: int = 0) -> TraexxState:
    """A new game whose cards come up in the order of the table's first column."""
    deck = tuple(card_id(row[0]) for row in rounds(table))
    state = GAME.new_initial_state(players, seed=seed)
    return state.replace(deck=deck)


def play_round(state: TraexxState, moves: list[str]) -> TraexxState:
    for player, text in enumerate(moves):
        state = GAME.apply(state, player, GAME.parse_action(text, state))
    return state


def play(state: TraexxState, table: str) -> list[TraexxState]:
    """Every state of the game, from the first card to the end."""
    states = [state]
    for row in rounds(table):
        assert GAME.view(states[-1], 0)["card"] == row[0]
        states.append(play_round(states[-1], row[1:]))
    return states


def colours(fields: tuple[int, ...]) -> str:
    return "".join(B.colour_letter(B.COLOUR[f]) for f in fields)


def test_rulebook_peters_first_extension() -> None:
    # "De getoonde kaart toont blauw, groen, geel en grijs. ... Vanaf zijn startpunt (geel
    # onder het getal 3), kiest Peter de velden blauw, groen, grijs en geel ... In de
    # volgende ronde kan hij zijn weg weer vanaf het gele veld onder het getal 3 vervolgen
    # of vanaf het gele veld naast het getal 6."
    state = dealt(4, BOOK_GAME)
    assert sorted(GAME.view(state, PETER)["card"]) == sorted("BGYA")
    start = state.paths[PETER][0]
    assert colours((start,)) == "Y"
    assert start in B.NEIGHBOURS[B.NUMBER_FIELDS[3]]
    action = GAME.parse_action("d5:e5-f4-g3-g2", state)
    assert action.end == start
    assert colours(action.fields) == "BGAY"  # blue, green, grey, yellow, in that order
    after = play_round(state, rounds(BOOK_GAME)[0][1:])
    path = after.paths[PETER]
    assert path == (start, *action.fields)
    assert path[-1] in B.NEIGHBOURS[B.NUMBER_FIELDS[6]]
    assert colours(path[-1:]) == "Y"
    assert after.scored[PETER] == ()  # no number on the way
    ends = {a.end for a in GAME.legal_actions(after, PETER) if a.fields}
    assert ends == {start, F("g2")}  # the yellow under the 3 or the yellow next to the 6
    # Peter could use at most the card's four colour fields.
    assert max(len(a.fields) for a in GAME.legal_actions(state, PETER)) == 4


def test_rulebook_game_peter_scores_39_minus_10() -> None:
    # "Peter heeft alle getallen, behalve 4, met zijn weg bereikt. Voor de getallen 3, 6, 8
    # en 9 heeft hij het volledige aantal punten gekregen ... Voor de getallen 2, 5, 7 en
    # 10 krijgt hij slechts de helft ... 39 pluspunten ... 10 minpunten ... 29 punten."
    states = play(dealt(4, BOOK_GAME), BOOK_GAME)
    end = states[-1]
    assert GAME.to_move(end) == ()
    peter = dict(end.scored[PETER])
    assert sorted(peter) == [2, 3, 5, 6, 7, 8, 9, 10]
    assert {n for n, p in peter.items() if p == n} == {3, 6, 8, 9}
    assert {n for n, p in peter.items() if p == half(n) < n} == {2, 5, 7, 10}
    outcome = GAME.outcome(end)
    assert outcome is not None
    assert outcome.details["plus"][PETER] == 39
    assert outcome.details["minus"][PETER] == 10
    assert outcome.scores[PETER] == 29.0 == 39 - 10
    assert B.NUMBER_FIELDS[4] not in end.paths[PETER]


def _round_reached(states: list[TraexxState], player: int, number: int) -> int:
    return next(r for r, s in enumerate(states) if number in dict(s.scored[player]))


def test_rulebook_game_keeps_the_other_examples() -> None:
    states = play(dealt(4, BOOK_GAME), BOOK_GAME)
    end = states[-1]
    # "Marit heeft met haar weg de puntenvelden 6 en 9 bereikt" and scored points for them.
    marit = dict(end.scored[MARIT])
    assert marit[6] > 0
    assert marit[9] > 0
    # "Sarah zegt: Ik heb 8 bereikt. Aangezien nog geen andere speler 8 bereikt heeft,
    # noteert ze acht punten" - Peter reached it in the same round, so he scores 8 too.
    sarah_round = _round_reached(states, SARAH, 8)
    assert all(8 not in dict(states[sarah_round - 1].scored[p]) for p in range(4))
    assert dict(end.scored[SARAH])[8] == 8
    assert _round_reached(states, PETER, 8) == sarah_round
    # "Tim zegt: Ik heb 7 bereikt. Aangezien Marit 7 reeds in een eerdere ronde bereikt
    # heeft, krijgt Tim 4 punten (3½ afgerond naar boven)."
    assert _round_reached(states, MARIT, 7) < _round_reached(states, TIM, 7)
    assert dict(end.scored[TIM])[7] == 4


def test_rulebook_solo_example_4_7_5_9() -> None:
    # "Tim bereikt eerst het getal 4 en krijgt 4 punten. Daarna bereikt hij de 7 en krijgt
    # 7 punten. ... de 5 ... krijgt hij slechts ... 3 ... Daarna gaat hij naar de 9 en
    # krijgt 9 punten."
    state = GAME.new_initial_state(1, seed=SOLO_SEED)
    assert state == dealt(1, SOLO_GAME, seed=SOLO_SEED)  # the seed's own shuffle
    states = play(state, SOLO_GAME)
    assert [n for n, _ in states[-1].scored[0]] == [4, 7, 5, 9]
    assert states[-1].scored[0] == ((4, 4), (7, 7), (5, 3), (9, 9))
    outcome = GAME.outcome(states[-1])
    assert outcome is not None
    assert outcome.scores == (23 - (61 - len(states[-1].paths[0])),)
