"""The Labyrinth base course, and the lessons its variants share (:mod:`.labyrinth_variants`).

The learner plays yellow (seat 1) against red. Every position is a seeded game, played on
by scripted moves or changed by hand and checked by the engine (:mod:`.build`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import MOVE, OVER, LabyrinthState
from spelkast.learn.build import Script, checked
from spelkast.learn.lesson import Course, Lesson, say

GAME = "labyrinth"


def script(options: Mapping[str, Any], seed: int, *moves: str) -> Script:
    """Yellow and red in a game from ``seed``, after ``moves``."""
    return Script(GAME, 2, seed, moves, options)


def at(options: Mapping[str, Any], seed: int, *moves: str) -> LabyrinthState:
    state: LabyrinthState = script(options, seed, *moves)()
    return state


def _with_cards_left(state: LabyrinthState, left: int) -> LabyrinthState:
    """``state`` with yellow's first ``left`` day cards still to find, the rest found."""
    pile = state.piles[0]
    found = (*state.found[0], *pile[left:])
    changed = state.replace(piles=(pile[:left], *state.piles[1:]), found=(found, *state.found[1:]))
    result: LabyrinthState = checked(GAME, changed)
    return result


# ------------------------------------------------------------------------- goals
def _shifted(start: LabyrinthState, end: LabyrinthState) -> bool:
    return end.step == MOVE


def found_day(start: LabyrinthState, end: LabyrinthState) -> bool:
    return len(end.found[0]) > len(start.found[0])


def _stayed(start: LabyrinthState, end: LabyrinthState) -> bool:
    """The turn is over and yellow's pawn is where it was."""
    return end.turn > start.turn and end.pawns[0] == start.pawns[0]


def won(start: LabyrinthState, end: LabyrinthState) -> bool:
    return end.step == OVER and end.ended_by == 0


# ----------------------------------------------------------------------- lessons
def push(options: Mapping[str, Any]) -> Lesson:
    return Lesson(
        key="push",
        game_id=GAME,
        title=say("Push the maze", "Schuif het doolhof", "Työnnä sokkeloa"),
        rule=say(
            "You are yellow. Every turn starts with a push: slide the spare tile into the "
            "maze at one of the twelve arrows. The whole row or column moves one step and "
            "the tile at the other end pops out; it is the next spare. Tiles that never "
            "move have no arrow. Type r to turn the spare first if you like.",
            "Jij bent geel. Elke beurt begint met schuiven: schuif de losse gangkaart bij "
            "een van de twaalf pijlen het doolhof in. De hele rij of kolom schuift één vakje "
            "op en aan de andere kant valt een kaart eruit; dat is de nieuwe losse kaart. "
            "Kaarten die nooit bewegen hebben geen pijl. Typ eerst r als je de kaart wilt "
            "draaien.",
            "Olet keltainen. Jokainen vuoro alkaa työnnöllä: työnnä irtopala sokkeloon "
            "yhden kahdestatoista nuolen kohdalta. Koko rivi tai sarake liikkuu yhden "
            "askeleen, ja toisesta päästä putoaa pala pois; siitä tulee uusi irtopala. "
            "Paloilla, jotka eivät koskaan liiku, ei ole nuolta. Kirjoita ensin r, jos "
            "haluat kääntää palaa.",
        ),
        prompt=say(
            "Push the spare tile in at any arrow, for example Nb (the top of column b).",
            "Schuif de losse kaart in bij een pijl, bijvoorbeeld Nb (boven aan kolom b).",
            "Työnnä irtopala sisään jostakin nuolesta, esimerkiksi Nb (sarakkeen b yläpää).",
        ),
        success=say(
            "Well pushed! The maze has changed, and a new tile is the spare.",
            "Goed geschoven! Het doolhof is veranderd en er is een nieuwe losse kaart.",
            "Hyvä työntö! Sokkelo muuttui, ja irtopalana on nyt uusi pala.",
        ),
        build=script(options, 1),
        goal=_shifted,
        intended=("Nb",),
        wrong=("d4",),
        teaches=(
            "A turn starts with the shift; no move before it",
            "Twelve arrows, at the odd lines, from all four sides",
            "Only the lines without fixed tiles shift",
            "Pushing moves the line one cell; exactly one tile drops out and becomes the spare",
            "Fixed tiles never move",
            "The spare may be turned freely: every distinct orientation",
        ),
    )


