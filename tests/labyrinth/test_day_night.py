"""The Day & Night variant (Dutch rulebook)."""

from __future__ import annotations

import pytest

from spelkast.games.labyrinth import COIN, DAY, MOVE, NIGHT, OVER, SHIFT, MoveTo, TakeCoin
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D

from .helpers import (
    GAME,
    arrow,
    c,
    columns_maze,
    end_turn,
    move_treasure,
    new,
    put_night,
    set_open,
    shift,
    views_of_everyone,
)

SPIDER = 15


def dn(n=3, seed=1, pawns=None, **options):
    """A Day & Night game on the columns maze, spare north-south (see helpers)."""
    state = set_open(columns_maze(new(n, seed, day_night=True, **options)), {"spare": "NS"})
    if pawns is not None:
        state = state.replace(pawns=tuple(c(p) for p in pawns))
    return state


def last_day_card(state, player, treasure=SPIDER):
    """Make ``treasure`` the one day card ``player`` still needs; the rest of the
    player's dealt cards count as found."""
    dealt = [t for t in (*state.piles[player], *state.found[player]) if t != treasure]
    keep = dealt[: len(state.piles[player]) - 1]
    piles = list(state.piles)
    found = list(state.found)
    piles[player] = (treasure,)
    found[player] = tuple(keep)
    for p in range(state.num_players):
        if p != player and treasure in piles[p]:
            piles[p] = tuple(dealt[-1] if t == treasure else t for t in piles[p])
    return state.replace(piles=tuple(piles), found=tuple(found))


def at_night(state, current=0):
    return state.replace(phase=NIGHT, current=current)


# ---------------------------------------------------------------------------- set-up
@pytest.mark.parametrize(("n", "per"), [(2, 4), (3, 4), (4, 3)])
def test_deal_four_and_four_for_two_or_three_players_three_and_three_for_four(n, per):
    state = new(n, 5, day_night=True)
    assert [len(p) for p in state.piles] == [per] * n
    assert [len(p) for p in state.night_piles] == [per] * n
    day = [t for p in state.piles for t in p]
    night = [t for p in state.night_piles for t in p]
    assert len(set(day)) == len(day) == per * n
    assert len(set(night)) == len(night) == per * n
    # The rest of both decks is not used: nobody holds those cards.
    assert len(set(range(24)) - set(day)) == 24 - per * n
    assert len(set(range(12)) - set(night)) == 12 - per * n


def test_twelve_night_treasures_with_ids_and_names_in_three_languages():
    assert [t.id for t in D.NIGHT_TREASURES] == list(range(12))
    assert "".join(t.letter for t in D.NIGHT_TREASURES) == "abcdefghijkl"
    for language in ("nl", "en", "fi"):
        names = [t.name(language) for t in D.NIGHT_TREASURES]
        assert len(set(names)) == 12
        assert all(names)


def test_night_treasures_lie_one_each_on_plain_straights_and_corners():
    state = new(2, 3, day_night=True)
    tiles = [t for t in (*state.board, state.spare) if B.night_of(t) is not None]
    assert sorted(B.night_of(t) for t in tiles) == list(range(12))
    for tile in tiles:
        assert B.treasure_of(tile) is None
        assert B.openings(tile).bit_count() == 2
    straights = [t for t in tiles if B.openings(t) in (D.N | D.S, D.E | D.W)]
    assert len(straights) == 6
    # Without Day & Night no tile carries a night treasure.
    assert all(B.night_of(t) is None for t in (*new(2, 3).board, new(2, 3).spare))


def test_three_coins_1_3_5_lie_face_down_in_a_seeded_order():
    orders = {new(2, seed, day_night=True).coins for seed in range(20)}
    assert all(sorted(o) == [1, 3, 5] for o in orders)
    assert len(orders) > 1
    assert new(2, 4, day_night=True).coins == new(2, 4, day_night=True).coins


def test_night_cards_lie_face_up_from_the_start():
    state = new(3, 2, day_night=True)
    for view in views_of_everyone(state):
        for p in range(3):
            assert view["players"][p]["night_cards"] == list(state.night_piles[p])


def test_day_cards_stay_a_face_down_pile():
    state = new(3, 2, day_night=True)
    for viewer in range(3):
        view = GAME.view(state, viewer)
        for p in range(3):
            seeking = view["players"][p]["seeking"]
            if p == viewer:
                assert seeking == {"kind": "treasure", "ids": [state.piles[p][0]]}
            else:
                assert seeking is None


def test_pawns_show_sun_moon_star_lightning():
    view = GAME.view(new(4, 0, day_night=True), None)
    assert [p["symbol"] for p in view["players"]] == ["sun", "moon", "star", "lightning"]
    assert [p["symbol"] for p in GAME.view(new(4, 0), None)["players"]] == [None] * 4


# ----------------------------------------------------------------------- visibility
def test_night_treasures_on_the_tiles_are_hidden_during_the_day():
    state = new(3, 2, day_night=True)
    for view in views_of_everyone(state):
        assert all(B.night_of(t) is None for t in (*view["board"], view["spare"]))
        # ... but the day treasures and the corridors are all there.
        assert view["board"] == [B.without_night(t) for t in state.board]


