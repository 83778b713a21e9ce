"""How computer players fared against each other over simulated games, for every
game the simulator plays: wins by bot name and by seat, mean score and cards left in
hand per bot, and each bot's move times."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean


def seat_names(names: list[str], players: int, game: int) -> list[str]:
    """The bots of one game: the named list cycled over the seats, turned one seat
    further each game so every bot plays every seat."""
    return [names[(game + i) % len(names)] for i in range(players)]


def lead_of(totals: list[float], seat: int) -> float:
    """The seat's total minus the best other seat's (a finished game's margin, or a
    searched world's outcome)."""
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def _percentile(sorted_values: list[float], share: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(share * len(sorted_values)))]


@dataclass
class MatchStats:
    """Per-bot tallies, filled game by game."""

    players: int
    wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wins_by_seat: list[int] = field(default_factory=list)
    scores: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    held: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    move_seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def __post_init__(self) -> None:
        self.wins_by_seat = [0] * self.players

    def move(self, name: str, seconds: float) -> None:
        """One move's thinking time."""
        self.move_seconds[name].append(seconds)

    def game(self, names: list[str], winner: int, totals: list[int], held: list[int]) -> None:
        """One finished game: the bot of each seat, the winning seat, final totals and
        the cards each seat still held."""
        self.wins[names[winner]] += 1
        self.wins_by_seat[winner] += 1
        for name, score, cards in zip(names, totals, held, strict=True):
            self.scores[name].append(score)
            self.held[name].append(cards)

    def fields(self, names: list[str]) -> dict:
        """The simulator's JSON fields."""
        times = {}
        for name, values in sorted(self.move_seconds.items()):
            ordered = sorted(values)
            times[name] = {"p50": round(_percentile(ordered, 0.5) * 1000, 2),
                           "p95": round(_percentile(ordered, 0.95) * 1000, 2),
                           "max": round(ordered[-1] * 1000, 2), "moves": len(ordered)}
        distinct = sorted(set(names))
        return {
            "bots": names,
            "wins": {name: self.wins.get(name, 0) for name in distinct},
            "wins_by_seat": list(self.wins_by_seat),
            "score_mean_by_bot": {n: round(mean(v), 2) for n, v in sorted(self.scores.items())},
            "cards_held_by_bot": {n: round(mean(v), 2) for n, v in sorted(self.held.items())},
            "move_ms": times,
        }
