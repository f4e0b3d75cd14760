"""The two formulas of the variant: assassination (§ meucheln) and rebuild (§ wiederaufbau).

>>> assassination_damage((2, 3, 1), 2).value
3
>>> rebuild_points((2, 2, 3), current=4, start=5).value
1
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.burgenkrieg.rules import RULES
from referee.burgenkrieg.zones import REBUILD_POWER
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse
from referee.core.verdict import Verdict


def _check_powers(powers: Sequence[int]) -> int:
    if not powers:
        refuse("burgenkrieg.formulas.no_creatures_given", InvalidInput("Keine Kreaturen angegeben.", "No creatures given."))
    if any(p < 0 for p in powers):
        refuse("burgenkrieg.formulas.negative_power",
               InvalidInput("Stärke darf nicht negativ sein.", "Power may not be negative."))
    return sum(powers)


def assassination_damage(
    powers: Sequence[int], toughness: int, *, top_up: Sequence[int] = (), raised_toughness: int | None = None
) -> Verdict[int]:
    """Damage to the intruder: total power of the tapped creatures ÷ its toughness, rounded down.

    The first tapping must reach the toughness; when the opponent then raises the
    toughness, more creatures may be tapped ("nachtappen") and the damage is worked
    out against the raised value (§ meucheln).

    >>> v = assassination_damage((2, 1), 2, top_up=(2,), raised_toughness=4)
    >>> v.value, v.why_en
    (1, 'total power 5 ÷ toughness 4 = 1 (rounded down)')
    """
    total = _check_powers(powers)
    if toughness < 1:
        refuse("burgenkrieg.formulas.toughness_below_one",
               InvalidInput("Widerstandskraft muss mindestens 1 sein.", "Toughness must be at least 1."))
    if total < toughness:
        refuse("burgenkrieg.formulas.total_power_less_intruder", RuleViolation(
            f"Gesamtstärke {total} ist kleiner als die Widerstandskraft {toughness} des Eindringlings.",
            f"Total power {total} is less than the intruder's toughness {toughness}.",
            sections=("meucheln",),
        ))
    if top_up and (raised_toughness is None or raised_toughness <= toughness):
        refuse("burgenkrieg.formulas.topping_up_allowed", RuleViolation(
            "Nachtappen ist nur erlaubt, wenn der Gegner die Widerstandskraft erhöht hat.",
            "Topping up is allowed only after the opponent raised the toughness.",
            sections=("meucheln",),
        ))
    if any(p < 0 for p in top_up):
        refuse("burgenkrieg.formulas.negative_top_up",
               InvalidInput("Stärke darf nicht negativ sein.", "Power may not be negative."))
    final_t = raised_toughness if raised_toughness is not None else toughness
    if final_t < 1:
        refuse("burgenkrieg.formulas.raised_toughness_below_one",
               InvalidInput("Widerstandskraft muss mindestens 1 sein.", "Toughness must be at least 1."))
    total += sum(top_up)
    dmg = total // final_t * RULES.assassination.damage_per_toughness
    return Verdict(
        dmg,
        sections=("meucheln",),
        why_de=f"Gesamtstärke {total} ÷ Widerstandskraft {final_t} = {dmg} (abgerundet)",
        why_en=f"total power {total} ÷ toughness {final_t} = {dmg} (rounded down)",
    )


def rebuild_points(powers: Sequence[int], *, current: int, start: int) -> Verdict[int]:
    """Defence points restored: 1 per 3 total power, never above the start value (§ wiederaufbau).

    >>> rebuild_points((3, 4), current=9, start=10).why_en
    'total power 7 ÷ 3 = 2, capped at start value 10: +1'
    """
    total = _check_powers(powers)
    if total < REBUILD_POWER:
        refuse("burgenkrieg.formulas.total_power_not_enough", RuleViolation(
            f"Gesamtstärke {total} reicht nicht; nötig sind mindestens {REBUILD_POWER}.",
            f"Total power {total} is not enough; at least {REBUILD_POWER} is needed.",
            sections=("wiederaufbau",),
        ))
    if current >= start:
        refuse("burgenkrieg.formulas.zone_already_start", RuleViolation(
            f"Das Gebiet hat schon seinen Startwert {start}.",
            f"The zone already has its start value {start}.",
            sections=("wiederaufbau",),
        ))
    raw = total // REBUILD_POWER
    gain = min(raw, start - current)
    return Verdict(
        gain,
        sections=("wiederaufbau",),
        why_de=f"Gesamtstärke {total} ÷ {REBUILD_POWER} = {raw}, höchstens bis Startwert {start}: +{gain}",
        why_en=f"total power {total} ÷ {REBUILD_POWER} = {raw}, capped at start value {start}: +{gain}",
    )
