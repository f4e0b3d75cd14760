"""A refusal of Gods of Titan names its sections by the module's constants where one is at hand (issue 24): a
``sections=`` tuple of the package writes no literal whose section has a named constant (``EXECUTER_SECTION``
…) defined in that module or imported into it, so a section lives in one place. A constant whose import would
close an import cycle (``tests/got/test_import_graph.py``) is not at hand; such a literal stays.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "referee" / "got"
_CONSTANT = re.compile(r"[A-Z][A-Z_]*_SECTIONS?")


def _constants(tree: ast.Module) -> dict[str, str | tuple[str, ...]]:
    """The module's section constants: name -> a section or a tuple of them."""
    out: dict[str, str | tuple[str, ...]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        else:
            continue
        if not (isinstance(target, ast.Name) and _CONSTANT.fullmatch(target.id)):
            continue
        texts = [e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)] \
            if isinstance(value, ast.Tuple) else None
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            out[target.id] = value.value
        elif texts is not None and isinstance(value, ast.Tuple) and len(texts) == len(value.elts):
            out[target.id] = tuple(texts)
    return out


def _trees() -> dict[str, ast.Module]:
    return {p.stem: ast.parse(p.read_text(encoding="utf-8")) for p in sorted(PACKAGE.glob("*.py"))}


def literals_with_a_constant() -> list[str]:
    trees = _trees()
    constants = {stem: _constants(t) for stem, t in trees.items()}
    found: list[str] = []
    for stem, tree in trees.items():
        at_hand = dict(constants[stem])
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("referee.got."):
                source = constants.get((node.module or "").rsplit(".", 1)[-1], {})
                at_hand |= {a.name: source[a.name] for a in node.names if a.name in source}
        singles = {v: k for k, v in at_hand.items() if isinstance(v, str)}
        tuples = {v: k for k, v in at_hand.items() if isinstance(v, tuple)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.keyword) and node.arg == "sections" and isinstance(node.value, ast.Tuple)):
                continue
            texts = [e.value for e in node.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            if len(texts) == len(node.value.elts) and tuple(texts) in tuples:
                found.append(f"{stem}.py:{node.value.lineno} {tuple(texts)} is {tuples[tuple(texts)]}")
            found += [f"{stem}.py:{node.value.lineno} {t!r} is {singles[t]}" for t in texts if t in singles]
    return found


def test_refusals_name_sections_by_their_constants() -> None:
    found = literals_with_a_constant()
    assert not found, "a section literal beside its constant:\n" + "\n".join(found)
