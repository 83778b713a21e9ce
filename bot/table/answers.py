"""What a person is told: a refusal in their words, and answers only they see."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Iterable, Sequence

from engine import RuleError

from ..i18n import Option, Phrase, say
from ..replies import Actor, Card, Channel, Component, Picture, Reply, User, split_text
from ..store import (
    StorageFailed,
    StorageFull,
    StorageUncertain,
    StorageUnreachable,
    StoreError,
)
from .display_names import MAX_RULE_WORD, clipped, echoed
from .loaded import Game, seat_names
from .refusal import Refusal

log = logging.getLogger(__name__)

#: refusal parameters that hold a name or something a person typed (quoted back escaped)
_TYPED = frozenset({"player", "host", "value", "game", "strategy", "language", "command"})


def storage_refusal(error: StoreError) -> Refusal:
    """What a person is told when the database could not write their command."""
    if isinstance(error, StorageUncertain):
        return Refusal("storage_uncertain")
    if isinstance(error, StorageUnreachable):
        return Refusal("storage_unreachable")
    return Refusal("storage_full" if isinstance(error, StorageFull) else "storage_failed")


async def unless_storage_fails(actor: Actor, call: Awaitable[list[Reply]]) -> list[Reply]:
    """The replies of a command, or, when the database could not read or write it (full,
    failing, out of reach), the refusal that says so: nothing was changed."""
    try:
        return await call
    except (StorageFull, StorageFailed) as e:
        log.warning("a command by user %s met the database failing: %s", actor.id,
                    type(e).__name__)
        return refused(actor, None, storage_refusal(e))


def refusal_phrase(game: Game | None, error: Exception) -> Phrase:
    """A refusal (the table's or the rules') as a message, names and typed words escaped."""
    if isinstance(error, RuleError):
        assert game is not None and game.state is not None
        phrase = game.face.error_phrase(game.state, error.code, error.params,
                                        seat_names(game.table))
        return Phrase(phrase.key, {
            k: Option(v) if k == "argument" and isinstance(v, str)
            else clipped(v, MAX_RULE_WORD) if isinstance(v, str)
            else v for k, v in phrase.params.items()})
    assert isinstance(error, Refusal)
    return Phrase(f"error.{error.code}", {
        k: Option(v) if k == "option" and isinstance(v, str)
        else echoed(v) if k in _TYPED and isinstance(v, str) else v
        for k, v in error.params.items()})


def refused(actor: Actor, game: Game | None, error: Exception) -> list[Reply]:
    """The refusal, to the actor only: nothing changed."""
    phrase = refusal_phrase(game, error)
    return [Reply(to=actor.user, text=say(actor.locale, phrase), locale=actor.locale,
                  ephemeral=True, game_id=game.id if game else None,
                  status=game.status if game else None)]


def answer(actor: Actor, phrases: Iterable[Phrase], game: Game | None = None,
           images: Sequence[Picture] = (), components: Sequence[Component] = ()
           ) -> list[Reply]:
    """Ephemeral replies to the actor (long texts in several pieces; pictures and
    components on the last)."""
    return messages(actor.user, phrases, actor.locale, ephemeral=True, game=game,
                    images=images, components=components)


def messages(to: Channel | User, phrases: Iterable[Phrase], locale: str, *,
             ephemeral: bool = False, game: Game | None = None,
             images: Sequence[Picture] = (), components: Sequence[Component] = (),
             mentions: Sequence[str] = (), board: bool = False, hand: bool = False,
             card: Card | None = None, interim: bool = False) -> list[Reply]:
    """The phrases said in `locale` to `to`, cut in pieces that fit a message; pictures,
    components and the card go on the last piece (the board or hand, with `board` or
    `hand`), mentions on the first."""
    text = "\n".join(say(locale, p) for p in phrases)
    pieces = split_text(text)
    last = len(pieces) - 1
    return [Reply(to=to, text=piece, locale=locale, ephemeral=ephemeral,
                  images=tuple(images) if i == last else (),
                  components=tuple(components) if i == last else (),
                  mentions=tuple(mentions) if i == 0 else (),
                  game_id=game.id if game else None,
                  status=game.status if game else None, board=board and i == last,
                  hand=hand and i == last, card=card if i == last else None,
                  interim=interim)
            for i, piece in enumerate(pieces)]
