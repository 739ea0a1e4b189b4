"""What the daily challenge says, in every language a player reads."""

from __future__ import annotations

from typing import Final

WORDS: Final[dict[str, dict[str, str]]] = {
    "not_daily": {
        "en": "there is no daily challenge for this game: play Träxx, Sudoku or Sudoids",
        "nl": "voor dit spel is er geen uitdaging van de dag: speel Träxx, Sudoku of Sudoids",
        "fi": "tälle pelille ei ole päivän haastetta: pelaa Träxxiä, Sudokua tai Sudoidsia",
    },
    "played": {
        "en": "you have already played today's challenge of this game; a new one starts at midnight UTC",
        "nl": "je hebt de uitdaging van vandaag voor dit spel al gespeeld; om middernacht (UTC) begint een nieuwe",
        "fi": "olet jo pelannut tämän pelin päivän haasteen; uusi alkaa keskiyöllä (UTC)",
    },
    "history": {
        "en": "the history of a daily challenge opens when its day is over (midnight UTC)",
        "nl": "het verloop van een uitdaging van de dag is te zien als de dag voorbij is (middernacht UTC)",
        "fi": "päivän haasteen kulku avautuu, kun päivä on ohi (keskiyöllä UTC)",
    },
    "day": {
        "en": "that day has no challenge yet",
        "nl": "die dag heeft nog geen uitdaging",
        "fi": "sille päivälle ei ole vielä haastetta",
    },
}

#: The shareable result line of a finished attempt, per language.
SHARE: Final[dict[str, str]] = {
    "en": "spelkast daily {game} {day}: {score} points",
    "nl": "spelkast uitdaging van de dag {game} {day}: {score} punten",
    "fi": "spelkast päivän haaste {game} {day}: {score} pistettä",
}


def share_line(names: dict[str, str], day: str, score: float) -> dict[str, str]:
    """The plain-text result line in every language (``names``: the game's names)."""
    shown = int(score) if score == int(score) else score
    return {
        lang: text.format(game=names.get(lang, names["en"]), day=day, score=shown)
        for lang, text in SHARE.items()
    }
