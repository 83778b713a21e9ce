"""The English catalogue: every message the bot says, by stable id (complete).

Templates take `{placeholder}` parameters; a Plural picks its wording by the number in
one parameter. Other languages copy these ids; a message they lack is said in English.
"""

from __future__ import annotations

from .phrases import Plural


def _n(one: str, other: str, count: str = "count") -> Plural:
    return Plural(count, {"one": one, "other": other})


COLOURS = {
    "purple": "purple", "blue": "blue", "orange": "orange", "white": "white",
    "green": "green", "yellow": "yellow", "black": "black", "red": "red", "gray": "gray",
    "locomotive": "locomotive",
}


#: the beginnings of the words players type for each card (folded: lower case, no
#: accents), and for the deck; bot.i18n.card_words reads every language's at once
CARD_WORDS: dict[str, tuple[str, ...]] = {
    "purple": ("purpl",), "blue": ("blue",), "orange": ("orang",), "white": ("whit",),
    "green": ("green",), "yellow": ("yellow",), "black": ("black",), "red": ("red",),
    "locomotive": ("loco", "wild", "joker", "rainbow"), "deck": ("deck", "blind", "top"),
}
#: the words for a card itself, skipped when reading cards (`2 červené karty`)
CARD_NOUNS: tuple[str, ...] = ("card",)

