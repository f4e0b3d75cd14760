"""The Gods of Titan set-up as the scribe chooses it: three Titan players (name, colour, and an element when a
Darklord plays), an optional Darklord, the table's board list and its chart corrections (5.1, 5.2, 2.1, 22.3).
The legal colours and elements are :func:`offered` (the referee's :func:`~referee.got.setup.setup_choices`).

>>> r = GotRequest(titans=(TitanSeat("Anna", "Rot", "asher"), TitanSeat("Ben", "Blau", "Golem"),
...                        TitanSeat("Cleo", "Gelb", "Zephyra")), darklord="Dora")
>>> [(p.name, p.role, p.colour, p.seat, p.element) for p in r.event().players]  # doctest: +NORMALIZE_WHITESPACE
[('Anna', 'titan', 'Rot', 1, 'Asher'), ('Ben', 'titan', 'Blau', 2, 'Golem'), ('Cleo', 'titan', 'Gelb', 3, 'Zephyra'),
 ('Dora', 'darklord', 'Schwarz', 4, None)]
>>> offered(darklord=False).elements
()
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.core.setup import SetupRequest
from referee.got.events import GameSetup, PlayerSetup
from referee.got.setup import SetupChoices, elements_named, setup_choices
from referee.got.state import Role


@dataclasses.dataclass(frozen=True)
class TitanSeat:
    """One Titan player: name, colour, and the element of the start army (only when a Darklord plays, 5.2)."""

    name: str
    colour: str
    element: str | None = None


def offered(*, darklord: bool) -> SetupChoices:
    """The colours and elements the set-up offers (4.4, 5.1, 5.2): elements only in a game with a Darklord."""
    return setup_choices(darklord=darklord)


@dataclasses.dataclass(frozen=True, kw_only=True)
class GotRequest(SetupRequest):
    game: ClassVar[str] = "got"
    #: the Titan players in seat order
    titans: tuple[TitanSeat, ...]
    #: the Darklord's player; empty: a game without a Darklord
    darklord: str = ""
    #: the language the game's entries are named in
    lang: str = "de"
    #: the table's board: its ordinary lands as ``"Terrain:label"`` (2.1)
    board: tuple[str, ...] = ()
    #: the table's corrections of the recruiting charts (TOML, 22.3)
    recruit_corrections: str = ""

    def event(self) -> GameSetup:
        """The set-up event; an element is named as the figure catalogue names it ("asher" -> "Asher"). Whether
        the elements fit the game (one each with a Darklord, none without, 5.2) is the engine's judgement."""
        darklord = self.darklord.strip()
        elements = elements_named(len(self.titans), [t.element.strip() if t.element else None for t in self.titans])
        players = [PlayerSetup(t.name.strip(), Role.TITAN.value, t.colour.strip(), seat, element=element)
                   for seat, (t, element) in enumerate(zip(self.titans, elements, strict=True), start=1)]
        if darklord:
            players.append(offered(darklord=True).darklord(darklord, len(players) + 1))
        return GameSetup(players=tuple(players), settings=self.settings, lang=self.lang,
                         recruit_corrections=self.recruit_corrections, board=self.board)
