"""What ``<game> options`` offers as one entry, ``<game> add`` takes as it is printed (a tester copied a listed
option and was refused); a template says that the table still names something."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ui.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_an_offered_entry_is_taken_as_printed_and_a_template_says_so(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    assert _run(capsys, "--db", db, "rampage", "new", "--players", "Anton,Beatrix")[0] == 0
    code, listed = _run(capsys, "--db", db, "rampage", "options", "1")
    assert code == 0
    offered = [line for line in listed.splitlines() if line.startswith("+ ") and '{"type"' in line]
    assert offered, listed
    entry = json.loads(re.search(r"(\{\"type\".*\})  §", offered[0]).group(1))  # type: ignore[union-attr]
    assert _run(capsys, "--db", db, "rampage", "add", "1", json.dumps(entry))[0] == 0
    templates = [line for line in listed.splitlines() if "Vorlage (zu ergänzen)" in line]
    assert templates and all('{"type"' not in line for line in templates)
