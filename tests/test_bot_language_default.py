"""A server's channel language: /ttr language, else the server's Discord locale, else
English."""

from __future__ import annotations

from bot.replies import Actor, Channel
from bot.service import TableService
from bot.store import SqliteStore


async def service_at(tmp_path) -> TableService:
    store = SqliteStore(tmp_path / "t.sqlite3")
    await store.open()
    return TableService(store)


async def test_the_server_locale_is_the_default_and_the_chosen_language_wins(tmp_path):
    service = await service_at(tmp_path)
    assert await service.language("g1") == "en"
    await service.note_server_locale("g1", "pl")
    assert await service.language("g1") == "pl"
    await service.note_server_locale("g1", "pt-BR")  # no catalogue: English
    assert await service.language("g1") == "en"
    await service.note_server_locale("g1", "cs")
    manager = Actor(id="1", name="ann", locale="en", manager=True)
    await service.set_language(Channel("g1", "c1"), manager, "hu")
    await service.note_server_locale("g1", "pl")
    assert await service.language("g1") == "hu"
    # a new process reads both back from the store
    again = TableService(service.store)
    assert await again.language("g1") == "hu"
    await service.note_server_locale("g2", "cs")
    assert await TableService(service.store).language("g2") == "cs"
    await service.store.close()
