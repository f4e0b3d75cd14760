"""Building Gods of Titan journals for tests."""

from __future__ import annotations

from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.board import FIXED
from referee.got.engine import GotEngine
from referee.got.lands import Terrain
from referee.got.movement_end import fewest_to_move
from referee.got.state import GotState

ENGINE = GotEngine()
PLAYERS = (ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
           ev.PlayerSetup("Cleo", "titan", "Gelb", 3))


#: a test board: one land of each ordinary terrain named after it ("Brush", "Plains" …), and the
#: short labels the tests use
BOARD = (*(f"{t.value}:{t.value}" for t in Terrain if t not in FIXED),
         "Brush:B", "Brush:B1", "Brush:B2", "Marsh:M", "Plains:P", "Plains:P1", "Plains:P2", "Plains:P9", "Plains:X",
         "Plains:S2", "Plains:S3", "Plains:Empty", "Desert:D", "Darkland:D1", "Darkland:D2", "Jungle:J",
         "Sea:S1", "Sea:S9", "Whirl:W1", "Whirl:W4")


def setup_event(*, darklord: bool = False, settings: tuple[tuple[str, str], ...] = ()) -> ev.GameSetup:
    if not darklord:
        return ev.GameSetup(players=PLAYERS, settings=settings, board=BOARD)
    players = tuple(ev.PlayerSetup(p.name, p.role, p.colour, p.seat, element=e)
                    for p, e in zip(PLAYERS, ("Asher", "Golem", "Zephyra"), strict=True))
    return ev.GameSetup(players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), settings=settings,
                        board=BOARD)


def new_game(*, darklord: bool = False, settings: tuple[tuple[str, str], ...] = ()) -> Journal[GotState]:
    j: Journal[GotState] = Journal(GotEngine())
    j.append(setup_event(darklord=darklord, settings=settings))
    return j


def rest_moves(state: GotState, *, keep: tuple[str, ...] = ()) -> list[Event]:
    """For each army that has to move (``fewest_to_move``) but those in ``keep``: a new land named, and
    a move of one land onto it."""
    out: list[Event] = []
    for m in fewest_to_move(state):
        if m not in keep:
            land = f"{m} · {state.round}"
            if all(x.label != land for x in state.lands):
                out.append(ev.LandNamed(terrain="Plains", name=land))
            out.append(ev.Move(marker=m, to=f"Plains:{land}", distance=1))
    return out


def pass_turn(j: Journal[GotState]) -> None:
    """End the Mover's turn, first moving each army that has to move one land onto a land of its own."""
    s = j.state
    for e in rest_moves(s):
        j.append(e)
    j.append(ev.TurnEnded(player=s.mover_player.name))


def moved_rest(state: GotState, *, keep: tuple[str, ...] = ()) -> GotState:
    """A hand-made table after :func:`rest_moves` (but for the armies in ``keep``)."""
    for e in rest_moves(state, keep=keep):
        state = ENGINE.apply(state, e)
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
