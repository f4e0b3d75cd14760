"""The throws of a battle round as the table rolled them (13.2, 13.4): what a recorded strike may be and the values
a battle sheet offers for one.

A throw is ``dice`` dice needing ``strike_number`` or more, ``hits`` of them scoring (13.2). The strike numbers are
those of the table of 13.4; the number of dice is the thrower's power changed by hazards and abilities (a Cloud
adds half, a Volcano three to a Dragon, a Priest one …) — and a Painchain (15.6) may throw any number —, so it is
offered up to a generous bound and refused only beyond an input limit.

>>> strike_numbers()
(1, 2, 3, 4, 5, 6)
>>> valid(Strike(Side.ATTACKER, 6, 4, 3)), valid(Strike(Side.ATTACKER, 2, 4, 3))
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import catalog
from referee.got.events import Side, Strike

#: a throw: the dice, each a hit at the strike number or more (13.2)
DICE_SECTION = "13.2"
#: the strike number (Mindestwurf) from the two skills (13.4)
STRIKE_NUMBER_SECTION = "13.4"
#: an input limit, no rule: the dice of one throw and the throws of one round (the luck of a round stays quick)
MOST_DICE = 99
MOST_STRIKES = 99


@cache
def strike_numbers() -> tuple[int, ...]:
    """The strike numbers of the table of 13.4, lowest first."""
    return tuple(sorted({n for row in catalog().strike_table.rows for n in row}))


def most_dice(power: int) -> int:
    """The dice a figure of ``power`` may throw at most, as a battle sheet offers them: half again in a Cloud or
    three more (a Dragon in a Volcano), whichever is more, and one from a Priest (12.7, 16.5)."""
    return min(MOST_DICE, max(power + power // 2, power + 3) + 1)


def valid(s: Strike) -> bool:
    """Can the throw have happened (a stored one not judged valid counts as not recorded)?"""
    return 1 <= s.dice <= MOST_DICE and 0 <= s.hits <= s.dice and s.strike_number in strike_numbers()


def check_strikes(strikes: Sequence[Strike]) -> None:
    """Refuse a round's throws that cannot have happened: no dice, more hits than dice (13.2), a strike number
    the table of 13.4 does not have."""
    if len(strikes) > MOST_STRIKES:
        refuse("got.rolled.most_throws_round",
               InvalidInput(f"Höchstens {MOST_STRIKES} Würfe je Runde.", f"At most {MOST_STRIKES} throws a round."))
    for s in strikes:
        side_de = "Angreifer" if s.side is Side.ATTACKER else "Verteidiger"
        side_en = s.side.value
        if not 1 <= s.dice <= MOST_DICE:
            refuse("got.rolled.throw_dice_not",
                   InvalidInput(f"Ein Wurf ({side_de}) hat 1 bis {MOST_DICE} Würfel, nicht {s.dice}.",
                                f"A throw ({side_en}) has 1 to {MOST_DICE} dice, not {s.dice}.",
                                sections=(DICE_SECTION,)), item=s)
        elif not 0 <= s.hits <= s.dice:
            refuse("got.rolled.hits_dice_each_die",
                   RuleViolation(f"{s.hits} Treffer aus {s.dice} Würfeln ({side_de}): jeder Würfel trifft höchstens "
                                 "einmal.",
                                 f"{s.hits} hits from {s.dice} dice ({side_en}): each die hits at most once.",
                                 sections=(DICE_SECTION,)), item=s)
        if s.strike_number not in strike_numbers():
            numbers = ", ".join(str(n) for n in strike_numbers())
            refuse("got.rolled.strike_number_not_exist",
                   RuleViolation(f"Mindestwurf {s.strike_number} ({side_de}) gibt es nicht; die Tabelle kennt "
                                 f"{numbers}.",
                                 f"Strike number {s.strike_number} ({side_en}) does not exist; the table has {numbers}.",
                                 sections=(STRIKE_NUMBER_SECTION,)), item=s)
