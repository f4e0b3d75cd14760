"""Arena's option payloads are typed per kind, and each ``make`` builds an entry the engine accepts."""

from __future__ import annotations

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, CyclopsPower, EndTurn, OpenBet, Play, SecretBet
from referee.arena.payloads import (
    BidPayload,
    EndTurnPayload,
    OpenBetPayload,
    PlayPayload,
    SecretBetPayload,
    TargetPowerPayload,
)
from referee.core.option import payloads

ENGINE = ArenaEngine()


def test_a_bid_is_made_from_its_offer() -> None:
    s = ENGINE.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8)])
    (o, offer), = payloads(ENGINE.options(s), BidPayload)
    assert o.allowed and offer.min_bid == {"A": 9, "B": 0}  # A's bid only rises (5)
    assert offer.values["A"] == (9, 10) and offer.values["B"] == tuple(range(11))
    assert ENGINE.check(s, offer.make("A", 9)).value and not ENGINE.check(s, offer.make("A", 8)).value


def test_the_first_turn_is_made_from_its_offers() -> None:
    s = ENGINE.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed()])
    options = ENGINE.options(s)
    (_, play), = payloads(options, PlayPayload)
    assert play.must_value == 8 and play.values["Zyklop"] == (8,)  # the bid card first (5)
    assert ENGINE.check(s, play.make("A", "Zyklop", 8)).value
    bets = payloads(options, OpenBetPayload, allowed=True)
    assert [p.creature for _, p in bets][:2] == ["Zyklop", "Drache"] and bets[0][1].ducats == 4  # round 1 (7)
    assert all(p.make("A") == o.entry for o, p in bets)
    (_, secret), = payloads(options, SecretBetPayload)
    assert secret.ducats == 5 and secret.make("A", "Hydra") == SecretBet(player="A", creature="Hydra")
    assert ENGINE.check(s, secret.make("A", "Hydra")).sections == ("5",)  # the bid card comes first
    s = ENGINE.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed(),
                       Play(player="A", creature="Zyklop", value=8), EndTurn(player="A")])
    (_, secret), = payloads(ENGINE.options(s), SecretBetPayload)
    assert ENGINE.check(s, secret.make("B", "Hydra")).value  # B's one secret bet instead of a card (7)


def test_the_cyclops_power_is_made_from_its_offer() -> None:
    s = ENGINE.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed(),
                       OpenBet(player="A", creature="Zyklop"), Play(player="A", creature="Zyklop", value=8)])
    options = ENGINE.options(s)
    zyklop = next((o, p) for o, p in payloads(options, TargetPowerPayload) if p.creature == "Zyklop")
    assert zyklop[0].allowed and zyklop[1].sponsor == "A" and zyklop[1].targets == ("B",)  # 15.1
    ev = zyklop[1].make("A", "B")
    assert ev == CyclopsPower(player="A", target="B") and ENGINE.check(s, ev).value
    (_, end), = payloads(options, EndTurnPayload)
    assert end.dies is None  # seven creatures have no card yet (8)
    assert zyklop[0].to_json()["targets"] == ["B"] and zyklop[0].to_json()["creature"] == "Zyklop"
