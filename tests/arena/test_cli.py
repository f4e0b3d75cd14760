"""``schriftfuehrer arena …`` end to end on a temporary SQLite store."""

from __future__ import annotations

import json

import pytest

from ui.cli.main import main


@pytest.fixture
def run(tmp_path, capsys):
    db = f"sqlite:///{tmp_path}/g.sqlite"

    def go(*argv: str) -> tuple[int, str, str]:
        code = main(["--db", db, *argv])
        out = capsys.readouterr()
        return code, out.out, out.err

    return go


def test_new_add_state_options_undo_redo(run) -> None:
    code, out, _ = run("arena", "new", "--players", "Anna,Ben")
    assert code == 0
    gid = out.strip()
    assert run("arena", "add", gid, '{"type": "bid", "data": {"player": "Anna", "value": 8}}')[0] == 0
    assert run("arena", "add", gid, '{"type": "arena.bidding_closed"}')[0] == 0
    # refused: the bid strength is owed (section 5); nothing is stored
    code, out, err = run("arena", "add", gid, '{"type": "play", "data": {"player": "Anna", "creature": '
                                              '"Zyklop", "value": 7}}')
    assert code == 2 and "§ 5" in err
    run("arena", "add", gid, '{"type": "open_bet", "data": {"player": "Anna", "creature": "zyklop"}}')
    run("arena", "add", gid, '{"type": "play", "data": {"player": "Anna", "creature": "Zyklop", "value": 8}}')
    code, out, _ = run("arena", "state", gid, "--json")
    data = json.loads(out)
    assert data["round"] == 1 and data["scores"] == {"Anna": 4, "Ben": 0}
    zyklop = data["creatures"][0]
    assert (zyklop["name"], zyklop["alive"], zyklop["strength"], zyklop["sponsor"]) == ("Zyklop", True, 8, "Anna")
    code, out, _ = run("arena", "options", gid, "--json")
    opts = json.loads(out)
    assert opts["game"] == "arena" and str(opts["game_id"]) == gid
    by_kind = {}
    for o in opts["options"]:
        by_kind.setdefault(o["kind"], []).append(o)
    assert next(o for o in by_kind["power"] if o["creature"] == "Zyklop")["allowed"] is True
    assert by_kind["power"][0]["targets"] == ["Ben"]  # 15.1: another player
    end = by_kind["end_turn"][0]
    assert end["draws"] == 1 and end["entry"] == {"type": "arena.end_turn", "v": 1, "data": {"player": "Anna"}}
    code, out, _ = run("arena", "undo", gid)
    assert code == 0 and out.startswith("rückgängig: Anna spielt Zyklop 8") and out.rstrip().endswith("(4)")
    assert json.loads(run("arena", "state", gid, "--json")[1])["creatures"][0]["strength"] is None
    run("arena", "redo", gid)
    code, out, _ = run("arena", "state", gid)
    assert "Zyklop" in out and "Anna 4" in out


def test_refusals(run) -> None:
    code, _, err = run("arena", "new", "--players", "Solo")
    assert code == 2 and "§ 1" in err
    gid = run("arena", "new", "--players", "A,B", "--setting", "arena.final_tie=shared")[1].strip()
    code, _, err = run("arena", "add", gid, '{"type": "rampage.draw", "data": {"player": "A"}}')
    assert code == 2
    code, _, err = run("arena", "add", gid, "{not json")
    assert code == 2 and "JSON" in err
    code, _, err = run("arena", "undo", gid)  # the set-up is the game itself
    assert code == 2 and "undo" in err


def _finished_game_events(table, rounds) -> tuple:
    """Five rounds (Zyklop, Hydra and Titan survive) and B's secret Hydra bet revealed: A 8, B 8."""
    from referee.arena.events import RevealSecret

    t = table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    bets = [{"A": ["Zyklop"], "B": ["?"]}, {"A": ["Titan"], "B": ["Hydra"]}, {"A": ["Drache"]}, {"A": ["Zyklop"]}, {}]
    for r, (victim, b) in enumerate(zip(["Troll", "Einhorn", "Warlock", "Ranger", "Drache"], bets, strict=True),
                                    start=1):
        t.fill(rounds(r, victim, alive, first="Zyklop" if r == 1 else ""), bets=b)
        alive.remove(victim)
    t.add(RevealSecret(player="B", creature="Hydra", value=2))
    return tuple(t.journal.events)


def test_tournament_of_finished_games(run, tmp_path, table, rounds) -> None:
    """13: three games; 12: only finished games have surviving bet points."""
    from rulesdb.journal import GameStore

    store = GameStore(f"sqlite:///{tmp_path}/g.sqlite")
    ids = [str(store.create_game("arena", events=_finished_game_events(table, rounds))) for _ in range(3)]
    code, out, _ = run("arena", "tournament", *ids, "--json")
    assert code == 0 and json.loads(out)["totals"] == {"A": 24, "B": 24}
    code, out, _ = run("arena", "tournament", *ids)
    assert code == 0 and "§ 13" in out


def test_tournament_refuses_a_running_game(run, tmp_path, table, rounds) -> None:
    """12, 13: a game that has not finished has no surviving bets yet; it is refused with a message."""
    from rulesdb.journal import GameStore

    store = GameStore(f"sqlite:///{tmp_path}/g.sqlite")
    done = [str(store.create_game("arena", events=_finished_game_events(table, rounds))) for _ in range(2)]
    running = run("arena", "new", "--players", "A,B")[1].strip()
    code, out, err = run("arena", "tournament", done[0], running, done[1])
    assert code == 2 and out == ""
    assert "§ 12, 13" in err and f"Partie {running} ist noch nicht beendet" in err
    code, _, err = run("--lang", "en", "arena", "tournament", done[0], done[1], done[0])
    assert code == 2 and "13" in err
