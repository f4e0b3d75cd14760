"""What a real battle needs recorded and the rulings of issue 23, each on a worked example of the rulebook
(10.2, 10.3, 11.1, 11.9, 13.5, 15.6, 16.2, 16.5, 17.2, 19.1, 19.2, 22.2, 23.6, 24.3, 26.5, 28.3)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from referee.core.errors import RefereeError, RuleViolation
from referee.got import events as ev
from referee.got.battle import concession_award
from referee.got.fight import standing
from referee.got.fight_values import odds_context, referee_value
from referee.got.goals import benefits, victory_points
from referee.got.lands import Land, Terrain
from referee.got.odds.bridge import fighter
from referee.got.odds.duel import plan, strike_phases
from referee.got.odds.setup import Stand, effective_power
from referee.got.odds.terrain import Hexside
from referee.got.payloads import BattleRoundPayload
from referee.got.settle import Outcome
from referee.got.state import Army, Counts, GotState

from .helpers import moved_rest
from .test_fight import ENGINE, refused, run
from .test_titans import MARSH, place, table

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER
OPEN = ev.BattleOpened(attacker="Blau 2", defender="Rot 1")


def duel_table(attacker: list[str], defender: list[str], *, darklord: bool = False) -> GotState:
    s = place(table(darklord=darklord), "Rot 1", MARSH, defender)
    return place(s, "Blau 2", MARSH, attacker)


# -- 1. round 1: the defender strikes back (11.1, 11.9, 13.1) ------------------------------------------------


def test_round_one_strike_back_is_recorded_as_the_odds_count_it() -> None:
    """A Gargoyle (4/3) attacks a Colossus (10/4). Round 1 has only the attacker's strike phase, but the Colossus
    strikes back in it with 10 dice at 3+ (13.4): the odds give the Gargoyle's death in round 1 a chance, and the
    record accepts it."""
    att, dfd = Stand(fighter("Gargoyle")), Stand(fighter("Colossus"))
    assert strike_phases(1, "attacker")[0] == (1, "attacker")
    first = plan(att, dfd, Hexside.NONE, 1, "attacker")[0]
    assert first.round == 1 and sum(first.to_attacker.numerators[4:]) > 0  # ≥ 4 hits: the Gargoyle falls
    s = run(duel_table(["Gargoyle"], ["Colossus"]), OPEN)
    rnd = next(o for o in ENGINE.options(s) if o.kind == "battle_round")
    assert rnd.payload_of(BattleRoundPayload).round == 1
    assert rnd.payload_of(BattleRoundPayload).attacker_may_fall == ("Gargoyle",)
    s = run(s, ev.BattleRound(round=1, beaten_attacker=("Gargoyle",)))
    after = run(s, ev.BattleEnded())
    assert after.battles[-1].outcome == "fought" and after.battles[-1].winner == "Anna"
    assert after.player("Anna").points == 12 and after.player("Anna").gems == 10  # Gargoyle 4 × 3 (20.3)


def test_round_one_losses_on_both_sides() -> None:
    s = run(duel_table(["Colossus", "Ogre"], ["Troll", "Lion"]), OPEN,
            ev.BattleRound(round=1, beaten_attacker=("Ogre",), beaten_defender=("Lion",)))
    assert standing(s, s.fight, "attacker") == ["Colossus"] and standing(s, s.fight, "defender") == ["Troll"]


# -- 2. one battle per army and battle phase (10.2) ------------------------------------------------------------


def city_table() -> GotState:
    """Ben's Blau 2 in the City with two enemy armies, Anna's Rot 1 and Cleo's Gelb 1 (10.2)."""
    s = table(mover="Ben")
    city = next(a.land for a in s.armies if a.land.terrain is Terrain.CITY)
    for a in [a for a in s.armies if a.land == city]:
        s = s.without_army(a.marker)
    s = place(s, "Rot 1", city, ["Ogre", "Lion"])
    s = place(s, "Gelb 1", city, ["Centaur", "Gargoyle"])
    return place(s, "Blau 2", city, ["Colossus", "Colossus", "Hydra"])


def test_an_army_fights_one_battle_per_battle_phase() -> None:
    s = city_table()
    first = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A))
    refused(first, ev.BattleOpened(attacker="Blau 2", defender="Gelb 1"), "10.2")
    refused(first, ev.BattleSettled(attacker="Blau 2", defender="Gelb 1", outcome=Outcome.FOUGHT, winner=A), "10.2")
    recorded = run(s, ev.BattleOpened(attacker="Blau 2", defender="Rot 1"), ev.BattleEnded(outcome=Outcome.FLIGHT))
    refused(recorded, ev.BattleOpened(attacker="Blau 2", defender="Gelb 1"), "10.2")  # a flight is a battle too
    assert not any(o.kind == "battle_opened" for o in ENGINE.options(recorded))


