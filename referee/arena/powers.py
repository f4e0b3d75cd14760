"""The eight creature powers (15.1–15.8) and the referees (10) of Titan – Die Arena.

A power may be used only right after its sponsor played a strength card of
that creature into the current column, and not while a spectator blocks it
(sections 9, 15); :class:`~referee.arena.state.Turn` ``.power`` says which.

>>> RULES.ranger_draw, RULES.titan_take, RULES.warlock_discard
(3, 3, 3)
"""

from __future__ import annotations

import dataclasses

from referee.arena.cards import HIDDEN, Card, CardKind, Where
from referee.arena.events import (
    ChiefReferee,
    CyclopsPower,
    DragonPower,
    HydraPower,
    RangerPower,
    Referee,
    TitanPower,
    TrollPower,
    UnicornPower,
    WarlockPower,
)
from referee.arena.record import How
from referee.arena.rules import RULES, creature_name
from referee.arena.state import ArenaState, Phase
from referee.arena.table import (
    add_hand,
    canonical,
    card_of,
    check_hand,
    check_unseen,
    normal_place,
    replace_top,
    rule,
    saw,
    set_column,
    visible_strength_at,
    with_seat,
)
from referee.core.engine import handles
from referee.core.errors import InvalidInput
from referee.core.field import Field
from referee.core.refusal import each, refuse


