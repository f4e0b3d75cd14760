"""Words in two languages: a (German, English) pair, picked for a language, and tables of such pairs.

>>> pick(("Flucht", "flight"), "en")
'flight'
>>> word_of({"a": ("Angriff", "attack")}, "b", "de")
'b'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
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
