"""Which climax was played and what it does (§ 5, ``weiss.climax_effect``); encore costs named by the card
(§ 6 VI, ``weiss.encore``)."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.core.errors import RuleViolation
from referee.core.option import payloads
from referee.weiss.cards import DeckList
from referee.weiss.engine import WeissEngine
from referee.weiss.events import (
    Attack,
    AttackKind,
    Damage,
    Draw,
    Encore,
    Mulligan,
    NextPhase,
    PlayClimax,
    Setting,
    Setup,
)
from referee.weiss.payloads import ClimaxPayload, EncorePayload
from referee.weiss.phase_odds import planned_attacks
from referee.weiss.sample import sample_deck
from referee.weiss.state import Phase, WsState


def deck(player: str) -> DeckList:
    """The sample deck with Sonne a climax of +1 soul, +1000 power and a draw, Tori with encore for 1 stock."""
    changed = {"Sonne": {"soul": 1, "power": 1000, "effect": "Karte ziehen"}, "Tori": {"encore_cost": 1}}
    return DeckList(player=player, cards=tuple(dataclasses.replace(c, **changed.get(c.name, {}))  # type: ignore[arg-type]
                                               for c in sample_deck(player).cards))


def started(ws: SimpleNamespace, *settings: tuple[str, str]) -> WsState:
    s = WeissEngine().replay([
        Setup(decks=(deck("Ann"), deck("Bob")), first="Ann",
              settings=tuple(Setting(id=k, value=v) for k, v in settings)),
        Draw(player="Ann", cards=("Kaze", "Kaze", "Hana", "Tori", "Sonne")),
        Draw(player="Bob", cards=("Kaze", "Yuki", "Yuki", "Tori", "Feuer")),
        Mulligan(player="Ann"), Mulligan(player="Bob"),
    ])
    s = ws.arrange(s, "Ann", phase=Phase.CLIMAX, hand=("Sonne",), clock=("Kaze",), stage={"vorne_links": "Tori"})
    return dataclasses.replace(s, turn=2)


def test_climax_soul_counts_for_the_attack(ws: SimpleNamespace) -> None:
    e = WeissEngine()
    s = started(ws)
    offer = payloads(e.options(s), ClimaxPayload)[0][1]
    assert offer == ClimaxPayload("Sonne", "Karte ziehen")
    climax = offer.make("Ann")
    assert climax.label() == "Ann: Climax Sonne (Karte ziehen)"
    s = e.apply(e.apply(s, climax), NextPhase(phase=Phase.ATTACK))
    assert [a.soul for a in planned_attacks(s)] == [2]  # Tori's soul 1 + 1 of the climax
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=AttackKind.DIRECT, trigger="Kaze"))
    with pytest.raises(RuleViolation):  # 1 + 1 (climax) + 1 (direct) = 3 cards
        e.apply(s, Damage(revealed=("Yuki", "Mei")))
    assert e.apply(s, Damage(revealed=("Yuki", "Mei", "Kaze"))).sides[1].clock == ("Yuki", "Mei", "Kaze")


def test_climax_bonus_entered_by_hand(ws: SimpleNamespace) -> None:
    e = WeissEngine()
    s = started(ws, ("weiss.climax_effect", "entered"))
    s = e.apply(e.apply(s, PlayClimax(player="Ann", card="Sonne")), NextPhase(phase=Phase.ATTACK))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=AttackKind.DIRECT, trigger="Kaze"))
    assert e.apply(s, Damage(revealed=("Yuki", "Mei"))).sides[1].clock == ("Yuki", "Mei")


def test_encore_cost_named_by_the_card(ws: SimpleNamespace) -> None:
    e = WeissEngine()
    s = ws.arrange(started(ws), "Ann", phase=Phase.END, waiting=("Tori", "Kaze"), stock=("Kaze",))
    ann = s.sides[0]
    s = dataclasses.replace(s, sides=s.with_side(0, dataclasses.replace(
        ann, encore=(("vorne_links", "Tori"),), stage=ann.with_slot("vorne_links", None))))
    offer = payloads(e.options(s), EncorePayload)[0][1]
    assert offer.cost == 1
    after = e.apply(s, offer.make())
    assert after.sides[0].stock == () and after.sides[0].on_stage("vorne_links") is not None
    # a sample Kaze costs the rule's 3 (§ 6 VI)
    kaze = dataclasses.replace(s, sides=s.with_side(0, dataclasses.replace(s.sides[0], encore=(("vorne_links", "Kaze"),))))
    with pytest.raises(RuleViolation) as err:
        e.apply(kaze, Encore(player="Ann", slot="vorne_links"))
    assert "3" in err.value.message("de")
