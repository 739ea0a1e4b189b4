"""Ratings per game for accounts, with bots that hold fixed ratings.

A match is rated when its creator asked for it (:mod:`.rules`). When a rated match
finishes, :func:`.update.rate_finished` moves the accounts' ratings with openskill's
Plackett–Luce model (:mod:`.model`) in the same database transaction that stores the
result, so the two are committed together or not at all. :mod:`.recompute` replays every
rated result in order; :mod:`.queries` reads leaderboards and histories; :mod:`.routes`
serves them. docs/accounts.md explains the figures.
"""
