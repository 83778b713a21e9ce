"""The Czech catalogue (cs): every message of `en.py` in the words of the Czech rulebook
(Ticket to Ride: Evropa): karty vozů, lokomotivy, karty vlakových linek, tratě, dvojité
tratě, tunely, přívozy, železniční stanice, balíček, odhozené a odhalené karty.

Czech counts have the CLDR forms one (1), few (2–4), many (fractions) and other (0, 5+).
Events are told in the present tense ("{player} zabírá trať"), which has no gender, and a
parameter that holds a phrase follows a colon, so its first (nominative) case fits.
"""

from __future__ import annotations

from .phrases import Plural

LANGUAGE = "cs"


def _n(one: str, few: str, many: str, other: str, count: str = "count") -> Plural:
    return Plural(count, {"one": one, "few": few, "many": many, "other": other})


#: colour -> adjective stem (feminine endings: -á karta, -é karty, -ých karet, -ou kartu)
_STEMS = {"purple": "fialov", "blue": "modr", "orange": "oranžov", "white": "bíl",
          "green": "zelen", "yellow": "žlut", "black": "čern", "red": "červen"}


#: the beginnings of the words players type for each card (folded: lower case, no
#: accents), and for the deck
CARD_WORDS: dict[str, tuple[str, ...]] = {
    "purple": ("fialov",), "blue": ("modr",), "orange": ("oranzov",), "white": ("bil",),
    "green": ("zelen",), "yellow": ("zlut",), "black": ("cern",), "red": ("cerven",),
    "locomotive": ("lokomotiv", "masinka"), "deck": ("balic", "balik"),
}
#: the words for a card itself, skipped when reading cards (`2 červené karty`)
CARD_NOUNS: tuple[str, ...] = ("kart", "karet")

#: /ttr subcommand names as Czech players see them in Discord
COMMAND_NAMES: dict[str, str] = {
    "new": "založit", "join": "přisednout", "leave": "odejít", "addbot": "přidat-počítač",
    "start": "začít", "hand": "karty", "board": "plán", "status": "stav", "rules": "pravidla",
    "seat": "místo", "abort": "ukončit", "language": "jazyk", "hint": "rada",
    "help": "nápověda", "draw": "táhnout", "claim": "zabrat", "tickets": "linky",
    "keep": "ponechat", "station": "stanice", "pay": "doplatit", "withdraw": "vzdát",
    "pass": "pas", "play": "vyložit",
    "stats": "statistiky", "leaderboard": "žebříček", "history": "historie", "log": "záznam-tahů",
    "replay": "přehrát", "export": "export", "forget-me": "zapomeň-mě",
    "games": "hry",
    "threads": "vlákna",
    "limits": "limity",
    "notify": "upozornění",
    "daily": "denní-výzva", "daily-results": "denní-výsledky", "daily-month": "denní-měsíc",
    "daily-channel": "denní-kanál",
    "season-start": "sezóna-začít", "season-end": "sezóna-ukončit",
    "season-history": "sezóna-historie",
    "away": "pryč", "back": "zpět", "digest": "přehled",
    "predict": "tipnout", "predictions": "tipy",
    "tournament-create": "turnaj-založit", "tournament-join": "turnaj-přihlásit",
    "tournament-start": "turnaj-začít", "tournament-status": "turnaj-stav",
    "tournament-abort": "turnaj-ukončit",
}

#: their options' names
OPTION_NAMES: dict[str, str] = {
    "map": "hra", "turn_limit": "čas-na-tah", "private_pile": "vlastní-hromádka",
    "level": "úroveň",
    "player": "hráč", "to": "komu", "language": "jazyk",
    "card": "karta", "route": "trať", "color": "barva", "cards": "karty", "tickets": "linky",
    "command": "příkaz", "city": "město",
    "user": "uživatel", "page": "strana", "game": "číslo-hry",
    "threads": "vlákna",
    "per_person": "na-osobu", "per_server": "celkem",
    "notify": "upozornění", "minutes": "minuty",
    "day": "den", "month": "měsíc", "channel": "kanál",
    "days": "dny", "role": "role", "season": "sezóna", "all_time": "celkově",
    "duration": "doba", "digest": "přehled",
    "away": "nepřítomnost",
    "format": "systém", "rounds": "kola", "size": "hráčů-u-stolu",
    "round_limit": "čas-na-kolo",
}

#: the pictures' words (render.labels keys)
PICTURE: dict[str, str | Plural] = {
    # table
    "turn": "Tah {turn}",
    "to_play": "Na tahu: {name}",
    "choosing_tickets": "Hráči vybírají vlakové linky",
    "deck": "Balíček",
    "discard": "Odhozené",
    "ticket_deck": "Vlakové linky",
    "face_up": "Odhalené karty",
    "final_round": _n("Poslední kolo! Zbývá {turns} tah", "Poslední kolo! Zbývají {turns} tahy",
                      "Poslední kolo! Zbývá {turns} tahu", "Poslední kolo! Zbývá {turns} tahů",
                      "turns"),
    "final_round_by": "{name} – vagonků v zásobě: {trains}",
    "game_over": "Konec hry",
    "last_move": "Poslední tah",
    "move_claim": "{name} zabírá trať {route}",
    "move_station": "{name} staví stanici: {city}",
    "move_draw": "{name} si bere karty",
    "move_tickets": "{name} si bere vlakové linky",
    "move_withdraw": "{name} se vzdává tunelu {route}",
    "move_pass": "{name} pasuje",
    "tunnel_pending": "Tunel {route}: odhaleno",
    "tunnel_extra": "doplatit: {extra}",
    # players
    "players": "Hráči",
    "score": "Body",
    # after a number: every plural form (render picks the one the number takes)
    "trains": _n("vagonek", "vagonky", "vagonku", "vagonků"),
    "stations": _n("stanice", "stanice", "stanice", "stanic"),
    "cards": _n("karta", "karty", "karty", "karet"),
    "tickets": _n("linka", "linky", "linky", "linek"),
    # legend
    "legend": "Legenda",
    "legend_space": "volná trať (barva a symbol)",
    "legend_gray": "šedá: libovolná jedna barva",
    "legend_claimed": "zabraná: barva a číslo hráče",
    "legend_tunnel": "tunel (silný tmavý okraj)",
    "legend_ferry": "přívoz: nutná lokomotiva",
    "legend_station": "železniční stanice",
    "legend_last": "poslední tah",
    # colours
    **{f"color_{c}": f"{stem}á" for c, stem in _STEMS.items()},
    "color_gray": "šedá",
    "color_locomotive": "lokomotiva",
    "player_color_0": "modrozelená",
    "player_color_1": "purpurová",
    "player_color_2": "tmavě červená",
    "player_color_3": "indigová",
    "player_color_4": "olivová",
    # private picture
    "your_cards": "Tvoje karty",
    "your_tickets": "Tvoje vlakové linky",
    "no_cards": "žádné karty",
    "no_tickets": "zatím žádné vlakové linky",
    "completed": "splněno",
    "trains_needed": "chybí vagonků: {trains}",
    "unreachable": "nelze splnit",
    "offered": "Vyber vlakové linky (ponech si alespoň {keep})",
    "points": "{points} b.",
    "your_network": "Tvoje síť tratí",
    "blocked": "zablokováno",
    # final picture
    "final_scores": "Konečné výsledky",
    "rank": "#",
    "player": "Hráč",
    "route_points": "Tratě",
    "tickets_won": "Splněné linky",
    "tickets_lost": "Nesplněné linky",
    "station_points": "Stanice",
    "longest_bonus": "Nejdelší",
    "globetrotter_bonus": "Globetrotter",
    "total": "Celkem",
    "longest_path": "Nejdelší trať: {length}",
    "score_race": "Body tah po tahu",
    "borrowed_none": "nepůjčuje si žádnou trať",
    "winner": "Vítěz: {name}",
    # card game
    "cardgame_title": "Ticket to Ride: Karetní hra",
    "on_the_tracks": "odloženo pro linky",
    "completed_count": "splněné linky: {count}",
    "empty_siding": "zatím nic nevyloženo",
    "siding_empty": "vlečka je prázdná",
    "big_cities": "Velká města",
    "last_turns": _n("Poslední tah! Zbývá {turns} tah", "Poslední tahy! Zbývají {turns} tahy",
                     "Poslední tahy! Zbývá {turns} tahu", "Poslední tahy! Zbývá {turns} tahů",
                     "turns"),
    "last_turns_by": "{name} si bere poslední kartu vozu",
    "deck_pass": "Balíček {run} z {runs}",
    "move_play": "{name} vykládá:",
    "move_draw_cards": "{name} si bere:",
    "blind": "+{count} z balíčku",
    "completed_tickets": "Splněné vlakové linky",
    "own_pile": "Tvoje hromádka Na kolejích",
    "ticket_points": "Linky",
    "big_city_points": "Velká města",
    "unused": "nevyužito",
}

