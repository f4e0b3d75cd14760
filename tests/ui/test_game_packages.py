"""One shape for every game's screens (issue 24): a package ``ui.games.<game>`` each, the same modules and names in
every one; what the app shares stays in ``ui/`` and reaches a game only through :mod:`ui.games`."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any

import pytest

from referee.registry import game_ids
from ui import games, shortcuts
from ui.games import SHAPE, Dock
from ui.games.base import GamePage, SetupForm

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
#: the front ends' own layers, each with its own folder per game (tests/test_registrations.py)
OTHER_LAYERS = ("cli", "service")


def _modules(package: Path) -> set[str]:
    """The module names of a package: ``x.py`` and sub-packages ``x/__init__.py``."""
    return ({p.stem for p in package.glob("*.py") if p.stem != "__init__"}
            | {p.parent.name for p in package.glob("*/__init__.py")})


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize("game", game_ids())
def test_every_game_has_a_package_of_the_same_shape(game: str) -> None:
    folder = UI / "games" / game
    assert set(SHAPE) <= _modules(folder), sorted(set(SHAPE) - _modules(folder))
    plugin = games.plugin(game)
    assert plugin is not None and plugin is importlib.import_module(f"ui.games.{game}").PLUGIN
    assert isinstance(plugin.docks, tuple) and all(isinstance(d, Dock) for d in plugin.docks)
    page = games.page_class(game)
    assert issubclass(page, GamePage) and page.game == game
    assert importlib.import_module(f"ui.games.{game}.page").PAGE is page
    assert issubclass(games.setup_form_class(game), SetupForm)
    guide = games.guide(game)
    assert set(guide) == {"de", "en"} and all(guide.values())
    demo = importlib.import_module(f"ui.games.{game}.demo")
    assert callable(demo.play_demo) and demo.main is plugin.demo()
    for name in SHAPE:  # each module of the shape imports (dialogs and models are plain modules or packages)
        assert importlib.import_module(f"ui.games.{game}.{name}")


def test_the_packages_name_the_same_things() -> None:
    """The names the shape requires, found in every package the same way (no game keeps one elsewhere)."""
    for game in game_ids():
        where = {name: name in vars(importlib.import_module(f"ui.games.{game}.{module}")) for module, name in (
            ("page", "PAGE"), ("setup", "SETUP"), ("guide", "GUIDE"), ("demo", "play_demo"), ("demo", "main"))}
        assert all(where.values()), (game, where)
        assert {"DOCKS", "PLUGIN"} <= set(vars(importlib.import_module(f"ui.games.{game}"))), game


def test_ui_itself_holds_no_module_of_a_game() -> None:
    """Neither ``ui/`` nor its shared folders (dialogs, models, panels …) have a module or folder named after a game;
    the games' screens are all under ``ui/games``."""
    ids = set(game_ids())
    shared = [UI, *(p for p in UI.iterdir() if p.is_dir() and p.name not in ("games", *OTHER_LAYERS)
                    and (p / "__init__.py").exists())]
    named = []
    for folder in shared:
        for name in _modules(folder) | {p.name for p in folder.iterdir() if p.is_dir()}:
            if name in ids or name.split("_")[0] in ids:
                named.append(f"{folder.relative_to(ROOT)}/{name}")
    assert named == []
    assert not (UI / "pages").exists()
    # the generic page of a game without screens, the plug-in types and the list of the games' screens
    assert _modules(UI / "games") == {"base", "fallback", "plugin", "registry", *ids}


def test_only_ui_games_reaches_into_a_game() -> None:
    """No shared module imports a game's screens but the list of them (``ui/games/registry.py``: the main window
    builds the games' docks from it), and no game's package imports another game's."""
    ids = set(game_ids())
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        parts = path.relative_to(UI).parts
        if parts[0] in OTHER_LAYERS or parts == ("games", "registry.py"):
            continue
        own = parts[1] if parts[0] == "games" and len(parts) > 2 else None
        for name in _imports(path):
            bits = name.split(".")
            if bits[:2] == ["ui", "games"] and len(bits) > 2 and bits[2] in ids and bits[2] != own:
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []


def test_the_window_builds_the_docks_the_games_declare(window: Any) -> None:
    """Every game's docks are there from the start page on, tabbed with the rules, raised by their action."""
    declared = games.docks()
    assert [d.key for d in declared] == ["odds"]  # Gods of Titan's odds; the other games add none
    assert window.session is None and list(window.docks) == ["history", "rules", *(d.key for d in declared)]
    for d in declared:
        dock = window.docks[d.key]
        assert dock.objectName() == f"dock-{d.key}" and dock.widget() is window.panels[d.key]
        assert dock in window.tabifiedDockWidgets(window.docks["rules"])
        assert dock.windowTitle() == d.title() == window.acts[d.key].text()
        assert window.acts[d.key].shortcut().toString() == shortcuts.window(d.key)
