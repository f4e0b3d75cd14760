"""Sheets of Arena, Castle Rampage, Burgenkrieg and Weiß Schwarz filled from stored games."""

from __future__ import annotations

from pathlib import Path

from printouts import render_pdf
from referee.arena.events import ArenaSetup
from referee.arena.rules import RULES
from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import PlayerSpec, Setup
from referee.burgenkrieg.zones import zone_word
from referee.rampage.events import RampageSetup
from referee.weiss.events import Setup as WeissSetup
from referee.weiss.sample import sample_deck
from rulesdb.journal import GameStore

from .pdftext import lines, text

ODD = '<b>&Co "x"'


def store_for(tmp_path: Path) -> GameStore:
    return GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")


def test_arena_bet_and_tournament_sheets(tmp_path: Path) -> None:
    store = store_for(tmp_path)
    gid = store.create_game("arena", lang="de", events=(ArenaSetup(players=("Anna", ODD, "Cleo")),))
    got = lines(render_pdf("arena-bets", tmp_path / "a.pdf", store=store, game_id=gid))
    assert [f"Runde {r}" in got for r in range(1, RULES.rounds + 1)] == [True] * RULES.rounds
    assert ODD in got and "Anna" in got
    # no bet yet: every player's final score is 0 ducats
    i = got.index("Cleo")
    assert got[i + 1:i + 4] == ["—", "—", "0"]
    tour = lines(render_pdf("arena-tournament", tmp_path / "t.pdf", store=store, game_id=gid, lang="en"))
    assert tour[tour.index("Player") + 1:tour.index("Player") + 5] == ["Game 1", "Game 2", "Game 3", "Total"]
    # the game has not finished: it has no surviving ducats yet and does not count (§ 12, 13)
    assert tour[tour.index("Cleo") + 1].startswith("3 game(s) still to play")  # no ducats in Cleo's row
    assert "Not finished, counts only at its end (§ 12, 13): this game." in tour


def test_rampage_match_sheet(tmp_path: Path) -> None:
    store = store_for(tmp_path)
    gid = store.create_game("rampage", lang="de", events=(RampageSetup(players=("Anton", ODD)),))
    got = text(render_pdf("rampage-match", tmp_path / "r.pdf", store=store, game_id=gid))
    assert "Anton" in got and ODD in got and "Tor" in got and "Burg" in got


def test_burgenkrieg_zone_tracker(tmp_path: Path) -> None:
    store = store_for(tmp_path)
    setup = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name=ODD, side="B")))
    gid = store.create_game("burgenkrieg", lang="de", events=(setup,))
    got = lines(render_pdf("burgenkrieg-zones", tmp_path / "b.pdf", store=store, game_id=gid))
    assert "Seite A: Ann (Burgherr)" in got and f"Seite B: {ODD} (Burgherr)" in got
    flat = " ".join(got)
    for i, name in enumerate(z.ZONE_NAMES):
        # the zone in words, its kind, start value and current points (unchanged at the start)
        kind = "Leibwache" if name.endswith("leibwache") else "Mauer"
        start = z.start_value(i, team=False)
        assert f"{zone_word(name, 'de')} {kind} {start} {start}" in flat


def test_weiss_match_record(tmp_path: Path) -> None:
    store = store_for(tmp_path)
    setup = WeissSetup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")
    gid = store.create_game("weiss", lang="en", events=(setup,))
    got = text(render_pdf("weiss-match", tmp_path / "w.pdf", store=store, game_id=gid))
    assert "Weiss Schwarz match record" in got and "Ann" in got and "Bob" in got and "Level" in got
