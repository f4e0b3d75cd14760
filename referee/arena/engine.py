"""The referee of Titan – Die Arena: setup, start bid, turns, bets, cards, rounds (sections 3–14).

The powers and the referees are handled in :mod:`referee.arena.powers`.

>>> from referee.arena.events import ArenaSetup, Bid, BiddingClosed
>>> e = ArenaEngine()
>>> s = e.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed()])
>>> s.active_player, s.bid_due, s.draw_pile
('A', 8, 86)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from referee.arena.cards import Card, CardKind
from referee.arena.events import (
    ArenaSetup,
    Bid,
    BiddingClosed,
    Discard,
    EndTurn,
    OpenBet,
    Overbid,
    Pass,
    Play,
    RevealSecret,
    SecretBet,
    Stalemate,
)
from referee.arena.hands import with_known
from referee.arena.interpretations import INTERPRETATIONS
from referee.arena.powers import PowerRules
from referee.arena.readings import BidSpectator, RefereeTurn, StalemateColumn
from referee.arena.record import How, RoundEnd
from referee.arena.rules import CREATURES, RULES, creature_name
from referee.arena.state import ArenaState, Bet, Phase, Row, Seat, Turn
from referee.arena.table import (
    add_hand,
    canonical,
    card_of,
    check_hand,
    check_unseen,
    check_value,
    rule,
    saw,
    set_column,
    with_seat,
)
from referee.core.engine import Engine, handles
from referee.core.errors import InvalidInput, UnknownName
from referee.core.events import Event
from referee.core.field import Field
from referee.core.interpretation import validate_settings
from referee.core.option import Option
from referee.core.refusal import each, refuse


class ArenaEngine(PowerRules, Engine[ArenaState]):
    game = "arena"

    def initial_state(self) -> ArenaState:
        return ArenaState()

    def apply(self, state: ArenaState, ev: Event) -> ArenaState:
        """As :meth:`Engine.apply`; the hand cards the table knows by name follow (:mod:`referee.arena.hands`)."""
        return with_known(state, super().apply(state, ev), ev)

    def candidates(self, state: ArenaState) -> Iterable[Option]:
        """Bids, bets, cards, referees, powers, end of turn (see :mod:`referee.arena.options`)."""
        from referee.arena.options import candidates

        return candidates(self, state)

    def started(self, state: ArenaState) -> bool:
        return state.phase is not Phase.SETUP

    def finished(self, state: ArenaState) -> bool:
        """Over once every secret bet is turned up after round 5 (section 12)."""
        return state.phase is Phase.OVER

    def holdings(self, state: ArenaState) -> object:
        """What no stored entry may make or lose: the cards of the deck (2)."""
        return state.pool_total()

    # -- setup and start bid (3, 5) ---------------------------------------------------

    @handles(ArenaSetup)
    def _setup(self, state: ArenaState, ev: ArenaSetup) -> ArenaState:
        if state.phase is not Phase.SETUP:
            refuse("arena.setup.game_already_set_up",
                   rule("Das Spiel ist bereits aufgebaut.", "The game is already set up.", "3"))
        names = [p.strip() for p in ev.players]
        if not RULES.min_players <= len(names) <= RULES.max_players:
            refuse("arena.setup.player_count",
                   rule(f"2 bis 5 Spieler, nicht {len(names)}.", f"2 to 5 players, not {len(names)}.", "1"))
        if any(not n for n in names) or len({n.lower() for n in names}) != len(names):
            refuse("arena.setup.player_names_must_distinct",
                   InvalidInput("Spielernamen müssen verschieden und nicht leer sein.",
                                "Player names must be distinct and not empty.", sections=("3",)))
        settings = dict(ev.settings)
        validate_settings(INTERPRETATIONS, settings)
        state = dataclasses.replace(state, settings=tuple(sorted(settings.items())))
        colours = chip_colours(ev.colours, len(names))
        seats = tuple(Seat(name=n, hand=RULES.hand_size, colour=c) for n, c in zip(names, colours, strict=True))
        return dataclasses.replace(
            state, seats=seats, phase=Phase.BIDDING, rows=tuple(Row(creature=c) for c in CREATURES),
            draw_pile=state.deck_size() - RULES.hand_size * len(names))

    @handles(Bid)
    def _bid(self, state: ArenaState, ev: Bid) -> ArenaState:
        self._need(state, Phase.BIDDING, "5")
        name = state.seat(ev.player).name
        check_value(ev.value, "5")
        previous = [v for p, v in state.bids if p == name]
        if previous and ev.value <= max(previous):
            refuse("arena.bid.already_bid_bids",
                   rule(f"{name} hatte schon {max(previous)} geboten; Gebote dürfen nur steigen.",
                        f"{name} already bid {max(previous)}; bids may only rise.", "5"))
        return dataclasses.replace(state, bids=(*state.bids, (name, ev.value)))

    @handles(BiddingClosed)
    def _close(self, state: ArenaState, ev: BiddingClosed) -> ArenaState:
        self._need(state, Phase.BIDDING, "5")
        if not state.bids:
            refuse("arena.close.nobody_bid_yet", rule("Es wurde noch nicht geboten.", "Nobody has bid yet.", "5"))
        best = max(v for _, v in state.bids)
        winner = next(p for p, v in state.bids if v == best)  # the first to name the top bid
        i = state.seat_index(winner)
        return dataclasses.replace(state, phase=Phase.PLAY, active=i, round_starter=i, start_player=winner,
                                   bid_due=best, bids=(), turn=Turn(), passes=0)

    @handles(Overbid)
    def _overbid(self, state: ArenaState, ev: Overbid) -> ArenaState:
        self._need(state, Phase.PLAY, "5")
        name = state.seat(ev.player).name
        if state.bid_due < 0 or name != state.start_player or state.turn.played:
            refuse("arena.overbid.only_start_player",
                   rule("Nur der Startspieler vor seiner ersten Karte kann ein zu hohes Gebot melden.",
                        "Only the start player before his first card can declare an over-bid.", "5"))
        seat = state.seat(name)
        state = with_seat(state, dataclasses.replace(seat, limit=min(seat.limit, RULES.penalty_hand_size)))
        return dataclasses.replace(state, bid_due=-1)

    # -- bets (7) ---------------------------------------------------------------------

    def _bet_step(self, state: ArenaState, player: str) -> str:
        name = self._active(state, player)
        if state.turn.bet_done or state.turn.played or state.turn.card_step_done:
            refuse("arena.bet_step.betting_or_revealing",
                   rule("Wetten und Aufdecken nur einmal zu Beginn des Zuges, vor jeder Karte.",
                        "Betting or revealing only once at the start of the turn, before any card.", "6", "7"))
        return name

    def _chip(self, state: ArenaState, name: str) -> None:
        if state.chips_left(name) <= 0:
            refuse("arena.chip.placed_all_chips",
                   rule(f"{name} hat alle {RULES.chips} Wettchips gesetzt.",
                        f"{name} has placed all {RULES.chips} chips.", "7"))

    @handles(OpenBet)
    def _open_bet(self, state: ArenaState, ev: OpenBet) -> ArenaState:
        name = self._bet_step(state, ev.player)
        creature = creature_name(ev.creature)
        if state.round > RULES.last_bet_round:
            refuse("arena.open_bet.no_bets_fifth",
                   rule("In der fünften Runde gibt es keine Wetten mehr.", "No bets in the fifth round.", "7"))
        if not state.row(creature).alive:
            refuse("arena.open_bet.creature_dead", rule(f"{creature} ist tot.", f"{creature} is dead.", "7", "8"))
        if state.open_bet_on(creature, state.round) is not None:
            refuse("arena.open_bet.already_open_bet",
                   rule(f"Auf {creature} wurde in dieser Runde schon offen gewettet.",
                        f"{creature} already has an open bet this round.", "7"))
        self._chip(state, name)
        bet = Bet(player=name, creature=creature, round=state.round)
        return dataclasses.replace(state, bets=(*state.bets, bet),
                                   turn=dataclasses.replace(state.turn, bet_done=True))

    @handles(SecretBet)
    def _secret_bet(self, state: ArenaState, ev: SecretBet) -> ArenaState:
        name = self._bet_step(state, ev.player)
        if state.round != 1 or state.dead():
            refuse("arena.secret_bet.secret_bets_only_round",
                   rule("Geheime Wetten nur in der ersten Runde, solange keine Kreatur gestorben ist.",
                        "Secret bets only in round 1, while no creature has died.", "7"))
        if state.secret_bet(name) is not None:
            refuse("arena.secret_bet.already_secret_bet",
                   rule(f"{name} hat schon eine geheime Wette.", f"{name} already has a secret bet.", "7"))
        if state.bid_due >= 0 and name == state.start_player:
            refuse("arena.secret_bet.start_player_must_first_play",
                   rule("Der Startspieler muss zuerst eine Karte der gebotenen Stärke spielen.",
                        "The start player must first play a card of the bid strength.", "5"))
        self._chip(state, name)
        check_hand(state.seat(name), 1, "7")
        creature = creature_name(ev.creature) if ev.creature else ""
        state = add_hand(state, name, -1)
        bet = Bet(player=name, creature=creature, round=0)
        return dataclasses.replace(state, bets=(*state.bets, bet), passes=0,
                                   turn=dataclasses.replace(state.turn, bet_done=True, secret=True))

    @handles(RevealSecret)
    def _reveal(self, state: ArenaState, ev: RevealSecret) -> ArenaState:
        final = state.phase is Phase.REVEAL
        name = state.seat(ev.player).name if final else self._bet_step(state, ev.player)
        bet = state.secret_bet(name)
        if bet is None or bet.revealed:
            raise rule(f"{name} hat keine verdeckte geheime Wette.", f"{name} has no face-down secret bet.", "7")
        card = card_of(ev.creature, ev.value)
        if bet.creature and bet.creature != card.creature:
            refuse("arena.reveal.secret_bet_elsewhere",
                   rule(f"Die geheime Wette von {name} wurde auf {bet.creature} eingetragen.",
                        f"{name}'s secret bet was entered on {bet.creature}.", "7"))
        check_unseen(state, card)
        state = saw(self._reveal_bet(state, name, card), How.REVEALED, name, card)
        if not state.row(card.creature).alive:  # a bet on the dead is removed with its card (8, 15)
            bets = tuple(dataclasses.replace(b, card_gone=True) if b.player == name and b.secret else b
                         for b in state.bets)
            state = dataclasses.replace(state, bets=bets, discard=(*state.discard, card))
        if state.phase is Phase.REVEAL:
            if all(b.revealed for b in state.bets if b.secret):
                state = dataclasses.replace(state, phase=Phase.OVER)
            return state
        return dataclasses.replace(state, turn=dataclasses.replace(state.turn, bet_done=True))

    # -- the card (6, 8, 9) ---------------------------------------------------------

    @handles(Play)
    def _play(self, state: ArenaState, ev: Play) -> ArenaState:
        name = self._active(state, ev.player)
        t = state.turn
        if t.passed or t.secret or t.referee or t.chief:
            refuse("arena.play.no_further_card",
                   rule("In diesem Zug darf keine Karte mehr gespielt werden.",
                        "No further card may be played in this turn.", "6", "7", "10"))
        if t.played >= (RULES.hydra_cards if t.extra_play else RULES.cards_per_turn):
            refuse("arena.play.one_card_per_turn",
                   rule("Nur eine Karte pro Zug (eine zweite nur mit der Fähigkeit der Hydra).",
                        "One card per turn (a second only with the Hydra's power).", "6", "15.3"))
        creature = creature_name(ev.creature)
        if not state.row(creature).alive:
            refuse("arena.play.dead_cards_only_discarded",
                   rule(f"{creature} ist tot; ihre Karten können nur abgeworfen werden.",
                        f"{creature} is dead; its cards can only be discarded.", "8", "11"))
        card = canonical(Card(kind=CardKind.SPECTATOR, value=ev.value, name=ev.name) if ev.spectator
                         else Card(creature=creature, value=ev.value))
        check_unseen(state, card)
        check_hand(state.seat(name), 1)
        if state.bid_due >= 0 and name == state.start_player and t.played == 0:
            spectator_ok = state.reading(BidSpectator) is BidSpectator.YES
            if ev.value != state.bid_due or (ev.spectator and not spectator_ok):
                refuse("arena.play.bid_must_play",
                       rule(f"{name} hat {state.bid_due} geboten und muss eine Karte dieser Stärke spielen "
                            f"(sonst 'arena.overbid' eintragen: Handlimit {RULES.penalty_hand_size}).",
                            f"{name} bid {state.bid_due} and must play a card of that strength "
                            f"(otherwise enter 'arena.overbid': hand limit {RULES.penalty_hand_size}).", "5"))
        stack = state.column(creature)
        covered = t.covered + ((creature,) if stack and stack[-1].kind is CardKind.SPECTATOR else ())
        power = ""
        if (not ev.spectator and state.sponsor(creature) == name
                and creature not in covered and creature not in t.powers_used):
            power = creature
        state = set_column(add_hand(state, name, -1), creature, state.round, (*stack, card))
        state = saw(state, How.PLAYED, name, card)
        return dataclasses.replace(
            state, bid_due=-1 if name == state.start_player else state.bid_due, passes=0,
            turn=dataclasses.replace(t, played=t.played + 1, power=power, covered=covered))

    @handles(Pass)
    def _pass(self, state: ArenaState, ev: Pass) -> ArenaState:
        name = self._active(state, ev.player)
        if state.turn.card_step_done:
            refuse("arena.pass.passing_only_replaces",
                   rule("Passen geht nur statt der Karte dieses Zuges.",
                        "Passing only replaces this turn's card.", "6"))
        if state.bid_due >= 0 and name == state.start_player:
            refuse("arena.pass.start_player_must_play",
                   rule("Der Startspieler muss seine gebotene Karte spielen oder das Überbieten melden.",
                        "The start player must play his bid card or declare the over-bid.", "5"))
        seat = state.seat(name)
        hand = self._dead_cards(state, ev.hand, "5")
        if len(hand) != seat.usable:
            refuse("arena.pass.passing_player_shows",
                   rule(f"Wer passt, zeigt alle {seat.usable} spielbaren Handkarten, nicht {len(hand)}.",
                        f"A passing player shows all {seat.usable} usable hand cards, not {len(hand)}.", "5", "6"))
        state = saw(state, How.SHOWN, name, *hand)
        return dataclasses.replace(state, passes=state.passes + 1,
                                   turn=dataclasses.replace(state.turn, passed=True, power=""))

    def _dead_cards(self, state: ArenaState, cards: tuple[Card, ...], section: str) -> list[Card]:
        out = [canonical(c) for c in cards]
        for c in out:
            if c.kind is not CardKind.STRENGTH or state.row(c.creature).alive:
                refuse("arena.dead_cards.playable_not_card",
                       rule(f"{c} ist spielbar (keine Karte einer toten Kreatur).",
                            f"{c} is playable (not a card of a dead creature).", section, "11"), item=c)
            with each(c):
                check_unseen(state, c)
        if len(set(out)) != len(out):
            refuse("arena.dead_cards.card_named_twice",
                   InvalidInput("Eine Karte ist doppelt genannt.", "A card is named twice.", sections=("4",)))
        return out

    # -- discard, draw, end of turn and round (8, 11, 12) -----------------------------------

    @handles(Discard)
    def _discard(self, state: ArenaState, ev: Discard) -> ArenaState:
        name = self._active(state, ev.player)
        t = state.turn
        if not t.card_step_done or t.secret or t.referee:
            refuse("arena.discard.discarding_follows_turn",
                   rule("Abwerfen kommt nach der Karte des Zuges (nicht nach geheimer Wette oder Schiedsrichter).",
                        "Discarding follows the turn's card (not after a secret bet or a referee).", "6", "7", "10"))
        cards = self._dead_cards(state, ev.cards, "11")
        if not cards:
            refuse("arena.discard.no_card_named", InvalidInput("Keine Karte genannt.", "No card named.", sections=("11",)))
        if t.discarded + len(cards) > RULES.max_discard:
            refuse("arena.discard.most_discards_per_turn",
                   rule(f"Höchstens {RULES.max_discard} Karten pro Zug abwerfen (schon {t.discarded}).",
                        f"At most {RULES.max_discard} discards per turn (already {t.discarded}).", "11", "15.8"))
        check_hand(state.seat(name), len(cards), "11")
        state = saw(add_hand(state, name, -len(cards)), How.DISCARDED, name, *cards)
        return dataclasses.replace(state, discard=(*state.discard, *cards),
                                   turn=dataclasses.replace(t, discarded=t.discarded + len(cards), power=""))

    @handles(EndTurn)
    def _end_turn(self, state: ArenaState, ev: EndTurn) -> ArenaState:
        name = self._active(state, ev.player)
        if not state.turn.card_step_done:
            refuse("arena.end_turn.before_end_turn",
                   rule("Vor dem Zugende muss eine Karte gespielt, gewettet, ein Schiedsrichter gespielt "
                        "oder gepasst werden.",
                        "Before the end of the turn a card, secret bet, referee or pass is needed.", "6"))
        seat = state.seat(name)
        seat = dataclasses.replace(seat, aside=0, last_turn=state.turn_no + 1)  # 15.1: cards come back
        draw = refill(state, seat)
        seat = dataclasses.replace(seat, hand=seat.hand + draw)
        state = dataclasses.replace(with_seat(state, seat), draw_pile=state.draw_pile - draw,
                                    turn_no=state.turn_no + 1)
        nxt = (state.active + 1) % len(state.seats)
        victim = dying(state)
        if victim is None:
            return dataclasses.replace(state, active=nxt, turn=Turn())
        state = self._kill(state, victim)
        if state.round > RULES.rounds:
            hidden = any(b.secret and not b.revealed for b in state.bets)
            return dataclasses.replace(state, phase=Phase.REVEAL if hidden else Phase.OVER, turn=Turn())
        return dataclasses.replace(state, active=nxt, round_starter=nxt, turn=Turn())

    def _kill(self, state: ArenaState, creature: str) -> ArenaState:
        """The weakest creature dies with its visible bets; its row goes to the discard pile (8).
        The round's column is kept as it lay (:class:`~referee.arena.record.RoundEnd`)."""
        end = RoundEnd(round=state.round, died=creature,
                       stacks=tuple((c, state.column(c)) for c in state.alive()))
        state = dataclasses.replace(state, ends=(*state.ends, end))
        row = state.row(creature)
        pile = list(state.discard)
        bets = []
        for b in state.bets:
            if b.creature == creature and b.secret and b.revealed and not b.card_gone:
                pile.append(b.card)
                b = dataclasses.replace(b, card_gone=True)
            bets.append(b)
        for stack in row.columns:
            pile.extend(stack)
        dead = dataclasses.replace(row, alive=False, died_in=state.round, columns=Row(creature).columns)
        rows = tuple(dead if r.creature == creature else r for r in state.rows)
        return dataclasses.replace(state, rows=rows, bets=tuple(bets), discard=tuple(pile),
                                   round=state.round + 1)

    @handles(Stalemate)
    def _stalemate(self, state: ArenaState, ev: Stalemate) -> ArenaState:
        self._need(state, Phase.PLAY, "14")
        if state.turn != Turn():
            refuse("arena.stalemate.stalemate_declared_start",
                   rule("Ein Patt wird zu Beginn eines Zuges erklärt.", "A stalemate is declared at the start "
                        "of a turn.", "14"))
        if ev.voluntary and state.active != state.round_starter:
            refuse("arena.stalemate.voluntarily_only_start",
                   rule("Freiwillig nur zu Beginn des Zuges dessen, der die Runde begonnen hat "
                        f"({state.seats[state.round_starter].name}).",
                        "Voluntarily only at the start of the turn of the player who began the round "
                        f"({state.seats[state.round_starter].name}).", "14"))
        if not ev.voluntary and state.passes < len(state.seats):
            refuse("arena.stalemate.without_agreement_only_when_nobody",
                   rule("Ein Patt ohne Einigung erst, wenn reihum niemand mehr spielen konnte.",
                        "Without agreement only when nobody in turn could play.", "14"))
        col = 1 if state.reading(StalemateColumn) is StalemateColumn.FIRST else state.round
        pile = state.draw_pile
        for creature in state.alive():
            cards = state.column(creature, col)
            pile += len(cards)
            state = saw(set_column(state, creature, col, ()), How.RETURNED, "", *cards)
        seats = []
        for s in state.seats:
            got = min(RULES.stalemate_draw, pile)
            pile -= got
            seats.append(dataclasses.replace(s, hand=s.hand + got))
        return dataclasses.replace(state, seats=tuple(seats), draw_pile=pile, phase=Phase.BIDDING,
                                   stalemates=state.stalemates + 1, passes=0, bid_due=-1)


