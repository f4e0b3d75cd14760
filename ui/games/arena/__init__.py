"""Titan – Die Arena's screens: the page (the 8 × 5 grid, bets, standings, the tournament), the set-up form,
the entry dialogs and the powers dialog. The game adds no dock to the window."""

from __future__ import annotations

from ui.games import Dock

DOCKS: tuple[Dock, ...] = ()
