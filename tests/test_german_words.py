"""Every German text the user sees is in words: no id, no English word, no Python value (issue 25, item 6).

Realistic games of all five games (the printouts' journals of :mod:`tests.printouts.allgames`, stored and opened
through the service) give their history lines, headers, options with their refusals and printed sheets; the
app plays each game's demo (``ui/games/<game>/demo.py``) and every label, table cell, button, menu entry and
status text of the window is read. None may contain a pattern of :data:`LEAKS` or an English word of
:data:`ENGLISH` (save the German rulebooks' own terms of :data:`GAME_TERMS`).
"""

from __future__ import annotations

import functools
import html
import importlib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from printouts import render_pdf
from printouts.kinds import KINDS
from referee.registry import specs
from rulesdb.journal import GameStore
from tests.printouts.allgames import journals
from tests.printouts.pdftext import text as pdf_text
from ui.service import GameService
from ui.service.session import OpenGame

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(30)

GAMES = sorted(s.id for s in specs())

#: what a Python value, an id or a bare number looks like in a text — (pattern, why it is wrong)
LEAKS: tuple[tuple[str, str], ...] = (
    (r"\bNone\b", "Python's None: the sentence must say what is missing"),
    (r"\b(?:True|False)\b", "a Python truth value: say yes or no in words"),
    (r"\(\s*'[^']*'\s*,|,\)", "a Python tuple"),
    (r"\[\s*'[^']*'", "a Python list of strings"),
    (r"<[A-Z]\w*\.[A-Z_]+:", "an enum's repr"),
    (r"\b[A-Z][a-zA-Z]+\.[A-Z][A-Z_]+\b", "an enum member's name (Phase.MOVEMENT)"),
    (r"\b[a-z]+(?:_[a-z0-9]+)+\b", "a snake_case id (end_battle, vorne_mitte)"),
    (r"\b(?:got|arena|rampage|burgenkrieg|weiss)\.[a-z][\w-]*", "a dotted id of a game (got.half_points)"),
    (r"\b[a-zäöü]+\d+\b", "a lower-case id with a number (ritter1)"),
    (r"§\s*[a-z]", "a section's key instead of its title or number (§ refresh)"),
    (r"(?<![\d.,])0\.\d+(?![\d.])", "an unformatted float (0.84): German writes a comma, odds are percentages"),
    (r"(?<![\d.,])\d+\.\d{3,}(?![\d.])", "an unformatted float with many places"),
    (r"(?<![\d§.,/])\d+ / \d+ / \d+", "numbers in a row without saying whose they are (107 / 70 / 0)"),
    (r"(?<![\d,.])1 (?:Kämpfe|Einträge|Runden|Züge|Karten|Kreaturen|Armeen|Felder|Figuren|Wetten|Schläge|"
     r"Treffern|Punkte|Länder|Spiele|Angriffe|Lebenssteine)\b", "a wrong plural after 1"),
)

#: English words that leaked into German texts (whole words, any case), each with where it was found
ENGLISH: dict[str, str] = {
    "phase": "Gods of Titan's phase ids ('Die movement-Phase ist vorbei')",
    "movement": "the Gods of Titan phase id 'movement'",
    "recruit": "the Gods of Titan phase id 'recruit'",
    "recruiting": "the English phase word",
    "battle": "the Gods of Titan phase id 'battle' and the status 'no battle'",
    "pact": "the status 'pact' of round 11",
    "refresh": "Weiß Schwarz's refresh ('§ refresh')",
    "clock": "Weiß Schwarz's clock id",
    "level": "Weiß Schwarz's level id",
    "climax": "Weiß Schwarz's climax id",
    "draw": "an entry kind",
    "attack": "an entry kind",
    "turn": "an entry kind",
    "round": "an entry kind",
    "player": "a field name",
    "winner": "a field name",
    "none": "a Python value in words",
    "yes": "English for ja",
    "no": "English for nein",
    # the Gods of Titan reference card's hazard, spell and Titan power digests were English only
    "enemy": "the reference card's digests ('every enemy figure')",
    "every": "the reference card's digests",
    "figure": "the reference card's digests",
    "army": "the reference card's and victory sheet's digests ('The Titan army moves up to 8')",
    "flyer": "the reference card's hazard effects ('non-native non-flyer entering')",
    "shot": "the reference card's hazard effects ('non-magic shot through a tree')",
    "native": "the reference card's hazard effects",
}

