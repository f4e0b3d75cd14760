"""Journal events of Burgenkrieg (type names ``burgenkrieg.*``).

Zones are named ``"A.leibwache"``, ``"A.innen"``, ``"A.aussen"``, ``"B.aussen"``,
``"B.innen"``, ``"B.leibwache"`` (see :mod:`referee.burgenkrieg.zones`).

>>> from referee.core import to_json
>>> to_json(Move(creature="wolf", to_zone="A.innen"))
'{"data":{"creature":"wolf","to_zone":"A.innen"},"type":"burgenkrieg.move","v":1}'
"""

from __future__ import annotations

import dataclasses
import enum

from referee.burgenkrieg.zones import zone_word
from referee.core.events import Event, event
from referee.core.words import word_of


class Role(enum.Enum):
    LORD = "burgherr"
    COMMANDER = "kommandant"


class Phase(enum.Enum):
    """The phases the variant refers to (Versorgung, Haupt, Kampf, zweite Haupt, Ende)."""

    UPKEEP = "versorgung"
    MAIN = "haupt"
    COMBAT = "kampf"
    MAIN2 = "haupt2"
    END = "ende"

    def word(self, lang: str = "de") -> str:
        """``Phase.MAIN.word() == "Hauptphase"`` (``"main phase"``)."""
        return word_of(PHASE_WORDS, self, lang)


PHASE_WORDS: dict[Phase, tuple[str, str]] = {
    Phase.UPKEEP: ("Versorgungsphase", "upkeep phase"), Phase.MAIN: ("Hauptphase", "main phase"),
    Phase.COMBAT: ("Kampfphase", "combat phase"), Phase.MAIN2: ("zweite Hauptphase", "second main phase"),
    Phase.END: ("Endphase", "end phase"),
}


@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayerSpec:
    name: str
    side: str
    role: Role = Role.LORD


@dataclasses.dataclass(frozen=True, kw_only=True)
class Setting:
    id: str
    value: str


@event("burgenkrieg.setup", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Setup(Event):
    """Players with side and role (2 lords, or 2 teams of lord + commander), settings."""

    players: tuple[PlayerSpec, ...]
    settings: tuple[Setting, ...] = ()

    def label(self, lang: str = "de") -> str:
        names = ", ".join(f"{p.name} ({p.side})" for p in self.players)
        return f"Neues Spiel: {names}" if lang == "de" else f"New game: {names}"


@event("burgenkrieg.turn", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Turn(Event):
    """``player`` begins a turn: their creatures untap and lose summoning sickness; damage wears off."""

    player: str

    def label(self, lang: str = "de") -> str:
        return f"Zug von {self.player}" if lang == "de" else f"Turn of {self.player}"


@event("burgenkrieg.phase", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class NextPhase(Event):
    phase: Phase

    def label(self, lang: str = "de") -> str:
        return self.phase.word(lang)


@event("burgenkrieg.creature_enters", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class CreatureEnters(Event):
    """A creature comes into play in a zone the controller chooses (§ kreaturen)."""

    id: str
    name: str
    controller: str
    zone: str
    power: int
    toughness: int
    haste: bool = False
    tapped: bool = False
    #: The owner when it differs from the controller (empty: the controller).
    owner: str = ""

    def label(self, lang: str = "de") -> str:
        pt = f"{self.power}/{self.toughness}"
        if lang == "de":
            return f"{self.controller}: {self.name} ({pt}) kommt in {zone_word(self.zone, lang)} ins Spiel"
        return f"{self.controller}: {self.name} ({pt}) enters {zone_word(self.zone, lang)}"


@event("burgenkrieg.creature_leaves", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class CreatureLeaves(Event):
    creature: str

    def label(self, lang: str = "de") -> str:
        return f"{self.creature} verlässt das Spiel" if lang == "de" else f"{self.creature} leaves play"


@event("burgenkrieg.creature_update", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class CreatureUpdate(Event):
    """The scribe records what a card effect did (card texts are out of scope)."""

    creature: str
    power: int | None = None
    toughness: int | None = None
    tapped: bool | None = None
    damage: int | None = None

    def label(self, lang: str = "de") -> str:
        return f"{self.creature} geändert" if lang == "de" else f"{self.creature} changed"


@event("burgenkrieg.move", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Move(Event):
    """Move a creature one zone forward or back outside combat (§ bewegung)."""

    creature: str
    to_zone: str

    def label(self, lang: str = "de") -> str:
        return f"{self.creature} → {zone_word(self.to_zone, lang)}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Strike:
    """One attacking creature's combat damage (§ kampf).

    ``to_wall`` is damage to the wall (or to the lord in the bodyguard zone),
    ``to_trigger`` to the movement trigger; ``prevented_*`` how much of each was
    prevented.  ``as_unblocked``: a blocked creature that deals its damage to the
    defending player.  ``enter``: its controller moves it into the zone at the end of combat.
    """

    creature: str
    target: str
    blockers: tuple[str, ...] = ()
    trample: bool = False
    as_unblocked: bool = False
    to_blockers: int = 0
    to_wall: int = 0
    to_trigger: int = 0
    prevented_wall: int = 0
    prevented_trigger: int = 0
    enter: bool = False


@event("burgenkrieg.combat", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Combat(Event):
    """A whole combat of the active player: every attacker with its damage (§ kampf)."""

    strikes: tuple[Strike, ...]

    def label(self, lang: str = "de") -> str:
        names = ", ".join(s.creature for s in self.strikes)
        return f"Angriff: {names}" if lang == "de" else f"Attack: {names}"


@event("burgenkrieg.assassinate", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Assassinate(Event):
    """Meucheln: tap own creatures in an own zone to damage an intruder there (§ meucheln)."""

    player: str
    intruder: str
    tapped: tuple[str, ...]
    raised_toughness: int | None = None
    top_up: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return f"{self.player} meuchelt {self.intruder}" if lang == "de" else (
            f"{self.player} assassinates {self.intruder}")


@event("burgenkrieg.rebuild", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Rebuild(Event):
    """Wiederaufbau in the upkeep: tap creatures in an own zone to restore points (§ wiederaufbau)."""

    player: str
    zone: str
    tapped: tuple[str, ...]

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: Wiederaufbau {zone_word(self.zone, lang)}" if lang == "de" else (
            f"{self.player}: rebuild {zone_word(self.zone, lang)}")


@event("burgenkrieg.control_change", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ControlChange(Event):
    """A creature changes controller and moves towards them (§ sonstiges)."""

    creature: str
    new_controller: str

    def label(self, lang: str = "de") -> str:
        return f"{self.new_controller} übernimmt {self.creature}" if lang == "de" else (
            f"{self.new_controller} gains control of {self.creature}")


@event("burgenkrieg.forced_advance", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ForcedAdvance(Event):
    """A creature forced to attack that cannot attack moves one zone forward (§ sonstiges)."""

    creature: str

    def label(self, lang: str = "de") -> str:
        return f"{self.creature} rückt vor (Angriffszwang)" if lang == "de" else (
            f"{self.creature} advances (forced to attack)")


@event("burgenkrieg.life", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class LifeChange(Event):
    """Life of a lord or commander changes by a card effect (walls lose points only in combat)."""

    player: str
    change: int

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: {self.change:+d} " + ("Leben" if lang == "de" else "life")
