"""The rules reference of all five games: digests, glossary, interpretations, search.

``RulesBook.open()`` uses ``rules.sqlite`` in the user data directory (``$SCHRIFTFUEHRER_RULES``
overrides it) and builds it from the content files when it is missing, corrupt or out of date;
``RulesBook.open(path)`` opens another file (tests). See :mod:`rulesdb.rules.book`.
"""

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the type checker; at run time the book (SQLModel) is imported when first read (below), so
    # that what needs only the section links (rulesdb.rules.links) does not load SQLModel (the app's start)
    from rulesdb.rules.book import (
        GlossaryEntry,
        InterpretationEntry,
        InterpretationNote,
        RulesBook,
        SearchHit,
        SectionEntry,
        default_path,
    )

__all__ = ["GlossaryEntry", "InterpretationEntry", "InterpretationNote", "RulesBook", "SearchHit",
           "SectionEntry", "default_path"]


def __getattr__(name: str) -> object:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module("rulesdb.rules.book"), name)
    globals()[name] = value
    return value
