"""Combat on the walls (§ kampf): who may attack where, damage to wall and trigger, intruding.

Unblocked damage goes to the wall; once the wall has been assigned at least
its defence points, the rest may go to the movement trigger.  Trample and
blocked creatures that deal damage to the player work the same way.  A
creature that dealt (unprevented) trigger damage may intrude when the wall
has no points left after the combat.

Example of the text: a 3/2 creature, unblocked, against a wall with 2 DP
assigns 2 to the wall and 1 to the trigger, and may intrude.

>>> from referee.burgenkrieg.events import Strike
>>> s = Strike(creature="x", target="B.aussen", to_wall=2, to_trigger=1, enter=True)
>>> resolve_wall(wall=2, strikes=(s,)).remaining
0
"""

from __future__ import annotations

import dataclasses

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Strike
from referee.burgenkrieg.readings import Blockers
from referee.burgenkrieg.state import BkState, Creature
from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse

_K = ("kampf",)


def _no(de: str, en: str, sections: tuple[str, ...] = _K) -> RuleViolation:
    return RuleViolation(de, en, sections=sections)


@dataclasses.dataclass(frozen=True)
class WallResult:
    remaining: int
    #: Creatures allowed to intrude.
    may_enter: tuple[str, ...]


def resolve_wall(*, wall: int, strikes: tuple[Strike, ...], bodyguard: bool = False) -> WallResult:
    """Check the assignment to one wall and work out what is left and who may intrude."""
    assigned_wall = sum(s.to_wall for s in strikes)
    assigned_trigger = sum(s.to_trigger for s in strikes)
    if bodyguard and assigned_trigger:
        refuse("burgenkrieg.combat.bodyguard_zone_no_movement", _no(
            "Die Leibwache hat keinen Bewegungsauslöser; der Schaden trifft den Burgherrn.",
            "The bodyguard zone has no movement trigger; the damage hits the lord.",
            ("kampf", "spielidee"),
        ))
    if assigned_trigger and assigned_wall < wall:
        refuse("burgenkrieg.combat.trigger_before_wall", _no(
            f"Dem Bewegungsauslöser darf erst Schaden zugewiesen werden, wenn der Wall mindestens "
            f"seine {wall} VP erhalten hat (zugewiesen: {assigned_wall}).",
            f"Damage may go to the movement trigger only once the wall was assigned at least its "
            f"{wall} DP (assigned: {assigned_wall}).",
        ))
    dealt = sum(s.to_wall - s.prevented_wall for s in strikes)
    remaining = max(0, wall - dealt)
    may_enter = tuple(
        s.creature
        for s in strikes
        if not bodyguard and remaining == 0 and s.to_trigger - s.prevented_trigger > 0
    )
    return WallResult(remaining, may_enter)


def check_attacker(state: BkState, c: Creature, attacker_side: str, target: int) -> None:
    """The creature may attack ``target``: untapped, no sickness, next zone, something hostile there."""
    if state.side(c.controller) != attacker_side or c.controller != state.active:
        refuse("burgenkrieg.combat.not_controlled_active", _no(
            f"{c.id} wird nicht vom aktiven Spieler kontrolliert.",
            f"{c.id} is not controlled by the active player.",
        ))
    if c.tapped:
        refuse("burgenkrieg.combat.attacker_tapped", _no(f"{c.id} ist getappt.", f"{c.id} is tapped."))
    if c.sick and not c.haste:
        refuse("burgenkrieg.combat.summoning_sick_cannot_attack", _no(
            f"{c.id} hat Einsatzverzögerung und kann nicht angreifen.",
            f"{c.id} is summoning-sick and cannot attack.",
            ("kampf", "bewegung"),
        ))
    if target not in z.adjacent(c.zone):
        refuse("burgenkrieg.combat.attack_only_next", _no(
            f"{c.id} steht in {z.name(c.zone)} und kann nur das nächste Gebiet davor oder dahinter "
            f"angreifen, nicht {z.name(target)}.",
            f"{c.id} is in {z.name(c.zone)} and can attack only the next zone forward or back, "
            f"not {z.name(target)}.",
        ))
    if state.controls(attacker_side, target):
        refuse("burgenkrieg.combat.nothing_attack_zone", _no(
            f"In {z.name(target)} gibt es nichts anzugreifen: das Gebiet wird schon kontrolliert.",
            f"There is nothing to attack in {z.name(target)}: the zone is already controlled.",
        ))


def may_block(state: BkState, blocker: Creature, attacker_side: str, target: int) -> str | None:
    """Why ``blocker`` cannot block an attack of ``attacker_side`` on zone ``target`` (None: it can).

    Blockers stand on the other side, untapped, and (setting ``burgenkrieg.blockers``) in the
    attacked zone.
    """
    if state.side(blocker.controller) == attacker_side:
        return "own side"
    if blocker.tapped:
        return "tapped"
    if state.reading(Blockers) is Blockers.ATTACKED_ZONE and blocker.zone != target:
        return "not in the attacked zone"
    return None


def legal_blockers(state: BkState, attacker_side: str, target: int) -> tuple[str, ...]:
    """Ids of the creatures that may block an attack on zone ``target`` (§ kampf)."""
    return tuple(b.id for b in state.creatures if may_block(state, b, attacker_side, target) is None)