# -- 3. a fought battle reveals the Titan (10.3, 24.3) -------------------------------------------------------------

SEVEN = ["Titan", "Troll", "Troll", "Ogre", "Ogre", "Ogre", "Centaur"]


def test_a_fought_battle_reveals_the_titan_for_good() -> None:
    s = duel_table(["Colossus", "Ogre", "Lion"], SEVEN)
    assert not s.player("Anna").titan_revealed
    s = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Centaur",)))
    assert s.player("Anna").titan_revealed  # every figure was shown (10.3)
    s = run(s, ev.BattleRound(round=2), ev.BattleRound(round=3))
    s = run(s, ev.Reinforced(figure="Troll"))  # 6 standing, the revealed Titan army holds 8 (4.2)
    s = run(s, ev.BattleRound(round=4, beaten_attacker=("Colossus", "Ogre", "Lion")), ev.BattleEnded())
    assert s.player("Anna").titan_revealed and s.army("Rot 1").size == 7
    # after the fact too: a fought battle reveals, a flight or negotiation does not (24.3)
    quick = ENGINE.apply(duel_table(["Colossus", "Ogre", "Lion"], SEVEN),
                         ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=D))
    assert quick.player("Anna").titan_revealed
    talked = ENGINE.apply(duel_table(["Colossus", "Ogre", "Lion"], SEVEN),
                          ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.NEGOTIATED, winner=D))
    assert not talked.player("Anna").titan_revealed


def test_the_titan_may_be_revealed_while_a_battle_is_open() -> None:
    s = run(duel_table(["Colossus", "Ogre"], ["Titan", "Ogre"]), OPEN)
    assert any(o.kind == "reveal" and o.allowed for o in ENGINE.options(s))
    s = run(s, ev.TitanRevealed(player="Anna"))
    assert s.player("Anna").titan_revealed and s.fight is not None


def test_a_revealed_titan_army_keeps_room_for_the_immortal() -> None:
    """Before, a 7-figure Titan army that fought was still "hidden" and the Immortal pushed a figure out."""
    s = table(mover="Anna")
    ruin = next(a for a in s.armies if a.land.terrain is Terrain.RUIN)
    s = place(s, "Rot 2", ruin.land, ["Titan", "Colossus", "Colossus", "Hydra", "Hydra", "Serpent", "Serpent"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Rot 2", defender=ruin.marker, outcome=Outcome.FOUGHT, winner=A))
    assert after.army("Rot 2").has("Immortal") and after.army("Rot 2").size == 8


# -- 4. demigods not revived go to the winner's pool (19.1, 19.2) ---------------------------------------------------


def test_demigods_not_revived_go_to_the_winners_pool() -> None:
    """A Citytower (Locker, Pegasus, 4 Sunray, 5.6) falls; the winner revives a Sunray and the Pegasus for 100
    gems (each demigod once per army, 4.3): the other three Sunrays and the Locker go to its pool (19.2)."""
    s = table(mover="Ben")
    tower = next(a for a in s.armies if a.land.terrain is Terrain.CITYTOWER)
    s = place(s, "Blau 2", tower.land, ["Colossus", "Colossus", "Hydra"])
    s = s.with_player(replace(s.player("Ben"), gems=100))
    before = s.player("Ben").pool
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender=tower.marker, outcome=Outcome.FOUGHT, winner=A,
                                             revived=("Sunray", "Pegasus")))
    pool = after.player("Ben").pool
    assert after.army("Blau 2").has("Sunray") and after.army("Blau 2").has("Pegasus")
    assert (pool.count("Sunray") - before.count("Sunray"), pool.count("Locker") - before.count("Locker"),
            pool.count("Pegasus") - before.count("Pegasus")) == (3, 1, 0)
    assert after.figures() == s.figures()  # none lost


# -- 5./6. and the scribe's values: power in the battle (16.5) -------------------------------------------------------


