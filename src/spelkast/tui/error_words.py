"""The refusals a player reads at the terminal, in English, Dutch and Finnish.

The engines give their reasons as :class:`spelkast.core.errors.Reason` values: an
English text with a code and parameters. :func:`say` looks the code up here and fills
in the parameters in the terminal's language, naming seats as the terminal names them.
A refusal without a code (or with one this catalogue does not know) is said in English
only in English; in another language the terminal says what kind of refusal it was
(:data:`GENERIC`) rather than show English. A parameter that is itself a reason (what
was wrong inside a line that could not be read: "b9 is not a field") is said the same
way, and ``{n:one|many}`` picks a word by a number (:func:`spelkast.core.errors.fill`).
The notation entries live in :mod:`spelkast.tui.notation_words`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    Reason,
    WrongPlayerError,
    fill,
    listed,
)
from spelkast.tui.notation_words import NOTATION

ERRORS: dict[str, dict[str, str]] = {
    # The core, for every game
    "core.game_over": {
        "en": "the game is over; no more actions are accepted",
        "nl": "het spel is afgelopen; er worden geen zetten meer aangenomen",
        "fi": "peli on päättynyt; siirtoja ei enää oteta vastaan",
    },
    "core.game_over_short": {
        "en": "the game is over",
        "nl": "het spel is afgelopen",
        "fi": "peli on päättynyt",
    },
    "core.not_a_player": {
        "en": "{value} is not a player number",
        "nl": "{value} is geen spelersnummer",
        "fi": "{value} ei ole pelaajan numero",
    },
    "core.not_your_turn": {
        "en": "it is not {player}'s turn (waiting for {waiting_players})",
        "nl": "{player} is niet aan de beurt (we wachten op {waiting_players})",
        "fi": "nyt ei ole pelaajan {player} vuoro (odotetaan: {waiting_players})",
    },
    "core.not_turn": {
        "en": "it is not {player}'s turn",
        "nl": "{player} is niet aan de beurt",
        "fi": "nyt ei ole pelaajan {player} vuoro",
    },
    "core.not_legal": {
        "en": "{action} is not a legal action here",
        "nl": "{action} is hier geen toegestane zet",
        "fi": "{action} ei ole tässä sallittu siirto",
    },
    "core.not_an_action": {
        "en": "{action} is not a move of this game",
        "nl": "{action} is geen zet van dit spel",
        "fi": "{action} ei ole tämän pelin siirto",
    },
    # Labyrinth, the card game
    "cards.not_in_hand": {
        "en": "card {card} is not in your hand (you hold {hand})",
        "nl": "kaart {card} heb je niet in je hand (je hebt {hand})",
        "fi": "korttia {card} ei ole kädessäsi (kädessäsi: {hand})",
    },
    "cards.discard_when_stuck": {
        "en": "you may only discard when none of your cards can be placed; {example} is possible",
        "nl": "je mag alleen afleggen als geen van je kaarten past; {example} kan",
        "fi": "saat poistaa kortin vain, jos mikään korteistasi ei sovi pöytään; {example} käy",
    },
    "cards.placement_fields": {
        "en": "a placement needs a rotation 0-3 and whole-number coordinates",
        "nl": "een kaart leggen vraagt een draaiing 0-3 en gehele coördinaten",
        "fi": "kortin asettaminen vaatii käännön 0–3 ja kokonaislukukoordinaatit",
    },
    "cards.same_rotation": {
        "en": "card {card} turned r{rotation} lies exactly as r{same}: write r{same}",
        "nl": "kaart {card} gedraaid r{rotation} ligt precies als r{same}: schrijf r{same}",
        "fi": "kortti {card} käännettynä r{rotation} on täsmälleen sama kuin r{same}: "
        "kirjoita r{same}",
    },
    "cards.cell_taken": {
        "en": "cell {cell} already holds card {card}",
        "nl": "op vak {cell} ligt al kaart {card}",
        "fi": "ruudussa {cell} on jo kortti {card}",
    },
    "cards.no_neighbour": {
        "en": "cell {cell} shares no edge with the cards on the table",
        "nl": "vak {cell} raakt met geen zijde een kaart op tafel",
        "fi": "ruudulla {cell} ei ole yhteistä reunaa pöydän korttien kanssa",
    },
    "cards.no_corridor": {
        "en": "card {card} turned r{rotation} on {cell} makes no corridor connection "
        "with a neighbouring card",
        "nl": "kaart {card} gedraaid r{rotation} op {cell} sluit met geen gang aan op "
        "een buurkaart",
        "fi": "kortti {card} käännettynä r{rotation} ruudussa {cell} ei yhdistä yhtään "
        "käytävää viereiseen korttiin",
    },
    "cards.take_list": {
        "en": "the cards to take must be a list of card numbers",
        "nl": "de kaarten die je pakt moeten een lijst kaartnummers zijn",
        "fi": "otettavien korttien pitää olla luettelo korttien numeroita",
    },
    "cards.take_order": {
        "en": "list the cards to take once each, in increasing order",
        "nl": "noem de kaarten die je pakt elk één keer, van laag naar hoog",
        "fi": "luettele otettavat kortit kukin kerran, pienimmästä suurimpaan",
    },
    "cards.take_placed": {
        "en": "the card just placed is never taken",
        "nl": "de kaart die je net legt, pak je nooit",
        "fi": "juuri asetettua korttia ei koskaan oteta",
    },
    "cards.not_joined": {
        "en": "card {take} is not joined by a corridor to the same treasure on card {card} "
        "(you may take: {matched})",
        "nl": "kaart {take} is niet met een gang verbonden met dezelfde schat op kaart "
        "{card} (je mag pakken: {matched})",
        "fi": "korttia {take} ei yhdistä käytävä samaan aarteeseen kortilla {card} "
        "(saat ottaa: {matched})",
    },
    "cards.would_split": {
        "en": "taking {take} would split the layout into separate groups; allowed: {allowed}",
        "nl": "als je {take} pakt, valt de tafel uiteen in losse groepen; wel mag: {allowed}",
        "fi": "korttien {take} ottaminen jakaisi pöydän erillisiin ryhmiin; sallittu: {allowed}",
    },
    "cards.take_maximal": {
        "en": "with taking=maximal take as many as the layout allows: {allowed}",
        "nl": "met taking=maximal pak je zoveel als de tafel toelaat: {allowed}",
        "fi": "säännöllä taking=maximal otetaan niin monta kuin pöytä sallii: {allowed}",
    },
    # Labyrinth
    "labyrinth.shift_first": {
        "en": "first shift the maze: push the spare tile in at one of the arrows",
        "nl": "schuif eerst het doolhof: duw de losse kaart bij een van de pijlen in",
        "fi": "siirrä ensin labyrinttiä: työnnä irtolaatta sisään jonkin nuolen kohdalta",
    },
    "labyrinth.no_arrow": {
        "en": "there is no arrow number {arrow}",
        "nl": "er is geen pijl nummer {arrow}",
        "fi": "nuolta numero {arrow} ei ole",
    },
    "labyrinth.push_back": {
        "en": "the spare may not go in at {arrow}: that would push back the tile "
        "that was pushed out there last turn",
        "nl": "de losse kaart mag niet in bij {arrow}: dan duw je de kaart terug die daar "
        "vorige beurt werd uitgeduwd",
        "fi": "irtolaattaa ei saa työntää kohdasta {arrow}: se työntäisi takaisin laatan, "
        "joka työnnettiin sieltä ulos edellisellä vuorolla",
    },
    "labyrinth.no_sides": {
        "en": "{openings} is not a set of open sides (0-15)",
        "nl": "{openings} is geen set open zijden (0-15)",
        "fi": "{openings} ei ole joukko avoimia sivuja (0–15)",
    },
    "labyrinth.cannot_turn": {
        "en": "the spare cannot be turned to open {sides}; it can open {possible}",
        "nl": "de losse kaart kan niet zo gedraaid worden dat {sides} open is; "
        "dit kan wel: {possible}",
        "fi": "irtolaattaa ei voi kääntää niin, että {sides} on auki; mahdolliset: {possible}",
    },
    "labyrinth.already_shifted": {
        "en": "the maze is already shifted: now move your pawn (or stay where you are)",
        "nl": "het doolhof is al geschoven: loop nu met je pion (of blijf staan)",
        "fi": "labyrinttiä on jo siirretty: liikuta nyt nappulaasi (tai pysy paikallasi)",
    },
    "labyrinth.no_cell": {
        "en": "there is no cell number {cell}",
        "nl": "er is geen vak nummer {cell}",
        "fi": "ruutua numero {cell} ei ole",
    },
    "labyrinth.unreachable": {
        "en": "{cell} cannot be reached from {start} along an unbroken corridor",
        "nl": "{cell} is vanaf {start} niet te bereiken door een doorlopende gang",
        "fi": "ruutuun {cell} ei pääse ruudusta {start} yhtenäistä käytävää pitkin",
    },
    "labyrinth.choose_coin": {
        "en": "the game is won: choose one of the three face-down coins",
        "nl": "het spel is gewonnen: kies een van de drie omgekeerde munten",
        "fi": "peli on voitettu: valitse yksi kolmesta väärinpäin olevasta kolikosta",
    },
    "labyrinth.no_coin": {
        "en": "there is no coin {coin}; choose coin 1, 2 or 3",
        "nl": "er is geen munt {coin}; kies munt 1, 2 of 3",
        "fi": "kolikkoa {coin} ei ole; valitse kolikko 1, 2 tai 3",
    },
    # Sudoku and Sudoids (the tile and the units are worded by the Sudoku screen)
    "sudoku.no_claim": {
        "en": "in assisted mode there is nothing to claim: only cells where your tile fits "
        "are offered, and the game ends by itself when there are none",
        "nl": "in de hulpstand valt er niets te claimen: je krijgt alleen vakken waar je "
        "steen past, en het spel eindigt vanzelf als die er niet zijn",
        "fi": "avustetussa tilassa ei ole mitään väitettävää: tarjolla ovat vain ruudut, "
        "joihin laattasi sopii, ja peli päättyy itsestään, kun niitä ei ole",
    },
    "sudoku.not_an_action": {
        "en": "{action} is not a move of this game; place a tile on a cell or claim",
        "nl": "{action} is geen zet van dit spel; leg een steen op een vak of claim",
        "fi": "{action} ei ole tämän pelin siirto; aseta laatta ruutuun tai väitä (claim)",
    },
    "sudoku.no_cell": {
        "en": "there is no cell number {cell} on the {size}x{size} board",
        "nl": "er is geen vak nummer {cell} op het bord van {size}x{size}",
        "fi": "{size}x{size}-laudalla ei ole ruutua numero {cell}",
    },
    "sudoku.not_empty": {
        "en": "{cell} is not empty: it holds {tile}",
        "nl": "{cell} is niet leeg: er ligt {tile}",
        "fi": "{cell} ei ole tyhjä: siinä on {tile}",
    },
    "sudoku.breaks_rule": {
        "en": "{tile} may not go on {cell}: {holding}",
        "nl": "{tile} mag niet op {cell}: {holding}",
        "fi": "{tile} ei saa mennä ruutuun {cell}: {holding}",
    },
    "sudoku.held_one": {
        "en": "{where} already has one",
        "nl": "{where} heeft er al een",
        "fi": "{where}: siellä on jo sama",
    },
    "sudoku.held_more": {
        "en": "{where} already have one",
        "nl": "{where} hebben er al een",
        "fi": "{where}: niissä on jo sama",
    },
    "sudoku.and": {"en": " and ", "nl": " en ", "fi": " ja "},
    # Träxx
    "traexx.not_an_end": {
        "en": "{field} is not an end of the path; extend it at {end_fields}",
        "nl": "{field} is geen uiteinde van het pad; verleng het bij {end_fields}",
        "fi": "{field} ei ole polun pää; jatka polkua kohdasta {end_fields}",
    },
    "traexx.no_field": {
        "en": "there is no field number {field}",
        "nl": "er is geen veld nummer {field}",
        "fi": "kenttää numero {field} ei ole",
    },
    "traexx.not_next": {
        "en": "{field} is not next to {previous}",
        "nl": "{field} ligt niet naast {previous}",
        "fi": "{field} ei ole kentän {previous} vieressä",
    },
    "traexx.on_path": {
        "en": "{field} is already on the path; a field may be entered only once",
        "nl": "{field} ligt al op het pad; elk veld mag maar één keer betreden worden",
        "fi": "{field} on jo polulla; kenttään saa mennä vain kerran",
    },
    "traexx.colour_missing": {
        "en": "{field} is {colour} and the card does not show {colour}",
        "nl": "{field} is {colour} en de kaart toont geen {colour}",
        "fi": "{field} on {colour}, eikä kortissa ole väriä {colour}",
    },
    "traexx.colour_used": {
        "en": "{field} is {colour} and the card shows {colour} {shown}× (already used)",
        "nl": "{field} is {colour} en de kaart toont {colour} {shown}× (al gebruikt)",
        "fi": "{field} on {colour}, ja kortissa on {colour} {shown}× (jo käytetty)",
    },
    "traexx.pass_no_end": {
        "en": "a pass names no end: write just 'pass'",
        "nl": "bij passen noem je geen uiteinde: schrijf alleen 'pass'",
        "fi": "passatessa ei nimetä päätä: kirjoita vain 'pass'",
    },
    "traexx.too_many": {
        "en": "the card has {colours} colour fields; {fields} fields is too many",
        "nl": "de kaart heeft {colours} kleurvelden; {fields} velden is te veel",
        "fi": "kortissa on {colours} värikenttää; {fields} kenttää on liikaa",
    },
    "traexx.already_chosen": {
        "en": "{player} has already chosen this round",
        "nl": "{player} heeft deze ronde al gekozen",
        "fi": "{player} on jo valinnut tällä kierroksella",
    },
    "traexx.first_round": {
        "en": " (in the first round the path starts at your start field)",
        "nl": " (in de eerste ronde begint het pad op je startveld)",
        "fi": " (ensimmäisellä kierroksella polku alkaa lähtökentästäsi)",
    },
    # The terminal's own screens
    "ui.no_action_number": {
        "en": "there is no action number {number}; pick 1-{count}",
        "nl": "er is geen zet nummer {number}; kies 1-{count}",
        "fi": "siirtoa numero {number} ei ole; valitse 1–{count}",
    },
    "ui.labyrinth_shifted": {
        "en": "the maze is already shifted this turn: now type a cell to move to, or stay",
        "nl": "het doolhof is deze beurt al geschoven: typ nu een vak om heen te lopen, of stay",
        "fi": "labyrinttiä on jo siirretty tällä vuorolla: kirjoita nyt ruutu, johon liikut, "
        "tai stay",
    },
    "ui.cards_no_mark": {
        "en": "no cell is marked '{mark}'; the letters on the layout mark the cells where a card fits",
        "nl": "geen vak heeft de letter '{mark}'; de letters op tafel tonen de vakken waar "
        "een kaart past",
        "fi": "mikään ruutu ei ole merkitty kirjaimella '{mark}'; pöydän kirjaimet näyttävät "
        "ruudut, joihin kortti sopii",
    },
    "ui.cards_preview_discard": {
        "en": "only placements can be previewed",
        "nl": "alleen het leggen van een kaart kun je vooraf bekijken",
        "fi": "vain kortin asettamista voi esikatsella",
    },
    "ui.cards_not_legal": {
        "en": "{action} is not a legal placement; the · cells show where cards fit",
        "nl": "{action} mag niet; de vakken met · tonen waar kaarten passen",
        "fi": "{action} ei ole sallittu; ·-ruudut näyttävät, mihin kortit sopivat",
    },
    "ui.cards_choose_take": {
        "en": "taking everything would split the layout; choose one: {choices}",
        "nl": "alles pakken zou de tafel in stukken breken; kies er een: {choices}",
        "fi": "kaiken ottaminen jakaisi pöydän osiin; valitse yksi: {choices}",
    },
    "cards.cannot_read": {
        "en": "cannot read {text}: {detail}. Write a placement as CARDrROT@X,Y (e.g. "
        "17r1@2,-1), add xA,B to take cards A and B (17r1@2,-1x5,12), or dCARD to discard",
        "nl": "kan {text} niet lezen: {detail}. Schrijf het leggen van een kaart als "
        "KAARTrDRAAI@X,Y "
        "(bv. 17r1@2,-1), zet er xA,B achter om kaarten A en B te pakken (17r1@2,-1x5,12), "
        "of dKAART om een kaart af te leggen",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita kortin asettaminen muodossa "
        "KORTTIrKÄÄNTÖ@X,Y (esim. 17r1@2,-1), lisää xA,B ottaaksesi kortit A ja B "
        "(17r1@2,-1x5,12), tai dKORTTI poistaaksesi kortin",
    },
    "cards.no_card": {
        "en": "there is no card {card}; cards are numbered 1-{count}",
        "nl": "er is geen kaart {card}; de kaarten zijn genummerd van 1 tot en met {count}",
        "fi": "korttia {card} ei ole; kortit on numeroitu 1–{count}",
    },
    "cards.rotation": {
        "en": "{text} is not a rotation: r0-r3 (quarter turns clockwise)",
        "nl": "{text} is geen draaiing: r0-r3 (kwartslagen met de klok mee)",
        "fi": "{text} ei ole kääntö: r0–r3 (neljänneskierroksia myötäpäivään)",
    },
    "cards.unknown_form": {
        "en": "{text} is neither a placement nor a discard",
        "nl": "{text} is niet het leggen of afleggen van een kaart",
        "fi": "{text} ei ole kortin asettaminen eikä poistaminen",
    },
    "ui.sudoku_no_claim": {
        "en": "in assisted mode there is nothing to claim: type one of the cells marked +",
        "nl": "in de hulpstand valt er niets te claimen: typ een van de vakken met een +",
        "fi": "avustetussa tilassa ei ole mitään väitettävää: kirjoita jokin +-merkityistä ruuduista",
    },
    "ui.sudoku_cannot_read": {
        "en": "cannot read {text}: {detail}",
        "nl": "kan {text} niet lezen: {detail}",
        "fi": "syötettä {text} ei voi lukea: {detail}",
    },
    "ui.sudoku_or_claim": {
        "en": "; or type claim if your tile fits nowhere",
        "nl": "; of typ claim als je steen nergens past",
        "fi": "; tai kirjoita claim, jos laattasi ei sovi mihinkään",
    },
    "ui.traexx_choose_first": {
        "en": "choose at least one field first, or type pass",
        "nl": "kies eerst minstens één veld, of typ pass",
        "fi": "valitse ensin vähintään yksi kenttä tai kirjoita pass",
    },
    "ui.traexx_no_offer": {
        "en": "there is no offer {number}; pick 1-{count}",
        "nl": "er is geen keuze {number}; kies 1-{count}",
        "fi": "vaihtoehtoa {number} ei ole; valitse 1–{count}",
    },
    "ui.traexx_no_further": {
        "en": "no further field is possible: type ok or u",
        "nl": "er kan geen veld meer bij: typ ok of u",
        "fi": "kenttiä ei voi lisätä enempää: kirjoita ok tai u",
    },
    "ui.traexx_both_ends": {
        "en": "{field} is next to both ends: type an end's name first",
        "nl": "{field} ligt naast beide uiteinden: typ eerst de naam van een uiteinde",
        "fi": "{field} on molempien päiden vieressä: kirjoita ensin pään nimi",
    },
    "ui.traexx_not_next": {
        "en": "{field} cannot come next (possible: {offered})",
        "nl": "{field} kan niet als volgende (mogelijk: {offered})",
        "fi": "{field} ei voi tulla seuraavaksi (mahdolliset: {offered})",
    },
}

ERRORS.update(NOTATION)

GENERIC: dict[str, dict[str, str]] = {
    "malformed": {
        "en": "that cannot be read as a move",
        "nl": "dat kan ik niet als zet lezen",
        "fi": "tätä ei voi lukea siirroksi",
    },
    "illegal": {
        "en": "that move is not allowed here",
        "nl": "die zet mag hier niet",
        "fi": "tämä siirto ei ole tässä sallittu",
    },
    "wrong_player": {
        "en": "it is not your turn",
        "nl": "je bent niet aan de beurt",
        "fi": "nyt ei ole sinun vuorosi",
    },
    "game_over": {
        "en": "the game is over",
        "nl": "het spel is afgelopen",
        "fi": "peli on päättynyt",
    },
    "none": {"en": "none", "nl": "geen", "fi": "ei yhtään"},
}

Extra = Callable[[Reason, str], Mapping[str, object]]
"""A screen's own wording of some parameters (e.g. Sudoku's tiles), by reason and language."""


def kind_of(error: Exception) -> str:
    if isinstance(error, WrongPlayerError):
        return "wrong_player"
    if isinstance(error, GameOverError):
        return "game_over"
    if isinstance(error, IllegalActionError):
        return "illegal"
    return "malformed"


def reason_of(error: Exception) -> Reason | None:
    """The engine's coded reason carried by ``error`` (``None`` if it has none)."""
    found = error.args[0] if error.args else None
    return found if isinstance(found, Reason) else None


