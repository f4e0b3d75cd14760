"""A short Gods of Titan game entered through the app's own dialogs (for the README screenshot and tests).

``python -m ui.games.got.demo OUT.png`` (or ``python -m ui.demo OUT.png``: the first game's) plays it in a fresh
store and saves a grab of the main window, the odds dock showing a sampled battle.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from referee.got.events import Side
from referee.got.movement_end import fewest_to_move
from referee.got.settle import Outcome
from referee.got.view import GotState, armies_on, known_lands, mover, table_round

if TYPE_CHECKING:  # the main window imports the games: its type only
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.service import OpenGame

W = TypeVar("W")


def _game(window: MainWindow) -> OpenGame[GotState]:
    """The window's open game, a Gods of Titan one."""
    if window.session is None:
        raise RuntimeError("no game is open")
    return window.session.typed(GotState)


def _as(found: object, cls: type[W]) -> W:
    """``found`` as the widget the demo expects (a dialog, the page, a dock's panel)."""
    if not isinstance(found, cls):
        raise RuntimeError(f"expected a {cls.__name__}, got {type(found).__name__}")
    return found


def _line(window: MainWindow, text: str) -> None:
    """An entry typed into the quick-entry line and committed with Enter."""
    window.quick.line.setText(text)
    window.quick.commit()
    if window.quick.line.text():
        raise RuntimeError(f"{text!r}: {window.quick.refusal.plain_text()}")


#: the lands a rest move goes to: no sea (3.10), no tower or centre (the set-up's)
INLAND = ("Brush", "Plains", "Marsh", "Woods", "Hills", "Jungle", "Desert", "Swamp", "Highlands", "Tundra",
          "Mountains", "Valley")


def _move(window: MainWindow, marker: str, terrain: str, label: str, distance: int) -> None:
    """A move by the quick-entry line ("Rot 2 B 3"); a land the game does not know is named first."""
    if all(x.label != label for x in known_lands(_game(window).state)):
        _line(window, f"land {terrain} {label}")
    _line(window, f"{marker} {label} {distance}")


def _recruit(window: MainWindow, marker: str, figure: str) -> None:
    from ui.games.got.dialogs.recruit import RecruitDialog

    d = _as(window.open_entry("recruit"), RecruitDialog)
    d.army.setCurrentIndex(d.army.findData(marker))
    d.choose(figure)
    d.commit()
    _check(d)


def _battle(window: MainWindow, attacker: str, defender: str, outcome: Outcome, winner: Side | None,
            losses: str = "") -> None:
    from ui.games.got.dialogs.battle import BattleDialog

    d = _as(window.open_entry("battle"), BattleDialog)
    d.set_entry(attacker=attacker, defender=defender, outcome=outcome, winner=winner, losses=losses)
    d.commit()
    _check(d)


def _check(dialog: QtWidgets.QDialog) -> None:
    if dialog.isVisible():
        refusal = getattr(dialog, "refusal", None)  # an entry dialog's, or the new-game dialog's
        raise RuntimeError(refusal.plain_text() if refusal is not None else "the dialog stayed open")


def _until(window: MainWindow, player: str, round_: int | None = None) -> None:
    """End turns; first each army that has to move moves one land onto a land of its own (6.2, 8.4, 8.6)."""
    from ui.service.got import lands as land_service
    state = _game(window).state
    while mover(state) != player or (round_ is not None and (table_round(state) or 0) < round_):
        for marker in fewest_to_move(state):  # onto a free land of the board, away from every army
            free = next(c for c in land_service.lands(_game(window)) if c.terrain in INLAND
                        and not armies_on(_game(window).state, c.label))
            _move(window, marker, free.terrain, free.label, 1)
        before = len(_game(window))
        window.open_entry("end_turn")
        if len(_game(window)) == before:
            raise RuntimeError("the end of the turn was refused")
        state = _game(window).state


#: round 1 of the keyboard round's game (Anna/Rot, Ben/Blau, Cleo/Gelb and Dora the Darklord, the example board):
#: each element army leaves the City and recruits, the Darklord's three armies leave the Dungeon (5.7, 5.8)
KEYBOARD_ROUND_ONE = ("R2 B1 3", "R2+G", "e", "B2 P1 3", "B2+C", "e", "G2 B2 3", "G2+G", "e",
                      "S1 D1 3", "S2 D2 3", "S3 D3 3", "e")
