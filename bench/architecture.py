"""How the code is put together, in numbers: import circles, the engine modules the bot
imports, the largest code files, switches on the game family outside the families' own
folders, and the loops that play a game to its end.

    python bench/architecture.py [ROOT] [--json]

Read from the source with `ast` (imports written inside functions count), so it can be
pointed at an old checkout (`git worktree add /tmp/old main~5`) to compare.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

LAYERS = ("engine", "render", "bot")
#: language catalogues and map data: long by nature, not code
NOT_CODE = ("bot/i18n/en.py", "bot/i18n/cs.py", "bot/i18n/pl.py", "bot/i18n/hu.py")
#: a family's own files may name their family
FAMILY_PARTS = ("cardgame",)


def modules(root: Path) -> dict[str, Path]:
    """Every module of the three layers by dotted name."""
    found = {}
    for layer in LAYERS:
        for path in (root / layer).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _absolute(name: str, module: str, level: int, is_package: bool) -> str:
    if not level:
        return module
    base = name.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def imports(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (a name imported from a package counts as
    its submodule when there is one)."""
    mods = modules(root)
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(name, node.module or "", node.level, is_package)
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in mods else base)
            for target in targets:
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module, leaving out a package's import
    of its own submodules (a package re-exporting its parts is no circle)."""
    edges = {m: {t for t in ts if not t.startswith(m + ".")} for m, ts in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(found)


def upward(graph: dict[str, set[str]]) -> list[str]:
    """Imports that point up the layers (engine -> render/bot, render -> bot)."""
    rank = {layer: i for i, layer in enumerate(LAYERS)}
    return sorted(f"{m} -> {t}" for m, ts in graph.items() for t in ts
                  if rank[t.split(".")[0]] > rank[m.split(".")[0]])


def family_switches(root: Path) -> list[str]:
    """Places outside a family's own files that tell the families apart: an isinstance
    check against a Card Game type, a comparison with the name "cardgame"."""
    found = []
    for name, path in sorted(modules(root).items()):
        if any(part in FAMILY_PARTS for part in name.split(".")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            checks_type = (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                           and node.func.id == "isinstance" and len(node.args) == 2
                           and "cardgame" in ast.unparse(node.args[1]).lower())
            names_family = isinstance(node, ast.Compare) and any(
                isinstance(c, ast.Constant) and c.value == "cardgame"
                for c in [node.left, *node.comparators])
            if checks_type or names_family:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def play_loops(root: Path) -> list[str]:
    """`while` loops that run a game until it is over (or until no seat is to act)."""
    found = []
    for _, path in sorted(modules(root).items()):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.While):
                test = ast.unparse(node.test)
                if any(word in test for word in ("finished", "is_over", "to_act(")):
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def largest(root: Path, count: int = 5) -> list[tuple[str, int]]:
    """The longest code files (catalogues left out), with their line counts."""
    sizes = []
    for _, path in modules(root).items():
        rel = str(path.relative_to(root))
        if rel not in NOT_CODE:
            sizes.append((rel, len(path.read_text(encoding="utf-8").splitlines())))
    return sorted(sizes, key=lambda s: -s[1])[:count]


def measure(root: Path) -> dict:
    graph = imports(root)
    bot_engine = sorted({t for m, ts in graph.items() if m.startswith("bot")
                         for t in ts if t.startswith("engine")})
    found = circles(graph)
    switches = family_switches(root)
    loops = play_loops(root)
    return {
        "circles": len(found), "circle_modules": found, "upward_imports": upward(graph),
        "engine_modules_bot_imports": len(bot_engine), "bot_engine_modules": bot_engine,
        "family_switches": len(switches), "family_switch_places": switches,
        "play_loops": len(loops), "play_loop_places": loops,
        "largest_files": largest(root),
    }


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    roots = [a for a in argv if a != "--json"]
    root = Path(roots[0] if roots else Path(__file__).resolve().parent.parent)
    result = measure(root)
    if as_json:
        print(json.dumps(result, indent=1))
        return 0
    for key in ("circles", "engine_modules_bot_imports", "family_switches", "play_loops"):
        print(f"{key}: {result[key]}")
    for group in result["circle_modules"]:
        print("  circle:", " <-> ".join(group))
    for place in result["family_switch_places"]:
        print("  family switch:", place)
    for place in result["play_loop_places"]:
        print("  play loop:", place)
    for line in result["upward_imports"]:
        print("  upward import:", line)
    print("largest files:", ", ".join(f"{p} {n}" for p, n in result["largest_files"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
