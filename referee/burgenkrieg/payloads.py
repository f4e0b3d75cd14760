"""The typed payloads of Burgenkrieg's options: per kind the facts and legal values, and ``make`` — the one place
a scribe's choice becomes the entry (the dialogs and the tests call it).

>>> offer = EntersPayload(player="Ann", zones=("A.leibwache", "A.innen", "A.aussen"))
>>> offer.make("A.aussen", id="wolf1", name="Wolf", power=2, toughness=3).controller
'Ann'
>>> offer.to_json()
{'player': 'Ann', 'zones': ['A.leibwache', 'A.innen', 'A.aussen']}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee.burgenkrieg.events import (
    Assassinate,
    Cast,
    Counts,
    CreatureEnters,
    ForcedAdvance,
    Move,
    NextPhase,
    PermanentEnters,
    PermanentKind,
    PermanentLeaves,
    Phase,
    Rebuild,
    Strike,
    Turn,
)
from referee.core.option import Payload


@dataclass(frozen=True)
class TurnPayload(Payload):
    """A player's turn begins (§ spielidee); ``next``: the next player in seat order."""

    player: str
    next: bool

    def make(self) -> Turn:
        return Turn(player=self.player)


@dataclass(frozen=True)
class PhasePayload(Payload):
    """The next phase of the turn (§ spielidee)."""

    phase: Phase

    def make(self) -> NextPhase:
        return NextPhase(phase=self.phase)


@dataclass(frozen=True)
class EntersPayload(Payload):
    """A creature of ``player`` comes into play (§ kreaturen): the zones it may enter."""

    player: str
    zones: tuple[str, ...]

    def make(self, zone: str, *, id: str, name: str, power: int, toughness: int, haste: bool = False,
             tapped: bool = False) -> CreatureEnters:
        return CreatureEnters(id=id, name=name, controller=self.player, zone=zone, power=power, toughness=toughness,
                              haste=haste, tapped=tapped)


@dataclass(frozen=True)
class ReachPayload(Payload):
    """A fact: the zones (and ``"gegner"``) ``player`` may name as targets (§ reichweite)."""

    player: str
    targets: tuple[str, ...]


@dataclass(frozen=True)
class AssassinatePayload(Payload):
    """An intruder in an own zone (§ meucheln): the player's untapped creatures there, the damage all of them deal."""

    player: str
    intruder: str
    creatures: tuple[str, ...]
    max_damage: int

    def make(self, tapped: Sequence[str], *, raised_toughness: int | None = None,
             top_up: Sequence[str] = ()) -> Assassinate:
        """``raised_toughness``: the toughness the opponent raised it to; ``top_up``: the creatures tapped after."""
        return Assassinate(player=self.player, intruder=self.intruder, tapped=tuple(tapped),
                           raised_toughness=raised_toughness, top_up=tuple(top_up))


@dataclass(frozen=True)
class RebuildPayload(Payload):
    """A damaged own wall (§ wiederaufbau): the untapped creatures in it, the points all of them restore (zone
    None: no own wall is damaged, the option is refused)."""

    player: str
    zone: str | None = None
    creatures: tuple[str, ...] = ()
    max_points: int = 0

    def make(self, tapped: Sequence[str]) -> Rebuild:
        return Rebuild(player=self.player, zone=self.zone or "", tapped=tuple(tapped))


@dataclass(frozen=True)
class MovePayload(Payload):
    """A creature moves to a neighbouring zone outside combat (§ bewegung)."""

    creature: str
    zone: str

    def make(self) -> Move:
        return Move(creature=self.creature, to_zone=self.zone)


@dataclass(frozen=True)
class ForcedAdvancePayload(Payload):
    """A creature forced to attack that cannot attack advances (§ sonstiges)."""

    creature: str

    def make(self) -> ForcedAdvance:
        return ForcedAdvance(creature=self.creature)


@dataclass(frozen=True)
class AttackPayload(Payload):
    """A creature's attack (§ kampf): the zones it may attack, their walls, and per zone the defenders that may
    block there."""

    creature: str
    zones: tuple[str, ...]
    walls: tuple[int, ...]
    blockers: tuple[tuple[str, ...], ...]

    def blockers_at(self, zone: str) -> tuple[str, ...]:
        """The defenders that may block an attack on ``zone`` (none where it is not offered)."""
        return self.blockers[self.zones.index(zone)] if zone in self.zones else ()

    def make(self, target: str, *, blockers: Sequence[str] = (), trample: bool = False, as_unblocked: bool = False,
             to_blockers: int = 0, to_wall: int = 0, to_trigger: int = 0, prevented_wall: int = 0,
             prevented_trigger: int = 0, enter: bool = False, blocker_damage: Sequence[int] = (),
             damage_taken: int | None = None) -> Strike:
        """This creature's strike, one part of the combat entry (``Combat(strikes=...)``)."""
        return Strike(creature=self.creature, target=target, blockers=tuple(blockers), trample=trample,
                      as_unblocked=as_unblocked, to_blockers=to_blockers, to_wall=to_wall, to_trigger=to_trigger,
                      prevented_wall=prevented_wall, prevented_trigger=prevented_trigger, enter=enter,
                      blocker_damage=tuple(blocker_damage), damage_taken=damage_taken)


@dataclass(frozen=True)
class PermanentPayload(Payload):
    """A permanent of ``player`` comes into play (``burgenkrieg.permanent_zone``): the zones it may enter lying
    on no card, and the cards in reach an enchantment may be put on (§ reichweite)."""

    player: str
    zones: tuple[str, ...]
    hosts: tuple[str, ...]

    def make(self, kind: PermanentKind, *, id: str, name: str, zone: str = "", attached_to: str = "") -> PermanentEnters:
        return PermanentEnters(id=id, name=name, kind=kind, controller=self.player, zone="" if attached_to else zone,
                               attached_to=attached_to)


@dataclass(frozen=True)
class PermanentLeavesPayload(Payload):
    """The permanents in play that may leave it."""

    permanents: tuple[str, ...]

    def make(self, permanent: str) -> PermanentLeaves:
        return PermanentLeaves(permanent=permanent)


@dataclass(frozen=True)
class CastPayload(Payload):
    """A spell or ability of ``player`` (§ reichweite): the targets in reach (cards and players) and the cards
    whose abilities may be used (an enchantment on an opponent's card only within reach)."""

    player: str
    targets: tuple[str, ...]
    sources: tuple[str, ...]

    def make(self, name: str, targets: Sequence[str], *, source: str = "") -> Cast:
        return Cast(player=self.player, name=name, targets=tuple(targets), source=source)


@dataclass(frozen=True)
class CountsPayload(Payload):
    """What the table counts of ``player`` now: mana, hand, library, graveyard (None: not counted yet)."""

    player: str
    mana: int | None
    hand: int | None
    library: int | None
    graveyard: int | None

    def make(self, *, mana: int | None = None, hand: int | None = None, library: int | None = None,
             graveyard: int | None = None) -> Counts:
        """Only the counts that changed are kept in the entry."""
        def changed(new: int | None, old: int | None) -> int | None:
            return None if new == old else new

        return Counts(player=self.player, mana=changed(mana, self.mana), hand=changed(hand, self.hand),
                      library=changed(library, self.library), graveyard=changed(graveyard, self.graveyard))
