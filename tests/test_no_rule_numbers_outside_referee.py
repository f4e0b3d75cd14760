"""No rule number outside ``referee/`` and its data (issue 24): a section shown in ``ui/`` or ``printouts/``
comes from the referee (a module's named section constant, a verdict's or refusal's ``sections``), formatted
into the text, so the number lives in one place.

The guard parses every module of ``ui`` and ``printouts`` and looks at every string constant that is not a
docstring (comments and docstrings citing a section are documentation and may stay).  A string is flagged
when it holds a section number ``d.d``/``dd.dd`` in a section's context: after ``§``, in parentheses or a
list of sections (``(24.7)``, ``(13.4, 14)``, ``, 26.5``), or as a bare section id (``"25.7"``).  Decimals
in code (``0.5``, ``1.2``) are numbers, not strings, and are not looked at.  Also flagged: any section after
``§`` that is not a placeholder (``§ 12``, ``§ angriffe``), whole chapters closing a help text (``(20, 21, 24)``)
and a string that is a named section's id (``"angriffe"``, ``"anhang.oger"``).
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("ui", "printouts")

#: a section number where a reader sees a rule cited: after "§", after "(" or ", " and before ")" or ","
_CITED = re.compile(r"(?:§\s*|\(|,\s)[1-9]\d?\.\d{1,2}(?:–[1-9]\d?\.\d{1,2})?(?=[),;:–]|$|\s)")
#: a string that is a section id and nothing else: "25.7", "10.1–10.3"
_BARE = re.compile(r"[1-9]\d?\.\d{1,2}(?:–[1-9]\d?\.\d{1,2})?")
#: a section number that heads a text: "15.6 Landscaping"
_LEADING = re.compile(r"^[1-9]\d?\.\d{1,2} [A-ZÄÖÜ]")
#: any section after "§" that is not a placeholder: "§ 12", "§ 6 IV", "§ angriffe" ("§ %1" is filled from the referee)
_PARAGRAPH = re.compile(r"§\s*(?!%)\w")
#: whole chapters cited at the end of a help text: "(22)", "(20, 21, 24)"
_CHAPTERS = re.compile(r"\([1-9]\d?(?:, [1-9]\d?)*\)$")

#: strings that look like a section and are not one, each with its reason
#: (an address like 127.0.0.1 or a value like "0.5" does not match: sections start at 1)
EXCEPTIONS: dict[tuple[str, str], str] = {
    ("ui/games/burgenkrieg/demo.py", "kampf"): "the phase the demo enters (a phase value, not a section)",
}


@functools.cache
def named_sections() -> frozenset[str]:
    """The ids of the sections a book names rather than numbers (``angriffe``, ``anhang.oger``)."""
    from rulesdb.rules.content import load_sources
    from rulesdb.rules.links import numbered

    return frozenset(s.id for s in load_sources().sections if not numbered(s.id))


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            found.add(id(node.value))  # a docstring or a bare string statement: documentation
    return found


def flagged(text: str) -> bool:
    """Whether ``text`` cites a section number."""
    return bool(_CITED.search(text) or _BARE.fullmatch(text) or _LEADING.search(text) or _PARAGRAPH.search(text)
                or _CHAPTERS.search(text) or text in named_sections())


def offenders(path: Path, rel: str) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    docs = _docstrings(tree)
    return [f"{rel}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            and flagged(node.value) and (rel, node.value) not in EXCEPTIONS]


def test_no_section_number_in_a_string_of_ui_or_printouts() -> None:
    found = [line for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))
             for line in offenders(path, path.relative_to(ROOT).as_posix())]
    assert found == [], "section numbers belong to the referee:\n" + "\n".join(found)


def test_the_exceptions_are_still_there() -> None:
    """An exception that no longer matches a string is stale and goes."""
    for rel, text in EXCEPTIONS:
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        assert any(isinstance(n, ast.Constant) and n.value == text for n in ast.walk(tree)), rel
        assert flagged(text), rel


def test_the_guard_catches_what_it_should() -> None:
    for text in ("Titan fiel durch den Executer (24.7)", "odds of one strike (13.4, 14)", "§ 26.2, 26.5", "25.7",
                 "10.1–10.3", "Kein Zauber (15.3–15.5): %1", "15.6 Landscaping", "(%2 nötig, § 25.7)?",
                 "Zeitablauf / time loss (11.8): ", "Secret bets, § 12", "ok (§ grundlegendes)",
                 "§ 6 IV", "legale Rekrutierungen / legal recruits (22)", "settle a battle (20, 21, 24)", "angriffe",
                 "anhang.oger"):
        assert flagged(text), text
    for text in ("%.1f", "{:.2f}", "version 1.2.3", "0.5", "Runde 4", "§ %1", "Schriftführer 2.0 beta",
                 "font-size: 2.4em", "127.0.0.1", "(default host 127.0.0.1)", "12.5 mm", "(0.5)",
                 "§", "§ ", "Oger (2x)", "Runde %1 (von %2)", "kampfphase"):
        assert not flagged(text), text
