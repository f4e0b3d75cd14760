"""Titan – Die Arena's screens: the page (the 8 × 5 grid, bets, standings, the tournament), the set-up form,
the entry dialogs and the powers dialog. The game adds no dock to the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.arena.spec import SPEC
from ui.games.plugin import Dock, GamePackage

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm

DOCKS: tuple[Dock, ...] = ()


def _page() -> type[GamePage]:
    from ui.games.arena.page import PAGE

    return PAGE


def _setup() -> type[SetupForm]:
    from ui.games.arena.setup import SETUP

    return SETUP


def _guide() -> dict[str, list[str]]:
    from ui.games.arena.guide import GUIDE

    return GUIDE


def _demo() -> Callable[[list[str]], int]:
    from ui.games.arena.demo import main

    return main


PLUGIN = GamePackage(SPEC, _page, _setup, _guide, _demo, docks=DOCKS)
