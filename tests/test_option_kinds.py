"""Option kinds are typed (issue 37): every game's options name their kind by a member of its ``OptionKind``
(``referee/<game>/kinds.py``, a ``StrEnum``), and the command line's JSON shows the plain name as before."""

from __future__ import annotations

import importlib
import pathlib
import re

from referee.core.option import Option
from referee.got.kinds import OptionKind

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_no_option_is_made_with_a_bare_string_kind() -> None:
    bare = re.compile(r'(?:Option\.(?:entry_of|template)|\bjudged|\bof_kind)\(\s*(?:[^,()]+,\s*)?"[a-z_]+"')
    found = [f"{p.relative_to(ROOT)}" for top in ("referee", "ui", "printouts") for p in (ROOT / top).rglob("*.py")
             if bare.search(p.read_text(encoding="utf-8"))]
    assert found == []


def test_each_game_has_its_kinds_and_the_json_shows_the_plain_name() -> None:
    for game in ("got", "arena", "rampage", "burgenkrieg", "weiss"):
        kinds = importlib.import_module(f"referee.{game}.kinds").OptionKind
        assert all(k == k.value and str(k) == k.value for k in kinds)
    option = Option.template(OptionKind.SPELL, "Zauber", "Spell", ("15.1",))
    assert option.to_json("en")["kind"] == "spell" and type(option.to_json()["kind"]) is str
