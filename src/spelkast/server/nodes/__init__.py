"""Several server nodes on one PostgreSQL database and one Redis (the multi-node mode).

- :mod:`.mesh` — what nodes share through Redis: leases, news of matches, requests.
- :mod:`.requests` — the typed requests a node sends the owner of a match.
- :mod:`.fanout` — the broadcast role of a match on a node (its clients, news for the
  other nodes).
- :mod:`.phrases` — the per-seat limit on phrases, counted in Redis for every node.
- :mod:`.match` — the commit role routed to the owner, and a match on a node.
- :mod:`.lobby` — :class:`~.lobby.NodeLobby`: the lobby of one node (ownership,
  failover, replicas).

Only the application (:mod:`spelkast.server.app`) imports this group.
"""
