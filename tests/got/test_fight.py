"""The battle as it happens: recorded round by round, checked, settled from its record (10, 11, 17–21, 24)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from fractions import Fraction

import pytest

from referee.core.errors import RuleViolation
from referee.core.events import Event
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.payloads import BattleRoundPayload
from referee.got.settle import Outcome
from referee.got.state import GotState
from referee.got.values import FigureSpec, value_of

from .test_titans import MARSH, place, table

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER
ENGINE = GotEngine()


def run(state: GotState, *entries: Event) -> GotState:
    for e in entries:
        state = ENGINE.apply(state, e)
    return state


def refused(state: GotState, entry: Event, *sections: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as found:
        ENGINE.apply(state, entry)
    for s in sections:
        assert s in found.value.sections, (s, found.value)
    return found.value


def settled(state: GotState) -> GotState:
    """The table without what only a round-by-round record keeps (the rounds on the battle record)."""
    return replace(state, battles=tuple(replace(b, rounds=(), last_round=0, reinforcement=None, called_god=None,
                                                spells=(), abilities=()) for b in state.battles))


def battle_table() -> GotState:
    """Ben (Mover) attacks Anna's army in a marsh: Colossus, Ogre, Lion against Ogre, Troll."""
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Troll"])
    return place(s, "Blau 2", MARSH, ["Colossus", "Ogre", "Lion"])


OPEN = ev.BattleOpened(attacker="Blau 2", defender="Rot 1")


def test_a_fought_battle_settles_from_its_rounds_like_the_quick_entry() -> None:
    s = battle_table()
    recorded = run(s, OPEN,
                   ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                   ev.BattleRound(round=2, beaten_attacker=("Lion",), damage=(ev.Damage(A, "Colossus", 3),)),
                   ev.BattleRound(round=3, beaten_defender=("Troll",)),
                   ev.BattleEnded())
    quick = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             winner_losses=("Lion",)))
    assert recorded.fight is None and recorded.battles[-1].rounds == ((1, "defender", "Ogre"), (2, "attacker", "Lion"),
                                                                      (3, "defender", "Troll"))
    assert settled(recorded) == quick
    # Ogre 12 + Troll 8×... the values come from 20.3: power × skill
    assert recorded.player("Ben").points == 6 * 2 + 8 * 2 and recorded.player("Ben").gems == 20
    assert not recorded.armies_of("Anna") or all(a.marker != "Rot 1" for a in recorded.armies_of("Anna"))
    assert recorded.army("Blau 2").figures.names() == ("Colossus", "Ogre") or sorted(
        recorded.army("Blau 2").figures.names()) == ["Colossus", "Ogre"]


def test_the_record_is_checked_round_by_round() -> None:
    s = run(battle_table(), OPEN)
    refused(s, ev.BattleRound(round=2), "11.1")  # round 1 comes first
    # round 1 has only the attacker's strike phase, but the defender strikes back in it (11.1, 11.9, 13.1)
    assert ENGINE.apply(s, ev.BattleRound(round=1, beaten_attacker=("Lion",))).fight.beaten == ((1, "attacker", "Lion"),)
    refused(s, ev.BattleRound(round=1, beaten_defender=("Colossus",)), "13.8")  # not on the defender's side
    s = run(s, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    refused(s, ev.BattleRound(round=2, beaten_defender=("Ogre",)), "13.8")  # already beaten
    refused(s, ev.BattleRound(round=2, damage=(ev.Damage(D, "Troll", 8),)), "13.2", "13.5")  # 8 hits beat a Troll
    refused(s, ev.BattleEnded(), "11.1", "11.8")  # not decided yet
    refused(s, ev.TurnEnded(player="Ben"), "10.3")  # nothing else while a battle is open
    refused(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A), "10.3")
    refused(s, ev.BattleEnded(outcome=Outcome.FLIGHT), "10.4")  # flight only before the first round


def test_after_round_seven_the_defender_wins_on_time() -> None:
    s = run(battle_table(), OPEN, *(ev.BattleRound(round=r) for r in range(1, 8)))
    refused(s, ev.BattleRound(round=8), "11.1")
    after = run(s, ev.BattleEnded())
    assert after.battles[-1].outcome == "timeout" and after.player("Anna").points == 0  # 11.8: nothing for time
    assert not any(a.marker == "Blau 2" for a in after.armies)


