"""The Help menu: a short guide per game and the About box (version, licence, the fonts' licence).

The guides are a few paragraphs in German and English, kept here as data (like the referee's
two-language messages); the dialog shows them in the language in force.
"""

from __future__ import annotations

import html
from importlib import metadata

from referee.registry import game_ids, title
from ui import i18n, shortcuts
from ui.games import guide
from ui.qt import QtCore, QtWidgets

_COMMON = {
    "de": ["Die Zeile „Eintrag:“ über der Tabelle hat die Tasten, sobald eine Partie offen ist ({quick} holt sie "
           "zurück): der Name eines Eintrags, z. B. „Angriff“, öffnet ihn mit Enter. Jeder Eintrag wird sofort "
           "geprüft und gespeichert; es gibt nichts zu sichern. Eine Ablehnung nennt den Regelabschnitt – ein "
           "Klick auf „§“ öffnet ihn im Regel-Dock. {undo} nimmt den letzten Eintrag der offenen Partie zurück, "
           "{redo} wiederholt ihn.",
           "{search} durchsucht die Regeln (eine Abschnittsnummer wie „20.4“ öffnet den Abschnitt), {start} führt "
           "zurück zur Startseite mit allen Partien, {json} nimmt jeden Eintrag als JSON an."],
    "en": ["The line “Entry:” above the table has the keys as soon as a game is open ({quick} brings them back): "
           "the name of an entry, e.g. “Attack”, opens it with Enter. Every entry is checked and stored at once; "
           "there is nothing to save. A refusal names the rule section – a click on “§” opens it in the rules "
           "dock. {undo} takes back the open game's last entry, {redo} enters it again.",
           "{search} searches the rules (a section number such as “20.4” opens that section), {start} goes back to "
           "the start page with every game, {json} takes any entry as JSON."],
}



def keys(lang: str) -> dict[str, str]:
    """Every shortcut as a reader of ``lang`` writes it (``Strg+Umschalt+E`` / ``Ctrl+Shift+E``), by its key
    in :mod:`ui.shortcuts` — the guides name keys only through it."""
    words = {"Ctrl": "Strg", "Shift": "Umschalt"} if lang == "de" else {}
    out = {}
    for key, seq in {**shortcuts.WINDOW, **shortcuts.ENTRY}.items():
        out[key] = " / ".join("+".join(words.get(part, part) for part in one.split("+"))
                              for one in (seq, *shortcuts.ALSO.get(key, ())))
    return out


def guide_html(game: str, lang: str) -> str:
    """The guide of ``game`` as HTML: its paragraphs, then what holds for every game."""
    lang = "en" if lang == "en" else "de"
    named = keys(lang)
    paragraphs = [p.format_map(named) for p in (*guide(game).get(lang, []), *_COMMON[lang])]
    return (f"<h3>{html.escape(title(game, lang))}</h3>"
            + "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs))


def version() -> str:
    """The installed package's version (its metadata), or "?" when run from a bare checkout."""
    try:
        return metadata.version("schriftfuehrer")
    except metadata.PackageNotFoundError:
        return "?"


def licence() -> str:
    try:
        meta = metadata.metadata("schriftfuehrer")
    except metadata.PackageNotFoundError:
        return "MIT"
    for key in ("License-Expression", "License"):
        found = [v for v in (meta.get_all(key) or []) if v]
        if found:
            return str(found[0])
    return "MIT"


class GuideDialog(QtWidgets.QDialog):
    """A short guide per game: the games on the left, the guide of the chosen one on the right."""

    def __init__(self, game: str | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = QtWidgets.QListWidget(self)
        self.text = QtWidgets.QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        self.buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.games.currentRowChanged.connect(lambda _r: self._show())
        split = QtWidgets.QHBoxLayout()
        split.addWidget(self.games, 1)
        split.addWidget(self.text, 3)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(split, 1)
        lay.addWidget(self.buttons)
        self.resize(640, 420)
        self.retranslate()
        ids = list(game_ids())
        self.games.setCurrentRow(ids.index(game) if game in ids else 0)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Kurzanleitung"))
        row = self.games.currentRow()
        self.games.clear()
        for g in game_ids():
            item = QtWidgets.QListWidgetItem(title(g, i18n.current()))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, g)
            self.games.addItem(item)
        if row >= 0:
            self.games.setCurrentRow(row)

    def game(self) -> str | None:
        item = self.games.currentItem()
        return None if item is None else str(item.data(QtCore.Qt.ItemDataRole.UserRole))

    def _show(self) -> None:
        game = self.game()
        self.text.setHtml(guide_html(game, i18n.current()) if game else "")

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def about_html() -> str:
    """The About box: program, version, licence, and the licence of the fonts in the printouts."""
    tr = QtCore.QCoreApplication.translate
    paragraphs = [
        tr("About", "Schiedsrichter und Regelhelfer für Gods of Titan, Titan – Die Arena, Castle Rampage, "
                    "Burgenkrieg und Weiß Schwarz."),
        tr("About", "Lizenz: %1").replace("%1", licence()),
        tr("About", "Die Druckbögen verwenden die Schrift DejaVu Sans (Bitstream-Vera-Lizenz, Änderungen "
                    "gemeinfrei); der Lizenztext liegt bei den Schriften: printouts/fonts/LICENSE-DejaVu.txt."),
        tr("About", "Die Regeltexte sind eigene Zusammenfassungen; die Rechte an den Spielen liegen bei ihren "
                    "Verlagen."),
    ]
    return (f"<h3>Schriftführer {html.escape(version())}</h3>"
            + "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs))


def show_about(parent: QtWidgets.QWidget) -> QtWidgets.QMessageBox:
    box = QtWidgets.QMessageBox(parent)
    box.setWindowTitle(QtCore.QCoreApplication.translate("About", "Über Schriftführer"))
    box.setTextFormat(QtCore.Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setStandardButtons(QtWidgets.QMessageBox.StandardButton.Close)
    box.open()
    return box
