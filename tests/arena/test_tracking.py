"""Card tracking, chip colours and the columns at each round's end (sections 2, 3, 4, 8, 11, 14)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.arena.cards import Card
from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Discard, RevealSecret, Stalemate
from referee.arena.record import How
from referee.arena.tracking import spectators_unseen, unseen
from referee.arena.view import summary
from referee.core.errors import InvalidInput, RuleViolation, UnknownName

ALIVE = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]


def test_chip_colours_chosen_at_setup() -> None:
    e = ArenaEngine()
    s = e.replay([ArenaSetup(players=("Anna", "Ben"), colours=("gelb", "Schwarz"))])
    assert [x.colour for x in s.seats] == ["Gelb", "Schwarz"]  # named as the data names them
    assert [p.colour for p in summary(s).players] == ["Gelb", "Schwarz"]
    assert ArenaSetup(players=("Anna", "Ben"), colours=("Gelb", "Schwarz")).label() == \
        "Aufbau: Anna (Chips Gelb), Ben (Chips Schwarz)"
    old = e.replay([ArenaSetup(players=("Anna", "Ben"))])  # stored before colours were kept
    assert [x.colour for x in old.seats] == ["", ""] and summary(old).players[0].colour is None
    with pytest.raises(RuleViolation) as same:  # five chips of each colour: one colour, one player
        e.replay([ArenaSetup(players=("Anna", "Ben"), colours=("Rot", "rot"))])
    assert same.value.sections == ("2", "3")
    with pytest.raises(UnknownName, match="zur Wahl: Rot, Blau"):
        e.replay([ArenaSetup(players=("Anna", "Ben"), colours=("Rot", "Lila"))])
    with pytest.raises(InvalidInput):  # one colour for each player
        e.replay([ArenaSetup(players=("Anna", "Ben", "Cleo"), colours=("Rot", "Blau"))])


def test_unseen_values_and_the_chance_of_the_next_card(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    t.fill(rounds(1, "Troll", ALIVE, first="Zyklop"))  # Troll dies with 0, the others have 6
    # Troll 0 died in round 1; its cards went to the discard pile: still seen
    troll = unseen(t.state, "Troll")
    assert troll.unseen == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10) and not troll.alive and troll.strength is None
    t.turn("Hydra", 9)
    u = unseen(t.state, "Hydra")
    # Hydra 6 (round 1) and 9 (now) are seen; 9 values unseen; strength 9: higher only 10, lower 0-5, 7, 8
    assert u.unseen == (0, 1, 2, 3, 4, 5, 7, 8, 10) and u.seen == (6, 9)
    assert u.strength == 9 and u.higher == Fraction(1, 9) and u.lower == Fraction(8, 9)
    assert "höher 1/9 (11 %), niedriger 8/9 (89 %)" in u.why()
    assert unseen(t.state, "hexer").creature == "Warlock" and unseen(t.state, "Zyklop").strength is None
    assert spectators_unseen(t.state) == 11
    t.turn("Titan", 0, spectator=True)
    assert spectators_unseen(t.state) == 10


def test_discards_passes_and_reveals_are_seen_and_a_stalemate_returns_cards(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    t.fill(rounds(1, "Troll", ALIVE, first="Zyklop"), bets={"B": ["?"]})
    if t.who != "B":
        t.turn("Einhorn", 9)
    t.add(RevealSecret(player="B", creature="Hydra", value=2))
    t.play("Zyklop", 2)
    t.add(Discard(player="B", cards=(Card(creature="Troll", value=5),)))
    t.end()
    hows = {(x.card.creature, x.card.value): (x.how, x.player) for x in t.state.seen}
    assert hows[("Hydra", 2)] == (How.REVEALED, "B") and hows[("Troll", 5)] == (How.DISCARDED, "B")
    assert hows[("Zyklop", 2)] == (How.PLAYED, "B")
    assert 2 not in unseen(t.state, "Hydra").unseen and 5 not in unseen(t.state, "Troll").unseen
    assert 6 not in unseen(t.state, "Zyklop").unseen
    # a stalemate shuffles the first column back into the draw pile: those cards may come again (14)
    while t.who != t.state.seats[t.state.round_starter].name:
        t.turn("Warlock", 1 if 1 in unseen(t.state, "Warlock").unseen else 2)
    t.add(Stalemate(voluntary=True))
    assert 6 in unseen(t.state, "Zyklop").unseen and 2 not in unseen(t.state, "Zyklop").unseen
    assert t.state.seen[-1].how is How.RETURNED


def test_the_columns_as_they_lay_at_each_rounds_end(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    t.fill(rounds(1, "Troll", ALIVE, first="Zyklop"))
    end = t.state.ends[0]
    assert end.round == 1 and end.died == "Troll"
    assert [str(c) for c in end.stack("Troll") or ()] == ["Troll 0"]  # kept, though the row went to the pile
    assert [str(c) for c in end.stack("Zyklop") or ()] == ["Zyklop 6"]
    line = summary(t.state).round_ends[0]
    assert line.died == "Troll" and [c.cards for c in line.cells if c.creature == "Hydra"] == [("Hydra 6",)]
