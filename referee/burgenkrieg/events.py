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
from collections.abc import Sequence
from typing import Any

from referee.burgenkrieg.interpretations import INTERPRETATIONS
from referee.burgenkrieg.zones import zone_word
from referee.core.events import Event, event, told_apart, upgrader
from referee.core.interpretation import pins
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
        """``Phase.MAIN.word() == "Hauptphase"`` (``"Main phase"``)."""
        return word_of(PHASE_WORDS, self, lang)


PHASE_WORDS: dict[Phase, tuple[str, str]] = {
    Phase.UPKEEP: ("Versorgungsphase", "Upkeep phase"), Phase.MAIN: ("Hauptphase", "Main phase"),
    Phase.COMBAT: ("Kampfphase", "Combat phase"), Phase.MAIN2: ("zweite Hauptphase", "Second main phase"),
    Phase.END: ("Endphase", "End phase"),
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


@event("burgenkrieg.setup", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Setup(Event):
    """Players with side and role (2 lords, or 2 teams of lord + commander), settings.

    Version 2: combat damage between creatures is counted (``burgenkrieg.card_texts``); a game set up before keeps
    the reading it was played under (:func:`_setup_v1`)."""

    players: tuple[PlayerSpec, ...]
    settings: tuple[Setting, ...] = ()

    def label(self, lang: str = "de") -> str:
        names = ", ".join(f"{p.name} ({p.side})" for p in self.players)
        return f"Neues Spiel: {names}" if lang == "de" else f"New game: {names}"


@upgrader("burgenkrieg.setup", 1)
def _setup_v1(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old set-up
    """A game set up before combat damage between creatures counted entered it (and removed the fallen) by hand:
    it keeps doing so (``burgenkrieg.card_texts`` = ``entered``)."""
    settings = list(data.get("settings", ()))
    have = {s.get("id") for s in settings if isinstance(s, dict)}
    settings += [{"id": key, "value": value} for key, value in pins(INTERPRETATIONS, 1) if key not in have]
    return {**data, "settings": settings}


@told_apart("burgenkrieg.setup", 1)
def _setup_v1_written(data: dict[str, Any], later: Sequence[object]) -> tuple[int, dict[str, Any]]:
    """Version 1 of the set-up was written unchanged before combat damage between creatures counted (14bdbf3) and
    after, until version 2; a combat's strikes tell which (``damage_taken`` came with it). A game without a combat
    has nothing the reading changes: today's (2)."""
    for raw in later:
        if isinstance(raw, dict) and raw.get("type") == "burgenkrieg.combat" and isinstance(raw.get("data"), dict):
            strikes = raw["data"].get("strikes")
            if isinstance(strikes, list) and strikes and isinstance(strikes[0], dict):
                return (2 if "damage_taken" in strikes[0] else 1), data
    return 2, data


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


class PermanentKind(enum.Enum):
    """A permanent other than a creature (bleibende Karte, § reichweite)."""

    ENCHANTMENT = "verzauberung"
    ARTIFACT = "artefakt"
    LAND = "land"

    def word(self, lang: str = "de") -> str:
        """``PermanentKind.ARTIFACT.word() == "Artefakt"``."""
        return word_of(PERMANENT_WORDS, self, lang)


PERMANENT_WORDS: dict[PermanentKind, tuple[str, str]] = {
    PermanentKind.ENCHANTMENT: ("Verzauberung", "enchantment"), PermanentKind.ARTIFACT: ("Artefakt", "artifact"),
    PermanentKind.LAND: ("Land", "land"),
}


@event("burgenkrieg.permanent_enters", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PermanentEnters(Event):
    """A permanent that is no creature comes into play in a zone (§ reichweite; ``burgenkrieg.permanent_zone``);
    an enchantment put on a card (``attached_to``, a creature's or permanent's id) lies in that card's zone and
    must be in reach."""

    id: str
    name: str
    kind: PermanentKind
    controller: str
    zone: str = ""
    attached_to: str = ""
    owner: str = ""

    def label(self, lang: str = "de") -> str:
        what = f"{self.name} ({self.kind.word(lang)})"
        if self.attached_to:
            return (f"{self.controller}: {what} auf {self.attached_to}" if lang == "de"
                    else f"{self.controller}: {what} on {self.attached_to}")
        if lang == "de":
            return f"{self.controller}: {what} kommt in {zone_word(self.zone, lang)} ins Spiel"
        return f"{self.controller}: {what} enters {zone_word(self.zone, lang)}"


@event("burgenkrieg.permanent_leaves", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PermanentLeaves(Event):
    permanent: str

    def label(self, lang: str = "de") -> str:
        return f"{self.permanent} verlässt das Spiel" if lang == "de" else f"{self.permanent} leaves play"


@event("burgenkrieg.cast", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Cast(Event):
    """A spell or an ability (``source``: the permanent or creature whose ability it is) with its targets:
    creatures, permanents or players; each must be in the player's reach (§ reichweite)."""

    player: str
    name: str
    targets: tuple[str, ...]
    source: str = ""

    def label(self, lang: str = "de") -> str:
        de = lang == "de"
        src = (f" von {self.source}" if de else f" of {self.source}") if self.source else ""
        if not self.targets:
            return f"{self.player}: {self.name}{src} ({'ohne Ziel' if de else 'no target'})"
        return (f"{self.player}: {self.name}{src} zielt auf {', '.join(self.targets)}" if de
                else f"{self.player}: {self.name}{src} targets {', '.join(self.targets)}")


@event("burgenkrieg.counts", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Counts(Event):
    """A player's mana, hand, library and graveyard as the table counts them now (None: unchanged)."""

    player: str
    mana: int | None = None
    hand: int | None = None
    library: int | None = None
    graveyard: int | None = None

    def label(self, lang: str = "de") -> str:
        words = (("Mana", "mana"), ("Hand", "hand"), ("Bibliothek", "library"), ("Friedhof", "graveyard"))
        values = (self.mana, self.hand, self.library, self.graveyard)
        parts = [f"{w[0] if lang == 'de' else w[1]} {v}" for w, v in zip(words, values, strict=True) if v is not None]
        return f"{self.player}: {', '.join(parts) or ('nichts geändert' if lang == 'de' else 'nothing changed')}"


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
        """``Riese: Stärke 8, 2 Schaden, getappt``."""
        de = lang == "de"
        parts = []
        if self.power is not None:
            parts.append(f"{'Stärke' if de else 'power'} {self.power}")
        if self.toughness is not None:
            parts.append(f"{'Widerstandskraft' if de else 'toughness'} {self.toughness}")
        if self.damage is not None:
            parts.append(f"{self.damage} {'Schaden' if de else 'damage'}")
        if self.tapped is not None:
            parts.append(("getappt" if de else "tapped") if self.tapped else ("ungetappt" if de else "untapped"))
        if not parts:
            return f"{self.creature} geändert" if de else f"{self.creature} changed"
        return f"{self.creature}: {', '.join(parts)}"


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
    #: the attacker's damage to each blocker, in the order of ``blockers`` (empty: ``to_blockers`` goes to them in
    #: that order, lethal damage to each before the next; the last takes the rest)
    blocker_damage: tuple[int, ...] = ()
    #: the damage the blockers dealt to the attacker (None: their total power)
    damage_taken: int | None = None

    def words(self, lang: str = "de") -> str:
        """``Riese → Äußerer Schutzwall B (geblockt von Wache, 3 Schaden an Blocker, 2 Schaden an Wall, …)``."""
        de = lang == "de"
        parts = []
        if self.blockers:
            parts.append(("geblockt von " if de else "blocked by ") + ", ".join(self.blockers))
        for amount, de_w, en_w in ((self.to_blockers, "Schaden an Blocker", "damage to blockers"),
                                   (self.to_wall, "Schaden an Wall", "damage to the wall"),
                                   (self.to_trigger, "Schaden an Bewegungsauslöser", "damage to the trigger")):
            if amount:
                parts.append(f"{amount} {de_w if de else en_w}")
        if self.enter:
            parts.append("dringt ein" if de else "intrudes")
        tail = f" ({', '.join(parts)})" if parts else ""
        return f"{self.creature} → {zone_word(self.target, lang)}{tail}"


@event("burgenkrieg.combat", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Combat(Event):
    """A whole combat of the active player: every attacker with its damage (§ kampf)."""

    strikes: tuple[Strike, ...]

    def label(self, lang: str = "de") -> str:
        strikes = "; ".join(s.words(lang) for s in self.strikes)
        return f"Angriff: {strikes}" if lang == "de" else f"Attack: {strikes}"


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


@event("burgenkrieg.control_change", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ControlChange(Event):
    """A permanent (a creature or any other, by its id) changes controller and moves towards them; an
    enchantment put on a card stays on it (§ sonstiges)."""

    card: str
    new_controller: str

    def label(self, lang: str = "de") -> str:
        return f"{self.new_controller} übernimmt {self.card}" if lang == "de" else (
            f"{self.new_controller} gains control of {self.card}")


@upgrader("burgenkrieg.control_change", 1)
def _control_v1(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old entry
    """Version 1 named only creatures (``creature``); version 2 any permanent (``card``)."""
    out = {k: v for k, v in data.items() if k != "creature"}
    return {**out, "card": data.get("creature", "")}


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
