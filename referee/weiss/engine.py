"""The Weiß Schwarz referee: setup, mulligan, the phases, clock and level, playing cards.

The attack phase (attack, trigger, counter, damage, battle, encore) is in
:mod:`referee.weiss.attack`.

>>> from referee.weiss.sample import sample_deck
>>> from referee.weiss.events import Setup
>>> s = WeissEngine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
>>> len(s.sides[0].deck), s.phase.value
(50, 'vorbereitung')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from referee.core.engine import Engine, handles
from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.interpretation import validate_settings
from referee.core.option import Option
from referee.core.refusal import fail, refuse
from referee.weiss.attack import AttackRules
from referee.weiss.cards import LEVEL_UP_AT, LOSING_LEVEL, Kind, check_deck
from referee.weiss.effects import EffectRules, check_words
from referee.weiss.events import (
    Clock,
    Discard,
    Draw,
    LevelUp,
    MoveCharacter,
    Mulligan,
    NextPhase,
    Play,
    PlayClimax,
    Setup,
)
from referee.weiss.guards import active_in, no, running, settle, walk, with_effect
from referee.weiss.interpretations import INTERPRETATIONS
from referee.weiss.play import check_playable, pay
from referee.weiss.rules import RULES
from referee.weiss.state import SLOTS, TURN_PHASES, Mode, OnStage, Phase, Side, WsState, add_sorted, remove, slot_word

OPENING_HAND = RULES.turn.opening_hand  # § vorbereitung
HAND_LIMIT = RULES.turn.hand_limit  # § 7


class WeissEngine(AttackRules, EffectRules, Engine[WsState]):
    game = "weiss"

    def initial_state(self) -> WsState:
        return WsState()

    def candidates(self, state: WsState) -> Iterable[Option]:
        """Draws, mulligan, phases, clock, cards, the attack's steps (see :mod:`referee.weiss.options`)."""
        from referee.weiss.options import candidates

        return candidates(self, state)

    def started(self, state: WsState) -> bool:
        return state.started

    def label(self, state: WsState, ev: Event, lang: str = "de") -> str:
        """The scribe's words: a climax entered without its effect shows the deck list's (``weiss.climax_effect``,
        § 5), a draw and a mulligan name the cards (the players' display names no entry's hidden cards)."""
        if isinstance(ev, Draw | Mulligan):
            return ev.scribe_label(lang)
        return with_effect(state, ev).label(lang)

    def finished(self, state: WsState) -> bool:
        """Over once a player reached level 4 or has no cards left (§ grundlegendes)."""
        return state.winner is not None

    def holdings(self, state: WsState) -> object:
        """What no stored entry may make or lose: each side's 50 cards."""
        return tuple(side.total() for side in state.sides)

    @handles(Setup)
    def _setup(self, state: WsState, ev: Setup) -> WsState:
        if state.started:
            refuse("weiss.setup.game_already_set_up",
                   no("Das Spiel ist schon eingerichtet.", "The game is already set up.", "vorbereitung"))
        names = [d.player for d in ev.decks]
        players = RULES.game.players
        if len(ev.decks) != players or len(set(names)) != players or any(not n.strip() for n in names):
            refuse("weiss.setup.player_count",
                   no(f"Es spielen genau {players} Spieler mit verschiedenen Namen.",
                      f"Exactly {players} players with distinct names play.", "grundlegendes"))
        if ev.first not in names:
            refuse("weiss.setup.not_player", InvalidInput(f"{ev.first!r} spielt nicht mit.", f"{ev.first!r} is not a player."))
        for d in ev.decks:
            check_deck(d)
        settings = {s.id: s.value for s in ev.settings}
        validate_settings(INTERPRETATIONS, settings)
        sides = tuple(Side(name=d.player, catalog=d.cards, deck=d.names()) for d in ev.decks)
        return WsState(sides=sides, first=names.index(ev.first), settings=tuple(sorted(settings.items())),
                       phase=Phase.PREPARATION)

    @handles(Draw)
    def _draw(self, state: WsState, ev: Draw) -> WsState:
        running(state)
        i = state.index(ev.player)
        side = state.sides[i]
        if state.phase is Phase.PREPARATION:
            if side.hand or side.mulliganed or len(ev.cards) != OPENING_HAND:
                refuse("weiss.draw.start_each_player",
                       no(f"Zu Beginn zieht jeder Spieler einmal {OPENING_HAND} Karten.",
                          f"At the start each player draws {OPENING_HAND} cards once.", "vorbereitung"))
        elif i != state.active or state.draw_due == 0:
            refuse("weiss.draw.no_draw_due",
                   no(f"Jetzt ist kein Ziehen fällig ({RULES.turn.draw} in der Ziehphase, "
                      f"{RULES.turn.clock_draw} nach dem Clock).",
                      f"No draw is due now ({RULES.turn.draw} in the draw phase, {RULES.turn.clock_draw} after a clock).",
                      "2", "3"))
        elif len(ev.cards) > state.draw_due:
            refuse("weiss.draw.too_many_cards",
                   no(f"Es sind {state.draw_due} Karte(n) zu ziehen, nicht {len(ev.cards)}.",
                      f"{state.draw_due} card(s) must be drawn, not {len(ev.cards)}.", "2", "3"))
        w = walk(state, i, ev.refresh_points)
        for card in ev.cards:
            w.take(card)
        w.put(hand=ev.cards)
        due = OPENING_HAND if state.phase is Phase.PREPARATION else state.draw_due
        if len(ev.cards) < due and w.ready():  # fewer cards only when deck and waiting room ran out
            refuse("weiss.draw.too_few_cards",
                   no(f"Es sind {due} Karte(n) zu ziehen, nicht {len(ev.cards)}.",
                      f"{due} card(s) must be drawn, not {len(ev.cards)}.", "2", "3", "vorbereitung"))
        return settle(dataclasses.replace(state, draw_due=0), i, w)

    @handles(Mulligan)
    def _mulligan(self, state: WsState, ev: Mulligan) -> WsState:
        running(state)
        i = state.index(ev.player)
        if state.phase is not Phase.PREPARATION or any(len(s.hand) != OPENING_HAND and not s.mulliganed
                                                        for s in state.sides):
            refuse("weiss.mulligan.mulligan_only_before_game",
                   no(f"Mulligan nur vor Spielbeginn, wenn beide {OPENING_HAND} Karten gezogen haben.",
                      f"Mulligan only before the game, once both have drawn {OPENING_HAND} cards.", "vorbereitung"))
        expected = state.first if not state.sides[state.first].mulliganed else 1 - state.first
        if i != expected or state.sides[i].mulliganed:
            refuse("weiss.mulligan.turn_mulligan",
                   no(f"Jetzt ist {state.sides[expected].name} mit dem Mulligan an der Reihe.",
                      f"It is {state.sides[expected].name}'s turn to mulligan.", "vorbereitung"))
        if len(ev.draw) != len(ev.discard):
            refuse("weiss.mulligan.many_cards_drawn",
                   no("Es werden so viele Karten gezogen wie abgelegt.",
                      "As many cards are drawn as were put away.", "vorbereitung"))
        side = state.sides[i]
        hand = remove(side.hand, ev.discard, where_de="der Hand", where_en="the hand", sections=("vorbereitung",))
        side = dataclasses.replace(side, hand=hand, waiting=add_sorted(side.waiting, ev.discard), mulliganed=True)
        state = dataclasses.replace(state, sides=state.with_side(i, side))
        w = walk(state, i, ev.refresh_points)
        for card in ev.draw:
            w.take(card)
        w.put(hand=ev.draw)
        state = settle(state, i, w)
        if all(s.mulliganed for s in state.sides):
            state = dataclasses.replace(state, phase=Phase.STAND, active=state.first, turn=1)
        return state

    @handles(NextPhase)
    def _phase(self, state: WsState, ev: NextPhase) -> WsState:
        running(state)
        if state.phase is Phase.PREPARATION or state.phase is None:
            fail("weiss.phase.draw_mulligan_first", no("Erst Ziehen und Mulligan.", "Draw and mulligan first.",
                                                       "vorbereitung"))
        at = TURN_PHASES.index(state.phase)
        expected = TURN_PHASES[(at + 1) % len(TURN_PHASES)]
        if ev.phase is not expected:
            refuse("weiss.phase.phase_follows_phase",
                   no(f"Nach Phase {state.phase.value} kommt Phase {expected.value}.",
                      f"Phase {expected.value} follows phase {state.phase.value}.", state.phase.value))
        if state.draw_due:
            refuse("weiss.phase.draw_first",
                   no(f"Zuerst {state.draw_due} Karte(n) ziehen.", f"Draw {state.draw_due} card(s) first.",
                      state.phase.value))
        if state.attack is not None:
            refuse("weiss.phase.current_attack_not_resolved",
                   no("Der laufende Angriff ist noch nicht abgewickelt.", "The current attack is not resolved yet.",
                      "6"))
        if state.phase is Phase.ATTACK:
            return self.after_attacks(dataclasses.replace(state, phase=Phase.END))
        if state.phase is Phase.END:
            for s in state.sides:
                if len(s.hand) > HAND_LIMIT:
                    refuse("weiss.phase.hand_over_limit",
                           no(f"{s.name} hat {len(s.hand)} Karten auf der Hand; höchstens {HAND_LIMIT}.",
                              f"{s.name} holds {len(s.hand)} cards; at most {HAND_LIMIT}.", "7"), item=s.name)
            return self._new_turn(state)
        state = dataclasses.replace(state, phase=ev.phase)
        if ev.phase is Phase.DRAW:
            state = dataclasses.replace(state, draw_due=RULES.turn.draw)
        return state

    def _new_turn(self, state: WsState) -> WsState:
        """The other player's stand phase: their characters stand (§ 1)."""
        nxt = 1 - state.active
        side = state.sides[nxt]
        stage = tuple(dataclasses.replace(s, mode=Mode.STAND) if s is not None else None for s in side.stage)
        turned = state.with_side(nxt, dataclasses.replace(side, stage=stage))
        sides = tuple(dataclasses.replace(s, encore=()) for s in turned)
        return dataclasses.replace(state, sides=sides, active=nxt, phase=Phase.STAND, turn=state.turn + 1,
                                   clocked=False, attacks=0, soul_bonus=())

    @handles(Clock)
    def _clock(self, state: WsState, ev: Clock) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.CLOCK)
        if state.clocked:
            refuse("weiss.clock.only_one_card",
                   no("Nur eine Karte pro Zug in den Clock.", "Only one card per turn to clock.", "3"))
        side = state.sides[i]
        hand = remove(side.hand, (ev.card,), where_de="der Hand", where_en="the hand", sections=("3",))
        side = dataclasses.replace(side, hand=hand, clock=(*side.clock, ev.card))
        state = dataclasses.replace(state, sides=state.with_side(i, side), clocked=True, draw_due=RULES.turn.clock_draw)
        return settle(state, i, walk(state, i, ()))

    @handles(LevelUp)
    def _level_up(self, state: WsState, ev: LevelUp) -> WsState:
        running(state, allow_level_up=True)
        i = state.index(ev.player)
        if state.level_up != i:
            refuse("weiss.level_up.not_cards_clock",
                   no(f"{ev.player} hat keine {LEVEL_UP_AT} Karten im Clock.",
                      f"{ev.player} does not have {LEVEL_UP_AT} cards in clock.", "3"))
        side = state.sides[i]
        seven, rest = side.clock[:LEVEL_UP_AT], side.clock[LEVEL_UP_AT:]
        others = remove(seven, (ev.card,), where_de=f"den {LEVEL_UP_AT} Clock-Karten",
                        where_en=f"the {LEVEL_UP_AT} clock cards", sections=("3",))
        side = dataclasses.replace(side, clock=rest, level=(*side.level, ev.card),
                                   waiting=add_sorted(side.waiting, others))
        state = dataclasses.replace(state, sides=state.with_side(i, side), level_up=None)
        if len(side.level) >= LOSING_LEVEL:
            return dataclasses.replace(state, winner=state.sides[1 - i].name)
        return settle(state, i, walk(state, i, ev.refresh_points))

    @handles(Play)
    def _play(self, state: WsState, ev: Play) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.MAIN)
        side = state.sides[i]
        spec = side.spec(ev.card)
        if spec.kind is Kind.CLIMAX:
            refuse("weiss.play.climaxes_played_climax",
                   no("Climax-Karten kommen in der Climaxphase ins Spiel.", "Climaxes are played in the climax phase.",
                      "5"))
        if (spec.kind is Kind.CHARACTER) != (ev.slot is not None):
            refuse("weiss.play.characters_need_place",
                   InvalidInput("Charaktere brauchen einen Platz, Events keinen.",
                                "Characters need a place, events none.", sections=("4",)))
        check_playable(state, side, spec)
        hand = remove(side.hand, (ev.card,), where_de="der Hand", where_en="the hand", sections=("4",))
        side = pay(dataclasses.replace(side, hand=hand), spec.cost)
        if ev.slot is None:
            side = dataclasses.replace(side, waiting=add_sorted(side.waiting, (ev.card,)))
        else:
            if ev.slot not in SLOTS:
                refuse("weiss.play.unknown_place",
                       InvalidInput(f"Unbekannter Platz {ev.slot!r}; Plätze: {', '.join(SLOTS)}.",
                                    f"Unknown place {ev.slot!r}; places: {', '.join(SLOTS)}."))
            old = side.on_stage(ev.slot)
            if old is not None:  # replaced characters go to the waiting room
                side = dataclasses.replace(side, waiting=add_sorted(side.waiting, (old.card,)))
            side = dataclasses.replace(side, stage=side.with_slot(ev.slot, OnStage(card=ev.card)))
        return dataclasses.replace(state, sides=state.with_side(i, side))

    @handles(MoveCharacter)
    def _move(self, state: WsState, ev: MoveCharacter) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.MAIN)
        side = state.sides[i]
        if ev.from_slot not in SLOTS or ev.to_slot not in SLOTS or ev.from_slot == ev.to_slot:
            refuse("weiss.move.unknown_place", InvalidInput(f"Plätze: {', '.join(SLOTS)}.", f"Places: {', '.join(SLOTS)}."))
        moving = side.on_stage(ev.from_slot)
        if moving is None:
            refuse("weiss.move.no_character",
                   no(f"Auf {slot_word(ev.from_slot)} steht kein Charakter.",
                      f"No character on {slot_word(ev.from_slot, 'en')}.", "4"))
        stage = side.with_slot(ev.from_slot, side.on_stage(ev.to_slot))
        stage = dataclasses.replace(side, stage=stage).with_slot(ev.to_slot, moving)
        return dataclasses.replace(state, sides=state.with_side(i, dataclasses.replace(side, stage=stage)))

    @handles(PlayClimax)
    def _climax(self, state: WsState, ev: PlayClimax) -> WsState:
        running(state)
        i = active_in(state, ev.player, Phase.CLIMAX)
        side = state.sides[i]
        spec = side.spec(ev.card)
        if spec.kind is not Kind.CLIMAX or side.climax is not None:
            refuse("weiss.climax.only_one_climax",
                   no("Nur eine Climax-Karte, in den leeren Climax-Bereich.",
                      "Only one climax, into the empty climax area.", "5"))
        check_playable(state, side, spec)
        check_words(ev.effect)
        hand = remove(side.hand, (ev.card,), where_de="der Hand", where_en="the hand", sections=("5",))
        side = pay(dataclasses.replace(side, hand=hand, climax=ev.card), spec.cost)
        return dataclasses.replace(state, sides=state.with_side(i, side))

    @handles(Discard)
    def _discard(self, state: WsState, ev: Discard) -> WsState:
        running(state)
        i = state.index(ev.player)
        side = state.sides[i]
        if state.phase is not Phase.END or len(side.hand) - len(ev.cards) != HAND_LIMIT:
            refuse("weiss.discard.discard_only_end",
                   no(f"Abwerfen nur in der Endphase, bis genau {HAND_LIMIT} Karten übrig sind.",
                      f"Discard only in the end phase, down to exactly {HAND_LIMIT} cards.", "7"))
        hand = remove(side.hand, ev.cards, where_de="der Hand", where_en="the hand", sections=("7",))
        side = dataclasses.replace(side, hand=hand, waiting=add_sorted(side.waiting, ev.cards))
        return dataclasses.replace(state, sides=state.with_side(i, side))
