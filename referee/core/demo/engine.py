"""Engine of the demo game: a set-up with one or more players, then the counter (never below 0, rule 1.1).

>>> from referee.core.demo.events import Add, DemoSetup
>>> e = DemoEngine()
>>> s = e.replay([DemoSetup(players=("Anna",), settings=(("demo.step", "2"),)), Add(amount=3)])
>>> s.total, [(o.label_en, o.allowed) for o in e.options(s)]
(3, [('+2', True), ('-3', True)])
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum

from referee.core.demo.events import Add, DemoSetup
from referee.core.demo.interpretations import INTERPRETATIONS
from referee.core.demo.state import DemoState
from referee.core.engine import Engine, handles
from referee.core.errors import RuleViolation
from referee.core.interpretation import validate_settings
from referee.core.option import Option
from referee.core.refusal import refuse


class OptionKind(StrEnum):
    """The demo's one kind of option: add to the counter."""

    ADD = "add"


class DemoEngine(Engine[DemoState]):
    game = "demo"

    def initial_state(self) -> DemoState:
        return DemoState()

    @handles(DemoSetup)
    def _setup(self, state: DemoState, ev: DemoSetup) -> DemoState:
        if not ev.players:
            refuse("demo.setup.no_players",
                   RuleViolation("Mindestens ein Spieler zählt.", "At least one player counts.", sections=("1.0",)))
        validate_settings(INTERPRETATIONS, dict(ev.settings))
        return dataclasses.replace(state, players=ev.players, settings=ev.settings)

    @handles(Add)
    def _add(self, state: DemoState, ev: Add) -> DemoState:
        if state.total + ev.amount < 0:
            refuse("demo.total.below_zero", RuleViolation(
                f"Der Zähler darf nicht unter 0 fallen ({state.total} {ev.amount:+d}).",
                f"The counter may not drop below 0 ({state.total} {ev.amount:+d}).",
                sections=("1.1",),
            ))
        return dataclasses.replace(state, total=state.total + ev.amount)

    def candidates(self, state: DemoState) -> list[Option]:
        """Add the table's step (``demo.step``), or take the counter back to 0 (refused at 0 already)."""
        step = int(state.setting("demo.step"))
        back = -state.total or -1
        return [Option.entry_of(OptionKind.ADD, f"+{step}", f"+{step}", Add(amount=step), ("1.2",)),
                Option.entry_of(OptionKind.ADD, f"{back:+d}", f"{back:+d}", Add(amount=back), ("1.1",))]
