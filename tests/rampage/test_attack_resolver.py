"""The attack resolver ("angriffe") against hand-computed outcomes, and the book's example."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import InvalidInput
from referee.rampage.attack import Defense, Effect, NeedValue, resolve


def d(*values: int) -> list[Defense]:
    return [Defense(value=v) for v in values]


def test_book_example_nine_against_three_four_ogre_six() -> None:
    out = resolve(9, [Defense(value=3), Defense(value=4), Defense(value=6, card="Oger")])
    assert [(h.value, h.destroyed, h.attack_before) for h in out.hits] == [(3, True, 9), (4, True, 6),
                                                                          (6, False, 2)]
    assert out.remaining == 2 and out.gate_lost == 2 and out.castle_lost == 0
    assert out.held is not None and out.held.card == "Oger"


def test_lower_attack_stops_at_once() -> None:
    out = resolve(2, d(5), gate_size=3)
    assert out.fallen == () and out.gate_lost == 0 and out.remaining == 2


def test_equal_discards_both_and_stops() -> None:
    out = resolve(4, d(4), gate_size=2)
    assert out.gate_lost == 1 and out.remaining == 0
    with pytest.raises(InvalidInput):  # the second card is never revealed
        resolve(4, d(4, 1), gate_size=2)


def test_equal_on_the_last_gate_card_does_not_reach_the_castle() -> None:
    out = resolve(7, d(3, 4), [], castle_size=4)
    assert (out.gate_lost, out.castle_lost, out.remaining) == (2, 0, 0)


def test_spill_from_gate_into_castle() -> None:
    out = resolve(10, d(3, 4), d(2, 5))
    # 10 - 3 = 7, 7 - 4 = 3, castle: 3 - 2 = 1, 1 < 5 holds
    assert (out.gate_lost, out.castle_lost, out.remaining) == (2, 1, 1)
    assert [h.stack for h in out.hits] == ["gate", "gate", "castle", "castle"]


def test_castle_destroyed() -> None:
    out = resolve(12, d(3), d(4, 5))
    assert out.castle_lost == 2 and out.remaining == 0


def test_missing_value_is_asked_for() -> None:
    with pytest.raises(NeedValue) as err:
        resolve(9, d(3, 4), gate_size=3)
    assert (err.value.stack, err.value.position, err.value.attack) == ("gate", 2, 2)
    assert err.value.sections == ("angriffe",)


def test_unknown_castle_reports_what_reaches_it() -> None:
    out = resolve(9, d(3, 4))
    assert out.reaches_castle == 2 and out.gate_lost == 2


def test_target_castle_skips_the_gate() -> None:
    out = resolve(5, [], d(2, 4), gate_size=3, target="castle")
    assert out.gate_lost == 0 and out.castle_lost == 1 and out.remaining == 3


def test_no_spill_loses_the_rest() -> None:
    out = resolve(9, d(3), [], castle_size=4, spill=False)
    assert out.gate_lost == 1 and out.castle_lost == 0 and out.remaining == 6


def test_violet_effects_when_destroyed() -> None:
    gate = [Defense(value=1, effect=Effect.BOMBER), Defense(value=1, effect=Effect.SPY),
            Defense(value=2, effect=Effect.SABOTEUR, bonus=3), Defense(value=4)]
    out = resolve(4, gate)
    # 4-1=3, 3-1=2, 2-2=0 (+3 saboteur) = 3, 3 < 4 holds
    assert (out.bombers, out.spies, out.gate_lost, out.remaining) == (1, 1, 3, 3)
    with pytest.raises(InvalidInput):  # with equal_stops the fourth card is never reached
        resolve(4, gate, equal_stops_saboteur=True)
    out = resolve(4, gate[:3], gate_size=4, equal_stops_saboteur=True)
    assert (out.gate_lost, out.remaining) == (3, 0)


def test_violet_card_that_holds_has_no_effect() -> None:
    out = resolve(1, [Defense(value=3, effect=Effect.BOMBER)])
    assert out.bombers == 0 and out.gate_lost == 0


def test_negative_values_refused() -> None:
    with pytest.raises(InvalidInput):
        Defense(value=-1)
    with pytest.raises(InvalidInput):
        resolve(-1, d(1))


@given(st.integers(0, 40), st.lists(st.integers(0, 9), max_size=6), st.lists(st.integers(0, 9), max_size=6))
def test_attack_budget_is_conserved(attack: int, gate: list[int], castle: list[int]) -> None:
    """Without saboteurs: attack = sum of destroyed values + what is left (or what did not suffice)."""
    try:
        out = resolve(attack, d(*gate), d(*castle))
    except InvalidInput:
        return  # values given that the attack never reaches
    fallen = sum(h.value for h in out.fallen)
    assert fallen + out.remaining == attack
    assert out.gate_lost <= len(gate) and out.castle_lost <= len(castle)
    if out.castle_lost:
        assert out.gate_lost == len(gate)  # the castle is hit only through an empty gate
