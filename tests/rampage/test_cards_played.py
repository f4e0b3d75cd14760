"""Costs as cards (Castle Rampage): a named discard is checked, the discard pile keeps the names, the draw
pile shows what may still be there; old journals with counts still open ("karten", "anhang.soeldner",
"anhang.angriffsplan", "anhang.priester", "spielablauf")."""

from __future__ import annotations

import dataclasses

import pytest

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.events import from_dict, to_dict
from referee.core.journal import Journal
from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, EndTurn, PlayCard, RampageSetup, Reinforce, Stack
from referee.rampage.piles import discard_pile, draw_pile
from referee.rampage.state import RampageState
from referee.rampage.units import Unit

A, B = "Anton", "Beatrix"
E = RampageEngine()


def game(*events: object, settings: tuple[tuple[str, str], ...] = ()) -> RampageState:
    return E.replay([RampageSetup(players=(A, B), settings=settings), Draw(player=A), *events])  # type: ignore[list-item]


def refused(s: RampageState, ev: Attack | PlayCard, section: str) -> str:
    with pytest.raises(RuleViolation) as err:
        E.apply(s, ev)
    assert section in err.value.sections
    return err.value.message("de")


def test_a_mercenary_bonus_needs_a_unit_of_its_kind() -> None:
    s = game()
    wall = (Defense(value=9),)
    ok = E.apply(s, Attack(player=A, card="Söldner", attack=6, requires=(Unit.BOW,), discards=("Bogenschütze",),
                           gate=wall))
    assert ok.sides[0].hand == 1 and ok.discard_cards == ("Bogenschütze", "Söldner")
    E.apply(s, Attack(player=A, card="Söldner", attack=6, requires=(Unit.HORSE,), discards=("Riese",), gate=wall))
    msg = refused(s, Attack(player=A, card="Söldner", attack=6, requires=(Unit.HORSE,), discards=("Axtkämpfer",),
                            gate=wall), "anhang.soeldner")
    assert "Pferd" in msg and "Axtkämpfer" in msg
    refused(s, Attack(player=A, card="Söldner", attack=6, discards=("Koch",), gate=wall), "anhang.soeldner")
    # a named discard and a count that disagree; a card not in the catalog
    with pytest.raises(InvalidInput):
        E.apply(s, Attack(player=A, card="Ritter", attack=5, cost=2, discards=("Koch",), gate=wall))
    with pytest.raises(UnknownName):
        E.apply(s, Attack(player=A, card="Ritter", attack=5, discards=("Schmied",), gate=wall))
    # the kind of unit is not checked when the table says so (rampage.units)
    t = game(settings=(("rampage.units", "not_checked"),))
    E.apply(t, Attack(player=A, card="Söldner", attack=6, requires=(Unit.HORSE,), discards=("Koch",), gate=wall))


def test_an_attack_plan_needs_its_units_each_card_for_one_symbol() -> None:
    s = game(EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))  # Anton: 5 hand cards
    wall = (Defense(value=20),)

    def plan(*discards: str) -> Attack:
        return Attack(player=A, card="Angriffsplan", attack=7, requires=(Unit.HORSE, Unit.BOW), discards=discards,
                      gate=wall)

    assert E.apply(s, plan("Ritter", "Bogenschütze")).sides[0].hand == 2
    E.apply(s, plan("Riese", "Ritter"))
    E.apply(s, plan("Ritter", "Bogenschütze", "Axtkämpfer"))  # one more unit strengthens it
    refused(s, plan("Riese"), "anhang.angriffsplan")  # the giant counts for one symbol only
    refused(s, plan("Ritter", "Koch"), "anhang.angriffsplan")
    refused(s, plan("Ritter", "Bogenschütze", "Koch"), "anhang.angriffsplan")  # the extra one is no unit
    with pytest.raises(InvalidInput):
        E.apply(s, Attack(player=A, card="Ritter", attack=5, requires=(Unit.HORSE,), discards=("Koch",), gate=wall))


def test_the_priest_names_the_units_both_players_discard() -> None:
    s = game(EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))
    after = E.apply(s, PlayCard(player=A, card="Priester", discards=("Ritter",), opponent_cards=("Riese", "Söldner")))
    assert [x.hand for x in after.sides] == [3, 2]
    assert after.discard_cards == ("Ritter", "Riese", "Söldner", "Priester")
    refused(s, PlayCard(player=A, card="Priester", opponent_cards=("Koch",)), "anhang.priester")
    refused(s, PlayCard(player=A, card="Priester", cost=1), "anhang.priester")  # counts only: names wanted
    with pytest.raises(RuleViolation):  # more than the hand holds
        E.apply(s, PlayCard(player=A, card="Priester", opponent_cards=("Ritter",) * 5))
    old = game(EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A),
               settings=(("rampage.priest", "entered"),))
    assert E.apply(old, PlayCard(player=A, card="Priester", cost=1, opponent_discards=2)).discard == 4


