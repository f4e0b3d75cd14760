"""Building Gods of Titan journals for tests."""

from __future__ import annotations

from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.state import GotState

PLAYERS = (ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
           ev.PlayerSetup("Cleo", "titan", "Gelb", 3))


def setup_event(*, darklord: bool = False, settings: tuple[tuple[str, str], ...] = ()) -> ev.GameSetup:
    if not darklord:
        return ev.GameSetup(players=PLAYERS, settings=settings)
    players = tuple(ev.PlayerSetup(p.name, p.role, p.colour, p.seat, element=e)
                    for p, e in zip(PLAYERS, ("Asher", "Golem", "Zephyra"), strict=True))
    return ev.GameSetup(players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), settings=settings)


def new_game(*, darklord: bool = False, settings: tuple[tuple[str, str], ...] = ()) -> Journal[GotState]:
    j: Journal[GotState] = Journal(GotEngine())
    j.append(setup_event(darklord=darklord, settings=settings))
    return j


def play(j: Journal[GotState], player: str, *events: Event) -> GotState:
    """End turns until it is ``player``'s turn, then enter ``events``."""
    while j.state.mover_player.name != player:
        j.append(ev.TurnEnded(player=j.state.mover_player.name))
    for e in events:
        j.append(e)
    return j.state


def to_round(j: Journal[GotState], n: int) -> None:
    while j.state.round < n:
        j.append(ev.TurnEnded(player=j.state.mover_player.name))
