"""A benchmark measured on another checkout's code, for `--against`: the same script run
in a fresh process with TTR_BENCH_ROOT pointing at that checkout (every script imports
the project from there), so old and new face the same measurement."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def measured_in(root: Path, script: Path | str, arguments: list[str]) -> Any:
    """The JSON `script` prints when run with `arguments` on the code at `root`."""
    done = subprocess.run([sys.executable, str(script), *arguments],
                          env=dict(os.environ, TTR_BENCH_ROOT=str(root)), cwd=root,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)