CATALOGUE: dict[str, str | Plural] = {
    # --- games -------------------------------------------------------------------------
    "game.usa": "Ticket to Ride (USA)",
    "game.europe": "Ticket to Ride: Evropa",
    "game.nordic": "Ticket to Ride: Severské země",
    "game.cardgame": "Ticket to Ride: Karetní hra",

    # --- cards, routes, tickets, counts -------------------------------------------------
    **{f"colour.{c}": f"{stem}á" for c, stem in _STEMS.items()},
    "colour_m.purple": "fialový", "colour_m.blue": "modrý", "colour_m.orange": "oranžový",
    "colour_m.white": "bílý", "colour_m.green": "zelený", "colour_m.yellow": "žlutý",
    "colour_m.black": "černý", "colour_m.red": "červený", "colour_m.gray": "šedý",
    "colour_m.locomotive": "lokomotiva",
    "colour.gray": "šedá",
    "colour.locomotive": "lokomotiva",
    **{f"card.{c}": f"{stem}ou kartu" for c, stem in _STEMS.items()},
    "card.locomotive": "lokomotivu",
    **{f"cards.{c}": _n(f"{{count}} {stem}á karta", f"{{count}} {stem}é karty",
                        f"{{count}} {stem}é karty", f"{{count}} {stem}ých karet")
       for c, stem in _STEMS.items()},
    "cards.locomotive": _n("{count} lokomotiva", "{count} lokomotivy", "{count} lokomotivy",
                           "{count} lokomotiv"),
    "cards.none": "žádné karty",
    "route.single": "{a} – {b}",
    "route.double": "{a} – {b} ({colour})",
    "route.label": "{route} · délka {length} · {colour}",
    "ticket.name": "{a} – {b} ({points})",
    "count.cards": _n("{count} karta", "{count} karty", "{count} karty", "{count} karet"),
    "count.tickets": _n("{count} vlaková linka", "{count} vlakové linky",
                        "{count} vlakové linky", "{count} vlakových linek"),
    "count.trains": _n("{count} vagonek", "{count} vagonky", "{count} vagonku",
                       "{count} vagonků"),
    "count.points": _n("{count} bod", "{count} body", "{count} bodu", "{count} bodů"),
    "count.stations": _n("{count} stanice", "{count} stanice", "{count} stanice",
                         "{count} stanic"),
    "count.turns": _n("{count} tah", "{count} tahy", "{count} tahu", "{count} tahů"),
    "seat.computer": "{name} (počítač, {level})",
    "level.easy": "snadný",
    "level.normal": "běžný",
    "level.hard": "těžký",
    "level.greedy": "hladový",
    "level.random": "náhodný",

    # --- what happened -------------------------------------------------------------------
    "event.drew_blind": "{player} si bere kartu z balíčku.",
    "event.drew_card": "Z balíčku si bereš {card}.",
    "event.drew_face_up": "{player} si bere z odhalených karet {card}.",
    "event.drew_tickets": _n("{player} si bere {count} vlakovou linku.",
                             "{player} si bere {count} vlakové linky.",
                             "{player} si bere {count} vlakové linky.",
                             "{player} si bere {count} vlakových linek."),
    "event.tickets_offered": "Nové vlakové linky k výběru (níže).",
    "event.kept_tickets": _n("{player} si ponechává {kept} vlakovou linku a vrací {returned}.",
                             "{player} si ponechává {kept} vlakové linky a vrací {returned}.",
                             "{player} si ponechává {kept} vlakové linky a vrací {returned}.",
                             "{player} si ponechává {kept} vlakových linek a vrací "
                             "{returned}.", "kept"),
    "event.your_tickets": "Ponecháváš si: {kept}.",
    "event.game_started": "Všichni si vybrali vlakové linky. Začíná {player}.",
    "event.claimed_route": "{player} zabírá trať {route} a platí: {cards} (+{points}).",
    "event.tunnel_revealed": _n(
        "{player} zkouší tunel {route}, odhaleno: {cards}; chybí ještě {extra} karta.",
        "{player} zkouší tunel {route}, odhaleno: {cards}; chybí ještě {extra} karty.",
        "{player} zkouší tunel {route}, odhaleno: {cards}; chybí ještě {extra} karty.",
        "{player} zkouší tunel {route}, odhaleno: {cards}; chybí ještě {extra} karet.",
        "extra"),
    "event.tunnel_revealed_free":
        "{player} zkouší tunel {route}, odhaleno: {cards}; nic dalšího se neplatí.",
    "event.tunnel_withdrawn": "{player} se vzdává tunelu {route} a bere si karty zpět.",
    "event.built_station": "{player} staví železniční stanici ve městě {city} a platí: "
                           "{cards}.",
    "event.passed": "{player} pasuje: nemůže nic udělat.",
    "event.deck_reshuffled": "Odhozené karty se zamíchaly do nového balíčku (karet: "
                             "{cards}).",
    "event.face_up_reset": "Tři odhalené lokomotivy: celá řada se vyměnila. Nově odhaleno: "
                           "{cards}.",
    "event.last_round": _n(
        "{player} má v zásobě už jen {trains} vagonek: všichni hrají ještě jeden poslední "
        "tah.",
        "{player} má v zásobě už jen {trains} vagonky: všichni hrají ještě jeden poslední "
        "tah.",
        "{player} má v zásobě už jen {trains} vagonku: všichni hrají ještě jeden poslední "
        "tah.",
        "{player} má v zásobě už jen {trains} vagonků: všichni hrají ještě jeden poslední "
        "tah.", "trains"),
    "event.game_over": "Hra skončila.",
    "event.unknown": "Něco se stalo ({code}).",

    # --- whose move ------------------------------------------------------------------------
    "turn.player": "Tah {turn}: na tahu je {player}.",
    "turn.second_card": "{player} si bere druhou kartu.",
    "turn.keeping": "{player} vybírá, které vlakové linky si ponechá.",
    "turn.tunnel": "{player} musí doplatit tunel {route} (chybí ještě {extra}), nebo se ho "
                   "vzdát.",
    "turn.choosing_tickets": _n("Čeká se, až si vlakové linky vybere {players}.",
                                "Čeká se, až si vlakové linky vyberou {players}.",
                                "Čeká se, až si vlakové linky vyberou {players}.",
                                "Čeká se, až si vlakové linky vyberou {players}."),
    "turn.finished": "Vítězem je {player}!",

    # --- status ------------------------------------------------------------------------------
    "status.header": "{game} · {status}",
    "status.lobby": "čeká se na hráče",
    "status.playing": "hraje se",
    "status.finished": "dohráno",
    "status.aborted": "ukončeno",
    "status.last_round": "Poslední kolo: ještě {turns}.",
    "status.face_up": "Odhalené karty: {cards}.",
    "status.piles": "Balíček: {deck} · odhozené: {discard} · balíček vlakových linek: "
                    "{tickets}.",
    "status.player": "{marker} {player}: {points}, {trains}, {cards}, {tickets}",
    "status.player_stations":
        "{marker} {player}: {points}, {trains}, {stations}, {cards}, {tickets}",
    "status.clock": "Zbývající čas na tento tah: {left}.",

    # --- a player's hand ---------------------------------------------------------------------
    "hand.cards": _n("Tvoje karty ({count}): {cards}.", "Tvoje karty ({count}): {cards}.",
                     "Tvoje karty ({count}): {cards}.", "Tvoje karty ({count}): {cards}."),
    "hand.tickets": _n("Tvoje vlaková linka:", "Tvoje vlakové linky ({count}):",
                       "Tvoje vlakové linky ({count}):", "Tvoje vlakové linky ({count}):"),
    "hand.ticket_done": "  ✓ {ticket}: splněno",
    "hand.ticket_open": "  • {ticket}: chybí ještě {trains}",
    "hand.ticket_station": "  • {ticket}: spojí ji nádraží, vagony už nejsou třeba",
    "hand.ticket_blocked": "  ✗ {ticket}: už ji nelze splnit",
    "hand.offered": "Vyber vlakové linky, které si ponecháš (alespoň {keep_min}): {tickets}. "
                    "Použij nabídku, nebo napiš /ttr ponechat {example}",
    "hand.supplies": "V zásobě máš: {trains}.",
    "hand.supplies_stations": "V zásobě máš: {trains} a {stations}.",
    "hand.tunnel": "Tunel {route}: chybí ještě {extra}. Doplať ho (/ttr doplatit), nebo se ho "
                   "vzdej (/ttr vzdát).",
    "hand.your_move": "Jsi na tahu.",

    # --- the end ------------------------------------------------------------------------------
    "final.header": "Konečné výsledky:",
    "final.player": "{rank}. {player}: {points} ({parts})",
    "final.part_routes": "tratě {points}",
    "final.part_tickets": "vlakové linky {points}",
    "final.part_stations": "stanice {points}",
    "final.part_longest": _n("nejdelší trať {length} (bonus {points} bod)",
                             "nejdelší trať {length} (bonus {points} body)",
                             "nejdelší trať {length} (bonus {points} bodu)",
                             "nejdelší trať {length} (bonus {points} bodů)", "points"),
    "final.part_globetrotter": _n("bonus Globetrotter {points} bod",
                                  "bonus Globetrotter {points} body",
                                  "bonus Globetrotter {points} bodu",
                                  "bonus Globetrotter {points} bodů", "points"),
    "final.tickets_done": "  ✓ {tickets}",
    "final.tickets_failed": "  ✗ {tickets}",

    # --- the lobby and the table ----------------------------------------------------------------
    "lobby.opened": "{host} otevírá stůl, hraje se {game}.",
    "lobby.summary": "{game}, hostitel: {host}. Místa {count}/{max}: {seats}.",
    "lobby.nobody": "zatím nikdo",
    "lobby.turn_limit": "Čas na tah: {limit}; potom za tebe zahraje počítač.",
    "lobby.private_pile": "Varianta: na vlastní hromádku Na kolejích se smíš dívat.",
    "lobby.how_to_start": "Přisedni příkazem /ttr přisednout; hostitel přidá počítačové "
                          "hráče příkazem /ttr přidat-počítač a hru zahájí příkazem "
                          "/ttr začít (počet hráčů: alespoň {min}).",
    "lobby.joined": "{player} přisedá ke stolu.",
    "lobby.host_passed": "Hostitelem je teď {host}.",
    "lobby.closed": "U stolu nikdo nezůstal, takže se zavírá.",
    "lobby.left": "{player} odchází od stolu.",
    "lobby.computer_joined": "{player} zasedá ke stolu.",
    "table.started": "Začíná hra {game}! Pořadí hráčů: {order}. Všichni si teď vyberou "
                     "vlakové linky: viz soukromé zprávy nebo /ttr karty.",
    "hand.left": "Z této hry jsi odešel: tvé místo hraje počítač a jeho karty už ti "
        "nejsou ukázány.",
    "table.left": "{player} opouští hru; dál za toto místo hraje počítač.",
    "table.seat_to_computer": "Za místo hráče {player} od teď hraje počítač.",
    "table.seat_to_person": "{player} opět hraje za své místo.",
    "table.aborted": "{player} ukončuje hru bez výsledku.",
    "language.set": "{player} nastavuje jazyk tohoto serveru na češtinu.",
    "threads.on": "{player} zapíná vlákna: každá nová hra dostane vlastní vlákno.",
    "threads.off": "{player} vypíná vlákna: nové hry se hrají v kanálu, kde byly založeny.",
    "thread.name_new": "{game} · {host}",
    "card.heading": "{game} #{number}",
    "card.moves": "Poslední tahy",
    "thread.name": "{game} #{number} · {host}",
    "thread.opened": "{host} zakládá stůl pro {game}: hraje se ve vlákně pod touto zprávou.",
    "thread.missing": "Tahle hra se hraje přímo v kanálu. Aby každá hra dostala vlastní "
                      "vlákno, povolte mi v tomto kanálu {permissions}.",
    "permission.create_public_threads": "Vytvářet veřejná vlákna",
    "permission.send_messages_in_threads": "Posílat zprávy ve vláknech",

    # --- the clock ------------------------------------------------------------------------------
    "clock.reminder": "Na tahu: {players}. Zbývající čas, než místo vás zahraje počítač: "
                      "{left}.",
    "clock.resumed": "Hra pokračuje. Na tahu: {players}. Máte znovu celý tah, {left}, "
                     "než místo vás zahraje počítač.",
    "clock.timeout": "Čas hráče {player} vypršel; tah za něj zahrál počítač.",

    # --- buttons and menus ---------------------------------------------------------------------
    "button.draw_card": "Vzít: {colour}",
    "button.draw_deck": "Táhnout z balíčku",
    "button.tickets": "Vzít vlakové linky",
    "button.routes": "Zabrat trať",
    "button.stations": "Postavit stanici",
    "button.pass": "Pasovat",
    "button.claim_other": "Zaplatit jinak",
    "button.hand": "Ukázat mé karty",
    "button.pay": "Doplatit tunel",
    "button.withdraw": "Vzdát se tunelu",
    "button.join": "Přisednout",
    "button.leave": "Odejít",
    "button.addbot": "Přidat počítačového hráče",
    "button.start": "Začít",
    "menu.cards": "{cards}",
    "menu.new": "Vyber hru",
    "new.which_game": "Kterou hru tu chceš hrát? Vyber ji v nabídce.",
    "menu.page": "{menu} ({page}/{pages})",
    "menu.claim": "Zabrat trať a zaplatit, jak je uvedeno",
    "menu.pays": "Platíš: {cards} · {points}",
    "menu.claim_intro": "Vyber trať, kterou zabereš: zaplatíš ji, jak je uvedeno pod ní. "
                        "Chceš-li platit jinak, vyber trať v nabídce „Zaplatit jinak“.",
    "menu.no_routes": "Teď nemůžeš zaplatit žádnou trať.",
    "menu.claim_other": "Zaplatit jinak: vyber trať",
    "menu.claim_pay_intro": "Čím zaplatíš trať {route}?",
    "menu.claim_pay": "Vyber karty, kterými zaplatíš",
    "menu.station_intro": "Vyber město pro svou stanici.",
    "menu.station": "Postavit stanici a zaplatit: {cards}",
    "menu.station_pay": "Zaplatit jinak",
    "menu.no_stations": "Teď nemůžeš zaplatit stanici: stojí {cost} jedné barvy.",
    "menu.keep": "Vyber vlakové linky, které si ponecháš (alespoň {keep_min})",

    # --- refusals: the table ----------------------------------------------------------------
    "error.no_game": "V tomto kanálu se nehraje žádná hra. Založ ji příkazem /ttr založit.",
    "error.game_exists": "V tomto kanálu už hra je. Dohrajte ji, nebo ji hostitel ukončí "
                         "příkazem /ttr ukončit.",
    "error.unknown_game": "Hru „{game}“ neznám. Vyber jednu z těchto: {games}.",
    "error.option_not_for_game": "Volba {option} se na hru {game} nevztahuje.",
    "error.bad_turn_limit": "„{value}“ není časový limit tahu: zadej minuty, nebo číslo s "
                            "jednotkou s, m či h (30s až 7 dní), nebo off (bez limitu).",
    "error.bad_option": "„{value}“ není platná hodnota volby {option}.",
    "error.game_started": "Hra tady už začala.",
    "error.already_seated": "U tohoto stolu už místo máš.",
    "error.game_full": "Stůl je plný (počet hráčů: {max}).",
    "error.not_in_game": "V této hře nehraješ.",
    "error.not_host": "To může jen hostitel ({host}) nebo správce serveru.",
    "error.unknown_strategy": "Počítačový hráč „{strategy}“ neexistuje; vyber {strategies}.",
    "error.too_few_players": _n(
        "Hráčů je málo: tato hra jich potřebuje alespoň {min}, teď je tu jen {count}.",
        "Hráčů je málo: tato hra jich potřebuje alespoň {min}, teď jsou tu jen {count}.",
        "Hráčů je málo: tato hra jich potřebuje alespoň {min}, teď je tu jen {count}.",
        "Hráčů je málo: tato hra jich potřebuje alespoň {min}, teď je tu jen {count}."),
    "error.game_not_started": "Hra tady ještě nezačala.",
    "error.unknown_player": "Nikdo jménem „{player}“ tu nehraje.",
    "error.seat_is_computer": "Za místo hráče {player} hraje počítač; hostitel ho může vrátit "
                              "příkazem /ttr místo.",
    "error.seat_has_no_person": "{player} je počítačový hráč; jeho místo nikdo převzít "
                                "nemůže.",
    "error.seat_is_person": "{player} už za své místo hraje.",
    "notify.every": "Pokaždé, když přijdeš na tah, dostaneš upozornění v místě hry.",
    "notify.away": "Upozornění na tvůj tah dostaneš jen tehdy, když jsi na tomto serveru {minutes}"
                   " minut nic nedělal(a).",
    "notify.dm": "Upozornění na tvůj tah dostaneš soukromou zprávou.",
    "notify.never": "Upozornění na tvůj tah nedostaneš.",
    "notice.turn": "{player}, jsi na tahu ve hře {game} #{number}.",
    "error.notify_unknown": "Vyber every, away (s počtem minut), dm nebo never.",
    "limits.set": "{player} nastavuje limity stolů: nejvýš {per_person} otevřených stolů na "
        "osobu a {per_server} na tomto serveru.",
    "limits.shown": "Otevřené stoly zde: nejvýš {per_person} na osobu a {per_server} na tomto "
        "serveru.",
    "error.limit_value": "Zadej celé číslo od 1 do {most}.",
    "error.tables_per_person": "Na tomto serveru už vedeš {count} otevřených stolů, víc jedna "
        "osoba nesmí. Nejdřív jeden dohraj nebo ukonči.",
    "error.tables_everywhere": "Na svých serverech už vedeš {count} otevřených stolů, víc jedna "
        "osoba nesmí. Nejdřív jeden dohraj nebo ukonči.",
    "error.tables_per_server": "Na tomto serveru už je {count} otevřených stolů, víc nejde. "
        "Nejdřív jeden dohrajte nebo ukončete, nebo požádejte správce serveru o vyšší limit.",
    "error.notify_minutes": "U away zadej počet minut: celé číslo od 1 do {most}.",
    "choice.notify.every": "Každý tah",
    "choice.notify.away": "Když nejsem u hry",
    "choice.notify.dm": "Soukromou zprávou",
    "choice.notify.never": "Nikdy",
    "cmd.notify": "Jak se na tomto serveru dozvíš, že jsi na tahu",
    "cmd.notify.notify": "každý tah, jen když nejsi u hry, soukromou zprávou, nebo nikdy",
    "cmd.notify.minutes": "u away: po kolika minutách bez aktivity",
    "error.not_manager": "To může jen správce serveru.",
    "error.unknown_language": "Jazyk „{language}“ neumím; vyber jeden z těchto: {languages}.",
    "error.game_over": "Tato hra skončila.",
    "error.unknown_command": "V této hře není příkaz „{command}“.",
    "error.stale_click": "Toto tlačítko je z dřívější chvíle hry; použij nejnovější zprávu "
                         "s herním plánem.",
    "error.unknown_button": "Toto tlačítko neznám.",
    "error.storage_full": "Úložiště bota je plné, takže se to neuložilo a nic se nezměnilo. Dej "
        "prosím vědět správcům serveru.",
    "error.storage_failed": "Bot to teď nedokázal uložit, takže se nic nezměnilo. Zkus to prosím "
        "za chvíli znovu.",
    "error.slow_down": "Pomalu, tak rychle stůl nestíhá. Mezi kliknutími prosím chvilku "
        "počkej.",
    "error.storage_uncertain": "Stůl během ukládání ztratil spojení s databází, takže se to "
        "možná uložilo a možná ne. Než to zkusíš znovu, podívej se na hru.",
    "error.storage_unreachable": "Stůl teď nemůže nic uložit, takže se nic nezměnilo. Zkus "
        "to prosím za chvíli znovu.",
    "error.busy": "U stolu se právě hraje tah; zkus to prosím znovu.",
    "error.which_game": "Která hra? Vyber jednu z těchto: {games}.",
    "error.missing_argument": "Uveď prosím ještě: {argument}.",
    "error.unknown": "To nejde ({code}).",

    # --- refusals: the rules ----------------------------------------------------------------
    "error.bad_command": "Nerozumím: „{text}“.",
    "error.unknown_card": "Karta „{card}“ neexistuje.",
    "error.unknown_route": "Trať „{route}“ neexistuje; pojmenuj ji podle jejích dvou měst, "
                           "např. {example}.",
    "error.unknown_card_near": "Karta „{card}“ neexistuje; nemyslíš {near_cards}?",
    "error.unknown_route_near": "Trať „{route}“ neexistuje; nemyslíš {near_routes}?",
    "error.unknown_city_near": "Město „{city}“ na této mapě není; nemyslíš {near_cities}?",
    "error.unknown_ticket": "Vlaková linka „{ticket}“ neexistuje.",
    "error.unknown_city": "Město „{city}“ na této mapě není.",
    "error.player_count": "{game}: počet hráčů {min} až {max}.",
    "error.not_seated": "V této hře nehraješ.",
    "error.must_choose_tickets": "Nejdřív vyber, které vlakové linky si ponecháš (ukáže je "
                                 "/ttr karty).",
    "error.waiting_for_tickets": "Ještě si všichni nevybrali vlakové linky.",
    "error.not_your_turn": "Nejsi na tahu; hraje {current}.",
    "error.tunnel_pending": "Nejdřív doplať svůj tunel, nebo se ho vzdej (/ttr doplatit, "
                            "/ttr vzdát).",
    "error.must_draw_second_card": "Bereš si karty: vezmi si druhou kartu.",
    "error.deck_empty": "Balíček i odhozené karty jsou prázdné.",
    "error.card_not_face_up": "Mezi odhalenými kartami nenajdeš {card}.",
    "error.locomotive_second_card": "Odhalená lokomotiva nemůže být tvou druhou kartou.",
    "error.no_tickets_left": "Už nezbývají žádné karty vlakových linek.",
    "error.no_tickets_offered": "Nemáš žádné vlakové linky na výběr.",
    "error.ticket_not_offered": "Ponechat si můžeš jen nabídnuté vlakové linky, každou "
                                "jednou.",
    "error.keep_more_tickets": _n("Ponech si alespoň {keep_min} vlakovou linku.",
                                  "Ponech si alespoň {keep_min} vlakové linky.",
                                  "Ponech si alespoň {keep_min} vlakové linky.",
                                  "Ponech si alespoň {keep_min} vlakových linek.", "keep_min"),
    "error.route_taken": "Trať {route} už patří hráči {owner}.",
    "error.double_route_own": "Druhou z dvojitých tratí {route} už máš.",
    "error.double_route_closed": "Když hraje méně hráčů než {min_players}, lze z dvojité "
                                 "tratě {route} použít jen jednu a ta už je zabraná.",
    "error.not_enough_trains": "Trať {route} potřebuje vagonků: {need}; ty máš {have}.",
    "error.cannot_pay": "Na zaplacení trati {route} nemáš karty.",
    "error.cannot_pay_missing": (
        "Na zaplacení trati {route} nemáš karty: stačilo by ještě "
        "{missing}."
    ),
    "error.cards_not_in_hand": "Tyto karty pro trať {route} nemáš: chybí {missing}.",
    "error.station_cards_not_in_hand": "Tyto karty pro stanici ve městě {city} nemáš.",
    "error.wrong_cards": "Těmito kartami trať {route} nezaplatíš (délka {length}, {color}).",
    "error.choose_colour": "Jakou barvou chceš zaplatit trať {route}: {colours}? Přidej ji "
                           "k příkazu (barva).",
    "error.cannot_pay_colour": "Trať {route} nemůžeš zaplatit touto barvou: {color}.",
    "error.no_tunnel_pending": "Žádný tunel nečeká na doplacení.",
    "error.cannot_pay_tunnel": "Na doplacení tunelu nemáš karty; vzdej se ho příkazem "
                               "/ttr vzdát.",
    "error.wrong_tunnel_cards": _n(
        "Tunel potřebuje ještě {extra} kartu (barva: {color}), nebo lokomotivu.",
        "Tunel potřebuje ještě {extra} karty (barva: {color}), nebo lokomotivy, i smíšeně.",
        "Tunel potřebuje ještě {extra} karty (barva: {color}), nebo lokomotivy, i smíšeně.",
        "Tunel potřebuje ještě {extra} karet (barva: {color}), nebo lokomotiv, i smíšeně.",
        "extra"),
    "error.wrong_tunnel_cards_locomotives": _n(
        "Tunel potřebuje ještě {extra} lokomotivu (byl placen jen lokomotivami).",
        "Tunel potřebuje ještě {extra} lokomotivy (byl placen jen lokomotivami).",
        "Tunel potřebuje ještě {extra} lokomotivy (byl placen jen lokomotivami).",
        "Tunel potřebuje ještě {extra} lokomotiv (byl placen jen lokomotivami).", "extra"),
    "error.no_stations_here": "V této hře se stanice nestaví.",
    "error.no_stations_left": "Už ti nezbyla žádná železniční stanice.",
    "error.station_taken": "Ve městě {city} už železniční stanice stojí.",
    "error.cannot_pay_station": "Železniční stanice teď stojí karty jedné barvy, celkem "
                                "{cost}; ty je nemáš.",
    "error.wrong_station_cards": "Železniční stanice teď stojí karty jedné barvy, celkem "
                                 "{cost}.",
    "error.cannot_pass": "Pasovat smíš, jen když nemůžeš udělat nic jiného.",

    # --- rules ----------------------------------------------------------------------------------
    "rules.header": "**{game}**: počet hráčů {min} až {max}, každý má {trains}.",
    "rules.turn": "Ve svém tahu udělej právě jednu věc: vezmi si dvě karty vozů, zaber "
                  "trať, nebo si vezmi karty vlakových linek.",
    "rules.turn_stations": "Ve svém tahu udělej právě jednu věc: vezmi si dvě karty vozů, "
                           "zaber trať, vezmi si karty vlakových linek, nebo postav "
                           "železniční stanici.",
    "rules.draw_locomotive_two": "Každou kartu si vezmi z odhalených, nebo z balíčku. "
                                 "Odhalená lokomotiva se počítá za obě tvé karty: vezmi si ji "
                                 "jako první a tvůj tah končí; nikdy nemůže být tvou druhou "
                                 "kartou. Lokomotiva z balíčku se počítá za jednu.",
    "rules.draw_locomotive_one": "Každou kartu si vezmi z odhalených, nebo z balíčku. "
                                 "Lokomotiva se vždy počítá za jednu kartu, odhalená i "
                                 "z balíčku; obě karty mohou být lokomotivy.",
    "rules.reset": "Když je mezi odhalenými kartami (je jich {face_up}) počet lokomotiv "
                   "{count}, všechny se odhodí a odhalí se nové. Naše rozhodnutí: nejvýše "
                   "{resets}× za sebou; potom řada zůstane, jak je.",
    "rules.no_reset": "Naše rozhodnutí: pravidla neznají výměnu odhalených lokomotiv, takže "
                      "se nevyměňují.",
    "rules.claim_any_locomotive": "Trať zabereš, když zaplatíš tolik karet, kolik má "
                                  "políček, všechny v její barvě (u šedé v libovolné jedné "
                                  "barvě); lokomotivy jsou žolíci. Body získáš hned.",
    "rules.claim_locomotive_limited": "Trať zabereš, když zaplatíš tolik karet, kolik má "
                                      "políček, všechny v její barvě (u šedé v libovolné "
                                      "jedné barvě). Lokomotivy lze použít jen na přívozy "
                                      "a tunely. Body získáš hned.",
    "rules.any_cards": "{a} – {b}: místo jedné karty zvolené barvy smíš dát libovolné karty, "
                       "celkem {count}.",
    "rules.ferries": "Přívozy: za každé políčko s lokomotivou zaplať jednu lokomotivu, zbytek "
                     "v jedné barvě.",
    "rules.ferry_substitute": "Na přívozech smíš místo jedné lokomotivy dát libovolné karty, "
                              "celkem {count}.",
    "rules.tunnels": "Tunely: po zaplacení se z balíčku otočí tři karty; za každou, která má "
                     "tvou barvu nebo je lokomotivou, doplať jednu kartu tvé barvy (nebo "
                     "lokomotivu), nebo si vezmi karty zpět a tvůj tah končí (/ttr doplatit, "
                     "/ttr vzdát). Naše rozhodnutí: dojde-li při otáčení balíček, nejdřív se "
                     "odhozené karty zamíchají do nového balíčku.",
    "rules.stations": _n(
        "Železniční stanice: postav ji ve městě, kde žádná není; máš jich {stations} a stojí "
        "postupně {costs} karty jedné barvy. Na konci ti každá dovolí použít pro tvé vlakové "
        "linky jednu trať jiného hráče vedoucí do jejího města (vybereme za tebe tu "
        "nejlepší); každá nepostavená stanice přinese {points} bod.",
        "Železniční stanice: postav ji ve městě, kde žádná není; máš jich {stations} a stojí "
        "postupně {costs} karty jedné barvy. Na konci ti každá dovolí použít pro tvé vlakové "
        "linky jednu trať jiného hráče vedoucí do jejího města (vybereme za tebe tu "
        "nejlepší); každá nepostavená stanice přinese {points} body.",
        "Železniční stanice: postav ji ve městě, kde žádná není; máš jich {stations} a stojí "
        "postupně {costs} karty jedné barvy. Na konci ti každá dovolí použít pro tvé vlakové "
        "linky jednu trať jiného hráče vedoucí do jejího města (vybereme za tebe tu "
        "nejlepší); každá nepostavená stanice přinese {points} bodu.",
        "Železniční stanice: postav ji ve městě, kde žádná není; máš jich {stations} a stojí "
        "postupně {costs} karty jedné barvy. Na konci ti každá dovolí použít pro tvé vlakové "
        "linky jednu trať jiného hráče vedoucí do jejího města (vybereme za tebe tu "
        "nejlepší); každá nepostavená stanice přinese {points} bodů.", "points"),
    "rules.double_routes": "Dvojité tratě: nikdo nesmí zabrat obě; když hraje méně hráčů "
                           "než {players}, lze použít jen jednu z nich.",
    "rules.deck_empty": "Když dojde balíček, odhozené karty se zamíchají do nového. Naše "
                        "rozhodnutí: když je prázdný balíček i odhozené karty, odhalené karty, "
                        "které ještě leží na stole, se smějí brát (už se nedoplňují); „zabrat "
                        "trať, nebo si vzít vlakové linky“ z pravidel platí, až nezbude žádná "
                        "karta vozu.",
    "rules.tickets_start": "Na začátku dostaneš karty vlakových linek, celkem {count}, "
                           "a ponecháš si alespoň {keep}; zbytek {returned}.",
    "rules.tickets_start_long": "Na začátku dostaneš dlouhé linky (celkem {long}) a běžné "
                                "linky (celkem {count}) a ponecháš si alespoň {keep}; zbytek "
                                "{returned}.",
    "rules.returned_bottom": "jde dospod balíčku vlakových linek",
    "rules.returned_out": "jde ze hry",
    "rules.tickets_draw": "Pozdější tažení vlakových linek: vezmi si jich {count} a ponech si "
                          "alespoň {keep}; zbytek {returned}.",
    "rules.tickets_score": "Vlakové linky zůstávají až do konce tajné: splněná linka přičte "
                           "své body, nesplněná je odečte.",
    "rules.route_points": "Body za trať podle její délky: {table}.",
    "rules.end": _n("Když hráči na konci tahu zbude nejvýše {trains} vagonek, odehrají všichni "
                    "včetně něj ještě jeden tah.",
                    "Když hráči na konci tahu zbudou nejvýše {trains} vagonky, odehrají "
                    "všichni včetně něj ještě jeden tah.",
                    "Když hráči na konci tahu zbude nejvýše {trains} vagonku, odehrají "
                    "všichni včetně něj ještě jeden tah.",
                    "Když hráči na konci tahu zbude nejvýše {trains} vagonků, odehrají "
                    "všichni včetně něj ještě jeden tah.", "trains"),
    "rules.longest_bonus": "Hráč s nejdelší souvislou tratí získá bonus {points} (při shodě ho "
                           "získají všichni; dokud nikdo nemá trať, nezíská ho nikdo).",
    "rules.globetrotter_bonus": "Hráč s nejvíce splněnými vlakovými linkami získá bonus "
                                "Globetrotter {points} (při shodě ho získají všichni; když nikdo "
                                "žádnou linku nesplnil, nezíská ho nikdo).",
    "rules.station_scoring": _n("Každá nepostavená železniční stanice přinese {points} bod.",
                                "Každá nepostavená železniční stanice přinese {points} body.",
                                "Každá nepostavená železniční stanice přinese {points} bodu.",
                                "Každá nepostavená železniční stanice přinese {points} bodů.",
                                "points"),
    "rules.ties": "Při shodě bodů rozhoduje postupně: {order}.",
    "rules.tie_tickets_completed": "nejvíce splněných vlakových linek",
    "rules.tie_fewest_stations_built": "nejméně postavených železničních stanic",
    "rules.tie_longest_path_holder": "bonus za nejdelší trať",
    "rules.tie_longest_path": "nejdelší souvislá trať",
    "rules.decision_payment": "Naše rozhodnutí: když při zabírání trati neuvedeš karty, zaplatíme"
                              " co nejméně kartami (lokomotiva se počítá za dvě) a nikdy "
                              "lokomotivou tam, kde stačí barevné karty.",
    "rules.decision_pass": "Naše rozhodnutí: hráč, který nemůže nic udělat, pasuje; když "
                           "všichni pasují po sobě, hra končí.",
    "rules.decisions_table": "U tohoto stolu: pořadí hráčů se losuje na začátku; s časovým "
                             "limitem tahu přijde v polovině připomínka a potom za tebe "
                             "zahraje počítač; hostitel může předat místo počítači a zase "
                             "zpět.",

    # --- hints -----------------------------------------------------------------------------------
    "hint.command": "Počítač by zahrál: {command}",
    "hint.none": "Teď nemáš žádný tah.",
    "hint.why.completes": "Proč: dokončí linku {ticket}.",
    "hint.why.towards": "Proč: je to cesta k lince {ticket}.",
    "hint.why.blocks": "Proč: zablokuje trať {route}, kterou "
                       "soupeř nejspíš potřebuje pro {ticket}.",
    "hint.why.blocks_route": "Proč: zablokuje trať {route}, kterou soupeř nejspíš potřebuje.",
    "hint.why.collects": "Proč: sbírá karty pro linku {ticket}.",
    "hint.why.collects_cards": "Proč: sbírá karty, které tvé linky potřebují.",
    "hint.why.station": "Proč: nádraží zachrání linku {ticket}.",
    "hint.why.tickets": "Proč: ještě je čas dokončit další linky.",
    "hint.why.keep": "Proč: tyto linky se nejlépe hodí k tvým vagónům a síti.",
    "hint.why.points": "Proč: trať {route} dobře boduje, dokud máš vagónů nazbyt.",
    "hint.why.siding": "Proč: posouvá karty k tvým linkám.",
    "hint.why.keep_short": ("Proč: z nabídky vyšly nejlépe, i když na linku {ticket} ti "
        "vagóny nemusí stačit."),
    "hint.why.points_late": ("Proč: trať {route} promění vagóny, které tvé linky "
        "nepotřebují, v body."),
    "hint.why.keep_cards": "Proč: tyto linky se nejlépe hodí k tvým kartám.",
    "hint.why.move": "Proč: při propočtu dopředu vyšel nejlépe.",

    # --- help and commands ----------------------------------------------------------------------
    "help.header": "Příkazy Ticket to Ride:",
    "help.option": "  {option}: {description}",
    "help.example.claim": "Příklady: /ttr zabrat Denver Omaha (zaplatíme kartami, které tvé "
                          "ruce nejméně uškodí) · /ttr zabrat Kansas City - Oklahoma City za 2 "
                          "červené 1 lokomotiva (přesně tyto karty; v Discordu volba karty) · "
                          "/ttr zabrat denver-omaha barva:červená. Snazší: tlačítko Zabrat trať "
                          "u plánu.",
    "help.example.station": "Příklady: /ttr stanice Zurich · /ttr stanice wien za 2 červené. "
                            "Snazší: tlačítko Postavit stanici u plánu.",
    "help.example.draw": "Příklady: /ttr táhnout červená · /ttr táhnout lokomotiva · "
                         "/ttr táhnout balíček.",
    "help.example.play": "Příklady: /ttr vyložit 3 zelené 1 lokomotiva · /ttr vyložit modrá "
                         "červená žlutá.",
    "word.deck": "balíček",
    "word.none": "žádnou",
    "choice.seat.computer": "počítač", "choice.seat.person": "člověk",
    "choice.on": "zapnuto", "choice.off": "vypnuto",
    "help.line": "{command}: {description}",
    "cmd.new": "Založit stůl v tomto kanálu",
    "cmd.new.map": "Hra, která se bude hrát",
    "cmd.new.turn_limit": "Čas na tah, než místo hráče zahraje počítač (např. 5m, 1h, off)",
    "cmd.new.private_pile": "Karetní hra: hráči se smějí dívat na vlastní hromádku Na kolejích",
    "cmd.help.command": "Příkaz, který vysvětlit celý, s příklady",
    "cmd.join": "Přisednout ke stolu v tomto kanálu",
    "cmd.leave": "Odejít od stolu (ve hře tvé místo převezme počítač)",
    "cmd.addbot": "Přidat počítačového hráče (hostitel)",
    "cmd.addbot.level": "Jak dobře počítač hraje: snadný, běžný nebo těžký",
    "cmd.start": "Rozdat karty a začít (hostitel)",
    "cmd.draw": "Vzít kartu vozu: odhalenou barvu, nebo z balíčku",
    "cmd.draw.card": "Odhalená barva, nebo balíček",
    "cmd.claim": "Zabrat trať",
    "cmd.claim.route": "Trať podle jejích dvou měst",
    "cmd.claim.color": "Barva, kterou platíš, když můžeš platit více barvami",
    "cmd.claim.cards": "Přesně které karty platíš, např. 2 červené 1 lokomotiva",
    "cmd.tickets": "Vzít karty vlakových linek a vybrat, které si ponecháš",
    "cmd.keep": "Ponechat si tyto nabídnuté vlakové linky",
    "cmd.keep.tickets": "Vlakové linky, které si ponecháš, podle jejich dvou měst",
    "cmd.station": "Postavit železniční stanici ve městě (Evropa)",
    "cmd.station.city": "Město",
    "cmd.station.color": "Barva, kterou platíš",
    "cmd.station.cards": "Přesně které karty platíš",
    "cmd.pay": "Doplatit karty za svůj tunel",
    "cmd.pay.color": "Platíš svou barvou, nebo lokomotivami",
    "cmd.pay.cards": "Přesně které karty platíš",
    "cmd.withdraw": "Vzdát se tunelu a vzít si karty zpět",
    "cmd.pass": "Pasovat (jen když nemůžeš udělat nic jiného)",
    "cmd.hand": "Ukázat tvé karty a vlakové linky (vidíš je jen ty)",
    "cmd.board": "Ukázat herní plán",
    "cmd.status": "Ukázat stav hry",
    "cmd.rules": "Pravidla hry včetně našich rozhodnutí",
    "cmd.rules.map": "Hra, jejíž pravidla chceš vidět",
    "cmd.seat": "Předat místo počítači, nebo zpět (hostitel)",
    "cmd.seat.player": "Hráč podle jména nebo čísla místa",
    "cmd.seat.to": "computer (počítač), nebo person (člověk)",
    "cmd.abort": "Ukončit hru bez výsledku (hostitel nebo správce serveru)",
    "cmd.language": "Jazyk herních zpráv tohoto serveru (správce serveru)",
    "cmd.language.language": "Kód jazyka, např. cs",
    "cmd.help": "Seznam příkazů",
    "cmd.hint": "Co by na tvém místě udělal počítač (vidíš to jen ty)",
    "cmd.games": "Rozehrané hry na serveru: kde, kdo hraje a kdo je na tahu (vidíš jen ty)",
    "cmd.games.page": "Číslo strany",
    "games.header": "Otevřené hry na tomto serveru (strana {page} z {pages}):",
    "games.playing": "#{game} · {name} · {place} · hráči: {players} · na tahu: {turn} "
                     "(doba čekání: {waited})",
    "games.lobby": "#{game} · {name} · {place} · čeká se na hráče: obsazeno {count}/{max} "
                   "({players})",
    "games.none": "Na tomto serveru teď není otevřená žádná hra. Založ ji v některém kanálu "
                  "příkazem /ttr založit.",

    # --- adapters ---------------------------------------------------------------------------
    "error.internal": "Na mé straně se něco pokazilo. Zkus to prosím znovu; pokud se to opakuje, "
                      "dej vědět správcům serveru.",
    "cannot_post": "Do tohoto kanálu nemůžu psát: potřebuji zde oprávnění Zobrazit kanál, "
                   "Odesílat zprávy a Přikládat soubory. Tvůj tah se započítal.",
    "cmd.ttr": "Hraj Ticket to Ride v tomto kanálu",
    "dm_closed": "Nemůžu ti posílat soukromé zprávy, takže tam tvé karty nenajdeš; použij "
                 "/ttr karty nebo tlačítko Ukázat mé karty.",
    "error.delivery": "Část odpovědi se nepodařilo doručit (Discord ji nepřijal); to, co jsi "
                      "udělal, platí. Stůl ukáže /ttr plán.",
    "error.elsewhere": "Toto tlačítko patří ke hře v jiném kanálu.",
    "restarting": "Restartuji se: to, co jsi udělal, platí, a zbytek odpovědi pošlu, "
                  "jakmile budu zpět.",
    "game_paused": "Do kanálu této hry už nemůžu psát, takže je hra pozastavená a nic se "
                   "neztratí. Bude pokračovat, až tam zase budu moct psát; hostitel ji může "
                   "ukončit příkazem /ttr ukončit.",
    "game_paused.host": "Tvoje hra {game} v <#{channel}> je pozastavená: do jejího kanálu už "
                        "nemůžu psát. Bude pokračovat, až tam zase budu moct psát, nebo ji "
                        "můžeš ukončit tímto tlačítkem.",
    "button.abort": "Ukončit hru",
    "dm_closed.channel": "Nemůžu ti posílat soukromé zprávy, takže ti tam karty a jízdenky "
                         "nepošlu. Použij tady tlačítko {hand} nebo /ttr karty: odpověď "
                         "uvidíš jen ty.",
    "console.discord": "DISCORD_TOKEN je nastaven: spouštím bota pro Discord.",
    "console.fallback": "DISCORD_TOKEN chybí: místo toho spouštím konzoli (python -m bot "
                        "console --help).",
    "console.no_adapter": "Adaptér pro Discord (bot.discord.client) v této verzi není; použij "
                          "python -m bot console.",
    "console.db_damaged": "Databáze {path} je poškozená ({detail}); bot se nespustí. Obnov "
        "zálohu (README: Backups).",
    "console.db_unopenable": "Databázi {path} nelze otevřít ({detail}); bot se nespustí.",
    "console.db_not_ours": "Databáze {path} obsahuje tabulky jiné aplikace ({detail}), ne "
        "bota; bot se nespustí a nic do ní nezapsal. Nastav DB_PATH na vlastní soubor bota.",
    "console.db_in_use": "Databázi {path} používá běžící bot; nejdřív bota zastav, pak "
        "obnovuj. Nic se nezměnilo.",
    "console.db_too_new": "Databáze {path} pochází z novější verze bota (schéma {found}; tato "
        "verze zná nejvýše {known}); bot se nespustí.",
    "console.token_refused": "Discord odmítl DISCORD_TOKEN; nespouštím se. Zkopíruj token "
        "bota znovu z vývojářského portálu Discordu.",
    "console.discord_unreachable": "Discord není dostupný ({detail}); nespouštím se. Spusť "
        "bota znovu, až bude síť zpět.",
    "console.no_token": "Chybí DISCORD_TOKEN i terminál: nastav DISCORD_TOKEN pro bota na "
        "Discordu, nebo pošli řádky rourou do python -m bot console.",
    "console.restored": "Databáze {path} je obnovena ze zálohy {backup} (nahrazený soubor: "
        "{kept}).",
    "console.welcome": "Piš řádky jako: ann /ttr new usa  (na začátku smí být #kanál). "
                       "Ctrl-D končí.",
    "console.bad_line": "Řádek vypadá takto: [#kanál] UŽIVATEL /ttr PŘÍKAZ [ARGUMENTY]",
    "console.unknown_command": "Příkaz „{command}“ neexistuje; zkus /ttr nápověda.",
    "console.to_you": "jen pro tebe",
    "console.to_dm": "soukromá zpráva",

    # === Card Game ==============================================================================
    # Karetní hra: vlečka (Siding), hromádka Na kolejích (On the Tracks), přepadení vlaku
    # (train robbing), Velká města (Big Cities).

    # --- things ---
    "cardgame.ticket": "{a} – {b} ({points})",
    "cardgame.ticket_coloured": "{a} – {b} ({points}, {colours})",
    "cardgame.row": "{colour} {count}",
    "cardgame.row_locomotives": "{colour} {count} (z toho {locomotives})",
    "cardgame.siding_empty": "prázdná",
    "cardgame.no_tickets": "žádné vlakové linky",
    "cardgame.needs": "potřebuje {cards}",
    "cardgame.play": "{cards}",
    "cardgame.deal": "{player}: {cards}",
    "cardgame.keep_none": "Neponechat si žádnou",

    # --- what happened ---
    "cardgame.event.game_created": "Každý má karty vozů, celkem {hand}, z toho jednu "
                                   "lokomotivu.",
    "cardgame.event.game_created_own_pile":
        "Každý má karty vozů, celkem {hand}, z toho jednu lokomotivu. Varianta pro "
        "začátečníky: na svou hromádku Na kolejích se smíš dívat (/ttr karty).",
    "cardgame.event.your_tickets_none": "Neponecháváš si žádnou vlakovou linku.",
    "cardgame.event.drew_face_up": "{player} si bere z odhalených karet {card} a místo ní "
                                   "odhaluje {replaced_by}.",
    "cardgame.event.drew_face_up_last": "{player} si bere z odhalených karet {card}; balíček "
                                        "je prázdný, takže se nic nedoplní.",
    "cardgame.event.deck_ran_out": "{player} si bere poslední kartu z balíčku karet vozů.",
    "cardgame.event.last_turns": "Balíček karet vozů došel: každý hráč včetně hráče {player} "
                                 "odehraje ještě jeden tah.",
    "cardgame.event.last_turns_dealt": "Nový balíček došel už při rozdávání: každý hráč "
                                       "odehraje ještě jeden tah.",
    "cardgame.event.played_siding": "{player} vykládá na svou vlečku: {cards}.",
    "cardgame.event.robbed": "Přepadení vlaku! {player} přepadá hráče {victim}: celá {colour} "
                             "řada ({cards}) jde do odhozených karet.",
    "cardgame.event.you_were_robbed": "{player} tě přepadá: celá tvoje {colour} řada ({cards}) "
                                      "jde z vlečky do odhozených karet.",
    "cardgame.event.moved_to_tracks": _n(
        "{player} přesouvá z vlečky na svou hromádku Na kolejích {count} kartu.",
        "{player} přesouvá z vlečky na svou hromádku Na kolejích {count} karty.",
        "{player} přesouvá z vlečky na svou hromádku Na kolejích {count} karty.",
        "{player} přesouvá z vlečky na svou hromádku Na kolejích {count} karet."),
    "cardgame.event.moved_to_tracks_cards": "Na tvou hromádku Na kolejích jde: {cards}.",
    "cardgame.event.deck_reshuffled": _n(
        "Všechny karty vozů kromě karet v rukou se zamíchaly do nového balíčku ({cards} "
        "karta): začíná druhý průchod balíčkem.",
        "Všechny karty vozů kromě karet v rukou se zamíchaly do nového balíčku ({cards} "
        "karty): začíná druhý průchod balíčkem.",
        "Všechny karty vozů kromě karet v rukou se zamíchaly do nového balíčku ({cards} "
        "karty): začíná druhý průchod balíčkem.",
        "Všechny karty vozů kromě karet v rukou se zamíchaly do nového balíčku ({cards} "
        "karet): začíná druhý průchod balíčkem.", "cards"),
    "cardgame.event.dealt": "Rozdáno z nového balíčku: {deals}.",
    "cardgame.event.dealt_cards": "Dostáváš: {cards}.",
    "cardgame.event.scoring": "Vyhodnocení {number}: hromádky Na kolejích se otáčejí a plní "
                              "tyto vlakové linky.",
    "cardgame.event.scoring_player": _n("{player}: {count} splněná vlaková linka, {points}.",
                                        "{player}: {count} splněné vlakové linky, {points}.",
                                        "{player}: {count} splněné vlakové linky, {points}.",
                                        "{player}: {count} splněných vlakových linek, "
                                        "{points}."),

    # --- refusals ---
    "cardgame.error.cards_not_in_hand": "Tyto karty v ruce nemáš.",
    "cardgame.error.deck_empty": "Balíček karet vozů došel: karty vozů už se nedají brát, ani "
                                 "odhalené. Vylož karty na vlečku, nebo si vezmi vlakové linky.",
    "cardgame.error.bad_siding_play": "Vyložení na vlečku potřebuje u každé barvy počet "
                                      "karet.",
    "cardgame.error.run_needs_colour": "Řada potřebuje alespoň jednu kartu své barvy; "
                                       "samotné lokomotivy vyložit nelze.",
    "cardgame.error.run_too_short": _n(
        "Řada jedné barvy musí mít alespoň {min} kartu (lokomotivy se počítají).",
        "Řada jedné barvy musí mít alespoň {min} karty (lokomotivy se počítají).",
        "Řada jedné barvy musí mít alespoň {min} karty (lokomotivy se počítají).",
        "Řada jedné barvy musí mít alespoň {min} karet (lokomotivy se počítají).", "min"),
    "cardgame.error.locomotive_in_mixed_play": "Vyložení různých barev nesmí obsahovat "
                                               "lokomotivu: lokomotivy se smějí přidat jen "
                                               "k řadě jedné barvy.",
    "cardgame.error.bad_mixed_play": "Karty různých barev se vykládají vždy přesně po "
                                     "{cards}, od každé barvy jedna.",
    "cardgame.error.colour_on_own_siding": "Na tvé vlečce už je řada této barvy: {colour}. "
                                           "Tuto barvu smíš vyložit znovu, až z ní ty karty "
                                           "odejdou.",
    "cardgame.error.colour_held": _n(
        "{holder} má v řadě této barvy ({colour}) {have} kartu: tuto barvu smíš vyložit jen "
        "s více kartami (lokomotivy v řadě se počítají) a vykládáš jich {played}.",
        "{holder} má v řadě této barvy ({colour}) {have} karty: tuto barvu smíš vyložit jen "
        "s více kartami (lokomotivy v řadě se počítají) a vykládáš jich {played}.",
        "{holder} má v řadě této barvy ({colour}) {have} karty: tuto barvu smíš vyložit jen "
        "s více kartami (lokomotivy v řadě se počítají) a vykládáš jich {played}.",
        "{holder} má v řadě této barvy ({colour}) {have} karet: tuto barvu smíš vyložit jen "
        "s více kartami (lokomotivy v řadě se počítají) a vykládáš jich {played}.",
        "have"),
    "cardgame.error.one_count_per_colour": "Zvol jen jeden počet karet této barvy: {colour}.",
    "cardgame.error.ticket_printed_twice": "Vlaková linka „{ticket}“ je vytištěna dvakrát; "
                                           "řekni, kterou myslíš: {options}.",

    # --- status, hand, final tally ---
    "cardgame.status.run": "Průchod balíčkem karet vozů: {run} z {runs}.",
    "cardgame.status.last_turns": "Poslední tahy: ještě {turns}.",
    "cardgame.status.player": "{marker} {player}: {points}, {cards}, {tickets}, na kolejích "
                              "{tracks}, splněno {completed} · vlečka: {siding}",
    "cardgame.hand.ticket": "  • {ticket}: {needs}",
    "cardgame.hand.no_tickets": "Nemáš žádné vlakové linky.",
    "cardgame.hand.completed": "Splněno: {tickets}.",
    "cardgame.hand.offered": "Vyber vlakové linky, které si ponecháš (alespoň {keep_min}); "
                             "použij nabídku, nebo napiš /ttr ponechat {example}",
    "cardgame.hand.offered_any": "Vyber vlakové linky, které si ponecháš (libovolný počet, i "
                                 "žádnou); použij nabídku, nebo napiš /ttr ponechat {example} "
                                 "(nebo /ttr ponechat žádnou)",
    "cardgame.hand.ticket_offered": "  ? {ticket}: {needs}",
    "cardgame.hand.siding": "Tvoje vlečka: {siding}.",
    "cardgame.hand.pile_visible": _n("Tvoje hromádka Na kolejích ({count} karta): {cards}.",
                                     "Tvoje hromádka Na kolejích ({count} karty): {cards}.",
                                     "Tvoje hromádka Na kolejích ({count} karty): {cards}.",
                                     "Tvoje hromádka Na kolejích ({count} karet): {cards}."),
    "cardgame.hand.pile_hidden": _n(
        "Tvoje hromádka Na kolejích: {count} karta lícem dolů; nikdo se na ni nesmí dívat, "
        "ani ty.",
        "Tvoje hromádka Na kolejích: {count} karty lícem dolů; nikdo se na ni nesmí dívat, "
        "ani ty.",
        "Tvoje hromádka Na kolejích: {count} karty lícem dolů; nikdo se na ni nesmí dívat, "
        "ani ty.",
        "Tvoje hromádka Na kolejích: {count} karet lícem dolů; nikdo se na ni nesmí dívat, "
        "ani ty."),
    "cardgame.hand.how_to_play": "Karty na vlečku vyložíš výběrem v nabídce, nebo napiš /ttr "
                                 "vyložit 3 zelené 1 lokomotiva (řada jedné barvy) či /ttr "
                                 "vyložit modrá červená žlutá (3 barvy).",
    "cardgame.hand.cannot_play": "Žádnou ze svých karet teď nemůžeš vyložit na vlečku: vezmi "
                                 "si karty nebo vlakové linky.",
    "cardgame.final.player": "{rank}. {player}: {points} (vlakové linky {tickets}, {bonus})",
    "cardgame.final.big_cities": "Velká města {points}: {cities}",
    "cardgame.final.no_big_city": "žádné Velké město",
    "cardgame.final.ticket_done": "  ✓ {ticket}, karty: {cards}",
    "cardgame.final.ticket_done_at": "  ✓ {ticket}, karty: {cards} (vyhodnocení {number})",
    "cardgame.final.unused": "  Nevyužito na kolejích: {cards}",

    # --- buttons, menus, commands ---
    "cardgame.button.tickets": "Vzít 4 vlakové linky",
    "cardgame.button.pass": "Pasovat",
    "cardgame.menu.keep_any": "Vyber vlakové linky, které si ponecháš (libovolný počet)",
    "cardgame.menu.play": "Vyložit na vlečku: jedna barva (a lokomotivy), nebo 3 barvy",
    "cmd.play": "Karetní hra: vyložit karty na vlečku, např. 3 zelené 1 lokomotiva nebo "
                "modrá červená žlutá",
    "cmd.play.cards": "Řada jedné barvy (i s lokomotivami), nebo 3 různé barvy",

    # --- rules ---
    "cardgame.rules.header": "**{game}**: počet hráčů {min} až {max}. Karty vozů: {deck} "
                             "(od každé z 8 barev {per_colour}, k tomu lokomotivy, celkem "
                             "{locomotives}), karty vlakových linek: {tickets}, bonusové "
                             "karty Velkých měst: {cities}.",
    "cardgame.rules.setup": "Příprava: každý hráč nejdřív dostane {locomotives}, potom ze "
                            "zamíchaného balíčku {hand_cards}; odhalených karet je {face_up}. "
                            "Každý dostane {tickets_count} a ponechá si alespoň {keep} (nebo "
                            "všechny); ostatní se vmíchají zpět do balíčku vlakových linek.",
    "cardgame.rules.siding_and_pile": "Každý hráč má vlečku (odhalené řady karet, jedna řada "
                                      "na barvu) a hromádku Na kolejích lícem dolů, tajnou "
                                      "pro všechny včetně majitele: vidíš jen, kolik je v ní "
                                      "karet.",
    "cardgame.rules.variant": "Varianta pro začátečníky (volba vlastní-hromádka při "
                              "zakládání stolu): každý se smí dívat na svou hromádku "
                              "(/ttr karty).",
    "cardgame.rules.phase_one": "Tah začíná přesunem vrchní karty z každé řady tvé vlečky "
                                "na tvou hromádku Na kolejích (v prvním tahu a s prázdnou "
                                "vlečkou se nic nepřesouvá).",
    "cardgame.rules.phase_two": "Potom udělej právě jednu věc: vezmi si karty vozů (/ttr "
                                "táhnout), vylož karty na vlečku (/ttr vyložit), nebo si "
                                "vezmi karty vlakových linek (/ttr linky).",
    "cardgame.rules.draw": "Tažení: dvě karty, každá z odhalených nebo z balíčku. Odhalená "
                           "lokomotiva se počítá za obě karty (vezmi si ji jako první a tvůj "
                           "tah končí; nikdy nemůže být druhá); lokomotiva z balíčku se "
                           "počítá za jednu. Tři odhalené lokomotivy řadu nevymění.",
    "cardgame.rules.decision_second_card": "Naše rozhodnutí: druhou kartu musíš vzít, pokud "
                                           "nějakou vzít lze; pokud ne (zbývají jen odhalené "
                                           "lokomotivy), tažení po jedné kartě končí.",
    "cardgame.rules.play": "Vykládání na vlečku: řada karet jedné barvy, nejméně {min} "
                           "(mohou se k ní přidat lokomotivy, které leží navrchu), nebo "
                           "karty různých barev, přesně {mixed}, každá jiné barvy, bez "
                           "lokomotivy. Barvu, která už na tvé vlečce je, nesmíš vyložit, "
                           "dokud z ní ty karty neodejdou.",
    "cardgame.rules.decision_run": "Naše rozhodnutí: řada potřebuje alespoň jednu kartu své "
                                   "barvy; samotné lokomotivy řadu netvoří.",
    "cardgame.rules.robbing": "Přepadení vlaku: barvu, kterou má jiný hráč na vlečce, smíš "
                              "vyložit, jen když jí vyložíš víc karet, než má jeho řada; jeho "
                              "řada pak jde do odhozených karet.",
    "cardgame.rules.decision_robbing": "Naše rozhodnutí: do velikosti řady se počítají i její "
                                       "lokomotivy, i při přepadení; přepadená řada jde do "
                                       "odhozených celá, včetně lokomotiv; lokomotivy leží "
                                       "navrchu své řady, takže se na hromádku přesouvají "
                                       "jako první.",
    "cardgame.rules.tickets": "Tažení vlakových linek: vezmi si jich {count} a ponech si "
                              "libovolný počet (i žádnou); zbytek jde dospod balíčku "
                              "vlakových linek.",
    "cardgame.rules.end": "Kdo vezme poslední kartu vozu z balíčku (tažením, nebo otočením k "
                          "doplnění odhalené řady), tím své tažení končí: druhou kartu už nebere. "
                          "Od té chvíle nikdo karty vozů nebere, ani odhalené: každý hráč, i ten, "
                          "kdo vzal poslední kartu, odehraje ještě jeden tah, v němž vyloží karty "
                          "na vlečku, nebo si vezme vlakové linky.",
    "cardgame.rules.decision_run_out": "Naše rozhodnutí podle pravidel: se 4 hráči platí totéž "
                                       "pro tahy před bodováním v polovině hry; zbylé odhalené "
                                       "karty zůstanou ležet a přijdou do nového balíčku.",
    "cardgame.rules.scoring": "Vyhodnocení: hromádka Na kolejích každého hráče plní jeho "
                              "vlakové linky: linka potřebuje karty podle svých barevných "
                              "koleček, každá karta poslouží jedné lince, lokomotivy jsou "
                              "žolíci. Splněné linky získají své body a ukážou se i "
                              "s použitými kartami.",
    "cardgame.rules.one_pass": "Při hře {players} hráčů hra po tomto vyhodnocení končí.",
    "cardgame.rules.two_passes": "Při hře {players} hráčů se balíček použije dvakrát: po "
                                 "prvním vyhodnocení se splněné linky odloží; nesplněné linky "
                                 "a karty v ruce zůstávají; všechny ostatní karty vozů se "
                                 "zamíchají do nového balíčku a každý hráč dostane: {deal}. "
                                 "Když dojde i ten, druhé vyhodnocení přičte nově splněné "
                                 "linky.",
    "cardgame.rules.decision_reshuffle": "Naše rozhodnutí: při tomto míchání jdou do nového "
                                         "balíčku i odhalené karty a rozdávání i hra začínají "
                                         "hráčem, který sedí za tím, kdo hrál poslední.",
    "cardgame.rules.big_cities": "Na konci se body nesplněných linek odečtou. Velká města "
                                 "({cities}): bonus města získá hráč s nejvíce splněnými "
                                 "linkami, které ho uvádějí (alespoň jednou; při shodě "
                                 "všichni); linka se dvěma Velkými městy se počítá pro obě.",
    "cardgame.rules.big_city": "{city} {points}",
    "cardgame.rules.ties": "Při shodě rozhoduje nejvíce splněných vlakových linek, potom "
                           "nejvíce karet Velkých měst.",
    "cardgame.rules.decision_pass": "Naše rozhodnutí: hráč bez platného tahu pasuje "
                                    "(/ttr pas).",
    "cardgame.rules.decision_scoring": "Naše rozhodnutí: při vyhodnocení vybereme každému "
                                       "hráči linky s nejvyšším součtem bodů, které jeho "
                                       "hromádka dokáže splnit.",
    "cardgame.rules.ticket_source": "Poznámka: náš seznam vlakových linek (celkem {tickets}) "
                                    "pochází z jednoho veřejného zdroje a nešlo ho ověřit "
                                    "kartu po kartě proti tištěným kartám.",
    "cardgame.rules.commands": "Příkazy: /ttr táhnout červená, /ttr táhnout balíček, /ttr vyložit "
                               "3 zelené 1 lokomotiva, /ttr vyložit modrá červená žlutá, /ttr "
                               "linky, /ttr ponechat chicago-dallas (nebo žádnou), /ttr pas.",

    **{f"picture.{key}": text for key, text in PICTURE.items()},

    # --- liga: hodnocení, statistiky, historie, záznamy ---------------------------------
    "league.computer": "Počítač ({level})",
    "stats.all_games": "všechny hry",
    "stats.none": "{player} zatím nemá na tomto serveru žádnou dohranou hru ({game}).",
    "stats.header": "Statistiky hráče {player} na tomto serveru: {game}",
    "stats.games": _n("{count} hra, vítězství: {wins} ({rate})",
                      "{count} hry, vítězství: {wins} ({rate})",
                      "{count} hry, vítězství: {wins} ({rate})",
                      "{count} her, vítězství: {wins} ({rate})"),
    "stats.scores": "Průměrně {average} bodů, nejlépe {best}",
    "stats.tickets": "Splněné linky: {rate} ({completed} z {held})",
    "stats.longest": "Bonusy za nejdelší trasu: {count}",
    "stats.favourite": "Nejhranější hra: {game}",
    "stats.rating": _n("Hodnocení ve hře {game}: {rating} (síla {mu} ± {sigma}, {count} "
                       "hodnocená hra)",
                       "Hodnocení ve hře {game}: {rating} (síla {mu} ± {sigma}, {count} "
                       "hodnocené hry)",
                       "Hodnocení ve hře {game}: {rating} (síla {mu} ± {sigma}, {count} "
                       "hodnocené hry)",
                       "Hodnocení ve hře {game}: {rating} (síla {mu} ± {sigma}, {count} "
                       "hodnocených her)"),
    "leaderboard.header": "Žebříček: {game} (strana {page} z {pages})",
    "leaderboard.empty": "Nikdo tu ještě nedosáhl nejmenšího počtu hodnocených her ({min}) ve "
                         "hře {game}.",
    "leaderboard.line": _n("{place}. {player}: {rating} (síla {mu} ± {sigma}, {count} hra)",
                           "{place}. {player}: {rating} (síla {mu} ± {sigma}, {count} hry)",
                           "{place}. {player}: {rating} (síla {mu} ± {sigma}, {count} hry)",
                           "{place}. {player}: {rating} (síla {mu} ± {sigma}, {count} her)"),
    "leaderboard.provisional": "Zatím bez pořadí: {players}.",
    "leaderboard.provisional_one": _n(
        "{player} (ještě 1 hodnocená hra)", "{player} (ještě {count} hodnocené hry)",
        "{player} (ještě {count} hodnocené hry)", "{player} (ještě {count} hodnocených her)"),
    "leaderboard.rule": "Pořadí podle hodnocení = síla − 3 × nejistota; nejméně hodnocených "
                        "her: {min}.",
    "button.previous": "◀ Předchozí",
    "button.next": "Další ▶",
    "button.hide_computers": "Skrýt počítače",
    "button.show_computers": "Ukázat počítače",
    "button.rematch": "Odveta",
    "history.none": "Na tomto serveru zatím není žádná dohraná hra.",
    "history.header": "Dohrané hry na tomto serveru (strana {page} z {pages}):",
    "history.line": "#{game} · {date} · {name} · {scores} · vítěz: {winner} · "
                    "/ttr league přehrát {game} · /ttr league export {game}",
    "log.header": "Tahy hry č. {game} (strana {page} z {pages}):",
    "log.none": "Zatím žádné tahy.",
    "log.line": "{number}. {text}",
    "replay.ready": "Záznam hry č. {game}:",
    "replay.posted": "{player} sdílí záznam hry č. {game}:",
    "button.post_replay": "Poslat do kanálu",
    "export.ready": "Hra č. {game} jako soubor. Přehrajete ji příkazem: python -m "
                    "engine.replay {file}",
    "forget.ask": _n(
        "Tím smažeš svá hodnocení, jejich historii a statistiky na všech serverech a ve "
        "své {count} dohrané hře budeš mít neutrální jméno. Nelze to vrátit: potvrď "
        "tlačítkem.",
        "Tím smažeš svá hodnocení, jejich historii a statistiky na všech serverech a ve "
        "svých {count} dohraných hrách budeš mít neutrální jméno. Nelze to vrátit: potvrď"
        " tlačítkem.",
        "Tím smažeš svá hodnocení, jejich historii a statistiky na všech serverech a ve "
        "svých {count} dohrané hry budeš mít neutrální jméno. Nelze to vrátit: potvrď "
        "tlačítkem.",
        "Tím smažeš svá hodnocení, jejich historii a statistiky na všech serverech a ve "
        "svých {count} dohraných hrách budeš mít neutrální jméno. Nelze to vrátit: potvrď"
        " tlačítkem.",
    ),
    "button.forget": "Zapomeň mě",
    "forget.done": _n("Tvá hodnocení a statistiky jsou smazány. Ve tvé {count} hře je teď "
                      "na tvém místě neutrální jméno.",
                      "Tvá hodnocení a statistiky jsou smazány. Ve tvých {count} hrách je teď "
                      "na tvém místě neutrální jméno.",
                      "Tvá hodnocení a statistiky jsou smazány. Ve tvých {count} hrách je teď "
                      "na tvém místě neutrální jméno.",
                      "Tvá hodnocení a statistiky jsou smazány. Ve tvých {count} hrách je teď "
                      "na tvém místě neutrální jméno."),
    "lobby.rematch": "{host} otevírá odvetu hry č. {game} ({name}) se stejnými hráči. "
                     "Hostitel ji spustí příkazem /ttr začít.",
    "error.unknown_league_player": "Hráče „{player}“ na tomto serveru neznám.",
    "error.no_such_game": "Hra č. {game} na tomto serveru není.",
    "error.game_not_finished": "Hra č. {game} ještě neskončila.",
    "error.log_broken": "Tahy hry č. {game} nelze přehrát.",
    "error.replay_failed": "Záznam hry č. {game} se nepodařilo nakreslit.",
    "error.forget_in_game": "Nejdřív opusť nebo ukonči své rozehrané hry (/ttr odejít, "
                            "/ttr ukončit) a pak to zkus znovu.",
    "cmd.league": "Hodnocení, statistiky, historie, záznamy a exporty tohoto serveru",
    "cmd.settings": "Nastavení herních stolů tohoto serveru (správce serveru)",
    "cmd.threads": "Zda každá nová hra dostane vlastní vlákno (správce serveru)",
    "cmd.limits": "Kolik otevřených stolů smí být na serveru celkem a na osobu (správce serveru)",
    "cmd.limits.per_person": "otevřené stoly, které smí vést jedna osoba",
    "cmd.limits.per_server": "otevřené stoly na tomto serveru",
    "cmd.threads.threads": "zapnuto, nebo vypnuto",
    "cmd.stats": "Statistiky a hodnocení hráče na tomto serveru",
    "cmd.stats.user": "Hráč (ty, když nic nevyplníš)",
    "cmd.stats.map": "Jen tato hra",
    "cmd.leaderboard": "Nejlepší hráči serveru podle hodnocení",
    "cmd.leaderboard.map": "Hra",
    "cmd.leaderboard.page": "Číslo strany",
    "cmd.history": "Dohrané hry na serveru",
    "cmd.history.page": "Číslo strany",
    "cmd.log": "Dosavadní tahy hry v tomto kanálu (vidíš je jen ty)",
    "cmd.log.page": "Číslo strany",
    "cmd.replay": "Animovaný záznam dohrané hry",
    "cmd.replay.game": "Číslo hry (viz /ttr league historie)",
    "cmd.export": "Dohraná hra jako soubor, který kdokoli přehraje",
    "cmd.export.game": "Číslo hry (viz /ttr league historie)",
    "cmd.forget-me": "Smazat tvá hodnocení a statistiky",
    "picture.rating_title": "Vývoj hodnocení",
    "picture.rating_mu": "síla",
    "picture.rating_conservative": "hodnocení",
    "permission.create_private_threads": "Vytvářet soukromá vlákna",
    "daily.intro": "Denní výzva {day}: {game}, {player} proti počítači (úroveň {level}). "
                   "Všichni na tomto serveru dnes dostanou stejné rozdání; výsledky ukáže "
                   "/ttr league denní-výsledky.",
    "daily.opened": "Tvá denní výzva ({game}) je rozdaná v {place}: vidíš ji jen ty.",
    "daily.thread": "Denní {game} {day}",
    "daily.streak": _n("Tvá série: {count} den v řadě.", "Tvá série: {count} dny v řadě.",
                       "Tvá série: {count} dne v řadě.", "Tvá série: {count} dní v řadě."),
    "daily.none": "Denní výzvu ze dne {day} zatím nikdo nehrál.",
    "daily.header": "Denní výzva {day}: {game}",
    "daily.line": "{place}. {player}: {score} bodů, {margin} proti počítači ({computer})",
    "daily.no_finished": "Zatím žádná dohraná výzva.",
    "daily.playing": "Ještě hrají: {players}.",
    "daily.month_header": "Denní výzvy za {month}: {game}",
    "daily.month_line": _n("{place}. {player}: porazil(a) počítač {beaten}× za {count} den, "
                           "{margin} bodů proti němu",
                           "{place}. {player}: porazil(a) počítač {beaten}× za {count} dny, "
                           "{margin} bodů proti němu",
                           "{place}. {player}: porazil(a) počítač {beaten}× za {count} dne, "
                           "{margin} bodů proti němu",
                           "{place}. {player}: porazil(a) počítač {beaten}× za {count} dní, "
                           "{margin} bodů proti němu"),
    "daily.month_none": "Tento měsíc zatím žádná dohraná výzva.",
    "daily.channel_set": "{player} vybral(a) {place} pro výsledky denní výzvy: výsledky "
                         "každého dne se tam objeví, jakmile den (UTC) skončí.",
    "daily.channel_off": "{player} vypnul(a) zveřejňování výsledků denní výzvy.",
    "daily.posted": "Denní výzva ze dne {day} skončila. Výsledky:",
    "daily.replays": "Záznamy (/ttr league přehrát <číslo>): {games}",
    "error.daily_played": "Dnešní denní výzvu ve hře {game} už máš za sebou; nová přijde zítra "
                          "(UTC). Viz /ttr league denní-výsledky.",
    "error.daily_busy": "Místo tvé denní výzvy ještě zabírá dřívější hra: nejdřív ji ukonči "
                        "(tam /ttr ukončit).",
    "error.daily_no_permission": "Tady ti nemohu otevřít soukromé vlákno pro denní výzvu. "
                                 "Potřebuji: {permissions}.",
    "error.daily_no_thread": "Denní výzva se hraje v soukromém vlákně: napiš /ttr league "
                             "denní-výzva "
                             "v textovém kanálu serveru.",
    "error.daily_bad_day": "„{day}“ není den: napiš ho jako 2026-11-27 (měsíc jako 2026-11).",
    "error.daily_bad_channel": "„{channel}“ není kanál: uveď ho jako #kanál.",
    "error.daily_not_over": "Hra č. {game} je denní výzva: její záznam se otevře, až den (UTC) "
                            "skončí.",
    "cmd.daily": "Dnešní denní výzva: rozdání dne tohoto serveru proti těžkému počítači",
    "cmd.daily.map": "Hra (prázdné: USA)",
    "cmd.daily-results": "Pořadí denní výzvy za jeden den a tvá série",
    "cmd.daily-results.map": "Jen tato hra",
    "cmd.daily-results.day": "Den, jako 2026-11-27 (prázdné: dnes)",
    "cmd.daily-month": "Měsíční tabulka denní výzvy",
    "cmd.daily-month.map": "Jen tato hra",
    "cmd.daily-month.month": "Měsíc, jako 2026-11 (prázdné: tento měsíc)",
    "cmd.daily-channel": "Kam se posílají výsledky denní výzvy (správce serveru)",
    "cmd.daily-channel.channel": "Kanál (prázdné: tento; off: vypnout)",
    "season.empty": "V této sezóně zatím nikdo nedohrál žádnou hru.",
    "season.line": _n("{place}. {player}: vítězství {wins} z {count} hry, průměr {average} bodů",
                      "{place}. {player}: vítězství {wins} z {count} her, průměr {average} bodů",
                      "{place}. {player}: vítězství {wins} z {count} hry, průměr {average} bodů",
                      "{place}. {player}: vítězství {wins} z {count} her, průměr {average} bodů"),
    "season.header": "Sezóna {number} hry {game}, od {since}:",
    "season.ends": "Končí {date} (UTC).",
    "season.all_time": "Hodnocení za celou dobu: /ttr league žebříček s volbou celkově",
    "season.started": "{player} zahájil(a) sezónu {number} hry {game}: žebříček ukazuje její "
                      "tabulku, dokud neskončí.",
    "season.role": "Její vítěz dostane roli {role}.",
    "season.over": "Sezóna {number} hry {game} skončila. Konečná tabulka:",
    "season.winner": "Vítěz sezóny: {player}!",
    "season.role_unavailable": "Roli {role} tu nelze udělit; vítěz je zaznamenán.",
    "season.role_given": "{player} má teď roli {role}.",
    "season.role_not_allowed": "Roli {role} udělit nesmím (potřebuji Spravovat role a roli nad "
                               "ní); vítěz je zaznamenán.",
    "season.role_failed": "Udělit roli {role} hráči {player} se nepodařilo; vítěz je zaznamenán.",
    "season.kept": "Sezóna {number} hry {game} ({since} – {until}), konečná tabulka:",
    "season.no_history": "Na tomto serveru zatím žádná sezóna hry {game} neskončila.",
    "season.history": "Skončené sezóny hry {game} (/ttr league sezóna-historie <číslo> ukáže "
                      "tabulku):",
    "season.history_line": "Sezóna {number} · {since} – {until} · vítěz: {winner}",
    "error.season_running": "Sezóna hry {game} už běží: nejdřív ji ukonči příkazem /ttr "
                            "league sezóna-ukončit.",
    "error.season_none": "Žádná sezóna hry {game} neběží.",
    "error.season_unknown": "Na tomto serveru není skončená sezóna {season} hry {game}.",
    "error.season_bad_days": "Sezóna trvá 1 až {most} dní, ne „{days}“.",
    "error.season_bad_role": "„{role}“ není role.",
    "cmd.season-start": "Zahájit sezónu hry (správce serveru)",
    "cmd.season-start.map": "Hra (prázdné: USA)",
    "cmd.season-start.days": "Kolik dní trvá (prázdné: do ukončení)",
    "cmd.season-start.role": "Role pro vítěze",
    "cmd.season-end": "Ukončit běžící sezónu a zveřejnit tabulku (správce serveru)",
    "cmd.season-end.map": "Hra (prázdné: USA)",
    "cmd.season-history": "Skončené sezóny serveru, nebo tabulka jedné sezóny",
    "cmd.season-history.map": "Hra (prázdné: USA)",
    "cmd.season-history.season": "Číslo sezóny",
    "cmd.leaderboard.all_time": "Hodnocení za celou dobu i během sezóny",
    "away.set": _n("Jsi pryč do {until}: počítač od teď hraje tvé tahy v tvé {count} hře. "
                   "Až se vrátíš, napiš /ttr settings zpět.",
                   "Jsi pryč do {until}: počítač od teď hraje tvé tahy v tvých {count} hrách. "
                   "Až se vrátíš, napiš /ttr settings zpět.",
                   "Jsi pryč do {until}: počítač od teď hraje tvé tahy v tvých {count} hrách. "
                   "Až se vrátíš, napiš /ttr settings zpět.",
                   "Jsi pryč do {until}: počítač od teď hraje tvé tahy v tvých {count} hrách. "
                   "Až se vrátíš, napiš /ttr settings zpět."),
    "away.back": _n("Vítej zpět: tvé místo v {count} hře je zase tvoje.",
                    "Vítej zpět: tvá místa ve {count} hrách jsou zase tvoje.",
                    "Vítej zpět: tvá místa ve {count} hrách jsou zase tvoje.",
                    "Vítej zpět: tvá místa ve {count} hrách jsou zase tvoje."),
    "away.table": "{player} je pryč do {until}: mezitím za něj/ni hraje počítač.",
    "away.table_back": "{player} je zpět a hraje zase své tahy sám/sama.",
    "digest.on": "Jednou denně ti pošlu soukromou zprávu se seznamem her, které čekají na tvůj "
                 "tah.",
    "digest.off": "Denní přehled vypnut.",
    "digest.header": _n("Na tvůj tah čeká {count} hra:", "Na tvůj tah čekají {count} hry:",
                        "Na tvůj tah čeká {count} hry:", "Na tvůj tah čeká {count} her:"),
    "digest.line": "č. {game} ({name}): {place}",
    "error.away_bad_duration": "„{duration}“ není doba nepřítomnosti: napiš ji jako 30m, 12h, "
                               "2d nebo 1w (od minuty do 30 dní).",
    "cmd.away": "Pryč na čas: počítač hraje tvé tahy ve všech hrách",
    "cmd.away.duration": "Jak dlouho: 30m, 12h, 2d, 1w (nejvýš 30 dní)",
    "cmd.back": "Zpět: tvá místa jsou zase tvoje",
    "cmd.digest": "Denní soukromá zpráva s hrami, které čekají na tvůj tah",
    "cmd.digest.digest": "zapnout nebo vypnout",
    "predict.button": "Vyhraje {player}",
    "predict.ask": "Kdo vyhraje hru č. {game}? Tipuj, dokud je hra v první třetině; správné "
                   "tipy se počítají v /ttr league tipy.",
    "predict.made": "Tipuješ, že hru č. {game} vyhraje {player}. Dokud jsou tipy otevřené, "
                    "můžeš ho změnit.",
    "predictions.header": "Tipy na tomto serveru (strana {page} z {pages}):",
    "predictions.line": _n("{place}. {player}: správně {correct} z {count} tipu",
                           "{place}. {player}: správně {correct} z {count} tipů",
                           "{place}. {player}: správně {correct} z {count} tipu",
                           "{place}. {player}: správně {correct} z {count} tipů"),
    "predictions.none": "Zatím tu nebyl vyhodnocen žádný tip.",
    "error.predict_closed": "Tipy na tuto hru jsou uzavřené: jsou otevřené jen v její první "
                            "třetině.",
    "error.predict_people_only": "Tipovat lze jen hry aspoň dvou lidí.",
    "error.predict_player": "V této hře hraješ: tipy jsou pro diváky.",
    "cmd.predict": "Tipnout vítěze hry v tomto kanálu (diváci, první třetina)",
    "cmd.predict.player": "Hráč, který podle tebe vyhraje (prázdné: tlačítka)",
    "cmd.predictions": "Tabulka správných tipů na tomto serveru",
    "cmd.predictions.page": "Číslo strany",
    "lobby.away_hold": "Když je hráč pryč (/ttr settings pryč), stůl na něj čeká: jeho čas na "
                       "tah se zastaví.",
    "away.table_hold": "{player} je pryč do {until}: stůl na něj/ni čeká, čas na tah stojí.",
    "choice.away.play": "Hraje za něj počítač",
    "choice.away.hold": "Zastavit jeho čas na tah",
    "cmd.new.away": "Když je hráč pryč: hraje za něj počítač, nebo čas počká",
    # --- tournaments (/ttr league tournament-...) ---
    "cmd.tournament-create": "Založit turnaj v tomto kanálu (vy se přihlásíte první)",
    "cmd.tournament-create.map": "Hra, kterou hrají všechny stoly (když nic, usa)",
    "cmd.tournament-create.format": "swiss (párování podle pořadí; výchozí) nebo robin (každý s "
                                    "každým)",
    "cmd.tournament-create.rounds": "Počet kol, 1-10 (když nic: švýcarský systém 3, "
                                    "každý s každým všechna potřebná)",
    "cmd.tournament-create.size": "Míst u každého stolu, 2-5 (doplní je počítač)",
    "cmd.tournament-create.turn_limit": "Čas na tah v jeho hrách, než zahraje počítač (např. "
                                        "5m, 1h, off)",
    "cmd.tournament-create.level": "Jak dobře hrají počítačoví hráči u stolů",
    "cmd.tournament-join": "Přihlásit se do turnaje tohoto kanálu před jeho začátkem",
    "cmd.tournament-start": "Zahájit turnaj tohoto kanálu (jeho zakladatel nebo správce serveru)",
    "cmd.tournament-status": "Turnaj tohoto kanálu: kolo, stoly a pořadí",
    "cmd.tournament-abort": "Ukončit turnaj tohoto kanálu bez výsledku (jeho zakladatel nebo "
                            "správce serveru)",
    "help.example.tournament-create": "Příklad: /ttr league turnaj-založit usa swiss 3 4 "
                                      "10m. Každý stůl dává bod za každé místo, které skončilo "
                                      "za vámi. Při rovnosti rozhoduje Buchholz (body všech "
                                      "vašich soupeřů), pak medián Buchholz (totéž bez "
                                      "nejvyššího a nejnižšího), pak součet vašich skóre.",
    "help.example.tournament-status": "Při rovnosti rozhoduje Buchholz (body všech soupeřů), "
                                      "pak medián Buchholz (totéž bez nejvyššího a nejnižšího), "
                                      "pak součet skóre ze her.",
    "tournament.format.swiss": "švýcarský systém",
    "tournament.format.robin": "každý s každým",
    "tournament.created": "{player} založil(a) turnaj {number}: {game}, {format}, počet kol: "
                          "{rounds}, stoly po {size}.",
    "tournament.how_to_join": "Přihlaste se příkazem /ttr league turnaj-přihlásit; zakladatel ho "
                              "zahájí příkazem /ttr league turnaj-začít.",
    "tournament.joined": "{player} se přihlásil(a) do turnaje (hráčů: {count}).",
    "tournament.aborted": "Turnaj {number} ukončil(a) {player} bez výsledku.",
    "tournament.status.lobby": "Turnaj {number} ({game}, {format}) je otevřen pro přihlášky: "
                               "hráčů {count}, kol {rounds}.",
    "tournament.status.playing": "Turnaj {number} ({game}, {format}): kolo {round} z {rounds}, "
                                 "hráčů {count}.",
    "tournament.status.finished": "Turnaj {number} ({game}, {format}) skončil (počet kol: "
                                  "{rounds}).",
    "tournament.status.aborted": "Turnaj {number} ({game}) byl ukončen bez výsledku.",
    "tournament.players": "Hráči: {players}.",
    "tournament.table": "Stůl {table} (hra {game}): {players} · {state}",
    "tournament.table.lobby": "ještě nevytvořen",
    "tournament.table.playing": "hraje se",
    "tournament.table.finished": "dohráno",
    "tournament.table.aborted": "zrušeno",
    "tournament.standings_header": "Pořadí (místo. hráč: body · Buchholz · medián Buchholz · "
                                   "skóre):",
    "tournament.standing": "{place}. {player}: {points} · {buchholz} · {median} · {score}",
    "tournament.tie_breaks": "Při rovnosti rozhoduje Buchholz, pak medián Buchholz, pak skóre.",
    "tournament.finished": "Turnaj {number} skončil. Vítězem je {winner}!",
    "tournament.round": "Turnaj {number}: začíná kolo {round} z {rounds}:",
    "tournament.thread": "Turnaj {number} · kolo {round} · stůl {table}",
    "tournament.table_line": "Turnaj {number}, kolo {round}: stůl {table}.",
    "tournament.table_begins": "Turnaj {number}, kolo {round}, stůl {table}.",
    "tournament.time_up": "Čas kola vypršel: tuto hru dohraje počítač.",
    "tournament.column.place": "#",
    "tournament.column.player": "Hráč",
    "tournament.column.points": "Body",
    "tournament.column.buchholz": "Buchholz",
    "tournament.column.median": "Medián",
    "tournament.column.score": "Skóre",
    "tournament.picture_title": "Turnaj {number} · {game}",
    "tournament.more": "a dalších {count}",
    "error.no_tournament": "V tomto kanálu není žádný turnaj. Založte ho příkazem /ttr league "
                           "turnaj-založit.",
    "error.not_tournament_creator": "To může jen zakladatel turnaje ({creator}) nebo správce "
                                    "serveru.",
    "error.tournament_exists": "Tento kanál už turnaj má. Dohrajte ho, nebo ho zakladatel "
                               "ukončí příkazem /ttr league turnaj-ukončit.",
    "error.tournament_started": "Turnaj už začal.",
    "error.tournament_already_in": "V turnaji už jste.",
    "error.tournament_full": "Turnaj je plný (hráčů: {max}).",
    "error.tournament_too_few": "Turnaj potřebuje aspoň 2 hráče (má {count}).",
    "error.bad_number": "„{value}“ není číslo od {min} do {max} pro {option}.",
    "tournament.no_thread": "Stůl {table}: pro jeho hru se nepodařilo otevřít vlákno; bot to "
                            "zkusí znovu za minutu.",
    "error.tournament_needs_threads": "Turnaj hraje každý stůl ve vlastním vlákně a vlákna jsou "
                                      "na tomto serveru vypnutá (/ttr settings vlákna on).",
    "cmd.tournament-create.round_limit": "Čas na kolo, po kterém jeho hry dohraje počítač "
                                         "(např. 1d, 12h; když nic, bez limitu)",
    "tournament.round_limit": "Čas na kolo: {limit}; pak jeho hry dohraje počítač.",
    "error.bad_round_limit": "„{value}“ není čas na kolo: zadejte číslo s s, m, h nebo d (30s "
                             "až 7 dní), nebo off.",
}
