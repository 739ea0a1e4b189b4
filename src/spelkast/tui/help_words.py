"""The terminal UIs' help texts (``?``) and their rarely seen lines in English, Dutch and
Finnish: the same format-string catalogue as :mod:`spelkast.tui.words`, which includes
this one (kept apart only so that neither module grows too long).

Typed commands (``stay``, ``coin1``, ``claim``, ``ok``, ``pass``, ``names``) stay as the
person types them in every language.
"""

from __future__ import annotations

HELP_TEXTS: dict[str, dict[str, str]] = {
    # The generic UI
    "ge_help": {
        "en": "Type the number of an action from the list, or the action in {game} notation.",
        "nl": "Typ het nummer van een zet uit de lijst, of de zet in de notatie van {game}.",
        "fi": "Kirjoita siirron numero luettelosta tai siirto pelin {game} merkintätavalla.",
    },
    "ge_legal": {"en": "Legal actions:", "nl": "Toegestane zetten:", "fi": "Sallitut siirrot:"},
    # Labyrinth
    "la_help": {
        "en": "Shift: type an arrow name (Nb, E4, Sd, W2, ...) to push the spare in as shown; "
        "r / l turn it clockwise / anticlockwise first; or give the open sides directly, "
        "e.g. Nb:ES. The ✗ arrow is forbidden (no push-back).\n"
        "Move: type a cell (d4; a1 is top left) among the dotted ones, or stay.\n"
        "Day & Night end: coin1, coin2 or coin3.\n"
        "Board: █ movable tiles, ▓ fixed tiles, ⌂ start squares, letters are treasures "
        "(A-X by day, a-l at night), numbers/symbols are pawns, * marks your target.\n"
        "Small terminals: walls are half blocks; ▌ ▐ ▀ ▄ are a wall on one tile's side "
        "only, a space is a passage.\n",
        "nl": "Schuiven: typ de naam van een pijl (Nb, E4, Sd, W2, ...) om de losse kaart "
        "in te schuiven zoals getoond; r / l draait hem eerst met de klok mee / tegen de klok "
        "in; of geef de open kanten meteen, bv. Nb:ES. De pijl ✗ mag niet (niet "
        "terugduwen).\n"
        "Lopen: typ een vak (d4; a1 is linksboven) tussen de gestippelde, of stay.\n"
        "Einde van Dag & Nacht: coin1, coin2 of coin3.\n"
        "Bord: █ verschuifbare kaarten, ▓ vaste kaarten, ⌂ startvakken, letters zijn "
        "schatten (A-X overdag, a-l 's nachts), cijfers/tekens zijn pionnen, * is je doel.\n"
        "Kleine terminals: muren zijn halve blokjes; ▌ ▐ ▀ ▄ zijn een muur aan één kant "
        "van één kaart, een spatie is een doorgang.\n",
        "fi": "Siirto: kirjoita nuolen nimi (Nb, E4, Sd, W2, ...), niin irtolaatta "
        "työnnetään sisään kuten näytetään; r / l kääntää sitä ensin myötäpäivään / "
        "vastapäivään; tai anna avoimet sivut suoraan, esim. Nb:ES. Nuoli ✗ on kielletty "
        "(ei takaisintyöntöä).\n"
        "Liike: kirjoita ruutu (d4; a1 on vasen yläkulma) pisteellä merkityistä, tai stay.\n"
        "Päivän ja yön loppu: coin1, coin2 tai coin3.\n"
        "Lauta: █ siirrettävät laatat, ▓ kiinteät laatat, ⌂ lähtöruudut, kirjaimet ovat "
        "aarteita (A-X päivällä, a-l yöllä), numerot/merkit ovat nappuloita, * on kohteesi.\n"
        "Pienet päätteet: seinät ovat puolikkaita lohkoja; ▌ ▐ ▀ ▄ ovat seinä vain yhden "
        "laatan puolella, välilyönti on käytävä.\n",
    },
    "la_spare_opens": {
        "en": "The spare now opens {sides}.",
        "nl": "De losse kaart is nu open naar {sides}.",
        "fi": "Irtolaatta on nyt auki suuntiin {sides}.",
    },
    # Labyrinth, the card game
    "ca_help": {
        "en": "Place a hand card: CARDrROT@X,Y, e.g. 17r1@2,-1 = card 17 turned once clockwise "
        "(r0-r3, as drawn in your hand) on x=2, y=-1 (cells marked · fit; on a small "
        "terminal they show letters: 17r1@c puts it on the cell marked c). It takes as "
        "many cards as the layout allows; add x5,12 to take exactly cards 5 and 12, or "
        "x- to take none.\n"
        "p 17r1@2,-1: preview (placed card blue, cards taken red).\n"
        "d17: discard card 17 (only when none of your cards fits).\n"
        "Cards: number top left, corridors ━┃, treasure letters either side of the "
        "junction. A card with two separate corridors shows a diagonal wall in the "
        "middle: ╲ joins N with E and S with W, ╱ joins N with W and E with S; the "
        "corner through E is drawn ═║ (and blue), each letter on its own corridor's "
        "side.\n",
        "nl": "Een handkaart leggen: KAARTrDRAAI@X,Y, bv. 17r1@2,-1 = kaart 17 een keer met "
        "de klok mee gedraaid (r0-r3, zoals in je hand getekend) op x=2, y=-1 (vakken met · "
        "passen; op een kleine terminal staan er letters: 17r1@c legt hem op het vak met "
        "c). Je neemt zoveel kaarten als de uitleg toelaat; voeg x5,12 toe om precies "
        "kaarten 5 en 12 te nemen, of x- om er geen te nemen.\n"
        "p 17r1@2,-1: voorbeeld (gelegde kaart blauw, genomen kaarten rood).\n"
        "d17: kaart 17 afleggen (alleen als geen van je kaarten past).\n"
        "Kaarten: nummer linksboven, gangen ━┃, schatletters aan weerszijden van de "
        "kruising. Een kaart met twee losse gangen heeft een schuine muur in het midden: "
        "╲ verbindt N met E en S met W, ╱ verbindt N met W en E met S; de bocht door E "
        "is getekend als ═║ (en blauw), elke letter aan de kant van zijn eigen gang.\n",
        "fi": "Aseta kortti kädestä: KORTTIrKIERTO@X,Y, esim. 17r1@2,-1 = kortti 17 "
        "kerran myötäpäivään käännettynä (r0-r3, kuten kädessäsi piirretty) kohtaan x=2, "
        "y=-1 (·-merkityt ruudut sopivat; pienellä päätteellä niissä on kirjaimet: "
        "17r1@c asettaa sen c-kirjaimella merkittyyn ruutuun). Otat niin monta korttia "
        "kuin asetelma sallii; lisää x5,12 ottaaksesi täsmälleen kortit 5 ja 12, tai x- "
        "ottaaksesi ei yhtään.\n"
        "p 17r1@2,-1: esikatselu (asetettu kortti sininen, otetut kortit punaisia).\n"
        "d17: poista kortti 17 (vain kun mikään korttisi ei sovi).\n"
        "Kortit: numero vasemmassa yläkulmassa, käytävät ━┃, aarrekirjaimet risteyksen "
        "molemmin puolin. Kortissa, jossa on kaksi erillistä käytävää, on keskellä vino "
        "seinä: ╲ yhdistää N:n E:hen ja S:n W:hen, ╱ yhdistää N:n W:hen ja E:n S:ään; E:n "
        "kautta kulkeva mutka piirretään ═║ (ja sinisenä), kukin kirjain oman käytävänsä "
        "puolelle.\n",
    },
    "ca_preview": {
        "en": "Preview {base}: ",
        "nl": "Voorbeeld {base}: ",
        "fi": "Esikatselu {base}: ",
    },
    "ca_takes": {
        "en": "takes {cards} (red)",
        "nl": "neemt {cards} (rood)",
        "fi": "ottaa kortit {cards} (punaiset)",
    },
    "ca_takes_nothing": {"en": "takes nothing", "nl": "neemt niets", "fi": "ei ota mitään"},
    "ca_choices": {"en": "\nChoices: ", "nl": "\nKeuzes: ", "fi": "\nVaihtoehdot: "},
    "ca_type_placement": {
        "en": "\nType the placement to play it, or another one to preview it.",
        "nl": "\nTyp de plaatsing om hem te spelen, of een andere om die te bekijken.",
        "fi": "\nKirjoita asettelu pelataksesi sen, tai toinen esikatsellaksesi sitä.",
    },
    # Sudoku / Sudoids
    "su_help": {
        "en": "Type a cell to place your tile there: a column a-{last} and a row 1-{size} "
        "(a1 is the top left), e.g. {cell}.\n"
        "Sudoku rule: the same tile may not appear twice in a row, a column or a block "
        "(thick lines).\n"
        "Table rules: any empty cell is accepted, but a tile that breaks the rule is set "
        "aside without points. If your tile fits nowhere, type claim: if you are right the "
        "game ends; if it fitted somewhere, the tile is set aside without points.\n"
        "Assisted mode: only the cells marked + are accepted; the game ends by itself when "
        "the player to move has none.\n"
        "Score: the tiles sharing your tile's block, row or column (see the scoring "
        "variant); 40 points make a round token ●.",
        "nl": "Typ een vak om je tegel daar te leggen: een kolom a-{last} en een rij 1-{size} "
        "(a1 is linksboven), bv. {cell}.\n"
        "Sudokuregel: dezelfde tegel mag niet twee keer in een rij, kolom of blok (dikke "
        "lijnen) liggen.\n"
        "Tafelregels: elk leeg vak mag, maar een tegel die de regel breekt gaat zonder "
        "punten opzij. Past je tegel nergens, typ dan claim: heb je gelijk, dan is het spel "
        "uit; paste hij toch ergens, dan gaat de tegel zonder punten opzij.\n"
        "Met hulp: alleen de vakken met + mogen; het spel eindigt vanzelf als wie aan de "
        "beurt is er geen heeft.\n"
        "Punten: de tegels in hetzelfde blok, dezelfde rij of kolom als je tegel (zie de "
        "telling); 40 punten leveren een rond fiche ● op.",
        "fi": "Kirjoita ruutu, johon asetat laattasi: sarake a-{last} ja rivi 1-{size} "
        "(a1 on vasen yläkulma), esim. {cell}.\n"
        "Sudokusääntö: sama laatta ei saa olla kahdesti samalla rivillä, sarakkeessa tai "
        "lohkossa (paksut viivat).\n"
        "Pöytäsäännöt: mikä tahansa tyhjä ruutu käy, mutta sääntöä rikkova laatta "
        "siirretään sivuun ilman pisteitä. Jos laattasi ei sovi mihinkään, kirjoita claim: "
        "jos olet oikeassa, peli päättyy; jos se sopi johonkin, laatta siirretään sivuun "
        "ilman pisteitä.\n"
        "Avustettu tila: vain +-merkityt ruudut käyvät; peli päättyy itsestään, kun "
        "vuorossa olevalla ei ole yhtään.\n"
        "Pisteet: laatat, jotka ovat samassa lohkossa, rivillä tai sarakkeessa kuin "
        "laattasi (katso pisteytys); 40 pistettä tuo pyöreän merkin ●.",
    },
    "su_holds": {
        "en": "{unit} (on {cell})",
        "nl": "{unit} (op {cell})",
        "fi": "{unit} (ruudussa {cell})",
    },
    "su_row": {"en": "row {label}", "nl": "rij {label}", "fi": "rivi {label}"},
    "su_column": {"en": "column {label}", "nl": "kolom {label}", "fi": "sarake {label}"},
    "su_block_unit": {
        "en": "the block {label}",
        "nl": "het blok {label}",
        "fi": "lohko {label}",
    },
    "su_has_one": {
        "en": " ({where} already has one)",
        "nl": " ({where} heeft er al een)",
        "fi": " ({where}: siellä on jo sama)",
    },
    "su_have_one": {
        "en": " ({where} already have one)",
        "nl": " ({where} hebben er al een)",
        "fi": " ({where}: niissä on jo sama)",
    },
    "su_set_aside": {
        "en": ": set aside, no points",
        "nl": ": opzij gelegd, geen punten",
        "fi": ": sivuun, ei pisteitä",
    },
    "su_claimed_wrong": {
        "en": "{name} said {tile} fits nowhere, but it did: set aside",
        "nl": "{name} zei dat {tile} nergens past, maar dat kon wel: opzij gelegd",
        "fi": "{name} sanoi, ettei {tile} sovi mihinkään, mutta se sopi: sivuun",
    },
    "su_claimed_right": {
        "en": "{name} rightly said {tile} fits nowhere",
        "nl": "{name} zei terecht dat {tile} nergens past",
        "fi": "{name} sanoi oikein, ettei {tile} sovi mihinkään",
    },
    # The online client (spelkast host / connect)
    "on_help": {
        "en": "Commands: q = leave (your seat waits for you), ? = this help, hint = ask the "
        "bot for a suggestion (it sees only your view), Enter = draw the board again.",
        "nl": "Opdrachten: q = weggaan (je plaats wacht op je), ? = deze hulp, hint = vraag "
        "de bot om een tip (hij ziet alleen wat jij ziet), Enter = het bord opnieuw tekenen.",
        "fi": "Komennot: q = poistu (paikkasi odottaa sinua), ? = tämä ohje, hint = kysy "
        "botilta vihjettä (se näkee vain sinun näkymäsi), Enter = piirrä lauta uudelleen.",
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
    "on_score": {
        "en": "{name}: {points} points, place {place}",
        "nl": "{name}: {points} punten, plaats {place}",
        "fi": "{name}: {points} pistettä, sija {place}",
    },
    # Träxx
    "tr_prompt_keys": {"en": "number/field", "nl": "nummer/veld", "fi": "numero/kenttä"},
    "tr_help": {
        "en": "Extend your path with the colours of the card, field by field to a neighbour, "
        "never onto a field already on the path; from round 2 at either end (one end "
        "per round).\n"
        "Type the number of an offered next field or its name (c4); with two ends, an "
        "end's name first picks that end. u = undo the last field, c = clear, "
        "ok = play the extension, pass = pass, names = show field names on the board.\n"
        "You may also type a whole extension: end:field-field (d5:c4-c5).\n"
        "Board: letters are colours (Y yellow, B blue, R red, G green, A grey, W white), "
        "digits after them numbers; ● your path, ◆ its ends, [ ] possible next fields.",
        "nl": "Verleng je pad met de kleuren van de kaart, veld voor veld naar een buurveld, "
        "nooit op een veld dat al op het pad ligt; vanaf ronde 2 aan een van beide uiteinden "
        "(één uiteinde per ronde).\n"
        "Typ het nummer van een aangeboden volgend veld of zijn naam (c4); met twee "
        "uiteinden kiest de naam van een uiteinde eerst dat uiteinde. u = laatste veld "
        "terug, c = wissen, ok = de verlenging spelen, pass = passen, names = veldnamen op "
        "het bord tonen.\n"
        "Je mag ook een hele verlenging typen: uiteinde:veld-veld (d5:c4-c5).\n"
        "Bord: letters zijn kleuren (Y geel, B blauw, R rood, G groen, A grijs, W wit), "
        "cijfers erachter zijn getallen; ● je pad, ◆ de uiteinden, [ ] mogelijke volgende "
        "velden.",
        "fi": "Jatka polkuasi kortin väreillä kenttä kerrallaan naapurikenttään, ei koskaan "
        "kentälle, joka on jo polulla; kierroksesta 2 alkaen kummasta tahansa päästä (yksi "
        "pää kierroksessa).\n"
        "Kirjoita tarjotun seuraavan kentän numero tai nimi (c4); kun päitä on kaksi, pään "
        "nimi ensin valitsee sen pään. u = peru viimeinen kenttä, c = tyhjennä, ok = pelaa "
        "jatke, pass = passaa, names = näytä kenttien nimet laudalla.\n"
        "Voit myös kirjoittaa koko jatkeen: pää:kenttä-kenttä (d5:c4-c5).\n"
        "Lauta: kirjaimet ovat värejä (Y keltainen, B sininen, R punainen, G vihreä, "
        "A harmaa, W valkoinen), niiden perässä numerot; ● polkusi, ◆ sen päät, [ ] "
        "mahdolliset seuraavat kentät.",
    },
}
