"""§ 6 (attack kinds, triggers, counter, damage and cancel, battle, encore), § 3 level-up, § refresh."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.weiss.events import (
    Attack,
    AttackKind,
    Battle,
    Counter,
    Damage,
    Draw,
    Encore,
    LevelUp,
    NextPhase,
)
from referee.weiss.state import Mode, Phase, WsState

DIRECT, SIDE, FRONT = AttackKind.DIRECT, AttackKind.SIDE, AttackKind.FRONT


def attack_ready(ws: SimpleNamespace, *, bob_stage: dict[str, str] | None = None, bob_level: tuple[str, ...] = (),
                 bob_deck: tuple[str, ...] | None = None, turn: int = 2, **bob: tuple[str, ...]) -> WsState:
    """Ann's attack phase: Tori (soul 1, power 3000) on vorne_links, Aoi (soul 2, 10000) on vorne_mitte."""
    s = ws.arrange(ws.started(), "Ann", phase=Phase.ATTACK, stage={"vorne_links": "Tori", "vorne_mitte": "Aoi"},
                   stock=("Kaze", "Kaze", "Kaze"))
    extra = {"deck": bob_deck} if bob_deck is not None else {}
    s = ws.arrange(s, "Bob", stage=bob_stage or {}, level=bob_level, **bob, **extra)
    return dataclasses.replace(s, turn=turn)


def test_direct_attack_deals_soul_plus_one(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(attack_ready(ws), Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    assert s.sides[0].on_stage("vorne_links").mode is Mode.REST
    assert s.sides[0].stock[-1] == "Kaze"  # the trigger card goes to stock
    with pytest.raises(RuleViolation):  # soul 1 + 1 = 2 cards, not 1
        e.apply(s, Damage(revealed=("Yuki",)))
    s = e.apply(s, Damage(revealed=("Yuki", "Mei")))
    assert s.sides[1].clock == ("Yuki", "Mei") and s.attack is None


def test_soul_trigger_adds_one(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(attack_ready(ws), Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Hana"))
    s = e.apply(s, Damage(revealed=("Yuki", "Mei", "Kaze")))  # 1 + 1 (soul trigger) + 1 (direct)
    assert len(s.sides[1].clock) == 3


def test_side_attack_subtracts_defender_level(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, bob_level=("Yuki",))
    with pytest.raises(RuleViolation):  # a character stands opposite: no direct attack
        e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=SIDE, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=()))  # soul 1 − level 1 = 0
    assert s.sides[1].clock == () and s.attack is None  # no battle after a side attack


def test_side_attack_with_the_character_level_setting(ws: SimpleNamespace) -> None:
    """weiss.side_attack_level = character: the level of the character opposite counts, not the player's."""
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, bob_level=("Yuki",))  # Kaze: level 0; Bob: level 1
    s = dataclasses.replace(s, settings=(("weiss.side_attack_level", "character"),))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=SIDE, trigger="Kaze"))
    with pytest.raises(RuleViolation):  # soul 1 − level 0 of Kaze = 1 card, not 0
        e.apply(s, Damage(revealed=()))
    s = e.apply(s, Damage(revealed=("Yuki",)))
    assert s.sides[1].clock == ("Yuki",)


def test_cancel_by_climax(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(attack_ready(ws, waiting=()), Attack(player="Ann", slot="vorne_mitte", kind=DIRECT, trigger="Kaze"))
    with pytest.raises(RuleViolation):  # nothing is revealed after the climax
        e.apply(s, Damage(revealed=("Yuki", "Feuer", "Mei")))
    s = e.apply(s, Damage(revealed=("Yuki", "Feuer")))
    assert s.sides[1].clock == () and s.sides[1].waiting == ("Feuer", "Yuki")


def test_first_turn_only_one_attack(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(attack_ready(ws, turn=1), Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Yuki", "Mei")))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Attack(player="Ann", slot="vorne_mitte", kind=DIRECT, trigger="Kaze"))
    assert err.value.sections == ("6",)


def test_back_row_and_rested_cannot_attack(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws)
    with pytest.raises(RuleViolation):
        e.apply(s, Attack(player="Ann", slot="hinten_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Yuki", "Mei")))
    with pytest.raises(RuleViolation):
        e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))


def test_front_attack_counter_and_battle(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, hand=("Schild",), clock=("Hana",))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Kaze"))
    with pytest.raises(RuleViolation):  # the attacker cannot counter
        e.apply(s, Counter(player="Ann", card="Schild", power=1000))
    s = e.apply(s, Counter(player="Bob", card="Schild", power=1500))
    with pytest.raises(RuleViolation):  # battle comes after the damage
        e.apply(s, Battle())
    s = e.apply(s, Damage(revealed=("Yuki",)))
    s = e.apply(s, Battle())
    # Tori 3000 against Kaze 2000 + counter 1500 = 3500: the attacker is reversed
    assert s.sides[0].on_stage("vorne_links").mode is Mode.REVERSE
    assert s.sides[1].on_stage("vorne_rechts").mode is Mode.STAND


