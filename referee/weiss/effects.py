"""What card texts do beyond the turn's steps: activated abilities (§ 4) and damage outside an attack (§ 6 IV).

Card texts are not modelled; the scribe names what an ability costs (stock cards, resting the character)
and what it does in words, and the cards a damage by an effect reveals.  The referee checks what the
rules say: an ability of one's own character on stage, in one's own main phase, paid in stock cards that
are there (§ 4: paid cards go from the stock to the waiting room); a damage is revealed like an attack's,
a climax cancels it (§ 6 IV), with refreshes on the way (§ refresh).

>>> from referee.weiss.events import Ability
>>> Ability(player="Ann", slot="vorne_mitte", cost=1, effect="+1000 Kraft").label()
'Ann: Fähigkeit von vorne Mitte (1 Lager): +1000 Kraft'
"""

from __future__ import annotations

import dataclasses

from referee.core.engine import handles
from referee.core.errors import InvalidInput
from referee.core.refusal import refuse
from referee.weiss.attack import reveal_damage
from referee.weiss.cards import DECK_SIZE
from referee.weiss.events import Ability, EffectDamage
from referee.weiss.guards import active_in, no, running
from referee.weiss.play import pay
from referee.weiss.state import SLOTS, Mode, OnStage, Phase, WsState, slot_word

#: the longest words the scribe may give an ability's effect or a damage's source
WORDS_LIMIT = 120


def check_words(text: str) -> None:
    """An effect in words: one line of at most :data:`WORDS_LIMIT` characters."""
    if len(text) > WORDS_LIMIT or "\n" in text or "\t" in text:
        refuse("weiss.effects.most_characters_one_line",
               InvalidInput(f"Höchstens {WORDS_LIMIT} Zeichen in einer Zeile: {text[:40]!r}.",
                            f"At most {WORDS_LIMIT} characters on one line: {text[:40]!r}."))


class EffectRules:
    """Handlers of abilities and effect damage, mixed into :class:`referee.weiss.engine.WeissEngine`."""

    @handles(Ability)
    def _ability(self, state: WsState, ev: Ability) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.MAIN)
        check_words(ev.effect)
        if ev.slot not in SLOTS:
            refuse("weiss.effects.unknown_place",
                   InvalidInput(f"Unbekannter Platz {ev.slot!r}; Plätze: {', '.join(SLOTS)}.",
                                f"Unknown place {ev.slot!r}; places: {', '.join(SLOTS)}."))
        side = state.sides[i]
        char = side.on_stage(ev.slot) if ev.slot in SLOTS else None
        if char is None:
            raise no(f"Auf {slot_word(ev.slot)} steht kein eigener Charakter, dessen Fähigkeit wirken könnte.",
                     f"No own character on {slot_word(ev.slot, 'en')} whose ability could be used.", "4")
        if ev.cost < 0 or ev.cost > len(side.stock):
            refuse("weiss.effects.ability_costs_stock",
                   no(f"Die Fähigkeit kostet {ev.cost} Karten aus dem Lager; dort sind {len(side.stock)}.",
                      f"The ability costs {ev.cost} stock cards; there are {len(side.stock)}.", "4"))
        if ev.rest and char.mode is not Mode.STAND:
            refuse("weiss.effects.character_not_standing",
                   no(f"Der Charakter auf {slot_word(ev.slot)} ist nicht ungenutzt und kann nicht ausgeruht werden.",
                      f"The character on {slot_word(ev.slot, 'en')} is not standing and cannot be rested.", "4"))
        side = pay(side, max(0, min(ev.cost, len(side.stock))))
        if ev.rest:
            side = dataclasses.replace(side, stage=side.with_slot(ev.slot, OnStage(card=char.card, mode=Mode.REST)))
        return dataclasses.replace(state, sides=state.with_side(i, side))

    @handles(EffectDamage)
    def _effect_damage(self, state: WsState, ev: EffectDamage) -> WsState:
        running(state)
        d = state.index(ev.player)
        check_words(ev.source)
        if state.phase is Phase.PREPARATION:
            refuse("weiss.effects.no_damage_before_game",
                   no("Vor Spielbeginn gibt es keinen Schaden.", "There is no damage before the game.",
                      "vorbereitung"))
        if not 1 <= ev.amount <= DECK_SIZE:
            refuse("weiss.effects.damage_range",
                   InvalidInput(f"Schaden 1 bis {DECK_SIZE}, nicht {ev.amount}.",
                                f"Damage 1 to {DECK_SIZE}, not {ev.amount}.", sections=("6",)))
        return reveal_damage(state, d, max(0, min(ev.amount, DECK_SIZE)), ev.revealed, ev.refresh_points)
