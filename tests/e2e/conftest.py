"""Helpers of the end-to-end tests: the product started in fresh processes, as a user starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


class User:
    """A user's machine: a fresh home (data, settings), the installed command, the app."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self.env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                    "XDG_CONFIG_HOME": str(home / "config"), "QT_QPA_PLATFORM": "offscreen"}
        self.env.pop("SCHRIFTFUEHRER_DB", None)

    def command(self) -> list[str]:
        """``schriftfuehrer`` as installed beside this Python (else the module)."""
        script = Path(sys.executable).with_name("schriftfuehrer")
        return [str(script)] if script.exists() else [sys.executable, "-m", "ui.cli.main"]

    def run(self, *args: str, check: bool = True, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run([*self.command(), *args], capture_output=True, text=True, env=self.env, cwd=self.home,
                              input=stdin, timeout=120, check=False)
        if check and proc.returncode != 0:
            raise AssertionError(f"schriftfuehrer {' '.join(args)} -> {proc.returncode}\n{proc.stderr}")
        return proc

    def json(self, *args: str) -> Any:
        return json.loads(self.run(*args, "--json").stdout)

    def app(self, game_id: int, open_by: str, entries: list[Any] | None = None) -> dict[str, Any]:
        """Start the desktop app in a new process, open the game from the start page, make ``entries``."""
        return self.drive("drive_app.py", str(game_id), open_by, json.dumps(entries or []))

    def drive(self, script: str, *args: str) -> dict[str, Any]:
        """Run the driver ``script`` (beside this file) in a new process: it starts the app as
        ``schriftfuehrer`` does, works it like a person and prints one JSON line, which is returned."""
        proc = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True,
                              env=self.env, cwd=ROOT, timeout=120, check=False)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr, proc.stderr
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        assert lines, proc.stdout + proc.stderr
        result: dict[str, Any] = json.loads(lines[-1])
        return result

    def python(self, code: str) -> str:
        """Run ``code`` in a fresh Python process (nothing imported before) and return its output."""
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=self.env, cwd=self.home,
                              timeout=120, check=False)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout


@pytest.fixture(scope="module")
def user(tmp_path_factory: pytest.TempPathFactory) -> User:
    """One user's machine for a module's tests (the rules reference is built once, at the first start)."""
    return User(tmp_path_factory.mktemp("home"))
