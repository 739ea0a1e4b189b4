"""Bot decisions for the server: a seat's view and legal actions in, an action out.

- :mod:`.pool` — :class:`~.pool.BotPool`, decisions in a pool of processes.
- :mod:`.lanes` — the two lanes (a work lane, and a timed lane for bots bounded by wall
  time) and :class:`~.lanes.LanedPool`, this process's bots without Redis.
- :mod:`.queue` — the bot queue on Redis: key names, request and reply messages, and the
  Redis helpers that nodes and workers share.
- :mod:`.worker` — the worker of ``spelkast bots-worker``.
- :mod:`.remote` — :class:`~.remote.RedisBotPool`, a node's decisions through the queue.
- :mod:`.info` — what the bots page tells of each bot (levels, measured strength).

Nothing here knows a match: the match layer asks through :class:`~.pool.BotPool`.
"""
