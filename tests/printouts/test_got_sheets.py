"""Gods of Titan sheets filled from journals built through the engine, read back with pypdf."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

from printouts.base import Context
from printouts.got.common import scores
from printouts.got.score import score_rows
from printouts.source import sheet_class
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.catalog import catalog
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import Army, Counts, GotState
from referee.got.view import score_lines

from .gamebuild import PLAYERS, battle_game, new_game, pass_turn
from .pdftext import lines, pages, text


def render(kind: str, journal: object, tmp_path: Path, lang: str = "de") -> Path:
    out = tmp_path / f"{kind}-{lang}.pdf"
    ctx = Context(lang=lang, blank=False, game_title="Gods of Titan — Test", date="21.11.2026", journal=journal)
    return sheet_class(kind)(ctx).render(out)


def test_score_sheet_shows_every_players_totals(tmp_path: Path) -> None:
    j = battle_game(3)
    s = j.state
    got = lines(render("got-score", j, tmp_path))
    for p in s.players:
        i = got.index(p.name)
        # name, role, colour, then points, gems, victory points, Titan power as on the table
        assert got[i + 2] == p.colour
        assert got[i + 3:i + 7] == [str(p.points), str(p.gems), "0", str(p.titan_power)]
    # one history row per battle (all changed a score), labelled by the entry
    for b in s.battles:
        assert any(ln.startswith(f"{b.attacker} ⚔ {b.defender}") for ln in got)


def test_score_sheet_rows_follow_the_journal(tmp_path: Path) -> None:
    j = battle_game(2)
    # a correction of half a point is printed exactly, never rounded (RULES-NOTES 2)
    j.append(ev.Correction(reason="Zählfehler", player="Cleo", points=Fraction(5, 2)))
    got = text(render("got-score", j, tmp_path))
    assert "Korrektur Cleo: Zählfehler" in got
    assert "2,5" in got
    en = text(render("got-score", j, tmp_path, lang="en"))
    assert "Correction Cleo: Zählfehler" in en and "2.5" in en and "2,5" not in en
    # rows: the first battle's entry number and the round of the pact's end
    n = next(i for i, e in enumerate(j.events, 1) if isinstance(e, ev.BattleSettled))
    assert f"\n{n}\n11\n" in got


def test_round_track_marks_the_pact(tmp_path: Path) -> None:
    got = lines(render("got-score", new_game(), tmp_path))
    assert got.count("Pakt") == 10  # rounds 1–10 (8.3)


def test_battle_record_lists_figures_points_and_totals(tmp_path: Path) -> None:
    j = battle_game(4)
    s = j.state
    got = text(render("got-battles", j, tmp_path))
    assert "4 Kämpfe" in got
    first = s.battles[0]
    assert f"Kampf 1 · Spielrunde 11 · Land {first.land.label} (Brush)" in got
    assert f"Sieger: {first.winner}" in got
    # fought and won: the loser's army was beaten; points = its value (20.3), 10 gems per figure (20.4)
    assert first.killed_defender == first.defender_figures
    award = f"Sieger: {first.points} Punkte, {10 * len(first.killed_defender)} Lebenssteine · Verlierer: 0 Lebenssteine"
    assert award in " ".join(got.split())
    assert "Regeln: § 20.3, 20.4" in got
    # entered after the fact (got.battle_settled): no round table
    assert "nicht Runde für Runde aufgezeichnet (Ergebnis nachgetragen)" in got and "Runde 1\n" not in got
    # totals per player equal points and gems on the table (all of them came from these battles)
    tail = lines(render("got-battles", j, tmp_path))
    for p in s.players:
        i = len(tail) - 1 - tail[::-1].index(p.name)
        assert tail[i + 1:i + 3] == [str(p.points), str(p.gems)]


def test_two_hundred_battles_render(tmp_path: Path) -> None:
    j = battle_game(200)
    out = render("got-battles", j, tmp_path)
    got = pages(out)
    assert len(got) > 20
    assert "Kampf 200" in got[-1] or "Kampf 200" in got[-2]
    assert f"Seite {len(got)} von {len(got)}" in got[-1]
    score = pages(render("got-score", j, tmp_path))
    assert f"Seite 1 von {len(score)}" in score[0]


def test_roster_lists_markers_lands_and_contents(tmp_path: Path) -> None:
    j = battle_game(1)
    got = text(render("got-roster", j, tmp_path))
    for a in j.state.armies:
        assert a.marker in got
    hunter = j.state.army("Rot 1")
    assert "Ogre, Titan" in got and f"{hunter.land.label} (Brush)" in got
    assert "Neutrale Tower" in got and "Sunray ×4" in got


def test_victory_checklist_ticks_reached_goals(tmp_path: Path) -> None:
    # Ben's army on Tundra recruits a Colossus: the journal credits "Colossus rekrutiert" (26.1, 26.3)
    start = new_game().state
    start = dataclasses.replace(start.with_army(Army("Blau 2", "Ben", Land(Terrain.TUNDRA, "T"),
                                                     Counts.of(["Giant", "Giant"]), moved=3)), mover=1)

    class Table(GotEngine):
        def initial_state(self) -> GotState:
            return start

    j = Journal(Table(), [ev.Recruit(marker="Blau 2", figure="Colossus")])
    assert "recruit_colossus" in j.state.player("Ben").goals
    got = lines(render("got-vp", j, tmp_path))
    goal = next(g for g in catalog().victory_goals("titan") if g.key == "recruit_colossus")
    i = got.index(goal.de)
    assert got[i + 1:i + 4] == [str(goal.points), "26.3", "X"]
    total = got.index("Summe")
    assert got[total + 1:total + 5] == ["100", "0", str(goal.points), "0"]


def test_reference_card_has_the_tables(tmp_path: Path) -> None:
    got = text(render("got-reference", new_game(), tmp_path, lang="en"))
    assert "Strike-number table (§ 13.4)" in got
    # the 13.4 example: skill 2 strikes skill 3 with 5 — row 3 of the printed table
    assert "3\n6\n5\n4\n3\n2\n1" in got
    assert "Bramble" in got and "Inferno" in got and "Mustering" in got
    # provenance marks of the Brush chain (22.3): creatures inferred, counts and Warbear in the text
    assert "Gargoyle* 2 → Cyclops* 2 → Warbear" in got
    # Highlands (dark chart): the Nightmare is named, its count of 2 is inferred
    assert "Nightmare 2* → Deathbringer" in got


def test_players_of_the_setup_are_on_the_sheets(tmp_path: Path) -> None:
    names = [p.name for p in PLAYERS]
    for kind in ("got-score", "got-roster", "got-vp"):
        got = text(render(kind, new_game(), tmp_path))
        assert all(n in got for n in names), kind


def test_history_rows_are_exactly_the_scoring_entries() -> None:
    j = battle_game(6)
    # a correction of the table changes a score (28.3): 10 gems for the Mover, no points
    j.append(ev.Correction(reason="Lebenssteine vergessen", player=j.state.mover_player.name, gems=10))
    pass_turn(j)  # moves and the end of the turn change nothing: no row
    rows = score_rows(j)
    scoring = [n for n, e in enumerate(j.events, 1) if isinstance(e, (ev.BattleSettled, ev.Correction))]
    assert [r.entry for r in rows] == scoring
    order = [p.name for p in j.state.seat_order]
    for r in rows[:-1]:
        b = j.state.battles[rows.index(r)]
        assert r.changed == (b.winner,) and r.round >= 11  # the pact holds through round 10 (8.3)
        winner = order.index(b.winner)
        before = score_rows(j)[rows.index(r) - 1].totals[winner] if rows.index(r) else (0, 0, 0, 6)
        # the winner gains the value of the beaten army and 10 gems per beaten figure (20.3, 20.4)
        assert r.totals[winner][0] - before[0] == b.points
        assert r.totals[winner][1] - before[1] == 10 * len(b.killed_defender)
    claimed = rows[-1]
    who = order.index(claimed.changed[0])
    assert claimed.totals[who][1] - rows[-2].totals[who][1] == 10
    assert claimed.label == f"Korrektur {claimed.changed[0]}: Lebenssteine vergessen"
    # the last row holds the table as it stands
    assert claimed.totals == tuple(scores(line) for line in score_lines(j.state))


def _battle_ready() -> Journal[GotState]:
    """Round 11: Anna's Rot 2 (Centaur, Gargoyle, Gargoyle) stands on Marsh M; Ben's Blau 2 moves in."""
    j: Journal[GotState] = new_game()
    j.append(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    j.append(ev.Recruit(marker="Rot 2", figure="Gargoyle"))
    while not (j.state.round == 11 and j.state.mover_player.name == "Anna"):
        pass_turn(j)
    j.append(ev.Move(marker="Rot 2", to="Marsh:M", distance=2))
    j.append(ev.TurnEnded(player="Anna"))
    j.append(ev.Move(marker="Blau 2", to="Marsh:M", distance=1))
    return j


def test_battle_with_a_called_god_a_god_appearing_and_titan_power(tmp_path: Path) -> None:
    j = _battle_ready()
    j.append(ev.Correction(reason="Übertrag", player="Ben", points=Fraction(780)))
    # Ben calls the Angel of his Tower (18); 780 + 36 = 816 passes 800: an Angel appears in Blau 1 (21),
    # the winning army has no room for a second Angel; Titan power 7 -> 8 (24.2)
    j.append(ev.BattleSettled(attacker="Blau 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=ev.Side.ATTACKER,
                              called_god=ev.CalledGod("Angel", "Blau Tower"), gods=(ev.GodChoice("Angel", "Blau 1"),)))
    got = text(render("got-battles", j, tmp_path))
    assert "Kampf 1 · Spielrunde 11 · Land M (Marsh)" in got and "Sieger: Ben" in got
    assert "Ben (Blau 2)" in got and "Anna (Rot 2)" in got
    assert "Angel, Centaur, Gargoyle" in got  # the attacker with the called Angel
    assert "Centaur, Gargoyle ×2" in got  # Anna's beaten army
    # Centaur 3×4 + 2 Gargoyles 4×3 = 36 points, 3 figures × 10 gems (20.3, 20.4)
    assert "Sieger: 36 Punkte, 30 Lebenssteine · Verlierer: 0 Lebenssteine" in " ".join(got.split())
    assert "Gott gerufen: Angel aus Blau Tower" in got and "Götter erschienen (21): Angel (Blau 1)" in got
    assert "7 → 8" in got
    en = text(render("got-battles", j, tmp_path, lang="en"))
    assert "God called: Angel from Blau Tower" in en and "Gods appeared (21): Angel (Blau 1)" in en
    assert "Fought and won" in en and "Winner: Ben" in en


def test_every_page_has_header_and_page_count(tmp_path: Path) -> None:
    got = pages(render("got-battles", battle_game(40), tmp_path))
    assert len(got) > 3
    for k, page in enumerate(got, start=1):
        assert "Gods of Titan — Test" in page and "21.11.2026" in page and f"Seite {k} von {len(got)}" in page
