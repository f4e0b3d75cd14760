"""How to add a sixth game (``docs/ARCHITECTURE.md``), kept honest: the tests' demo game (``referee.core.demo``),
registered only here, goes through every layer — engine, journal and store, the service, the command line in a
new process — with nothing of it written anywhere else (the app's generic parts: ``tests/ui/test_sixth_game_app.py``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import referee.registry
from referee.core.demo import SPEC
from referee.core.demo.events import Add, DemoSetup
from referee.core.errors import InvalidInput, JournalError, RuleViolation
from referee.core.events import from_dict, to_dict
from referee.core.journal import Journal
from referee.core.limits import ENTRIES_LIMIT
from rulesdb.journal import GameStore
from rulesdb.journal.session import open_journal
from tests import in_process
from tests.hang import HANG
from ui.service import GameService

ROOT = Path(__file__).resolve().parents[1]
SETUP = {"type": "demo.setup", "data": {"players": ["Anna", "Ben"], "settings": [["demo.step", "2"]]}}
#: ``schriftfuehrer`` with the demo game added (a game of the product has its line in referee/registry.py instead)
COMMAND = [sys.executable, "-c", "import sys, referee.registry as r; from referee.core.demo import SPEC; r.add(SPEC); "
           "from ui.cli.main import main; sys.exit(main(sys.argv[1:]))"]


@pytest.fixture(autouse=True)
def demo() -> Iterator[None]:
    """Step 1 of the walkthrough: the game's spec is in the one list of games."""
    referee.registry.add(SPEC)
    yield
    referee.registry.remove(SPEC.id)


def add(n: int) -> dict[str, Any]:
    return {"type": "demo.add", "data": {"amount": n}}


def test_the_registry_knows_it() -> None:
    assert referee.registry.game_ids()[-1] == "demo" and referee.registry.title("demo", "en") == "Counter"
    assert [i.id for i in referee.registry.interpretations("demo")] == ["demo.step"]
    assert referee.registry.interpretation("demo.step").default == "1"
    view = referee.registry.view_of("demo").summary(referee.registry.engine_for("demo").initial_state())
    assert (view.players, view.total) == ((), 0) and view.header.players == ()  # type: ignore[attr-defined]


def test_engine_and_journal() -> None:
    """Steps 2–3: events, state, engine (a refusal names its section), options judged by the engine."""
    engine = referee.registry.engine_for("demo")
    journal = Journal(engine, [DemoSetup(players=("Anna",))])
    journal.append(Add(amount=2))
    with pytest.raises(RuleViolation) as refused:
        journal.append(Add(amount=-5))
    assert refused.value.sections == ("1.1",) and journal.state.total == 2
    assert [(o.label_en, o.allowed) for o in engine.options(journal.state)] == [("+1", True), ("-2", True)]
    journal.undo()
    assert journal.state.total == 0 and [o.allowed for o in engine.options(journal.state)] == [True, False]
    with pytest.raises(JournalError):
        journal.undo()  # the set-up is the game itself
    assert from_dict(to_dict(Add(amount=3))) == Add(amount=3)


def test_store_and_a_fresh_journal(tmp_path: Path) -> None:
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("demo", events=[DemoSetup(players=("Anna",)), Add(amount=4)])
    assert open_journal(store, gid, game="demo").state.total == 4
    store.close()


