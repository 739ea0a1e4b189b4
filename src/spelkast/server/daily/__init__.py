"""The daily challenge: one deal a day for every player of Träxx, Sudoku and Sudoids
played alone, one scored attempt per account and game, and the day's leaderboard
(docs/accounts.md, "Daily challenge")."""
