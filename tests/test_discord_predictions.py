"""Spectators' predictions on Discord, through discord.py's own objects against the fake
Discord of test_discord_dispatch."""

from __future__ import annotations

from bot.table.loaded import load_game
from tests.test_discord_daily import daily
from tests.test_discord_dispatch import (
    ANN,
    BOB,
    CAT,
    CHANNEL_ID,
    EPHEMERAL,
    GUILD_ID,
    private_texts,
    walk_components,
)
from tests.test_discord_threads import harness  # noqa: F401


async def test_a_spectator_predicts_by_a_button_the_players_never_see(harness):  # noqa: F811
    """/ttr league predict answers the spectator alone with a button per player; the click
    is answered to them alone, and the table hears nothing of it."""
    h = harness
    service = h.bot.adapter.service
    await h.slash(ANN, "new", map="usa")
    await h.slash(BOB, "join")
    await h.slash(ANN, "start")
    game = await service.store.channel_game(str(GUILD_ID), str(CHANNEL_ID))
    names = [s.name for s in load_game(game).table.seats]
    posts = len(h.fake.channel_posts())
    before = len(private_texts(h))
    await daily(h, CAT, command="predict")
    [asked] = private_texts(h)[before:]
    assert asked.startswith(f"Who wins game #{game.id}?")
    [message] = [m for m in h.fake.messages.values() if m.get("flags", 0) & EPHEMERAL
                 and walk_components(m)][-1:]
    buttons = walk_components(message)
    assert [(b["custom_id"], b["label"]) for b in buttons] == [
        (f"ttr:{game.id}:0:predict{i}", f"{n} wins") for i, n in enumerate(names)]
    await h.click(CAT, message, buttons[1]["custom_id"])
    assert private_texts(h)[-1] == (f"You predict that {names[1]} wins game #{game.id}. You "
                                    "may change it while predictions are open.")
    assert await service.store.predictions_of(game.id) == {f"user:{CAT}": 1}
    assert len(h.fake.channel_posts()) == posts  # the table heard nothing
    await h.click(ANN, message, buttons[0]["custom_id"])  # a player's click is refused
    assert private_texts(h)[-1] == "You play in this game: predictions are for spectators."
    assert await service.store.predictions_of(game.id) == {f"user:{CAT}": 1}
