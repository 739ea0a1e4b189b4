"""A bot worker whose decisions never end, for the test of a worker killed mid-decision.

The same worker as ``spelkast bots-worker`` (:func:`spelkast.server.bots.worker.serve_queue`)
with one test-only difference: its process pool runs :func:`think_forever` instead of
the bot, which writes the request's seat and bot to ``MARKER`` (so the test knows the
decision has started) and then sleeps until the process is killed. It exists only in
this file: no server, no request and no option of ``spelkast`` can reach it.

    python tests/server/slow_bot_worker.py MARKER REDIS_URL CLAIM_SECONDS
"""

from __future__ import annotations

import asyncio
import functools
import logging
import sys
import time
from pathlib import Path
from typing import Any


def think_forever(marker: str, ask: Any) -> Any:
    Path(marker).write_text(f"{ask.game} {ask.player} {ask.bot} {ask.seed}")
    while True:
        time.sleep(3600)


def main() -> None:
    from spelkast.server.bots.pool import BotPool
    from spelkast.server.bots.worker import serve_queue

    marker, redis_url, claim_seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    logging.basicConfig(level="DEBUG", format="%(levelname)s: %(name)s: %(message)s")
    pool = BotPool(1, decide=functools.partial(think_forever, marker))
    asyncio.run(serve_queue(redis_url, 1, claim_seconds=claim_seconds, pool=pool))


if __name__ == "__main__":
    main()
