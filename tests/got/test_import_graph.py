"""Gods of Titan's package has no import cycle (issue 24): every module imports at its top, and the graph of
those imports is acyclic. The checks the handlers and the options share live at the bottom
(:mod:`referee.got.checks`). An import inside a function stays only where a comment on the line before says why.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "referee" / "got"


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The modules of the package an import statement loads (``from referee.got import events`` included)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        assert node.level == 0, f"{module}: the package imports by absolute names"
        base = node.module or ""
        names = [base, *(f"{base}.{a.name}" for a in node.names)]
    return {n for n in names if n in MODULES and n != module}


def _top_level_imports(module: str, path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            found |= _targets(module, node)
    return found


def _graph() -> dict[str, set[str]]:
    return {m: _top_level_imports(m, p) for m, p in MODULES.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of ``graph`` (empty if there is none), by depth-first search."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_the_package_has_no_import_cycle() -> None:
    assert _cycle(_graph()) == []


def test_the_cycle_finder_finds_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []


def _imports_in_functions(path: Path) -> list[tuple[int, bool]]:
    """(line, explained) of every import inside a function: explained when a comment ends the line before."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Import | ast.ImportFrom):
                    before = lines[sub.lineno - 2].strip() if sub.lineno >= 2 else ""
                    found.append((sub.lineno, before.startswith("#")))
    return sorted(set(found))


def test_modules_import_at_their_top() -> None:
    unexplained = {str(p.relative_to(ROOT)): [line for line, why in _imports_in_functions(p) if not why]
                   for p in MODULES.values()}
    assert {k: v for k, v in unexplained.items() if v} == {}


def test_the_engine_is_found_by_the_options_that_it_judges() -> None:
    """The imports inside a function: the Skycastle's end-battle option is judged by the engine, which imports
    the options (and so that module) at its top; the spec names the game's parts by functions that import
    them, so the list of games loads no engine; and a battle's live odds load numpy with the first odds."""
    explained = {str(p.relative_to(ROOT)) for p in MODULES.values() if _imports_in_functions(p)}
    assert explained == {"referee/got/special_options.py", "referee/got/spec.py", "referee/got/fight_odds.py"}
