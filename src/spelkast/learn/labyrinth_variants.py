"""The Labyrinth courses of the young children's options and of Day & Night.

They share the base course's first lessons (:mod:`.labyrinth`) played with the
variant's options, then teach what the variant changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import COIN, NIGHT, OVER, LabyrinthState
from spelkast.learn.build import checked
from spelkast.learn.labyrinth import GAME, at, found_day, push, script, stay, walk, won
from spelkast.learn.lesson import Course, Lesson, say

YOUNG = {"open_cards": True, "no_return": True}
DAY_NIGHT = {"day_night": True}


# ---------------------------------------------------------------- young children
def any_order() -> Lesson:
    return Lesson(
        key="any-order",
        game_id=GAME,
        title=say("Any card will do", "Elke kaart is goed", "Mikä tahansa kortti käy"),
        rule=say(
            "With the young children's rules all your cards lie face up, and you may find "
            "your treasures in any order. Everyone can see them.",
            "Met de regels voor jonge kinderen liggen al je kaarten open en mag je je "
            "schatten in elke volgorde vinden. Iedereen kan ze zien.",
            "Pienten lasten säännöillä kaikki korttisi ovat kuvapuoli ylöspäin, ja saat "
            "löytää aarteesi missä järjestyksessä tahansa. Kaikki näkevät ne.",
        ),
        prompt=say(
            "Walk to any treasure that is on one of your cards.",
            "Loop naar een schat die op een van je kaarten staat.",
            "Kävele mille tahansa aarteelle, joka on jossakin korteistasi.",
        ),
        success=say(
            "Found! Any of your cards counts.",
            "Gevonden! Elke kaart van jou telt.",
            "Löytyi! Mikä tahansa korttisi käy.",
        ),
        build=script(YOUNG, 1, "Nd:EW"),
        goal=found_day,
        intended=("e1",),
        wrong=("stay",),
        teaches=(
            "Variants are off by default",
            "Open cards: any order, visible to all, still return home",
        ),
    )


def no_return() -> Lesson:
    return Lesson(
        key="no-return",
        game_id=GAME,
        title=say("No need to go home", "Niet terug naar huis", "Kotiin ei tarvitse palata"),
        rule=say(
            "With the young children's rules you do not have to go home: whoever finds "
            "their last treasure first wins straight away.",
            "Met de regels voor jonge kinderen hoef je niet naar huis: wie als eerste zijn "
            "laatste schat vindt, wint meteen.",
            "Pienten lasten säännöillä kotiin ei tarvitse palata: se, joka löytää viimeisen "
            "aarteensa ensimmäisenä, voittaa heti.",
        ),
        prompt=say(
            "One treasure left! Walk to it to win.",
            "Nog één schat! Loop erheen om te winnen.",
            "Yksi aarre jäljellä! Kävele sen luo ja voita.",
        ),
        success=say(
            "Your last treasure: you win!",
            "Je laatste schat: je wint!",
            "Viimeinen aarteesi: voitit!",
        ),
        build=lambda: last_card(YOUNG, 1, "Nd:EW", "e1"),
        goal=won,
        intended=("e1",),
        wrong=("stay",),
        teaches=(
            "No return: the game ends when all are found",
            "Open cards and no return are independent (all four combinations)",
        ),
    )


def last_card(options: Mapping[str, Any], seed: int, shift: str, cell: str) -> LabyrinthState:
    """After ``shift``: yellow's one card left is the treasure on ``cell``."""
    state = at(options, seed, shift)
    treasure = B.treasure_of(state.board[B.parse_cell(cell)])
    rest = tuple(t for t in state.piles[0] if t != treasure)
    changed = state.replace(
        piles=((treasure,), *state.piles[1:]), found=((*state.found[0], *rest), *state.found[1:])
    )
    result: LabyrinthState = checked(GAME, changed)
    return result


# ------------------------------------------------------------------- Day & Night
def day_ends() -> Lesson:
    return Lesson(
        key="day-ends",
        game_id=GAME,
        title=say("Night falls", "De nacht valt", "Yö laskeutuu"),
        rule=say(
            "In Day & Night the day is played like the normal game, but the glowing night "
            "treasures do not count yet. The day ends at once when someone finds all their "
            "day treasures, no need to go home. Day cards nobody found are out, and the "
            "player to the left starts the night.",
            "Bij Dag & Nacht speel je de dag als het gewone spel, maar de lichtgevende "
            "nachtschatten tellen nog niet. De dag eindigt meteen als iemand al zijn "
            "dagschatten heeft gevonden, zonder naar huis te gaan. Niet gevonden dagkaarten "
            "doen niet meer mee, en de speler links begint de nacht.",
            "Päivä ja yö -pelissä päivä pelataan kuin tavallinen peli, mutta hohtavia "
            "yöaarteita ei vielä lasketa. Päivä päättyy heti, kun joku löytää kaikki "
            "päiväaarteensa, kotiin ei tarvitse palata. Löytymättä jääneet päiväkortit "
            "poistuvat pelistä, ja vasemmalla istuva pelaaja aloittaa yön.",
        ),
        prompt=say(
            "Find your last day treasure to end the day.",
            "Vind je laatste dagschat om de dag te beëindigen.",
            "Löydä viimeinen päiväaarteesi ja päätä päivä.",
        ),
        success=say(
            "The day is over. Good night!",
            "De dag is voorbij. Welterusten!",
            "Päivä on ohi. Hyvää yötä!",
        ),
        build=lambda: last_card(DAY_NIGHT, 2, "W2:NS", "b4"),
        goal=lambda start, end: end.phase == NIGHT,
        intended=("b4",),
        wrong=("stay",),
        teaches=(
            "D&N: the day is the base game, begun by the chosen player",
            "D&N: night treasures do not count by day",
            "D&N: the day ends at once when someone has all day treasures, no return needed",
            "D&N: unfound day cards are out",
            "D&N: the left neighbour of the day's ender starts the night; pawns stay",
        ),
    )


