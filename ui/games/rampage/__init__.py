"""Castle Rampage's screens: the page (both sides, the stacks card by card, the piles), the set-up form, the
entry dialogs and the attack dialog. The game adds no dock to the window."""

from __future__ import annotations

from ui.games import Dock

DOCKS: tuple[Dock, ...] = ()
