"""A note on the command line: ``game note`` (the last entry by default, ``--on``, the
text from standard input), refusals with a message, ``game show`` with the note beside its entry, the sheet
printing it, export and import keeping it, and the app showing it after a restart. The steps a user starts fresh
(the first note, a refused one, the printout, the import, the app) run in new processes, the ones between them
through the command's own ``main`` in this process (:meth:`User.call`)."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing

import pytest

from tests.printouts.pdftext import text

from .conftest import User

pytestmark = pytest.mark.slow(25)


def test_a_note_is_made_shown_printed_exported_and_reopened(user: User) -> None:
    game_id = str(user.json("rampage", "new", "--players", "Anna,Ben")["game_id"])
    user.call("game", "add", game_id, json.dumps({"type": "rampage.draw", "data": {"player": "Anna"}}))
    made = user.json("game", "note", game_id, "Anna verspricht Ben: <b>kein</b> Angriff & Frieden")
    assert made["label"] == "Notiz zu Eintrag 2: Anna verspricht Ben: <b>kein</b> Angriff & Frieden"
    assert made["entries"] == 3
    user.call("game", "note", game_id, "--on", "0", "-", stdin="Turnier im Verein\r\n\r\n  Tisch 3  \n")
    refused = user.run("game", "note", game_id, "--on", "3", "noch eine", check=False)
    assert refused.returncode == 2 and "Eintrag 3 ist selbst eine Notiz" in refused.stderr and not refused.stdout
    refused = user.call("game", "note", game_id, "--on", "9", "später", check=False)
    assert refused.returncode == 2 and "Eintrag 9 gibt es nicht; die Partie hat 4 Einträge" in refused.stderr
    assert "Die Notiz ist leer" in user.call("game", "note", game_id, " ", check=False).stderr

    shown = user.call("game", "show", game_id).stdout.splitlines()
    at = shown.index("   2. Anna zieht")
    assert shown[at + 1:at + 3] == ["       3. Notiz: Anna verspricht Ben: <b>kein</b> Angriff & Frieden",
                                    "   4. Notiz zur Partie: Turnier im Verein / Tisch 3"]  # each note once
    data = user.json("game", "show", game_id, fresh=False)
    assert data["notes"] == [{"on": 2, "text": "Anna verspricht Ben: <b>kein</b> Angriff & Frieden"},
                             {"on": 0, "text": "Turnier im Verein\nTisch 3"}]
    assert data["history"][1]["notes"] == ["Anna verspricht Ben: <b>kein</b> Angriff & Frieden"]

    user.run("print", "rampage-match", "--game-id", game_id, "-o", "bogen.pdf")
    printed = " ".join(text(user.home / "bogen.pdf").split())
    assert "Notizen" in printed and "Anna verspricht Ben: <b>kein</b> Angriff & Frieden" in printed
    assert "zur Partie Turnier im Verein Tisch 3" in printed

    user.call("game", "export", game_id, "-o", "partie.json")
    again = str(user.json("game", "import", str(user.home / "partie.json"))["game_id"])
    assert user.json("game", "show", again, fresh=False)["notes"] == data["notes"]

    # what ``game note`` refuses, an import marks — and ``--strict`` refuses, naming the entry, storing nothing
    # (issue 33: a note on entry 999 and a note on a note came in unmarked)
    written = json.loads((user.home / "partie.json").read_text(encoding="utf-8"))
    written["events"] += [{"type": "core.note", "v": 1, "data": {"on": 999, "text": "zu spät"}},
                          {"type": "core.note", "v": 1, "data": {"on": 3, "text": "zur Notiz"}}]
    (user.home / "hand.json").write_text(json.dumps(written), encoding="utf-8")
    marked = user.json("game", "import", str(user.home / "hand.json"), fresh=False)
    assert [(j["seq"], j["applied"]) for j in marked["judged_differently"]] == [(5, True), (6, True)]
    assert "Eintrag 999 gibt es nicht" in marked["judged_differently"][0]["message_de"]
    listed = user.json("game", "list", fresh=False)["games"]
    # after an update of the program every kept summary is the earlier version's: listed at once, marked (issue 38)
    with closing(sqlite3.connect(user.home / "data" / "schriftfuehrer" / "games.sqlite")) as store, store:
        store.execute("UPDATE summary SET code = 'earlier version'")
    strict = user.call("game", "import", "--strict", str(user.home / "hand.json"), check=False)
    assert strict.returncode == 2 and "Eintrag 5 (Notiz zu Eintrag 999: zu spät)" in strict.stderr, strict.stderr
    assert "Nichts wurde gespeichert" in strict.stderr and not strict.stdout
    earlier = user.json("game", "list")["games"]  # a fresh process
    assert [{**g, "summary_current": True} for g in earlier] == listed and listed[0]["players"] == ["Anna", "Ben"]
    assert not any(g["summary_current"] for g in earlier)

    reopened = user.app(int(again), "enter")
    assert reopened["history"][1:] == ["2. Anna zieht", "    ✎ Anna verspricht Ben: <b>kein</b> Angriff & Frieden",
                                       "3. Notiz zu Eintrag 2: Anna verspricht Ben: <b>kein</b> Angriff & Frieden",
                                       "4. Notiz zur Partie: Turnier im Verein / Tisch 3"]
    assert user.json("game", "undo", again, fresh=False)["label"] == "Notiz zur Partie: Turnier im Verein / Tisch 3"


def test_a_game_of_notes_up_to_the_limit_takes_no_entry_and_says_why(user: User) -> None:
    """A game at the entry limit (20,000: the set-up and notes, imported as a table's file) refuses a new entry
    and a new note in words, with the limit, in both languages — nothing stored (issue 38)."""
    game_id = str(user.json("rampage", "new", "--players", "Anna,Ben", fresh=False)["game_id"])
    user.call("game", "export", game_id, "-o", "partie.json")
    written = json.loads((user.home / "partie.json").read_text(encoding="utf-8"))
    written["events"] += [{"type": "core.note", "v": 1, "data": {"on": 1, "text": "Tischgespräch"}}] * 19_999
    (user.home / "voll.json").write_text(json.dumps(written), encoding="utf-8")
    full = str(user.json("game", "import", str(user.home / "voll.json"), fresh=False)["game_id"])
    said = ("Die Partie ist voll: sie hat 20.000 Einträge, so viele, wie eine Partie höchstens haben kann; bitte eine "
            "neue Partie beginnen. / The game is full: it has 20,000 entries, as many as a game can hold; please "
            "start a new game.")
    for attempt in (["game", "add", full, json.dumps({"type": "rampage.draw", "data": {"player": "Anna"}})],
                    ["game", "note", full, "noch eine"]):
        refused = (user.call if attempt[1] == "note" else user.run)(*attempt, check=False)  # the entry: a new process
        assert refused.returncode == 2 and said in refused.stderr and not refused.stdout, refused.stderr
    assert [g["entries"] for g in user.json("game", "list", fresh=False)["games"] if str(g["game_id"]) == full] == [20_000]
