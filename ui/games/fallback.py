"""The generic page of a game without screens of its own (no ``ui/games/<id>``): a new game whose desktop screens
are not written yet, or the tests' demo game (``referee.core.demo``).

It shows what every game has — the header (round, whose turn, phase, standings) and the game's own table as the
command line prints it (``summary``) — and takes entries as JSON in the quick line, judged by the referee before
they are journaled, as ``schriftfuehrer game add`` does. :func:`ui.games.page_class` hands it out.
"""

from __future__ import annotations

import json

from referee.core.errors import RefereeError
from ui import i18n
from ui.games.base import GamePage, LineReading
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


class FallbackPage(GamePage):
    """The header and the table of ``game`` as text; an entry is typed as JSON in the quick line."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QtWidgets.QPlainTextEdit(self)
        self.text.setObjectName("fallback-table")
        self.text.setReadOnly(True)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.text)

    def refresh(self, session: OpenGame[object]) -> None:
        lang = i18n.current()
        lines: list[str] = []
        header = session.header(lang)
        if header is not None:
            facts = [(self.tr("Runde"), header.round), (self.tr("Am Zug"), header.to_move),
                     (self.tr("Phase"), header.phase)]
            lines += [f"{name}: {value}" for name, value in facts if value is not None]
            lines += [f"{s.name}: {s.text}" if s.name else s.text for s in header.standings]
            if header.winners:
                lines.append(self.tr("Gewonnen: %1").replace("%1", ", ".join(header.winners)))
        lines.append(json.dumps(session.summary(lang), ensure_ascii=False, indent=2, default=str))
        self.text.setPlainText("\n".join(lines))

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """The line as an entry in JSON (``{"type": "demo.add", "data": {"amount": 2}}``), with the referee's verdict."""
        if not text.strip():
            return None
        try:
            entry = session.parse(text)
            verdict = session.check(entry)
        except RefereeError as exc:
            return LineReading(exc.message(lang), False, sections=exc.sections)
        if not verdict.value:
            return LineReading(verdict.why_en if lang == "en" else verdict.why_de, False, sections=verdict.sections)
        return LineReading(entry.label(lang), True, entry=entry)

    def line_hint(self) -> str:
        return self.tr("Eintrag als JSON, z. B. %1 — Enter trägt ihn ein").replace("%1", '{"type": …, "data": {…}}')

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        return []


def fallback_page(game: str) -> type[FallbackPage]:
    """The generic page class of ``game`` (its ``game`` set)."""
    return type(f"FallbackPage_{game}", (FallbackPage,), {"game": game})


__all__ = ["FallbackPage", "QtCore", "fallback_page"]
