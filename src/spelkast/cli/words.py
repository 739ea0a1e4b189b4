"""The play loop's own sentences in English, Dutch and Finnish (``--lang``).

Each entry is a format string; :func:`text` fills in the named fields and falls back to
English for a language it does not know.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "since": {
        "en": "What happened since your last turn:",
        "nl": "Wat er sinds je vorige beurt gebeurde:",
        "fi": "Mitä edellisen vuorosi jälkeen tapahtui:",
    },
    "earlier": {
        "en": "+{count} earlier: type log",
        "nl": "+{count} eerder: typ log",
        "fi": "+{count} aiemmin: kirjoita log",
    },
    "log_title": {
        "en": "Everything that happened:",
        "nl": "Alles wat er gebeurde:",
        "fi": "Kaikki mitä tapahtui:",
    },
    "log_empty": {
        "en": "Nothing has happened yet.",
        "nl": "Er is nog niets gebeurd.",
        "fi": "Mitään ei ole vielä tapahtunut.",
    },
    "hand_over": {
        "en": "Pass to {name} — press Enter (nobody else should look)",
        "nl": "Geef door aan {name} — druk op Enter (niemand anders kijkt mee)",
        "fi": "Anna vuoro pelaajalle {name} — paina Enter (muut eivät katso)",
    },
    "type_help": {
        "en": "Type ? for help.",
        "nl": "Typ ? voor hulp.",
        "fi": "Kirjoita ? saadaksesi ohjeita.",
    },
    "back": {
        "en": "(Enter: back to the board)",
        "nl": "(Enter: terug naar het bord)",
        "fi": "(Enter: takaisin pelilaudalle)",
    },
    "shared_help": {
        "en": "Commands: q = save and quit, ? = this help, hint = ask a bot for a suggestion, "
        "log = everything that happened, Enter = draw the board again.",
        "nl": "Opdrachten: q = bewaren en stoppen, ? = deze hulp, hint = vraag een bot om een "
        "tip, log = alles wat er gebeurde, Enter = het bord opnieuw tekenen.",
        "fi": "Komennot: q = tallenna ja lopeta, ? = tämä ohje, hint = kysy botilta "
        "vihjettä, log = kaikki mitä tapahtui, Enter = piirrä lauta uudelleen.",
    },
    "hint": {
        "en": "Hint ({bot} bot): {action}",
        "nl": "Tip ({bot}-bot): {action}",
        "fi": "Vihje ({bot}-botti): {action}",
    },
    "winner": {"en": "Winner: {names}", "nl": "Winnaar: {names}", "fi": "Voittaja: {names}"},
    "shared_win": {"en": " (shared win)", "nl": " (gedeelde winst)", "fi": " (jaettu voitto)"},
    "and": {"en": " and ", "nl": " en ", "fi": " ja "},
    "score_line": {
        "en": "{name} [{seat}]: {points} points, place {place}",
        "nl": "{name} [{seat}]: {points} punten, plaats {place}",
        "fi": "{name} [{seat}]: {points} pistettä, sija {place}",
    },
    "last_moves": {"en": "Last moves:", "nl": "Laatste zetten:", "fi": "Viimeiset siirrot:"},
    "input_ended": {
        "en": "Input ended: the game is saved.",
        "nl": "De invoer is op: het spel is bewaard.",
        "fi": "Syöte loppui: peli on tallennettu.",
    },
    "stopped": {
        "en": "Game stopped: it is saved.",
        "nl": "Spel gestopt: het is bewaard.",
        "fi": "Peli keskeytetty: se on tallennettu.",
    },
    "saved": {
        "en": "Saved the record to {path} (spelkast replay {path})",
        "nl": "Verslag bewaard in {path} (spelkast replay {path})",
        "fi": "Pelin kulku tallennettu tiedostoon {path} (spelkast replay {path})",
    },
    "continue": {
        "en": "Continue it with: spelkast play --resume {path}",
        "nl": "Verder spelen met: spelkast play --resume {path}",
        "fi": "Jatka peliä komennolla: spelkast play --resume {path}",
    },
    "resumed": {
        "en": "Resumed after {count} moves.",
        "nl": "Hervat na {count} zetten.",
        "fi": "Jatketaan {count} siirron jälkeen.",
    },
}


def text(key: str, lang: str, **fields: object) -> str:
    """The sentence ``key`` in ``lang`` (English if missing), with ``fields`` filled in."""
    entry = TEXTS[key]
    return entry.get(lang, entry["en"]).format(**fields)
