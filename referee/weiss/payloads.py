"""The typed payloads of Weiß Schwarz's options: per kind the facts and legal values, and ``make`` — the one
place a scribe's choice becomes the entry (the dialogs and the tests call it).

>>> offer = DrawPayload(player="Ann", count=5)
>>> offer.make(("Sonne", "Kaze", "Kaze", "Hana", "Tori")).cards
('Sonne', 'Kaze', 'Kaze', 'Hana', 'Tori')
>>> offer.to_json()
{'player': 'Ann', 'count': 5}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.core.option import Payload
from referee.weiss.events import (
    Ability,
    Attack,
    AttackKind,
    Clock,
    Counter,
    Damage,
    Discard,
    Draw,
    EffectDamage,
    Encore,
    LevelUp,
    MoveCharacter,
    Mulligan,
    NextPhase,
    Play,
    PlayClimax,
)
from referee.weiss.state import Phase


@dataclass(frozen=True)
class DrawPayload(Payload):
    """``count`` cards for ``player`` to draw (§ vorbereitung, 2, 3)."""

    player: str
    count: int

    def make(self, cards: Sequence[str], refresh_points: Sequence[str] = ()) -> Draw:
        """The cards drawn, top first, and the refresh points a refresh on the way named (§ refresh)."""
        return Draw(player=self.player, cards=tuple(cards), refresh_points=tuple(refresh_points))


@dataclass(frozen=True)
class MulliganPayload(Payload):
    """``player``'s mulligan (§ vorbereitung); the offer itself keeps the hand."""

    player: str

    def make(self, discard: Sequence[str] = (), draw: Sequence[str] = (), refresh_points: Sequence[str] = ()) -> Mulligan:
        return Mulligan(player=self.player, discard=tuple(discard), draw=tuple(draw),
                        refresh_points=tuple(refresh_points))


@dataclass(frozen=True)
class ClockPayload(Payload):
    """A hand card of ``player`` to the clock (§ 3)."""

    player: str
    card: str

    def make(self) -> Clock:
        return Clock(player=self.player, card=self.card)


@dataclass(frozen=True)
class ClimaxPayload(Payload):
    """A climax card from the hand into the climax area (§ 5)."""

    card: str
    #: what it does beyond flat soul and power, as the deck list names it (§ 5)
    effect: str = ""

    def make(self, player: str) -> PlayClimax:
        return PlayClimax(player=player, card=self.card, effect=self.effect)


@dataclass(frozen=True)
class PlayPayload(Payload):
    """A hand card played (§ 4): a character's stage places the engine accepts (none for an event)."""

    card: str
    slots: tuple[str, ...]

    def make(self, player: str, slot: str | None = None) -> Play:
        return Play(player=player, card=self.card, slot=slot)


@dataclass(frozen=True)
class MovePayload(Payload):
    """Two stage places swapped (§ 4): the (from, to) pairs the engine accepts."""

    pairs: tuple[tuple[str, str], ...]

    def make(self, player: str, from_slot: str, to_slot: str) -> MoveCharacter:
        return MoveCharacter(player=player, from_slot=from_slot, to_slot=to_slot)


@dataclass(frozen=True)
class DiscardPayload(Payload):
    """``player`` discards down to the hand limit (§ 7): ``count`` cards."""

    player: str
    count: int

    def make(self, cards: Sequence[str]) -> Discard:
        return Discard(player=self.player, cards=tuple(cards))


@dataclass(frozen=True)
class EncorePayload(Payload):
    """A reversed character of ``player`` back rested for three stock (§ 6 VI)."""

    player: str
    slot: str
    card: str
    #: stock cards it costs (3, or what the card says, § 6 VI)
    cost: int = 3

    def make(self) -> Encore:
        return Encore(player=self.player, slot=self.slot)


@dataclass(frozen=True)
class PhasePayload(Payload):
    """The next phase (§ 1–7)."""

    phase: Phase

    def make(self) -> NextPhase:
        return NextPhase(phase=self.phase)


@dataclass(frozen=True)
class LevelUpPayload(Payload):
    """``player`` levels up with ``card`` (§ 3); ``refresh_points``: the cards accepted as the refresh point that
    waited for it (§ refresh; empty when none waited)."""

    player: str
    card: str
    refresh_points: tuple[str, ...] = ()

    def make(self, refresh_point: str | None = None) -> LevelUp:
        return LevelUp(player=self.player, card=self.card, refresh_points=(refresh_point,) if refresh_point else ())


@dataclass(frozen=True)
class DamagePayload(Payload):
    """The damage due to ``player`` (§ 6 IV) and its exact odds (:mod:`referee.weiss.odds`): that a climax cancels
    it, that it brings a level-up (None where the player has no cards to reveal)."""

    player: str
    amount: int
    p_cancel: float | None = None
    p_level_up: float | None = None

    def make(self, revealed: Sequence[str], soul_bonus: int = 0, refresh_points: Sequence[str] = ()) -> Damage:
        """The cards revealed (up to a climax), the soul changed by card text, the refresh points (§ refresh)."""
        return Damage(revealed=tuple(revealed), soul_bonus=soul_bonus, refresh_points=tuple(refresh_points))


@dataclass(frozen=True)
class CounterPayload(Payload):
    """A counter of the defender ``player`` in a front attack (§ 6 III): the counter cards the engine accepts."""

    player: str
    cards: tuple[str, ...]

    def make(self, card: str, power: int) -> Counter:
        return Counter(player=self.player, card=card, power=power)


@dataclass(frozen=True)
class AttackPayload(Payload):
    """An attack from ``slot`` by ``card`` (§ 6 I): the damage of each kind the engine accepts (by
    :class:`AttackKind` value), and the place opposite."""

    slot: str
    card: str
    damage: Mapping[str, int]
    opposite: str

    def make(self, player: str, kind: AttackKind, trigger: str, *, pool_card: str | None = None,
             drawn: str | None = None, comeback: str | None = None, bounce: str | None = None,
             refresh_points: Sequence[str] = ()) -> Attack:
        """The attack with its trigger card and what the trigger took (§ 6 II)."""
        return Attack(player=player, slot=self.slot, kind=kind, trigger=trigger, pool_card=pool_card, drawn=drawn,
                      comeback=comeback, bounce=bounce, refresh_points=tuple(refresh_points))


@dataclass(frozen=True)
class AbilityPayload(Payload):
    """An activated ability of ``player``'s character (§ 4): the places the engine accepts, at most ``stock``
    stock cards to pay, the places whose character may be rested for it."""

    player: str
    slots: tuple[str, ...]
    stock: int
    standing: tuple[str, ...] = ()

    def make(self, slot: str, cost: int = 0, rest: bool = False, effect: str = "") -> Ability:
        return Ability(player=self.player, slot=slot, cost=cost, rest=rest, effect=effect.strip())


@dataclass(frozen=True)
class EffectDamagePayload(Payload):
    """A damage outside an attack to ``player`` (§ 6 IV): the scribe names its amount and the cards revealed."""

    player: str

    def make(self, amount: int, revealed: Sequence[str], refresh_points: Sequence[str] = (),
             source: str = "") -> EffectDamage:
        return EffectDamage(player=self.player, amount=amount, revealed=tuple(revealed),
                            refresh_points=tuple(refresh_points), source=source.strip())
