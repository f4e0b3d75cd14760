"""The setup of one melee strike: dice, strike number, damage adjustments (12.7, 13.2–13.4, 16.5).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> lion = Fighter("Lion", Klass.CREATURE, 5, 3, 15)
>>> s = melee_setup(Stand(ogre), Stand(lion))
>>> s.dice, s.strike_number
(6, 5)
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.odds.fighter import Klass
from referee.got.odds.interpretations import resolve
from referee.got.odds.setup import (
    Modifier,
    Setup,
    Stand,
    base_skills,
    darkness_applies,
    effective_power,
    in_volcano,
    is_native,
    strike_number,
)
from referee.got.odds.terrain import Hazard, Hexside


def _hz(name: str, applies_to: str, delta: int, en: str, de: str, section: str = "12.7") -> Modifier:
    return Modifier(name, applies_to, delta, section, en, de, hazard=True)


def check_can_strike(att: Stand, tgt: Stand, hexside: Hexside) -> None:
    """Refuse a strike the rules forbid: across a cliff (12.7), by the God (27.5)."""
    if hexside is Hexside.CLIFF:
        raise RuleViolation("Über eine Klippe hinweg darf nicht geschlagen werden.",
                            "No strike across a cliff.", sections=("12.7",))
    if att.key == "god" or (att.fighter.skill == 0):
        raise RuleViolation(f"{att.fighter.name} hat keine Intelligenz und kann nicht attackieren.",
                            f"{att.fighter.name} has no skill and cannot attack.", sections=("27.5",))
    if att.fighter.skill is not None and att.fighter.power <= 0:
        raise InvalidInput("Kampfstärke muss positiv sein.", "Power must be positive.", sections=("3.9",))


def melee_setup(
    att: Stand,
    tgt: Stand,
    hexside: Hexside = Hexside.NONE,
    *,
    strike_back: bool = False,
    feared: bool = False,
    cuff: bool = False,
    settings: Mapping[str, str] | None = None,
) -> Setup:
    """Dice, skills, strike number and damage rules of ``att`` striking ``tgt`` in melee (memoised)."""
    return _melee_setup(att, tgt, hexside, strike_back, feared, cuff, tuple(sorted((settings or {}).items())))


@cache
def _melee_setup(att: Stand, tgt: Stand, hexside: Hexside, strike_back: bool, feared: bool, cuff: bool,
                 settings_items: tuple[tuple[str, str], ...]) -> Setup:
    settings = dict(settings_items)
    check_can_strike(att, tgt, hexside)
    power, mods = effective_power(att)
    life, life_mods = effective_power(tgt)
    mods += [Modifier(m.name, "life", m.delta, m.section, m.en, m.de) for m in life_mods]
    dice = power
    if feared:
        if not strike_back:
            raise InvalidInput("Fear wirkt nur auf den nächsten Rückschlag.",
                               "Fear only affects the next strike-back.", sections=("16.5",))
        dice = power // 2
        mods.append(Modifier("fear", "dice", dice - power, "16.5",
                             "Nightmare's Fear: strike-back with half the power, rounded down",
                             "Fear des Nightmares: Rückschlag mit halber Kampfstärke, abgerundet"))
    if att.context.priest and att.fighter.klass is Klass.CREATURE:
        dice += 1
        mods.append(Modifier("priest", "dice", 1, "16.5", "Priest in the army: +1 die for creatures",
                             "Priest in der Armee: +1 Würfel für Kreaturen"))
    dice += _terrain_dice(att, tgt, hexside, mods, settings)
    if att.hazard is Hazard.CLOUD:
        base = power if resolve("got.odds.cloud_base", settings) == "power" else dice
        extra = max(base, 0) // 2
        dice += extra
        mods.append(_hz("cloud", "dice", extra, "Cloud: +50 % dice, rounded down",
                        "Wolke: 50 % zusätzliche Würfel, abgerundet"))
    dice = max(dice, 0)

    a_skill, d_skill, skill_mods = base_skills(att, tgt)
    mods += skill_mods
    da, dd = _terrain_skills(att, tgt, hexside, mods)
    a_skill += da
    d_skill += dd
    number = strike_number(a_skill, d_skill)

    strikes = 1
    if att.key == "pixie" and att.hazard is Hazard.TREE and not strike_back:
        strikes = 2
        mods.append(_hz("tree", "strikes", 1, "Pixie in a tree attacks twice in its own strike phase",
                        "Pixie auf einem Baum attackiert in der eigenen Schlagphase zweimal"))
    bonus = 0
    if cuff:
        if att.key != "plaque":
            raise RuleViolation("Cuff ist die Fertigkeit des Plaque.", "Cuff is the Plaque's ability.",
                                sections=("16.5",))
        if strike_back:
            raise RuleViolation("Einmalige Fertigkeiten nur in der eigenen Schlagphase.",
                                "One-time abilities only in the own strike phase.", sections=("16.2",))
        bonus = 1
        mods.append(Modifier("cuff", "damage", 1, "16.5", "Plaque's Cuff: one extra damage point",
                             "Cuff des Plaque: ein zusätzlicher Schadenspunkt"))
    reduction = 0
    if tgt.hazard is Hazard.DARKNESS and darkness_applies("melee", settings):
        reduction = 1
        mods.append(_hz("darkness", "damage", -1, "Darkness: each damage on the target reduced by 1",
                        "Dunkelheit: jeder Schaden am Ziel um 1 gemindert"))
    auto = tgt.key == "god"
    if auto:
        mods.append(Modifier("god", "strike_number", 0, "27.5", "Every attack on the God hits automatically",
                             "Jede Attacke gegen den God trifft automatisch"))
    return Setup(power, dice, strikes, a_skill, d_skill, number, bonus, reduction, life, tgt.damage,
                 auto, tuple(mods))


def _terrain_dice(att: Stand, tgt: Stand, side: Hexside, mods: list[Modifier],
                  settings: Mapping[str, str] | None) -> int:
    delta = 0
    volcano = in_volcano(att, "strike", "attacker_dice")  # Dragons only (12.7)
    if volcano:
        delta += 3
        mods.append(_hz("volcano", "dice", 3, "Dragon strikes from the volcano: +3 dice",
                        "Dragon schlägt aus dem Vulkan: +3 Würfel"))
    if side is Hexside.SLOPE_DOWN and is_native(att, "slope"):
        if volcano and resolve("got.odds.volcano_slope", settings) == "included":
            mods.append(_hz("slope", "dice", 0, "Slope down from the volcano: included in the +3",
                            "Hang hinunter aus dem Vulkan: in den +3 enthalten"))
        else:
            delta += 1
            mods.append(_hz("slope", "dice", 1, "Native striking down a slope: +1 die",
                            "Heimische Figur schlägt einen Hang hinunter: +1 Würfel"))
    if side is Hexside.DUNE_DOWN and is_native(att, "dune"):
        delta += 2
        mods.append(_hz("dune", "dice", 2, "Native striking down a dune: +2 dice",
                        "Heimische Figur schlägt eine Düne hinunter: +2 Würfel"))
    if side is Hexside.DUNE_UP and not is_native(att, "dune"):
        delta -= 1
        mods.append(_hz("dune", "dice", -1, "Foreigner striking up a dune: −1 die",
                        "Fremde Figur schlägt eine Düne hinauf: −1 Würfel"))
    for hazard in (Hazard.FOG, Hazard.HEDGE):
        if tgt.hazard is hazard and is_native(tgt, hazard) and not is_native(att, hazard):
            delta -= 1
            mods.append(_hz(hazard.value, "dice", -1, f"Foreigner attacks a native in {hazard.value}: −1 die",
                            f"Fremde Figur attackiert heimische im {hazard.value}: −1 Würfel"))
    if att.hazard is Hazard.HEDGE and not is_native(att, Hazard.HEDGE):
        delta -= 1
        mods.append(_hz("hedge", "dice", -1, "Foreigner attacks from a hedge: −1 die",
                        "Fremde Figur attackiert aus einer Hecke: −1 Würfel"))
    return delta


def _terrain_skills(att: Stand, tgt: Stand, side: Hexside, mods: list[Modifier]) -> tuple[int, int]:
    da = dd = 0
    if tgt.hazard is Hazard.BRAMBLE and is_native(tgt, Hazard.BRAMBLE) and not is_native(att, Hazard.BRAMBLE):
        da -= 1
        mods.append(_hz("bramble", "attacker_skill", -1, "Foreigner attacks a native in bramble: −1 skill",
                        "Fremde Figur attackiert heimische im Gestrüpp: −1 Intelligenz"))
    if att.hazard is Hazard.BRAMBLE and not is_native(att, Hazard.BRAMBLE):
        da -= 1
        mods.append(_hz("bramble", "attacker_skill", -1, "Foreigner attacks from bramble: −1 skill",
                        "Fremde Figur attackiert aus dem Gestrüpp: −1 Intelligenz"))
    if side is Hexside.SLOPE_UP and not is_native(att, "slope"):
        da -= 1
        mods.append(_hz("slope", "attacker_skill", -1, "Foreigner striking up a slope: −1 skill",
                        "Fremde Figur schlägt einen Hang hinauf: −1 Intelligenz"))
    if side is Hexside.WALL_DOWN:
        da += 1
        mods.append(_hz("wall", "attacker_skill", 1, "Striking down a wall: +1 skill",
                        "Schlag eine Mauer hinunter: +1 Intelligenz"))
    if side is Hexside.WALL_UP:
        da -= 1
        mods.append(_hz("wall", "attacker_skill", -1, "Striking up a wall: −1 skill",
                        "Schlag eine Mauer hinauf: −1 Intelligenz"))
    for hazard in (Hazard.BEACH, Hazard.WATER):
        if tgt.hazard is hazard and is_native(tgt, hazard) and not is_native(att, hazard):
            dd += 1
            mods.append(_hz(hazard.value, "defender_skill", 1,
                            f"Native in {hazard.value} attacked by a foreigner: +1 skill",
                            f"Heimische Figur im {hazard.value} von fremder attackiert: +1 Intelligenz"))
    da, dd = da + _landscaped(att, "attacker_skill", mods), dd + _landscaped(tgt, "defender_skill", mods)
    return da, dd


def _landscaped(stand: Stand, applies_to: str, mods: list[Modifier]) -> int:
    if not stand.landscaped:
        return 0
    mods.append(Modifier("landscaping", applies_to, -1, "15.6",
                         f"{stand.fighter.name} stands on a forbidden hazard after Landscaping: −1 skill",
                         f"{stand.fighter.name} steht nach Landscaping auf verbotenem Hazard: −1 Intelligenz"))
    return -1
