"""A short Weiß Schwarz game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.weiss.demo OUT.png`` plays it in a fresh store and saves a grab of the window,
with the damage of Anna's first attack pending and its odds shown.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def _ok(d: Any) -> None:
    d.commit()
    if d.result() != 1:
        raise RuntimeError(d.refusal.plain_text())


def _draw(window: Any, player: str, *cards: str) -> None:
    d = window.open_entry("draw")
    d.player.setCurrentIndex(d.player.findData(player))
    for c in cards:
        d.cards.pick(c)
    _ok(d)


def _choose(window: Any, key: str, **choices: Any) -> Any:
    d = window.open_entry(key)
    for name, value in choices.items():
        box = getattr(d, name)
        box.setCurrentIndex(box.findData(value))
    return d


def play_demo(window: Any) -> None:
    """Opening hands, Anna's first turn up to the damage of her attack with Hana."""
    window.new_game()
    window.dialog.game.setCurrentIndex(window.dialog.game.findData("weiss"))
    _ok(window.dialog)
    _draw(window, "Anna", "Kaze", "Kaze", "Hana", "Tori", "Sonne")
    _draw(window, "Ben", "Yuki", "Yuki", "Mei", "Brief", "Schild")
    _ok(window.open_entry("mulligan"))
    _ok(window.open_entry("mulligan"))
    _ok(window.open_entry("phase"))
    _draw(window, "Anna", "Riku")
    _ok(window.open_entry("phase"))
    _ok(_choose(window, "clock", card="Sonne"))
    _draw(window, "Anna", "Aoi", "Mei")
    _ok(window.open_entry("phase"))
    _ok(_choose(window, "play", card="Hana", slot="vorne_mitte"))
    _ok(_choose(window, "play", card="Kaze", slot="vorne_links"))
    _ok(window.open_entry("phase"))
    _ok(window.open_entry("phase"))
    _ok(_choose(window, "attack", slot="vorne_mitte", trigger="Hana"))


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-weiss.png"), play_demo, docks=(230, 250))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
