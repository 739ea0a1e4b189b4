"""The course of Labyrinth, the card game: placing, joining corridors, taking cards.

The learner is player 1 of two. The positions are seeded games, played on by scripted
placements (:mod:`.build`); the last lesson's position is such a game brought to its
last card by hand (the pile and the other hands collected), which no short game reaches.
"""

from __future__ import annotations

from typing import Any

from spelkast.games.labyrinth_cards.state import CardsState
from spelkast.learn.build import Script, checked
from spelkast.learn.lesson import Course, Lesson, say

GAME = "labyrinth-cards"
#: Eight placements of a seeded game, after which card 50 can take two cards at once.
MIDGAME = ("3r1@-1,1", "16r3@-2,1", "47r2@1,-1", "10r0@-1,0", "12r1@0,-1", "33r3@-2,0",
           "48r2@2,1", "27r0@-3,0x16")  # fmt: skip


def _placed(start: Any, end: Any) -> bool:
    return len(end.layout) > len(start.layout) or len(end.taken[0]) > len(start.taken[0])


def _took(count: int) -> Any:
    def goal(start: Any, end: Any) -> bool:
        return len(end.taken[0]) - len(start.taken[0]) >= count

    return goal


def place() -> Lesson:
    return Lesson(
        key="place",
        game_id=GAME,
        title=say("Lay a card", "Leg een kaart", "Laita kortti"),
        rule=say(
            "On your turn you lay one card from your hand next to the maze on the table. "
            "It must touch a card along a whole side; a corner is not enough. You may turn "
            "it four ways (r0 to r3). The maze may grow in every direction.",
            "Als je aan de beurt bent, leg je één kaart uit je hand tegen het doolhof op "
            "tafel. Hij moet met een hele zijde tegen een kaart liggen; een hoekje is niet "
            "genoeg. Je mag hem op vier manieren draaien (r0 tot r3). Het doolhof mag alle "
            "kanten op groeien.",
            "Vuorollasi laitat yhden kortin kädestäsi pöydällä olevan sokkelon viereen. "
            "Sen on kosketettava korttia koko sivultaan; pelkkä kulma ei riitä. Voit kääntää "
            "sitä neljällä tavalla (r0–r3). Sokkelo saa kasvaa joka suuntaan.",
        ),
        prompt=say(
            "Lay card 3 on the place 0,-1, just above the maze: type 3r0@0,-1.",
            "Leg kaart 3 op plek 0,-1, net boven het doolhof: typ 3r0@0,-1.",
            "Laita kortti 3 paikkaan 0,-1, sokkelon yläpuolelle: kirjoita 3r0@0,-1.",
        ),
        success=say(
            "Nicely laid! You draw a new card, so you hold two again.",
            "Mooi gelegd! Je trekt een nieuwe kaart, zodat je er weer twee hebt.",
            "Hienosti laitettu! Nostat uuden kortin, joten sinulla on taas kaksi.",
        ),
        build=Script(GAME, 2, 1),
        goal=_placed,
        intended=("3r0@0,-1",),
        wrong=("3r0@4,4",),
        teaches=(
            "Place one card from your hand",
            "Any of the four rotations",
            "On an empty cell",
            "Sharing a full edge; a corner is not enough",
            "The layout has no bounds",
            "Draw back to two",
        ),
    )


def corridor() -> Lesson:
    return Lesson(
        key="corridor",
        game_id=GAME,
        title=say("Join a corridor", "Sluit een gang aan", "Jatka käytävää"),
        rule=say(
            "The new card must carry on at least one corridor of a card next to it. Its "
            "other sides may run into walls, that is fine.",
            "De nieuwe kaart moet minstens één gang van een buurkaart voortzetten. Zijn "
            "andere zijden mogen tegen muren lopen, dat geeft niet.",
            "Uuden kortin on jatkettava ainakin yhtä viereisen kortin käytävää. Sen muut "
            "sivut saavat osua seiniin, se ei haittaa.",
        ),
        prompt=say(
            "Lay card 48 to the right of the maze so that a corridor joins, for example "
            "48r1@2,1. (At 2,0 no turn of it joins.)",
            "Leg kaart 48 rechts van het doolhof zo dat er een gang aansluit, bijvoorbeeld "
            "48r1@2,1. (Op 2,0 sluit hij in geen enkele draaiing aan.)",
            "Laita kortti 48 sokkelon oikealle puolelle niin, että käytävä jatkuu, "
            "esimerkiksi 48r1@2,1. (Paikassa 2,0 mikään kierto ei jatka käytävää.)",
        ),
        success=say(
            "The corridors join up. Well done!",
            "De gangen sluiten aan. Goed gedaan!",
            "Käytävät yhtyvät. Hyvin tehty!",
        ),
        build=Script(GAME, 2, 1),
        goal=_placed,
        intended=("48r1@2,1",),
        wrong=("48r0@2,0",),
        teaches=(
            "At least one corridor connection",
            "Other edges may run into walls",
        ),
    )


