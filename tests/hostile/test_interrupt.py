"""Ctrl+C at any moment of a command, from its first line of code on (issue 28): exit 130 (or 0 when it had
already finished), quietly — no traceback while the program is still starting, none while it runs.

The moment the program's code starts is known from ``-X importtime`` (the line of the package ``ui``); what
lies before it is the interpreter's own start, which no program can handle.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.hang import HANG

ROOT = Path(__file__).resolve().parents[2]
#: milliseconds after the program's first line at which Ctrl+C is pressed
DELAYS = (0, 1, 2, 5, 10, 20, 30, 50, 80, 120, 200, 300, 500)


def _interrupted(home: Path, delay_ms: int) -> tuple[int, str]:
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "PYTHONPATH": str(ROOT)}
    env.pop("SCHRIFTFUEHRER_DB", None)
    proc = subprocess.Popen([sys.executable, "-X", "importtime", "-m", "ui.cli.main", "game", "list"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=home, bufsize=0)
    assert proc.stderr is not None
    seen = []
    while raw := proc.stderr.readline():  # unbuffered: each line as soon as it is written
        line = raw.decode("utf-8", "replace")
        seen.append(line)
        if line.rstrip().split("|")[-1].strip() == "ui":
            break
    time.sleep(delay_ms / 1000)
    proc.send_signal(signal.SIGINT)
    _, rest = proc.communicate(timeout=HANG)
    text = "".join(seen) + rest.decode("utf-8", "replace")
    return proc.returncode, "".join(line for line in text.splitlines(keepends=True) if not line.startswith("import time:"))


def test_ctrl_c_while_starting_or_running_is_quiet(tmp_path: Path) -> None:
    bad = []
    for delay in DELAYS:
        code, stderr = _interrupted(tmp_path, delay)
        # 130: stopped; 0: it had finished; -2: stopped by the signal itself while Python was ending (a shell says 130)
        if code not in (130, 0, -signal.SIGINT) or "Traceback" in stderr or "KeyboardInterrupt" in stderr:
            bad.append(f"{delay} ms: exit {code}: {stderr[-300:]}")
    assert not bad, "\n".join(bad)
