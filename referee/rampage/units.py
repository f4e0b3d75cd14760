"""Units of Castle Rampage: the Pferd, Schwert and Bogen symbols, and the check of named discards
("karten", "anhang.soeldner", "anhang.angriffsplan", "anhang.priester").

A card with one or more of the three symbols is a unit; a unit with several symbols (Riese, Söldner)
counts for only one of them ("karten").  The text does not say which card carries which symbol
(the pictures were lost): the symbols below are the interpretation ``rampage.units`` (with
``rampage.giant`` for the Riese).  A Söldner's bonus needs a discarded unit of its required kind, an
Angriffsplan the units it requires (and one more unit for its bonus).

>>> symbols_of("Ritter"), symbols_of("Koch")
(frozenset({<Unit.HORSE: 'horse'>}), frozenset())
>>> covers(("Riese", "Ritter"), (Unit.HORSE, Unit.BOW))
True
>>> covers(("Riese",), (Unit.HORSE, Unit.BOW))
False
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Sequence

from referee.rampage.rules import fold


class Unit(enum.Enum):
    HORSE = "horse"   # Pferd
    SWORD = "sword"   # Schwert
    BOW = "bow"       # Bogen

    def word(self, lang: str = "de") -> str:
        return {"horse": ("Pferd", "horse"), "sword": ("Schwert", "sword"), "bow": ("Bogen", "bow")}[
            self.value][lang == "en"]


#: the words a scribe may type for a symbol
UNIT_WORDS = {"pferd": Unit.HORSE, "schwert": Unit.SWORD, "bogen": Unit.BOW,
              "horse": Unit.HORSE, "sword": Unit.SWORD, "bow": Unit.BOW}

_ALL = frozenset(Unit)

#: interpretation ``rampage.units`` (default): the symbols of the cards, by folded name
DEFAULT_SYMBOLS: dict[str, frozenset[Unit]] = {
    "axtkaempfer": frozenset({Unit.SWORD}),
    "bogenschuetze": frozenset({Unit.BOW}),
    "ritter": frozenset({Unit.HORSE}),
    "soeldner": _ALL,         # several symbols ("karten"); each kind requires one of them
    "riese": _ALL,            # interpretation rampage.giant
}


def unit_of(word: str) -> Unit | None:
    """The symbol a word names (``Pferd``, ``schwert`` …), None for another word."""
    return UNIT_WORDS.get(fold(word))


def symbols_of(name: str) -> frozenset[Unit]:
    """The unit symbols of a card (empty: not a unit), by the interpretation's default."""
    return DEFAULT_SYMBOLS.get(fold(name), frozenset())


def is_unit(name: str) -> bool:
    return bool(symbols_of(name))


def covers(discards: Sequence[str], required: Sequence[Unit]) -> bool:
    """Whether distinct discarded cards can stand for every required symbol, each card for one symbol only."""
    if len(discards) < len(required):
        return False
    options = [symbols_of(d) for d in discards]
    for chosen in itertools.permutations(range(len(discards)), len(required)):
        if all(required[k] in options[i] for k, i in enumerate(chosen)):
            return True
    return False