def test_night_treasures_on_the_tiles_are_visible_at_night():
    state = at_night(new(3, 2, day_night=True))
    for view in views_of_everyone(state):
        assert view["board"] == list(state.board)
        assert view["spare"] == state.spare


# ------------------------------------------------------------------------ day phase
def test_day_phase_is_the_base_game_started_by_the_chosen_player():
    state = new(3, 0, day_night=True, first_player="2")
    assert state.phase == DAY
    assert GAME.to_move(state) == (1,)


def test_night_treasures_do_not_count_during_the_day():
    state = dn(pawns=("b1", "g1", "g7"))
    mine = state.night_piles[0][0]
    state = put_night(state, mine, "b5")
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.night_found[0] == ()
    assert after.night_piles[0] == state.night_piles[0]


def test_day_ends_at_once_when_a_player_finds_all_day_treasures_without_going_home():
    state = last_day_card(dn(pawns=("b1", "g1", "g7")), 0)
    state = move_treasure(state, SPIDER, "b5")
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.phase == NIGHT
    assert after.piles[0] == ()
    assert after.pawns[0] == c("b5")  # far from home at a1
    assert after.step == SHIFT


@pytest.mark.parametrize("ender", [0, 1, 2, 3])
def test_the_left_neighbour_of_the_day_ender_starts_the_night(ender):
    pawns = ["a1", "g1", "g7", "a7"]
    pawns[ender] = "b1"
    state = last_day_card(dn(4, 3, pawns=pawns), ender)
    state = move_treasure(state, SPIDER, "b5").replace(current=ender)
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.phase == NIGHT
    assert GAME.to_move(after) == ((ender + 1) % 4,)


def test_unfound_day_cards_are_out_of_the_game_at_night():
    # At night, ending a turn on a day card still in the pile does not find it.
    state = at_night(dn(pawns=("b1", "g1", "g7")))
    leftover = state.piles[0][0]
    where = next(i for i, t in enumerate(state.board) if B.treasure_of(t) == leftover)
    state = state.replace(pawns=(where, *state.pawns[1:]), step=MOVE)
    after = GAME.apply(state, 0, MoveTo(where))
    assert after.found[0] == state.found[0]
    assert after.piles[0] == state.piles[0]
    assert GAME.view(after, 0)["players"][0]["seeking"]["kind"] == "night"


def test_the_forbidden_arrow_carries_over_into_the_night():
    state = last_day_card(dn(pawns=("b1", "g1", "g7")), 0)
    state = move_treasure(state, SPIDER, "b5")
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.phase == NIGHT
    assert after.forbidden == arrow("Sd")


# ---------------------------------------------------------------------- night phase
def test_night_treasures_count_in_any_order():
    state = at_night(dn(pawns=("b1", "g1", "g7")))
    pile = state.night_piles[0]
    state = put_night(state, pile[2], "b5")
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.night_found[0] == (pile[2],)
    assert after.night_piles[0] == (pile[0], pile[1], pile[3])


def test_another_players_night_treasure_does_not_count():
    state = at_night(dn(pawns=("b1", "g1", "g7")))
    theirs = state.night_piles[1][0]
    state = put_night(state, theirs, "b5")
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.night_found == ((), (), ())


def test_all_night_treasures_found_but_away_from_home_does_not_end_the_game():
    state = at_night(dn(pawns=("b1", "g1", "g7")))
    state = state.replace(night_piles=((), *state.night_piles[1:]))
    after = end_turn(shift(state, "Nd"), "b6")
    assert after.step == SHIFT
    assert after.current == 1


def test_game_ends_with_all_night_treasures_found_and_the_pawn_home():
    state = at_night(dn(pawns=("a1", "g1", "g7")))
    night = state.night_piles[0]
    state = state.replace(night_piles=((), *state.night_piles[1:]))
    state = state.replace(night_found=(night, *state.night_found[1:]))
    after = end_turn(shift(state, "Nd"))
    assert after.step == COIN
    assert after.ended_by == 0
    assert GAME.to_move(after) == (0,)
    assert GAME.legal_actions(after, 0) == [TakeCoin(0), TakeCoin(1), TakeCoin(2)]
    assert GAME.outcome(after) is None  # not over until the coin is taken


def test_no_return_also_ends_the_night_without_going_home():
    state = at_night(dn(pawns=("b1", "g1", "g7"), no_return=True))
    state = state.replace(night_piles=((), *state.night_piles[1:]))
    after = end_turn(shift(state, "Nd"), "b6")
    assert after.step == COIN


@pytest.mark.parametrize("index", [0, 1, 2])
def test_the_winner_turns_over_one_coin_of_their_choice(index):
    state = at_night(dn(pawns=("a1", "g1", "g7")))
    state = state.replace(night_piles=((), *state.night_piles[1:]))
    state = end_turn(shift(state, "Nd"))
    after = GAME.apply(state, 0, TakeCoin(index))
    assert after.step == OVER
    assert after.coin_taken == index
    outcome = GAME.outcome(after)
    assert outcome.details["coin"] == state.coins[index]


