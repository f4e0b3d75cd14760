"""The setup of a rangestrike (Fernschuss, 14): half power, range, immunities, hazards.

>>> from referee.got.odds.fighter import Fighter, Klass
>>> giant = Fighter("Giant", Klass.CREATURE, 7, 4, 28, rangestrikes=True)
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> s = rangestrike_setup(Stand(giant), Stand(ogre), distance=4)
>>> s.dice, s.strike_number
(3, 3)
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
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
from referee.got.odds.terrain import Hazard


def _hz(name: str, applies_to: str, delta: int, en: str, de: str) -> Modifier:
    return Modifier(name, applies_to, delta, "12.7", en, de, hazard=True)


def check_rangestrike(shooter: Stand, target: Stand, distance: int) -> bool:
    """Refuse what 14 forbids; returns whether the rangestrike is magic (14.5)."""
    f, name = shooter.fighter, shooter.fighter.name
    if not (f.rangestrikes or f.magic_rangestrike):
        raise RuleViolation(f"{name} kann keine Fernschüsse ausführen.",
                            f"{name} cannot rangestrike.", sections=("14.1", "3.10"))
    magic = f.magic_rangestrike
    if distance < 3:
        raise RuleViolation("Ein Fernschuss gilt nur einer nicht benachbarten Figur (Entfernung ab 3).",
                            "A rangestrike needs a non-adjacent target (distance 3 or more).",
                            sections=("14.1", "14.2"))
    if distance > 4:
        raise RuleViolation(f"Entfernung {distance}: Fernschüsse reichen höchstens 4 Felder.",
                            f"Distance {distance}: rangestrikes reach 4 hexes at most.", sections=("14.2",))
    if f.skill is not None and distance > f.skill:
        raise RuleViolation(f"Entfernung {distance} übersteigt die Intelligenz {f.skill} von {name}.",
                            f"Distance {distance} exceeds {name}'s skill {f.skill}.", sections=("14.2",))
    t = target.fighter
    if t.klass is Klass.MASTER:
        raise RuleViolation(f"{t.name} ist als Herrscher gegen alle Fernschüsse immun.",
                            f"{t.name} is a master and immune to every rangestrike.", sections=("14.6", "3.2"))
    if not magic and (t.klass is Klass.LORD or target.key == "golem"):
        raise RuleViolation(f"{t.name} ist gegen nicht-magische Fernschüsse immun.",
                            f"{t.name} is immune to non-magic rangestrikes.", sections=("14.6", "3.3", "16.5"))
    if not magic and target.hazard in (Hazard.BEACH, Hazard.WATER) and is_native(target, target.hazard):
        raise RuleViolation(f"{t.name} ({target.hazard.value}) ist nur Ziel magischer Fernschüsse.",
                            f"{t.name} ({target.hazard.value}) can only be the target of magic rangestrikes.",
                            sections=("12.7",))
    if not magic and target.hazard is Hazard.DARKNESS and not is_native(shooter, Hazard.DARKNESS):
        raise RuleViolation("Ein fremder, nicht-magischer Fernschuss darf nicht in die Dunkelheit.",
                            "A foreign non-magic rangestrike may not go into darkness.", sections=("12.7",))
    return magic


def rangestrike_setup(
    shooter: Stand,
    target: Stand,
    distance: int,
    *,
    brambles: int = 0,
    walls_up: int = 0,
    settings: Mapping[str, str] | None = None,
) -> Setup:
    """Dice, skills and strike number of a rangestrike over ``distance`` hexes (both ends counted)."""
    if brambles < 0 or walls_up < 0:
        raise InvalidInput("Anzahl Hazards kann nicht negativ sein.", "Hazard counts cannot be negative.")
    magic = check_rangestrike(shooter, target, distance)
    power, mods = effective_power(shooter)
    life, life_mods = effective_power(target)
    mods += [Modifier(m.name, "life", m.delta, m.section, m.en, m.de) for m in life_mods]
    dice = power // 2
    mods.append(Modifier("half_power", "dice", dice - power, "14.1", "Rangestrike: half the power, rounded down",
                         "Fernschuss: halbe Kampfstärke, abgerundet"))
    if shooter.context.priestess and shooter.fighter.klass is Klass.CREATURE:
        dice += 1
        mods.append(Modifier("priestess", "dice", 1, "16.5", "Priestess in the army: +1 rangestrike die",
                             "Priestess in der Armee: +1 Würfel beim Fernschuss"))
    if in_volcano(shooter, "rangestrike", "shooter_dice"):  # Dragons only (12.7)
        dice += 2
        mods.append(_hz("volcano", "dice", 2, "Dragon shooting from the volcano: +2 dice",
                        "Dragon schießt aus dem Vulkan: +2 Würfel"))
    a, d, skill_mods = base_skills(shooter, target)
    mods += skill_mods
    if not magic:
        if target.hazard is Hazard.BRAMBLE and is_native(target, Hazard.BRAMBLE) \
                and not is_native(shooter, Hazard.BRAMBLE):
            d += 1
            mods.append(_hz("bramble", "defender_skill", 1, "Native in bramble shot by a foreigner: +1 skill",
                            "Heimische Figur im Gestrüpp von fremder beschossen: +1 Intelligenz"))
        if brambles and not is_native(shooter, Hazard.BRAMBLE):
            a -= brambles
            mods.append(_hz("bramble", "attacker_skill", -brambles,
                            f"Foreign shot through {brambles} bramble hex(es): −{brambles} skill",
                            f"Fremder Schuss durch {brambles} Gestrüpp: −{brambles} Intelligenz"))
        if in_volcano(target, "rangestrike", "target_skill"):
            d += 1
            mods.append(_hz("volcano", "defender_skill", 1, "Dragon in the volcano shot at: +1 skill",
                            "Dragon im Vulkan als Ziel: +1 Intelligenz"))
        if walls_up:
            a -= walls_up
            mods.append(_hz("wall", "attacker_skill", -walls_up, f"Shot up {walls_up} wall(s): −{walls_up} skill",
                            f"Schuss {walls_up} Mauer(n) hinauf: −{walls_up} Intelligenz"))
    for stand, applies_to in ((shooter, "attacker_skill"), (target, "defender_skill")):
        if stand.landscaped:
            mods.append(Modifier("landscaping", applies_to, -1, "15.6",
                                 f"{stand.fighter.name} after Landscaping: −1 skill",
                                 f"{stand.fighter.name} nach Landscaping: −1 Intelligenz"))
            a, d = (a - 1, d) if stand is shooter else (a, d - 1)
    number = strike_number(a, d)
    exempt = magic and (shooter.key == "warlock" or resolve("got.odds.rangestrike_range4", settings) == "magic")
    if distance == 4 and not exempt:
        number += 1
        mods.append(Modifier("range4", "strike_number", 1, "14.2",
                             "Range 4: strike number +1 (a 7 cannot hit)", "Reichweite 4: Mindestwurf +1"))
    strikes = 1
    if shooter.key == "pixie" and shooter.hazard is Hazard.TREE:
        strikes = 2
        mods.append(_hz("tree", "strikes", 1, "Pixie in a tree shoots twice", "Pixie auf einem Baum schießt zweimal"))
    reduction = 0
    if target.hazard is Hazard.DARKNESS and darkness_applies("rangestrike", settings):
        reduction = 1
        mods.append(_hz("darkness", "damage", -1, "Darkness: each damage on the target reduced by 1",
                        "Dunkelheit: jeder Schaden am Ziel um 1 gemindert"))
    return Setup(power, max(dice, 0), strikes, a, d, number, 0, reduction, life, target.damage, False, tuple(mods))

#: a rangestrike over N hexes (the section the app shows)
RANGE = Field("Fernschuss über N Felder", "rangestrike over N hexes", ("14.2",))
