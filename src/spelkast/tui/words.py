"""The terminal's own sentences in English, Dutch and Finnish (``--lang``): the play
loop's, the online client's and the generic UI's here, each game's screens' in its
folder (``tui/<game>/words.py``), gathered into one table.

Each entry is a format string; :func:`text` fills in the named fields and falls back to
English for a language it does not know. The games' typed keywords (``stay``,
``claim``, ``ok``, ``pass``, ``names``...) are read in English and, through
:func:`keyword`, in Dutch and Finnish too.
"""

from __future__ import annotations

from spelkast.tui.labyrinth import words as labyrinth
from spelkast.tui.labyrinth_cards import words as labyrinth_cards
from spelkast.tui.live import words as live
from spelkast.tui.sudoku import words as sudoku
from spelkast.tui.traexx import words as traexx

TEXTS: dict[str, dict[str, str]] = {
    "special_keys": {
        "en": "✗ special keys (arrows, function keys) are not moves here: type the move as "
        "text, or ? for help",
        "nl": "✗ speciale toetsen (pijltjes, functietoetsen) zijn hier geen zet: typ de zet "
        "als tekst, of ? voor hulp",
        "fi": "✗ erikoisnäppäimet (nuolet, toimintonäppäimet) eivät ole siirtoja: kirjoita "
        "siirto tekstinä, tai ? ohjeeksi",
    },
    "yes_no": {"en": "(y/n)", "nl": "(j/n)", "fi": "(k/e)"},
    "not_played": {
        "en": "Not played: go on.",
        "nl": "Niet gespeeld: ga verder.",
        "fi": "Ei pelattu: jatka.",
    },
    "player": {"en": "player {number}", "nl": "speler {number}", "fi": "pelaaja {number}"},
    "you": {"en": "you", "nl": "jij", "fi": "sinä"},
    "view_of": {"en": "{name}'s view", "nl": "wat {name} ziet", "fi": "näkymä: {name}"},
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
    "hint": {"en": "hint: {action}", "nl": "tip: {action}", "fi": "vihje: {action}"},
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
    "saved_in_data": {
        "en": "Saved the record in spelkast's data folder: {path} (spelkast replay {path})",
        "nl": "Verslag bewaard in de gegevensmap van spelkast: {path} (spelkast replay {path})",
        "fi": "Pelin kulku tallennettu spelkastin datakansioon: {path} (spelkast replay {path})",
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
    "replay_position": {
        "en": "position {number} of {last}",
        "nl": "stand {number} van {last}",
        "fi": "asema {number}/{last}",
    },
    "replay_start": {
        "en": "Start: {seats} — seed {seed}",
        "nl": "Begin: {seats} — startgetal {seed}",
        "fi": "Alku: {seats} — siemen {seed}",
    },
    "replay_move": {
        "en": "Move {number}: {line}",
        "nl": "Zet {number}: {line}",
        "fi": "Siirto {number}: {line}",
    },
    "replay_keys": {
        "en": "[Enter/n] next  [p] previous  [number] jump  [q] quit > ",
        "nl": "[Enter/n] volgende  [p] vorige  [nummer] spring  [q] stop > ",
        "fi": "[Enter/n] seuraava  [p] edellinen  [numero] hyppää  [q] lopeta > ",
    },
    "sealed_choice": {
        "en": "chose (hidden until the round ends)",
        "nl": "koos (verborgen tot de ronde voorbij is)",
        "fi": "valitsi (piilossa kierroksen loppuun)",
    },
    "resumed": {
        "en": "Resumed after {count} moves.",
        "nl": "Hervat na {count} zetten.",
        "fi": "Jatketaan {count} siirron jälkeen.",
    },
    "ge_help": {
        "en": "Type the number of an action from the list, or the action in {game} notation.",
        "nl": "Typ het nummer van een zet uit de lijst, of de zet in de notatie van {game}.",
        "fi": "Kirjoita siirron numero luettelosta tai siirto pelin {game} merkintätavalla.",
    },
    "ge_legal": {"en": "Legal actions:", "nl": "Toegestane zetten:", "fi": "Sallitut siirrot:"},
    "on_help": {
        "en": "Commands: q = leave (your seat waits for you), ? = this help, hint = ask the "
        "bot for a suggestion (it sees only your view), log = everything that happened, "
        "Enter = draw the board again.",
        "nl": "Opdrachten: q = weggaan (je plaats wacht op je), ? = deze hulp, hint = vraag "
        "de bot om een tip (hij ziet alleen wat jij ziet), log = alles wat er gebeurde, "
        "Enter = het bord opnieuw tekenen.",
        "fi": "Komennot: q = poistu (paikkasi odottaa sinua), ? = tämä ohje, hint = kysy "
        "botilta vihjettä (se näkee vain sinun näkymäsi), log = kaikki mitä tapahtui, "
        "Enter = piirrä lauta uudelleen.",
    },
    "on_spectator": {"en": "a spectator", "nl": "toeschouwer", "fi": "katsoja"},
    "on_seat": {"en": "seat {number}", "nl": "plaats {number}", "fi": "paikka {number}"},
    "on_connected": {
        "en": "Connected to {game} as {role}.",
        "nl": "Verbonden met {game} als {role}.",
        "fi": "Yhdistetty peliin {game}: {role}.",
    },
    "on_closed": {
        "en": "The server closed the connection.",
        "nl": "De server heeft de verbinding verbroken.",
        "fi": "Palvelin sulki yhteyden.",
    },
    "on_waiting_open": {
        "en": "Waiting for {count} more player(s). Invite link: {link}",
        "nl": "Wachten op nog {count} speler(s). Uitnodigingslink: {link}",
        "fi": "Odotetaan vielä {count} pelaajaa. Kutsulinkki: {link}",
    },
    "on_waiting_for": {
        "en": "Waiting for {names}…",
        "nl": "Wachten op {names}…",
        "fi": "Odotetaan: {names}…",
    },
    "on_invite": {
        "en": "Invite link: {link}",
        "nl": "Uitnodigingslink: {link}",
        "fi": "Kutsulinkki: {link}",
    },
    "on_private": {
        "en": "Private match: send the link only to the players you invite.",
        "nl": "Besloten partij: stuur de link alleen naar de spelers die je uitnodigt.",
        "fi": "Yksityinen peli: lähetä linkki vain kutsumillesi pelaajille.",
    },
    "on_all_bots": {
        "en": "Every seat is a bot: watching.",
        "nl": "Alle plaatsen zijn bots: je kijkt toe.",
        "fi": "Kaikki paikat ovat botteja: seuraat peliä.",
    },
    "on_left": {
        "en": "You left; your seat waits. Come back with: spelkast connect {link}  "
        "(your seat's token is kept in {kept})",
        "nl": "Je bent weg; je plaats wacht. Kom terug met: spelkast connect {link}  "
        "(het toegangsbewijs van je plaats staat in {kept})",
        "fi": "Poistuit; paikkasi odottaa. Palaa komennolla: spelkast connect {link}  "
        "(paikkasi tunniste on tallessa tiedostossa {kept})",
    },
    "on_score": {
        "en": "{name}: {points} points, place {place}",
        "nl": "{name}: {points} punten, plaats {place}",
        "fi": "{name}: {points} pistettä, sija {place}",
    },
    "play_header": {
        "en": "{game} — seed {seed} — {seats}",
        "nl": "{game} — startgetal {seed} — {seats}",
        "fi": "{game} — siemen {seed} — {seats}",
    },
    "seat_human": {"en": "human", "nl": "mens", "fi": "ihminen"},
    "seat_bot": {"en": "bot:{bot}", "nl": "bot {bot}", "fi": "botti {bot}"},
}
for _game in (labyrinth, labyrinth_cards, live, sudoku, traexx):
    TEXTS.update(_game.TEXTS)


# The games' typed keywords in Dutch and Finnish (English is always accepted too).
KEYWORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "stay": {"nl": ("blijf",), "fi": ("pysy",)},
    "claim": {"nl": ("claimen", "past nergens"), "fi": ("vaadi", "ei sovi")},
    "ok": {"nl": ("klaar",), "fi": ("valmis",)},
    "pass": {"nl": ("pas",), "fi": ("ohita",)},
    "names": {"nl": ("namen",), "fi": ("nimet",)},
    "undo": {"nl": ("terug",), "fi": ("peru",)},
    "clear": {"nl": ("wis",), "fi": ("tyhjennä",)},
}


