"""The opening position of Gods of Titan (5.1–5.7) built from a :class:`GameSetup`.

Markers are named by colour: ``"Rot 1"`` … ``"Rot 12"`` for field armies and
``"Rot Tower"``, ``"Rot Ruin"``, ``"Rot Fort"``, ``"Rot Citytower"`` for tower
armies (4.4); the Darklord has ``"Schwarz 1"`` … ``"Schwarz 13"`` and
``"Schwarz Darktower 1"`` … ``3``; the neutral towers ``"Grau Citytower 1"`` etc.
Tower lands are labelled ``"Tower Rot"``, ``"Citytower 1"`` …, ``"Darktower 1"`` ….
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.interpretation import validate_settings
from referee.core.refusal import refuse
from referee.got.board import opening_lands, tower_land, tower_lands
from referee.got.catalog import PlayerRole, catalog
from referee.got.events import GameSetup, PlayerSetup
from referee.got.interpretations import INTERPRETATIONS
from referee.got.lands import Land, Terrain
from referee.got.sections import MARKER_SECTION
from referee.got.state import NEUTRAL, Army, Counts, GotState, Player, Role
from referee.got.table_charts import catalog_for

TITAN_COLOURS = ("Rot", "Grün", "Gelb", "Blau")
DARKLORD_COLOUR = "Schwarz"
NEUTRAL_COLOUR = "Grau"
TOWER_MARKERS = ("Tower", "Ruin", "Fort", "Citytower")
_TOWER_MARKER_ENDS = tuple(f" {k}" for k in TOWER_MARKERS)


@dataclasses.dataclass(frozen=True)
class SetupChoices:
    """What the set-up leaves to the players: the Titan players' colours, the Darklord's, and the elements
    each Titan player's start army gets — only in a game with a Darklord (4.4, 5.1, 5.2)."""

    titan_colours: tuple[str, ...]
    darklord_colour: str
    elements: tuple[str, ...]
    #: the seats: Titan players, and at most this many Darklords (1.2, 5.3; ``data/setup.toml``)
    titan_seats: int
    darklord_seats: int

    @property
    def default_colours(self) -> tuple[str, ...]:
        """The colours a new game's three Titan seats start with: their first letters differ, so the quick line's
        short names ("R2", "B2", "G2") never need a second letter.

        >>> setup_choices(darklord=True).default_colours
        ('Rot', 'Grün', 'Blau')
        """
        chosen: list[str] = []
        for colour in self.titan_colours:
            if colour[0] not in {c[0] for c in chosen} and colour[0] != self.darklord_colour[0]:
                chosen.append(colour)
        return tuple(chosen[:self.titan_seats])

    def titan(self, name: str, colour: str, seat: int, element: str | None) -> PlayerSetup:
        """A Titan player of this set-up: the element only where the game has elements (with a Darklord, 5.2).

        >>> setup_choices(darklord=False).titan("Anna", "Rot", 1, "Asher").element is None
        True
        """
        return PlayerSetup(name, Role.TITAN.value, colour, seat, element=element if self.elements else None)

    def darklord(self, name: str, seat: int) -> PlayerSetup:
        """The Darklord, in the Darklord's colour (4.4)."""
        return PlayerSetup(name, Role.DARKLORD.value, self.darklord_colour, seat)


def elements_named(titans: int, elements: Sequence[str | None] | None) -> tuple[str | None, ...]:
    """The element of each of ``titans`` Titan players as named (none named: none); one each (5.2).

    >>> elements_named(2, ["asher", "Golem"])
    ('Asher', 'Golem')
    """
    if elements is None:
        return (None,) * titans
    if len(elements) != titans:
        raise InvalidInput("Ein Element je Titan-Spieler.", "One element per Titan player.", sections=("5.2",))
    return tuple(catalog().figure(e).name if e else None for e in elements)


def setup_choices(*, darklord: bool) -> SetupChoices:
    """>>> setup_choices(darklord=False).elements, setup_choices(darklord=True).elements
    ((), ('Asher', 'Golem', 'Zephyra'))
    >>> setup_choices(darklord=True).titan_seats, setup_choices(darklord=True).darklord_seats
    (3, 1)
    """
    seats = catalog().opening.players
    return SetupChoices(TITAN_COLOURS, DARKLORD_COLOUR, tuple(catalog().opening.elements) if darklord else (),
                        seats["titan_players"], seats["darklord"])


def field_markers(colour: str, role: Role) -> tuple[str, ...]:
    """The markers a player may put on new armies by splitting (4.4, 4.5): 12 of a Titan player's 16, 13 of the Darklord's."""
    return tuple(f"{colour} {i}" for i in range(1, catalog().opening.field_markers(role.value) + 1))


