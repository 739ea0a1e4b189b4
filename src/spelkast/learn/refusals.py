"""The lessons' words for the engine's refusals, by the refusal's code.

The engine refuses an action with a :class:`~spelkast.core.errors.Reason`: a code, an
English text and parameters. A lesson explains the rule behind the code in the learner's
language, friendly and short; a parameter that every language writes the same way (a
cell such as ``d4``, a field, a card number) may be filled in. A lesson may have its own
words for a code (``Lesson.refusals``); a code nobody has words for gets the lesson's
rule.
"""

from __future__ import annotations

from collections.abc import Mapping

from spelkast.core.errors import fill, listed
from spelkast.learn.lesson import LANGUAGES, Lesson, Texts, say

_UNKNOWN = say(
    "That is not allowed here. Remember the rule: {rule}",
    "Dat mag hier niet. Denk aan de regel: {rule}",
    "Tämä ei käy tässä. Muista sääntö: {rule}",
)

#: Parameters that read the same in every language.
PLAIN = frozenset({"cell", "start", "field", "previous", "ends", "card", "arrow", "take"})

REFUSALS: Mapping[str, Texts] = {
    # ------------------------------------------------------------------ Labyrinth
    "labyrinth.shift_first": say(
        "Not yet! Every turn starts by pushing the spare tile into the maze. "
        "Type an arrow, like Nb.",
        "Nog niet! Elke beurt begint met het inschuiven van de losse gangkaart. "
        "Typ een pijl, zoals Nb.",
        "Ei vielä! Jokainen vuoro alkaa irtopalan työntämisellä sokkeloon. "
        "Kirjoita nuoli, esimerkiksi Nb.",
    ),
    "labyrinth.already_shifted": say(
        "You have already pushed this turn. One push per turn: now walk (or type stay).",
        "Je hebt deze beurt al geschoven. Eén keer schuiven per beurt: loop nu (of typ stay).",
        "Olet jo työntänyt tällä vuorolla. Vain yksi työntö vuorossa: kävele nyt "
        "(tai kirjoita stay).",
    ),
    "labyrinth.push_back": say(
        "You may not push the tile straight back in where it just came out ({arrow}). "
        "Choose another arrow.",
        "Je mag de kaart niet meteen terugschuiven waar hij net uitkwam ({arrow}). "
        "Kies een andere pijl.",
        "Palaa ei saa työntää heti takaisin sinne, mistä se juuri tuli ulos ({arrow}). "
        "Valitse toinen nuoli.",
    ),
    "labyrinth.unreachable": say(
        "Your pawn cannot get to {cell}: there is a wall in the way. "
        "You may only walk along open corridors.",
        "Je pion kan niet naar {cell}: er staat een muur in de weg. "
        "Je mag alleen door open gangen lopen.",
        "Nappulasi ei pääse ruutuun {cell}: seinä on tiellä. Saat kulkea vain avoimia käytäviä.",
    ),
    "labyrinth.cannot_turn": say(
        "The spare tile cannot be turned that way. Type r to turn it, or just the arrow.",
        "Zo kun je de losse gangkaart niet draaien. Typ r om hem te draaien, of alleen de pijl.",
        "Irtopalaa ei voi kääntää noin. Kirjoita r kääntääksesi sitä, tai pelkkä nuoli.",
    ),
    "labyrinth.no_coin": say(
        "There are only three coins: choose coin1, coin2 or coin3.",
        "Er zijn maar drie munten: kies coin1, coin2 of coin3.",
        "Kolikoita on vain kolme: valitse coin1, coin2 tai coin3.",
    ),
    "labyrinth.choose_coin": say(
        "The game is won! Now pick one of the three coins: coin1, coin2 or coin3.",
        "Het spel is gewonnen! Kies nu een van de drie munten: coin1, coin2 of coin3.",
        "Peli on voitettu! Valitse nyt yksi kolmesta kolikosta: coin1, coin2 tai coin3.",
    ),
    "labyrinth.cannot_read": say(
        "I cannot read that. Type an arrow (like Nb), a cell (like d4) or stay.",
        "Dat kan ik niet lezen. Typ een pijl (zoals Nb), een vakje (zoals d4) of stay.",
        "En ymmärrä tätä. Kirjoita nuoli (esim. Nb), ruutu (esim. d4) tai stay.",
    ),
    # ------------------------------------------------------------------ card game
    "cards.no_neighbour": say(
        "A new card must touch the cards on the table along a whole side. A corner is not enough.",
        "Een nieuwe kaart moet met een hele zijde tegen de kaarten op tafel liggen. "
        "Een hoekje is niet genoeg.",
        "Uuden kortin on kosketettava pöydän kortteja koko sivultaan. Pelkkä kulma ei riitä.",
    ),
    "cards.no_corridor": say(
        "The card must join at least one corridor of a card next to it. "
        "Turn it (r0-r3) or try another place.",
        "De kaart moet op minstens één gang van een buurkaart aansluiten. "
        "Draai hem (r0-r3) of probeer een andere plek.",
        "Kortin käytävän on jatkettava ainakin yhtä viereisen kortin käytävää. "
        "Käännä sitä (r0-r3) tai kokeile toista paikkaa.",
    ),
    "cards.cell_taken": say(
        "There is already a card on {cell}. Put yours on an empty place.",
        "Op {cell} ligt al een kaart. Leg de jouwe op een lege plek.",
        "Paikassa {cell} on jo kortti. Laita omasi tyhjään paikkaan.",
    ),
    "cards.not_in_hand": say(
        "You can only play a card from your own hand.",
        "Je kunt alleen een kaart uit je eigen hand spelen.",
        "Voit pelata vain kortin omasta kädestäsi.",
    ),
    "cards.not_joined": say(
        "You may only take cards whose treasure is joined by a corridor to the same "
        "treasure on the card you placed.",
        "Je mag alleen kaarten pakken waarvan de schat met een gang verbonden is met "
        "dezelfde schat op de kaart die je legde.",
        "Saat ottaa vain kortteja, joiden aarre on käytävällä yhteydessä samaan aarteeseen "
        "juuri laittamassasi kortissa.",
    ),
    "cards.would_split": say(
        "Taking those would break the maze into separate pieces. "
        "The cards left must stay joined edge to edge.",
        "Als je die pakt, valt het doolhof in losse stukken. "
        "De overgebleven kaarten moeten aan elkaar vast blijven.",
        "Jos otat nuo, sokkelo hajoaa erillisiksi paloiksi. "
        "Jäljelle jäävien korttien on pysyttävä kiinni toisissaan.",
    ),
    "cards.take_placed": say(
        "The card you just placed stays on the table; you take the others.",
        "De kaart die je net legde blijft liggen; je pakt de andere.",
        "Juuri laittamasi kortti jää pöytään; otat muut.",
    ),
    "cards.cannot_read": say(
        "I cannot read that. Write a card, its turn and a place, like 17r1@2,-1, "
        "and add x5,12 to take cards 5 and 12.",
        "Dat kan ik niet lezen. Schrijf een kaart, de draaiing en een plek, zoals "
        "17r1@2,-1, en voeg x5,12 toe om kaart 5 en 12 te pakken.",
        "En ymmärrä tätä. Kirjoita kortti, kierto ja paikka, esim. 17r1@2,-1, ja lisää "
        "x5,12 ottaaksesi kortit 5 ja 12.",
    ),
    # --------------------------------------------------------------------- Sudoku
    "sudoku.not_empty": say(
        "{cell} already has a tile. Only one tile fits on each cell.",
        "Op {cell} ligt al een tegel. Er past maar één tegel op elk vakje.",
        "Ruudussa {cell} on jo laatta. Jokaiseen ruutuun mahtuu vain yksi laatta.",
    ),
    "sudoku.breaks_rule": say(
        "Your tile may not go on {cell}: the same tile is already in that row, column or block.",
        "Je tegel mag niet op {cell}: dezelfde tegel ligt al in die rij, kolom of dat blok.",
        "Laattasi ei saa mennä ruutuun {cell}: sama laatta on jo sillä rivillä, "
        "sarakkeessa tai lohkossa.",
    ),
    "sudoku.no_claim": say(
        "With the helping rules there is nothing to claim: the game sees for itself "
        "when a tile fits nowhere. Place your tile.",
        "Met de hulpregels valt er niets te melden: het spel ziet zelf wanneer een tegel "
        "nergens past. Leg je tegel.",
        "Apusäännöillä ei tarvitse ilmoittaa mitään: peli huomaa itse, kun laatta ei sovi "
        "minnekään. Laita laattasi.",
    ),
    "sudoku.not_a_cell": say(
        "That is not a cell. Write a column letter and a row number, like d4.",
        "Dat is geen vakje. Schrijf een kolomletter en een rijnummer, zoals d4.",
        "Tämä ei ole ruutu. Kirjoita sarakkeen kirjain ja rivin numero, esim. d4.",
    ),
    "sudoku.no_row": say(
        "That row is not on the board. Count the rows from 1 at the top.",
        "Die rij staat niet op het bord. Tel de rijen vanaf 1 bovenaan.",
        "Tätä riviä ei ole laudalla. Laske rivit ylhäältä alkaen ykkösestä.",
    ),
    "sudoku.cannot_read": say(
        "I cannot read that. Write a cell, like d4, or claim.",
        "Dat kan ik niet lezen. Schrijf een vakje, zoals d4, of claim.",
        "En ymmärrä tätä. Kirjoita ruutu, esim. d4, tai claim.",
    ),
    # ---------------------------------------------------------------------- Träxx
    "traexx.not_next": say(
        "{field} is not next to {previous}. Each new field must touch the one before it.",
        "{field} ligt niet naast {previous}. Elk nieuw veld moet tegen het vorige liggen.",
        "{field} ei ole kentän {previous} vieressä. Jokaisen uuden kentän on oltava "
        "edellisen vieressä.",
    ),
    "traexx.colour_missing": say(
        "{field} has a colour that is not on the card. Use only the card's colours.",
        "{field} heeft een kleur die niet op de kaart staat. Gebruik alleen de kleuren "
        "van de kaart.",
        "Kentän {field} väriä ei ole kortissa. Käytä vain kortin värejä.",
    ),
    "traexx.colour_used": say(
        "You have already used that colour of the card. Each colour counts once "
        "(twice if the card shows it twice).",
        "Die kleur van de kaart heb je al gebruikt. Elke kleur telt één keer "
        "(twee keer als hij er twee keer op staat).",
        "Olet jo käyttänyt kortin tämän värin. Jokainen väri käy kerran "
        "(kahdesti, jos se on kortissa kahdesti).",
    ),
    "traexx.on_path": say(
        "{field} is already on your path. Your path may not cross itself.",
        "{field} ligt al op je pad. Je pad mag zichzelf niet kruisen.",
        "{field} on jo polullasi. Polkusi ei saa kulkea saman kentän kautta kahdesti.",
    ),
    "traexx.not_an_end": say(
        "A path only grows at its ends. Start from {ends}.",
        "Een pad groeit alleen aan zijn uiteinden. Begin bij {ends}.",
        "Polku kasvaa vain päistään. Aloita kentästä {ends}.",
    ),
    "traexx.too_many": say(
        "That is more fields than the card has colours.",
        "Dat zijn meer velden dan de kaart kleuren heeft.",
        "Kenttiä on enemmän kuin kortissa on värejä.",
    ),
    "traexx.not_a_field": say(
        "That field is not on the board. Rows go from a to i, like e5.",
        "Dat veld staat niet op het bord. De rijen gaan van a tot i, zoals e5.",
        "Tätä kenttää ei ole laudalla. Rivit ovat a:sta i:hin, esim. e5.",
    ),
    "traexx.cannot_read": say(
        "I cannot read that. Write the end of your path, a colon and the new fields, "
        "like d5:c4-c5, or pass.",
        "Dat kan ik niet lezen. Schrijf het uiteinde van je pad, een dubbele punt en de "
        "nieuwe velden, zoals d5:c4-c5, of pass.",
        "En ymmärrä tätä. Kirjoita polkusi pää, kaksoispiste ja uudet kentät, "
        "esim. d5:c4-c5, tai pass.",
    ),
    "traexx.end_and_field": say(
        "Name the end of your path first, then the new fields, like d5:c4-c5.",
        "Noem eerst het uiteinde van je pad, dan de nieuwe velden, zoals d5:c4-c5.",
        "Kerro ensin polkusi pää ja sitten uudet kentät, esim. d5:c4-c5.",
    ),
}


def refusal_words(lesson: Lesson, code: str | None, reason: object) -> Texts:
    """The lesson's words, in every language, for a refusal with ``code`` (the engine's
    ``reason`` gives the parameters)."""
    words = lesson.refusals.get(code or "") or REFUSALS.get(code or "")
    if words is None:
        return {lang: fill(_UNKNOWN[lang], rule=lesson.rule[lang]) for lang in LANGUAGES}
    params = getattr(reason, "params", {})
    plain = {k: str(listed(v, "-")) for k, v in params.items() if k in PLAIN}
    return {lang: _fill_known(words[lang], plain) for lang in LANGUAGES}


def _fill_known(template: str, params: Mapping[str, str]) -> str:
    """``template`` with the parameters it names that are known; the others as '…'."""
    try:
        return fill(template, **params)
    except (KeyError, IndexError):
        return fill(template, **{**dict.fromkeys(PLAIN, "…"), **params})
