"""The rules reference of all five games: digests, glossary, interpretations, search.

``RulesBook.open()`` uses ``rules.sqlite`` in the user data directory (``$SCHRIFTFUEHRER_RULES``
overrides it) and builds it from the content files when it is missing, corrupt or out of date;
``RulesBook.open(path)`` opens another file (tests). See :mod:`rulesdb.rules.book`.
"""

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
