"""Entering a Gods of Titan game through the app's own dialogs, as a scribe would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.got.events import Side
from referee.got.movement_end import fewest_to_move
from referee.got.settle import Outcome
from ui.service.got.lands import example_board

#: the table's board list the tests load at set-up (Brush B, Plains P, Marsh M …)
BOARD_FILE = str(example_board())


def new_got_game(window: Any) -> int:
    """New game dialog with its defaults (Anna/Rot, Ben/Grün, Cleo/Blau) and the test board, committed."""
    window.new_game()
    dialog = window.dialog
    dialog.setup_form.board.setText(BOARD_FILE)
    dialog.commit()
    assert dialog.result() == 1, dialog.refusal.text()
    window.open_game(dialog.game_id)  # accepted → opened (idempotent)
    return int(dialog.game_id)


#: the entries of each position :func:`got_game_at` reached through the dialogs, kept for this process
#: (by the steps' file and name: a test file imported twice has the same steps)
_REACHED: dict[tuple[tuple[str, str], ...], tuple[Any, tuple[Any, ...]]] = {}


def got_game_at(window: Any, *steps: Callable[[Any], None]) -> int:
    """A new Gods of Titan game (:func:`new_got_game`) brought to a position by ``steps`` (each entering through
    the app's dialogs, as :func:`battle_ready`), open in ``window``.

    The first test of a process that asks for a position enters it through the dialogs; later ones get the same
    entries stored as a new game and opened (the tests of the dialogs enter them; a position's steps cost seconds
    of dialogs, asked for by many tests).
    """
    store = window.service.store
    key = tuple((step.__code__.co_filename, step.__qualname__) for step in steps)
    reached = _REACHED.get(key)
    if reached is None:
        game_id = new_got_game(window)
        for step in steps:
            step(window)
        _REACHED[key] = (store.info(game_id), window.session.events)
        return game_id
    info, entries = reached
    game_id = store.create_game("got", title=info.title, lang=info.lang, events=entries)
    window.open_game(game_id)
    return int(game_id)


def name_land(window: Any, terrain: str, label: str) -> None:
    """The table names a land (its own entry, 2.1), as the scribe does it in the app."""
    d = window.open_entry("land")
    d.terrain.setCurrentIndex(d.terrain.findData(terrain))
    d.name.setText(label)
    d.commit()
    assert not d.isVisible(), d.refusal.text()


def move(window: Any, marker: str, terrain: str, label: str, distance: int) -> Any:
    """A move in the move dialog; a land the game does not know yet is named first."""
    if all(x.label != label for x in window.session.state.lands):
        name_land(window, terrain, label)
    d = window.open_entry("move")
    d.army.setCurrentIndex(d.army.findData(marker))
    d.land.setEditText(label)
    d.distance.setValue(distance)
    d.commit()
    return d


def recruit(window: Any, marker: str, figure: str, via: str = "land") -> Any:
    d = window.open_entry("recruit")
    d.army.setCurrentIndex(d.army.findData(marker))
    assert d.choose(figure, via), [d.options.item(i).text() for i in range(d.options.count())]
    d.commit()
    return d


def end_turns_until(window: Any, player: str, round_: int | None = None) -> None:
    """End turns through the app; first each army that has to move moves one land onto a land of its own
    (6.2, 8.4, 8.6, 5.8)."""
    j = window.session
    while j.state.mover_player.name != player or (round_ is not None and j.state.round < round_):
        move_rest(window)
        before = len(j)
        window.open_entry("end_turn")
        assert len(j) == before + 1, "the end of the turn was refused"


def move_rest(window: Any) -> None:
    """Each army of the Mover that still has to move moves one land onto a land of its own (6.2, 8.4, 8.6, 5.8)."""
    s = window.session.state
    for marker in fewest_to_move(s):
        d = move(window, marker, "Plains", f"{marker} · {s.round}", 1)
        assert not d.isVisible(), d.refusal.text()


def battle(window: Any, attacker: str, defender: str, outcome: Outcome, winner: Side | None = None,
           losses: str = "") -> Any:
    d = window.open_entry("battle")
    d.set_entry(attacker=attacker, defender=defender, outcome=outcome, winner=winner, losses=losses)
    return d


def battle_ready(window: Any) -> None:
    """Round 11: Anna's Rot 2 (Centaur, Gargoyle, Gargoyle) on Marsh M; Ben's Grün 2 moves in."""
    move(window, "Rot 2", "Brush", "B", 3)
    recruit(window, "Rot 2", "Gargoyle")
    end_turns_until(window, "Anna", 11)
    move(window, "Rot 2", "Marsh", "M", 2)
    end_turns_until(window, "Ben")
    move(window, "Grün 2", "Marsh", "M", 1)


def keys(qtbot: Any, window: Any, text: str) -> None:
    """Type ``text`` into the quick line with real key events and wait for its answer (judged off the UI
    thread: :mod:`ui.line_judge`; the bound is a hang bound)."""
    qtbot.keyClicks(window.quick.line, text)
    qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)
