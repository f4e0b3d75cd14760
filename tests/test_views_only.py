"""Screens and sheets read typed views only (issue 37): no module of ``ui/`` or ``printouts/`` imports a game's
state module. A state module is found by a rule, not by a list: ``referee.<game>.state`` and any
``referee.<game>.state_*`` / ``referee.<game>.state.*`` beside it, for every game with a ``spec.py``. Nor does one
read a field of the state handle it passes back to the referee."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.test_import_contract import ROOT, _imports

GAMES = sorted(p.name for p in (ROOT / "referee").iterdir() if (p / "spec.py").exists() and p.name != "core")

def is_state_module(name: str) -> bool:
    """``referee.got.state``, ``referee.got.state.x``, ``referee.got.state_y`` — a game's engine state."""
    parts = name.split(".")
    return (len(parts) >= 3 and parts[0] == "referee" and parts[1] in GAMES
            and (parts[2] == "state" or parts[2].startswith("state_")))


def _state_imports(path: Path) -> list[str]:
    return [n for n in _imports(path) if is_state_module(n)]


FILES = sorted(p for top in ("ui", "printouts") for p in (ROOT / top).rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_screens_and_sheets_import_no_game_state(path: Path) -> None:
    bad = _state_imports(path)
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}: read the game's typed view (referee/<game>/view.py) instead"


def test_the_rule_finds_state_modules() -> None:
    assert is_state_module("referee.got.state") and is_state_module("referee.weiss.state_zones")
    assert not is_state_module("referee.got.view") and not is_state_module("referee.core.state")
    assert not is_state_module("referee.got.statement") and not is_state_module("ui.service.state")


def _handle(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "state") or (isinstance(node, ast.Attribute) and node.attr == "state")


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_screens_and_sheets_read_no_field_of_the_state_handle(path: Path) -> None:
    """The state reaches a screen or sheet only as a handle passed back to the referee: mypy cannot stop a read of
    its fields (the view re-exports the engine's class), so this does for the usual spellings (``state.x``,
    ``game.state.x``, ``self.state.x``)."""
    reads = [f"{n.lineno}: .{n.attr}" for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(n, ast.Attribute) and _handle(n.value)]
    assert not reads, f"{path.relative_to(ROOT)} reads the state's fields {reads}: ask the game's view module"
