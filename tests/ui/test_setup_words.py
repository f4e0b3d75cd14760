"""Issue "every label a person reads is a word, not an id": the new-game dialog of each of the five games
shows its labels and choices in words (German, and English when the UI is English), and nothing is clipped.

Before, the interpretations showed their sections as ids (``§ anhang.axtkaempfer, anhang.koch``) and
the Weiß Schwarz deck lists were typed as ``4; Kaze; charakter; gelb; …; none; nein``; the labels of the
interpretations were cut off at the bottom (a word-wrapped label in a form layout).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest

from referee.registry import interpretations
from ui import i18n
from ui.qt import QtCore, QtWidgets

GAMES = ("got", "arena", "rampage", "burgenkrieg", "weiss")
#: a list typed as text: ``4; Kaze; charakter`` or ``2, 1``
CSV = re.compile(r"\w+ *[;,] *\w+ *[;,] *\w+")
#: an id: lowercase words joined by "-", "_" or "." (``scribe-enters``, ``anhang.axtkaempfer``, ``per_multiple``)
ID = re.compile(r"(?<![\w.-])[a-zäöüß]+(?:[-_.][a-zäöüß]+)+(?![\w-])")


def ids_in(game: str, text: str) -> list[str]:
    """The data's ids in ``text``: interpretations and their values made of several words anywhere, and the named
    rule sections cited after a "§" (in English, words such as "summoning-sick" look like ids, so there only the
    data's own ids count)."""
    words: set[str] = set()
    sections: set[str] = set()
    for i in interpretations(game):
        words |= {x for x in (i.id, i.default, *(c.value for c in i.choices)) if ID.fullmatch(x)}
        sections |= {s for s in i.sections if not s.replace(".", "").isdigit()}
    cited = {c.strip(" ()") for part in re.findall(r"§([^§\n]*)", text) for c in part.split(",")}
    return [x for x in words if re.search(rf"(?<![\w.-]){re.escape(x)}(?![\w-])", text)] + sorted(sections & cited)


def visible_texts(root: QtWidgets.QWidget) -> Iterator[tuple[QtWidgets.QWidget, str]]:
    """Every text a person can read in ``root``: labels, buttons, group and tab titles, line edits, the items
    of combo boxes and the headers and cells of tables."""
    for w in root.findChildren(QtWidgets.QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QtWidgets.QLabel):
            plain = w.textFormat() == QtCore.Qt.TextFormat.PlainText
            yield w, w.text() if plain else html.unescape(re.sub(r"<[^>]+>", "", w.text()))
        elif isinstance(w, QtWidgets.QAbstractButton | QtWidgets.QLineEdit):
            yield w, w.text()
        elif isinstance(w, QtWidgets.QPlainTextEdit):
            yield w, w.toPlainText()
        elif isinstance(w, QtWidgets.QGroupBox):
            yield w, w.title()
        elif isinstance(w, QtWidgets.QTabBar):
            yield from ((w, w.tabText(i)) for i in range(w.count()))
        elif isinstance(w, QtWidgets.QComboBox):
            yield from ((w, w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QtWidgets.QAbstractItemView) and w.model() is not None:
            m = w.model()
            for c in range(m.columnCount()):
                yield w, str(m.headerData(c, QtCore.Qt.Orientation.Horizontal) or "")
                for r in range(m.rowCount()):
                    yield w, str(m.index(r, c).data() or "")


def clipped(root: QtWidgets.QWidget) -> list[str]:
    """Labels shorter or narrower than their text, combo boxes narrower than their longest choice."""
    out = []
    for w in root.findChildren(QtWidgets.QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QtWidgets.QLabel) and w.text():
            need = w.heightForWidth(w.width()) if w.wordWrap() else w.sizeHint().height()
            if w.height() < need or (not w.wordWrap() and w.width() < w.minimumSizeHint().width()):
                out.append(f"{w.text()!r}: {w.width()}×{w.height()} < {w.sizeHint().width()}×{need}")
        elif isinstance(w, QtWidgets.QComboBox) and w.count():
            widest = max(w.fontMetrics().horizontalAdvance(w.itemText(i)) for i in range(w.count()))
            if w.width() < widest:
                out.append(f"{w.currentText()!r}: {w.width()} < {widest}")
    return out


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Iterator[Any]:
    from ui.dialogs.new_game import NewGameDialog
    from ui.service import GameService

    d = NewGameDialog(GameService(store=store))
    qtbot.addWidget(d)
    d.show()
    yield d
    i18n.set_language("de")


def show_game(d: Any, game: str) -> None:
    d.game.setCurrentIndex(d.game.findData(game))
    QtWidgets.QApplication.processEvents()  # the new form is shown and laid out (no nested event loop)


@pytest.mark.parametrize("game", GAMES)
def test_setup_dialog_shows_words_in_german(dialog: Any, game: str) -> None:
    show_game(dialog, game)
    found = [(type(w).__name__, t) for w, t in visible_texts(dialog)
             if ID.search(t) or ids_in(game, t) or (isinstance(w, QtWidgets.QPlainTextEdit) and CSV.search(t))]
    assert found == []
    assert clipped(dialog) == []


@pytest.mark.parametrize("game", GAMES)
def test_setup_dialog_shows_words_in_english(qapp: Any, qtbot: Any, store: Any, game: str) -> None:
    from ui.dialogs.new_game import NewGameDialog
    from ui.service import GameService

    i18n.set_language("en")
    try:
        d = NewGameDialog(GameService(store=store))
        qtbot.addWidget(d)
        d.show()
        show_game(d, game)
        texts = [t for _, t in visible_texts(d)]
        assert [t for t in texts if ids_in(game, t)] == []
        # the words are English: none of the dialog's own German words is left
        assert not {"Auslegungen", "Spiel", "Titel", "wie beschrieben (eine Lesart)", "Deckliste"} & set(texts)
        assert clipped(d) == []
    finally:
        i18n.set_language("de")


def test_section_words() -> None:
    """Numbered sections keep their numbers; named ones are shown by their title."""
    from ui.dialogs.new_game import section_words

    assert section_words("got", ("20.3", "10.6"), "de") == "§ 20.3, 10.6"
    assert section_words("rampage", ("anhang.oger", "spielablauf"), "de") == "§ Oger (2x), Spielablauf"
    assert section_words("weiss", ("3", "grundlegendes"), "en") == "§ 3, Basics"
