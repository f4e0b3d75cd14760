"""A command imports only its own module of the command line: it starts without every game and the display."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

import ui.cli
from ui.cli.main import _command, build_parser, commands
from ui.cli.registry import COMMANDS


@pytest.mark.parametrize(("argv", "command"), [
    (["game", "list"], "game"), (["--db", "sqlite:///x", "--lang", "en", "got", "quick"], "got"),
    (["--db=sqlite:///x", "print", "x"], "print"), (["--help"], None), ([], None), (["-h", "game"], None),
])
def test_the_command_named(argv: list[str], command: str | None) -> None:
    assert _command(argv) == command


def test_every_command_module_registers_its_listed_command() -> None:
    """The list ``--help`` shows (:data:`ui.cli.registry.COMMANDS`) and the command modules agree: each listed
    command's module registers it under that help line, and every module with a ``register`` is listed."""
    listed = commands()
    cli = Path(ui.cli.__file__).parent
    registering = {".".join(p.relative_to(cli.parent.parent).with_suffix("").parts)
                   for p in [*cli.glob("*.py"), *cli.glob("*/*.py")] if "\ndef register(" in p.read_text(encoding="utf-8")}
    assert registering == {c.register().__module__ for c in COMMANDS} and len(listed) == len(COMMANDS) >= 13
    for name, text in listed.items():
        sub = build_parser(name)._subparsers
        assert sub is not None
        (choices,) = [a for a in sub._group_actions if isinstance(a, argparse._SubParsersAction)]
        assert [c.help for c in choices._choices_actions] == [text]
    with pytest.raises(SystemExit):  # an unknown command: the list says which there are
        build_parser("nosuch").parse_args(["nosuch"])


def test_help_starts_without_the_store_and_the_engines() -> None:
    code = ("import json, sys, contextlib, io; from ui.cli.main import main\n"
            "with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.suppress(SystemExit): main(['--help'])\n"
            "print(json.dumps([sorted(sys.modules), out.getvalue()]))")
    loaded, shown = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                              check=True).stdout)
    heavy = {m.split(".")[0] for m in loaded} & {"sqlalchemy", "sqlmodel", "numpy", "reportlab", "PySide6"}
    games = [m for m in loaded if m.startswith("referee.") and not m.startswith("referee.core")
             and m.count(".") > 1 and not m.endswith(".spec")]  # a game's spec names its parts, imports none
    assert not heavy and not games and not [m for m in loaded if m.startswith(("ui.service", "rulesdb"))]
    assert all(f"    {name}" in shown for name in commands())
    assert "Gespeicherte Partien / stored games" in shown


def test_a_command_imports_only_its_module() -> None:
    code = ("import json, sys; from ui.cli.main import build_parser; build_parser('game'); "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ui.cli.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = set(json.loads(out))
    assert "ui.cli.game" in loaded and not loaded & {"ui.cli.weiss.command", "ui.cli.arena.command",
                                                     "ui.cli.display", "ui.cli.rules"}


def test_the_app_starts_in_the_language_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """``schriftfuehrer --lang en`` starts the app in English, as ``schriftfuehrer`` alone starts it (it printed the
    help), and ``schriftfuehrer --lang en app`` too (``--lang`` was left out of the app's arguments)."""
    import ui.app
    from ui.cli.main import main

    started: list[list[str]] = []
    monkeypatch.setattr(ui.app, "run_app", lambda argv: started.append(list(argv)) or 0)
    monkeypatch.setattr(ui.app, "install_error_hook", lambda: None)
    assert main(["--lang", "en"]) == 0 and main(["--db", "sqlite:///x.sqlite", "--lang", "en", "app"]) == 0
    assert started == [["--lang", "en"], ["--db", "sqlite:///x.sqlite", "--lang", "en"]]