def test_concession_during_the_battle_and_flight_before_it() -> None:
    s = run(battle_table(), OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    conceded = run(s, ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=A))
    quick = ENGINE.apply(battle_table(), ev.BattleSettled(attacker="Blau 2", defender="Rot 1",
                                                          outcome=Outcome.CONCESSION_DURING, winner=A))
    assert settled(conceded) == quick
    fled = run(battle_table(), OPEN, ev.BattleEnded(outcome=Outcome.FLIGHT))
    assert settled(fled) == ENGINE.apply(battle_table(), ev.BattleSettled(attacker="Blau 2", defender="Rot 1",
                                                                 outcome=Outcome.FLIGHT))


def test_reinforcement_in_round_four_counts_the_army_as_it_stands() -> None:
    """17.2: beaten figures do not count; a full army that lost a figure may reinforce."""
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Ogre", "Troll", "Troll", "Lion", "Lion", "Ranger"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre"])
    s = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Lion",)), ev.BattleRound(round=2))
    refused(s, ev.Reinforced(figure="Troll"), "17.1")  # not yet: round 4
    s = run(s, ev.BattleRound(round=3))
    s = run(s, ev.Reinforced(figure="Troll"))
    refused(s, ev.Reinforced(figure="Troll"), "17.2")  # once per battle
    assert s.fight is not None and s.fight.reinforcement == "Troll"


def test_a_full_army_cannot_reinforce() -> None:
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Ogre", "Troll", "Troll", "Lion", "Lion", "Ranger"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre"])
    s = run(s, OPEN, *(ev.BattleRound(round=r) for r in (1, 2, 3)))
    refused(s, ev.Reinforced(figure="Troll"), "17.2", "4.2")


def gods_table() -> GotState:
    """Ben attacks with six figures; his Angel waits in another free army (18.2)."""
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Troll", "Lion"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre", "Ogre", "Lion", "Lion"])
    return place(s, "Blau 1", Land(Terrain.PLAINS, "P"), ["Titan", "Angel"])


def test_a_god_is_called_after_the_attacker_beat_a_figure_once_per_combat_phase() -> None:
    s = run(gods_table(), OPEN)
    refused(s, ev.GodCalled(figure="Angel", from_marker="Blau 1"), "18.1")  # nothing beaten yet
    s = run(s, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    called = run(s, ev.GodCalled(figure="Angel", from_marker="Blau 1"))
    refused(called, ev.GodCalled(figure="Angel", from_marker="Blau 1"), "18.1", "18.3")
    # a chance not taken is lost for the rest of the battle (18.1, got.god_call_timing)
    missed = run(s, ev.BattleRound(round=2, beaten_defender=("Troll",)))
    refused(missed, ev.GodCalled(figure="Angel", from_marker="Blau 1"), "18.1")
    # … unless the table reads 18.1 otherwise
    lenient = run(replace(gods_table(), settings=(("got.god_call_timing", "any-later-round"),)), OPEN,
                  ev.BattleRound(round=1, beaten_defender=("Ogre",)), ev.BattleRound(round=2))
    assert run(lenient, ev.GodCalled(figure="Angel", from_marker="Blau 1")).fight is not None
    # settled: the Angel fought with the army and stays in it; the source army keeps the Titan
    done = run(called, ev.BattleRound(round=2, beaten_defender=("Troll", "Lion")), ev.BattleEnded())
    assert done.army("Blau 2").has("Angel") and not done.army("Blau 1").has("Angel")
    assert done.god_called_this_phase
    # 18.3: a second god in the same combat phase is refused, from the quick entry too
    s2 = place(done, "Rot 2", Land(Terrain.BRUSH, "B"), ["Ogre"])
    s2 = place(s2, "Blau 1", Land(Terrain.BRUSH, "B"), ["Titan", "Archangel", "Ogre"])
    s2 = place(s2, "Blau 3", Land(Terrain.JUNGLE, "J"), ["Archangel"])
    refused(s2, ev.BattleSettled(attacker="Blau 1", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                                 called_god=ev.CalledGod(figure="Archangel", from_marker="Blau 3")), "18.3")


def test_the_army_counts_as_it_stands_when_calling_a_god() -> None:
    """18.2 with 17.2's reading: beaten figures do not count; a revealed Titan's army holds 8 (4.2)."""
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Troll", "Lion"])
    s = place(s, "Blau 2", MARSH, ["Titan", "Colossus", "Colossus", "Ogre", "Ogre", "Lion", "Lion"])
    s = place(s, "Blau 1", Land(Terrain.PLAINS, "P"), ["Angel", "Ogre"])
    s = replace(s).with_player(replace(s.player("Ben"), titan_revealed=True))
    # seven figures with a revealed Titan: the eighth may come (4.2, 18.2)
    after = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                ev.GodCalled(figure="Angel", from_marker="Blau 1"))
    assert after.fight is not None and after.fight.called_god == ("Angel", "Blau 1")
    quick = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             called_god=ev.CalledGod(figure="Angel", from_marker="Blau 1")))
    assert quick.army("Blau 2").has("Angel") and quick.army("Blau 2").size == 8


