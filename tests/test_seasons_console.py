"""Seasons through the console: a manager starts one, a game is played, the leaderboard
shows the season's table (all-time on request), and its end posts the table, keeps it and
names the winner; a season with a length ends by itself."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.test_daily_console import (
    Heard,
    final_scores,
    scripted,
    where,  # noqa: F401
)

DAY = datetime(2026, 11, 27, 10, 0, tzinfo=UTC).timestamp()


async def test_a_season_started_played_and_ended_posts_its_table(where):  # noqa: F811
    now = [DAY]
    heard = Heard()
    async with scripted(where, now, heard, seed=4) as (service, line):

        assert await line("ann /ttr season start") == [
            "Only a server manager can do that."]
        assert await line("max /ttr season start usa 0") == [
            "A season lasts from 1 to 365 days, not “0”."]
        assert await line("max /ttr season start usa role:Champion") == [
            "max started season 1 of Ticket to Ride (USA): the leaderboard shows its table "
            "until it ends.\nIts winner gets the role Champion."]
        assert await line("max /ttr season start usa") == [
            "A season of Ticket to Ride (USA) is running already: end it first with /ttr "
            "league season-end."]
        for text in ("ann /ttr new usa", "bob /ttr join", "ann /ttr start",
                     "ann /ttr seat ann computer", "ann /ttr seat bob computer"):
            await line(text)
        final = next(r.text for r in heard.replies if "Final scores" in r.text)
        scores = final_scores(final)
        order = sorted(scores, key=lambda n: -scores[n])
        winner = next(iter(scores))  # the final message lists the winner first
        rows = [f"{i}. {n}: won {1 if n == winner else 0} of 1 game, average score "
                f"{scores[n]}.0" for i, n in enumerate([winner] + [o for o in order
                                                                   if o != winner], 1)]
        [board] = await line("ann /ttr leaderboard usa")
        assert board.splitlines() == ["Season 1 of Ticket to Ride (USA), since 2026-11-27:",
                                      *rows,
                                      "The all-time ratings: /ttr league leaderboard all_time:yes"]
        [all_time] = await line("ann /ttr leaderboard usa all_time:yes")
        assert all_time.startswith("Leaderboard: Ticket to Ride (USA) (page 1 of 1)")
        now[0] += 3600
        [ended] = await line("max /ttr season end")
        assert ended.splitlines() == [
            "Season 1 of Ticket to Ride (USA) is over. Its final table:", *rows,
            f"The season's winner: {winner}!",
            "The role Champion cannot be given here; the winner is recorded."]
        assert heard.replies[-1].to.channel == "general"  # posted for everyone
        assert await line("max /ttr season end") == [
            "No season of Ticket to Ride (USA) is running."]
        [history] = await line("bob /ttr season history")
        assert history.splitlines() == [
            "Ended seasons of Ticket to Ride (USA) (/ttr league season-history <number> shows a "
            "table):", f"Season 1 · 2026-11-27 – 2026-11-27 · winner: {winner}"]
        [kept] = await line("bob /ttr season history usa 1")
        assert kept.splitlines() == [
            "Season 1 of Ticket to Ride (USA) (2026-11-27 – 2026-11-27), its final table:",
            *rows]
        assert await line("bob /ttr season history usa 7") == [
            "There is no ended season 7 of Ticket to Ride (USA) on this server."]
        # without a season the leaderboard is the all-time one again
        [board] = await line("ann /ttr leaderboard usa")
        assert board.startswith("Leaderboard: Ticket to Ride (USA)")
        # a season of one day ends by itself, once
        [started] = await line("max /ttr season start usa 1")
        assert started.splitlines()[1] == "It ends on 2026-11-28 (UTC)."
        assert await service.seasons.end_due() == []
        now[0] += 86400
        [posted] = await service.seasons.end_due()
        assert posted.to.channel == "general"
        assert posted.text.splitlines() == [
            "Season 2 of Ticket to Ride (USA) is over. Its final table:",
            "No one has finished a game of it in this season yet."]
        now[0] += 120
        assert await service.seasons.end_due() == []
