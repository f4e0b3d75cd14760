"""A player leaves the game: armies, pool, spells and gems go (4.8, 24.8, 28.11)."""

from __future__ import annotations

import dataclasses

from referee.got.state import Counts, GotState


def eliminate(state: GotState, name: str, *, removed_to: str | None = None) -> GotState:
    """Remove ``name``'s armies and personal pool from the game (24.8); the player is out."""
    p = state.player(name)
    gone = [n for a in state.armies_of(name) for n in a.figures.names()]
    out = dataclasses.replace(
        p, eliminated=True, removed=p.removed.plus([*gone, *p.pool.names()]), pool=Counts(), spells=(), gems=0,
    )
    state = state.copy_with(armies=tuple(a for a in state.armies if a.owner != name))
    return state.with_player(out)