def walk(options: Mapping[str, Any]) -> Lesson:
    return Lesson(
        key="walk",
        game_id=GAME,
        title=say("Walk to the treasure", "Loop naar de schat", "Kävele aarteelle"),
        rule=say(
            "After the push you walk. Your pawn may go as far as you like, but only along "
            "open corridors: two tiles join only where both are open towards each other. "
            "Other pawns never block the way, and pawns may share a tile. "
            "The dots show where you can go. End your walk on the treasure of your card "
            "to find it.",
            "Na het schuiven loop je. Je pion mag zo ver als je wilt, maar alleen door "
            "open gangen: twee kaarten sluiten alleen aan waar ze allebei naar elkaar "
            "open zijn. Andere pionnen staan nooit in de weg en mogen samen op een kaart staan. "
            "De puntjes laten zien waar je heen kunt. Eindig op de schat van je "
            "kaart om hem te vinden.",
            "Työnnön jälkeen kävelet. Nappulasi saa mennä niin pitkälle kuin haluat, mutta "
            "vain avoimia käytäviä pitkin: kaksi palaa yhtyvät vain, jos molemmat ovat "
            "auki toisiaan kohti. Muut nappulat eivät koskaan ole tiellä, ja samalla palalla "
            "voi olla monta nappulaa. Pisteet näyttävät, minne pääset. Pysähdy korttisi "
            "aarteen kohdalle löytääksesi sen.",
        ),
        prompt=say(
            "Walk your pawn to the treasure on your card (marked *).",
            "Loop met je pion naar de schat van je kaart (gemarkeerd met *).",
            "Kävele nappulallasi korttisi aarteelle (merkitty *).",
        ),
        success=say(
            "You found it! Your next card is shown at once.",
            "Gevonden! Je volgende kaart zie je meteen.",
            "Löysit sen! Näet seuraavan korttisi heti.",
        ),
        build=script(options, 2, "W2:NS"),
        goal=found_day,
        intended=("b4",),
        wrong=("g7",),
        teaches=(
            "Move any distance along an unbroken corridor",
            "Two tiles connect only when both open towards each other",
            "No move to an unreachable cell",
            "A treasure is found when the turn ends on it",
            "The found card is face up for all; the next card is seen at once",
            "Several pawns per cell; pawns do not block",
        ),
    )


def push_and_walk() -> Lesson:
    return Lesson(
        key="push-and-walk",
        game_id=GAME,
        title=say("Push, then walk", "Eerst schuiven, dan lopen", "Ensin työnnä, sitten kävele"),
        rule=say(
            "A whole turn is one push and then one walk, never two pushes. So choose the "
            "push that opens a way to your treasure. Even when the treasure is already in "
            "reach you must push first.",
            "Een hele beurt is één keer schuiven en dan één keer lopen, nooit twee keer "
            "schuiven. Kies dus de schuif die een weg naar je schat opent. Ook als de schat "
            "al bereikbaar is, moet je eerst schuiven.",
            "Koko vuoro on yksi työntö ja sitten yksi kävely, ei koskaan kahta työntöä. "
            "Valitse siis työntö, joka avaa tien aarteellesi. Vaikka aarre olisi jo "
            "ulottuvilla, on ensin työnnettävä.",
        ),
        prompt=say(
            "Push so that a corridor leads to your treasure, then walk there. "
            "(Try the arrow W2 with the spare turned NS.)",
            "Schuif zo dat er een gang naar je schat loopt en loop er dan heen. "
            "(Probeer pijl W2 met de kaart gedraaid naar NS.)",
            "Työnnä niin, että käytävä johtaa aarteellesi, ja kävele sinne. "
            "(Kokeile nuolta W2, pala käännettynä NS.)",
        ),
        success=say(
            "A perfect turn: push, walk, treasure!",
            "Een perfecte beurt: schuiven, lopen, schat!",
            "Täydellinen vuoro: työntö, kävely, aarre!",
        ),
        build=script({}, 2),
        goal=found_day,
        intended=("W2:NS", "b4"),
        wrong=("W2:NS", "Nb"),
        teaches=(
            "After the shift comes the move; no second shift",
            "The shift is compulsory, even with the treasure in reach",
        ),
    )


def top_card() -> Lesson:
    return Lesson(
        key="top-card",
        game_id=GAME,
        title=say("Only your card counts", "Alleen je kaart telt", "Vain korttisi ratkaisee"),
        rule=say(
            "Only the treasure on your top card counts. Standing on another treasure, or "
            "walking past your own without stopping, finds nothing.",
            "Alleen de schat op je bovenste kaart telt. Op een andere schat staan, of langs "
            "je eigen schat lopen zonder te stoppen, levert niets op.",
            "Vain päällimmäisen korttisi aarre lasketaan. Toisen aarteen päälle "
            "pysähtyminen tai oman aarteen ohi käveleminen ei tuo mitään.",
        ),
        prompt=say(
            "Several treasures are in reach. Walk to the one on your card.",
            "Er zijn meerdere schatten bereikbaar. Loop naar die van je kaart.",
            "Monta aarretta on ulottuvilla. Kävele korttisi aarteelle.",
        ),
        success=say(
            "Right: that was the treasure on your card.",
            "Goed zo: dat was de schat van je kaart.",
            "Oikein: se oli korttisi aarre.",
        ),
        build=script({}, 2, "W2:NS"),
        goal=found_day,
        intended=("b4",),
        wrong=("a3",),
        teaches=(
            "Only the top card's treasure counts",
            "Passing over it does not count",
        ),
    )


