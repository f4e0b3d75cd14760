"""The battle record (got-battles) filled from battles recorded round by round, read back with pypdf.

One block per battle: heading, both armies, the rounds with the figures beaten in each (11, 13.8), the
reinforcement with its round (17), the god called (18), spells (15.4), one-time abilities (16.2) and the
settlement; a battle entered after the fact (``got.battle_settled``) has no round table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from printouts import render_pdf
from printouts.base import Context
from printouts.got.battles import battle_entries
from printouts.source import sheet_class
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import Army, Counts, GotState
from rulesdb.journal import GameStore

from .gamebuild import battle_game, new_game, pass_turn
from .pdftext import lines, pages, text

ODD = '<b>&Co "x"'
A, D = ev.Side.ATTACKER, ev.Side.DEFENDER


def render(journal: object, tmp_path: Path, lang: str = "de") -> Path:
    ctx = Context(lang=lang, blank=False, game_title="Gods of Titan — Test", date="21.11.2026", journal=journal)
    return sheet_class("got-battles")(ctx).render(tmp_path / f"battles-{lang}.pdf")


def flat(path: Path) -> str:
    """The PDF text with every run of white space as one blank (cells wrap where the column ends)."""
    return " ".join(text(path).split())


def cells(got: list[str], label: str, n: int = 2) -> list[str]:
    """The ``n`` cells after the row label ``label`` (pypdf reads a table row cell by cell)."""
    i = got.index(label)
    return got[i + 1:i + 1 + n]


# -- a battle recorded round by round, through the real engine ------------------------------------

ROUNDS: tuple[ev.Event, ...] = (
    ev.BattleOpened(attacker="Blau 2", defender="Rot 2"),
    ev.BattleRound(round=1, beaten_defender=("Gargoyle",)),
    ev.GodCalled(figure="Angel", from_marker="Blau Tower"),  # 18.1: right after the attacker beat a figure
    ev.BattleRound(round=2, beaten_attacker=("Gargoyle",)),
    ev.BattleRound(round=3),
    ev.Reinforced(figure="Gargoyle"),  # 17.1: the defender's 4th manoeuvre phase
    ev.BattleRound(round=4, beaten_defender=("Gargoyle",)),
    ev.BattleRound(round=5, beaten_defender=("Centaur", "Gargoyle")),
    ev.BattleEnded(),
)


def brush_battle(lang: str = "de", *, upto: int | None = None) -> Journal[GotState]:
    """Round 11: Ben's Blau 2 (Centaur, Gargoyle) attacks Anna's Rot 2 (Centaur, Gargoyle ×2) on Brush B."""
    j = new_game(lang=lang)
    j.append(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    j.append(ev.Recruit(marker="Rot 2", figure="Gargoyle"))
    while not (j.state.round == 11 and j.state.mover_player.name == "Ben"):
        if j.state.round == 11:
            j.append(ev.Move(marker="Rot 2", to="Brush:B", distance=2))  # back to Brush B in Anna's turn
        pass_turn(j)
    j.append(ev.Move(marker="Blau 2", to="Brush:B", distance=1))
    for e in ROUNDS[:upto]:
        j.append(e)
    return j


def test_a_battle_recorded_round_by_round_prints_who_fell_in_which_round(tmp_path: Path) -> None:
    j = brush_battle()
    b = j.state.battles[-1]
    assert b.last_round == 5 and b.reinforcement == "Gargoyle" and b.called_god == ("Angel", "Blau Tower")
    out = render(j, tmp_path)
    got, whole = lines(out), flat(out)
    assert "Kampf 1 · Spielrunde 11 · Land B (Brush)" in got
    # the heading names both armies with their owners, the outcome and the winner (⚔ is drawn as "vs.")
    assert "Blau 2 (Ben) ⚔ Rot 2 (Anna) · Schlacht gewonnen · Sieger: Ben" in got
    assert cells(got, "Figuren") == ["Angel, Centaur, Gargoyle", "Centaur, Gargoyle ×3"]
    # one row per round: attacker's beaten figures, then the defender's
    assert cells(got, "Runde 1") == ["—", "Gargoyle"]
    assert cells(got, "Runde 2") == ["Gargoyle", "—"]
    assert cells(got, "Runde 3") == ["—", "—"]
    assert cells(got, "Runde 4") == ["—", "Gargoyle"]
    assert cells(got, "Runde 5") == ["—", "Centaur, Gargoyle"]
    assert "Runde 6" not in got and "nicht Runde für Runde" not in whole
    # the god came in the manoeuvre phase of round 2 (18.1), the reinforcement in round 4 (17.1)
    assert "Gott gerufen: Angel aus Blau Tower (Runde 2)" in whole
    assert "Nachrekrutiert: Gargoyle (Runde 4)" in whole
    # the settlement: Centaur 4×3 + 3 Gargoyles 3×4 = 48 points, 4 figures × 10 gems (20.3, 20.4)
    assert cells(got, "Geschlagen (Abrechnung)") == ["Gargoyle", "Centaur, Gargoyle ×3"]
    assert "Sieger: 48 Punkte, 40 Lebenssteine · Verlierer: 0 Lebenssteine" in " ".join(got)
    assert "Regeln: § 20.3, 20.4" in got and "6 → 6" in got
    # the totals count battles ended by got.battle_ended too
    ben = len(got) - 1 - got[::-1].index("Ben")
    assert got[ben + 1:ben + 3] == ["48", "40"]


def test_the_round_by_round_block_in_english(tmp_path: Path) -> None:
    out = render(brush_battle("en"), tmp_path, lang="en")
    got, whole = lines(out), flat(out)
    assert "Battle 1 · Game round 11 · Land B (Brush)" in got
    assert "Blau 2 (Ben) ⚔ Rot 2 (Anna) · Fought and won · Winner: Ben" in got
    assert cells(got, "Round 1") == ["—", "Gargoyle"] and cells(got, "Round 5") == ["—", "Centaur, Gargoyle"]
    assert "God called: Angel from Blau Tower (round 2)" in whole
    assert "Reinforcement: Gargoyle (round 4)" in whole
    assert cells(got, "Beaten (as scored)") == ["Gargoyle", "Centaur, Gargoyle ×3"]


def test_a_stored_game_prints_its_recorded_rounds(tmp_path: Path) -> None:
    """The round entries survive the store (rulesdb) and print from the replayed journal."""
    store = GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")
    gid = store.create_game("got", title="Freitagsrunde", lang="de", events=brush_battle().events)
    got = lines(render_pdf("got-battles", tmp_path / "stored.pdf", store=store, game_id=gid))
    assert cells(got, "Runde 2") == ["Gargoyle", "—"] and cells(got, "Runde 4") == ["—", "Gargoyle"]


def test_an_open_battle_is_noted_but_not_yet_a_block(tmp_path: Path) -> None:
    got = flat(render(brush_battle(upto=2), tmp_path))
    assert "0 Kämpfe" in got and "Kampf läuft noch: Blau 2 ⚔ Rot 2, nach Runde 1" in got
    assert "Noch kein Kampf ausgetragen." in got and "Kampf 1" not in got


# -- spells, abilities, a battle entered after the fact, a flight; odd names ---------------------


def hand_made() -> Journal[GotState]:
    """Round 11, Ben moves; the table as test_fight builds it, with casters and a one-time ability.

    Blau 2 (Warlock, Colossus, Ogre) fights Rot 2 (Nightmare, Troll, Ogre) round by round on Marsh M;
    Blau 3 beats Rot 1 (Warlock, Troll) on Plains P, entered after the fact; Rot 3 flees from Blau 4.
    Anna is called ``<b>&Co "x"``.
    """
    j = new_game(players=(ev.PlayerSetup(ODD, "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
                          ev.PlayerSetup("Cleo", "titan", "Gelb", 3)))
    while not (j.state.round == 11 and j.state.mover_player.name == "Ben"):
        pass_turn(j)
    s = j.state
    marsh, plains, jungle = Land(Terrain.MARSH, "M"), Land(Terrain.PLAINS, "P"), Land(Terrain.JUNGLE, "J")
    for marker, owner, land, figs in (("Blau 2", "Ben", marsh, ["Warlock", "Colossus", "Ogre"]),
                                      ("Rot 2", ODD, marsh, ["Nightmare", "Troll", "Ogre"]),
                                      ("Blau 3", "Ben", plains, ["Colossus", "Ogre"]),
                                      ("Rot 1", ODD, plains, ["Warlock", "Troll"]),
                                      ("Blau 4", "Ben", jungle, ["Ogre"]),
                                      ("Rot 3", ODD, jungle, ["Troll"])):
        s = s.with_army(Army(marker, owner, land, Counts.of(figs), moved=1 if owner == "Ben" else None))

    class Table(GotEngine):
        def initial_state(self) -> GotState:
            return s

    return Journal(Table(), [
        ev.BattleOpened(attacker="Blau 2", defender="Rot 2"),
        ev.SpellUsed(marker="Blau 2", opponent="Rot 2", spell="Shield"),  # in the strike phase of round 1
        ev.BattleRound(round=1, beaten_defender=("Ogre",)),
        ev.AbilityUsed(side=D, figure="Nightmare"),
        ev.BattleRound(round=2, beaten_attacker=("Ogre",), beaten_defender=("Troll",)),
        ev.BattleRound(round=3, beaten_defender=("Nightmare",)),
        ev.BattleEnded(),
        ev.SpellUsed(marker="Rot 1", opponent="Blau 3", spell="Quake"),
        ev.BattleSettled(attacker="Blau 3", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                         winner_losses=("Ogre",)),
        ev.BattleOpened(attacker="Blau 4", defender="Rot 3"),
        ev.BattleEnded(outcome=Outcome.FLIGHT),
    ])


def test_spells_abilities_and_a_battle_entered_after_the_fact(tmp_path: Path) -> None:
    out = render(hand_made(), tmp_path)
    got, whole = lines(out), flat(out)
    first, second, third = (got.index(f"Kampf {n} · Spielrunde 11 · Land {x}") for n, x in
                            ((1, "M (Marsh)"), (2, "P (Plains)"), (3, "J (Jungle)")))
    assert first < second < third
    luck = next(i for i, line in enumerate(got) if line.startswith("Würfelglück"))  # the dice's luck follows
    block1, block2, block3 = got[first:second], got[second:third], got[third:luck]
    # names are printed literally, never read as markup
    assert f'Blau 2 (Ben) ⚔ Rot 2 ({ODD}) · Schlacht gewonnen · Sieger: Ben' in block1
    assert f"Verteidiger: {ODD} (Rot 2)" in block1
    assert cells(block1, "Runde 2") == ["Ogre", "Troll"] and cells(block1, "Runde 3") == ["—", "Nightmare"]
    # the Warlock's spell in round 1 (15.4), the Nightmare's one-time ability in round 2 (16.2)
    assert cells(block1, "Zauber (15.4)") == ["Shield (Runde 1)", "—"]
    assert "Nightmare (Runde 2)" in block1
    # entered after the fact: the settlement without a round table, the spell entered before it
    assert not any(line.startswith("Runde ") for line in block2)
    assert "nicht Runde für Runde aufgezeichnet (Ergebnis nachgetragen)" in block2
    assert cells(block2, "Zauber (15.4)") == ["—", "Quake"]
    assert cells(block2, "Geschlagen (Abrechnung)") == ["Ogre", "Troll, Warlock"]
    assert "Schlacht gewonnen · Sieger: Ben" in block2 and "Regeln: § 20.3, 20.4" in block2
    # a flight recorded with the battle entries ended before its first round (10.4)
    assert "vor der ersten Runde beendet" in block3 and "Flucht · Sieger: Ben" in block3
    assert not any(line.startswith("Runde ") for line in block3)
    assert ODD in whole and "<b>" in whole  # escaped, so the tag is text on the page


def test_entries_carry_the_rounds_of_what_joined() -> None:
    found = battle_entries(hand_made())
    assert [e.recorded for e in found] == [True, False, True]
    first, second, _ = found
    assert [(s, j.what, j.round) for s, j in first.spells] == [("attacker", "Shield", 1)]
    assert [(s, j.what, j.round) for s, j in first.abilities] == [("defender", "Nightmare", 2)]
    assert [(s, j.what, j.round) for s, j in second.spells] == [("defender", "Quake", None)]
    assert (first.attacker_owner, first.defender_owner) == ("Ben", ODD)
    brush = battle_entries(brush_battle())[0]
    assert brush.reinforcement is not None and brush.reinforcement.round == 4
    assert brush.called_god is not None and (brush.called_god.marker, brush.called_god.round) == ("Blau Tower", 2)


class CountingJournal:
    """A journal that counts how often a sheet asks for a state."""

    def __init__(self, inner: Journal[GotState]) -> None:
        self.inner, self.calls = inner, 0
        self.events, self.state = inner.events, inner.state

    def state_after(self, n: int) -> Any:
        self.calls += 1
        return self.inner.state_after(n)


def test_the_record_reads_the_journal_once(tmp_path: Path) -> None:
    """Printing grows linearly: a constant number of state look-ups per entry, not per battle × entry."""
    j = CountingJournal(battle_game(30))
    assert len(battle_entries(j)) == 30 and j.calls <= len(j.events) + 30
    j.calls = 0
    render(j, tmp_path)
    assert j.calls <= len(j.events) + 3 * 30


@pytest.mark.parametrize("lang", ["de", "en"])
def test_blank_record_has_seven_round_rows_per_block(lang: str, tmp_path: Path) -> None:
    out = render_pdf("got-battles", tmp_path / "blank.pdf", blank=True, lang=lang)
    got = pages(out)
    assert len(got) == 2
    first = lines(out)
    word, kampf = ("Runde", "Kampf") if lang == "de" else ("Round", "Battle")
    assert first.count(f"{word} 7") == 4 and f"{kampf} 4 · " in flat(out)
    reinforce = ("Nachrekrutiert (Runde 4 / nach dem Kampf):" if lang == "de"
                 else "Reinforcement (round 4 / after the battle):")
    assert reinforce in first
