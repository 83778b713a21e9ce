"""A player's statistics in one server, from the league's records of finished games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..store.league import LeagueGame, SeatRow


def winner(game: LeagueGame) -> SeatRow | None:
    """Who won a game as the league counts it (stats and history alike): the best-placed
    seat whose player stayed to the end; one who left early wins nothing, whatever their
    seat's score (None: everybody left)."""
    stayed = [s for s in game.seats if not s.left_early]
    return min(stayed, key=lambda s: s.place, default=None)


@dataclass(frozen=True)
class PlayerStats:
    """What /ttr stats tells about a player."""

    games: int
    wins: int
    average_score: float
    best_score: int
    tickets_completed: int
    tickets_failed: int
    longest_bonuses: int
    #: the game played most (the latest of equals)
    favourite: str | None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def tickets_rate(self) -> float:
        held = self.tickets_completed + self.tickets_failed
        return self.tickets_completed / held if held else 0.0


def player_stats(games: Sequence[LeagueGame], player: str) -> PlayerStats:
    """Statistics over the games (newest first, as the store lists them) in which
    `player` had a seat. A person who left early never wins."""
    rows = [(g, s) for g in games for s in g.seats if s.player == player]
    scores = [s.score for _, s in rows]
    counts = Counter(g.game for g, _ in rows)
    favourite = None
    if counts:
        most = max(counts.values())
        favourite = next(g.game for g, _ in rows if counts[g.game] == most)
    return PlayerStats(
        games=len(rows), wins=sum(1 for g, s in rows if winner(g) == s),
        average_score=sum(scores) / len(scores) if scores else 0.0,
        best_score=max(scores, default=0),
        tickets_completed=sum(s.tickets_completed for _, s in rows),
        tickets_failed=sum(s.tickets_failed for _, s in rows),
        longest_bonuses=sum(1 for _, s in rows if s.longest_bonus > 0),
        favourite=favourite)
