"""The Help menu: a short guide per game and the About box (version, licence, the fonts' licence).

The guides are a few paragraphs in German and English, kept here as data (like the referee's
two-language messages); the dialog shows them in the language in force.
"""

from __future__ import annotations

import html
from importlib import metadata

from referee.registry import game_ids, title
from ui import i18n, shortcuts
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

GUIDES: dict[str, dict[str, list[str]]] = {
    "got": {
        "de": ["Gods of Titan für drei Titanen (und den Darklord). Die Tabelle zeigt für jeden Spieler Kampfpunkte, "
               "Lebenssteine, Titan-Stärke und Siegpunkte; die Armeen stehen darunter mit Land und Figuren.",
               "Am schnellsten geht ein Zug in der Zeile „Eintrag:“: „R2 B12 3“ zieht Rot 2 drei Felder auf das "
               "Land B12, „R2+G“ rekrutiert (die ersten Buchstaben einer angebotenen Figur genügen), „R2 / Ogre "
               "Gargoyle“ teilt, „e“ beendet den Zug. Die Zeile zeigt beim Tippen, was sie verstanden hat; Enter "
               "trägt nur ein, was der Referee annimmt.",
               "Die Partie kennt ihre Länder: City, Dungeon, die Tower-Länder und die Spielplan-Datei, die beim "
               "Spielbeginn geladen wird. Ein neues Land benennt „land Brush B12“ oder „Land benennen …“ ({land}).",
               "Dialoge gibt es für alles: „Zug …“ ({move}), „Teilen …“ ({split}), „Rekrutieren …“ ({recruit}), "
               "„Zugende“ ({end_turn}). Treffen Armeen aufeinander, führt „Kampf …“ ({fight}) den Kampfbogen Runde "
               "für Runde; die Abrechnung (Kampfpunkte, Lebenssteine) ergibt sich daraus.",
               "Das Chancen-Dock ({odds}) rechnet Attacke und Duell exakt und simuliert ganze Schlachten."],
        "en": ["Gods of Titan for three Titans (and the Darklord). The table shows each player's points, gems, Titan "
               "power and victory points; the armies follow with their land and figures.",
               "A turn is quickest in the line “Entry:”: “R2 B12 3” moves Rot 2 three lands onto the land B12, “R2+G” "
               "recruits (the first letters of a figure on offer are enough), “R2 / Ogre Gargoyle” splits, “e” ends "
               "the turn. The line shows what it understood as you type; Enter enters only what the referee accepts.",
               "The game knows its lands: City, Dungeon, the tower lands and the board file loaded at the set-up. "
               "A new land is named by “land Brush B12” or “Name a land …” ({land}).",
               "There is a dialog for everything: “Move …” ({move}), “Split …” ({split}), “Recruit …” ({recruit}), "
               "“End of turn” ({end_turn}). When armies meet, “Battle …” ({fight}) keeps the battle sheet round by "
               "round; the award (points, gems) follows from it.",
               "The odds dock ({odds}) computes strikes and duels exactly and simulates whole battles."],
    },
    "arena": {
        "de": ["Titan – Die Arena: erst die Startgebote, dann spielt jeder reihum Karten auf die Kreaturen und wettet "
               "offen oder geheim. Die Seite zeigt die Kreaturen mit Stärke und Wetten, die Handkarten und die "
               "Dukaten jedes Spielers.",
               "Karte spielen ({play}), Fähigkeit ({power}), offene Wette ({open_bet}) und Zugende ({end_turn}); am "
               "Ende werden die geheimen Wetten aufgedeckt und gewertet."],
        "en": ["Titan – The Arena: the opening bids first, then each player in turn plays cards on the creatures "
               "and bets openly or secretly. The page shows the creatures with strength and bets, the hands and "
               "each player's ducats.",
               "Play a card ({play}), power ({power}), open bet ({open_bet}) and end of turn ({end_turn}); at the end "
               "the secret bets are revealed and scored."],
    },
    "rampage": {
        "de": ["Castle Rampage für zwei: jeder verteidigt Tor und Burg. Im Zug wird gezogen ({draw}), verstärkt, eine "
               "Karte ausgespielt ({play}) oder angegriffen ({attack}).",
               "Beim Angriff nennt der Schriftführer die aufgedeckten Verteidigungswerte; das Programm rechnet, "
               "welche Karten fallen. Zugende mit {end_turn}."],
        "en": ["Castle Rampage for two: each defends a gate and a castle. In a turn a player draws ({draw}), "
               "reinforces, plays a card ({play}) or attacks ({attack}).",
               "In an attack the scribe enters the defence values turned up; the program works out which cards "
               "fall. End of turn with {end_turn}."],
    },
    "burgenkrieg": {
        "de": ["Burgenkrieg: zwei Burgherren (oder zwei Teams mit Kommandant) und sechs Zonen von der Leibwache bis "
               "zur Außenmauer, jede mit ihren Punkten.",
               "Ein Zug beginnt mit „Zug beginnt …“ ({turn}) und geht Phase für Phase weiter ({phase}). Kreaturen "
               "kommen ins Spiel ({enters}), bewegen sich ({move}) und kämpfen ({combat}); das Programm führt die "
               "Punkte jeder Zone."],
        "en": ["Castle War (Burgenkrieg): two lords (or two teams with a commander) and six zones from the bodyguard "
               "to the outer wall, each with its points.",
               "A turn starts with “Turn begins …” ({turn}) and goes on phase by phase ({phase}). Creatures enter "
               "({enters}), move ({move}) and fight ({combat}); the program keeps each zone's points."],
    },
    "weiss": {
        "de": ["Weiß Schwarz für zwei mit je einem 50-Karten-Deck. Die Seite zeigt Bühne, Hand, Clock, Level und "
               "Stock beider Spieler.",
               "Karten ziehen ({draw}), nächste Phase ({phase}), Karte spielen ({play}) und Angriff ({attack}). "
               "Schaden und Levelaufstieg werden geprüft; wer Level 4 erreicht, verliert."],
        "en": ["Weiss Schwarz for two, each with a 50-card deck. The page shows stage, hand, clock, level and stock "
               "of both players.",
               "Draw cards ({draw}), next phase ({phase}), play a card ({play}) and attack ({attack}). Damage and "
               "level-up are checked; whoever reaches level 4 loses."],
    },
}


def keys(lang: str) -> dict[str, str]:
    """Every shortcut as a reader of ``lang`` writes it (``Strg+Umschalt+E`` / ``Ctrl+Shift+E``), by its key
    in :mod:`ui.shortcuts` — the guides name keys only through it."""
    words = {"Ctrl": "Strg", "Shift": "Umschalt"} if lang == "de" else {}
    out = {}
    for key, seq in {**shortcuts.WINDOW, **shortcuts.ENTRY}.items():
        out[key] = "+".join(words.get(part, part) for part in seq.split("+"))
    return out


def guide_html(game: str, lang: str) -> str:
    """The guide of ``game`` as HTML: its paragraphs, then what holds for every game."""
    lang = "en" if lang == "en" else "de"
    named = keys(lang)
    paragraphs = [p.format_map(named) for p in (*GUIDES.get(game, {}).get(lang, []), *_COMMON[lang])]
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
