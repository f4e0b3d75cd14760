"""The dice's luck from the throws recorded (issue 34): hand-computed laws, a recorded battle, a round without dice,
the throws judged as a new entry, and schema v1 rounds read as rounds without dice."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event, from_dict
from referee.got import events as ev
from referee.got.luck import battles_luck, combine, detail, luck_lines, luck_of, percent, report, sentence
from referee.got.payloads import BattleRoundPayload
from referee.got.state import GotState

from .test_public import ENGINE, OPEN, A, D, battle_table


def throw(side: ev.Side, dice: int, needs: int, hits: int) -> ev.Strike:
    return ev.Strike(side, dice, needs, hits)


def test_the_worked_example_six_dice_at_four_and_three_at_five_with_five_hits() -> None:
    """By hand: 6 dice at 4+ hit each with 1/2, 3 dice at 5+ with 1/3. Expected 6/2 + 3/3 = 4.
    P(6 at 4+ hit a): C(6, a)/64 = 1, 6, 15, 20, 15, 6, 1 (/64); P(3 at 5+ hit b): 8, 12, 6, 1 (/27).
    P(at least 5) = Σ_b P(b)·P(a ≥ 5 − b) = (8·7 + 12·22 + 6·42 + 1·57)/(27·64) = 629/1728 (36.4 %)."""
    r = luck_of([throw(A, 6, 4, 3), throw(A, 3, 5, 2)])
    assert r is not None
    assert r.hits == 5 and r.mean == 4 and r.above == 1
    assert r.at_least == Fraction(629, 1728)
    # exactly 5: b=0 → a=5 (6), b=1 → a=4 (15), b=2 → a=3 (20), b=3 → a=2 (15): (8·6 + 12·15 + 6·20 + 15)/1728
    equal = Fraction(8 * 6 + 12 * 15 + 6 * 20 + 1 * 15, 1728)
    assert r.rank == 1 - r.at_least + equal / 2
    assert r.throws == ((4, 6), (5, 3))
    line = detail_of([throw(A, 6, 4, 3), throw(A, 3, 5, 2)], "de")[0]
    assert line == ("Ben, Runde 1: 5 Treffer aus 6 Würfeln auf 4+ und 3 Würfeln auf 5+ – erwartet 4, "
                    "mindestens so viele mit 36,4 %")


def test_one_throw_is_a_binomial() -> None:
    r = luck_of([throw(D, 2, 4, 2)])
    assert r is not None and r.mean == 1 and r.at_least == Fraction(1, 4)
    assert r.rank == Fraction(3, 4) + Fraction(1, 8)  # fewer: 0 or 1 hit (3/4), equal counts half
    assert sentence("Anna", r, "en") == ("Anna's dice: 1 hit above expectation this battle — "
                                         "luckier than 88 % of such battles")
    assert sentence("Anna", r, "de").startswith("Annas Würfel: 1 Treffer über der Erwartung in dieser Schlacht")
    assert sentence("Hans", r, "de").startswith("Hans' Würfel:")


@given(st.lists(st.tuples(st.integers(1, 12), st.sampled_from((1, 2, 3, 4, 5, 6))), min_size=1, max_size=4),
       st.integers(0, 60))
def test_the_law_is_the_exact_convolution_of_binomials(throws: list[tuple[int, int]], seed: int) -> None:
    got = seed % (sum(n for n, _ in throws) + 1)
    r = luck_of([throw(A, n, s, min(n, max(0, got - sum(m for m, _ in throws[:i])))) for i, (n, s) in enumerate(throws)])
    assert r is not None and r.hits == got
    law = [Fraction(1)]
    for n, s in throws:
        p = Fraction(7 - s, 6)
        b = [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]
        law = [sum(law[i] * b[k - i] for i in range(len(law)) if 0 <= k - i < len(b)) for k in range(len(law) + n)]
    assert r.law.fractions() == tuple(law)
    assert r.mean == sum(n * Fraction(7 - s, 6) for n, s in throws)
    assert r.at_least == sum(law[got:])


def test_several_results_combine_exactly() -> None:
    a, b = luck_of([throw(A, 2, 4, 1)]), luck_of([throw(A, 1, 6, 0)])
    assert a is not None and b is not None
    both = combine([a, b])
    assert both.hits == 1 and both.mean == Fraction(7, 6) and both.at_least == 1 - Fraction(1, 4) * Fraction(5, 6)


def test_percent_never_claims_a_certainty_that_is_not() -> None:
    assert percent(Fraction(1), "de") == "100 %" and percent(Fraction(0), "en") == "0 %"
    assert percent(Fraction(1) - Fraction(1, 6**9), "de") == "über 99,9 %"
    assert percent(Fraction(1, 6**9), "en") == "under 0.1 %"


def detail_of(strikes: list[ev.Strike], lang: str) -> tuple[str, ...]:
    entries: list[Event] = [OPEN, ev.BattleRound(round=1, strikes=tuple(strikes))]
    states = play(entries)
    (b,) = battles_luck(entries, states)
    return detail(b, lang)


def play(entries: list[Event]) -> list[GotState]:
    states = [battle_table()]
    for e in entries:
        states.append(ENGINE.apply(states[-1], e))
    return states


def recorded() -> tuple[list[Event], list[GotState]]:
    """Ben's Blau 2 (Colossus, Ogre, Lion) against Anna's Rot 1 (Ogre, Troll); three rounds, the second without
    dice."""
    entries: list[Event] = [
        OPEN,
        ev.BattleRound(round=1, beaten_defender=("Ogre",), damage=(ev.Damage(D, "Troll", 2),),
                       strikes=(throw(A, 10, 3, 8), throw(D, 8, 4, 3))),
        ev.BattleRound(round=2, beaten_attacker=("Lion",), damage=(ev.Damage(A, "Colossus", 3),)),
        ev.BattleRound(round=3, beaten_defender=("Troll",), strikes=(throw(A, 6, 5, 1), throw(A, 10, 4, 6))),
        ev.BattleEnded()]
    return entries, play(entries)


def test_a_recorded_battle_judges_the_throws_and_keeps_a_round_without_dice() -> None:
    entries, states = recorded()
    (b,) = battles_luck(entries, states)
    assert b.owners == ("Ben", "Anna")
    lines = detail(b, "de")
    assert lines == (
        "Ben, Runde 1: 8 Treffer aus 10 Würfeln auf 3+ – erwartet 6,7, mindestens so viele mit 29,9 %",
        "Anna, Runde 1: 3 Treffer aus 8 Würfeln auf 4+ – erwartet 4, mindestens so viele mit 85,5 %",
        "Runde 2: keine Würfel erfasst",
        "Ben, Runde 3: 7 Treffer aus 10 Würfeln auf 4+ und 6 Würfeln auf 5+ – erwartet 7, mindestens so viele mit 59,7 %",
        "Anna, Runde 3: keine Würfel erfasst")
    # Ben over the battle: 15 hits of 10 at 3+, 10 at 4+, 6 at 5+ — expected 20/3 + 5 + 2 = 41/3
    ben = b.of("attacker")
    assert ben is not None and ben.hits == 15 and ben.mean == Fraction(41, 3)
    assert "no dice recorded" in detail(b, "en")[2]
    words = luck_lines(states[-1], entries, "en", states=states)
    assert words[0].startswith("Ben's dice: 1.3 hits above expectation this battle")
    assert words[1].startswith("Anna's dice: 1 hit below expectation this battle")
    assert "this game" in words[-1]
    assert report(entries, states, "de") == ((
        "Blau 2 ⚔ Rot 1: " + "; ".join(sentence(p, luck, "de") for p, luck in (("Ben", ben), ("Anna", b.of("defender")))
                                         if luck is not None), lines),)


def test_a_battle_without_dice_says_so_and_never_disappears() -> None:
    entries: list[Event] = [OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                            ev.BattleRound(round=2)]
    states = play(entries)
    (b,) = battles_luck(entries, states)
    assert detail(b, "de") == ("Runde 1: keine Würfel erfasst", "Runde 2: keine Würfel erfasst")
    assert luck_lines(states[-1], entries, "de", states=states) == ("Blau 2 ⚔ Rot 1: keine Würfel erfasst",)


def test_the_throws_are_judged_as_a_new_entry() -> None:
    s = ENGINE.apply(battle_table(), OPEN)
    for bad, section in ((throw(A, 3, 4, 4), "13.2"), (throw(D, 3, 7, 1), "13.4"), (throw(A, 0, 4, 0), "13.2")):
        with pytest.raises(RefereeError) as caught:
            ENGINE.apply(s, ev.BattleRound(round=1, strikes=(bad,)))
        assert section in caught.value.sections
    ENGINE.apply(s, ev.BattleRound(round=1, strikes=(throw(A, 3, 1, 3),)))  # strike number 1: every die hits (13.4)


def test_the_round_option_offers_the_throws_values() -> None:
    s = ENGINE.apply(battle_table(), OPEN)
    (opt,) = [o for o in ENGINE.options(s) if o.kind == "battle_round"]
    p = opt.payload_of(BattleRoundPayload)
    assert p.strike_numbers == (1, 2, 3, 4, 5, 6)
    assert p.dice_offered[0] == 1 and p.most_dice >= 10  # the Colossus throws 10 (16.6), more with a hazard
    e = p.make(strikes=[throw(A, 10, 3, 8)])
    assert ENGINE.apply(s, e).fight is not None


def test_a_round_stored_before_throws_were_fields_reads_as_no_dice() -> None:
    old = {"type": "got.battle_round", "v": 1, "data": {"round": 1, "beaten_defender": ["Ogre"], "dice": "6 5 4"}}
    e = from_dict(old)
    assert isinstance(e, ev.BattleRound) and e.strikes == () and e.dice == "6 5 4"
    assert ev.BattleRound.version == 2
