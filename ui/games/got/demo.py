"""A short Gods of Titan game entered through the app's own dialogs (for the README screenshot and tests).

``python -m ui.games.got.demo OUT.png`` (or ``python -m ui.demo OUT.png``: the first game's) plays it in a fresh
store and saves a grab of the main window, the odds dock showing a sampled battle.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any  # Any: the main window (ui.main_window imports the games, so not here)

from referee.got.events import Side
from referee.got.movement_end import fewest_to_move
from referee.got.settle import Outcome


def _line(window: Any, text: str) -> None:
    """An entry typed into the quick-entry line and committed with Enter."""
    window.quick.line.setText(text)
    window.quick.commit()
    if window.quick.line.text():
        raise RuntimeError(f"{text!r}: {window.quick.refusal.plain_text()}")


#: the lands a rest move goes to: no sea (3.10), no tower or centre (the set-up's)
INLAND = ("Brush", "Plains", "Marsh", "Woods", "Hills", "Jungle", "Desert", "Swamp", "Highlands", "Tundra",
          "Mountains", "Valley")


def _move(window: Any, marker: str, terrain: str, label: str, distance: int) -> None:
    """A move by the quick-entry line ("Rot 2 B 3"); a land the game does not know is named first."""
    if all(x.label != label for x in window.session.state.lands):
        _line(window, f"land {terrain} {label}")
    _line(window, f"{marker} {label} {distance}")


def _recruit(window: Any, marker: str, figure: str) -> None:
    d = window.open_entry("recruit")
    d.army.setCurrentIndex(d.army.findData(marker))
    d.choose(figure)
    d.commit()
    _check(d)


def _battle(window: Any, attacker: str, defender: str, outcome: Outcome, winner: Side | None, losses: str = "") -> None:
    d = window.open_entry("battle")
    d.set_entry(attacker=attacker, defender=defender, outcome=outcome, winner=winner, losses=losses)
    d.commit()
    _check(d)


def _check(dialog: Any) -> None:
    if dialog.isVisible():
        raise RuntimeError(dialog.refusal.plain_text())


def _until(window: Any, player: str, round_: int | None = None) -> None:
    """End turns; first each army that has to move moves one land onto a land of its own (6.2, 8.4, 8.6)."""
    from ui.service import lands as land_service

    state = window.session.state
    while state.mover_player.name != player or (round_ is not None and state.round < round_):
        for marker in fewest_to_move(state):  # onto a free land of the board, away from every army
            free = next(c for c in land_service.lands(window.session) if c.terrain in INLAND
                        and not window.session.state.armies_on(c.label))
            _move(window, marker, free.terrain, free.label, 1)
        before = len(window.session)
        window.open_entry("end_turn")
        if len(window.session) == before:
            raise RuntimeError("the end of the turn was refused")
        state = window.session.state


def keyboard_round(window: Any, type_line: Callable[[str], object]) -> list[tuple[str, str]]:
    """One round of the open game typed into the quick-entry line: each player moves every army that may
    move onto a free land of the board (3 lands), recruits once and ends the turn; the (kind, line) typed.

    ``type_line`` types a line and presses Enter (the test sends real key events and counts them).
    """
    from ui.service import got as got_service
    from ui.service import lands as land_service
    from ui.service.quick import short_name

    used = {a.land.label for a in window.session.state.armies}
    free = [c.label for c in land_service.lands(window.session) if c.label not in used and c.terrain not in (
        "City", "Dungeon") and " " not in c.label]
    typed: list[tuple[str, str]] = []
    start = window.session.state.round
    while window.session.state.round == start:
        moved: list[str] = []
        for marker in got_service.movable_armies(window.session):
            typed.append(("move", f"{short_name(marker)} {free.pop(0)} 3"))
            type_line(typed[-1][1])
            moved.append(marker)
        for marker in moved:
            offer = sorted({o.figure for o in got_service.recruit_choices(window.session, marker).options})
            if offer:
                name = offer[0]
                prefix = next(name[:n] for n in range(1, len(name) + 1)
                              if sum(o.casefold().startswith(name[:n].casefold()) for o in offer) == 1)
                typed.append(("recruit", f"{short_name(marker)}+{prefix}"))
                type_line(typed[-1][1])
                break
        typed.append(("end_turn", "e"))
        type_line("e")
    return typed


def play_demo(window: Any) -> int:
    """Set up Anna/Ben/Cleo, a few moves and recruits, three battles in rounds 11 and 12; the game's id."""
    window.new_game()
    dialog = window.dialog
    dialog.title.setText("Demo")
    from ui.service.lands import example_board

    dialog.setup_form.board.setText(str(example_board()))  # the table's board, loaded once
    dialog.commit()
    _check(dialog)
    game_id = int(dialog.game_id)
    window.open_game(game_id)
    _move(window, "Rot 2", "Brush", "B", 3)
    _recruit(window, "Rot 2", "Gargoyle")
    _until(window, "Ben")
    _move(window, "Grün 2", "Brush", "B7", 3)
    _recruit(window, "Grün 2", "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Gelb 2", "Plains", "P3", 4)
    _until(window, "Anna", 11)
    _move(window, "Rot 2", "Marsh", "M", 2)
    _until(window, "Ben")
    _move(window, "Grün 2", "Marsh", "M", 1)
    _battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, Side.ATTACKER, "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Gelb 2", "Marsh", "M", 2)
    _battle(window, "Gelb 2", "Grün 2", Outcome.FLIGHT, Side.ATTACKER)
    _until(window, "Anna")
    _move(window, "Rot 1", "Marsh", "M", 5)
    _battle(window, "Rot 1", "Gelb 2", Outcome.FOUGHT, Side.ATTACKER, "Ogre")
    return game_id


def _battle_odds(window: Any) -> None:
    """Show the odds panel's battle tab with a sampled battle (waits for the worker), and a line typed."""
    from ui.qt import QtCore, QtTest

    window.page.table.tabs.setCurrentWidget(window.page.table.chart)
    odds = window.docks["odds"].widget()  # the dock this game adds (ui.games.got.DOCKS)
    odds.battle.attackers.set_figures(["Titan:6", "Ogre", "Centaur"])
    odds.battle.defenders.set_figures(["Centaur", "Gargoyle", "Gargoyle"])
    odds.setCurrentIndex(2)
    window.docks["odds"].raise_()
    loop = QtCore.QEventLoop()
    odds.battle.finished.connect(loop.quit)
    odds.battle.run(seed=1)
    loop.exec()
    from ui.service import got as got_service

    offer = [o.figure for o in got_service.recruit_choices(window.session, "Rot 1").options]
    line = f"R1+{offer[0][:3]}" if offer else "e"  # being typed into the quick-entry line, with what it means
    QtTest.QTest.keyClicks(window.quick.line, line)


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-main.png"), play_demo, before=_battle_odds)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
