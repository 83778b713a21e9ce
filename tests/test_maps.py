"""Map data: packaged copies equal the shared data, load into validated models, and bad
data is rejected with a message naming the bad entry."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.maps import MapDataError, load_map, packaged_json, parse_map

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"


@pytest.mark.parametrize("name", ["usa", "europe", "nordic", "cardgame"])
def test_packaged_data_equals_the_shared_data(name):
    shared = SHARED / f"{name}.json"
    if not shared.exists():
        pytest.skip("../shared/data is not beside this checkout")
    assert packaged_json(name) == json.loads(shared.read_text("utf-8"))


@pytest.mark.parametrize(("name", "cities", "tracks", "tickets", "spaces"), [
    ("usa", 36, 100, 30, 309), ("europe", 47, 101, 46, None), ("nordic", 39, 81, 46, None)])
def test_maps_load_with_the_documented_sizes(name, cities, tracks, tickets, spaces):
    m = load_map(name)
    assert (len(m.cities), len(m.routes), len(m.tickets)) == (cities, tracks, tickets)
    if spaces:
        assert sum(r.length for r in m.routes) == spaces


def test_europe_has_18_tunnels_13_ferries_with_17_locomotive_spaces_and_6_long_tickets():
    m = load_map("europe")
    assert sum(r.tunnel for r in m.routes) == 18
    assert sum(r.is_ferry for r in m.routes) == 13
    assert sum(r.locomotives for r in m.routes) == 17
    assert sum(t.long for t in m.tickets) == 6


def test_nordic_has_10_tunnels_and_24_ferries_with_30_locomotive_spaces():
    m = load_map("nordic")
    assert sum(r.tunnel for r in m.routes) == 10
    assert sum(r.is_ferry for r in m.routes) == 24
    assert sum(r.locomotives for r in m.routes) == 30


def test_double_routes_are_found_by_city_pair():
    m = load_map("usa")
    pair = m.tracks_between("new_york", "washington")
    assert len(pair) == 2
    assert {m.routes[t].color for t in pair} == {"black", "orange"}
    assert m.sibling_tracks(pair[0]) == (pair[1],)
    assert m.track_name(pair[0]) in ("new_york-washington:black", "new_york-washington:orange")


def test_route_and_ticket_names_work_in_either_order():
    m = load_map("europe")
    assert m.find_track("wien-budapest:red") == m.find_track("budapest-wien:red")
    assert m.find_ticket("wien-paris") == m.find_ticket("paris-wien")
    with pytest.raises(KeyError):
        m.find_track("paris-atlantis")
    with pytest.raises(KeyError):
        m.find_track("paris-wien")  # no direct route


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d["routes"][3].update(a="atlantis"), "unknown city 'atlantis'"),
    (lambda d: d["routes"][5].update(color="pink"), "routes.5.color"),
    (lambda d: d["routes"][7].update(length=0), "routes.7.length"),
    (lambda d: d["tickets"][2].update(b="nowhere"), "ticket 2"),
    (lambda d: d["cities"].append(dict(d["cities"][0])), "listed twice"),
    (lambda d: d["cities"][4].update(x=1.7), "cities.4.x"),
])
def test_invalid_map_data_is_rejected_naming_the_entry(mutate, message):
    raw = copy.deepcopy(packaged_json("usa"))
    mutate(raw)
    with pytest.raises(MapDataError) as info:
        parse_map(raw, "usa.json")
    assert message in str(info.value)
    assert str(info.value).startswith("usa.json")