def on_the_spare() -> Lesson:
    return Lesson(
        key="on-the-spare",
        game_id=GAME,
        title=say("Treasure on the spare", "Schat op de losse kaart", "Aarre irtopalassa"),
        rule=say(
            "Sometimes your treasure is on the spare tile, outside the maze. Nobody can "
            "reach it there: push it into the maze first, then walk to it.",
            "Soms staat je schat op de losse gangkaart, buiten het doolhof. Daar kan niemand "
            "hem bereiken: schuif hem eerst het doolhof in en loop er dan heen.",
            "Joskus aarteesi on irtopalassa sokkelon ulkopuolella. Siellä kukaan ei yletä "
            "siihen: työnnä se ensin sokkeloon ja kävele sitten sen luo.",
        ),
        prompt=say(
            "Push the spare in at Nb, turned to open NW, then walk onto it at b1.",
            "Schuif de losse kaart in bij Nb, gedraaid naar NW, en loop er dan heen op b1.",
            "Työnnä irtopala sisään kohdasta Nb käännettynä NW ja kävele sen päälle ruutuun b1.",
        ),
        success=say(
            "From the spare into your pocket!",
            "Van de losse kaart zo in je zak!",
            "Irtopalasta suoraan taskuun!",
        ),
        build=script({}, 5),
        goal=found_day,
        intended=("Nb:NW", "b1"),
        wrong=("Nb:NW", "stay"),
        teaches=("A treasure on the spare cannot be reached until pushed in",),
    )


def stay(options: Mapping[str, Any]) -> Lesson:
    return Lesson(
        key="stay",
        game_id=GAME,
        title=say("You may stay", "Je mag blijven staan", "Saat jäädä paikallesi"),
        rule=say(
            "Sometimes no corridor leads to your treasure. Then you do not have to walk: "
            "your pawn may stay where it is.",
            "Soms loopt er geen gang naar je schat. Dan hoef je niet te lopen: je pion mag "
            "blijven staan.",
            "Joskus mikään käytävä ei vie aarteellesi. Silloin ei tarvitse kävellä: "
            "nappulasi saa jäädä paikalleen.",
        ),
        prompt=say(
            "Your treasure is out of reach this turn. Stay where you are (type stay).",
            "Je schat is deze beurt niet te bereiken. Blijf staan (typ stay).",
            "Aarteesi ei ole ulottuvilla tällä vuorolla. Jää paikallesi (kirjoita stay).",
        ),
        success=say(
            "Fine: you stayed, and it is red's turn.",
            "Prima: je bleef staan en rood is aan de beurt.",
            "Hyvä: jäit paikallesi, ja on punaisen vuoro.",
        ),
        build=script(options, 1, "Nb"),
        goal=_stayed,
        intended=("stay",),
        wrong=("d4",),
        teaches=("The pawn may stay",),
    )


def no_push_back() -> Lesson:
    return Lesson(
        key="no-push-back",
        game_id=GAME,
        title=say("No pushing back", "Niet terugschuiven", "Ei takaisintyöntöä"),
        rule=say(
            "Turns go round clockwise: red has just had a turn and pushed at Nd. You may not push the tile straight back where it came "
            "out: that arrow is crossed out (✗) this turn. Every other arrow is fine.",
            "De beurt gaat met de klok mee: rood was net aan de beurt en schoof bij Nd. Je mag de kaart niet meteen terugschuiven waar hij "
            "eruit kwam: die pijl is deze beurt doorgestreept (✗). Elke andere pijl mag.",
            "Vuoro kiertää myötäpäivään: punainen pelasi juuri ja työnsi kohdasta Nd. Palaa ei saa työntää heti takaisin sinne, "
            "mistä se tuli ulos: se nuoli on tällä vuorolla yliviivattu (✗). Kaikki muut "
            "nuolet käyvät.",
        ),
        prompt=say(
            "Push the spare in at any arrow but the crossed-out one.",
            "Schuif de losse kaart in bij elke pijl behalve de doorgestreepte.",
            "Työnnä irtopala sisään mistä tahansa muusta kuin yliviivatusta nuolesta.",
        ),
        success=say(
            "Good: a fresh push, not a push back.",
            "Goed: een nieuwe schuif, geen terugschuif.",
            "Hyvä: uusi työntö eikä takaisintyöntö.",
        ),
        build=script({}, 2, "W2:NS", "b4", "Nd", "stay"),
        goal=_shifted,
        intended=("Nf",),
        wrong=("Sd",),
        teaches=(
            "No push-back; the first turn has no forbidden arrow",
            "Everyone sees the last shift and the forbidden arrow",
            "Play goes clockwise",
        ),
    )


