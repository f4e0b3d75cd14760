"""Casting a spell in a battle (15.2–15.5): who may, which grade, once per army per battle.

>>> from referee.got.catalog import catalog
>>> max_grade(["Warlock", "Ogre"]), max_grade(["Ogre"])
(4, 0)
"""

from __future__ import annotations

from collections.abc import Iterable

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.got.battle_rules import masters_in
from referee.got.catalog import catalog
from referee.got.events import SpellUsed
from referee.got.fight import FIRST_ROUND_SECTION, attacker_alone, standing
from referee.got.readings import Timewarp
from referee.got.side import Side
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
    if f is not None and marker == f.defender and attacker_alone(state, f):  # 11.1, got.first_round
        reasons.append(("in Runde 1 schlägt und zaubert nur der Angreifer; der Verteidiger frühestens in Runde 2",
                        "in round 1 only the attacker strikes and casts; the defender in round 2 at the earliest",
                        (FIRST_ROUND_SECTION, "15.2")))
    if marker in state.spells_cast:
        reasons.append(("diese Armee hat in diesem Kampf schon gezaubert", "this army already cast its spell in this battle",
                        ("15.4",)))
    own, theirs = list(army.figures.names()), list(other.figures.names())
    if f is not None:  # in a battle recorded round by round, only the figures still standing count (15.5)
        side = Side.ATTACKER if marker == f.attacker else Side.DEFENDER
        own = standing(state, f, side)
        theirs = standing(state, f, side.other)
    masters = masters_in([*own, *theirs])
    if masters:
        reasons.append((f"Herrscher anwesend: {', '.join(masters)}", f"masters present: {', '.join(masters)}", ("15.5",)))
    grade = max_grade(own)
    if grade == 0:
        reasons.append(("keine magiebegabte Figur in der Armee", "no magic figure in the army", ("15.1",)))
    if army.owner == NEUTRAL:  # interpretation got.neutral_spells
        reasons.append(("neutrale Armeen haben keine Zauber (Zauber kommen aus dem persönlichen Pool eines Spielers)",
                        "neutral armies have no spells (spells come from a player's personal pool)",
                        ("5.1", "15.2", "25.2")))
    if reasons:
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
            skill = max_grade(_own_standing(state, e.marker))
            reasons = [(f"Grad {spell.grade} liegt über der Intelligenz {skill} der Magiebegabten",
                        f"grade {spell.grade} is above the casters' skill {skill}", ("15.3",))]
        why_de, why = "; ".join(r[0] for r in reasons), "; ".join(r[1] for r in reasons)
        sections = tuple(dict.fromkeys(s for *_, ss in reasons for s in ss))
        refuse("got.spellcast.cannot_cast",
               RuleViolation(f"{spell.name} kann nicht gewirkt werden: {why_de}.", f"{spell.name} cannot be cast: {why}.",
                             sections=sections))
    shift = _round_marker(state, spell.name, spell.round_marker, e.round_marker)
    army = state.army(e.marker)
    if army.owner == NEUTRAL:
        return state  # a waived refusal of a stored entry: a neutral army has no pool to take the spell from
    p = state.player(army.owner)
    p = p.copy_with(spells=tuple(s for s in p.spells if s != spell.name), removed=p.removed.plus([spell.name]))
    state = state.with_player(p).copy_with(spells_cast=(*state.spells_cast, e.marker))
    f = state.fight
    if f is not None:
        timewarp = f.timewarp
        if shift:  # cast in the round not yet entered; two in one round add up (15.6)
            cast_in = f.round + 1
            before = timewarp[1] if timewarp is not None and timewarp[0] == cast_in else 0
            timewarp = (cast_in, before + shift)
        state = state.copy_with(fight=replace(
            f, spells=(*f.spells, (e.marker, spell.name)), timewarp=timewarp))
    return state


def _own_standing(state: GotState, marker: str) -> list[str]:
    """The army's figures still standing in the battle being recorded (all of them outside one)."""
    f = state.fight
    if f is None or marker not in (f.attacker, f.defender):
        return list(state.army(marker).figures.names())
    return standing(state, f, Side.ATTACKER if marker == f.attacker else Side.DEFENDER)


def _round_marker(state: GotState, spell: str, places: int, round_marker: int) -> int:
    """Timewarp moves the round marker one place forward (+1) or back (−1) (15.6, interpretation
    ``got.timewarp``; ``not-moved``, the reading of games set up before it: Timewarp leaves it too); every other
    spell leaves it (0)."""
    if places and state.reading(Timewarp) is Timewarp.NOT_MOVED:
        places = 0
    if not places:
        if round_marker:
            refuse("got.spellcast.only_timewarp_moves",
                   RuleViolation(f"Nur Timewarp bewegt den Rundenmarker, nicht {spell}.",
                                 f"Only Timewarp moves the round marker, not {spell}.", sections=("15.6",)))
        return 0
    if round_marker not in (-places, places):
        refuse("got.spellcast.moves_round_marker",
               RuleViolation(f"{spell} bewegt den Rundenmarker um {places}: round_marker {places:+d} (vor) oder "
                             f"{-places:+d} (zurück), nicht {round_marker}.",
                             f"{spell} moves the round marker by {places}: round_marker {places:+d} (forward) or "
                             f"{-places:+d} (back), not {round_marker}.", sections=("15.6", SPELL_SECTION)))
        return 0
    if state.fight is None:
        return 0  # a battle entered after the fact has no round marker to move
    return round_marker


def round_marker_moves(spell: str) -> tuple[int, ...]:
    """The moves of the round marker a spell offers (Timewarp: back or forward, 15.6); () for the others."""
    places = catalog().spell(spell).round_marker
    return (-places, places) if places else ()

#: one spell per army and battle (the section the app shows)
SPELL_SECTION = "15.4"
#: why no spell can be cast
NO_SPELL = Field("Kein Zauber", "No spell", ("15.3–15.5",))