def check_strike(state: BkState, s: Strike, c: Creature, attacker_side: str, target: int) -> None:
    """Damage assignment of one attacker: unblocked, blocked, trample, prevention."""
    amounts = (s.to_blockers, s.to_wall, s.to_trigger, s.prevented_wall, s.prevented_trigger)
    if any(a < 0 for a in amounts):
        refuse("burgenkrieg.combat.damage_may_not_negative",
               _no("Schaden darf nicht negativ sein.", "Damage may not be negative."))
    if s.prevented_wall > s.to_wall or s.prevented_trigger > s.to_trigger:
        refuse("burgenkrieg.combat.more_damage_cannot_prevented", _no(
            "Es kann nicht mehr Schaden verhindert werden als zugewiesen wurde.",
            "More damage cannot be prevented than was assigned.",
        ))
    if s.to_blockers + s.to_wall + s.to_trigger != c.power:
        refuse("burgenkrieg.combat.power_assigned", _no(
            f"{c.id} hat Stärke {c.power}; zugewiesen wurden {s.to_blockers + s.to_wall + s.to_trigger}.",
            f"{c.id} has power {c.power}; {s.to_blockers + s.to_wall + s.to_trigger} was assigned.",
        ))
    if z.side_of(target) == attacker_side and s.to_wall:
        refuse("burgenkrieg.combat.own_wall_takes_no_damage", _no(
            "Ein eigener Wall nimmt keinen Schaden; beim Zurückerobern geht alles an den Bewegungsauslöser.",
            "An own wall takes no damage; when retaking it all damage goes to the movement trigger.",
        ))
    if s.blocker_damage and (len(s.blocker_damage) != len(s.blockers) or sum(s.blocker_damage) != s.to_blockers
                             or any(d < 0 for d in s.blocker_damage)):
        refuse("burgenkrieg.combat.damage_each_blocker", _no(
            f"Der Schaden von {c.id} an die einzelnen Blocker muss je Blocker genannt sein und zusammen "
            f"{s.to_blockers} ergeben.",
            f"{c.id}'s damage to each blocker must be given per blocker and add up to {s.to_blockers}.",
        ))
    if s.damage_taken is not None and (s.damage_taken < 0 or not s.blockers):
        refuse("burgenkrieg.combat.damage_blockers_only_when_blocked",
               _no(f"Schaden an {c.id} durch Blocker: nur wenn geblockt, nicht negativ.",
                   f"Damage to {c.id} from blockers: only when blocked, not negative."))
    if not s.blockers:
        if s.to_blockers:
            refuse("burgenkrieg.combat.not_blocked", _no(f"{c.id} ist nicht geblockt.", f"{c.id} is not blocked."))
        return
    blockers = [state.creature(b) for b in s.blockers]
    for b in blockers:
        why = may_block(state, b, attacker_side, target)
        if why == "own side":
            refuse("burgenkrieg.combat.cannot_block_own_side",
                   _no(f"{b.id} kann nicht die eigene Seite blocken.", f"{b.id} cannot block its own side."), item=b.id)
        if why == "tapped":
            refuse("burgenkrieg.combat.tapped_cannot_block",
                   _no(f"{b.id} ist getappt und kann nicht blocken.", f"{b.id} is tapped and cannot block."), item=b.id)
        if why is not None:
            refuse("burgenkrieg.combat.not_attacked_zone", _no(
                f"{b.id} steht nicht im angegriffenen Gebiet {z.name(target)}.",
                f"{b.id} is not in the attacked zone {z.name(target)}.",
            ), item=b.id)
    if s.as_unblocked:
        if s.to_blockers:
            refuse("burgenkrieg.combat.blocked_creature_dealing", _no(
                "Eine geblockte Kreatur, die dem Spieler Schaden zufügt, weist den Blockern keinen zu.",
                "A blocked creature dealing its damage to the player assigns none to blockers.",
            ))
        return
    if s.to_wall or s.to_trigger:
        if not s.trample:
            refuse("burgenkrieg.combat.blocked_no_trample", _no(
                f"{c.id} ist geblockt und hat kein Trampeln: kein Schaden an Wall oder Bewegungsauslöser.",
                f"{c.id} is blocked and has no trample: no damage to wall or movement trigger.",
            ))
        lethal = sum(max(0, b.toughness - b.damage) for b in blockers)
        if s.to_blockers < lethal:
            refuse("burgenkrieg.combat.trample_lethal_damage", _no(
                f"Trampeln: erst tödlicher Schaden ({lethal}) an die Blocker, zugewiesen {s.to_blockers}.",
                f"Trample: lethal damage ({lethal}) to the blockers first, assigned {s.to_blockers}.",
            ))

#: no intruder can be assassinated now (the Meucheln dialog's note)
NO_ASSASSINATION = Field("Kein Eindringling kann jetzt gemeuchelt werden: die ungetappten Kreaturen im Gebiet "
                         "erreichen seine Widerstandskraft nicht.",
                         "No intruder can be assassinated now: the untapped creatures in the zone do not reach its "
                         "toughness.", ("meucheln",))
#: no creature can attack now (the combat dialog's note)
NO_ATTACKER = Field("Jetzt kann keine Kreatur angreifen (Kampfphase, ungetappt, ohne Einsatzverzögerung, ein "
                    "angreifbares Nachbargebiet).",
                    "No creature can attack now (combat phase, untapped, no summoning sickness, a neighbouring zone "
                    "to attack).", ("kampf",))
