"""The full-screen client's own sentences and key labels in English, Dutch and Finnish
(gathered into :data:`spelkast.tui.words.TEXTS`)."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "key_leave": {"en": "leave", "nl": "weggaan", "fi": "poistu"},
    "key_save_quit": {"en": "save & quit", "nl": "bewaar & stop", "fi": "tallenna & lopeta"},
    "key_help": {"en": "help", "nl": "hulp", "fi": "ohje"},
    "key_hint": {"en": "hint", "nl": "tip", "fi": "vihje"},
    "key_log": {"en": "moves", "nl": "zetten", "fi": "siirrot"},
    "key_switch": {"en": "board/typing", "nl": "bord/typen", "fi": "lauta/kirjoitus"},
    "key_pick": {"en": "choose", "nl": "kies", "fi": "valitse"},
    "key_move": {"en": "cursor", "nl": "cursor", "fi": "kohdistin"},
    "key_close": {"en": "close", "nl": "sluiten", "fi": "sulje"},
    "lv_history": {"en": "Moves", "nl": "Zetten", "fi": "Siirrot"},
    "lv_your_turn": {
        "en": "{name}, your turn: type, or pick on the board (Tab, arrows, Enter, mouse).",
        "nl": "{name}, jij bent aan zet: typ, of kies op het bord (Tab, pijlen, Enter, muis).",
        "fi": "{name}, sinun vuorosi: kirjoita tai valitse laudalta (Tab, nuolet, Enter, hiiri).",
    },
    "lv_watching": {
        "en": "Watching {game}: the board follows the game.",
        "nl": "Je kijkt naar {game}: het bord volgt het spel.",
        "fi": "Seuraat peliä {game}: lauta päivittyy pelin mukana.",
    },
    "lv_over": {
        "en": "The game is over. Ctrl+Q leaves.",
        "nl": "Het spel is voorbij. Ctrl+Q sluit af.",
        "fi": "Peli on päättynyt. Ctrl+Q poistuu.",
    },
    "lv_closed": {
        "en": "The connection is closed. Ctrl+Q leaves.",
        "nl": "De verbinding is verbroken. Ctrl+Q sluit af.",
        "fi": "Yhteys on katkennut. Ctrl+Q poistuu.",
    },
    "lv_left": {
        "en": "{name} left the table (their seat waits).",
        "nl": "{name} heeft de tafel verlaten (de plaats wacht).",
        "fi": "{name} poistui pöydästä (paikka odottaa).",
    },
    "lv_back": {
        "en": "{name} is at the table.",
        "nl": "{name} zit aan tafel.",
        "fi": "{name} on pöydässä.",
    },
    "lv_stale": {
        "en": "{why} Your move was not played; the board shows the game as it is now, "
        "and what you had built is kept: choose again.",
        "nl": "{why} Je zet is niet gespeeld; het bord toont het spel zoals het nu is, en "
        "wat je had opgebouwd blijft staan: kies opnieuw.",
        "fi": "{why} Siirtoasi ei pelattu; lauta näyttää pelin nykytilan, ja rakentamasi "
        "osa säilyy: valitse uudelleen.",
    },
    "lv_card_picked": {
        "en": "{card}: now pick a cell (a letter) for it.",
        "nl": "{card}: kies nu een vak (een letter) ervoor.",
        "fi": "{card}: valitse nyt sille ruutu (kirjain).",
    },
    "lv_close_hint": {
        "en": "Esc or Enter: back to the game",
        "nl": "Esc of Enter: terug naar het spel",
        "fi": "Esc tai Enter: takaisin peliin",
    },
    "lv_not_your_turn": {
        "en": "It is not your turn: the board follows the game.",
        "nl": "Je bent niet aan de beurt: het bord volgt het spel.",
        "fi": "Ei ole vuorosi: lauta päivittyy pelin mukana.",
    },
    "lv_asking": {
        "en": "Asking the server for a hint…",
        "nl": "De server wordt om een hint gevraagd…",
        "fi": "Kysytään palvelimelta vihjettä…",
    },
}