def test_an_army_holding_an_angel_calls_no_second_angel() -> None:
    s = place(gods_table(), "Blau 2", MARSH, ["Colossus", "Angel", "Ogre"])
    s = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    refused(s, ev.GodCalled(figure="Angel", from_marker="Blau 1"), "4.3")


def test_a_god_comes_only_from_an_army_not_in_an_unfought_battle() -> None:
    s = place(gods_table(), "Rot 3", Land(Terrain.PLAINS, "P"), ["Ogre"])  # Blau 1 meets Rot 3 there
    s = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    refused(s, ev.GodCalled(figure="Angel", from_marker="Blau 1"), "18.2")


def test_a_god_does_not_appear_in_an_army_whose_battle_is_unfought() -> None:
    """21.2: the god appears elsewhere only in an army not in a battle."""
    s = place(table(), "Rot 1", MARSH, ["Ogre", "Troll"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre", "Ogre", "Lion", "Lion", "Troll"])
    s = place(s, "Blau 1", Land(Terrain.PLAINS, "P"), ["Titan", "Ogre"])
    s = place(s, "Rot 3", Land(Terrain.PLAINS, "P"), ["Ogre"])
    s = replace(s).with_player(replace(s.player("Ben"), points=Fraction(190)))
    entry = ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                             gods=(ev.GodChoice("Angel", "Blau 1"),))
    refused(s, entry, "21.2")


def test_destroying_a_titan_mid_battle_scores_the_standing_figures_at_half() -> None:
    """24.7/24.8: the battle ends after that strike phase; figures beaten until then count in full, the
    figures still standing at half value with 5 gems each."""
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre", "Troll"])
    s = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
              ev.BattleRound(round=2, beaten_defender=("Titan",), executer_kill=True))
    refused(rec, ev.BattleRound(round=3), "24.7")
    done = run(rec, ev.BattleEnded())
    quick = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             executer_kill=True, loser_standing=("Troll",)))
    assert settled(done) == quick
    everything = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT,
                                                  winner=A, executer_kill=True))
    # Troll: 8 × 2 = 16 points in full and 10 gems when beaten; at half value 8 points and 5 gems standing
    assert everything.player("Ben").points - done.player("Ben").points == 16 - 8
    assert everything.player("Ben").gems - done.player("Ben").gems == 10 - 5
    assert done.player("Anna").eliminated


def test_a_master_destroyed_by_the_executer_is_its_trophy() -> None:
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             executer_kill=True))
    assert "Titan@Anna" in after.player("Ben").trophies and after.player("Ben").executer_power == 9


