"""The readings a game set up before the battle rulings of issue 23 keeps (issue 33): each interpretation that came
with them has a value that reproduces what the versions before did, pinned for set-ups of version 2 and older.

Worked against the same tables as ``test_battle_record.py``, once under today's reading and once under the pinned
one.
"""

from __future__ import annotations

import dataclasses

from referee.core.events import from_dict
from referee.got import events as ev
from referee.got.catalog import catalog
from referee.got.fight_values import referee_value
from referee.got.lands import Terrain
from referee.got.settle import Outcome
from referee.got.state import GotState

from .test_battle_record import FULL, OPEN, SEVEN, D, duel_table, warlock_table
from .test_fight import ENGINE, refused, run
from .test_titans import place, table


def kept(state: GotState, interpretation: str) -> GotState:
    """``state`` under the value a game set up before ``interpretation`` came keeps (its ``pinned``)."""
    from referee.core.interpretation import known

    return dataclasses.replace(state, settings=(*state.settings, (interpretation, known(interpretation).pinned)))


def test_an_old_set_up_is_upgraded_with_the_pinned_readings() -> None:
    old = {"type": "got.setup", "v": 2, "data": {"players": [
        {"name": "Anna", "role": "titan", "colour": "Rot", "seat": 1},
        {"name": "Ben", "role": "titan", "colour": "Blau", "seat": 2}], "settings": [["got.concession_award",
                                                                                       "always-full"]]}}
    settings = dict(from_dict(old).settings)  # type: ignore[attr-defined]
    assert settings == {"got.concession_award": "always-full", "got.battle_reveals": "entered",
                        "got.battle_values": "printed", "got.neutral_spells": "none",
                        "got.reinforcement_losses": "after-joining", "got.timewarp": "not-moved",
                        "got.public_armies": "rules", "got.public_recruits": "hidden", "got.first_round": "entry"}


def test_a_fought_battle_revealed_no_titan_before() -> None:
    s = kept(duel_table(["Colossus", "Ogre", "Lion"], SEVEN), "got.battle_reveals")
    s = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Centaur",)))
    assert not s.player("Anna").titan_revealed  # only an entry revealed it then
    s = run(s, ev.TitanRevealed(player="Anna"))
    assert s.player("Anna").titan_revealed
    quick = ENGINE.apply(kept(duel_table(["Colossus", "Ogre", "Lion"], SEVEN), "got.battle_reveals"),
                         ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=D))
    assert not quick.player("Anna").titan_revealed


def test_the_guardian_counted_its_printed_power_before() -> None:
    """Today 14 in a Titan player's Tower with an Angel (16.5); before, its printed power."""
    s = table(mover="Ben")
    tower = next(a for a in s.armies_of("Anna") if a.land.terrain is Terrain.TOWER)
    s = place(s, "Blau 2", tower.land, ["Colossus", "Colossus", "Hydra", "Hydra"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender=tower.marker))
    assert s.fight is not None and referee_value(s, s.fight, "defender", "Guardian").power == 14
    old = kept(s, "got.battle_values")
    assert old.fight is not None
    assert referee_value(old, old.fight, "defender", "Guardian").power == catalog().figure("Guardian").power


def test_timewarp_left_the_round_marker_before() -> None:
    s = run(warlock_table(), OPEN, ev.BattleRound(round=1))
    refused(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp"), "15.6")  # today: which way?
    old = run(kept(s, "got.timewarp"), ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp"))
    old = run(old, ev.BattleRound(round=2), ev.BattleRound(round=3))  # the rounds go on as they come
    assert old.fight is not None and old.fight.round == 3 and old.fight.timewarp is None


def test_a_winners_loss_of_the_kind_that_joined_fell_after_it_before() -> None:
    """Today a 7-figure army that lost a Troll reinforces with a Troll (17.2); before, that Troll counted as lost
    after the reinforcement came, so the army was full and the reinforcement is refused."""
    settled = ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=D,
                               winner_losses=("Troll",), reinforcement="Troll")
    assert ENGINE.apply(duel_table(["Colossus", "Ogre"], FULL), settled).army("Rot 1").size == 7
    refused(kept(duel_table(["Colossus", "Ogre"], FULL), "got.reinforcement_losses"), settled, "17.2")
