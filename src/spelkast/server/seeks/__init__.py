"""Play now: a pool of seekers per game, paired across nodes into new matches
(docs/accounts.md, "Pairing (Play now)")."""
