"""The tracks a seat may claim and pay for now, listed fast for `legal_actions`.

Plain tracks (no group of any cards pays for them) of one colour that take the same
locomotives are payable in exactly the same ways: a hand pays for every one of them up
to a length, and for none longer. So the open tracks of a seat are kept per such group
(its colour, whether locomotives pay for its ordinary spaces, its ferry spaces), by
length: a call finds the longest track the hand pays for in each group, and takes the
group's tracks up to that length at once (each group keeps, per length up to the map's
longest route, its tracks of that length at most, worked out when first asked after the
group changed: one look-up per group, whatever the number of tracks). The other tracks
(Murmansk-Lieksa, Nordic ferries) are tested once per shape, by counting cards
(`payments.groups_pay`): tracks of one shape take the same payments.

What is open is kept beside the state (`state_cache`) per seat, and follows the claims as
they are added to the state's `owners` (the only way the engine changes them; a state
given new `owners` starts again).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import Any

from .actions import ClaimRoute
from .cards import COLORS, LOCOMOTIVE
from .maps import load_map
from .payments import GroupTerms, group_terms, groups_pay, locomotives_allowed, plain_track
from .rules import RULESETS, RuleSet
from .state import GameState
from .state_cache import memos

#: a group of plain tracks: their colour, whether locomotives may pay for their ordinary
#: spaces, and their ferry spaces
Group = tuple[str, bool, int]
#: per length from 0 to the map's longest route, a group's open tracks of that length at
#: most (None: not worked out since the group last changed)
UpTo = list[tuple[int, ...] | None]
#: a group's open tracks: their lengths and the tracks, by length then track, and what
#: is worked out of them by length
Row = tuple[list[int], list[int], UpTo]


@dataclass(frozen=True)
class ClaimTable:
    """A game's tracks sorted for listing claims fast, and the actions listed for them
    (made once: actions are immutable)."""

    #: one ClaimRoute per track
    claims: tuple[ClaimRoute, ...]
    #: per group of plain tracks, its tracks as (length, track), by length then track
    groups: dict[Group, tuple[tuple[int, int], ...]]
    #: per track, its group (None: a track that groups of any cards may pay for)
    group_of: tuple[Group | None, ...]
    #: the other tracks as (track, length, shape)
    others: tuple[tuple[int, int, int], ...]
    #: per shape, its terms for `groups_pay`
    shape_terms: tuple[GroupTerms, ...]
    #: per track, the other tracks of its double route
    siblings: tuple[tuple[int, ...], ...]
    #: the longest route's length
    longest: int


@cache
def claim_table(game: str) -> ClaimTable:
    """The claim table of a game (made once)."""
    rules = RULESETS[game]
    game_map = load_map(rules.map_id)
    index: dict[tuple, int] = {}
    group_of: list[Group | None] = []
    plain: dict[Group, list[tuple[int, int]]] = {}
    others: list[tuple[int, int, int]] = []
    shape_terms: list[GroupTerms] = []
    for t, r in enumerate(game_map.routes):
        if plain_track(rules, r):
            group = (r.color, locomotives_allowed(rules, r), r.locomotives)
            plain.setdefault(group, []).append((r.length, t))
            group_of.append(group)
            continue
        group_of.append(None)
        shape = (r.length, r.color, r.locomotives, r.tunnel, rules.substitute_rate(r.a, r.b))
        if shape not in index:
            index[shape] = len(shape_terms)
            shape_terms.append(group_terms(rules, r))
        others.append((t, r.length, index[shape]))
    return ClaimTable(
        claims=tuple(ClaimRoute(track=t) for t in range(len(game_map.routes))),
        groups={g: tuple(sorted(ts)) for g, ts in plain.items()}, group_of=tuple(group_of),
        others=tuple(others), shape_terms=tuple(shape_terms), siblings=game_map.siblings,
        longest=max(r.length for r in game_map.routes))


class _Open:
    """The tracks nobody owns that the double-route rules leave open to one seat, as
    they stood after the first `claims` claims of the state's `owners`."""

    __slots__ = ("owners", "claims", "rows", "others", "plain", "gray", "special")

    def __init__(self, state: GameState, seat: int, table: ClaimTable, few: bool) -> None:
        owners = state.owners
        gone = set(owners)
        for t, owner in owners.items():
            for s in table.siblings[t]:
                if few or owner == seat:
                    gone.add(s)
        self.owners = owners
        self.claims = len(owners)
        #: per group with open tracks, those tracks
        self.rows: dict[Group, Row] = {}
        #: the rows' tracks by length (the same lists as in `rows`), by how a hand pays
        #: for them: per colour the group where locomotives fill in and no space is a
        #: ferry's, the same for gray tracks (any one colour), and the other groups
        self.plain: dict[str, UpTo] = {}
        self.gray: dict[Group, UpTo] = {}
        self.special: dict[Group, UpTo] = {}
        unknown = [None] * (table.longest + 1)
        for g, ts in table.groups.items():
            kept = [(n, t) for n, t in ts if t not in gone]
            if not kept:
                continue
            up_to: UpTo = list(unknown)
            self.rows[g] = ([n for n, _ in kept], [t for _, t in kept], up_to)
            kind, key = self._kind(g)
            kind[key] = up_to
        #: the open tracks outside the groups, as (track, length, shape)
        self.others = [o for o in table.others if o[0] not in gone]

    def up_to(self, group: Group, length: int) -> tuple[int, ...]:
        """The group's open tracks of `length` at most (worked out once per change)."""
        lengths, tracks, up_to = self.rows[group]
        found = up_to[length] = tuple(tracks[:bisect_right(lengths, length)])
        return found

    def follow(self, seat: int, table: ClaimTable, few: bool) -> None:
        """Take the claims added since off the open tracks, with the doubles they close."""
        owners, close, siblings = self.owners, self.close, table.siblings
        # (the latest first: what they close does not depend on the order)
        for track, owner in islice(reversed(owners.items()), len(owners) - self.claims):
            close(track, table)
            for s in siblings[track]:
                if s not in owners and (few or owner == seat):
                    close(s, table)
        self.claims = len(owners)

    def close(self, track: int, table: ClaimTable) -> None:
        """Take a track off the open tracks (if it is there)."""
        group = table.group_of[track]
        if group is None:
            self.others = [o for o in self.others if o[0] != track]
            return
        row = self.rows.get(group)
        if row is None:
            return
        lengths, tracks, up_to = row
        try:
            i = tracks.index(track)
        except ValueError:  # closed already
            return
        del lengths[i], tracks[i]
        if tracks:
            up_to[:] = [None] * len(up_to)
            return
        del self.rows[group]
        kind, key = self._kind(group)
        del kind[key]

    def _kind(self, group: Group) -> tuple[dict[Any, UpTo], Any]:
        """Which of `plain`, `gray` and `special` holds the group, and under what key."""
        colour, locos_pay, ferry = group
        if not locos_pay or ferry:
            return self.special, group
        if colour == "gray":
            return self.gray, group
        return self.plain, colour