def chip_colours(chosen: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The chip colours of the set-up, one per player and all different, as the data names them (2, 3);
    none at all in a game stored before colours were kept.

    >>> chip_colours(("rot", "Blau"), 2), chip_colours((), 2)
    (('Rot', 'Blau'), ('', ''))
    """
    if not chosen:
        return ("",) * players
    if len(chosen) != players:
        refuse("arena.chip_colours.every_player_chooses",
               InvalidInput(f"Jeder Spieler wählt eine Chipfarbe: {players} Farben, nicht {len(chosen)}.",
                            f"Every player chooses a chip colour: {players} colours, not {len(chosen)}.",
                            sections=RULES.chip_sections))
    by_key = {c.lower(): c for c in RULES.chip_colours}
    out = []
    for typed in (*chosen, *("",) * players)[:players]:
        if typed.strip().lower() not in by_key:
            offered = ", ".join(RULES.chip_colours)
            refuse("arena.chip_colours.unknown_chip_colour",
                   UnknownName(f"Unbekannte Chipfarbe {typed.strip()!r}; zur Wahl: {offered}.",
                               f"Unknown chip colour {typed.strip()!r}; to choose from: {offered}.",
                               name=typed, sections=RULES.chip_sections), item=typed)
        out.append(by_key.get(typed.strip().lower(), typed.strip()))
    if len(set(out)) != len(out):
        refuse("arena.chip_colours.two_players_cannot_same_chip",
               rule("Zwei Spieler können nicht dieselbe Chipfarbe haben (je fünf Chips einer Farbe).",
                    "Two players cannot have the same chip colour (five chips of each colour).", "2", "3"))
    return tuple(out)


def refill(state: ArenaState, seat: Seat) -> int:
    """Cards drawn at the end of a turn (section 11; one at most after a stalemate, 14)."""
    if state.turn.referee and state.reading(RefereeTurn) is RefereeTurn.NO_DRAW:
        return 0
    need = max(0, seat.limit - seat.hand)
    if state.stalemates:
        need = min(need, RULES.stalemate_draw)
    return min(need, state.draw_pile)


def dying(state: ArenaState) -> str | None:
    """The creature that dies now: every living one has a card and one alone is weakest (8)."""
    if state.phase is not Phase.PLAY or state.round > RULES.rounds:
        return None
    values = {}
    for creature in state.alive():
        value = state.strength(creature)
        if value is None:
            return None
        values[creature] = value
    low = min(values.values())
    weakest = [c for c, v in values.items() if v == low]
    return weakest[0] if len(weakest) == 1 else None

#: the bidding and the hand limit (the section the app shows)
BID_SECTION = "5"
#: the battle columns at the end of each round, the round ended by a death (a sheet's table)
BATTLE_COLUMNS = Field("Kampfspalten am Ende jeder Runde (unten zuerst, zuletzt die Stärke)",
                       "Battle columns at the end of each round (bottom first, the last is the strength)", ("8",))
