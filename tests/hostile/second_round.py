"""The second catalogue of hostile and unusual input (issue 28): restore, backups, numbers that must read back,
export files of a newer format, a read-only address, pipes and devices where files belong, huge and deep
files, a full disk, terminals without umlauts, long paths, markup in names.

Every case is one ``schriftfuehrer`` command with its own fresh copy of the prepared data folder (:func:`prepare`),
run by :mod:`tests.hostile.second_check`: ``fresh`` (and every case with an ``env``) in a new process as a user runs
it, the others through the command's own ``main`` in one process. Placeholders: ``{got}``, ``{bare}``, ``{battle}`` (game ids),
``{tmp}`` (the prepared inputs, shared and never written), ``{out}`` (the case's own scratch folder, with a
named pipe ``fifo`` that no one writes to or reads from),
``{data}`` (the case's games folder), ``{backup}`` (a backup in it), ``{full}`` (a full disk).

A case says what must happen: ``refused`` (exit 2, the games file byte for byte as it was, the backups as
they were) or accepted (exit 0, then every ``then`` command exits 0 too); ``words`` must be in the message,
``not_words`` must not; ``absent`` paths must not exist afterwards. Every case: no traceback, no internal
error, no hang, no line longer than :data:`LONGEST_LINE`.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

from tests.hang import HANG as SUITE_HANG

#: the longest line a message may have (a 5000-character path is shown shortened)
LONGEST_LINE = 700
#: seconds after which a case counts as a hang (minutes: a loaded machine is slow, not hung)
HANG = SUITE_HANG

CORRECTION = {"type": "got.correction", "data": {"reason": "Zählfehler", "player": "Anna", "points": "1"}}
PLAYERS = ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb"]


def correction(points: str) -> str:
    return json.dumps({**CORRECTION, "data": {**CORRECTION["data"], "points": points}})


def _restore_cases() -> list[dict[str, Any]]:
    refused = [
        ("{tmp}/foreign.sqlite", "another program"), ("{tmp}/newer.sqlite", "newer version"),
        ("{tmp}/empty.sqlite", "empty"), ("/dev/null", "not a regular file"),
        ("{tmp}/appid-only.sqlite", "no games tables"), ("{tmp}/rules.sqlite", "another program"),
        ("{tmp}/truncated.sqlite", "damaged or incomplete"), ("{tmp}/folder", "folder"),
        ("{tmp}/missing.sqlite", "does not exist"),
        ("/dev/zero", "not a regular file"), ("{data}/games.sqlite", "games file itself"),
    ]
    out: list[dict[str, Any]] = [{"args": ["db", "restore", f], "refused": True, "words": [w]} for f, w in refused]
    out.append({"args": ["db", "restore", "{out}/fifo"], "refused": True, "words": ["not a regular file"], "fresh": True})
    out.append({"args": ["db", "restore", "{backup}"], "refused": False, "then": [["game", "list"], ["db", "check"]],
                "fresh": True})
    # nothing the program writes for the user is renamed over the games file, its log or a backup (issue 33)
    out += [{"args": args, "refused": True, "words": ["is a games file"]} for args in (
        ["game", "export", "{got}", "-o", "{data}/games.sqlite"], ["game", "export", "{got}", "-o", "{data}/games.sqlite-wal"],
        ["print", "rampage-match", "--blank", "-o", "{data}/games.sqlite"], ["print", "got-score", "--blank", "-o", "{backup}"])]
    out.append({"args": ["--lang", "en", "db", "backups"], "refused": False, "stdout": ["manual"]})
    return out


def cases() -> list[dict[str, Any]]:
    long_dir = "d" * 5000
    out = _restore_cases()
    out += [
        # what the write path accepts, the read path reads (one edge for both)
        {"args": ["game", "add", "{got}", correction("1234.5")], "refused": False,
         "then": [["game", "show", "{got}"], ["game", "export", "{got}", "-o", "{out}/e.json"], ["db", "check"]]},
        # points are whole or half (20.3, 20.4, 24.8: issue 36), however many digits
        {"args": ["game", "add", "{got}", correction("1234.123456789")], "refused": True, "words": ["whole or half"]},
        {"args": ["game", "add", "{got}", correction("999999999.999999999")], "refused": True,
         "words": ["whole or half"]},
        {"args": ["game", "add", "{got}", correction("1/9999999999")], "refused": True, "words": ["finely divided"]},
        {"args": ["game", "import", "{tmp}/journal-fine.json"], "refused": False, "then": [["db", "check"]]},
        {"args": ["game", "import", "{tmp}/journal-nan.json"], "refused": True, "words": ["NaN"],
         "not_words": ["digits", "Stellen"]},
        {"args": ["game", "import", "{tmp}/journal-v99.json"], "refused": True, "words": ["written by a newer version"]},
        # a read-only address is honoured (or an option not honoured is refused), never ignored
        {"args": ["--db", "sqlite:///{data}/games.sqlite?mode=ro", "game", "rename", "{got}", "Neu"], "refused": True,
         "words": ["reading only"]},
        {"args": ["--db", "sqlite:///{data}/games.sqlite?mode=ro", "game", "add", "{got}", correction("2")],
         "refused": True, "words": ["reading only"]},
        {"args": ["--db", "sqlite:///{data}/games.sqlite?mode=ro", "game", "list"], "refused": False, "unchanged": True},
        {"args": ["--db", "sqlite:///{data}/games.sqlite?mode=ro", "db", "restore", "{backup}"], "refused": True,
         "words": ["reading only"]},
        {"args": ["--db", "sqlite:///{data}/games.sqlite?cache=shared", "game", "list"], "refused": True,
         "words": ["not supported"]},
        # a pipe (no writer, no reader) or a device where a file belongs: refused at once
        {"args": [*PLAYERS, "--board", "{out}/fifo"], "refused": True, "words": ["not a regular file"]},
        {"args": ["game", "import", "{out}/fifo"], "refused": True, "words": ["not a regular file"]},
        {"args": ["rules", "import", "{out}/fifo", "--game", "got"], "refused": True, "words": ["not a regular file"]},
        {"args": ["print", "got-score", "--blank", "-o", "{out}/fifo"], "refused": True, "words": ["not a regular file"]},
        {"args": ["game", "export", "{got}", "-o", "{out}/fifo"], "refused": True, "words": ["not a regular file"]},
        {"args": ["got", "chart", "--chart-corrections", "{out}/fifo"], "refused": True, "words": ["not a regular file"]},
        {"args": ["weiss", "new", "--deck", "{out}/fifo", "--deck", "{out}/fifo", "--first", "A"], "refused": True,
         "words": ["not a regular file"]},
        {"args": [*PLAYERS, "--board", "/dev/zero"], "refused": True, "words": ["not a regular file"]},
        {"args": ["game", "import", "/dev/zero"], "refused": True, "words": ["not a regular file"]},
        {"args": ["--db", "/dev/null", "game", "list"], "refused": True, "words": ["not a database file"],
         "not_words": ["corrupt", "beschädigt"]},
        {"args": ["--db", "{out}/fifo", "game", "list"], "refused": True, "words": ["not a database file"],
         "not_words": ["corrupt", "beschädigt"]},
        {"args": ["--db", "{tmp}/empty.sqlite/below.sqlite", "game", "list"], "refused": True,
         "words": ["a part of the path is a file"], "not_words": ["corrupt", "beschädigt"]},
        # large inputs under the size limits are read in linear time (or refused by count)
        {"args": [*PLAYERS, "--board", "{tmp}/board-28000.toml"], "refused": True, "words": ["at most 1000"]},
        {"args": ["game", "import", "{tmp}/journal-300000.json"], "refused": True, "words": ["at most 20,000 entries"]},
        {"args": ["rules", "import", "{tmp}/rules-spaces.txt", "--game", "got"], "refused": False},
        # internal errors that were tracebacks
        {"args": ["got", "quick", "{got}", "R2 B12 ²"], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 B12 " + "9" * 5000], "refused": True, "words": ["at most 500"]},
        {"args": [*PLAYERS, "--board", "{tmp}/board-bigint.toml"], "refused": True, "words": ["thousands of digits"]},
        {"args": [*PLAYERS, "--board", "{tmp}/board-deep-arrays.toml"], "refused": True, "words": ["nested too deeply"]},
        {"args": [*PLAYERS, "--board", "{tmp}/board-deep-tables.toml"], "refused": True, "words": ["nested too deeply"]},
        {"args": ["print", "got-score", "--game-id", "{bare}", "-o", "{out}/s.pdf"], "refused": True,
         "words": ["no set-up"], "absent": ["{out}/s.pdf"]},
        {"args": ["game", "list"], "env": {"PYTHONIOENCODING": "ascii"}, "refused": False},
        {"args": ["got", "state", "{got}"], "env": {"PYTHONIOENCODING": "ascii"}, "refused": False},
        {"args": ["got", "quick", "{got}", "R2 B12"], "env": {"PYTHONIOENCODING": "ascii"}, "refused": True},
        # the right words
        {"args": ["--db", "postgresql://nobody@127.0.0.1:1/none", "game", "list"], "refused": True, "one_line": True,
         "words": ["unreachable"], "fresh": True},
        {"args": ["--db", "{out}/" + long_dir + "/g.sqlite", "game", "list"], "refused": True, "words": ["too long"]},
        {"args": ["print", "got-score", "--blank", "-o", "{out}/" + long_dir + "/s.pdf"], "refused": True, "fresh": True},
        {"args": ["db", "restore", "{out}/" + long_dir + ".sqlite"], "refused": True},
        # accepted though wrong
        {"args": [*PLAYERS, "--board", "{tmp}/board-bool.toml"], "refused": True, "words": ["whole numbers"]},
        {"args": ["game", "add", "{battle}", json.dumps({"type": "got.battle_ended", "data": {"phantom_to": "Nowhere 1"}})],
         "refused": True, "words": ["No Phantom appears"]},
        {"args": ["print", "got-score", "--blank", "-o", "{out}/missing-dir/"], "refused": True, "words": ["names a folder"],
         "absent": ["{out}/missing-dir"]},
        {"args": ["got", "quick", "{got}", "land Brush <b>B&amp;12</b> /x"], "refused": False,
         "then": [["game", "export", "{got}"]], "stdout": ["<b>B&amp;12</b> /x"]},
        # a full disk: said so, and no half a file
        {"args": ["--db", "{full}/g.sqlite", "game", "add", "1", correction("3")], "refused": True, "words": ["is full"],
         "not_words": ["corrupt", "beschädigt"], "needs": "full", "fresh": True},
        {"args": ["--db", "{full}/new.sqlite", "game", "list"], "refused": True, "words": ["is full"],
         "not_words": ["corrupt", "beschädigt"], "needs": "full"},
        {"args": ["print", "got-score", "--blank", "-o", "{full}/s.pdf"], "refused": True, "words": ["is full"],
         "absent": ["{full}/s.pdf"], "no_temp": "{full}", "needs": "full"},
        {"args": ["game", "export", "{got}", "-o", "{full}/e.json"], "refused": True, "words": ["is full"],
         "absent": ["{full}/e.json"], "no_temp": "{full}", "needs": "full"},
    ]
    return out


# -- the prepared inputs ----------------------------------------------------------------------------------


def prepare(base: Path) -> dict[str, str]:
    """Make the template data folder (three games and a backup) and the inputs; the placeholders' values."""
    from referee.got import events as ev
    from tests.service.test_battle_service import SETUP, pass_turn
    from ui.service import GameService, database

    tmp, template = base / "inputs", base / "template" / "schriftfuehrer"
    tmp.mkdir(parents=True)
    template.mkdir(parents=True)
    service = GameService(f"sqlite:///{template / 'games.sqlite'}")
    got = service.new_game(game="got", setup=SETUP)
    bare = service.new_game(game="got")
    battle = service.new_game(game="got", setup=SETUP)
    while battle.state.round <= 10 or battle.state.mover_player.name != "Ben":
        pass_turn(battle)
    battle.add(ev.Move(marker="Blau 2", to="Brush:B", distance=3))
    battle.add(ev.TurnEnded(player="Ben"))
    while battle.state.mover_player.name != "Anna":
        pass_turn(battle)
    battle.add(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    battle.add(ev.BattleOpened(attacker="Rot 2", defender="Blau 2"))
    battle.add(ev.BattleRound(round=1, beaten_defender=("Centaur", "Gargoyle")))
    made = database.backup(service)
    exported = service.export(game_id=got.id)
    service.close()
    assert not (template / "games.sqlite-wal").exists()
    _inputs(tmp, made, exported)
    return {"got": str(got.id), "bare": str(bare.id), "battle": str(battle.id), "tmp": str(tmp),
            "backup_name": made.name}


def _inputs(tmp: Path, backup: Path, exported: dict[str, Any]) -> None:
    con = sqlite3.connect(tmp / "foreign.sqlite")
    con.execute("CREATE TABLE notes (x TEXT)")
    con.commit()
    con.close()
    shutil.copyfile(backup, tmp / "newer.sqlite")
    con = sqlite3.connect(tmp / "newer.sqlite")
    con.execute("PRAGMA user_version = 999")
    con.commit()
    con.close()
    (tmp / "empty.sqlite").write_bytes(b"")
    con = sqlite3.connect(tmp / "appid-only.sqlite")
    con.execute(f"PRAGMA application_id = {0x53636846}")
    con.execute("PRAGMA user_version = 2")
    con.commit()
    con.close()
    from rulesdb.rules.book import ensure_built

    ensure_built(tmp / "rules.sqlite")
    (tmp / "truncated.sqlite").write_bytes(backup.read_bytes()[:9000])
    (tmp / "folder").mkdir()
    lands = ", ".join(f'"{i}"' for i in range(28_000))
    (tmp / "board-28000.toml").write_text(f"[lands]\nBrush = [{lands}]\n", encoding="utf-8")
    (tmp / "board-bigint.toml").write_text(f"[lands]\nBrush = [{'9' * 5000}]\n", encoding="utf-8")
    (tmp / "board-deep-arrays.toml").write_text("[lands]\nBrush = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    (tmp / "board-deep-tables.toml").write_text("[lands]\nBrush = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n",
                                                encoding="utf-8")
    (tmp / "board-bool.toml").write_text("[lands]\nBrush = [true, false]\n", encoding="utf-8")
    fine = {**CORRECTION, "v": 1, "data": {**CORRECTION["data"], "points": "1234123456789/1000000000"}}
    (tmp / "journal-fine.json").write_text(json.dumps({**exported, "events": [*exported["events"], fine]}), encoding="utf-8")
    nan = json.dumps({**exported, "events": [*exported["events"], {**CORRECTION, "data": {**CORRECTION["data"],
                                                                                          "points": 0}}]})
    (tmp / "journal-nan.json").write_text(nan.replace('"points": 0', '"points": NaN'), encoding="utf-8")
    (tmp / "journal-v99.json").write_text(json.dumps({**exported, "version": 99}), encoding="utf-8")
    (tmp / "journal-300000.json").write_text(json.dumps({**exported, "redo": [CORRECTION] * 300_000}), encoding="utf-8")
    (tmp / "rules-spaces.txt").write_text("17.1 Titel" + " " * 100_000 + "x\n17.2 Zweiter – Text\n", encoding="utf-8")


def full_disk(folder: Path, template: Path) -> bool:
    """A tiny tmpfs at ``folder`` holding a games file, then filled up; False when nothing can be mounted here."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)], capture_output=True,
                          check=False)
    if done.returncode != 0:
        return False
    shutil.copyfile(template / "games.sqlite", folder / "g.sqlite")
    try:
        with (folder / "filler").open("wb") as fh:
            while True:
                fh.write(b"\0" * 4096)
                fh.flush()
    except OSError:
        pass
    return True


def unmount(folder: Path) -> None:
    subprocess.run(["umount", str(folder)], capture_output=True, check=False)
