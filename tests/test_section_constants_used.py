"""Every section constant of the referee is read by the referee (issue 37): a section the app shows travels with
what is shown (a typed Field, an option, a payload, a verdict or a refusal made in referee/), so no bare
``…_SECTION`` constant lives in referee/ for ui/ or printouts/ alone."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

REFEREE = Path(__file__).resolve().parents[1] / "referee"
_CONSTANT = re.compile(r"[A-Z][A-Z_0-9]*_SECTIONS?")


def _defined(tree: ast.Module) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) else \
            node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and _CONSTANT.fullmatch(target.id):
            out.append((target.id, node.lineno))
    return out


def _read(tree: ast.Module) -> set[str]:
    """Names a module reads (loads and attributes; an import alone is no reading)."""
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} | \
        {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}


@functools.cache
def _tree(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once for both guards."""
    return ast.parse(path.read_text(encoding="utf-8"))


def unread_section_constants(root: Path = REFEREE) -> list[str]:
    trees = {p: _tree(p) for p in sorted(root.rglob("*.py"))}
    read: set[str] = set()
    for tree in trees.values():
        read |= _read(tree)
    return [f"{p.relative_to(root.parent)}:{line} {name}" for p, tree in trees.items()
            for name, line in _defined(tree) if name not in read]


def test_every_section_constant_is_read_by_the_referee() -> None:
    found = unread_section_constants()
    assert not found, "section constants no referee code reads:\n" + "\n".join(found)


def test_the_guard_sees_a_constant_only_defined(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text('USED_SECTION = "1"\nIDLE_SECTION = "2"\nX = (USED_SECTION,)\n', encoding="utf-8")
    assert [s.rsplit(" ", 1)[1] for s in unread_section_constants(tmp_path)] == ["IDLE_SECTION"]


_WORDS = frozenset({"label", "label_de", "label_en", "cited", "pair", "bilingual"})


def test_every_fields_words_are_shown() -> None:
    """A referee ``Field`` is words with their sections (issue 37): something shows its words — a screen's, sheet's or
    command's ``label``/``cited``/``pair``/``bilingual`` —, never a ``tr()`` copy of them beside its sections alone; a
    Field whose words nothing shows goes."""
    root = REFEREE.parent
    fields = [(path, node.targets[0].id) for path in sorted(REFEREE.rglob("*.py"))
              for node in _tree(path).body
              if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Call)
              and isinstance(node.value.func, ast.Name) and node.value.func.id == "Field"]
    assert len(fields) > 30
    shown = {n.value.id for top in ("referee", "ui", "printouts") for path in (root / top).rglob("*.py")
             for n in ast.walk(_tree(path))
             if isinstance(n, ast.Attribute) and n.attr in _WORDS and isinstance(n.value, ast.Name)}
    unshown = [f"{path.relative_to(root)} {name}" for path, name in fields if name not in shown]
    assert not unshown, "a Field whose words nothing shows:\n" + "\n".join(unshown)