def pushed_off() -> Lesson:
    bottom = B.cell(6, 1)
    return Lesson(
        key="pushed-off",
        game_id=GAME,
        title=say("Off one side, on the other", "Eraf en er weer op", "Ulos ja takaisin sisään"),
        rule=say(
            "A pawn travels with its tile. If a push shoves the tile under a pawn out of "
            "the maze, the pawn goes onto the new tile at the other end of the line. That "
            "does not count as a move.",
            "Een pion reist mee met zijn kaart. Als een schuif de kaart onder een pion uit "
            "het doolhof duwt, komt de pion op de nieuwe kaart aan de andere kant van de "
            "rij. Dat telt niet als een zet.",
            "Nappula kulkee palansa mukana. Jos työntö työntää nappulan alla olevan palan "
            "ulos sokkelosta, nappula siirtyy uudelle palalle rivin toiseen päähän. Se ei "
            "ole siirto.",
        ),
        prompt=say(
            "Your pawn is on b1. Push column b up from the bottom (Sb) so your pawn comes "
            "back in at b7.",
            "Je pion staat op b1. Schuif kolom b van onderen omhoog (Sb), zodat je pion "
            "op b7 weer binnenkomt.",
            "Nappulasi on ruudussa b1. Työnnä sarake b alhaalta ylös (Sb), niin nappulasi "
            "tulee takaisin ruutuun b7.",
        ),
        success=say(
            "Whoosh! Out at the top, in at the bottom.",
            "Hup! Boven eruit, onder er weer in.",
            "Hups! Ylhäältä ulos, alhaalta sisään.",
        ),
        build=script({}, 1, "Nb", "b1", "W4", "stay"),  # yellow walked to b1
        goal=lambda start, end: end.pawns[0] == bottom,
        intended=("Sb",),
        wrong=("Nb",),
        teaches=(
            "Pawns travel with their tile",
            "A pawn pushed off (own or other) goes onto the inserted tile",
            "Being pushed off is not a move or a turn",
        ),
    )


def _all_found() -> LabyrinthState:
    """After Nb: yellow has found every card and stands on c1, next to home."""
    state = _with_cards_left(at({}, 1, "Nb"), 0)
    result: LabyrinthState = checked(GAME, state.replace(pawns=(B.cell(0, 2), state.pawns[1])))
    return result


def home() -> Lesson:
    return Lesson(
        key="home",
        game_id=GAME,
        title=say("Back home", "Terug naar huis", "Takaisin kotiin"),
        rule=say(
            "Found all your treasures? Now hurry back to your start corner. The first "
            "player home with every treasure wins.",
            "Al je schatten gevonden? Haast je dan terug naar je starthoek. Wie als eerste "
            "met alle schatten thuis is, wint.",
            "Löysitkö kaikki aarteesi? Kiiruhda sitten takaisin aloitusnurkkaasi. Ensimmäinen "
            "kaikkien aarteidensa kanssa kotiin ehtinyt voittaa.",
        ),
        prompt=say(
            "You have every treasure. Walk home to a1 and win!",
            "Je hebt alle schatten. Loop naar huis op a1 en win!",
            "Sinulla on kaikki aarteet. Kävele kotiin ruutuun a1 ja voita!",
        ),
        success=say(
            "Home with every treasure: you win!",
            "Thuis met alle schatten: je wint!",
            "Kotona kaikkien aarteiden kanssa: voitit!",
        ),
        build=_all_found,
        goal=won,
        intended=("a1",),
        wrong=("stay",),
        teaches=(
            "With all cards found, return home",
            "The first home with everything wins; the game ends",
        ),
    )


COURSES = (
    Course(
        GAME,
        "base",
        say("Labyrinth", "Doolhof", "Labyrintti"),
        say(
            "Push the maze, walk the corridors, find your treasures and go home.",
            "Schuif het doolhof, loop door de gangen, vind je schatten en ga naar huis.",
            "Työnnä sokkeloa, kulje käytäviä, löydä aarteesi ja palaa kotiin.",
        ),
        (
            push({}),
            walk({}),
            push_and_walk(),
            top_card(),
            on_the_spare(),
            no_push_back(),
            pushed_off(),
            home(),
        ),
    ),
)