def test_the_service(tmp_path: Path) -> None:
    """Step 4: the service does everything for it — new game, entries, undo and redo, options, header, history,
    overview, export and import."""
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    game = service.new_game(game="demo", setup=SETUP, title="Probe", lang="en")
    game.add(add(2))
    assert game.check(add(-9)).sections == ("1.1",) and not game.check(add(-9)).value
    assert [(o.label_en, o.allowed) for o in game.options()] == [("+2", True), ("-2", True)]
    offered = game.options()[0].entry
    assert offered is not None
    game.add(offered)
    header = game.header("en")
    assert header is not None and header.players == ("Anna", "Ben") and header.standings[0].rank == 4
    data = game.summary("en")  # the JSON edge: the typed view's fields, the header with them
    assert (data["players"], data["total"], data["header"]["players"]) == (["Anna", "Ben"], 4, ["Anna", "Ben"])
    assert [(h.label, h.active) for h in game.history("en")] == [("Set-up: Anna, Ben", True), ("+2", True),
                                                                 ("+2", True)]
    game.undo()
    assert game.state.total == 2 and game.can_redo
    game.redo()
    with pytest.raises(JournalError):
        for _ in range(3):
            game.undo()
    assert service.overview(game.id, lang="en").players == ("Anna", "Ben")
    copy = service.import_game(data=service.export(game_id=game.id))
    assert copy.state == game.state and copy.game == "demo"
    again, entered = service.enter(game_id=game.id, entry=add(1))
    assert entered == Add(amount=1) and again.state.total == 1
    service.close()


def run(db: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, "--db", db, *args], capture_output=True, text=True, cwd=ROOT, timeout=HANG,
                          check=False)


def here(db: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The same command through the command's own ``main`` in this process (the demo game registered by :func:`demo`)."""
    code, out, err = in_process.call(["--db", db, *args])
    return subprocess.CompletedProcess(list(args), code, out, err)


def test_the_command_line_in_a_new_process(tmp_path: Path) -> None:
    """Step 5: ``schriftfuehrer game …`` takes it with no line of the command line written for it (the game made and
    a refusal in new processes, the steps between them through the command's own ``main`` in this process)."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    made = run(db, "game", "new", "--game", "demo", "--setup", json.dumps(SETUP), "--json")
    assert made.returncode == 0, made.stderr
    gid = str(json.loads(made.stdout)["game_id"])
    assert here(db, "game", "add", gid, json.dumps(add(3))).returncode == 0
    refused = run(db, "game", "add", gid, json.dumps(add(-7)))
    assert refused.returncode == 2 and "1.1" in refused.stderr
    options = json.loads(here(db, "game", "options", gid, "--json").stdout)
    assert options["game_id"] == int(gid) and len(options["options"]) == 2
    assert here(db, "game", "undo", gid).returncode == 0
    shown = json.loads(here(db, "game", "show", gid, "--json").stdout)
    assert shown["game"] == "demo" and shown["entries"] == 1 and shown["redo"] == ["+3"]
    assert shown["header"]["players"] == ["Anna", "Ben"]


def test_the_walkthrough_names_what_exists() -> None:
    """The walkthrough in ``docs/ARCHITECTURE.md`` names these tests, and every file it names (but a template
    ``<id>``) is there."""
    doc = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    walkthrough = doc.split("## How to add a sixth game", 1)[1].split("\n## ", 1)[0]
    named = [w for w in walkthrough.split("`")[1::2] if "/" in w and "<" not in w and " " not in w
             and (w.endswith("/") or "." in w.rsplit("/", 1)[-1])]
    assert "tests/test_sixth_game.py" in named and "tests/ui/test_sixth_game_app.py" in named
    assert [w for w in named if not (ROOT / w).exists()] == []
    for step in ("Spec", "Events and state", "Engine and interpretations", "View", "Service and command line",
                 "App", "Guards"):
        assert f"**{step}.**" in walkthrough


def test_a_full_game_offers_nothing_and_says_why(tmp_path: Path) -> None:
    """A game at the entry limit: every option offered is not allowed, with the limit in words, and an entry
    checked or made is refused with it (nothing stored)."""
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    game = service.open(service.store.create_game("demo", events=[DemoSetup(players=("Anna",)),
                                                                  *[Add(amount=1)] * (ENTRIES_LIMIT - 1)]))
    offered = game.options()
    assert offered and not any(o.allowed for o in offered)
    assert {o.reason("en") for o in offered} == {"The game is full: it has 20,000 entries, as many as a game can hold; "
                                                 "please start a new game."}
    assert game.check(add(1)).why("de").startswith("Die Partie ist voll: sie hat 20.000 Einträge")
    with pytest.raises(InvalidInput):
        game.add(add(1))
    assert service.open(game.id).entries == ENTRIES_LIMIT
    service.close()
