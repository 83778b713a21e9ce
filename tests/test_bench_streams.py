"""bench/streams.py: the spread of `hard`'s comparisons in one deck and in streams."""

from __future__ import annotations

import json

from bench.streams import main


def test_the_spread_is_measured_both_ways_on_the_same_worlds(capsys) -> None:
    main(["--map", "cardgame", "--positions", "2", "--worlds", "3"])
    out = json.loads(capsys.readouterr().out)
    assert out["map"] == "cardgame" and out["moves_compared"] >= 2
    assert out["one_deck"] > 0 and out["streams"] > 0
    # (the spreads printed are rounded to 2 decimals, the ratio worked out before)
    assert abs(out["variance_ratio"] - out["one_deck"] ** 2 / out["streams"] ** 2) < 0.05
