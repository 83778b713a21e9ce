"""Legibility in the boxes Discord really shows a picture in: the board, private hand,
final tally and Card Game table pictures of seeded simulated games, each fitted inside
550x350 (the desktop client) and inside 317x400 (a phone's chat column), measured two ways:

- the cap height, in pixels at that size, of each kind of text: whose turn, player names,
  scores, trains left, the last move in words, the last move's city names in the
  close-up, and the final tally's names and totals (read from the texts the picture
  module writes, so no guessing from pixels);
- Tesseract OCR of the fitted picture: the share of player names, scores and last-move
  cities read back (the players' languages: eng, pol, ces, hun, dan where installed).

    python bench/legibility.py [--games 1] [--every 12] [--kinds board,hand,final,table]
                               [--against OLD_WORKTREE] [--no-ocr] [--save DIR] [--json]

`--against DIR` measures the same games drawn by the code in DIR too (e.g. a worktree of
an older commit: `git worktree add /tmp/old-main 5b307ee`) and prints both. Without the
`tesseract` program (Debian: apt-get install tesseract-ocr tesseract-ocr-pol
tesseract-ocr-ces tesseract-ocr-hun) the OCR columns say so and the sizes are still
measured. The text sizes of the worst picture are reported (the targets are minimums).
"""

from __future__ import annotations

import sys
from pathlib import Path


def _code_root() -> Path:
    """The code measured: `--code DIR`, else this checkout."""
    if "--code" in sys.argv:
        return Path(sys.argv[sys.argv.index("--code") + 1]).resolve()
    return Path(__file__).resolve().parents[1]


sys.path.insert(0, str(_code_root()))

import argparse  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import unicodedata  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402

from PIL import Image, ImageDraw, ImageFont  # noqa: E402

from engine import cardgame as cg  # noqa: E402
from engine import public_view  # noqa: E402
from engine.maps import BOARD_MAPS, load_map  # noqa: E402

BOXES = {"desktop": (550, 350), "phone": (317, 400)}
#: at least, in px of cap height at the desktop box / the phone box (issue 29)
TARGETS = {"turn": (10, 6), "name": (10, 6), "score": (12, 8), "trains": (12, 8),
           "move": (9, 6), "city": (8, 5), "total": (10, 6)}
#: OCR read-back of names at least, desktop / phone
OCR_TARGETS = {"names": (0.95, 0.85)}
OCR_LANGS = ("eng", "pol", "ces", "hun", "dan")
#: letters OCR reads without their marks, and their plain forms
_PLAIN = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss"})


def plain(text: str) -> str:
    """Lower case without diacritics or spaces: what a word must match once read."""
    text = unicodedata.normalize("NFKD", text.lower().translate(_PLAIN))
    return "".join(ch for ch in text if ch.isalnum() and not unicodedata.combining(ch))


def near(a: str, b: str) -> bool:
    """Whether b is a within one letter changed, added or dropped."""
    if abs(len(a) - len(b)) > 1:
        return False
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1] <= 1


def found_word(target: str, text: str) -> bool:
    """Whether OCR `text` holds `target` (a name or city): exactly, or with one letter
    wrong for words of four letters or more (a marked letter misread: Ł as t)."""
    want = plain(target)
    if want in plain(text):
        return True
    words = [plain(w) for w in text.split()]
    return len(want) >= 4 and any(near(want, w) for w in words)


def found_number(number: str, text: str) -> bool:
    """Whether OCR `text` holds `number` as a token of its own."""
    tokens = {"".join(ch for ch in w if ch.isdigit()) for w in text.split()}
    return number in tokens


@dataclass
class Facts:
    """What a picture must show, from the view it is drawn from."""

    names: list[str]
    scores: list[str] = field(default_factory=list)
    trains: list[str] = field(default_factory=list)
    mover: str | None = None
    cities: list[str] = field(default_factory=list)
    totals: list[str] = field(default_factory=list)


