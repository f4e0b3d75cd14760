"""A short Titan – Die Arena game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.arena.demo OUT.png`` plays round 1 and the start of round 2 in a fresh store
and saves a grab of the main window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ui.dialogs.base import EntryDialog
from ui.dialogs.new_game import NewGameDialog
from ui.games.arena.dialogs import BidDialog, PlayDialog
from ui.qt import QtWidgets

if TYPE_CHECKING:  # the main window imports the games' packages: only for the types here
    from ui.main_window import MainWindow

D = TypeVar("D", bound=QtWidgets.QDialog)


def _commit(dialog: EntryDialog | NewGameDialog) -> None:
    dialog.commit()
    if dialog.isVisible():
        raise RuntimeError(dialog.refusal.plain_text())


def _opened(window: MainWindow, key: str, cls: type[D]) -> D:
    """The dialog of the page's entry ``key``, of the kind expected."""
    d = window.open_entry(key)
    if not isinstance(d, cls):
        raise RuntimeError(f"{key}: no {cls.__name__}")
    return d


def _entry(window: MainWindow, key: str, **combos: str) -> None:
    d = _opened(window, key, EntryDialog)
    for name, value in combos.items():
        box = getattr(d, name)
        if not isinstance(box, QtWidgets.QComboBox):
            raise RuntimeError(f"{key}: {name} is no list to choose from")
        box.setCurrentIndex(box.findData(value))
    _commit(d)


def _play(window: MainWindow, creature: str, value: int, end: bool = True) -> None:
    d = _opened(window, "play", PlayDialog)
    if not d.choose(creature, value):
        raise RuntimeError(f"{creature} {value} not offered")
    _commit(d)
    if end:
        _entry(window, "end_turn")


def play_demo(window: MainWindow) -> int:
    """Anna, Ben, Cleo: bids, bets, round 1 (the Troll dies), two turns of round 2; the game's id."""
    window.new_game()
    dialog = window.dialog
    if not isinstance(dialog, NewGameDialog):
        raise RuntimeError("no new-game dialog")
    dialog.game.setCurrentIndex(dialog.game.findData("arena"))
    dialog.title.setText("Demo")
    _commit(dialog)
    game_id = int(dialog.game_id or 0)
    window.open_game(game_id)
    bid = _opened(window, "bid", BidDialog)
    bid.value.setValue(8)
    _commit(bid)
    _entry(window, "close_bidding")
    _entry(window, "open_bet", creature="Zyklop")
    _play(window, "Zyklop", 8, end=False)
    _entry(window, "power", target="Ben")
    _entry(window, "end_turn")
    _entry(window, "secret_bet", creature="Hydra")
    _entry(window, "end_turn")
    _entry(window, "open_bet", creature="Hydra")
    _play(window, "Hydra", 3)
    for creature, value in (("Drache", 5), ("Ranger", 6), ("Titan", 7), ("Troll", 2), ("Einhorn", 4), ("Warlock", 9)):
        _play(window, creature, value)
    _entry(window, "open_bet", creature="Titan")
    _play(window, "Titan", 6)
    _entry(window, "open_bet", creature="Drache")
    _play(window, "Drache", 1, end=False)
    _later_games(window)
    window.refresh()
    return game_id


def _later_games(window: MainWindow) -> None:
    """Two more stored games of the same players, so that the tournament (13) has all three."""
    from referee.arena.events import ArenaSetup, Bid, BiddingClosed, OpenBet
    from referee.arena.view import ArenaState, header

    if window.session is None:
        raise RuntimeError("no game open")
    players = header(window.session.typed(ArenaState).state).players
    for opener, creature in (("Ben", "Drache"), ("Cleo", "Einhorn")):
        events = (ArenaSetup(players=players), Bid(player=opener, value=4), BiddingClosed(),
                  OpenBet(player=opener, creature=creature))
        game = window.service.new_game(game="arena", setup=events[0], title="Demo")
        for ev in events[1:]:
            game.add(ev)


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-arena.png"), play_demo, docks=(190, 250))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
