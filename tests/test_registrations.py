"""One typed registration per game per layer, and the same folder per game in every layer (issue 37).

The referee lists its games (:data:`referee.registry.GAMES`); every other layer lists its own part of each game by
reference, naming the referee's spec: the printouts' sheets, the service's quick line and display part, the command
line's commands, the app's screens. Each list covers exactly the referee's games, in their order; each game has
the same folder in every layer (``<layer>/<game>/``, its ``PLUGIN`` in the folder's ``__init__``), and what every
game shares lies beside the folders, never in a module named after a game. No product module finds a game's part
by a module name (``importlib``, ``pkgutil``) — mypy checks every reference.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from printouts.registry import GAMES as PRINTOUTS
from referee.core.spec import GameSpec
from referee.registry import GAMES, game_ids
from ui.cli.registry import GAMES as COMMANDS
from ui.service.registry import GAMES as SERVICE

ROOT = Path(__file__).resolve().parents[1]
#: each layer's folder of a game and the modules every game's folder has there (beside its ``__init__``)
SHAPES: dict[str, frozenset[str]] = {
    "referee": frozenset({"spec", "engine", "events", "state", "view", "public", "interpretations", "options",
                          "payloads", "request"}),
    "printouts": frozenset(),
    "ui/service": frozenset({"quick", "display"}),
    "ui/cli": frozenset({"command"}),
    "ui/games": frozenset({"page", "setup", "guide", "dialogs", "models", "demo"}),
}
#: the layer registered by ``PLUGIN`` in each game folder's ``__init__`` (the referee's is ``spec.SPEC``)
PLUGINS = ("printouts", "ui/service", "ui/cli", "ui/games")


def _modules(folder: Path) -> set[str]:
    return {p.stem for p in folder.glob("*.py") if p.stem != "__init__"} | {
        p.parent.name for p in folder.glob("*/__init__.py")}


def test_every_layer_lists_exactly_the_referees_games_in_their_order() -> None:
    from ui.games.registry import GAMES as SCREENS

    assert [s.id for s in GAMES] == list(game_ids()) == ["got", "arena", "rampage", "burgenkrieg", "weiss"]
    for name, listed in (("printouts", PRINTOUTS), ("service", SERVICE), ("cli", COMMANDS), ("app", SCREENS)):
        specs: list[GameSpec] = [p.game for p in listed]
        assert specs == list(GAMES), name  # the very spec objects, not names


def test_each_plugin_names_parts_of_its_own_game() -> None:
    from ui.games.registry import GAMES as SCREENS

    for spec in GAMES:
        parts = spec.parts()
        assert parts.engine().game == spec.id and isinstance(parts.engine().initial_state(), parts.state)
        assert parts.public.__module__ == f"referee.{spec.id}.public"
        assert spec.events().type_name.startswith(f"{spec.id}.")
        assert {i.game for i in spec.interpretations()} == {spec.id}
    for p in PRINTOUTS:
        assert p.sheets and all(k.kind.startswith(f"{p.game.id}-") for k in p.sheets)
        assert all(k.sheet().__module__.startswith(f"printouts.{p.game.id}.") for k in p.sheets)
    for s in SERVICE:
        line, part = s.quick(), s.display()
        assert line.state is s.game.parts().state and part.game == s.game.id and part.view is s.game.parts().public
        assert line.read.__module__ == f"ui.service.{s.game.id}.quick"
    for c in COMMANDS:
        assert c.command.name == c.game.id and c.register().__module__ == f"ui.cli.{c.game.id}.command"
    for a in SCREENS:
        assert a.page().game == a.game.id and a.demo().__module__ == f"ui.games.{a.game.id}.demo"


@pytest.mark.parametrize("layer", list(SHAPES))
def test_every_game_has_the_same_folder_in_every_layer(layer: str) -> None:
    for game in game_ids():
        folder = ROOT / layer / game
        assert (folder / "__init__.py").exists(), folder
        assert SHAPES[layer] <= _modules(folder), (folder, sorted(SHAPES[layer] - _modules(folder)))
        if layer in PLUGINS:
            init = ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))
            assert "PLUGIN" in {t.id for n in init.body if isinstance(n, ast.Assign | ast.AnnAssign)
                                for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                                if isinstance(t, ast.Name)}, folder


@pytest.mark.parametrize("layer", list(SHAPES))
def test_what_the_games_share_lies_beside_their_folders(layer: str) -> None:
    """Beside the games' folders a layer holds only what every game shares: no module or folder named after a
    game (``got_score.py``, ``quick_arena.py``, ``odds_ws.py``)."""
    ids = set(game_ids())
    shared = [ROOT / layer, *(p for p in (ROOT / layer).iterdir() if p.is_dir() and p.name not in ids
                              and (p / "__init__.py").exists())]
    named = [f"{folder.relative_to(ROOT)}/{name}" for folder in shared for name in _modules(folder)
             if name not in ids and set(name.split("_")) & ids]
    assert named == []


def test_no_product_module_finds_a_part_by_its_name() -> None:
    """No ``importlib.import_module``, ``find_spec`` or ``pkgutil.iter_modules`` in the layers the games plug into:
    every plug-in point is a typed reference."""
    found = []
    for layer in ("referee", "printouts", "ui"):
        for path in sorted((ROOT / layer).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            if any(word in text for word in ("import_module(", "find_spec(", "iter_modules(")):
                found.append(str(path.relative_to(ROOT)))
    assert found == []
