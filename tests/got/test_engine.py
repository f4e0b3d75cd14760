"""The Gods of Titan referee on the table: set-up, moves, battles, recruits, and every refusal."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.got import events as ev
from referee.got.catalog import PlayerRole, catalog
from referee.got.settle import Outcome
from referee.got.state import GotState

from .helpers import PLAYERS, new_game, pass_turn, play, setup_event, to_round

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER


def figures_of(state: GotState, owner: str) -> Counter[str]:
    c = state.player(owner).pool.as_counter()
    for a in state.armies_of(owner):
        c.update(a.figures.names())
    c.update(state.player(owner).removed.as_counter())
    return c


def test_opening_position() -> None:
    s = new_game().state
    assert [a.marker for a in s.armies_of("Anna")] == ["Rot 1", "Rot 2", "Rot Tower"]
    assert sorted(s.army("Rot Tower").figures.names()) == ["Angel", "Centaur", "Gargoyle", "Guardian", "Ogre"]
    assert len([a for a in s.armies if a.owner == "neutral"]) == 9
    start = catalog().pool(PlayerRole.TITAN)
    for p in PLAYERS:
        c = figures_of(s, p.name)
        c.subtract({"Guardian": 1})  # the Guardian of the own Tower comes from the box (5.6)
        assert +c == Counter(start)
    assert len(s.player("Anna").spells) == 16


def test_opening_with_darklord() -> None:
    s = new_game(darklord=True).state
    dora = [a for a in s.armies_of("Dora")]
    assert sorted(a.land.label for a in dora) == ["Darktower 1", "Darktower 2", "Darktower 3", "Dungeon", "Dungeon",
                                                  "Dungeon"]
    elements = {n for a in s.armies for n in a.figures.names() if n in ("Asher", "Golem", "Zephyra")}
    assert elements == {"Asher", "Golem", "Zephyra"}
    for a in s.armies_of("Anna"):
        assert not ({"Titan", "Asher"} <= set(a.figures.names()))  # kept apart (5.7)


@pytest.mark.parametrize(
    ("players", "section"),
    [
        (PLAYERS[:2], "1.2"),
        ((PLAYERS[0], PLAYERS[1], ev.PlayerSetup("Cleo", "titan", "Rot", 3)), "4.4"),
        ((*PLAYERS[:2], ev.PlayerSetup("Cleo", "titan", "Gelb", 4)), "5.3"),
        ((*PLAYERS[:2], ev.PlayerSetup("Cleo", "titan", "Gelb", 3, element="Asher")), "5.2"),
        ((*PLAYERS, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), "5.2"),
        ((ev.PlayerSetup("Anna", "titan", "Rot", 1, start_armies=(("Titan", "Ogre", "Centaur"), ("Gargoyle", "Lion"))),
          *PLAYERS[1:]), "5.7"),
    ],
)
def test_illegal_setups(players: tuple[ev.PlayerSetup, ...], section: str) -> None:
    from referee.got.engine import GotEngine

    with pytest.raises(RuleViolation) as e:
        GotEngine().apply(GotEngine().initial_state(), ev.GameSetup(players=players))
    assert section in e.value.sections


def test_unknown_setting_and_choice_are_refused() -> None:
    with pytest.raises(InvalidInput, match="Unknown setting"):
        new_game(settings=(("got.nonsense", "x"),))
    with pytest.raises(InvalidInput, match="Unknown choice"):
        new_game(settings=(("got.concession_award", "sometimes"),))


def test_nothing_before_setup_and_setup_only_once() -> None:
    from referee.got.engine import GotEngine

    with pytest.raises(RuleViolation, match="set-up first"):
        GotEngine().apply(GotEngine().initial_state(), ev.TurnEnded(player="Anna"))
    j = new_game()
    with pytest.raises(RuleViolation, match="already begun"):
        j.append(setup_event())


def test_turns_and_rounds() -> None:
    j = new_game()
    assert (j.state.round, j.state.mover_player.name) == (1, "Anna")
    with pytest.raises(RuleViolation) as e:
        j.append(ev.TurnEnded(player="Ben"))
    assert e.value.sections == ("6.1",)
    with pytest.raises(RuleViolation) as e:
        j.append(ev.TurnEnded(player="Anna"))  # both start armies still in the City (5.8, 8.6)
    assert set(e.value.sections) == {"8.6", "5.8"}
    for name in ("Anna", "Ben", "Cleo"):
        assert j.state.mover_player.name == name
        pass_turn(j)
    assert (j.state.round, j.state.mover_player.name) == (2, "Anna")
    to_round(j, 11)
    assert not j.state.pact_in_force


@pytest.mark.parametrize(
    ("entry", "section"),
    [
        (ev.Move(marker="Blau 1", to="Brush:B1", distance=3), "6.2"),
        (ev.Move(marker="Rot 1", to="Brush:B1", distance=0), "8.4"),
        (ev.Move(marker="Rot 1", to="Brush:B1", distance=7), "8.4"),
        (ev.Move(marker="Rot Tower", to="Brush:B1", distance=3), "25.1"),
        (ev.Move(marker="Rot 1", to="Sea:S1", distance=2), "8.5"),
        (ev.Split(marker="Rot 1", new_marker="Rot 3", figures=("Ogre",)), "4.5"),
    ],
)
def test_illegal_moves(entry: ev.Move | ev.Split, section: str) -> None:
    j = new_game()
    before = j.state
    with pytest.raises(RuleViolation) as e:
        j.append(entry)
    assert section in e.value.sections
    assert j.state == before and len(j) == 1


def test_moving_twice_and_onto_an_own_army() -> None:
    j = new_game()
    j.append(ev.Move(marker="Rot 1", to="Brush:B1", distance=3))
    with pytest.raises(RuleViolation, match="already moved"):
        j.append(ev.Move(marker="Rot 1", to="Plains:P1", distance=3))
    with pytest.raises(RuleViolation) as e:
        j.append(ev.Move(marker="Rot 2", to="Brush:B1", distance=2))
    assert e.value.sections == ("8.1", "8.6")


def test_unknown_names() -> None:
    j = new_game()
    with pytest.raises(UnknownName):
        j.append(ev.Move(marker="Rot 9", to="Brush:B1", distance=3))
    with pytest.raises(UnknownName):
        j.append(ev.Move(marker="Rot 1", to="Brushh:B1", distance=3))
    with pytest.raises(UnknownName):
        j.append(ev.TurnEnded(player="Zoe"))


def test_no_battle_during_the_pact() -> None:
    j = new_game()
    play(j, "Anna", ev.Move(marker="Rot 2", to="Marsh:M", distance=3))
    play(j, "Ben", ev.Move(marker="Blau 2", to="Marsh:M", distance=3))
    with pytest.raises(RuleViolation) as e:
        j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A))
    assert "8.3" in e.value.sections
    j.append(ev.TurnEnded(player="Ben"))  # no obligation to fight during the pact


def battle_ready(*, big: bool = False) -> object:
    """Round 11: Anna's Rot 2 (Centaur, Gargoyle, Gargoyle) stands on Marsh M; Ben's Blau 2 moves in."""
    j = new_game()
    play(j, "Anna", ev.Move(marker="Rot 2", to="Brush:B", distance=3), ev.Recruit(marker="Rot 2", figure="Gargoyle"))
    to_round(j, 11)
    play(j, "Anna", ev.Move(marker="Rot 2", to="Marsh:M", distance=2))
    play(j, "Ben", ev.Move(marker="Blau 2", to="Marsh:M", distance=1))
    return j


def test_a_fought_battle_end_to_end() -> None:
    j = battle_ready()
    with pytest.raises(RuleViolation, match="Open battles"):
        j.append(ev.TurnEnded(player="Ben"))
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                              winner_losses=("Gargoyle",)))
    s = j.state
    # Centaur 3×4=12 + 2 Gargoyle 4×3=12 each: 36 points, 30 gems (20.3, 20.4)
    assert s.player("Ben").points == 36 and s.player("Ben").gems == 30
    assert s.army("Blau 2").figures.names() == ("Centaur",)
    with pytest.raises(UnknownName):
        s.army("Rot 2")
    # 8 in the pool, 1 to the City army, 1 to the Tower, 1 recruited; the two beaten ones come back (3.8)
    assert s.player("Anna").pool.count("Gargoyle") == 8 - 1 - 1 - 1 + 2
    rec = s.battles[-1]
    assert rec.outcome == "fought" and rec.points == 36 and rec.killed_defender == ("Centaur", "Gargoyle", "Gargoyle")
    j.append(ev.TurnEnded(player="Ben"))


def test_flight_and_negotiation_pay_the_loser() -> None:
    j = battle_ready()
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FLIGHT))
    assert j.state.player("Ben").points == 18 and j.state.player("Ben").gems == 15
    assert j.state.player("Anna").gems == 15
    j.undo()
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.NEGOTIATED, winner=D,
                              winner_losses=("Gargoyle",)))
    assert j.state.player("Anna").points == 24 and j.state.player("Anna").gems == 20
    assert j.state.player("Ben").gems == 10  # 2 figures × 5 for the loser of a negotiation
    assert j.state.army("Rot 2").figures.names() == ("Centaur", "Gargoyle")


def test_concession_follows_the_interpretation_setting() -> None:
    for setting, points in (("halved-before-battle", 18), ("always-full", 36)):
        j = new_game(settings=(("got.concession_award", setting),))
        play(j, "Anna", ev.Move(marker="Rot 2", to="Brush:B", distance=3), ev.Recruit(marker="Rot 2", figure="Gargoyle"))
        to_round(j, 11)
        play(j, "Anna", ev.Move(marker="Rot 2", to="Marsh:M", distance=2))
        play(j, "Ben", ev.Move(marker="Blau 2", to="Marsh:M", distance=1))
        j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.CONCESSION_BEFORE, winner=A))
        assert j.state.player("Ben").points == points


def test_mutual_and_timeout_give_nothing() -> None:
    j = battle_ready()
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.MUTUAL))
    assert j.state.player("Ben").points == 0 and not j.state.armies_on("M")
    j.undo()
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.TIMEOUT, winner_losses=("Centaur",)))
    assert j.state.player("Anna").points == 0 and j.state.army("Rot 2").size == 2


@pytest.mark.parametrize(
    ("entry", "section"),
    [
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT), "20.1"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FLIGHT, winner=D), "10.4"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.MUTUAL, winner=A), "20.4"),
        (ev.BattleSettled(attacker="Rot 2", defender="Blau 2", outcome=Outcome.FOUGHT, winner=A), "10.1"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                          winner_losses=("Lion",)), "10.7"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                          gods=(ev.GodChoice("Angel", "Blau 2"),)), "21.3"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                          revived=("Sunray",)), "19.1"),
        (ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FLIGHT,
                          called_god=ev.CalledGod("Angel", "Blau Tower")), "18.3"),
    ],
)
def test_illegal_battle_entries(entry: ev.BattleSettled, section: str) -> None:
    j = battle_ready()
    before = j.state
    with pytest.raises(RuleViolation) as e:
        j.append(entry)
    assert section in e.value.sections
    assert j.state == before


def test_called_god_and_reinforcement() -> None:
    j = battle_ready()
    # Ben calls the Angel of his Tower (18); Anna's defender reinforces on Marsh (17): Ogre needs a native creature,
    # Anna's army (Centaur, Gargoyle) is not native to Marsh, so the reinforcement is refused (17.1, 22.1)
    with pytest.raises(RuleViolation) as e:
        j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=D,
                                  reinforcement="Ogre", winner_losses=("Gargoyle",)))
    assert "22.1" in e.value.sections or "22.3" in e.value.sections
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                              called_god=ev.CalledGod("Angel", "Blau Tower")))
    s = j.state
    assert s.army("Blau 2").has("Angel") and not s.army("Blau Tower").has("Angel")


def test_gods_appear_at_a_multiple_of_200() -> None:
    j = battle_ready()
    j.append(ev.Correction(reason="Punkte aus einer früheren Partie übernommen", player="Ben", points=Fraction(180)))
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                              gods=(ev.GodChoice("Angel", "Blau 2"),)))
    s = j.state
    assert s.player("Ben").points == 216 and s.army("Blau 2").has("Angel")
    assert s.player("Ben").pool.count("Angel") == 4 - 1 - 1  # one in the Tower, one appeared
    j.undo()
    with pytest.raises(RuleViolation, match="21.3"):
        j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=A,
                                  gods=(ev.GodChoice("Archangel", "Blau 2"),)))


def test_recruit_in_the_recruiting_phase_and_its_refusals() -> None:
    j = new_game()
    j.append(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    with pytest.raises(RuleViolation) as e:
        j.append(ev.Recruit(marker="Rot 2", figure="Warbear"))
    assert "22.1" in e.value.sections or "22.3" in e.value.sections
    j.append(ev.Recruit(marker="Rot 2", figure="Gargoyle"))
    with pytest.raises(RuleViolation, match="already took"):
        j.append(ev.Recruit(marker="Rot 2", figure="Gargoyle"))
    with pytest.raises(RuleViolation, match="phase is over"):
        j.append(ev.Move(marker="Rot 1", to="Plains:P", distance=3))


def test_recruiting_an_end_creature_reaches_its_goal() -> None:
    from dataclasses import replace

    from referee.got.engine import GotEngine
    from referee.got.state import Counts

    chain = catalog().chart("land").land("Desert").steps
    lower, needed = chain[-2].creature, chain[-2].needed
    assert needed is not None
    j = new_game()
    j.append(ev.Move(marker="Rot 2", to="Desert:D", distance=3))
    table = j.state.with_army(replace(j.state.army("Rot 2"), figures=Counts.of([lower] * needed)))  # a table as entered
    after = GotEngine().apply(table, ev.Recruit(marker="Rot 2", figure="Hydra"))
    assert "recruit_hydra" in after.player("Anna").goals and after.end_creatures_this_turn == 1


def test_spells_grade_masters_and_once_per_battle() -> None:
    j = battle_ready()
    with pytest.raises(RuleViolation) as e:
        j.append(ev.SpellUsed(marker="Blau 2", opponent="Rot 2", spell="Quake"))
    assert "15.1" in e.value.sections  # no magic figure


def test_trade_and_its_limits() -> None:
    j = new_game()
    j.append(ev.Correction(reason="Start mit Lebenssteinen vereinbart", player="Anna", gems=100))
    j.append(ev.Trade(giver="Anna", receiver="Ben", gems=40, figures=("Lion",), spells=("Quake",)))
    s = j.state
    assert s.player("Anna").gems == 60 and s.player("Ben").gems == 40
    assert s.player("Ben").pool.count("Lion") == 9 and "Quake" not in s.player("Anna").spells
    for bad, section in ((ev.Trade(giver="Anna", receiver="Ben", figures=("Archangel",)), "7.3"),
                         (ev.Trade(giver="Anna", receiver="Ben", gems=61), "7.3"),
                         (ev.Trade(giver="Anna", receiver="Ben", spells=("Quake",)), "7.3")):
        with pytest.raises(RuleViolation) as e:
            j.append(bad)
        assert section in e.value.sections


def test_corrections_need_a_reason_and_keep_scores_non_negative() -> None:
    j = new_game()
    with pytest.raises(InvalidInput, match="reason"):
        j.append(ev.Correction(reason="  ", player="Anna", points=Fraction(5)))
    with pytest.raises(RuleViolation, match="≥ 0"):
        j.append(ev.Correction(reason="Tippfehler", player="Anna", points=Fraction(-1)))
    j.append(ev.Correction(reason="Halber Punkt vergessen", player="Anna", points=Fraction(25, 2)))
    assert j.state.player("Anna").points == Fraction(25, 2)


def test_titan_revealed_and_goals_claimed() -> None:
    j = new_game()
    j.append(ev.TitanRevealed(player="Anna"))
    with pytest.raises(RuleViolation, match="already revealed"):
        j.append(ev.TitanRevealed(player="Anna"))
    # 26.1: goals the journal shows are credited by their entries, never announced (got.journal_goals)
    for goal in ("recruit_basilisk", "sea_army_lands", "take_fort", "titan_destroyed_1"):
        with pytest.raises(RuleViolation, match="journal shows") as refused:
            j.append(ev.GoalClaimed(player="Anna", goal=goal))
        assert "26.1" in refused.value.sections
    assert j.state.player("Anna").goals == ()
    with pytest.raises(UnknownName):
        j.append(ev.GoalClaimed(player="Anna", goal="recruit_demon"))  # a Darklord goal (26.4)


def test_player_eliminated_removes_armies_and_ends_the_game_with_one_left() -> None:
    j = new_game()
    j.append(ev.PlayerEliminated(player="Ben", reason="Spielaufgabe (28.11)"))
    assert not j.state.armies_of("Ben") and j.state.player("Ben").eliminated
    j.append(ev.PlayerEliminated(player="Cleo", reason="Spielaufgabe (28.11)"))
    assert j.state.winner == "Anna"
    with pytest.raises(RuleViolation, match="game is over"):
        j.append(ev.TurnEnded(player="Anna"))


def test_view_summary_and_options_with_sections() -> None:
    from referee.core.option import payloads
    from referee.got.engine import GotEngine
    from referee.got.payloads import BenefitsPayload
    from referee.got.view import summary

    j = new_game(darklord=True)
    data = summary(j.state, "en")
    anna = data.players[0]
    assert anna.towers == ("Tower Rot",) and anna.elements == ("Asher",)
    assert anna.points_to_next_power == 700 and anna.points_to_next_god == 200
    assert data.god_life == 100 - 3 * 6  # three Titans at power 6; no Dark-Titan yet (16.5)
    assert data.to_json()["players"][0]["towers"] == ["Tower Rot"]  # the command line's keys
    opts = GotEngine().options(j.state)
    anna = next(o for o, b in payloads(opts, BenefitsPayload) if b.player == "Anna")
    assert anna.payload_of(BenefitsPayload).benefits == () and "26.2" in anna.sections
    for o in opts:  # every concrete option is accepted by the engine, or refused with its sections
        if o.entry is not None:
            assert o.allowed == GotEngine().check(j.state, o.entry).value and (o.allowed or o.sections)
