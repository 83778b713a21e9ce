"""Worker processes that draw the pictures, so drawing never holds the event loop's
interpreter (the Discord bot's choice: a thread of the bot's own process holds the GIL
while it draws, and every reply waits for it).

The pool is started at its first use, from a fork server (or, where there is none, fresh
interpreters): no worker inherits the bot's event loop, sockets or threads. The workers
run a little below the bot's priority, so moves and sends come first. The fork server
draws every game's board once before it forks the first worker (render caches each
map's base), so every worker starts with those caches made and its first real picture
is as cheap as its others (spawned workers each draw them as they start). A worker that
dies breaks the pool: the picture it drew is lost (the move is not) and the next one
starts a new pool.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


#: the workers' niceness: the event loop's moves and sends get the CPU before pictures
WORKER_NICENESS = 5


def _start_worker(warm: bool) -> None:
    """In a new worker: yield the CPU to the event loop first; draw every board if `warm`
    (a spawned worker: no fork server drew them for it)."""
    if hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)
    if warm:
        draw_every_board()


def draw_every_board() -> None:
    """Draw each game's board once and choose each board game's hand palette (what
    render caches per map is made then)."""
    from engine import GAMES, RULESETS
    from render import render_table
    from render.hand_png import hand_palette

    for name, game in GAMES.items():
        render_table(game.public_view(game.new(["A", "B"], 0)))
        if name in RULESETS:  # a board game
            hand_palette(name)


def _ready() -> bool:
    """Nothing: a job that shows a worker has started (and warmed up)."""
    return True


def _context(warm: bool) -> Any:
    """Where workers come from: a fork server (a clean process forked for each worker,
    with the renderer imported, and with `warm` every board drawn, once for them all) or,
    where there is none, fresh interpreters."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(
            ["render", "engine", *(["bot.picture_warm"] if warm else [])])
        return context
    return multiprocessing.get_context("spawn")


class PicturePool:
    """`processes` worker processes drawing pictures, started when first asked."""

    def __init__(self, processes: int, *, warm: bool = True) -> None:
        if processes < 1:
            raise ValueError("a picture pool has at least one process")
        self.processes = processes
        #: whether each worker draws every board as it starts (a few seconds of CPU)
        self.warm = warm
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = _context(self.warm)
            spawned = context.get_start_method() != "forkserver"
            self._pool = ProcessPoolExecutor(self.processes, mp_context=context,
                                             initializer=_start_worker,
                                             initargs=(self.warm and spawned,))
        return self._pool

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """`work(*args)` done in a worker (both must pickle: module-level functions and
        plain data); a pool broken by a dead worker is replaced for the next call."""
        pool = self._executor()
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, work, *args)
        except BrokenProcessPool:
            if self._pool is pool:
                log.warning("a picture worker died: the picture pool starts again")
                self._pool = None
                await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
            raise

    async def start(self) -> None:
        """Start every worker now (each warms up as it starts), not at the first picture."""
        await asyncio.gather(*(self.run(_ready) for _ in range(self.processes)))

    async def aclose(self) -> None:
        """Stop the workers, pictures not started yet cancelled; the pool can start again."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
