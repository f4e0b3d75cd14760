"""Cross-check the encoded tables against numbers parsed out of the rulebook text itself.

The rulebook extraction lives in ``../shared/seeds`` beside the repository; without it the
tests here are skipped (the other catalog tests still check the data by hand-copied numbers).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.got.catalog import Catalog, catalog

SEED = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "002_d1a6ee37b7392b30.txt"

pytestmark = pytest.mark.skipif(
    not SEED.exists(), reason=f"Gods of Titan rulebook text not found at {SEED} (../shared/seeds)"
)


@pytest.fixture(scope="module")
def text() -> str:
    return SEED.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def _block(text: str, start: str, end: str) -> str:
    a = text.index(start)
    return text[a : text.index(end, a)]


def _table_16_6(text: str) -> dict[str, tuple[str, ...]]:
    """name -> (value, power, skill, symbols, count, start) as printed, both halves of each line."""
    rows: dict[str, tuple[str, ...]] = {}
    block = _block(text, "16.6 FIGUREN-ÜBERSICHT", "22.3 REKRUTIERUNGSSCHEMA")
    for line in block.splitlines():
        cells = line.split("\t")
        for i in range(0, len(cells) - 6, 7):
            name, value, power, skill, symbols, count, start = cells[i : i + 7]
            if count.isdigit() and start in {"T", "A", "D", "X"}:
                rows[name.rstrip("*")] = (value, power, skill, symbols, count, start)
    return rows


def test_every_figure_of_16_6_matches(text: str, cat: Catalog) -> None:
    rows = _table_16_6(text)
    assert len(rows) == len(cat.figures) == 66
    for name, (value, power, skill, symbols, count, start) in rows.items():
        f = cat.figure(name)
        assert f.name == name
        assert str(f.power) == power.rstrip("~") and f.variable_power == power.endswith("~"), name
        assert (str(f.value) if f.value is not None else "-") == value.rstrip("~"), name
        assert (str(f.skill) if f.skill is not None else "?") == skill, name
        assert f.symbols == symbols.strip(), name
        assert f.pool.count == int(count) and f.pool.kind.value == start, name
        assert ("★" in symbols) == f.flies, name


def test_counter_total_of_2_3(text: str, cat: Catalog) -> None:
    # 2.3: 1074 counters = 921 figures + 64 spells + 89 markers
    m = re.search(r"(\d+) kleine quadratische.*?Figuren- \((\d+)\), Zauber- \((\d+)\) und Deckmärkchen \((\d+)\)",
                  text, re.S)
    assert m is not None
    total, figures, spells, markers = (int(g) for g in m.groups())
    assert figures + spells + markers == total
    # 3 Titan players and one Darklord, plus the neutral garrison creatures of 5.6
    in_box = sum(f.pool.in_box(titan_players=3, darklord=1) for f in cat.figures.values())
    assert in_box + cat.neutral_garrison_counters() == figures
    assert len(cat.spells) * 4 == spells  # 5.1: a full set of 16 spells for each of the 4 players


def test_strike_table_of_13_4(text: str, cat: Catalog) -> None:
    block = _block(text, "Intelligenz der attackierenden Figur", "Mindestwurf\n\n13.5")
    numbers = [[int(n) for n in re.findall(r"\d", line)] for line in block.splitlines()]
    rows = [n[1:] for n in numbers if len(n) == 7]
    assert len(rows) == 6
    assert tuple(tuple(r) for r in rows) == cat.strike_table.rows


def test_hazard_natives_of_12_7(text: str, cat: Catalog) -> None:
    block = _block(text, "12.7 HAZARD-ÜBERSICHT", "16.6 FIGUREN-ÜBERSICHT")
    found = re.findall(r"\(([A-Za-z]+)\)\*{0,2}\s*\n\s*\nHeimisch: ([^\n]+)", block)
    assert len(found) >= 14
    for english, natives in found:
        hazard = cat.hazard(english)
        if natives.startswith("Alle"):
            assert hazard.natives == ("Pixie",)
            continue
        printed = [n.strip().rstrip("s") if n.strip() in {"Gorgons", "Dragons"} else n.strip()
                   for n in natives.split(",")]
        assert list(hazard.natives) == printed, english


@pytest.mark.parametrize(("start", "end", "role"), [
    ("26.3 Titan-Spieler Siegpunkte-Tabelle", "26.4", "titan"),
    ("26.4 Darklord Siegpunkte-Tabelle", "26.5", "darklord"),
])
def test_victory_tables(text: str, cat: Catalog, start: str, end: str, role: str) -> None:
    from referee.got.catalog import PlayerRole

    block = _block(text, start, end + " ")
    printed = [(m[0], int(m[1])) for m in re.findall(r"^(.+?)\t(\d+)$", block, re.M)]
    goals = cat.victory_goals(PlayerRole(role))
    assert printed == [(g.de, g.points) for g in goals]


def test_spells_and_grades(text: str, cat: Catalog) -> None:
    block = _block(text, "15.6 ZAUBER-ÜBERSICHT", "16.5 FIGUREN MIT SONDERFERTIGKEITEN")
    grade = 0
    printed: dict[str, int] = {}
    for line in block.splitlines():
        m = re.match(r"^(?:(\d)\. GRAD – )?([A-Z][A-Za-z ]+?):", line)
        if m:
            grade = int(m[1]) if m[1] else grade
            printed[m[2]] = grade
    assert printed == {s.name: s.grade for s in cat.spells.values()}


def test_human_prices(text: str, cat: Catalog) -> None:
    block = _block(text, "MENSCHEN\n", "HALBGÖTTER\n")
    printed = dict(re.findall(r"^(\w+) \((\d+) Lebenssteine\)", block, re.M))
    printed.update({name: "0" for name in re.findall(r"^(\w+) \(kostenlos\)", block, re.M)})
    assert len(printed) == 8
    assert {k: int(v) for k, v in printed.items()} == {k: cat.opening.human_price(k) for k in printed}


def test_recruit_chart_top_creatures_printed(text: str, cat: Catalog) -> None:
    block = _block(text, "22.3 REKRUTIERUNGSSCHEMA", "15.6 ZAUBER-ÜBERSICHT").split("\n", 1)[1]
    printed = {w.rstrip("*").capitalize() for w in re.findall(r"\b([A-Z]{4,}\*?)(?![a-z])", block)}
    named = {s.creature for kind in ("land", "sea", "dark") for c in cat.chart(kind).lands.values()
             for s in c.steps if s.provenance.value == "text"}
    lands = {c.name.capitalize() for kind in ("land", "sea", "dark") for c in cat.chart(kind).lands.values()}
    # every creature we call "text" is printed, and every printed word is a land or such a creature
    assert named <= printed | {"Tombdigger"}
    assert printed - lands - named <= {"Tombdrigger"}
