"""The sentences of the Labyrinth screens in English, Dutch and Finnish: the panels, the
prompts, the help (``?``) and its rarer lines; :mod:`spelkast.tui.words` gathers them.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "la_turn": {"en": "Turn {number}", "nl": "Beurt {number}", "fi": "Vuoro {number}"},
    "la_day": {"en": "Day", "nl": "Dag", "fi": "Päivä"},
    "la_night": {"en": "Night", "nl": "Nacht", "fi": "Yö"},
    "la_over": {"en": " — game over", "nl": " — einde van het spel", "fi": " — peli päättyi"},
    "la_shift": {"en": "shifts the maze", "nl": "schuift het doolhof", "fi": "siirtää labyrinttiä"},
    "la_move": {"en": "moves", "nl": "loopt", "fi": "liikkuu"},
    "la_coin": {"en": "chooses a coin", "nl": "kiest een munt", "fi": "valitsee kolikon"},
    "la_columns": {
        "en": "player|found|left|day|night",
        "nl": "speler|gevonden|over|dag|nacht",
        "fi": "pelaaja|löydetty|jäljellä|päivä|yö",
    },
    "la_target": {"en": "Target: ", "nl": "Doel: ", "fi": "Kohde: "},
    "la_home": {
        "en": "back home to {cell}",
        "nl": "terug naar huis, {cell}",
        "fi": "takaisin kotiin, {cell}",
    },
    "la_on_spare": {
        "en": "  (on the spare: push it in first)",
        "nl": "  (op de losse kaart: schuif die eerst in)",
        "fi": "  (irtolaatalla: työnnä se ensin sisään)",
    },
    "la_spare": {"en": "Spare", "nl": "Losse kaart", "fi": "Irtolaatta"},
    "la_open": {"en": " (open {sides})", "nl": " (open {sides})", "fi": " (auki {sides})"},
    "la_carries": {"en": "carries", "nl": "met", "fi": "kuva:"},
    "la_turn_it": {"en": "r / l: turn it", "nl": "r / l: draaien", "fi": "r / l: käännä"},
    "la_no_push_back": {"en": "No push-back: ", "nl": "Niet terugduwen: ", "fi": "Ei takaisin: "},
    "la_none_yet": {"en": "none yet", "nl": "nog geen", "fi": "ei vielä"},
    "la_coins": {"en": "Coins", "nl": "Munten", "fi": "Kolikot"},
    "la_ask_shift": {
        "en": "shift (arrow, r/l to turn, ? help)",
        "nl": "schuif (pijl, r/l om te draaien, ? hulp)",
        "fi": "siirrä (nuoli, r/l kääntää, ? ohje)",
    },
    "la_ask_move": {
        "en": "move (cell or stay)",
        "nl": "loop (vak of stay)",
        "fi": "liiku (ruutu tai stay)",
    },
    "la_ask_coin": {
        "en": "choose coin1, coin2 or coin3",
        "nl": "kies coin1, coin2 of coin3",
        "fi": "valitse coin1, coin2 tai coin3",
    },
    "la_help": {
        "en": "Shift: type an arrow name (Nb, E4, Sd, W2, ...) to push the spare in as shown; "
        "r / l turn it clockwise / anticlockwise first; or give the open sides directly, "
        "e.g. Nb:ES. The ✗ arrow is forbidden (no push-back).\n"
        "Move: type a cell (d4; a1 is top left) among the dotted ones, or stay.\n"
        "Board: █ movable tiles, ▓ fixed tiles, ⌂ start squares, letters are treasures "
        "(A-X by day, a-l at night), numbers/symbols are pawns, * marks your target.\n"
        "Small terminals: walls are half blocks; ▌ ▐ ▀ ▄ are a wall on one tile's side "
        "only, a space is a passage.\n",
        "nl": "Schuiven: typ de naam van een pijl (Nb, E4, Sd, W2, ...) om de losse kaart "
        "in te schuiven zoals getoond; r / l draait hem eerst met de klok mee / tegen de klok "
        "in; of geef de open kanten meteen, bv. Nb:ES. De pijl ✗ mag niet (niet "
        "terugduwen).\n"
        "Lopen: typ een vak (d4; a1 is linksboven) tussen de gestippelde, of stay.\n"
        "Bord: █ verschuifbare kaarten, ▓ vaste kaarten, ⌂ startvakken, letters zijn "
        "schatten (A-X overdag, a-l 's nachts), cijfers/tekens zijn pionnen, * is je doel.\n"
        "Kleine terminals: muren zijn halve blokjes; ▌ ▐ ▀ ▄ zijn een muur aan één kant "
        "van één kaart, een spatie is een doorgang.\n",
        "fi": "Siirto: kirjoita nuolen nimi (Nb, E4, Sd, W2, ...), niin irtolaatta "
        "työnnetään sisään kuten näytetään; r / l kääntää sitä ensin myötäpäivään / "
        "vastapäivään; tai anna avoimet sivut suoraan, esim. Nb:ES. Nuoli ✗ on kielletty "
        "(ei takaisintyöntöä).\n"
        "Liike: kirjoita ruutu (d4; a1 on vasen yläkulma) pisteellä merkityistä, tai stay.\n"
        "Lauta: █ siirrettävät laatat, ▓ kiinteät laatat, ⌂ lähtöruudut, kirjaimet ovat "
        "aarteita (A-X päivällä, a-l yöllä), numerot/merkit ovat nappuloita, * on kohteesi.\n"
        "Pienet päätteet: seinät ovat puolikkaita lohkoja; ▌ ▐ ▀ ▄ ovat seinä vain yhden "
        "laatan puolella, välilyönti on käytävä.\n",
    },
    "la_help_coins": {
        "en": "Day & Night end: coin1, coin2 or coin3.\n",
        "nl": "Einde van Dag & Nacht: coin1, coin2 of coin3.\n",
        "fi": "Päivän ja yön loppu: coin1, coin2 tai coin3.\n",
    },
    "la_spare_opens": {
        "en": "The spare now opens {sides}.",
        "nl": "De losse kaart is nu open naar {sides}.",
        "fi": "Irtolaatta on nyt auki suuntiin {sides}.",
    },
}
