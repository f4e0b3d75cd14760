"""Weiß Schwarz deck lists (Deckliste): each player's 50 cards as set up, with every number the referee uses.

Filled from the game's set-up: per player one table, a line per card — copies, name, kind, colour, level,
cost, soul, power, trigger, counter, encore cost (where the card names one, else the rule's), and what the
card does beyond its numbers in words — and the totals the deck check counts (§ grundlegendes: 50 cards,
at most 8 climaxes).  Blank: the same table to fill in by hand, 25 lines a player.
"""

from __future__ import annotations

import functools
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Sheet
from referee.weiss.attack import encore_cost
from referee.weiss.cards import DECK_SECTION, DECK_SIZE, MAX_CLIMAX, CardSpec, DeckList, Kind
from referee.weiss.events import Setup
from referee.weiss.view import WsState

BLANK_LINES = 25


@functools.cache
def section_title(section: str, lang: str) -> str:
    """A section of the Weiß Schwarz rules as a reader names it: by its title (the text numbers only the phases)."""
    from rulesdb.rules.content import load_sources

    for s in load_sources().sections:
        if s.game == "weiss" and s.id == section:
            return s.title_en if lang == "en" else s.title_de
    return section


class DeckSheet(Sheet):
    kind = "weiss-decks"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        "deck": ("Deckliste von {name}", "Deck list of {name}"),
        "blank": ("Deckliste von ______________________", "Deck list of ______________________"),
        "copies": ("Anz.", "Qty"),
        "name": ("Karte", "Card"),
        "kind": ("Art", "Kind"),
        "colour": ("Farbe", "Colour"),
        "level": ("Level", "Level"),
        "cost": ("Kosten", "Cost"),
        "soul": ("Seele", "Soul"),
        "power": ("Kraft", "Power"),
        "trigger": ("Trigger", "Trigger"),
        "counter": ("Konter", "Counter"),
        "encore": ("Encore", "Encore"),
        "effect": ("Wirkung", "Effect"),
        "yes": ("ja", "yes"),
        "totals": ("{cards} Karten, davon {climax} Climax-Karten (erlaubt: {size} Karten, höchstens {max} Climax; "
                   "§ {section})",
                   "{cards} cards, {climax} of them climaxes (allowed: {size} cards, at most {max} climaxes; "
                   "§ {section})"),
    }

    def _header(self) -> list[object]:
        return [self.t(k) for k in ("copies", "name", "kind", "colour", "level", "cost", "soul", "power", "trigger",
                                    "counter", "encore", "effect")]

    def _widths(self) -> list[float]:
        fixed = [9 * mm, 22 * mm, 17 * mm, 12 * mm, 10 * mm, 11 * mm, 10 * mm, 13 * mm, 24 * mm, 12 * mm, 12 * mm]
        return [*fixed, self.frame_width() - sum(fixed)]

    def _row(self, c: CardSpec) -> list[object]:
        lang = self.lang
        return [c.copies, self.p(c.name), self.p(c.kind.word(lang)), self.p(c.colour), c.level, c.cost, c.soul,
                c.power, self.p(c.trigger.word(lang)), self.t("yes") if c.counter else "",
                encore_cost(c) if c.kind is Kind.CHARACTER else "", self.p(c.effect)]

    def _table(self, deck: DeckList) -> list[Flowable]:
        rows = [self._header(), *(self._row(c) for c in deck.cards)]
        cards = sum(c.copies for c in deck.cards)
        climax = sum(c.copies for c in deck.cards if c.kind is Kind.CLIMAX)
        return [self.heading(self.t("deck", name=deck.player)),
                self.table(rows, self._widths(), header_rows=1, extra=[("ALIGN", (4, 1), (7, -1), "RIGHT")]),
                Spacer(1, 1.5 * mm),
                self.p(self.t("totals", cards=cards, climax=climax, size=DECK_SIZE, max=MAX_CLIMAX,
                              section=section_title(DECK_SECTION, self.lang)), "note"),
                Spacer(1, 5 * mm)]

    def blank_story(self) -> list[Flowable]:
        out: list[Flowable] = []
        for _ in range(2):
            rows = [self._header()] + [[""] * 12 for _ in range(BLANK_LINES)]
            out += [self.heading(self.t("blank")), self.table(rows, self._widths(), header_rows=1,
                                                               extra=[("TOPPADDING", (0, 1), (-1, -1), 4.5)]),
                    Spacer(1, 5 * mm)]
        return out

    def filled_story(self) -> list[Flowable]:
        record = self.record(WsState)
        setup = record.events[0] if len(record) else None
        if not isinstance(setup, Setup):
            return self.blank_story()
        out: list[Flowable] = []
        for deck in setup.decks:
            out += self._table(deck)
        return out
