"""The attack phase (§ 6): declaration, trigger, counter, damage and cancel, battle, encore.

Damage of an attack (§ 6 I): a front attack deals the attacker's soul, a side
attack its soul minus the defender's level, a direct attack its soul + 1.

>>> from referee.weiss.cards import CardSpec, Kind
>>> amount(soul=2, kind="side", defender_level=1), amount(soul=2, kind="direct", defender_level=1)
(1, 3)
"""

from __future__ import annotations

import dataclasses

from referee.core.engine import handles
from referee.core.errors import InvalidInput
from referee.core.refusal import fail, refuse
from referee.weiss.cards import CardSpec, Kind, Trigger
from referee.weiss.events import Attack, AttackKind, Battle, Counter, Damage, Encore
from referee.weiss.guards import active_in, no, running, settle, walk
from referee.weiss.play import check_playable, pay
from referee.weiss.readings import ClimaxEffect, SideAttackLevel
from referee.weiss.rules import RULES
from referee.weiss.state import (
    FRONT,
    OPPOSITE,
    SLOTS,
    AttackInProgress,
    Mode,
    OnStage,
    Phase,
    Side,
    WsState,
    add_sorted,
    remove,
    slot_word,
)

ENCORE_COST = RULES.attack.encore_cost  # § 6 VI


def encore_cost(spec: CardSpec) -> int:
    """Stock cards an encore of the card costs: 3 (§ 6 VI), unless its deck-list entry names another (``weiss.encore``)."""
    return ENCORE_COST if spec.encore_cost is None else spec.encore_cost


def climax_bonus(state: WsState, side: Side) -> tuple[int, int]:
    """Soul and power the player's climax gives each of their characters this turn (§ 5, ``weiss.climax_effect``)."""
    if side.climax is None or state.reading(ClimaxEffect) is not ClimaxEffect.ALL_CHARACTERS:
        return (0, 0)
    spec = side.spec(side.climax)
    return (spec.soul, spec.power)


def amount(*, soul: int, kind: str, defender_level: int) -> int:
    """The damage of one attack by its kind (§ 6 I)."""
    if kind == AttackKind.SIDE.value:
        return max(0, soul - defender_level)
    if kind == AttackKind.DIRECT.value:
        return soul + RULES.attack.direct_soul_bonus
    return max(0, soul)


def pending_damage(state: WsState, extra_soul: int = 0) -> int:
    """The damage the attack in progress deals now."""
    atk = state.attack
    assert atk is not None
    side = state.sides[state.active]
    char = side.on_stage(atk.slot)
    soul = (side.spec(char.card).soul if char is not None else 0) + atk.soul_bonus + extra_soul \
        + climax_bonus(state, side)[0]
    other = state.sides[1 - state.active]
    level = len(other.level)  # the opposing player's level, as the text says (weiss.side_attack_level)
    if state.reading(SideAttackLevel) is SideAttackLevel.CHARACTER:
        opposite = other.on_stage(OPPOSITE[atk.slot])
        level = other.spec(opposite.card).level if opposite is not None else 0
    return amount(soul=soul, kind=atk.kind, defender_level=level)


def reveal_damage(state: WsState, d: int, n: int, revealed: tuple[str, ...],
                  refresh_points: tuple[str, ...]) -> WsState:
    """Player ``d`` takes a damage of ``n`` (§ 6 IV): ``revealed`` from the top of the deck, up to a climax that
    cancels it (all revealed cards to the waiting room), else all ``n`` to clock; refreshes on the way (§ refresh).

    The one place damage is dealt: by an attack and by a card's effect (:class:`~referee.weiss.events.EffectDamage`).
    """
    w = walk(state, d, refresh_points)
    taken: list[str] = []
    cancelled = False
    for k in range(n):
        if not w.ready():
            break
        if k >= len(revealed):
            refuse("weiss.attack.damage_reveal_cards",
                   no(f"Schaden {n}: {n} Karten aufdecken (bis zu einer Climax-Karte), genannt {len(revealed)}.",
                      f"Damage {n}: reveal {n} cards (up to a climax), named {len(revealed)}.", "6"))
        card = revealed[k]
        w.take(card)
        taken.append(card)
        if w.side.spec(card).kind is Kind.CLIMAX:
            cancelled = True
            break
    if len(revealed) > len(taken):
        refuse("weiss.attack.too_many_cards",
               no(f"Zu viele Karten aufgedeckt: Schaden {n}, eine Climax-Karte beendet das Aufdecken.",
                  f"Too many cards revealed: damage {n}; a climax ends the reveal.", "6"))
    if taken:
        w.emptied()  # weiss.refresh_timing: the deck's last card still face up
    if cancelled:  # every card revealed by this damage goes to the waiting room
        w.put(waiting=tuple(taken))
    else:
        w.put(clock=tuple(taken))
    return settle(state, d, w)


