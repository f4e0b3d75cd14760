"""Hazards of the battlelands (Hazard-Übersicht 12.7): natives and every effect as data.

Each :class:`Hazard` lists the figures native to it (heimisch) and its effects on
movement, strikes, rangestrikes and damage as :class:`HazardEffect` entries with
machine-readable fields (see the header of ``data/hazards.toml`` for the vocabulary).

>>> bramble = load_hazards()["bramble"]
>>> bramble.is_native("Warbear"), bramble.is_native("Ogre")
(True, False)
>>> [e.amount for e in bramble.effects_for("strike") if e.change == "attacker_skill"]
[-1, -1]
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.refusal import refuse
from referee.got._toml import load_data, name_key, read_fields

SECTION = "12.7"

PHASES = frozenset({"movement", "strike", "rangestrike", "damage"})
WHERE = frozenset(
    {
        "enter", "enter_up", "end", "inside", "attacker_in", "defender_in", "down", "up", "across",
        "shooter_in", "target_in", "crossed", "crossed_up",
    }
)
CHANGES = frozenset(
    {
        "attacker_skill", "defender_skill", "shooter_skill", "target_skill", "attacker_dice",
        "shooter_dice", "attacker_dice_percent", "strikes", "shots", "damage", "damage_reduction",
        "slowed", "forbidden", "no_end", "move_ends", "pinned", "never_pinned", "must_strike", "dive",
        "no_strike_across", "no_carry", "blocked", "no_rangestrike", "only_magic_target",
        "origin_elsewhere", "line_rule",
    }
)
NATIVE_ROLES = frozenset({"attacker", "defender", "mover", "shooter", "target", "figure"})


class HazardKind(enum.Enum):
    HEX = "hex"
    HEXSIDE = "hexside"
    #: the occupant rules of the overview (Figur): not terrain, but listed with it
    FIGURE = "figure"


class NativesRule(enum.Enum):
    """Who is native: the listed figures, or everyone led (or not led) by the Darklord plus the list."""

    LISTED = "listed"
    DARKLORD = "darklord"
    NOT_DARKLORD = "not_darklord"
    NONE = "none"


@dataclasses.dataclass(frozen=True)
class HazardEffect:
    """One effect of a hazard; conditions left ``None`` do not restrict it."""

    phase: str
    applies_to: str
    where: str
    change: str
    #: ``applies_to`` and ``condition`` in German (our own words, as the English ones)
    applies_to_de: str = ""
    condition_de: str = ""
    amount: int | None = None
    #: role -> must that figure be native (True) or foreign (False)
    native: tuple[tuple[str, bool], ...] = ()
    flies: bool | None = None
    magic: bool | None = None
    figures: tuple[str, ...] = ()
    rounding: str = ""
    per_hex: bool = False
    condition: str = ""
    section: str = SECTION

    def native_required(self, role: str) -> bool | None:
        """True/False when the effect needs the figure in ``role`` native/foreign, else None."""
        return dict(self.native).get(role)


@dataclasses.dataclass(frozen=True)
class Hazard:
    key: str
    name_de: str
    name_en: str
    kind: HazardKind
    natives_rule: NativesRule
    natives: tuple[str, ...]
    effects: tuple[HazardEffect, ...]
    note: str = ""
    note_de: str = ""
    section: str = SECTION

    def is_native(self, figure: str, *, led_by_darklord: bool = False, pixie_everywhere: bool = False) -> bool:
        """Is ``figure`` native here (12.7)? Darkness/Cloud depend on who leads the figure.

        ``pixie_everywhere`` follows 16.5 for hazards whose list omits the Pixie
        (interpretation ``got.pixie_volcano`` = ``native``); hazards without natives stay so.
        """
        if name_key(figure) in {name_key(n) for n in self.natives}:
            return True
        if pixie_everywhere and name_key(figure) == "pixie" and self.natives_rule is not NativesRule.NONE:
            return True
        if self.natives_rule is NativesRule.DARKLORD:
            return led_by_darklord
        if self.natives_rule is NativesRule.NOT_DARKLORD:
            return not led_by_darklord
        return False

    def effects_for(self, phase: str) -> tuple[HazardEffect, ...]:
        return tuple(e for e in self.effects if e.phase == phase)


_EFFECT_REQUIRED: dict[str, type | tuple[type, ...]] = {
    "phase": str, "applies_to": str, "applies_to_de": str, "where": str, "change": str,
}
_EFFECT_OPTIONAL: dict[str, type | tuple[type, ...]] = {
    "amount": int, "native": dict, "flies": bool, "magic": bool, "figures": list, "rounding": str,
    "per_hex": bool, "condition": str, "condition_de": str, "section": str,
}


def _effect(where_: str, t: Mapping[str, Any]) -> HazardEffect:
    e = read_fields(t, where_, required=_EFFECT_REQUIRED, optional=_EFFECT_OPTIONAL, sections=(SECTION,))
    for field, allowed in (("phase", PHASES), ("where", WHERE), ("change", CHANGES)):
        if e[field] not in allowed:
            refuse("got.hazards.unknown_value", InvalidInput(
                f"{where_}: {field} = {e[field]!r} ist unbekannt.",
                f"{where_}: {field} = {e[field]!r} is unknown.",
                sections=(SECTION,),
            ), item=field)
    native = e.get("native", {})
    if set(native) - NATIVE_ROLES or not all(isinstance(v, bool) for v in native.values()):
        refuse("got.hazards.invalid_native",
               InvalidInput(f"{where_}: native ungültig.", f"{where_}: invalid native.", sections=(SECTION,)))
    return HazardEffect(
        phase=e["phase"],
        applies_to=e["applies_to"],
        applies_to_de=e["applies_to_de"],
        where=e["where"],
        change=e["change"],
        amount=e.get("amount"),
        native=tuple(sorted(native.items())),
        flies=e.get("flies"),
        magic=e.get("magic"),
        figures=tuple(e.get("figures", ())),
        rounding=e.get("rounding", ""),
        per_hex=e.get("per_hex", False),
        condition=e.get("condition", ""),
        condition_de=e.get("condition_de", ""),
        section=e.get("section", SECTION),
    )


def hazard_from_table(key: str, table: Mapping[str, Any]) -> Hazard:
    t = read_fields(
        table,
        f"hazards.toml [{key}]",
        required={"name_de": str, "name_en": str, "kind": str, "effects": list},
        optional={"natives": list, "natives_rule": str, "note": str, "note_de": str},
        sections=(SECTION,),
    )
    return Hazard(
        key=key,
        name_de=t["name_de"],
        name_en=t["name_en"],
        kind=HazardKind(t["kind"]),
        natives_rule=NativesRule(t.get("natives_rule", "listed")),
        natives=tuple(t.get("natives", ())),
        effects=tuple(_effect(f"hazards.toml [{key}] effect {i + 1}", e) for i, e in enumerate(t["effects"])),
        note=t.get("note", ""),
        note_de=t.get("note_de", ""),
    )


def load_hazards() -> dict[str, Hazard]:
    data = load_data("hazards.toml")
    return {key: hazard_from_table(key, table) for key, table in data["hazard"].items()}