def test_the_executer_destroying_an_element_holder_removes_the_darklord() -> None:
    """23.10: before the Dark-Titan appears, a Titan destroyed by the Executer while its player still held
    an element takes every Darklord army out of the game, without points."""
    s = table(darklord=True, mover="Ben")
    s = place(s, "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Rot 2", Land(Terrain.PLAINS, "P"), ["Asher", "Centaur"])
    att = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    defender = "Rot 1"
    after = ENGINE.apply(att, ev.BattleSettled(attacker="Blau 2", defender=defender, outcome=Outcome.FOUGHT, winner=A,
                                               executer_kill=True))
    without = replace(att).with_army(replace(att.army("Rot 2"), figures=att.army("Rot 2").figures.minus(["Asher"])))
    kept = ENGINE.apply(without, ev.BattleSettled(attacker="Blau 2", defender=defender, outcome=Outcome.FOUGHT,
                                                  winner=A, executer_kill=True))
    assert not kept.player("Dora").eliminated  # no element held: the Darklord stays (23.10)
    assert after.player("Anna").eliminated and after.player("Dora").eliminated and not after.armies_of("Dora")
    # points: the battle (Titan 24 + Ogre 12) and Anna's other armies at half value (24.8); none for the
    # Darklord's armies (23.10)
    others = value_of(FigureSpec(n) for a in att.armies_of("Anna") if a.marker != defender for n in a.figures.names())
    assert after.player("Ben").points == 36 + Fraction(others, 2)
    assert "titan_destroyed_1" in after.player("Ben").goals