class PowerRules:
    """Handlers of the powers and referees, mixed into :class:`~referee.arena.engine.ArenaEngine`."""

    # -- shared guards ---------------------------------------------------------------

    def _need(self, state: ArenaState, phase: Phase, section: str) -> None:
        if state.phase is not phase:
            refuse("arena.powers.not_possible_now",
                   rule(f"Das geht jetzt nicht (Spielphase: {state.phase.word('de')}).",
                        f"Not possible now (phase: {state.phase.word('en')}).", section))

    def _active(self, state: ArenaState, player: str) -> str:
        self._need(state, Phase.PLAY, "6")
        name = state.seat(player).name
        if name != state.active_player:
            refuse("arena.powers.not_your_turn",
                   rule(f"{state.active_player} ist am Zug, nicht {name}.",
                        f"It is {state.active_player}'s turn, not {name}'s.", "5", "6"))
        return name

    def _reveal_bet(self, state: ArenaState, player: str, card: Card) -> ArenaState:
        bets = tuple(dataclasses.replace(b, creature=card.creature, revealed=True, card=card)
                     if b.player == player and b.secret else b for b in state.bets)
        return dataclasses.replace(state, bets=bets)

    def _power(self, state: ArenaState, player: str, creature: str) -> str:
        name = self._active(state, player)
        if state.turn.power != creature:
            refuse("arena.powers.power_not_available",
                   rule(f"Die Fähigkeit von {creature} ist jetzt nicht verfügbar: nur ihr Sponsor, direkt "
                        "nachdem er eine Stärkekarte von ihr gespielt hat, und nicht bei einem Zuschauer.",
                        f"The power of {creature} is not available now: only its sponsor, right after "
                        "playing a strength card of it, and not with a spectator.",
                        "15", "9", RULES.power_section(creature)))
        return name

    def _used(self, state: ArenaState, creature: str, *, extra_play: bool = False,
              discarded: int = 0) -> ArenaState:
        t = state.turn
        turn = dataclasses.replace(t, power="", powers_used=(*t.powers_used, creature),
                                   extra_play=t.extra_play or extra_play,
                                   discarded=t.discarded + discarded)
        return dataclasses.replace(state, turn=turn)

    def _other(self, state: ArenaState, player: str, target: str, section: str) -> str:
        name = state.seat(target).name
        if name == player:
            refuse("arena.powers.power_targets_another",
                   rule("Die Fähigkeit trifft einen anderen Spieler.", "The power targets another player.",
                        section))
        return name

    # -- 15.1 – 15.8 ---------------------------------------------------------------------

    @handles(CyclopsPower)
    def _cyclops(self, state: ArenaState, ev: CyclopsPower) -> ArenaState:
        name = self._power(state, ev.player, "Zyklop")
        target = state.seat(self._other(state, name, ev.target, "15.1"))
        half = (target.usable + 1) // 2  # rounded up
        state = with_seat(state, dataclasses.replace(target, aside=target.aside + half))
        return self._used(state, "Zyklop")

    @handles(DragonPower)
    def _dragon(self, state: ArenaState, ev: DragonPower) -> ArenaState:
        self._power(state, ev.player, "Drache")
        creature = creature_name(ev.creature)
        if creature == "Drache" or not state.row(creature).alive or not state.column(creature):
            refuse("arena.powers.dragon_discards_top",
                   rule("Der Drache wirft die oberste Karte einer anderen lebenden Kreatur der laufenden "
                        "Spalte ab.", "The dragon discards the top card of another living creature in the "
                        "current column.", "15.2"))
        stack = state.column(creature)
        state = dataclasses.replace(state, discard=(*state.discard, stack[-1]))
        return self._used(set_column(state, creature, state.round, stack[:-1]), "Drache")

    @handles(HydraPower)
    def _hydra(self, state: ArenaState, ev: HydraPower) -> ArenaState:
        self._power(state, ev.player, "Hydra")
        if state.turn.played != 1:
            refuse("arena.powers.hydra_card_must_turn",
                   rule("Die Hydra-Karte muss die erste Karte des Zuges sein.",
                        "The Hydra card must be the turn's first card.", "15.3"))
        return self._used(state, "Hydra", extra_play=True)

    @handles(RangerPower)
    def _ranger(self, state: ArenaState, ev: RangerPower) -> ArenaState:
        name = self._power(state, ev.player, "Ranger")
        n = min(RULES.ranger_draw, state.draw_pile)  # no effect when the pile is empty
        state = dataclasses.replace(add_hand(state, name, n), draw_pile=state.draw_pile - n)
        return self._used(state, "Ranger")

    @handles(TitanPower)
    def _titan(self, state: ArenaState, ev: TitanPower) -> ArenaState:
        name = self._power(state, ev.player, "Titan")
        target = self._other(state, name, ev.target, "15.5")
        if state.seat(target).usable < RULES.titan_keep:
            refuse("arena.powers.no_hand_card",
                   rule(f"{target} hat keine Handkarte, die genommen werden kann.",
                        f"{target} has no hand card that could be taken.", "15.5", "15.1"))
        state = add_hand(add_hand(state, target, -RULES.titan_keep), name, RULES.titan_keep)
        return self._used(state, "Titan")

    @handles(TrollPower)
    def _troll(self, state: ArenaState, ev: TrollPower) -> ArenaState:
        name = self._power(state, ev.player, "Troll")
        place = normal_place(state, ev.source)
        if place.where is Where.COLUMN and (place.creature != "Troll" or place.round >= state.round):
            refuse("arena.powers.troll_takes_troll",
                   rule("Der Troll nimmt Trollkarten nur aus früheren Spalten, nicht aus der laufenden.",
                        "The troll takes troll cards only from earlier columns, not the current one.", "15.6"))
        card = visible_strength_at(state, place, "15.6")
        if card.creature != "Troll":
            refuse("arena.powers.not_troll_card", rule(f"{card} ist keine Trollkarte.", f"{card} is not a troll card.", "15.6"))
        return self._used(add_hand(replace_top(state, place, None), name, 1), "Troll")

    @handles(UnicornPower)
    def _unicorn(self, state: ArenaState, ev: UnicornPower) -> ArenaState:
        self._power(state, ev.player, "Einhorn")
        a, b = normal_place(state, ev.first), normal_place(state, ev.second)
        if a == b or (a.where is b.where is Where.COLUMN and a.round == b.round):
            refuse("arena.powers.two_cards_must_lie",
                   rule("Getauscht werden Karten zweier verschiedener Spalten.",
                        "The two cards must lie in two different columns.", "15.7"))
        ca, cb = visible_strength_at(state, a, "15.7"), visible_strength_at(state, b, "15.7")
        if ca.creature != cb.creature:
            refuse("arena.powers.both_cards_must_belong",
                   rule("Beide Karten müssen zu derselben Kreatur gehören.",
                        "Both cards must belong to the same creature.", "15.7"))
        for place, card in ((a, cb), (b, ca)):
            if place.where is Where.COLUMN and place.creature != card.creature:
                refuse("arena.powers.strength_card_lies_only_own_creature",
                       rule("Eine Stärkekarte liegt nur in der Reihe ihrer Kreatur.",
                            "A strength card lies only in its own creature's row.", "15.7", "4"), item=card)
        return self._used(replace_top(replace_top(state, a, cb), b, ca), "Einhorn")

    @handles(WarlockPower)
    def _warlock(self, state: ArenaState, ev: WarlockPower) -> ArenaState:
        name = self._power(state, ev.player, "Warlock")
        t = state.turn
        if not 1 <= ev.count <= RULES.warlock_discard - t.discarded:
            refuse("arena.powers.warlock_discards_cards",
                   rule(f"Mit dem Warlock 1 bis {RULES.warlock_discard - t.discarded} Karten abwerfen.",
                        f"The warlock discards 1 to {RULES.warlock_discard - t.discarded} cards.", "15.8", "11"))
        if ev.top is None:
            raise InvalidInput("Die oberste abgeworfene Karte wird gezeigt: bitte angeben.",
                               "The top discarded card is shown: please enter it.", sections=("15.8",))
        top = canonical(ev.top)
        if top.kind is CardKind.HIDDEN:
            refuse("arena.powers.top_card_face",
                   InvalidInput("Die oberste Karte ist offen.", "The top card is face up.", sections=("15.8",)))
        check_unseen(state, top)
        check_hand(state.seat(name), ev.count, "15.8")
        pile = (*state.discard, *([HIDDEN] * (ev.count - 1)), top)
        state = saw(dataclasses.replace(add_hand(state, name, -ev.count), discard=pile), How.DISCARDED, name, top)
        return self._used(state, "Warlock", discarded=ev.count)

    # -- referees (10) ---------------------------------------------------------------------

    def _referee_step(self, state: ArenaState, player: str) -> str:
        name = self._active(state, player)
        if state.turn.card_step_done:
            refuse("arena.powers.referee_replaces_turn",
                   rule("Ein Schiedsrichter ersetzt die Karte des Zuges.", "A referee replaces the turn's card.",
                        "10", "6"))
        if state.bid_due >= 0 and name == state.start_player:
            refuse("arena.powers.start_player_must_first_play",
                   rule("Der Startspieler muss zuerst eine Karte der gebotenen Stärke spielen.",
                        "The start player must first play a card of the bid strength.", "5"))
        check_hand(state.seat(name), 1, "10")
        return name

    @handles(Referee)
    def _referee(self, state: ArenaState, ev: Referee) -> ArenaState:
        self._referee_step(state, ev.player)
        if state.turn.bet_done:
            refuse("arena.powers.normal_referee_turn",
                   rule("Der normale Schiedsrichter ist die einzige Handlung des Zuges (keine Wette davor).",
                        "The normal referee is the turn's only action (no bet before it).", "10"))
        referee = Card(kind=CardKind.REFEREE)
        check_unseen(state, referee)
        place = normal_place(state, ev.take)
        visible_strength_at(state, place, "10")
        state = replace_top(state, place, None)
        state = dataclasses.replace(state, discard=(*state.discard, referee), passes=0)
        return dataclasses.replace(state, turn=dataclasses.replace(state.turn, referee=True, power=""))

    @handles(ChiefReferee)
    def _chief(self, state: ArenaState, ev: ChiefReferee) -> ArenaState:
        name = self._referee_step(state, ev.player)
        check_unseen(state, Card(kind=CardKind.CHIEF))
        creature = creature_name(ev.creature)
        named = {state.seat(r.player).name for r in ev.reveals}
        if len(named) != len(ev.reveals):
            refuse("arena.powers.player_named_twice",
                   InvalidInput("Ein Spieler ist doppelt genannt.", "A player is named twice.", sections=("10",)))
        for b in state.bets:
            if b.secret and not b.revealed and b.creature == creature and b.player not in named:
                refuse("arena.powers.secret_bet_must_revealed",
                       rule(f"Die geheime Wette von {b.player} auf {creature} muss aufgedeckt werden.",
                            f"{b.player}'s secret bet on {creature} must be revealed.", "10"), item=b.player)
        for r in sorted(ev.reveals, key=lambda r: state.seat_index(r.player)):  # in seat order
            who = state.seat(r.player).name
            bet = state.secret_bet(who)
            if bet is None or bet.revealed or (bet.creature and bet.creature != creature):
                refuse("arena.powers.no_face_down",
                       rule(f"{who} hat keine verdeckte geheime Wette auf {creature}.",
                            f"{who} has no face-down secret bet on {creature}.", "10", "7"), item=who)
            card = card_of(creature, r.value)
            with each(who):
                check_unseen(state, card)
            state = saw(self._reveal_bet(state, who, card), How.REVEALED, who, card)
        state = add_hand(state, name, -1)
        state = dataclasses.replace(state, chief_on_table=state.chief_on_table + 1, passes=0)
        return dataclasses.replace(state, turn=dataclasses.replace(state.turn, chief=True, power=""))

#: when no creature's power may be used: only the sponsor, after a strength card, no spectator (the power dialog's note)
NO_POWER_NOW = Field("Gerade ist keine Fähigkeit nutzbar: nur der Sponsor direkt nach einer Stärkekarte seiner "
                     "Kreatur, ohne Zuschauer",
                     "No power can be used now: only the sponsor right after a strength card of his creature, "
                     "without a spectator", ("15", "9"))