def keyword(line: str, lang: str) -> str:
    """``line`` with a game keyword typed in ``lang`` (``blijf``, ``ohita``...) said as
    the games read it (``stay``, ``pass``...); any other line as it is."""
    word = line.strip().lower()
    for english, said in KEYWORDS.items():
        if word in said.get(lang, ()):
            return english
    return line


YES = {"en": ("y", "yes"), "nl": ("j", "ja"), "fi": ("k", "kyllä")}
NO = {"en": ("n", "no"), "nl": ("n", "nee"), "fi": ("e", "ei")}


def answer(line: str, lang: str) -> bool | None:
    """A yes/no question's answer: True, False, or None when ``line`` is neither (the
    session language's words, or English's)."""
    word = line.strip().lower()
    if word in YES["en"] + YES.get(lang, ()):
        return True
    if word in NO["en"] + NO.get(lang, ()):
        return False
    return None


def person(player: int, lang: str) -> str:
    """A seat named as the local game names it: ``player 2``, ``speler 2``..."""
    return text("player", lang, number=player + 1)


def seat_kind(seat: object, lang: str) -> str:
    """Who plays a seat (a person, or which bot), written as ``--seats`` and records spell
    it (``human``, ``bot:NAME``; a match's ``Seat`` prints so), in ``lang``; the bots keep
    their names as ``--seats`` spells them."""
    written = str(seat).strip()
    if written.lower() in ("human", "h", "me"):
        return text("seat_human", lang)
    bot = written[4:] if written.lower().startswith("bot:") else written
    return text("seat_bot", lang, bot=bot) if bot else written


def text(key: str, lang: str, **fields: object) -> str:
    """The sentence ``key`` in ``lang`` (English if missing), with ``fields`` filled in."""
    entry = TEXTS[key]
    return entry.get(lang, entry["en"]).format(**fields)
