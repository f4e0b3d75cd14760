"""Every key of ``referee/*/data/*.toml`` is read by code (issue 14, item 5).

Each game loads its data through :mod:`referee.datafile`, which notes the keys looked up.
After loading everything the games load (their catalogs, rule numbers and engines), no key may
be left unread: a number in the data that no code reads is either used where its rule needs it
or removed.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from referee import datafile
from referee.core.errors import InvalidInput

ROOT = Path(__file__).resolve().parent.parent
DATA_FILES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "referee").glob("*/data/*.toml"))

#: the modules that load the data files (their import reads the module-level rules objects)
ENGINES = (
    "referee.got.engine", "referee.got.odds", "referee.arena.engine", "referee.arena.scoring",
    "referee.rampage.engine", "referee.burgenkrieg.engine", "referee.weiss.engine",
)


def load_everything() -> None:
    for name in ENGINES:
        importlib.import_module(name)
    from referee.got.catalog import build_catalog
    from referee.got.numbers import load_numbers

    build_catalog()  # every Gods of Titan table afresh, with the strike examples and the numbers
    load_numbers()


def test_every_data_file_is_loaded() -> None:
    load_everything()
    assert DATA_FILES, "no data files found"
    missing = sorted(set(DATA_FILES) - set(datafile.REGISTRY.files))
    assert not missing, f"data files no game loads: {missing}"


def test_every_key_is_read() -> None:
    load_everything()
    unread = datafile.unread_keys()
    lines = [f"{label}: {key}" for label, keys in unread.items() for key in keys]
    assert not lines, "keys of the data files that no code reads:\n  " + "\n  ".join(lines)


def test_an_unread_key_is_reported(tmp_path: Path) -> None:
    registry = datafile.Registry()
    table = registry.parse("x/data/demo.toml", """
[army]
max_size = { value = 7, section = "4.2" }
max_sise = { value = 8, section = "4.2" }
[[creature]]
name = "Ogre"
powr = 6
""")
    assert datafile.rule_number(table["army"], "max_size", "army").value == 7
    assert [c["name"] for c in table["creature"]] == ["Ogre"]
    assert registry.unread() == {"x/data/demo.toml": ("army.max_sise", "army.max_sise.section", "army.max_sise.value",
                                                      "creature[].powr")}


def test_rule_numbers_refuse_unknown_and_missing_names() -> None:
    from referee.weiss.rules import AttackNumbers

    table = {"encore_cost": {"value": 3, "section": "6"}, "encore_kost": {"value": 3, "section": "6"}}
    with pytest.raises(InvalidInput, match="encore_kost"):
        datafile.rule_numbers(AttackNumbers, table, "attack")
    with pytest.raises(InvalidInput, match="section"):
        datafile.rule_number({"n": {"value": 3}}, "n")
