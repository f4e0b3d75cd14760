"""Entry point of the ``schriftfuehrer`` command.

Without arguments it starts the desktop app.  Every command is a :class:`ui.cli.plugin.Command` of
:data:`ui.cli.registry.COMMANDS`: its line of ``--help`` and its module's ``register(parser)`` adding its
subcommands (imported only when the command is run); each subcommand sets ``func(args) -> int``.
A refusal of the referee (:class:`RefereeError`) prints its message to stderr
and exits with 2.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import signal
import sys
from collections.abc import Sequence
from typing import NoReturn

from referee.core.errors import RefereeError
from referee.core.files import refusal
from referee.core.limits import QUOTE_LIMIT, printable, quoted
from ui.cli.output import refuse
from ui.cli.registry import COMMANDS


class Parser(argparse.ArgumentParser):
    """argparse's parser whose own messages (a wrong choice, a missing argument) repeat the user's input as every
    message does: no control character, a long value shortened (:func:`referee.core.limits.quoted`)."""

    def error(self, message: str) -> NoReturn:
        shown = re.sub(rf"'([^']{{{QUOTE_LIMIT},}})'", lambda m: repr(quoted(m.group(1))), message)
        shown = printable(shown if len(shown) <= 4 * QUOTE_LIMIT else shown[: 4 * QUOTE_LIMIT - 1] + "…")
        super().error(shown)


def commands() -> dict[str, str]:
    """Every command and its line in ``--help`` (:data:`ui.cli.registry.COMMANDS`), in the order of their names;
    listing them imports no command's module (each imports the store, the engines or the rule reference it needs).

    >>> commands()["game"]
    'Gespeicherte Partien / stored games'
    """
    return {c.name: c.help for c in sorted(COMMANDS, key=lambda c: c.name)}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``command`` (its module alone is imported), or — for none or an unknown one — the list of
    every command with its help line (:func:`commands`), which imports no command's module: ``--help`` starts
    without the store, the engines or the rules reference.

    >>> build_parser("interpretations").parse_args(["interpretations"]).command
    'interpretations'
    """
    parser = Parser(
        prog="schriftfuehrer",
        description="Schiedsrichter und Regelhilfe / referee and rules assistant.",
    )
    parser.add_argument("--db", help="Datenbank-URL der Partien / games database URL "
                        "(default: $SCHRIFTFUEHRER_DB or SQLite in the user data directory)")
    parser.add_argument("--lang", choices=("de", "en"), default=None, help="Sprache / language")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    chosen = next((c for c in COMMANDS if c.name == command), None)
    if chosen is not None:
        chosen.register()(sub.add_parser(chosen.name, help=chosen.help))
    else:
        for name, text in commands().items():
            sub.add_parser(name, help=text)
    return parser


def _command(args: Sequence[str]) -> str | None:
    """The command ``args`` name after the global options (None for help or none)."""
    words = iter(args)
    for word in words:
        if word in ("--db", "--lang"):
            next(words, None)
        elif not word.startswith("-"):
            return word
        elif word in ("-h", "--help"):
            return None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    try:
        _terminal_words()
        return _main(argv)
    except KeyboardInterrupt:
        return 130


def _terminal_words() -> None:
    """Write what the terminal can show: a character its encoding lacks becomes its closest plain letters
    ("ä" → "a", "–" → "-") or "?", never an encoding error."""
    import codecs
    import unicodedata

    def closest(exc: UnicodeError) -> tuple[str, int]:
        if not isinstance(exc, UnicodeEncodeError):
            raise exc
        bad = exc.object[exc.start:exc.end]
        plain = "".join(_PLAIN.get(c) or "".join(x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x))
                        for c in bad)
        text = plain.encode(exc.encoding, "replace").decode(exc.encoding, "replace")
        return text.replace("\ufffd", "?"), exc.end

    codecs.register_error("schriftfuehrer-closest", closest)
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and str(getattr(stream, "encoding", "utf-8")).lower().replace("-", "") != "utf8":
            reconfigure(errors="schriftfuehrer-closest")


#: plain spellings of what NFKD does not take apart
_PLAIN = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss", "–": "-", "—": "-", "„": '"',
          "“": '"', "”": '"', "‚": "'", "‘": "'", "’": "'", "…": "...",
          "·": ".", "→": "->", "←": "<-", "↔": "<->", "×": "x", "§": "S.", "€": "EUR", "½": "1/2", "⚠": "(!)"}


def _unwind_on_ctrl_c() -> None:
    """From here on Ctrl+C raises KeyboardInterrupt (transactions roll back, exit 130); while the program was
    starting it ended it at once (see :mod:`ui`)."""
    with contextlib.suppress(ValueError):  # not the main thread, which has no signals
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        from ui.app import install_error_hook, run_app

        install_error_hook()  # the app as a user starts it: no traceback ever reaches the screen
        _unwind_on_ctrl_c()
        return run_app([])
    parser = build_parser(_command(args_list))
    args = parser.parse_args(args_list)
    func = getattr(args, "func", None)
    if func is None and args.command is None:  # only options (``schriftfuehrer --lang en``): the app, as without any
        from ui.app import install_error_hook, run_app

        install_error_hook()
        _unwind_on_ctrl_c()
        return run_app([*(["--db", args.db] if args.db else []), *(["--lang", args.lang] if args.lang else [])])
    if func is None:
        parser.print_help()
        return 1
    _unwind_on_ctrl_c()
    try:
        code: int = func(args)
    except RefereeError as exc:
        return refuse(exc, as_json=bool(getattr(args, "json", False)))
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130  # Ctrl+C: stop quietly; every entry made so far is stored, nothing is half-written
    except OSError as exc:  # said as every file reader and writer says it (a disk full, a path too long …)
        return refuse(refusal(exc, exc.filename or "-", writing=None), as_json=bool(getattr(args, "json", False)))
    except Exception as exc:  # never a traceback for a user: say what happened, keep the details in a log
        return internal_error(exc)
    return code


def internal_error(exc: BaseException) -> int:
    """Report an unexpected error in one sentence; the traceback goes to the one error log of both front ends
    (:func:`ui.service.errors.log_error`)."""
    from ui.service.errors import log_error  # here: the service (and the store) load only when a command needs them

    where = log_error(exc)
    print(f"schriftfuehrer: interner Fehler ({type(exc).__name__}); nichts wurde halb gespeichert. Details: {where} / "
          f"internal error ({type(exc).__name__}); nothing was half-stored. Details: {where}", file=sys.stderr)
    return 70


if __name__ == "__main__":
    sys.exit(main())
