"""Looks: what anyone may ask to see, changing nothing and answered to them only: their
hand, the board, the game's status and rules, the server's open games, help, a hint, and
the suggestions offered while an option is typed."""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from engine import RandomStream

from ..commands import command_specs, command_words
from ..i18n import (
    Duration,
    ListOf,
    Option,
    Phrase,
    canonical_command,
    command_name,
    has_message,
    option_name,
    say,
)
from ..kinds import CommandSpec, Name, all_games, face_of, game_name
from ..replies import Actor, Channel, Reply
from ..table.answers import answer, refused
from ..table.loaded import Game, load_game, seat_names
from ..table.model import Table
from ..table.refusal import Refusal
from ..table.typed_numbers import page_number
from . import clock, lobby
from .computer import computer_move
from .core import Core

#: open games on a page of /ttr games (five lines of five long names fit one message)
GAMES_PAGE = 5


class Looks:
    """The commands that only look, on the core."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def hand(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """The actor's cards and tickets, for them only."""
        game: Game | None = None
        try:
            game = load_game(await self.core.read(where))
            if game.status in ("lobby", "aborted") or game.state is None:
                raise Refusal("game_not_started" if game.status == "lobby" else "no_game")
            seat = game.table.player_of(actor.id)
            if seat is None:
                raise Refusal("not_in_game")
            names = seat_names(game.table)
            lead = [game.face.waiting_phrase(game.state, names)]
            return await self.core.hand_replies(game, seat, actor.user, actor.locale, lead,
                                                ephemeral=True)
        except Refusal as e:
            return refused(actor, game, e)

    async def _shown(self, where: Channel | int, actor: Actor,
                     show: Callable[[Game, list[Name]], Awaitable[list[Reply]]],
                     buttons: bool) -> list[Reply]:
        """`show` the game here (given its seats' names) once it has started; a lobby
        shows its summary (and its buttons, with `buttons`); refused when there is none."""
        game: Game | None = None
        try:
            game = load_game(await self.core.read(where))
            if game.status == "aborted":
                raise Refusal("no_game")
            if game.state is None:
                return answer(actor, lobby.phrases(game), game,
                              components=lobby.components(game, actor.locale) if buttons
                              else ())
            return await show(game, seat_names(game.table))
        except Refusal as e:
            return refused(actor, game, e)

    async def board(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """The board as everyone sees it, for anyone who asks (only they see the answer)."""
        async def show(game: Game, names: list[Name]) -> list[Reply]:
            assert game.state is not None
            if game.status == "finished":
                picture = await game.face.final_picture(self.core.pictures, game.state,
                                                        f"final-{game.id}.png", actor.locale,
                                                        await self.core.logged_moves(game))
                return answer(actor, game.face.final_phrases(game.state, names), game,
                              images=[picture] if picture else [])
            picture = await game.face.board_picture(
                self.core.pictures, game.state, f"board-{game.id}-{game.table.step}.png",
                actor.locale)
            return answer(actor, [game.face.waiting_phrase(game.state, names)], game,
                          images=[picture] if picture else [],
                          components=game.face.board_components(
                              game.state, game.id, game.table.step, actor.locale))
        return await self._shown(where, actor, show, buttons=True)

    async def status(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """Where the game stands, in words (only the asker sees the answer)."""
        async def show(game: Game, names: list[Name]) -> list[Reply]:
            phrases = [Phrase("status.header", {
                "game": game_name(game.table.game),
                "status": Phrase(f"status.{game.status}")})]
            phrases += game.face.status_phrases(game.state, names)
            left = clock.time_left(game.table, self.core.clock())
            if left is not None and game.status == "playing":
                phrases.append(Phrase("status.clock", {"left": Duration(left)}))
            return answer(actor, phrases, game)
        return await self._shown(where, actor, show, buttons=False)

    async def games(self, place: Channel, actor: Actor, page: Any = None) -> list[Reply]:
        """The server's open games, the latest changed first, a page at a time: each one's
        place, players, and whose turn it is and for how long (a lobby: its seats taken);
        nothing secret. Only the asker sees it."""
        store = self.core.store
        _, total = await store.open_games(place.guild, limit=1)
        pages = max(1, math.ceil(total / GAMES_PAGE))
        number = page_number(page, pages, 1)
        records, _ = await store.open_games(place.guild, offset=(number - 1) * GAMES_PAGE,
                                            limit=GAMES_PAGE)
        if not records:
            return answer(actor, [Phrase("games.none")])
        lines = [Phrase("games.header", {"page": number, "pages": pages})]
        lines += [self._open_game(load_game(r)) for r in records]
        return answer(actor, lines)

    def _open_game(self, game: Game) -> Phrase:
        """One line of /ttr games: the game, its place, its players; whose turn it is and
        how long they have been waited for, or how many seats of its lobby are taken."""
        names = seat_names(game.table)
        said = {"game": game.id, "name": game_name(game.table.game),
                "place": self.core.place_name(Channel(game.record.guild, game.record.channel)),
                "players": ListOf(names) if names else Phrase("lobby.nobody")}
        if game.status == "lobby" or game.state is None:
            return Phrase("games.lobby", {**said, "count": len(names),
                                          "max": game.rules.seat_range[1]})
        started = game.table.clock.started or game.record.updated_at
        return Phrase("games.playing", {
            **said, "turn": ListOf([names[s] for s in game.rules.waiting(game.state)]),
            "waited": Duration(max(0.0, self.core.clock() - started))})

    async def rules(self, where: Channel | int, actor: Actor,
                    game: str | None = None) -> list[Reply]:
        """The rules of the game being played here (or of `game`), our decisions included."""
        name = (game or "").strip().lower()
        if not name:
            record = (await self.core.store.channel_game(where.guild, where.channel)
                      if isinstance(where, Channel) else await self.core.store.game(where))
            if record is None or record.status == "aborted":
                return refused(actor, None, Refusal("which_game",
                                                    games=ListOf(all_games())))
            name = Table.model_validate_json(record.table).game
        face = face_of(name)
        if face is None:
            return refused(actor, None, Refusal("unknown_game", game=name,
                                                games=ListOf(all_games())))
        legend = await face.rules_picture(self.core.pictures, name, actor.locale)
        return answer(actor, face.rules_phrases(name), images=[legend] if legend else [])

    async def help(self, actor: Actor, command: str | None = None) -> list[Reply]:
        """Every command with what it does; with `command`, that command in full: its
        options and examples (the exact cards after `with`)."""
        phrases = [Phrase("help.header")]
        locale = actor.locale
        specs = command_specs()
        if command and command.strip():
            name = canonical_command(command.strip())
            if name not in specs:
                return refused(actor, None, Refusal("unknown_command", command=command))
            spec = specs[name]
            phrases = [self._usage(locale, spec)]
            phrases += [Phrase("help.option", {"option": Option(p.name),
                                               "description": Phrase(f"cmd.{name}.{p.name}")})
                        for p in spec.params if has_message(f"cmd.{name}.{p.name}")]
            if has_message(f"help.example.{name}"):
                phrases.append(Phrase(f"help.example.{name}"))
            return answer(actor, phrases)
        for spec in specs.values():
            phrases.append(self._usage(locale, spec))
        return answer(actor, phrases)

    @staticmethod
    def _usage(locale: str, spec: CommandSpec) -> Phrase:
        """A command's line of help: its name and options in the reader's language."""
        names = [option_name(locale, p.name) or p.name for p in spec.params]
        usage = " ".join(f"<{n}>" if p.required else f"[{n}]"
                         for n, p in zip(names, spec.params, strict=True))
        name = command_name(locale, spec.name) or spec.name
        return Phrase("help.line", {
            "command": f"/ttr {name}" + (f" {usage}" if usage else ""),
            "description": Phrase(f"cmd.{spec.name}")})

    async def suggestion(self, where: Channel | int, actor: Actor
                         ) -> tuple[str, dict[str, Any]] | None:
        """The command the computer player would send in the actor's place now (None when
        the actor has no move to make)."""
        record = await self.core.read(where)
        game = load_game(record)
        seat = game.table.player_of(actor.id)
        if (game.status != "playing" or seat is None
                or seat not in game.rules.waiting(game.state)):
            return None
        rng = RandomStream(f"{game.table.seed}:hint", game.table.step)
        action = computer_move(game.rules.name, game.state, seat, self.core.computer, rng)
        return game.face.command_of(game.state, action)

    async def hint(self, where: Channel | int, actor: Actor) -> list[Reply]:
        """What the computer would do in the actor's place, as a command (only they see
        it)."""
        try:
            found = await self.suggestion(where, actor)
        except Refusal as e:
            return refused(actor, None, e)
        if found is None:
            return answer(actor, [Phrase("hint.none")])
        record = await self.core.read(where)
        game = load_game(record)
        seat = game.table.player_of(actor.id)
        rng = RandomStream(f"{game.table.seed}:hint", game.table.step)
        state, face = game.state, game.face
        action, why = await self.core.thinkers.run(face.hint, state, seat, rng,
                                                   lane=record.guild, key=f"hint:{actor.id}")
        found = face.command_of(state, action)
        return answer(actor, [Phrase("hint.command", {"command": command_words(*found)}),
                              why])

    async def choices(self, place: Channel, actor: Actor, command: str, option: str,
                      typed: str = "", filled: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        """Suggestions (label, value) for an option being typed; the game's own moves
        put what the actor can do first."""
        if option == "map" and command in ("new", "rules"):
            return [(say(actor.locale, f"game.{g}"), g) for g in all_games()
                    if typed.lower() in g or typed.lower() in say(actor.locale,
                                                                  f"game.{g}").lower()]
        record = await self.core.store.channel_game(place.guild, place.channel)
        if record is None or record.status != "playing":
            return []
        game = load_game(record)
        seat = game.table.player_of(actor.id)
        return game.face.choices(game.state, seat, command, option, typed, filled or {},
                                 actor.locale)
