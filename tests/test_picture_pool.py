"""Pictures drawn in worker processes (the Discord bot's PICTURE_PROCESSES): the same
pictures as drawn in threads, a dead worker costs one picture and not the next, every
worker starts with each map's board drawn, and the pool stops at the bot's stop leaving
no process or semaphore behind."""

from __future__ import annotations

import multiprocessing
import os
import random
import subprocess
import sys
from pathlib import Path

from bot.kinds.board.pictures import board_picture, final_picture, hand_picture
from bot.picture_pool import PicturePool
from bot.pictures import Pictures
from engine import GAMES

ROOT = Path(__file__).resolve().parents[1]


def played(turns: int) -> tuple[object, list[tuple[int, str]]]:
    """A two-player USA game after `turns` random moves (or at its end), and its log."""
    game = GAMES["usa"]
    state, rng, moves = game.new(["Ann", "Bob"], 3), random.Random(1), []
    for _ in range(turns):
        seat = game.to_act(state)
        if seat is None:
            break
        action = rng.choice(game.legal(state, seat))
        moves.append((seat, game.describe(state, action)))
        game.apply(state, seat, action)
    return state, moves


def in_a_pool() -> Pictures:
    pictures = Pictures(processes=1)
    pictures.pool = PicturePool(1, warm=False)  # each map drawn when first needed
    return pictures


def die(view: object, **kwargs: object) -> bytes:
    """A render function whose worker dies."""
    os._exit(3)


async def test_pictures_drawn_in_a_worker_process_are_those_drawn_in_a_thread():
    state, moves = played(30)
    ended, log = played(10_000)
    assert GAMES["usa"].is_over(ended)
    pooled, threads = in_a_pool(), Pictures()
    try:
        for pictures in (pooled, threads):
            pictures.drawn = [  # type: ignore[attr-defined]
                await board_picture(pictures, state, "board-1-30.png", "cs"),
                await hand_picture(pictures, state, 1, "hand-1-30-1.png", "pl", moves),
                await final_picture(pictures, ended, "final-1.png", "hu", log)]
    finally:
        await pooled.aclose()
    assert all(p is not None and p.data.startswith(b"\x89PNG") for p in pooled.drawn)
    assert pooled.drawn == threads.drawn
    assert not multiprocessing.active_children()


async def test_a_dead_worker_loses_its_picture_and_the_next_is_drawn():
    state, _ = played(4)
    pictures = in_a_pool()
    try:
        assert await pictures.draw(die, lambda: 1, "dying.png") is None
        board = await board_picture(pictures, state, "board-1-4.png", "en")
    finally:
        await pictures.aclose()
    assert board is not None and board.data.startswith(b"\x89PNG")
    assert not multiprocessing.active_children()


def test_workers_start_with_every_board_drawn_and_stop_leaving_no_process_or_semaphore():
    script = (
        "import asyncio, multiprocessing\n"
        "from bot.kinds.board.pictures import board_picture\n"
        "from bot.pictures import Pictures\n"
        "from engine import GAMES\n"
        "from render.board_static import static_board\n"
        "async def main():\n"
        "    pictures = Pictures(processes=2)\n"
        "    await pictures.warm_up()\n"
        "    maps = await pictures.pool.run(eval, 'static_board.cache_info().currsize',\n"
        "                                   {'static_board': static_board})\n"
        "    state = GAMES['nordic'].new(['Ann', 'Bob'], 1)\n"
        "    drawn = await asyncio.gather(*(board_picture(pictures, state, f'b{i}.png', 'en')\n"
        "                                   for i in range(4)))\n"
        "    await pictures.aclose()\n"
        "    print(maps, static_board.cache_info().currsize,\n"
        "          sum(len(p.data) > 1000 for p in drawn),\n"
        "          len(multiprocessing.active_children()))\n"
        "if __name__ == '__main__':\n"
        "    asyncio.run(main())\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    # the workers' USA, Europe and Nordic boards were drawn before them, not in the bot
    assert (done.returncode, done.stdout, done.stderr) == (0, "3 0 4 0\n", "")
