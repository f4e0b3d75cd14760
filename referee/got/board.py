"""The lands a game knows: the board as far as the table has told the referee.

The masterboard is not in the rulebook (RULES-NOTES 4), so a game knows a land only once it exists
for the table: City and Dungeon (8.6), the tower lands of the set-up (5.4, 5.6: each Titan player's
Tower, three each of Citytower, Fort and Ruin, the three Darktower fields), the board list given at
set-up, and every land named since by a :class:`~referee.got.events.LandNamed` entry. An entry refers
to a land by its label, matched exactly (case aside): no prefix or terrain turns one land into
another, and two lands of one terrain are two lands.

>>> from referee.got.lands import Terrain
>>> [x.label for x in opening_lands(("Rot", "Blau"))][:4]
['City', 'Dungeon', 'Tower Rot', 'Tower Blau']
>>> Land(Terrain.BRUSH, "B12").key
'b12'
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

from referee.core.derived import derived_from
from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.limits import INT_LIMIT, LIST_LIMIT, clean_text, loads_toml
from referee.core.refusal import refuse
from referee.got.catalog import catalog
from referee.got.lands import Land, Terrain
from referee.got.sections import LANDS_SECTION as LANDS_SECTION  # also named from here (ui.service.got.quick)

if TYPE_CHECKING:
    from referee.got.state import GotState

#: the neutral and black tower lands of 5.4/5.6 (how many of each: the set-up data, ``setup.toml``)
TOWER_KINDS = (Terrain.CITYTOWER, Terrain.FORT, Terrain.RUIN, Terrain.DARKTOWER)
#: lands whose number the rulebook fixes (8.6, 5.4, 5.6): the set-up makes them, nobody names more
FIXED = frozenset({Terrain.CITY, Terrain.DUNGEON, Terrain.TOWER, *TOWER_KINDS})
SECTIONS = ("2.1", "5.4", "5.6")
#: a terrain by its name as a land's key would read (a label may not be another terrain's name)
_TERRAIN_NAMES = {t.value.lower(): t for t in Terrain}


def tower_land(terrain: Terrain, which: str | int) -> Land:
    """A tower land of the set-up: ``Tower Rot`` (a Titan player's, by colour) or ``Fort 2`` (by number)."""
    return Land(terrain, f"{terrain.value} {which}")


def tower_lands(terrain: Terrain) -> tuple[Land, ...]:
    """The neutral or black towers of one kind, as many as the set-up has garrisons for (5.4, 5.6)."""
    copies = catalog().opening.garrison(terrain.value).copies
    return tuple(tower_land(terrain, i) for i in range(1, copies + 1))


def opening_lands(titan_colours: Sequence[str], board: Iterable[Land] = ()) -> tuple[Land, ...]:
    """City, Dungeon, the Titan players' Towers, the neutral and black towers, then the table's board."""
    fixed = [Land(Terrain.CITY, "City"), Land(Terrain.DUNGEON, "Dungeon")]
    fixed += [tower_land(Terrain.TOWER, c) for c in titan_colours]
    fixed += [land for t in TOWER_KINDS for land in tower_lands(t)]
    lands: dict[str, Land] = {}
    for land in (*fixed, *board):
        check_new(lands, land, fixed=len(lands) >= len(fixed))
        lands[land.key] = land
    return tuple(lands.values())


def check_new(known: Iterable[Land] | Mapping[str, Land], land: Land, *, fixed: bool = True) -> None:
    """Refuse a land the table may not name: an empty label, a label in use, a terrain the set-up fixes,
    or a label that is the name of another terrain (it would read as that terrain). ``known`` by key is
    looked up at once, a plain list of lands searched."""
    if not land.label.strip():
        refuse("got.board.land_needs_label",
               InvalidInput("Ein Land braucht eine Bezeichnung, z. B. die Nummer auf dem Spielplan.",
                            "A land needs a label, e.g. the number on the board.", sections=(LANDS_SECTION,)))
    same = known.get(land.key) if isinstance(known, Mapping) else next((k for k in known if k.key == land.key), None)
    if same is not None:
        refuse("got.board.land_already_exists",
               RuleViolation(f"Das Land {same} gibt es schon.", f"The land {same} already exists.", sections=(LANDS_SECTION,)))
    if fixed and land.terrain in FIXED:
        refuse("got.board.lands_fixed_set_up",
               RuleViolation(f"{land.terrain.value}-Länder legt der Spielbeginn fest; weitere gibt es nicht.",
                             f"{land.terrain.value} lands are fixed by the set-up; there are no others.",
                             sections=("5.4", "5.6", "8.6")))
    other = _TERRAIN_NAMES.get(land.key)
    if other is not None and other is not land.terrain:
        refuse("got.board.name_terrain_use",
               InvalidInput(f"„{land.label}“ ist der Name der Landart {other.value}; bitte eine andere Bezeichnung.",
                            f"'{land.label}' is the name of the terrain {other.value}; please use another label.",
                            sections=(LANDS_SECTION,)))


@derived_from("lands")
def lands_by_key(state: GotState) -> Mapping[str, Land]:
    """The lands the game knows by their key (the first of a key, should two share one); kept while the lands stay."""
    found: dict[str, Land] = {}
    for land in state.lands:
        found.setdefault(land.key, land)
    return MappingProxyType(found)


def known_land(state: GotState, text: str) -> Land:
    """The land an entry names (``"label"`` or ``"Terrain:label"``), refused when the game does not know it.

    A game recorded before lands were things (``state.open_board``) takes any land as it did then, and a bare
    label of a land already on its table (``"B3"`` for the Brush land B3 an army stands on).
    """
    if state.open_board:
        if ":" not in text:
            seen = {land.key: land for land in (*state.lands, *(a.land for a in state.armies))}
            if text.strip().casefold() in seen:
                return seen[text.strip().casefold()]
        return Land.parse(text)
    terrain, sep, label = text.partition(":")
    key = (label if sep else text).strip().casefold()
    found = lands_by_key(state).get(key)
    if found is None:
        close = difflib.get_close_matches(key, [k.key for k in state.lands], n=3, cutoff=0.6)
        hint = [str(k) for k in state.lands if k.key in close]
        raise UnknownName(f"Das Land {text.strip()!r} kennt diese Partie nicht; neue Länder zuerst benennen "
                          f"(Eintrag „Land benennen“){_maybe(hint, 'de')}.",
                          f"This game knows no land {text.strip()!r}; name new lands first (entry 'name a land')"
                          f"{_maybe(hint, 'en')}.", name=text.strip(), suggestions=hint, sections=(LANDS_SECTION,))
    if sep and Terrain.parse(terrain) is not found.terrain:
        raise RuleViolation(f"{found} ist kein {terrain.strip()}-Land.", f"{found} is not a {terrain.strip()} land.",
                            sections=(LANDS_SECTION,))
    return found


def name_land(state: GotState, land: Land) -> GotState:
    """The table after it named ``land`` (refused as :func:`check_new` says)."""
    if not state.started:
        refuse("got.board.first_set_up",
               RuleViolation("Erst der Spielbeginn, dann Länder.", "First the set-up, then lands.", sections=("5",)))
    check_new(state.lands, land)
    return state.copy_with(lands=(*state.lands, land))


def read_board(text: str) -> tuple[str, ...]:
    """A table's board list (TOML) as set-up lands ``"Terrain:label"``, checked like lands named one by one
    (labels are text or whole numbers; at most :data:`~referee.core.limits.LIST_LIMIT` lands; read in one pass).

    >>> read_board('[lands]\\nBrush = ["1", "12"]\\nMarsh = ["2"]')
    ('Brush:1', 'Brush:12', 'Marsh:2')
    """
    data = loads_toml(text, what=("Die Spielplan-Datei", "The board file"), limit=len(text) + 1, sections=(LANDS_SECTION,))
    table = data.get("lands")
    if not isinstance(table, dict) or not table:
        raise InvalidInput("Die Spielplan-Datei braucht eine Tabelle [lands], z. B. Brush = [\"1\", \"12\"].",
                           "The board file needs a [lands] table, e.g. Brush = [\"1\", \"12\"].", sections=(LANDS_SECTION,))
    count = sum(len(labels) if isinstance(labels, list) else 1 for labels in table.values())
    if count > LIST_LIMIT:
        raise InvalidInput(f"Die Spielplan-Datei nennt {count} Länder; höchstens {LIST_LIMIT}.",
                           f"The board file names {count} lands; at most {LIST_LIMIT}.", sections=(LANDS_SECTION,))
    lands: dict[str, Land] = {}
    for terrain, labels in table.items():
        t = Terrain.parse(terrain)
        if not isinstance(labels, list) or not all(_label_ok(x) for x in labels):
            refuse("got.board.list_labels_text",
                   InvalidInput(f"{terrain}: bitte eine Liste von Bezeichnungen (Text oder ganze Zahlen).",
                                f"{terrain}: please a list of labels (text or whole numbers).", sections=(LANDS_SECTION,)),
                   item=terrain)
        for label in labels:
            land = Land(t, clean_text(str(label), "board").strip())
            check_new(lands, land)
            lands[land.key] = land
    return tuple(f"{x.terrain.value}:{x.label}" for x in lands.values())


def _label_ok(label: object) -> bool:
    """A land's label in a board file: text, or a whole number as printed on a board (not true/false)."""
    if isinstance(label, bool):
        return False
    if isinstance(label, int):
        return -INT_LIMIT <= label <= INT_LIMIT
    return isinstance(label, str)


def _maybe(hint: list[str], lang: str) -> str:
    if not hint:
        return ""
    return ("; gemeint: " if lang == "de" else "; did you mean: ") + ", ".join(hint)
