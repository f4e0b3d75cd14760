"""Castle Rampage's interpretations as its rules read them: a :class:`Reading` each (``state.reading(Cls)``)."""

from __future__ import annotations

from referee.core.interpretation import Reading


class AttackBonuses(Reading):
    """Bonuses for the next attack (``rampage.attack_bonuses``)."""

    __interpretation__ = "rampage.attack_bonuses"
    CHECKED = "checked"
    ENTERED = "entered"


class AxeFighter(Reading):
    """Axe fighter listed twice (``rampage.axe_fighter``)."""

    __interpretation__ = "rampage.axe_fighter"
    ONE_KIND = "one_kind"
    TWO_KINDS = "two_kinds"


class Builder(Reading):
    """Builder (``rampage.builder``)."""

    __interpretation__ = "rampage.builder"
    TOP_GATE_CARD = "top_gate_card"
    ENTERED = "entered"


class Cook(Reading):
    """Cook (``rampage.cook``)."""

    __interpretation__ = "rampage.cook"
    PLUS_ONE = "plus_one"
    ENTERED = "entered"


class Diplomat(Reading):
    """Diplomat (``rampage.diplomat``)."""

    __interpretation__ = "rampage.diplomat"
    NO_ATTACKS = "no_attacks"
    NOT_ENFORCED = "not_enforced"


class Priest(Reading):
    """Priest (``rampage.priest``)."""

    __interpretation__ = "rampage.priest"
    NAMED_UNITS = "named_units"
    ENTERED = "entered"


class Robber(Reading):
    """Robber (``rampage.robber``)."""

    __interpretation__ = "rampage.robber"
    ALL_DESTROYED = "all_destroyed"
    ENTERED = "entered"


class SaboteurBonus(Reading):
    """Saboteur strengthens the attack (``rampage.saboteur_bonus``)."""

    __interpretation__ = "rampage.saboteur_bonus"
    CONTINUES = "continues"
    EQUAL_STOPS = "equal_stops"


class ToppleEffect(Reading):
    """Dragon and earthquake (``rampage.topple_effect``)."""

    __interpretation__ = "rampage.topple_effect"
    GATE_OR_CASTLE = "gate_or_castle"
    GATE_AND_CASTLE = "gate_and_castle"


class Units(Reading):
    """Which cards are units (``rampage.units``)."""

    __interpretation__ = "rampage.units"
    CHECKED = "checked"
    NOT_CHECKED = "not_checked"
