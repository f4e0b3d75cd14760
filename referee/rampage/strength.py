"""The attack value an attack card may be entered with, by the hand cards it costs ("anhang", "karten").

Where the text fixes a card's attack and its bonuses the value is exact: the Söldner attacks with 3,
with 6 only when a unit of the required kind is discarded (anhang.soeldner); the Ritter costs one
hand card and attacks with 5, with 6 for a second discarded card (anhang.ritter); the Axtkämpfer
attacks with 2 ("karten").  To that come +1 for each Knappe in the own display (anhang.knappe) and
the +2 an Axtkämpfer leaves for the next attack of the turn (anhang.pfeilhagel, anhang.axtkaempfer;
interpretation ``rampage.attack_bonuses``).  Bonuses whose size the text does not give (a Koch played
before, a Tunnelgräber in the display) and cards whose attack it does not give leave the value to the
scribe — never below what is known (interpretation ``rampage.card_values``).

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup, Draw
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton")])
>>> [(r.cost, r.low, r.high) for r in strengths(s, "Söldner")]
[(0, 3, 3), (1, 6, 6)]
>>> [(r.cost, r.low, r.high) for r in strengths(s, "Ritter")]
[(1, 5, 5), (2, 6, 6)]
>>> r = strengths(s, "Pfeilhagel")[0]; (r.cost, r.low, r.high, r.more_cost)
(0, 0, None, True)
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.rampage.readings import AttackBonuses, AxeFighter
from referee.rampage.rules import CATALOG, text_value
from referee.rampage.state import RampageState

#: where the text gives the bonuses left for the next attack (Axtkämpfer: anhang.pfeilhagel)
NEXT_SECTIONS = tuple(dict.fromkeys(s for c in CATALOG if c.next_bonus
                                    for s in (c.section, c.next_bonus_section) if s))
OPEN_SECTIONS = tuple(c.section for c in CATALOG if c.next_bonus_open or c.display_bonus_open)


@dataclasses.dataclass(frozen=True)
class Strength:
    """The legal attack values at one cost: from ``low`` to ``high`` (None: no upper limit, the value
    is the scribe's); ``more_cost``: higher costs are allowed too, with the same values."""

    cost: int
    low: int
    high: int | None
    more_cost: bool
    #: how the value is made up, for the refusal
    parts_de: tuple[str, ...]
    parts_en: tuple[str, ...]
    sections: tuple[str, ...]

    def fits(self, attack: int) -> bool:
        return attack >= self.low and (self.high is None or attack <= self.high)


def strengths(state: RampageState, card_name: str, *, who: int | None = None) -> list[Strength]:
    """The legal (cost, attack) of an attack with ``card_name`` by player ``who`` (default: the active one)."""
    side = state.sides[state.active if who is None else who]
    info = state.card(card_name)
    given = text_value(info.name, "attack")
    base = given if given is not None else info.attack  # a table's value: a lower limit only
    de: list[str] = [f"{info.name} {base}" if base is not None else f"{info.name}: Wert eingegeben"]
    en: list[str] = [f"{info.name} {base}" if base is not None else f"{info.name}: value entered"]
    sections: list[str] = [info.section, info.values_from]
    known = base or 0
    squires = sum(state.card(c).display_bonus for c in side.display)
    if squires:
        known += squires
        de.append(f"+{squires} Auslage (Knappen)")
        en.append(f"+{squires} display (squires)")
        sections.append("anhang.knappe")
    # two kinds of Axtkämpfer (rampage.axe_fighter): which one left the bonus is unknown, so it is entered
    checked = (state.reading(AttackBonuses) is AttackBonuses.CHECKED
               and state.reading(AxeFighter) is AxeFighter.ONE_KIND)
    if state.bonus and checked:
        known += state.bonus
        de.append(f"+{state.bonus} für den nächsten Angriff (Axtkämpfer)")
        en.append(f"+{state.bonus} for the next attack (axe fighter)")
        sections.extend(NEXT_SECTIONS)
    if state.cook:
        known += state.cook
        de.append(f"+{state.cook} Koch")
        en.append(f"+{state.cook} cook")
        sections.append("anhang.koch")
    open_parts = [("Koch", "cook")] * (state.open_bonus > 0)
    open_parts += [("Tunnelgräber", "tunneler")] * any(state.card(c).display_bonus_open for c in side.display)
    open_parts += [("Axtkämpfer", "axe fighter")] * bool(state.bonus and not checked)
    for d, e in open_parts:
        de.append(f"+? {d}")
        en.append(f"+? {e}")
    if open_parts:
        sections.extend(OPEN_SECTIONS)
    exact = given is not None and not open_parts
    costs = [(info.min_cost, 0, "", "")]
    if info.bonus_cost:
        costs.append((info.min_cost + info.bonus_cost, info.bonus,
                      f"+{info.bonus} für {info.bonus_cost} weitere abgelegte Karte(n)",
                      f"+{info.bonus} for {info.bonus_cost} more discarded card(s)"))
    secs = tuple(dict.fromkeys(sections))
    return [Strength(cost, known + plus, known + plus if exact else None, not info.bonus_cost,
                     tuple(de[:1] + ([bd] if bd else []) + de[1:]), tuple(en[:1] + ([be] if be else []) + en[1:]),
                     secs)
            for cost, plus, bd, be in costs]


def at_cost(rows: list[Strength], cost: int) -> Strength | None:
    """The row for ``cost`` hand cards (None: the card cannot cost that many)."""
    for r in rows:
        if r.cost == cost or (r.more_cost and cost > r.cost):
            return r
    return None


def check_strength(state: RampageState, card_name: str, attack: int, cost: int) -> None:
    """Refuse a cost or an attack value the text does not allow for this card now."""
    rows = strengths(state, card_name)
    info = state.card(card_name)
    row = at_cost(rows, cost)
    if row is None:
        if cost < rows[0].cost:
            refuse("rampage.strength.costs_least_discarded",
                   RuleViolation(f"{info.name} kostet mindestens {rows[0].cost} abgelegte Handkarte(n).",
                                 f"{info.name} costs at least {rows[0].cost} discarded hand card(s).",
                                 sections=(info.section,)))
        else:
            costs = " oder ".join(str(r.cost) for r in rows)
            refuse("rampage.strength.costs_discarded_hand",
                   RuleViolation(f"{info.name} kostet {costs} abgelegte Handkarte(n), nicht {cost}.",
                                 f"{info.name} costs {costs.replace('oder', 'or')} discarded hand card(s), not {cost}.",
                                 sections=(info.section,)))
        return
    if row.fits(attack):
        return
    want_de = str(row.low) if row.high == row.low else f"mindestens {row.low}"
    want_en = str(row.low) if row.high == row.low else f"at least {row.low}"
    if row.high is not None and row.high != row.low:  # pragma: no cover - exact or open only
        want_de, want_en = f"{row.low}–{row.high}", f"{row.low}–{row.high}"
    others = [r for r in rows if r is not row and r.fits(attack)]
    hint_de = hint_en = ""
    if others:
        hint_de = f" {attack} verlangt {others[0].cost} abgelegte Karte(n)."
        hint_en = f" {attack} needs {others[0].cost} discarded card(s)."
    refuse("rampage.strength.attacks_when_hand", RuleViolation(
        f"{info.name} greift mit {want_de} an, wenn {cost} Handkarte(n) abgelegt werden "
        f"({', '.join(row.parts_de)}), nicht mit {attack}.{hint_de}",
        f"{info.name} attacks with {want_en} when {cost} hand card(s) are discarded "
        f"({', '.join(row.parts_en)}), not with {attack}.{hint_en}",
        sections=row.sections))
