"""A game at the entry limit says so in words, with the limit, wherever an entry is made in the app (issue 38):
the quick line's answer for any line (a valid entry, a line of another phase) is the limit alone — no "possible
now" that is not — and every entry dialog opens saying it with its OK button off; the service refuses the entry
with the same words in German and English, and its options name it.

The limit is lowered to a few entries here (a store of 20,000 entries per game costs seconds to write); the core's
test (``tests/core/test_journal.py``) and the command line's (``tests/e2e/test_notes_cli.py``) keep the real one.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.arena.events import ArenaSetup, Bid
from referee.burgenkrieg.events import PlayerSpec, Turn
from referee.burgenkrieg.events import Setup as CastleSetup
from referee.core import limits
from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.note import Note
from referee.got.events import GameSetup, LandNamed, PlayerSetup
from referee.rampage.events import Draw, RampageSetup
from referee.weiss.events import Draw as WeissDraw
from referee.weiss.events import Setup as WeissSetup
from referee.weiss.sample import sample_deck
from rulesdb.journal import GameStore
from ui.dialogs.base import EntryDialog
from ui.qt import QtWidgets

LIMIT = 12
#: game -> its set-up, an entry the rules accept next, and a quick line (a valid one, or one of another phase)
GAMES: dict[str, tuple[Event, Event, str]] = {
    "got": (GameSetup(players=(PlayerSetup("Anna", "titan", "Rot", 1), PlayerSetup("Ben", "titan", "Blau", 2),
                               PlayerSetup("Cleo", "titan", "Gelb", 3))), LandNamed(terrain="Brush", name="B1"), "e"),
    "arena": (ArenaSetup(players=("Anna", "Ben", "Cleo")), Bid(player="Anna", value=4), "Anna 4"),
    "rampage": (RampageSetup(players=("Anna", "Ben")), Draw(player="Anna"), "z"),
    "burgenkrieg": (CastleSetup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B"))),
                    Turn(player="Ann"), "zug"),
    "weiss": (WeissSetup(decks=(sample_deck("A"), sample_deck("B")), first="A"),
              WeissDraw(player="A", cards=("Kaze", "Hana", "Tori", "Yuki", "Sora")), "p"),
}
FULL_DE = f"Die Partie ist voll: sie hat {LIMIT} Einträge, so viele, wie eine Partie höchstens haben kann; bitte " \
          "eine neue Partie beginnen."
FULL_EN = f"The game is full: it has {LIMIT} entries, as many as a game can hold; please start a new game."


def test_a_full_game_says_so_in_the_quick_line_the_dialogs_and_the_service(
        window: Any, store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    for game in GAMES:  # one window for the five games (a window each would cost seconds)
        with monkeypatch.context() as patched:
            _full_game(window, store, patched, game)


def _full_game(window: Any, store: GameStore, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    setup, entry, line = GAMES[game]
    service = window.service
    game_id = store.create_game(game, events=[setup, *[Note.of(1, "Tischgespräch")] * (LIMIT - 2)])
    assert service.open(game_id).check(entry).value  # the entry is a legal one: one below the limit it is taken
    monkeypatch.setattr(limits, "ENTRIES_LIMIT", LIMIT)
    window.open_game(game_id)
    window.session.note("die letzte Notiz")
    session = window.session
    assert session.entries == LIMIT

    verdict = session.check(entry)
    assert (verdict.value, verdict.why("de"), verdict.why("en")) == (False, FULL_DE, FULL_EN)
    with pytest.raises(InvalidInput):
        session.add(entry)
    assert {o.reason("de") for o in session.options()} <= {FULL_DE}

    for lang, said in (("de", FULL_DE), ("en", FULL_EN)):  # the quick line's answer, whatever the line
        reading = window.page.read_line(session, line, lang=lang)
        assert reading is not None and not reading.ok and reading.label == said
    for key, _ in [*window.page.entry_actions(), ("json", "")]:  # every entry of the menu: no dialog, the limit
        window.status_refusal.clear_refusal()
        assert window.open_entry(key) is None and window.status_refusal.plain_text() == FULL_DE, key
    dialog = EntryDialog(session, window)  # a dialog opened by other means says so too, its OK button off
    dialog.show()
    QtWidgets.QApplication.processEvents()
    ok = dialog.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
    assert dialog.refusal.plain_text() == FULL_DE and ok is not None and not ok.isEnabled()
    dialog.close()
    assert service.open(game_id).entries == LIMIT  # nothing stored