CATALOGUE: dict[str, str | Plural] = {
    # --- games -------------------------------------------------------------------------
    "game.usa": "Ticket to Ride (USA)",
    "game.europe": "Ticket to Ride: Europe",
    "game.nordic": "Ticket to Ride: Nordic Countries",
    "game.cardgame": "Ticket to Ride: The Card Game",

    # --- cards, routes, tickets, counts -------------------------------------------------
    **{f"colour.{c}": name for c, name in COLOURS.items()},
    **{f"colour_m.{c}": name for c, name in COLOURS.items()},
    "card.purple": "a purple card", "card.blue": "a blue card",
    "card.orange": "an orange card", "card.white": "a white card",
    "card.green": "a green card", "card.yellow": "a yellow card",
    "card.black": "a black card", "card.red": "a red card",
    "card.locomotive": "a locomotive",
    **{f"cards.{c}": _n(f"{{count}} {c} card", f"{{count}} {c} cards")
       for c in COLOURS if c not in ("gray", "locomotive")},
    "cards.locomotive": _n("{count} locomotive", "{count} locomotives"),
    "cards.none": "no cards",
    "route.single": "{a} – {b}",
    "route.double": "{a} – {b} ({colour})",
    "route.label": "{route} · {length} {colour}",
    "ticket.name": "{a} – {b} ({points})",
    "count.cards": _n("{count} card", "{count} cards"),
    "count.tickets": _n("{count} ticket", "{count} tickets"),
    "count.trains": _n("{count} train", "{count} trains"),
    "count.points": _n("{count} point", "{count} points"),
    "count.stations": _n("{count} station", "{count} stations"),
    "count.turns": _n("{count} turn", "{count} turns"),
    "seat.computer": "{name} (computer, {level})",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "level.greedy": "greedy",
    "level.random": "random",

    # --- what happened -------------------------------------------------------------------
    "event.drew_blind": "{player} drew a card from the deck.",
    "event.drew_card": "You drew {card} from the deck.",
    "event.drew_face_up": "{player} took {card} from the face-up cards.",
    "event.drew_tickets": _n("{player} drew {count} destination ticket.",
                             "{player} drew {count} destination tickets."),
    "event.tickets_offered": "New destination tickets to choose from (below).",
    "event.kept_tickets": _n("{player} kept {kept} ticket and returned {returned}.",
                             "{player} kept {kept} tickets and returned {returned}.", "kept"),
    "event.your_tickets": "You kept {kept}.",
    "event.game_started": "Everyone has chosen their tickets. {player} plays first.",
    "event.claimed_route": "{player} claimed {route} with {cards} (+{points}).",
    "event.tunnel_revealed": _n(
        "{player} tries the tunnel {route}: turned up {cards}; {extra} more card is needed.",
        "{player} tries the tunnel {route}: turned up {cards}; {extra} more cards are needed.",
        "extra"),
    "event.tunnel_revealed_free":
        "{player} tries the tunnel {route}: turned up {cards}; nothing more to pay.",
    "event.tunnel_withdrawn": "{player} gave up the tunnel {route} and took the cards back.",
    "event.built_station": "{player} built a station in {city} with {cards}.",
    "event.passed": "{player} passes: there is nothing they can do.",
    "event.deck_reshuffled": "The discards were shuffled into a new deck ({cards} cards).",
    "event.face_up_reset": "Three face-up locomotives: the row was replaced by {cards}.",
    "event.last_round": _n(
        "{player} has only {trains} train left: everyone plays one last turn.",
        "{player} has only {trains} trains left: everyone plays one last turn.", "trains"),
    "event.game_over": "The game is over.",
    "event.unknown": "Something happened ({code}).",

    # --- whose move ------------------------------------------------------------------------
    "turn.player": "Turn {turn}: it is {player}'s move.",
    "turn.second_card": "{player} draws a second card.",
    "turn.keeping": "{player} is choosing which tickets to keep.",
    "turn.tunnel": "{player} must pay {extra} more for the tunnel {route}, or give it up.",
    "turn.choosing_tickets": _n("Waiting for {players} to choose their tickets.",
                                "Waiting for {players} to choose their tickets."),
    "turn.finished": "{player} wins!",

    # --- status ------------------------------------------------------------------------------
    "status.header": "{game} · {status}",
    "status.lobby": "waiting for players",
    "status.playing": "in play",
    "status.finished": "finished",
    "status.aborted": "aborted",
    "status.last_round": "Last round: {turns} left.",
    "status.face_up": "Face-up cards: {cards}.",
    "status.piles": "Deck: {deck} · discards: {discard} · ticket deck: {tickets}.",
    "status.player": "{marker} {player}: {points}, {trains}, {cards}, {tickets}",
    "status.player_stations":
        "{marker} {player}: {points}, {trains}, {stations}, {cards}, {tickets}",
    "status.clock": "Time left for this move: {left}.",

    # --- a player's hand ---------------------------------------------------------------------
    "hand.cards": _n("Your cards ({count}): {cards}.", "Your cards ({count}): {cards}."),
    "hand.tickets": _n("Your ticket:", "Your {count} tickets:"),
    "hand.ticket_done": "  ✓ {ticket}: completed",
    "hand.ticket_open": "  • {ticket}: {trains} still needed",
    "hand.ticket_station": "  • {ticket}: a station can join it, no trains needed",
    "hand.ticket_blocked": "  ✗ {ticket}: no way left to complete it",
    "hand.offered": "Choose the tickets to keep (at least {keep_min}): {tickets}. "
                    "Use the menu, or type /ttr keep {example}",
    "hand.supplies": "You have {trains} left.",
    "hand.supplies_stations": "You have {trains} and {stations} left.",
    "hand.tunnel": "The tunnel {route} needs {extra} more: /ttr pay or /ttr withdraw.",
    "hand.your_move": "It is your move.",

    # --- the end ------------------------------------------------------------------------------
    "final.header": "Final scores:",
    "final.player": "{rank}. {player}: {points} ({parts})",
    "final.part_routes": "routes {points}",
    "final.part_tickets": "tickets {points}",
    "final.part_stations": "stations {points}",
    "final.part_longest": "longest route {length} (bonus {points})",
    "final.part_globetrotter": "Globetrotter bonus {points}",
    "final.tickets_done": "  ✓ {tickets}",
    "final.tickets_failed": "  ✗ {tickets}",

    # --- the lobby and the table ----------------------------------------------------------------
    "lobby.opened": "{host} opened a table for {game}.",
    "lobby.summary": "{game}, hosted by {host}. Seats {count}/{max}: {seats}.",
    "lobby.nobody": "nobody yet",
    "lobby.turn_limit": "Time for a move: {limit}; then the computer moves for you.",
    "lobby.private_pile": "Variant: you may look at your own pile on the tracks.",
    "lobby.how_to_start": "Join with /ttr join; the host adds computer players with "
                          "/ttr addbot and starts with /ttr start (at least {min} players).",
    "lobby.joined": "{player} joined the table.",
    "lobby.host_passed": "{host} is the host now.",
    "lobby.closed": "Nobody is left at the table, so it is closed.",
    "lobby.left": "{player} left the table.",
    "lobby.computer_joined": "{player} took a seat.",
    "table.started": "{game} begins! Seat order: {order}. Everyone chooses their tickets "
                     "now: see your direct messages or /ttr hand.",
    "hand.left": "You left this game: the computer plays your seat, and its cards are no "
        "longer shown to you.",
    "table.left": "{player} left the game; the computer plays their seat from now on.",
    "table.seat_to_computer": "The computer plays {player}'s seat from now on.",
    "table.seat_to_person": "{player} plays their own seat again.",
    "table.aborted": "{player} ended the game here without a result.",
    "language.set": "{player} set this server's language to English.",
    "threads.on": "{player} turned threads on: each new game gets its own thread.",
    "threads.off": "{player} turned threads off: new games are played in the channel they "
                   "are opened in.",
    "thread.name_new": "{game} · {host}",
    "card.heading": "{game} #{number}",
    "card.moves": "Last moves",
    "thread.name": "{game} #{number} · {host}",
    "thread.opened": "{host} opened a table for {game}: the game is played in the thread "
                     "under this message.",
    "thread.missing": "This game is played here in the channel. To give each game its own "
                      "thread, allow me {permissions} in this channel.",
    "permission.create_public_threads": "Create Public Threads",
    "permission.send_messages_in_threads": "Send Messages in Threads",

    # --- the clock ------------------------------------------------------------------------------
    "clock.reminder": "{players}: it is your move, {left} left before the computer moves "
                      "for you.",
    "clock.resumed": "The game goes on. {players}: it is your move, and you have a whole "
                     "turn again, {left}, before the computer moves for you.",
    "clock.timeout": "{player} ran out of time; the computer moved for them.",

    # --- buttons and menus ---------------------------------------------------------------------
    "button.draw_card": "Take {colour}",
    "button.draw_deck": "Draw from the deck",
    "button.tickets": "Draw tickets",
    "button.routes": "Claim a route",
    "button.stations": "Build a station",
    "button.pass": "Pass",
    "button.claim_other": "Pay another way",
    "button.hand": "Show my hand",
    "button.pay": "Pay the tunnel",
    "button.withdraw": "Give up the tunnel",
    "button.join": "Join",
    "button.leave": "Leave",
    "button.addbot": "Add a computer player",
    "button.start": "Start",
    "menu.cards": "{cards}",
    "menu.new": "Choose the game to play",
    "new.which_game": "Which game do you want to play here? Choose it in the menu.",
    "menu.page": "{menu} ({page}/{pages})",
    "menu.claim": "Claim a route, paying as shown",
    "menu.pays": "Pays {cards} · {points}",
    "menu.claim_intro": "Choose a route to claim: it is paid as shown under it. To pay "
                        "another way, choose the route in the menu “Pay another way”.",
    "menu.no_routes": "You cannot pay for any route now.",
    "menu.claim_other": "Pay another way: choose the route",
    "menu.claim_pay_intro": "How do you pay for {route}?",
    "menu.claim_pay": "Choose the cards to pay with",
    "menu.station_intro": "Choose the city for your station.",
    "menu.station": "Build a station, paying {cards}",
    "menu.station_pay": "Pay another way",
    "menu.no_stations": "You cannot pay for a station now: it costs {cost} of one colour.",
    "menu.keep": "Choose the tickets to keep (at least {keep_min})",

    # --- refusals: the table ----------------------------------------------------------------
    "error.no_game": "There is no game in this channel. Open one with /ttr new.",
    "error.game_exists": "There is already a game in this channel. Finish it, or the host "
                         "ends it with /ttr abort.",
    "error.unknown_game": "I don't know the game “{game}”. Choose one of: {games}.",
    "error.option_not_for_game": "The option {option} does not apply to {game}.",
    "error.bad_turn_limit": "“{value}” is not a turn time limit: give minutes, or a number "
                            "with s, m or h (30s to 7 days), or off.",
    "error.bad_option": "“{value}” is not a value for {option}.",
    "error.game_started": "The game here has already started.",
    "error.already_seated": "You already have a seat at this table.",
    "error.game_full": "The table is full ({max} players).",
    "error.not_in_game": "You are not playing in this game.",
    "error.not_host": "Only the host ({host}) or a server manager can do that.",
    "error.unknown_strategy": "There is no computer player “{strategy}”; choose "
                              "{strategies}.",
    "error.too_few_players": _n("This game needs at least {min} players; there is {count}.",
                                "This game needs at least {min} players; there are {count}."),
    "error.game_not_started": "The game here has not started yet.",
    "error.unknown_player": "Nobody called “{player}” plays here.",
    "error.seat_is_computer": "The computer plays {player}'s seat; the host can hand it "
                              "back with /ttr seat.",
    "error.seat_has_no_person": "{player} is a computer player; nobody can take that seat.",
    "error.seat_is_person": "{player} already plays their own seat.",
    "notify.every": "You will be told in the game's place each time your turn comes.",
    "notify.away": "You will be told that your turn came only after {minutes} minutes without "
                   "activity of yours in this server.",
    "notify.dm": "You will be told by direct message when your turn comes.",
    "notify.never": "You will not be told when your turn comes.",
    "notice.turn": "{player}, your move in {game} #{number}.",
    "error.notify_unknown": "Choose every, away (with minutes), dm or never.",
    "limits.set": "{player} set the table limits: at most {per_person} open tables per "
        "person and {per_server} in this server.",
    "limits.shown": "Open tables here: at most {per_person} per person and {per_server} in this "
        "server.",
    "error.limit_value": "Give a whole number from 1 to {most}.",
    "error.tables_per_person": "You already host {count} open tables in this server, the most "
        "one person may. Finish or abort one first.",
    "error.tables_everywhere": "You already host {count} open tables across your servers, the "
        "most one person may. Finish or abort one first.",
    "error.tables_per_server": "This server already has {count} open tables, the most it "
        "allows. Finish or abort one first, or ask a server manager to raise the limit.",
    "error.notify_minutes": "With away, give the minutes: a whole number from 1 to {most}.",
    "choice.notify.every": "Every turn",
    "choice.notify.away": "When I am away",
    "choice.notify.dm": "By direct message",
    "choice.notify.never": "Never",
    "cmd.notify": "How you are told that your turn came, in this server",
    "cmd.notify.notify": "every turn, only when away, by direct message, or never",
    "cmd.notify.minutes": "for away: after how many minutes without activity",
    "error.not_manager": "Only a server manager can do that.",
    "error.unknown_language": "I don't speak “{language}”; choose one of: {languages}.",
    "error.game_over": "This game is over.",
    "error.unknown_command": "There is no command “{command}” in this game.",
    "error.stale_click": "That button is from an earlier moment of the game; use the "
                         "newest board message.",
    "error.unknown_button": "I don't know that button.",
    "error.storage_full": "The bot's storage is full, so this was not saved and nothing changed. "
        "Please tell the server's admins.",
    "error.storage_failed": "The bot could not save this just now, so nothing changed. Please "
        "try again in a moment.",
    "error.slow_down": "Easy there: that was faster than the table can follow. Please wait "
        "a moment between clicks.",
    "error.storage_uncertain": "The table lost its database while saving this, so it may or "
        "may not have been saved. Look at the game before you try again.",
    "error.storage_unreachable": "The table cannot save right now, so nothing changed. Please "
        "try again in a moment.",
    "error.busy": "The table is busy; please try again.",
    "error.which_game": "Which game? Choose one of: {games}.",
    "error.missing_argument": "Please say which {argument}.",
    "error.unknown": "That cannot be done ({code}).",

    # --- refusals: the rules ----------------------------------------------------------------
    "error.bad_command": "I don't understand “{text}”.",
    "error.unknown_card": "There is no card “{card}”.",
    "error.unknown_route": "There is no route “{route}”; name it by its two cities, like "
                           "{example}.",
    "error.unknown_card_near": "There is no card “{card}”; did you mean {near_cards}?",
    "error.unknown_route_near": "There is no route “{route}”; did you mean {near_routes}?",
    "error.unknown_city_near": "There is no city “{city}” on this map; did you mean "
                               "{near_cities}?",
    "error.unknown_ticket": "There is no ticket “{ticket}”.",
    "error.unknown_city": "There is no city “{city}” on this map.",
    "error.player_count": "{game} is for {min} to {max} players.",
    "error.not_seated": "You are not playing in this game.",
    "error.must_choose_tickets": "Choose which tickets to keep first (/ttr hand shows them).",
    "error.waiting_for_tickets": "Not everyone has chosen their tickets yet.",
    "error.not_your_turn": "It is not your turn; it is {current}'s.",
    "error.tunnel_pending": "Pay for your tunnel or give it up first (/ttr pay, "
                            "/ttr withdraw).",
    "error.must_draw_second_card": "You are drawing cards: take your second card.",
    "error.deck_empty": "The deck and the discards are empty.",
    "error.card_not_face_up": "None of the face-up cards is {card}.",
    "error.locomotive_second_card": "A face-up locomotive cannot be your second card.",
    "error.no_tickets_left": "There are no destination tickets left.",
    "error.no_tickets_offered": "You have no tickets to choose from.",
    "error.ticket_not_offered": "You can only keep tickets you were offered, each once.",
    "error.keep_more_tickets": _n("Keep at least {keep_min} ticket.",
                                  "Keep at least {keep_min} tickets.", "keep_min"),
    "error.route_taken": "{route} is already taken by {owner}.",
    "error.double_route_own": "You already have the other track of {route}.",
    "error.double_route_closed": "With fewer than {min_players} players only one track of "
                                 "{route} may be used, and it is taken.",
    "error.not_enough_trains": "{route} needs {need} trains; you have {have}.",
    "error.cannot_pay": "You don't have the cards to pay for {route}.",
    "error.cannot_pay_missing": (
        "You don't have the cards to pay for {route}: {missing} more "
        "would do."
    ),
    "error.cards_not_in_hand": "You don't have those cards for {route}: {missing} missing.",
    "error.station_cards_not_in_hand": "You don't have those cards for a station in {city}.",
    "error.wrong_cards": "Those cards don't pay for {route} (length {length}, {color}).",
    "error.choose_colour": "Which colour do you pay {route} with: {colours}? Add it to "
                           "the command (color).",
    "error.cannot_pay_colour": "You cannot pay for {route} with {color}.",
    "error.no_tunnel_pending": "There is no tunnel waiting for payment.",
    "error.cannot_pay_tunnel": "You don't have the extra cards for the tunnel; give it up "
                               "with /ttr withdraw.",
    "error.wrong_tunnel_cards": _n("The tunnel needs {extra} more card: {color} or a locomotive.",
                                   "The tunnel needs {extra} more cards: {color} or "
                                   "locomotives, in any mix.", "extra"),
    "error.wrong_tunnel_cards_locomotives": _n(
        "The tunnel needs {extra} more locomotive (it was paid with locomotives only).",
        "The tunnel needs {extra} more locomotives (it was paid with locomotives only).",
        "extra"),
    "error.no_stations_here": "There are no stations in this game.",
    "error.no_stations_left": "You have no stations left.",
    "error.station_taken": "{city} already has a station.",
    "error.cannot_pay_station": "A station now costs {cost} cards of one colour; you don't "
                                "have them.",
    "error.wrong_station_cards": "A station now costs {cost} cards of one colour.",
    "error.cannot_pass": "You can only pass when there is nothing else you can do.",

    # --- rules ----------------------------------------------------------------------------------
    "rules.header": "**{game}**: {min} to {max} players, {trains} each.",
    "rules.turn": "On your turn do exactly one thing: draw two train cards, claim a route, "
                  "or draw destination tickets.",
    "rules.turn_stations": "On your turn do exactly one thing: draw two train cards, claim "
                           "a route, draw destination tickets, or build a station.",
    "rules.draw_locomotive_two": "Draw each card face up or from the deck. A face-up "
                                 "locomotive counts as both your cards: take it first and "
                                 "your draw ends; it may never be your second card. A "
                                 "locomotive from the deck counts as one.",
    "rules.draw_locomotive_one": "Draw each card face up or from the deck. Locomotives "
                                 "count as one card, face up or not; both cards may be "
                                 "locomotives.",
    "rules.reset": "If {count} of the {face_up} face-up cards are locomotives, all are "
                   "discarded and new ones turned up. Our decision: at most {resets} times "
                   "in a row; then the row stays as it is.",
    "rules.no_reset": "Our decision: the rulebook has no reset for face-up locomotives, so "
                      "there is none.",
    "rules.claim_any_locomotive": "To claim a route pay as many cards as it has spaces, all "
                                  "of its colour (any one colour for gray); locomotives "
                                  "are wild. You score at once.",
    "rules.claim_locomotive_limited": "To claim a route pay as many cards as it has spaces, "
                                      "all of its colour (any one colour for gray). "
                                      "Locomotives are used only on ferries and tunnels. "
                                      "You score at once.",
    "rules.any_cards": "{a} – {b}: any {count} cards may stand in for one card of the "
                       "chosen colour.",
    "rules.ferries": "Ferries: pay one locomotive for each locomotive space, the rest in "
                     "one colour.",
    "rules.ferry_substitute": "On ferries any {count} cards may replace one locomotive.",
    "rules.tunnels": "Tunnels: after paying, three cards are turned up from the deck; pay "
                     "one more card of your colour (or a locomotive) for each that matches "
                     "your colour or is a locomotive, or take your cards back and end your "
                     "turn (/ttr pay, /ttr withdraw). Our decision: when the deck runs out "
                     "while turning up, the discards are shuffled into a new deck first.",
    "rules.stations": "Stations: build one in a city without one; you have {stations}, "
                      "costing {costs} cards of one colour. At the end each lets you use "
                      "one route of another player into that city for your tickets (we "
                      "pick the best one for you); each unbuilt station scores {points}.",
    "rules.double_routes": "Double routes: nobody may claim both tracks; with fewer than "
                           "{players} players only one of the two may be used.",
    "rules.deck_empty": "When the deck is empty the discards are shuffled into a new one. Our "
                        "decision: when the deck and the discards are both empty, the face-up "
                        "cards still lying there may be taken (not refilled); the rulebook's "
                        "“claim a route or draw tickets” applies once no train card is left "
                        "anywhere.",
    "rules.tickets_start": "At the start you get {count} tickets and keep at least {keep}; "
                           "the rest {returned}.",
    "rules.tickets_start_long": "At the start you get {long} long and {count} regular "
                                "tickets and keep at least {keep}; the rest {returned}.",
    "rules.returned_bottom": "go under the ticket deck",
    "rules.returned_out": "leave the game",
    "rules.tickets_draw": "Drawing tickets later: take {count}, keep at least {keep}; the "
                          "rest {returned}.",
    "rules.tickets_score": "Tickets stay secret until the end: a completed one adds its "
                           "points, an uncompleted one subtracts them.",
    "rules.route_points": "Route points by length: {table}.",
    "rules.end": "When a player ends a turn with {trains} or fewer trains, everyone, that "
                 "player included, plays one more turn.",
    "rules.longest_bonus": "The longest continuous route scores {points} more (ties all score it; "
                           "nobody scores it while nobody has a route).",
    "rules.globetrotter_bonus": "The most completed tickets scores {points} more (ties all score "
                                "it; nobody scores it when nobody completed a ticket).",
    "rules.station_scoring": "Each station not built scores {points}.",
    "rules.ties": "Ties are broken by {order}.",
    "rules.tie_tickets_completed": "most completed tickets",
    "rules.tie_fewest_stations_built": "fewest stations built",
    "rules.tie_longest_path_holder": "the longest-route bonus",
    "rules.tie_longest_path": "the longest continuous route",
    "rules.decision_payment": "Our decision: when you claim without naming cards, we pay with the"
                              " fewest cards (a locomotive counting as two), never a locomotive "
                              "where coloured cards will do.",
    "rules.decision_pass": "Our decision: a player with nothing they can do passes; if "
                           "everyone passes in a row, the game ends.",
    "rules.decisions_table": "At this table: the seat order is drawn at the start; with a "
                             "turn time limit you get a reminder halfway, then the computer "
                             "moves for you; the host can hand a seat to the computer and "
                             "back.",

    # --- hints -----------------------------------------------------------------------------------
    "hint.command": "The computer would play: {command}",
    "hint.none": "You have no move to make now.",
    "hint.why.completes": "Why: it completes {ticket}.",
    "hint.why.towards": "Why: it is on the way to {ticket}.",
    "hint.why.blocks": "Why: it blocks {route}, which an opponent likely needs for {ticket}.",
    "hint.why.blocks_route": "Why: it blocks {route}, which an opponent likely needs.",
    "hint.why.collects": "Why: it collects cards for {ticket}.",
    "hint.why.collects_cards": "Why: it collects the cards your tickets need.",
    "hint.why.station": "Why: a station saves {ticket}.",
    "hint.why.tickets": "Why: there is still time to complete more tickets.",
    "hint.why.keep": "Why: these tickets fit your trains and your network best.",
    "hint.why.points": "Why: {route} scores well while you have trains to spare.",
    "hint.why.siding": "Why: it moves cards towards your tickets.",
    "hint.why.keep_short": ("Why: these came out best of the offer, though your trains "
        "may not reach {ticket}."),
    "hint.why.points_late": "Why: {route} turns trains your tickets do not need into points.",
    "hint.why.keep_cards": "Why: these tickets suit your cards best.",
    "hint.why.move": "Why: it came out best in the look-ahead.",

    # --- help and commands ----------------------------------------------------------------------
    "help.header": "Ticket to Ride commands:",
    "help.option": "  {option}: {description}",
    "help.example.claim": "Examples: /ttr claim Denver Omaha (we pay with the cards that keep "
                          "your hand best) · /ttr claim Kansas City - Oklahoma City with 2 red "
                          "1 locomotive (exactly these cards; in Discord the cards option) · "
                          "/ttr claim denver-omaha color:red. Easier: the Claim a route button "
                          "on the board.",
    "help.example.station": "Examples: /ttr station Zurich · /ttr station wien with 2 red. "
                            "Easier: the Build a station button on the board.",
    "help.example.draw": "Examples: /ttr draw red · /ttr draw locomotive · /ttr draw deck.",
    "help.example.play": "Examples: /ttr play 3 green 1 locomotive · /ttr play blue red "
                         "yellow.",
    "word.deck": "deck",
    "word.none": "none",
    "choice.seat.computer": "Computer", "choice.seat.person": "Person",
    "choice.on": "On", "choice.off": "Off",
    "help.line": "{command}: {description}",
    "cmd.new": "Open a table in this channel",
    "cmd.new.map": "The game to play",
    "cmd.new.turn_limit": "Time for each move before the computer moves (e.g. 5m, 1h, off)",
    "cmd.new.private_pile": "Card Game: players may look at their own pile on the tracks",
    "cmd.help.command": "One command to explain in full, with examples",
    "cmd.join": "Take a seat at the table here",
    "cmd.leave": "Leave your seat (in a game, the computer takes it over)",
    "cmd.addbot": "Seat a computer player (host)",
    "cmd.addbot.level": "How well the computer plays: easy, normal or hard",
    "cmd.start": "Deal and begin (host)",
    "cmd.draw": "Draw a train card: a face-up colour, or deck",
    "cmd.draw.card": "A face-up colour, or deck",
    "cmd.claim": "Claim a route",
    "cmd.claim.route": "The route, by its two cities",
    "cmd.claim.color": "The colour to pay with, when you could pay with several",
    "cmd.claim.cards": "Exactly which cards to pay, e.g. 2 red 1 locomotive (optional)",
    "cmd.tickets": "Draw destination tickets, then choose which to keep",
    "cmd.keep": "Keep these offered tickets",
    "cmd.keep.tickets": "The tickets to keep, by their two cities",
    "cmd.station": "Build a station in a city (Europe)",
    "cmd.station.city": "The city",
    "cmd.station.color": "The colour to pay with",
    "cmd.station.cards": "Exactly which cards to pay",
    "cmd.pay": "Pay the extra cards of your tunnel",
    "cmd.pay.color": "Pay in your colour or with locomotives",
    "cmd.pay.cards": "Exactly which cards to pay",
    "cmd.withdraw": "Give up your tunnel and take your cards back",
    "cmd.pass": "Pass (only when there is nothing else you can do)",
    "cmd.hand": "Show your cards and tickets (only you see them)",
    "cmd.board": "Show the board",
    "cmd.status": "Show where the game stands",
    "cmd.rules": "The rules of the game, our decisions included",
    "cmd.rules.map": "The game whose rules to show",
    "cmd.seat": "Hand a seat to the computer or back (host)",
    "cmd.seat.player": "The player, by name or seat number",
    "cmd.seat.to": "computer, or person",
    "cmd.abort": "End the game here without a result (host or server manager)",
    "cmd.language": "The language of this server's game messages (server manager)",
    "cmd.language.language": "A language code, e.g. en",
    "cmd.help": "List the commands",
    "cmd.hint": "What the computer would do in your place (only you see it)",
    "cmd.games": "The server's open games: where, who plays, whose turn (only you see it)",
    "cmd.games.page": "Page number",
    "games.header": "Open games on this server (page {page} of {pages}):",
    "games.playing": "#{game} · {name} · {place} · players: {players} · turn: {turn} "
                     "(waiting: {waited})",
    "games.lobby": "#{game} · {name} · {place} · lobby: {count}/{max} seated ({players})",
    "games.none": "No game is open on this server. Start one in a channel with /ttr new.",

    # --- adapters ---------------------------------------------------------------------------
    "error.internal": "Something went wrong on my side. Please try again; if it keeps happening, "
                      "tell the server's admins.",
    "cannot_post": "I can't post in this channel: I need View Channel, Send Messages and Attach "
                   "Files here. Your move counted.",
    "cmd.ttr": "Play Ticket to Ride in this channel",
    "dm_closed": "I can't send you direct messages, so your cards are not in your DMs; "
                 "use /ttr hand or the Show my hand button.",
    "error.delivery": "Part of the answer could not be delivered (Discord did not take it); "
                      "what you did counted. /ttr board shows the table.",
    "error.elsewhere": "That button belongs to a game in another channel.",
    "restarting": "I am restarting: what you did counted, and the rest of the answer "
                  "follows as soon as I am back.",
    "game_paused": "I can no longer post in this game's channel, so the game is paused and "
                   "nothing is lost. It goes on when I can post there again; the host can "
                   "end it with /ttr abort.",
    "game_paused.host": "Your game of {game} in <#{channel}> is paused: I can no longer post "
                        "in its channel. It goes on when I can post there again, or you can "
                        "end it with this button.",
    "button.abort": "End the game",
    "dm_closed.channel": "I can't send you direct messages, so your cards and tickets are "
                         "not sent there. Use the {hand} button or /ttr hand here: only you "
                         "see the answer.",
    "console.discord": "DISCORD_TOKEN is set: starting the Discord bot.",
    "console.fallback": "No DISCORD_TOKEN: starting the console instead (python -m bot "
                        "console --help).",
    "console.no_adapter": "The Discord adapter (bot.discord.client) is not installed in "
                          "this version; use python -m bot console.",
    "console.db_damaged": "The database {path} is damaged ({detail}); not starting. Restore a "
        "backup (README: Backups).",
    "console.db_unopenable": "The database {path} cannot be opened ({detail}); not starting.",
    "console.db_not_ours": "The database {path} holds another application's tables ({detail}), "
        "not the bot's; not starting, and nothing was written to it. Set DB_PATH to the bot's "
        "own file.",
    "console.db_in_use": "The database {path} is in use by a running bot; stop the bot first, "
        "then restore. Nothing was changed.",
    "console.db_too_new": "The database {path} is from a newer version of the bot (schema "
        "{found}; this one knows up to {known}); not starting.",
    "console.token_refused": "Discord refused the DISCORD_TOKEN; not starting. Copy the "
        "bot's token again from the Discord developer portal.",
    "console.discord_unreachable": "Discord cannot be reached ({detail}); not starting. Start "
        "the bot again when the network is back.",
    "console.no_token": "No DISCORD_TOKEN and no terminal: set DISCORD_TOKEN to run the Discord "
        "bot, or pipe lines into python -m bot console.",
    "console.restored": "The database {path} is restored from {backup} (the file it replaced: "
        "{kept}).",
    "console.welcome": "Type lines like: ann /ttr new usa  (an optional #channel first). "
                       "Ctrl-D ends.",
    "console.bad_line": "A line is: [#channel] USER /ttr COMMAND [ARGUMENTS]",
    "console.unknown_command": "There is no command “{command}”; try /ttr help.",
    "console.to_you": "only you",
    "console.to_dm": "direct message",

    # === Card Game ==============================================================================
    # Every message of Ticket to Ride: The Card Game (bot/kinds/cardgame). Where a shared
    # message above says the same thing (whose turn, a card drawn, tickets kept), it is used.

    # --- things ---
    "cardgame.ticket": "{a} – {b} ({points})",
    "cardgame.ticket_coloured": "{a} – {b} ({points}, {colours})",
    "cardgame.row": "{colour} {count}",
    "cardgame.row_locomotives": "{colour} {count} (with {locomotives})",
    "cardgame.siding_empty": "empty",
    "cardgame.no_tickets": "no tickets",
    "cardgame.needs": "needs {cards}",
    "cardgame.play": "{cards}",
    "cardgame.deal": "{player} {cards}",
    "cardgame.keep_none": "Keep none",

    # --- what happened ---
    "cardgame.event.game_created": "Everyone has {hand} train cards, one of them a locomotive.",
    "cardgame.event.game_created_own_pile":
        "Everyone has {hand} train cards, one of them a locomotive. Beginners' variant: you "
        "may look at your own On-the-Tracks pile (/ttr hand).",
    "cardgame.event.your_tickets_none": "You kept none of the tickets.",
    "cardgame.event.drew_face_up": "{player} took {card} from the face-up cards; "
                                   "{replaced_by} was turned up.",
    "cardgame.event.drew_face_up_last": "{player} took {card} from the face-up cards; the "
                                        "deck is empty, so nothing replaces it.",
    "cardgame.event.deck_ran_out": "{player} took the last card of the train deck.",
    "cardgame.event.last_turns": "The train deck has run out: every player, {player} "
                                 "included, plays one more turn.",
    "cardgame.event.last_turns_dealt": "The new deck ran out while it was dealt: every "
                                       "player plays one more turn.",
    "cardgame.event.played_siding": "{player} played {cards} onto their Siding.",
    "cardgame.event.robbed": "Train robbery! {player} robbed {victim} of their {colour} row "
                             "({cards}); the row is discarded.",
    "cardgame.event.you_were_robbed": "{player} robbed you: your {colour} row ({cards}) was "
                                      "discarded from your Siding.",
    "cardgame.event.moved_to_tracks": _n(
        "{player} moved {count} card from their Siding onto their On-the-Tracks pile.",
        "{player} moved {count} cards from their Siding onto their On-the-Tracks pile."),
    "cardgame.event.moved_to_tracks_cards": "Onto your On-the-Tracks pile went {cards}.",
    "cardgame.event.deck_reshuffled": _n(
        "Every train card except the hands was shuffled into a new deck of {cards} card: "
        "the second pass through the deck begins.",
        "Every train card except the hands was shuffled into a new deck of {cards} cards: "
        "the second pass through the deck begins.", "cards"),
    "cardgame.event.dealt": "Dealt from the new deck: {deals}.",
    "cardgame.event.dealt_cards": "You were dealt {cards}.",
    "cardgame.event.scoring": "Scoring {number}: the On-the-Tracks piles are turned over "
                               "and complete these tickets.",
    "cardgame.event.scoring_player": _n("{player}: {count} ticket completed, {points}.",
                                  "{player}: {count} tickets completed, {points}."),

    # --- refusals ---
    "cardgame.error.cards_not_in_hand": "You don't have those cards in your hand.",
    "cardgame.error.deck_empty": "The train deck has run out: no more train cards can be drawn, "
                                 "not even face-up ones. Play onto your Siding or draw tickets.",
    "cardgame.error.bad_siding_play": "A play onto the Siding needs a number of cards of "
                                      "each colour.",
    "cardgame.error.run_needs_colour": "A run needs at least one card of its colour; "
                                       "locomotives alone cannot be played.",
    "cardgame.error.run_too_short": "A run of one colour needs at least {min} cards "
                                    "(locomotives may be part of it).",
    "cardgame.error.locomotive_in_mixed_play": "A play of different colours may not hold a "
                                               "locomotive: locomotives may only join a run "
                                               "of one colour.",
    "cardgame.error.bad_mixed_play": "Cards of different colours are played exactly "
                                     "{cards} at a time, one of each colour.",
    "cardgame.error.colour_on_own_siding": "Your Siding already has a {colour} row: you may "
                                           "play {colour} again once those cards have left it.",
    "cardgame.error.colour_held": _n(
        "{holder} has {have} card in their {colour} row: you may play {colour} only with "
        "more cards than that (locomotives in a run count), and your play has {played}.",
        "{holder} has {have} cards in their {colour} row: you may play {colour} only with "
        "more cards than that (locomotives in a run count), and your play has {played}.",
        "have"),
    "cardgame.error.one_count_per_colour": "Choose one number of {colour} cards, not "
                                           "several.",
    "cardgame.error.ticket_printed_twice": "“{ticket}” is printed twice; say which: "
                                           "{options}.",

    # --- status, hand, final tally ---
    "cardgame.status.run": "Pass {run} of {runs} through the train deck.",
    "cardgame.status.last_turns": "Last turns: {turns} left.",
    "cardgame.status.player": "{marker} {player}: {points}, {cards}, {tickets}, {tracks} on "
                              "the tracks, {completed} completed · Siding: {siding}",
    "cardgame.hand.ticket": "  • {ticket}: {needs}",
    "cardgame.hand.no_tickets": "You hold no tickets.",
    "cardgame.hand.completed": "Completed: {tickets}.",
    "cardgame.hand.offered": "Choose the tickets to keep (at least {keep_min}); use the menu, "
                             "or type /ttr keep {example}",
    "cardgame.hand.offered_any": "Choose the tickets to keep (any number, even none); use "
                                 "the menu, or type /ttr keep {example} (or /ttr keep none)",
    "cardgame.hand.ticket_offered": "  ? {ticket}: {needs}",
    "cardgame.hand.siding": "Your Siding: {siding}.",
    "cardgame.hand.pile_visible": _n("Your On-the-Tracks pile ({count} card): {cards}.",
                                     "Your On-the-Tracks pile ({count} cards): {cards}."),
    "cardgame.hand.pile_hidden": _n(
        "Your On-the-Tracks pile: {count} card, face down; nobody may look at it, you "
        "included.",
        "Your On-the-Tracks pile: {count} cards, face down; nobody may look at it, you "
        "included."),
    "cardgame.hand.how_to_play": "To play onto your Siding, choose cards in the menu, or "
                                 "type /ttr play 3 green 1 locomotive (a run) or /ttr play "
                                 "blue red yellow (3 colours).",
    "cardgame.hand.cannot_play": "None of your cards can be played onto your Siding now: "
                                 "draw cards or tickets.",
    "cardgame.final.player": "{rank}. {player}: {points} (tickets {tickets}, {bonus})",
    "cardgame.final.big_cities": "Big Cities {points}: {cities}",
    "cardgame.final.no_big_city": "no Big City",
    "cardgame.final.ticket_done": "  ✓ {ticket} with {cards}",
    "cardgame.final.ticket_done_at": "  ✓ {ticket} with {cards} (scoring {number})",
    "cardgame.final.unused": "  Unused on the tracks: {cards}",

    # --- buttons, menus, commands ---
    "cardgame.button.tickets": "Draw 4 tickets",
    "cardgame.button.pass": "Pass",
    "cardgame.menu.keep_any": "Choose the tickets to keep (any number)",
    "cardgame.menu.play": "Play onto your Siding: one colour (and locomotives), or 3 colours",
    "cmd.play": "Card Game: play cards onto your Siding, e.g. 3 green 1 locomotive, or blue "
                "red yellow",
    "cmd.play.cards": "A run of one colour (locomotives may join) or 3 different colours",

    # --- rules ---
    "cardgame.rules.header": "**{game}**: {min} to {max} players. {deck} train cards "
                             "({per_colour} of each of the 8 colours and {locomotives} "
                             "locomotives), {tickets} destination tickets and {cities} Big "
                             "City bonus cards.",
    "cardgame.rules.setup": "Setup: each player gets {locomotives}, then {hand_cards} from the "
                            "shuffled deck; {face_up} cards lie face up. Each player is dealt "
                            "{tickets_count} and keeps at least {keep} (up to all); the others "
                            "are shuffled back into the ticket deck.",
    "cardgame.rules.siding_and_pile": "Each player has a Siding (face-up rows of cards, one "
                                      "row per colour) and an On-the-Tracks pile, face down "
                                      "and secret from everyone, its owner included: you see "
                                      "only its size.",
    "cardgame.rules.variant": "Beginners' variant (/ttr new map:cardgame private_pile:yes): "
                              "each player may look at their own pile (/ttr hand).",
    "cardgame.rules.phase_one": "A turn begins by moving the top card of each row of your "
                                "Siding onto your On-the-Tracks pile (nothing on your first "
                                "turn or with an empty Siding).",
    "cardgame.rules.phase_two": "Then do exactly one thing: draw train cards (/ttr draw), play "
                                "onto your Siding (/ttr play), or draw destination tickets "
                                "(/ttr tickets).",
    "cardgame.rules.draw": "Drawing: two cards, each face up or from the deck. A face-up "
                           "locomotive counts as both cards (take it first and your draw "
                           "ends; it may never be the second); one from the deck counts as "
                           "one. Three face-up locomotives do not reset the row.",
    "cardgame.rules.decision_second_card": "Our decision: the second card of a draw must be taken "
                                           "when one can be; when none can (only face-up "
                                           "locomotives are left), the draw ends after one card.",
    "cardgame.rules.play": "Playing onto your Siding: a run of {min} or more cards of one "
                           "colour (locomotives may join it and lie on top), or exactly "
                           "{mixed} cards of {mixed} different colours, no locomotive. You may "
                           "not play a colour already on your own Siding until those cards "
                           "have left it.",
    "cardgame.rules.decision_run": "Our decision: a run needs at least one card of its "
                                   "colour; locomotives alone are not a run.",
    "cardgame.rules.robbing": "Train robbing: you may play a colour that another player has "
                              "on their Siding only with more cards of it than their row "
                              "holds; their row is then discarded.",
    "cardgame.rules.decision_robbing": "Our decisions: a row's size counts its locomotives, "
                                       "for robbing too; a robbed row is discarded whole, "
                                       "its locomotives included; locomotives lie on top of "
                                       "their row, so they are the first to move onto the "
                                       "pile.",
    "cardgame.rules.tickets": "Drawing tickets: draw {count}, keep any number (even none); "
                              "the rest go under the ticket deck.",
    "cardgame.rules.end": "When a player takes the last train card of the deck (drawn, or turned "
                          "up to refill the face-up row), their draw ends with it: no second "
                          "card. From then on nobody draws train cards, not even face-up ones: "
                          "every player, that one included, plays one more turn, playing onto "
                          "their Siding or drawing tickets.",
    "cardgame.rules.decision_run_out": "Our decision, from the rulebook's words: with 4 players "
                                       "the same holds for the turns before the middle scoring; "
                                       "the face-up cards left lie unused and go into the new "
                                       "deck.",
    "cardgame.rules.scoring": "Scoring: each player's On-the-Tracks pile completes their "
                              "tickets: a ticket needs the cards of its colour circles, each "
                              "card serves one ticket, locomotives are wild. Completed "
                              "tickets score their points and are shown with the cards used.",
    "cardgame.rules.one_pass": "With {players} players the game ends after that scoring.",
    "cardgame.rules.two_passes": "With {players} players the deck is used twice: after the "
                                 "first scoring the completed tickets are put aside; "
                                 "unfinished tickets and hands stay; every other train card "
                                 "is shuffled into a new deck and each player is dealt "
                                 "{deal}. When that deck runs out, a second scoring adds the "
                                 "newly completed tickets.",
    "cardgame.rules.decision_reshuffle": "Our decision: at that reshuffle the face-up cards "
                                         "go into the new deck too, and dealing and play "
                                         "start with the player after the one who played "
                                         "last.",
    "cardgame.rules.big_cities": "At the end unfinished tickets subtract their points. Big "
                                 "Cities ({cities}): the players with the most completed "
                                 "tickets naming a city (at least one; ties all) score its "
                                 "bonus; a ticket naming two Big Cities counts for both.",
    "cardgame.rules.big_city": "{city} {points}",
    "cardgame.rules.ties": "Ties are broken by most completed tickets, then most Big City "
                           "cards.",
    "cardgame.rules.decision_pass": "Our decision: a player with no legal move passes "
                                    "(/ttr pass).",
    "cardgame.rules.decision_scoring": "Our decision: at a scoring we choose for each player "
                                       "the tickets worth the most points that their pile "
                                       "can complete.",
    "cardgame.rules.ticket_source": "Note: our list of the {tickets} tickets comes from one public "
                                    "source and could not be checked card by card against "
                                    "the printed cards.",
    "cardgame.rules.commands": "Commands: /ttr draw red, /ttr draw deck, /ttr play 3 green 1 "
                               "locomotive, /ttr play blue red yellow, /ttr tickets, /ttr keep "
                               "chicago-dallas (or none), /ttr pass.",

    # --- pictures (render/labels.py, Card Game section) ---
    "picture.cardgame_title": "Ticket to Ride: The Card Game",
    "picture.on_the_tracks": "kept for tickets",
    "picture.completed_count": "{count} tickets done",
    "picture.empty_siding": "nothing played yet",
    "picture.big_cities": "Big cities",
    "picture.last_turns": _n("Last turn! {turns} turn left", "Last turns! {turns} turns left",
                             "turns"),
    "picture.siding_empty": "no cards on the siding",
    "picture.last_turns_by": "{name} drew the last train card",
    "picture.deck_pass": "Deck {run} of {runs}",
    "picture.move_play": "{name} played:",
    "picture.move_draw_cards": "{name} drew",
    "picture.blind": "+{count} from the deck",
    "picture.completed_tickets": "Completed tickets",
    "picture.own_pile": "Your On-the-Tracks pile",
    "picture.ticket_points": "Tickets",
    "picture.big_city_points": "Big cities",
    "picture.unused": "unused",

    # --- the league: ratings, statistics, history, replays ------------------------------
    "league.computer": "Computer ({level})",
    "stats.all_games": "all games",
    "stats.none": "{player} has no finished games on this server yet ({game}).",
    "stats.header": "Statistics of {player} on this server: {game}",
    "stats.games": _n("{count} game, {wins} won ({rate})", "{count} games, {wins} won ({rate})"),
    "stats.scores": "Average score {average}, best {best}",
    "stats.tickets": "Tickets completed: {rate} ({completed} of {held})",
    "stats.longest": "Longest-path bonuses: {count}",
    "stats.favourite": "Favourite game: {game}",
    "stats.rating": _n("Rating in {game}: {rating} (skill {mu} ± {sigma}, {count} rated game)",
                       "Rating in {game}: {rating} (skill {mu} ± {sigma}, {count} rated games)"),
    "leaderboard.header": "Leaderboard: {game} (page {page} of {pages})",
    "leaderboard.empty": "No player here has reached the minimum of rated games ({min}) in "
                         "{game} yet.",
    "leaderboard.line": _n("{place}. {player}: {rating} (skill {mu} ± {sigma}, {count} game)",
                           "{place}. {player}: {rating} (skill {mu} ± {sigma}, {count} games)"),
    "leaderboard.provisional": "Not ranked yet: {players}.",
    "leaderboard.provisional_one": _n("{player} (1 more rated game)",
                                      "{player} ({count} more rated games)"),
    "leaderboard.rule": "Ordered by rating = skill − 3 × uncertainty; minimum rated games: "
                        "{min}.",
    "button.previous": "◀ Previous",
    "button.next": "Next ▶",
    "button.hide_computers": "Hide computers",
    "button.show_computers": "Show computers",
    "button.rematch": "Rematch",
    "history.none": "No finished games on this server yet.",
    "history.header": "Finished games on this server (page {page} of {pages}):",
    "history.line": "#{game} · {date} · {name} · {scores} · winner: {winner} · "
                    "/ttr league replay {game} · /ttr league export {game}",
    "log.header": "Moves of game #{game} (page {page} of {pages}):",
    "log.none": "No moves yet.",
    "log.line": "{number}. {text}",
    "replay.ready": "The replay of game #{game}:",
    "replay.posted": "{player} shares the replay of game #{game}:",
    "button.post_replay": "Post to the channel",
    "export.ready": "Game #{game} as a file. Replay it with: python -m engine.replay {file}",
    "forget.ask": _n(
        "This deletes your ratings, rating history and statistics on every server, and "
        "puts a neutral name in your seat of your {count} finished game. It cannot be "
        "undone: press the button to confirm.",
        "This deletes your ratings, rating history and statistics on every server, and "
        "puts a neutral name in your seat of your {count} finished games. It cannot be "
        "undone: press the button to confirm.",
    ),
    "button.forget": "Forget me",
    "forget.done": _n("Your ratings and statistics are deleted. Your {count} game now shows a "
                      "neutral name in your seat.",
                      "Your ratings and statistics are deleted. Your {count} games now show a "
                      "neutral name in your seat."),
    "lobby.rematch": "{host} opened a rematch of game #{game} ({name}) for all its players. "
                     "The host starts it with /ttr start.",
    "error.unknown_league_player": "I don't know a player “{player}” on this server.",
    "error.no_such_game": "There is no game #{game} on this server.",
    "error.game_not_finished": "Game #{game} is not finished.",
    "error.log_broken": "The moves of game #{game} cannot be replayed.",
    "error.replay_failed": "The replay of game #{game} could not be drawn.",
    "error.forget_in_game": "Leave or end your open games first (/ttr leave, /ttr abort), then ask "
                            "again.",
    "cmd.league": "Ratings, statistics, history, replays and exports of this server",
    "cmd.settings": "This server's settings for the game tables (server manager)",
    "cmd.threads": "Whether each new game gets its own thread (server manager)",
    "cmd.limits": "How many open tables a person and this server may have (server manager)",
    "cmd.limits.per_person": "open tables one person may host",
    "cmd.limits.per_server": "open tables in this server",
    "cmd.threads.threads": "on or off",
    "cmd.stats": "A player's statistics and rating on this server",
    "cmd.stats.user": "The player (you, if left empty)",
    "cmd.stats.map": "Only this game",
    "cmd.leaderboard": "The server's best players by rating",
    "cmd.leaderboard.map": "The game",
    "cmd.leaderboard.page": "Page number",
    "cmd.history": "The server's finished games",
    "cmd.history.page": "Page number",
    "cmd.log": "The moves of this channel's game so far (only you see it)",
    "cmd.log.page": "Page number",
    "cmd.replay": "An animated replay of a finished game",
    "cmd.replay.game": "The game's number (see /ttr league history)",
    "cmd.export": "A finished game as a file anyone can replay",
    "cmd.export.game": "The game's number (see /ttr league history)",
    "cmd.forget-me": "Delete your ratings and statistics",
    "picture.rating_title": "Rating over time",
    "picture.rating_mu": "skill",
    "picture.rating_conservative": "rating",
    "permission.create_private_threads": "Create Private Threads",
    "daily.intro": "Daily challenge of {day}: {game}, {player} against a {level} computer "
                   "player. Everyone on this server gets the same deal today; the results "
                   "with /ttr league daily-results.",
    "daily.opened": "Your daily challenge ({game}) is dealt in {place}: only you see it.",
    "daily.thread": "Daily {game} {day}",
    "daily.streak": _n("Your streak: {count} day in a row.", "Your streak: {count} days in a row."),
    "daily.none": "No one has played the daily challenge of {day} yet.",
    "daily.header": "Daily challenge of {day}: {game}",
    "daily.line": "{place}. {player}: {score} points, {margin} against the computer ({computer})",
    "daily.no_finished": "No finished challenge yet.",
    "daily.playing": "Still playing: {players}.",
    "daily.month_header": "Daily challenges of {month}: {game}",
    "daily.month_line": _n("{place}. {player}: beat the computer on {beaten} of {count} day, "
                           "{margin} points against it",
                           "{place}. {player}: beat the computer on {beaten} of {count} days, "
                           "{margin} points against it"),
    "daily.month_none": "No finished challenge this month.",
    "daily.channel_set": "{player} chose {place} for the daily challenge's results: each day's "
                         "are posted there once the day (UTC) is over.",
    "daily.channel_off": "{player} turned off the posting of the daily challenge's results.",
    "daily.posted": "The daily challenge of {day} is over. The results:",
    "daily.replays": "Replays (/ttr league replay <number>): {games}",
    "error.daily_played": "You have already played today's daily challenge of {game}; a new one "
                          "comes tomorrow (UTC). See /ttr league daily-results.",
    "error.daily_busy": "Your daily challenge's place is still taken by an earlier game: end it "
                        "first (/ttr abort there).",
    "error.daily_no_permission": "I cannot open your private thread for the daily challenge "
                                 "here. I need: {permissions}.",
    "error.daily_no_thread": "The daily challenge is played in a private thread: type /ttr league "
                             "daily "
                             "in a text channel of the server.",
    "error.daily_bad_day": "“{day}” is not a day: write it as 2026-11-27 (a month as 2026-11).",
    "error.daily_bad_channel": "“{channel}” is not a channel: name it as #channel.",
    "error.daily_not_over": "Game #{game} is a daily challenge: its replay opens when the day "
                            "(UTC) is over.",
    "cmd.daily": "Today's daily challenge: the server's deal of the day against a hard computer",
    "cmd.daily.map": "The game (USA if left empty)",
    "cmd.daily-results": "A day's ranking of the daily challenge, and your streak",
    "cmd.daily-results.map": "Only this game",
    "cmd.daily-results.day": "The day, as 2026-11-27 (today if left empty)",
    "cmd.daily-month": "The month's table of the daily challenge",
    "cmd.daily-month.map": "Only this game",
    "cmd.daily-month.month": "The month, as 2026-11 (this month if left empty)",
    "cmd.daily-channel": "Where the daily challenge's results are posted (server manager)",
    "cmd.daily-channel.channel": "The channel (this one if left empty; off to stop)",
    "season.empty": "No one has finished a game of it in this season yet.",
    "season.line": _n("{place}. {player}: won {wins} of {count} game, average score {average}",
                      "{place}. {player}: won {wins} of {count} games, average score {average}"),
    "season.header": "Season {number} of {game}, since {since}:",
    "season.ends": "It ends on {date} (UTC).",
    "season.all_time": "The all-time ratings: /ttr league leaderboard all_time:yes",
    "season.started": "{player} started season {number} of {game}: the leaderboard shows its "
                      "table until it ends.",
    "season.role": "Its winner gets the role {role}.",
    "season.over": "Season {number} of {game} is over. Its final table:",
    "season.winner": "The season's winner: {player}!",
    "season.role_unavailable": "The role {role} cannot be given here; the winner is recorded.",
    "season.role_given": "{player} now has the role {role}.",
    "season.role_not_allowed": "I may not give the role {role} (I need Manage Roles and a role "
                               "above it); the winner is recorded.",
    "season.role_failed": "Giving {player} the role {role} failed; the winner is recorded.",
    "season.kept": "Season {number} of {game} ({since} – {until}), its final table:",
    "season.no_history": "No season of {game} has ended on this server yet.",
    "season.history": "Ended seasons of {game} (/ttr league season-history <number> shows a "
                      "table):",
    "season.history_line": "Season {number} · {since} – {until} · winner: {winner}",
    "error.season_running": "A season of {game} is running already: end it first with /ttr "
                            "league season-end.",
    "error.season_none": "No season of {game} is running.",
    "error.season_unknown": "There is no ended season {season} of {game} on this server.",
    "error.season_bad_days": "A season lasts from 1 to {most} days, not “{days}”.",
    "error.season_bad_role": "“{role}” is not a role.",
    "cmd.season-start": "Start a season of a game (server manager)",
    "cmd.season-start.map": "The game (USA if left empty)",
    "cmd.season-start.days": "How many days it lasts (until ended if left empty)",
    "cmd.season-start.role": "A role for its winner",
    "cmd.season-end": "End the running season and post its table (server manager)",
    "cmd.season-end.map": "The game (USA if left empty)",
    "cmd.season-history": "The server's ended seasons, or one season's table",
    "cmd.season-history.map": "The game (USA if left empty)",
    "cmd.season-history.season": "The season's number",
    "cmd.leaderboard.all_time": "All-time ratings even while a season runs",
    "away.set": _n("You are away until {until}: the computer plays your turns in your {count} "
                   "game from now on. /ttr settings back when you are back.",
                   "You are away until {until}: the computer plays your turns in your {count} "
                   "games from now on. /ttr settings back when you are back."),
    "away.back": _n("Welcome back: your seat in {count} game is yours again.",
                    "Welcome back: your seats in {count} games are yours again."),
    "away.table": "{player} is away until {until}: the computer plays their turns meanwhile.",
    "away.table_back": "{player} is back and plays their own turns again.",
    "digest.on": "Once a day I will send you a direct message listing the games waiting for "
                 "your move.",
    "digest.off": "No more daily digest.",
    "digest.header": _n("{count} game is waiting for your move:",
                        "{count} games are waiting for your move:"),
    "digest.line": "#{game} ({name}): {place}",
    "error.away_bad_duration": "“{duration}” is not a time away: write it as 30m, 12h, 2d or "
                               "1w (from a minute to 30 days).",
    "cmd.away": "Away for a while: the computer plays your turns in every game",
    "cmd.away.duration": "How long: 30m, 12h, 2d, 1w (up to 30 days)",
    "cmd.back": "Back from being away: your seats are yours again",
    "cmd.digest": "A daily direct message listing the games waiting for your move",
    "cmd.digest.digest": "on or off",
    "predict.button": "{player} wins",
    "predict.ask": "Who wins game #{game}? Predict it while the game is in its first third; "
                   "correct predictions score on /ttr league predictions.",
    "predict.made": "You predict that {player} wins game #{game}. You may change it while "
                    "predictions are open.",
    "predictions.header": "Predictions on this server (page {page} of {pages}):",
    "predictions.line": _n("{place}. {player}: {correct} of {count} prediction correct",
                           "{place}. {player}: {correct} of {count} predictions correct"),
    "predictions.none": "No prediction has been scored here yet.",
    "error.predict_closed": "Predictions for this game are closed: they are open in its first "
                            "third only.",
    "error.predict_people_only": "Predictions are for games of at least two people.",
    "error.predict_player": "You play in this game: predictions are for spectators.",
    "cmd.predict": "Predict the winner of this channel's game (spectators, first third)",
    "cmd.predict.player": "The player you predict wins (buttons if left empty)",
    "cmd.predictions": "The server's table of correct predictions",
    "cmd.predictions.page": "Page number",
    "lobby.away_hold": "While a player is away (/ttr settings away), the table waits for them: "
                       "their turn clock is held.",
    "away.table_hold": "{player} is away until {until}: the table waits for them, their turn "
                       "clock held.",
    "choice.away.play": "The computer plays for them",
    "choice.away.hold": "Hold their turn clock",
    "cmd.new.away": "While a player is away: the computer plays for them, or the clock waits",
    # --- tournaments (/ttr league tournament-...) ---
    "cmd.tournament-create": "Open a tournament in this channel (you join it first)",
    "cmd.tournament-create.map": "The game every table plays (usa if left empty)",
    "cmd.tournament-create.format": "swiss (paired by standings; the default) or robin "
                                    "(everyone meets everyone)",
    "cmd.tournament-create.rounds": "How many rounds, 1-10 (if empty: Swiss 3, a round "
                                    "robin all it takes)",
    "cmd.tournament-create.size": "Seats at each table, 2-5 (computer players fill them)",
    "cmd.tournament-create.turn_limit": "Time for each move in its games before the computer "
                                        "moves (e.g. 5m, 1h, off)",
    "cmd.tournament-create.level": "How well the computer players at the tables play",
    "cmd.tournament-join": "Join this channel's tournament before it starts",
    "cmd.tournament-start": "Start this channel's tournament (its creator or a server manager)",
    "cmd.tournament-status": "This channel's tournament: its round, tables and standings",
    "cmd.tournament-abort": "End this channel's tournament without a result (its creator or a "
                            "server manager)",
    "help.example.tournament-create": "Example: /ttr league tournament-create usa swiss 3 4 "
                                      "10m. Each table gives a point for every seat that "
                                      "finished below you. Ties in the standings are broken by "
                                      "Buchholz (the points of everyone you met), then by "
                                      "median Buchholz (the same without the highest and the "
                                      "lowest), then by your total game score.",
    "help.example.tournament-status": "Ties in the standings are broken by Buchholz (the points "
                                      "of everyone you met), then by median Buchholz (the same "
                                      "without the highest and the lowest), then by the total "
                                      "game score.",
    "tournament.format.swiss": "Swiss",
    "tournament.format.robin": "round robin",
    "tournament.created": "{player} opened tournament {number}: {game}, {format}, {rounds} "
                          "round(s), tables of {size}.",
    "tournament.how_to_join": "Join with /ttr league tournament-join; the creator starts it "
                              "with /ttr league tournament-start.",
    "tournament.joined": "{player} joined the tournament (players: {count}).",
    "tournament.aborted": "Tournament {number} was ended by {player} without a result.",
    "tournament.status.lobby": "Tournament {number} ({game}, {format}) is open for joining: "
                               "{count} player(s), {rounds} round(s).",
    "tournament.status.playing": "Tournament {number} ({game}, {format}): round {round} of "
                                 "{rounds}, {count} players.",
    "tournament.status.finished": "Tournament {number} ({game}, {format}) is over after "
                                  "{rounds} round(s).",
    "tournament.status.aborted": "Tournament {number} ({game}) was ended without a result.",
    "tournament.players": "Players: {players}.",
    "tournament.table": "Table {table} (game {game}): {players} · {state}",
    "tournament.table.lobby": "not made yet",
    "tournament.table.playing": "being played",
    "tournament.table.finished": "finished",
    "tournament.table.aborted": "aborted",
    "tournament.standings_header": "Standings (place. player: points · Buchholz · median "
                                   "Buchholz · game score):",
    "tournament.standing": "{place}. {player}: {points} · {buchholz} · {median} · {score}",
    "tournament.tie_breaks": "Ties are broken by Buchholz, then median Buchholz, then game score.",
    "tournament.finished": "Tournament {number} is over. The winner is {winner}!",
    "tournament.round": "Tournament {number}, round {round} of {rounds} begins:",
    "tournament.thread": "Tournament {number} · round {round} · table {table}",
    "tournament.table_line": "Tournament {number}, round {round}: table {table}.",
    "tournament.table_begins": "Tournament {number}, round {round}, table {table}.",
    "tournament.time_up": "The round's time is up: the computer finishes this game.",
    "tournament.column.place": "#",
    "tournament.column.player": "Player",
    "tournament.column.points": "Points",
    "tournament.column.buchholz": "Buchholz",
    "tournament.column.median": "Median",
    "tournament.column.score": "Score",
    "tournament.picture_title": "Tournament {number} · {game}",
    "tournament.more": "and {count} more",
    "error.no_tournament": "There is no tournament in this channel. Open one with /ttr league "
                           "tournament-create.",
    "error.not_tournament_creator": "Only the tournament's creator ({creator}) or a server "
                                    "manager can do that.",
    "error.tournament_exists": "This channel already has a tournament. Finish it, or its "
                               "creator ends it with /ttr league tournament-abort.",
    "error.tournament_started": "The tournament has already started.",
    "error.tournament_already_in": "You are already in the tournament.",
    "error.tournament_full": "The tournament is full ({max} players).",
    "error.tournament_too_few": "A tournament needs at least 2 players (it has {count}).",
    "error.bad_number": "“{value}” is not a number from {min} to {max} for {option}.",
    "tournament.no_thread": "Table {table}: no thread could be opened for its game; the bot "
                            "tries again in a minute.",
    "error.tournament_needs_threads": "A tournament plays each table in its own thread, and "
                                      "threads are turned off on this server (/ttr settings "
                                      "threads on).",
    "cmd.tournament-create.round_limit": "Time for each round, after which the computer "
                                         "finishes its games (e.g. 1d, 12h; none if empty)",
    "tournament.round_limit": "Time for each round: {limit}; then the computer finishes its games.",
    "error.bad_round_limit": "“{value}” is not a time for a round: give a number with s, m, h "
                             "or d (30s to 7 days), or off.",
}
