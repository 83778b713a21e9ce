"""Spectators' predictions through the console: buttons for each player while the game is
in its first third, refused to its players and in games of one person, closed once the
game is on; a correct prediction scores on the server's table."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.commands import command_line
from bot.league.predictions import progress
from bot.replies import Actor
from bot.table.loaded import load_game, waiting_people
from tests.test_daily_console import (
    TWO_PEOPLE,
    Heard,
    final_scores,
    scripted,
    where,  # noqa: F401
)

DAY = datetime(2026, 11, 27, 10, 0, tzinfo=UTC).timestamp()


async def test_a_spectators_correct_prediction_scores(where):  # noqa: F811
    now = [DAY]
    heard = Heard()
    async with scripted(where, now, heard, seed=5, first=TWO_PEOPLE) as (service, line):
        record = await service.store.channel_game("console", "general")
        game = load_game(record)
        assert progress(game) == 0.0
        names = [s.name for s in game.table.seats]
        [asked] = await line("cat /ttr predict")
        assert asked == (f"Who wins game #{game.id}? Predict it while the game is in its first "
                         "third; correct predictions score on /ttr league predictions.")
        buttons = heard.replies[-1].components
        assert [(b.custom_id, b.label) for b in buttons] == [
            (f"ttr:{game.id}:0:predict0", f"{names[0]} wins"),
            (f"ttr:{game.id}:0:predict1", f"{names[1]} wins")]
        assert await line(f"cat /ttr press ttr:{game.id}:0:predict0") == [
            f"You predict that {names[0]} wins game #{game.id}. You may change it while "
            "predictions are open."]
        assert await line(f"dan /ttr predict {names[1]}") == [
            f"You predict that {names[1]} wins game #{game.id}. You may change it while "
            "predictions are open."]
        assert await line("ann /ttr predict bob") == [
            "You play in this game: predictions are for spectators."]
        assert await line(f"cat /ttr press ttr:{game.id}:0:predict7") == [
            "I don't know that button."]
        for text in ("#solo eve /ttr new usa", "#solo eve /ttr addbot", "#solo eve /ttr start"):
            await line(text)
        assert await line("#solo cat /ttr predict") == [
            "Predictions are for games of at least two people."]
        # the players play on until a third of the game: predictions close
        while progress(game := load_game(await service.read(game.id))) < 1 / 3:
            who = waiting_people(game)[0]
            move = await service.suggestion(game.id, Actor(who, who))
            await line(f"{who} {command_line(*move)}")
        assert await line("eve /ttr predict") == [
            "Predictions for this game are closed: they are open in its first third only."]
        assert await line(f"cat /ttr press ttr:{game.id}:0:predict1") == [
            "Predictions for this game are closed: they are open in its first third only."]
        for text in ("ann /ttr seat ann computer", "ann /ttr seat bob computer"):
            await line(text)
        finished = load_game(await service.store.game(game.id))
        assert progress(finished) >= 1.0
        assert await line("cat /ttr predict") == [  # the game is over
            "Predictions for this game are closed: they are open in its first third only."]
        final = next(r.text for r in heard.replies if "Final scores" in r.text)
        winner = next(iter(final_scores(final)))
        right, wrong = ("cat", "dan") if winner == names[0] else ("dan", "cat")
        [table] = await line("eve /ttr predictions")
        assert table.splitlines() == [
            "Predictions on this server (page 1 of 1):",
            f"1. {right}: 1 of 1 prediction correct",
            f"2. {wrong}: 0 of 1 prediction correct"]
