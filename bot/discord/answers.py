"""The interaction a list of replies answers: what was acknowledged, and how the
replies for its sender go back through it.

Every interaction is acknowledged at once, before the service is asked: a slash command
(or a private button such as "Show my hand") with an ephemeral "thinking" message that the
first private reply fills; any other click with a silent update, after which the clicked
message can be edited and private replies follow ephemerally.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from ..i18n import say
from ..replies import Reply, User
from .messages import edit_kwargs, send_kwargs

log = logging.getLogger(__name__)


class Answer:
    """Answers one interaction; `user_id` is its sender (the service's actor id)."""

    def __init__(self, interaction: discord.Interaction[Any], *, thinking: bool) -> None:
        self.interaction = interaction
        #: an ephemeral "thinking" message waits to be filled
        self.thinking = thinking
        self.filled = False
        self.user_id = str(interaction.user.id)
        #: catalogue notes already shown to the sender in this answer
        self.noted: set[str] = set()
        #: whether the clicked message was edited through this answer
        self.edited = False
        #: (game, edit) of each private reply with components sent through this answer
        self.menus: list[tuple[int, Any]] = []

    @classmethod
    async def acknowledge(cls, interaction: discord.Interaction[Any], *,
                          private: bool) -> Answer | None:
        """Acknowledge the interaction (within Discord's 3 seconds, before any slow work);
        None when it can no longer be answered."""
        try:
            if private:
                await interaction.response.defer(ephemeral=True, thinking=True)
            else:
                await interaction.response.defer()
        except Exception as e:  # too late (10062), already answered (40060), no connection
            log.warning("interaction %s could not be acknowledged: %s %s", interaction.id,
                        type(e).__name__, getattr(e, "code", ""))
            return None
        return cls(interaction, thinking=private)

    @property
    def clicked(self) -> int | None:
        """The id of the message whose component was clicked, when this answer may edit
        it (a click acknowledged silently)."""
        message = self.interaction.message
        if self.thinking or message is None:
            return None
        return message.id

    async def private(self, reply: Reply) -> None:
        """A reply only the sender sees; one with components is remembered in `menus`
        (with its game) so that they can be taken off once the game moves on."""
        edit: Any
        if self.thinking and not self.filled:
            await self.interaction.edit_original_response(**edit_kwargs(reply))
            self.filled = True  # only once it is: a failed fill is tried again
            edit = self.interaction.edit_original_response
        else:
            sent = await self.interaction.followup.send(
                ephemeral=True, wait=bool(reply.components), **send_kwargs(reply))
            edit = getattr(sent, "edit", None)
        if reply.components and reply.game_id is not None and edit is not None:
            self.menus.append((reply.game_id, edit))

    async def note(self, key: str, locale: str) -> None:
        """A catalogue message for the sender (once per answer)."""
        if key not in self.noted:
            self.noted.add(key)
            await self.private(Reply(to=User(self.user_id, ""), text=say(locale, key),
                                     locale=locale, ephemeral=True))

    async def edit_clicked(self, **kwargs: Any) -> None:
        """Edit the message whose component was clicked."""
        self.edited = True
        await self.interaction.edit_original_response(**kwargs)

    async def finish(self) -> None:
        """Remove a "thinking" message that no reply filled."""
        if self.thinking and not self.filled:
            await self.interaction.delete_original_response()
            self.filled = True
