"""Activated abilities (§ 4) and damage outside an attack (§ 6 IV): checked, undone, in words."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.option import payloads
from referee.weiss.events import Ability, EffectDamage
from referee.weiss.payloads import AbilityPayload, EffectDamagePayload
from referee.weiss.state import Mode, Phase


def main_phase(ws: SimpleNamespace) -> object:
    return ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, stage={"vorne_links": "Tori", "hinten_rechts": "Aoi"},
                      stock=("Kaze", "Yuki", "Mei"))


def test_ability_pays_stock_and_may_rest(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = main_phase(ws)
    s2 = e.apply(s, Ability(player="Ann", slot="hinten_rechts", cost=2, rest=True, effect="+1000 Kraft"))
    ann = s2.sides[0]
    assert ann.stock == ("Kaze",) and {"Yuki", "Mei"} <= set(ann.waiting)  # the top two of the stock paid (§ 4)
    assert ann.on_stage("hinten_rechts").mode is Mode.REST
    with pytest.raises(RuleViolation):  # rested already
        e.apply(s2, Ability(player="Ann", slot="hinten_rechts", rest=True))
    with pytest.raises(RuleViolation) as err:  # more than the stock holds
        e.apply(s, Ability(player="Ann", slot="vorne_links", cost=4))
    assert err.value.sections == ("4",)
    with pytest.raises(RuleViolation):  # nobody there
        e.apply(s, Ability(player="Ann", slot="vorne_mitte"))
    with pytest.raises(RuleViolation):  # not Bob's main phase
        e.apply(s, Ability(player="Bob", slot="vorne_links"))
    with pytest.raises(RuleViolation):  # only in the main phase
        e.apply(dataclasses.replace(s, phase=Phase.CLIMAX), Ability(player="Ann", slot="vorne_links"))
    with pytest.raises(InvalidInput):
        e.apply(s, Ability(player="Ann", slot="vorne_links", effect="x" * 200))
    assert Ability(player="Ann", slot="hinten_rechts", cost=2, rest=True, effect="+1000 Kraft").label() == \
        "Ann: Fähigkeit von hinten rechts (2 Lager, ausgeruht): +1000 Kraft"


def test_ability_offer_names_places_and_stock(ws: SimpleNamespace) -> None:
    e = ws.engine()
    offer = payloads(e.options(main_phase(ws)), AbilityPayload)
    assert len(offer) == 1
    p = offer[0][1]
    assert p.slots == ("vorne_links", "hinten_rechts") and p.stock == 3 and p.standing == p.slots
    assert e.check(main_phase(ws), p.make("vorne_links", 1, effect="Karte ziehen")).value


def test_effect_damage_sticks_or_is_cancelled(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN)
    s = ws.arrange(s, "Bob", deck=("Yuki", "Mei", "Feuer", "Kaze"))
    stuck = e.apply(s, EffectDamage(player="Bob", amount=2, revealed=("Yuki", "Mei"), source="Brief"))
    assert stuck.sides[1].clock == ("Yuki", "Mei")
    cancelled = e.apply(s, EffectDamage(player="Bob", amount=3, revealed=("Yuki", "Feuer")))
    assert cancelled.sides[1].clock == () and {"Yuki", "Feuer"} <= set(cancelled.sides[1].waiting)
    with pytest.raises(RuleViolation):  # a damage of 2 reveals 2 cards
        e.apply(s, EffectDamage(player="Bob", amount=2, revealed=("Yuki",)))
    with pytest.raises(InvalidInput):
        e.apply(s, EffectDamage(player="Bob", amount=0))
    assert EffectDamage(player="Bob", amount=2, revealed=("Yuki", "Mei"), source="Brief").label() == \
        "Schaden 2 an Bob außerhalb eines Angriffs (Brief): Yuki, Mei"
    offers = [p.player for _, p in payloads(e.options(s), EffectDamagePayload)]
    assert offers == ["Ann", "Bob"]


def test_undo_is_the_state_before(ws: SimpleNamespace) -> None:
    from referee.core.journal import Journal

    e = ws.engine()
    events = list(ws.first_attack()[:-3])  # Anna's main phase with Hana and Kaze on stage
    j = Journal(e, events)
    before = j.state
    j.append(Ability(player="Anna", slot="vorne_mitte", rest=True))
    assert j.state.sides[0].on_stage("vorne_mitte").mode is Mode.REST
    j.undo()
    assert j.state == before
