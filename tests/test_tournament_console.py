"""A tournament through the console: six people in a Swiss tournament at tables of four,
a computer player filling each table, three rounds played to the final standings; its
games count in the league; bad input is refused and changes nothing."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEOPLE = ["ann", "bob", "cat", "dan", "eve", "fay"]


def script() -> str:
    """Six join, ann starts; in each round ann (the host of every table) hands every
    seat of both tables to the computer, which plays the games to their end."""
    lines = ["ann /ttr tournament-create usa swiss 99",  # refused: rounds 1-10
             "bob /ttr tournament-status",  # refused: none yet
             "ann /ttr tournament-create usa swiss 3 4 off greedy",
             "bob /ttr tournament-create usa",  # refused: one a channel
             *(f"{u} /ttr tournament-join" for u in PEOPLE[1:]),
             "bob /ttr tournament-join",  # refused: already in
             "bob /ttr tournament-start"]  # refused: not the creator
    lines.append("ann /ttr tournament-start")
    for r in (1, 2, 3):
        lines += [f"#general/t1r{r}g{g} ann /ttr seat {k} computer"
                  for g in (1, 2) for k in (1, 2, 3, 4)]
        lines.append("ann /ttr tournament-status")
    lines += ["fay /ttr tournament-join", "ann /ttr history"]
    return "\n".join(lines) + "\n"


def test_a_six_person_swiss_tournament_plays_three_rounds_to_its_standings(tmp_path) -> None:
    db = tmp_path / "db.sqlite3"
    run = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--db", str(db), "--out",
         str(tmp_path / "out"), "--jsonl", "--seed", "3", "--no-pictures", "--bot-delay", "0"],
        input=script(), cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    channel = [r["text"] for r in replies if r["to"] == "#general"]
    private = [r["text"] for r in replies if r["ephemeral"]]
    # refusals, to the asker alone
    assert private[0] == "“99” is not a number from 1 to 10 for rounds."
    assert private[1].startswith("There is no tournament in this channel.")
    assert private[2].startswith("This channel already has a tournament.")
    assert private[3] == "You are already in the tournament."
    assert private[4] == "Only the tournament's creator (ann) or a server manager can do that."
    assert channel[0].startswith("ann opened tournament 1: Ticket to Ride (USA), Swiss, "
                                 "3 round(s), tables of 4.")
    assert "bob joined the tournament (players: 2)." in channel
    assert "fay joined the tournament (players: 6)." in channel

    # each round's tables, as the channel was told of them
    rounds = [r for r in channel if r.startswith("Tournament 1, round ")]
    assert [r.splitlines()[0] for r in rounds] == [
        f"Tournament 1, round {n} of 3 begins:" for n in (1, 2, 3)]
    tables: list[list[list[str]]] = []
    games: list[int] = []
    for n, text in enumerate(rounds, start=1):
        seated = []
        for g, line in enumerate(text.splitlines()[1:], start=1):
            m = re.fullmatch(rf"Table {g} \(game (\d+)\): (\w+), (\w+), and (\w+) · "
                             rf"#general/t1r{n}g{g}", line)
            assert m, line
            games.append(int(m[1]))
            seated.append([m[2], m[3], m[4]])
        assert sorted(p for t in seated for p in t) == PEOPLE
        tables.append(seated)
    assert games == [1, 2, 3, 4, 5, 6]

    # every table is an ordinary finished league game: three people and one computer
    con = sqlite3.connect(db)
    seats: dict[int, list[tuple[str, int, int]]] = {}
    for game_id, player, place, score in con.execute(
            "SELECT game_id, player, place, score FROM league_seats ORDER BY game_id, seat"):
        seats.setdefault(game_id, []).append((player, place, score))
    assert sorted(seats) == games
    for game_id in games:
        assert sum(p.startswith("computer:") for p, _, _ in seats[game_id]) == 1
        assert len(seats[game_id]) == 4

    # points: a point for each seat below; tie-breaks from the games themselves
    def after(n: int) -> dict[str, tuple[int, int, int, int]]:
        points, score = Counter[str](), Counter[str]()
        met: dict[str, list[str]] = {p: [] for p in PEOPLE}
        for game_id, table in zip(games[:2 * n], [t for r in tables[:n] for t in r],
                                  strict=True):
            for player, place, points_scored in seats[game_id]:
                if player.startswith("user:"):
                    who = player.removeprefix("user:")
                    points[who] += sum(other > place for _, other, _ in seats[game_id])
                    score[who] += points_scored
                    met[who] += [q for q in table if q != who]
        out = {}
        for p in PEOPLE:
            faced = sorted(points[q] for q in met[p])
            median = sum(faced[1:-1]) if len(faced) >= 3 else sum(faced)
            out[p] = (points[p], sum(faced), median, score[p])
        return out

    def shown(n: int) -> list[str]:
        rows = after(n)
        order = sorted(PEOPLE, key=lambda p: (*(-v for v in rows[p]), PEOPLE.index(p)))
        return [f"{i}. {p}: " + " · ".join(str(v) for v in rows[p])
                for i, p in enumerate(order, start=1)]

    statuses = [t for t in private if t.startswith("Tournament 1 (Ticket to Ride (USA), Swiss)")]
    assert len(statuses) == 3
    for n, status in enumerate(statuses[:2], start=1):  # the standings before rounds 2, 3
        assert status.splitlines()[0] == (f"Tournament 1 (Ticket to Ride (USA), Swiss): "
                                          f"round {n + 1} of 3, 6 players.")
        assert shown(n) == [line for line in status.splitlines() if re.match(r"\d\. ", line)]
        # Swiss: the next round seats the leader first
        leader = shown(n)[0].split(".")[1].split(":")[0].strip()
        assert tables[n][0][0] == leader
    # round 2 meets again only where it must: three at a table from two tables of three
    # seat two of one table together, one pair at each table
    first = {frozenset(p) for t in tables[0] for p in combinations(t, 2)}
    assert sum(frozenset(p) in first for t in tables[1] for p in combinations(t, 2)) == 2
    final = next(t for t in channel if t.startswith("Tournament 1 is over."))
    standings = shown(3)
    winner = standings[0].split(". ")[1].split(":")[0]
    assert final.splitlines()[0] == f"Tournament 1 is over. The winner is {winner}!"
    assert final.splitlines()[1] == ("Standings (place. player: points · Buchholz · median "
                                     "Buchholz · game score):")
    assert final.splitlines()[2:8] == standings
    assert final.splitlines()[8] == ("Ties are broken by Buchholz, then median Buchholz, "
                                     "then game score.")
    assert statuses[2].splitlines()[0] == ("Tournament 1 (Ticket to Ride (USA), Swiss) is "
                                           "over after 3 round(s).")
    assert private[-2].startswith("There is no tournament in this channel.")  # it is over
    # the league has the six games
    history = private[-1]
    for game_id in games:
        assert f"#{game_id} · " in history
