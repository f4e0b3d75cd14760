"""At least 150 hostile or unusual inputs across the five games and the command line, run in a separate
process through the real command: no traceback, no internal error, no control character and no long piece of the
input echoed (issue 33), no hang (a case still running after minutes), and a refused input changes no stored game
(issue: hostile input)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.hang import HANG

from .catalogue import cases

HERE = Path(__file__).resolve().parent


def test_the_catalogue_is_large_enough() -> None:
    assert len(cases()) >= 150


def test_no_traceback_no_hang_nothing_changed_by_a_refusal(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_STATE_HOME": str(tmp_path / "state"), "PYTHONPATH": str(HERE.parents[1])}
    proc = subprocess.run([sys.executable, str(HERE / "run_catalogue.py"), str(tmp_path)], capture_output=True, text=True,
                          env=env, cwd=HERE, timeout=6 * HANG, check=False)  # one case may hang, the rest run
    assert proc.returncode == 0, proc.stderr[-3000:]
    results = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert len(results) == len(cases())
    bad = [r for r in results if r["traceback"] or r["internal"] or r["code"] in (-1, -2)
           or r["raw"] or r["echoed"]
           or (r["code"] != 0 and r["changed"]) or (r["refused"] and r["code"] == 0)]
    assert not bad, "\n".join(json.dumps(r, ensure_ascii=False) for r in bad[:15])
