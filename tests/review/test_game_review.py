"""The review of a record: every game id and player count, JSON, progress, names and
languages, reproducibility, luck apart from decisions."""

from __future__ import annotations

import json
import random

import pytest

from spelkast.core.record import GameRecord, Move, final_state
from spelkast.core.registry import all_games, get_game
from spelkast.games.describe import LANGUAGES
from spelkast.review.game_review import review_record
from spelkast.review.measure import MARKS


def random_record(game_id: str, players: int, seed: int, limit: int | None = None) -> GameRecord:
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_initial_state(players, {}, seed)
    record = GameRecord(game_id, players, dict(state.options), seed, players=("human",) * players)
    while game.to_move(state) and (limit is None or len(record.moves) < limit):
        seat = game.to_move(state)[0]
        action = rng.choice(list(game.legal_actions(state, seat)))
        state = game.apply(state, seat, action)
        record = record.with_move(Move(seat, game.action_to_json(action)))
    return record


CASES = [
    (game.info.id, n)
    for game in all_games()
    for n in range(game.info.min_players, game.info.max_players + 1)
]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_every_game_and_player_count_is_reviewed_with_progress_into_json(
    game_id: str, players: int
) -> None:
    record = random_record(game_id, players, seed=players, limit=6 * players + 4)
    seen: list[tuple[int, int]] = []
    review = review_record(record, iterations=8, progress=lambda d, t: seen.append((d, t)))
    assert seen
    assert seen[-1][0] == seen[-1][1]
    assert [d for d, _ in seen] == list(range(1, len(seen) + 1))
    assert review.decisions
    data = json.loads(json.dumps(review.to_json()))
    assert data["measure"] == ("score" if players == 1 else "win" if players == 2 else "rank")
    assert {d["player"] for d in data["decisions"]} <= set(range(players))
    for d in data["decisions"]:
        assert set(d["words"]) == set(LANGUAGES)
        assert d["mark"] in (None, *MARKS)
        assert d["drop"] is None or d["drop"] >= 0.0
    assert set(data["key_moments"]) == set(LANGUAGES)
    assert len(data["players_summary"]) == players


def test_a_review_is_reproducible_and_names_people_in_every_language() -> None:
    record = random_record("labyrinth-cards", 2, seed=4, limit=16)
    named = GameRecord.from_json({**record.to_json(), "meta": {"names": ["Anna", "Ben"]}})
    first = review_record(named, iterations=20, seed=2)
    again = review_record(named, iterations=20, seed=2)
    assert first.to_json() == again.to_json()
    for lang in LANGUAGES:
        assert all(d.words[lang].startswith(("Anna", "Ben")) for d in first.decisions)
    moments = first.to_json()["key_moments"]
    assert moments["en"], "a random player's game has marked moves"
    assert all("Anna" in m["text"] or "Ben" in m["text"] for m in moments["nl"])


def test_one_player_is_reviewed_alone() -> None:
    record = random_record("sudoku", 3, seed=1, limit=20)
    review = review_record(record, players=[1], iterations=8)
    assert {d.player for d in review.decisions} == {1}
    with pytest.raises(ValueError, match="no player 4"):
        review_record(record, players=[3])


def test_solo_traexx_reports_the_cards_as_luck_and_scores_in_points() -> None:
    record = random_record("traexx", 1, seed=3)
    review = review_record(record, iterations=30)
    assert review.measure == "score"
    outcome = get_game("traexx").outcome(final_state(record))
    assert outcome is not None
    assert review.results == [outcome.scores[0]]
    assert review.luck
    assert {k for luck in review.luck for k in luck.kinds} == {"card"}
    assert review.series(0)[-1] == (len(record.moves) + 1, review.results[0])


def test_a_multi_player_review_counts_the_deal_as_luck() -> None:
    record = random_record("labyrinth-cards", 3, seed=2, limit=12)
    review = review_record(record, iterations=20)
    deals = [luck for luck in review.luck if luck.kinds == ("deal",)]
    assert {luck.player for luck in deals} == {0, 1, 2}
    for luck in deals:
        first = next(d for d in review.decisions if d.player == luck.player)
        assert luck.swing == pytest.approx(first.before - 0.5)


def test_a_resigned_game_ends_its_graph_at_the_result_its_record_holds() -> None:
    """The rules did not end a resigned game: its result point comes from the outcome the
    record's meta holds (the resigner last); a record without one has no result point."""
    unfinished = random_record("labyrinth-cards", 2, seed=3, limit=8)
    assert get_game("labyrinth-cards").outcome(final_state(unfinished)) is None
    open_review = review_record(unfinished, iterations=8)
    assert open_review.results == []
    outcome = {"scores": [2.0, 1.0], "ranks": [2, 1], "winners": [1], "reason": "Anna resigned"}
    resigned = GameRecord.from_json({**unfinished.to_json(), "meta": {"outcome": outcome}})
    review = review_record(resigned, iterations=8)
    assert review.results == [0.0, 1.0]
    end = len(resigned.moves) + 1
    for player, summary in enumerate(review.to_json()["players_summary"]):
        assert summary["series"][-1] == [end, float(player)]
        assert summary["series"][:-1] == open_review.to_json()["players_summary"][player]["series"]
