"""One table of shortcuts: the same entry has the same keys in every game, and no two actions share keys."""

from __future__ import annotations

from typing import Any

from referee.registry import game_ids
from ui import shortcuts
from ui.games import page_class


def entries(qtbot: Any) -> dict[str, list[tuple[str, str]]]:
    out = {}
    for game in game_ids():
        page = page_class(game)(None)
        qtbot.addWidget(page)
        out[game] = page.entry_actions()
    return out


def test_no_two_actions_of_a_game_share_keys_and_none_takes_the_windows(qtbot: Any) -> None:
    window_keys = set(shortcuts.WINDOW.values())
    for game, actions in entries(qtbot).items():
        keys = [shortcuts.entry(k) for k, _ in actions if shortcuts.entry(k)]
        assert len(keys) == len(set(keys)), game
        assert not set(keys) & window_keys, game


def test_every_declared_entry_shortcut_belongs_to_an_entry_of_some_game(qtbot: Any) -> None:
    found = entries(qtbot)
    used = {k for actions in found.values() for k, _ in actions}
    assert set(shortcuts.ENTRY) <= used
    ending = [game for game, actions in found.items() if "end_turn" in dict(actions)]
    assert {"got", "rampage"} <= set(ending) and shortcuts.entry("end_turn") == "Ctrl+E"  # was Ctrl+Shift+E in one


def test_the_window_gives_each_entry_its_declared_keys(window: Any) -> None:
    from tests.ui.helpers import new_got_game

    new_got_game(window)
    for key, act in window.entry_acts.items():
        assert act.shortcut().toString() == shortcuts.entry(key), key
    assert window.acts["quick"].shortcut().toString() == "Ctrl+K"
