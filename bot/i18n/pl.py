"""The Polish catalogue (pl): every message of `en.py` in the words of the Polish
rulebooks (Wsiąść do Pociągu: Europa, Kraje Północy, Gra karciana): karty Wagonów,
Lokomotywy, Bilety, połączenia i trasy, podwójne połączenia, Promy, Tunele, Dworce,
wagoniki, talia i stos kart odrzuconych, Bocznica, stos Na Torach, Wielkie Miasta.

Polish counts have the CLDR forms one (1), few (2–4, 22–24, …), many (0, 5–21, 25, …)
and other (fractions). Events are told in the present tense ("{player} zajmuje trasę"),
which has no gender, and a parameter that holds a phrase follows a colon, so its
nominative fits.
"""

from __future__ import annotations

from .phrases import Plural

LANGUAGE = "pl"


def _n(one: str, few: str, many: str, other: str, count: str = "count") -> Plural:
    return Plural(count, {"one": one, "few": few, "many": many, "other": other})


#: colour -> (nominative singular, nominative plural, genitive plural, genitive singular,
#: accusative singular), feminine like "karta"
_FORMS = {
    "purple": ("fioletowa", "fioletowe", "fioletowych", "fioletowej", "fioletową"),
    "blue": ("niebieska", "niebieskie", "niebieskich", "niebieskiej", "niebieską"),
    "orange": ("pomarańczowa", "pomarańczowe", "pomarańczowych", "pomarańczowej",
               "pomarańczową"),
    "white": ("biała", "białe", "białych", "białej", "białą"),
    "green": ("zielona", "zielone", "zielonych", "zielonej", "zieloną"),
    "yellow": ("żółta", "żółte", "żółtych", "żółtej", "żółtą"),
    "black": ("czarna", "czarne", "czarnych", "czarnej", "czarną"),
    "red": ("czerwona", "czerwone", "czerwonych", "czerwonej", "czerwoną"),
}


#: the beginnings of the words players type for each card (folded: lower case, no
#: accents), and for the deck
CARD_WORDS: dict[str, tuple[str, ...]] = {
    "purple": ("fiolet",), "blue": ("niebiesk",), "orange": ("pomarancz",),
    "white": ("bial",), "green": ("zielon",), "yellow": ("zolt",), "black": ("czarn",),
    "red": ("czerwon",), "locomotive": ("lokomotyw",), "deck": ("talia", "talii", "stos"),
}
#: the words for a card itself, skipped when reading cards (`2 červené karty`)
CARD_NOUNS: tuple[str, ...] = ("kart",)

#: /ttr subcommand names as Polish players see them in Discord
COMMAND_NAMES: dict[str, str] = {
    "new": "nowa", "join": "dołącz", "leave": "odejdź", "addbot": "dodaj-komputer",
    "start": "rozpocznij", "hand": "ręka", "board": "plansza", "status": "stan",
    "rules": "zasady", "seat": "miejsce", "abort": "przerwij", "language": "język",
    "hint": "podpowiedź", "help": "pomoc", "draw": "dobierz", "claim": "zajmij",
    "tickets": "bilety", "keep": "zatrzymaj", "station": "dworzec", "pay": "zapłać",
    "withdraw": "wycofaj", "pass": "pas", "play": "zagraj",
    "stats": "statystyki", "leaderboard": "ranking", "history": "historia", "log": "ruchy",
    "replay": "powtórka", "export": "eksport", "forget-me": "zapomnij-mnie",
    "games": "gry",
    "threads": "wątki",
    "limits": "limity",
    "notify": "powiadomienia",
    "daily": "wyzwanie-dnia", "daily-results": "wyniki-dnia", "daily-month": "wyzwania-miesiąca",
    "daily-channel": "kanał-wyzwań",
    "season-start": "sezon-start", "season-end": "sezon-koniec",
    "season-history": "sezon-historia",
    "away": "nieobecność", "back": "powrót", "digest": "podsumowanie",
    "predict": "typuj", "predictions": "typy",
    "tournament-create": "turniej-utwórz", "tournament-join": "turniej-dołącz",
    "tournament-start": "turniej-rozpocznij", "tournament-status": "turniej-stan",
    "tournament-abort": "turniej-przerwij",
}

#: their options' names
OPTION_NAMES: dict[str, str] = {
    "map": "gra", "turn_limit": "czas-na-ruch", "private_pile": "własny-stos",
    "level": "poziom",
    "player": "gracz", "to": "komu", "language": "język",
    "card": "karta", "route": "trasa", "color": "kolor", "cards": "karty",
    "tickets": "bilety", "city": "miasto", "command": "polecenie",
    "user": "użytkownik", "page": "strona", "game": "numer-gry",
    "threads": "wątki",
    "per_person": "na-osobę", "per_server": "na-serwer",
    "notify": "powiadomienia", "minutes": "minuty",
    "day": "dzień", "month": "miesiąc", "channel": "kanał",
    "days": "dni", "role": "rola", "season": "sezon", "all_time": "cały-czas",
    "duration": "czas", "digest": "podsumowanie",
    "away": "nieobecność",
    "format": "system", "rounds": "rundy", "size": "miejsca-przy-stole",
    "round_limit": "czas-na-rundę",
}

#: the pictures' words (render.labels keys)
PICTURE: dict[str, str | Plural] = {
    # table
    "turn": "Tura {turn}",
    "to_play": "Teraz gra: {name}",
    "choosing_tickets": "Gracze wybierają Bilety",
    "deck": "Talia",
    "discard": "Odrzucone",
    "ticket_deck": "Bilety",
    "face_up": "Odkryte karty",
    "final_round": _n("Ostatnia runda! Została {turns} tura",
                      "Ostatnia runda! Zostały {turns} tury",
                      "Ostatnia runda! Zostało {turns} tur",
                      "Ostatnia runda! Zostało {turns} tury", "turns"),
    "final_round_by": "{name} – pozostałe wagoniki: {trains}",
    "game_over": "Koniec gry",
    "last_move": "Ostatni ruch",
    "move_claim": "{name} zajmuje trasę {route}",
    "move_station": "{name} buduje Dworzec: {city}",
    "move_draw": "{name} dobiera karty",
    "move_tickets": "{name} dobiera Bilety",
    "move_withdraw": "{name} rezygnuje z tunelu {route}",
    "move_pass": "{name} pasuje",
    "tunnel_pending": "Tunel {route}: odkryto",
    "tunnel_extra": "do dopłaty: {extra}",
    # players
    "players": "Gracze",
    "score": "Punkty",
    # after a number: every plural form (render picks the one the number takes)
    "trains": _n("wagonik", "wagoniki", "wagoników", "wagonika"),
    "stations": _n("dworzec", "dworce", "dworców", "dworca"),
    "cards": _n("karta", "karty", "kart", "karty"),
    "tickets": _n("bilet", "bilety", "biletów", "biletu"),
    # legend
    "legend": "Legenda",
    "legend_space": "wolna trasa (kolor i symbol)",
    "legend_gray": "szara: dowolny jeden kolor",
    "legend_claimed": "zajęta: kolor i numer gracza",
    "legend_tunnel": "Tunel (gruba ciemna ramka)",
    "legend_ferry": "Prom: potrzebna lokomotywa",
    "legend_station": "Dworzec",
    "legend_last": "ostatni ruch",
    # colours
    **{f"color_{c}": forms[0] for c, forms in _FORMS.items()},
    "color_gray": "szara",
    "color_locomotive": "Lokomotywa",
    "player_color_0": "morska",
    "player_color_1": "purpurowa",
    "player_color_2": "ciemnoczerwona",
    "player_color_3": "indygo",
    "player_color_4": "oliwkowa",
    # private picture
    "your_cards": "Twoje karty",
    "your_tickets": "Twoje Bilety",
    "no_cards": "brak kart",
    "no_tickets": "jeszcze brak Biletów",
    "completed": "zrealizowany",
    "trains_needed": "brakuje wagoników: {trains}",
    "unreachable": "nie do zrealizowania",
    "offered": "Wybierz Bilety (zatrzymaj co najmniej {keep})",
    "points": "{points} pkt",
    "your_network": "Twoja sieć połączeń",
    "blocked": "zablokowana",
    # final picture
    "final_scores": "Wyniki końcowe",
    "rank": "#",
    "player": "Gracz",
    "route_points": "Połączenia",
    "tickets_won": "Zrealizowane Bilety",
    "tickets_lost": "Niezrealizowane Bilety",
    "station_points": "Dworce",
    "longest_bonus": "Najdłuższa",
    "globetrotter_bonus": "Globtroter",
    "total": "Razem",
    "longest_path": "Najdłuższa trasa: {length}",
    "score_race": "Punkty tura po turze",
    "borrowed_none": "nie pożycza żadnej trasy",
    "winner": "Zwycięzca: {name}",
    # card game
    "cardgame_title": "Wsiąść do Pociągu: Gra karciana",
    "on_the_tracks": "odłożone na bilety",
    "completed_count": "zrealizowane bilety: {count}",
    "empty_siding": "jeszcze nic nie zagrano",
    "siding_empty": "Bocznica pusta",
    "big_cities": "Wielkie Miasta",
    "last_turns": _n("Ostatnia tura! Została {turns} tura", "Ostatnie tury! Zostały {turns} tury",
                     "Ostatnie tury! Zostało {turns} tur", "Ostatnie tury! Zostało {turns} tury",
                     "turns"),
    "last_turns_by": "{name} dobiera ostatnią kartę Pociągu",
    "deck_pass": "Talia {run} z {runs}",
    "move_play": "{name} zagrywa:",
    "move_draw_cards": "{name} dobiera:",
    "blind": "+{count} z talii",
    "completed_tickets": "Zrealizowane Bilety",
    "own_pile": "Twój stos Na Torach",
    "ticket_points": "Bilety",
    "big_city_points": "Wielkie Miasta",
    "unused": "niewykorzystane",
}

