"""Settings are read as typed values (issue 37): a rule that asks which choice of an interpretation is in force reads
``state.reading(Cls)``, a member of the interpretation's enum in ``referee/<game>/readings.py`` — never a comparison
of ``state.setting(id)`` with a string. The enums hold exactly the interpretations' choices, and stored settings (the
plain values of the set-up entry) read as before."""

from __future__ import annotations

import importlib
import inspect
import pathlib
import re

import referee.registry  # noqa: F401  (every game's interpretations)
from referee.core.interpretation import Reading, known
from referee.got.readings import GameEnd, Timewarp
from referee.got.state import GotState

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = ("got", "arena", "rampage", "burgenkrieg", "weiss")


def test_each_reading_has_exactly_its_interpretations_choices() -> None:
    for game in GAMES:
        module = importlib.import_module(f"referee.{game}.readings")
        for _, cls in inspect.getmembers(module, lambda c: inspect.isclass(c) and issubclass(c, Reading) and c is not Reading):
            it = known(cls.__interpretation__)
            assert {m.value for m in cls} == ({c.value for c in it.choices} or {it.default}), cls


def test_no_rule_compares_a_setting_with_a_string() -> None:
    compared = re.compile(r'\.setting\([^)]*\)\s*(==|!=|in\b)')
    found = [str(p.relative_to(ROOT)) for top in ("referee", "ui", "printouts") for p in (ROOT / top).rglob("*.py")
             if compared.search(p.read_text(encoding="utf-8"))]
    assert found == []


def test_a_reading_is_the_tables_choice_else_the_default() -> None:
    assert GotState().reading(Timewarp) is Timewarp(known("got.timewarp").default)
    chosen = GotState(settings=(("got.game_end", known("got.game_end").choices[-1].value),))
    assert chosen.reading(GameEnd) is GameEnd(known("got.game_end").choices[-1].value)
