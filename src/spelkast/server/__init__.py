"""The game server: lobby over HTTP, live play over WebSocket, durable storage.

Layers, each depending only on the ones before it:

- :mod:`.db` — the tables (SQLAlchemy 2) and engine set-up; :mod:`.migrations` (Alembic).
- :mod:`.store` — every read and write of the database, synchronous, run in worker threads.
- :mod:`.jsontext`, :mod:`.status` — JSON text for the hot paths; a match's status and who
  made an event.
- :mod:`.bots` — bot decisions (the pool, its lanes, the Redis queue and its worker, the
  bots page's facts); a worker only ever gets a seat's view, and the group knows no match.
- :mod:`.errors`, :mod:`.runtime`, :mod:`.settings` — error classes with their codes and
  HTTP statuses; what all matches share (store thread, group commit, counters, secrets);
  the server's limits.
- :mod:`.audience` — the broadcast role of a match (who is connected, how they hear).
- :mod:`.presence` — the ``presence`` message: who is connected, pushed when it changes.
- :mod:`.resign`, :mod:`.events`, :mod:`.words` — resigning; a stored action as an event
  and the events that are no action; the words sent with each event.
- :mod:`.offers`, :mod:`.matchparts`, :mod:`.clock` — a rematch offer as stored; a
  match's seats, loaded history and summary; the move clocks' deadlines.
- :mod:`.commit` — the commit role of a match (check, apply, store, swap in).
- :mod:`.live` — one match in memory: its state and views, with its three roles.
- :mod:`.turns` — the turn role: bot turns and move clocks through :mod:`spelkast.driver`.
- :mod:`.lobby` — every match of the server: create, load, resume, expire.
- :mod:`.protocol`, :mod:`.socket` — the closed WebSocket message set; a WebSocket
  client's loop.
- :mod:`.models`, :mod:`.gamedata`, :mod:`.routes`, :mod:`.webapp_files` — the lobby's
  bodies, the game facts the browser reads, the routers, the built browser app.
- :mod:`.rematch` — rematch offers (kept in the database) and their routes.
- :mod:`.nodes` — several server nodes on one PostgreSQL and one Redis (imported by the
  app alone).
- :mod:`.app` — the FastAPI application (puts it together).
"""
