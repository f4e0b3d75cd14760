"""The typed payloads of Gods of Titan's options: the facts and legal values of each kind, and where the scribe
completes the entry, ``make(<the choice>)`` — the one place a choice becomes an event (dialogs, tests).

Field names are the keys the command line's ``options --json`` has always shown; :meth:`Payload.to_json` (or an
override keeping a key's old shape) makes them JSON at that edge only.

>>> darken = DarkenPayload(darkened=("Schwarz 1",), passers=("Rot 2",))
>>> darken.make("Schwarz 1", "Rot 2")
Darkened(marker='Schwarz 1', passer='Rot 2')
>>> TeleportPayload.sections(TeleportKind.TOWER), TeleportPayload.one_land(TeleportKind.DARKLAND)
(('9.3', '23.8'), True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from referee.core.option import Payload
from referee.got.events import (
    ArmyBlocked,
    BattleRound,
    BattleSettled,
    Copy,
    Damage,
    Darkened,
    EndBattleOpened,
    EndBattleRound,
    FigureValues,
    GodSupporter,
    Side,
    SpellUsed,
    Spied,
    Strike,
    Teleport,
    TeleportKind,
    TitanRestored,
)
from referee.got.settle import Outcome
from referee.got.state import NEUTRAL


def _text(de: str, en: str, lang: str) -> str:
    return en if lang == "en" else de


# -- outside a battle -------------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class BenefitsPayload(Payload):
    """A player's victory-point benefits in force (26.2, 26.5): facts only."""

    player: str
    benefits: tuple[str, ...]
    #: why, in English (the option's sections name the rules)
    why: str


@dataclasses.dataclass(frozen=True)
class MovementPayload(Payload):
    """The armies that still have to move before the movement phase ends (6.2, 8.4, 8.6, 25.6)."""

    armies: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class ArmyBlockedPayload(Payload):
    """An army under forced move that cannot move at all: the scribe gives the reason (8.4, 23.5)."""

    marker: str

    def make(self, reason: str) -> ArmyBlocked:
        return ArmyBlocked(marker=self.marker, reason=reason.strip())


@dataclasses.dataclass(frozen=True)
class FightPayload(Payload):
    """A battle fought and settled at once (10.7, 11, 20): the outcomes, the gods the attacker may call, its spells."""

    attacker: str
    defender: str
    outcomes: tuple[Outcome, ...]
    winners: tuple[Side, ...]
    #: (god, from army)
    gods_to_call: tuple[tuple[str, str], ...]
    attacker_spells: tuple[str, ...]

    def make(self, outcome: Outcome, winner: Side | None) -> BattleSettled:
        """The settled battle's core; the battle dialog adds what else happened (gods, revived, losses …)."""
        return BattleSettled(attacker=self.attacker, defender=self.defender, outcome=outcome, winner=winner)


@dataclasses.dataclass(frozen=True)
class Tower:
    """A tower land (``Tower:Tower Rot``) and who holds it (``neutral`` if nobody)."""

    land: str
    owner: str


@dataclasses.dataclass(frozen=True)
class Refused:
    """A teleport kind the army cannot use now, and why."""

    kind: TeleportKind
    de: str
    en: str


#: the sections of each kind of teleport
_TELEPORT_SECTIONS = {TeleportKind.WHIRL: ("9.2",), TeleportKind.TOWER: ("9.3", "23.8"),
                      TeleportKind.TITAN_TOWER: ("26.5", "9.4"), TeleportKind.TITAN_BATTLE: ("26.5",),
                      TeleportKind.TITAN_FREE: ("26.5",), TeleportKind.DARKLAND: ("9.5",)}
#: kinds that replace the move: one land (9.1)
_ONE_LAND = (TeleportKind.TITAN_BATTLE, TeleportKind.TITAN_FREE, TeleportKind.DARKLAND)


