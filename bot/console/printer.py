"""Printing replies in the console: who each is for, its text, its pictures' paths and
the commands its buttons stand for; or one JSON object per reply."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from ..i18n import say
from ..replies import Button, Channel, Menu, Reply


class Printer:
    """Writes each reply's pictures into `out` and prints the reply."""

    def __init__(self, out: Path, jsonl: bool = False, stream: TextIO | None = None,
                 locale: str = "en") -> None:
        self.out = out
        self.jsonl = jsonl
        self.stream = stream or sys.stdout
        self.locale = locale

    def _save(self, reply: Reply) -> list[str]:
        paths = []
        for picture in reply.images:
            self.out.mkdir(parents=True, exist_ok=True)
            path = _free_path(self.out / picture.name, picture.data)
            if not path.exists():
                path.write_bytes(picture.data)
            paths.append(str(path))
        return paths

    @staticmethod
    def recipient(reply: Reply) -> str:
        return f"#{reply.to.channel}" if isinstance(reply.to, Channel) else f"@{reply.to.id}"

    @staticmethod
    def commands(reply: Reply) -> list[str]:
        """The command each component stands for (a menu: its command and the values)."""
        out = []
        for c in reply.components:
            if isinstance(c, Button):
                out.append(c.command)
            elif isinstance(c, Menu):
                out.append(f"{c.command} " + " | ".join(o.value for o in c.options))
        return out

    @staticmethod
    def pressed(reply: Reply) -> list[str]:
        """Each component's command with the press that clicks it (`/ttr press ID`): a
        menu whose choice is not a typed move (another payment) is reached that way."""
        return [f"{c} (/ttr press {k.custom_id}{' VALUE' if isinstance(k, Menu) else ''})"
                for c, k in zip(Printer.commands(reply), reply.components, strict=True)]

    async def __call__(self, replies: list[Reply], status: str | None = None) -> None:
        """Print replies; `status` is the status of the channel's game (default: the
        status each reply carries)."""
        for reply in replies:
            paths = self._save(reply)
            if self.jsonl:
                line = json.dumps({
                    "to": self.recipient(reply), "text": reply.text, "images": paths,
                    "status": status if status is not None else reply.status,
                    "ephemeral": reply.ephemeral,
                    "game": reply.game_id, "commands": self.commands(reply)},
                    ensure_ascii=False)
                print(line, file=self.stream, flush=True)
                continue
            who = self.recipient(reply)
            if not reply.public:
                how = "console.to_you" if reply.ephemeral else "console.to_dm"
                who += f" ({say(self.locale, how)})"
            lines = reply.text.splitlines() or [""]
            lines += [f"[picture] {p}" for p in paths]
            shown = self.pressed(reply)
            buttons = [c for c, k in zip(shown, reply.components, strict=True)
                       if isinstance(k, Button)]
            if buttons:
                lines.append("[buttons] " + " · ".join(buttons))
            lines += [f"[menu] {c}" for c, k in zip(shown, reply.components, strict=True)
                      if isinstance(k, Menu)]
            pad = " " * (len(who) + 2)
            text = "\n".join([f"{who}  {lines[0]}", *(pad + line for line in lines[1:])])
            print(text, file=self.stream, flush=True)


def _free_path(path: Path, data: bytes) -> Path:
    """Where a picture goes: its own name, unless a different picture is already there
    (then `name-2.png`, `name-3.png`, ...): a reply never shows another's picture."""
    n = 1
    found = path
    while found.exists() and found.read_bytes() != data:
        n += 1
        found = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return found
