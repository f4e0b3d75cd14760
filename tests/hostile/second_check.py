"""Checking a case of the second catalogue (:mod:`tests.hostile.second_round`): its own fresh copy of the prepared
data folder, the command run, what must hold afterwards.

A case runs as a user runs it — a new process (:func:`run_fresh`) — where that is what it is about: a case with an
environment of its own (a terminal's encoding is set when a program starts) or marked ``fresh``. The others run
through the command's own ``main`` (:func:`run_here`), all in one fresh process started by the test
(``python -m tests.hostile.second_check VALUES.json``: one JSON line per case, what went wrong), each with its
own environment and working folder; a case still running after minutes counts as hung there too (-1).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.hostile.second_round import HANG, LONGEST_LINE, cases
from tests.in_process import call

ROOT = Path(__file__).resolve().parents[2]


def fresh(case: dict[str, Any]) -> bool:
    """Does the case run in a new process of its own (an environment of its own, or marked so)?"""
    return bool(case.get("env") or case.get("fresh"))


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


def environment(home: Path, env: dict[str, str] | None = None) -> dict[str, str]:
    """A user's environment with every folder in ``home`` (no ``$SCHRIFTFUEHRER_DB``), and ``env``."""
    full_env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                "XDG_STATE_HOME": str(home / "state"), "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_CACHE_HOME": str(home / "cache"), "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                **(env or {})}
    full_env.pop("SCHRIFTFUEHRER_DB", None)
    return full_env


#: a command's exit code (-1: hung), output and messages
Answer = tuple[int, str, str]
Runner = Callable[[list[str], Path, "dict[str, str] | None"], Answer]


def run_fresh(argv: list[str], home: Path, env: dict[str, str] | None = None) -> Answer:
    """The command in a new process, as a user runs it."""
    try:
        proc = subprocess.run([sys.executable, "-m", "ui.cli.main", *argv], capture_output=True,
                              env=environment(home, env), cwd=home, timeout=HANG, check=False)
    except subprocess.TimeoutExpired:
        return -1, "", "hang"
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def run_here(argv: list[str], home: Path, env: dict[str, str] | None = None) -> Answer:
    """The command through its own ``main`` in this process (the runner's, :func:`main`), with the user's
    environment and working folder while it runs, nothing on standard input (:func:`tests.in_process.call`)."""
    return call(argv, env=environment(home, env), cwd=home)


def check_case(index: int, case: dict[str, Any], values: dict[str, Any], run: Runner) -> list[str]:
    """Run one case in a fresh data folder by ``run``; what went wrong (empty when nothing did)."""
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
    code, stdout, stderr = run(argv, home, case.get("env"))
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
        code, stdout2, stderr2 = run([filled(a) for a in then], home, None)
        stdout += stdout2
        if code != 0:
            bad.append(f"{name}: then {' '.join(then)} exits {code}: {stderr2[-300:]}")
    for word in case.get("stdout", []):
        if word not in stdout:
            bad.append(f"{name}: {word!r} not in the output")
    return bad


def main(values_file: str) -> int:
    """Check every case that runs here (not :func:`fresh`), in the catalogue's order: one JSON line each."""
    values: dict[str, Any] = json.loads(Path(values_file).read_text(encoding="utf-8"))
    values["base"] = Path(values["base"])
    for index, case in enumerate(cases()):
        if not fresh(case):
            print(json.dumps({"index": index, "bad": check_case(index, case, values, run_here)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
