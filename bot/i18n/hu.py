"""The Hungarian catalogue (hu): every message of `en.py` in the words of the Hungarian
rulebook (Ticket to Ride, USA): vagonkártya, mozdony, menetjegykártya, útvonal lefoglalása,
dupla útvonal, vasúti kocsi, pakli, eldobott és felfordított lapok, forduló; for Europe's
and the Card Game's own things: alagút, komp, állomás, mellékvágány, „Sínen” pakli.

A noun after a number stays singular in Hungarian ("5 kártya"), so the CLDR forms one and
other read alike. A name or a phrase never takes a case ending here: it follows a colon or
stands as the subject, so names are shown exactly as they are.
"""

from __future__ import annotations

from .phrases import Plural

LANGUAGE = "hu"


def _n(text: str, count: str = "count") -> Plural:
    return Plural(count, {"one": text, "other": text})


#: colour -> its name
_COLOURS = {"purple": "lila", "blue": "kék", "orange": "narancs", "white": "fehér",
            "green": "zöld", "yellow": "sárga", "black": "fekete", "red": "piros"}


#: the beginnings of the words players type for each card (folded: lower case, no
#: accents), and for the deck
CARD_WORDS: dict[str, tuple[str, ...]] = {
    "purple": ("lila",), "blue": ("kek",), "orange": ("narancs",), "white": ("feher",),
    "green": ("zold",), "yellow": ("sarga",), "black": ("fekete",), "red": ("piros",),
    "locomotive": ("mozdony",), "deck": ("pakli",),
}
#: the words for a card itself, skipped when reading cards (`2 červené karty`)
CARD_NOUNS: tuple[str, ...] = ("kartya", "lap")

#: /ttr subcommand names as Hungarian players see them in Discord
COMMAND_NAMES: dict[str, str] = {
    "new": "új", "join": "csatlakozás", "leave": "kilépés", "addbot": "gépi-játékos",
    "start": "indítás", "hand": "lapjaim", "board": "tábla", "status": "állás",
    "rules": "szabályok", "seat": "hely", "abort": "megszakítás", "language": "nyelv",
    "hint": "tipp", "help": "súgó", "draw": "húzás", "claim": "lefoglalás",
    "tickets": "menetjegyek", "keep": "megtartás", "station": "állomás", "pay": "fizetés",
    "withdraw": "lemondás", "pass": "passz", "play": "kijátszás",
    "stats": "statisztika", "leaderboard": "ranglista", "history": "előzmények", "log": "lépések",
    "replay": "visszajátszás", "export": "exportálás", "forget-me": "felejts-el",
    "games": "játékok",
    "threads": "szálak",
    "limits": "korlátok",
    "notify": "értesítés",
    "daily": "napi-kihívás", "daily-results": "napi-eredmények", "daily-month": "havi-kihívások",
    "daily-channel": "kihívás-csatorna",
    "season-start": "szezon-indítás", "season-end": "szezon-vége",
    "season-history": "szezon-előzmények",
    "away": "távollét", "back": "visszatérés", "digest": "összefoglaló",
    "predict": "jóslat", "predictions": "jóslatok",
    "tournament-create": "verseny-nyitás", "tournament-join": "verseny-jelentkezés",
    "tournament-start": "verseny-indítás", "tournament-status": "verseny-állás",
    "tournament-abort": "verseny-lezárás",
}

#: their options' names
OPTION_NAMES: dict[str, str] = {
    "map": "játék", "turn_limit": "lépésidő", "private_pile": "saját-pakli",
    "level": "szint",
    "player": "játékos", "to": "kinek", "language": "nyelv",
    "card": "kártya", "route": "útvonal", "color": "szín", "cards": "lapok",
    "tickets": "menetjegyek", "city": "város", "command": "parancs",
    "user": "felhasználó", "page": "oldal", "game": "játékszám",
    "threads": "szálak",
    "per_person": "személyenként", "per_server": "szerverenként",
    "notify": "értesítés", "minutes": "percek",
    "day": "nap", "month": "hónap", "channel": "csatorna",
    "days": "napok", "role": "szerep", "season": "szezon", "all_time": "összesített",
    "duration": "időtartam", "digest": "összefoglaló",
    "away": "távollétben",
    "format": "rendszer", "rounds": "fordulók", "size": "asztalméret",
    "round_limit": "fordulóidő",
}

#: the pictures' words (render.labels keys)
PICTURE: dict[str, str | Plural] = {
    # table
    "turn": "{turn}. forduló",
    "to_play": "Következik: {name}",
    "choosing_tickets": "A játékosok menetjegyet választanak",
    "deck": "Pakli",
    "discard": "Eldobott",
    "ticket_deck": "Menetjegyek",
    "face_up": "Felfordított lapok",
    "final_round": _n("Utolsó kör! Még {turns} forduló", "turns"),
    "final_round_by": "{name}: már csak {trains} vasúti kocsi",
    "game_over": "Vége a játéknak",
    "last_move": "Utolsó lépés",
    "move_claim": "{name} lefoglalta: {route}",
    "move_station": "{name} állomást épített: {city}",
    "move_draw": "{name} lapot húzott",
    "move_tickets": "{name} menetjegyet húzott",
    "move_withdraw": "{name} lemondott az alagútról: {route}",
    "move_pass": "{name} passzolt",
    "tunnel_pending": "Alagút ({route}): felcsapott lapok",
    "tunnel_extra": "még fizetendő: {extra}",
    # players
    "players": "Játékosok",
    "score": "Pont",
    # after a number, where Hungarian keeps the singular ("24 kocsi")
    "trains": _n("kocsi"),
    "stations": _n("állomás"),
    "cards": _n("lap"),
    "tickets": _n("menetjegy"),
    # legend
    "legend": "Jelmagyarázat",
    "legend_space": "szabad útvonal (szín és jel)",
    "legend_gray": "szürke: bármely, de egyforma szín",
    "legend_claimed": "lefoglalt: játékos színe és száma",
    "legend_tunnel": "alagút (vastag sötét keret)",
    "legend_ferry": "komp: mozdony kell hozzá",
    "legend_station": "állomás",
    "legend_last": "utolsó lépés",
    # colours
    **{f"color_{c}": name for c, name in _COLOURS.items()},
    "color_gray": "szürke",
    "color_locomotive": "mozdony",
    "player_color_0": "kékeszöld",
    "player_color_1": "bíbor",
    "player_color_2": "sötétvörös",
    "player_color_3": "indigó",
    "player_color_4": "olajzöld",
    # private picture
    "your_cards": "Lapjaid",
    "your_tickets": "Menetjegykártyáid",
    "no_cards": "nincs lapod",
    "no_tickets": "még nincs menetjegyed",
    "completed": "teljesítve",
    "trains_needed": "még {trains} kocsi kell",
    "unreachable": "nem teljesíthető",
    "offered": "Válassz menetjegyet (legalább {keep} marad)",
    "points": "{points} pont",
    "your_network": "Hálózatod",
    "blocked": "elzárva",
    # final picture
    "final_scores": "Végeredmény",
    "rank": "#",
    "player": "Játékos",
    "route_points": "Útvonalak",
    "tickets_won": "Teljesített menetjegyek",
    "tickets_lost": "Elbukott menetjegyek",
    "station_points": "Állomások",
    "longest_bonus": "Leghosszabb",
    "globetrotter_bonus": "Globetrotter",
    "total": "Összesen",
    "longest_path": "Leghosszabb útvonal: {length}",
    "score_race": "Pontok körről körre",
    "borrowed_none": "nem kölcsönöz útvonalat",
    "winner": "Győztes: {name}",
    # card game
    "cardgame_title": "Ticket to Ride: A kártyajáték",
    "on_the_tracks": "félretéve a jegyekhez",
    "completed_count": "{count} jegy teljesítve",
    "empty_siding": "még semmit sem rakott ki",
    "siding_empty": "nincs kártya a mellékvágányon",
    "big_cities": "Nagyvárosok",
    "last_turns": Plural("turns", {"one": "Utolsó forduló! Még {turns}",
                                   "other": "Utolsó fordulók! Még {turns}"}),
    "last_turns_by": "{name} húzta az utolsó vagonkártyát",
    "deck_pass": "Pakli: {run}/{runs}",
    "move_play": "{name} kirakta:",
    "move_draw_cards": "{name} húzott:",
    "blind": "+{count} a pakliból",
    "completed_tickets": "Teljesített menetjegyek",
    "own_pile": "„Sínen” paklid",
    "ticket_points": "Menetjegyek",
    "big_city_points": "Nagyvárosok",
    "unused": "fel nem használt",
}

