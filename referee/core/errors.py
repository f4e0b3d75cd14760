"""Narrow exception types of the referee.

Every refusal says, in German and English, what is wrong and which rule
sections it rests on.  ``str(error)`` shows both languages and the sections,
so a message printed by a script is as complete as one shown in the app.

>>> e = RuleViolation("Zu viele Figuren.", "Too many figures.", sections=("4.2",))
>>> str(e)
'§ 4.2: Zu viele Figuren. / Too many figures.'
>>> e.message("en")
'Too many figures.'
"""

from __future__ import annotations

import difflib
from collections.abc import Hashable, Iterable, Sequence


class RefereeError(Exception):
    """Base of every error the referee raises on purpose. One made through :func:`referee.core.refusal.refuse`
    carries its rule id (``rule``) and the item of the loop it was made for (``item``); None when raised. One made
    through :func:`referee.core.refusal.fail` is ``final``: known by its rule, never waived."""

    rule: str | None = None
    item: Hashable = None
    final: bool = False

    def __init__(
        self,
        message_de: str,
        message_en: str | None = None,
        *,
        sections: Sequence[str] = (),
    ) -> None:
        self.message_de = message_de
        self.message_en = message_en if message_en is not None else message_de
        self.sections: tuple[str, ...] = tuple(sections)
        super().__init__(str(self))

    def message(self, lang: str = "de") -> str:
        """The message in one language (``de`` or ``en``)."""
        return self.message_en if lang == "en" else self.message_de

    def __str__(self) -> str:
        text = self.message_de
        if self.message_en != self.message_de:
            text = f"{self.message_de} / {self.message_en}"
        if self.sections:
            return f"§ {', '.join(self.sections)}: {text}"
        return text


class RuleViolation(RefereeError):
    """An entry breaks a rule of the game; nothing was changed."""


class InvalidInput(RefereeError, ValueError):
    """An entry is malformed: a negative count, a missing field, a bad number."""


class UnknownName(RefereeError, LookupError):
    """A name (figure, creature, card, spell, land, player) the game does not know.

    >>> e = UnknownName.of("Figur", "figure", "Ogr", ["Ogre", "Troll"])
    >>> e.suggestions
    ('Ogre',)
    """

    def __init__(
        self,
        message_de: str,
        message_en: str | None = None,
        *,
        name: str = "",
        suggestions: Sequence[str] = (),
        sections: Sequence[str] = (),
    ) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        super().__init__(message_de, message_en, sections=sections)

    @classmethod
    def of(
        cls,
        kind_de: str,
        kind_en: str,
        name: str,
        known: Iterable[str],
        *,
        sections: Sequence[str] = (),
    ) -> UnknownName:
        """Build the error for ``name`` with the closest known names as hints."""
        from referee.core.limits import QUOTE_LIMIT, quoted  # the limits import this module

        known_list = list(known)
        lowered = {k.lower(): k for k in known_list}
        close = difflib.get_close_matches(name.lower(), list(lowered), n=3, cutoff=0.6) if len(name) <= QUOTE_LIMIT else []
        hints = tuple(lowered[c] for c in close)
        de = f"Unbekannte {kind_de}: {quoted(name)!r}."
        en = f"Unknown {kind_en}: {quoted(name)!r}."
        if hints:
            de += f" Meinten Sie {', '.join(hints)}?"
            en += f" Did you mean {', '.join(hints)}?"
        return cls(de, en, name=name, suggestions=hints, sections=sections)


class JournalError(RefereeError):
    """The journal cannot do what was asked (undo of nothing, redo of nothing)."""


class ConflictError(JournalError):
    """Another scribe appended first; reload the game and enter again."""


class StorageError(RefereeError):
    """The game store cannot be used (not ours, corrupt, unreachable)."""
