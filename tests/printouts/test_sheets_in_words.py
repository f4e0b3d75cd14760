"""Every sheet of every game reads in words: no internal id, enum value or entry kind reaches the paper.

Each printout kind is printed blank and from realistic games of its game (:mod:`.allgames`), in German
and English, and its text is searched for the shapes ids have (``recruit_basilisk``, ``got.half_points``,
``A.innen``) and for every multi-word id the program knows (enum values, interpretation ids and choices
such as ``scribe-enters``, ``per-multiple``, ``concession-during``, entry kinds).
"""

from __future__ import annotations

import enum
import functools
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import referee
from printouts.base import Context
from printouts.got.hazard_words import CHANGES, PHASES
from printouts.kinds import KINDS
from printouts.source import sheet_class
from referee.core.events import event_types
from referee.got import hazards
from referee.got.settle import OUTCOME_NAMES, Outcome
from referee.registry import interpretations, specs

from .allgames import journals
from .pdftext import text

GAMES = "|".join(s.id for s in specs())
#: the shapes of ids: snake_case keys, dotted keys and entry kinds of a game, Burgenkrieg zone ids
SHAPES = re.compile(rf"\b[a-z]+(?:_[a-z0-9]+)+\b|\b(?:{GAMES})\.[a-z][\w-]*|\b[A-Z]\.[a-z]+\b")


@functools.cache
def known_ids() -> frozenset[str]:
    """Every id of the program made of several words (joined by ``-``, ``_`` or ``.``)."""
    found: set[str] = set(event_types())
    for i in interpretations():
        found |= {i.id, i.default, *(c.value for c in i.choices)}
    for info in pkgutil.walk_packages(referee.__path__, "referee."):
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if isinstance(obj, type) and issubclass(obj, enum.Enum) and obj.__module__ == module.__name__:
                found |= {m.value for m in obj if isinstance(m.value, str)}
    return frozenset(x for x in found if re.search(r"\w[-_.]\w", x))


def ids_in(printed: str) -> list[str]:
    """The ids found in ``printed`` (white space runs read as one blank, as a wrapped cell reads)."""
    flat = " ".join(printed.split())
    shaped = SHAPES.findall(flat)
    named = [x for x in known_ids() if re.search(rf"(?<![\w.-]){re.escape(x)}(?![\w-])", flat)]
    return sorted({*shaped, *named})


@functools.cache
def game_journals(game: str) -> list[object]:
    return journals(game)  # type: ignore[return-value]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_sheet_prints_an_id(kind: str, lang: str, tmp_path: Path) -> None:
    sources: list[object] = [None, *game_journals(KINDS[kind].game)]
    for i, journal in enumerate(sources):
        ctx = Context(lang=lang, blank=journal is None, game_title="Test", date="1.1.2027", journal=journal)
        printed = text(sheet_class(kind)(ctx).render(tmp_path / f"{kind}-{i}.pdf"))
        assert ids_in(printed) == [], f"{kind} ({'blank' if journal is None else f'game {i}'}, {lang})"


def test_the_detector_finds_the_ids_of_the_issue() -> None:
    assert {"scribe-enters", "per-multiple", "concession-during", "got.half_points"} <= known_ids()
    printed = ("Anna: recruit_basilisk\nAuslegung got.half_points: scribe-enters, per-multiple\n"
               "Kampf beendet: concession-during · Wiederaufbau B.aussen")
    assert ids_in(printed) == ["B.aussen", "concession-during", "got.half_points", "per-multiple",
                               "recruit_basilisk", "scribe-enters"]
    # words with a hyphen are words: "non-flyer", "Dark-Titan", "strike-back"
    assert ids_in("non-flyer entering; Dark-Titan; no strike-back; z. B. 12,5") == []


def test_every_id_the_sheets_translate_has_its_words() -> None:
    """A new outcome or hazard effect cannot slip onto a sheet as its id."""
    assert set(OUTCOME_NAMES) == set(Outcome)
    assert set(PHASES) == set(hazards.PHASES) and set(CHANGES) == set(hazards.CHANGES)
    for de, en in [*OUTCOME_NAMES.values(), *PHASES.values(), *CHANGES.values()]:
        assert de and en and not SHAPES.search(de) and not SHAPES.search(en)


def test_the_reference_card_names_hazard_effects_in_the_sheets_language(tmp_path: Path) -> None:
    printed = {}
    for lang in ("de", "en"):
        ctx = Context(lang=lang, blank=True, game_title="Test")
        printed[lang] = " ".join(text(sheet_class("got-reference")(ctx).render(tmp_path / f"r-{lang}.pdf")).split())
    assert "Bewegung:" in printed["de"] and "movement:" not in printed["de"]
    assert "Schlag: jede Figur, die aus einer Wolke schlägt — Würfel des Angreifers +50 %" in printed["de"]
    assert "Jede gegnerische Figur wird mit 3 Würfeln bei Intelligenz 2 attackiert." in printed["de"]  # Shockwave
    assert "any figure" not in printed["de"] and "Every enemy figure" not in printed["de"]
    assert "Movement:" in printed["en"] and "Bewegung:" not in printed["en"]
    assert "Strike: any figure striking out of a cloud — attacker dice +50 %" in printed["en"]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", sorted(s.id for s in specs()))
def test_no_history_line_shows_an_id(game: str, lang: str) -> None:
    """The history and the undo menu read an entry's own label: in words there too (a new user's screenshot
    showed "Anna spielt Hana → vorne_mitte")."""
    for journal in game_journals(game):
        found = {x for e in journal.events for x in ids_in(e.label(lang))}  # type: ignore[attr-defined]
        assert not found, (game, lang, sorted(found))
