"""Titan – Die Arena card by card, as a user types it (the game made, a bid and a refusal in new processes, the
rest through the command's own ``main`` in this process): a game with chip colours, the quick line
for bids, a bet and a card, and which strength values are still unseen (issue 27, issue 25 item 4)."""

from __future__ import annotations

import pytest

from .conftest import User

pytestmark = pytest.mark.slow(7)


def test_colours_quick_line_and_unseen_cards(user: User) -> None:
    made = user.json("arena", "new", "--players", "Anna,Ben", "--colours", "Gelb,Schwarz")
    gid = str(made["game_id"])
    user.run("arena", "quick", gid, "An 4")
    user.call("arena", "quick", gid, "B 2")
    user.call("arena", "add", gid, '{"type": "bidding_closed"}')
    added = user.json("arena", "quick", gid, "w Ti", fresh=False)
    assert added["label"] == "Anna wettet offen auf Titan"
    refused = user.run("arena", "quick", gid, "T 4", check=False)  # "T": Titan or Troll — nothing stored
    assert refused.returncode == 2 and "mehrdeutig" in refused.stderr
    user.call("arena", "quick", gid, "Ti 4")
    cards = user.json("arena", "cards", gid, "Ti", fresh=False)
    assert cards["entries"] == 6 and cards["cards"][0]["unseen"] == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10]
    assert (cards["cards"][0]["higher"], cards["cards"][0]["lower"]) == ("3/5", "2/5")  # 6 of 10 higher, 4 of 10 lower
    shown = user.json("game", "show", gid, fresh=False)
    assert shown["history"][0]["label"] == "Aufbau: Anna (Chips Gelb), Ben (Chips Schwarz)"
