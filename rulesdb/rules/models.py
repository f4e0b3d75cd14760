"""Tables of the rules reference (its own SQLite file, its own metadata: no link to the journal).

``rules_section`` holds one row per section with the original texts and their folded copies
(``f_*`` columns) that the FTS5 table ``rules_fts`` indexes (external content, kept in sync by
triggers, see :mod:`rulesdb.rules.build`). ``rules_link`` holds the cross-references
(section → section) and the sections an interpretation touches.
"""

from __future__ import annotations

from sqlalchemy import Index
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

rules_registry = registry()


class RulesModel(SQLModel, registry=rules_registry):
    """Base of the rules tables; its metadata is separate from ``SQLModel.metadata``."""


metadata = RulesModel.metadata


class RulesMeta(RulesModel, table=True):
    __tablename__ = "rules_meta"

    key: str = Field(primary_key=True)
    value: str


class SectionRow(RulesModel, table=True):
    __tablename__ = "rules_section"
    __table_args__ = (Index("ix_rules_section_game_section", "game", "section", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    game: str
    section: str
    ord: int
    title_de: str = ""
    title_en: str = ""
    keywords_de: str = ""  # one keyword per line
    keywords_en: str = ""
    digest_de: str = ""
    digest_en: str = ""
    source_text: str = ""  # imported rulebook wording (user's own file)
    interp_text: str = ""  # texts of the interpretations touching it (searchable)
    f_title: str = ""
    f_keywords: str = ""
    f_digest_de: str = ""
    f_digest_en: str = ""
    f_source: str = ""
    f_interp: str = ""


class TermRow(RulesModel, table=True):
    __tablename__ = "rules_term"

    id: int | None = Field(default=None, primary_key=True)
    de: str
    en: str
    game: str = Field(index=True)
    sections: str  # comma separated
    note_de: str = ""
    note_en: str = ""
    f_de: str = ""
    f_en: str = ""


class InterpretationRow(RulesModel, table=True):
    __tablename__ = "rules_interpretation"

    id: str = Field(primary_key=True)
    game: str = Field(index=True)
    ord: int
    sections: str  # comma separated
    title_de: str
    title_en: str
    digest_de: str
    digest_en: str
    default: str
    choices: str  # comma separated values


class LinkRow(RulesModel, table=True):
    """``kind`` "ref": section ``source`` cites ``target``; "interp": interpretation ``source``
    touches section ``target``."""

    __tablename__ = "rules_link"
    __table_args__ = (Index("ix_rules_link_target", "game", "target"),
                      Index("ix_rules_link_source", "game", "source"))

    id: int | None = Field(default=None, primary_key=True)
    game: str
    kind: str
    source: str
    target: str
