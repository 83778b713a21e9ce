"""Every UI word the pictures show, in one place, so that a translation is one mapping.

A render function takes `labels`, a mapping of some of these keys to translated text;
missing keys fall back to English. Values may hold `{name}` fields filled by `word()`.
City names are never translated: they stay as printed on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

from babel import Locale, UnknownLocaleError

ENGLISH: dict[str, str] = {
    "language": "en",
    # table
    "turn": "Turn {turn}",
    "to_play": "{name} to play",
    "choosing_tickets": "Players are choosing tickets",
    "deck": "Deck",
    "discard": "Discard",
    "ticket_deck": "Tickets",
    "face_up": "Face-up cards",
    "final_round": "Final round! {turns} turns left",
    "final_round#one": "Final round! {turns} turn left",
    "final_round_by": "{name} – trains left: {trains}",
    "game_over": "Game over",
    "last_move": "Last move",
    "move_claim": "{name} claimed {route}",
    "move_station": "{name} built a station in {city}",
    "move_draw": "{name} drew cards",
    "move_tickets": "{name} drew tickets",
    "move_withdraw": "{name} gave up the tunnel {route}",
    "move_pass": "{name} passed",
    "tunnel_pending": "Tunnel {route}: turned up",
    "tunnel_extra": "{extra} more to pay",
    # players
    "players": "Players",
    "score": "Score",
    # a count and its word: `counted()` picks the plural form `WORD#FORM` of the number
    # (CLDR: one, few, many, other) in the labels' `language`, else the word itself
    "trains": "trains",
    "trains#one": "train",
    "stations": "stations",
    "stations#one": "station",
    "cards": "cards",
    "cards#one": "card",
    "tickets": "tickets",
    "tickets#one": "ticket",
    # legend
    "legend": "Legend",
    "legend_space": "free track (colour and symbol)",
    "legend_gray": "gray: any one colour",
    "legend_claimed": "claimed: player colour, seat number",
    "legend_tunnel": "tunnel (thick dark border)",
    "legend_ferry": "ferry: locomotive needed",
    "legend_station": "station",
    "legend_last": "last move",
    # colours
    "color_purple": "purple",
    "color_blue": "blue",
    "color_orange": "orange",
    "color_white": "white",
    "color_green": "green",
    "color_yellow": "yellow",
    "color_black": "black",
    "color_red": "red",
    "color_gray": "gray",
    "color_locomotive": "locomotive",
    "player_color_0": "teal",
    "player_color_1": "violet",
    "player_color_2": "dark red",
    "player_color_3": "indigo",
    "player_color_4": "olive",
    # private picture
    "your_cards": "Your cards",
    "your_tickets": "Your tickets",
    "no_cards": "no cards",
    "no_tickets": "no tickets yet",
    "completed": "completed",
    "trains_needed": "{trains} trains needed",
    "unreachable": "cannot be completed",
    "offered": "Choose tickets (keep at least {keep})",
    "points": "{points} pts",
    "your_network": "Your network",
    "blocked": "blocked",
    # final picture
    "final_scores": "Final scores",
    "rank": "#",
    "player": "Player",
    "route_points": "Routes",
    "tickets_won": "Tickets won",
    "tickets_lost": "Tickets lost",
    "station_points": "Stations",
    "longest_bonus": "Longest",
    "globetrotter_bonus": "Globetrotter",
    "total": "Total",
    "longest_path": "Longest path: {length}",
    "score_race": "Points turn by turn",
    "borrowed_none": "no route borrowed",
    "winner": "Winner: {name}",
    # board titles: the bot fills them from its `game.<map>` messages
    "title_usa": "Ticket to Ride (USA)",
    "title_europe": "Ticket to Ride: Europe",
    "title_nordic": "Ticket to Ride: Nordic Countries",
    # card game
    "cardgame_title": "Ticket to Ride: The Card Game",
    "on_the_tracks": "kept for tickets",
    "completed_count": "{count} tickets done",
    "empty_siding": "nothing played yet",
    "big_cities": "Big cities",
    "last_turns": "Last turns! {turns} turns left",
    "last_turns#one": "Last turn! {turns} turn left",
    "last_turns#other": "Last turns! {turns} turns left",
    "siding_empty": "no cards on the siding",
    "last_turns_by": "{name} drew the last train card",
    "deck_pass": "Deck {run} of {runs}",
    "move_play": "{name} played:",
    "move_draw_cards": "{name} drew",
    "blind": "+{count} from the deck",
    "completed_tickets": "Completed tickets",
    "own_pile": "Your On-the-Tracks pile",
    "ticket_points": "Tickets",
    "big_city_points": "Big cities",
    "unused": "unused",
    # league: the rating chart and the replay's score race
    "rating_title": "Rating over time",
    "rating_mu": "skill",
    "rating_conservative": "rating",
}


def word(labels: Mapping[str, str] | None, key: str, **params: object) -> str:
    """The UI word `key` in the caller's language (English when missing), filled in."""
    text = (labels or {}).get(key) or ENGLISH[key]
    return text.format(**params) if params else text


def word_for(labels: Mapping[str, str] | None, key: str, count: int, **params: object) -> str:
    """The UI sentence `key` in the form the number `count` takes in the labels' language
    ("1 turn left", "2 turns left"), filled in."""
    labels = labels or {}
    form = _plural_form(labels.get("language") or ENGLISH["language"], count)
    text = (labels.get(f"{key}#{form}") or labels.get(key)
            or ENGLISH.get(f"{key}#{form}") or ENGLISH[key])
    return text.format(**params)


def counted(labels: Mapping[str, str] | None, key: str, count: int) -> str:
    """`count` followed by the word `key` in the form that number takes in the labels'
    language (`3 trains`, `1 train`; Czech `1 vagonek`, `3 vagonky`, `5 vagonků`)."""
    labels = labels or {}
    language = labels.get("language") or ENGLISH["language"]
    form = _plural_form(language, count)
    text = (labels.get(f"{key}#{form}") or labels.get(key)
            or ENGLISH.get(f"{key}#{form}") or ENGLISH[key])
    return f"{count} {text}"


@cache
def _plural_rule(language: str) -> Callable[[int], str]:
    try:
        return Locale.parse(language).plural_form
    except (ValueError, UnknownLocaleError):
        return Locale.parse("en").plural_form


def _plural_form(language: str, count: int) -> str:
    return _plural_rule(language)(abs(count))
