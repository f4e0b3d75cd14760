"""The power and skill of a figure in the battle being recorded (16.3–16.5, 24.2; interpretation
``got.battle_values``).

The referee's value comes with its reason: a Titan's power from its player's points (24.2), the Guardian's
bonus by the highest class among the other figures of its army when the battle began, the Jabberwok's 8
against an army holding an element, the Knight's +2 against a black or neutral army, the Executer's
trophies and the Necromancer's +1 at each of its own strike phases (16.5).  Where an ability or the land
makes the table's figure differ, the scribe enters the actual value with a reason
(:class:`referee.got.events.FigureValues`); the record then checks hits against it (13.2, 13.5).

>>> from referee.got.state import Fight
>>> f = Fight("Rot 1", "Blau 1", round=3)
>>> own_strike_phases(f, "attacker"), own_strike_phases(f, "defender")
(3, 2)
"""

from __future__ import annotations

import dataclasses

from referee.got.catalog import FigureClass, catalog
from referee.got.events import Side
from referee.got.numbers import NUMBERS
from referee.got.odds.context import ArmyContext
from referee.got.readings import BattleValues
from referee.got.state import NEUTRAL, Fight, GotState, Role

TITANS = frozenset({"Titan", "Phantom", "Dark-Titan"})
#: the two sides of a battle, short (10.1)
ATT, DFN = Side.ATTACKER, Side.DEFENDER


@dataclasses.dataclass(frozen=True)
class FigureValue:
    """Power and skill of one figure now, why (German, English) and the sections; ``entered``: the scribe's."""

    power: int
    skill: int | None
    why_de: str = ""
    why_en: str = ""
    sections: tuple[str, ...] = ("16.6",)
    entered: bool = False

    def why(self, lang: str = "de") -> str:
        return self.why_en if lang == "en" else self.why_de


def own_strike_phases(f: Fight, side: Side, *, called: bool = False) -> int:
    """Strike phases ``side`` has led so far: the attacker one in every round, the defender from round 2 on
    (11.1, 11.9); a god called in counts from the round after it was called (18.1)."""
    if side == ATT:
        return max(f.round - (f.called_after if called else 0), 0)
    return max(f.round - 1, 0)


def _army(state: GotState, f: Fight, side: Side) -> tuple[str, tuple[str, ...]]:
    army = state.army(f.attacker if side == ATT else f.defender)
    return army.owner, army.figures.names()


def _black_or_neutral(state: GotState, owner: str) -> bool:
    return owner == NEUTRAL or state.player(owner).role is Role.DARKLORD


