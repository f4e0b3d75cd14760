"""Hand-made tables for the tests of issue 16 (teleports, Darklord, sea armies, markers, the end)."""

from __future__ import annotations

from referee.got.lands import Land
from referee.got.state import Army, Counts, GotState

from .helpers import new_game, pass_turn, to_round

OWNERS = {"Rot": "Anna", "Blau": "Ben", "Gelb": "Cleo", "Schwarz": "Dora"}


def table(*, darklord: bool = False, round_: int = 11, mover: str = "Ben") -> GotState:
    """The game in round ``round_`` at the start of ``mover``'s turn."""
    j = new_game(darklord=darklord)
    to_round(j, round_)
    while j.state.mover_player.name != mover:
        pass_turn(j)
    return j.state


def put(state: GotState, marker: str, land: Land, figures: list[str], *, moved: int | None = None) -> GotState:
    """The army ``marker`` with ``figures`` on ``land`` (not moved this turn unless ``moved``)."""
    army = next((a for a in state.armies if a.marker == marker), None)
    owner = army.owner if army else OWNERS[marker.split()[0]]
    return state.with_army(Army(marker, owner, land, Counts.of(figures), moved=moved))