#: the German rulebooks' own terms that look like English words: (exact spelling, why it is German here)
GAME_TERMS: dict[str, str] = {
    # /work/shared/seeds/004 (Weiß Schwarz, Spielablauf): "Verloren hat, wer zuerst Level 4 erreicht",
    # "Clock Bereich", "Clock Phase", "Climax Phase", "Stand Phase" — the German text's own terms
    "Level": "Weiß Schwarz: the German rules' term (Level 4, Levelaufstieg)",
    "Clock": "Weiß Schwarz: the German rules' term (Clock Bereich, Clock Phase)",
    "Climax": "Weiß Schwarz: the German rules' term (Climax Phase, Climax-Karte)",
    "Phase": "German noun (Bewegungsphase, Clock Phase)",
    # the German seed has no word for a deck run out and shuffled anew; the app's German rules reference names
    # it "Refresh" (rulesdb/rules/content/weiss/rules.toml: "Keine Karten mehr im Deck (Refresh)", "Refresh-Schaden")
    "Refresh": "Weiß Schwarz: the term of the app's German rules reference (§ Keine Karten mehr im Deck)",
    # /work/shared/seeds/002 (Gods of Titan): the Titan powers keep their names: "30 SP (Movement)",
    # "70 SP (Battle-Teleport)"
    "Movement": "Gods of Titan: a Titan power's name in the German rules (26.5)",
    "Battle": "Gods of Titan: the Titan power Battle-Teleport in the German rules",
    "Native": "Gods of Titan: a Titan power's name in the German rules (26.5: 10 SP (Native))",
}


#: words a game's German texts must not use, because the game (its German rules and the app) says another
GAME_WORDS: dict[str, dict[str, str]] = {
    "rampage": {"Runde": "the German rules of Castle Rampage count turns (Zug); the page said Zug, the history Runde"},
    "weiss": {"Stufe": "the German rules and the app say Level (the sheet said Stufe)",
              "Uhr": "the German rules and the app say Clock (the sheet said Uhr)",
              "Runde": "Weiß Schwarz counts turns (Zug)",
              r"Auffrisch\w*": "one word for a deck shuffled anew: the app's German rules say Refresh (Refresh-Schaden)"},
}

#: texts whose English words are known and open, with why (their other leaks are still found)
ENGLISH_KNOWN: dict[str, str] = {}  # none left: the Gods of Titan reference card and victory sheet are German too


def leaks(text: str, *, english: bool = True) -> list[str]:
    """What in ``text`` is not German words: each finding as ``why: 'match'`` (``english``: look for English
    words too)."""
    flat = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())
    found = [f"{why}: {m.group(0)!r}" for pattern, why in LEAKS for m in re.finditer(pattern, flat)]
    for m in re.finditer(r"[A-Za-zÄÖÜäöüß]+", flat if english else ""):
        word = m.group(0)
        if word.lower() in ENGLISH and word not in GAME_TERMS:
            found.append(f"English word ({ENGLISH[word.lower()]}): {word!r}")
    return found


def assert_german(texts: Iterable[tuple[str, str]], game: str = "") -> None:
    """``texts`` are (where, text) pairs of ``game``; each finding is reported once, with its first place and text."""
    first: dict[str, str] = {}
    wrong = GAME_WORDS.get(game, {})
    for where, t in texts:
        english = not any(where.startswith(k) for k in ENGLISH_KNOWN)
        found = leaks(t, english=english) if t else []
        shared = t.replace("Runde / Zug", "")  # the games list's column, for games of both kinds
        found += [f"{word} ({why})" for word, why in wrong.items() if re.search(rf"\b{word}\b", shared)]
        for f in found:
            first.setdefault(f, f"{f} — {where}: {t!r}")
    assert not first, "\n".join(sorted(first.values()))


def test_the_detector_finds_the_leaks_of_the_issue() -> None:
    for leaked in ("Die movement-Phase ist vorbei (jetzt: recruit).", "(gezogen: None)", "§ refresh",
                   "Ritter ritter1", "Trefferchance 0.84", "1 Kämpfe", "107 / 70 / 0", "kein Kampf, pact",
                   "Anna spielt Hana → vorne_mitte", "Auslegung got.half_points", "('a', 'b')", "['x']"):
        assert leaks(leaked), leaked
    for german in ("Die Bewegungsphase ist vorbei.", "Level 1, Clock 3", "Climax-Karte", "Titankraft Movement",
                   "84 %", "2 Kämpfe", "1 Kampf", "Anna 107, Ben 70, Cleo 0", "§ 10.6", "§ Spielablauf",
                   "0,84", "1.1.2027"):
        assert not leaks(german), (german, leaks(german))


