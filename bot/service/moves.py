"""Moves: a player's command in a game, and the buttons and menus that stand for commands
(or show a player the choices of a move)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from engine import RuleError

from ..kinds import KINDS
from ..replies import Actor, Channel, Reply, parse_custom_id
from ..store import GameRecord
from ..table.answers import answer, refused
from ..table.loaded import Game, load_game
from ..table.model import Table
from ..table.refusal import Refusal
from .core import Core, Done
from .lobby import NEW_TABLE
from .lobby_commands import Lobby
from .looks import Looks


class Moves:
    """Moves and button presses on the core; a press of a lobby or table button goes to
    the lobby's or the looks' command, a leaderboard page to the league."""

    def __init__(self, core: Core, lobby: Lobby, looks: Looks) -> None:
        self.core = core
        self.lobby = lobby
        self.looks = looks

    async def play(self, where: Channel | int, actor: Actor, command: str,
                   args: Mapping[str, Any] | None = None, *, stamp: int | None = None,
                   button: str | None = None) -> list[Reply]:
        """A move (`draw`, `claim`, ...) by the actor in the game here. With `stamp`
        (from a button), a click from an earlier moment is refused as stale."""
        arguments = dict(args or {})

        def change(game: Game) -> Done:
            if game.status == "lobby":
                raise Refusal("game_not_started")
            if game.status == "finished":
                raise Refusal("game_over")
            if game.status != "playing":
                raise Refusal("no_game")
            assert game.state is not None
            if command not in {c.name for c in game.kind.commands}:
                raise Refusal("unknown_command", command=command)
            seat = game.table.seat_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            if stamp is not None and button is not None and stamp != game.kind.stamp(
                    game.state, game.table.step, button):
                raise Refusal("stale_click")
            s = game.table.seats[seat]
            if s.computer:
                raise Refusal("seat_is_computer", player=s.name)
            action = game.kind.action_for(game.state, seat, command, arguments)
            events = game.kind.apply(game.state, seat, action)
            game.table.step += 1
            s.locale = actor.locale
            return Done(command, seat=seat, text=game.kind.action_text(game.state, action),
                        events=events, board=True)
        return await self.core.change(where, actor, change)

    async def press(self, actor: Actor, component_id: str, values: Sequence[str] = (),
                    place: Channel | None = None) -> list[Reply]:
        """A button or menu: the same as its command. Refused when it comes from another
        channel than its game's (`place`; None for a direct message, where only moves
        and the host's "abort" are found) or when stale: a lobby button once the game
        began, a board button from an earlier moment. League buttons (leaderboard pages)
        answer in the server they are clicked in."""
        if component_id.startswith("ttrlb:") and place is not None:
            return await self.core.league.league_press(place, actor, component_id)
        parsed = parse_custom_id(component_id)
        if parsed is None:
            return refused(actor, None, Refusal("unknown_button"))
        game_id, stamp, action = parsed
        if action == NEW_TABLE and game_id == 0:  # the game chosen for a new table
            if place is None:
                return refused(actor, None, Refusal("elsewhere"))
            return await self.lobby.new(place, actor, values[0] if values else "")
        record = await self.core.store.game(game_id)
        if record is None:
            return refused(actor, None, Refusal("no_game"))
        table_actions: dict[str, Callable[[int, Actor], Awaitable[list[Reply]]]] = {
            "hand": self.looks.hand, "join": self.lobby.join, "leave": self.lobby.leave,
            "addbot": self.lobby.addbot, "start": self.lobby.start, "abort": self.lobby.abort,
            "rematch": self.lobby.rematch}
        if place is not None and (place.guild, place.channel) != (record.guild, record.channel):
            return refused(actor, None, Refusal("elsewhere"))
        if place is None and action in table_actions and action != "abort":
            return refused(actor, None, Refusal("elsewhere"))
        if action in table_actions:
            if self._stale_table_button(record, stamp, action):
                return refused(actor, None, Refusal("stale_click"))
            return await table_actions[action](game_id, actor)
        meaning = KINDS[record.kind].button_command(action, values)
        if meaning is None:
            return await self._pick(game_id, actor, stamp, action, values)
        command, args = meaning
        return await self.play(game_id, actor, command, args, stamp=stamp, button=action)

    def _stale_table_button(self, record: GameRecord, stamp: int, action: str) -> bool:
        """Whether a table button was made at another moment than now: a lobby button
        once the game began, a "Show my hand" button from an earlier move."""
        if action in ("abort", "rematch"):
            return False
        table = Table.model_validate_json(record.table)
        if action != "hand":
            return record.status != "lobby" or stamp != table.step
        if record.state is None:
            return False  # not started: the hand command says so
        game = load_game(record)
        return stamp != game.kind.stamp(game.state, table.step, action)

    async def _pick(self, game_id: int, actor: Actor, stamp: int, action: str,
                    values: Sequence[str]) -> list[Reply]:
        """A component that shows the actor choices (menus of their own moves) rather
        than making a move: answered to them only, nothing changes."""
        game: Game | None = None
        try:
            game = load_game(await self.core.read(game_id))
            if game.status != "playing" or game.state is None:
                raise Refusal("game_over" if game.status == "finished" else "no_game")
            seat = game.table.seat_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            stale = stamp != game.kind.stamp(game.state, game.table.step, action)
            try:
                found = game.kind.pick(game.state, seat, action, values, game.id, stamp,
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
