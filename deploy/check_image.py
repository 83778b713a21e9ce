"""Checks a built image of the bot the way Docker runs it (not part of CI: it needs a
Docker daemon and takes about a minute):

    python -m deploy.check_image [--image ttr-bot]

1. Without DISCORD_TOKEN the container exits non-zero with one line on stderr.
2. With a token, against the local stand-in for Discord (tests/discord_standin, on this
   machine's loopback; the container shares the host's network), the bot connects, opens
   a table for a /ttr new sent through the gateway, and its HEALTHCHECK turns healthy.
3. `docker stop` (SIGTERM, then SIGKILL after 10 s) ends it with exit code 0, well
   within the grace period, with the scheduler stopped and the gateway closed.
4. The console (`python -m bot console`, input kept open) turns healthy and `docker stop`
   ends it with exit code 0 at once.

Prints one line per check and exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
import uuid

from tests.discord_standin.server import ANN, StandIn
from tests.test_discord_stop import LAUNCH

#: the health check's timing for this run (the image's own waits 30 s between checks)
HEALTH = ["--health-interval", "1s", "--health-start-period", "0s", "--health-retries", "2"]


async def docker(*args: str, check: bool = True) -> tuple[int, str, str]:
    """Run the docker client; (exit code, stdout, stderr)."""
    process = await asyncio.create_subprocess_exec(
        "docker", *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate()
    code = process.returncode or 0
    if check and code:
        raise RuntimeError(f"docker {' '.join(args)}: {err.decode().strip()}")
    return code, out.decode(), err.decode()


async def until(condition: object, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if await condition():  # type: ignore[operator]
            return True
        await asyncio.sleep(0.25)
    return False


async def healthy(name: str) -> bool:
    """Whether the container's HEALTHCHECK reports healthy."""
    _, out, _ = await docker("inspect", "--format", "{{json .State.Health}}", name)
    return json.loads(out).get("Status") == "healthy"


async def stop(name: str) -> tuple[float, int]:
    """`docker stop` the container: (seconds it took, the container's exit code)."""
    began = time.monotonic()
    await docker("stop", name)
    took = time.monotonic() - began
    _, out, _ = await docker("inspect", "--format", "{{.State.ExitCode}}", name)
    return took, int(out.strip())


async def without_token(image: str) -> tuple[bool, str]:
    code, out, err = await docker("run", "--rm", "--network", "none", image, check=False)
    lines = [line for line in (out + err).splitlines() if line.strip()]
    return code != 0 and len(lines) == 1, f"exit {code}, output {lines}"


async def stopped_cleanly(image: str) -> tuple[bool, str]:
    standin = StandIn()
    await standin.start()
    name = f"ttr-check-{uuid.uuid4().hex[:8]}"
    try:
        await docker("run", "-d", "--name", name, "--network", "host", *HEALTH,
                     "-e", "DISCORD_TOKEN=stand-in-token", "-e", "SYNC_COMMANDS=never",
                     "-e", "PICTURES=false", "-e", "LOG_LEVEL=INFO",
                     image, "python", "-c", LAUNCH, standin.api, standin.gateway)

        async def connected() -> bool:
            return standin.socket is not None

        async def lobby() -> bool:
            return any(m.components for m in standin.channel_messages())

        if not await until(connected, 60):
            return False, "the bot never connected to the stand-in"
        await standin.send_interaction(standin.slash_payload(ANN, "new", map="usa"))
        if not await until(lobby, 20):
            return False, "no table was opened for /ttr new"
        if not await until(lambda: healthy(name), 30):
            return False, "the HEALTHCHECK never turned healthy"
        took, code = await stop(name)
        _, logs, errs = await docker("logs", name)
        said = logs + errs
        ok = (code == 0 and took < 10 and len(standin.closes) == 1
              and "the scheduler stopped" in said and said.rstrip().endswith("stopped"))
        return ok, (f"docker stop took {took:.1f} s, exit {code}, healthy before the stop, "
                    f"gateway closes {standin.closes}")
    finally:
        await docker("rm", "-f", name, check=False)
        await standin.stop()


async def console_stopped(image: str) -> tuple[bool, str]:
    """The console waiting for input (stdin kept open) is stopped by `docker stop`."""
    name = f"ttr-check-{uuid.uuid4().hex[:8]}"
    try:
        await docker("run", "-d", "-i", "--name", name, "--network", "none", *HEALTH,
                     image, "python", "-m", "bot", "console")
        if not await until(lambda: healthy(name), 30):
            return False, "the HEALTHCHECK never turned healthy"
        took, code = await stop(name)
        return code == 0 and took < 10, f"docker stop took {took:.1f} s, exit {code}"
    finally:
        await docker("rm", "-f", name, check=False)


async def main(image: str) -> int:
    failed = 0
    for title, check in (("no token", without_token), ("docker stop", stopped_cleanly),
                         ("console stop", console_stopped)):
        ok, said = await check(image)
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {title}: {said}")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m deploy.check_image")
    parser.add_argument("--image", default="ttr-bot")
    sys.exit(asyncio.run(main(parser.parse_args().image)))
