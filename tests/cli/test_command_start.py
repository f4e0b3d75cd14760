"""A command imports only its own module of the command line: it starts without every game and the display."""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import subprocess
import sys

import pytest

import ui.cli
from ui.cli.main import _MODULE_OF, _command, _module_of, build_parser, commands


@pytest.mark.parametrize(("argv", "command"), [
    (["game", "list"], "game"), (["--db", "sqlite:///x", "--lang", "en", "got", "quick"], "got"),
    (["--db=sqlite:///x", "print", "x"], "print"), (["--help"], None), ([], None), (["-h", "game"], None),
])
def test_the_command_named(argv: list[str], command: str | None) -> None:
    assert _command(argv) == command


def test_every_command_module_registers_its_listed_command() -> None:
    """The list ``--help`` shows (read from the modules' sources) and the command modules agree: each listed
    command's module registers it with that help line, and every module with a ``register`` is listed."""
    listed = commands()
    registering = {m.name for m in pkgutil.iter_modules(ui.cli.__path__)
                   if hasattr(importlib.import_module(_module_of(m.name)), "register")}
    assert registering == {_MODULE_OF.get(name, name) for name in listed}
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
    assert not heavy and not [m for m in loaded if m.startswith(("ui.service", "rulesdb", "referee.got"))]
    assert all(f"    {name}" in shown for name in commands())
    assert "Gespeicherte Partien / stored games" in shown


def test_a_command_imports_only_its_module() -> None:
    code = ("import json, sys; from ui.cli.main import build_parser; build_parser('game'); "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ui.cli.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = set(json.loads(out))
    assert "ui.cli.game" in loaded and not loaded & {"ui.cli.weiss.command", "ui.cli.arena.command",
                                                     "ui.cli.display", "ui.cli.rules"}


def test_without_sources_the_help_lines_come_from_the_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A built program keeps only compiled modules: the list is then read from the imported modules, the same."""
    from_sources = commands()
    monkeypatch.setattr("ui.cli.main._source", lambda module: None)
    assert commands() == from_sources and len(from_sources) >= 13
