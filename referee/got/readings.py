"""Gods of Titan's interpretations as its rules read them: a :class:`Reading` each (``state.reading(Cls)``)."""

from __future__ import annotations

from referee.core.interpretation import Reading


class BattleReveals(Reading):
    """A battle reveals the Titan (``got.battle_reveals``)."""

    __interpretation__ = "got.battle_reveals"
    FIRST_ROUND = "first-round"
    ENTERED = "entered"


class BattleValues(Reading):
    """Values in the battle (``got.battle_values``)."""

    __interpretation__ = "got.battle_values"
    REFEREE_THEN_SCRIBE = "referee-then-scribe"
    PRINTED = "printed"


class DarklandTeleport(Reading):
    """Darkland teleport after the appearance (``got.darkland_teleport``)."""

    __interpretation__ = "got.darkland_teleport"
    ENDS = "ends"
    STAYS = "stays"


class DarklordFirstRound(Reading):
    """The Darklord in round 1 (``got.darklord_first_round``)."""

    __interpretation__ = "got.darklord_first_round"
    ALL_LEAVE = "all-leave"
    ONE_MAY_STAY = "one-may-stay"


class FirstRound(Reading):
    """The first round is the attacker's (``got.first_round``)."""

    __interpretation__ = "got.first_round"
    MARKER = "marker"
    ENTRY = "entry"


class GameEnd(Reading):
    """End of the game and giving up (``got.game_end``)."""

    __interpretation__ = "got.game_end"
    ELEMENTS_TO_DARKLORD = "elements-to-darklord"
    ELEMENTS_REMOVED = "elements-removed"


class GodCallTiming(Reading):
    """When a god is called (``got.god_call_timing``)."""

    __interpretation__ = "got.god_call_timing"
    FIRST_CHANCE = "first-chance"
    ANY_LATER_ROUND = "any-later-round"


class HiddenTitanAttack(Reading):
    """Black army meets a hidden Titan (``got.hidden_titan_attack``)."""

    __interpretation__ = "got.hidden_titan_attack"
    STOP_IN_FRONT = "stop-in-front"
    DUNGEON_TELEPORT = "dungeon-teleport"


class JournalGoals(Reading):
    """Victory points from the journal (``got.journal_goals``)."""

    __interpretation__ = "got.journal_goals"
    REINFORCEMENT_COUNTS = "reinforcement-counts"
    LAND_ONLY = "land-only"


class PublicArmies(Reading):
    """What the players' display shows of armies (``got.public_armies``)."""

    __interpretation__ = "got.public_armies"
    RULES = "rules"
    OPEN = "open"


class PublicRecruits(Reading):
    """Recruited figures on the players' display (``got.public_recruits``)."""

    __interpretation__ = "got.public_recruits"
    HIDDEN = "hidden"
    SHOWN = "shown"


class RecruitChart(Reading):
    """Incomplete recruiting chart (``got.recruit_chart``)."""

    __interpretation__ = "got.recruit_chart"
    TEXT_AND_INFERRED = "text-and-inferred"
    TEXT_ONLY = "text-only"


class ReinforcementLosses(Reading):
    """Losses before the reinforcement (``got.reinforcement_losses``)."""

    __interpretation__ = "got.reinforcement_losses"
    BEFORE_JOINING = "before-joining"
    AFTER_JOINING = "after-joining"


class ReviveGems(Reading):
    """Gems for reviving demigods (``got.revive_gems``)."""

    __interpretation__ = "got.revive_gems"
    BEFORE_AWARD = "before-award"
    AFTER_AWARD = "after-award"


class Timewarp(Reading):
    """Timewarp and the round marker (``got.timewarp``)."""

    __interpretation__ = "got.timewarp"
    ONE_PLACE = "one-place"
    NOT_MOVED = "not-moved"
