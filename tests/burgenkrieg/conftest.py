"""Helpers for the Burgenkrieg tests: a two-player and a team game."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import (
    CreatureEnters,
    NextPhase,
    Phase,
    PlayerSpec,
    Role,
    Setting,
    Setup,
    Turn,
)
from referee.burgenkrieg.state import BkState
from referee.core.events import Event


def two_players(*settings: tuple[str, str]) -> Setup:
    return Setup(
        players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")),
        settings=tuple(Setting(id=k, value=v) for k, v in settings),
    )


def team_game() -> Setup:
    return Setup(players=(
        PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Cid", side="A", role=Role.COMMANDER),
        PlayerSpec(name="Bob", side="B"), PlayerSpec(name="Dee", side="B", role=Role.COMMANDER),
    ))


def enters(cid: str, controller: str, zone: str, power: int, toughness: int, **kw: bool) -> CreatureEnters:
    return CreatureEnters(id=cid, name=cid.title(), controller=controller, zone=zone, power=power,
                          toughness=toughness, **kw)


def turn(player: str, phase: Phase | None = None) -> list[Event]:
    evs: list[Event] = [Turn(player=player)]
    if phase is not None and phase is not Phase.UPKEEP:
        evs.append(NextPhase(phase=phase))
    return evs


class Game:
    """An engine and the state after a list of events."""

    def __init__(self, *events: Event) -> None:
        self.engine = BurgenkriegEngine()
        self.state: BkState = self.engine.replay(events)

    def apply(self, *events: Event) -> BkState:
        for ev in events:
            self.state = self.engine.apply(self.state, ev)
        return self.state


@pytest.fixture(scope="session")
def bk() -> SimpleNamespace:
    """The helpers, as a fixture (test modules cannot import the conftest)."""
    return SimpleNamespace(Game=Game, two_players=two_players, team_game=team_game, enters=enters,
                           turn=turn)