CATALOGUE: dict[str, str | Plural] = {
    # --- games -------------------------------------------------------------------------
    "game.usa": "Wsiąść do Pociągu (USA)",
    "game.europe": "Wsiąść do Pociągu: Europa",
    "game.nordic": "Wsiąść do Pociągu: Kraje Północy",
    "game.cardgame": "Wsiąść do Pociągu: Gra karciana",

    # --- cards, routes, tickets, counts -------------------------------------------------
    **{f"colour.{c}": forms[0] for c, forms in _FORMS.items()},
    "colour_m.purple": "fioletowy", "colour_m.blue": "niebieski",
    "colour_m.orange": "pomarańczowy", "colour_m.white": "biały", "colour_m.green": "zielony",
    "colour_m.yellow": "żółty", "colour_m.black": "czarny", "colour_m.red": "czerwony",
    "colour_m.gray": "szary", "colour_m.locomotive": "Lokomotyw",
    "colour.gray": "szara",
    "colour.locomotive": "Lokomotywa",
    **{f"card.{c}": f"{forms[4]} kartę" for c, forms in _FORMS.items()},
    "card.locomotive": "Lokomotywę",
    **{f"cards.{c}": _n(f"{{count}} {one} karta", f"{{count}} {few} karty",
                        f"{{count}} {many} kart", f"{{count}} {other} karty")
       for c, (one, few, many, other, _) in _FORMS.items()},
    "cards.locomotive": _n("{count} Lokomotywa", "{count} Lokomotywy", "{count} Lokomotyw",
                           "{count} Lokomotywy"),
    "cards.none": "brak kart",
    "route.single": "{a} – {b}",
    "route.double": "{a} – {b} ({colour})",
    "route.label": "{route} · długość {length} · {colour}",
    "ticket.name": "{a} – {b} ({points})",
    "count.cards": _n("{count} karta", "{count} karty", "{count} kart", "{count} karty"),
    "count.tickets": _n("{count} Bilet", "{count} Bilety", "{count} Biletów", "{count} Biletu"),
    "count.trains": _n("{count} wagonik", "{count} wagoniki", "{count} wagoników",
                       "{count} wagonika"),
    "count.points": _n("{count} punkt", "{count} punkty", "{count} punktów", "{count} punktu"),
    "count.stations": _n("{count} Dworzec", "{count} Dworce", "{count} Dworców",
                         "{count} Dworca"),
    "count.turns": _n("{count} tura", "{count} tury", "{count} tur", "{count} tury"),
    "seat.computer": "{name} (komputer, {level})",
    "level.easy": "łatwy",
    "level.normal": "normalny",
    "level.hard": "trudny",
    "level.greedy": "zachłanny",
    "level.random": "losowy",

    # --- what happened -------------------------------------------------------------------
    "event.drew_blind": "{player} dobiera kartę w ciemno z talii.",
    "event.drew_card": "Dobierasz z talii {card}.",
    "event.drew_face_up": "{player} bierze spośród odkrytych kart {card}.",
    "event.drew_tickets": _n("{player} dobiera {count} Bilet.", "{player} dobiera {count} Bilety.",
                             "{player} dobiera {count} Biletów.",
                             "{player} dobiera {count} Biletu."),
    "event.tickets_offered": "Nowe Bilety do wyboru (poniżej).",
    "event.kept_tickets": _n("{player} zatrzymuje {kept} Bilet i odrzuca {returned}.",
                             "{player} zatrzymuje {kept} Bilety i odrzuca {returned}.",
                             "{player} zatrzymuje {kept} Biletów i odrzuca {returned}.",
                             "{player} zatrzymuje {kept} Biletu i odrzuca {returned}.", "kept"),
    "event.your_tickets": "Zatrzymujesz: {kept}.",
    "event.game_started": "Wszyscy wybrali Bilety. Zaczyna {player}.",
    "event.claimed_route": "{player} zajmuje trasę {route}, płacąc: {cards} (+{points}).",
    "event.tunnel_revealed": _n(
        "{player} próbuje zająć tunel {route}, odkryto: {cards}; trzeba dołożyć jeszcze "
        "{extra} kartę.",
        "{player} próbuje zająć tunel {route}, odkryto: {cards}; trzeba dołożyć jeszcze "
        "{extra} karty.",
        "{player} próbuje zająć tunel {route}, odkryto: {cards}; trzeba dołożyć jeszcze "
        "{extra} kart.",
        "{player} próbuje zająć tunel {route}, odkryto: {cards}; trzeba dołożyć jeszcze "
        "{extra} karty.", "extra"),
    "event.tunnel_revealed_free":
        "{player} próbuje zająć tunel {route}, odkryto: {cards}; nie trzeba nic dokładać.",
    "event.tunnel_withdrawn": "{player} rezygnuje z tunelu {route} i bierze karty z powrotem "
                              "na rękę.",
    "event.built_station": "{player} buduje Dworzec w mieście {city}, płacąc: {cards}.",
    "event.passed": "{player} pasuje: nie może nic zrobić.",
    "event.deck_reshuffled": "Odrzucone karty przetasowano w nową talię (kart: {cards}).",
    "event.face_up_reset": "Trzy odkryte Lokomotywy: cały rząd wymieniono. Nowe odkryte "
                           "karty: {cards}.",
    "event.last_round": _n(
        "{player} ma już tylko {trains} wagonik: każdy rozgrywa jeszcze jedną, ostatnią turę.",
        "{player} ma już tylko {trains} wagoniki: każdy rozgrywa jeszcze jedną, ostatnią "
        "turę.",
        "{player} ma już tylko {trains} wagoników: każdy rozgrywa jeszcze jedną, ostatnią "
        "turę.",
        "{player} ma już tylko {trains} wagonika: każdy rozgrywa jeszcze jedną, ostatnią "
        "turę.", "trains"),
    "event.game_over": "Gra się zakończyła.",
    "event.unknown": "Coś się wydarzyło ({code}).",

    # --- whose move ------------------------------------------------------------------------
    "turn.player": "Tura {turn}: teraz gra {player}.",
    "turn.second_card": "{player} dobiera drugą kartę.",
    "turn.keeping": "{player} wybiera, które Bilety zatrzymać.",
    "turn.tunnel": "{player} musi dopłacić za tunel {route} (do dopłaty: {extra}) albo "
                   "z niego zrezygnować.",
    "turn.choosing_tickets": _n("Czekamy, aż Bilety wybierze {players}.",
                                "Czekamy, aż Bilety wybiorą {players}.",
                                "Czekamy, aż Bilety wybiorą {players}.",
                                "Czekamy, aż Bilety wybiorą {players}."),
    "turn.finished": "Wygrywa {player}!",

    # --- status ------------------------------------------------------------------------------
    "status.header": "{game} · {status}",
    "status.lobby": "czekamy na graczy",
    "status.playing": "w toku",
    "status.finished": "zakończona",
    "status.aborted": "przerwana",
    "status.last_round": "Ostatnia runda: jeszcze {turns}.",
    "status.face_up": "Odkryte karty: {cards}.",
    "status.piles": "Talia: {deck} · odrzucone: {discard} · stos Biletów: {tickets}.",
    "status.player": "{marker} {player}: {points}, {trains}, {cards}, {tickets}",
    "status.player_stations":
        "{marker} {player}: {points}, {trains}, {stations}, {cards}, {tickets}",
    "status.clock": "Pozostały czas na ten ruch: {left}.",

    # --- a player's hand ---------------------------------------------------------------------
    "hand.cards": _n("Twoje karty ({count}): {cards}.", "Twoje karty ({count}): {cards}.",
                     "Twoje karty ({count}): {cards}.", "Twoje karty ({count}): {cards}."),
    "hand.tickets": _n("Twój Bilet:", "Twoje Bilety ({count}):", "Twoje Bilety ({count}):",
                       "Twoje Bilety ({count}):"),
    "hand.ticket_done": "  ✓ {ticket}: zrealizowany",
    "hand.ticket_open": "  • {ticket}: potrzeba jeszcze: {trains}",
    "hand.ticket_station": "  • {ticket}: połączy go stacja, wagoniki nie są już potrzebne",
    "hand.ticket_blocked": "  ✗ {ticket}: nie da się go już zrealizować",
    "hand.offered": "Wybierz Bilety, które zatrzymasz (co najmniej {keep_min}): {tickets}. "
                    "Użyj menu albo wpisz /ttr zatrzymaj {example}",
    "hand.supplies": "W zapasie masz: {trains}.",
    "hand.supplies_stations": "W zapasie masz: {trains} i {stations}.",
    "hand.tunnel": "Tunel {route} – do dopłaty: {extra}. Dopłać (/ttr zapłać) albo "
                   "zrezygnuj (/ttr wycofaj).",
    "hand.your_move": "Twój ruch.",

    # --- the end ------------------------------------------------------------------------------
    "final.header": "Wyniki końcowe:",
    "final.player": "{rank}. {player}: {points} ({parts})",
    "final.part_routes": "połączenia {points}",
    "final.part_tickets": "Bilety {points}",
    "final.part_stations": "Dworce {points}",
    "final.part_longest": "najdłuższa trasa {length} (premia: {points} pkt)",
    "final.part_globetrotter": "premia Globtrotera: {points} pkt",
    "final.tickets_done": "  ✓ {tickets}",
    "final.tickets_failed": "  ✗ {tickets}",

    # --- the lobby and the table ----------------------------------------------------------------
    "lobby.opened": "{host} otwiera stół: {game}.",
    "lobby.summary": "{game}, gospodarz: {host}. Miejsca {count}/{max}: {seats}.",
    "lobby.nobody": "na razie nikt",
    "lobby.turn_limit": "Czas na ruch: {limit}; potem komputer zagra za ciebie.",
    "lobby.private_pile": "Wariant: możesz przeglądać swój stos Na Torach.",
    "lobby.how_to_start": "Dołącz poleceniem /ttr dołącz; gospodarz dodaje graczy "
                          "komputerowych poleceniem /ttr dodaj-komputer i rozpoczyna grę "
                          "poleceniem /ttr rozpocznij (liczba graczy: co najmniej {min}).",
    "lobby.joined": "{player} dołącza do stołu.",
    "lobby.host_passed": "Gospodarzem jest teraz {host}.",
    "lobby.closed": "Przy stole nikt nie został, więc zostaje zamknięty.",
    "lobby.left": "{player} odchodzi od stołu.",
    "lobby.computer_joined": "{player} zajmuje miejsce przy stole.",
    "table.started": "{game} – zaczynamy! Kolejność graczy: {order}. Każdy wybiera teraz "
                     "Bilety: zajrzyj do wiadomości prywatnych albo użyj /ttr ręka.",
    "hand.left": "Opuszczasz tę grę: twoje miejsce gra komputer, a jego karty nie są ci już "
        "pokazywane.",
    "table.left": "{player} opuszcza grę; od teraz za to miejsce gra komputer.",
    "table.seat_to_computer": "Od teraz za gracza {player} gra komputer.",
    "table.seat_to_person": "{player} znów gra na swoim miejscu.",
    "table.aborted": "{player} kończy tu grę bez wyniku.",
    "language.set": "{player} ustawia język tego serwera na polski.",
    "threads.on": "{player} włącza wątki: każda nowa gra dostaje własny wątek.",
    "threads.off": "{player} wyłącza wątki: nowe gry toczą się na kanale, na którym je "
                   "założono.",
    "thread.name_new": "{game} · {host}",
    "card.heading": "{game} #{number}",
    "card.moves": "Ostatnie ruchy",
    "thread.name": "{game} #{number} · {host}",
    "thread.opened": "{host} zakłada stół do gry {game}: gra toczy się w wątku pod tą "
                     "wiadomością.",
    "thread.missing": "Ta gra toczy się tutaj, na kanale. Aby każda gra miała własny wątek, "
                      "daj mi na tym kanale uprawnienia: {permissions}.",
    "permission.create_public_threads": "Tworzenie wątków publicznych",
    "permission.send_messages_in_threads": "Wysyłanie wiadomości w wątkach",

    # --- the clock ------------------------------------------------------------------------------
    "clock.reminder": "Teraz gra: {players}. Pozostały czas, zanim zagra za was komputer: "
                      "{left}.",
    "clock.resumed": "Gra toczy się dalej. Teraz gra: {players}. Znów macie cały ruch, "
                     "{left}, zanim zagra za was komputer.",
    "clock.timeout": "Czas gracza {player} minął; ruch wykonał komputer.",

    # --- buttons and menus ---------------------------------------------------------------------
    "button.draw_card": "Weź: {colour}",
    "button.draw_deck": "Dobierz z talii",
    "button.tickets": "Dobierz Bilety",
    "button.routes": "Zajmij trasę",
    "button.stations": "Zbuduj Dworzec",
    "button.pass": "Pasuj",
    "button.claim_other": "Zapłać inaczej",
    "button.hand": "Pokaż moje karty",
    "button.pay": "Dopłać za tunel",
    "button.withdraw": "Zrezygnuj z tunelu",
    "button.join": "Dołącz",
    "button.leave": "Odejdź",
    "button.addbot": "Dodaj gracza komputerowego",
    "button.start": "Rozpocznij",
    "menu.cards": "{cards}",
    "menu.new": "Wybierz grę",
    "new.which_game": "W którą grę chcesz tu zagrać? Wybierz ją w menu.",
    "menu.page": "{menu} ({page}/{pages})",
    "menu.claim": "Zajmij trasę, płacąc jak podano",
    "menu.pays": "Płacisz: {cards} · {points}",
    "menu.claim_intro": "Wybierz trasę do zajęcia: zapłacisz za nią tak, jak podano pod "
                        "nią. Aby zapłacić inaczej, wybierz trasę w menu „Zapłać inaczej”.",
    "menu.no_routes": "Nie możesz teraz zapłacić za żadną trasę.",
    "menu.claim_other": "Zapłać inaczej: wybierz trasę",
    "menu.claim_pay_intro": "Jak płacisz za trasę {route}?",
    "menu.claim_pay": "Wybierz karty, którymi płacisz",
    "menu.station_intro": "Wybierz miasto dla swojego Dworca.",
    "menu.station": "Zbuduj Dworzec, płacąc: {cards}",
    "menu.station_pay": "Zapłać inaczej",
    "menu.no_stations": "Nie możesz teraz zapłacić za Dworzec: kosztuje {cost} w jednym "
                        "kolorze.",
    "menu.keep": "Wybierz Bilety do zatrzymania (co najmniej {keep_min})",

    # --- refusals: the table ----------------------------------------------------------------
    "error.no_game": "Na tym kanale nie ma gry. Otwórz ją poleceniem /ttr nowa.",
    "error.game_exists": "Na tym kanale już trwa gra. Dokończcie ją albo gospodarz przerwie "
                         "ją poleceniem /ttr przerwij.",
    "error.unknown_game": "Nie znam gry „{game}”. Wybierz jedną z tych: {games}.",
    "error.option_not_for_game": "Opcja {option} nie dotyczy gry {game}.",
    "error.bad_turn_limit": "„{value}” to nie jest limit czasu na ruch: podaj minuty albo liczbę "
                            "z jednostką s, m lub h (od 30s do 7 dni), albo off (bez limitu).",
    "error.bad_option": "„{value}” nie jest wartością opcji {option}.",
    "error.game_started": "Gra na tym kanale już się rozpoczęła.",
    "error.already_seated": "Masz już miejsce przy tym stole.",
    "error.game_full": "Stół jest pełny (graczy: {max}).",
    "error.not_in_game": "Nie grasz w tej grze.",
    "error.not_host": "Może to zrobić tylko gospodarz ({host}) albo administrator serwera.",
    "error.unknown_strategy": "Nie ma gracza komputerowego „{strategy}”; wybierz "
                              "{strategies}.",
    "error.too_few_players": _n(
        "Ta gra wymaga co najmniej tylu graczy: {min}; jest tylko {count}.",
        "Ta gra wymaga co najmniej tylu graczy: {min}; są tylko {count}.",
        "Ta gra wymaga co najmniej tylu graczy: {min}; jest tylko {count}.",
        "Ta gra wymaga co najmniej tylu graczy: {min}; jest tylko {count}."),
    "error.game_not_started": "Gra na tym kanale jeszcze się nie rozpoczęła.",
    "error.unknown_player": "Nikt o imieniu „{player}” tu nie gra.",
    "error.seat_is_computer": "Za gracza {player} gra komputer; gospodarz może oddać mu "
                              "miejsce poleceniem /ttr miejsce.",
    "error.seat_has_no_person": "{player} to gracz komputerowy; nikt nie może zająć tego "
                                "miejsca.",
    "error.seat_is_person": "{player} już gra na swoim miejscu.",
    "notify.every": "Za każdym razem, gdy przyjdzie twoja kolej, dostaniesz powiadomienie w "
                    "miejscu gry.",
    "notify.away": "Powiadomienie o twojej kolejce dostaniesz tylko po {minutes} minutach bez "
                   "twojej aktywności na tym serwerze.",
    "notify.dm": "Powiadomienie o twojej kolejce dostaniesz w wiadomości prywatnej.",
    "notify.never": "Nie dostaniesz powiadomień o swojej kolejce.",
    "notice.turn": "{player}, twój ruch w grze {game} #{number}.",
    "error.notify_unknown": "Wybierz every, away (z liczbą minut), dm albo never.",
    "limits.set": "{player} ustawia limity stołów: najwyżej {per_person} otwartych stołów na "
        "osobę i {per_server} na tym serwerze.",
    "limits.shown": "Otwarte stoły tutaj: najwyżej {per_person} na osobę i {per_server} na tym "
        "serwerze.",
    "error.limit_value": "Podaj liczbę całkowitą od 1 do {most}.",
    "error.tables_per_person": "Prowadzisz już {count} otwartych stołów na tym serwerze, więcej "
        "jedna osoba nie może. Najpierw dokończ albo przerwij jeden z nich.",
    "error.tables_everywhere": "Na swoich serwerach prowadzisz już {count} otwartych stołów, "
        "więcej jedna osoba nie może. Najpierw dokończ albo przerwij jeden z nich.",
    "error.tables_per_server": "Ten serwer ma już {count} otwartych stołów, więcej nie pozwala. "
        "Najpierw dokończcie albo przerwijcie jeden, albo poproście zarządcę serwera o wyższy "
        "limit.",
    "error.notify_minutes": "Przy away podaj liczbę minut: liczbę całkowitą od 1 do {most}.",
    "choice.notify.every": "Każda kolejka",
    "choice.notify.away": "Gdy mnie nie ma",
    "choice.notify.dm": "Wiadomością prywatną",
    "choice.notify.never": "Nigdy",
    "cmd.notify": "Jak dowiadujesz się na tym serwerze, że to twoja kolej",
    "cmd.notify.notify": "każda kolejka, tylko gdy mnie nie ma, wiadomością prywatną lub nigdy",
    "cmd.notify.minutes": "dla away: po ilu minutach bez aktywności",
    "error.not_manager": "Może to zrobić tylko administrator serwera.",
    "error.unknown_language": "Nie znam języka „{language}”; wybierz jeden z tych: "
                              "{languages}.",
    "error.game_over": "Ta gra się zakończyła.",
    "error.unknown_command": "W tej grze nie ma polecenia „{command}”.",
    "error.stale_click": "Ten przycisk pochodzi z wcześniejszego momentu gry; użyj "
                         "najnowszej wiadomości z planszą.",
    "error.unknown_button": "Nie znam tego przycisku.",
    "error.storage_full": "Pamięć bota jest pełna, więc tego nie zapisano i nic się nie "
        "zmieniło. Daj znać administratorom serwera.",
    "error.storage_failed": "Bot nie mógł teraz tego zapisać, więc nic się nie zmieniło. Spróbuj "
        "ponownie za chwilę.",
    "error.slow_down": "Spokojnie, stół nie nadąża za takim tempem. Odczekaj chwilę między "
        "kliknięciami.",
    "error.storage_uncertain": "Stół stracił połączenie z bazą danych podczas zapisu, więc "
        "mogło się to zapisać albo nie. Zanim spróbujesz ponownie, zajrzyj do gry.",
    "error.storage_unreachable": "Stół nie może teraz niczego zapisać, więc nic się nie "
        "zmieniło. Spróbuj ponownie za chwilę.",
    "error.busy": "Przy stole trwa właśnie ruch; spróbuj ponownie.",
    "error.which_game": "Która gra? Wybierz jedną z tych: {games}.",
    "error.missing_argument": "Podaj jeszcze: {argument}.",
    "error.unknown": "Nie da się tego zrobić ({code}).",

    # --- refusals: the rules ----------------------------------------------------------------
    "error.bad_command": "Nie rozumiem: „{text}”.",
    "error.unknown_card": "Nie ma karty „{card}”.",
    "error.unknown_route": "Nie ma trasy „{route}”; podaj ją przez jej dwa miasta, np. "
                           "{example}.",
    "error.unknown_card_near": "Nie ma karty „{card}”; czy chodziło o: {near_cards}?",
    "error.unknown_route_near": "Nie ma trasy „{route}”; czy chodziło o: {near_routes}?",
    "error.unknown_city_near": "Na tej planszy nie ma miasta „{city}”; czy chodziło o: "
                               "{near_cities}?",
    "error.unknown_ticket": "Nie ma Biletu „{ticket}”.",
    "error.unknown_city": "Na tej planszy nie ma miasta „{city}”.",
    "error.player_count": "{game}: od {min} do {max} graczy.",
    "error.not_seated": "Nie grasz w tej grze.",
    "error.must_choose_tickets": "Najpierw wybierz, które Bilety zatrzymasz (pokaże je "
                                 "/ttr ręka).",
    "error.waiting_for_tickets": "Jeszcze nie wszyscy wybrali Bilety.",
    "error.not_your_turn": "To nie twój ruch; teraz gra {current}.",
    "error.tunnel_pending": "Najpierw dopłać za swój tunel albo z niego zrezygnuj (/ttr "
                            "zapłać, /ttr wycofaj).",
    "error.must_draw_second_card": "Dobierasz karty: weź drugą kartę.",
    "error.deck_empty": "Talia i stos kart odrzuconych są puste.",
    "error.card_not_face_up": "Chcesz wziąć {card}, ale nie ma jej wśród odkrytych kart.",
    "error.locomotive_second_card": "Odkryta Lokomotywa nie może być twoją drugą kartą.",
    "error.no_tickets_left": "Nie zostały już żadne Bilety.",
    "error.no_tickets_offered": "Nie masz Biletów do wyboru.",
    "error.ticket_not_offered": "Możesz zatrzymać tylko zaproponowane ci Bilety, każdy raz.",
    "error.keep_more_tickets": _n("Zatrzymaj co najmniej {keep_min} Bilet.",
                                  "Zatrzymaj co najmniej {keep_min} Bilety.",
                                  "Zatrzymaj co najmniej {keep_min} Biletów.",
                                  "Zatrzymaj co najmniej {keep_min} Biletu.", "keep_min"),
    "error.route_taken": "Trasa {route} należy już do gracza {owner}.",
    "error.double_route_own": "Masz już drugą nitkę połączenia {route}.",
    "error.double_route_closed": "Gdy gra mniej niż {min_players} graczy, można użyć tylko "
                                 "jednej nitki połączenia {route}, a ta jest już zajęta.",
    "error.not_enough_trains": "Trasa {route} wymaga wagoników: {need}; masz {have}.",
    "error.cannot_pay": "Nie masz kart, by zapłacić za trasę {route}.",
    "error.cannot_pay_missing": (
        "Nie masz kart, by zapłacić za trasę {route}: wystarczyłoby "
        "jeszcze: {missing}."
    ),
    "error.cards_not_in_hand": "Nie masz tych kart na trasę {route}: brakuje: {missing}.",
    "error.station_cards_not_in_hand": "Nie masz tych kart na Dworzec w mieście {city}.",
    "error.wrong_cards": "Tymi kartami nie zapłacisz za trasę {route} (długość {length}, "
                         "{color}).",
    "error.choose_colour": "Którym kolorem płacisz za trasę {route}: {colours}? Dodaj go do "
                           "polecenia (kolor).",
    "error.cannot_pay_colour": "Nie możesz zapłacić za trasę {route} tym kolorem: {color_m}.",
    "error.no_tunnel_pending": "Żaden tunel nie czeka na dopłatę.",
    "error.cannot_pay_tunnel": "Nie masz dodatkowych kart na tunel; zrezygnuj z niego "
                               "poleceniem /ttr wycofaj.",
    "error.wrong_tunnel_cards": _n(
        "Tunel wymaga jeszcze {extra} karty (kolor {color_m}) lub Lokomotywy.",
        "Tunel wymaga jeszcze {extra} kart (kolor {color_m}) lub Lokomotyw, w dowolnym "
        "połączeniu.",
        "Tunel wymaga jeszcze {extra} kart (kolor {color_m}) lub Lokomotyw, w dowolnym "
        "połączeniu.",
        "Tunel wymaga jeszcze {extra} karty (kolor {color_m}) lub Lokomotyw.", "extra"),
    "error.wrong_tunnel_cards_locomotives": _n(
        "Tunel wymaga jeszcze {extra} Lokomotywy (opłacono go samymi Lokomotywami).",
        "Tunel wymaga jeszcze {extra} Lokomotyw (opłacono go samymi Lokomotywami).",
        "Tunel wymaga jeszcze {extra} Lokomotyw (opłacono go samymi Lokomotywami).",
        "Tunel wymaga jeszcze {extra} Lokomotywy (opłacono go samymi Lokomotywami).",
        "extra"),
    "error.no_stations_here": "W tej grze nie ma Dworców.",
    "error.no_stations_left": "Nie masz już Dworców.",
    "error.station_taken": "W mieście {city} stoi już Dworzec.",
    "error.cannot_pay_station": "Dworzec kosztuje teraz karty w jednym kolorze, łącznie "
                                "{cost}; nie masz ich.",
    "error.wrong_station_cards": "Dworzec kosztuje teraz karty w jednym kolorze, łącznie "
                                 "{cost}.",
    "error.cannot_pass": "Spasować możesz tylko wtedy, gdy nie możesz zrobić nic innego.",

    # --- rules ----------------------------------------------------------------------------------
    "rules.header": "**{game}**: od {min} do {max} graczy, każdy ma {trains}.",
    "rules.turn": "W swojej turze wykonaj dokładnie jedną akcję: dobierz 2 karty Wagonów, "
                  "utwórz połączenie albo dobierz Bilety.",
    "rules.turn_stations": "W swojej turze wykonaj dokładnie jedną akcję: dobierz 2 karty "
                           "Wagonów, utwórz połączenie, dobierz Bilety albo zbuduj Dworzec.",
    "rules.draw_locomotive_two": "Każdą kartę bierzesz spośród odkrytych albo w ciemno "
                                 "z talii. Odkryta Lokomotywa liczy się jak obie twoje karty: "
                                 "weź ją jako pierwszą, a dobieranie się kończy; nigdy nie "
                                 "może być drugą kartą. Lokomotywa dobrana w ciemno liczy się "
                                 "jako jedna.",
    "rules.draw_locomotive_one": "Każdą kartę bierzesz spośród odkrytych albo w ciemno "
                                 "z talii. Lokomotywa zawsze liczy się jako jedna karta, "
                                 "odkryta czy nie; obie karty mogą być Lokomotywami.",
    "rules.reset": "Jeśli wśród odkrytych kart (jest ich {face_up}) liczba Lokomotyw wynosi "
                   "{count}, wszystkie się odrzuca i odkrywa nowe. Nasza decyzja: najwyżej "
                   "{resets}× z rzędu; potem rząd zostaje bez zmian.",
    "rules.no_reset": "Nasza decyzja: instrukcja nie przewiduje wymiany odkrytych Lokomotyw, "
                      "więc nie wymieniamy ich.",
    "rules.claim_any_locomotive": "Aby utworzyć połączenie, zagraj tyle kart, ile trasa ma "
                                  "pól, wszystkie w jej kolorze (dla szarej w dowolnym "
                                  "jednym kolorze); Lokomotywy zastępują dowolny kolor. "
                                  "Punkty dostajesz od razu.",
    "rules.claim_locomotive_limited": "Aby utworzyć połączenie, zagraj tyle kart, ile trasa "
                                      "ma pól, wszystkie w jej kolorze (dla szarej w dowolnym "
                                      "jednym kolorze). Lokomotyw używa się tylko na Promach "
                                      "i w Tunelach. Punkty dostajesz od razu.",
    "rules.any_cards": "{a} – {b}: zamiast jednej karty wybranego koloru możesz zagrać "
                       "dowolne karty, łącznie {count}.",
    "rules.ferries": "Promy: za każde pole z symbolem Lokomotywy zagraj jedną Lokomotywę, "
                     "resztę w jednym kolorze.",
    "rules.ferry_substitute": "Na Promach zamiast jednej Lokomotywy możesz zagrać dowolne "
                              "karty, łącznie {count}.",
    "rules.tunnels": "Tunele: po zagraniu kart odkrywa się 3 karty z talii; za każdą w twoim "
                     "kolorze lub Lokomotywę dołóż jedną kartę w swoim kolorze (albo "
                     "Lokomotywę) albo weź karty z powrotem i zakończ turę (/ttr zapłać, "
                     "/ttr wycofaj). Nasza decyzja: gdy przy odkrywaniu skończy się talia, "
                     "najpierw tasuje się karty odrzucone w nową talię.",
    "rules.stations": "Dworce: zbuduj Dworzec w mieście, w którym jeszcze go nie ma; masz "
                      "ich {stations}, a kolejne kosztują tyle kart w jednym kolorze: {costs}. "
                      "Na koniec każdy pozwala użyć do realizacji Biletów jednego połączenia "
                      "innego gracza prowadzącego do tego miasta (wybierzemy za ciebie "
                      "najlepsze); każdy niezbudowany Dworzec daje punkty: {points}.",
    "rules.double_routes": "Podwójne połączenia: nikt nie może zająć obu nitek; gdy gra mniej "
                           "niż {players} graczy, można użyć tylko jednej z nich.",
    "rules.deck_empty": "Gdy talia się wyczerpie, karty odrzucone tasuje się w nową. Nasza "
                        "decyzja: gdy talia i stos kart odrzuconych są puste, odkryte karty, "
                        "które jeszcze leżą, można brać (nie są już uzupełniane); zasada „zajmij "
                        "trasę albo dobierz Bilety” obowiązuje, gdy nie zostanie już żadna karta "
                        "Pociągu.",
    "rules.tickets_start": "Na początku dostajesz Bilety, łącznie {count}, i zatrzymujesz co "
                           "najmniej {keep}; pozostałe {returned}.",
    "rules.tickets_start_long": "Na początku dostajesz Bilety na Długie Trasy (łącznie "
                                "{long}) i na Typowe Trasy (łącznie {count}) i zatrzymujesz "
                                "co najmniej {keep}; pozostałe {returned}.",
    "rules.returned_bottom": "trafiają na spód stosu Biletów",
    "rules.returned_out": "odpadają z gry",
    "rules.tickets_draw": "Dobieranie Biletów w trakcie gry: dobierz je (łącznie {count}) "
                          "i zatrzymaj co najmniej {keep}; pozostałe {returned}.",
    "rules.tickets_score": "Bilety są tajne do końca gry: zrealizowany dodaje swoje punkty, "
                           "niezrealizowany je odejmuje.",
    "rules.route_points": "Punkty za połączenie według długości trasy: {table}.",
    "rules.end": "Gdy zapas wagoników gracza na koniec jego tury spadnie do {trains} lub "
                 "mniej, każdy, łącznie z nim, rozgrywa jeszcze jedną turę.",
    "rules.longest_bonus": "Gracz z najdłuższą nieprzerwaną trasą dostaje premię: {points} (przy "
                           "remisie wszyscy remisujący; dopóki nikt nie ma trasy, nikt jej nie "
                           "dostaje).",
    "rules.globetrotter_bonus": "Gracz, który zrealizował najwięcej Biletów, dostaje kartę "
                                "Globtrotera: {points} (przy remisie wszyscy remisujący; gdy nikt "
                                "nie zrealizował Biletu, nikt jej nie dostaje).",
    "rules.station_scoring": "Każdy niezbudowany Dworzec daje punkty: {points}.",
    "rules.ties": "Przy remisie decyduje kolejno: {order}.",
    "rules.tie_tickets_completed": "najwięcej zrealizowanych Biletów",
    "rules.tie_fewest_stations_built": "najmniej zbudowanych Dworców",
    "rules.tie_longest_path_holder": "premia za najdłuższą trasę",
    "rules.tie_longest_path": "najdłuższa nieprzerwana trasa",
    "rules.decision_payment": "Nasza decyzja: gdy zajmujesz połączenie bez podania kart, płacimy "
                              "jak najmniejszą liczbą kart (Lokomotywa liczy się za dwie) i nigdy"
                              " Lokomotywą tam, gdzie wystarczą kolorowe karty.",
    "rules.decision_pass": "Nasza decyzja: gracz, który nie może nic zrobić, pasuje; jeśli "
                           "wszyscy spasują po kolei, gra się kończy.",
    "rules.decisions_table": "Przy tym stole: kolejność graczy jest losowana na początku; "
                             "przy limicie czasu na ruch w połowie przychodzi przypomnienie, "
                             "a potem komputer gra za ciebie; gospodarz może oddać miejsce "
                             "komputerowi i z powrotem.",

    # --- hints -----------------------------------------------------------------------------------
    "hint.command": "Komputer zagrałby: {command}",
    "hint.none": "Nie masz teraz żadnego ruchu.",
    "hint.why.completes": "Dlaczego: kończy bilet {ticket}.",
    "hint.why.towards": "Dlaczego: to droga do biletu {ticket}.",
    "hint.why.blocks": "Dlaczego: blokuje trasę {route}, której "
                       "rywal pewnie potrzebuje do {ticket}.",
    "hint.why.blocks_route": "Dlaczego: blokuje trasę {route}, której rywal pewnie potrzebuje.",
    "hint.why.collects": "Dlaczego: zbiera karty do biletu {ticket}.",
    "hint.why.collects_cards": "Dlaczego: zbiera karty potrzebne twoim biletom.",
    "hint.why.station": "Dlaczego: stacja ratuje bilet {ticket}.",
    "hint.why.tickets": "Dlaczego: jest jeszcze czas na kolejne bilety.",
    "hint.why.keep": "Dlaczego: te bilety najlepiej pasują do twoich wagonów i sieci.",
    "hint.why.points": "Dlaczego: trasa {route} dobrze punktuje, póki masz wagony w zapasie.",
    "hint.why.siding": "Dlaczego: przesuwa karty w stronę twoich biletów.",
    "hint.why.keep_short": ("Dlaczego: to najlepszy wybór z oferty, choć na bilet "
        "{ticket} może nie starczyć ci wagonów."),
    "hint.why.points_late": ("Dlaczego: trasa {route} zamienia wagony niepotrzebne twoim "
        "biletom na punkty."),
    "hint.why.keep_cards": "Dlaczego: te bilety najlepiej pasują do twoich kart.",
    "hint.why.move": "Dlaczego: wypadł najlepiej w przewidywaniu kolejnych ruchów.",

    # --- help and commands ----------------------------------------------------------------------
    "help.header": "Polecenia gry Wsiąść do Pociągu:",
    "help.option": "  {option}: {description}",
    "help.example.claim": "Przykłady: /ttr zajmij Denver Omaha (zapłacimy kartami, bez "
                          "których twoja ręka najmniej straci) · /ttr zajmij Kansas City - "
                          "Oklahoma City za 2 czerwone 1 lokomotywa (dokładnie te karty; w "
                          "Discordzie opcja karty) · /ttr zajmij denver-omaha kolor:czerwona. "
                          "Prościej: przycisk Zajmij trasę przy planszy.",
    "help.example.station": "Przykłady: /ttr dworzec Zurich · /ttr dworzec wien za 2 "
                            "czerwone. Prościej: przycisk Zbuduj Dworzec przy planszy.",
    "help.example.draw": "Przykłady: /ttr dobierz czerwona · /ttr dobierz lokomotywa · "
                         "/ttr dobierz talia.",
    "help.example.play": "Przykłady: /ttr zagraj 3 zielone 1 lokomotywa · /ttr zagraj "
                         "niebieska czerwona żółta.",
    "word.deck": "talia",
    "word.none": "żadnego",
    "choice.seat.computer": "komputer", "choice.seat.person": "człowiek",
    "choice.on": "włączone", "choice.off": "wyłączone",
    "help.line": "{command}: {description}",
    "cmd.new": "Otwórz stół na tym kanale",
    "cmd.new.map": "Gra, w którą gracie",
    "cmd.new.turn_limit": "Czas na ruch, zanim zagra komputer (np. 5m, 1h, off)",
    "cmd.new.private_pile": "Gra karciana: gracze mogą przeglądać swój stos Na Torach",
    "cmd.help.command": "Polecenie do pełnego objaśnienia, z przykładami",
    "cmd.join": "Zajmij miejsce przy stole na tym kanale",
    "cmd.leave": "Opuść swoje miejsce (w trakcie gry przejmie je komputer)",
    "cmd.addbot": "Dodaj gracza komputerowego (gospodarz)",
    "cmd.addbot.level": "Jak dobrze gra komputer: łatwy, normalny lub trudny",
    "cmd.start": "Rozdaj karty i zacznij (gospodarz)",
    "cmd.draw": "Dobierz kartę Wagonu: odkryty kolor albo z talii",
    "cmd.draw.card": "Odkryty kolor albo talia",
    "cmd.claim": "Utwórz połączenie",
    "cmd.claim.route": "Trasa podana przez jej dwa miasta",
    "cmd.claim.color": "Kolor, którym płacisz, gdy możesz zapłacić kilkoma",
    "cmd.claim.cards": "Dokładnie te karty, którymi płacisz, np. 2 czerwone 1 lokomotywa",
    "cmd.tickets": "Dobierz Bilety i wybierz, które zatrzymasz",
    "cmd.keep": "Zatrzymaj te zaproponowane Bilety",
    "cmd.keep.tickets": "Bilety do zatrzymania, podane przez ich dwa miasta",
    "cmd.station": "Zbuduj Dworzec w mieście (Europa)",
    "cmd.station.city": "Miasto",
    "cmd.station.color": "Kolor, którym płacisz",
    "cmd.station.cards": "Dokładnie te karty, którymi płacisz",
    "cmd.pay": "Dopłać dodatkowe karty za swój tunel",
    "cmd.pay.color": "Płać w swoim kolorze albo Lokomotywami",
    "cmd.pay.cards": "Dokładnie te karty, którymi płacisz",
    "cmd.withdraw": "Zrezygnuj z tunelu i weź karty z powrotem",
    "cmd.pass": "Spasuj (tylko gdy nie możesz zrobić nic innego)",
    "cmd.hand": "Pokaż swoje karty i Bilety (widzisz je tylko ty)",
    "cmd.board": "Pokaż planszę",
    "cmd.status": "Pokaż stan gry",
    "cmd.rules": "Zasady gry razem z naszymi decyzjami",
    "cmd.rules.map": "Gra, której zasady pokazać",
    "cmd.seat": "Oddaj miejsce komputerowi albo z powrotem (gospodarz)",
    "cmd.seat.player": "Gracz: imię albo numer miejsca",
    "cmd.seat.to": "computer (komputer) albo person (człowiek)",
    "cmd.abort": "Zakończ grę bez wyniku (gospodarz lub administrator serwera)",
    "cmd.language": "Język wiadomości gry na tym serwerze (administrator serwera)",
    "cmd.language.language": "Kod języka, np. pl",
    "cmd.help": "Lista poleceń",
    "cmd.hint": "Co zrobiłby komputer na twoim miejscu (widzisz to tylko ty)",
    "cmd.games": "Otwarte gry na serwerze: gdzie, kto gra i czyj ruch (widzisz to tylko ty)",
    "cmd.games.page": "Numer strony",
    "games.header": "Otwarte gry na tym serwerze (strona {page} z {pages}):",
    "games.playing": "#{game} · {name} · {place} · gracze: {players} · ruch: {turn} "
                     "(czas oczekiwania: {waited})",
    "games.lobby": "#{game} · {name} · {place} · czekamy na graczy: zajęte miejsca "
                   "{count}/{max} ({players})",
    "games.none": "Na tym serwerze nie ma teraz otwartej gry. Załóż ją na dowolnym kanale "
                  "poleceniem /ttr nowa.",

    # --- adapters ---------------------------------------------------------------------------
    "error.internal": "Coś poszło nie tak po mojej stronie. Spróbuj ponownie; jeśli to się "
                      "powtarza, powiedz administratorom serwera.",
    "cannot_post": "Nie mogę pisać na tym kanale: potrzebuję tu uprawnień Wyświetlanie kanału, "
                   "Wysyłanie wiadomości i Załączanie plików. Twój ruch się liczy.",
    "cmd.ttr": "Zagraj we „Wsiąść do Pociągu” na tym kanale",
    "dm_closed": "Nie mogę wysyłać ci prywatnych wiadomości, więc nie znajdziesz tam swoich "
                 "kart; użyj /ttr ręka albo przycisku Pokaż moją rękę.",
    "error.delivery": "Części odpowiedzi nie udało się dostarczyć (Discord jej nie przyjął); "
                      "to, co zrobiłeś, się liczy. Stół pokaże /ttr plansza.",
    "error.elsewhere": "Ten przycisk należy do gry na innym kanale.",
    "restarting": "Uruchamiam się ponownie: to, co zrobiłeś, się liczy, a resztę "
                  "odpowiedzi wyślę, gdy tylko wrócę.",
    "game_paused": "Nie mogę już pisać na kanale tej gry, więc gra jest wstrzymana i nic nie "
                   "przepadnie. Będzie toczyć się dalej, gdy znów będę mógł tam pisać; "
                   "gospodarz może ją zakończyć poleceniem /ttr przerwij.",
    "game_paused.host": "Twoja gra {game} na kanale <#{channel}> jest wstrzymana: nie mogę "
                        "już pisać na jej kanale. Będzie toczyć się dalej, gdy znów będę "
                        "mógł tam pisać, albo możesz ją zakończyć tym przyciskiem.",
    "button.abort": "Zakończ grę",
    "dm_closed.channel": "Nie mogę wysyłać ci prywatnych wiadomości, więc nie dostaniesz tam "
                         "swoich kart i biletów. Użyj tutaj przycisku {hand} albo /ttr ręka: "
                         "odpowiedź zobaczysz tylko ty.",
    "console.discord": "Ustawiono DISCORD_TOKEN: uruchamiam bota na Discordzie.",
    "console.fallback": "Brak DISCORD_TOKEN: zamiast tego uruchamiam konsolę (python -m bot "
                        "console --help).",
    "console.no_adapter": "Adapter Discorda (bot.discord.client) nie jest zainstalowany "
                          "w tej wersji; użyj python -m bot console.",
    "console.db_damaged": "Baza danych {path} jest uszkodzona ({detail}); bot nie startuje. "
        "Przywróć kopię zapasową (README: Backups).",
    "console.db_unopenable": "Nie można otworzyć bazy danych {path} ({detail}); bot nie "
        "startuje.",
    "console.db_not_ours": "Baza danych {path} zawiera tabele innej aplikacji ({detail}), nie "
        "bota; bot nie startuje i nic do niej nie zapisał. Ustaw DB_PATH na własny plik bota.",
    "console.db_in_use": "Baza danych {path} jest używana przez działającego bota; najpierw "
        "zatrzymaj bota, potem przywracaj. Nic się nie zmieniło.",
    "console.db_too_new": "Baza danych {path} pochodzi z nowszej wersji bota (schemat {found}; "
        "ta wersja zna najwyżej {known}); bot nie startuje.",
    "console.token_refused": "Discord odrzucił DISCORD_TOKEN; nie uruchamiam się. Skopiuj "
        "token bota ponownie z portalu deweloperskiego Discorda.",
    "console.discord_unreachable": "Nie mogę połączyć się z Discordem ({detail}); nie "
        "uruchamiam się. Uruchom bota ponownie, gdy sieć wróci.",
    "console.no_token": "Brak DISCORD_TOKEN i brak terminala: ustaw DISCORD_TOKEN, aby uruchomić "
        "bota na Discordzie, albo przekaż wiersze potokiem do python -m bot "
        "console.",
    "console.restored": "Baza danych {path} została przywrócona z kopii {backup} (zastąpiony "
        "plik: {kept}).",
    "console.welcome": "Wpisuj wiersze takie jak: ann /ttr new usa  (na początku może być "
                       "#kanał). Ctrl-D kończy.",
    "console.bad_line": "Wiersz wygląda tak: [#kanał] UŻYTKOWNIK /ttr POLECENIE [ARGUMENTY]",
    "console.unknown_command": "Nie ma polecenia „{command}”; spróbuj /ttr pomoc.",
    "console.to_you": "tylko ty",
    "console.to_dm": "wiadomość prywatna",

    # === Card Game ==============================================================================
    # Gra karciana: karty Pociągów, Bilety Docelowe, Bocznica, stos Na Torach, Rabunek
    # pociągów, Wielkie Miasta.

    # --- things ---
    "cardgame.ticket": "{a} – {b} ({points})",
    "cardgame.ticket_coloured": "{a} – {b} ({points}, {colours})",
    "cardgame.row": "{colour} {count}",
    "cardgame.row_locomotives": "{colour} {count} (w tym {locomotives})",
    "cardgame.siding_empty": "pusta",
    "cardgame.no_tickets": "brak Biletów",
    "cardgame.needs": "wymaga: {cards}",
    "cardgame.play": "{cards}",
    "cardgame.deal": "{player}: {cards}",
    "cardgame.keep_none": "Nie zatrzymuj żadnego",

    # --- what happened ---
    "cardgame.event.game_created": "Każdy ma karty Pociągów, łącznie {hand}, w tym jedną "
                                   "Lokomotywę.",
    "cardgame.event.game_created_own_pile":
        "Każdy ma karty Pociągów, łącznie {hand}, w tym jedną Lokomotywę. Wariant dla "
        "początkujących: możesz przeglądać swój stos Na Torach (/ttr ręka).",
    "cardgame.event.your_tickets_none": "Nie zatrzymujesz żadnego Biletu.",
    "cardgame.event.drew_face_up": "{player} bierze spośród odkrytych kart {card} i odkrywa "
                                   "na jej miejsce {replaced_by}.",
    "cardgame.event.drew_face_up_last": "{player} bierze spośród odkrytych kart {card}; "
                                        "talia jest pusta, więc nic jej nie zastąpi.",
    "cardgame.event.deck_ran_out": "{player} dobiera ostatnią kartę z talii Pociągów.",
    "cardgame.event.last_turns": "Talia Pociągów się wyczerpała: każdy gracz, łącznie "
                                 "z graczem {player}, rozgrywa jeszcze jedną turę.",
    "cardgame.event.last_turns_dealt": "Nowa talia wyczerpała się już przy rozdawaniu: każdy "
                                       "gracz rozgrywa jeszcze jedną turę.",
    "cardgame.event.played_siding": "{player} zagrywa na swoją Bocznicę: {cards}.",
    "cardgame.event.robbed": "Rabunek pociągów! {player} okrada gracza {victim}, którego rząd "
                             "(kolor {colour_m}; {cards}) zostaje odrzucony.",
    "cardgame.event.you_were_robbed": "{player} cię okrada: twój rząd (kolor {colour_m}; {cards}) "
                                      "zostaje odrzucony z Bocznicy.",
    "cardgame.event.moved_to_tracks": _n(
        "{player} przenosi z Bocznicy na swój stos Na Torach {count} kartę.",
        "{player} przenosi z Bocznicy na swój stos Na Torach {count} karty.",
        "{player} przenosi z Bocznicy na swój stos Na Torach {count} kart.",
        "{player} przenosi z Bocznicy na swój stos Na Torach {count} karty."),
    "cardgame.event.moved_to_tracks_cards": "Na twój stos Na Torach trafia: {cards}.",
    "cardgame.event.deck_reshuffled": _n(
        "Wszystkie karty Pociągów poza kartami na rękach przetasowano w nową talię ({cards} "
        "karta): zaczyna się drugie przejście przez talię.",
        "Wszystkie karty Pociągów poza kartami na rękach przetasowano w nową talię ({cards} "
        "karty): zaczyna się drugie przejście przez talię.",
        "Wszystkie karty Pociągów poza kartami na rękach przetasowano w nową talię ({cards} "
        "kart): zaczyna się drugie przejście przez talię.",
        "Wszystkie karty Pociągów poza kartami na rękach przetasowano w nową talię ({cards} "
        "karty): zaczyna się drugie przejście przez talię.", "cards"),
    "cardgame.event.dealt": "Rozdano z nowej talii: {deals}.",
    "cardgame.event.dealt_cards": "Dostajesz: {cards}.",
    "cardgame.event.scoring": "Punktacja {number}: stosy Na Torach zostają odkryte "
                              "i realizują te Bilety.",
    "cardgame.event.scoring_player": _n("{player}: {count} zrealizowany Bilet, {points}.",
                                        "{player}: {count} zrealizowane Bilety, {points}.",
                                        "{player}: {count} zrealizowanych Biletów, {points}.",
                                        "{player}: {count} zrealizowanego Biletu, {points}."),

    # --- refusals ---
    "cardgame.error.cards_not_in_hand": "Nie masz tych kart na ręce.",
    "cardgame.error.deck_empty": "Talia Pociągów się wyczerpała: nie można już dobierać kart "
                                 "Pociągów, także odkrytych. Zagraj na Bocznicę albo dobierz "
                                 "Bilety.",
    "cardgame.error.bad_siding_play": "Zagranie na Bocznicę wymaga podania liczby kart "
                                      "każdego koloru.",
    "cardgame.error.run_needs_colour": "Sekwens wymaga co najmniej jednej karty swojego "
                                       "koloru; samych Lokomotyw nie można zagrać.",
    "cardgame.error.run_too_short": "Sekwens w jednym kolorze wymaga co najmniej tylu kart: "
                                    "{min} (mogą w nim być Lokomotywy).",
    "cardgame.error.locomotive_in_mixed_play": "Zagranie kart w różnych kolorach nie może "
                                               "zawierać Lokomotywy: Lokomotywy można "
                                               "dołączyć tylko do sekwensu w jednym kolorze.",
    "cardgame.error.bad_mixed_play": "Karty w różnych kolorach zagrywa się dokładnie po "
                                     "{cards} naraz, po jednej z każdego koloru.",
    "cardgame.error.colour_on_own_siding": "Na twojej Bocznicy jest już rząd w tym kolorze "
                                           "({colour_m}). Ten kolor możesz zagrać ponownie, gdy "
                                           "te karty ją opuszczą.",
    "cardgame.error.colour_held": _n(
        "{holder} ma w rzędzie tego koloru ({colour}) {have} kartę: ten kolor możesz zagrać "
        "tylko większą liczbą kart (Lokomotywy w sekwensie się liczą), a zagrywasz ich "
        "{played}.",
        "{holder} ma w rzędzie tego koloru ({colour}) {have} karty: ten kolor możesz zagrać "
        "tylko większą liczbą kart (Lokomotywy w sekwensie się liczą), a zagrywasz ich "
        "{played}.",
        "{holder} ma w rzędzie tego koloru ({colour}) {have} kart: ten kolor możesz zagrać "
        "tylko większą liczbą kart (Lokomotywy w sekwensie się liczą), a zagrywasz ich "
        "{played}.",
        "{holder} ma w rzędzie tego koloru ({colour}) {have} karty: ten kolor możesz zagrać "
        "tylko większą liczbą kart (Lokomotywy w sekwensie się liczą), a zagrywasz ich "
        "{played}.",
        "have"),
    "cardgame.error.one_count_per_colour": "Podaj tylko jedną liczbę kart w tym kolorze "
                                           "({colour_m}).",
    "cardgame.error.ticket_printed_twice": "Bilet „{ticket}” jest wydrukowany dwukrotnie; "
                                           "wskaż, o który chodzi: {options}.",

    # --- status, hand, final tally ---
    "cardgame.status.run": "Przejście przez talię Pociągów: {run} z {runs}.",
    "cardgame.status.last_turns": "Ostatnie tury: jeszcze {turns}.",
    "cardgame.status.player": "{marker} {player}: {points}, {cards}, {tickets}, Na Torach: "
                              "{tracks}, zrealizowane: {completed} · Bocznica: {siding}",
    "cardgame.hand.ticket": "  • {ticket}: {needs}",
    "cardgame.hand.no_tickets": "Nie masz żadnych Biletów.",
    "cardgame.hand.completed": "Zrealizowane: {tickets}.",
    "cardgame.hand.offered": "Wybierz Bilety, które zatrzymasz (co najmniej {keep_min}); "
                             "użyj menu albo wpisz /ttr zatrzymaj {example}",
    "cardgame.hand.offered_any": "Wybierz Bilety, które zatrzymasz (dowolną liczbę, nawet "
                                 "żadnego); użyj menu albo wpisz /ttr zatrzymaj {example} (albo "
                                 "/ttr zatrzymaj żadnego)",
    "cardgame.hand.ticket_offered": "  ? {ticket}: {needs}",
    "cardgame.hand.siding": "Twoja Bocznica: {siding}.",
    "cardgame.hand.pile_visible": _n("Twój stos Na Torach ({count} karta): {cards}.",
                                     "Twój stos Na Torach ({count} karty): {cards}.",
                                     "Twój stos Na Torach ({count} kart): {cards}.",
                                     "Twój stos Na Torach ({count} karty): {cards}."),
    "cardgame.hand.pile_hidden": _n(
        "Twój stos Na Torach: {count} karta, zakryta; nikt nie może jej oglądać, ty też nie.",
        "Twój stos Na Torach: {count} karty, zakryte; nikt nie może ich oglądać, ty też nie.",
        "Twój stos Na Torach: {count} kart, zakrytych; nikt nie może ich oglądać, ty też "
        "nie.",
        "Twój stos Na Torach: {count} karty, zakryte; nikt nie może ich oglądać, ty też "
        "nie."),
    "cardgame.hand.how_to_play": "Aby zagrać na Bocznicę, wybierz karty w menu albo wpisz /ttr "
                                 "zagraj 3 zielone 1 lokomotywa (sekwens) lub /ttr zagraj "
                                 "niebieska czerwona żółta (3 kolory).",
    "cardgame.hand.cannot_play": "Żadnej ze swoich kart nie możesz teraz zagrać na Bocznicę: "
                                 "dobierz karty albo Bilety.",
    "cardgame.final.player": "{rank}. {player}: {points} (Bilety {tickets}, {bonus})",
    "cardgame.final.big_cities": "Wielkie Miasta {points}: {cities}",
    "cardgame.final.no_big_city": "bez Wielkiego Miasta",
    "cardgame.final.ticket_done": "  ✓ {ticket}, karty: {cards}",
    "cardgame.final.ticket_done_at": "  ✓ {ticket}, karty: {cards} (punktacja {number})",
    "cardgame.final.unused": "  Niewykorzystane Na Torach: {cards}",

    # --- buttons, menus, commands ---
    "cardgame.button.tickets": "Dobierz 4 Bilety",
    "cardgame.button.pass": "Pasuj",
    "cardgame.menu.keep_any": "Wybierz Bilety do zatrzymania (dowolna liczba)",
    "cardgame.menu.play": "Zagraj na Bocznicę: jeden kolor (i Lokomotywy) albo 3 kolory",
    "cmd.play": "Gra karciana: zagraj karty na Bocznicę, np. 3 zielone 1 lokomotywa albo "
                "niebieska czerwona żółta",
    "cmd.play.cards": "Sekwens w jednym kolorze (mogą dołączyć Lokomotywy) albo 3 różne "
                      "kolory",

    # --- rules ---
    "cardgame.rules.header": "**{game}**: od {min} do {max} graczy. Karty Pociągów: {deck} "
                             "(po {per_colour} w każdym z 8 kolorów i Lokomotywy: "
                             "{locomotives}), Bilety Docelowe: {tickets}, premiowe karty "
                             "Wielkich Miast: {cities}.",
    "cardgame.rules.setup": "Przygotowanie: każdy gracz dostaje najpierw {locomotives}, potem "
                            "{hand_cards} z przetasowanej talii; odkrytych kart jest {face_up}. "
                            "Każdy dostaje {tickets_count} i zatrzymuje co najmniej {keep} (może "
                            "wszystkie); pozostałe wtasowuje się z powrotem do talii Biletów.",
    "cardgame.rules.siding_and_pile": "Każdy gracz ma Bocznicę (odkryte rzędy kart, jeden "
                                      "rząd na kolor) i stos Na Torach, zakryty i tajny dla "
                                      "wszystkich, także dla właściciela: widzisz tylko jego "
                                      "wielkość.",
    "cardgame.rules.variant": "Wariant dla początkujących (opcja własny-stos przy otwieraniu "
                              "stołu): każdy może przeglądać swój stos (/ttr ręka).",
    "cardgame.rules.phase_one": "Tura zaczyna się od przeniesienia wierzchniej karty "
                                "z każdego rzędu twojej Bocznicy na twój stos Na Torach "
                                "(w pierwszej turze i przy pustej Bocznicy nic się nie "
                                "przenosi).",
    "cardgame.rules.phase_two": "Potem wykonaj dokładnie jedną akcję: dobierz karty "
                                "Pociągów (/ttr dobierz), zagraj na Bocznicę (/ttr zagraj) "
                                "albo dobierz Bilety Docelowe (/ttr bilety).",
    "cardgame.rules.draw": "Dobieranie: dwie karty, każda odkryta albo z talii. Odkryta "
                           "Lokomotywa liczy się jak obie karty (weź ją jako pierwszą, "
                           "a dobieranie się kończy; nigdy nie może być drugą); Lokomotywa "
                           "z talii liczy się jako jedna. Trzy odkryte Lokomotywy nie "
                           "powodują wymiany rzędu.",
    "cardgame.rules.decision_second_card": "Nasza decyzja: drugą kartę trzeba wziąć, jeśli się "
                                           "da; jeśli nie (zostały tylko odkryte Lokomotywy), "
                                           "dobieranie kończy się po jednej karcie.",
    "cardgame.rules.play": "Zagrywanie na Bocznicę: sekwens kart w jednym kolorze, co "
                           "najmniej {min} (mogą do niego dołączyć Lokomotywy, leżące na "
                           "wierzchu), albo karty w różnych kolorach, dokładnie {mixed}, każda "
                           "w innym kolorze, bez Lokomotywy. Nie możesz zagrać koloru, który "
                           "już jest na twojej Bocznicy, dopóki te karty jej nie opuszczą.",
    "cardgame.rules.decision_run": "Nasza decyzja: sekwens wymaga co najmniej jednej karty "
                                   "swojego koloru; same Lokomotywy nie tworzą sekwensu.",
    "cardgame.rules.robbing": "Rabunek pociągów: kolor, który inny gracz ma na swojej "
                              "Bocznicy, możesz zagrać tylko większą liczbą kart, niż jest "
                              "w jego rzędzie; jego rząd zostaje wtedy odrzucony.",
    "cardgame.rules.decision_robbing": "Nasze decyzje: do wielkości rzędu liczą się jego "
                                       "Lokomotywy, także przy rabunku; obrabowany rząd "
                                       "odrzuca się w całości, razem z Lokomotywami; "
                                       "Lokomotywy leżą na wierzchu rzędu, więc pierwsze "
                                       "trafiają na stos.",
    "cardgame.rules.tickets": "Dobieranie Biletów: dobierz je (łącznie {count}) i zatrzymaj "
                              "dowolną liczbę (nawet żadnego); pozostałe trafiają na spód "
                              "talii Biletów.",
    "cardgame.rules.end": "Kto weźmie ostatnią kartę Pociągu z talii (dobierając ją albo "
                          "odkrywając, by uzupełnić rząd odkrytych), kończy na niej dobieranie: "
                          "nie bierze drugiej karty. Od tej chwili nikt nie dobiera kart "
                          "Pociągów, także odkrytych: każdy gracz, również ten, kto wziął "
                          "ostatnią kartę, rozgrywa jeszcze jedną turę, w której zagrywa karty na "
                          "Bocznicę albo dobiera Bilety.",
    "cardgame.rules.decision_run_out": "Nasza decyzja, zgodna z instrukcją: przy 4 graczach to "
                                       "samo dotyczy tur przed punktacją w połowie gry; pozostałe "
                                       "odkryte karty leżą nieużyte i trafiają do nowej talii.",
    "cardgame.rules.scoring": "Punktacja: stos Na Torach każdego gracza realizuje jego "
                              "Bilety: Bilet wymaga kart według swoich kolorowych kółek, "
                              "każda karta służy jednemu Biletowi, Lokomotywy są dzikimi "
                              "kartami. Zrealizowane Bilety dają swoje punkty i są pokazywane "
                              "razem z użytymi kartami.",
    "cardgame.rules.one_pass": "Przy {players} graczach gra kończy się po tej punktacji.",
    "cardgame.rules.two_passes": "Przy {players} graczach talii używa się dwa razy: po "
                                 "pierwszej punktacji zrealizowane Bilety odkłada się na bok; "
                                 "niezrealizowane Bilety i karty na rękach zostają; wszystkie "
                                 "pozostałe karty Pociągów tasuje się w nową talię i każdy "
                                 "gracz dostaje: {deal}. Gdy i ta talia się wyczerpie, druga "
                                 "punktacja dolicza nowo zrealizowane Bilety.",
    "cardgame.rules.decision_reshuffle": "Nasza decyzja: przy tym tasowaniu odkryte karty "
                                         "też trafiają do nowej talii, a rozdawanie i gra "
                                         "zaczynają się od gracza siedzącego po tym, który "
                                         "grał ostatni.",
    "cardgame.rules.big_cities": "Na koniec niezrealizowane Bilety odejmują swoje punkty. "
                                 "Wielkie Miasta ({cities}): premię miasta dostaje gracz "
                                 "z największą liczbą zrealizowanych Biletów z tym miastem "
                                 "(co najmniej jednym; przy remisie wszyscy remisujący); "
                                 "Bilet z dwoma Wielkimi Miastami liczy się dla obu.",
    "cardgame.rules.big_city": "{city} {points}",
    "cardgame.rules.ties": "Przy remisie decyduje najwięcej zrealizowanych Biletów, potem "
                           "najwięcej kart Wielkich Miast.",
    "cardgame.rules.decision_pass": "Nasza decyzja: gracz bez dozwolonego ruchu pasuje "
                                    "(/ttr pas).",
    "cardgame.rules.decision_scoring": "Nasza decyzja: przy punktacji wybieramy każdemu "
                                       "graczowi Bilety warte najwięcej punktów, które jego "
                                       "stos może zrealizować.",
    "cardgame.rules.ticket_source": "Uwaga: nasza lista Biletów (łącznie {tickets}) pochodzi "
                                    "z jednego publicznego źródła i nie dało się jej "
                                    "sprawdzić karta po karcie z wydrukowanymi kartami.",
    "cardgame.rules.commands": "Polecenia: /ttr dobierz czerwona, /ttr dobierz talia, /ttr zagraj "
                               "3 zielone 1 lokomotywa, /ttr zagraj niebieska czerwona żółta, "
                               "/ttr bilety, /ttr zatrzymaj chicago-dallas (albo żadnego), /ttr "
                               "pas.",

    **{f"picture.{key}": text for key, text in PICTURE.items()},

    # --- liga: rankingi, statystyki, historia, powtórki --------------------------------
    "league.computer": "Komputer ({level})",
    "stats.all_games": "wszystkie gry",
    "stats.none": "{player} nie ma jeszcze ukończonych gier na tym serwerze ({game}).",
    "stats.header": "Statystyki gracza {player} na tym serwerze: {game}",
    "stats.games": _n("{count} gra, wygrane: {wins} ({rate})",
                      "{count} gry, wygrane: {wins} ({rate})",
                      "{count} gier, wygrane: {wins} ({rate})",
                      "{count} gry, wygrane: {wins} ({rate})"),
    "stats.scores": "Średnio {average} pkt, najlepiej {best}",
    "stats.tickets": "Zrealizowane bilety: {rate} ({completed} z {held})",
    "stats.longest": "Premie za najdłuższą trasę: {count}",
    "stats.favourite": "Ulubiona gra: {game}",
    "stats.rating": _n("Ranking w grze {game}: {rating} (siła {mu} ± {sigma}, {count} gra "
                       "rankingowa)",
                       "Ranking w grze {game}: {rating} (siła {mu} ± {sigma}, {count} gry "
                       "rankingowe)",
                       "Ranking w grze {game}: {rating} (siła {mu} ± {sigma}, {count} gier "
                       "rankingowych)",
                       "Ranking w grze {game}: {rating} (siła {mu} ± {sigma}, {count} gry "
                       "rankingowej)"),
    "leaderboard.header": "Ranking: {game} (strona {page} z {pages})",
    "leaderboard.empty": "Nikt tutaj nie rozegrał jeszcze minimalnej liczby gier rankingowych "
                         "({min}) w grze {game}.",
    "leaderboard.line": _n("{place}. {player}: {rating} (siła {mu} ± {sigma}, {count} gra)",
                           "{place}. {player}: {rating} (siła {mu} ± {sigma}, {count} gry)",
                           "{place}. {player}: {rating} (siła {mu} ± {sigma}, {count} gier)",
                           "{place}. {player}: {rating} (siła {mu} ± {sigma}, {count} gry)"),
    "leaderboard.provisional": "Jeszcze bez miejsca: {players}.",
    "leaderboard.provisional_one": _n(
        "{player} (jeszcze 1 gra rankingowa)", "{player} (jeszcze {count} gry rankingowe)",
        "{player} (jeszcze {count} gier rankingowych)",
        "{player} (jeszcze {count} gry rankingowej)"),
    "leaderboard.rule": "Kolejność według rankingu = siła − 3 × niepewność; minimalna liczba "
                        "gier rankingowych: {min}.",
    "button.previous": "◀ Poprzednia",
    "button.next": "Następna ▶",
    "button.hide_computers": "Ukryj komputery",
    "button.show_computers": "Pokaż komputery",
    "button.rematch": "Rewanż",
    "history.none": "Na tym serwerze nie ma jeszcze ukończonych gier.",
    "history.header": "Ukończone gry na tym serwerze (strona {page} z {pages}):",
    "history.line": "#{game} · {date} · {name} · {scores} · zwycięzca: {winner} · "
                    "/ttr league powtórka {game} · /ttr league eksport {game}",
    "log.header": "Ruchy gry nr {game} (strona {page} z {pages}):",
    "log.none": "Jeszcze nie było ruchów.",
    "log.line": "{number}. {text}",
    "replay.ready": "Powtórka gry nr {game}:",
    "replay.posted": "{player} udostępnia powtórkę gry nr {game}:",
    "button.post_replay": "Wyślij na kanał",
    "export.ready": "Gra nr {game} jako plik. Odtworzysz ją poleceniem: python -m "
                    "engine.replay {file}",
    "forget.ask": _n(
        "To usunie twoje rankingi, ich historię i statystyki na wszystkich serwerach, a w"
        " twojej {count} ukończonej grze pojawi się neutralna nazwa. Nie da się tego "
        "cofnąć: potwierdź przyciskiem.",
        "To usunie twoje rankingi, ich historię i statystyki na wszystkich serwerach, a w"
        " twoich {count} ukończonych grach pojawi się neutralna nazwa. Nie da się tego "
        "cofnąć: potwierdź przyciskiem.",
        "To usunie twoje rankingi, ich historię i statystyki na wszystkich serwerach, a w"
        " twoich {count} ukończonych grach pojawi się neutralna nazwa. Nie da się tego "
        "cofnąć: potwierdź przyciskiem.",
        "To usunie twoje rankingi, ich historię i statystyki na wszystkich serwerach, a w"
        " twoich {count} ukończonych grach pojawi się neutralna nazwa. Nie da się tego "
        "cofnąć: potwierdź przyciskiem.",
    ),
    "button.forget": "Zapomnij mnie",
    "forget.done": _n("Twoje rankingi i statystyki zostały usunięte. W {count} twojej grze "
                      "twoje miejsce ma teraz neutralną nazwę.",
                      "Twoje rankingi i statystyki zostały usunięte. W {count} twoich grach "
                      "twoje miejsce ma teraz neutralną nazwę.",
                      "Twoje rankingi i statystyki zostały usunięte. W {count} twoich grach "
                      "twoje miejsce ma teraz neutralną nazwę.",
                      "Twoje rankingi i statystyki zostały usunięte. W {count} twoich grach "
                      "twoje miejsce ma teraz neutralną nazwę."),
    "lobby.rematch": "{host} otwiera rewanż za grę nr {game} ({name}) z tymi samymi "
                     "graczami. Gospodarz rozpoczyna go poleceniem /ttr rozpocznij.",
    "error.unknown_league_player": "Nie znam gracza „{player}” na tym serwerze.",
    "error.no_such_game": "Na tym serwerze nie ma gry nr {game}.",
    "error.game_not_finished": "Gra nr {game} jeszcze się nie skończyła.",
    "error.log_broken": "Ruchów gry nr {game} nie da się odtworzyć.",
    "error.replay_failed": "Nie udało się narysować powtórki gry nr {game}.",
    "error.forget_in_game": "Najpierw opuść albo zakończ swoje trwające gry (/ttr odejdź, "
                            "/ttr przerwij), potem spróbuj ponownie.",
    "cmd.league": "Rankingi, statystyki, historia, powtórki i eksporty tego serwera",
    "cmd.settings": "Ustawienia stołów gry na tym serwerze (administrator serwera)",
    "cmd.threads": "Czy każda nowa gra dostaje własny wątek (administrator serwera)",
    "cmd.limits": "Ile otwartych stołów może mieć jedna osoba i ten serwer (zarządca serwera)",
    "cmd.limits.per_person": "otwarte stoły, które może prowadzić jedna osoba",
    "cmd.limits.per_server": "otwarte stoły na tym serwerze",
    "cmd.threads.threads": "włączone lub wyłączone",
    "cmd.stats": "Statystyki i ranking gracza na tym serwerze",
    "cmd.stats.user": "Gracz (ty, jeśli puste)",
    "cmd.stats.map": "Tylko ta gra",
    "cmd.leaderboard": "Najlepsi gracze serwera według rankingu",
    "cmd.leaderboard.map": "Gra",
    "cmd.leaderboard.page": "Numer strony",
    "cmd.history": "Ukończone gry na serwerze",
    "cmd.history.page": "Numer strony",
    "cmd.log": "Dotychczasowe ruchy gry na tym kanale (widzisz je tylko ty)",
    "cmd.log.page": "Numer strony",
    "cmd.replay": "Animowana powtórka ukończonej gry",
    "cmd.replay.game": "Numer gry (zobacz /ttr league historia)",
    "cmd.export": "Ukończona gra jako plik, który każdy może odtworzyć",
    "cmd.export.game": "Numer gry (zobacz /ttr league historia)",
    "cmd.forget-me": "Usuń swoje rankingi i statystyki",
    "picture.rating_title": "Ranking w czasie",
    "picture.rating_mu": "siła",
    "picture.rating_conservative": "ranking",
    "permission.create_private_threads": "Tworzenie wątków prywatnych",
    "daily.intro": "Wyzwanie dnia {day}: {game}, {player} przeciw komputerowi (poziom {level}). "
                   "Wszyscy na tym serwerze dostają dziś to samo rozdanie; wyniki pokaże "
                   "/ttr league wyniki-dnia.",
    "daily.opened": "Twoje wyzwanie dnia ({game}) jest rozdane w {place}: widzisz je tylko ty.",
    "daily.thread": "Wyzwanie {game} {day}",
    "daily.streak": _n("Twoja seria: {count} dzień z rzędu.", "Twoja seria: {count} dni z rzędu.",
                       "Twoja seria: {count} dni z rzędu.", "Twoja seria: {count} dnia z rzędu."),
    "daily.none": "Nikt jeszcze nie zagrał wyzwania dnia {day}.",
    "daily.header": "Wyzwanie dnia {day}: {game}",
    "daily.line": "{place}. {player}: {score} pkt, {margin} wobec komputera ({computer})",
    "daily.no_finished": "Jeszcze żadne wyzwanie nie zostało ukończone.",
    "daily.playing": "Jeszcze grają: {players}.",
    "daily.month_header": "Wyzwania dnia w miesiącu {month}: {game}",
    "daily.month_line": _n("{place}. {player}: pokonał(a) komputer w {beaten} z {count} dnia, "
                           "{margin} pkt wobec niego",
                           "{place}. {player}: pokonał(a) komputer w {beaten} z {count} dni, "
                           "{margin} pkt wobec niego",
                           "{place}. {player}: pokonał(a) komputer w {beaten} z {count} dni, "
                           "{margin} pkt wobec niego",
                           "{place}. {player}: pokonał(a) komputer w {beaten} z {count} dnia, "
                           "{margin} pkt wobec niego"),
    "daily.month_none": "W tym miesiącu nie ukończono jeszcze żadnego wyzwania.",
    "daily.channel_set": "{player} wybrał(a) {place} na wyniki wyzwania dnia: wyniki każdego "
                         "dnia pojawią się tam, gdy dzień (UTC) się skończy.",
    "daily.channel_off": "{player} wyłączył(a) publikowanie wyników wyzwania dnia.",
    "daily.posted": "Wyzwanie dnia {day} dobiegło końca. Wyniki:",
    "daily.replays": "Powtórki (/ttr league powtórka <numer>): {games}",
    "error.daily_played": "Dzisiejsze wyzwanie dnia w grze {game} masz już za sobą; nowe będzie "
                          "jutro (UTC). Zobacz /ttr league wyniki-dnia.",
    "error.daily_busy": "Miejsce twojego wyzwania zajmuje jeszcze wcześniejsza gra: najpierw ją "
                        "zakończ (tam /ttr przerwij).",
    "error.daily_no_permission": "Nie mogę tu otworzyć twojego prywatnego wątku na wyzwanie "
                                 "dnia. Potrzebuję: {permissions}.",
    "error.daily_no_thread": "Wyzwanie dnia rozgrywa się w prywatnym wątku: wpisz /ttr league "
                             "wyzwanie-dnia "
                             "na kanale tekstowym serwera.",
    "error.daily_bad_day": "„{day}” to nie dzień: zapisz go jako 2026-11-27 (miesiąc jako "
                           "2026-11).",
    "error.daily_bad_channel": "„{channel}” to nie kanał: podaj go jako #kanał.",
    "error.daily_not_over": "Gra nr {game} to wyzwanie dnia: jej powtórka otworzy się, gdy "
                            "dzień (UTC) się skończy.",
    "cmd.daily": "Dzisiejsze wyzwanie dnia: rozdanie serwera przeciw trudnemu komputerowi",
    "cmd.daily.map": "Gra (puste: USA)",
    "cmd.daily-results": "Ranking wyzwania dnia za jeden dzień i twoja seria",
    "cmd.daily-results.map": "Tylko ta gra",
    "cmd.daily-results.day": "Dzień, jako 2026-11-27 (puste: dziś)",
    "cmd.daily-month": "Miesięczna tabela wyzwania dnia",
    "cmd.daily-month.map": "Tylko ta gra",
    "cmd.daily-month.month": "Miesiąc, jako 2026-11 (puste: ten miesiąc)",
    "cmd.daily-channel": "Gdzie publikować wyniki wyzwania dnia (zarządca serwera)",
    "cmd.daily-channel.channel": "Kanał (puste: ten; off: wyłącz)",
    "season.empty": "W tym sezonie nikt jeszcze nie ukończył żadnej gry.",
    "season.line": _n("{place}. {player}: wygrane {wins} z {count} gry, średnio {average} pkt",
                      "{place}. {player}: wygrane {wins} z {count} gier, średnio {average} pkt",
                      "{place}. {player}: wygrane {wins} z {count} gier, średnio {average} pkt",
                      "{place}. {player}: wygrane {wins} z {count} gier, średnio {average} pkt"),
    "season.header": "Sezon {number} gry {game}, od {since}:",
    "season.ends": "Kończy się {date} (UTC).",
    "season.all_time": "Rankingi z całego czasu: /ttr league ranking z opcją cały-czas",
    "season.started": "{player} rozpoczął(-ęła) sezon {number} gry {game}: ranking pokazuje "
                      "jego tabelę do jego końca.",
    "season.role": "Zwycięzca dostanie rolę {role}.",
    "season.over": "Sezon {number} gry {game} dobiegł końca. Tabela końcowa:",
    "season.winner": "Zwycięzca sezonu: {player}!",
    "season.role_unavailable": "Roli {role} nie da się tu nadać; zwycięzca jest zapisany.",
    "season.role_given": "{player} ma teraz rolę {role}.",
    "season.role_not_allowed": "Nie mogę nadać roli {role} (potrzebuję Zarządzania rolami i roli "
                               "wyższej od niej); zwycięzca jest zapisany.",
    "season.role_failed": "Nadanie roli {role} graczowi {player} nie powiodło się; zwycięzca "
                          "jest zapisany.",
    "season.kept": "Sezon {number} gry {game} ({since} – {until}), tabela końcowa:",
    "season.no_history": "Na tym serwerze nie zakończył się jeszcze żaden sezon gry {game}.",
    "season.history": "Zakończone sezony gry {game} (/ttr league sezon-historia <numer> pokaże "
                      "tabelę):",
    "season.history_line": "Sezon {number} · {since} – {until} · zwycięzca: {winner}",
    "error.season_running": "Sezon gry {game} już trwa: najpierw zakończ go poleceniem /ttr "
                            "league sezon-koniec.",
    "error.season_none": "Nie trwa żaden sezon gry {game}.",
    "error.season_unknown": "Na tym serwerze nie ma zakończonego sezonu {season} gry {game}.",
    "error.season_bad_days": "Sezon trwa od 1 do {most} dni, nie „{days}”.",
    "error.season_bad_role": "„{role}” to nie rola.",
    "cmd.season-start": "Rozpocznij sezon gry (zarządca serwera)",
    "cmd.season-start.map": "Gra (puste: USA)",
    "cmd.season-start.days": "Ile dni trwa (puste: do zakończenia)",
    "cmd.season-start.role": "Rola dla zwycięzcy",
    "cmd.season-end": "Zakończ trwający sezon i opublikuj tabelę (zarządca serwera)",
    "cmd.season-end.map": "Gra (puste: USA)",
    "cmd.season-history": "Zakończone sezony serwera albo tabela jednego sezonu",
    "cmd.season-history.map": "Gra (puste: USA)",
    "cmd.season-history.season": "Numer sezonu",
    "cmd.leaderboard.all_time": "Rankingi z całego czasu także w trakcie sezonu",
    "away.set": _n("Nie ma cię do {until}: od teraz komputer gra za ciebie w twojej {count} grze. "
                   "Po powrocie wpisz /ttr settings powrót.",
                   "Nie ma cię do {until}: od teraz komputer gra za ciebie w twoich {count} grach. "
                   "Po powrocie wpisz /ttr settings powrót.",
                   "Nie ma cię do {until}: od teraz komputer gra za ciebie w twoich {count} grach. "
                   "Po powrocie wpisz /ttr settings powrót.",
                   "Nie ma cię do {until}: od teraz komputer gra za ciebie w twoich {count} grach. "
                   "Po powrocie wpisz /ttr settings powrót."),
    "away.back": _n("Witaj z powrotem: twoje miejsce w {count} grze znów jest twoje.",
                    "Witaj z powrotem: twoje miejsca w {count} grach znów są twoje.",
                    "Witaj z powrotem: twoje miejsca w {count} grach znów są twoje.",
                    "Witaj z powrotem: twoje miejsca w {count} grach znów są twoje."),
    "away.table": "{player} jest nieobecny(-a) do {until}: w tym czasie gra za niego/nią komputer.",
    "away.table_back": "{player} wrócił(a) i znów sam(a) wykonuje swoje ruchy.",
    "digest.on": "Raz dziennie wyślę ci prywatną wiadomość z listą gier czekających na twój ruch.",
    "digest.off": "Dzienne podsumowanie wyłączone.",
    "digest.header": _n("Na twój ruch czeka {count} gra:", "Na twój ruch czekają {count} gry:",
                        "Na twój ruch czeka {count} gier:", "Na twój ruch czeka {count} gry:"),
    "digest.line": "nr {game} ({name}): {place}",
    "error.away_bad_duration": "„{duration}” to nie czas nieobecności: zapisz go jako 30m, 12h, "
                               "2d lub 1w (od minuty do 30 dni).",
    "cmd.away": "Nieobecność: komputer wykonuje twoje ruchy we wszystkich grach",
    "cmd.away.duration": "Jak długo: 30m, 12h, 2d, 1w (do 30 dni)",
    "cmd.back": "Powrót: twoje miejsca znów są twoje",
    "cmd.digest": "Dzienna prywatna wiadomość z grami czekającymi na twój ruch",
    "cmd.digest.digest": "włącz lub wyłącz",
    "predict.button": "Wygra {player}",
    "predict.ask": "Kto wygra grę nr {game}? Typuj, póki gra jest w pierwszej tercji; trafne "
                   "typy liczą się w /ttr league typy.",
    "predict.made": "Typujesz, że grę nr {game} wygra {player}. Możesz to zmienić, póki typy "
                    "są otwarte.",
    "predictions.header": "Typy na tym serwerze (strona {page} z {pages}):",
    "predictions.line": _n("{place}. {player}: trafne {correct} z {count} typu",
                           "{place}. {player}: trafne {correct} z {count} typów",
                           "{place}. {player}: trafne {correct} z {count} typów",
                           "{place}. {player}: trafne {correct} z {count} typu"),
    "predictions.none": "Nie rozliczono tu jeszcze żadnego typu.",
    "error.predict_closed": "Typy na tę grę są zamknięte: są otwarte tylko w jej pierwszej "
                            "tercji.",
    "error.predict_people_only": "Typować można tylko gry co najmniej dwóch osób.",
    "error.predict_player": "Grasz w tej grze: typy są dla widzów.",
    "cmd.predict": "Wytypuj zwycięzcę gry na tym kanale (widzowie, pierwsza tercja)",
    "cmd.predict.player": "Gracz, który według ciebie wygra (puste: przyciski)",
    "cmd.predictions": "Tabela trafnych typów na tym serwerze",
    "cmd.predictions.page": "Numer strony",
    "lobby.away_hold": "Gdy gracza nie ma (/ttr settings nieobecność), stół na niego czeka: jego "
                       "czas "
                       "na ruch jest wstrzymany.",
    "away.table_hold": "{player} jest nieobecny(-a) do {until}: stół czeka, czas na ruch "
                       "wstrzymany.",
    "choice.away.play": "Gra za niego komputer",
    "choice.away.hold": "Wstrzymaj jego czas na ruch",
    "cmd.new.away": "Gdy gracza nie ma: gra za niego komputer albo czas czeka",
    # --- tournaments (/ttr league tournament-...) ---
    "cmd.tournament-create": "Otwórz turniej na tym kanale (dołączasz jako pierwszy)",
    "cmd.tournament-create.map": "Gra przy każdym stole (usa, jeśli puste)",
    "cmd.tournament-create.format": "swiss (pary według tabeli; domyślnie) lub robin (każdy z "
                                    "każdym)",
    "cmd.tournament-create.rounds": "Liczba rund, 1-10 (jeśli puste: szwajcarski 3, "
                                    "każdy z każdym wszystkie potrzebne)",
    "cmd.tournament-create.size": "Miejsca przy każdym stole, 2-5 (resztę zajmie komputer)",
    "cmd.tournament-create.turn_limit": "Czas na ruch w jego grach, zanim zagra komputer (np. "
                                        "5m, 1h, off)",
    "cmd.tournament-create.level": "Jak dobrze grają komputery przy stołach",
    "cmd.tournament-join": "Dołącz do turnieju tego kanału przed jego startem",
    "cmd.tournament-start": "Rozpocznij turniej tego kanału (jego twórca lub administrator "
                            "serwera)",
    "cmd.tournament-status": "Turniej tego kanału: runda, stoły i tabela",
    "cmd.tournament-abort": "Zakończ turniej tego kanału bez wyniku (jego twórca lub "
                            "administrator serwera)",
    "help.example.tournament-create": "Przykład: /ttr league turniej-utwórz usa swiss 3 4 "
                                      "10m. Każdy stół daje punkt za każde miejsce, które "
                                      "skończyło za tobą. Przy remisie decyduje Buchholz "
                                      "(punkty wszystkich twoich rywali), potem mediana "
                                      "Buchholza (to samo bez najwyższego i najniższego), potem "
                                      "suma twoich wyników.",
    "help.example.tournament-status": "Przy remisie decyduje Buchholz (punkty wszystkich "
                                      "rywali), potem mediana Buchholza (to samo bez "
                                      "najwyższego i najniższego), potem suma wyników z gier.",
    "tournament.format.swiss": "system szwajcarski",
    "tournament.format.robin": "każdy z każdym",
    "tournament.created": "{player} otwiera turniej {number}: {game}, {format}, liczba rund: "
                          "{rounds}, stoły po {size}.",
    "tournament.how_to_join": "Dołącz przez /ttr league turniej-dołącz; twórca rozpocznie go "
                              "przez /ttr league turniej-rozpocznij.",
    "tournament.joined": "{player} dołącza do turnieju (graczy: {count}).",
    "tournament.aborted": "{player} kończy turniej {number} bez wyniku.",
    "tournament.status.lobby": "Turniej {number} ({game}, {format}) czeka na graczy: graczy "
                               "{count}, rund {rounds}.",
    "tournament.status.playing": "Turniej {number} ({game}, {format}): runda {round} z "
                                 "{rounds}, graczy {count}.",
    "tournament.status.finished": "Turniej {number} ({game}, {format}) zakończył się "
                                  "(liczba rund: {rounds}).",
    "tournament.status.aborted": "Turniej {number} ({game}) zakończono bez wyniku.",
    "tournament.players": "Gracze: {players}.",
    "tournament.table": "Stół {table} (gra {game}): {players} · {state}",
    "tournament.table.lobby": "jeszcze nie utworzony",
    "tournament.table.playing": "w grze",
    "tournament.table.finished": "zakończony",
    "tournament.table.aborted": "przerwany",
    "tournament.standings_header": "Tabela (miejsce. gracz: punkty · Buchholz · mediana "
                                   "Buchholza · wynik):",
    "tournament.standing": "{place}. {player}: {points} · {buchholz} · {median} · {score}",
    "tournament.tie_breaks": "Przy remisie decyduje Buchholz, potem mediana Buchholza, potem "
                             "wynik.",
    "tournament.finished": "Turniej {number} zakończony. Wygrywa {winner}!",
    "tournament.round": "Turniej {number}: zaczyna się runda {round} z {rounds}:",
    "tournament.thread": "Turniej {number} · runda {round} · stół {table}",
    "tournament.table_line": "Turniej {number}, runda {round}: stół {table}.",
    "tournament.table_begins": "Turniej {number}, runda {round}, stół {table}.",
    "tournament.time_up": "Czas rundy minął: tę grę dokończy komputer.",
    "tournament.column.place": "#",
    "tournament.column.player": "Gracz",
    "tournament.column.points": "Punkty",
    "tournament.column.buchholz": "Buchholz",
    "tournament.column.median": "Mediana",
    "tournament.column.score": "Wynik",
    "tournament.picture_title": "Turniej {number} · {game}",
    "tournament.more": "i jeszcze {count}",
    "error.no_tournament": "Na tym kanale nie ma turnieju. Otwórz go przez /ttr league "
                           "turniej-utwórz.",
    "error.not_tournament_creator": "Może to zrobić tylko twórca turnieju ({creator}) lub "
                                    "administrator serwera.",
    "error.tournament_exists": "Ten kanał ma już turniej. Dokończcie go albo jego twórca "
                               "zakończy go przez /ttr league turniej-przerwij.",
    "error.tournament_started": "Turniej już się zaczął.",
    "error.tournament_already_in": "Już jesteś w turnieju.",
    "error.tournament_full": "Turniej jest pełny (graczy: {max}).",
    "error.tournament_too_few": "Turniej potrzebuje co najmniej 2 graczy (ma {count}).",
    "error.bad_number": "„{value}” to nie liczba od {min} do {max} dla {option}.",
    "tournament.no_thread": "Stół {table}: nie udało się otworzyć wątku dla jego gry; bot "
                            "spróbuje ponownie za minutę.",
    "error.tournament_needs_threads": "Turniej rozgrywa każdy stół we własnym wątku, a wątki są "
                                      "na tym serwerze wyłączone (/ttr settings wątki on).",
    "cmd.tournament-create.round_limit": "Czas na rundę, po którym jej gry dokończy komputer "
                                         "(np. 1d, 12h; bez limitu, jeśli puste)",
    "tournament.round_limit": "Czas na rundę: {limit}; potem jej gry dokończy komputer.",
    "error.bad_round_limit": "„{value}” to nie czas na rundę: podaj liczbę z s, m, h lub d (od "
                             "30s do 7 dni) albo off.",
}
