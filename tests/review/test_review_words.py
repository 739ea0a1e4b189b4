"""The review's words read naturally in en/nl/fi: a player reading their own review is
spoken to ("you pushed ..."), the others are named, numbers are written as the language
writes them, and a better move is said as what it is."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from review.test_game_review import random_record
from secret_twins import VARIANTS
from spelkast.core.record import GameRecord
from spelkast.core.registry import get_game
from spelkast.games.describe import LANGUAGES
from spelkast.review import words as W
from spelkast.review.game_review import review_record

NAMES = ["Anna", "Ben", "Cas"]
IDS = [f"{game}{'-' + '-'.join(options) if options else ''}" for game, options in VARIANTS]
# English articles before a number that starts with a vowel sound, a sentence that
# names a seat by its number, a Finnish third-person verb left next to "you".
UNNATURAL = re.compile(r"\ba 8\b|\ba 11\b|\ban [1-79]\b|(?<![\w(])\d+ wins\b")


@pytest.mark.parametrize(("game_id", "options"), VARIANTS, ids=IDS)
def test_every_action_is_said_to_the_player_in_every_language(
    game_id: str, options: dict[str, Any]
) -> None:
    game = get_game(game_id)
    players = 1 if game_id == "traexx" else 2
    rng = random.Random(3)
    state = game.new_initial_state(max(players, game.info.min_players), options, 3)
    kinds: set[str] = set()
    steps = 0
    while game.to_move(state) and steps < 120:
        seat = game.to_move(state)[0]
        legal = list(game.legal_actions(state, seat))
        for action in rng.sample(legal, min(4, len(legal))):
            kinds.add(type(action).__name__)
            for lang in LANGUAGES:
                named = W.say_move(game, state, seat, [action], NAMES, lang)
                spoken = W.say_move(game, state, seat, [action], NAMES, lang, you=True)
                assert NAMES[seat] in named
                assert NAMES[seat] not in spoken, (lang, spoken)
                assert "\x00" not in spoken
                assert not UNNATURAL.search(spoken), spoken
                if lang == "fi":
                    # The Finnish verb agrees with "you": it ends in -t.
                    verb = spoken.split(" ")[0].rstrip(":")
                    assert verb.endswith("t") or ":" in spoken.split(" ")[0] or verb[0].isdigit()
        state = game.apply(state, seat, rng.choice(legal))
        steps += 1
    assert kinds


def test_a_players_own_moments_say_you_and_the_others_keep_their_names() -> None:
    record = random_record("labyrinth", 2, seed=5, limit=40)
    named = GameRecord.from_json({**record.to_json(), "meta": {"names": NAMES[:2]}})
    review = review_record(named, iterations=15)
    data = review.to_json()
    for lang in LANGUAGES:
        third = review.key_moments(lang)
        second = review.key_moments(lang, you=0)
        assert [m for m, _ in third] == [m for m, _ in second]
        assert third != second
        for (_, said3), (_, said2) in zip(third, second, strict=True):
            if "Anna" in said3:
                assert "Anna" not in said2, said2
            else:
                assert said3 == said2
        assert data["key_moments_you"]["0"][lang] == [{"move": m, "text": t} for m, t in second]
    english = " ".join(t for _, t in review.key_moments("en", you=0))
    assert re.search(r"\byou (pushed|walked|stayed)\b", english)
    assert "Anna" not in english
    assert any(d.player == 0 and d.mark for d in review.decisions)
    assert "Anna" in " ".join(t for _, t in review.key_moments("en", you=1))


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("labyrinth-cards", 2), ("sudoku", 2), ("sudoids", 3), ("traexx", 2), ("traexx", 1)],
)
def test_better_moves_are_said_as_what_they_are_and_numbers_as_the_language_writes_them(
    game_id: str, players: int
) -> None:
    record = random_record(game_id, players, seed=5, limit=40)
    named = GameRecord.from_json({**record.to_json(), "meta": {"names": NAMES[:players]}})
    review = review_record(named, iterations=10)
    better = [d for d in review.decisions if d.better]
    assert better
    for d in better:
        for lang in LANGUAGES:
            assert not any(name in d.better[lang] for name in NAMES), d.better[lang]
            assert d.better[lang] == d.better_you[lang]
    for lang in LANGUAGES:
        for _, said in review.key_moments(lang, you=0):
            assert not UNNATURAL.search(said), said
            assert "-" not in re.sub(r"[a-zäö]-[a-zäö]", "", said.split(" — ")[-1]), said
            if lang == "fi":
                assert not re.search(r"\d\.\d|\d%", said), said
            if lang == "nl":
                assert not re.search(r"\d\.\d", said), said
            # Verbs agree with a chance event said in the plural.
            assert "kaarten veranderde " not in said
            assert "kortit muutti " not in said


def test_values_are_written_as_each_language_writes_numbers() -> None:
    assert W.value_text("win", 0.74) == "74%"
    assert W.value_text("win", 0.74, "fi") == "74 %"
    assert W.value_text("rank", 0.5, "nl") == "50%"
    assert W.value_text("score", -0.66, "en") == "−0.7"
    assert W.value_text("score", 11.72, "fi") == "11,7"
    assert (
        W.delta_text("score", -2.25, "nl") == "−2,2 punten"
        or W.delta_text("score", -2.25, "nl") == "−2,3 punten"
    )
