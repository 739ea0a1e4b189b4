"""Post-game review and the hard bot's help: estimates of a seat's prospects from its
view alone (:mod:`~spelkast.review.estimate`), a whole game judged decision by decision
with the luck of the draw apart (:mod:`~spelkast.review.game_review`), in words in
en/nl/fi (:mod:`~spelkast.review.words`).

This layer sits on the bots: it imports the standard library, the core, the games and
the bots, and nothing below it imports it.
"""
