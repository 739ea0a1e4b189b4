"""Labyrinth's refusals in English, Dutch and Finnish, by the codes of the
:class:`~spelkast.core.errors.Reason` values its engine gives: the maze's rules
(``REFUSALS``) and what its notation cannot read in a typed line or a position
(``NOTATION``).

:mod:`spelkast.games.refusals` gathers every game's entries and says them.
"""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
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
}

NOTATION: dict[str, dict[str, str]] = {
    "labyrinth.cannot_read": {
        "en": "cannot read {text}: {detail}. Write a shift as arrow:sides (e.g. Nb:ES), "
        "a move as a cell (e.g. d4) or 'stay', a coin as coin1-coin3",
        "nl": "kan {text} niet lezen: {detail}. Schrijf schuiven als pijl:kanten "
        "(bv. Nb:ES), lopen als een vak (bv. d4) of stay, een munt als coin1-coin3",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita siirto muodossa nuoli:sivut "
        "(esim. Nb:ES), liike ruutuna (esim. d4) tai stay ja kolikko muodossa coin1–coin3",
    },
    "labyrinth.not_a_cell": {
        "en": "{text} is not a cell (columns a-g, rows 1-7, e.g. 'd4')",
        "nl": "{text} is geen vak (kolommen a-g, rijen 1-7, bv. 'd4')",
        "fi": "{text} ei ole ruutu (sarakkeet a–g, rivit 1–7, esim. 'd4')",
    },
    "labyrinth.not_an_arrow": {
        "en": "{text} is not an arrow; the arrows are {arrows}",
        "nl": "{text} is geen pijl; de pijlen zijn {arrows}",
        "fi": "{text} ei ole nuoli; nuolet ovat {arrows}",
    },
    "labyrinth.not_sides": {
        "en": "{text} is not a set of sides (use letters N, E, S, W)",
        "nl": "{text} zijn geen open kanten (gebruik de letters N, E, S, W)",
        "fi": "{text} ei ole joukko sivuja (käytä kirjaimia N, E, S, W)",
    },
    "labyrinth.which_way": {
        "en": "say how the spare is turned, e.g. {arrow}:ES",
        "nl": "zeg hoe de losse kaart gedraaid is, bv. {arrow}:ES",
        "fi": "kerro, miten irtolaatta on käännetty, esim. {arrow}:ES",
    },
    "labyrinth.coins": {
        "en": "there are coins 1, 2 and 3",
        "nl": "er zijn munten 1, 2 en 3",
        "fi": "kolikot ovat 1, 2 ja 3",
    },
    "labyrinth.stay_position": {
        "en": "'stay' needs a position",
        "nl": "voor stay is een stand nodig",
        "fi": "stay vaatii pelitilanteen",
    },
    "labyrinth.tile_sides": {
        "en": "tile {tile} must start with a hex digit for its open sides",
        "nl": "kaart {tile} moet beginnen met een hexadecimaal cijfer voor de open kanten",
        "fi": "laatan {tile} pitää alkaa heksadesimaalinumerolla, joka kertoo avoimet sivut",
    },
    "labyrinth.tile_letter": {
        "en": "tile {tile}: unexpected {char}",
        "nl": "kaart {tile}: onverwacht teken {char}",
        "fi": "laatta {tile}: odottamaton merkki {char}",
    },
    "labyrinth.card_letter": {
        "en": "unknown card letter {letter}",
        "nl": "onbekende letter van een schatkaart: {letter}",
        "fi": "tuntematon aarrekortin kirjain {letter}",
    },
    "labyrinth.row_tiles": {
        "en": "row {row} needs 7 tiles, found {found}",
        "nl": "rij {row} heeft 7 kaarten nodig, gevonden: {found}",
        "fi": "rivillä {row} pitää olla 7 laattaa, löytyi {found}",
    },
    "labyrinth.turn": {
        "en": "turn {turn} must be a seat and s, m or c (e.g. 1s)",
        "nl": "beurt {turn} moet een spelernummer met s, m of c zijn (bv. 1s)",
        "fi": "vuoron {turn} pitää olla pelaajan numero ja s, m tai c (esim. 1s)",
    },
    "labyrinth.cards_count": {
        "en": "{pawns} {pawns:pawn|pawns} but cards for {players} {players:player|players}",
        "nl": "{pawns} {pawns:pion|pionnen} maar kaarten voor {players} {players:speler|spelers}",
        "fi": "{pawns} {pawns:nappula|nappulaa}, mutta kortit {players} pelaajalle",
    },
    "labyrinth.night_flag": {
        "en": "night cards (after ':') go with the dn flag, and only with it",
        "nl": "nachtkaarten (na ':') horen bij de vlag dn, en alleen daarbij",
        "fi": "yökortit (':'-merkin jälkeen) tulevat dn-lipun kanssa, eivätkä koskaan ilman sitä",
    },
    "labyrinth.cards_dot": {
        "en": "cards {cards} need a '.' between pile and found",
        "nl": "bij kaarten {cards} hoort een '.' tussen stapel en gevonden kaarten",
        "fi": "korteissa {cards} pitää olla '.' pinon ja löydettyjen välissä",
    },
    "labyrinth.night_dot": {
        "en": "night cards {cards} need a '.'",
        "nl": "bij nachtkaarten {cards} hoort een '.'",
        "fi": "yökorteissa {cards} pitää olla '.'",
    },
}
