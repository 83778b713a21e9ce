"""Spectators' predictions: while a game of people is in its first third, anyone in the
server who does not play it may predict its winner, with a button per player (or by
name); each correct prediction scores a point on the server's prediction table. Nothing
is said at the table: a prediction is answered to the one who made it.
"""

from __future__ import annotations

import logging
from typing import Any

from engine import RULESETS
from engine.cardgame import RULES as CARDGAME_RULES

from ..i18n import Phrase, say
from ..replies import Actor, Button, Channel, Reply, custom_id
from ..store import GameRecord
from ..table.answers import answer, refused
from ..table.display_names import clean_name, shown
from ..table.loaded import Game, load_game, seat_names
from ..table.refusal import Refusal
from ..table.typed_numbers import page_number
from .results import league_game

log = logging.getLogger(__name__)

#: a prediction button's action: `predict<seat>`
PREDICT = "predict"
#: how far into the game predictions stay open
OPEN_UNTIL = 1 / 3
#: rows on a page of the prediction table
PAGE = 10


def progress(game: Game) -> float:
    """How far the game has gone, 0 to 1: the trains the most advanced player has laid of
    those that end the game; in the Card Game, the train deck drawn."""
    view = game.rules.public_view(game.state)
    rules = RULESETS.get(game.table.game)
    if rules is None:
        return 1 - view.deck_size / CARDGAME_RULES.deck_size
    used = max(rules.trains - p.trains for p in view.players)
    return used / (rules.trains - rules.last_round_trains)


def is_prediction(action: str) -> bool:
    """Whether a button's action is a prediction (`predict<seat>`)."""
    return action.startswith(PREDICT) and action[len(PREDICT):].isdigit() \
        and len(action) <= len(PREDICT) + 2


class Predictions:
    """The predictions' command, buttons and table, over the service."""

    def __init__(self, service: Any) -> None:
        self.service = service

    @property
    def store(self) -> Any:
        return self.service.store

    def _open_game(self, record: GameRecord, actor: Actor) -> Game:
        """The game, if the actor may predict its winner now; Refusal saying why not."""
        if record.status != "playing" or record.state is None:
            raise Refusal("predict_closed" if record.status == "finished" else "no_game")
        game = load_game(record)
        if sum(s.person for s in game.table.seats) < 2:
            raise Refusal("predict_people_only")
        if game.table.seat_of(actor.id) is not None:
            raise Refusal("predict_player")
        if progress(game) >= OPEN_UNTIL:
            raise Refusal("predict_closed")
        return game

    async def predict(self, place: Channel, actor: Actor, player: Any = None) -> list[Reply]:
        """Predict the winner of this channel's game (the players' buttons if none named)."""
        from ..service.lobby import find_seat
        try:
            record = await self.store.channel_game(place.guild, place.channel)
            if record is None:
                raise Refusal("no_game")
            game = self._open_game(record, actor)
            if not str(player or "").strip():
                names = seat_names(game.table)
                buttons = [Button(custom_id(game.id, 0, f"{PREDICT}{i}"),
                                  say(actor.locale, Phrase("predict.button",
                                                           {"player": names[i]})),
                                  "/ttr predict", style="primary")
                           for i in range(len(game.table.seats))]
                return answer(actor, [Phrase("predict.ask", {"game": game.id})],
                              components=buttons)
            seat = find_seat(game.table, str(player))
        except Refusal as e:
            return refused(actor, None, e)
        return await self._record(game, actor, seat)

    async def press(self, game_id: int, actor: Actor, action: str,
                    place: Channel | None) -> list[Reply]:
        """A prediction button: the same as /ttr predict with that player."""
        try:
            record = await self.store.game(game_id)
            if record is None or place is None or place.guild != record.guild:
                raise Refusal("no_game")
            game = self._open_game(record, actor)
            seat = int(action[len(PREDICT):])
            if seat >= len(game.table.seats):
                raise Refusal("unknown_button")
        except Refusal as e:
            return refused(actor, None, e)
        return await self._record(game, actor, seat)

    async def _record(self, game: Game, actor: Actor, seat: int) -> list[Reply]:
        await self.store.predict(game.id, game.record.guild, f"user:{actor.id}",
                                 clean_name(actor.name), seat, self.service.clock())
        log.info("game %d: a prediction", game.id)
        return answer(actor, [Phrase("predict.made", {
            "player": seat_names(game.table)[seat], "game": game.id})])

    async def settle(self, guild: str) -> None:
        """Score the predictions of the server's games that have ended."""
        for game_id in await self.store.unsettled_predictions(guild):
            record = await self.store.game(game_id)
            if record is None or record.status == "aborted":
                await self.store.settle_predictions(game_id, None)
            elif record.status == "finished" and record.state is not None:
                game = load_game(record)
                seats = league_game(record, game.table, game.state).seats
                await self.store.settle_predictions(
                    game_id, next(s.seat for s in seats if s.place == 1))

    async def table(self, place: Channel, actor: Actor, page: Any = None) -> list[Reply]:
        """The server's prediction table: most correct predictions first."""
        await self.settle(place.guild)
        rows = await self.store.prediction_table(place.guild)
        pages = max(1, -(-len(rows) // PAGE))
        number = page_number(page, pages, 1)
        lines = [Phrase("predictions.header", {"page": number, "pages": pages})]
        first = (number - 1) * PAGE
        lines += [Phrase("predictions.line", {
            "place": i, "player": shown(r.name), "correct": r.correct, "count": r.settled})
            for i, r in enumerate(rows[first:first + PAGE], start=first + 1)]
        if not rows:
            lines.append(Phrase("predictions.none"))
        return answer(actor, lines)
