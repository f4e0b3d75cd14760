"""One list of games: the registry (``referee/<game>/spec.py``). No product file — module or TOML data, in
``referee``, ``rulesdb``, ``printouts`` and ``ui`` — keeps a second list of the games (issue 24): no literal
tuple, list, set or dict naming two or more game ids, no regex alternation of them, no switch comparing a value
with two of them, and no file naming three of them at all. Only :mod:`referee.registry` and each game's own spec
may name a game's id as such."""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from referee.registry import game_ids

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("referee", "ui", "rulesdb", "printouts")
#: where the list of games is kept: the registry and each game's spec
ALLOWED = {"referee/registry.py", *(f"referee/{g}/spec.py" for g in game_ids())}
GAMES = frozenset(game_ids())


def _ids_in(text: str) -> set[str]:
    """The game ids a regex alternation (``got|arena``, ``(?:got|weiss)``) names."""
    return set(GAMES & set(re.split(r"[^A-Za-z0-9_]+", text))) if "|" in text else set()


def _literal_ids(nodes: list[ast.expr | None]) -> set[str]:
    return {n.value for n in nodes if isinstance(n, ast.Constant) and n.value in GAMES}


def _python_lists(path: Path) -> Iterator[tuple[int, str, set[str]]]:
    """(line, what, ids) for each second list of the games in a module."""
    compared: dict[str, int] = {}
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            found = _literal_ids(list(node.elts))
            what = "collection"
        elif isinstance(node, ast.Dict):
            found = _literal_ids(list(node.keys))
            what = "dict"
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found = _ids_in(node.value)
            what = "regex"
            named |= {node.value} & GAMES | found
        elif isinstance(node, ast.Compare) and all(isinstance(op, ast.Eq | ast.NotEq) for op in node.ops):
            for g in _literal_ids([node.left, *node.comparators]):
                compared.setdefault(g, node.lineno)
            continue
        else:
            continue
        if len(found) >= 2:
            yield node.lineno, what, found
    if len(compared) >= 2:
        yield min(compared.values()), "switch", set(compared)
    if len(named) >= 3:
        yield 0, "names", named


def _toml_lists(data: Any, where: str = "") -> Iterator[tuple[int, str, set[str]]]:
    if isinstance(data, dict):
        if len(GAMES & set(data)) >= 2:
            yield 0, f"table {where or '(top)'}", set(GAMES & set(data))
        for key, value in data.items():
            yield from _toml_lists(value, f"{where}.{key}" if where else key)
    elif isinstance(data, list):
        found = {v for v in data if isinstance(v, str) and v in GAMES}
        if len(found) >= 2:
            yield 0, f"array {where}", found
        for value in data:
            yield from _toml_lists(value, where)
    elif isinstance(data, str) and len(_ids_in(data)) >= 2:
        yield 0, f"regex {where}", _ids_in(data)


def _offenders(files: list[Path]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in files:
        rel = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name
        if rel in ALLOWED:
            continue
        if path.suffix == ".py":
            lists = list(_python_lists(path))
        else:
            lists = list(_toml_lists(tomllib.loads(path.read_text(encoding="utf-8"))))
        if lists:
            found[rel] = [f"{line}: {what} {sorted(ids)}" for line, what, ids in lists]
    return found


def _product_files() -> list[Path]:
    return sorted(p for package in PRODUCT for pattern in ("*.py", "*.toml") for p in (ROOT / package).rglob(pattern))


def test_no_second_list_of_games_in_the_product() -> None:
    files = _product_files()
    assert len(files) > 300 and any(p.suffix == ".toml" for p in files)
    assert _offenders(files) == {}


def test_the_guard_finds_each_kind_of_list(tmp_path: Path) -> None:
    a, b = sorted(GAMES)[:2]
    samples = {
        "tuple.py": f"GAMES = ({a!r}, {b!r})\n",
        "dict.py": f"TITLES = {{{a!r}: 'A', {b!r}: 'B'}}\n",
        "regex.py": f"import re\nLINK = re.compile(r'(?:{a}|{b}):(\\d+)')\n",
        "switch.py": f"def f(game):\n    if game == {a!r}:\n        return 1\n    if game == {b!r}:\n        return 2\n",
        "array.toml": f"games = [{a!r}, {b!r}]\n".replace("'", '"'),
        "table.toml": f"[{a}]\nx = 1\n[{b}]\nx = 2\n",
    }
    for name, text in samples.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "one.py").write_text(f"GAME = {a!r}\nif GAME == {a!r}:\n    pass\n", encoding="utf-8")
    assert sorted(_offenders(sorted(tmp_path.iterdir()))) == sorted(samples)
