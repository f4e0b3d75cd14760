"""The Help menu: a short guide per game and the About box (version, licence, the fonts' licence).

The guides are a few paragraphs in German and English, kept here as data (like the referee's
two-language messages); the dialog shows them in the language in force.
"""

from __future__ import annotations

import html
from importlib import metadata

from referee.registry import game_ids, title
from ui import i18n
from ui.qt import QtCore, QtWidgets

_COMMON = {
    "de": ["Jeder Eintrag wird sofort geprüft und gespeichert; es gibt nichts zu sichern. Eine Ablehnung nennt "
           "den Regelabschnitt – ein Klick auf „§“ öffnet ihn im Regel-Dock. Strg+Z nimmt den letzten Eintrag der "
           "offenen Partie zurück, Strg+Umschalt+Z wiederholt ihn.",
           "Strg+F durchsucht die Regeln (eine Abschnittsnummer wie „20.4“ öffnet den Abschnitt), Strg+O führt "
           "zurück zur Startseite mit allen Partien, Strg+J nimmt jeden Eintrag als JSON an."],
    "en": ["Every entry is checked and stored at once; there is nothing to save. A refusal names the rule "
           "section – a click on “§” opens it in the rules dock. Ctrl+Z takes back the open game's last entry, "
           "Ctrl+Shift+Z enters it again.",
           "Ctrl+F searches the rules (a section number such as “20.4” opens that section), Ctrl+O goes back to "
           "the start page with every game, Ctrl+J takes any entry as JSON."],
}

GUIDES: dict[str, dict[str, list[str]]] = {
    "got": {
        "de": ["Gods of Titan für drei Titanen (und den Darklord). Die Tabelle zeigt für jeden Spieler Kampfpunkte, "
               "Lebenssteine, Titan-Stärke und Siegpunkte; die Armeen stehen darunter mit Land und Figuren.",
               "Ein Zug: „Zug …“ (Strg+M) für jede Bewegung, „Teilen …“ (Strg+T), „Rekrutieren …“ (Strg+R), dann "
               "„Zugende“ (Strg+E). Treffen Armeen aufeinander, führt „Kampf …“ (Strg+Umschalt+B) den Kampfbogen "
               "Runde für Runde; die Abrechnung (Kampfpunkte, Lebenssteine) ergibt sich daraus.",
               "Das Chancen-Dock (Strg+D) rechnet Attacke und Duell exakt und simuliert ganze Schlachten."],
        "en": ["Gods of Titan for three Titans (and the Darklord). The table shows each player's points, gems, Titan "
               "power and victory points; the armies follow with their land and figures.",
               "A turn: “Move …” (Ctrl+M) for each movement, “Split …” (Ctrl+T), “Recruit …” (Ctrl+R), then “End "
               "turn” (Ctrl+E). When armies meet, “Battle …” (Ctrl+Shift+B) keeps the battle sheet round by round; "
               "the award (points, gems) follows from it.",
               "The odds dock (Ctrl+D) computes strikes and duels exactly and simulates whole battles."],
    },
    "arena": {
        "de": ["Titan – Die Arena: erst die Startgebote, dann spielt jeder reihum Karten auf die Kreaturen und wettet "
               "offen oder geheim. Die Seite zeigt die Kreaturen mit Stärke und Wetten, die Handkarten und die "
               "Dukaten jedes Spielers.",
               "Karte spielen (Strg+Umschalt+P), Fähigkeit (Strg+Umschalt+F), offene Wette (Strg+Umschalt+W) und "
               "Zugende (Strg+Umschalt+E); am Ende werden die geheimen Wetten aufgedeckt und gewertet."],
        "en": ["Titan – The Arena: the opening bids first, then each player in turn plays cards on the creatures "
               "and bets openly or secretly. The page shows the creatures with strength and bets, the hands and "
               "each player's ducats.",
               "Play a card (Ctrl+Shift+P), power (Ctrl+Shift+F), open bet (Ctrl+Shift+W) and end of turn "
               "(Ctrl+Shift+E); at the end the secret bets are revealed and scored."],
    },
    "rampage": {
        "de": ["Castle Rampage für zwei: jeder verteidigt Tor und Burg. Im Zug wird gezogen (Strg+Umschalt+D), "
               "verstärkt, eine Karte ausgespielt (Strg+Umschalt+P) oder angegriffen (Strg+Umschalt+A).",
               "Beim Angriff nennt der Schriftführer die aufgedeckten Verteidigungswerte; das Programm rechnet, "
               "welche Karten fallen. Zugende mit Strg+Umschalt+E."],
        "en": ["Castle Rampage for two: each defends a gate and a castle. In a turn a player draws (Ctrl+Shift+D), "
               "reinforces, plays a card (Ctrl+Shift+P) or attacks (Ctrl+Shift+A).",
               "In an attack the scribe enters the defence values turned up; the program works out which cards "
               "fall. End of turn with Ctrl+Shift+E."],
    },
    "burgenkrieg": {
        "de": ["Burgenkrieg: zwei Burgherren (oder zwei Teams mit Kommandant) und sechs Zonen von der Leibwache bis "
               "zur Außenmauer, jede mit ihren Punkten.",
               "Ein Zug beginnt mit „Zug beginnt …“ (Strg+Umschalt+T) und geht Phase für Phase weiter "
               "(Strg+Umschalt+P). Kreaturen kommen ins Spiel (Strg+Umschalt+K), bewegen sich (Strg+Umschalt+M) "
               "und kämpfen (Strg+Umschalt+A); das Programm führt die Punkte jeder Zone."],
        "en": ["Castle War (Burgenkrieg): two lords (or two teams with a commander) and six zones from the bodyguard "
               "to the outer wall, each with its points.",
               "A turn starts with “Turn begins …” (Ctrl+Shift+T) and goes on phase by phase (Ctrl+Shift+P). "
               "Creatures enter (Ctrl+Shift+K), move (Ctrl+Shift+M) and fight (Ctrl+Shift+A); the program keeps "
               "each zone's points."],
    },
    "weiss": {
        "de": ["Weiß Schwarz für zwei mit je einem 50-Karten-Deck. Die Seite zeigt Bühne, Hand, Clock, Level und "
               "Stock beider Spieler.",
               "Karten ziehen (Strg+Umschalt+D), nächste Phase (Strg+Umschalt+P), Karte spielen (Strg+Umschalt+S) "
               "und Angriff (Strg+Umschalt+A). Schaden und Levelaufstieg werden geprüft; wer Level 4 erreicht, "
               "verliert."],
        "en": ["Weiss Schwarz for two, each with a 50-card deck. The page shows stage, hand, clock, level and stock "
               "of both players.",
               "Draw cards (Ctrl+Shift+D), next phase (Ctrl+Shift+P), play a card (Ctrl+Shift+S) and attack "
               "(Ctrl+Shift+A). Damage and level-up are checked; whoever reaches level 4 "
               "loses."],
    },
}


def guide_html(game: str, lang: str) -> str:
    """The guide of ``game`` as HTML: its paragraphs, then what holds for every game."""
    lang = "en" if lang == "en" else "de"
    paragraphs = [*GUIDES.get(game, {}).get(lang, []), *_COMMON[lang]]
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
