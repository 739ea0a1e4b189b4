"""Who plays each seat (the line above the first board, the end screen's scores, the
replay's start) is said in the session's language: no "human" or "seed" in Dutch or
Finnish; the bots keep the names ``--seats`` gives them."""

from __future__ import annotations

from pathlib import Path

import pytest

from spelkast.tui import words

from .conftest import Run

SAID = {
    "en": ("human", "bot:random", "seed 2"),
    "nl": ("mens", "bot random", "startgetal 2"),
    "fi": ("ihminen", "botti random", "siemen 2"),
}


@pytest.mark.parametrize("lang", ["en", "nl", "fi"])
def test_the_seats_are_said_in_the_players_language(lang: str, run: Run, tmp_path: Path) -> None:
    human, bot, seed = SAID[lang]
    save = tmp_path / "g.json"
    seats = ["--seats", "human,bot:random"]
    command = ["play", "sudoids", "--seed", "2", *seats, "--lang", lang, "--save", str(save)]
    result = run(command, "q\n")
    assert result.exit_code == 0, result.output
    first = result.output.splitlines()[0]
    assert first == (
        f"Sudoids — {seed} — {words.person(0, lang)}: {human}, {words.person(1, lang)}: {bot}"
    )
    replay = run(["replay", str(save), "--lang", lang])
    assert f"{human}, {bot}" in replay.output
    if lang != "en":
        for english in ("human", "seed", "bot:"):
            assert english not in first + replay.output


def test_a_record_seat_that_is_no_seat_is_shown_as_it_is() -> None:
    assert words.seat_kind("bot:greedy", "fi") == "botti greedy"
    assert words.seat_kind("bot:", "fi") == "bot:"
