"""The dice's luck from the record (issue 26): hand-computed laws and a recorded battle."""

from __future__ import annotations

import pytest

from referee.core.events import Event
from referee.got import events as ev
from referee.got.luck import battles_luck, combine, detail, luck_lines, luck_of, sentence
from referee.got.odds.dice import hits
from referee.got.state import GotState

from .test_public import ENGINE, OPEN, A, D, battle_table


def law(n: int, s: int) -> tuple[float, ...]:
    return tuple(float(x) for x in hits(n, s).fractions())


def test_one_strike_of_two_dice_needing_four() -> None:
    r = luck_of([law(2, 4)], 2)
    assert r.mean == pytest.approx(1.0) and r.at_least == pytest.approx(0.25)
    assert r.rank == pytest.approx(0.75 + 0.25 / 2)  # worse: 0 or 1 hit (3/4), equal counts half
    assert luck_of([law(2, 4)], 0).at_least == pytest.approx(1.0)
    assert r.above == pytest.approx(1.0)


def test_two_strikes_add_up() -> None:
    r = luck_of([law(2, 4), law(1, 6)], 3)
    assert r.mean == pytest.approx(1 + 1 / 6)
    assert r.at_least == pytest.approx(1 / 4 * 1 / 6)
    both = combine([luck_of([law(2, 4)], 1), luck_of([law(1, 6)], 0)])
    assert both.dealt == 1 and both.mean == pytest.approx(1 + 1 / 6)


def test_plain_words() -> None:
    r = luck_of([law(2, 4)], 2)
    assert sentence("Anna", r, "en") == ("Anna's dice: 1.0 hits above expectation this battle — "
                                         "luckier than 88 % of such battles")
    assert sentence("Anna", r, "de").startswith("Annas Würfel: 1,0 Treffer über der Erwartung in dieser Schlacht")


def recorded() -> tuple[list[Event], list[GotState]]:
    entries: list[Event] = [OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",), damage=(ev.Damage(D, "Troll", 2),)),
                            ev.BattleRound(round=2, beaten_attacker=("Lion",), damage=(ev.Damage(A, "Colossus", 3),)),
                            ev.BattleRound(round=3, beaten_defender=("Troll",)), ev.BattleEnded()]
    states = [battle_table()]
    for e in entries:
        states.append(ENGINE.apply(states[-1], e))
    return entries, states


def test_a_recorded_battle_has_each_sides_luck_per_round() -> None:
    entries, states = recorded()
    (b,) = battles_luck(entries, states)
    dealt = [(r.round, r.side, r.luck.dealt) for r in b.rounds]
    # round 1: the Ogre (6) falls and the Troll takes 2; round 2: the Lion (5) falls and the Colossus takes 3;
    # round 3: the Troll (8, 2 taken) falls. Hits on the standing attackers are entered in round 2 only: the
    # defender's rounds 1 and 3 are left out (not known), as is the attacker's round 2 (no hits on the Troll entered)
    assert dealt == [(1, "attacker", 8), (2, "defender", 8), (3, "attacker", 6)]
    assert all(r.luck.mean > 0 and 0 <= r.luck.at_least <= 1 for r in b.rounds)
    assert b.owners == ("Ben", "Anna") and len(detail(b, "de")) == 3
    lines = luck_lines(states[-1], entries, "en", states=states)
    assert lines[0].startswith("Ben's dice:") and "this battle" in lines[0] and "this game" in lines[-1]
