"""The battle record prints the dice's luck of every battle recorded round by round (issue 26, issue 34): the
numbers of :func:`referee.got.luck.report`, which ``display --luck`` shows too."""

from __future__ import annotations

from pathlib import Path

from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.luck import LazyStates, report
from referee.got.settle import Outcome
from referee.got.state import GotState

from .pdftext import text
from .test_got_battle_record import brush_battle, render

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER


def with_throws(lang: str = "de") -> Journal[GotState]:
    """Ben's Blau 2 against Anna's Rot 2 on Brush B: round 1 with both sides' throws, round 2 without."""
    j = brush_battle(lang, upto=1)
    j.append(ev.BattleRound(round=1, beaten_defender=("Gargoyle",), damage=(ev.Damage(D, "Centaur", 1),),
                            strikes=(ev.Strike(A, 6, 4, 3), ev.Strike(A, 3, 5, 2), ev.Strike(D, 4, 4, 1))))
    j.append(ev.BattleRound(round=2, damage=(ev.Damage(A, "Centaur", 1), ev.Damage(D, "Centaur", 2))))
    j.append(ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=A))
    return j


def test_the_battle_record_prints_the_dices_luck_as_display_luck_shows_it(tmp_path: Path) -> None:
    j = with_throws()
    whole = " ".join(text(render(j, tmp_path)).split())
    ((_, lines),) = report(j.events, LazyStates(j.state_after, len(j.events) + 1), "de")
    assert "Würfelglück" in whole and "Bens Würfel:" in whole and "Annas Würfel:" in whole
    assert lines == ("Ben, Runde 1: 5 Treffer aus 6 Würfeln auf 4+ und 3 Würfeln auf 5+ – erwartet 4, mindestens so "
                     "viele mit 36,4 %",
                     "Anna, Runde 1: 1 Treffer aus 4 Würfeln auf 4+ – erwartet 2, mindestens so viele mit 93,8 %",
                     "Runde 2: keine Würfel erfasst")
    for line in lines:
        assert line in whole
    english = " ".join(text(render(with_throws("en"), tmp_path, lang="en")).split())
    assert "The dice's luck" in english and "Ben's dice:" in english and "Round 2: no dice recorded" in english
