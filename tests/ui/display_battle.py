"""A realistic Gods of Titan game for the players' display (issue 34): the compatibility corpus's game of three
Titans (two battles recorded round by round, a flight, a negotiation), then a 6-against-7 battle — Anna's Rot 3
attacks Ben's Blau Titan in the woods W1 — recorded round by round, two rounds entered with their hits.

    python tests/ui/display_battle.py sqlite:////tmp/x.sqlite   # prints the game's id

The tests of the display's fit (``tests/ui/test_display_fit.py``) and the README's screenshots
(``docs/screenshots/take.py``) build it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
EXPORT = "1-got-drei-titanen-kampf-runde-fur-runde.json"

#: the entries after the corpus's game: both armies grown (by agreement, 28.3), then the battle round by round
ENTRIES: tuple[dict[str, Any], ...] = (
    {"type": "got.correction", "data": {"reason": "Rekruten vergessen", "player": "Anna", "army": "Rot 3",
                                        "add_figures": ["Troll", "Troll", "Ranger"]}},
    {"type": "got.correction", "data": {"reason": "Rekruten vergessen", "player": "Ben", "army": "Blau Titan",
                                        "add_figures": ["Lion", "Lion", "Minotaur", "Cyclops", "Griffon"]}},
    {"type": "got.turn_ended", "data": {"player": "Anna"}},
    {"type": "got.move", "data": {"marker": "Blau Titan", "to": "W1", "distance": 1}},
    {"type": "got.turn_ended", "data": {"player": "Ben"}},
    {"type": "got.move", "data": {"marker": "Gelb 1", "to": "W2", "distance": 1}},
    {"type": "got.turn_ended", "data": {"player": "Cleo"}},
    {"type": "got.move", "data": {"marker": "Rot 3", "to": "W1", "distance": 1}},
    {"type": "got.battle_opened", "data": {"attacker": "Rot 3", "defender": "Blau Titan"}},
    {"type": "got.battle_round", "data": {"round": 1, "beaten_defender": ["Griffon"],
                                          "damage": [{"side": "defender", "figure": "Lion", "hits": 3},
                                                     {"side": "attacker", "figure": "Troll", "hits": 2}],
                                          "dice": "6 5 5 4 3 2 1 / 6 4 2 2",
                                          "strikes": [{"side": "attacker", "dice": 12, "strike_number": 4, "hits": 8}]}},
    {"type": "got.battle_round", "data": {"round": 2, "beaten_attacker": ["Gargoyle"],
                                          "damage": [{"side": "defender", "figure": "Lion", "hits": 4},
                                                     {"side": "defender", "figure": "Titan", "hits": 5},
                                                     {"side": "attacker", "figure": "Troll", "hits": 4}],
                                          "dice": "6 6 5 3 3 1 / 6 6 6 5 4 2 1 1",
                                          "strikes": [{"side": "attacker", "dice": 12, "strike_number": 4, "hits": 5},
                                                      {"side": "defender", "dice": 14, "strike_number": 4,
                                                       "hits": 8}]}},
)


def build(service: Any) -> Any:  # Any: the service and its open game, kept out of a docs script's imports
    """Import the corpus's game into ``service`` and make the entries; the open game."""
    export = json.loads(sorted((ROOT / "tests" / "compat").glob(f"*/{EXPORT}"))[-1].read_text(encoding="utf-8"))
    export["title"] = "Drei Titanen am Sumpf"
    game = service.import_game(data=json.dumps(export))
    for entry in ENTRIES:
        game.add(entry)
    return game


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from ui.service import GameService

    service = GameService(argv[0] if argv else None)
    print(build(service).id)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
