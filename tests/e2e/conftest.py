"""Helpers of the end-to-end tests: the product started in fresh processes, as a user starts it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from referee.core.events import from_dict, to_dict
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.movement_end import fewest_to_move
from referee.got.state import GotState
from tests import in_process
from tests.hang import HANG

#: the drivers are scripts started in their own process by these tests, not test modules
collect_ignore_glob = ["drive_*.py"]

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
#: a table's board list as a user keeps it (Brush B, Plains P … ), for ``got new --board``
BOARD_FILE = str(ROOT / "ui" / "service" / "got" / "board-example.toml")


class User:
    """A user's machine: a fresh home (data, settings), the installed command, the app."""

    def __init__(self, home: Path) -> None:
        self.home = home
        #: the rules reference an earlier start built, copied in before the app first starts (none: built then)
        self.rules: Callable[[], Path] | None = None
        #: the export of ``ten_quiet_rounds``' game, made once per user (a table's file, imported again)
        self.quiet_export: str | None = None
        self.env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                    "XDG_CONFIG_HOME": str(home / "config"), "QT_QPA_PLATFORM": "offscreen"}
        self.env.pop("SCHRIFTFUEHRER_DB", None)

    def command(self) -> list[str]:
        """``schriftfuehrer`` as installed beside this Python (else the module)."""
        script = Path(sys.executable).with_name("schriftfuehrer")
        return [str(script)] if script.exists() else [sys.executable, "-m", "ui.cli.main"]

    def run(self, *args: str, check: bool = True, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run([*self.command(), *args], capture_output=True, text=True, env=self.env, cwd=self.home,
                              input=stdin, timeout=HANG, check=False)
        if check and proc.returncode != 0:
            raise AssertionError(f"schriftfuehrer {' '.join(args)} -> {proc.returncode}\n{proc.stderr}")
        return proc

    def json(self, *args: str, fresh: bool = True) -> Any:
        """The ``--json`` answer of the command: in a new process, or (``fresh=False``) :meth:`call`'s."""
        return json.loads((self.run if fresh else self.call)(*args, "--json").stdout)

    def call(self, *args: str, check: bool = True, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        """The same command through the command's own ``main`` in this process, with this user's folders and
        working folder while it runs: its exit code, output and messages as :meth:`run` gives them, without a
        process start (the steps of a flow between the ones that must start fresh: a flow keeps its real starts)."""
        code, out, err = in_process.call(args, env=self.env, cwd=self.home, stdin=stdin or "")
        proc = subprocess.CompletedProcess(["schriftfuehrer", *args], code, out, err)
        if check and code != 0:
            raise AssertionError(f"schriftfuehrer {' '.join(args)} -> {code} (in this process)\n{proc.stderr}")
        return proc

    def app(self, game_id: int, open_by: str, entries: list[Any] | None = None) -> dict[str, Any]:
        """Start the desktop app in a new process, open the game from the start page, make ``entries``."""
        return self.drive("drive_app.py", str(game_id), open_by, json.dumps(entries or []))

    def apps(self, plan: list[tuple[int, str, list[Any]]]) -> list[dict[str, Any]]:
        """One start of the desktop app for several games: each ``(game_id, open_by, entries)`` of ``plan`` in turn
        as :meth:`app` does it (back to the start page between them); what each showed."""
        shown: list[dict[str, Any]] = self.drive("drive_app.py", "--games", json.dumps(plan))["games"]
        return shown

    def with_rules(self) -> None:
        """The rules reference in this user's data folder, as the app's first start leaves it (:attr:`rules`)."""
        kept = self.home / "data" / "schriftfuehrer" / "rules.sqlite"
        if self.rules is not None and not kept.exists():
            kept.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(self.rules(), kept)

    def drive(self, script: str, *args: str) -> dict[str, Any]:
        """Run the driver ``script`` (beside this file) in a new process: it starts the app as
        ``schriftfuehrer`` does, works it like a person and prints one JSON line, which is returned."""
        self.with_rules()
        proc = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True,
                              env=self.env, cwd=ROOT, timeout=HANG, check=False)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr, proc.stderr
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        assert lines, proc.stdout + proc.stderr
        result: dict[str, Any] = json.loads(lines[-1])
        return result

    def python(self, code: str) -> str:
        """Run ``code`` in a fresh Python process (nothing imported before) and return its output."""
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=self.env, cwd=self.home,
                              timeout=HANG, check=False)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout


def quiet_rounds(setup: dict[str, object]) -> list[dict[str, object]]:
    """The set-up and the turns until Anna's in round 12: each army that has to move moves one land (6.2,
    8.4, 8.6); in round 11 Ben's Blau 2 moves onto Brush B."""
    j: Journal[GotState] = Journal(GotEngine(), [from_dict(setup)])
    while (j.state.round, j.state.mover_player.name) != (12, "Anna"):
        s = j.state
        if (s.round, s.mover_player.name) == (11, "Ben"):
            j.append(ev.Move(marker="Blau 2", to="Brush:B", distance=3))
        for marker in fewest_to_move(j.state):
            j.append(ev.LandNamed(terrain="Plains", name=f"{marker} · {s.round}"))
            j.append(ev.Move(marker=marker, to=f"Plains:{marker} · {s.round}", distance=1))
        j.append(ev.TurnEnded(player=s.mover_player.name))
    return [to_dict(e) for e in j.events]


def ten_quiet_rounds(user: User) -> int:
    """A stored Gods of Titan game in round 12, Anna to move, Ben's Blau 2 on Brush B (imported as a table's
    export would be, in this process: a set-up, not the flow a test starts fresh); the id."""
    if user.quiet_export is None:  # made once per user: the set-up of ``got new``, ten rounds added to its export
        made = user.json("got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", BOARD_FILE, fresh=False)
        export = json.loads(user.call("game", "export", str(made["game_id"])).stdout)
        export["events"] = quiet_rounds(export["events"][0])
        user.quiet_export = json.dumps(export)
    game_id: int = json.loads(user.call("game", "import", "-", "--json", stdin=user.quiet_export).stdout)["game_id"]
    return game_id


#: the rules reference as the app's first start builds it (``rules.sqlite``): built once per run of a worker
_RULES: dict[Path, Path] = {}


@pytest.fixture(scope="module")
def user(tmp_path_factory: pytest.TempPathFactory) -> User:
    """One user's machine for a module's tests; before the app's first start it gets a copy of the rules reference
    built once for every module (the app checks it is up to date and uses it)."""
    made = User(tmp_path_factory.mktemp("home"))
    made.rules = lambda: rules_reference(tmp_path_factory)
    return made


def rules_reference(factory: pytest.TempPathFactory) -> Path:
    """The rules reference of this run of the worker, built at the first call."""
    from rulesdb.rules.book import ensure_built

    if factory.getbasetemp() not in _RULES:
        path = factory.mktemp("rules") / "rules.sqlite"
        ensure_built(path)
        _RULES[factory.getbasetemp()] = path
    return _RULES[factory.getbasetemp()]
