"""The sentences of the Labyrinth, the card game screens in English, Dutch and Finnish: the panels, the
prompts, the help (``?``) and its rarer lines; :mod:`spelkast.tui.words` gathers them.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "ca_pile": {
        "en": "pile: {count} cards",
        "nl": "stapel: {count} kaarten",
        "fi": "pino: {count} korttia",
    },
    "ca_draw_pile": {
        "en": "draw pile: {count} cards",
        "nl": "trekstapel: {count} kaarten",
        "fi": "nostopino: {count} korttia",
    },
    "ca_discarded": {"en": "discarded", "nl": "afgelegd", "fi": "poistettu"},
    "ca_won": {"en": "cards won: ", "nl": "gewonnen kaarten: ", "fi": "voitetut kortit: "},
    "ca_in_hand": {
        "en": " ({count} in hand)",
        "nl": " ({count} in de hand)",
        "fi": " ({count} kädessä)",
    },
    "ca_columns": {
        "en": "player|cards won|hand",
        "nl": "speler|gewonnen|hand",
        "fi": "pelaaja|voitetut|käsi",
    },
    "ca_card": {"en": "card {card}: ", "nl": "kaart {card}: ", "fi": "kortti {card}: "},
    "ca_your_hand": {"en": "Your hand", "nl": "Je hand", "fi": "Kätesi"},
    "ca_fits_short": {
        "en": "Fits (+N: takes N):",
        "nl": "Past (+N: neemt N):",
        "fi": "Sopii (+N: ottaa N):",
    },
    "ca_fits": {
        "en": "Where your cards fit (+N: cards you can take):",
        "nl": "Waar je kaarten passen (+N: kaarten die je kunt nemen):",
        "fi": "Mihin korttisi sopivat (+N: otettavat kortit):",
    },
    "ca_none_fits": {
        "en": "None of your cards fits anywhere: discard one (d + card number) and draw.",
        "nl": "Geen van je kaarten past: leg er een af (d + kaartnummer) en trek.",
        "fi": "Mikään korttisi ei sovi: poista yksi (d + kortin numero) ja nosta.",
    },
    "ca_prompt": {
        "en": "place a card (? help)",
        "nl": "leg een kaart (? hulp)",
        "fi": "aseta kortti (? ohje)",
    },
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
}
