"""Castle Rampage's screens: the page (both sides, the stacks card by card, the piles), the set-up form, the
entry dialogs and the attack dialog. The game adds no dock to the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.rampage.spec import SPEC
from ui.games.plugin import Dock, GamePackage

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm

DOCKS: tuple[Dock, ...] = ()


def _page() -> type[GamePage]:
    from ui.games.rampage.page import PAGE

    return PAGE


def _setup() -> type[SetupForm]:
    from ui.games.rampage.setup import SETUP

    return SETUP


def _guide() -> dict[str, list[str]]:
    from ui.games.rampage.guide import GUIDE

    return GUIDE


def _demo() -> Callable[[list[str]], int]:
    from ui.games.rampage.demo import main

    return main


PLUGIN = GamePackage(SPEC, _page, _setup, _guide, _demo, docks=DOCKS)
