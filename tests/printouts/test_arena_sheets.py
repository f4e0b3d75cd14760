"""Arena bet and tournament sheets from a whole game (the recipe of the Arena tests, sections 7, 12, 13)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from printouts import render_pdf
from referee.arena.events import RevealSecret
from rulesdb.journal import GameStore

from .pdftext import lines, text

VICTIMS = ["Troll", "Einhorn", "Warlock", "Ranger", "Drache"]
BETS: list[dict[str, list[str]]] = [{"A": ["Zyklop"], "B": ["?"]}, {"A": ["Titan"], "B": ["Hydra"]},
                                    {"A": ["Drache"]}, {"A": ["Zyklop"]}, {}]


def _helpers() -> Any:
    path = Path(__file__).resolve().parents[1] / "arena" / "conftest.py"
    spec = importlib.util.spec_from_file_location("arena_table_helpers", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def full_game(*, reveal: bool = True) -> Any:
    """Five rounds; Zyklop, Hydra and Titan survive; B's secret bet is the Hydra (value 2)."""
    h = _helpers()
    t = h.Table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    for r, (victim, bets) in enumerate(zip(VICTIMS, BETS, strict=True), start=1):
        t.fill(h.victim_round(r, victim, alive, first="Zyklop" if r == 1 else ""), bets=bets)
        alive.remove(victim)
    if reveal:
        t.add(RevealSecret(player="B", creature="Hydra", value=2))
    return t.journal


def test_bet_sheet_of_a_whole_game(tmp_path: Path) -> None:
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("arena", lang="de", events=full_game().events)
    got = lines(render_pdf("arena-bets", tmp_path / "a.pdf", store=store, game_id=gid))
    # eliminations: the victim of round r died in round r
    for r, victim in enumerate(VICTIMS, start=1):
        assert got[got.index(victim) + 1] == str(r)
    assert got[got.index("Zyklop") + 1] == "lebt"
    # open bets with their ducats (section 7): A on the Zyklop in round 1 (4) and round 4 (1)
    text_ = "\n".join(got)
    assert "Zyklop\nlebt\nA (4)\nA (1)" in text_
    assert "B (3)" in text_ and "A (3)" in text_  # round 2: B on the Hydra, A on the Titan
    # final ducats: both 8 after B revealed the secret Hydra bet; the tie goes to A, who ended the last turn (12)
    a, b = got.index("A (Sieger)"), got.index("B")
    assert got[a + 1:a + 4] == ["—", "—", "8"]
    assert got[b + 1:b + 4] == ["Hydra", "5", "8"]  # a secret bet is worth 5 ducats: 3 + 5 = 8


def test_secret_bets_stay_hidden_until_revealed(tmp_path: Path) -> None:
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("arena", lang="en", events=full_game(reveal=False).events)
    got = lines(render_pdf("arena-bets", tmp_path / "a.pdf", store=store, game_id=gid))
    b = got.index("B")
    assert got[b + 1:b + 4] == ["hidden", "5", "3"]  # only the open Hydra bet (3) counts yet
    # the secret bet is still face down: the game has not ended, so this is no final score (§ 12)
    assert any(line.startswith("Standing (ducats on living creatures") for line in got)
    assert not any(line.startswith("Final score (ducats") for line in got)


def test_tournament_adds_three_stored_games(tmp_path: Path) -> None:
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    events = full_game().events
    first = store.create_game("arena", events=events)
    store.create_game("got", events=())  # other games are skipped
    store.create_game("arena", events=events)
    one = text(render_pdf("arena-tournament", tmp_path / "t1.pdf", store=store, game_id=first))
    assert "Noch 1 Partie(n) offen" in one
    store.create_game("arena", events=events)
    got = lines(render_pdf("arena-tournament", tmp_path / "t.pdf", store=store, game_id=first))
    a = got.index("A")
    assert got[a + 1:a + 5] == ["8", "8", "8", "24"]
    assert "A führt mit 24 Wettpunkten." in got


def test_tournament_counts_only_finished_games(tmp_path: Path) -> None:
    """Sections 12, 13: a game still running (here: secret bet not yet revealed, and a new game) has no
    surviving ducats; the sheet names it and takes the next finished game of the same players."""
    from referee.arena.events import ArenaSetup

    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    done = full_game().events
    first = store.create_game("arena", events=done)
    unrevealed = store.create_game("arena", events=full_game(reveal=False).events)
    store.create_game("arena", events=(ArenaSetup(players=("A", "B")),))
    one = lines(render_pdf("arena-tournament", tmp_path / "t1.pdf", store=store, game_id=first))
    assert one[one.index("A") + 1:one.index("A") + 3] == ["8", "8"]  # only the finished game counts
    assert "Noch 2 Partie(n) offen" in " ".join(one)
    assert f"Partie {unrevealed}, Partie {unrevealed + 1}" in " ".join(one)
    store.create_game("arena", events=done)
    store.create_game("arena", events=done)
    got = lines(render_pdf("arena-tournament", tmp_path / "t.pdf", store=store, game_id=first))
    assert got[got.index("A") + 1:got.index("A") + 5] == ["8", "8", "8", "24"]
    assert "A führt mit 24 Wettpunkten." in got
    own = text(render_pdf("arena-tournament", tmp_path / "t2.pdf", store=store, game_id=unrevealed))
    assert "diese Partie" in own  # printed from the running game itself


def test_columns_sheet_shows_the_cards_of_each_round_and_what_is_left(tmp_path: Path) -> None:
    """The columns as they lay at each round's end (8), every card seen (5, 7, 11), the values unseen (4)."""
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("arena", lang="de", events=full_game().events)
    got = lines(render_pdf("arena-columns", tmp_path / "c.pdf", store=store, game_id=gid))
    # round r: the victim gets r - 1 and dies, the others 5 + r (the recipe of the Arena tests)
    z = got.index("Zyklop")
    assert got[z + 1:z + 6] == ["6", "7", "8", "9", "10"]
    t = got.index("Troll")
    assert got[t + 1] == "0 – stirbt"
    d = got.index("Drache")
    assert got[d + 1:d + 6] == ["6", "7", "8", "9", "4 – stirbt"]
    joined = "\n".join(got)
    # what was played, in order, and B's secret bet turned up at the end (12)
    assert "1\nA\nZyklop 6\ngespielt" in joined
    assert "B\nHydra 2\nals geheime Wette aufgedeckt" in joined
    # the Hydra's cards seen: 6, 7, 8, 9, 10 in the columns and the 2 of the secret bet
    assert "Hydra\n0, 1, 3, 4, 5" in joined
    assert "Zuschauer ungesehen: 11 (ihre Werte nennt der Text nicht)" in joined
