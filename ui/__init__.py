"""User interfaces of Schriftführer: the command line (``ui.cli``) and the desktop app.

Started as the program (``schriftfuehrer``, ``python -m ui.cli.main``), a Ctrl+C while it is still starting —
before the command has read or written anything — ends it at once and quietly with exit code 130; the command
itself takes Ctrl+C over when it starts (``ui.cli.main.main``).
"""

import contextlib as _contextlib
import os as _os
import signal as _signal
import sys as _sys


def _stopped_while_starting(_sig: int, _frame: object) -> None:
    _os._exit(130)


if _sys.argv and (_sys.argv[0] == "-m" or _os.path.basename(_sys.argv[0]).startswith("schriftfuehrer")):
    # "-m": the module named after python -m is being found (its packages are imported first); ValueError: not
    # the main thread, which has no signals
    with _contextlib.suppress(ValueError):
        _signal.signal(_signal.SIGINT, _stopped_while_starting)
