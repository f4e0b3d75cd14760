"""The state of a Burgenkrieg game and the questions every rule asks of it.

>>> s = BkState(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")),
...     values=(15, 10, 5, 5, 10, 15))
>>> s.side("Bob"), s.controls("A", 2), s.controls("A", 3)
('B', True, False)
"""

from __future__ import annotations

import dataclasses

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import PermanentKind, Phase, PlayerSpec, Role
from referee.burgenkrieg.rules import RULES
from referee.core.errors import RuleViolation, UnknownName
from referee.core.interpretation import WithSettings
from referee.core.refusal import fail, refuse


@dataclasses.dataclass(frozen=True, kw_only=True)
class Creature:
    id: str
    name: str
    controller: str
    owner: str
    zone: int
    power: int
    toughness: int
    damage: int = 0
    tapped: bool = False
    #: Einsatzverzögerung (summoning sickness).
    sick: bool = True
    haste: bool = False


@dataclasses.dataclass(frozen=True, kw_only=True)
class Permanent:
    """A permanent other than a creature; ``attached_to``: the card an enchantment was put on (it lies in that
    card's zone)."""

    id: str
    name: str
    kind: PermanentKind
    controller: str
    owner: str
    zone: int
    attached_to: str = ""


@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayerCounts:
    """What the table counts of a player: mana, hand, library, graveyard (None: not counted yet)."""

    player: str
    mana: int | None = None
    hand: int | None = None
    library: int | None = None
    graveyard: int | None = 0


@dataclasses.dataclass(frozen=True, kw_only=True)
class BkState(WithSettings):
    players: tuple[PlayerSpec, ...] = ()
    settings: tuple[tuple[str, str], ...] = ()
    #: Life or defence points per zone index (bodyguard = the lord's life; team inner wall = commander's life).
    values: tuple[int, ...] = ()
    creatures: tuple[Creature, ...] = ()
    active: str | None = None
    phase: Phase | None = None
    #: Commanders made inactive by losing all life (§ multiplayer).
    inactive: tuple[str, ...] = ()
    winner: str | None = None
    permanents: tuple[Permanent, ...] = ()
    counts: tuple[PlayerCounts, ...] = ()
    #: creatures that left play by lethal damage, as they were then (§ kampf)
    fallen: tuple[Creature, ...] = ()
    #: turns begun so far
    turn: int = 0

    @property
    def started(self) -> bool:
        return bool(self.players)

    @property
    def team(self) -> bool:
        return len(self.players) == RULES.players.team_game


    def player(self, name: str) -> PlayerSpec:
        for p in self.players:
            if p.name == name:
                return p
        fail("burgenkrieg.player.unknown", UnknownName.of("Spieler", "player", name, [p.name for p in self.players]))

    def side(self, name: str) -> str:
        return self.player(name).side

    def lord(self, side: str) -> PlayerSpec:
        return next(p for p in self.players if p.side == side and p.role is Role.LORD)

    def commander(self, side: str) -> PlayerSpec | None:
        return next((p for p in self.players if p.side == side and p.role is Role.COMMANDER), None)

    def creature(self, cid: str) -> Creature:
        for c in self.creatures:
            if c.id == cid:
                return c
        fail("burgenkrieg.creature.unknown", UnknownName.of("Kreatur", "creature", cid, [c.id for c in self.creatures]))

    def permanent(self, pid: str) -> Permanent:
        for p in self.permanents:
            if p.id == pid:
                return p
        raise UnknownName.of("bleibende Karte", "permanent", pid, [p.id for p in self.permanents])

    def card_zone(self, cid: str) -> int | None:
        """The zone of a creature or permanent in play (None: no such card in play)."""
        for c in self.creatures:
            if c.id == cid:
                return c.zone
        for p in self.permanents:
            if p.id == cid:
                return p.zone
        return None

    def card_controller(self, cid: str) -> str:
        c = next((c for c in self.creatures if c.id == cid), None)
        return c.controller if c is not None else self.permanent(cid).controller

    def counts_of(self, player: str) -> PlayerCounts:
        return next((c for c in self.counts if c.player == player), PlayerCounts(player=player))

    def in_zone(self, idx: int) -> tuple[Creature, ...]:
        return tuple(c for c in self.creatures if c.zone == idx)

    def enemies_in(self, side: str, idx: int) -> tuple[Creature, ...]:
        return tuple(c for c in self.in_zone(idx) if self.side(c.controller) != side)

    def friends_in(self, side: str, idx: int) -> tuple[Creature, ...]:
        return tuple(c for c in self.in_zone(idx) if self.side(c.controller) == side)

    def controls(self, side: str, idx: int) -> bool:
        """No enemy creature there, and the zone is the side's own or holds its creatures."""
        if self.enemies_in(side, idx):
            return False
        return z.side_of(idx) == side or bool(self.friends_in(side, idx))

    def wall_value(self, side: str, idx: int) -> int:
        """What an attack of ``side`` on zone ``idx`` must get through: 0 for an own zone."""
        return z.wall_value(self.values, side, idx)

    def replace_creature(self, new: Creature) -> tuple[Creature, ...]:
        return tuple(new if c.id == new.id else c for c in self.creatures)

    def require_running(self) -> None:
        if not self.started:
            refuse("burgenkrieg.require_running.game_must_set_up", RuleViolation(
                "Zuerst muss das Spiel eingerichtet werden.", "The game must be set up first.",
                sections=("spielidee",),
            ))
        if self.winner is not None:
            refuse("burgenkrieg.require_running.game_over_side", RuleViolation(
                f"Das Spiel ist vorbei; Seite {self.winner} hat gewonnen.",
                f"The game is over; side {self.winner} has won.",
                sections=("multiplayer",),
            ))

    def require_acting(self, name: str) -> PlayerSpec:
        """The player, who must not be an inactive commander (§ multiplayer)."""
        p = self.player(name)
        if name in self.inactive:
            refuse("burgenkrieg.require_acting.inactive_commander_until_rebuild", RuleViolation(
                f"{name} ist als Kommandant inaktiv, bis ein Wiederaufbau ihm Leben gibt.",
                f"{name} is an inactive commander until a rebuild gives them life.",
                sections=("multiplayer",),
            ))
        return p