def test_the_discard_pile_keeps_the_named_cards_until_it_is_reshuffled() -> None:
    s = game(Reinforce(player=A, card="Koch", stack=Stack.GATE))
    s = E.apply(s, Attack(player=A, card="Ritter", attack=5, discards=("Axtkämpfer",),
                          gate=(Defense(value=2, card="Drache"), Defense(value=3))))
    # the Ritter and its cost, the destroyed Drache (named) and an unnamed 3
    assert discard_pile(s).cards == ("Axtkämpfer", "Ritter", "Drache") and discard_pile(s).unnamed == 1
    view = draw_pile(s)
    assert (view.count("Drache"), view.count("Koch"), view.count("Ritter")) == (2, 2, 4)
    # empty the draw pile: the next draw reshuffles the discard pile into it, and the list is empty again
    s = dataclasses.replace(s, draw_pile=0)
    s = E.apply(s, EndTurn(player=A))
    s = E.apply(s, Draw(player=B))
    assert s.discard == 0 and discard_pile(s).cards == ()


def test_a_journal_stored_with_counts_still_opens_and_keeps_entering_numbers() -> None:
    """A setup of version 1 (before these interpretations) is upgraded to the old meaning."""
    raw = to_dict(RampageSetup(players=(A, B)))
    raw["v"] = 1
    raw["data"].pop("settings", None)
    old = from_dict(raw)
    assert isinstance(old, RampageSetup)
    assert dict(old.settings)["rampage.priest"] == "entered" and dict(old.settings)["rampage.cook"] == "entered"
    j: Journal[RampageState] = Journal(E)
    j.append(old)
    j.append(Draw(player=A))
    j.append(PlayCard(player=A, card="Koch"))
    assert j.state.open_bonus == 1 and j.state.cook == 0
    j.append(Attack(player=A, card="Söldner", attack=9, cost=1, gate=(Defense(value=20),)))
    assert j.state.discard == 3 and j.state.discard_cards == ("Koch", "Söldner")



def test_a_robbers_loot_is_known_in_the_hand_and_the_priest_takes_every_known_unit() -> None:
    """anhang.priester: 'every unit' as far as the table knows — the Räuber's named loot (a Riese) is in
    Anton's hand; a priest that does not discard it is refused; once it is played it is no longer known."""
    s = game(EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))
    s = E.apply(s, Attack(player=A, card="Räuber", attack=9,
                          gate=(Defense(value=3, card="Riese"), Defense(value=2, card="Koch"), Defense(value=9))))
    assert s.sides[0].known_hand == ("Riese", "Koch")
    refused(s, PlayCard(player=A, card="Priester"), "anhang.priester")
    msg = refused(s, PlayCard(player=A, card="Priester", discards=("Ritter",)), "anhang.priester")
    assert "Anton hat bekanntlich Riese auf der Hand" in msg
    after = E.apply(s, PlayCard(player=A, card="Priester", discards=("Riese",)))
    assert after.sides[0].known_hand == ("Koch",)
    # a cost paid as a bare count: which cards went is unknown, so is the hand
    assert E.apply(s, Attack(player=A, card="Ritter", attack=5, cost=1, gate=(Defense(value=9),))).sides[0].known_hand \
        == ()
    played = E.apply(s, Attack(player=A, card="Ritter", attack=5, discards=("Riese",), gate=(Defense(value=9),)))
    assert played.sides[0].known_hand == ("Koch",)


def test_a_known_card_destroyed_by_value_goes_to_the_discard_pile_by_its_name() -> None:
    """A revealed Angriffsplan 3 held (its name now known on top of the gate, "angriffe"); a later attack entered
    with values only destroys it: it enters the discard pile by its name and is no longer counted as possibly in
    the draw pile (9 Angriffspläne, "anhang"); the attack record names it too."""
    from referee.rampage.record import attack_records

    s = game(Attack(player=A, card="Axtkämpfer", attack=2, gate=(Defense(value=3, card="Angriffsplan"),)),
             EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))
    assert draw_pile(s).count("Angriffsplan") == 8
    ev = Attack(player=A, card="Söldner", attack=6, requires=(Unit.HORSE,), discards=("Ritter",),
                gate=(Defense(value=3), Defense(value=2), Defense(value=4)))
    after = E.apply(s, ev)
    assert discard_pile(after).cards == ("Axtkämpfer", "Ritter", "Söldner", "Angriffsplan")
    assert discard_pile(after).unnamed == 1
    assert draw_pile(after).count("Angriffsplan") == 8
    assert attack_records([ev], [s, after])[0].revealed_text() == "Tor: Angriffsplan 3 fällt, 2 fällt, 4 hält"
