"""The battle record prints the dice's luck of every battle recorded round by round (issue 26)."""

from __future__ import annotations

from pathlib import Path

from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.settle import Outcome
from referee.got.state import GotState

from .pdftext import text
from .test_got_battle_record import brush_battle, render

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER


def with_hits(lang: str = "de") -> Journal[GotState]:
    """Ben's Blau 2 against Anna's Rot 2 on Brush B, two rounds entered with the hits on the figures standing."""
    j = brush_battle(lang, upto=1)
    j.append(ev.BattleRound(round=1, beaten_defender=("Gargoyle",), damage=(ev.Damage(D, "Centaur", 1),)))
    j.append(ev.BattleRound(round=2, damage=(ev.Damage(A, "Centaur", 1), ev.Damage(D, "Centaur", 2))))
    j.append(ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=A))
    return j


def test_the_battle_record_prints_the_dices_luck(tmp_path: Path) -> None:
    whole = " ".join(text(render(with_hits(), tmp_path)).split())
    assert "Würfelglück" in whole and "Bens Würfel:" in whole and "Annas Würfel:" in whole
    assert "Ben, Runde 1:" in whole and "erwartet" in whole
    english = " ".join(text(render(with_hits("en"), tmp_path, lang="en")).split())
    assert "The dice's luck" in english and "Ben's dice:" in english and "expectation this battle" in english