@dataclasses.dataclass(frozen=True)
class TeleportPayload(Payload):
    """The teleports one army may use now (9.1–9.5, 23.8, 26.5), the towers on the board and what the
    Darkland teleport costs; the path is the scribe's (the board is not known)."""

    marker: str
    owner: str
    kinds: tuple[TeleportKind, ...]
    refused: tuple[Refused, ...]
    towers: tuple[Tower, ...]
    own_towers: tuple[str, ...]
    gems_darkland: int
    entry_fields: tuple[str, ...] = ("kind", "to", "distance", "via_from", "via_to", "permitted_by")

    @staticmethod
    def sections(kind: TeleportKind) -> tuple[str, ...]:
        return _TELEPORT_SECTIONS[kind]

    @staticmethod
    def one_land(kind: TeleportKind) -> bool:
        """The kind replaces the move and goes one land (9.1)."""
        return kind in _ONE_LAND

    @staticmethod
    def min_distance(kind: TeleportKind) -> int:
        """The Whirl teleport is a move of at least two lands, onto and off the Whirl (9.2)."""
        return 2 if kind is TeleportKind.WHIRL else 1

    def refusals(self, lang: str = "de") -> tuple[tuple[TeleportKind, str], ...]:
        return tuple((r.kind, _text(r.de, r.en, lang)) for r in self.refused)

    def held_towers(self) -> tuple[Tower, ...]:
        """The towers players hold (a tower teleport starts and ends on one, 9.3): own ones first."""
        return tuple(sorted((t for t in self.towers if t.owner != NEUTRAL), key=lambda t: (t.owner != self.owner, t.land)))

    def permitted_by(self, kind: TeleportKind, via_from: str = "", via_to: str = "") -> tuple[str, ...]:
        """The owners of other players' towers the teleport goes by: choosing their tower means they allow it (9.3)."""
        if kind not in (TeleportKind.TOWER, TeleportKind.TITAN_TOWER):
            return ()
        owners = {t.land: t.owner for t in self.towers}
        used = [via_to] + ([via_from] if kind is TeleportKind.TOWER else [])
        return tuple(sorted({owners[land] for land in used if land in owners and owners[land] not in (self.owner, NEUTRAL)}))

    def make(self, kind: TeleportKind, to: str, distance: int = 1, via_from: str = "", via_to: str = "") -> Teleport:
        """The teleport: a Whirl goes via two Whirl lands, a tower teleport from and to a tower, the Titan's via a
        tower; the owners of other players' towers used allow it."""
        if kind is not TeleportKind.WHIRL and kind is not TeleportKind.TOWER:
            via_from = ""
        if kind not in (TeleportKind.WHIRL, TeleportKind.TOWER, TeleportKind.TITAN_TOWER):
            via_to = ""
        return Teleport(marker=self.marker, kind=kind, to=to, distance=1 if self.one_land(kind) else distance,
                        via_from=via_from, via_to=via_to, permitted_by=self.permitted_by(kind, via_from, via_to))

    def to_json(self) -> dict[str, Any]:
        return {"marker": self.marker, "kinds": [k.value for k in self.kinds],
                "refused": {r.kind.value: r.en for r in self.refused},
                "refused_de": {r.kind.value: r.de for r in self.refused},
                "towers": [{"land": t.land, "owner": t.owner} for t in self.towers],
                "own_towers": list(self.own_towers), "gems_darkland": self.gems_darkland,
                "entry_fields": list(self.entry_fields)}


@dataclasses.dataclass(frozen=True)
class Immune:
    """An army the Darklord may not spy on, and why (23.4)."""

    marker: str
    de: str
    en: str