@dataclass
class Probe:
    """The texts drawn (with their cap heights) and the map close-ups' zooms while a
    picture was rendered."""

    texts: list[tuple[str, float]] = field(default_factory=list)
    zooms: list[float] = field(default_factory=list)


def _cap(f: ImageFont.FreeTypeFont) -> float:
    _, top, _, bottom = f.getbbox("H", anchor="ls")
    return float(bottom - top)


@contextmanager
def probing(map_size: tuple[int, int] | None) -> Iterator[Probe]:
    """Record every text drawn and every enlargement of the map (`map_size`) into a
    close-up. The render modules' caches of drawn words are emptied first, so that each
    word is drawn (and seen) again."""
    probe = Probe()
    for name, module in list(sys.modules.items()):
        cached = getattr(module, "_text_sprite", None) if name.startswith("render") else None
        if cached is not None and hasattr(cached, "cache_clear"):
            cached.cache_clear()
    text, resize = ImageDraw.ImageDraw.text, Image.Image.resize

    def spy_text(self, xy, text_, *args, **kwargs):  # type: ignore[no-untyped-def]
        f = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if isinstance(f, ImageFont.FreeTypeFont):
            probe.texts.append((str(text_), _cap(f)))
        return text(self, xy, text_, *args, **kwargs)

    def spy_resize(self, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        box = kwargs.get("box") or (args[1] if len(args) > 1 else None)
        if box is not None and map_size is not None and self.size == map_size:
            probe.zooms.append(size[0] / (box[2] - box[0]))
        return resize(self, size, *args, **kwargs)

    ImageDraw.ImageDraw.text = spy_text  # type: ignore[method-assign]
    Image.Image.resize = spy_resize  # type: ignore[method-assign]
    try:
        yield probe
    finally:
        ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
        Image.Image.resize = resize  # type: ignore[method-assign]


def _largest(probe: Probe, wanted: Callable[[str], bool]) -> float | None:
    sizes = [cap for text, cap in probe.texts if wanted(text)]
    return max(sizes) if sizes else None


def _is(word: str) -> Callable[[str], bool]:
    """Whether a drawn text is `word`, whole or shortened with an ellipsis."""
    return lambda t: t == word or (t.endswith("…") and len(t) > 2 and word.startswith(t[:-1]))


def text_sizes(probe: Probe, facts: Facts, city_cap: float) -> dict[str, float]:
    """The cap height in picture pixels of each kind of text: the smallest over the
    players of each one's largest writing (their name may appear twice)."""
    out: dict[str, float] = {}

    def worst(kind: str, words: list[str]) -> None:
        sizes = [_largest(probe, _is(w)) for w in words]
        if words and all(s is not None for s in sizes):
            out[kind] = min(s for s in sizes if s is not None)

    worst("name", facts.names)
    worst("score", facts.scores)
    worst("trains", facts.trains)
    worst("total", facts.totals)
    turn = _largest(probe, lambda t: t.startswith("▶"))
    if turn is not None:
        out["turn"] = turn
    if facts.mover is not None:
        mover = facts.mover
        move = _largest(probe, lambda t: t.startswith(mover) and t != mover
                        and "trains left" not in t and "▶" not in t)
        if move is not None:
            out["move"] = move
    if facts.cities:
        written = [_largest(probe, _is(c)) for c in facts.cities]
        if None not in written:  # the names written over the close-up
            out["city"] = min(w for w in written if w is not None)
        elif probe.zooms:  # else the map's own names, enlarged with it
            out["city"] = city_cap * max(probe.zooms)
    return out


def fitted(img: Image.Image, box: tuple[int, int]) -> Image.Image:
    """The picture as the client shows it: shrunk to fit inside `box`, never enlarged."""
    out = img.copy()
    out.thumbnail(box, Image.Resampling.LANCZOS)
    return out


def ocr_langs() -> str | None:
    """The Tesseract models to read with (those installed of the players' languages);
    None without Tesseract."""
    if shutil.which("tesseract") is None:
        return None
    listed = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True)
    have = set(listed.stdout.split())
    return "+".join(lang for lang in OCR_LANGS if lang in have) or "eng"


