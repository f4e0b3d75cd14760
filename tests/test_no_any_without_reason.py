"""``Any`` is the exception in ``ui/`` and ``printouts/`` (issue 24): each use says why on its own line.

The guard reads every module of ``ui`` and ``printouts`` token by token and flags each name ``Any`` (``Any``,
``typing.Any``) that is not in an import and whose line carries no comment ``# Any: <reason>``. Words in strings
and comments ("Any entry …") are not names and are not looked at. A session of a known game is typed
``OpenGame[GotState]`` (``session.typed(GotState)``), JSON at the command line's edge says so, a Qt override
says what Qt passes.
"""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("ui", "printouts")

REASON = "# Any:"




def unexplained(source: str) -> list[int]:
    """The lines of ``source`` that use the name ``Any`` without a ``# Any: …`` reason on the same line.

    >>> unexplained("from typing import Any\\nx: Any = 1\\ny: Any = 2  # Any: JSON data\\n# Any entry\\n")
    [2]
    """
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    reasons = {t.start[0] for t in tokens if t.type == tokenize.COMMENT and t.string.startswith(REASON)
               and len(t.string) > len(REASON) + 1}
    imports: set[int] = set()
    statement: list[tokenize.TokenInfo] = []
    for t in tokens:  # the lines of every import statement (one may span lines in parentheses)
        if t.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            if statement and statement[0].type == tokenize.NAME and statement[0].string in ("import", "from"):
                imports.update(range(statement[0].start[0], t.start[0] + 1))
            statement = []
        elif t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            statement.append(t)
    return sorted({t.start[0] for t in tokens if t.type == tokenize.NAME and t.string == "Any"
                   and t.start[0] not in imports and t.start[0] not in reasons})


def offenders() -> list[str]:
    found: list[str] = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            found += [f"{rel}:{n}" for n in unexplained(path.read_text(encoding="utf-8"))]
    return found


def test_every_any_in_ui_and_printouts_says_why() -> None:
    found = offenders()
    assert not found, "Any without a '# Any: <reason>' on its line:\n" + "\n".join(found)


def test_the_guard_sees_an_unexplained_any() -> None:
    assert unexplained("def f(x: Any) -> None: ...\n") == [1]
    assert unexplained("def f(x: typing.Any) -> None: ...  # Any: what Qt passes\n") == []
    assert unexplained("from typing import (\n    Any,\n    cast,\n)\n") == []
    assert unexplained('s = "Any word in a string"  # a comment about Any\n') == []
    assert unexplained("x: Any = 1  # Any:\n") == [1]  # a reason must say something
