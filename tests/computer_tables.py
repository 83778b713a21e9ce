"""Tables of three computer players, started through the table service as people open
them: the host opens, adds the computers, leaves, and starts."""

from __future__ import annotations

from bot.replies import Actor, Channel
from bot.service import TableService

HOST = Actor("host", "Host")


async def computer_table(service: TableService, place: Channel, game: str = "usa") -> int:
    """A started game of three computer players at `place` (its first move due); its id."""
    await service.new(place, HOST, game)
    for _ in range(2):
        await service.addbot(place, HOST)
    await service.leave(place, HOST)
    await service.addbot(place, HOST)
    await service.start(place, HOST)
    record = await service.store.channel_game(place.guild, place.channel)
    assert record is not None and record.status == "playing"
    return record.id
