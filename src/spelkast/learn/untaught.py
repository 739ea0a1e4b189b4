"""The rules of ``docs/rules/*.md`` that no lesson teaches, each with the reason why.

Every row of a rules page's rule -> test table is either taught by a lesson (named in
its ``teaches``) or listed here; ``tests/learn/test_rule_coverage.py`` checks both ways.
"""

from __future__ import annotations

from collections.abc import Mapping

SETUP = "set up by the game before anyone moves: the learner sees it on the board, never does it"
TOOLS = (
    "a promise of the software (notation, errors, views, bots, terminal, tests), not a rule "
    "a player follows"
)
RARE = (
    "a corner case (an empty pile, a tie, a turn of someone else) that a short lesson would "
    "spend a whole position on; the rules page explains it"
)
SAME = "played exactly as the lessons show, only with another number of players"
TURNS = "the turn passes to the next player by itself; there is nothing for the learner to do"
OPTION = "an option chosen before the game; the lessons use the default scoring"

#: The rules page (docs/rules/<name>.md) -> the rules it lists that no lesson teaches -> why.
NOT_TAUGHT: Mapping[str, Mapping[str, str]] = {
    "labyrinth": {
        "The game declares names in three languages, 2–4 players, chance and hidden information": SETUP,
        "16 fixed tiles with the printed openings and treasures": SETUP,
        "The corners are start squares without treasure": SETUP,
        "Edge T's turn their wall to the edge": SETUP,
        "12 fixed T's carry 12 different treasures": SETUP,
        "34 loose tiles, 13/15/6 by default, 12/16/6 as an option": SETUP,
        "No crossings": SETUP,
        "6 loose corners and 6 loose T's carry treasures, no straight does": SETUP,
        "24 treasures, each on exactly one tile": SETUP,
        "Treasures have stable ids and nl/en/fi names": SETUP,
        "Loose tiles are placed and turned at random": SETUP,
        "The set-up is determined by the seed; different seeds differ": SETUP,
        "All cards dealt evenly: 12 / 8 / 6": SETUP,
        "Only the owner sees the top card of a face-down pile": SETUP,
        "Pawns start on their own corner; seats go clockwise": SETUP,
        "Start player is chosen (seat or random from the seed)": SETUP,
        "Being pushed onto it in another player's turn does not count": RARE,
        "Tip: reach the target when possible, else stand best placed for the next turn (most next-turn shifts that open a way, then closest); head home when done": TOOLS,
        "D&N deal: 4+4 for 2–3 players, 3+3 for 4; the rest unused": SETUP,
        "D&N: 12 night treasures with ids and nl/en/fi names": SETUP,
        "D&N: night treasures on plain loose tiles, one each": SETUP,
        "D&N: coins 1, 3, 5 face down in a seeded order": SETUP,
        "D&N: pawn symbols sun, moon, star, lightning": SETUP,
        "D&N: views at night show unfound day cards as out, not left": TOOLS,
        "D&N: the forbidden arrow carries into the night (decision)": RARE,
        "D&N: no_return also ends the night away from home (decision)": RARE,
        "D&N: ties go to more treasures, then a shared win": RARE,
        "D&N: the rulebook's example": TOOLS,
        "Position text and JSON round-trip": TOOLS,
        "Action notation and JSON round-trip": TOOLS,
        "Invalid positions are refused with a reason": TOOLS,
        "Malformed actions: MalformedActionError, state unchanged": TOOLS,
        "Illegal actions: IllegalActionError with the reason, state unchanged": TOOLS,
        "Wrong player: WrongPlayerError, state unchanged": TOOLS,
        "Game over: GameOverError, state unchanged": TOOLS,
        "`apply` never changes its input": TOOLS,
        "Views are JSON, never carry the seed; unknown seats refused": TOOLS,
    },
    "labyrinth-cards": {
        "Play goes clockwise": TURNS,
        "50 cards, 25 treasures, each on exactly 4 cards": SETUP,
        "Two different treasures per card, on its corridors": SETUP,
        "Reconstructed shapes: mostly T-junctions and corners, some straights, a few crossings": SETUP,
        "The deck table is replaceable and checked": TOOLS,
        "Treasure names in nl/en/fi": SETUP,
        "Each player gets 2 hidden cards": SETUP,
        "Four open cards in a 2 × 2 square; the rest is the draw pile": SETUP,
        "The shuffle comes from the seed in the state": SETUP,
        "The youngest (seat 1) starts, or as chosen (decision)": SETUP,
        "2–6 players": SETUP,
        "No placement possible: discard and draw (decision)": RARE,
        "Only the player to move acts": TOOLS,
        "Views hide hands and the pile": TOOLS,
        "Views show the public record of the turns (no draws)": TOOLS,
        "JSON and text notation round-trip": TOOLS,
        "Bad input: distinct errors, state unchanged": TOOLS,
        "perft: distinct placements with the choice of cards taken": TOOLS,
        "Whole games replay identically (golden transcripts)": TOOLS,
        "Bots: random and greedy (most cards now, then fewest chances left)": TOOLS,
    },
    "sudoku": {
        "Animals named in nl/en/fi (Decision)": SETUP,
        "Starting tiles one per row and column, one per value; option one per block": SETUP,
        "81 / 36 tiles, hidden pile, one tile per player, scores 0, seat 1 starts": SETUP,
        "Random layout from the seed": SETUP,
        "1–4 players; options validated; default modes (Decision)": SETUP,
        "Clockwise order": TURNS,
        "End: every tile on the board or set aside": RARE,
        "Empty pile: no draw; players without a tile skipped (Decision)": RARE,
        "Solo": SAME,
        "Every player told what happened since their turn": TOOLS,
        "Scoring variants full / simple / block": OPTION,
        "Views hide other hands and the pile": TOOLS,
        "JSON and text notation round trips": TOOLS,
        "Sudoids cells are a1–f6 (nothing past f6)": TOOLS,
        "Distinct errors, state unchanged": TOOLS,
        "perft (golden, independent counter, hand-derived depth 2)": TOOLS,
        "Invariants over random play (tiles conserved, scores, no mutation)": TOOLS,
        "Bots: greedy and random offered for both sides": TOOLS,
        "Greedy bot: most points now (the rulebook picture's best cell)": TOOLS,
        "Greedy bot: never breaks the rule, claims rightly, claims when its tile fits nowhere": TOOLS,
        "Greedy bot: decides from its view only": TOOLS,
        "Golden playthroughs (7 seeded games, both sides, every mode and scoring, solo)": TOOLS,
        "Terminal UI: each side has its own": TOOLS,
        "Terminal UI: the grid with block borders and golden marks": TOOLS,
        "Terminal UI: the hand — the prompt names the tile; in hot seat only the viewer's tile is drawn": TOOLS,
        "Terminal UI: scores with the track and round tokens": TOOLS,
        "Terminal UI: assisted mode marks where the tile fits, on your turn only": TOOLS,
        "Terminal UI: typed lines become actions; a claim in assisted mode is refused, nonsense is malformed": TOOLS,
        "Terminal UI: whole screens (table rules after a round, Sudoids in Dutch, game over for a spectator)": TOOLS,
        "Protocol conformance (both games, every option)": TOOLS,
    },
    "traexx": {
        "Board: 61 fields, radius 4, hex neighbours": SETUP,
        "Six colours ≈10 fields, names nl/en/fi": SETUP,
        "Numbers 2–4 near middle, 5–10 outer ring": SETUP,
        "Four starts next to the centre; Peter's start, the 6's yellow neighbour, the example card": SETUP,
        "Every colour reachable from every start": SETUP,
        "15 cards, 4 colours, 6 doubles, 66 fields; 10 cards per colour, one double each": SETUP,
        "The rulebook's examples, played through the engine": TOOLS,
        "Errors and notation": TOOLS,
        "Field names (a1…) round trip and read in rows": TOOLS,
        "Legal extensions are exactly right (perft: golden counts, independent slow counter, count = list)": TOOLS,
        "Replays and rule drift (seeded bot games as transcripts)": TOOLS,
        "Bots: greedy and random offered": TOOLS,
        "Greedy bot: reaches a number within the card's reach, beats random, blind to pending choices": TOOLS,
        "Hard bot: takes its settings, plays only legal extensions": TOOLS,
        "Hard bot: its model of a round moves and scores like the engine": TOOLS,
        "Hard bot: sees only what its seat saw (hidden deck order and sealed choices change nothing; a determinisation shuffles only the unplayed cards)": TOOLS,
        "Hard bot: plans the last two rounds where medium takes the most now": TOOLS,
        "Terminal UI: registered for Träxx; the board reads without colour (letters, numbers, path, offers)": TOOLS,
        "Terminal UI: an extension entered field by field; numbers pick offered fields, only legal next fields are offered; an end name picks the end": TOOLS,
        "Terminal UI: pass, clear, whole notation, bad input; a new round clears a half-entered extension": TOOLS,
        "Terminal UI: says what was drawn": TOOLS,
        "Terminal UI: whole games (solo from the command line; hot seat with two people and a bot)": TOOLS,
        "Terminal UI: whole screens (a seat mid-selection, a spectator seeing every board)": TOOLS,
    },
}
