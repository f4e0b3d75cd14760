"""Named interpretations: where a rulebook is silent, garbled or contradicts itself.

Each place the text leaves open is one :class:`Interpretation` with a
documented default; where players could reasonably disagree it has several
choices, and a table picks one in the game's setup event (``settings``).
Every game package exposes ``INTERPRETATIONS`` in ``referee/<game>/interpretations.py``;
the rules database shows them beside the sections they touch.

>>> i = Interpretation(id="demo.rounding", game="demo", sections=("1.1",),
...     title_de="Runden", title_en="Rounding", digest_de="…", digest_en="…",
...     default="down", choices=(Choice("down", "ab", "down"), Choice("up", "auf", "up")))
>>> i.resolve({"demo.rounding": "up"}), i.resolve({})
('up', 'down')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from referee.core.errors import InvalidInput


@dataclasses.dataclass(frozen=True)
class Choice:
    value: str
    label_de: str
    label_en: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Interpretation:
    """One named interpretation with its default and the choices a table may make."""

    id: str
    game: str
    sections: tuple[str, ...]
    title_de: str
    title_en: str
    #: What the text says or lacks, and what the program does by default (own words).
    digest_de: str
    digest_en: str
    default: str
    choices: tuple[Choice, ...] = ()

    def resolve(self, settings: Mapping[str, str]) -> str:
        """The value in force under ``settings`` (the default when unset)."""
        value = settings.get(self.id, self.default)
        allowed = {c.value for c in self.choices} or {self.default}
        if value not in allowed:
            raise InvalidInput(
                f"Unbekannte Wahl {value!r} für {self.id}; erlaubt: {', '.join(sorted(allowed))}.",
                f"Unknown choice {value!r} for {self.id}; allowed: {', '.join(sorted(allowed))}.",
                sections=self.sections,
            )
        return value


def validate_settings(
    interpretations: tuple[Interpretation, ...], settings: Mapping[str, str]
) -> None:
    """Raise :class:`InvalidInput` for an unknown key or an unknown choice."""
    by_id = {i.id: i for i in interpretations}
    for key in settings:
        if key not in by_id:
            raise InvalidInput(
                f"Unbekannte Einstellung {key!r}; bekannt: {', '.join(sorted(by_id))}.",
                f"Unknown setting {key!r}; known: {', '.join(sorted(by_id))}.",
            )
        by_id[key].resolve(settings)


class WithSettings:
    """A game state that carries its set-up's interpretation settings: one way to read them.

    ``state.setting(id)`` is the choice in force — the table's, else the interpretation's documented
    default (never a default written again at the place that asks).
    """

    settings: tuple[tuple[str, str], ...]

    def setting(self, interpretation_id: str) -> str:
        from referee.registry import interpretation

        return interpretation(interpretation_id).resolve(dict(self.settings))
