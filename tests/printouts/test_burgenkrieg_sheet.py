"""The Burgenkrieg zone tracker: sides, roles, zone points and their changes."""

from __future__ import annotations

from pathlib import Path

from printouts import render_pdf
from printouts.burgenkrieg import zone_changes
from referee.burgenkrieg import zones as z
from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import LifeChange, PlayerSpec, Role, Setup
from referee.burgenkrieg.zones import zone_word
from referee.core.journal import Journal
from rulesdb.journal import GameStore

from .allgames import burgenkrieg_game
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
    # zones in words, as the table names them (§ spielidee): zone, kind, start, points (cells may wrap)
    flat = " ".join(got)
    assert "Innerer Schutzwall A Kommandant (Leben) 15 11" in flat
    assert "Äußerer Schutzwall A Mauer 5 5" in flat
    assert "Leibwache B Leibwache 15 12" in flat
    assert "Cid: -4 Leben" in got and "Bob: -3 Leben" in got
    assert not any(name in flat for name in z.ZONE_NAMES)  # never the ids "A.innen" …


def test_zones_in_entries_read_as_words() -> None:
    """A rebuild names its zone: the sheet prints the zone's words, not its id (§ wiederaufbau)."""
    j = burgenkrieg_game()
    assert [c.label for c in zone_changes(j)] == ["Angriff: ram", "Bob: Wiederaufbau Äußerer Schutzwall B",
                                                   "Cid: -4 Leben"]
    assert zone_changes(j, "en")[1].label == "Bob: rebuild Outer wall B"
    assert zone_word("B.innen", "de") == "Innerer Schutzwall B" and zone_word("A.leibwache", "en") == "Bodyguard A"
