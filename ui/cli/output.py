"""Shared helpers of the command-line modules: JSON output and refusals."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from enum import Enum
from fractions import Fraction
from typing import Any, TypeAlias

from referee.core.errors import RefereeError
from referee.core.limits import printable

#: a command's answer as JSON data (the command line's edge: ``--json``)
JSON: TypeAlias = dict[str, Any]  # Any: JSON data, the command line's edge
#: what ``parser.add_subparsers()`` returns: each module's ``register`` adds its commands to it
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
#: a command's function (``args.func``): the exit code
Command: TypeAlias = Callable[[argparse.Namespace], int]


def number(value: Fraction | int) -> int | float:
    """A JSON number for a count that may end in .5 (never rounded: halves are exact in binary)."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return int(value)
        return float(value)
    return value


def _default(value: object) -> object:
    if isinstance(value, Enum):  # a typed value (a side, a kind) as its plain value
        return value.value
    if isinstance(value, Fraction):
        return number(value)
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


def emit_json(data: object) -> None:
    """Print ``data`` as indented JSON on stdout."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2, default=_default)
    sys.stdout.write("\n")


def refuse(error: RefereeError, *, as_json: bool = False) -> int:
    """Report a refusal on stderr (and as JSON on stdout with ``--json``); exit code 2."""
    if as_json:
        emit_json(
            {
                "error": type(error).__name__,
                "message_de": printable(error.message_de),
                "message_en": printable(error.message_en),
                "sections": list(error.sections),
            }
        )
    print(f"schriftfuehrer: {printable(str(error))}", file=sys.stderr)  # no escape sequence reaches the terminal
    return 2