def tower_marker(colour: str, kind: str) -> str:
    return f"{colour} {kind}"


def is_tower_marker(marker: str) -> bool:
    return marker.endswith(_TOWER_MARKER_ENDS) or " Darktower " in marker


def _role(p: PlayerSetup) -> Role:
    try:
        return Role(p.role)
    except ValueError:
        raise InvalidInput(f"Unbekannte Rolle {p.role!r} (titan/darklord).", f"Unknown role {p.role!r} (titan/darklord).",
                           sections=("1.2",)) from None


def check_setup(ev: GameSetup) -> None:
    """Players, seats, colours and elements as 1.2, 4.4, 5.2 and 5.3 require."""
    titans = [p for p in ev.players if _role(p) is Role.TITAN]
    darklords = [p for p in ev.players if _role(p) is Role.DARKLORD]
    offered = setup_choices(darklord=bool(darklords))
    n_titans, n_darklords = offered.titan_seats, offered.darklord_seats
    if len(titans) != n_titans or len(darklords) > n_darklords:
        refuse("got.setup.gods_titan_needs_titan", RuleViolation(
            f"Gods of Titan braucht {n_titans} Titan-Spieler und höchstens {n_darklords} Darklord "
            f"({len(titans)}/{len(darklords)}).",
            f"Gods of Titan needs {n_titans} Titan players and at most {n_darklords} Darklord "
            f"({len(titans)}/{len(darklords)}).",
            sections=("1.2", "5.3")))
    names = [p.name.strip() for p in ev.players]
    if any(not n for n in names) or len(set(names)) != len(names) or NEUTRAL in names:
        refuse("got.setup.every_player_needs_name",
               InvalidInput("Jeder Spieler braucht einen eigenen Namen.", "Every player needs a name of their own.",
                            sections=("5.3",)))
    seats = sorted(p.seat for p in ev.players)
    if seats != list(range(1, len(ev.players) + 1)):
        refuse("got.setup.seats_in_order",
               RuleViolation(f"Plätze müssen 1 bis {len(ev.players)} sein ({seats}).",
                             f"Seats must be 1 to {len(ev.players)} ({seats}).", sections=("5.3",)))
    if darklords and darklords[0].seat != n_titans + 1:
        refuse("got.setup.darklord_always_seat",
               RuleViolation(f"Der Darklord sitzt immer auf Platz {n_titans + 1}.",
                             f"The Darklord always has seat {n_titans + 1}.", sections=("5.3",)))
    colours = [p.colour for p in titans]
    for c in colours:
        if c not in TITAN_COLOURS:
            refuse("got.setup.unknown_colour",
                   UnknownName.of("Farbe", "colour", c, TITAN_COLOURS, sections=(MARKER_SECTION, "5.1")), item=c)
    if len(set(colours)) != n_titans:
        refuse("got.setup.titan_players_take",
               RuleViolation(f"Titan-Spieler wählen verschiedene Farben aus {', '.join(TITAN_COLOURS)}.",
                             f"Titan players take different colours of {', '.join(TITAN_COLOURS)}.", sections=(MARKER_SECTION,)))
    if darklords and darklords[0].colour != DARKLORD_COLOUR:
        refuse("got.setup.darklord_plays_black",
               RuleViolation("Der Darklord spielt Schwarz.", "The Darklord plays black.", sections=(MARKER_SECTION,)))
    elements = [p.element for p in titans]
    expected = sorted(catalog().opening.elements)
    if darklords and sorted(e or "" for e in elements) != expected:
        refuse("got.setup.darklord_each_titan",
               RuleViolation(f"Mit Darklord erhält jeder Titan-Spieler eines der Elemente {', '.join(expected)}.",
                             f"With a Darklord each Titan player gets one of the elements {', '.join(expected)}.",
                             sections=("3.4", "5.2")))
    if not darklords and any(elements):
        refuse("got.setup.without_darklord_no_elements",
               RuleViolation("Ohne Darklord gibt es keine Elemente.", "Without a Darklord there are no elements.",
                             sections=("3.4", "5.2")))
    validate_settings(INTERPRETATIONS, dict(ev.settings))
    catalog_for(ev.recruit_corrections)  # refuse a broken correction before the game starts


