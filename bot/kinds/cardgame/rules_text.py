"""The rules of the Card Game in phrases, built from its rule set and printed cards, with
our decisions where the scanned rulebook is unclear (what /ttr rules says)."""

from __future__ import annotations

from engine.cardgame import RULES, load_cardgame

from ...i18n import ListOf, Phrase
from ..board.words import count


def rules_phrases(game: str = "cardgame") -> list[Phrase]:
    """The Card Game's rules in short (it is the family's one game)."""
    data = load_cardgame()
    runs = sorted({n for n, r in RULES.deck_runs.items() if r == 1})
    twice = sorted(n for n, r in RULES.deck_runs.items() if r > 1)
    return [
        Phrase("cardgame.rules.header", {
            "game": Phrase("game.cardgame"), "min": RULES.min_players,
            "max": RULES.max_players, "deck": RULES.deck_size,
            "per_colour": RULES.cards_per_color, "locomotives": RULES.locomotive_cards,
            "tickets": len(data.tickets), "cities": len(data.big_cities)}),
        Phrase("cardgame.rules.setup", {
            "locomotives": (Phrase("card.locomotive") if RULES.starting_locomotives == 1
                            else Phrase("cards.locomotive",
                                        {"count": RULES.starting_locomotives})),
            "hand": RULES.initial_hand, "hand_cards": count("cards", RULES.initial_hand),
            "face_up": RULES.face_up, "tickets": RULES.initial_tickets,
            "tickets_count": count("tickets", RULES.initial_tickets),
            "keep": RULES.initial_keep_min}),
        Phrase("cardgame.rules.siding_and_pile"),
        Phrase("cardgame.rules.variant"),
        Phrase("cardgame.rules.phase_one"),
        Phrase("cardgame.rules.phase_two"),
        Phrase("cardgame.rules.draw"),
        Phrase("cardgame.rules.decision_second_card"),
        Phrase("cardgame.rules.play", {"min": RULES.min_run, "mixed": RULES.mixed_play}),
        Phrase("cardgame.rules.decision_run"),
        Phrase("cardgame.rules.robbing"),
        Phrase("cardgame.rules.decision_robbing"),
        Phrase("cardgame.rules.tickets", {"count": RULES.draw_tickets}),
        Phrase("cardgame.rules.end"),
        Phrase("cardgame.rules.decision_run_out"),
        Phrase("cardgame.rules.scoring"),
        Phrase("cardgame.rules.one_pass", {"players": ListOf([str(n) for n in runs],
                                                             style="or")}),
        Phrase("cardgame.rules.two_passes", {
            "players": ListOf([str(n) for n in twice], style="or"),
            "deal": Phrase("count.cards", {"count": RULES.reshuffle_deal})}),
        Phrase("cardgame.rules.decision_reshuffle"),
        Phrase("cardgame.rules.big_cities", {"cities": ListOf([
            Phrase("cardgame.rules.big_city", {"city": data.city_name(b.city),
                                               "points": b.points})
            for b in data.big_cities])}),
        Phrase("cardgame.rules.ties"),
        Phrase("cardgame.rules.decision_pass"),
        Phrase("cardgame.rules.decision_scoring"),
        Phrase("cardgame.rules.ticket_source", {"tickets": len(data.tickets)}),
        Phrase("cardgame.rules.commands"),
        Phrase("rules.decisions_table"),
    ]
