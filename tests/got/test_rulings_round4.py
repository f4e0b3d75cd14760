"""Issue 36, Gods of Titan: the battle's first round is the attacker's, draws by agreement, corrections within
the rules, and no reinforcement after a concession before the battle — each on a worked example of the rule text
(10.5, 10.6, 11.1, 13.1, 15.2, 16.2, 17.2, 20.4, 24.3, 26.1)."""

from __future__ import annotations

import pytest

from referee.got import events as ev
from referee.got.settle import Outcome

from .test_battle_record import OPEN, duel_table
from .test_fight import ENGINE, refused, run

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER

# -- 4. no reinforcement after a concession before the battle (17.2) --------------------------------------------------

#: Anna's Rot 1 on a Marsh, below its maximum size: two Ogres let it recruit a Troll there (22.3)
DEFENDERS = ["Ogre", "Ogre", "Troll"]


def test_the_attacker_conceding_before_the_battle_leaves_no_reinforcement_either_way() -> None:
    """17.2: "Sollte der Angreifer aufgeben, bevor er auch nur eine Figur auf dem Schlachtfeld platziert hat, darf
    der Verteidiger nicht nachrekrutieren." Ben's Blau 2 attacks Anna's Rot 1 and gives up before placing a figure;
    Anna's Troll may not join — entered round by round and in one step alike."""
    s = duel_table(["Colossus", "Ogre"], DEFENDERS)
    conceded = ev.BattleEnded(outcome=Outcome.CONCESSION_BEFORE, winner=D, reinforcement="Troll")
    recorded = refused(run(s, OPEN), conceded, "17.2")
    in_one_step = refused(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.CONCESSION_BEFORE,
                                             winner=D, reinforcement="Troll"), "17.2")
    assert recorded.message("en") == in_one_step.message("en")
    # without the reinforcement the concession stands; after a negotiation Anna won she reinforces (17.2)
    assert run(s, OPEN, ev.BattleEnded(outcome=Outcome.CONCESSION_BEFORE, winner=D)).army("Rot 1").size == 3
    talked = run(s, OPEN, ev.BattleEnded(outcome=Outcome.NEGOTIATED, winner=D, reinforcement="Troll"))
    assert talked.army("Rot 1").figures.count("Troll") == 2
    # a concession after the attacker's set-up (round 1 entered) keeps the right to reinforce (17.2)
    during = run(s, OPEN, ev.BattleRound(round=1),
                 ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=D, reinforcement="Troll"))
    assert during.army("Rot 1").figures.count("Troll") == 2


def test_a_stored_concession_with_a_reinforcement_opens_marked() -> None:
    """A game stored by the release that accepted it opens; the entry is marked, the Troll joined as entered."""
    s = run(duel_table(["Colossus", "Ogre"], DEFENDERS), OPEN)
    stored = ENGINE.record(s, ev.BattleEnded(outcome=Outcome.CONCESSION_BEFORE, winner=D, reinforcement="Troll"))
    assert stored.applied and "17.2" in stored.refusals[0].sections
    assert stored.state.army("Rot 1").figures.count("Troll") == 2
