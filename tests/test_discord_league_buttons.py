"""The league's buttons through the real client on the stand-in for Discord: `/ttr league
forget-me` asks first and deletes only when its "Forget me" button is pressed, both
answers seen by the asker alone."""

from __future__ import annotations

from bot.i18n import say
from tests import test_discord_wire as wire
from tests.discord_standin.live import Live
from tests.discord_standin.server import ANN
from tests.test_discord_wire import new_service

#: the stand-in and the store, as in the wire tests
standin, store = wire.standin, wire.store


async def test_forget_me_asks_then_the_button_forgets(standin, store):
    async with Live.running(standin, new_service(store)) as live:
        await live.slash(ANN, "league forget-me")
        [asked] = [m for m in standin.private(ANN) if m.components]
        assert asked.content == say("en", "forget.ask", count=0)
        [button] = asked.components
        await live.send(standin.click_payload(ANN, asked, button["custom_id"]))
        assert say("en", "forget.done", count=0) in standin.private_texts(ANN)
        assert not [m for m in standin.messages_in(wire.CHANNEL_ID)]  # nothing public
