"""Every keyboard shortcut of the app, declared once: an action has the same keys in every game.

The window's own actions and each game page's entries (by their key, e.g. ``"end_turn"``) take their
shortcuts from here; a page only names its entries. They work wherever the cursor is in the window, the
entry line included (:mod:`ui.shortcut_filter`).
"""

from __future__ import annotations

#: the window's actions
WINDOW: dict[str, str] = {
    "new": "Ctrl+N", "start": "Ctrl+O", "quit": "Ctrl+Q", "reload": "F5",
    "undo": "Ctrl+Z", "redo": "Ctrl+Shift+Z", "json": "Ctrl+J", "quick": "Ctrl+K",
    "search": "Ctrl+F", "odds": "Ctrl+D", "guide": "F1", "note": "Ctrl+Shift+O",
}

#: the entries of the games, by the page's entry key
ENTRY: dict[str, str] = {
    "move": "Ctrl+M", "land": "Ctrl+L", "split": "Ctrl+T", "recruit": "Ctrl+R", "end_turn": "Ctrl+E",
    "battle": "Ctrl+B", "fight": "Ctrl+Shift+B", "attack": "Ctrl+Shift+A", "combat": "Ctrl+Shift+A",
    "draw": "Ctrl+Shift+D", "play": "Ctrl+Shift+P", "phase": "Ctrl+Shift+N", "victory": "Ctrl+Shift+V",
    "correction": "Ctrl+Shift+C", "enters": "Ctrl+Shift+K", "open_bet": "Ctrl+Shift+W", "power": "Ctrl+Shift+F",
    "turn": "Ctrl+Shift+T",
}


#: further keys of an action (the usual alternative on other systems)
ALSO: dict[str, tuple[str, ...]] = {"redo": ("Ctrl+Y",)}


def window(key: str) -> str:
    return WINDOW.get(key, "")


def entry(key: str) -> str:
    return ENTRY.get(key, "")
