"""The Burgenkrieg zone tracker: sides, roles, zone points and their changes."""

from __future__ import annotations

from pathlib import Path

from printouts import render_pdf
from printouts.burgenkrieg import zone_changes
from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import LifeChange, PlayerSpec, Role, Setup
from referee.core.journal import Journal
from rulesdb.journal import GameStore

from .pdftext import lines

TEAM = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Cid", side="A", role=Role.COMMANDER),
                      PlayerSpec(name="Bob", side="B"), PlayerSpec(name="Dee", side="B", role=Role.COMMANDER)))


def test_team_game_zones_and_life_changes(tmp_path: Path) -> None:
    events = (TEAM, LifeChange(player="Cid", change=-4), LifeChange(player="Bob", change=-3))
    j = Journal(BurgenkriegEngine(), events)
    # the commander's life is the inner wall (15 in a team game); the lord's is the bodyguard
    assert [c.values for c in zone_changes(j)] == [(15, 11, 5, 5, 15, 15), (15, 11, 5, 5, 15, 12)]
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("burgenkrieg", events=events)
    got = lines(render_pdf("burgenkrieg-zones", tmp_path / "b.pdf", store=store, game_id=gid))
    assert "Seite A: Ann (Burgherr), Cid (Kommandant)" in got
    assert "Seite B: Bob (Burgherr), Dee (Kommandant)" in got
    i = got.index("A.innen")
    assert got[i + 1:i + 4] == ["Kommandant (Leben)", "15", "11"]
    i = got.index("A.aussen")
    assert got[i + 1:i + 4] == ["Mauer", "5", "5"]
    i = got.index("B.leibwache")
    assert got[i + 1:i + 4] == ["Leibwache", "15", "12"]
    assert "Cid: -4 Leben" in got and "Bob: -3 Leben" in got
