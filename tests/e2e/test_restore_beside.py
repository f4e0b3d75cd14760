"""A backup restored from the command line while the app has the game open and the players' page is served, each in
its own process (issue 33): the page shows the restored games, and every entry the app acknowledges afterwards is in
the store when a new process opens it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.hang import HANG

from .conftest import HERE, ROOT, User

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(20)


def note(text: str) -> dict[str, Any]:
    return {"type": "core.note", "data": {"on": 0, "text": text}}


def state(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url + "state.json", timeout=HANG) as answer:
        found: dict[str, Any] = json.loads(answer.read())
        return found


def page_shows(url: str, entries: int) -> dict[str, Any]:
    """state.json once it counts ``entries`` (the page follows the store; a hang only after minutes)."""
    end = time.monotonic() + HANG
    while (found := state(url))["entries"] != entries and time.monotonic() < end:
        time.sleep(0.2)
    return found


def test_a_restore_beside_the_open_app_and_the_page_loses_no_entry(user: User, tmp_path: Path) -> None:
    # the game and its backup through the command's own main in this process; the page, the app and the restore
    # in processes of their own, beside each other
    gid = user.json("rampage", "new", "--players", "Anna,Ben", fresh=False)["game_id"]
    user.call("game", "note", str(gid), "--on", "0", "vorher")
    backup = user.json("db", "backup", fresh=False)["file"]
    user.call("game", "note", str(gid), "--on", "0", "nach der Sicherung")  # only in the file the restore replaces

    display = subprocess.Popen([*user.command(), "display", str(gid), "--serve", "127.0.0.1:0"], env=user.env,
                               cwd=user.home, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    flag = tmp_path / "restored"
    after = ["eins", "zwei", "drei"]
    user.with_rules()
    app = subprocess.Popen([sys.executable, str(HERE / "drive_app.py"), str(gid), "click",
                            json.dumps([note("im Programm"), {"wait": str(flag)}, *map(note, after)])],
                           env=user.env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert display.stdout is not None and app.stdout is not None
        url = display.stdout.readline().strip()
        assert page_shows(url, 4)["entries"] == 4
        assert app.stdout.readline().strip() == "waiting"  # the app has the game open, its first note made
        seen = state(url)

        said = user.run("db", "restore", backup).stdout  # the app and the page keep the games open meanwhile
        assert said.startswith(f"Zurückgeholt aus {backup}: ") and "Partien" in said, said
        restored = page_shows(url, 2)
        assert restored["entries"] == 2 and restored["version"] != seen["version"]

        flag.touch()
        out, err = app.communicate(timeout=HANG)
        assert app.returncode == 0 and "Traceback" not in err, err
        shown = json.loads([line for line in out.splitlines() if line.startswith("{")][-1])
        made = [text for text, refusal in zip(after, shown["refusals"][2:], strict=True) if refusal is None]
        assert page_shows(url, 2 + len(made))["entries"] == 2 + len(made)  # the page follows the restored store
    finally:
        app.kill() if app.poll() is None else None
        display.send_signal(signal.SIGINT)
        display.communicate(timeout=HANG)
    refusals = shown["refusals"]
    assert refusals[:2] == [None, None]  # "im Programm" acknowledged before the restore; the wait
    for refusal in refusals[2:]:
        assert refusal is None or "Sicherung wurde zurückgeholt" in refusal["text"], refusal
    assert made[-2:] == ["zwei", "drei"]

    stored = user.json("game", "show", str(gid))
    assert [n["text"] for n in stored["notes"]] == ["vorher", *made]  # each acknowledged entry, nothing else
    assert len(stored["history"]) == len(shown["history"]) and "drei" in shown["history"][-1]