# -- the service: history, header, options, refusals, sheets --------------------------------------------------


@functools.cache
def stored(tmp: str) -> dict[str, list[int]]:
    """Every realistic journal of every game, stored in one store (game id → stored ids)."""
    store = GameStore(f"sqlite:///{Path(tmp) / 'games.sqlite'}")
    out: dict[str, list[int]] = {}
    for game in GAMES:
        out[game] = [store.create_game(game, lang="de", events=tuple(j.events)) for j in journals(game)]
    store.close()
    return out


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Any:
    tmp = tmp_path_factory.mktemp("words")
    ids = stored(str(tmp))
    svc = GameService(f"sqlite:///{tmp / 'games.sqlite'}")
    yield svc, ids, tmp
    svc.close()


def opened(service: Any, game: str) -> list[OpenGame]:
    svc, ids, _ = service
    return [svc.open(i) for i in ids[game]]


@pytest.mark.parametrize("game", GAMES)
def test_history_and_header_are_german_words(service: Any, game: str) -> None:
    texts: list[tuple[str, str]] = []
    for og in opened(service, game):
        for item in og.history("de"):
            texts += [(f"history {item.seq}", item.label), (f"history {item.seq} result", item.result)]
        for n in range(1, len(og) + 1):
            h = og.header_after(n, "de")
            if h is not None:
                texts += [(f"header {n} phase", h.phase or ""), *((f"header {n} standing", s.text)
                                                                   for s in h.standings)]
    assert_german(texts, game)


@pytest.mark.parametrize("game", GAMES)
def test_options_and_their_refusals_are_german_words(service: Any, game: str) -> None:
    texts: list[tuple[str, str]] = []
    for og in opened(service, game):
        for n in range(1, len(og) + 1):
            state = og.state_after(n)
            for o in og.journal.engine.options(state):
                texts += [(f"option {n} {o.kind}", o.label("de")), (f"refusal {n} {o.kind}", o.reason("de"))]
    assert_german(texts, game)


def _got_wrong(state: Any) -> list[tuple[str, Any]]:
    """Gods of Titan: a move after the movement phase, a recruit by an army that has not moved (the tester's
    "Die movement-Phase ist vorbei (jetzt: recruit)" and "(gezogen: None)")."""
    from referee.got import events as ev

    if not state.started or state.winner is not None:
        return []
    armies = list(state.armies_of(state.mover_player.name))
    out: list[tuple[str, Any]] = []
    for a in armies[:2]:
        out += [(f"move {a.marker}", ev.Move(marker=a.marker, to=a.land.label, distance=1)),
                (f"recruit {a.marker}", ev.Recruit(marker=a.marker, figure=a.figures.names()[0]))]
    return out


#: the game's own typical wrong entries at a state, besides the journal's entries at other moments
WRONG: dict[str, Any] = {"got": _got_wrong}