def _start_armies(p: PlayerSetup, role: Role) -> tuple[tuple[str, ...], ...]:
    """The start armies of 5.7: given by the table, else the default split."""
    start = catalog().opening.start[role.value]
    required = Counter(dict(start.figures))
    if p.element:
        required[p.element] += 1
    default: tuple[tuple[str, ...], ...]
    if role is Role.DARKLORD:
        default = (("Phantom", "Headcracker"), ("Angel", "Headcracker"), ("Jabberwok", "Headcracker"))
    else:
        default = (("Titan", "Ogre"), tuple(n for n in required.elements() if n not in ("Titan", "Ogre")))
    armies = p.start_armies or default
    given = Counter(n for army in armies for n in army)
    if given != required or len(armies) != start.armies or any(not a for a in armies):
        refuse("got.setup.start_armies", RuleViolation(
            f"Startarmeen von {p.name}: {start.armies} Armeen aus {', '.join(sorted(required.elements()))}.",
            f"Start armies of {p.name}: {start.armies} armies of {', '.join(sorted(required.elements()))}.",
            sections=("5.7",)))
    for army in armies:
        apart = [n for n in army if n in {"Titan", *catalog().opening.elements}]
        if len(apart) > 1:
            refuse("got.setup.titan_element_must_start",
                   RuleViolation("Titan und Element müssen in verschiedenen Armeen beginnen.",
                                 "Titan and element must start in different armies.", sections=("5.7",)),
                   item=(p.name, tuple(army)))
        if role is Role.DARKLORD and army.count("Headcracker") != 1:
            refuse("got.setup.phantom_angel_jabberwok",
                   RuleViolation("Phantom, Angel und Jabberwok stehen je mit einem Headcracker.",
                                 "Phantom, Angel and Jabberwok each stand with one Headcracker.", sections=("5.7",)),
                   item=(p.name, tuple(army)))
    return tuple(tuple(a) for a in armies)


def opening_state(ev: GameSetup) -> GotState:
    """The table after set-up: pools (5.1), garrisons (5.6) and start armies (5.7)."""
    check_setup(ev)
    has_darklord = any(p.role == Role.DARKLORD.value for p in ev.players)
    players: list[Player] = []
    armies: list[Army] = []
    spells = tuple(catalog().spells)
    for p in ev.players:
        role = _role(p)
        pool = Counts.of(catalog().pool(PlayerRole.TITAN if role is Role.TITAN else PlayerRole.DARKLORD))
        centre = Land(Terrain.CITY if role is Role.TITAN else Terrain.DUNGEON,
                      "City" if role is Role.TITAN else "Dungeon")
        for i, start in enumerate(_start_armies(p, role), start=1):
            from_pool = [n for n in start if n not in catalog().opening.elements]
            pool = pool.minus(from_pool, sections=("5.1", "5.7"))
            armies.append(Army(f"{p.colour} {i}", p.name, centre, Counts.of(start)))
        if role is Role.TITAN:
            garrison = catalog().opening.garrison("Tower")
            owned = [f.name for f in garrison.figures if f.source == "owner" for _ in range(f.count)]
            pool = pool.minus(owned, sections=("5.6",))
            figures = Counts.of(f.name for f in garrison.figures for _ in range(f.count))
            armies.append(Army(tower_marker(p.colour, "Tower"), p.name, tower_land(Terrain.TOWER, p.colour), figures))
        else:
            garrison = catalog().opening.garrison("Darktower")
            for i, land in enumerate(tower_lands(Terrain.DARKTOWER), start=1):
                owned = [f.name for f in garrison.figures if f.source == "darklord" for _ in range(f.count)]
                pool = pool.minus(owned, sections=("5.6",))
                figures = Counts.of(f.name for f in garrison.figures for _ in range(f.count))
                armies.append(Army(f"{p.colour} Darktower {i}", p.name, land, figures))
        players.append(Player(name=p.name, role=role, colour=p.colour, seat=p.seat, pool=pool, spells=spells,
                              gems=catalog().numbers.gems.start))
    for kind in ("Citytower", "Fort", "Ruin"):
        garrison = catalog().opening.garrison(kind)
        for i, land in enumerate(tower_lands(Terrain(kind)), start=1):
            figures = Counts.of(f.name for f in garrison.figures for _ in range(f.count))
            armies.append(Army(f"{NEUTRAL_COLOUR} {kind} {i}", NEUTRAL, land, figures))
    del has_darklord
    titans = [p.colour for p in ev.players if _role(p) is Role.TITAN]
    lands = opening_lands(titans, (Land.parse(x) for x in ev.board))
    return GotState(started=True, players=tuple(players), armies=tuple(armies), settings=tuple(ev.settings),
                    recruit_corrections=ev.recruit_corrections, lands=lands, open_board=ev.open_board,
                    readings_untold=ev.readings_untold)