def test_the_guardian_in_a_titan_players_tower_has_power_14() -> None:
    """Anna's Tower holds Angel, Gargoyle, Centaur, Ogre and the Guardian (5.6): the Angel is a god, +4 (16.5)."""
    s = table(mover="Ben")
    tower = next(a for a in s.armies_of("Anna") if a.land.terrain is Terrain.TOWER)
    s = place(s, "Blau 2", tower.land, ["Colossus", "Colossus", "Hydra", "Hydra"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender=tower.marker))
    assert s.fight is not None and referee_value(s, s.fight, "defender", "Guardian").power == 14
    # the live odds count the same power (the army context from the record's values, 16.5)
    ctx = odds_context(s, s.fight, "defender", standing(s, s.fight, "defender"))
    assert effective_power(Stand(fighter("Guardian"), context=ctx))[0] == 14
    s = run(s, ev.BattleRound(round=1, damage=(ev.Damage(D, "Guardian", 12),)))  # refused as "beaten at 10" before
    refused(s, ev.BattleRound(round=2, damage=(ev.Damage(D, "Guardian", 14),)), "13.2")


def test_the_guardian_in_a_fort_has_power_12() -> None:
    s = table(mover="Ben")
    fort = next(a for a in s.armies if a.land.terrain is Terrain.FORT)  # Guardian, Pegasus, Nightmare, 3 Tombdigger
    s = place(s, "Blau 2", fort.land, ["Colossus", "Colossus", "Hydra"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender=fort.marker))
    assert s.fight is not None and referee_value(s, s.fight, "defender", "Guardian").power == 12  # demigod +2


def test_the_jabberwok_doubles_against_an_army_with_an_element() -> None:
    s = table(darklord=True, mover="Dora")
    s = place(s, "Rot 3", MARSH, ["Asher", "Ogre"])
    s = place(s, "Schwarz 2", MARSH, ["Jabberwok", "Headcracker"])
    s = run(moved_rest(s), ev.BattleOpened(attacker="Schwarz 2", defender="Rot 3"))
    assert s.fight is not None and referee_value(s, s.fight, "attacker", "Jabberwok").power == 8
    run(s, ev.BattleRound(round=1, damage=(ev.Damage(A, "Jabberwok", 6),)))  # real damage between 4 and 8


def test_the_scribe_enters_the_actual_power_with_a_reason() -> None:
    s = run(duel_table(["Colossus", "Ogre"], ["Ogre", "Troll"]), OPEN)
    refused(s, ev.FigureValues(side=D, figure="Troll", power=10, reason=" "), "16.5")
    s = run(s, ev.FigureValues(side=D, figure="Troll", power=10, skill=3, reason="Landscaping: on a bramble"))
    s = run(s, ev.BattleRound(round=1, damage=(ev.Damage(D, "Troll", 9),)))
    refused(s, ev.FigureValues(side=D, figure="Troll", power=9, reason="back"), "13.2")  # 9 hits beat power 9


# -- 7. damage adds up and is never healed (13.5) -------------------------------------------------------------------


def test_damage_adds_up_and_is_never_healed() -> None:
    s = run(duel_table(["Colossus", "Ogre"], ["Ogre", "Troll"]), OPEN,
            ev.BattleRound(round=1, damage=(ev.Damage(D, "Troll", 3),)))
    refused(s, ev.BattleRound(round=2, damage=(ev.Damage(D, "Troll", 2),)), "13.5")
    s = run(s, ev.BattleRound(round=2))  # not named: the hits stay
    assert s.fight is not None and s.fight.damage == (("defender", "Troll", 1, 3),)
    s = run(s, ev.BattleRound(round=3, damage=(ev.Damage(D, "Troll", 5),)))
    assert s.fight is not None and s.fight.damage == (("defender", "Troll", 1, 5),)


def test_two_figures_of_a_kind_keep_their_own_hits() -> None:
    s = run(duel_table(["Colossus", "Ogre"], ["Troll", "Troll"]), OPEN,
            ev.BattleRound(round=1, damage=(ev.Damage(D, "Troll", 3, number=2),)))
    s = run(s, ev.BattleRound(round=2, beaten_defender=("Troll",), copies=(ev.Copy(D, "Troll", 1),)))
    assert s.fight is not None and s.fight.damage == (("defender", "Troll", 2, 3),)  # Troll 2 stands with its 3
    refused(s, ev.BattleRound(round=3, damage=(ev.Damage(D, "Troll", 1),)), "13.5")


# -- 8. Timewarp moves the round marker (15.6) ----------------------------------------------------------------------


def warlock_table() -> GotState:
    return duel_table(["Warlock", "Colossus", "Colossus"], ["Ogre", "Troll", "Troll", "Lion", "Lion", "Centaur"])


