"""The game server: lobby over HTTP, live play over WebSocket, durable storage.

Layers, each depending only on the ones before it:

- :mod:`.db` — the tables (SQLAlchemy 2) and engine set-up; :mod:`.migrations` (Alembic).
- :mod:`.store` — every read and write of the database, synchronous, run in worker threads.
- :mod:`.protocol` — the closed WebSocket message set: one parse function for everything a
  client may send, one builder per kind of message the server sends.
- :mod:`.bots` — bots in a process pool; a worker only ever gets a seat's view.
- :mod:`.live` — matches in memory: apply, commit, then tell; bots; move clocks.
- :mod:`.app` — the FastAPI application (HTTP lobby + WebSocket endpoint).
"""
