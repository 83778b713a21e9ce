"""The rules of a board game in phrases, built from its rule set and map, our decisions
included (what /ttr rules says)."""

from __future__ import annotations

from engine import RULESETS, load_map

from ...i18n import ListOf, Phrase
from .words import city, count


def rules_phrases(game: str) -> list[Phrase]:
    rules = RULESETS[game]
    game_map = load_map(rules.map_id)
    ferries = any(t.is_ferry for t in game_map.routes)
    tunnels = any(t.tunnel for t in game_map.routes)
    out = [Phrase("rules.header", {"game": Phrase(f"game.{game}"),
                                   "min": rules.min_players, "max": rules.max_players,
                                   "trains": count("trains", rules.trains)})]
    out.append(Phrase("rules.turn_stations" if rules.stations else "rules.turn"))
    out.append(Phrase("rules.draw_locomotive_two" if rules.face_up_locomotive_counts_two
                      else "rules.draw_locomotive_one"))
    if rules.locomotive_reset_at is not None:
        out.append(Phrase("rules.reset", {"count": rules.locomotive_reset_at,
                                          "face_up": rules.face_up,
                                          "resets": rules.max_resets_in_a_row}))
    else:
        out.append(Phrase("rules.no_reset"))
    out.append(Phrase("rules.claim_any_locomotive" if rules.locomotives_on == "all"
                      else "rules.claim_locomotive_limited"))
    out.append(Phrase("rules.decision_payment"))
    for a, b, n in rules.any_cards_substitute:
        out.append(Phrase("rules.any_cards", {"a": city(game_map, a), "b": city(game_map, b),
                                              "count": n}))
    if ferries:
        out.append(Phrase("rules.ferries"))
        if rules.ferry_locomotive_substitute:
            out.append(Phrase("rules.ferry_substitute",
                              {"count": rules.ferry_locomotive_substitute}))
    if tunnels:
        out.append(Phrase("rules.tunnels"))
    if rules.stations:
        out.append(Phrase("rules.stations", {
            "stations": rules.stations,
            "costs": ListOf([str(c) for c in rules.station_costs]),
            "points": rules.station_points}))
    out.append(Phrase("rules.double_routes", {"players": rules.double_routes_min_players}))
    out.append(Phrase("rules.deck_empty"))
    initial = {"count": rules.initial_tickets, "keep": rules.initial_keep_min,
               "returned": Phrase(f"rules.returned_{rules.initial_returned}")}
    if rules.initial_long_tickets:
        out.append(Phrase("rules.tickets_start_long", {**initial,
                                                       "long": rules.initial_long_tickets}))
    else:
        out.append(Phrase("rules.tickets_start", initial))
    out.append(Phrase("rules.tickets_draw", {
        "count": rules.draw_tickets, "keep": rules.draw_keep_min,
        "returned": Phrase(f"rules.returned_{rules.draw_returned}")}))
    out.append(Phrase("rules.tickets_score"))
    points = [f"{length}→{p}" for length, p in sorted(rules.route_points.items())]
    out.append(Phrase("rules.route_points", {"table": ", ".join(points)}))
    out.append(Phrase("rules.end", {"trains": rules.last_round_trains}))
    if rules.longest_path_bonus:
        out.append(Phrase("rules.longest_bonus",
                          {"points": count("points", rules.longest_path_bonus)}))
    if rules.globetrotter_bonus:
        out.append(Phrase("rules.globetrotter_bonus",
                          {"points": count("points", rules.globetrotter_bonus)}))
    if rules.stations:
        out.append(Phrase("rules.station_scoring", {"points": rules.station_points}))
    out.append(Phrase("rules.ties", {"order": ListOf(
        [Phrase(f"rules.tie_{t}") for t in rules.tie_breakers], style="standard")}))
    out.append(Phrase("rules.decision_pass"))
    out.append(Phrase("rules.decisions_table"))
    return out
