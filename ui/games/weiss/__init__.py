"""Weiß Schwarz's screens: the page (level, clock, stock, deck and waiting room, the stages, the damage-odds
calculator), the set-up form with the deck editor, the entry dialogs and the attack dialogs. The game adds no
dock to the window."""

from __future__ import annotations

from ui.games import Dock

DOCKS: tuple[Dock, ...] = ()
