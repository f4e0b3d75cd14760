"""Attack odds (Castle Rampage, "angriffe"): exact fractions, computed by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.core.errors import InvalidInput
from referee.rampage.engine import RampageEngine
from referee.rampage.events import CardValue, Draw, RampageSetup, Reinforce, Stack
from referee.rampage.odds import PoolCard, attack_odds, odds_in_game


def test_known_cards_only_the_books_example() -> None:
    """9 against 3, 4, Oger 6: two cards fall, nothing else."""
    o = attack_odds(9, gate=(3, 4, 6), castle=(5,), pool={})
    assert o.destroyed == ((2, Fraction(1)),) and o.gate_falls == 0 and o.castle_falls == 0


def test_equal_on_the_last_gate_card_topples_the_gate_but_stops() -> None:
    o = attack_odds(7, gate=(3, 4), castle=(1,), pool={})
    assert (o.gate_falls, o.castle_falls) == (1, 0)


def test_drawn_without_replacement() -> None:
    """8 against two unknown gate cards and a castle 4; unseen gate values 2, 2, 3.
    First 2 (2/3), then 2 (1/2): 8-2-2 = 4 = castle 4, it falls (1/3). First 2 then 3: 3 < 4 (1/3).
    First 3 (1/3), then 2: 3 < 4.  Gate falls always, castle 1/3; destroyed: 3 with 1/3, 2 with 2/3."""
    pool = {PoolCard(2, 9): 2, PoolCard(3, 9): 1}
    o = attack_odds(8, gate=(None, None), castle=(4,), pool=pool)
    assert (o.gate_falls, o.castle_falls) == (Fraction(1), Fraction(1, 3))
    assert dict(o.destroyed) == {2: Fraction(2, 3), 3: Fraction(1, 3)}
    assert o.expected_destroyed == Fraction(7, 3)


def test_a_castle_attack_uses_the_castle_values() -> None:
    """An archer against the castle: unknown castle cards with castle values 1 (3 cards) and 4 (1 card);
    attack 2: a 1 falls (3/4) and 1 is left against the next: 1 again (2/3) falls (equal), else holds."""
    pool = {PoolCard(9, 1): 3, PoolCard(9, 4): 1}
    o = attack_odds(2, gate=(5,), castle=(None, None), pool=pool, target="castle")
    assert o.castle_falls == Fraction(3, 4) * Fraction(2, 3)
    assert o.gate_falls == 0


def test_bad_input_is_refused() -> None:
    with pytest.raises(InvalidInput):
        attack_odds(-1, gate=(), castle=(1,), pool={})
    with pytest.raises(InvalidInput):
        attack_odds(3, gate=(None,), castle=(1,), pool={})


def test_odds_in_a_game_need_the_values_of_unseen_cards() -> None:
    e = RampageEngine()
    s = e.replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton")])
    with pytest.raises(InvalidInput):
        odds_in_game(s, 5)
    # a table that completed every card's values: all cards defend with 1 in the gate, 2 in the castle
    from referee.rampage.rules import CATALOG
    cards = tuple(CardValue(name=c.name, gate=c.gate if c.gate is not None else 1,
                            castle=c.castle if c.castle is not None else 2) for c in CATALOG)
    cards += (CardValue(name="Rest", gate=1, castle=2, count=38),)
    s = e.replay([RampageSetup(players=("Anton", "Beatrix"), cards=cards), Draw(player="Anton"),
                  Reinforce(player="Anton", card="Koch", stack=Stack.GATE)])
    o = odds_in_game(s, 5)
    # gate cards are Drache (2) or Oger (6) or 1: 5 topples 4 gate cards unless a Drache/Oger is among them
    assert 0 < o.gate_falls < 1 and o.castle_falls == 0