@dataclasses.dataclass(frozen=True)
class SpyPayload(Payload):
    """The Darklord's spying (9.5, 23.3, 23.4): the black armies that may spy, the armies they may spy on, the
    immune ones, and the armies with a hidden Titan (on attacking one, any of them may be found, 23.3)."""

    armies: tuple[str, ...]
    targets: tuple[str, ...]
    immune: tuple[Immune, ...]
    hidden_titans: tuple[str, ...] = ()
    entry_fields: tuple[str, ...] = ("marker", "target", "distance", "titan_found")

    def targets_for(self, titan_found: bool) -> tuple[str, ...]:
        """The armies to name: a hidden Titan found on attacking is any army with a hidden Titan (23.3)."""
        return self.hidden_titans if titan_found else self.targets

    def immunities(self, lang: str = "de") -> tuple[tuple[str, str], ...]:
        return tuple((i.marker, _text(i.de, i.en, lang)) for i in self.immune)

    def make(self, marker: str, target: str, distance: int, titan_found: bool = False) -> Spied:
        return Spied(marker=marker, target=target, distance=distance, titan_found=titan_found)

    def to_json(self) -> dict[str, Any]:
        return {"armies": list(self.armies), "targets": list(self.targets),
                "immune": {i.marker: i.en for i in self.immune}, "immune_de": {i.marker: i.de for i in self.immune},
                "hidden_titans": list(self.hidden_titans), "entry_fields": list(self.entry_fields)}


@dataclasses.dataclass(frozen=True)
class DarkenPayload(Payload):
    """A black army on a dark land lets one of the Mover's armies pass (23.2)."""

    darkened: tuple[str, ...]
    passers: tuple[str, ...]
    entry_fields: tuple[str, ...] = ("marker", "passer")

    def make(self, marker: str, passer: str) -> Darkened:
        return Darkened(marker=marker, passer=passer)


@dataclasses.dataclass(frozen=True)
class RestoreTitanPayload(Payload):
    """The Phantom in the Dungeon becomes the Titan again for an element given to the Darklord (24.6)."""

    player: str
    elements: tuple[str, ...]
    armies: tuple[str, ...]
    entry_fields: tuple[str, ...] = ("player", "marker", "element")

    def make(self, marker: str, element: str) -> TitanRestored:
        return TitanRestored(player=self.player, marker=marker, element=element)


@dataclasses.dataclass(frozen=True)
class EndBattlePayload(Payload):
    """The end battle in the Skycastle (27.5, 16.5): the Dark-Titan's army, the God's life, the most creatures the
    God's army holds and the creatures the Titan players may lend (army, figure)."""

    marker: str
    god_life: int
    god_army_max: int
    creatures: tuple[tuple[str, str], ...]
    entry_fields: tuple[str, ...] = ("marker", "god_army")

    def make(self, god_army: Sequence[tuple[str, str]]) -> EndBattleOpened:
        return EndBattleOpened(marker=self.marker, god_army=tuple(GodSupporter(m, f) for m, f in god_army))


@dataclasses.dataclass(frozen=True)
class EndBattleRoundPayload(Payload):
    """The next round of the end battle (27.5, 11.1, 13.2): who still stands on either side, the God's life and hits."""

    round: int
    darklord_standing: tuple[str, ...]
    #: (army, figure) of the God's army still standing
    god_army_standing: tuple[tuple[str, str], ...]
    god_life: int
    god_hits: int
    entry_fields: tuple[str, ...] = ("round", "beaten_darklord", "beaten_god_army", "god_hits", "dice")

    @property
    def darklord_may_fall(self) -> bool:
        """In the first round only the attacker, the Dark-Titan's army, strikes (11.1)."""
        return self.round > 1

    @property
    def most_hits(self) -> int:
        """The hits the God can still take this round: his life left."""
        return max(0, self.god_life - self.god_hits)

    def make(self, beaten_darklord: Sequence[str], beaten_god_army: Sequence[tuple[str, str]], god_hits: int,
             dice: str = "") -> EndBattleRound:
        return EndBattleRound(round=self.round, beaten_darklord=tuple(beaten_darklord),
                              beaten_god_army=tuple(GodSupporter(m, f) for m, f in beaten_god_army),
                              god_hits=god_hits, dice=dice)


