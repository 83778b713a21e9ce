"""Render times in milliseconds and their percentiles, for the demo and the benchmark."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def timed(fn: Callable[[], T]) -> tuple[T, float]:
    """Call fn; its result and how long it took in milliseconds."""
    start = time.perf_counter()
    result = fn()
    return result, (time.perf_counter() - start) * 1000


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of some values."""
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def summary(times: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """p50, p95 and count per picture kind."""
    return {kind: {"p50_ms": round(percentile(v, 50), 1), "p95_ms": round(percentile(v, 95), 1),
                   "count": len(v)} for kind, v in sorted(times.items()) if v}