def test_timewarp_back_repeats_the_round() -> None:
    s = run(warlock_table(), OPEN, ev.BattleRound(round=1))
    refused(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp"), "15.6")  # which way?
    refused(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Quake", round_marker=1), "15.6")
    s = run(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp", round_marker=-1))
    s = run(s, ev.BattleRound(round=2))  # the round the spell was cast in
    refused(s, ev.BattleRound(round=3), "15.6")
    s = run(s, ev.BattleRound(round=2), ev.BattleRound(round=3))  # round 2 again, then on
    assert s.fight is not None and s.fight.round == 3


def test_timewarp_forward_skips_round_four_and_the_reinforcement_comes_in_the_fifth() -> None:
    s = run(warlock_table(), OPEN, ev.BattleRound(round=1), ev.BattleRound(round=2))
    s = run(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp", round_marker=1),
            ev.BattleRound(round=3, beaten_defender=("Lion",)))
    assert s.fight is not None and s.fight.next_round == 5
    s = run(s, ev.Reinforced(figure="Troll"), ev.BattleRound(round=5))
    refused(s, ev.BattleRound(round=4), "15.6")


def test_timewarp_forward_in_round_six_ends_the_battle_on_time() -> None:
    s = run(warlock_table(), OPEN, *(ev.BattleRound(round=r) for r in range(1, 6)))
    s = run(s, ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp", round_marker=1),
            ev.BattleRound(round=6))
    refused(s, ev.BattleRound(round=7), "11.8")
    assert run(s, ev.BattleEnded()).battles[-1].outcome == "timeout"  # the marker passed round 7 (11.8)


# -- 9. once per creature, not per kind (16.2) ----------------------------------------------------------------------


def test_two_plaques_each_use_their_ability_once() -> None:
    s = table(darklord=True, mover="Ben")
    s = place(s, "Schwarz 2", MARSH, ["Plaque", "Plaque", "Headcracker"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Ogre"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender="Schwarz 2"), ev.BattleRound(round=1))  # 11.1: round 2
    abilities = [o.entry for o in ENGINE.options(s) if o.kind == "ability"]
    assert abilities == [ev.AbilityUsed(side=D, figure="Plaque", number=1), ev.AbilityUsed(side=D, figure="Plaque", number=2)]
    s = run(s, ev.AbilityUsed(side=D, figure="Plaque", number=2))
    refused(s, ev.AbilityUsed(side=D, figure="Plaque", number=2), "16.2")
    s = run(s, ev.AbilityUsed(side=D, figure="Plaque"))  # the other one
    refused(s, ev.AbilityUsed(side=D, figure="Plaque"), "16.2")
    assert s.fight is not None and s.fight.abilities == (("defender", "Plaque", 2), ("defender", "Plaque", 1))


def test_a_fallen_plaque_no_longer_uses_its_ability() -> None:
    s = table(darklord=True, mover="Ben")
    s = place(s, "Schwarz 2", MARSH, ["Plaque", "Plaque", "Headcracker"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Ogre"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender="Schwarz 2"),
            ev.BattleRound(round=1, beaten_defender=("Plaque",), copies=(ev.Copy(D, "Plaque", 2),)))
    refused(s, ev.AbilityUsed(side=D, figure="Plaque", number=2), "16.2")
    run(s, ev.AbilityUsed(side=D, figure="Plaque", number=1))


# -- 11. conceding: one reckoning for the odds and the table (10.6, 20.3) -------------------------------------------


@pytest.mark.parametrize("rounds", [0, 2])
def test_concession_now_is_the_settlement_of_a_concession(rounds: int) -> None:
    s = run(duel_table(["Colossus", "Ogre", "Lion"], ["Ogre", "Troll", "Lion"]), OPEN,
            *(ev.BattleRound(round=r) for r in range(1, rounds + 1)))
    outcome = Outcome.CONCESSION_BEFORE if rounds == 0 else Outcome.CONCESSION_DURING
    for conceding, winner in ((A, D), (D, A)):
        award = concession_award(s, conceding)
        settled = run(s, ev.BattleEnded(outcome=outcome, winner=winner)).battles[-1]
        assert award is not None and award.points == settled.points
    defender_army = Fraction(12 + 16 + 15)  # Ogre 12, Troll 16, Lion 15 (20.3)
    assert concession_award(s, D).points == (defender_army / 2 if rounds == 0 else defender_army)  # 10.6, 20.3


# -- 12. reinforcing after losing a figure of the same kind (17.1, 17.2) ----------------------------------------------

FULL = ["Troll", "Troll", "Ogre", "Ogre", "Ogre", "Centaur", "Lion"]


def test_a_full_army_that_lost_a_troll_reinforces_with_a_troll() -> None:
    quick = ENGINE.apply(duel_table(["Colossus", "Ogre"], FULL),
                         ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=D,
                                          winner_losses=("Troll",), reinforcement="Troll"))
    assert quick.army("Rot 1").figures.count("Troll") == 2 and quick.army("Rot 1").size == 7
    s = run(duel_table(["Colossus", "Ogre"], FULL), OPEN, ev.BattleRound(round=1, beaten_defender=("Troll",)),
            ev.BattleRound(round=2), ev.BattleRound(round=3), ev.Reinforced(figure="Troll"),
            ev.BattleRound(round=4, beaten_attacker=("Colossus", "Ogre")), ev.BattleEnded())
    assert s.army("Rot 1").figures.count("Troll") == 2 and s.army("Rot 1").size == 7


def test_a_defender_that_reinforced_and_lost_settles() -> None:
    s = run(duel_table(["Colossus", "Colossus", "Hydra"], FULL), OPEN,
            ev.BattleRound(round=1, beaten_defender=("Lion",)), ev.BattleRound(round=2), ev.BattleRound(round=3),
            ev.Reinforced(figure="Troll"),
            ev.BattleRound(round=4, beaten_defender=("Troll", "Troll", "Troll", "Ogre", "Ogre", "Ogre", "Centaur")))
    after = run(s, ev.BattleEnded())
    assert after.battles[-1].winner == "Ben" and not any(a.marker == "Rot 1" for a in after.armies)


# -- 13. the refusal names the figure refused and the one recruited before (22.2) -------------------------------------


def test_the_second_end_creature_refusal_names_both() -> None:
    s = table(mover="Ben")
    s = s.with_army(Army("Blau 2", "Ben", Land(Terrain.DESERT, "D"), Counts.of(["Hydra", "Ogre"]), moved=3))
    s = s.with_army(Army("Blau 3", "Ben", Land(Terrain.SWAMP, "Swamp"), Counts.of(["Basilisk", "Ogre"]), moved=3))
    s = run(moved_rest(s), ev.Recruit(marker="Blau 2", figure="Hydra"))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.Recruit(marker="Blau 3", figure="Basilisk"))
    assert "Basilisk: an end creature was already recruited this turn (Hydra)" in e.value.message("en")


# -- 14. neutral armies cast no spells (15.2, 5.1) ----------------------------------------------------------------------


def test_a_neutral_warlock_casts_no_spell_and_the_refusal_says_why() -> None:
    s = table(mover="Ben")
    ruin = next(a for a in s.armies if a.land.terrain is Terrain.RUIN)  # Immortal, Warlock, Siren, 3 Headcracker
    s = place(s, "Blau 2", ruin.land, ["Colossus", "Colossus", "Hydra"])
    s = run(s, ev.BattleOpened(attacker="Blau 2", defender=ruin.marker))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.SpellUsed(marker=ruin.marker, opponent="Blau 2", spell="Shockwave"))
    assert "neutral armies have no spells" in e.value.message("en") and "skill" not in e.value.message("en")
    assert "15.2" in e.value.sections


# -- what the scribe enters: a game taken over from paper, a forgotten figure (26.1, 26.5, 28.3) -----------------------


def test_a_correction_sets_goals_and_victory_points_of_a_game_from_paper() -> None:
    s = table(mover="Anna")
    s = run(s, ev.Correction(player="Anna", reason="Partie vom Papierbogen übernommen",
                             goals=("recruit_colossus", "take_fort"), victory_points=10))
    anna = s.player("Anna")
    assert victory_points(anna) == 10 + 5 + 10 and set(anna.goals) >= {"recruit_colossus", "take_fort"}
    s = run(s, ev.TitanRevealed(player="Anna"))
    assert [b.name for b in benefits(s.player("Anna"))][:2] == ["Native", "Mustering"]  # 26.5
    refused(s, ev.Correction(player="Anna", reason="paper", victory_points=-26), "26.1")
    with pytest.raises(RefereeError):
        ENGINE.apply(s, ev.Correction(player="Anna", reason="paper", goals=("no_such_goal",)))


def test_a_correction_adds_a_figure_forgotten_at_recruiting() -> None:
    s = table(mover="Anna")
    army = s.armies_of("Anna")[0]
    after = run(s, ev.Correction(player="Anna", reason="Ogre beim Rekrutieren vergessen", army=army.marker,
                                 add_figures=("Ogre",)))
    assert after.army(army.marker).figures.count("Ogre") == army.figures.count("Ogre") + 1
    assert after.player("Anna").pool.count("Ogre") == s.player("Anna").pool.count("Ogre") - 1
    assert after.figures() == s.figures()