#: round 2 as the scribe types it (kind, line): Anna splits Rot 2 (the one army of four), moves both parts, the
#: last with the recruit announced (a Centaur, 6.4: "+" after the move; the recruit ends her movement); Ben moves
#: and recruits on one line; Cleo's table names a new land, her army moves there and recruits; Dora moves her three
#: armies, the last with its recruit; each ends the turn. The shortest forms the line reads: first letters that
#: name one thing alone, the army or the figure left out where the referee accepts exactly one.
KEYBOARD_ROUND = (
    ("split", "/C G"), ("move", "R2 Hi 3"), ("move+recruit", "R3 P 3+C"), ("end_turn", "e"),
    ("move+recruit", "B2 B 3+G"), ("end_turn", "e"),
    ("land", "l B Q7"), ("move+recruit", "G2 Q 3+G"), ("end_turn", "e"),
    ("move", "S2 V 3"), ("move", "S3 J 3"), ("move+recruit", "M 3+"), ("end_turn", "e"),
)
#: the same round in full: every army, land, terrain and figure named as the quick line first read them
KEYBOARD_ROUND_IN_FULL = (
    ("split", "R2 / Centaur Gargoyle"), ("move", "R2 Hi1 3"), ("move", "R3 P 3"), ("recruit", "R3 + Centaur"),
    ("end_turn", "e"),
    ("move", "B2 B 3"), ("recruit", "B2 + Gargoyle"), ("end_turn", "e"),
    ("land", "land Brush Q7"), ("move", "G2 Q7 3"), ("recruit", "G2 + Gargoyle"), ("end_turn", "e"),
    ("move", "S1 M 3"), ("move", "S2 V1 3"), ("move", "S3 J1 3"), ("recruit", "S1 + Headcracker"), ("end_turn", "e"),
)


def keyboard_round(window: MainWindow, type_line: Callable[[str], object], *,
                   lines: tuple[tuple[str, str], ...] = KEYBOARD_ROUND) -> list[tuple[str, str]]:
    """Round 2 of the open game (set up as the keyboard round's) typed into the quick-entry line; round 1 is
    entered through the service first (not typed). The (kind, line) typed.

    ``type_line`` types a line and presses Enter (the test sends real key events and counts them).
    """
    from ui.service.got import quick
    for line in KEYBOARD_ROUND_ONE:
        _game(window).add(quick.parse(_game(window), line))  # the window follows (its watcher)
    for _, line in lines:
        type_line(line)
    return list(lines)


def play_demo(window: MainWindow) -> int:
    """Set up Anna/Ben/Cleo, a few moves and recruits, three battles in rounds 11 and 12; the game's id."""
    from ui.dialogs.new_game import NewGameDialog
    from ui.games.got.setup import GotSetupForm
    from ui.service.got.lands import example_board

    window.new_game()
    dialog = _as(window.dialog, NewGameDialog)
    dialog.title.setText("Demo")
    _as(dialog.setup_form, GotSetupForm).board.setText(str(example_board()))  # the table's board, loaded once
    dialog.commit()
    _check(dialog)
    game_id = dialog.game_id
    if game_id is None:
        raise RuntimeError("the new game was not made")
    window.open_game(game_id)
    _move(window, "Rot 2", "Brush", "B", 3)
    _recruit(window, "Rot 2", "Gargoyle")
    _until(window, "Ben")
    _move(window, "Grün 2", "Brush", "B7", 3)
    _recruit(window, "Grün 2", "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Blau 2", "Plains", "P3", 4)
    _until(window, "Anna", 11)
    _move(window, "Rot 2", "Marsh", "M", 2)
    _until(window, "Ben")
    _move(window, "Grün 2", "Marsh", "M", 1)
    _battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, Side.ATTACKER, "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Blau 2", "Marsh", "M", 2)
    _battle(window, "Blau 2", "Grün 2", Outcome.FLIGHT, Side.ATTACKER)
    _until(window, "Anna")
    _move(window, "Rot 1", "Marsh", "M", 5)
    _battle(window, "Rot 1", "Blau 2", Outcome.FOUGHT, Side.ATTACKER, "Ogre")
    return game_id


def _battle_odds(window: MainWindow) -> None:
    """Show the odds panel's battle tab with a sampled battle (waits for the worker), and a line typed."""
    from ui.games.got.odds import OddsPanel
    from ui.games.got.page import GotPage
    from ui.qt import QtCore, QtTest

    page = _as(window.page, GotPage)
    page.table.tabs.setCurrentWidget(page.table.chart)
    odds = _as(window.docks["odds"].widget(), OddsPanel)  # the dock this game adds (ui.games.got.DOCKS)
    odds.battle.attackers.set_figures(["Titan:6", "Ogre", "Centaur"])
    odds.battle.defenders.set_figures(["Centaur", "Gargoyle", "Gargoyle"])
    odds.setCurrentIndex(2)
    window.docks["odds"].raise_()
    loop = QtCore.QEventLoop()
    odds.battle.finished.connect(loop.quit)
    odds.battle.run(seed=1)
    loop.exec()
    from ui.service.got import operations as got_service
    offer = [o.figure for o in got_service.recruit_choices(_game(window), "Rot 1").options]
    line = f"R1+{offer[0][:3]}" if offer else "e"  # being typed into the quick-entry line, with what it means
    QtTest.QTest.keyClicks(window.quick.line, line)
    window.quick.settle()


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-main.png"), play_demo, before=_battle_odds)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
