"""Every picture the bot sends, drawn by `render` in a worker thread, or in worker
processes (`PicturePool`: the Discord bot's choice) where drawing does not hold the event
loop's interpreter.

Each game's face names the render function of each picture; pictures can be switched
off (a setting). Pictures are cached by name and language: a name holds the
game, the step and the seat, so one name is one picture in each language. The words in
a picture come from the catalogue (`picture.<render label key>`) where the language has
them, else render's own English.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from render.labels import ENGLISH

from .i18n import language_of, own_plural_forms, own_template
from .picture_pool import PicturePool, draw_every_board
from .replies import Picture

log = logging.getLogger(__name__)


def labels_for(locale: str) -> dict[str, str]:
    """The pictures' words in the locale's language, as far as its catalogue has them,
    with the language itself (for the plural forms of counted words)."""
    found: dict[str, str | None] = {"language": language_of(locale)}
    for key in ENGLISH:
        if "#" in key or key == "language":
            continue
        forms = own_plural_forms(locale, f"picture.{key}")
        if forms is not None:  # a counted word: every form, the plain key as "other"
            found.update({f"{key}#{form}": text for form, text in forms.items()})
            found[key] = forms.get("other")
        elif key.startswith("title_"):  # a board's title is the game's name
            found[key] = own_template(locale, f"game.{key.removeprefix('title_')}")
        else:
            found[key] = own_template(locale, f"picture.{key}")
    return {key: text for key, text in found.items() if text is not None}


def _drawn(render: Callable[..., bytes], shown: Any, kwargs: dict[str, Any],
           extra: Callable[[], Mapping[str, Any]] | None) -> bytes:
    """The picture `render` draws of `shown` (in a worker thread or process)."""
    return bytes(render(shown, **kwargs, **(extra() if extra else {})))


class Pictures:
    """Draws pictures off the event loop, remembering the last ones drawn.

    With `processes`, in that many worker processes (started at the first picture, or by
    `warm_up`; stopped by `aclose`), else in threads of this process."""

    def __init__(self, enabled: bool = True, cache_size: int = 64, processes: int = 0
                 ) -> None:
        self.enabled = enabled
        self._cache: OrderedDict[tuple[str, str], Picture] = OrderedDict()
        self._cache_size = cache_size
        self.pool = PicturePool(processes) if processes > 0 else None

    async def draw(self, render: Callable[..., bytes], view: Callable[[], Any], name: str,
                   locale: str = "en", extra: Callable[[], Mapping[str, Any]] | None = None
                   ) -> Picture | None:
        """The picture `render` draws of the view `view()` gives (`render` is one of
        render's functions, which each game's face names) with words in the locale's
        language, or None when pictures are off. The view is worked out here, on the
        caller's side of the thread (the state may change once the reply is made), and
        only when the picture is not remembered already; `extra` gives more arguments of
        the render function, called where the picture is drawn, likewise only then (with
        a pool, `render` and `extra` must pickle: module-level functions, partials)."""
        if not self.enabled:
            return None
        key = (name, language_of(locale))
        if key in self._cache:
            self._cache.move_to_end(key)
            return self._cache[key]
        labels = labels_for(locale)
        kwargs = {"labels": labels} if labels else {}
        shown = view()
        try:
            if self.pool is not None:
                data = await self.pool.run(_drawn, render, shown, kwargs, extra)
            else:
                data = await asyncio.to_thread(_drawn, render, shown, kwargs, extra)
        except Exception as e:  # a failed picture must not lose the move it shows
            # the error's text might quote a private view: only its type at WARNING
            log.warning("drawing %s failed: %s", name, type(e).__name__)
            log.debug("drawing %s failed", name, exc_info=True)
            return None
        picture = Picture(name=name, data=data)
        self._cache[key] = picture
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return picture

    async def warm_up(self) -> None:
        """Draw every game's board once, off the event loop, so the first real move of a
        process does not pay for drawing and caching each map (about a second each);
        with a pool, start its workers (each warms up as it starts)."""
        if self.enabled:
            try:
                if self.pool is not None:
                    await self.pool.start()
                else:
                    await asyncio.to_thread(draw_every_board)
            except Exception as e:  # warming up is only ever an optimisation
                log.warning("warming up the pictures failed: %s", type(e).__name__)

    async def aclose(self) -> None:
        """Stop the worker processes, if any (the bot's stop)."""
        if self.pool is not None:
            await self.pool.aclose()
