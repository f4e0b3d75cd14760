"""One list of games: the registry (``referee/<game>/spec.py``). No product module names three or more of the
games' ids itself — a second list, a switch over the games or a regex of their names — outside the games'
own packages and folders (issue 24)."""

from __future__ import annotations

import ast
from pathlib import Path

from referee.registry import game_ids

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("referee", "ui", "rulesdb", "printouts")


def _named_games(path: Path) -> set[str]:
    games = set(game_ids())
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in games:
                found.add(node.value)
            elif "|" in node.value:  # a regex alternation of the games
                found |= games & set(node.value.replace("(", "|").replace(")", "|").replace(":", "|").split("|"))
    return found


def test_no_second_list_of_games_in_the_product() -> None:
    offenders = {}
    for package in PRODUCT:
        for path in (ROOT / package).rglob("*.py"):
            named = _named_games(path)
            if len(named) >= 3:
                offenders[str(path.relative_to(ROOT))] = sorted(named)
    assert offenders == {}
