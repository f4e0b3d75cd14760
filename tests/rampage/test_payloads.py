"""Castle Rampage's option payloads are typed per kind, and each ``make`` builds an entry the engine accepts."""

from __future__ import annotations

from referee.core.option import payloads
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, RampageSetup, Stack, Target
from referee.rampage.options import verdict
from referee.rampage.payloads import AttackPayload, DrawPayload, PlayPayload, ReinforcePayload

A, B = "Anton", "Beatrix"
ENGINE = RampageEngine()


def test_the_first_draw_is_made_from_its_offer() -> None:
    s = ENGINE.replay([RampageSetup(players=(A, B))])
    (o, draw), = payloads(ENGINE.options(s), DrawPayload)
    assert (draw.cards, draw.extra) == (1, 0)  # the start player's very first turn draws one ("spielablauf")
    assert draw.make(A) == o.entry == Draw(player=A) and ENGINE.check(s, draw.make(A)).value


def test_a_turn_is_made_from_its_offers() -> None:
    s = ENGINE.replay([RampageSetup(players=(A, B)), Draw(player=A)])
    options = ENGINE.options(s)
    (_, reinforce), = payloads(options, ReinforcePayload)
    assert reinforce.stacks == (Stack.GATE, Stack.CASTLE) and "Koch" in reinforce.cards
    assert ENGINE.check(s, reinforce.make(A, "Koch", Stack.CASTLE)).value
    (_, play), = payloads(options, PlayPayload)
    assert ENGINE.check(s, play.make(A, "Koch")).value
    (_, attack), = payloads(options, AttackPayload)
    assert attack.opponent_gate == 4 and attack.opponent_castle == 4
    assert attack.targets["Söldner"] == (Target.GATE,)  # the castle is refused as a target now
    d = attack.defaults["Söldner"]
    assert (d.attack, d.cost) == (3, 0)  # the Söldner attacks with 3 (anhang)
    ev = attack.make_default(A, "Söldner")
    assert ev == Attack(player=A, card="Söldner", attack=3) and verdict(ENGINE, s, ev).value  # values to reveal
