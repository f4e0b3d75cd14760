"""The typed view of a Weiß Schwarz state: ``summary`` (the options, with the exact odds of a pending damage,
are :mod:`referee.weiss.options`); JSON only at the command line's edge (``WeissView.to_json``).

>>> from referee.weiss.engine import WeissEngine
>>> from referee.weiss.events import Setup
>>> from referee.weiss.sample import sample_deck
>>> s = WeissEngine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
>>> summary(s).players[0].deck, summary(s).phase
(50, <Phase.PREPARATION: 'vorbereitung'>)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee.core.view import Header, Standing, TableView
from referee.weiss.state import FRONT as FRONT  # the front stage slots, by the names the view's stage uses
from referee.weiss.state import SLOTS as SLOTS  # the stage's slots, as the view's stage names them
from referee.weiss.state import AttackInProgress, Side
from referee.weiss.state import Mode as Mode  # a stage card's position
from referee.weiss.state import Phase as Phase  # the view's phase
from referee.weiss.state import WsState as WsState  # the handle the screens and sheets pass here
from referee.weiss.state import slot_word as slot_word  # a stage slot in words, as the view's slots are named


@dataclass(frozen=True)
class StageCard:
    """A character on a stage place and its mode (stand, rest, reverse, § 4)."""

    card: str
    mode: Mode


@dataclass(frozen=True)
class SideLine:
    """A player's zones: deck (count and climaxes in it), hand, clock, level, stock (count, and its cards
    oldest first: face down at the table, known to the scribe's record), waiting room, the stage by place, the
    climax area, and the cards in all zones (50, § grundlegendes)."""

    name: str
    deck: int
    deck_climaxes: int
    hand: tuple[str, ...]
    clock: tuple[str, ...]
    level: tuple[str, ...]
    stock: int
    waiting: tuple[str, ...]
    stage: Mapping[str, StageCard | None]
    climax: str | None
    total: int
    stock_cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class AttackLine:
    """The attack in progress: from which place, its kind, the next step, a counter's power (§ 6)."""

    slot: str
    kind: str
    step: str
    counter_power: int


@dataclass(frozen=True)
class WeissView(TableView):
    """The Weiß Schwarz table: settings, phase, turn, both sides, the attack, a level-up due, the winner."""

    settings: Mapping[str, str]
    phase: Phase | None
    turn: int
    active: str | None
    players: tuple[SideLine, ...]
    attack: AttackLine | None
    level_up: str | None
    winner: str | None

    def to_json(self) -> dict[str, Any]:
        return {"game": "weiss", **super().to_json()}


def _side(side: Side) -> SideLine:
    return SideLine(
        name=side.name, deck=len(side.deck), deck_climaxes=side.climaxes_in(side.deck), hand=tuple(side.hand),
        clock=tuple(side.clock), level=tuple(side.level), stock=len(side.stock), waiting=tuple(side.waiting),
        stage={slot: (StageCard(s.card, s.mode) if s else None) for slot, s in zip(SLOTS, side.stage, strict=True)},
        climax=side.climax, total=side.total(), stock_cards=tuple(side.stock))


def _attack(atk: AttackInProgress | None) -> AttackLine | None:
    return None if atk is None else AttackLine(atk.slot, atk.kind, atk.step, atk.counter_power)


def open_climaxes(state: WsState) -> dict[str, int]:
    """The climaxes each player's waiting room and clock hold, as ``<player>.waiting`` / ``<player>.clock``: the
    cards the table sees, which the damage odds leave out of the deck (§ 6 IV)."""
    return {f"{side.name}.{zone}": side.climaxes_in(getattr(side, zone)) for side in state.sides
            for zone in ("waiting", "clock")}


def header(state: WsState, lang: str = "de") -> Header:
    """Turn, the active player, the phase, each player's level and clock (level 4 loses), the winner."""
    level, clock = ("level", "clock") if lang == "en" else ("Level", "Clock")  # the German rules' words
    return Header(
        round=state.turn, to_move=state.sides[state.active].name if state.sides and not state.winner else None,
        phase=state.phase.word(lang) if state.phase else None, players=tuple(s.name for s in state.sides),
        standings=tuple(Standing(s.name, f"{s.name}: {level} {len(s.level)}, {clock} {len(s.clock)}") for s in state.sides),
        winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: WsState, lang: str = "de") -> WeissView:
    """Both players' zones, phase, turn, the attack in progress and the winner."""
    return WeissView(
        header=header(state, lang),
        settings=dict(state.settings),
        phase=state.phase,
        turn=state.turn,
        active=state.sides[state.active].name if state.sides else None,
        players=tuple(_side(s) for s in state.sides),
        attack=_attack(state.attack),
        level_up=None if state.level_up is None else state.sides[state.level_up].name,
        winner=state.winner,
    )