CATALOGUE: dict[str, str | Plural] = {
    # --- games -------------------------------------------------------------------------
    "game.usa": "Ticket to Ride (USA)",
    "game.europe": "Ticket to Ride: Európa",
    "game.nordic": "Ticket to Ride: Északi országok",
    "game.cardgame": "Ticket to Ride: A kártyajáték",

    # --- cards, routes, tickets, counts -------------------------------------------------
    **{f"colour.{c}": name for c, name in _COLOURS.items()},
    **{f"colour_m.{c}": name for c, name in _COLOURS.items()},
    "colour_m.gray": "szürke", "colour_m.locomotive": "mozdony",
    "colour.gray": "szürke",
    "colour.locomotive": "mozdony",
    **{f"card.{c}": f"egy {name} kártyát" for c, name in _COLOURS.items()},
    "card.locomotive": "egy mozdonyt",
    **{f"cards.{c}": _n(f"{{count}} {name} kártya") for c, name in _COLOURS.items()},
    "cards.locomotive": _n("{count} mozdony"),
    "cards.none": "nincs lap",
    "route.single": "{a} – {b}",
    "route.double": "{a} – {b} ({colour})",
    "route.label": "{route} · {length} mező · {colour}",
    "ticket.name": "{a} – {b} ({points})",
    "count.cards": _n("{count} kártya"),
    "count.tickets": _n("{count} menetjegykártya"),
    "count.trains": _n("{count} vasúti kocsi"),
    "count.points": _n("{count} pont"),
    "count.stations": _n("{count} állomás"),
    "count.turns": _n("{count} forduló"),
    "seat.computer": "{name} (gép, {level})",
    "level.easy": "könnyű",
    "level.normal": "normál",
    "level.hard": "nehéz",
    "level.greedy": "mohó",
    "level.random": "véletlen",

    # --- what happened -------------------------------------------------------------------
    "event.drew_blind": "{player} húzott egy lapot a pakliból.",
    "event.drew_card": "Húztál {card} a pakliból.",
    "event.drew_face_up": "{player} elvett {card} a felfordított lapok közül.",
    "event.drew_tickets": _n("{player} húzott {count} menetjegykártyát."),
    "event.tickets_offered": "Új menetjegykártyák, amelyek közül választhatsz (lent).",
    "event.kept_tickets": _n("{player} megtartott {kept} menetjegykártyát, és visszaadott "
                             "{returned} darabot.", "kept"),
    "event.your_tickets": "Megtartottad: {kept}.",
    "event.game_started": "Mindenki kiválasztotta a menetjegykártyáit. {player} kezd.",
    "event.claimed_route": "{player} lefoglalta ezt az útvonalat: {route}, és fizetett: "
                           "{cards} (+{points}).",
    "event.tunnel_revealed": _n("{player} megpróbálja lefoglalni ezt az alagutat: {route}. "
                                "Felcsapott lapok: {cards}; még {extra} kártya kell hozzá.",
                                "extra"),
    "event.tunnel_revealed_free": "{player} megpróbálja lefoglalni ezt az alagutat: {route}. "
                                  "Felcsapott lapok: {cards}; többet nem kell fizetni.",
    "event.tunnel_withdrawn": "{player} lemondott erről az alagútról: {route}, és "
                              "visszavette a lapjait.",
    "event.built_station": "{player} állomást épített ebben a városban: {city}, és fizetett: "
                           "{cards}.",
    "event.passed": "{player} passzol: nincs mit tennie.",
    "event.deck_reshuffled": "Az eldobott lapokat megkevertük, ez az új pakli ({cards} lap).",
    "event.face_up_reset": "Három felfordított mozdony: az egész sort lecseréltük. Az új "
                           "lapok: {cards}.",
    "event.last_round": _n("{player} készletében már csak {trains} vasúti kocsi maradt: "
                           "mindenki játszik még egy utolsó fordulót.", "trains"),
    "event.game_over": "A játék véget ért.",
    "event.unknown": "Valami történt ({code}).",

    # --- whose move ------------------------------------------------------------------------
    "turn.player": "{turn}. forduló: {player} következik.",
    "turn.second_card": "{player} húzza a második lapját.",
    "turn.keeping": "{player} kiválasztja, mely menetjegykártyákat tartja meg.",
    "turn.tunnel": "{player} vagy kifizeti az alagutat ({route}, még fizetendő: {extra}), "
                   "vagy lemond róla.",
    "turn.choosing_tickets": Plural("count", {
        "one": "Várjuk, hogy {players} kiválassza a menetjegykártyáit.",
        "other": "Várjuk, hogy kiválasszák a menetjegykártyáikat: {players}."}),
    "turn.finished": "{player} nyert!",

    # --- status ------------------------------------------------------------------------------
    "status.header": "{game} · {status}",
    "status.lobby": "játékosokra vár",
    "status.playing": "folyamatban",
    "status.finished": "befejeződött",
    "status.aborted": "megszakítva",
    "status.last_round": "Utolsó kör: még {turns}.",
    "status.face_up": "Felfordított lapok: {cards}.",
    "status.piles": "Pakli: {deck} · eldobott: {discard} · menetjegypakli: {tickets}.",
    "status.player": "{marker} {player}: {points}, {trains}, {cards}, {tickets}",
    "status.player_stations":
        "{marker} {player}: {points}, {trains}, {stations}, {cards}, {tickets}",
    "status.clock": "Erre a lépésre hátralévő idő: {left}.",

    # --- a player's hand ---------------------------------------------------------------------
    "hand.cards": _n("Lapjaid ({count}): {cards}."),
    "hand.tickets": Plural("count", {"one": "Menetjegykártyád:",
                                     "other": "Menetjegykártyáid ({count}):"}),
    "hand.ticket_done": "  ✓ {ticket}: teljesítve",
    "hand.ticket_open": "  • {ticket}: még {trains} kell",
    "hand.ticket_station": "  • {ticket}: egy állomás összeköti, vagon már nem kell",
    "hand.ticket_blocked": "  ✗ {ticket}: már nem teljesíthető",
    "hand.offered": "Válaszd ki, mely menetjegykártyákat tartod meg (legalább {keep_min}): "
                    "{tickets}. Használd a menüt, vagy írd be: /ttr megtartás {example}",
    "hand.supplies": "Készleted: {trains}.",
    "hand.supplies_stations": "Készleted: {trains} és {stations}.",
    "hand.tunnel": "Alagút ({route}): még fizetendő: {extra}. Fizess (/ttr fizetés), vagy "
                   "mondj le róla (/ttr lemondás).",
    "hand.your_move": "Te következel.",

    # --- the end ------------------------------------------------------------------------------
    "final.header": "Végeredmény:",
    "final.player": "{rank}. {player}: {points} ({parts})",
    "final.part_routes": "útvonalak {points}",
    "final.part_tickets": "menetjegyek {points}",
    "final.part_stations": "állomások {points}",
    "final.part_longest": "leghosszabb útvonal {length} (bónusz: {points} pont)",
    "final.part_globetrotter": "Globetrotter-bónusz: {points} pont",
    "final.tickets_done": "  ✓ {tickets}",
    "final.tickets_failed": "  ✗ {tickets}",

    # --- the lobby and the table ----------------------------------------------------------------
    "lobby.opened": "{host} asztalt nyitott: {game}.",
    "lobby.summary": "{game}, házigazda: {host}. Helyek {count}/{max}: {seats}.",
    "lobby.nobody": "még senki",
    "lobby.turn_limit": "Idő egy lépésre: {limit}; utána a gép lép helyetted.",
    "lobby.private_pile": "Változat: megnézheted a saját „Sínen” paklidat.",
    "lobby.how_to_start": "Csatlakozz a /ttr csatlakozás paranccsal; a házigazda a /ttr "
                          "gépi-játékos paranccsal ültet le gépi játékosokat, és a /ttr "
                          "indítás paranccsal indítja a játékot (legalább {min} játékos "
                          "kell).",
    "lobby.joined": "{player} csatlakozott az asztalhoz.",
    "lobby.host_passed": "Mostantól {host} a házigazda.",
    "lobby.closed": "Senki sem maradt az asztalnál, ezért bezárult.",
    "lobby.left": "{player} elhagyta az asztalt.",
    "lobby.computer_joined": "{player} leült az asztalhoz.",
    "table.started": "Kezdődik: {game}! Ülésrend: {order}. Most mindenki kiválasztja "
                     "a menetjegykártyáit: lásd a privát üzeneteidet vagy a /ttr lapjaim "
                     "parancsot.",
    "hand.left": "Kiléptél ebből a játékból: a helyedet a gép játssza, és a lapjait már "
        "nem mutatom neked.",
    "table.left": "{player} kilépett a játékból; mostantól a gép játszik a helyén.",
    "table.seat_to_computer": "Mostantól a gép játszik {player} helyén.",
    "table.seat_to_person": "{player} ismét maga játszik a helyén.",
    "table.aborted": "{player} eredmény nélkül befejezte itt a játékot.",
    "language.set": "{player} magyarra állította a szerver nyelvét.",
    "threads.on": "{player} bekapcsolta a szálakat: minden új játék saját szálat kap.",
    "threads.off": "{player} kikapcsolta a szálakat: az új játékok abban a csatornában "
                   "folynak, ahol megnyitották őket.",
    "thread.name_new": "{game} · {host}",
    "card.heading": "{game} #{number}",
    "card.moves": "Utolsó lépések",
    "thread.name": "{game} #{number} · {host}",
    "thread.opened": "{host} asztalt nyitott ehhez: {game}. A játék az üzenet alatti "
                     "szálban folyik.",
    "thread.missing": "Ez a játék itt, a csatornában folyik. Ahhoz, hogy minden játék saját "
                      "szálat kapjon, adj nekem ebben a csatornában engedélyt: {permissions}.",
    "permission.create_public_threads": "Nyilvános szálak létrehozása",
    "permission.send_messages_in_threads": "Üzenetek küldése szálakban",

    # --- the clock ------------------------------------------------------------------------------
    "clock.reminder": "Következik: {players}. Ennyi idő van hátra, mielőtt a gép lép "
                      "helyettetek: {left}.",
    "clock.resumed": "A játék folytatódik. Következik: {players}. Újra egy teljes kör "
                     "idejét kapjátok, {left}, mielőtt a gép lép helyettetek.",
    "clock.timeout": "{player} ideje lejárt; a gép lépett helyette.",

    # --- buttons and menus ---------------------------------------------------------------------
    "button.draw_card": "Elvesz: {colour}",
    "button.draw_deck": "Húzás a pakliból",
    "button.tickets": "Menetjegyhúzás",
    "button.routes": "Útvonal lefoglalása",
    "button.stations": "Állomás építése",
    "button.pass": "Passz",
    "button.claim_other": "Fizetés másképp",
    "button.hand": "Lapjaim",
    "button.pay": "Alagút kifizetése",
    "button.withdraw": "Lemondás az alagútról",
    "button.join": "Csatlakozás",
    "button.leave": "Kilépés",
    "button.addbot": "Gépi játékos hozzáadása",
    "button.start": "Indítás",
    "menu.cards": "{cards}",
    "menu.new": "Válaszd ki a játékot",
    "new.which_game": "Melyik játékot szeretnéd itt játszani? Válaszd ki a menüben.",
    "menu.page": "{menu} ({page}/{pages})",
    "menu.claim": "Útvonal lefoglalása a megadott fizetéssel",
    "menu.pays": "Fizetés: {cards} · {points}",
    "menu.claim_intro": "Válaszd ki a lefoglalandó útvonalat: az alatta látható módon "
                        "fizetsz érte. Ha másképp fizetnél, a „Fizetés másképp” menüben "
                        "válaszd ki az útvonalat.",
    "menu.no_routes": "Most egyetlen útvonalat sem tudsz kifizetni.",
    "menu.claim_other": "Fizetés másképp: válaszd ki az útvonalat",
    "menu.claim_pay_intro": "Hogyan fizetsz ezért az útvonalért: {route}?",
    "menu.claim_pay": "Válaszd ki, mely lapokkal fizetsz",
    "menu.station_intro": "Válaszd ki az állomásod városát.",
    "menu.station": "Állomásépítés, fizetés: {cards}",
    "menu.station_pay": "Fizetés másképp",
    "menu.no_stations": "Most nem tudsz állomást fizetni: {cost} kell egy színből.",
    "menu.keep": "Válaszd ki a megtartandó menetjegykártyákat (legalább {keep_min})",

    # --- refusals: the table ----------------------------------------------------------------
    "error.no_game": "Ebben a csatornában nincs játék. Nyiss egyet a /ttr új paranccsal.",
    "error.game_exists": "Ebben a csatornában már van játék. Fejezzétek be, vagy a házigazda "
                         "megszakítja a /ttr megszakítás paranccsal.",
    "error.unknown_game": "Nem ismerem ezt a játékot: „{game}”. Válassz egyet: {games}.",
    "error.option_not_for_game": "Ez a beállítás ({option}) nem vonatkozik erre a játékra: "
                                 "{game}.",
    "error.bad_turn_limit": "„{value}” nem lépésidő-korlát: adj meg perceket, vagy egy számot s, "
                            "m vagy h mértékegységgel (30s és 7 nap között), vagy off (nincs "
                            "korlát).",
    "error.bad_option": "„{value}” nem érvényes érték ehhez: {option}.",
    "error.game_started": "Az itteni játék már elkezdődött.",
    "error.already_seated": "Már van helyed ennél az asztalnál.",
    "error.game_full": "Az asztal megtelt ({max} játékos).",
    "error.not_in_game": "Nem játszol ebben a játékban.",
    "error.not_host": "Ezt csak a házigazda ({host}) vagy egy szerverkezelő teheti meg.",
    "error.unknown_strategy": "Nincs ilyen gépi játékos: „{strategy}”; válassz: "
                              "{strategies}.",
    "error.too_few_players": _n("Ehhez a játékhoz legalább {min} játékos kell; most {count} "
                                "van."),
    "error.game_not_started": "Az itteni játék még nem kezdődött el.",
    "error.unknown_player": "Senki sem játszik itt ezzel a névvel: „{player}”.",
    "error.seat_is_computer": "{player} helyén a gép játszik; a házigazda a /ttr hely "
                              "paranccsal adhatja vissza.",
    "error.seat_has_no_person": "{player} gépi játékos; a helyét senki sem veheti át.",
    "error.seat_is_person": "{player} már maga játszik a helyén.",
    "notify.every": "Minden alkalommal szólok a játék helyén, amikor te következel.",
    "notify.away": "Csak akkor szólok, hogy te következel, ha {minutes} perce nem voltál aktív "
                   "ezen a szerveren.",
    "notify.dm": "Közvetlen üzenetben szólok, amikor te következel.",
    "notify.never": "Nem szólok, amikor te következel.",
    "notice.turn": "{player}, te lépsz a(z) {game} #{number} játékban.",
    "error.notify_unknown": "Válassz: every, away (percekkel), dm vagy never.",
    "limits.set": "{player} beállította az asztalok korlátját: személyenként legfeljebb "
        "{per_person}, ezen a szerveren legfeljebb {per_server} nyitott asztal.",
    "limits.shown": "Nyitott asztalok itt: személyenként legfeljebb {per_person}, ezen a "
        "szerveren legfeljebb {per_server}.",
    "error.limit_value": "Adj meg egy egész számot 1 és {most} között.",
    "error.tables_per_person": "Már {count} nyitott asztalt vezetsz ezen a szerveren, ennél "
        "többet egy személy nem vezethet. Előbb fejezz be vagy szakíts meg egyet.",
    "error.tables_everywhere": "A szervereiden már {count} nyitott asztalt vezetsz, ennél "
        "többet egy személy nem vezethet. Előbb fejezz be vagy szakíts meg egyet.",
    "error.tables_per_server": "Ezen a szerveren már {count} nyitott asztal van, ennél többet "
        "nem enged. Előbb fejezzetek be vagy szakítsatok meg egyet, vagy kérjétek meg a szerver "
        "egyik kezelőjét, hogy emelje a korlátot.",
    "error.notify_minutes": "Az away mellé add meg a perceket: egész szám 1 és {most} között.",
    "choice.notify.every": "Minden körben",
    "choice.notify.away": "Ha nem vagyok itt",
    "choice.notify.dm": "Közvetlen üzenetben",
    "choice.notify.never": "Soha",
    "cmd.notify": "Hogyan tudod meg ezen a szerveren, hogy te következel",
    "cmd.notify.notify": "minden körben, csak ha nem vagy itt, közvetlen üzenetben, vagy soha",
    "cmd.notify.minutes": "away esetén: hány perc tétlenség után",
    "error.not_manager": "Ezt csak szerverkezelő teheti meg.",
    "error.unknown_language": "Ezt a nyelvet nem beszélem: „{language}”; válassz egyet: "
                              "{languages}.",
    "error.game_over": "Ez a játék véget ért.",
    "error.unknown_command": "Ebben a játékban nincs ilyen parancs: „{command}”.",
    "error.stale_click": "Ez a gomb a játék egy korábbi pillanatából való; használd "
                         "a legújabb táblaüzenetet.",
    "error.unknown_button": "Nem ismerem ezt a gombot.",
    "error.storage_full": "A bot tárhelye megtelt, ezért ez nem mentődött el, és semmi sem "
        "változott. Kérlek, szólj a szerver adminjainak.",
    "error.storage_failed": "A bot most nem tudta ezt elmenteni, ezért semmi sem változott. "
        "Kérlek, próbáld újra egy kicsit később.",
    "error.slow_down": "Lassabban, ilyen gyorsan az asztal nem tud követni. Kérlek, várj egy "
        "kicsit a kattintások között.",
    "error.storage_uncertain": "Az asztal mentés közben elvesztette a kapcsolatot az "
        "adatbázissal, így lehet, hogy elmentődött, lehet, hogy nem. Mielőtt újra próbálod, "
        "nézd meg a játékot.",
    "error.storage_unreachable": "Az asztal most nem tud menteni, ezért semmi sem változott. "
        "Kérlek, próbáld újra egy pillanat múlva.",
    "error.busy": "Az asztalnál épp lépés zajlik; kérlek, próbáld újra.",
    "error.which_game": "Melyik játék? Válassz egyet: {games}.",
    "error.missing_argument": "Kérlek, add meg ezt is: {argument}.",
    "error.unknown": "Ez nem lehetséges ({code}).",

    # --- refusals: the rules ----------------------------------------------------------------
    "error.bad_command": "Nem értem: „{text}”.",
    "error.unknown_card": "Nincs ilyen kártya: „{card}”.",
    "error.unknown_route": "Nincs ilyen útvonal: „{route}”; a két városával add meg, "
                           "például {example}.",
    "error.unknown_card_near": "Nincs ilyen kártya: „{card}”; erre gondoltál: {near_cards}?",
    "error.unknown_route_near": "Nincs ilyen útvonal: „{route}”; erre gondoltál: "
                                "{near_routes}?",
    "error.unknown_city_near": "Ezen a térképen nincs ilyen város: „{city}”; erre gondoltál: "
                               "{near_cities}?",
    "error.unknown_ticket": "Nincs ilyen menetjegykártya: „{ticket}”.",
    "error.unknown_city": "Ezen a térképen nincs ilyen város: „{city}”.",
    "error.player_count": "{game}: {min}–{max} játékos részére.",
    "error.not_seated": "Nem játszol ebben a játékban.",
    "error.must_choose_tickets": "Előbb válaszd ki, mely menetjegykártyákat tartod meg "
                                 "(a /ttr lapjaim megmutatja őket).",
    "error.waiting_for_tickets": "Még nem választotta ki mindenki a menetjegykártyáit.",
    "error.not_your_turn": "Nem te következel, hanem {current}.",
    "error.tunnel_pending": "Előbb fizesd ki az alagutadat, vagy mondj le róla (/ttr "
                            "fizetés, /ttr lemondás).",
    "error.must_draw_second_card": "Lapot húzol: vedd fel a második lapodat.",
    "error.deck_empty": "A pakli és az eldobott lapok is elfogytak.",
    "error.card_not_face_up": "Nem vehetsz el {card} a felfordított lapok közül, mert nincs "
                              "köztük ilyen.",
    "error.locomotive_second_card": "Felfordított mozdony nem lehet a második lapod.",
    "error.no_tickets_left": "Nem maradt több menetjegykártya.",
    "error.no_tickets_offered": "Nincs menetjegykártya, amelyből választhatnál.",
    "error.ticket_not_offered": "Csak a felajánlott menetjegykártyákat tarthatod meg, "
                                "mindegyiket egyszer.",
    "error.keep_more_tickets": _n("Tarts meg legalább {keep_min} menetjegykártyát.",
                                  "keep_min"),
    "error.route_taken": "Ezt az útvonalat ({route}) már lefoglalta {owner}.",
    "error.double_route_own": "Ennek a dupla útvonalnak ({route}) a másik ága már a tiéd.",
    "error.double_route_closed": "{min_players} játékosnál kevesebb esetén a dupla "
                                 "útvonalból ({route}) csak az egyik ág használható, és az "
                                 "már foglalt.",
    "error.not_enough_trains": "Ehhez az útvonalhoz ({route}) {need} vasúti kocsi kell; "
                               "neked {have} van.",
    "error.cannot_pay": "Nincsenek meg a lapjaid ennek az útvonalnak a kifizetéséhez: "
                        "{route}.",
    "error.cannot_pay_missing": (
        "Nincsenek meg a lapjaid ennek az útvonalnak a kifizetéséhez:"
        " {route}; még ennyi kellene: {missing}."
    ),
    "error.cards_not_in_hand": ("Nincsenek meg ezek a lapjaid ehhez az útvonalhoz: {route}; "
                               "hiányzik: {missing}."),
    "error.station_cards_not_in_hand": "Nincsenek meg ezek a lapjaid egy állomáshoz ebben "
                                       "a városban: {city}.",
    "error.wrong_cards": "Ezekkel a lapokkal nem fizetheted ki ezt az útvonalat: {route} "
                         "(hossza {length}, {color}).",
    "error.choose_colour": "Milyen színnel fizeted ki ezt az útvonalat: {route}? "
                           "Lehetőségek: {colours}. Add meg a parancsban (szín).",
    "error.cannot_pay_colour": "Ezt az útvonalat ({route}) nem fizetheted ki ezzel "
                               "a színnel: {color}.",
    "error.no_tunnel_pending": "Nincs fizetésre váró alagút.",
    "error.cannot_pay_tunnel": "Nincsenek meg a plusz lapjaid az alagúthoz; mondj le róla "
                               "a /ttr lemondás paranccsal.",
    "error.wrong_tunnel_cards": _n("Az alagúthoz még {extra} lap kell: {color} vagy mozdony, "
                                   "tetszőleges arányban.", "extra"),
    "error.wrong_tunnel_cards_locomotives": _n(
        "Az alagúthoz még {extra} mozdony kell (csak mozdonnyal fizettek érte).", "extra"),
    "error.no_stations_here": "Ebben a játékban nincsenek állomások.",
    "error.no_stations_left": "Nem maradt több állomásod.",
    "error.station_taken": "Ebben a városban már van állomás: {city}.",
    "error.cannot_pay_station": "Egy állomás most {cost} azonos színű lapba kerül; ezek "
                                "nincsenek meg.",
    "error.wrong_station_cards": "Egy állomás most {cost} azonos színű lapba kerül.",
    "error.cannot_pass": "Csak akkor passzolhatsz, ha semmi mást nem tudsz tenni.",

    # --- rules ----------------------------------------------------------------------------------
    "rules.header": "**{game}**: {min}–{max} játékos, mindenkinek {trains} jut.",
    "rules.turn": "A fordulódban pontosan egy dolgot teszel: húzol két vagonkártyát, "
                  "lefoglalsz egy útvonalat, vagy menetjegykártyákat húzol.",
    "rules.turn_stations": "A fordulódban pontosan egy dolgot teszel: húzol két "
                           "vagonkártyát, lefoglalsz egy útvonalat, menetjegykártyákat húzol, "
                           "vagy állomást építesz.",
    "rules.draw_locomotive_two": "Minden lapot a felfordítottak közül vagy a pakliból "
                                 "húzol. A felfordított mozdony két lapnak számít: csak "
                                 "elsőként veheted fel, és ezzel a húzásod véget ér; második "
                                 "lapként sosem veheted el. A pakliból húzott mozdony egy "
                                 "lapnak számít.",
    "rules.draw_locomotive_one": "Minden lapot a felfordítottak közül vagy a pakliból "
                                 "húzol. A mozdony mindig egy lapnak számít, akár "
                                 "felfordított, akár nem; mindkét lap lehet mozdony.",
    "rules.reset": "Ha a felfordított lapok ({face_up}) közül {count} mozdony, mindet eldobjuk, "
                   "és újakat csapunk fel. A mi döntésünk: legfeljebb {resets} alkalommal "
                   "egymás után; utána a sor marad, ahogy van.",
    "rules.no_reset": "A mi döntésünk: a szabálykönyv nem ismeri a felfordított mozdonyok "
                      "cseréjét, így nincs csere.",
    "rules.claim_any_locomotive": "Egy útvonal lefoglalásához annyi lapot játszol ki, ahány "
                                  "mezője van, mindet a színében (szürkénél bármely, de "
                                  "egyforma színben); a mozdony dzsóker. A pontokat azonnal "
                                  "megkapod.",
    "rules.claim_locomotive_limited": "Egy útvonal lefoglalásához annyi lapot játszol ki, "
                                      "ahány mezője van, mindet a színében (szürkénél "
                                      "bármely, de egyforma színben). Mozdonyt csak kompnál "
                                      "és alagútnál használhatsz. A pontokat azonnal "
                                      "megkapod.",
    "rules.any_cards": "{a} – {b}: a választott szín egy lapja helyett bármely {count} lapot "
                       "kijátszhatsz.",
    "rules.ferries": "Kompok: minden mozdonyjeles mezőért egy mozdonyt fizetsz, a többit "
                     "egy színben.",
    "rules.ferry_substitute": "Kompnál bármely {count} lap helyettesíthet egy mozdonyt.",
    "rules.tunnels": "Alagutak: fizetés után három lapot felcsapunk a pakliból; "
                     "mindegyikért, amely a te színed vagy mozdony, még egy lapot fizetsz "
                     "a színedből (vagy mozdonyt), különben visszaveszed a lapjaidat, és "
                     "a fordulód véget ér (/ttr fizetés, /ttr lemondás). A mi döntésünk: "
                     "ha felcsapás közben elfogy a pakli, előbb az eldobott lapokból keverünk "
                     "új paklit.",
    "rules.stations": "Állomások: olyan városban építheted, ahol még nincs; {stations} van "
                      "belőle, és sorban {costs} azonos színű lapba kerülnek. A végén "
                      "mindegyik lehetővé teszi, hogy a menetjegyeidhez egy másik játékos egy "
                      "oda vezető útvonalát használd (a legjobbat választjuk neked); minden "
                      "meg nem épített állomás {points} pontot ér.",
    "rules.double_routes": "Dupla útvonalak: senki sem foglalhatja le mindkét águkat; "
                           "{players} játékosnál kevesebb esetén csak az egyik használható.",
    "rules.deck_empty": "Ha a pakli elfogy, az eldobott lapokból új paklit keverünk. A mi "
                        "döntésünk: ha a pakli és az eldobott lapok is elfogytak, a még kint lévő "
                        "felfordított lapokat el lehet venni (de nem pótoljuk őket); a "
                        "szabálykönyv „útvonalat foglal vagy menetjegyet húz” szabálya akkor "
                        "érvényes, amikor már sehol sincs vagonkártya.",
    "rules.tickets_start": "A játék elején {count} menetjegykártyát kapsz, és legalább "
                           "{keep} darabot megtartasz; a többi {returned}.",
    "rules.tickets_start_long": "A játék elején {long} hosszú és {count} normál "
                                "menetjegykártyát kapsz, és legalább {keep} darabot "
                                "megtartasz; a többi {returned}.",
    "rules.returned_bottom": "a menetjegypakli aljára kerül",
    "rules.returned_out": "kikerül a játékból",
    "rules.tickets_draw": "Később menetjegykártya húzásakor {count} lapot húzol, és legalább "
                          "{keep} darabot megtartasz; a többi {returned}.",
    "rules.tickets_score": "A menetjegykártyák a játék végéig titkosak: a teljesített "
                           "hozzáadja a pontjait, a nem teljesített levonja.",
    "rules.route_points": "Az útvonalak pontértékei hosszuk szerint: {table}.",
    "rules.end": "Ha egy játékosnak a fordulója végén legfeljebb {trains} vasúti kocsija "
                 "marad, mindenki (őt is beleértve) még egy fordulót játszik.",
    "rules.longest_bonus": "A leghosszabb összefüggő útvonalért {points} jár (döntetlen esetén "
                           "mindenkinek, aki holtversenyben van; amíg senkinek nincs útvonala, "
                           "senki sem kapja meg).",
    "rules.globetrotter_bonus": "A legtöbb teljesített menetjegykártyáért {points} jár, ez a "
                                "Globetrotter-bónusz (döntetlen esetén mindenkinek, aki "
                                "holtversenyben van; ha senki sem teljesített menetjegyet, senki "
                                "sem kapja meg).",
    "rules.station_scoring": "Minden meg nem épített állomás {points} pontot ér.",
    "rules.ties": "Pontegyenlőségnél sorban ez dönt: {order}.",
    "rules.tie_tickets_completed": "a legtöbb teljesített menetjegykártya",
    "rules.tie_fewest_stations_built": "a legkevesebb megépített állomás",
    "rules.tie_longest_path_holder": "a leghosszabb útvonal bónusza",
    "rules.tie_longest_path": "a leghosszabb összefüggő útvonal",
    "rules.decision_payment": "A mi döntésünk: ha útvonal lefoglalásakor nem nevezed meg a "
                              "lapokat, a lehető legkevesebb lappal fizetünk (a mozdony kettőnek "
                              "számít), és sosem mozdonnyal, ahol színes lapok is megfelelnek.",
    "rules.decision_pass": "A mi döntésünk: aki semmit sem tud tenni, passzol; ha mindenki "
                           "egymás után passzol, a játék véget ér.",
    "rules.decisions_table": "Ennél az asztalnál: az ülésrendet a játék elején sorsoljuk; "
                             "lépésidő-korlát esetén félidőben emlékeztetőt kapsz, utána "
                             "a gép lép helyetted; a házigazda átadhat egy helyet a gépnek, "
                             "és vissza is veheti.",

    # --- hints -----------------------------------------------------------------------------------
    "hint.command": "A gép ezt lépné: {command}",
    "hint.none": "Most nincs lépésed.",
    "hint.why.completes": "Miért: teljesíti ezt: {ticket}.",
    "hint.why.towards": "Miért: útba esik ehhez: {ticket}.",
    "hint.why.blocks": "Miért: elzárja ezt: {route}, amire "
                       "egy ellenfélnek valószínűleg kell ehhez: {ticket}.",
    "hint.why.blocks_route": "Miért: elzárja ezt: {route}, amire "
                             "egy ellenfélnek valószínűleg szüksége van.",
    "hint.why.collects": "Miért: kártyákat gyűjt ehhez: {ticket}.",
    "hint.why.collects_cards": "Miért: a jegyeidhez kellő kártyákat gyűjti.",
    "hint.why.station": "Miért: egy állomás megmenti ezt: {ticket}.",
    "hint.why.tickets": "Miért: még van idő több jegyet teljesíteni.",
    "hint.why.keep": "Miért: ezek a jegyek illenek legjobban a vagonjaidhoz és a hálózatodhoz.",
    "hint.why.points": "Miért: {route} jól pontoz, amíg van vagonod bőven.",
    "hint.why.siding": "Miért: a jegyeid felé viszi a kártyákat.",
    "hint.why.keep_short": ("Miért: ezek a legjobbak a kínálatból, bár a(z) {ticket} "
        "jegyhez talán nem lesz elég vagonod."),
    "hint.why.points_late": ("Miért: {route} pontot csinál azokból a vagonokból, "
        "amelyekre a jegyeidnek nincs szüksége."),
    "hint.why.keep_cards": "Miért: ezek a jegyek illenek legjobban a lapjaidhoz.",
    "hint.why.move": "Miért: az előretekintésben ez jött ki a legjobbnak.",

    # --- help and commands ----------------------------------------------------------------------
    "help.header": "Ticket to Ride parancsok:",
    "help.option": "  {option}: {description}",
    "help.example.claim": "Példák: /ttr lefoglalás Denver Omaha (azokkal a lapokkal fizetünk, "
                          "amelyek a legkevésbé hiányoznak) · /ttr lefoglalás Kansas City - "
                          "Oklahoma City ezzel 2 piros 1 mozdony (pontosan ezek a lapok; a "
                          "Discordban a lapok opció) · /ttr lefoglalás denver-omaha szín:piros. "
                          "Egyszerűbb: az Útvonal lefoglalása gomb a táblánál.",
    "help.example.station": "Példák: /ttr állomás Zurich · /ttr állomás wien ezzel 2 piros. "
                            "Egyszerűbb: az Állomás építése gomb a táblánál.",
    "help.example.draw": "Példák: /ttr húzás piros · /ttr húzás mozdony · /ttr húzás pakli.",
    "help.example.play": "Példák: /ttr kijátszás 3 zöld 1 mozdony · /ttr kijátszás kék piros "
                         "sárga.",
    "word.deck": "pakli",
    "word.none": "semmit",
    "choice.seat.computer": "gép", "choice.seat.person": "ember",
    "choice.on": "be", "choice.off": "ki",
    "help.line": "{command}: {description}",
    "cmd.new": "Asztal nyitása ebben a csatornában",
    "cmd.new.map": "A játszandó játék",
    "cmd.new.turn_limit": "Idő egy lépésre, mielőtt a gép lép (pl. 5m, 1h, off)",
    "cmd.new.private_pile": "Kártyajáték: a játékosok megnézhetik a saját „Sínen” paklijukat",
    "cmd.help.command": "Egy parancs részletes leírása, példákkal",
    "cmd.join": "Leülés az itteni asztalhoz",
    "cmd.leave": "A helyed elhagyása (játék közben a gép veszi át)",
    "cmd.addbot": "Gépi játékos leültetése (házigazda)",
    "cmd.addbot.level": "Milyen jól játsszon a gép: könnyű, normál vagy nehéz",
    "cmd.start": "Osztás és kezdés (házigazda)",
    "cmd.draw": "Vagonkártya húzása: egy felfordított szín vagy a pakli",
    "cmd.draw.card": "Egy felfordított szín vagy a pakli",
    "cmd.claim": "Útvonal lefoglalása",
    "cmd.claim.route": "Az útvonal a két városával megadva",
    "cmd.claim.color": "A szín, amellyel fizetsz, ha többféleképpen is fizethetnél",
    "cmd.claim.cards": "Pontosan mely lapokkal fizetsz, pl. 2 piros 1 mozdony",
    "cmd.tickets": "Menetjegykártyák húzása, majd a megtartandók kiválasztása",
    "cmd.keep": "A felajánlott menetjegykártyák közül ezek megtartása",
    "cmd.keep.tickets": "A megtartandó menetjegykártyák a két városukkal megadva",
    "cmd.station": "Állomás építése egy városban (Európa)",
    "cmd.station.city": "A város",
    "cmd.station.color": "A szín, amellyel fizetsz",
    "cmd.station.cards": "Pontosan mely lapokkal fizetsz",
    "cmd.pay": "Az alagút plusz lapjainak kifizetése",
    "cmd.pay.color": "Fizetés a színeddel vagy mozdonnyal",
    "cmd.pay.cards": "Pontosan mely lapokkal fizetsz",
    "cmd.withdraw": "Lemondás az alagútról, a lapok visszavétele",
    "cmd.pass": "Passz (csak ha semmi mást nem tehetsz)",
    "cmd.hand": "A lapjaid és menetjegykártyáid (csak te látod)",
    "cmd.board": "A tábla megjelenítése",
    "cmd.status": "A játék állása",
    "cmd.rules": "A játék szabályai, a mi döntéseinkkel együtt",
    "cmd.rules.map": "A játék, amelynek a szabályait látni szeretnéd",
    "cmd.seat": "Egy hely átadása a gépnek vagy vissza (házigazda)",
    "cmd.seat.player": "A játékos neve vagy helyének száma",
    "cmd.seat.to": "computer (gép) vagy person (ember)",
    "cmd.abort": "A játék befejezése eredmény nélkül (házigazda vagy szerverkezelő)",
    "cmd.language": "A szerver játéküzeneteinek nyelve (szerverkezelő)",
    "cmd.language.language": "Nyelvkód, pl. hu",
    "cmd.help": "A parancsok listája",
    "cmd.hint": "Mit lépne a gép a helyedben (csak te látod)",
    "cmd.games": "A szerver nyitott játékai: hol, kik játszanak, ki van soron (csak te látod)",
    "cmd.games.page": "Oldalszám",
    "games.header": "Nyitott játékok ezen a szerveren ({pages} oldalból a(z) {page}.):",
    "games.playing": "#{game} · {name} · {place} · játékosok: {players} · soron: {turn} "
                     "(várakozás: {waited})",
    "games.lobby": "#{game} · {name} · {place} · játékosokra vár: {count}/{max} hely "
                   "foglalt ({players})",
    "games.none": "Ezen a szerveren most nincs nyitott játék. Indíts egyet egy csatornában a "
                  "/ttr új paranccsal.",

    # --- adapters ---------------------------------------------------------------------------
    "error.internal": "Valami hiba történt nálam. Kérlek, próbáld újra; ha ismétlődik, szólj a "
                      "szerver adminjainak.",
    "cannot_post": "Nem tudok írni ebbe a csatornába: itt szükségem van a Csatorna megtekintése, "
                   "Üzenetek küldése és Fájlok csatolása jogokra. A lépésed érvényes.",
    "cmd.ttr": "Játssz Ticket to Ride-ot ebben a csatornában",
    "dm_closed": "Nem tudok neked privát üzenetet küldeni, így ott nem találod a lapjaidat; "
                 "használd a /ttr lapjaim parancsot vagy a Lapjaim gombot.",
    "error.delivery": "A válasz egy részét nem tudtam kézbesíteni (a Discord nem fogadta "
                      "el); amit tettél, érvényes. Az asztalt a /ttr tábla mutatja.",
    "error.elsewhere": "Ez a gomb egy másik csatorna játékához tartozik.",
    "restarting": "Újraindulok: amit tettél, érvényes, a válasz többi részét pedig "
                  "elküldöm, amint visszatértem.",
    "game_paused": "Ennek a játéknak a csatornájába már nem tudok írni, ezért a játék "
                   "szünetel, és semmi sem vész el. Akkor folytatódik, amikor újra írhatok "
                   "oda; a házigazda a /ttr megszakítás paranccsal befejezheti.",
    "game_paused.host": "A(z) {game} játékod a(z) <#{channel}> csatornában szünetel: már nem "
                        "tudok írni a csatornájába. Akkor folytatódik, amikor újra írhatok "
                        "oda, vagy ezzel a gombbal befejezheted.",
    "button.abort": "Játék befejezése",
    "dm_closed.channel": "Nem tudok neked privát üzenetet küldeni, így a lapjaidat és a "
                         "jegyeidet nem ott kapod meg. Használd itt a(z) {hand} gombot vagy "
                         "a /ttr lapjaim parancsot: a választ csak te látod.",
    "console.discord": "A DISCORD_TOKEN be van állítva: a Discord-bot indul.",
    "console.fallback": "Nincs DISCORD_TOKEN: helyette a konzol indul (python -m bot console "
                        "--help).",
    "console.no_adapter": "A Discord-adapter (bot.discord.client) ebben a változatban nincs "
                          "telepítve; használd ezt: python -m bot console.",
    "console.db_damaged": "A(z) {path} adatbázis sérült ({detail}); a bot nem indul el. Állíts "
        "vissza egy mentést (README: Backups).",
    "console.db_unopenable": "A(z) {path} adatbázis nem nyitható meg ({detail}); a bot nem indul "
        "el.",
    "console.db_not_ours": "A(z) {path} adatbázis egy másik alkalmazás tábláit tartalmazza "
        "({detail}), nem a botét; a bot nem indul el, és semmit sem írt bele. Állítsd a "
        "DB_PATH-t a bot saját fájljára.",
    "console.db_in_use": "A(z) {path} adatbázist egy futó bot használja; előbb állítsd le a "
        "botot, utána állítsd vissza. Semmi sem változott.",
    "console.db_too_new": "A(z) {path} adatbázis a bot egy újabb verziójából való ({found}. "
        "séma; ez a verzió legfeljebb a(z) {known}. sémát ismeri); a bot nem "
        "indul el.",
    "console.token_refused": "A Discord elutasította a DISCORD_TOKEN-t; nem indulok el. "
        "Másold ki újra a bot tokenjét a Discord fejlesztői portáljáról.",
    "console.discord_unreachable": "A Discord nem érhető el ({detail}); nem indulok el. "
        "Indítsd újra a botot, ha visszatért a hálózat.",
    "console.no_token": "Nincs DISCORD_TOKEN és nincs terminál: állítsd be a DISCORD_TOKEN-t a "
        "Discord-bothoz, vagy küldj sorokat csővezetéken a python -m bot console "
        "parancsnak.",
    "console.restored": "A(z) {path} adatbázis visszaállítva ebből: {backup} (a lecserélt fájl: "
        "{kept}).",
    "console.welcome": "Írj ilyen sorokat: ann /ttr new usa  (elejére írhatsz #csatornát). "
                       "A Ctrl-D kilép.",
    "console.bad_line": "Egy sor így néz ki: [#csatorna] FELHASZNÁLÓ /ttr PARANCS "
                        "[ARGUMENTUMOK]",
    "console.unknown_command": "Nincs ilyen parancs: „{command}”; próbáld ezt: /ttr súgó.",
    "console.to_you": "csak neked",
    "console.to_dm": "privát üzenet",

    # === Card Game ==============================================================================
    # A kártyajáték: mellékvágány (Siding), „Sínen” pakli (On the Tracks), vonatrablás
    # (train robbing), nagyvárosok (Big Cities).

    # --- things ---
    "cardgame.ticket": "{a} – {b} ({points})",
    "cardgame.ticket_coloured": "{a} – {b} ({points}, {colours})",
    "cardgame.row": "{colour} {count}",
    "cardgame.row_locomotives": "{colour} {count} (ebből {locomotives})",
    "cardgame.siding_empty": "üres",
    "cardgame.no_tickets": "nincs menetjegykártya",
    "cardgame.needs": "{cards} kell hozzá",
    "cardgame.play": "{cards}",
    "cardgame.deal": "{player}: {cards}",
    "cardgame.keep_none": "Egyiket sem tartom meg",

    # --- what happened ---
    "cardgame.event.game_created": "Mindenkinek {hand} vagonkártyája van, köztük egy mozdony.",
    "cardgame.event.game_created_own_pile":
        "Mindenkinek {hand} vagonkártyája van, köztük egy mozdony. Kezdő változat: "
        "megnézheted a saját „Sínen” paklidat (/ttr lapjaim).",
    "cardgame.event.your_tickets_none": "Egyik menetjegykártyát sem tartottad meg.",
    "cardgame.event.drew_face_up": "{player} elvett {card} a felfordított lapok közül, és "
                                   "felcsapott helyette {replaced_by}.",
    "cardgame.event.drew_face_up_last": "{player} elvett {card} a felfordított lapok közül; "
                                        "a pakli üres, így semmi sem kerül a helyére.",
    "cardgame.event.deck_ran_out": "{player} elvette a vagonkártya-pakli utolsó lapját.",
    "cardgame.event.last_turns": "Elfogyott a vagonkártya-pakli: mindenki, {player} is, "
                                 "játszik még egy fordulót.",
    "cardgame.event.last_turns_dealt": "Az új pakli már osztás közben elfogyott: mindenki "
                                       "játszik még egy fordulót.",
    "cardgame.event.played_siding": "{player} a mellékvágányára tette: {cards}.",
    "cardgame.event.robbed": "Vonatrablás! {player} kirabolta {victim} játékost, akinek "
                             "a sora (szín: {colour}; {cards}) a dobópakliba kerül.",
    "cardgame.event.you_were_robbed": "{player} kirabolt: a sorod (szín: {colour}; {cards}) "
                                      "lekerült a mellékvágányodról a dobópakliba.",
    "cardgame.event.moved_to_tracks": _n("{player} {count} lapot tett át a mellékvágányáról "
                                         "a „Sínen” paklijába."),
    "cardgame.event.moved_to_tracks_cards": "A „Sínen” paklidba került: {cards}.",
    "cardgame.event.deck_reshuffled": _n(
        "A kézben tartott lapok kivételével minden vagonkártyát új paklivá kevertünk "
        "({cards} lap): kezdődik a második kör a paklin.", "cards"),
    "cardgame.event.dealt": "Az új pakliból kiosztva: {deals}.",
    "cardgame.event.dealt_cards": "Ezeket kaptad: {cards}.",
    "cardgame.event.scoring": "{number}. pontozás: a „Sínen” paklikat felfordítjuk, és ezeket "
                              "a menetjegyeket teljesítik.",
    "cardgame.event.scoring_player": _n("{player}: {count} teljesített menetjegykártya, "
                                        "{points}."),

    # --- refusals ---
    "cardgame.error.cards_not_in_hand": "Ezek a lapok nincsenek a kezedben.",
    "cardgame.error.deck_empty": "A vagonkártya-pakli elfogyott: vagonkártyát már nem lehet "
                                 "húzni, felfordítottat sem. Játssz ki a mellékvágányodra, vagy "
                                 "húzz menetjegyet.",
    "cardgame.error.bad_siding_play": "A mellékvágányra kijátszáshoz minden színhez meg kell "
                                      "adni a lapok számát.",
    "cardgame.error.run_needs_colour": "Egy sorozathoz legalább egy lap kell a színéből; "
                                       "csak mozdonyokat nem lehet kijátszani.",
    "cardgame.error.run_too_short": "Egy egyszínű sorozathoz legalább {min} lap kell "
                                    "(mozdony is lehet benne).",
    "cardgame.error.locomotive_in_mixed_play": "A különböző színű lapok kijátszásában nem "
                                               "lehet mozdony: mozdony csak egyszínű "
                                               "sorozathoz adható.",
    "cardgame.error.bad_mixed_play": "Különböző színű lapokból pontosan {cards} darabot "
                                     "lehet egyszerre kijátszani, minden színből egyet.",
    "cardgame.error.colour_on_own_siding": "A mellékvágányodon már van ilyen színű sor: "
                                           "{colour}. Ezt a színt akkor játszhatod ki újra, "
                                           "ha azok a lapok már elhagyták.",
    "cardgame.error.colour_held": _n(
        "{holder} sorában ebből a színből ({colour}) {have} lap van: ezt a színt csak ennél "
        "több lappal játszhatod ki (a sorozatban lévő mozdonyok is számítanak), te pedig "
        "{played} lapot játszol ki.", "have"),
    "cardgame.error.one_count_per_colour": "Ebből a színből ({colour}) csak egyféle "
                                           "darabszámot adj meg.",
    "cardgame.error.ticket_printed_twice": "Ez a menetjegykártya kétszer szerepel: "
                                           "„{ticket}”; add meg, melyikre gondolsz: "
                                           "{options}.",

    # --- status, hand, final tally ---
    "cardgame.status.run": "Körök a vagonkártya-paklin: {run}/{runs}.",
    "cardgame.status.last_turns": "Utolsó fordulók: még {turns}.",
    "cardgame.status.player": "{marker} {player}: {points}, {cards}, {tickets}, sínen: "
                              "{tracks}, teljesítve: {completed} · mellékvágány: {siding}",
    "cardgame.hand.ticket": "  • {ticket}: {needs}",
    "cardgame.hand.no_tickets": "Nincs menetjegykártyád.",
    "cardgame.hand.completed": "Teljesítve: {tickets}.",
    "cardgame.hand.offered": "Válaszd ki, mely menetjegykártyákat tartod meg (legalább "
                             "{keep_min}); használd a menüt, vagy írd be: /ttr megtartás "
                             "{example}",
    "cardgame.hand.offered_any": "Válaszd ki, mely menetjegykártyákat tartod meg (bármennyit, "
                                 "akár egyet sem); használd a menüt, vagy írd be: /ttr megtartás "
                                 "{example} (vagy /ttr megtartás semmit)",
    "cardgame.hand.ticket_offered": "  ? {ticket}: {needs}",
    "cardgame.hand.siding": "Mellékvágányod: {siding}.",
    "cardgame.hand.pile_visible": _n("„Sínen” paklid ({count} lap): {cards}."),
    "cardgame.hand.pile_hidden": _n("„Sínen” paklid: {count} lap, képpel lefelé; senki sem "
                                    "nézheti meg, te sem."),
    "cardgame.hand.how_to_play": "A mellékvágányodra a menüben választott lapokkal játszhatsz ki, "
                                 "vagy írd be: /ttr kijátszás 3 zöld 1 mozdony (sorozat) vagy "
                                 "/ttr kijátszás kék piros sárga (3 szín).",
    "cardgame.hand.cannot_play": "Most egyik lapodat sem játszhatod ki a mellékvágányodra: "
                                 "húzz lapot vagy menetjegyet.",
    "cardgame.final.player": "{rank}. {player}: {points} (menetjegyek {tickets}, {bonus})",
    "cardgame.final.big_cities": "Nagyvárosok {points}: {cities}",
    "cardgame.final.no_big_city": "nincs nagyváros",
    "cardgame.final.ticket_done": "  ✓ {ticket}, lapok: {cards}",
    "cardgame.final.ticket_done_at": "  ✓ {ticket}, lapok: {cards} ({number}. pontozás)",
    "cardgame.final.unused": "  Sínen maradt, fel nem használt: {cards}",

    # --- buttons, menus, commands ---
    "cardgame.button.tickets": "4 menetjegy húzása",
    "cardgame.button.pass": "Passz",
    "cardgame.menu.keep_any": "Válaszd ki a megtartandó menetjegyeket (bármennyit)",
    "cardgame.menu.play": "Kijátszás a mellékvágányra: egy szín (és mozdonyok) vagy 3 szín",
    "cmd.play": "Kártyajáték: lapok kijátszása a mellékvágányra, pl. 3 zöld 1 mozdony vagy "
                "kék piros sárga",
    "cmd.play.cards": "Egyszínű sorozat (mozdonnyal is) vagy 3 különböző szín",

    # --- rules ---
    "cardgame.rules.header": "**{game}**: {min}–{max} játékos. {deck} vagonkártya (a 8 szín "
                             "mindegyikéből {per_colour}, valamint {locomotives} mozdony), "
                             "{tickets} menetjegykártya és {cities} nagyvárosi bónuszkártya.",
    "cardgame.rules.setup": "Előkészületek: minden játékos először {locomotives} kap, majd a "
                            "megkevert pakliból még {hand_cards} jár neki; {face_up} lap képpel "
                            "felfelé fekszik. Mindenkinek {tickets_count} jár, ebből legalább "
                            "{keep} darabot megtart (akár mindet); a többit visszakeverjük a "
                            "menetjegypakliba.",
    "cardgame.rules.siding_and_pile": "Minden játékosnak van mellékvágánya (képpel felfelé "
                                      "fekvő lapsorok, színenként egy sor) és egy képpel "
                                      "lefelé fekvő „Sínen” paklija, amely mindenki elől "
                                      "titkos, a tulajdonosa elől is: csak a méretét látod.",
    "cardgame.rules.variant": "Kezdő változat (asztalnyitáskor a saját-pakli beállítás): "
                              "mindenki megnézheti a saját pakliját (/ttr lapjaim).",
    "cardgame.rules.phase_one": "A forduló azzal kezdődik, hogy a mellékvágányod minden "
                                "sorának felső lapját a „Sínen” paklidba teszed (az első "
                                "fordulódban és üres mellékvágánynál ez elmarad).",
    "cardgame.rules.phase_two": "Ezután pontosan egy dolgot teszel: vagonkártyát húzol "
                                "(/ttr húzás), kijátszol a mellékvágányodra (/ttr "
                                "kijátszás), vagy menetjegykártyát húzol (/ttr menetjegyek).",
    "cardgame.rules.draw": "Húzás: két lap, mindegyik a felfordítottak közül vagy a "
                           "pakliból. A felfordított mozdony két lapnak számít (csak "
                           "elsőként veheted el, és ezzel a húzásod véget ér; sosem lehet "
                           "a második); a pakliból húzott egy lapnak számít. Három "
                           "felfordított mozdony esetén sem cseréljük le a sort.",
    "cardgame.rules.decision_second_card": "A mi döntésünk: a második lapot el kell venni, ha "
                                           "lehet; ha nem (csak felfordított mozdony maradt), a "
                                           "húzás egy lap után véget ér.",
    "cardgame.rules.play": "Kijátszás a mellékvágányra: egy szín legalább {min} lapjából "
                           "álló sorozat (mozdonyok is csatlakozhatnak hozzá, ezek felül "
                           "fekszenek), vagy pontosan {mixed} különböző színű lap, mozdony "
                           "nélkül. Olyan színt, amely már a mellékvágányodon van, nem "
                           "játszhatsz ki, amíg azok a lapok el nem hagyták.",
    "cardgame.rules.decision_run": "A mi döntésünk: a sorozathoz legalább egy lap kell "
                                   "a színéből; csupa mozdony nem sorozat.",
    "cardgame.rules.robbing": "Vonatrablás: olyan színt, amely egy másik játékos "
                              "mellékvágányán van, csak úgy játszhatsz ki, ha többet teszel "
                              "le belőle, mint amennyi az ő sorában van; az ő sora ekkor "
                              "a dobópakliba kerül.",
    "cardgame.rules.decision_robbing": "A mi döntéseink: a sor méretébe a mozdonyai is "
                                       "beleszámítanak, rabláskor is; a kirabolt sor "
                                       "a mozdonyaival együtt teljesen a dobópakliba kerül; "
                                       "a mozdonyok a sor tetején fekszenek, így elsőként "
                                       "kerülnek a „Sínen” pakliba.",
    "cardgame.rules.tickets": "Menetjegyhúzás: húzz {count} lapot, és tarts meg bármennyit "
                              "(akár egyet sem); a többi a menetjegypakli aljára kerül.",
    "cardgame.rules.end": "Aki elveszi a pakli utolsó vagonkártyáját (húzással vagy a "
                          "felfordított sor pótlásakor), annak ezzel véget ér a húzása: második "
                          "lapot nem vesz. Ettől kezdve senki sem húz vagonkártyát, "
                          "felfordítottat sem: mindenki, ő is, játszik még egy fordulót, amelyben "
                          "a mellékvágányára játszik ki, vagy menetjegyet húz.",
    "cardgame.rules.decision_run_out": "A mi döntésünk a szabálykönyv alapján: 4 játékosnál "
                                       "ugyanez érvényes a játék közepi pontozás előtti "
                                       "fordulókra; a megmaradt felfordított lapok érintetlenül "
                                       "maradnak, és az új pakliba kerülnek.",
    "cardgame.rules.scoring": "Pontozás: minden játékos „Sínen” paklija teljesíti "
                              "a menetjegyeit: egy menetjegyhez a színes körei szerinti lapok "
                              "kellenek, minden lap egy menetjegyet szolgál, a mozdony "
                              "dzsóker. A teljesített menetjegyek pontot érnek, és "
                              "a felhasznált lapokkal együtt látszanak.",
    "cardgame.rules.one_pass": "{players} játékos esetén a játék ezzel a pontozással véget "
                               "ér.",
    "cardgame.rules.two_passes": "{players} játékos esetén a paklit kétszer használjuk: "
                                 "az első pontozás után a teljesített menetjegyeket "
                                 "félretesszük; a nem teljesített menetjegyek és a kézben "
                                 "lévő lapok maradnak; minden más vagonkártyát új paklivá "
                                 "keverünk, és mindenki kap: {deal}. Amikor ez a pakli is "
                                 "elfogy, a második pontozás hozzáadja az újonnan teljesített "
                                 "menetjegyeket.",
    "cardgame.rules.decision_reshuffle": "A mi döntésünk: ennél a keverésnél a felfordított "
                                         "lapok is az új pakliba kerülnek, az osztás és "
                                         "a játék pedig az utoljára lépő játékos utáni "
                                         "játékossal kezdődik.",
    "cardgame.rules.big_cities": "A végén a nem teljesített menetjegyek pontjait levonjuk. "
                                 "Nagyvárosok ({cities}): egy város bónuszát az kapja, akinek "
                                 "a legtöbb teljesített menetjegyén szerepel (legalább egyen; "
                                 "döntetlennél mindenki); a két nagyvárost említő menetjegy "
                                 "mindkettőnél számít.",
    "cardgame.rules.big_city": "{city} {points}",
    "cardgame.rules.ties": "Döntetlennél a több teljesített menetjegy, majd a több "
                           "nagyvárosi kártya dönt.",
    "cardgame.rules.decision_pass": "A mi döntésünk: akinek nincs szabályos lépése, passzol "
                                    "(/ttr passz).",
    "cardgame.rules.decision_scoring": "A mi döntésünk: pontozáskor minden játékosnak azokat "
                                       "a menetjegyeket választjuk, amelyeket a paklija "
                                       "teljesíteni tud, és a legtöbb pontot érik.",
    "cardgame.rules.ticket_source": "Megjegyzés: a {tickets} menetjegykártyát tartalmazó "
                                    "listánk egyetlen nyilvános forrásból származik, és nem "
                                    "tudtuk lapról lapra ellenőrizni a nyomtatott kártyákkal.",
    "cardgame.rules.commands": "Parancsok: /ttr húzás piros, /ttr húzás pakli, /ttr kijátszás 3 "
                               "zöld 1 mozdony, /ttr kijátszás kék piros sárga, /ttr menetjegyek, "
                               "/ttr megtartás chicago-dallas (vagy semmit), /ttr passz.",

    **{f"picture.{key}": text for key, text in PICTURE.items()},

    # --- liga: értékszámok, statisztikák, előzmények, visszajátszások ------------------
    "league.computer": "Gép ({level})",
    "stats.all_games": "minden játék",
    "stats.none": "{player} még nem fejezett be játékot ezen a szerveren ({game}).",
    "stats.header": "{player} statisztikái ezen a szerveren: {game}",
    "stats.games": _n("{count} játék, ebből {wins} győzelem ({rate})"),
    "stats.scores": "Átlagosan {average} pont, legjobb {best}",
    "stats.tickets": "Teljesített menetjegyek: {rate} ({held} közül {completed})",
    "stats.longest": "Leghosszabb útvonal bónuszok: {count}",
    "stats.favourite": "Kedvenc játék: {game}",
    "stats.rating": _n("Értékszám ({game}): {rating} (erő {mu} ± {sigma}, {count} értékelt "
                       "játék)"),
    "leaderboard.header": "Ranglista: {game} ({pages} oldalból a(z) {page}.)",
    "leaderboard.empty": "Itt még senki sem érte el az értékelt játékok legkisebb számát "
                         "({min}) ebben a játékban: {game}.",
    "leaderboard.line": _n("{place}. {player}: {rating} (erő {mu} ± {sigma}, {count} játék)"),
    "leaderboard.provisional": "Még nincs helyezés: {players}.",
    "leaderboard.provisional_one": _n("{player} (még {count} értékelt játék)"),
    "leaderboard.rule": "Sorrend az értékszám szerint = erő − 3 × bizonytalanság; értékelt "
                        "játékok legkisebb száma: {min}.",
    "button.previous": "◀ Előző",
    "button.next": "Következő ▶",
    "button.hide_computers": "Gépek elrejtése",
    "button.show_computers": "Gépek mutatása",
    "button.rematch": "Visszavágó",
    "history.none": "Ezen a szerveren még nincs befejezett játék.",
    "history.header": "Befejezett játékok ezen a szerveren ({pages} oldalból a(z) {page}.):",
    "history.line": "#{game} · {date} · {name} · {scores} · győztes: {winner} · "
                    "/ttr league visszajátszás {game} · /ttr league exportálás {game}",
    "log.header": "A(z) {game}. számú játék lépései ({pages} oldalból a(z) {page}.):",
    "log.none": "Még nem volt lépés.",
    "log.line": "{number}. {text}",
    "replay.ready": "A(z) {game}. számú játék visszajátszása:",
    "replay.posted": "{player} megosztja a(z) {game}. számú játék visszajátszását:",
    "button.post_replay": "Küldés a csatornára",
    "export.ready": "A(z) {game}. számú játék fájlként. Visszajátszás: python -m "
                    "engine.replay {file}",
    "forget.ask": _n(
        "Ez minden szerveren törli az értékszámaidat, azok előzményeit és a "
        "statisztikáidat, és {count} befejezett játékodban semleges név kerül a helyedre."
        " Nem vonható vissza: erősítsd meg a gombbal.",
    ),
    "button.forget": "Felejts el",
    "forget.done": _n("Az értékszámaidat és statisztikáidat töröltük. {count} játékodban "
                      "mostantól semleges név áll a helyeden."),
    "lobby.rematch": "{host} visszavágót nyitott a(z) {game}. számú játékra ({name}) "
                     "ugyanazokkal a játékosokkal. A házigazda a /ttr indítás paranccsal "
                     "indítja.",
    "error.unknown_league_player": "Nem ismerek „{player}” nevű játékost ezen a szerveren.",
    "error.no_such_game": "Ezen a szerveren nincs {game}. számú játék.",
    "error.game_not_finished": "A(z) {game}. számú játék még nem ért véget.",
    "error.log_broken": "A(z) {game}. számú játék lépései nem játszhatók vissza.",
    "error.replay_failed": "A(z) {game}. számú játék visszajátszását nem sikerült megrajzolni.",
    "error.forget_in_game": "Előbb lépj ki a folyamatban lévő játékaidból, vagy szakítsd meg őket "
                            "(/ttr kilépés, /ttr megszakítás), aztán kérd újra.",
    "cmd.league": "A szerver értékszámai, statisztikái, előzményei, visszajátszásai",
    "cmd.settings": "A szerver játékasztal-beállításai (szerverkezelő)",
    "cmd.threads": "Kapjon-e minden új játék saját szálat (szerverkezelő)",
    "cmd.limits": "Hány nyitott asztala lehet egy személynek és ennek a szervernek (szerverkezelő)",
    "cmd.limits.per_person": "egy személy által vezethető nyitott asztalok",
    "cmd.limits.per_server": "nyitott asztalok ezen a szerveren",
    "cmd.threads.threads": "be vagy ki",
    "cmd.stats": "Egy játékos statisztikái és értékszáma ezen a szerveren",
    "cmd.stats.user": "A játékos (üresen hagyva te)",
    "cmd.stats.map": "Csak ez a játék",
    "cmd.leaderboard": "A szerver legjobb játékosai értékszám szerint",
    "cmd.leaderboard.map": "A játék",
    "cmd.leaderboard.page": "Oldalszám",
    "cmd.history": "A szerver befejezett játékai",
    "cmd.history.page": "Oldalszám",
    "cmd.log": "A csatorna játékának eddigi lépései (csak te látod)",
    "cmd.log.page": "Oldalszám",
    "cmd.replay": "Egy befejezett játék animált visszajátszása",
    "cmd.replay.game": "A játék száma (lásd /ttr league előzmények)",
    "cmd.export": "Egy befejezett játék fájlként, amelyet bárki visszajátszhat",
    "cmd.export.game": "A játék száma (lásd /ttr league előzmények)",
    "cmd.forget-me": "Az értékszámaid és statisztikáid törlése",
    "picture.rating_title": "Értékszám az idő során",
    "picture.rating_mu": "erő",
    "picture.rating_conservative": "értékszám",
    "permission.create_private_threads": "Privát szálak létrehozása",
    "daily.intro": "A(z) {day} napi kihívása: {game}, {player} egy {level} szintű gépi játékos "
                   "ellen. Ezen a szerveren ma mindenki ugyanazt az osztást kapja; az eredmények: "
                   "/ttr league napi-eredmények.",
    "daily.opened": "A napi kihívásod ({game}) ki van osztva itt: {place}. Csak te látod.",
    "daily.thread": "Napi {game} {day}",
    "daily.streak": _n("Sorozatod: {count} nap egymás után."),
    "daily.none": "A(z) {day} napi kihívását még senki nem játszotta.",
    "daily.header": "A(z) {day} napi kihívása: {game}",
    "daily.line": "{place}. {player}: {score} pont, {margin} a géphez képest ({computer})",
    "daily.no_finished": "Még nincs befejezett kihívás.",
    "daily.playing": "Még játszanak: {players}.",
    "daily.month_header": "{month} napi kihívásai: {game}",
    "daily.month_line": _n("{place}. {player}: {count} napból {beaten} alkalommal győzte le "
                           "a gépet, {margin} pont a géphez képest"),
    "daily.month_none": "Ebben a hónapban még nincs befejezett kihívás.",
    "daily.channel_set": "{player} a(z) {place} csatornát választotta a napi kihívás "
                         "eredményeinek: minden nap eredményei ott jelennek meg, amint a nap "
                         "(UTC) véget ér.",
    "daily.channel_off": "{player} kikapcsolta a napi kihívás eredményeinek közzétételét.",
    "daily.posted": "A(z) {day} napi kihívása véget ért. Az eredmények:",
    "daily.replays": "Visszajátszások (/ttr league visszajátszás <szám>): {games}",
    "error.daily_played": "A mai {game} napi kihívást már lejátszottad; holnap (UTC) jön az új. "
                          "Lásd: /ttr league napi-eredmények.",
    "error.daily_busy": "A napi kihívásod helyét még egy korábbi játék foglalja: előbb fejezd be "
                        "(ott: /ttr megszakítás).",
    "error.daily_no_permission": "Itt nem tudok privát szálat nyitni a napi kihívásodnak. "
                                 "Ehhez kell: {permissions}.",
    "error.daily_no_thread": "A napi kihívás privát szálban zajlik: írd be a /ttr league "
                             "napi-kihívás "
                             "parancsot a szerver egy szöveges csatornáján.",
    "error.daily_bad_day": "„{day}” nem egy nap: írd így: 2026-11-27 (hónapot így: 2026-11).",
    "error.daily_bad_channel": "„{channel}” nem csatorna: add meg így: #csatorna.",
    "error.daily_not_over": "A(z) {game}. számú játék napi kihívás: a visszajátszása akkor "
                            "nyílik meg, amikor a nap (UTC) véget ér.",
    "cmd.daily": "A mai napi kihívás: a szerver napi osztása egy erős gépi játékos ellen",
    "cmd.daily.map": "A játék (üresen: USA)",
    "cmd.daily-results": "A napi kihívás egy napi sorrendje és a sorozatod",
    "cmd.daily-results.map": "Csak ez a játék",
    "cmd.daily-results.day": "A nap, így: 2026-11-27 (üresen: ma)",
    "cmd.daily-month": "A napi kihívás havi táblázata",
    "cmd.daily-month.map": "Csak ez a játék",
    "cmd.daily-month.month": "A hónap, így: 2026-11 (üresen: ez a hónap)",
    "cmd.daily-channel": "Hová kerüljenek a napi kihívás eredményei (szerverkezelő)",
    "cmd.daily-channel.channel": "A csatorna (üresen: ez; off: kikapcsolás)",
    "season.empty": "Ebben a szezonban még senki nem fejezett be játékot.",
    "season.line": _n("{place}. {player}: {wins} győzelem {count} játékból, átlag {average} pont"),
    "season.header": "{game} {number}. szezonja, {since} óta:",
    "season.ends": "Vége: {date} (UTC).",
    "season.all_time": "Az összesített értékszámok: /ttr league ranglista az összesített "
                       "beállítással",
    "season.started": "{player} elindította {game} {number}. szezonját: a ranglista a végéig "
                      "ennek táblázatát mutatja.",
    "season.role": "A győztese megkapja a(z) {role} szerepet.",
    "season.over": "{game} {number}. szezonja véget ért. A végső táblázat:",
    "season.winner": "A szezon győztese: {player}!",
    "season.role_unavailable": "A(z) {role} szerep itt nem adható ki; a győztest feljegyeztük.",
    "season.role_given": "{player} megkapta a(z) {role} szerepet.",
    "season.role_not_allowed": "A(z) {role} szerepet nem adhatom ki (Szerepkörök kezelése jog és "
                               "fölötte álló szerep kell); a győztest feljegyeztük.",
    "season.role_failed": "A(z) {role} szerep kiadása {player} számára nem sikerült; a győztest "
                          "feljegyeztük.",
    "season.kept": "{game} {number}. szezonja ({since} – {until}), végső táblázat:",
    "season.no_history": "Ezen a szerveren még nem ért véget {game}-szezon.",
    "season.history": "{game} lezárult szezonjai (/ttr league szezon-előzmények <szám> mutat egy "
                      "táblázatot):",
    "season.history_line": "{number}. szezon · {since} – {until} · győztes: {winner}",
    "error.season_running": "{game} szezonja már fut: előbb zárd le a /ttr league szezon-vége "
                            "paranccsal.",
    "error.season_none": "{game} szezonja most nem fut.",
    "error.season_unknown": "Ezen a szerveren nincs {season}. lezárult szezonja: {game}.",
    "error.season_bad_days": "Egy szezon 1–{most} napig tart, nem „{days}”.",
    "error.season_bad_role": "„{role}” nem szerep.",
    "cmd.season-start": "Szezon indítása egy játékhoz (szerverkezelő)",
    "cmd.season-start.map": "A játék (üresen: USA)",
    "cmd.season-start.days": "Hány napig tart (üresen: lezárásig)",
    "cmd.season-start.role": "Szerep a győztesnek",
    "cmd.season-end": "A futó szezon lezárása és táblázatának közzététele (szerverkezelő)",
    "cmd.season-end.map": "A játék (üresen: USA)",
    "cmd.season-history": "A szerver lezárult szezonjai, vagy egy szezon táblázata",
    "cmd.season-history.map": "A játék (üresen: USA)",
    "cmd.season-history.season": "A szezon száma",
    "cmd.leaderboard.all_time": "Összesített értékszámok szezon közben is",
    "away.set": _n("Távol vagy eddig: {until}. Mostantól a gép lép helyetted {count} "
                   "játékodban. Ha visszatértél: /ttr settings visszatérés."),
    "away.back": _n("Üdv újra: {count} játékban ismét te ülsz a helyeden."),
    "away.table": "{player} távol van eddig: {until}; addig a gép lép helyette.",
    "away.table_back": "{player} visszatért, és ismét maga lép.",
    "digest.on": "Naponta egyszer közvetlen üzenetben elküldöm, mely játékok várnak a "
                 "lépésedre.",
    "digest.off": "Nincs több napi összefoglaló.",
    "digest.header": _n("{count} játék vár a lépésedre:"),
    "digest.line": "{game}. számú játék ({name}): {place}",
    "error.away_bad_duration": "„{duration}” nem távolléti idő: írd így: 30m, 12h, 2d vagy 1w "
                               "(egy perctől 30 napig).",
    "cmd.away": "Távollét: a gép lép helyetted minden játékban",
    "cmd.away.duration": "Meddig: 30m, 12h, 2d, 1w (legfeljebb 30 nap)",
    "cmd.back": "Visszatérés: a helyeid ismét a tieid",
    "cmd.digest": "Napi közvetlen üzenet a lépésedre váró játékokról",
    "cmd.digest.digest": "be vagy ki",
    "predict.button": "{player} nyer",
    "predict.ask": "Ki nyeri a(z) {game}. számú játékot? Tippelj, amíg a játék az első "
                   "harmadánál tart; a helyes tippek a /ttr league jóslatok táblázatba számítanak.",
    "predict.made": "Azt tippeled, hogy a(z) {game}. számú játékot {player} nyeri. Amíg a "
                    "tippelés nyitva van, módosíthatod.",
    "predictions.header": "Tippek ezen a szerveren ({page}/{pages}. oldal):",
    "predictions.line": _n("{place}. {player}: {count} tippből {correct} helyes"),
    "predictions.none": "Itt még egy tippet sem értékeltünk.",
    "error.predict_closed": "Erre a játékra már nem lehet tippelni: csak az első harmadában "
                            "lehet.",
    "error.predict_people_only": "Csak legalább két ember játékára lehet tippelni.",
    "error.predict_player": "Te is játszol ebben a játékban: a tippelés a nézőké.",
    "cmd.predict": "Tippeld meg a csatorna játékának győztesét (nézők, első harmad)",
    "cmd.predict.player": "A játékos, aki szerinted nyer (üresen: gombok)",
    "cmd.predictions": "A szerver helyes tippjeinek táblázata",
    "cmd.predictions.page": "Oldalszám",
    "lobby.away_hold": "Ha egy játékos távol van (/ttr settings távollét), az asztal megvárja: a "
                       "lépésideje megáll.",
    "away.table_hold": "{player} távol van eddig: {until}; az asztal megvárja, a lépésideje "
                       "megáll.",
    "choice.away.play": "A gép lép helyette",
    "choice.away.hold": "Álljon meg a lépésideje",
    "cmd.new.away": "Ha egy játékos távol van: a gép lép helyette, vagy megáll az idő",
    # --- tournaments (/ttr league tournament-...) ---
    "cmd.tournament-create": "Verseny nyitása ebben a csatornában (te jelentkezel elsőként)",
    "cmd.tournament-create.map": "A játék minden asztalnál (ha üres: usa)",
    "cmd.tournament-create.format": "swiss (párosítás az állás szerint; alapértelmezett) vagy "
                                    "robin (mindenki mindenkivel)",
    "cmd.tournament-create.rounds": "Fordulók száma, 1-10 (ha üres: svájci 3, "
                                    "körmérkőzés az összes szükséges)",
    "cmd.tournament-create.size": "Helyek asztalonként, 2-5 (a többit gép tölti ki)",
    "cmd.tournament-create.turn_limit": "Idő egy lépésre a játszmáiban, mielőtt a gép lép (pl. "
                                        "5m, 1h, off)",
    "cmd.tournament-create.level": "Milyen jól játszanak a gépi játékosok az asztaloknál",
    "cmd.tournament-join": "Jelentkezés a csatorna versenyére a kezdés előtt",
    "cmd.tournament-start": "A csatorna versenyének indítása (a létrehozója vagy a szerver "
                            "kezelője)",
    "cmd.tournament-status": "A csatorna versenye: forduló, asztalok és állás",
    "cmd.tournament-abort": "A csatorna versenyének lezárása eredmény nélkül (a létrehozója "
                            "vagy a szerver kezelője)",
    "help.example.tournament-create": "Példa: /ttr league verseny-nyitás usa swiss 3 4 10m. "
                                      "Minden asztal egy pontot ad minden helyért, amely "
                                      "mögötted végzett. Holtversenyben a Buchholz dönt (az "
                                      "összes ellenfeled pontja), majd a medián Buchholz "
                                      "(ugyanez a legmagasabb és a legalacsonyabb nélkül), majd "
                                      "a játszmáid összpontszáma.",
    "help.example.tournament-status": "Holtversenyben a Buchholz dönt (az összes ellenfél "
                                      "pontja), majd a medián Buchholz (ugyanez a legmagasabb "
                                      "és a legalacsonyabb nélkül), majd a játszmák "
                                      "összpontszáma.",
    "tournament.format.swiss": "svájci rendszer",
    "tournament.format.robin": "körmérkőzés",
    "tournament.created": "{player} megnyitotta a(z) {number}. versenyt: {game}, {format}, "
                          "fordulók: {rounds}, asztalonként {size} hely.",
    "tournament.how_to_join": "Jelentkezz a /ttr league verseny-jelentkezés paranccsal; a "
                              "létrehozó "
                              "a /ttr league verseny-indítás paranccsal indítja.",
    "tournament.joined": "{player} jelentkezett a versenyre (játékosok: {count}).",
    "tournament.aborted": "{player} eredmény nélkül lezárta a(z) {number}. versenyt.",
    "tournament.status.lobby": "A(z) {number}. verseny ({game}, {format}) jelentkezésre nyitva: "
                               "játékosok: {count}, fordulók: {rounds}.",
    "tournament.status.playing": "A(z) {number}. verseny ({game}, {format}): {round}. forduló / "
                                 "{rounds}, játékosok: {count}.",
    "tournament.status.finished": "A(z) {number}. verseny ({game}, {format}) véget ért "
                                  "(fordulók: {rounds}).",
    "tournament.status.aborted": "A(z) {number}. verseny ({game}) eredmény nélkül zárult.",
    "tournament.players": "Játékosok: {players}.",
    "tournament.table": "{table}. asztal ({game}. játszma): {players} · {state}",
    "tournament.table.lobby": "még nem készült el",
    "tournament.table.playing": "folyamatban",
    "tournament.table.finished": "befejeződött",
    "tournament.table.aborted": "megszakítva",
    "tournament.standings_header": "Állás (helyezés. játékos: pontok · Buchholz · medián "
                                   "Buchholz · pontszám):",
    "tournament.standing": "{place}. {player}: {points} · {buchholz} · {median} · {score}",
    "tournament.tie_breaks": "Holtversenyben a Buchholz, majd a medián Buchholz, majd a "
                             "pontszám dönt.",
    "tournament.finished": "A(z) {number}. verseny véget ért. A győztes: {winner}!",
    "tournament.round": "{number}. verseny: kezdődik a(z) {round}. forduló ({rounds} közül):",
    "tournament.thread": "{number}. verseny · {round}. forduló · {table}. asztal",
    "tournament.table_line": "{number}. verseny, {round}. forduló: {table}. asztal.",
    "tournament.table_begins": "{number}. verseny, {round}. forduló, {table}. asztal.",
    "tournament.time_up": "Lejárt a forduló ideje: ezt a játszmát a gép fejezi be.",
    "tournament.column.place": "#",
    "tournament.column.player": "Játékos",
    "tournament.column.points": "Pont",
    "tournament.column.buchholz": "Buchholz",
    "tournament.column.median": "Medián",
    "tournament.column.score": "Pontszám",
    "tournament.picture_title": "{number}. verseny · {game}",
    "tournament.more": "és még {count}",
    "error.no_tournament": "Ebben a csatornában nincs verseny. Nyiss egyet a /ttr league "
                           "verseny-nyitás paranccsal.",
    "error.not_tournament_creator": "Ezt csak a verseny létrehozója ({creator}) vagy a szerver "
                                    "kezelője teheti meg.",
    "error.tournament_exists": "Ennek a csatornának már van versenye. Fejezzétek be, vagy a "
                               "létrehozója lezárja a /ttr league verseny-lezárás paranccsal.",
    "error.tournament_started": "A verseny már elkezdődött.",
    "error.tournament_already_in": "Már benne vagy a versenyben.",
    "error.tournament_full": "A verseny megtelt ({max} játékos).",
    "error.tournament_too_few": "Egy versenyhez legalább 2 játékos kell (most {count} van).",
    "error.bad_number": "„{value}” nem {min} és {max} közötti szám ehhez: {option}.",
    "tournament.no_thread": "{table}. asztal: nem sikerült szálat nyitni a játszmájához; a bot "
                            "egy perc múlva újra próbálja.",
    "error.tournament_needs_threads": "A verseny minden asztalt külön szálban játszik, és ezen "
                                      "a szerveren a szálak ki vannak kapcsolva (/ttr settings "
                                      "szálak on).",
    "cmd.tournament-create.round_limit": "Idő fordulónként, utána a gép fejezi be a játszmáit "
                                         "(pl. 1d, 12h; ha üres, nincs korlát)",
    "tournament.round_limit": "Idő fordulónként: {limit}; utána a gép fejezi be a játszmáit.",
    "error.bad_round_limit": "„{value}” nem fordulóidő: adj meg egy számot s, m, h vagy d "
                             "jellel (30s és 7 nap között), vagy off.",
}