def test_coin_values_stay_hidden_from_everyone_until_taken():
    state = at_night(dn(pawns=("a1", "g1", "g7")))
    state = state.replace(night_piles=((), *state.night_piles[1:]))
    at_coin = end_turn(shift(state, "Nd"))
    for order in [(1, 3, 5), (5, 1, 3), (3, 5, 1)]:
        other = at_coin.replace(coins=order)
        for viewer in (0, 1, 2, None):
            assert GAME.view(other, viewer) == GAME.view(at_coin, viewer)
            assert GAME.view(other, viewer)["coins"] == [None, None, None]
    taken = GAME.apply(at_coin, 0, TakeCoin(1))
    for view in views_of_everyone(taken):
        assert view["coins"] == [None, at_coin.coins[1], None]


# -------------------------------------------------------------------------- scoring
def finished(n, counts, ender, coin_value, seed=0):
    """A finished Day & Night game: counts[p] = (day found, night found)."""
    state = new(n, seed, day_night=True)
    found, night_found = [], []
    for p, (day, night) in enumerate(counts):
        found.append(state.piles[p][:day])
        night_found.append(state.night_piles[p][:night])
    index = state.coins.index(coin_value)
    return state.replace(
        phase=NIGHT,
        found=tuple(found),
        night_found=tuple(night_found),
        step=OVER,
        ended_by=ender,
        current=ender,
        coin_taken=index,
    )


def test_score_is_one_per_day_treasure_two_per_night_treasure_plus_the_coin():
    state = finished(3, [(4, 4), (3, 2), (2, 1)], ender=0, coin_value=5)
    outcome = GAME.outcome(state)
    assert outcome.scores == (4 + 8 + 5, 3 + 4, 2 + 2)
    assert outcome.winners == (0,)
    assert outcome.ranks == (1, 2, 3)


@pytest.mark.parametrize(("coin", "winner"), [(1, 1), (3, 0), (5, 0)])
def test_the_coin_can_decide_the_game(coin, winner):
    # Player 1 ended the game with 0 day + 4 night; player 2 has 4 day + 3 night = 10.
    outcome = GAME.outcome(finished(2, [(0, 4), (4, 3)], ender=0, coin_value=coin))
    assert outcome.scores == (8 + coin, 10)
    assert outcome.winners == (winner,)


def test_a_tie_on_points_goes_to_the_player_with_more_treasures():
    # 1 + 2*4 + 1 = 10 points from 5 treasures against 4 + 2*3 = 10 points from 7.
    outcome = GAME.outcome(finished(3, [(1, 4), (4, 3), (2, 1)], ender=0, coin_value=1))
    assert outcome.scores[0] == outcome.scores[1] == 10
    assert outcome.winners == (1,)
    assert outcome.ranks == (2, 1, 3)


def test_a_tie_on_points_and_treasures_is_a_shared_win():
    # 4 players: player 1 ended the game (0 day, 3 night, coin 1 = 7); players 2 and 3
    # both have 2 day + 3 night = 8 points from 5 treasures; player 4 ended the day.
    state = finished(4, [(0, 3), (2, 3), (2, 3), (3, 0)], ender=0, coin_value=1)
    outcome = GAME.outcome(state)
    assert outcome.scores == (7, 8, 8, 3)
    assert outcome.winners == (1, 2)
    assert outcome.ranks == (3, 1, 1, 4)


# ------------------------------------------------------------ the rulebook's example
def test_rulebook_example_anna_benni_claudia():
    # Anna (seat 1) finds her 4th day treasure; Benni and Claudia each miss one.
    state = last_day_card(dn(3, 7, pawns=("b1", "g1", "g7")), 0)
    state = move_treasure(state, SPIDER, "b5")
    benni_missing, claudia_missing = state.piles[1][-1], state.piles[2][-1]
    state = state.replace(
        piles=(state.piles[0], (benni_missing,), (claudia_missing,)),
        found=(state.found[0], state.piles[1][:-1], state.piles[2][:-1]),
    )
    pawns_before = state.pawns
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.found[0][-1] == SPIDER
    assert len(after.found[0]) == 4
    # The day is over; the light goes out; everyone has four night cards.
    assert after.phase == NIGHT
    assert [len(p) for p in after.night_piles] == [4, 4, 4]
    # The pawns stay where they are (Anna's pawn where her turn ended).
    assert after.pawns == (c("b5"), *pawns_before[1:])
    # Benni, Anna's left neighbour, starts the night.
    assert GAME.to_move(after) == (1,)
    view = GAME.view(after, 1)
    assert view["players"][1]["seeking"] == {
        "kind": "night",
        "ids": list(after.night_piles[1]),
    }
    # Benni's and Claudia's missing day cards are out: they score 3 day points each.
    assert len(after.found[1]) == len(after.found[2]) == 3
