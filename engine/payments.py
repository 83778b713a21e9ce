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
    if plain_track(rules, track):
        return _plain_payment_color(rules, track, cards)
    return _any_payment_color(rules, track, cards)


_COLOURS = frozenset(COLORS)


def _plain_payment_color(rules: RuleSet, track: Track, cards: Mapping[str, int]
                         ) -> str | None | bool:
    """`payment_color` for a plain track (see `plain_track`): exactly its length in one
    colour (the track's, unless it is gray) and locomotives, a locomotive on each ferry
    space and, where locomotives may not pay for the others, on none of those."""
    colour = None
    held = locos = 0
    for c, x in cards.items():
        if x < 0:
            return False
        if c == LOCOMOTIVE:
            locos = x
        elif c not in _COLOURS:
            return False
        elif x:
            if colour is not None:
                return False
            colour = c
        held += x
    f = track.locomotives
    if locos < f or held != track.length:
        return False
    if colour is not None and track.color != "gray" and colour != track.color:
        return False
    coloured = held - locos
    if coloured + (locos - f if locomotives_allowed(rules, track) else 0) < track.length - f:
        return False
    return colour if coloured else None


def _any_payment_color(rules: RuleSet, track: Track, cards: Mapping[str, int]
                       ) -> str | None | bool:
    """`payment_color` for any track: every split of the cards into the spaces tried."""
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


def _ways(rules: RuleSet, track: Track, hand: Mapping[str, int]
          ) -> Iterator[tuple[Cards, dict[str, int], int]]:
    """The ways of paying `track` partly with groups of any cards, in the engine's order:
    (cards paid directly, the cards left for groups, how many cards the groups take).
    Every way yielded can be completed: the hand holds enough cards for its groups."""
    f = track.locomotives
    n = track.length - f
    held = total(hand)
    q = rules.substitute_rate(track.a, track.b)
    r = rules.ferry_locomotive_substitute if f else None
    ok = locomotives_allowed(rules, track)
    k = hand.get(LOCOMOTIVE, 0)
    colours = [track.color] if track.color != "gray" else [c for c in COLORS if hand.get(c)]
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
                    yield base, avail, group_size


def _group_kinds(avail: Mapping[str, int]) -> list[str]:
    """The order groups take card kinds in: the most plentiful colour first, locomotives
    last."""
    return sorted((c for c in avail if avail[c] > 0),
                  key=lambda c: (c == LOCOMOTIVE, -avail[c], c))


def _with_group(base: Cards, group: Mapping[str, int]) -> Cards:
    pay = dict(base)
    for c, x in group.items():
        pay[c] = pay.get(c, 0) + x
    return pay


def plain_track(rules: RuleSet, track: Track) -> bool:
    """Whether no group of any cards can pay for any space of `track`."""
    return not (rules.any_cards_substitute and rules.substitute_rate(track.a, track.b)) \
        and not (track.locomotives and rules.ferry_locomotive_substitute)


def _plain_route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]
                          ) -> list[Cards]:
    f = track.locomotives
    colour = track.color
    ok = locomotives_allowed(rules, track)
    k = hand.get(LOCOMOTIVE, 0)
    if colour == "gray":
        colours = [c for c in COLORS if hand.get(c)]
    elif (not f or not rules.ferry_locomotive_substitute) \
            and hand.get(colour, 0) + (k if ok else 0) < track.length:
        return []
    else:
        colours = [colour]
    return _plain_payments(colours, track.length - f, f, k if ok else min(k, f), hand)


def iter_route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]
                        ) -> Iterator[Cards]:
    """Every distinct payment for `track` that `hand` can make, lazily, in the engine's
    order: by paying colour, then fewer groups of any cards, then fewer locomotives;
    within a way of paying, group compositions taking the most plentiful colours first.
    Routes with groups (Murmansk-Lieksa, Nordic ferries) can have thousands of payments
    for a large hand: take only as many as needed."""
    if total(hand) < track.length:
        return
    if plain_track(rules, track):
        yield from _plain_route_payments(rules, track, hand)
        return
    seen: set[tuple] = set()
    for base, avail, size in _ways(rules, track, hand):
        for group in _groups(avail, _group_kinds(avail), size):
            pay = _with_group(base, group)
            key = tuple(sorted(pay.items()))
            if key not in seen:
                seen.add(key)
                yield pay


