"""Burgenkrieg's screens: the page (the six zones facing each other, the creatures, each player's reach), the
set-up form, the entry dialogs and the combat dialogs. The game adds no dock to the window."""

from __future__ import annotations

from ui.games import Dock

DOCKS: tuple[Dock, ...] = ()
