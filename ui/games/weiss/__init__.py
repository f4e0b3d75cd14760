"""Weiß Schwarz's screens: the page (level, clock, stock, deck and waiting room, the stages, the damage-odds
calculator), the set-up form with the deck editor, the entry dialogs and the attack dialogs. The game adds no
dock to the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.weiss.spec import SPEC
from ui.games.plugin import Dock, GamePackage

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm

DOCKS: tuple[Dock, ...] = ()


def _page() -> type[GamePage]:
    from ui.games.weiss.page import PAGE

    return PAGE


def _setup() -> type[SetupForm]:
    from ui.games.weiss.setup import SETUP

    return SETUP


def _guide() -> dict[str, list[str]]:
    from ui.games.weiss.guide import GUIDE

    return GUIDE


def _demo() -> Callable[[list[str]], int]:
    from ui.games.weiss.demo import main

    return main


PLUGIN = GamePackage(SPEC, _page, _setup, _guide, _demo, docks=DOCKS)