def read_text(img: Image.Image, langs: str) -> str:
    """The words Tesseract reads in a picture. The picture is enlarged 3x first (no new
    detail: Tesseract is tuned for print-sized letters and misses small ones)."""
    img = img.resize((img.width * 3, img.height * 3), Image.Resampling.LANCZOS)
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        img.save(f.name)
        out = subprocess.run(["tesseract", f.name, "stdout", "--psm", "11", "-l", langs],
                             capture_output=True, text=True, check=True)
    return out.stdout


@dataclass
class Picture:
    kind: str
    facts: Facts
    render: Callable[[], bytes]
    map_size: tuple[int, int] | None = None


def _board_facts(view: object) -> Facts:
    v = view  # a PublicView of a board game
    facts = Facts([p.name for p in v.players], [str(p.route_points) for p in v.players],
                  [str(p.trains) for p in v.players])
    move = v.last_move
    if move is not None and v.final is None:
        facts.mover = v.players[move.player].name
        game_map = load_map(v.map_id)
        if move.kind in ("claim", "withdraw") and move.tracks:
            t = game_map.routes[move.tracks[0]]
            facts.cities = [game_map.city_ids[t.a].name, game_map.city_ids[t.b].name]
        elif move.kind == "station" and move.city:
            facts.cities = [game_map.city_ids[move.city].name]
    return facts


def pictures(kinds: set[str], games: int, every: int) -> Iterator[Picture]:
    """Every picture measured, with what it must show."""
    from engine import private_view
    from render import render_board, render_cardgame_table, render_final, render_hand
    from render.layout import map_area
    from render.simulated import game_turns, score_race

    for seed in range(games):
        for game in BOARD_MAPS:
            states = list(game_turns(game, seed))
            race = score_race(states)
            chosen = states[1:-1:every] + states[-1:]
            for state in chosen:
                view = public_view(state)
                if "board" in kinds and view.final is None:
                    yield Picture("board", _board_facts(view),
                                  lambda v=view: render_board(v), map_area(view.map_id))
                if "hand" in kinds and view.final is None:
                    mine = private_view(state, state.current)
                    me = mine.players[mine.seat]
                    yield Picture("hand", Facts([me.name], [str(me.route_points)],
                                                [str(me.trains)]),
                                  lambda v=mine: render_hand(v))
                if "final" in kinds and view.final is not None:
                    facts = Facts([p.name for p in view.players],
                                  totals=[str(s.total) for s in view.final.scores])
                    yield Picture("final", facts,
                                  lambda v=view, r=race: render_final(v, race=r))
        if "table" in kinds:
            states = list(game_turns("cardgame", seed))
            for state in states[1::every] + states[-1:]:
                view = cg.public_view(state)
                from render.cardgame import score_of
                facts = Facts([p.name for p in view.players],
                              [str(score_of(view, p.seat)) for p in view.players])
                yield Picture("table", facts, lambda v=view: render_cardgame_table(v))