def take() -> Lesson:
    return Lesson(
        key="take",
        game_id=GAME,
        title=say("Take a treasure", "Pak een schat", "Ota aarre"),
        rule=say(
            "If your card's corridor leads, through any number of cards, to the same "
            "treasure as on your card, you may take that card. The card you laid stays. "
            "Other treasures along the corridor do not block it. Taken cards are your points; "
            "the hole they leave may be filled later.",
            "Als de gang van je kaart, door hoeveel kaarten ook, naar dezelfde schat leidt "
            "als op je kaart, mag je die kaart pakken. De kaart die je legde blijft liggen. "
            "Andere schatten onderweg blokkeren de gang niet. Gepakte kaarten zijn je punten; "
            "het gat mag later weer gevuld worden.",
            "Jos korttisi käytävä johtaa, vaikka monen kortin kautta, samaan aarteeseen "
            "kuin korttisi aarre, saat ottaa sen kortin. Laittamasi kortti jää pöytään. "
            "Muut aarteet käytävän varrella eivät katkaise sitä. Otetut kortit ovat pisteesi; "
            "niiden jättämän aukon saa myöhemmin täyttää.",
        ),
        prompt=say(
            "Lay card 3 so it joins the same treasure on card 6, and take card 6: 3r0@1,-1x6.",
            "Leg kaart 3 zo dat hij dezelfde schat op kaart 6 verbindt, en pak kaart 6: "
            "3r0@1,-1x6.",
            "Laita kortti 3 niin, että se yhdistyy samaan aarteeseen kortissa 6, ja ota "
            "kortti 6: 3r0@1,-1x6.",
        ),
        success=say(
            "One card for you: one point!",
            "Eén kaart voor jou: één punt!",
            "Yksi kortti sinulle: yksi piste!",
        ),
        build=Script(GAME, 2, 1),
        goal=_took(1),
        intended=("3r0@1,-1x6",),
        wrong=("3r0@1,-1",),
        teaches=(
            "A corridor through any number of cards joins equal treasures",
            "Only cards with the same treasure",
            "Other treasures do not block",
            "The placed card is never taken",
            '"May take": fewer is allowed (decision), option `taking=maximal`',
            "Taken cards are the player's points; holes may be filled",
        ),
    )


def take_two() -> Lesson:
    return Lesson(
        key="take-two",
        game_id=GAME,
        title=say("Two at once", "Twee tegelijk", "Kaksi kerralla"),
        rule=say(
            "Both treasures on your card count. When each of them is joined to its twin "
            "by an unbroken corridor, you may take cards for both. A wall or a separate "
            "corridor in between breaks the link.",
            "Beide schatten op je kaart tellen. Als elk ervan door een doorlopende gang met "
            "zijn tweeling verbonden is, mag je voor allebei kaarten pakken. Een muur of "
            "een aparte gang ertussen verbreekt de verbinding.",
            "Kortin molemmat aarteet lasketaan. Kun kumpikin on yhtenäisellä käytävällä "
            "yhteydessä pariinsa, saat ottaa kortteja molempien vuoksi. Seinä tai erillinen "
            "käytävä välissä katkaisee yhteyden.",
        ),
        prompt=say(
            "Lay card 50 at 2,0 and take the two cards it joins: 50r0@2,0x47,49.",
            "Leg kaart 50 op 2,0 en pak de twee kaarten die hij verbindt: 50r0@2,0x47,49.",
            "Laita kortti 50 paikkaan 2,0 ja ota kaksi korttia, joihin se yhdistyy: "
            "50r0@2,0x47,49.",
        ),
        success=say(
            "Two cards in one turn. Great!",
            "Twee kaarten in één beurt. Geweldig!",
            "Kaksi korttia yhdellä vuorolla. Mahtavaa!",
        ),
        build=Script(GAME, 2, 1, MIDGAME),
        goal=_took(2),
        intended=("50r0@2,0x47,49",),
        wrong=("50r0@2,0x47",),
        teaches=(
            "One or both treasures may take several cards",
            "Only a continuous corridor counts (walls, separate corridors on one card)",
        ),
    )


def keep_joined() -> Lesson:
    return Lesson(
        key="keep-joined",
        game_id=GAME,
        title=say("Keep the maze whole", "Houd het doolhof heel", "Pidä sokkelo ehjänä"),
        rule=say(
            "After you take cards, the cards left on the table must still hang together "
            "side by side. If taking a card would cut the maze in two, leave that one.",
            "Als je kaarten pakt, moeten de overgebleven kaarten nog steeds zij aan zij aan "
            "elkaar vastzitten. Als een kaart pakken het doolhof in tweeën zou knippen, laat "
            "je die liggen.",
            "Kun otat kortteja, pöydälle jäävien korttien on yhä oltava kiinni toisissaan "
            "sivuittain. Jos kortin ottaminen katkaisisi sokkelon kahtia, jätä se.",
        ),
        prompt=say(
            "Lay card 50 at 1,-2 and take only what keeps the maze whole: 50r0@1,-2x49.",
            "Leg kaart 50 op 1,-2 en pak alleen wat het doolhof heel laat: 50r0@1,-2x49.",
            "Laita kortti 50 paikkaan 1,-2 ja ota vain se, mikä pitää sokkelon ehjänä: "
            "50r0@1,-2x49.",
        ),
        success=say(
            "Right: the maze stays in one piece.",
            "Goed zo: het doolhof blijft één geheel.",
            "Oikein: sokkelo pysyy yhtenä kappaleena.",
        ),
        build=Script(GAME, 2, 1, MIDGAME),
        goal=_took(1),
        intended=("50r0@1,-2x49",),
        wrong=("50r0@1,-2x47,49",),
        teaches=(
            "The remaining cards must stay joined edge to edge; choose a subset that keeps "
            "them joined",
        ),
    )


