"""Every section constant of the referee is read by the referee (issue 37): a section the app shows travels with
what is shown (a typed Field, an option, a payload, a verdict or a refusal made in referee/), so no bare
``…_SECTION`` constant lives in referee/ for ui/ or printouts/ alone."""

from __future__ import annotations

import ast
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


def unread_section_constants(root: Path = REFEREE) -> list[str]:
    trees = {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(root.rglob("*.py"))}
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
