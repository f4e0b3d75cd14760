"""The second catalogue of hostile input (issue 28), each case with its own fresh copy of the prepared data folder:
those about a program's start in a new process each, the others through the command's own ``main`` in one fresh
process (:mod:`tests.hostile.second_check`). No traceback, no internal error, no hang, the right words, and a
refused case leaves the games file byte for byte as it was; what is accepted reads back. A hang is a case still
running after minutes (:data:`tests.hang.HANG`); how long a case takes is no test's business."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .second_check import ROOT, check_case, fresh, run_fresh
from .second_round import HANG, cases, full_disk, prepare, unmount

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(30)


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    base = tmp_path_factory.mktemp("second-round")
    values: dict[str, Any] = prepare(base)
    values["base"] = base
    full = base / "full"
    values["full_ok"] = full_disk(full, base / "template" / "schriftfuehrer")
    values["full"] = str(full)
    yield values
    if values["full_ok"]:
        unmount(full)


def test_the_second_catalogue_covers_the_issue() -> None:
    assert len(cases()) >= 50


def test_the_cases_about_a_start_run_in_new_processes() -> None:
    """A terminal's encoding is set when a program starts: the cases with an environment of their own start fresh
    (:func:`fresh`), and one of each kind the others stand for: a restore, a pipe, a full disk, an unreachable
    server, a long path."""
    started = [" ".join(c["args"]) for c in cases() if c.get("fresh")]
    for kind in ("db restore {backup}", "{out}/fifo", "{full}/", "postgresql://", "d" * 100):
        assert any(kind in args for args in started), kind


def test_every_case_as_a_user_runs_it(prepared: dict[str, Any]) -> None:
    values = prepared["base"] / "values.json"
    values.write_text(json.dumps({k: str(v) if isinstance(v, Path) else v for k, v in prepared.items()}),
                      encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    here = subprocess.Popen([sys.executable, "-m", "tests.hostile.second_check", str(values)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:  # meanwhile the cases that start fresh, one after the other
        found = [check_case(i, c, prepared, run_fresh) for i, c in enumerate(cases()) if fresh(c)]
        out, err = here.communicate(timeout=HANG * 2)
    finally:
        here.kill()
    assert here.returncode == 0, err[-3000:]
    results = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert len(results) + len(found) == len(cases()), (len(results), err[-3000:])
    bad = [problem for problems in found + [r["bad"] for r in results] for problem in problems]
    assert not bad, "\n".join(bad[:20])
