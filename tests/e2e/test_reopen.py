"""Every game of every kind, made on the command line, reopens in the desktop app after a restart.

Each step runs in a new process, as a user starts the product: ``schriftfuehrer <game> new`` creates
the game; the app (no ``--game``) opens it from the start page by double-click, makes one entry, quits;
the app starts again, opens it with Enter (from the snapshot the first kept: no entry replayed) and shows the
entry; the public Python API reads it too.
"""

from __future__ import annotations

import json

import pytest

from .conftest import BOARD_FILE, User

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(105)

#: game -> (the command line that makes it, one entry a scribe makes next, its label in the history)
GAMES: dict[str, tuple[list[str], dict[str, object], str]] = {
    "got": (["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", BOARD_FILE],
            {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}}, "Rot 2 → B (Brush) · 3"),
    "arena": (["arena", "new", "--players", "Anna,Ben,Cleo"],
              {"type": "arena.bid", "data": {"player": "Anna", "value": 4}}, "Anna bietet 4"),
    "rampage": (["rampage", "new", "--players", "Anna,Ben"],
                {"type": "rampage.draw", "data": {"player": "Anna"}}, "Anna zieht"),
    "burgenkrieg": (["burgenkrieg", "new", "--players", "Ann,Bob"],
                    {"type": "burgenkrieg.turn", "data": {"player": "Ann"}}, "Zug von Ann"),
    "weiss": (["weiss", "new", "--sample-decks", "A,B", "--first", "A"],
              {"type": "weiss.draw", "data": {"player": "A", "cards": ["Kaze", "Hana", "Tori", "Yuki", "Sora"]}},
              "A zieht 5"),
}
#: where the history (the scribe's view) says more than the entry's label: Weiß Schwarz names the cards drawn
HISTORY = {"weiss": "A zieht 5: Kaze, Hana, Tori, Yuki, Sora"}
#: the same entry as the game's quick line (``<game> quick``, one command name in every game)
QUICK = {"got": "R2 B 3", "arena": "An 4", "rampage": "z", "burgenkrieg": "zug", "weiss": "z A Kaze Hana Tori Yuki Sora"}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_stored_game_reopens_after_a_restart(user: User, game: str) -> None:
    new, entry, label = GAMES[game]
    label = HISTORY.get(game, label)
    made = user.json(*new)
    assert made["game"] == game and made["entries"] == 1
    game_id = made["game_id"]

    first = user.app(game_id, "click", [entry])
    assert first["game_id"] == game_id and first["game"] == game and first["refusals"] == [None]
    assert first["page"] is not None and first["history"][-1] == f"2. {label}"

    again = user.app(game_id, "enter")  # from the snapshot the first app kept when it quit
    assert again["game_id"] == game_id and again["history"] == first["history"]
    kept = user.python(  # the snapshot holds: opening records no entry, and derives what a full replay does
        "from referee.core.journal import Journal\n"
        "from rulesdb.journal import GameStore\n"
        "from rulesdb.journal.session import open_game\n"
        f"store = GameStore(); opened = open_game(store, {game_id}); loaded = store.load({game_id})\n"
        "full = Journal(opened.journal.engine, loaded.events)\n"
        "print(opened.recorded, opened.journal.state == full.state, len(opened.lines['de']))\n")
    assert kept.split() == ["0", "True", "2"]

    shown = user.json("game", "show", str(game_id))
    assert [h["label"] for h in shown["history"]][-1] == label and shown["entries"] == 2


#: the keys of the command line's ``--json`` answers, the same in every game: a new game, then a change
NEW_KEYS = frozenset({"game_id", "game", "title", "entries"})
CHANGE_KEYS = frozenset({"game_id", "game", "title", "entries", "label"})


@pytest.mark.parametrize("game", list(GAMES))
def test_the_python_api_reads_a_stored_game_in_a_fresh_process(user: User, game: str) -> None:
    """The game made and changed on the command line (its ``--json`` answers have the keys of every game's) is
    read by the public Python API in a fresh process; then the entry is undone with ``<game> undo`` and made again
    as the game's quick line (``<game> quick``); a line that is no entry is refused, nothing stored."""
    new, entry, label = GAMES[game]
    made = user.json(*new)
    game_id = made["game_id"]
    added = user.json("game", "add", str(game_id), json.dumps(entry))
    assert made["game"] == added["game"] == game and added["label"] == label
    kind = next(p.kind for g in __import__("printouts.registry").registry.GAMES if g.game.id == game for p in g.sheets)
    out = user.python(
        "from rulesdb.journal import GameStore, open_journal\n"
        "from printouts import render_pdf\n"
        "from pathlib import Path\n"
        f"j = open_journal(GameStore(), {game_id})\n"
        "print(len(j), j.events[-1].label('de'))\n"
        f"pdf = render_pdf({kind!r}, Path('sheet.pdf'), store=GameStore(), game_id={game_id})\n"
        "print(pdf.read_bytes()[:5].decode())\n")
    assert out.splitlines() == [f"2 {label}", "%PDF-"]
    undone = user.json(f"{game}", "undo", str(game_id))
    assert (frozenset(made), frozenset(added), frozenset(undone)) == (NEW_KEYS, CHANGE_KEYS, CHANGE_KEYS)
    assert undone["entries"] == 1 and undone["game"] == game
    quick = user.json(game, "quick", str(game_id), QUICK[game])
    assert quick["label"] == label and quick["entries"] == 2
    refused = user.run(game, "quick", str(game_id), "§§", check=False)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr and user.json("game", "show", str(game_id))[
        "entries"] == 2
