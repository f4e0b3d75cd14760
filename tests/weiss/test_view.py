"""The Weiß Schwarz view is typed end to end: the header and the game's own part (issue 24)."""

from __future__ import annotations

from referee.core.events import Event
from referee.weiss.engine import WeissEngine
from referee.weiss.events import (
    Attack,
    AttackKind,
    Clock,
    Draw,
    Mulligan,
    NextPhase,
    Play,
    Setup,
)
from referee.weiss.sample import sample_deck
from referee.weiss.state import Mode, Phase
from referee.weiss.view import AttackLine, StageCard, WeissView, summary


def first_attack() -> list[Event]:
    """Anna's first turn to her first attack (the compat corpus's game 14)."""
    return [Setup(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Anna"),
            Draw(player="Anna", cards=("Aoi", "Kaze", "Mei", "Riku", "Hana")),
            Draw(player="Ben", cards=("Brief", "Mei", "Schild", "Yuki", "Yuki")),
            Mulligan(player="Anna"), Mulligan(player="Ben"), NextPhase(phase=Phase.DRAW),
            Draw(player="Anna", cards=("Sonne",)), NextPhase(phase=Phase.CLOCK), Clock(player="Anna", card="Sonne"),
            Draw(player="Anna", cards=("Kaze", "Tori")), NextPhase(phase=Phase.MAIN),
            Play(player="Anna", card="Hana", slot="vorne_mitte"), Play(player="Anna", card="Kaze", slot="vorne_links"),
            NextPhase(phase=Phase.CLIMAX), NextPhase(phase=Phase.ATTACK),
            Attack(player="Anna", slot="vorne_mitte", kind=AttackKind.DIRECT, trigger="Hana")]


def test_the_view_of_a_first_attack_is_typed() -> None:
    v = summary(WeissEngine().replay(first_attack()), "en")
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
