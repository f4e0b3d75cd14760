"""Burgenkrieg's option payloads are typed per kind, and each ``make`` builds an entry the engine accepts."""

from __future__ import annotations

from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import Combat, CreatureEnters, NextPhase, Phase, PlayerSpec, Setup, Turn
from referee.burgenkrieg.payloads import (
    AttackPayload,
    EntersPayload,
    MovePayload,
    PhasePayload,
    ReachPayload,
    RebuildPayload,
    TurnPayload,
)
from referee.core.option import payloads

ENGINE = BurgenkriegEngine()
SETUP = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")))


def test_a_turn_and_a_creature_are_made_from_their_offers() -> None:
    s = ENGINE.replay([SETUP, Turn(player="Ann")])
    options = ENGINE.options(s)
    turns = payloads(options, TurnPayload, allowed=True)
    assert [(p.player, p.next) for _, p in turns] == [("Bob", True), ("Ann", False)]  # Bob is next in seat order: first
    assert all(p.make() == o.entry for o, p in turns)
    assert next(p.phase for _, p in payloads(options, PhasePayload, allowed=True)) is Phase.MAIN
    enters = {p.player: p for _, p in payloads(options, EntersPayload)}
    assert enters["Ann"].zones == ("A.leibwache", "A.innen", "A.aussen")  # only own zones (§ kreaturen)
    ev = enters["Ann"].make("A.aussen", id="w", name="Wolf", power=2, toughness=3)
    assert ev == CreatureEnters(id="w", name="Wolf", controller="Ann", zone="A.aussen", power=2, toughness=3)
    assert ENGINE.check(s, ev).value
    (_, rebuild), = [(o, p) for o, p in payloads(options, RebuildPayload) if p.player == "Ann"]
    assert rebuild.zone is None  # no wall of Ann's is damaged (§ wiederaufbau)
    reach = {p.player: p.targets for _, p in payloads(options, ReachPayload)}
    assert set(reach) == {"Ann", "Bob"}


def test_a_move_and_an_attack_are_made_from_their_offers() -> None:
    wolf = CreatureEnters(id="w", name="Wolf", controller="Ann", zone="A.aussen", power=2, toughness=3)
    s = ENGINE.replay([SETUP, Turn(player="Ann"), wolf, Turn(player="Bob"), Turn(player="Ann"),
                       NextPhase(phase=Phase.MAIN)])
    moves = payloads(ENGINE.options(s), MovePayload, allowed=True)
    assert [p.zone for _, p in moves] == ["A.innen"]  # an enemy zone only by combat (§ bewegung, kampf)
    assert all(p.make() == o.entry and ENGINE.check(s, p.make()).value for o, p in moves)
    s = ENGINE.apply(s, NextPhase(phase=Phase.COMBAT))
    (o, attack), = payloads(ENGINE.options(s), AttackPayload)
    assert o.allowed and (attack.creature, attack.zones, attack.walls) == ("w", ("B.aussen",), (5,))
    strike = attack.make("B.aussen", to_wall=2)  # unblocked, all to the wall of 5 (§ kampf)
    assert ENGINE.check(s, Combat(strikes=(strike,))).value
    assert ENGINE.apply(s, Combat(strikes=(strike,))).values[3] == 3
