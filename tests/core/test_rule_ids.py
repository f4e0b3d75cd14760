"""Every refusal is known by its rule id, never by where its code stands (issue 37).

A refusal names a stable id (``refuse("got.fight.not_god", …)``): a string written where it is made, the game's
id first, unique in ``referee``; replaying a stored entry waives refusals by that id — and by item where a loop
refuses item by item, so each item gets its own verdict. An exception that is no refusal is an internal error:
logged with its traceback and kept apart from every ruling.
"""

from __future__ import annotations

import ast
import logging
import re
from collections import Counter
from pathlib import Path

import pytest

from referee.core import refusal
from referee.core.engine import Engine, handles
from referee.core.errors import RuleViolation
from referee.core.journal import Journal
from referee.core.refusal import WAIVER_BOUND, refuse
from referee.core.testing import Add, CounterEngine

REFEREE = Path(__file__).resolve().parents[2] / "referee"
RULE_ID = re.compile(r"[a-z]+(\.[a-z0-9_]+){2,}")


def rule_ids() -> list[tuple[str, str]]:
    """(where, id) of every call of ``refuse``, ``fail`` and ``mark`` in ``referee`` (where: the file, for the message)."""
    found: list[tuple[str, str]] = []
    for path in sorted(REFEREE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("refuse", "fail", "mark"):
                first = node.args[0] if node.args else None
                rule = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else ""
                found.append((f"{path.relative_to(REFEREE)}:{node.lineno}", rule))
    return found


def test_every_refusal_names_its_rule_by_a_literal_id_of_its_game() -> None:
    found = [(where, rule) for where, rule in rule_ids() if not where.startswith("core/refusal.py:")]  # mark passes its own on
    assert len(found) > 500
    bad = [f"{where} {rule!r}" for where, rule in found if not RULE_ID.fullmatch(rule)]
    assert not bad, "a refusal without a literal rule id (game.area.rule):\n" + "\n".join(bad)
    game = {"core": "demo"}
    strange = [f"{where} {rule}" for where, rule in found
               if rule.split(".")[0] != game.get(where.split("/")[0], where.split("/")[0])]
    assert not strange, "a rule id that does not begin with its game's id:\n" + "\n".join(strange)


def test_rule_ids_are_unique() -> None:
    twice = [rule for rule, n in Counter(rule for _, rule in rule_ids()).items() if n > 1]
    assert not twice, f"rule ids used at more than one place: {twice}"


def test_no_refusal_is_known_by_its_frame() -> None:
    source = Path(refusal.__file__).read_text(encoding="utf-8")
    assert "_getframe" not in source and "f_lasti" not in source


class ItemEngine(Engine[int]):
    """The counter's entry read as items, its digits: each odd digit is refused on its own; a negative amount makes
    the handler fail as a bug would."""

    game = "demo"

    def initial_state(self) -> int:
        return 0

    @handles(Add)
    def _items(self, state: int, ev: Add) -> int:
        digits = [int(d) for d in str(abs(ev.amount))]
        for n in digits:
            if n % 2:
                refuse("demo.items.odd", RuleViolation(f"{n} ist ungerade.", f"{n} is odd.", sections=("2.1",)), item=n)
        if ev.amount < 0:
            raise KeyError("a bug")
        return state + sum(digits)


def test_every_item_of_a_loop_gets_its_own_verdict() -> None:
    recorded = ItemEngine().record(0, Add(amount=1233))
    assert recorded.applied and recorded.state == 9 and not recorded.internal
    assert [v.why_en for v in recorded.refusals] == ["1 is odd.", "3 is odd."]  # 3 twice: one item, one verdict
    assert recorded.rules == ("demo.items.odd",)


def test_an_exception_that_is_no_refusal_is_an_internal_error(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR):
        j = Journal(ItemEngine(), [Add(amount=2), Add(amount=-14)])
    (judged,) = j.judged_differently
    assert (judged.seq, judged.applied, judged.internal, judged.rules) == (2, False, True, ("demo.items.odd",))
    assert j.state == 2  # not applied: the state stays as before it
    assert "1 is odd." in judged.message("en") and "Internal error" in judged.message("en")
    assert "Interner Fehler" in judged.message("de")
    logged = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert logged and logged[0].exc_info is not None and "demo.add" in logged[0].getMessage()


def test_an_old_ruling_is_no_internal_error() -> None:
    j = Journal(CounterEngine(), [Add(amount=1), Add(amount=-3)])
    (judged,) = j.judged_differently
    assert judged.applied and not judged.internal and judged.rules == ("demo.counter.below_zero",)


class Endless(Engine[int]):
    game = "demo"

    def initial_state(self) -> int:
        return 0

    @handles(Add)
    def _add(self, state: int, ev: Add) -> int:
        refuse("demo.endless.never_equal", RuleViolation("nie", "never"), item=object())  # a slip: a new item each run
        return state


def test_a_replay_ends_even_where_an_item_is_never_equal_to_itself() -> None:
    recorded = Endless().record(0, Add(amount=1))
    assert not recorded.applied and not recorded.internal and len(recorded.refusals) == WAIVER_BOUND + 1
