"""Which cards pay for a route, a tunnel's extra cards or a station.

A route of length L with f ferry (locomotive) spaces has n = L - f ordinary spaces.
An ordinary space takes a card of the paying colour, a locomotive where the rule set
lets locomotives pay for this route, or (a rule-set option for named routes) a group of
any q cards. A ferry space takes a locomotive or (a rule-set option) a group of any r
cards. A payment is valid when its cards can be split that way exactly.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .cards import COLORS, LOCOMOTIVE, Cards, total
from .maps import Track
from .rules import RuleSet


def locomotives_allowed(rules: RuleSet, track: Track) -> bool:
    """Whether locomotives may pay for this track's ordinary spaces."""
    return rules.locomotives_on == "all" or track.tunnel or track.is_ferry


def _colour_candidates(track: Track, cards: Mapping[str, int]) -> list[str | None]:
    if track.color != "gray":
        return [track.color]
    present = [c for c in COLORS if cards.get(c)]
    return [*present, None]


def payment_color(rules: RuleSet, track: Track, cards: Mapping[str, int]) -> str | None | bool:
    """The colour `cards` pay `track` in (None: locomotives only), or False if invalid."""
    if any(n < 0 for n in cards.values()) or any(c not in (*COLORS, LOCOMOTIVE) for c in cards):
        return False
    size = total(cards)
    f = track.locomotives
    n = track.length - f
    q = rules.substitute_rate(track.a, track.b)
    r = rules.ferry_locomotive_substitute
    ok = locomotives_allowed(rules, track)
    k = cards.get(LOCOMOTIVE, 0)
    for m in _colour_candidates(track, cards):
        a = cards.get(m, 0) if m else 0
        if not q and not r and size - a - k:
            continue  # other colours can only be part of a group
        for y in range(min(k, f) + 1):
            z = f - y
            if z and not r:
                continue
            for w in range(n + 1 if q else 1):
                if size != (n - w) + y + w * (q or 0) + z * (r or 0):
                    continue
                if a + ((k - y) if ok else 0) >= n - w:
                    return m if a else None
    return False


def _groups(avail: dict[str, int], kinds: list[str], size: int, start: int = 0
            ) -> Iterator[dict[str, int]]:
    """Every multiset of `size` cards from `avail` (kinds from `start` on)."""
    if size == 0:
        yield {}
        return
    if start >= len(kinds):
        return
    kind = kinds[start]
    for take in range(min(avail.get(kind, 0), size), -1, -1):
        for rest in _groups(avail, kinds, size - take, start + 1):
            if take:
                rest = {kind: take, **rest}
            yield rest


def route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> list[Cards]:
    """Every distinct payment for `track` that `hand` can make."""
    f = track.locomotives
    n = track.length - f
    q = rules.substitute_rate(track.a, track.b)
    r = rules.ferry_locomotive_substitute
    ok = locomotives_allowed(rules, track)
    k = hand.get(LOCOMOTIVE, 0)
    if total(hand) < n + f:
        return []
    found: dict[tuple, Cards] = {}
    colours = [track.color] if track.color != "gray" else [c for c in COLORS if hand.get(c)]
    for m in colours or [None]:
        a = hand.get(m, 0) if m else 0
        for y in range(min(k, f) + 1):
            z = f - y
            if z and not r:
                continue
            for w in range(n + 1 if q else 1):
                direct = n - w
                for dk in range(min(k - y, direct) if ok else 0, -1, -1):
                    dm = direct - dk
                    if dm > a or (dm and m is None):
                        continue
                    base: Cards = {}
                    if dm:
                        base[m] = dm  # type: ignore[index]
                    if y + dk:
                        base[LOCOMOTIVE] = y + dk
                    group_size = w * (q or 0) + z * (r or 0)
                    avail = {c: hand.get(c, 0) - base.get(c, 0) for c in hand}
                    for group in _groups(avail, [c for c in avail if avail[c] > 0], group_size):
                        pay = dict(base)
                        for c, x in group.items():
                            pay[c] = pay.get(c, 0) + x
                        found.setdefault(tuple(sorted(pay.items())), pay)
    return list(found.values())


def payment_cost(pay: Mapping[str, int], hand: Mapping[str, int]) -> tuple[int, int, int]:
    """How much a payment hurts the hand: locomotives, cards, then cards of its colours left."""
    left = sum(hand.get(c, 0) - n for c, n in pay.items() if c != LOCOMOTIVE)
    return (pay.get(LOCOMOTIVE, 0), total(pay), left)


def best_route_payment(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> Cards | None:
    """The payment that keeps the most useful hand (never a locomotive where colours serve)."""
    options = route_payments(rules, track, hand)
    return min(options, key=lambda p: payment_cost(p, hand)) if options else None


def tunnel_extra(color: str | None, revealed: list[str]) -> int:
    """How many extra cards a tunnel paid in `color` needs after `revealed` is turned up."""
    return sum(1 for c in revealed if c == LOCOMOTIVE or (color is not None and c == color))


def valid_extra(color: str | None, extra: int, cards: Mapping[str, int]) -> bool:
    """Whether `cards` pay a tunnel's `extra`: that colour or locomotives (locomotives only
    when the claim was paid with locomotives only)."""
    allowed = {LOCOMOTIVE} if color is None else {LOCOMOTIVE, color}
    return total(cards) == extra and all(c in allowed for c, n in cards.items() if n)


def extra_payments(color: str | None, extra: int, hand: Mapping[str, int]) -> list[Cards]:
    """Every way `hand` can pay a tunnel's extra cards, fewest locomotives first."""
    k = hand.get(LOCOMOTIVE, 0)
    a = hand.get(color, 0) if color else 0
    out = []
    for locos in range(0, extra + 1):
        coloured = extra - locos
        if locos <= k and coloured <= a:
            pay = {c: x for c, x in ((color, coloured), (LOCOMOTIVE, locos)) if x}
            out.append(pay)  # type: ignore[arg-type]
    return out


def valid_station_payment(cost: int, cards: Mapping[str, int]) -> bool:
    """`cost` cards of one colour, locomotives substituting."""
    colours = [c for c, n in cards.items() if n and c != LOCOMOTIVE]
    return total(cards) == cost and len(colours) <= 1 and all(
        c in (*COLORS, LOCOMOTIVE) for c in cards)


def station_payments(cost: int, hand: Mapping[str, int]) -> list[Cards]:
    """Every way `hand` can pay a station of `cost` cards."""
    k = hand.get(LOCOMOTIVE, 0)
    out: list[Cards] = []
    for m in COLORS:
        a = hand.get(m, 0)
        for locos in range(0, cost):
            if cost - locos <= a and locos <= k:
                out.append({m: cost - locos, **({LOCOMOTIVE: locos} if locos else {})})
    if k >= cost:
        out.append({LOCOMOTIVE: cost})
    return out
