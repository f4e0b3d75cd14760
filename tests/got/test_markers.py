"""The revealed Titan as its army's marker (4.4, 4.9, 24.3): the marker is free again, the master stays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import RuleViolation
from referee.core.option import of_kind
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import Phase

from .tables16 import put, table

ENGINE = GotEngine()
PLAINS = Land(Terrain.PLAINS, "P")


def test_revealing_the_titan_frees_its_marker_for_a_split() -> None:
    s = put(table(mover="Ben"), "Blau 1", PLAINS, ["Titan", "Ogre", "Ogre", "Centaur", "Centaur"])
    plain = ENGINE.apply(s, ev.TitanRevealed(player="Ben"))
    assert plain.army("Blau 1").has("Titan")  # revealing alone keeps the marker (4.9: "may")
    after = ENGINE.apply(s, ev.TitanRevealed(player="Ben", free_marker=True))
    assert after.army("Blau Titan").has("Titan") and all(a.marker != "Blau 1" for a in after.armies)
    split = ENGINE.apply(after, ev.Split(marker="Blau Titan", new_marker="Blau 1", figures=("Ogre", "Ogre")))
    assert split.army("Blau 1").size == 2 and len(split.armies_of("Ben")) == len(s.armies_of("Ben")) + 1
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(after, ev.Split(marker="Blau Titan", new_marker="Blau 1", figures=("Titan", "Ogre")))
    assert "4.9" in e.value.sections


def test_the_marker_is_freed_only_for_a_revealed_master_and_once() -> None:
    s = table(mover="Ben")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.MarkerFreed(player="Ben"))
    assert "24.3" in e.value.sections
    revealed = ENGINE.apply(s, ev.TitanRevealed(player="Ben"))
    assert [o.entry for o in of_kind(ENGINE.options(revealed), "free_marker") if o.allowed] == [ev.MarkerFreed(player="Ben")]
    freed = ENGINE.apply(revealed, ev.MarkerFreed(player="Ben"))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(freed, ev.MarkerFreed(player="Ben"))
    assert e.value.sections == ("4.9",)


def test_an_army_whose_master_fell_takes_the_lowest_free_marker() -> None:
    s = put(table(mover="Ben"), "Rot 1", PLAINS, ["Titan", "Colossus", "Colossus"])
    s = ENGINE.apply(s, ev.TitanRevealed(player="Anna", free_marker=True))
    s = put(s, "Blau 2", PLAINS, ["Colossus", "Ogre"], moved=2)
    s = replace(s.without_army("Blau 1"), phase=Phase.BATTLE)
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot Titan", outcome=Outcome.FOUGHT,
                                             winner=ev.Side.DEFENDER, winner_losses=("Titan",), phantom_to="Rot 2"))
    assert after.army("Rot 2").has("Phantom")
    orphan = [a for a in after.armies_of("Anna") if a.has("Colossus")]
    assert orphan and orphan[0].marker == "Rot 1"  # the lowest free marker of Anna's colour (4.4)


def test_a_split_into_two_over_large_armies_gets_a_verdict_for_each() -> None:
    """Every army of one entry gets its own verdict (issue 37): an army of 16 (as a game stored under other readings
    may hold) split into 8 and 8 leaves two armies over the 7 of 4.2 — the refusal names the first, and replaying the
    stored split waives each by (rule, army): two verdicts, each naming its army."""
    s = put(table(mover="Ben"), "Blau 1", PLAINS, ["Ogre"] * 8 + ["Centaur"] * 8)
    split = ev.Split(marker="Blau 1", new_marker="Blau 9", figures=("Centaur",) * 8)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, split)
    assert (e.value.rule, e.value.item) == ("got.army.too_many_figures", "Blau 1")
    assert e.value.message("de") == "Zu viele Figuren in Blau 1: 8 > 7." and e.value.sections[0] == "4.2"
    recorded = ENGINE.record(s, split)
    assert recorded.applied and recorded.rules == ("got.army.too_many_figures",)
    assert [v.why_en for v in recorded.refusals] == ["Too many figures in Blau 1: 8 > 7.",
                                                     "Too many figures in Blau 9: 8 > 7."]
    assert recorded.state.army("Blau 1").size == recorded.state.army("Blau 9").size == 8
    uneven = ev.Split(marker="Blau 1", new_marker="Blau 9", figures=("Centaur",) * 6 + ("Ogre",) * 3)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, uneven)  # 7 stay, 9 go: only the new army is too large
    assert e.value.item == "Blau 9" and [v.why_en for v in ENGINE.record(s, uneven).refusals] == [
        "Too many figures in Blau 9: 9 > 7."]
