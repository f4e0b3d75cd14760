"""A refusal of Gods of Titan names its sections by the module's constants where one is at hand (issue 24): a
``sections=`` tuple of the package writes no literal whose section has a named constant (``EXECUTER_SECTION``
…) defined in that module or imported into it, so a section lives in one place. The sections cited across the
package live at its bottom (:mod:`referee.got.sections`, importing nothing of the game), so every constant is at
hand: no refusal anywhere in the package writes a section some module names (the interpretations' own
``sections=``, which describe a reading and refuse nothing, are not refusals).
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


def literals_with_a_constant_anywhere(trees: dict[str, ast.Module] | None = None) -> list[str]:
    """Literals of ``sections=`` tuples (outside the interpretations) whose section some module of the package
    (``trees``: module name -> its syntax tree) names."""
    trees = _trees() if trees is None else trees
    named: dict[str, str] = {}
    for stem, tree in trees.items():
        for name, value in _constants(tree).items():
            if isinstance(value, str):
                named.setdefault(value, f"{stem}.{name}")
    found: list[str] = []
    for stem, tree in trees.items():
        if stem == "interpretations":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "sections" and isinstance(node.value, ast.Tuple):
                found += [f"{stem}.py:{e.lineno} {e.value!r} is {named[e.value]}" for e in node.value.elts
                          if isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value in named]
    return found


def test_every_refusal_names_its_sections_by_constants() -> None:
    found = literals_with_a_constant_anywhere()
    assert not found, "a section literal whose constant lives elsewhere in the package:\n" + "\n".join(found)


def test_the_sections_module_imports_nothing_of_the_game() -> None:
    tree = ast.parse((PACKAGE / "sections.py").read_text(encoding="utf-8"))
    imported = [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]
    assert all(isinstance(n, ast.ImportFrom) and n.module == "__future__" for n in imported)


def test_the_guard_sees_a_literal_of_another_module() -> None:
    trees = {"bottom": ast.parse('BATTLE_ORDER_SECTION = "10.3"\n'),
             "top": ast.parse('refuse("got.x", RuleViolation("x", "y", sections=("10.3", "99.9")))\n'),
             "interpretations": ast.parse('Interpretation(sections=("10.3",))\n')}
    assert literals_with_a_constant_anywhere(trees) == ["top.py:1 '10.3' is bottom.BATTLE_ORDER_SECTION"]
