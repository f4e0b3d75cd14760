"""Verdicts: a computed answer together with the rule sections it used.

>>> v = Verdict(True, sections=("10.4",), why_en="The defender may flee.")
>>> bool(v), v.sections
(True, ('10.4',))
"""

from __future__ import annotations

import dataclasses
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class Verdict(Generic[T]):
    """An answer (a yes/no, an amount, a list of options) and why."""

    value: T
    sections: tuple[str, ...] = ()
    why_de: str = ""
    why_en: str = ""

    def __bool__(self) -> bool:
        return bool(self.value)

    def why(self, lang: str = "de") -> str:
        return self.why_en if lang == "en" else self.why_de
