"""Moves: a player's command in a game (typed, or a button that stands for it), and the
menus that show a player the choices of a move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import RuleError

from ..replies import Actor, Channel, Reply
from ..table.answers import answer, refused
from ..table.loaded import Game, load_game
from ..table.refusal import Refusal
from .core import Core, Done


class Moves:
    """Moves on the core: a player's command, and the menus that show the choices of one."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def play(self, where: Channel | int, actor: Actor, command: str,
                   args: Mapping[str, Any] | None = None, *, stamp: int | None = None,
                   button: str | None = None) -> list[Reply]:
        """A move (`draw`, `claim`, ...) by the actor in the game here. With `stamp`
        (from a button), a click from an earlier moment is refused as stale."""
        arguments = dict(args or {})
        if button is None and not any(arguments.values()):
            opened = await self._opened(where, actor, command)
            if opened is not None:
                return opened

        def change(game: Game) -> Done:
            if game.status == "lobby":
                raise Refusal("game_not_started")
            if game.status == "finished":
                raise Refusal("game_over")
            if game.status != "playing":
                raise Refusal("no_game")
            assert game.state is not None
            if command not in {c.name for c in game.face.commands}:
                raise Refusal("unknown_command", command=command)
            seat = game.table.seat_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            if stamp is not None and button is not None and stamp != game.face.stamp(
                    game.state, game.table.step, button):
                raise Refusal("stale_click")
            s = game.table.seats[seat]
            if s.computer:
                raise Refusal("seat_is_computer", player=s.name)
            action = game.face.action_for(game.state, seat, command, arguments)
            events = game.rules.apply(game.state, seat, action)
            game.table.step += 1
            game.table.remember(events)
            s.locale = actor.locale
            return Done(command, seat=seat, text=game.rules.describe(game.state, action),
                        events=events, board=True)
        return await self.core.change(where, actor, change)

    async def _opened(self, where: Channel | int, actor: Actor, command: str
                      ) -> list[Reply] | None:
        """A move typed without its place answered with the choices of the component
        that opens it (None: the move has none, or no game is being played here)."""
        try:
            game = load_game(await self.core.read(where))
        except Refusal:
            return None
        opener = game.face.openers.get(command)
        seat = game.table.seat_of(actor.id)
        if opener is None or game.status != "playing" or game.state is None or seat is None:
            return None
        action = opener[1]
        try:
            found = game.face.pick(game.state, seat, action, (), game.id,
                                   game.face.stamp(game.state, game.table.step, action),
                                   actor.locale)
        except RuleError:  # not now (another's turn, tickets to keep): the move says why
            return None
        if found is None:
            return None
        phrases, components = found
        return answer(actor, phrases, game, components=components)

    async def pick(self, game_id: int, actor: Actor, stamp: int, action: str,
                    values: Sequence[str]) -> list[Reply]:
        """A component that shows the actor choices (menus of their own moves) rather
        than making a move: answered to them only, nothing changes."""
        game: Game | None = None
        try:
            game = load_game(await self.core.read(game_id))
            if game.status != "playing" or game.state is None:
                raise Refusal("game_over" if game.status == "finished" else "no_game")
            seat = game.table.player_of(actor.id)  # a seat given up shows its hand no more
            if seat is None:
                raise Refusal("not_in_game")
            stale = stamp != game.face.stamp(game.state, game.table.step, action)
            try:
                found = game.face.pick(game.state, seat, action, values, game.id, stamp,
                                       actor.locale)
            except RuleError:
                if stale:
                    raise Refusal("stale_click") from None
                raise
            if found is None:
                raise Refusal("unknown_button")
            if stale:
                raise Refusal("stale_click")
            phrases, components = found
            return answer(actor, phrases, game, components=components)
        except (Refusal, RuleError) as e:
            return refused(actor, game, e)
