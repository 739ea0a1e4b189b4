"""Post-game reviews on the server: computed in the background, kept in the database.

- :mod:`.store` — the ``reviews`` table: find or add a review, claim a run of it (a
  lease renewed with every decision judged), progress, the result.
- :mod:`.jobs` — one run of a review (:func:`~.jobs.run_review`, in a worker process of
  the review lane, which writes its own progress) and the lane itself.
- :mod:`.service` — :class:`~.service.ReviewService`: starts reviews, reports them, runs
  again a run that stopped (a node restart, a worker that died).
- :mod:`.practise` — "Practise your mistakes": a move proposed at a marked decision,
  judged by the engine and the review's estimator from the player's view.
- :mod:`.routes` — the HTTP API; :mod:`.words` — what it says, in en/nl/fi.
"""
