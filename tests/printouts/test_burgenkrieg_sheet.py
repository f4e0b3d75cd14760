"""The Burgenkrieg zone tracker: sides, roles, zone points and their changes."""

from __future__ import annotations

from pathlib import Path

from printouts import render_pdf
from printouts.burgenkrieg.sheets import zone_changes
from referee.burgenkrieg import zones as z
from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import LifeChange, PlayerSpec, Role, Setup
from referee.burgenkrieg.zones import zone_word
from referee.core.journal import Journal
from referee.core.note import Note
from rulesdb.journal import GameStore

from .allgames import burgenkrieg_duel, burgenkrieg_game
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
    # the attacker by its name, its id after it (the entry names it by the id "ram")
    assert [c.label for c in zone_changes(j)] == ["Angriff: Rammbock (ram) → Äußerer Schutzwall B (3 Schaden an Wall)",
                                                   "Bob: Wiederaufbau Äußerer Schutzwall B",
                                                   "Cid: -4 Leben"]
    assert zone_changes(j, "en")[1].label == "Bob: rebuild Outer wall B"
    assert zone_word("B.innen", "de") == "Innerer Schutzwall B" and zone_word("A.leibwache", "en") == "Bodyguard A"


def test_the_sheet_shows_what_was_played(tmp_path: Path) -> None:
    """Issue 27: turn and phase, creatures with damage and permanents in their zones, the counts, every play
    with its turn, and the creature killed by lethal damage (§ kampf, § reichweite)."""
    j = burgenkrieg_duel()
    j.append(Note.of(10, "Ben zögert"))
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("burgenkrieg", events=tuple(j.events))
    got = lines(render_pdf("burgenkrieg-zones", tmp_path / "b.pdf", store=store, game_id=gid))
    flat = " ".join(got)
    assert "Zug 3, am Zug: Ann, Kampfphase" in flat
    # the Riese intruded into B's outer wall with its enchantment, took 1 from the Wache and is tapped
    assert "Äußerer Schutzwall B Mauer 5 0 Riese 7/7 (Ann; 1 Schaden; getappt), Schild (Verzauberung auf Riese; Ann)" in flat
    assert "Leibwache A Leibwache 15 15 Wald (Land; Ann)" in flat
    assert "Innerer Schutzwall B Mauer 10 6 Bogenschütze 2/1 (Ben)" in flat
    # mana, hand, library, graveyard: the Wache went to Ben's graveyard
    assert "Ann 1 7 53 0" in flat and "Ben 2 4 53 1" in flat
    # what was played, in words, with the turn and who was on turn
    assert "Gespielt" in got
    assert ("10 1 Ann Angriff: Riese → Äußerer Schutzwall B (5 Schaden an Wall, 2 Schaden an Bewegungsauslöser, "
            "dringt ein)") in flat
    assert "16 2 Ben Ben: Blitz zielt auf Riese" in flat
    assert "6 1 Ann Ann: Wald (Land) kommt in Leibwache A ins Spiel" in flat
    assert "Ann: Schild (Verzauberung) auf Riese" in flat
    assert "17 2 Ben Riese: 2 Schaden" in flat  # what the Blitz did, as the scribe recorded it
    assert "21 3 Ann Angriff: Riese → Innerer Schutzwall B (geblockt von Wache, 3 Schaden an Blocker, 4 Schaden an Wall)" in flat
    assert "Durch tödlichen Schaden gefallen" in got and "Wache 1/3 (Ben; 3 Schaden; getappt)" not in flat
    assert "Wache 1/3 (Ben; 3 Schaden)" in flat
    assert not any(name in flat for name in z.ZONE_NAMES)
    # a note is no play: it is listed once, under "Notizen"
    assert flat.count("Ben zögert") == 1
    assert flat.index("Ben zögert") > flat.index("Notizen") > flat.index("Gespielt")


def test_cards_are_named_by_their_names_with_the_id_after_them(tmp_path: Path) -> None:
    """An entry names a creature by its id ("ram"); the sheet's zones, its plays and the history name it as the
    table does, "Rammbock", with the id after it where the two differ (§ kampf)."""
    j = burgenkrieg_game()
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("burgenkrieg", events=tuple(j.events))
    flat = " ".join(lines(render_pdf("burgenkrieg-zones", tmp_path / "b.pdf", store=store, game_id=gid)))
    assert "Äußerer Schutzwall A Mauer 5 5 Rammbock (ram) 3/3 (Ann; getappt)" in flat and "Bär (bear) 3/3" in flat
    assert "Angriff: Rammbock (ram) → Äußerer Schutzwall B (3 Schaden an Wall)" in flat
    assert " ram → " not in flat
    engine = BurgenkriegEngine()
    assert engine.label(j.state_after(5), j.events[5], "en") == "Attack: Rammbock (ram) → Outer wall B (3 damage to the wall)"
    early = store.create_game("burgenkrieg", events=tuple(j.events[:3]))  # creatures set out before the first turn
    assert "Vor dem ersten Zug" in lines(render_pdf("burgenkrieg-zones", tmp_path / "c.pdf", store=store, game_id=early))