def text(code: str, lang: str, **fields: object) -> str:
    """The entry ``code`` in ``lang`` (English if missing), with ``fields`` filled in."""
    entry = ERRORS[code]
    return fill(entry.get(lang, entry["en"]), **fields)


def say(error: Exception, lang: str, names: Sequence[str] = (), extra: Extra | None = None) -> str:
    """``error`` as the terminal says it in ``lang`` (see the module text): ``names``
    are the seats' names, ``extra`` gives a screen's own wording of some parameters."""
    reason = reason_of(error)
    said = _words(reason, lang, names, extra) if reason is not None else None
    if said is not None:
        return said
    return str(error) if lang not in ("nl", "fi") else GENERIC[kind_of(error)][lang]


def _words(reason: Reason, lang: str, names: Sequence[str], extra: Extra | None) -> str | None:
    """``reason`` in ``lang``, or ``None`` when the catalogue cannot say it all (an
    unknown code, a field the screen did not word, a detail without words)."""
    entry = ERRORS.get(reason.code)
    if entry is None:
        return None
    none = GENERIC["none"].get(lang, "none")
    fields: dict[str, object] = {}
    for key, value in reason.params.items():
        if isinstance(value, Reason):
            inner = _words(value, lang, names, extra)
            if inner is None and lang in ("nl", "fi"):
                return None
            fields[key] = inner if inner is not None else str(value)
        elif key == "player" or key.endswith("_player"):
            fields[key] = _name(value, names)
        elif key.endswith("_players") and isinstance(value, list | tuple):
            fields[key] = ", ".join(_name(v, names) for v in value) or none
        else:
            fields[key] = listed(value, none)
    if extra is not None:
        fields.update(extra(reason, lang))
    template = entry.get(lang, entry["en"])
    note = reason.params.get("note")
    if isinstance(note, str) and note in ERRORS:
        template += ERRORS[note].get(lang, ERRORS[note]["en"])
    try:
        return fill(template, **fields)
    except (KeyError, IndexError, ValueError):  # a field the screen did not word
        return None


def _name(value: object, names: Sequence[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return str(value)
