"""Issue 36, Gods of Titan: the battle's first round is the attacker's, draws by agreement, corrections within
the rules, and no reinforcement after a concession before the battle — each on a worked example of the rule text
(10.5, 10.6, 11.1, 13.1, 15.2, 16.2, 17.2, 20.4, 24.3, 26.1)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from referee.core.errors import InvalidInput
from referee.core.events import from_dict
from referee.got import events as ev
from referee.got.goals import victory_points
from referee.got.payloads import SpellPayload
from referee.got.settle import Outcome
from referee.got.state import GotState

from .test_battle_record import OPEN, duel_table
from .test_fight import ENGINE, refused, run
from .test_titans import place, table

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


# -- 1. round 1 is the attacker's (11.1, 13.1, 15.2, 16.2; got.first_round) ------------------------------------------


def darktower_battle(*, settings: tuple[tuple[str, str], ...] = ()) -> GotState:
    """Ben's Blau 2 (two Colossi, no Titan: 23.5) attacks Dora's Darktower 1: Chimera, two Plaques and a Warlock
    (5.6); the battle is opened, no round entered yet."""
    s = table(darklord=True, mover="Ben")
    s = replace(s, settings=settings)
    tower = s.army("Schwarz Darktower 1")
    s = place(s, "Blau 2", tower.land, ["Colossus", "Colossus", "Warlock"])
    return run(s, ev.BattleOpened(attacker="Blau 2", defender="Schwarz Darktower 1"))


SHOCKWAVE_D = ev.SpellUsed(marker="Schwarz Darktower 1", opponent="Blau 2", spell="Shockwave")
CUFF = ev.AbilityUsed(side=D, figure="Plaque", number=1)


def test_before_round_one_the_defender_neither_casts_nor_uses_a_one_time_ability() -> None:
    """11.1: "In der ersten Kampfrunde kann nur der Angreifer attackieren"; 15.2 and 16.2 give him the first spell
    and the first one-time ability. An entry made before round 1 belongs to round 1 (got.timewarp): the Darktower's
    Warlock's Shockwave and a Plaque's Cuff are refused there, and come after round 1."""
    s = darktower_battle()
    spell = refused(s, SHOCKWAVE_D, "11.1", "15.2")
    assert "round 1 only the attacker" in spell.message("en")
    refused(s, CUFF, "11.1", "16.2")
    # the options say so: no Cuff offered to the defender, its spell template not allowed, with the reason
    options = ENGINE.options(s)
    assert not any(o.kind == "ability" and o.allowed and o.entry is not None and o.entry.side is D for o in options)
    spell_option = next(o for o in options if o.kind == "spell" and o.payload_of(SpellPayload).marker == "Schwarz Darktower 1")
    assert not spell_option.allowed and "11.1" in spell_option.sections
    # the attacker has the first spell (15.2); after round 1 the defender casts and cuffs in round 2
    s = run(s, ev.SpellUsed(marker="Blau 2", opponent="Schwarz Darktower 1", spell="Shockwave"))
    s = run(s, ev.BattleRound(round=1))
    s = run(s, SHOCKWAVE_D, CUFF)
    assert s.fight is not None and s.fight.abilities == (("defender", "Plaque", 1),)


def test_a_round_one_repeated_by_timewarp_stays_the_attackers_by_default() -> None:
    """The attacker's Warlock casts Timewarp back (−1) in round 1: round 1 is fought again (15.6). By the marker
    (default of got.first_round) it is still round 1, the attacker's alone; read as the round of the entry only, the
    defender casts in it."""
    timewarp = ev.SpellUsed(marker="Blau 2", opponent="Schwarz Darktower 1", spell="Timewarp", round_marker=-1)
    for setting, allowed in (("marker", False), ("entry", True)):
        s = run(darktower_battle(settings=(("got.first_round", setting),)), timewarp, ev.BattleRound(round=1))
        assert s.fight is not None and s.fight.next_round == 1
        assert bool(ENGINE.check(s, SHOCKWAVE_D)) is allowed
        assert bool(ENGINE.check(s, CUFF)) is allowed


def test_a_stored_defenders_spell_before_round_one_opens_marked() -> None:
    """A game stored before the check keeps the spell as cast; the entry is marked as judged differently."""
    stored = ENGINE.record(darktower_battle(), SHOCKWAVE_D)
    assert stored.applied and "11.1" in stored.refusals[0].sections
    assert stored.state.spells_cast == ("Schwarz Darktower 1",)


# -- 2. draws by agreement (10.5, 10.6, 20.4, 24.3) ---------------------------------------------------------------


ARMIES = (["Colossus", "Ogre", "Lion"], ["Ogre", "Troll", "Lion"])


def _draw(state: GotState) -> None:
    """Both armies destroyed, their figures back in the pools, neither player scores (20.4)."""
    before = duel_table(*ARMIES)
    assert not any(a.marker in ("Blau 2", "Rot 1") for a in state.armies)
    for name in ("Anna", "Ben"):
        assert state.player(name).points == before.player(name).points
        assert state.player(name).gems == before.player(name).gems
    assert state.battles[-1].winner is None and state.battles[-1].points == 0
    assert state.figures() == before.figures()


def test_a_negotiated_draw_destroys_both_armies_and_gives_nothing() -> None:
    """10.5: a negotiation may end in a draw, "beide Armeen werden zerschlagen"; 20.4: a draw gives neither points
    nor gems. Entered on the open battle before round 1 and after the fact alike."""
    s = run(duel_table(*ARMIES), OPEN)
    assert any(o.kind == "battle_ended" and o.allowed and o.entry == ev.BattleEnded(outcome=Outcome.NEGOTIATED_DRAW)
               for o in ENGINE.options(s))
    recorded = run(s, ev.BattleEnded(outcome=Outcome.NEGOTIATED_DRAW))
    _draw(recorded)
    assert recorded.battles[-1].outcome == "negotiated-draw"
    in_one_step = run(duel_table(*ARMIES), ev.BattleSettled(attacker="Blau 2", defender="Rot 1",
                                                          outcome=Outcome.NEGOTIATED_DRAW))
    _draw(in_one_step)
    # "who won?" names the draw; "mutual" (a draw fought out) is not decided before round 1
    who = refused(s, ev.BattleEnded(outcome=Outcome.NEGOTIATED), "20.1", "10.5")
    assert "negotiated draw" in who.message("en")
    fought = refused(s, ev.BattleEnded(outcome=Outcome.MUTUAL), "11.1", "10.5", "10.6")
    assert "draw by agreement" in fought.message("en")
    # a negotiated draw has no winner, no winner's losses and no reinforcement (17.2)
    refused(s, ev.BattleEnded(outcome=Outcome.NEGOTIATED_DRAW, winner=A), "20.4")
    refused(s, ev.BattleEnded(outcome=Outcome.NEGOTIATED_DRAW, winner_losses=("Ogre",)), "20.4")
    # after the first round it is no negotiation any more (10.5, 10.8)
    refused(run(s, ev.BattleRound(round=1)), ev.BattleEnded(outcome=Outcome.NEGOTIATED_DRAW), "10.5")


def test_both_players_conceding_is_a_draw_before_and_during_the_battle() -> None:
    """10.6: "Wollen beide Spieler aufgeben, endet der Kampf unentschieden." Before round 1 and after it."""
    s = run(duel_table(*ARMIES), OPEN)
    before = run(s, ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_BEFORE))
    _draw(before)
    refused(s, ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_DURING), "10.6")
    s = run(s, ev.BattleRound(round=1))
    assert any(o.kind == "battle_ended" and o.allowed and o.entry == ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_DURING)
               for o in ENGINE.options(s))
    refused(s, ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_BEFORE), "10.6")
    during = run(s, ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_DURING))
    _draw(during)
    assert during.battles[-1].outcome == "concession-both-during"
    who = refused(s, ev.BattleEnded(outcome=Outcome.CONCESSION_DURING), "10.6")
    assert "both concede during the battle" in who.message("en")


def test_a_negotiated_draw_reveals_no_titan_but_a_draw_fought_out_does() -> None:
    """24.3: after a negotiation the Titan need not be revealed; a battle fought out shows every figure (10.3).
    Anna's Titan stands in Rot 2 elsewhere; her Rot 1 and Ben's Blau 2 — whose Titan fights — are destroyed."""
    base = duel_table(["Titan", "Colossus", "Ogre"], ["Ogre", "Troll", "Lion"])
    other = next(a for a in base.armies_of("Ben") if a.marker != "Blau 2")
    talked = ENGINE.apply(base, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.NEGOTIATED_DRAW,
                                                 phantom_to=other.marker))
    assert talked.player("Ben").phantom  # the Titan beaten in the deal: the Phantom appears (24.4)
    fought = ENGINE.apply(base, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.MUTUAL,
                                                 phantom_to=other.marker))
    assert [b.outcome for b in (talked.battles[-1], fought.battles[-1])] == ["negotiated-draw", "mutual"]


# -- 3. corrections stay within the rules (26.1, 20.2, 20.3, 24.2; 28.3) --------------------------------------------


def test_the_bounds_are_the_rule_texts_numbers() -> None:
    """26.1: 14 goals per table "die zusammen 100 Siegpunkte bringen" — the data's bound is both tables' sum."""
    from referee.got.catalog import PlayerRole, catalog
    from referee.got.numbers import NUMBERS

    for role in PlayerRole:
        goals = catalog().victory_goals(role)
        assert len(goals) == 14 and sum(g.points for g in goals) == NUMBERS.bounds.victory_points_max == 100
    assert NUMBERS.section("bounds", "victory_points_max") == ("26.1",)


def test_a_correction_brings_no_player_beyond_100_victory_points() -> None:
    """Anna's paper sheet shows 95 victory points; a further correction of +10 would make 105, more than the 14 goals
    give (26.1): refused, naming 26.1. 48 is no sum of goals worth 5 and 10 (26.3): refused, naming 26.3."""
    s = run(table(mover="Anna"), ev.Correction(player="Anna", reason="Papierbogen", victory_points_to=95))
    assert victory_points(s.player("Anna")) == 95
    refused(s, ev.Correction(player="Anna", reason="vergessen", victory_points=10), "26.1")
    refused(s, ev.Correction(player="Anna", reason="vergessen", goals=("recruit_colossus",)), "26.1")
    s = run(s, ev.Correction(player="Anna", reason="vergessen", victory_points=5))
    assert victory_points(s.player("Anna")) == 100
    refused(s, ev.Correction(player="Anna", reason="Papierbogen", victory_points_to=48), "26.3")
    refused(s, ev.Correction(player="Anna", reason="Papierbogen", victory_points_to=-5), "26.1")


def test_a_paper_sheets_values_are_set_not_added() -> None:
    """ "Anna hat 48": the table reads 48 combat points, 30 gems and 45 victory points (Colossus and Fort among them)
    from its sheet; the correction sets them, whatever the journal had."""
    s = run(table(mover="Anna"), ev.Correction(player="Anna", reason="Punkte", points=Fraction(12), gems=10))
    s = run(s, ev.Correction(player="Anna", reason="Papierbogen", points_to=Fraction(48), gems_to=30,
                             goals=("recruit_colossus", "take_fort"), victory_points_to=45))
    anna = s.player("Anna")
    assert (anna.points, anna.gems, victory_points(anna)) == (48, 30, 45)
    assert set(anna.goals) >= {"recruit_colossus", "take_fort"}  # 15 of the 45 by name (26.3)
    s = run(s, ev.Correction(player="Anna", reason="Flucht halbiert", points_to=Fraction(97, 2)))
    assert s.player("Anna").points == Fraction(97, 2)  # half points are reachable (20.4)
    refused(s, ev.Correction(player="Anna", reason="?", points_to=Fraction(1, 3)), "20.3")
    refused(s, ev.Correction(player="Anna", reason="?", points=Fraction(-50)), "24.2")
    refused(s, ev.Correction(player="Anna", reason="?", gems_to=-1), "20.2")
    with pytest.raises(InvalidInput):  # add or set, not both
        ENGINE.apply(s, ev.Correction(player="Anna", reason="?", points=Fraction(1), points_to=Fraction(48)))


def test_a_correction_of_the_first_version_reads_as_an_addition() -> None:
    old = {"type": "got.correction", "v": 1, "data": {"reason": "vergessen", "player": "Anna", "gems": 5}}
    entry = from_dict(old)
    assert entry == ev.Correction(reason="vergessen", player="Anna", gems=5) and entry.version == 2


def test_a_correction_judges_what_it_changes() -> None:
    """A player at 105 from a correction stored before the bound opens as stored; a later correction of her
    figures is not held up by it, one of her victory points must bring them within the 100 (26.1)."""
    s = table(mover="Anna")
    stored = ENGINE.record(s, ev.Correction(player="Anna", reason="alt", victory_points=105))
    assert stored.applied and victory_points(stored.state.player("Anna")) == 105
    army = stored.state.armies_of("Anna")[0]
    run(stored.state, ev.Correction(player="Anna", reason="Ogre vergessen", army=army.marker, add_figures=("Ogre",)))
    refused(stored.state, ev.Correction(player="Anna", reason="?", gems=5, victory_points=-2), "26.1")  # 103
    assert victory_points(run(stored.state, ev.Correction(player="Anna", reason="Bogen", victory_points_to=100))
                          .player("Anna")) == 100