@pytest.mark.parametrize("game", GAMES)
def test_refusals_of_wrong_entries_are_german_words(service: Any, game: str) -> None:
    """Typical wrong entries: each kind of entry of the game's realistic journals, made at other moments of the
    game (the wrong phase, the wrong player, an army that has moved, a creature that has left …)."""
    from referee.core.errors import RefereeError

    texts: list[tuple[str, str]] = []
    for og in opened(service, game):
        kinds = {e.type_name: e for e in reversed(og.events[1:])}  # the first of each kind
        engine = og.journal.engine
        stride = max(1, len(og) // 100)
        for n in range(1, len(og) + 1, stride):
            state = og.state_after(n)
            for kind, entry in sorted([*kinds.items(), *WRONG.get(game, lambda s: [])(state)]):
                try:
                    verdict = engine.check(state, entry)
                except RefereeError as exc:
                    texts.append((f"refusal {n} {kind}", exc.message("de")))
                    continue
                texts.append((f"refusal {n} {kind}", verdict.why_de))
    assert_german(texts, game)


@pytest.mark.parametrize("game", GAMES)
def test_the_players_display_is_german_words(service: Any, game: str) -> None:
    """The players' display (window, web page, ``schriftfuehrer display``) of every realistic game, as it ends."""
    from ui.service.display import display_of
    from ui.service.display_page import body_html

    texts = [(f"display #{og.id}", body_html(display_of(og, lang="de", odds=False))) for og in opened(service, game)]
    assert_german(texts, game)


@pytest.mark.parametrize("game", GAMES)
def test_every_sheet_is_german_words(service: Any, game: str) -> None:
    svc, ids, tmp = service
    texts: list[tuple[str, str]] = []
    for kind in sorted(k for k, info in KINDS.items() if info.game == game):
        for gid in ids[game]:
            path = render_pdf(kind, tmp / f"{kind}-{gid}.pdf", store=svc.store, game_id=gid, lang="de")
            texts += [(f"{kind} #{gid}", line) for line in pdf_text(path).splitlines()]
    assert_german(texts, game)


# -- the app: every text of the window after each game's demo -----------------------------------------------


@pytest.fixture(scope="module")
def rules_book(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The rules reference, built once for the module's windows (only read by them)."""
    from rulesdb.rules import RulesBook

    return RulesBook.open(tmp_path_factory.mktemp("rules") / "rules.sqlite")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, rules_book: Any) -> Any:
    """A main window on a fresh store, in German (as ``tests/ui/conftest.py``)."""
    from ui import i18n
    from ui.main_window import MainWindow
    from ui.settings import Settings

    i18n.set_language("de")
    store = GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")
    w = MainWindow(GameService(store=store), Settings(str(tmp_path / "settings.ini")), rules_book=rules_book)
    qtbot.addWidget(w)
    w.show()
    yield w
    store.close()


def window_texts(window: Any) -> list[tuple[str, str]]:
    """Every text of the window's widgets: labels, buttons, group titles, tabs, combo items, table cells and
    headers (DisplayRole), actions."""
    from ui.qt import QtCore, QtGui, QtWidgets

    display = QtCore.Qt.ItemDataRole.DisplayRole
    out: list[tuple[str, str]] = [("title", window.windowTitle())]
    for w in window.findChildren(QtWidgets.QWidget):
        name = type(w).__name__
        if isinstance(w, QtWidgets.QLabel | QtWidgets.QAbstractButton):
            out.append((name, w.text()))
        elif isinstance(w, QtWidgets.QGroupBox):
            out.append((name, w.title()))
        elif isinstance(w, QtWidgets.QTabWidget):
            out += [(name, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QtWidgets.QComboBox) and not w.isEditable():
            out += [(name, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QtWidgets.QAbstractItemView) and w.model() is not None:
            model = w.model()
            out += _model_texts(name, model, QtCore.QModelIndex(), display)
            horizontal = QtCore.Qt.Orientation.Horizontal
            out += [(f"{name} header", str(model.headerData(i, horizontal, display) or ""))
                    for i in range(_columns(model, QtCore.QModelIndex()))]
    out += [("action", a.text()) for a in window.findChildren(QtGui.QAction)]
    return out


def _columns(model: Any, parent: Any) -> int:
    """A model's columns (a list model hides its ``columnCount``: one)."""
    try:
        return int(model.columnCount(parent))
    except TypeError:
        return 1


def _tree(model: Any) -> bool:
    """Whether rows of ``model`` may have rows of their own (list and table models hide ``hasChildren``)."""
    from ui.qt import QtCore

    return not isinstance(model, QtCore.QAbstractListModel | QtCore.QAbstractTableModel)


def _model_texts(name: str, model: Any, parent: Any, role: Any, depth: int = 0) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for r in range(model.rowCount(parent)):
        for c in range(_columns(model, parent)):
            index = model.index(r, c, parent)
            value = model.data(index, role)
            if value is not None:
                out.append((f"{name} cell", str(value)))
            if depth < 3 and _tree(model) and model.hasChildren(index):
                out += _model_texts(name, model, index, role, depth + 1)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_window_shows_german_words_after_a_demo_game(window: Any, game: str) -> None:
    demo = importlib.import_module(f"ui.games.{game}.demo")
    demo.play_demo(window)
    texts = window_texts(window)
    session = window.session
    texts += [(f"option {o.kind}", o.label("de")) for o in session.options()]
    texts += [(f"refusal {o.kind}", o.reason("de")) for o in session.options()]
    assert_german(texts, game)
