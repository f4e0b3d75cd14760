"""Burgenkrieg's screens: the page (the six zones facing each other, the creatures, each player's reach), the
set-up form, the entry dialogs and the combat dialogs. The game adds no dock to the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.burgenkrieg.spec import SPEC
from ui.games.plugin import Dock, GamePackage

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm

DOCKS: tuple[Dock, ...] = ()


def _page() -> type[GamePage]:
    from ui.games.burgenkrieg.page import PAGE

    return PAGE


def _setup() -> type[SetupForm]:
    from ui.games.burgenkrieg.setup import SETUP

    return SETUP


def _guide() -> dict[str, list[str]]:
    from ui.games.burgenkrieg.guide import GUIDE

    return GUIDE


def _demo() -> Callable[[list[str]], int]:
    from ui.games.burgenkrieg.demo import main

    return main


PLUGIN = GamePackage(SPEC, _page, _setup, _guide, _demo, docks=DOCKS)
