"""By hand: the bot through a PostgreSQL restart in the middle of play.

    python bench/pg_restart.py [--outage 6] [--bot-delay 0.3]

Starts a throwaway PostgreSQL cluster (tests/pg_cluster.py: initdb and pg_ctl in a
temporary directory), runs `python -m bot console` on it with a game of three computer
players, stops the server for `--outage` seconds in the middle of play and starts it
again. Prints one JSON object: the replies before and during the outage, the seconds from
the restart to the first computer move after it, whether the bot was alive throughout,
its exit code once the game ended, and whether its stderr held a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.pg_cluster import throwaway_cluster  # noqa: E402

LINES = ["host /ttr new usa", "host /ttr addbot random", "host /ttr addbot random",
         "host /ttr leave", "host /ttr addbot random", "host /ttr start"]


def main(args: argparse.Namespace) -> dict:
    with throwaway_cluster() as cluster:
        env = {**os.environ, "DATABASE_URL": cluster.url, "PYTHONPATH": str(ROOT)}
        bot = subprocess.Popen(
            [sys.executable, "-m", "bot", "console", "--no-pictures", "--jsonl",
             "--bot-delay", str(args.bot_delay)], cwd=ROOT, env=env, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert bot.stdin is not None and bot.stdout is not None and bot.stderr is not None
        seen: list[float] = []
        threading.Thread(target=lambda: [seen.append(time.time()) for _ in bot.stdout],
                         daemon=True).start()
        for line in LINES:
            bot.stdin.write(line + "\n")
            bot.stdin.flush()
            time.sleep(0.3)
        time.sleep(5)
        before = len(seen)
        cluster.stop("fast")
        time.sleep(args.outage)
        during = len(seen) - before
        alive_during = bot.poll() is None
        cluster.start()
        restarted = time.time()
        while len(seen) == before + during and time.time() - restarted < 60:
            time.sleep(0.05)
        resumed = seen[before + during] - restarted if len(seen) > before + during else None
        bot.stdin.close()  # the rest of the game is played, then the console ends
        code = bot.wait(timeout=600)
        err = bot.stderr.read()
    return {"replies_before": before, "outage_s": args.outage, "replies_during": during,
            "alive_during_outage": alive_during,
            "first_move_after_restart_s": round(resumed, 2) if resumed is not None else None,
            "replies_after": len(seen) - before - during, "exit_code": code,
            "traceback": "Traceback" in err,
            "outage_log_lines": sum("database failed the scheduler" in x
                                    for x in err.splitlines())}


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--outage", type=float, default=6.0)
    p.add_argument("--bot-delay", type=float, default=0.3)
    print(json.dumps(main(p.parse_args())))
