"""Bot specs with settings: a setting the bot's constructor does not take is named as
such, read from the constructor's signature; a TypeError raised inside the constructor is
the bot's own error and is not mistaken for an unknown setting."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from spelkast.bots import base
from spelkast.bots.base import BotSettingError, get_bot
from spelkast.core.game import JSON, Game


class TunedBot:
    name = "tuned"

    def __init__(self, depth: int = 1) -> None:
        if depth > 3:
            # A bug inside the constructor (adding a string to a number): a TypeError.
            self.depth = "deep" + depth  # type: ignore[operator]
        self.depth = depth

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        return legal[0]


@pytest.fixture(autouse=True)
def tuned(monkeypatch: pytest.MonkeyPatch) -> None:
    base._load()
    monkeypatch.setitem(base._BOTS, ("sudoids", "tuned"), TunedBot)


def test_a_setting_the_bot_takes_is_passed_on() -> None:
    bot = get_bot("sudoids", "tuned:depth=2")
    assert isinstance(bot, TunedBot)
    assert bot.depth == 2


def test_a_setting_the_bot_does_not_take_is_named() -> None:
    with pytest.raises(BotSettingError, match=r"does not take the setting\(s\) speed"):
        get_bot("sudoids", "tuned:speed=2")


def test_a_type_error_inside_the_constructor_is_not_an_unknown_setting() -> None:
    with pytest.raises(TypeError, match="can only concatenate str"):
        get_bot("sudoids", "tuned:depth=5")