# -- a battle entered round by round -------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class BattleRoundPayload(Payload):
    """The next round of the open battle (11.1, 11.9, 13.8): who may fall on either side, the damage so far
    (``side:figure[:number]`` → hits; never healed, 13.5) and the last round (11.1)."""

    round: int
    attacker_may_fall: tuple[str, ...]
    defender_may_fall: tuple[str, ...]
    damage: tuple[tuple[str, int], ...]
    last_round: int
    #: the throws' values offered (13.2, 13.4): the strike numbers of the table, and up to how many dice a throw
    #: of the figures standing may have (a throw of more is accepted up to an input limit: a Painchain, 15.6)
    strike_numbers: tuple[int, ...] = ()
    most_dice: int = 0

    def may_fall(self, side: Side) -> tuple[str, ...]:
        return self.attacker_may_fall if side is Side.ATTACKER else self.defender_may_fall

    @property
    def dice_offered(self) -> tuple[int, ...]:
        return tuple(range(1, self.most_dice + 1))

    def make(self, beaten_attacker: Sequence[str] = (), beaten_defender: Sequence[str] = (),
             damage: Sequence[Damage] = (), copies: Sequence[Copy] = (), dice: str = "",
             executer_kill: bool = False, strikes: Sequence[Strike] = ()) -> BattleRound:
        return BattleRound(round=self.round, beaten_attacker=tuple(beaten_attacker),
                           beaten_defender=tuple(beaten_defender), damage=tuple(damage), copies=tuple(copies),
                           dice=dice, executer_kill=executer_kill, strikes=tuple(strikes))

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "attacker_may_fall": list(self.attacker_may_fall),
                "defender_may_fall": list(self.defender_may_fall), "damage": dict(self.damage),
                "last_round": self.last_round,
                "strikes": {"side": [s.value for s in Side], "dice": list(self.dice_offered),
                            "strike_number": list(self.strike_numbers), "hits": "0 … dice"}}


@dataclasses.dataclass(frozen=True)
class SpellPayload(Payload):
    """The one spell of an army in this battle (15.3–15.6): the spells it may cast, and for Timewarp the ways
    the round marker may move (15.6)."""

    marker: str
    opponent: str
    spells: tuple[str, ...]
    #: spell -> the round-marker moves it allows (a spell not named here: none)
    round_marker: tuple[tuple[str, tuple[int, ...]], ...] = ()

    def moves(self, spell: str) -> tuple[int, ...]:
        """The round-marker moves of ``spell`` (``(0,)`` for a spell that moves none)."""
        return dict(self.round_marker).get(spell, (0,))

    def casts(self) -> tuple[SpellUsed, ...]:
        """Every cast the army may enter: each spell, Timewarp once per way the marker moves."""
        return tuple(self.make(s, m) for s in self.spells for m in self.moves(s))

    def make(self, spell: str, round_marker: int = 0) -> SpellUsed:
        return SpellUsed(marker=self.marker, opponent=self.opponent, spell=spell, round_marker=round_marker)

    def to_json(self) -> dict[str, Any]:
        return {"marker": self.marker, "opponent": self.opponent, "spells": list(self.spells),
                "round_marker": {s: list(m) for s, m in self.round_marker}}


@dataclasses.dataclass(frozen=True)
class StandingFigure:
    """A standing figure's power and skill as the referee has them, with why (16.3–16.5, 12.7)."""

    side: Side
    figure: str
    #: which of several figures of a kind (0: the only one)
    number: int
    power: int
    skill: int | None
    why_de: str
    why_en: str
    #: values a scribe entered earlier
    entered: bool
    sections: tuple[str, ...]

    def why(self, lang: str = "de") -> str:
        return _text(self.why_de, self.why_en, lang)

    def make(self, power: int, skill: int, reason: str) -> FigureValues:
        """The actual values, each only where it differs from the referee's (a value the same needs no entry)."""
        return FigureValues(side=self.side, figure=self.figure, number=self.number,
                            power=power if power != self.power else None,
                            skill=skill if skill != (self.skill or 0) else None, reason=reason.strip())

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side.value, "figure": self.figure, "number": self.number, "power": self.power,
                "skill": self.skill, "why": [self.why_de, self.why_en], "entered": self.entered,
                "sections": list(self.sections)}


@dataclasses.dataclass(frozen=True)
class FigureValuesPayload(Payload):
    """Each standing figure's values: the template of the entry that sets the actual ones with a reason."""

    figures: tuple[StandingFigure, ...]

    def to_json(self) -> dict[str, Any]:
        return {"figures": [f.to_json() for f in self.figures]}
