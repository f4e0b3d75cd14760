"""A command imports only its own module of the command line: it starts without every game and the display."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ui.cli.main import _command, build_parser


@pytest.mark.parametrize(("argv", "command"), [
    (["game", "list"], "game"), (["--db", "sqlite:///x", "--lang", "en", "got", "quick"], "got"),
    (["--db=sqlite:///x", "print", "x"], "print"), (["--help"], None), ([], None), (["-h", "game"], None),
])
def test_the_command_named(argv: list[str], command: str | None) -> None:
    assert _command(argv) == command


def test_one_command_parses_as_with_every_command() -> None:
    argv = ["--db", "sqlite:///x", "print", "weiss-decks", "--game-id", "3", "-o", "x.pdf"]
    assert vars(build_parser("print").parse_args(argv)).keys() == vars(build_parser().parse_args(argv)).keys()
    with pytest.raises(SystemExit):  # an unknown command: every command's parser says which there are
        build_parser("nosuch").parse_args(["nosuch"])


def test_a_command_imports_only_its_module() -> None:
    code = ("import json, sys; from ui.cli.main import build_parser; build_parser('game'); "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ui.cli.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = set(json.loads(out))
    assert "ui.cli.game" in loaded and not loaded & {"ui.cli.weiss", "ui.cli.arena", "ui.cli.display", "ui.cli.rules"}
