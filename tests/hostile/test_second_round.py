"""The second catalogue of hostile input (issue 28), each case run as a user runs it: a new process, its own
fresh copy of the prepared data folder. No traceback, no internal error, no hang, the right words, and a
refused case leaves the games file byte for byte as it was; what is accepted reads back. A hang is a case still
running after minutes (:data:`tests.hang.HANG`); how long a case takes is no test's business."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from .second_round import HANG, LONGEST_LINE, cases, full_disk, prepare, unmount

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(200)

ROOT = Path(__file__).resolve().parents[2]


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


def snapshot(folder: Path) -> str:
    """The games file (and its log) byte for byte, and the names of the backups (not SQLite's shared-memory
    index ``-shm`` nor an empty log: they hold no data)."""
    h = hashlib.sha256()
    for p in sorted(p for p in folder.glob("*.sqlite*") if not p.name.endswith("-shm")
                    and not (p.name.endswith("-wal") and p.stat().st_size == 0)):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    backups = folder / "backups"
    names = sorted(p.name for p in backups.iterdir()) if backups.is_dir() else []
    h.update(json.dumps(names).encode())
    return h.hexdigest()


def run(argv: list[str], home: Path, env: dict[str, str] | None = None) -> tuple[int, str, str, float]:
    full_env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                "XDG_STATE_HOME": str(home / "state"), "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_CACHE_HOME": str(home / "cache"), "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                **(env or {})}
    full_env.pop("SCHRIFTFUEHRER_DB", None)
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, "-m", "ui.cli.main", *argv], capture_output=True, env=full_env, cwd=home,
                              timeout=HANG, check=False)
    except subprocess.TimeoutExpired:
        return -1, "", "hang", HANG
    seconds = time.perf_counter() - start
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace"), seconds


def check_case(index: int, case: dict[str, Any], values: dict[str, Any]) -> list[str]:
    """Run one case in a fresh data folder; what went wrong (empty when nothing did)."""
    if case.get("needs") == "full" and not values["full_ok"]:
        return []
    home = values["base"] / f"case-{index}"
    data = home / "data" / "schriftfuehrer"
    shutil.copytree(values["base"] / "template" / "schriftfuehrer", data)
    out = home / "out"
    out.mkdir()
    os.mkfifo(out / "fifo")
    fill = {**{k: str(v) for k, v in values.items()}, "out": str(out), "data": str(data),
            "backup": str(data / "backups" / values["backup_name"])}

    def filled(arg: str) -> str:
        for key, value in fill.items():
            arg = arg.replace("{" + key + "}", value)
        return arg

    argv = [filled(a) for a in case["args"]]
    watched = Path(fill["full"]) if "{full}/g.sqlite" in " ".join(case["args"]) else data
    before = snapshot(watched)
    code, stdout, stderr, _ = run(argv, home, case.get("env"))
    after = snapshot(watched)
    name = " ".join(a[:50] for a in case["args"])
    bad = []
    if "Traceback" in stderr or code in (70, -1) or code < 0:
        bad.append(f"{name}: exit {code}, traceback or hang: {stderr[-400:]}")
    if case["refused"] and code != 2:
        bad.append(f"{name}: not refused (exit {code}) {stderr[-300:]}")
    if not case["refused"] and code != 0:
        bad.append(f"{name}: refused (exit {code}) {stderr[-300:]}")
    if (case["refused"] or case.get("unchanged")) and before != after:
        bad.append(f"{name}: the games file changed")
    for word in case.get("words", []):
        if not re.search(word, stderr, re.IGNORECASE):
            bad.append(f"{name}: {word!r} not in {stderr[-300:]!r}")
    for word in case.get("not_words", []):
        if re.search(word, stderr, re.IGNORECASE):
            bad.append(f"{name}: {word!r} in {stderr[-300:]!r}")
    if case.get("one_line") and stderr.strip().count("\n"):
        bad.append(f"{name}: more than one line: {stderr!r}")
    longest = max((len(line) for line in (stdout + stderr).splitlines()), default=0)
    if longest > LONGEST_LINE:
        bad.append(f"{name}: a line of {longest} characters")
    for path in case.get("absent", []):
        if Path(filled(path)).exists():
            bad.append(f"{name}: {filled(path)} was written")
    # the case's own temporary files (named after their target): another case may be writing beside it meanwhile
    mine = [f".sf-{Path(filled(p)).name}-*" for p in case.get("absent", [])] or [".sf-*"]
    if case.get("no_temp") and any(list(Path(filled(case["no_temp"])).glob(g)) for g in mine):
        bad.append(f"{name}: a temporary file was left")
    for then in case.get("then", []):
        code, stdout2, stderr2, _ = run([filled(a) for a in then], home)
        stdout += stdout2
        if code != 0:
            bad.append(f"{name}: then {' '.join(then)} exits {code}: {stderr2[-300:]}")
    for word in case.get("stdout", []):
        if word not in stdout:
            bad.append(f"{name}: {word!r} not in the output")
    return bad


def test_the_second_catalogue_covers_the_issue() -> None:
    assert len(cases()) >= 50


def test_every_case_as_a_user_runs_it(prepared: dict[str, Any]) -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = list(pool.map(lambda ic: check_case(ic[0], ic[1], prepared), enumerate(cases())))
    bad = [problem for problems in found for problem in problems]
    assert not bad, "\n".join(bad[:20])