class AttackRules:
    """Handlers of the attack phase, mixed into :class:`referee.weiss.engine.WeissEngine`."""

    @handles(Attack)
    def _attack(self, state: WsState, ev: Attack) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.ATTACK)
        if state.attack is not None:
            refuse("weiss.attack.resolve_current_attack",
                   no("Erst den laufenden Angriff abwickeln.", "Resolve the current attack first.", "6"))
        if ev.slot not in FRONT:
            refuse("weiss.attack.only_front_row",
                   no("Es greifen nur Charaktere der vorderen Reihe an.", "Only front-row characters attack.", "6"))
        if state.turn == 1 and state.attacks >= RULES.attack.first_turn_attacks:
            refuse("weiss.attack.game_first_turn",
                   no(f"Im ersten Zug des Spiels greift der Beginnende nur {RULES.attack.first_turn_attacks}-mal an.",
                      f"In the game's first turn the starting player attacks only {RULES.attack.first_turn_attacks}×.",
                      "6"))
        side = state.sides[i]
        me = side.on_stage(ev.slot)
        if me is None:
            fail("weiss.attack.nobody_on_place", no(f"Auf {slot_word(ev.slot)} steht kein ungenutzter Charakter.",
                                                    f"No standing character on {slot_word(ev.slot, 'en')}.", "6"))
        if me.mode is not Mode.STAND:
            refuse("weiss.attack.no_standing_character",
                   no(f"Auf {slot_word(ev.slot)} steht kein ungenutzter Charakter.",
                      f"No standing character on {slot_word(ev.slot, 'en')}.", "6"))
        opposite = state.sides[1 - i].on_stage(OPPOSITE[ev.slot])
        if (opposite is None) != (ev.kind is AttackKind.DIRECT):
            refuse("weiss.attack.direct_attack_only_no_character", no(
                "Direktangriff nur ohne gegenüberstehenden Charakter, Frontal- und Seitenangriff nur mit einem.",
                "A direct attack only with no character opposite, front and side attacks only with one.", "6"))
        side = dataclasses.replace(side, stage=side.with_slot(ev.slot, OnStage(card=me.card, mode=Mode.REST)))
        state = dataclasses.replace(state, sides=state.with_side(i, side), attacks=state.attacks + 1)
        w = walk(state, i, ev.refresh_points)
        if not w.ready():
            return settle(state, i, w)
        w.take(ev.trigger)
        w.put(stock=(ev.trigger,))  # the trigger card goes to stock (weiss.trigger_card_zone)
        icon = side.spec(ev.trigger).trigger
        given = {Trigger.POOL: ev.pool_card, Trigger.DRAW: ev.drawn, Trigger.COMEBACK: ev.comeback,
                 Trigger.RETURN: ev.bounce}
        for kind, value in given.items():
            if value is not None and icon is not kind:
                refuse("weiss.attack.not_trigger",
                       InvalidInput(f"{ev.trigger} hat nicht den Trigger {kind.value}.",
                                    f"{ev.trigger} does not have the {kind.value} trigger.", sections=("6",)), item=kind)
        for kind in (Trigger.POOL, Trigger.DRAW):
            card = given[kind]
            if icon is kind and w.ready():
                if card is None:
                    raise no(f"Trigger {kind.value}: welche Karte?", f"Trigger {kind.value}: which card?", "6")
                w.take(card)
                if kind is Trigger.POOL:
                    w.put(stock=(card,))
                else:
                    w.put(hand=(card,))
        if icon is Trigger.COMEBACK and ev.comeback is not None:
            if side.spec(ev.comeback).kind is not Kind.CHARACTER:
                refuse("weiss.attack.comeback_fetches_characters",
                       no("Comeback holt nur Charaktere.", "Comeback fetches characters only.", "6"))
            waiting = remove(w.side.waiting, (ev.comeback,), where_de="dem Warteraum",
                             where_en="the waiting room", sections=("6",))
            w.side = dataclasses.replace(w.side, waiting=waiting)
            w.put(hand=(ev.comeback,))
        state = settle(state, i, w)
        if icon is Trigger.RETURN and ev.bounce is not None:
            state = self._bounce(state, 1 - i, ev.bounce)
        bonus = dict(state.soul_bonus)
        bonus[ev.slot] = bonus.get(ev.slot, 0) + (RULES.attack.soul_trigger_bonus if icon is Trigger.SOUL else 0)
        attack = AttackInProgress(slot=ev.slot, kind=ev.kind.value, soul_bonus=bonus[ev.slot])
        return dataclasses.replace(state, attack=attack, soul_bonus=tuple(sorted(bonus.items())))

    def _bounce(self, state: WsState, d: int, slot: str) -> WsState:
        side = state.sides[d]
        target = side.on_stage(slot) if slot in SLOTS else None
        if target is None:
            raise no(f"Auf {slot_word(slot)} steht kein gegnerischer Charakter.",
                     f"No opposing character on {slot_word(slot, 'en')}.", "6")
        side = dataclasses.replace(side, stage=side.with_slot(slot, None), hand=add_sorted(side.hand, (target.card,)))
        return dataclasses.replace(state, sides=state.with_side(d, side))

    @handles(Counter)
    def _counter(self, state: WsState, ev: Counter) -> WsState:
        running(state)
        d = state.index(ev.player)
        atk = state.attack
        wrong = ("Gegenangriff nur einmal, vom Verteidiger, bei einem Frontalangriff vor dem Schaden.",
                 "A counter only once, by the defender, in a front attack before the damage.")
        if atk is None:
            raise no(*wrong, "6")
        if atk.step != "damage" or atk.kind != AttackKind.FRONT.value or atk.countered or d == state.active:
            refuse("weiss.attack.counter_not_now", no(*wrong, "6"))
        if ev.power < 0:
            refuse("weiss.attack.power_may_not_negative",
                   InvalidInput("Kraft darf nicht negativ sein.", "Power may not be negative."))
        side = state.sides[d]
        spec = side.spec(ev.card)
        if not spec.counter:
            refuse("weiss.attack.not_counter_card",
                   no(f"{ev.card} ist keine Konter-Karte.", f"{ev.card} is not a counter card.", "6"))
        check_playable(state, side, spec)
        hand = remove(side.hand, (ev.card,), where_de="der Hand", where_en="the hand", sections=("6",))
        side = pay(dataclasses.replace(side, hand=hand), spec.cost)
        side = dataclasses.replace(side, waiting=add_sorted(side.waiting, (ev.card,)))
        atk = dataclasses.replace(atk, counter_power=atk.counter_power + ev.power, countered=True)
        return dataclasses.replace(state, sides=state.with_side(d, side), attack=atk)

    @handles(Damage)
    def _damage(self, state: WsState, ev: Damage) -> WsState:
        running(state)
        atk = state.attack
        if atk is None:
            raise no("Es steht kein Schaden an.", "No damage is due.", "6")
        if atk.step != "damage":
            refuse("weiss.attack.no_damage_due", no("Es steht kein Schaden an.", "No damage is due.", "6"))
        d = 1 - state.active
        n = pending_damage(state, ev.soul_bonus)
        state = reveal_damage(state, d, n, ev.revealed, ev.refresh_points)
        defender = state.sides[d].on_stage(OPPOSITE[atk.slot])
        if atk.kind == AttackKind.FRONT.value and defender is not None and state.winner is None:
            return dataclasses.replace(state, attack=dataclasses.replace(atk, step="battle"))
        return dataclasses.replace(state, attack=None)

    @handles(Battle)
    def _battle(self, state: WsState, ev: Battle) -> WsState:
        running(state)
        atk = state.attack
        if atk is None:
            raise no("Ein Kampf folgt nur auf den Schaden eines Frontalangriffs.",
                     "A battle only follows the damage of a front attack.", "6")
        if atk.step != "battle":
            refuse("weiss.attack.battle_only_follows",
                   no("Ein Kampf folgt nur auf den Schaden eines Frontalangriffs.",
                      "A battle only follows the damage of a front attack.", "6"))
        i, d = state.active, 1 - state.active
        mine, theirs = state.sides[i], state.sides[d]
        a, b = mine.on_stage(atk.slot), theirs.on_stage(OPPOSITE[atk.slot])
        assert a is not None and b is not None
        pa = mine.spec(a.card).power + ev.attacker_bonus + climax_bonus(state, mine)[1]
        pb = theirs.spec(b.card).power + atk.counter_power + ev.defender_bonus + climax_bonus(state, theirs)[1]
        if pa <= pb:
            mine = dataclasses.replace(mine, stage=mine.with_slot(atk.slot, OnStage(card=a.card, mode=Mode.REVERSE)))
        if pb <= pa:
            theirs = dataclasses.replace(theirs, stage=theirs.with_slot(OPPOSITE[atk.slot],
                                                                        OnStage(card=b.card, mode=Mode.REVERSE)))
        sides = state.with_side(i, mine)
        sides = (*sides[:d], theirs, *sides[d + 1:])
        return dataclasses.replace(state, sides=sides, attack=None)

    def after_attacks(self, state: WsState) -> WsState:
        """End of the attack phase (§ 6 VI) and start of the end phase (§ 7).

        Reversed characters go to the waiting room (they may be encored now);
        the climax goes to the waiting room.
        """
        sides = []
        for side in state.sides:
            gone = [(slot, s.card) for slot, s in zip(("vorne_links", "vorne_mitte", "vorne_rechts",
                                                       "hinten_links", "hinten_rechts"), side.stage, strict=True)
                    if s is not None and s.mode is Mode.REVERSE]
            stage = tuple(None if s is not None and s.mode is Mode.REVERSE else s for s in side.stage)
            to_waiting = [c for _, c in gone] + ([side.climax] if side.climax else [])
            sides.append(dataclasses.replace(side, stage=stage, climax=None, encore=tuple(gone),
                                             waiting=add_sorted(side.waiting, to_waiting)))
        return dataclasses.replace(state, sides=tuple(sides))

    @handles(Encore)
    def _encore(self, state: WsState, ev: Encore) -> WsState:
        running(state)
        i = state.index(ev.player)
        side = state.sides[i]
        card = dict(side.encore).get(ev.slot)
        if state.phase is not Phase.END or card is None or side.on_stage(ev.slot) is not None:
            raise no(f"Auf {slot_word(ev.slot)} kann jetzt kein Charakter zurückkehren.",
                     f"No character can come back to {slot_word(ev.slot, 'en')} now.", "6")
        cost = encore_cost(side.spec(card))
        if len(side.stock) < cost:
            refuse("weiss.attack.encore_costs_stock",
                   no(f"Encore von {card} kostet {cost} Karten aus dem Lager; dort sind {len(side.stock)}.",
                      f"Encore of {card} costs {cost} stock cards; there are {len(side.stock)}.", "6"))
        side = pay(side, min(cost, len(side.stock)))
        side = dataclasses.replace(
            side,
            waiting=remove(side.waiting, (card,), sections=("6",)),
            stage=side.with_slot(ev.slot, OnStage(card=card, mode=Mode.REST)),
            encore=tuple(e for e in side.encore if e[0] != ev.slot),
        )
        return dataclasses.replace(state, sides=state.with_side(i, side))
