"""A ``schriftfuehrer`` command through the command's own ``main`` in the calling process.

The steps of a test between the ones that must start fresh (a program's start, a restart): what a new process
would answer — exit code, output, messages — without the start. The user's environment and working folder hold
while it runs; standard input is the given text; a command still running after minutes
(:data:`tests.hang.HANG`) is stopped by an alarm (in the main thread) and answers -1, a hang; an exception that
escapes ``main`` is written as the traceback a new process would show and answers -2.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import sys
import threading
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path

from tests.hang import HANG


class _Hung(Exception):
    pass


def _alarm(_sig: int, _frame: object) -> None:
    raise _Hung


def call(argv: Sequence[str], *, env: Mapping[str, str] | None = None, cwd: Path | None = None,
         stdin: str | bytes = "") -> tuple[int, str, str]:
    """Run the command ``argv`` here: its exit code, output and messages."""
    from ui.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    saved, here, old_stdin = dict(os.environ), os.getcwd(), sys.stdin
    if env is not None:
        os.environ.clear()
        os.environ.update(env)
    if cwd is not None:
        os.chdir(cwd)
    sys.stdin = (io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8") if isinstance(stdin, bytes)
                 else io.StringIO(stdin))
    timed = threading.current_thread() is threading.main_thread()
    old_alarm = signal.signal(signal.SIGALRM, _alarm) if timed else None
    if timed:
        signal.alarm(HANG)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(argv))
    except _Hung:
        code = -1
    except SystemExit as exc:  # argparse's own usage message, as a user sees it
        code = exc.code if isinstance(exc.code, int) else 2
    except BaseException as exc:
        err.write("Traceback (escaped main)\n" + "".join(traceback.format_exception(exc)))
        code = -2
    finally:
        if timed:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old_alarm)
        sys.stdin = old_stdin
        os.chdir(here)
        if env is not None:
            os.environ.clear()
            os.environ.update(saved)
    return code, out.getvalue(), err.getvalue()
