"""Legibility at Discord's preview size: board, final and Card Game table pictures of
seeded simulated games shrunk to 550 px wide (the desktop preview; --width 350 for a
phone), then read back by Tesseract OCR.

    python bench/legibility.py [--width 550] [--games 2] [--kinds board,final,table]
                               [--lang eng]

Needs the `tesseract` program (Debian: apt-get install tesseract-ocr). Prints one JSON
object: per picture kind, how many player names were read back out of how many shown and
the share (a name counts as read when OCR gets it exactly or with one letter wrong;
`share_exactly` counts exact reads only, diacritics ignored); plus the share over all
kinds. Target: at least 0.9 at 550 px.

`--lang` names the Tesseract models (default `eng`; `eng+pol` combines two in one reading).
`eng` alone has no Ł, ø, ó or ř and reads "Łukasz" as "tukasz" at any size, even set
alone in 20 px type. `--lang own` reads each picture once per alphabet of the names shown
and checks each name only in the reading made with its own language's model, the way a
reader of that language reads it (Debian: tesseract-ocr-pol, -ces, -hun, -dan).
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from engine import cardgame as cg  # noqa: E402
from engine import public_view  # noqa: E402
from engine.maps import BOARD_MAPS  # noqa: E402
from render import render_board, render_cardgame_table, render_final  # noqa: E402
from render.simulated import STAGES, game_turns, stages  # noqa: E402

#: the Tesseract model of each demo player's language (`--lang own`); other names: eng
NAME_LANG = {"Bořek": "ces", "Zsófia": "hun", "Łukasz": "pol", "Søren": "dan"}

#: letters OCR reads without their marks, and their plain forms
_PLAIN = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ß": "ss"})


def plain(text: str) -> str:
    """Lower case without diacritics or spaces: what a name must match once read."""
    text = unicodedata.normalize("NFKD", text.lower().translate(_PLAIN))
    return "".join(ch for ch in text if ch.isalnum() and not unicodedata.combining(ch))


def near(a: str, b: str) -> bool:
    """Whether b is a within one letter changed, added or dropped (OCR misreading one
    marked letter: Ł as t, ø as e)."""
    if abs(len(a) - len(b)) > 1:
        return False
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1] <= 1


def found(name: str, text: str, tolerant: bool) -> bool:
    """Whether OCR `text` holds the player's name (exactly, or nearly when `tolerant`)."""
    target = plain(name)
    if target in plain(text):
        return True
    return tolerant and len(target) >= 4 and any(near(target, plain(w)) for w in text.split())


def read_text(img: Image.Image, lang: str = "eng") -> str:
    """The words Tesseract reads in a picture. The picture is enlarged 3x first (no new
    detail: Tesseract is tuned for print-sized letters and misses small ones)."""
    img = img.resize((img.width * 3, img.height * 3), Image.Resampling.LANCZOS)
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        img.save(f.name)
        out = subprocess.run(["tesseract", f.name, "stdout", "--psm", "11", "-l", lang],
                             capture_output=True, text=True, check=True)
    return out.stdout


def readings(img: Image.Image, names: list[str], lang: str) -> dict[str, str]:
    """What OCR reads in the picture for each name: one reading with `lang`, or with
    `own`, one per language of the names, each name getting its own language's."""
    if lang != "own":
        text = read_text(img, lang)
        return {name: text for name in names}
    by_lang = {code: read_text(img, code)
               for code in {NAME_LANG.get(name, "eng") for name in names}}
    return {name: by_lang[NAME_LANG.get(name, "eng")] for name in names}


def shrunk(data: bytes, width: int) -> Image.Image:
    img = Image.open(io.BytesIO(data)).convert("RGB")
    return img.resize((width, round(img.height * width / img.width)), Image.Resampling.LANCZOS)


def pictures(kinds: set[str], games: int) -> Iterator[tuple[str, list[str], Callable[[], bytes]]]:
    """(kind, the player names shown, render) for every picture measured."""
    for seed in range(games):
        for game in BOARD_MAPS:
            played = stages(game_turns(game, seed))
            for stage in STAGES:
                view = public_view(played[stage])
                names = [p.name for p in view.players]
                if "board" in kinds:
                    yield "board", names, lambda v=view: render_board(v)
                if "final" in kinds and view.final is not None:
                    yield "final", names, lambda v=view: render_final(v)
        if "table" in kinds:
            played = stages(game_turns("cardgame", seed))
            for stage in STAGES:
                view = cg.public_view(played[stage])
                yield ("table", [p.name for p in view.players],
                       lambda v=view: render_cardgame_table(v))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--width", type=int, default=550)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--kinds", default="board,final,table")
    parser.add_argument("--save", type=Path, help="folder to keep the shrunk pictures in")
    parser.add_argument("--lang", default="eng",
                        help="Tesseract models, e.g. eng+pol, or own: each name read with "
                             "its language's model")
    args = parser.parse_args()
    result: dict[str, dict[str, float]] = {}
    for i, (kind, names, render) in enumerate(pictures(set(args.kinds.split(",")),
                                                       args.games)):
        img = shrunk(render(), args.width)
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)
            img.save(args.save / f"{kind}-{i}.png")
        texts = readings(img, names, args.lang)
        entry = result.setdefault(kind, {"names": 0, "read": 0, "read_exactly": 0})
        entry["names"] += len(names)
        entry["read"] += sum(found(n, texts[n], True) for n in names)
        entry["read_exactly"] += sum(found(n, texts[n], False) for n in names)
    for entry in result.values():
        entry["share"] = round(entry["read"] / entry["names"], 3)
        entry["share_exactly"] = round(entry["read_exactly"] / entry["names"], 3)
    total = sum(e["names"] for e in result.values())
    read = sum(e["read"] for e in result.values())
    print(json.dumps({"width": args.width, "lang": args.lang, **result,
                      "share_all": round(read / total, 3) if total else None}))


if __name__ == "__main__":
    main()
