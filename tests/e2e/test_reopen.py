"""Every game of every kind, made on the command line, reopens in the desktop app after a restart, and the
command line and the app give the same answer for the same entries.

The steps a user starts run in new processes: ``schriftfuehrer <game> new`` creates each game; one start of the app
(no ``--game``) opens a second game of the same set-up of each kind in turn from the start page by double-click and
is given the same entries as the command line's ``game add`` — accepted and refused ones —, quits; the app starts
again, opens each with Enter (from the snapshot the first start kept: no entry replayed) and shows the entry; the
public Python API reads every game in one fresh process; each entry is undone and made again as the game's quick line
(``<game> quick``).
The steps between them run through the command's own ``main`` in this process (:meth:`User.call`): one refused
``game add`` per game still starts fresh.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from .conftest import BOARD_FILE, User

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(40)

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


#: entries that break a rule right after the set-up and the first entry (each refused, nothing stored)
REFUSED: dict[str, list[dict[str, Any]]] = {
    "got": [{"type": "got.turn_ended", "data": {"player": "Cleo"}},
            {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}}],
    "arena": [{"type": "arena.bid", "data": {"player": "Ben", "value": 99}}],
    "rampage": [{"type": "rampage.draw", "data": {"player": "Anna"}}],
    "burgenkrieg": [{"type": "burgenkrieg.turn", "data": {"player": "Nobody"}}],
    "weiss": [{"type": "weiss.draw", "data": {"player": "A", "cards": ["Kaze"]}}],
}
#: the keys of the command line's ``--json`` answers, the same in every game: a new game, then a change
NEW_KEYS = frozenset({"game_id", "game", "title", "entries"})
CHANGE_KEYS = frozenset({"game_id", "game", "title", "entries", "label"})


def by_command_line(user: User, game_id: int, entries: list[Any]) -> list[dict[str, Any] | None]:
    """``game add`` of each entry (the first refused one in a new process): None where it was stored, else the
    refusal's text and sections as the ``--json`` answer says them."""
    answers: list[dict[str, Any] | None] = []
    added: dict[str, Any] = {}
    fresh = 1  # the first refused one
    for n, e in enumerate(entries):
        proc = (user.run if n == fresh else user.call)("game", "add", str(game_id), json.dumps(e), "--json", check=False)
        if proc.returncode == 0:
            answers.append(None)
            added = json.loads(proc.stdout)
        else:
            assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
            answer = json.loads(proc.stdout)
            answers.append({"text": answer["message_de"], "sections": answer["sections"]})
    assert frozenset(added) == CHANGE_KEYS, added
    return answers


def test_every_kind_of_game_reopens_after_a_restart_and_both_front_ends_agree(user: User) -> None:
    made = {game: user.json(*GAMES[game][0]) for game in GAMES}
    for game, answer in made.items():
        assert answer["game"] == game and answer["entries"] == 1 and frozenset(answer) == NEW_KEYS, answer
    by_cli = {game: int(made[game]["game_id"]) for game in GAMES}
    by_app = {game: int(user.json(*GAMES[game][0], fresh=False)["game_id"]) for game in GAMES}
    entries = {game: [entry, *REFUSED[game], {"type": f"{game}.no_such_entry", "data": {}}, "not an entry"]
               for game, (_, entry, _) in GAMES.items()}

    # one start of the app opens each game from the start page by double-click and is given the entries
    first = dict(zip(GAMES, user.apps([(by_app[g], "click", entries[g]) for g in GAMES]), strict=True))
    for game, (_, _, label) in GAMES.items():
        shown = first[game]
        assert shown["game_id"] == by_app[game] and shown["game"] == game, (game, shown)
        assert shown["page"] is not None and shown["history"][-1] == f"2. {HISTORY.get(game, label)}", (game, shown)
        cli = by_command_line(user, by_cli[game], entries[game])
        assert cli[0] is None and all(c is not None for c in cli[1:]), (game, cli)
        assert [a is None for a in shown["refusals"]] == [c is None for c in cli], game
        for c, a in zip(cli, shown["refusals"], strict=True):
            if c is not None and a is not None:
                assert a["sections"] == c["sections"] and c["text"] in a["text"], (game, c, a)
        exported = [json.loads(user.call("game", "export", str(g)).stdout) for g in (by_cli[game], by_app[game])]
        assert exported[0]["events"] == exported[1]["events"] and exported[0]["redo"] == exported[1]["redo"], game

    # the app starts again and opens each with Enter, from the snapshot the first start kept when it quit
    again = dict(zip(GAMES, user.apps([(by_app[g], "enter", []) for g in GAMES]), strict=True))
    for game in GAMES:
        assert again[game]["game_id"] == by_app[game] and again[game]["history"] == first[game]["history"], game
    kinds = {g.game.id: g.sheets[0].kind for g in __import__("printouts.registry").registry.GAMES}
    out = user.python(  # the snapshot holds: opening records no entry, and derives what a full replay does
        "from pathlib import Path\n"
        "from referee.core.journal import Journal\n"
        "from rulesdb.journal import GameStore, open_journal\n"
        "from rulesdb.journal.session import open_game\n"
        "from printouts import render_pdf\n"
        f"for app, cli, kind in {[(by_app[g], by_cli[g], kinds[g]) for g in GAMES]!r}:\n"
        "    store = GameStore(); opened = open_game(store, app); loaded = store.load(app)\n"
        "    full = Journal(opened.journal.engine, loaded.events)\n"
        "    print(opened.recorded, opened.journal.state == full.state, len(opened.lines['de']))\n"
        "    j = open_journal(GameStore(), cli)\n"
        "    print(len(j), j.events[-1].label('de'))\n"
        "    pdf = render_pdf(kind, Path(f'sheet-{cli}.pdf'), store=GameStore(), game_id=cli)\n"
        "    print(pdf.read_bytes()[:5].decode())\n")
    assert out.splitlines() == [line for (_, _, label) in GAMES.values() for line in ("0 True 2", f"2 {label}", "%PDF-")]

    for game, (_, _, label) in GAMES.items():
        shown = user.json("game", "show", str(by_app[game]), fresh=False)
        assert [h["label"] for h in shown["history"]][-1] == HISTORY.get(game, label) and shown["entries"] == 2
        undone = user.json(f"{game}", "undo", str(by_cli[game]), fresh=False)
        assert frozenset(undone) == CHANGE_KEYS and undone["entries"] == 1 and undone["game"] == game
        quick = user.json(game, "quick", str(by_cli[game]), QUICK[game])
        assert quick["label"] == label and quick["entries"] == 2, game
        refused = user.call(game, "quick", str(by_cli[game]), "§§", check=False)
        assert refused.returncode == 2 and "Traceback" not in refused.stderr, game
        assert user.json("game", "show", str(by_cli[game]), fresh=False)["entries"] == 2, game
