"""Words in two languages: a (German, English) pair, picked for a language, and tables of such pairs.

>>> pick(("Flucht", "flight"), "en")
'flight'
>>> word_of({"a": ("Angriff", "attack")}, "b", "de")
'b'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from fractions import Fraction
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
#: (German, English)
Pair = tuple[str, str]


def pick(pair: Pair, lang: str = "de") -> str:
    """The English word for ``lang == "en"``, else the German one."""
    return pair[1] if lang == "en" else pair[0]


def word_of(table: Mapping[K, Pair], key: K, lang: str = "de") -> str:
    """``key``'s word from ``table``; a key the table lacks as its own text (never an error in a label)."""
    pair = table.get(key)
    return pick(pair, lang) if pair is not None else str(getattr(key, "value", key))


def number_text(value: Fraction | int | float, lang: str = "de", decimals: int = 1) -> str:
    """A number as every front end shows it (the app, the sheets, the command line's words, the display): whole
    numbers plain, others with ``decimals`` places and the language's decimal mark — one formatter (issue 35).

    >>> number_text(Fraction(135, 2), "de"), number_text(Fraction(135, 2), "en"), number_text(Fraction(12), "de")
    ('67,5', '67.5', '12')
    >>> number_text(31.5, "de"), number_text(-2.25, "de", 2), number_text(1234, "en")
    ('31,5', '-2,25', '1234')
    """
    if isinstance(value, int) or (isinstance(value, Fraction) and value.denominator == 1) or \
            (isinstance(value, float) and value.is_integer()):
        return str(int(value))
    shown = f"{float(value):.{decimals}f}"
    return shown.replace(".", ",") if lang == "de" else shown
