"""Casting a spell in a battle (15.2–15.5): who may, which grade, once per army per battle.

>>> from referee.got.catalog import catalog
>>> max_grade(["Warlock", "Ogre"]), max_grade(["Ogre"])
(4, 0)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.battle_rules import masters_in
from referee.got.catalog import catalog
from referee.got.events import SpellUsed
from referee.got.state import NEUTRAL, GotState


def max_grade(figures: Iterable[str]) -> int:
    """Highest spell grade the army's magic figures may cast: their skill (15.3)."""
    return max((catalog().figure(n).max_spell_grade for n in figures), default=0)


#: why a spell cannot be cast: (German, English, sections)
Reason = tuple[str, str, tuple[str, ...]]


def castable(state: GotState, marker: str, opponent: str) -> tuple[list[str], list[Reason]]:
    """Spells the army may cast now, and why not (German, English, sections)."""
    army, other = state.army(marker), state.army(opponent)
    reasons: list[Reason] = []
    if army.land.label != other.land.label or army.owner == other.owner:
        return [], [("kein Kampf zwischen diesen Armeen", "no battle between these armies", ("15.2",))]
    f = state.fight
    if f is not None and {marker, opponent} != {f.attacker, f.defender}:
        return [], [("diese Armeen sind nicht im aufgezeichneten Kampf", "these armies are not in the battle being recorded",
                     ("10.3", "15.2"))]
    if marker in state.spells_cast:
        reasons.append(("diese Armee hat in diesem Kampf schon gezaubert", "this army already cast its spell in this battle",
                        ("15.4",)))
    own, theirs = list(army.figures.names()), list(other.figures.names())
    if f is not None:  # in a battle recorded round by round, only the figures still standing count (15.5)
        from referee.got.fight import standing

        side = "attacker" if marker == f.attacker else "defender"
        own = standing(state, f, side)
        theirs = standing(state, f, "defender" if side == "attacker" else "attacker")
    masters = masters_in([*own, *theirs])
    if masters:
        reasons.append((f"Herrscher anwesend: {', '.join(masters)}", f"masters present: {', '.join(masters)}", ("15.5",)))
    grade = max_grade(own)
    if grade == 0:
        reasons.append(("keine magiebegabte Figur in der Armee", "no magic figure in the army", ("15.1",)))
    if reasons or army.owner == NEUTRAL:
        return [], reasons
    p = state.player(army.owner)
    return [s for s in p.spells if catalog().spell(s).grade <= grade], reasons


def check_spell(state: GotState, e: SpellUsed) -> GotState:
    spell = catalog().spell(e.spell)
    options, reasons = castable(state, e.marker, e.opponent)
    if spell.name not in options:
        army = state.army(e.marker)
        if not reasons and army.owner != NEUTRAL and spell.name not in state.player(army.owner).spells:
            reasons = [("der Zauber ist schon verbraucht oder gehandelt", "the spell was already used or traded away",
                        ("15.2", "7.2"))]
        if not reasons:
            skill = max_grade(army.figures.names())
            reasons = [(f"Grad {spell.grade} liegt über der Intelligenz {skill} der Magiebegabten",
                        f"grade {spell.grade} is above the casters' skill {skill}", ("15.3",))]
        why_de, why = "; ".join(r[0] for r in reasons), "; ".join(r[1] for r in reasons)
        sections = tuple(dict.fromkeys(s for *_, ss in reasons for s in ss))
        refuse(RuleViolation(f"{spell.name} kann nicht gewirkt werden: {why_de}.", f"{spell.name} cannot be cast: {why}.",
                             sections=sections))
    army = state.army(e.marker)
    p = state.player(army.owner)
    p = dataclasses.replace(p, spells=tuple(s for s in p.spells if s != spell.name), removed=p.removed.plus([spell.name]))
    state = dataclasses.replace(state.with_player(p), spells_cast=(*state.spells_cast, e.marker))
    if state.fight is not None:
        state = dataclasses.replace(state, fight=dataclasses.replace(
            state.fight, spells=(*state.fight.spells, (e.marker, spell.name))))
    return state
