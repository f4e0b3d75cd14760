"""The battle record prints the dice's luck of every battle recorded round by round (issue 26)."""

from __future__ import annotations

from pathlib import Path

from .pdftext import text
from .test_got_battle_record import brush_battle, render


def test_the_battle_record_prints_the_dices_luck(tmp_path: Path) -> None:
    whole = " ".join(text(render(brush_battle(), tmp_path)).split())
    assert "Würfelglück" in whole and "Bens Würfel:" in whole and "Annas Würfel:" in whole
    assert "Ben, Runde 1:" in whole and "erwartet" in whole
    english = " ".join(text(render(brush_battle("en"), tmp_path, lang="en")).split())
    assert "The dice's luck" in english and "Ben's dice:" in english and "expectation this battle" in english
