"""Every command of ``schriftfuehrer``, by reference: the commands every game shares, then one line per game
(:class:`ui.cli.plugin.GameCommands`; a game without one is kept through ``game …`` alone, as the tests' demo game).
``tests/test_registrations.py`` checks that the games' list covers the referee's games in their order.

>>> [c.name for c in COMMANDS][:3], COMMANDS[-1].name
(['app', 'db', 'display'], 'weiss')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.cli import arena, burgenkrieg, got, rampage, weiss
from ui.cli.plugin import Command, GameCommands

if TYPE_CHECKING:
    from ui.cli.plugin import Register


def _app() -> Register:
    from ui.cli.app import register

    return register


def _db() -> Register:
    from ui.cli.db import register

    return register


def _display() -> Register:
    from ui.cli.display import register

    return register


def _game() -> Register:
    from ui.cli.game import register

    return register


def _interpretations() -> Register:
    from ui.cli.interpretations import register

    return register


def _odds() -> Register:
    from ui.cli.odds import register

    return register


def _printing() -> Register:
    from ui.cli.printing import register

    return register


def _rules() -> Register:
    from ui.cli.rules import register

    return register


GAMES: tuple[GameCommands, ...] = (got.PLUGIN, arena.PLUGIN, rampage.PLUGIN, burgenkrieg.PLUGIN, weiss.PLUGIN)

SHARED: tuple[Command, ...] = (
    Command("app", "Desktop-Programm starten / start the desktop app", _app),
    Command("db", "Datenbank prüfen, sichern, zurückholen / check, back up, restore the games file", _db),
    Command("display", "Spieleranzeige: was der Tisch sehen darf / players' display", _display),
    Command("game", "Gespeicherte Partien / stored games", _game),
    Command("interpretations", "Auslegungen der Regeltexte / interpretations of the rule texts", _interpretations),
    Command("odds", "Wahrscheinlichkeiten / odds (strike, duel, battle, ws)", _odds),
    Command("print", "Blätter als PDF drucken / print sheets as PDF", _printing),
    Command("rules", "Regeln nachschlagen / look up the rules", _rules),
)

COMMANDS: tuple[Command, ...] = (*SHARED, *(g.command for g in GAMES))