def test_battle_tie_reverses_both_and_encore(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Tori"})
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Yuki",)))
    s = e.apply(s, Battle())
    assert s.sides[0].on_stage("vorne_links").mode is Mode.REVERSE
    assert s.sides[1].on_stage("vorne_rechts").mode is Mode.REVERSE
    s = e.apply(s, NextPhase(phase=Phase.END))
    assert s.sides[0].on_stage("vorne_links") is None and "Tori" in s.sides[0].waiting
    s = e.apply(s, Encore(player="Ann", slot="vorne_links"))  # 4 stock (3 + trigger) → 1
    assert s.sides[0].on_stage("vorne_links").mode is Mode.REST and len(s.sides[0].stock) == 1
    with pytest.raises(RuleViolation) as err:  # Bob has no stock
        e.apply(s, Encore(player="Bob", slot="vorne_rechts"))
    assert err.value.sections == ("6",)


def test_pool_and_draw_triggers(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws)
    with pytest.raises(RuleViolation):  # pool needs the card that goes to stock
        e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Sora"))
    with pytest.raises(InvalidInput):  # Kaze has no draw trigger
        e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze", drawn="Mei"))
    s1 = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Sora", pool_card="Mei"))
    assert s1.sides[0].stock[-2:] == ("Sora", "Mei")
    s2 = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Riku", drawn="Mei"))
    assert "Mei" in s2.sides[0].hand


def level_up_ready(ws: SimpleNamespace) -> WsState:
    clock = ("Kaze", "Kaze", "Hana", "Tori", "Yuki", "Yuki")
    return attack_ready(ws, clock=clock, waiting=())


def test_seventh_clock_card_levels_up(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(level_up_ready(ws), Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Mei", "Aoi")))
    assert len(s.sides[1].clock) == 8 and s.level_up == 1
    with pytest.raises(RuleViolation) as err:  # nothing else until Bob levels up
        e.apply(s, NextPhase(phase=Phase.END))
    assert err.value.sections == ("3",)
    with pytest.raises(RuleViolation):  # Aoi is the 8th card, not among the 7
        e.apply(s, LevelUp(player="Bob", card="Aoi"))
    s = e.apply(s, LevelUp(player="Bob", card="Mei"))
    bob = s.sides[1]
    assert bob.level == ("Mei",) and bob.clock == ("Aoi",) and len(bob.waiting) == 6
    assert s.level_up is None


def test_level_four_loses(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(level_up_ready(ws), "Bob", level=("Kaze", "Kaze", "Kaze"),
                   clock=("Hana", "Hana", "Tori", "Tori", "Yuki", "Yuki"))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Mei", "Aoi")))
    s = e.apply(s, LevelUp(player="Bob", card="Mei"))
    assert s.winner == "Ann"
    with pytest.raises(RuleViolation):
        e.apply(s, NextPhase(phase=Phase.END))


def test_refresh_point_goes_to_clock(ws: SimpleNamespace) -> None:
    e = ws.engine()
    # Bob's deck: only Yuki; the direct attack of Tori (2 damage) needs a refresh after the first card
    s = attack_ready(ws, bob_deck=("Yuki",))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    waiting_before = s.sides[1].waiting
    with pytest.raises(RuleViolation) as err:  # which card was the refresh point?
        e.apply(s, Damage(revealed=("Yuki", "Mei")))
    assert err.value.sections == ("refresh",)
    # the refresh point is a climax: no cancel (RULES-NOTES 3), it simply goes to clock
    s = e.apply(s, Damage(revealed=("Yuki", "Mei"), refresh_points=("Feuer",)))
    bob = s.sides[1]
    assert bob.clock == ("Feuer", "Yuki", "Mei") and bob.waiting == ()
    assert len(bob.deck) == len(waiting_before) - 2


def test_refresh_point_after_damage_setting(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_deck=("Yuki",))
    s = dataclasses.replace(s, settings=(("weiss.refresh_damage", "after_damage"),))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    s = e.apply(s, Damage(revealed=("Yuki", "Mei"), refresh_points=("Feuer",)))
    assert s.sides[1].clock == ("Yuki", "Mei", "Feuer")


def test_needless_refresh_point_is_refused(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.apply(attack_ready(ws), Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Damage(revealed=("Yuki", "Mei"), refresh_points=("Kaze",)))
    assert err.value.sections == ("refresh",)


def test_card_not_in_deck_is_refused(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_deck=("Yuki", "Mei", "Kaze"))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Damage(revealed=("Yuki", "Aoi")))
    assert "Aoi" in err.value.message("en")


def test_no_cards_in_deck_and_waiting_room_loses(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.DRAW, deck=("Yuki",))
    s = ws.arrange(s, "Ann", phase=Phase.DRAW, deck=("Yuki",), hand=tuple(s.sides[0].waiting[:20]),
                   stock=tuple(s.sides[0].waiting[20:]), waiting=())
    s = dataclasses.replace(s, draw_due=1)
    s = e.apply(s, Draw(player="Ann", cards=("Yuki",)))  # the deck is empty and nothing is left to refresh
    assert s.winner == "Bob"


def test_return_and_comeback_triggers(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze", "hinten_links": "Tori"})
    s1 = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Ren", bounce="hinten_links"))
    assert s1.sides[1].on_stage("hinten_links") is None and "Tori" in s1.sides[1].hand
    ann = s.sides[0]
    s = ws.arrange(s, "Ann", phase=Phase.ATTACK, stage={"vorne_links": "Tori"}, waiting=("Yuki", "Brief"),
                   stock=ann.stock)
    with pytest.raises(RuleViolation):  # comeback fetches characters only
        e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Mei", comeback="Brief"))
    s2 = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Mei", comeback="Yuki"))
    assert "Yuki" in s2.sides[0].hand and s2.sides[0].waiting == ("Brief",)


def test_options_show_exact_cancel_chance_of_pending_damage(ws: SimpleNamespace) -> None:
    from fractions import Fraction

    from referee.core.option import of_kind, payloads
    from referee.weiss.payloads import AttackPayload, DamagePayload

    e = ws.engine()
    deck = ("Kaze", "Kaze", "Yuki", "Yuki", "Mei", "Mei", "Tori", "Tori", "Feuer", "Sonne")
    s = attack_ready(ws, bob_deck=deck)
    offered = {p.slot: p for _, p in payloads(e.options(s), AttackPayload)}
    assert offered["vorne_links"].damage == {"direct": 2} and offered["vorne_mitte"].damage == {"direct": 3}
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=DIRECT, trigger="Kaze"))
    damage = of_kind(e.options(s), "damage")[0]
    due = damage.payload_of(DamagePayload)
    # 2 cards from 10 with 2 climaxes: cancelled unless both are no climax, 1 − C(8,2)/C(10,2) = 17/45
    assert damage.allowed and due.amount == 2 and due.p_cancel == float(Fraction(17, 45))
    assert damage.to_json()["p_cancel"] == float(Fraction(17, 45))  # the command line's key stays


@pytest.mark.parametrize(("timing", "in_new_deck", "waiting_after"), [
    ("at_once", 0, ("Feuer",)),  # the refresh came while Feuer was face up: it waits for the next one
    ("when_empty", 1, ()),  # Feuer went to the waiting room first and is shuffled into the new deck
])
def test_cancel_by_the_decks_last_card(ws: SimpleNamespace, timing: str, in_new_deck: int,
                                       waiting_after: tuple[str, ...]) -> None:
    """weiss.refresh_timing: a damage cancelled by the deck's last card (§ refresh, § 6 IV)."""
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, bob_deck=("Feuer",))
    s = dataclasses.replace(s, settings=(("weiss.refresh_timing", timing),))
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Kaze"))  # soul 1: damage 1
    waiting_before = s.sides[1].waiting
    s = e.apply(s, Damage(revealed=("Feuer",), refresh_points=("Yuki",)))
    bob = s.sides[1]
    assert bob.clock == ("Yuki",) and bob.waiting == waiting_after
    assert len(bob.deck) == len(waiting_before) - 1 + in_new_deck
    assert bob.deck.count("Feuer") == waiting_before.count("Feuer") + in_new_deck


def test_face_up_climax_is_no_refresh_point(ws: SimpleNamespace) -> None:
    """weiss.refresh_timing = at_once (default): the cancelling climax is not in the new deck."""
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, bob_deck=("Feuer",),
                     hand=("Feuer",) * 3 + ("Sonne",) * 4)  # no climax in the waiting room
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Kaze"))
    assert "Feuer" not in s.sides[1].waiting
    when_empty = dataclasses.replace(s, settings=(("weiss.refresh_timing", "when_empty"),))
    assert e.apply(when_empty, Damage(revealed=("Feuer",), refresh_points=("Feuer",))).sides[1].clock == ("Feuer",)
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Damage(revealed=("Feuer",), refresh_points=("Feuer",)))
    assert err.value.sections == ("refresh",)


def test_damage_ending_with_the_decks_last_card_refreshes_before_the_level_up(ws: SimpleNamespace) -> None:
    """weiss.refresh_timing = at_once: the refresh comes before the clock fills, so the six cards of the
    level-up are not in the new deck (§ refresh, § 3)."""
    e = ws.engine()
    s = attack_ready(ws, bob_stage={"vorne_rechts": "Kaze"}, bob_deck=("Yuki",),
                     clock=("Tori",) * 4 + ("Hana",) * 2)
    s = e.apply(s, Attack(player="Ann", slot="vorne_links", kind=FRONT, trigger="Kaze"))
    before = len(s.sides[1].waiting)
    s = e.apply(s, Damage(revealed=("Yuki",), refresh_points=("Mei",)))
    assert s.level_up == 1 and len(s.sides[1].deck) == before - 1 and s.sides[1].clock[-2:] == ("Mei", "Yuki")
    s = e.apply(s, LevelUp(player="Bob", card="Tori"))
    assert len(s.sides[1].deck) == before - 1 and len(s.sides[1].waiting) == 6  # not in the new deck
