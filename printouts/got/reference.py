"""Gods of Titan reference card (Übersichtskarte): strike numbers, hazards, recruiting charts, spells, benefits.

Everything comes from the catalog: the strike-number table of 13.4, the hazards of 12.7
with natives and effects, the three recruiting charts of 22.3 with provenance marks
(``*`` inferred because the pictograms were lost, ``†`` set by the table's corrections,
no mark: in the text), the spells of 15.6 by grade, and the benefits of 26.5. Filled,
the charts include the game's own corrections (set-up entry); blank, the shipped charts. Hazard
effects print in words (:mod:`printouts.got.hazard_words`).
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.got.common import LABELS
from printouts.got.hazard_words import effect_text
from printouts.styles import BOLD
from referee.got import charts, hazards, spells, strike
from referee.got.catalog import Catalog, catalog
from referee.got.charts import ChartStep, LandChain, Provenance
from referee.got.hazards import Hazard
from referee.got.victory import BENEFITS_SECTION
from referee.got.view import GotState, table_catalog

MARKS = {Provenance.TEXT: "", Provenance.INFERRED: "*", Provenance.TABLE: "†"}


def step_text(step: ChartStep) -> str:
    """``Gargoyle* 2*``: the creature and its count, each with its provenance mark (22.3)."""
    out = step.creature + MARKS[step.provenance]
    if step.needed is not None:
        out += f" {step.needed}{MARKS[step.needed_provenance or Provenance.TEXT]}"
    return out


def chain_text(chain: LandChain) -> str:
    return " → ".join(step_text(s) for s in chain.steps)


class ReferenceSheet(Sheet):
    kind = "got-reference"
    shows_notes = False  # a reference card, no record of the game
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        **LABELS,
        "strike": (f"Mindestwurf-Tabelle (§ {strike.SECTION})", f"Strike-number table (§ {strike.SECTION})"),
        "strike_note": ("Zeile: Intelligenz des Getroffenen, Spalte: Intelligenz des Schlagenden.",
                        "Row: skill of the figure struck; column: skill of the striker."),
        "att": ("Schlagender →", "Striker →"),
        "hazards": (f"Hazards der Schlachtfelder (§ {hazards.SECTION})", f"Battleland hazards (§ {hazards.SECTION})"),
        "hazard": ("Hazard", "Hazard"),
        "natives": ("heimisch", "natives"),
        "effects": ("Wirkungen", "Effects"),
        "charts": (f"Rekrutierungsschemata (§ {charts.SECTION})", f"Recruiting charts (§ {charts.SECTION})"),
        "chart_land": ("Kreaturen", "Creatures"),
        "chart_sea": ("See-Kreaturen", "Sea creatures"),
        "chart_dark": ("Dark-Kreaturen", "Dark creatures"),
        "chain": ("Kette (Anzahl für die nächste Stufe)", "Chain (count for the next step)"),
        "marks": ("* erschlossen (Piktogramme im Text verloren), † von diesem Tisch korrigiert, "
                  "ohne Zeichen: im Text.",
                  "* inferred (the pictograms were lost from the text), † corrected by this table, "
                  "no mark: in the text."),
        "spells": (f"Zauber nach Grad (§ {spells.SECTION})", f"Spells by grade (§ {spells.SECTION})"),
        "grade": ("Grad", "Grade"),
        "spell": ("Zauber", "Spell"),
        "benefits": (f"Siegpunkt-Vorteile (§ {BENEFITS_SECTION})", f"Victory-point benefits (§ {BENEFITS_SECTION})"),
        "from": ("ab SP", "from VP"),
        "what": ("Wirkung", "Effect"),
    }

    def _catalog(self) -> Catalog:
        if self.journal is None or self.ctx.blank:
            return catalog()
        return table_catalog(self.record(GotState).state)

    def _strike(self, cat: Catalog) -> Flowable:
        skills = cat.strike_table.skills
        rows: list[list[object]] = [[self.t("att"), *skills]]
        for skill, row in zip(skills, cat.strike_table.rows, strict=True):
            rows.append([skill, *row])
        return self.table(rows, [28 * mm] + [10 * mm] * len(skills), font_size=9,
                          extra=[("ALIGN", (1, 0), (-1, -1), "CENTER"), ("FONT", (0, 0), (0, -1), BOLD, 9),
                                 ("BACKGROUND", (0, 1), (0, -1), (0.88, 0.88, 0.88))])

    def _hazard_row(self, h: Hazard) -> list[object]:
        name = h.name_en if self.lang == "en" else f"{h.name_de} ({h.name_en})"
        natives = ", ".join(h.natives) or "—"
        if h.natives_rule.value == "darklord":
            natives = ("Darklord-Armeen" if self.lang == "de" else "Darklord armies") + (f", {natives}" if h.natives else "")
        elif h.natives_rule.value == "not_darklord":
            natives = ("Titan-Armeen" if self.lang == "de" else "Titan armies") + (f", {natives}" if h.natives else "")
        note = h.note_de if self.lang == "de" and h.note_de else h.note
        effects = [effect_text(e, self.lang) for e in h.effects] + ([note] if note else [])
        return [self.p(name, "cellbold"), self.p(natives, "small"), self.p("\n".join(effects) or "—", "small")]

    def _hazards(self, cat: Catalog) -> Flowable:
        rows: list[list[object]] = [[self.t("hazard"), self.t("natives"), self.t("effects")]]
        rows += [self._hazard_row(h) for h in cat.hazards.values()]
        w = self.frame_width()
        return self.table(rows, [30 * mm, 38 * mm, w - 68 * mm], font_size=7.5)

    def _charts(self, cat: Catalog) -> list[Flowable]:
        out: list[Flowable] = []
        w = self.frame_width()
        for kind in ("land", "sea", "dark"):
            chart = cat.chart(kind)
            rows: list[list[object]] = [[self.t("land"), self.t("chain")]]
            rows += [[chain.name.title(), self.p(chain_text(chain))] for chain in chart.lands.values()]
            out += [KeepTogether([self.p(self.t(f"chart_{kind}"), "cellbold"),
                                  self.table(rows, [28 * mm, w - 28 * mm], font_size=7.5)]), Spacer(1, 2 * mm)]
        return out

    def _spells(self, cat: Catalog) -> Flowable:
        rows: list[list[object]] = [[self.t("grade"), self.t("spell"), self.t("what")]]
        for s in sorted(cat.spells.values(), key=lambda s: (s.grade, s.name)):
            rows.append([s.grade, s.name, self.p(s.digest_de if self.lang == "de" and s.digest_de else s.digest, "small")])
        w = self.frame_width()
        return self.table(rows, [12 * mm, 28 * mm, w - 40 * mm], font_size=7.5,
                          extra=[("ALIGN", (0, 1), (0, -1), "CENTER")])

    def _benefits(self, cat: Catalog) -> Flowable:
        rows: list[list[object]] = [[self.t("from"), self.t("what"), ""]]
        rows += [[b.threshold, b.name, self.p(b.text(self.lang), "small")] for b in cat.benefits]
        w = self.frame_width()
        return self.table(rows, [14 * mm, 30 * mm, w - 44 * mm], font_size=7.5)

    def _story(self) -> list[Flowable]:
        cat = self._catalog()
        return [
            KeepTogether([self.heading(self.t("strike")), self._strike(cat), self.p(self.t("strike_note"), "note")]),
            self.heading(self.t("hazards")), self._hazards(cat),
            self.heading(self.t("charts")), *self._charts(cat), self.p(self.t("marks"), "note"),
            self.heading(self.t("spells")), self._spells(cat),
            KeepTogether([self.heading(self.t("benefits")), self._benefits(cat)]),
        ]

    def blank_story(self) -> list[Flowable]:
        return self._story()

    def filled_story(self) -> list[Flowable]:
        return self._story()