def night_state() -> LabyrinthState:
    state = at(DAY_NIGHT, 1)
    result: LabyrinthState = checked(GAME, state.replace(phase=NIGHT))
    return result


def night_treasure() -> Lesson:
    return Lesson(
        key="night-treasure",
        game_id=GAME,
        title=say("Treasures of the night", "Schatten van de nacht", "Yön aarteet"),
        rule=say(
            "At night the night treasures appear. Your night cards lie face up: find them "
            "in any order. Only your own night treasures count.",
            "'s Nachts verschijnen de nachtschatten. Je nachtkaarten liggen open: vind ze "
            "in elke volgorde. Alleen je eigen nachtschatten tellen.",
            "Yöllä yöaarteet tulevat näkyviin. Yökorttisi ovat kuvapuoli ylöspäin: löydä "
            "ne missä järjestyksessä tahansa. Vain omat yöaarteesi lasketaan.",
        ),
        prompt=say(
            "Push at E2 (spare turned EW), then walk to b3 to find a night treasure.",
            "Schuif bij E2 (kaart gedraaid naar EW) en loop dan naar b3 voor een nachtschat.",
            "Työnnä kohdasta E2 (pala käännettynä EW) ja kävele sitten ruutuun b3 "
            "löytääksesi yöaarteen.",
        ),
        success=say(
            "A night treasure, worth two points!",
            "Een nachtschat, twee punten waard!",
            "Yöaarre, kahden pisteen arvoinen!",
        ),
        build=night_state,
        goal=lambda start, end: len(end.night_found[0]) > len(start.night_found[0]),
        intended=("E2:EW", "b3"),
        wrong=("E2:EW", "stay"),
        teaches=(
            "D&N: night treasures hidden by day, visible at night",
            "D&N: night treasures count at night, in any order, only one's own",
            "D&N: night cards face up from the start; day cards a face-down pile",
        ),
    )


def _coin_time() -> LabyrinthState:
    """The night is over: yellow came home with every night treasure and picks a coin."""
    state = night_state()
    night = (*state.night_found[0], *state.night_piles[0])
    changed = state.replace(
        night_piles=((), *state.night_piles[1:]),
        night_found=(night, *state.night_found[1:]),
        step=COIN,
        ended_by=0,
    )
    result: LabyrinthState = checked(GAME, changed)
    return result


def coin() -> Lesson:
    return Lesson(
        key="coin",
        game_id=GAME,
        title=say("Pick a coin", "Kies een munt", "Valitse kolikko"),
        rule=say(
            "The night ends when someone has all their night treasures and is back home. "
            "That player picks one of three face-down coins, worth 1, 3 or 5. Then "
            "everyone counts: 1 point per day treasure, 2 per night treasure, plus the coin.",
            "De nacht eindigt als iemand al zijn nachtschatten heeft en weer thuis is. Die "
            "speler kiest een van drie omgekeerde munten, 1, 3 of 5 waard. Dan telt "
            "iedereen: 1 punt per dagschat, 2 per nachtschat, plus de munt.",
            "Yö päättyy, kun jollakulla on kaikki yöaarteensa ja hän on taas kotona. Hän "
            "valitsee yhden kolmesta kuvapuoli alaspäin olevasta kolikosta, jotka ovat 1, 3 "
            "tai 5 arvoisia. Sitten kaikki laskevat: 1 piste päiväaarteesta, 2 yöaarteesta "
            "ja lisäksi kolikko.",
        ),
        prompt=say(
            "You ended the night. Pick a coin: coin1, coin2 or coin3.",
            "Jij beëindigde de nacht. Kies een munt: coin1, coin2 of coin3.",
            "Sinä päätit yön. Valitse kolikko: coin1, coin2 tai coin3.",
        ),
        success=say(
            "The coin is yours. Count up the points!",
            "De munt is van jou. Tel de punten!",
            "Kolikko on sinun. Laske pisteet!",
        ),
        build=_coin_time,
        goal=lambda start, end: end.step == OVER and end.coin_taken is not None,
        intended=("coin2",),
        wrong=("d4",),
        teaches=(
            "D&N: the game ends with all night treasures found and the pawn home",
            "D&N: the ender picks one of three hidden coins",
            "D&N: 1 per day treasure, 2 per night treasure, plus the coin",
        ),
    )


COURSES = (
    Course(
        GAME,
        "young",
        say(
            "Labyrinth for young children",
            "Doolhof voor jonge kinderen",
            "Labyrintti pienille lapsille",
        ),
        say(
            "All cards face up, any order, and no need to go home.",
            "Alle kaarten open, elke volgorde, en niet terug naar huis.",
            "Kaikki kortit näkyvissä, mikä tahansa järjestys, eikä kotiin tarvitse palata.",
        ),
        (push(YOUNG), walk(YOUNG), stay(YOUNG), any_order(), no_return()),
    ),
    Course(
        GAME,
        "day-night",
        say("Labyrinth: Day & Night", "Doolhof: Dag & Nacht", "Labyrintti: Päivä ja yö"),
        say(
            "A day of treasures, a night of glowing ones, and a coin for the winner.",
            "Een dag vol schatten, een nacht vol lichtgevende, en een munt voor de winnaar.",
            "Päivä aarteita, yö hohtavia aarteita ja kolikko voittajalle.",
        ),
        (push(DAY_NIGHT), day_ends(), night_treasure(), coin()),
    ),
)