def test_destroying_the_dark_titan_credits_darklord_destroyed() -> None:
    """26.3: "Darklord vernichtet" is a victory-point goal of the player who destroys him."""
    s = table(darklord=True, mover="Ben")
    s = replace(s, darklord_appeared=True)
    s = place(s, "Schwarz 1", MARSH, ["Dark-Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Colossus"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Schwarz 1", outcome=Outcome.FOUGHT, winner=A))
    assert "darklord_destroyed" in after.player("Ben").goals and after.player("Dora").eliminated


def test_a_beaten_titan_asks_where_its_phantom_appears() -> None:
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus"])
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Titan", "Ogre")))
    refused(rec, ev.BattleEnded(), "24.4")
    done = run(rec, ev.BattleEnded(phantom_to="Rot 2"))
    assert done.army("Rot 2").has("Phantom") and done.player("Anna").phantom


def test_figures_are_conserved_between_armies_and_pools_through_a_recorded_battle() -> None:
    s = battle_table()
    def total(state: GotState) -> int:
        return (sum(a.size for a in state.armies) + sum(p.pool.total + p.removed.total for p in state.players)
                + state.box.total)
    before = total(s)
    mid = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    assert total(mid) == before  # beaten figures stay in the army until the battle is settled
    end = run(mid, ev.BattleRound(round=2, beaten_defender=("Troll",)), ev.BattleEnded())
    assert total(end) == before


def test_undo_of_any_battle_entry_restores_the_state() -> None:
    from referee.core.journal import Journal
    from referee.core.states import Snapshot

    s = battle_table()
    entries: list[Event] = [OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                            ev.BattleRound(round=2, beaten_defender=("Troll",)), ev.BattleEnded()]
    states = [s]
    for e in entries:
        states.append(ENGINE.apply(states[-1], e))
    j: Journal[GotState] = Journal(ENGINE, snapshot=Snapshot(0, {0: s}, ()))  # start from the hand-made table
    for e in entries:
        j.append(e)
    for k in range(len(entries), 0, -1):
        j.undo()
        assert j.state == states[k - 1]


def test_a_one_time_ability_is_used_once_by_a_standing_figure() -> None:
    s = place(battle_table(), "Blau 2", MARSH, ["Basilisk", "Ogre"])
    s = run(s, OPEN, ev.AbilityUsed(side=A, figure="Basilisk"))
    refused(s, ev.AbilityUsed(side=A, figure="Basilisk"), "16.2")  # once per battle
    refused(s, ev.AbilityUsed(side=A, figure="Ogre"), "16.2")  # no ✚
    refused(s, ev.AbilityUsed(side=D, figure="Basilisk"), "16.2")  # not on that side


def test_the_record_survives_a_json_round_trip() -> None:
    from referee.core.events import from_json, to_json

    for e in (OPEN, ev.BattleRound(round=2, beaten_attacker=("Lion",), damage=(ev.Damage(A, "Colossus", 3),), dice="6 5 1"),
              ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=D, gods=(ev.GodChoice("Angel", "Rot 2"),))):
        assert from_json(to_json(e)) == e
    assert dataclasses.fields(ev.BattleEnded)


# -- the choices of a battle's end, with their legal values -----------------------------------------


def test_choices_offer_where_the_phantom_appears() -> None:
    from referee.got.choices import end_choices

    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus"])
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Titan", "Ogre")))
    c = end_choices(rec)
    assert c.phantom is not None and c.phantom[0] == "Anna"
    assert "Rot 2" in c.phantom[1] and "Rot Tower" not in c.phantom[1]  # never into a tower (24.4)
    assert c.winner == "Ben" and c.points == 24 + 12


def test_choices_offer_where_an_element_goes() -> None:
    from referee.got.choices import end_choices

    s = table(darklord=True, mover="Ben")
    s = place(s, "Rot 1", MARSH, ["Asher", "Ogre"])
    s = place(s, "Rot 2", Land(Terrain.PLAINS, "P"), ["Titan", "Centaur"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Ogre"])
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Asher", "Ogre")))
    c = end_choices(rec)
    # Blau 1 stands in the City, where no element may be (8.6, got.city_approaches)
    assert c.elements == (("Asher", ("Blau 2",)),) and c.elements_why == ("", "")
    done = run(rec, ev.BattleEnded())  # the winning army has room: the element joins it (23.6)
    assert done.army("Blau 2").has("Asher") and run(rec, ev.BattleEnded(element_to="Blau 2")) == done
    refused(rec, ev.BattleEnded(element_to="Blau 3"), "23.6")  # no other army while the winning one has room


def test_choices_offer_the_gods_reached_and_the_armies_they_may_join() -> None:
    from referee.got.choices import end_choices

    s = battle_table()
    s = replace(s).with_player(replace(s.player("Ben"), points=Fraction(190)))
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre", "Troll")))
    c = end_choices(rec)
    assert [(g.multiple, g.gods) for g in c.gods] == [(200, ("Angel",))] and c.gods[0].armies[0] == "Blau 2"
    done = run(rec, ev.BattleEnded(gods=(ev.GodChoice("Angel", "Blau 2"),)))
    assert done.army("Blau 2").has("Angel")


def test_choices_offer_demigods_to_revive_with_the_gems_held_before_the_award() -> None:
    from referee.got.choices import end_choices

    s = place(table(), "Rot 1", MARSH, ["Sunray", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus"])
    s = replace(s).with_player(replace(s.player("Ben"), gems=70))
    rec = run(s, OPEN, ev.BattleRound(round=1, beaten_defender=("Sunray", "Ogre")))
    c = end_choices(rec)
    assert c.revivable == (("Sunray", 50),) and c.gems_for_reviving == 70
    done = run(rec, ev.BattleEnded(revived=("Sunray",)))
    assert done.army("Blau 2").has("Sunray") and done.player("Ben").gems == 70 - 50 + 20


def test_options_during_a_battle_come_from_the_engines_check() -> None:
    from referee.core.option import of_kind

    s = run(gods_table(), OPEN)
    opts = ENGINE.options(s)
    kinds = {o.kind for o in opts}
    assert {"battle_round", "battle_ended", "spell"} <= kinds and "end_turn" not in kinds
    rnd = of_kind(opts, "battle_round")[0]
    # round 1: only the attacker's strike phase, but the defender strikes back (11.1, 11.9): both may fall
    assert rnd.payload_of(BattleRoundPayload).round == 1
    assert rnd.payload_of(BattleRoundPayload).attacker_may_fall == s.army("Blau 2").figures.names()
    s = run(s, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    calls = of_kind(ENGINE.options(s), "call_god")
    assert {(o.entry, o.allowed) for o in calls} == {(ev.GodCalled(figure="Angel", from_marker=m), True)
                                                      for m in ("Blau 1", "Blau Tower")}  # the tower's Angel too
    for o in ENGINE.options(s):
        if o.entry is not None:
            assert o.allowed == ENGINE.check(s, o.entry).value and (o.allowed or o.sections)
    outside = ENGINE.options(gods_table())
    assert [o.entry for o in of_kind(outside, "battle_opened")] == [OPEN]
