"""The game server: lobby over HTTP, live play over WebSocket, durable storage.

Layers, each depending only on the ones before it:

- :mod:`.db` — the tables (SQLAlchemy 2) and engine set-up; :mod:`.migrations` (Alembic).
- :mod:`.store` — every read and write of the database, synchronous, run in worker threads.
- :mod:`.protocol` — the closed WebSocket message set: one parse function for everything a
  client may send, one builder per kind of message the server sends.
- :mod:`.bots` — bot decisions (the pool, its lanes, the Redis queue and its worker, the
  bots page's facts); a worker only ever gets a seat's view, and the group knows no match.
- :mod:`.errors`, :mod:`.runtime`, :mod:`.settings` — error classes with their codes and
  HTTP statuses; what all matches share (store thread, group commit, counters, secrets);
  the server's limits.
- :mod:`.audience` — the broadcast role of a match (who is connected, how they hear).
- :mod:`.offers`, :mod:`.matchparts`, :mod:`.clock` — a rematch offer as stored; a
  match's seats, events, loaded history and summary; the move clocks' deadlines.
- :mod:`.commit` — the commit role of a match (check, apply, store, swap in).
- :mod:`.live` — one match in memory: its state and views, with its three roles.
- :mod:`.turns` — the turn role: bot turns and move clocks through :mod:`spelkast.driver`.
- :mod:`.lobby` — every match of the server: create, load, resume, expire.
- :mod:`.socket`, :mod:`.models`, :mod:`.routes` — a WebSocket client's loop; the lobby's
  bodies and routers.
- :mod:`.rematch` — rematch offers (kept in the database) and their routes.
- :mod:`.nodes` — several server nodes on one PostgreSQL and one Redis (imported by the
  app alone).
- :mod:`.app` — the FastAPI application (puts it together).
"""
