"""A field a screen, sheet or command shows or asks for, in words, with the rule sections it rests on.

The referee offers it beside the rule it describes, so a column header, a form's input or a command's help
text names its sections without a section number outside the referee.

>>> f = Field("Titan-Stärke", "Titan power", ("24.2",))
>>> f.cited(), f.cited("en"), f.pair()
('Titan-Stärke (24.2)', 'Titan power (24.2)', ('Titan-Stärke (24.2)', 'Titan power (24.2)'))
>>> f.cited(mark="§ ")
'Titan-Stärke (§ 24.2)'
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Field:
    """A field's words in German and English and the sections it rests on."""

    label_de: str
    label_en: str
    sections: tuple[str, ...]

    def label(self, lang: str = "de") -> str:
        return self.label_en if lang == "en" else self.label_de

    def where(self) -> str:
        """The sections as one text: ``11, 13.8``."""
        return ", ".join(self.sections)

    def cited(self, lang: str = "de", *, mark: str = "") -> str:
        """The label with its sections: ``Runden (11, 13.8)``."""
        return f"{self.label(lang)} ({mark}{self.where()})"

    def bilingual(self) -> str:
        """Both labels with the sections, for a command's help: ``Rückschlag / strike-back (11.9)``."""
        return f"{self.label_de} / {self.label_en} ({self.where()})"

    def pair(self, *, mark: str = "") -> tuple[str, str]:
        """The cited label in German and English (a sheet's label)."""
        return self.cited("de", mark=mark), self.cited("en", mark=mark)
