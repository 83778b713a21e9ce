"""Time the animated replay of a 5-player USA game (the picture /ttr league replay sends).

    python bench/replay.py [--games N]

Plays N games between computer players, then draws each one's replay with warm caches
(the bot draws every board once at start). Prints one JSON line: seconds per replay
(p50, max; and CPU seconds, which a busy machine does not inflate), frames, seconds
of animation and bytes.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from bot.league.replays import replay_views  # noqa: E402
from engine.replay import make_export  # noqa: E402
from render.replay import render_replay  # noqa: E402
from tests.played_games import played_actions  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve"]
    datas = []
    for seed in range(args.games):
        _, log = played_actions("usa", names, seed)
        datas.append(make_export("usa", [{"name": n} for n in names], seed, log))
    render_replay(replay_views(datas[0]))  # warm the board's caches, as the bot does
    times, cpu, frames, seconds, sizes = [], [], [], [], []
    for data in datas:
        start, start_cpu = time.perf_counter(), time.process_time()
        picture = render_replay(replay_views(data))
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        img = Image.open(io.BytesIO(picture))
        total = 0
        for i in range(img.n_frames):
            img.seek(i)
            img.load()
            total += img.info["duration"]
        frames.append(img.n_frames)
        seconds.append(total / 1000)
        sizes.append(len(picture))
    print(json.dumps({"replay_s_p50": round(statistics.median(times), 3),
                      "replay_s_max": round(max(times), 3),
                      "replay_cpu_s_p50": round(statistics.median(cpu), 3), "frames": frames,
                      "animation_s": seconds, "bytes_max": max(sizes)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
