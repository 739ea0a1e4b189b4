"""``spelkast games`` names every game, says what it is about and what every option does in the
language of ``--lang``: the games declare those texts in every language, and none of the
English ones is left in the Dutch or Finnish list."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from typer.testing import Result

from spelkast.core import OptionSpec
from spelkast.core.registry import all_games

Run = Callable[..., Result]
LANGS = {"en", "nl", "fi"}


def _options() -> Iterator[tuple[str, OptionSpec]]:
    for game in all_games():
        for spec in game.info.options:
            yield game.info.id, spec


def _flat(text: str) -> str:
    """``text`` with every run of white space one space (the list wraps long lines)."""
    return " ".join(text.split())


def _english_parts(text: str) -> list[str]:
    """The English text whole and each of its clauses (``full: ...; simple: ...``), so a
    clause left untranslated inside a translated sentence is found too."""
    return [text, *(part.strip() for part in text.split(";") if len(part.strip()) >= 12)]


@pytest.mark.parametrize("game_id", [game.info.id for game in all_games()])
def test_every_game_says_what_it_is_about_in_every_language(game_id: str) -> None:
    info = next(game.info for game in all_games() if game.info.id == game_id)
    assert set(info.summary) == LANGS
    for lang in LANGS - {"en"}:
        assert info.about(lang).strip()
        assert info.about(lang) != info.about("en"), lang


@pytest.mark.parametrize(
    ("game_id", "spec"), list(_options()), ids=[f"{g}-{s.name}" for g, s in _options()]
)
def test_every_option_says_what_it_does_in_every_language(game_id: str, spec: OptionSpec) -> None:
    assert set(spec.description) == LANGS, game_id
    for lang in LANGS - {"en"}:
        assert spec.help(lang).strip()
        assert spec.help(lang) != spec.help("en"), (game_id, lang)


@pytest.mark.parametrize("lang", ["nl", "fi"])
def test_the_games_list_in_dutch_or_finnish_holds_no_english_catalogue_text(
    run: Run, lang: str
) -> None:
    result = run(["games", "--lang", lang])
    assert result.exit_code == 0, result.output
    said = _flat(result.output)
    for game in all_games():
        info = game.info
        assert f"{info.id} — {info.name(lang)}" in said
        if info.name(lang) != info.name("en"):
            assert info.name("en") not in said, info.id
        assert _flat(info.about(lang)) in said
        for english in _english_parts(info.about("en")):
            assert _flat(english) not in said, (info.id, english)
        for spec in info.options:
            assert _flat(spec.help(lang)) in said, (info.id, spec.name)
            assert f"{spec.name}={spec.allowed}" in said, (info.id, spec.name)
            for english in _english_parts(spec.help("en")):
                assert _flat(english) not in said, (info.id, spec.name, english)
    assert "(default" not in said


def test_the_games_list_in_english_says_each_option_with_its_values_and_default(run: Run) -> None:
    said = _flat(run(["games"]).output)
    for _, spec in _options():
        line = f"{spec.name}={spec.allowed} (default {spec.typed_default}): {spec.help('en')}"
        assert _flat(line) in said
