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
from typing import TYPE_CHECKING, Any

from referee.core.errors import UnknownName
from referee.core.view import Header, Standing, TableView
from referee.weiss.cards import CardSpec, spec_in
from referee.weiss.state import FRONT as FRONT  # the front stage slots, by the names the view's stage uses
from referee.weiss.state import OPPOSITE as OPPOSITE  # the place facing a front place, by the view's slot names
from referee.weiss.state import PHASE_WORDS as PHASE_WORDS  # the view's phases in words (German, English)
from referee.weiss.state import SLOTS as SLOTS  # the stage's slots, as the view's stage names them
from referee.weiss.state import AttackInProgress
from referee.weiss.state import Mode as Mode  # a stage card's position
from referee.weiss.state import Phase as Phase  # the view's phase
from referee.weiss.state import Side as _Side
from referee.weiss.state import WsState as WsState  # the handle the screens and sheets pass here
from referee.weiss.state import slot_word as slot_word  # a stage slot in words, as the view's slots are named

if TYPE_CHECKING:  # the odds' counts: their modules load with the first odds asked for
    from referee.weiss.odds import Zones
    from referee.weiss.phase_odds import TriggerDeck


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


def _side(side: _Side) -> SideLine:
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


@dataclass(frozen=True)
class ScribeSide:
    """A player's side as the scribe's record holds it, beyond what the table sees (:class:`SideLine`): the
    deck's cards in order (top first), the hand, the waiting room, the stage by place (``SLOTS``) and each card's
    numbers from the deck list — what the entry dialogs and the quick line offer. ``reveal_pool(side, n)``
    (:mod:`referee.weiss.options`) takes it as it takes the engine's side."""

    name: str
    deck: tuple[str, ...]
    hand: tuple[str, ...]
    waiting: tuple[str, ...]
    stage: tuple[StageCard | None, ...]
    catalog: tuple[CardSpec, ...]

    def spec(self, card: str) -> CardSpec:
        """A card's numbers from the deck list; a card not in it is refused (§ grundlegendes)."""
        return spec_in(self.catalog, card, self.name)

    def on_stage(self, slot: str) -> StageCard | None:
        return self.stage[SLOTS.index(slot)]


@dataclass(frozen=True)
class Scribe:
    """The scribe's record of the table for the entry dialogs, the odds panel and the quick line: both sides in
    seat order, the active player's seat, the phase, the attack in progress and the refresh readings in force."""

    sides: tuple[ScribeSide, ...]
    active: int
    phase: Phase | None
    attack: AttackLine | None
    refresh_damage: str
    refresh_timing: str

    @property
    def started(self) -> bool:
        return bool(self.sides)

    @property
    def me(self) -> ScribeSide:
        """The active player's side."""
        return self.sides[self.active]

    @property
    def other(self) -> ScribeSide:
        """The other player's side."""
        return self.sides[1 - self.active]

    def side(self, player: str) -> ScribeSide:
        for s in self.sides:
            if s.name == player:
                return s
        raise UnknownName.of("Spieler", "player", player, [s.name for s in self.sides])


def _scribe_side(side: _Side) -> ScribeSide:
    return ScribeSide(name=side.name, deck=side.deck, hand=side.hand, waiting=side.waiting,
                      stage=tuple(StageCard(s.card, s.mode) if s else None for s in side.stage), catalog=side.catalog)


def scribe(state: WsState) -> Scribe:
    """The scribe's record of ``state`` (cheap: built when a dialog opens or a line is read).

    >>> from referee.weiss.engine import WeissEngine
    >>> from referee.weiss.events import Setup
    >>> from referee.weiss.sample import sample_deck
    >>> s = scribe(WeissEngine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")]))
    >>> s.me.name, len(s.side("Bob").deck), s.me.on_stage("vorne_mitte")
    ('Ann', 50, None)
    """
    return Scribe(sides=tuple(_scribe_side(s) for s in state.sides), active=state.active, phase=state.phase,
                  attack=_attack(state.attack), refresh_damage=state.setting("weiss.refresh_damage"),
                  refresh_timing=state.setting("weiss.refresh_timing"))


def damage_zones(state: WsState, player: str) -> Zones:
    """The counts the damage odds need, read from ``player``'s zones (:func:`referee.weiss.options.zones_of`)."""
    from referee.weiss.options import zones_of

    return zones_of(state.sides[state.index(player)])


def trigger_deck(state: WsState, player: str) -> TriggerDeck:
    """``player``'s trigger cards in deck and waiting room (:func:`referee.weiss.phase_odds.trigger_deck_of`)."""
    from referee.weiss.phase_odds import trigger_deck_of

    return trigger_deck_of(state.sides[state.index(player)])
