"""The Weiß Schwarz view is typed end to end: the header and the game's own part (issue 24)."""

from __future__ import annotations

from types import SimpleNamespace

from referee.weiss.engine import WeissEngine
from referee.weiss.state import Mode, Phase
from referee.weiss.view import AttackLine, StageCard, WeissView, summary


def test_the_view_of_a_first_attack_is_typed(ws: SimpleNamespace) -> None:
    v = summary(WeissEngine().replay(ws.first_attack()), "en")
    assert isinstance(v, WeissView)
    assert (v.turn, v.active, v.phase, v.level_up, v.winner) == (1, "Anna", Phase.ATTACK, None, None)
    anna, ben = v.players
    # 50 cards: 5 + 1 + 2 drawn, one to the clock, two played, the trigger card to the stock (§ 3, 4, 6)
    assert (anna.deck, anna.deck_climaxes, anna.stock, anna.clock, anna.total) == (41, 7, 1, ("Sonne",), 50)
    assert anna.hand == ("Aoi", "Kaze", "Mei", "Riku", "Tori")
    assert anna.stage["vorne_links"] == StageCard("Kaze", Mode.STAND)
    assert anna.stage["vorne_mitte"] == StageCard("Hana", Mode.REST)  # the attacker rests
    assert anna.stage["vorne_rechts"] is None
    assert (ben.deck, ben.deck_climaxes, ben.hand) == (45, 8, ("Brief", "Mei", "Schild", "Yuki", "Yuki"))
    assert v.attack == AttackLine("vorne_mitte", "direct", "damage", 0)
    assert (v.header.round, v.header.to_move, v.header.phase) == (1, "Anna", "6 attack phase")
    assert [st.text for st in v.header.standings] == ["Anna: level 0, clock 1", "Ben: level 0, clock 0"]
    data = v.to_json()  # the command line's keys stay as an earlier version wrote them (tests/compat, game 14)
    assert data["game"] == "weiss" and data["phase"] == "6" and data["turn"] == 1
    assert data["attack"] == {"slot": "vorne_mitte", "kind": "direct", "step": "damage", "counter_power": 0}
    assert data["players"][0]["stage"] == {"vorne_links": {"card": "Kaze", "mode": "stand"},
                                           "vorne_mitte": {"card": "Hana", "mode": "rest"},
                                           "vorne_rechts": None, "hinten_links": None, "hinten_rechts": None}
