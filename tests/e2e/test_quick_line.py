"""The quick-entry line in the real app, in a new process: a Gods of Titan turn typed as short lines on
a board loaded at set-up, quit, started again — the entries are there, the refused line changed nothing."""

from __future__ import annotations

import pytest

from .conftest import BOARD_FILE, User

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(11)


def test_a_turn_typed_into_the_quick_line_survives_a_restart(user: User) -> None:
    made = user.json("got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", BOARD_FILE, fresh=False)
    game_id = made["game_id"]
    lines = ["R2 Citytower 3", "R2 B12 3", "land Hills Q7", "R1 Q7 2", "R2+G", "e"]
    first = user.app(game_id, "click", [{"quick": line} for line in lines])
    refused, *entered = first["refusals"]
    assert refused is not None and "mehrdeutig" in refused["text"] and "Citytower 1" in refused["text"]
    assert entered == [None] * 5
    labels = ["Rot 2 → B12 (Brush) · 3", "Land benannt: Q7 (Hills)", "Rot 1 → Q7 (Hills) · 2",
              "Rot 2 rekrutiert Gargoyle", "Anna: Zugende"]
    assert [h.split(". ", 1)[1].split(" — ")[0] for h in first["history"] if h[:1].isdigit()][1:] == labels
    again = user.app(game_id, "enter")
    assert again["history"] == first["history"]
    state = user.json("got", "state", str(game_id), fresh=False)
    assert state["mover"] == "Ben" and state["round"] == 1
