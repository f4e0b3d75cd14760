"""Run the catalogue of hostile inputs through ``schriftfuehrer``'s own ``main`` in this one process.

``python run_catalogue.py FOLDER`` prepares one game of each kind in a fresh store inside FOLDER, runs
every case through the command's own ``main`` (:func:`tests.in_process.call`: a case still running after minutes is
stopped by an alarm and counts as a hang) and prints one JSON line per case: exit code, seconds,
whether a traceback or an internal error showed, and whether any stored game changed.
"""

from __future__ import annotations

import json
import os
import sys
import time
import unicodedata
from pathlib import Path
from typing import Any

from catalogue import GAMES, cases

from tests import in_process


def call(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str, float]:
    start = time.perf_counter()
    code, out, err = in_process.call(argv, stdin=stdin)
    return code, out, err, time.perf_counter() - start


def raw(text: str) -> bool:
    """Does the output hold a control character (line ends and tabs aside): an escape, a bell, a title sequence?"""
    return any(unicodedata.category(c) == "Cc" and c not in "\n\t" for c in text)


def echoed(argv: list[str], text: str, limit: int = 300) -> bool:
    """Does the output repeat more than ``limit`` characters of one argument (a whole pasted line or file)?"""
    return any(len(a) > limit and any(a[i:i + limit] in text for i in range(0, len(a) - limit, limit))
               for a in argv if not a.startswith("{"))


def fill(arg: str, values: dict[str, str]) -> str:
    """Put the prepared games' ids and the scratch folder in for ``{got}``, ``{tmp}`` …"""
    for key, value in values.items():
        arg = arg.replace("{" + key + "}", value)
    return arg


def snapshot(db: str, ids: dict[str, str]) -> dict[str, Any]:
    from ui.service import GameService

    service = GameService(db)
    try:
        return {g: service.export(game_id=int(i)) | {"title": service.info(int(i)).title} for g, i in ids.items()}
    finally:
        service.close()


def main(folder: str) -> int:
    tmp = Path(folder)
    db = f"sqlite:///{tmp / 'games.sqlite'}"
    (tmp / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    news = {"got": ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb"],
            "arena": ["arena", "new", "--players", "Anna,Ben,Cleo"], "rampage": ["rampage", "new", "--players", "Anna,Ben"],
            "burgenkrieg": ["burgenkrieg", "new", "--players", "Ann,Bob"],
            "weiss": ["weiss", "new", "--sample-decks", "A,B", "--first", "A"]}
    ids = {}
    code, out, err, _ = call(["--db", db, "game", "new", "--game", "arena", "--json"])  # a game without set-up
    assert code == 0, err
    ids["bare"] = str(json.loads(out)["game_id"])
    for game in GAMES:
        code, out, err, _ = call(["--db", db, *news[game], "--json"])
        assert code == 0, err
        ids[game] = str(json.loads(out)["game_id"])
    after = snapshot(db, ids)
    for case in cases():
        argv = [fill(a, {**ids, "tmp": str(tmp)}) for a in case["args"]]
        if argv[0] != "--db":
            argv = ["--db", db, *argv]
        before = after  # nothing but the cases writes to the store: what the last one left
        code, out, err, seconds = call(argv, case.get("stdin", b""))
        after = snapshot(db, ids)
        print(json.dumps({"args": [a[:60] for a in case["args"]], "code": code, "seconds": round(seconds, 3),
                          "traceback": "Traceback" in err, "internal": code == 70, "changed": before != after,
                          "refused": case["refused"], "stderr": err[-300:], "raw": raw(out + err),
                          "echoed": echoed(argv, out + err)}), flush=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main(sys.argv[1]))
