"""What an after-the-fact battle entry asks about a falling Titan (24.7, 24.8) — the referee's answer the battle
dialog shows, and the winner a settlement names (10.4, 20.4, 11.8)."""

from __future__ import annotations

from referee.got import events as ev
from referee.got.choices import TitanFall, named_winner, titan_fall
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import GotState
from tests.got.test_titans import MARSH, place, table

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER


def executer_table(other_army: bool = True) -> GotState:
    """Ben's Executer attacks Anna's Titan army in a marsh; Anna keeps another land army (or none)."""
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre", "Troll"])
    s = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    if not other_army:  # Anna's other armies leave: the Phantom has nowhere to appear (24.4, 24.5)
        for a in s.armies_of("Anna"):
            if a.marker != "Rot 1":
                s = s.without_army(a.marker)
    else:
        s = place(s, "Rot 3", Land(Terrain.PLAINS, "P"), ["Ogre"])
    return s


def entry(outcome: Outcome = Outcome.FOUGHT, winner: ev.Side | None = A, executer_kill: bool = False,
          loser_standing: tuple[str, ...] = ()) -> ev.BattleSettled:
    return ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=outcome, winner=winner,
                            executer_kill=executer_kill, loser_standing=loser_standing)


def test_the_executer_is_asked_about_when_it_faces_a_titan() -> None:
    s = executer_table()
    fall = titan_fall(s, entry())
    assert fall.executer_faces_titan and fall.loser_may_stand == ()  # the Titan becomes a Phantom elsewhere (24.4)
    # beaten by the Executer the Titan falls for good: the loser's other figures may have stood then (24.7, 24.8)
    fall = titan_fall(s, entry(executer_kill=True))
    assert fall.loser_may_stand == ("Ogre", "Troll") and "24.8" in fall.sections
    # the engine takes what the dialog offers
    assert GotEngine().check(s, entry(executer_kill=True, loser_standing=("Troll",))).value


def test_no_executer_no_question_and_a_winning_titan_stands_nothing() -> None:
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Ogre"])
    assert titan_fall(s, entry(winner=D)) == TitanFall(False, ())
    assert not titan_fall(s, entry(outcome=Outcome.MUTUAL, winner=None)).loser_may_stand  # a draw: no loser


def test_a_phantom_with_nowhere_to_appear_falls_for_good() -> None:
    s = executer_table(other_army=False)
    assert titan_fall(s, entry()).loser_may_stand == ("Ogre", "Troll")  # homeless: gone for good (24.4, 24.7)


def test_the_winner_a_settlement_names() -> None:
    assert named_winner(Outcome.FLIGHT, None) is A and named_winner(Outcome.FLIGHT, D) is A  # 10.4
    assert named_winner(Outcome.MUTUAL, A) is None and named_winner(Outcome.TIMEOUT, A) is None  # 20.4, 11.8
    assert named_winner(Outcome.FOUGHT, D) is D