def _open_tracks(state: GameState, seat: int, table: ClaimTable, rules: RuleSet) -> _Open:
    """The open tracks of the seat, kept per state and seat (one for every seat when the
    players are too few for double routes: then no seat may take the second track of
    any, and what is open is the same for all)."""
    owners = state.owners
    memo = memos(state)
    few = len(state.players) < rules.double_routes_min_players
    key = _EVERY_SEAT if few else _KEYS[seat]
    found: _Open | None = memo.get(key)
    if found is None or found.owners is not owners or found.claims > len(owners):
        found = memo[key] = _Open(state, seat, table, few)
    elif found.claims < len(owners):
        found.follow(seat, table, few)
    return found


#: none of each colour (what a hand without it holds)
_NONE = (0,) * len(COLORS)

#: the memo key of each seat's open tracks, and of every seat's
_KEYS = tuple(("open_tracks", seat) for seat in range(16))
_EVERY_SEAT = ("open_tracks", None)


def payable_tracks(state: GameState, seat: int, table: ClaimTable, rules: RuleSet
                   ) -> list[int]:
    """The open tracks the seat has the trains and the cards for, in track order."""
    player = state.players[seat]
    hand = player.hand
    held = sum(hand.values())
    most = held if held < player.trains else player.trains
    if most <= 0:
        return []
    if most > table.longest:
        most = table.longest
    opened = _open_tracks(state, seat, table, rules)
    held_of = hand.get
    locos = held_of(LOCOMOTIVE, 0)
    most_colour = max(map(held_of, COLORS, _NONE))  # what a gray track's colour can be
    found: list[int] = []
    # a plain track takes a locomotive per ferry space and one colour, locomotives
    # filling in where they may; with none of its colour, locomotives alone (see
    # can_pay_route)
    for colour, up_to in opened.plain.items():
        longest = held_of(colour, 0) + locos
        if longest > most:
            longest = most
        part = up_to[longest]
        found += part if part is not None else opened.up_to((colour, True, 0), longest)
    if opened.gray:
        longest = max(hand.values(), default=0)  # (a colour's, unless the locomotives')
        if longest <= locos and locos:
            longest = most_colour
        longest += locos
        if longest > most:
            longest = most
        for group, up_to in opened.gray.items():
            part = up_to[longest]
            found += part if part is not None else opened.up_to(group, longest)
    for group, up_to in opened.special.items():
        colour, locos_pay, ferry = group
        usable = locos if locos_pay or locos < ferry else ferry
        if usable < ferry:
            continue
        longest = usable + (most_colour if colour == "gray" else held_of(colour, 0))
        if longest > most:
            longest = most
        part = up_to[longest]
        found += part if part is not None else opened.up_to(group, longest)
    if opened.others:
        payable: dict[int, bool] = {}
        terms = table.shape_terms
        for t, length, shape in opened.others:
            if length > most:
                continue
            ok = payable.get(shape)
            if ok is None:  # tracks of the same shape take the same payments
                colour, n, f, q, r, spare_ok = terms[shape]
                a = most_colour if colour == "gray" else held_of(colour, 0)
                ok = payable[shape] = groups_pay(n, f, q, r, spare_ok, a, locos, held)
            if ok:
                found.append(t)
    found.sort()
    return found