def referee_value(state: GotState, f: Fight, side: Side, name: str) -> FigureValue:
    """The referee's power and skill of ``side``'s ``name`` as the battle stands (16.5, 24.2, 16.6)."""
    fig = catalog().figure(name)
    owner, army = _army(state, f, side)
    enemy_owner, enemy = _army(state, f, DFN if side == ATT else ATT)
    power, skill = fig.power, fig.skill
    if name in TITANS and owner != NEUTRAL:
        p = state.player(owner)
        return FigureValue(p.titan_power, skill, f"{name}: Kampfpunkte {p.points} ÷ 100, mindestens "
                           f"{NUMBERS.points.titan_power_minimum}", f"{name}: points {p.points} ÷ 100, at least "
                           f"{NUMBERS.points.titan_power_minimum}", ("24.2", "16.5"))
    if state.reading(BattleValues) is BattleValues.PRINTED:
        return FigureValue(power, skill)  # the reading of games set up before got.battle_values: as printed
    if name == "Guardian":
        others = list(army)
        if "Guardian" in others:
            others.remove("Guardian")  # its own class does not count (interpretation got.battle_values)
        bonus, klass = max(((getattr(NUMBERS.guardian_bonus, c.value, NUMBERS.guardian_bonus.none), c)
                            for c in {catalog().figure(n).klass for n in others}),
                           key=lambda t: t[0], default=(NUMBERS.guardian_bonus.none, None))
        if klass is None or not bonus:
            return FigureValue(power, skill, "Guardian: kein Bonus (nur Kreaturen in der Armee)",
                               "Guardian: no bonus (only creatures in its army)", ("16.5",))
        return FigureValue(power + bonus, skill, f"Guardian +{bonus}: {klass.de} in der Armee bei Schlachtbeginn",
                           f"Guardian +{bonus}: a {klass.value} in its army when the battle began", ("16.5",))
    if name == "Jabberwok" and any(catalog().figure(n).klass is FigureClass.ELEMENT for n in enemy):
        doubled = NUMBERS.abilities.jabberwok_power_vs_element
        return FigureValue(doubled, skill, "Jabberwok gegen eine Armee mit Element", "Jabberwok against an army "
                           "holding an element", ("16.5",))
    if name == "Knight" and _black_or_neutral(state, enemy_owner):
        bonus = NUMBERS.abilities.knight_power_bonus
        return FigureValue(power + bonus, skill, f"Knight +{bonus} gegen eine schwarze oder neutrale Armee",
                           f"Knight +{bonus} against a black or neutral army", ("16.5",))
    if name == "Executer" and owner != NEUTRAL:
        p = state.player(owner)
        if p.trophies:
            return FigureValue(p.executer_power, skill, f"Executer +{p.executer_power - power} für Trophäen",
                               f"Executer +{p.executer_power - power} for trophies", ("16.5",))
    if name == "Necromancer":
        called = f.called_god is not None and f.called_god[0] == name and side == ATT
        gained = own_strike_phases(f, side, called=called)
        start = NUMBERS.abilities.necromancer_start_power
        return FigureValue(start + gained, skill, f"Necromancer: {start} zu Beginn, +1 je eigener Schlagphase ({gained})",
                           f"Necromancer: {start} at the start, +1 per own strike phase ({gained})", ("16.5",))
    return FigureValue(power, skill)


def value_of(state: GotState, f: Fight, side: Side, name: str, number: int) -> FigureValue:
    """The value of copy ``number`` of ``name``: the scribe's entries where there are some (the last one of each
    value counts), else the referee's."""
    own = referee_value(state, f, side, name)
    power, skill, reason, entered = own.power, own.skill, "", False
    for s, n, k, p, sk, why in f.values:
        if s == side and n == name and k in (0, number):
            power = power if p is None else p
            skill = skill if sk is None else sk
            reason, entered = why, True
    if not entered:
        return own
    return FigureValue(power, skill, reason, reason, own.sections, entered=True)


def odds_context(state: GotState, f: Fight, side: Side, standing: list[str]) -> ArmyContext:
    """What ``side``'s army brings into its strikes for the odds, from the same values the record uses
    (16.4, 16.5; 12.7 Darkness for the Darklord): the live odds and the record count a Guardian or a Jabberwok
    alike."""
    owner, _ = _army(state, f, side)
    enemy_owner, enemy = _army(state, f, DFN if side == ATT else ATT)
    guardian = referee_value(state, f, side, "Guardian").power - catalog().figure("Guardian").power
    trophies = 0 if owner == NEUTRAL else len(state.player(owner).trophies)
    return ArmyContext(
        darklord=owner != NEUTRAL and state.player(owner).role is Role.DARKLORD,
        priest="Priest" in standing, priestess="Priestess" in standing, warlord="Warlord" in standing,
        enemy_black_or_neutral=_black_or_neutral(state, enemy_owner),
        enemy_has_element=any(catalog().figure(n).klass is FigureClass.ELEMENT for n in enemy),
        guardian_bonus=guardian if "Guardian" in standing else 0,
        necromancer_power=referee_value(state, f, side, "Necromancer").power, executer_trophies=trophies)


__all__ = ["FigureValue", "odds_context", "own_strike_phases", "referee_value", "value_of"]