def route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> list[Cards]:
    """Every distinct payment for `track` that `hand` can make (see iter_route_payments;
    all of them, so mind Murmansk-Lieksa with a large hand)."""
    return list(iter_route_payments(rules, track, hand))


def can_pay_route(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> bool:
    """Whether `hand` can pay for `track` at all (without listing the payments)."""
    if total(hand) < track.length:
        return False
    if plain_track(rules, track):
        # `_plain_payments` lists one at least when a colour (or nothing) fills what the
        # spare locomotives leave of the ordinary spaces
        f = track.locomotives
        n = track.length - f
        k = hand.get(LOCOMOTIVE, 0)
        usable = k if locomotives_allowed(rules, track) else min(k, f)
        if usable < f:
            return False
        need = max(1, n - (usable - f))
        if usable - f >= n:
            return True
        if track.color != "gray":
            return hand.get(track.color, 0) >= need
        return any(hand.get(c, 0) >= need for c in COLORS)
    # whether `_ways` yields a way at all
    colour, n, f, q, r, spare_ok = group_terms(rules, track)
    a = hand.get(colour, 0) if colour != "gray" else max(hand.get(c, 0) for c in COLORS)
    return groups_pay(n, f, q, r, spare_ok, a, hand.get(LOCOMOTIVE, 0), total(hand))


#: what `groups_pay` asks of a track: its colour, ordinary and ferry spaces, the cards
#: of any kind a group takes for an ordinary space and for a ferry space (0: none may),
#: and whether locomotives may pay for its ordinary spaces
GroupTerms = tuple[str, int, int, int, int, bool]


def group_terms(rules: RuleSet, track: Track) -> GroupTerms:
    """The track's terms for `groups_pay`."""
    f = track.locomotives
    return (track.color, track.length - f, f, rules.substitute_rate(track.a, track.b) or 0,
            (rules.ferry_locomotive_substitute or 0) if f else 0,
            locomotives_allowed(rules, track))


def groups_pay(n: int, f: int, q: int, r: int, spare_ok: bool, a: int, k: int, held: int
               ) -> bool:
    """Whether a hand of `held` cards, `a` of the paying colour and `k` locomotives, pays
    for a track of `group_terms` (n, f, q, r, spare_ok), counted instead of listed: groups
    take any cards, so only how many the hand holds matters for them; more cards of the
    paying colour never hurt (a gray track's is the most plentiful colour held); and
    a way with fewer groups needs no more cards than one with more."""
    for y in range(min(k, f) + 1):  # locomotives on ferry spaces, groups on the rest
        z = f - y
        if z and not r:
            continue
        groups = n - a - ((k - y) if spare_ok else 0)
        if groups <= 0:
            groups = 0
        elif not q:
            continue
        if n - groups + y + groups * q + z * r <= held:
            return True
    return False


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


def shortfall(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> Cards:
    """The fewest cards that, added to `hand`, would pay for `track` (one kind, else two;
    a colour before locomotives); empty when the hand pays already, or no such cards are
    found."""
    if can_pay_route(rules, track, hand):
        return {}
    kinds = [*COLORS, LOCOMOTIVE]
    for n in range(1, track.length + 1):
        for c in kinds:
            if can_pay_route(rules, track, {**hand, c: hand.get(c, 0) + n}):
                return {c: n}
        for c, d in ((c, d) for c in COLORS for d in (LOCOMOTIVE, *COLORS) if c != d):
            for k in range(1, n):
                more = {**hand, c: hand.get(c, 0) + k, d: hand.get(d, 0) + n - k}
                if can_pay_route(rules, track, more):
                    return {c: k, d: n - k}
    return {}


def payment_cost(pay: Mapping[str, int], hand: Mapping[str, int]) -> tuple[int, int, int]:
    """How much a payment hurts the hand, smallest first: cards spent with a locomotive
    weighing two, then locomotives, then the cards of its colours left stranded."""
    locos = pay.get(LOCOMOTIVE, 0)
    spent = left = 0
    for c, n in pay.items():
        spent += n
        if c != LOCOMOTIVE:
            left += hand.get(c, 0) - n
    return (spent + locos, locos, left)


def best_route_payment(rules: RuleSet, track: Track, hand: Mapping[str, int]) -> Cards | None:
    """The engine's choice: the payment of `iter_route_payments` with the least
    `payment_cost` (the first such in its order), found without listing them all: each
    way of paying takes its cheapest group composition (see `_cheapest_group`)."""
    if total(hand) < track.length:
        return None
    if plain_track(rules, track):
        options = _plain_route_payments(rules, track, hand)
        return min(options, key=lambda p: payment_cost(p, hand)) if options else None
    best: Cards | None = None
    best_cost: tuple[int, int, int] | None = None
    for base, avail, size in _ways(rules, track, hand):
        group = _cheapest_group(base, avail, _group_kinds(avail), size)
        pay = _with_group(base, group)
        cost = payment_cost(pay, hand)
        if best_cost is None or cost < best_cost:
            best, best_cost = pay, cost
    return best


def best_and_route_payments(rules: RuleSet, track: Track, hand: Mapping[str, int]
                             ) -> tuple[Cards | None, Iterator[Cards]]:
    """`best_route_payment` and `iter_route_payments` together (a plain track's payments
    listed once for both)."""
    if plain_track(rules, track):
        options = _plain_route_payments(rules, track, hand) \
            if total(hand) >= track.length else []
        best = None if not options else options[0] if len(options) == 1 \
            else min(options, key=lambda p: payment_cost(p, hand))
        return best, iter(options)
    return best_route_payment(rules, track, hand), iter_route_payments(rules, track, hand)


def _cheapest_group(base: Cards, avail: Mapping[str, int], kinds: list[str], size: int
                    ) -> Cards:
    """Of the compositions `_groups` lists, the first with the least payment cost once
    added to `base`: fewest locomotives, then fewest cards stranded in the colours paid
    (a colour used up strands none). Dynamic programming over the card kinds."""
    big = 1 << 16

    def part(kind: str, take: int) -> int:
        if kind == LOCOMOTIVE:
            return take * big
        return avail[kind] - take if take or kind in base else 0

    # least[i][s]: the least cost of taking s cards from kinds[i:] (None: impossible)
    least: list[list[int | None]] = [[None] * (size + 1) for _ in range(len(kinds) + 1)]
    least[len(kinds)][0] = 0
    for i in range(len(kinds) - 1, -1, -1):
        kind, row, after = kinds[i], least[i], least[i + 1]
        for s in range(size + 1):
            for take in range(min(avail[kind], s) + 1):
                rest = after[s - take]
                if rest is not None:
                    cost = rest + part(kind, take)
                    if row[s] is None or cost < row[s]:  # type: ignore[operator]
                        row[s] = cost
    group: Cards = {}
    left = size
    for i, kind in enumerate(kinds):
        target = least[i][left]
        for take in range(min(avail[kind], left), -1, -1):
            rest = least[i + 1][left - take]
            if rest is not None and rest + part(kind, take) == target:
                if take:
                    group[kind] = take
                left -= take
                break
    return group


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


def can_pay_station(cost: int, hand: Mapping[str, int]) -> bool:
    """Whether `station_payments` lists any payment (without listing them): locomotives
    alone, or some of a colour with locomotives making up the rest."""
    k = hand.get(LOCOMOTIVE, 0)
    most = max([hand.get(c, 0) for c in COLORS])
    return k >= cost or (most > 0 and most + k >= cost)


def best_station_payment(cost: int, hand: Mapping[str, int]) -> Cards | None:
    """The engine's choice for a station: fewest locomotives, then the colour the hand
    holds fewest of (the first such in `station_payments` order)."""
    options = station_payments(cost, hand)
    return min(options, key=lambda p: (p.get(LOCOMOTIVE, 0),
                                       sum(hand.get(c, 0) for c in p))) if options else None