def measure(args: argparse.Namespace) -> dict:
    """Sizes and OCR of every picture, summed up per picture kind and box."""
    from render.fonts import font
    from render.layout import LABEL_SIZE

    city_cap = _cap(font(LABEL_SIZE, "bold"))
    langs = None if args.no_ocr else ocr_langs()
    off = "off (--no-ocr)" if args.no_ocr else "tesseract not installed: no OCR"
    result: dict = {"ocr": langs or off, "kinds": {}}
    for i, pic in enumerate(pictures(set(args.kinds.split(",")), args.games, args.every)):
        pic.render()  # the caches of the map and its pieces filled, as on most posts
        with probing(pic.map_size) as probe:
            data = pic.render()
        img = Image.open(io.BytesIO(data)).convert("RGB")
        sizes = text_sizes(probe, pic.facts, city_cap)
        entry = result["kinds"].setdefault(pic.kind, {"pictures": 0, "size": f"{img.width}x"
                                                      f"{img.height}", "boxes": {}})
        entry["pictures"] += 1
        if entry["size"] != f"{img.width}x{img.height}":
            entry["size"] = "varies"
        for box_name, box in BOXES.items():
            scale = min(box[0] / img.width, box[1] / img.height, 1.0)
            b = entry["boxes"].setdefault(box_name, {"px": {}, "ocr": {}})
            for kind, cap in sizes.items():
                b["px"][kind] = round(min(cap * scale, b["px"].get(kind, 1e9)), 1)
            if langs is None:
                continue
            shown = fitted(img, box)
            if args.save:
                args.save.mkdir(parents=True, exist_ok=True)
                shown.save(args.save / f"{pic.kind}-{i}-{box_name}.png")
            text = read_text(shown, langs)
            for what, words, test in (("names", pic.facts.names, found_word),
                                      ("scores", pic.facts.scores + pic.facts.totals,
                                       found_number),
                                      ("cities", pic.facts.cities, found_word)):
                counts = b["ocr"].setdefault(what, [0, 0])
                counts[0] += sum(test(w, text) for w in words)
                counts[1] += len(words)
    for entry in result["kinds"].values():
        for b in entry["boxes"].values():
            b["ocr"] = {k: round(r / n, 3) for k, (r, n) in b["ocr"].items() if n}
    return result


def _cell(old: dict | None, new: dict, path: tuple[str, ...]) -> str:
    def get(d: dict | None) -> str:
        for key in path:
            if not isinstance(d, dict) or key not in d:
                return "–"
            d = d[key]
        return str(d)

    return f"{get(old)} → {get(new)}" if old is not None else get(new)


def _row(kind: str, label: str, old: dict | None, entry: dict, part: str, key: str,
         target: tuple[float, float] | None) -> str:
    """One line of the table: a measure in both boxes, old → new, and its target."""
    cells = " | ".join(_cell(old, entry, ("boxes", box, part, key)) for box in BOXES)
    return f"| {kind} | {label} | {cells} | {f'{target[0]} / {target[1]}' if target else ''} |"


def table(new: dict, old: dict | None) -> str:
    """The results as a Markdown table: each kind of text, per box, old → new."""
    rows = ["| picture | text | desktop 550×350 | phone 317×400 | at least |",
            "|---|---|---|---|---|"]
    for kind, entry in new["kinds"].items():
        before = old["kinds"].get(kind) if old else None
        texts = sorted({t for b in entry["boxes"].values() for t in b["px"]}
                       | {t for b in (before or {}).get("boxes", {}).values() for t in b["px"]})
        for text in texts:
            rows.append(_row(kind, f"{text} px", before, entry, "px", text, TARGETS.get(text)))
        for what in ("names", "scores", "cities"):
            rows.append(_row(kind, f"OCR {what}", before, entry, "ocr", what,
                             OCR_TARGETS.get(what)))
        rows.append(f"| {kind} | picture size | {_cell(before, entry, ('size',))} | | |")
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=12,
                        help="measure every N-th turn of each game (and its end)")
    parser.add_argument("--kinds", default="board,hand,final,table")
    parser.add_argument("--save", type=Path, help="folder to keep the fitted pictures in")
    parser.add_argument("--no-ocr", action="store_true", help="text sizes only")
    parser.add_argument("--against", type=Path, help="a checkout of the old code to compare")
    parser.add_argument("--code", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help="print one JSON object only")
    args = parser.parse_args()
    new = measure(args)
    old = None
    if args.against is not None:
        argv = [a for a in sys.argv[1:] if a not in ("--json",)]
        i = argv.index("--against")
        del argv[i:i + 2]
        out = subprocess.run([sys.executable, __file__, *argv, "--code", str(args.against),
                              "--json"], capture_output=True, text=True, check=True)
        old = json.loads(out.stdout.strip().splitlines()[-1])
    if args.json:
        print(json.dumps(new))
        return
    print(f"OCR: {new['ocr']}")
    print(table(new, old))
    print(json.dumps({"new": new, "old": old}))


if __name__ == "__main__":
    main()