def last_card() -> CardsState:
    """The middle game of :data:`MIDGAME` at its end: the pile is empty, the other
    player has played out and collected one card more than the learner, who holds only
    card 50 (which can take cards 47 and 49)."""
    state: CardsState = Script(GAME, 2, 1, MIDGAME)()
    rest = sorted([c for c in state.hands[0] if c != 50] + list(state.hands[1]) + list(state.pile))
    mine = list(state.taken[0])
    theirs = list(state.taken[1])
    for card in rest:
        (theirs if len(theirs) <= len(mine) else mine).append(card)
    # The other player keeps exactly one card more; a card left over is out of the game.
    discards = [mine.pop()] if len(theirs) == len(mine) else []
    changed = state.replace(
        hands=((50,), ()), pile=(), taken=(tuple(mine), tuple(theirs)), discards=tuple(discards)
    )
    result: CardsState = checked(GAME, changed)
    return result


def _won(start: Any, end: Any) -> bool:
    scores = [len(t) for t in end.taken]
    return end.over and scores[0] > max(scores[1:])


def last_card_lesson() -> Lesson:
    return Lesson(
        key="the-end",
        game_id=GAME,
        title=say("The last card", "De laatste kaart", "Viimeinen kortti"),
        rule=say(
            "When the pile is empty nobody draws any more, and a player whose hand is "
            "empty is skipped. The game ends when the pile is empty and every card in "
            "the hands is played. Whoever collected the most cards wins; with equally "
            "many, the win is shared.",
            "Als de stapel op is, trekt niemand meer, en wie geen kaarten meer in de hand "
            "heeft, wordt overgeslagen. Het spel is uit als de stapel op is en alle "
            "kaarten uit de handen gespeeld zijn. Wie de meeste kaarten verzamelde, wint; "
            "bij evenveel wordt de winst gedeeld.",
            "Kun pakka on loppu, kukaan ei enää nosta, ja pelaaja, jonka käsi on tyhjä, "
            "jätetään väliin. Peli päättyy, kun pakka on loppu ja kaikki käsien kortit on "
            "pelattu. Eniten kortteja kerännyt voittaa; tasatilanteessa voitto jaetaan.",
        ),
        prompt=say(
            "The pile is empty and the other player has played out, with one card more "
            "than you. Win with your last card: lay card 50 at 2,0 and take both cards it "
            "joins, 50r0@2,0x47,49. (Taking only one would share the win.)",
            "De stapel is op en de andere speler heeft alles gespeeld, met één kaart meer "
            "dan jij. Win met je laatste kaart: leg kaart 50 op 2,0 en pak beide kaarten "
            "die hij verbindt, 50r0@2,0x47,49. (Met maar één kaart zou je de winst delen.)",
            "Pakka on loppu ja toinen pelaaja on pelannut kaikki korttinsa, ja hänellä on "
            "yksi kortti enemmän kuin sinulla. Voita viimeisellä kortillasi: laita kortti "
            "50 paikkaan 2,0 ja ota molemmat kortit, joihin se yhdistyy, 50r0@2,0x47,49. "
            "(Yhdellä kortilla voitto jaettaisiin.)",
        ),
        success=say(
            "Every card is played and you collected the most: you win!",
            "Alle kaarten zijn gespeeld en jij verzamelde de meeste: je wint!",
            "Kaikki kortit on pelattu ja sinä keräsit eniten: voitit!",
        ),
        build=last_card,
        goal=_won,
        intended=("50r0@2,0x47,49",),
        wrong=("50r0@2,0x47",),
        teaches=(
            "Pile empty: no draw; empty hands are skipped",
            "The end: pile empty and all hands played",
            "Most cards wins; a tie is shared",
        ),
    )


COURSES = (
    Course(
        GAME,
        "base",
        say("Labyrinth, the card game", "Doolhof, het kaartspel", "Labyrintti-korttipeli"),
        say(
            "Lay maze cards so corridors join equal treasures, and collect the cards.",
            "Leg doolhofkaarten zo dat gangen gelijke schatten verbinden, en verzamel de kaarten.",
            "Laita sokkelokortteja niin, että käytävät yhdistävät samat aarteet, ja kerää kortit.",
        ),
        (place(), corridor(), take(), take_two(), keep_joined(), last_card_lesson()),
    ),
)
