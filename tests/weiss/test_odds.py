"""Exact damage odds (§ 6 IV cancel, § refresh, § 3 level-up) against hand-computed numbers."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput
from referee.weiss.montecarlo import simulate
from referee.weiss.odds import AFTER_DAMAGE, AT_ONCE, WHEN_EMPTY, Zones, damage_odds

HYPERGEOMETRIC = [(d, c, n) for d in (5, 10, 17, 30, 50) for c in (0, 1, 3, 5, 8) for n in (1, 2, 3, 5)
                  if c <= d and n <= d]


@pytest.mark.parametrize(("deck", "climax", "n"), HYPERGEOMETRIC)
def test_single_damage_is_hypergeometric(deck: int, climax: int, n: int) -> None:
    r = damage_odds(Zones(deck=deck, deck_climax=climax, waiting=50 - deck), (n,))
    no_climax = Fraction(comb(deck - climax, n), comb(deck, n))
    assert r.p_cancel == (1 - no_climax,)
    assert r.damage_distribution.get(n, 0) == no_climax
    assert r.expected_damage == n * no_climax


def test_two_damages_by_hand() -> None:
    # 10 cards, 2 climaxes, damage 1 then 1:
    # P(2nd cancelled) = 2/10·1/9 + 8/10·2/9 = 1/5; both cancelled 2/10·1/9 = 1/45; none 8/10·7/9 = 28/45
    r = damage_odds(Zones(deck=10, deck_climax=2), (1, 1))
    assert r.p_cancel == (Fraction(1, 5), Fraction(1, 5))
    assert r.damage_distribution == {0: Fraction(1, 45), 1: Fraction(16, 45), 2: Fraction(28, 45)}


def test_refresh_in_the_middle_of_a_damage() -> None:
    # deck 2 (no climax), waiting 5 with 1 climax, damage 3: two cards, refresh, the refresh point
    # (climax with 1/5, not cancelling), then the third card: cancel only if the point was no climax: 4/5·1/4
    r = damage_odds(Zones(deck=2, waiting=5, waiting_climax=1), (3,))
    assert r.p_refresh == 1
    assert r.p_cancel == (Fraction(1, 5),)
    assert r.damage_distribution == {0: Fraction(1, 5), 3: Fraction(4, 5)}


@pytest.mark.parametrize(("timing", "lost"), [(AT_ONCE, Fraction(1)), (WHEN_EMPTY, Fraction(1, 2))])
def test_refresh_with_nothing_left_loses(timing: str, lost: Fraction) -> None:
    # deck 1, waiting 2 (1 climax), damage 2: card 1, refresh, point (climax 1/2), card 2 from the last card.
    # If it sticks, deck and waiting room are empty afterwards: the defender has lost (§ grundlegendes).
    # If it is the climax and cancels: at_once refreshes while the two cards are face up — nothing is left,
    # lost too; when_empty puts them into the waiting room first, which becomes the deck.
    r = damage_odds(Zones(deck=1, waiting=2, waiting_climax=1), (2,), refresh_timing=timing)
    assert r.p_cancel == (Fraction(1, 2),)
    assert r.p_out_of_cards == lost == r.p_kill


@pytest.mark.parametrize(("timing", "sixth"), [(AT_ONCE, Fraction(2, 7)), (WHEN_EMPTY, Fraction(1, 3))])
def test_cancel_by_the_decks_last_card(timing: str, sixth: Fraction) -> None:
    """weiss.refresh_timing, the issue's worked example: deck of 5 climaxes, waiting room of 10 others,
    six damages of 1. The first five are cancelled for sure. at_once: the fifth climax is still face up
    when the deck is refreshed, so the new deck holds 14 cards with 4 climaxes; the refresh point takes one
    (4/14 a climax) and the sixth damage is cancelled with 4/14·3/13 + 10/14·4/13 = 52/182 = 2/7.
    when_empty: all 5 climaxes are in the new deck of 15: 5/15·4/14 + 10/15·5/14 = 1/3."""
    r = damage_odds(Zones(deck=5, deck_climax=5, waiting=10), (1,) * 6, refresh_timing=timing)
    assert r.p_cancel == (1, 1, 1, 1, 1, sixth)
    after = damage_odds(Zones(deck=5, deck_climax=5, waiting=10), (1,) * 6, refresh_timing=timing,
                        refresh_damage=AFTER_DAMAGE)
    assert after.p_cancel[5] == sixth  # the refresh point is taken from the same deck, only later
    est = simulate(Zones(deck=5, deck_climax=5, waiting=10), (1,) * 6, trials=4000, seed=5, refresh_timing=timing)
    low, high = est.interval(est.p_cancel[5])
    assert low <= float(sixth) <= high


def test_level_up_and_kill() -> None:
    assert damage_odds(Zones(deck=10, clock=6), (1,)).level_distribution == {1: 1}
    assert damage_odds(Zones(deck=10, clock=6, level=3), (1,)).p_kill == 1
    # clock 5 at level 3, damage 2 from 10 cards with 2 climaxes: kill = no climax in 2 = C(8,2)/C(10,2)
    r = damage_odds(Zones(deck=10, deck_climax=2, clock=5, level=3), (2,))
    assert r.p_kill == Fraction(28, 45) == r.p_level_up


def test_kill_stops_further_damage() -> None:
    r = damage_odds(Zones(deck=10, clock=6, level=3), (1, 2))
    assert r.p_dealt == (1, 0)
    assert r.damage_distribution == {1: 1}


def test_level_up_sends_clock_climax_to_waiting_room() -> None:
    # clock 6 with 1 climax, deck 1, no waiting room: the damage levels up (a non-climax to level,
    # the climax + 5 to the waiting room = 6 cards, 1 climax), then the empty deck refreshes and the
    # refresh point takes a card: the next damage is cancelled with 5/6 · 1/5 = 1/6 (weiss.level_up_card)
    r = damage_odds(Zones(deck=1, clock=6, clock_climax=1), (1, 1), refresh_timing=WHEN_EMPTY)
    assert r.p_cancel == (0, Fraction(1, 6))
    assert r.level_distribution == {1: 1}
    # at_once: the deck is refreshed when its last card is face up, before the level-up: nothing to refresh
    assert damage_odds(Zones(deck=1, clock=6, clock_climax=1), (1, 1)).p_out_of_cards == 1


def test_zero_damage_does_nothing() -> None:
    r = damage_odds(Zones(deck=10, deck_climax=2), (0, 0))
    assert r.p_cancel == (0, 0) and r.damage_distribution == {0: 1}


@pytest.mark.parametrize(
    "zones",
    [
        Zones(deck=5, deck_climax=6),
        Zones(deck=40, waiting=20),
        Zones(deck=20, deck_climax=5, waiting=10, waiting_climax=4),
        Zones(deck=20, clock=7),
        Zones(deck=20, level=4),
        Zones(deck=0),
        Zones(deck=-1),
    ],
)
def test_impossible_counts_are_refused(zones: Zones) -> None:
    with pytest.raises(InvalidInput):
        damage_odds(zones, (1,))


def test_negative_damage_refused() -> None:
    with pytest.raises(InvalidInput) as err:
        damage_odds(Zones(deck=10), (2, -1))
    assert err.value.sections == ("6",)


def test_json_keys() -> None:
    data = damage_odds(Zones(deck=10, deck_climax=2), (3, 2)).to_json()
    for key in ("p_cancel", "damage_distribution", "expected_damage", "p_level_up", "p_kill"):
        assert key in data
    assert len(data["p_cancel"]) == 2  # type: ignore[arg-type]


zones_st = st.builds(
    lambda d, c, w, wc, k, kc, lv: Zones(deck=d, deck_climax=min(c, d), waiting=w, waiting_climax=min(wc, w, 7 - min(c, d)),
                                         clock=k, clock_climax=0 if kc > k else kc, level=lv),
    st.integers(1, 25), st.integers(0, 4), st.integers(0, 15), st.integers(0, 4), st.integers(0, 6),
    st.integers(0, 1), st.integers(0, 3),
)


@settings(max_examples=40, deadline=None)
@given(zones_st, st.lists(st.integers(0, 4), min_size=1, max_size=4), st.sampled_from(["immediate", AFTER_DAMAGE]),
       st.sampled_from([AT_ONCE, WHEN_EMPTY]))
def test_distributions_sum_to_one(zones: Zones, damages: list[int], mode: str, timing: str) -> None:
    r = damage_odds(zones, damages, refresh_damage=mode, refresh_timing=timing)
    assert sum(r.damage_distribution.values()) == 1
    assert sum(r.level_distribution.values()) == 1
    assert all(0 <= p <= q <= 1 for p, q in zip(r.p_cancel, r.p_dealt, strict=True))
    assert 0 <= r.p_kill <= r.p_level_up + r.p_out_of_cards


@pytest.mark.parametrize(
    ("zones", "damages", "mode", "timing"),
    [
        (Zones(deck=8, deck_climax=1, waiting=30, waiting_climax=6, clock=3, level=2), (3, 2, 3, 2), "immediate",
         AT_ONCE),
        (Zones(deck=5, deck_climax=1, waiting=12, waiting_climax=3, clock=5, clock_climax=1, level=3), (3, 3, 2, 4),
         AFTER_DAMAGE, AT_ONCE),
        (Zones(deck=5, deck_climax=2, waiting=12, waiting_climax=3, clock=4, level=1), (2, 3, 2, 3), "immediate",
         WHEN_EMPTY),
    ],
)
def test_seeded_monte_carlo_lands_in_its_interval(zones: Zones, damages: tuple[int, ...], mode: str,
                                                  timing: str) -> None:
    exact = damage_odds(zones, damages, refresh_damage=mode, refresh_timing=timing)
    est = simulate(zones, damages, trials=6000, seed=7, refresh_damage=mode, refresh_timing=timing)
    checks = [(float(p), q) for p, q in zip(exact.p_cancel, est.p_cancel, strict=True)]
    checks.append((float(exact.p_kill), est.p_kill))
    checks.append((float(exact.p_level_up), est.p_level_up))
    checks += [(float(p), est.damage_distribution.get(k, 0.0)) for k, p in exact.damage_distribution.items()]
    for p, q in checks:
        lo, hi = est.interval(q)
        assert lo <= p <= hi, (p, q)
