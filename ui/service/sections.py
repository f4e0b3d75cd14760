"""Rule sections as a reader names them: by number where the book numbers them, else by title.

>>> section_word("got", "20.3", "de")
'20.3'
>>> section_word("rampage", "anhang.oger", "de")
'Oger (2x)'
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from referee.core.words import pick
from rulesdb.rules.links import numbered


@functools.cache
def _titles() -> dict[tuple[str, str], tuple[str, str]]:
    from rulesdb.rules.content import load_sources

    return {(s.game, s.id): (s.title_de, s.title_en) for s in load_sources().sections}


def section_word(game: str | None, section: str, lang: str = "de") -> str:
    """``"20.3"`` as it is; a named section (``"anhang.oger"``) by its title in ``lang``."""
    if numbered(section) or game is None:
        return section
    return pick(_titles().get((game, section), (section, section)), lang)


def section_words(game: str | None, sections: Sequence[str], lang: str = "de") -> str:
    """``§ 20.3, 10.6`` or ``§ Oger (2x), Spielablauf``."""
    return "§ " + ", ".join(section_word(game, s, lang) for s in sections)


__all__ = ["numbered", "section_word", "section_words"]
