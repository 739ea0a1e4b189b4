"""``spelkast serve`` for the tests that run a real server process and need known seeds.

No request can choose a match's seed (the server draws it from its secure randomness).
The tests that kill and restart a real server still need known deals, so they start the
server through this script: the same app, built by ``create_app`` with a seed source that
reads the seed of each new match from a file the test writes just before it creates the
match. The file's path is given on the command line: only whoever starts the process
can fix seeds, never a client.

    python tests/server/seeded_server.py SEED_FILE --port P --database-url URL
        [--bot-workers N] [--log-level warning] [--redis-url URL] [--lease-seconds S]
        [--connections-per-client N] [--header-timeout S] [--body-timeout S]
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
from pathlib import Path


def main() -> None:
    import uvicorn

    from spelkast.server.app import Settings, create_app, tune_gc
    from spelkast.server.edges import uvicorn_options
    from spelkast.server.runtime import secure_seed

    parser = argparse.ArgumentParser()
    parser.add_argument("seed_file", type=Path)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--bot-workers", type=int, default=1)
    parser.add_argument("--log-level", default="warning")
    parser.add_argument("--redis-url", default=None)  # one node of several
    parser.add_argument("--lease-seconds", type=float, default=5.0)
    # the connection limits (docs/server.md, "Edges"); the defaults are Settings'
    # Every test is one client address (127.0.0.1) and the browser tests keep many pages,
    # sockets and keep-alive connections open on one shared server: no per-client cap
    # unless a test asks for one (tests/server/test_connections.py tests the cap itself).
    parser.add_argument("--connections-per-client", type=int, default=0)
    parser.add_argument("--header-timeout", type=float, default=None)
    parser.add_argument("--body-timeout", type=float, default=None)
    args = parser.parse_args()
    seed_file: Path = args.seed_file

    def seeds() -> int:
        text = seed_file.read_text().strip() if seed_file.exists() else ""
        return int(text) if text else secure_seed()

    logging.basicConfig(
        level=args.log_level.upper(), format="%(levelname)s:     %(name)s: %(message)s"
    )
    # The tests are one client address that opens many matches (the browser tests most):
    # no creation limit here; tests/server/test_hardening.py tests the limit itself.
    settings = Settings(
        database_url=args.database_url,
        bot_workers=args.bot_workers,
        create_per_minute=1e6,
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
        # ... and the same for signing in (tests/server/test_accounts.py tests that limit).
        sign_in_per_minute=1e6,
        sign_in_burst=10**6,
        redis_url=args.redis_url,
        lease_seconds=args.lease_seconds,
    )
    limits = {
        "connections_per_client": args.connections_per_client,
        "header_timeout": args.header_timeout,
        "body_timeout": args.body_timeout,
    }
    settings = dataclasses.replace(
        settings, **{name: value for name, value in limits.items() if value is not None}
    )
    tune_gc()
    uvicorn.run(
        create_app(settings, seeds=seeds),
        host="127.0.0.1",
        port=args.port,
        log_level=args.log_level,
        timeout_graceful_shutdown=5,
        **uvicorn_options(settings),  # as ``spelkast serve`` starts it
    )


if __name__ == "__main__":
    main()
