"""What the rest of the program needs to know about one game: a :class:`GameSpec`.

Each game package declares its spec in ``referee/<game>/spec.py`` (a module holding ``SPEC``);
:mod:`referee.registry` discovers them — there is no other list of games.  The spec names the
printouts' renderers as strings and the rules content's folder, so ``referee`` imports none of them; the desktop
app finds a game's screens by its id (``ui/games/<id>``).

>>> s = GameSpec(id="demo", title_de="Probe", title_en="Demo", order=9, package="referee.core")
>>> s.title("en"), s.module("engine")
('Demo', 'referee.core.engine')
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class PrintoutSpec:
    """One printable sheet of a game: id, titles, and ``module:Class`` of its renderer."""

    kind: str
    title_de: str
    title_en: str
    sheet: str

    def title(self, lang: str = "de") -> str:
        return self.title_en if lang == "en" else self.title_de


@dataclasses.dataclass(frozen=True)
class GameSpec:
    """One game: its id, names, and where its engine, events, view, printouts and rules live.

    A game package has the same shape for every game: ``referee.<id>.engine`` (class ``engine_class``),
    ``.events``, ``.view`` (``summary``), ``.interpretations`` (``INTERPRETATIONS``).
    """

    id: str
    title_de: str
    title_en: str
    #: position in lists (menus, start page, documentation)
    order: int
    #: the referee package of the game
    package: str
    engine_class: str = ""
    #: further ``module:NAME`` tuples of interpretations besides ``<package>.interpretations``
    extra_interpretations: tuple[str, ...] = ()
    printouts: tuple[PrintoutSpec, ...] = ()
    #: folder of the rules reference content (``rulesdb/rules/content/<folder>``)
    rules_content: str = ""
    #: what the game calls the number the header counts (``Header.round``): "Runde", or "Zug" where the
    #: rulebook counts turns (Castle Rampage, Weiß Schwarz)
    round_de: str = "Runde"
    round_en: str = "Round"

    def title(self, lang: str = "de") -> str:
        return self.title_en if lang == "en" else self.title_de

    def round_word(self, lang: str = "de") -> str:
        """``Runde`` (``Round``), or the game's own word for what its header counts (``Zug``)."""
        return self.round_en if lang == "en" else self.round_de

    def module(self, name: str) -> str:
        """The dotted name of one of the game's referee modules (``engine``, ``events``, ``view`` …)."""
        return f"{self.package}.{name}"

    @property
    def interpretation_sources(self) -> tuple[str, ...]:
        """``module:NAME`` of every tuple of interpretations of this game."""
        return (f"{self.package}.interpretations:INTERPRETATIONS", *self.extra_interpretations)
