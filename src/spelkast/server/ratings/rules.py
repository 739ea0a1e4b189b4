"""Which matches may be rated, and the refusals when one may not.

A rated match is asked for by its creator (``rated`` when creating it). It must be
online (not hot-seat), have at least two seats and at least one seat for a person, seat
only bots that hold a fixed rating (:mod:`.bots`: easy, medium, hard, expert), and have a move
clock, so a player who stops moving loses on time instead of holding the others hostage.
Only a signed-in account may take one of its seats, and one seat each.
"""

from __future__ import annotations

from collections.abc import Sequence

from spelkast.server.errors import AccountNeededError, RatedMatchError, SecondSeatError
from spelkast.server.ratings.bots import bot_rating

#: Each refusal in every language a player reads.
WORDS: dict[str, dict[str, str]] = {
    "clock": {
        "en": "a rated match needs a move clock",
        "nl": "een partij met rating heeft een zetklok nodig",
        "fi": "pisteytetty ottelu tarvitsee siirtokellon",
    },
    "hot_seat": {
        "en": "a hot-seat match cannot be rated: every player needs an account of their own",
        "nl": "een partij aan één scherm telt niet voor de rating: iedere speler heeft een eigen account nodig",
        "fi": "samalla ruudulla pelattu ottelu ei voi olla pisteytetty: jokainen pelaaja tarvitsee oman tilin",
    },
    "solo": {
        "en": "a rated match needs at least two seats and one of them for a person",
        "nl": "een partij met rating heeft minstens twee plaatsen nodig, waarvan één voor een persoon",
        "fi": "pisteytetty ottelu tarvitsee vähintään kaksi paikkaa, joista yksi ihmiselle",
    },
    "bot": {
        "en": "only the easy, medium, hard and expert bots hold a rating: a rated match seats no other bot",
        "nl": "alleen de makkelijke, gemiddelde, moeilijke en expertbot hebben een rating: een partij met rating krijgt geen andere bot",
        "fi": "vain helpolla, keskitasoisella, vaikealla ja mestaribotilla on pisteet: pisteytettyyn otteluun ei voi ottaa muuta bottia",
    },
    "twice": {
        "en": "you already hold a seat in this rated match",
        "nl": "je hebt al een plaats in deze partij met rating",
        "fi": "sinulla on jo paikka tässä pisteytetyssä ottelussa",
    },
    "account": {
        "en": "sign in to take a seat in a rated match",
        "nl": "meld je aan om een plaats in een partij met rating te nemen",
        "fi": "kirjaudu sisään ottaaksesi paikan pisteytetyssä ottelussa",
    },
}


def check_rated(
    game_id: str,
    seats: Sequence[tuple[str, str | None]],
    move_seconds: float | None,
    *,
    hot_seat: bool,
) -> None:
    """Refuse (:class:`RatedMatchError`) a rated match that cannot be rated."""
    if hot_seat:
        raise RatedMatchError(WORDS["hot_seat"])
    if len(seats) < 2 or not any(kind == "human" for kind, _ in seats):
        raise RatedMatchError(WORDS["solo"])
    for kind, bot in seats:
        if kind == "bot" and (bot is None or bot_rating(game_id, bot) is None):
            raise RatedMatchError(WORDS["bot"])
    if move_seconds is None:
        raise RatedMatchError(WORDS["clock"])


def account_needed() -> AccountNeededError:
    """The refusal of a seat of a rated match to someone not signed in (403)."""
    return AccountNeededError(WORDS["account"])


def second_seat() -> SecondSeatError:
    """The refusal of a second seat of a rated match to one account (409)."""
    return SecondSeatError(WORDS["twice"])
