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


def _groups(avail: Mapping[str, int], kinds: list[str], size: int) -> Iterator[Cards]:
    """Every multiset of `size` cards from `avail`, taking as many of the earlier kinds
    as possible first."""
    room = [0] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        room[i] = room[i + 1] + avail.get(kinds[i], 0)

    def walk(start: int, size: int) -> Iterator[Cards]:
        if size == 0:
            yield {}
            return
        if room[start] < size:
            return
        kind = kinds[start]
        for take in range(min(avail.get(kind, 0), size), -1, -1):
            if room[start + 1] < size - take:
                break
            for rest in walk(start + 1, size - take):
                yield {kind: take, **rest} if take else rest

    return walk(0, size)


#: the most group compositions listed per way of paying a route partly with groups of any
#: cards (Murmansk-Lieksa's 4-for-1, Nordic ferries' 3-for-1): a large hand makes
#: thousands; `apply` accepts every valid one, listed or not
MAX_GROUP_COMPOSITIONS = 24


def route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> list[Cards]:
    """Every distinct payment for `track` that `hand` can make (group substitutions
    capped at MAX_GROUP_COMPOSITIONS per way of paying, least harmful first)."""
    f = track.locomotives
    n = track.length - f
    held = total(hand)
    if held < track.length:
        return []
    if track.color != "gray" and not rules.any_cards_substitute and (
            not f or not rules.ferry_locomotive_substitute):
        locos = hand.get(LOCOMOTIVE, 0) if locomotives_allowed(rules, track) else 0
        if hand.get(track.color, 0) + locos < track.length:
            return []
    q = rules.substitute_rate(track.a, track.b)
    r = rules.ferry_locomotive_substitute if f else None
    ok = locomotives_allowed(rules, track)
    k = hand.get(LOCOMOTIVE, 0)
    colours = [track.color] if track.color != "gray" else [c for c in COLORS if hand.get(c)]
    if not q and not r:
        return _plain_payments(colours, n, f, k if ok else min(k, f), hand)
    found: dict[tuple, Cards] = {}
    for m in colours or [None]:
        a = hand.get(m, 0) if m else 0
        for y in range(min(k, f) + 1):
            z = f - y
            if z and not r:
                continue
            # the direct spaces take at most a colour cards and the spare locomotives
            fewest_groups = max(0, n - a - ((k - y) if ok else 0))
            if fewest_groups and not q:
                continue
            for w in range(fewest_groups, n + 1 if q else 1):
                direct = n - w
                group_size = w * (q or 0) + z * (r or 0)
                if direct + y + group_size > held:
                    break  # more groups only need more cards
                for dk in range(min(k - y, direct) if ok else 0, -1, -1):
                    dm = direct - dk
                    if dm > a or (dm and m is None):
                        continue
                    base: Cards = {}
                    if dm:
                        base[m] = dm  # type: ignore[index]
                    if y + dk:
                        base[LOCOMOTIVE] = y + dk
                    avail = {c: hand.get(c, 0) - base.get(c, 0) for c in hand}
                    kinds = sorted((c for c in avail if avail[c] > 0),
                                   key=lambda c: (c == LOCOMOTIVE, -avail[c], c))
                    for count, group in enumerate(_groups(avail, kinds, group_size)):
                        if count >= MAX_GROUP_COMPOSITIONS:
                            break
                        pay = dict(base)
                        for c, x in group.items():
                            pay[c] = pay.get(c, 0) + x
                        found.setdefault(tuple(sorted(pay.items())), pay)
    return list(found.values())


def _plain_payments(colours: list[str], n: int, f: int, locos: int, hand: Mapping[str, int]
                    ) -> list[Cards]:
    """Payments without group substitutions: f locomotives for the ferry spaces, then n
    cards of one colour, locomotives (up to `locos` in all) filling in."""
    if locos < f:
        return []
    spare = locos - f
    out: list[Cards] = []
    if spare >= n:
        out.append({LOCOMOTIVE: f + n} if f + n else {})
    for m in colours:
        a = hand.get(m, 0)
        for dk in range(min(spare, n - 1), -1, -1):
            if n - dk <= a:
                out.append({m: n - dk, LOCOMOTIVE: f + dk} if f + dk else {m: n - dk})
    return out


def payment_cost(pay: Mapping[str, int], hand: Mapping[str, int]) -> tuple[int, int, int]:
    """How much a payment hurts the hand, smallest first: cards spent with a locomotive
    weighing two, then locomotives, then the cards of its colours left stranded."""
    locos = pay.get(LOCOMOTIVE, 0)
    left = sum(hand.get(c, 0) - n for c, n in pay.items() if c != LOCOMOTIVE)
    return (total(pay) + locos, locos, left)


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
