"""Building Gods of Titan journals for tests."""

from __future__ import annotations

from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.movement_end import fewest_to_move
from referee.got.state import GotState

ENGINE = GotEngine()
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


def rest_moves(state: GotState) -> list[ev.Move]:
    """A move of one land onto a land of its own for each army that has to move (``fewest_to_move``)."""
    return [ev.Move(marker=m, to=f"Plains:{m} · {state.round}", distance=1) for m in fewest_to_move(state)]


def pass_turn(j: Journal[GotState]) -> None:
    """End the Mover's turn, first moving each army that has to move one land onto a land of its own."""
    s = j.state
    for move in rest_moves(s):
        j.append(move)
    j.append(ev.TurnEnded(player=s.mover_player.name))


def moved_rest(state: GotState, *, keep: tuple[str, ...] = ()) -> GotState:
    """A hand-made table after :func:`rest_moves` (but for the armies in ``keep``)."""
    for move in rest_moves(state):
        if move.marker not in keep:
            state = ENGINE.apply(state, move)
    return state


def passed(state: GotState) -> GotState:
    """A hand-made table after the Mover's turn ended (:func:`moved_rest`, then the turn end)."""
    state = moved_rest(state)
    return ENGINE.apply(state, ev.TurnEnded(player=state.mover_player.name))


def play(j: Journal[GotState], player: str, *events: Event) -> GotState:
    """End turns until it is ``player``'s turn, then enter ``events``."""
    while j.state.mover_player.name != player:
        pass_turn(j)
    for e in events:
        j.append(e)
    return j.state


def to_round(j: Journal[GotState], n: int) -> None:
    while j.state.round < n:
        pass_turn(j)
