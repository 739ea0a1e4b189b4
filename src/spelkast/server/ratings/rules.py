"""Which matches may be rated, and the refusals when one may not.

A rated match is asked for by its creator (``rated`` when creating it). It must be
online (not hot-seat), have at least two seats and at least one seat for a person, seat
only bots that hold a fixed rating (:mod:`.bots`: easy, medium, hard), and have a move
clock, so a player who stops moving loses on time instead of holding the others hostage.
Only a signed-in account may take one of its seats, and one seat each.
"""

from __future__ import annotations

from collections.abc import Sequence

from spelkast.server.errors import RefusedError
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
        "en": "only the easy, medium and hard bots hold a rating: a rated match seats no other bot",
        "nl": "alleen de makkelijke, gemiddelde en moeilijke bot hebben een rating: een partij met rating krijgt geen andere bot",
        "fi": "vain helpolla, keskitasoisella ja vaikealla botilla on pisteet: pisteytettyyn otteluun ei voi ottaa muuta bottia",
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


class RatedMatchError(RefusedError):
    """A match that cannot be rated was asked to be (400)."""

    code = "invalid"
    status = 400

    def __init__(self, why: str) -> None:
        super().__init__(WORDS[why]["en"])
        self.words = WORDS[why]


class AccountNeededError(RefusedError):
    """A seat of a rated match asked for without signing in (403)."""

    code = "account_needed"
    status = 403

    def __init__(self) -> None:
        super().__init__(WORDS["account"]["en"])
        self.words = WORDS["account"]


class SecondSeatError(RefusedError):
    """An account asking for a second seat of one rated match (409): it would play
    against itself."""

    code = "invalid"
    status = 409

    def __init__(self) -> None:
        super().__init__(WORDS["twice"]["en"])
        self.words = WORDS["twice"]


def check_rated(
    game_id: str,
    seats: Sequence[tuple[str, str | None]],
    move_seconds: float | None,
    *,
    hot_seat: bool,
) -> None:
    """Refuse (:class:`RatedMatchError`) a rated match that cannot be rated."""
    if hot_seat:
        raise RatedMatchError("hot_seat")
    if len(seats) < 2 or not any(kind == "human" for kind, _ in seats):
        raise RatedMatchError("solo")
    for kind, bot in seats:
        if kind == "bot" and (bot is None or bot_rating(game_id, bot) is None):
            raise RatedMatchError("bot")
    if move_seconds is None:
        raise RatedMatchError("clock")
