"""Weiß Schwarz's option payloads are typed per kind, and each ``make`` builds an entry the engine accepts."""

from __future__ import annotations

from types import SimpleNamespace

from referee.core.option import payloads
from referee.weiss.cards import Kind
from referee.weiss.engine import WeissEngine
from referee.weiss.events import Attack, AttackKind, Draw, Setup
from referee.weiss.options import walks
from referee.weiss.payloads import (
    AttackPayload,
    ClockPayload,
    DamagePayload,
    DrawPayload,
    MulliganPayload,
    PhasePayload,
    PlayPayload,
)
from referee.weiss.sample import sample_deck
from referee.weiss.state import Phase

ENGINE = WeissEngine()


def test_the_opening_is_made_from_its_offers(ws: SimpleNamespace) -> None:
    s = ENGINE.replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
    draws = {p.player: p for _, p in payloads(ENGINE.options(s), DrawPayload, allowed=True)}
    assert (draws["Ann"].count, draws["Bob"].count) == (5, 5)  # the opening hand (§ vorbereitung)
    ev = draws["Ann"].make(("Sonne", "Kaze", "Kaze", "Hana", "Tori"))
    assert ev == Draw(player="Ann", cards=("Sonne", "Kaze", "Kaze", "Hana", "Tori")) and ENGINE.check(s, ev).value
    events = ws.first_attack()
    s = ENGINE.replay(events[:3])
    keep = {p.player: (o, p) for o, p in payloads(ENGINE.options(s), MulliganPayload)}
    assert keep["Anna"][0].allowed and keep["Anna"][1].make() == keep["Anna"][0].entry


def test_a_turn_is_made_from_its_offers(ws: SimpleNamespace) -> None:
    events = ws.first_attack()
    s = ENGINE.replay(events[:8])  # Anna's clock phase
    clock = {p.card: p for _, p in payloads(ENGINE.options(s), ClockPayload, allowed=True)}
    assert set(clock) == {"Aoi", "Hana", "Kaze", "Mei", "Riku", "Sonne"} and ENGINE.check(s, clock["Sonne"].make()).value
    s = ENGINE.replay(events[:11])  # the main phase
    plays = {p.card: (o, p) for o, p in payloads(ENGINE.options(s), PlayPayload)}
    o, hana = plays["Hana"]
    assert o.allowed and hana.slots == ("vorne_links", "vorne_mitte", "vorne_rechts", "hinten_links", "hinten_rechts")
    assert ENGINE.check(s, hana.make("Anna", "vorne_mitte")).value
    (_, nxt), = payloads(ENGINE.options(s), PhasePayload)
    assert nxt.phase is Phase.CLIMAX and ENGINE.check(s, nxt.make()).value


def test_an_attack_and_its_damage_are_made_from_their_offers(ws: SimpleNamespace) -> None:
    events = ws.first_attack()
    s = ENGINE.replay(events[:-1])
    attacks = {p.slot: p for _, p in payloads(ENGINE.options(s), AttackPayload, allowed=True)}
    assert set(attacks) == {"vorne_links", "vorne_mitte"} and attacks["vorne_mitte"].card == "Hana"
    assert attacks["vorne_mitte"].opposite == "vorne_mitte" and "direct" in attacks["vorne_mitte"].damage
    ev = attacks["vorne_mitte"].make("Anna", AttackKind.DIRECT, "Hana")
    assert ev == events[-1] and isinstance(ev, Attack) and ENGINE.check(s, ev).value
    s = ENGINE.apply(s, ev)
    (o, due), = payloads(ENGINE.options(s), DamagePayload)
    # the damage of the direct attack (§ 6 I), as the compat corpus's game 14 shows it: 3 to Ben
    assert o.allowed and (due.player, due.amount, due.p_level_up) == ("Ben", 3, 0.0)
    assert due.p_cancel is not None and 0 < due.p_cancel < 1
    ben = s.sides[1]
    cards, points = next(walks(ben, due.amount, lambda c: ben.spec(c).kind is Kind.CLIMAX))
    assert ENGINE.check(s, due.make(cards, refresh_points=points)).value
