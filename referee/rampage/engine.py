"""The referee of Castle Rampage: setup, turns, reinforcing, effects and attacks.

>>> from referee.rampage.events import RampageSetup, Draw
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton")])
>>> [(x.hand, x.gate, x.castle) for x in s.sides], s.draw_pile
([(3, 4, 4), (2, 4, 4)], 97)
"""

from __future__ import annotations

from collections.abc import Iterable

from referee.core.engine import Engine, handles
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.events import Event
from referee.core.frozen import replace
from referee.core.interpretation import validate_settings
from referee.core.option import Option
from referee.core.refusal import refuse
from referee.rampage import memory
from referee.rampage.attack import Defense
from referee.rampage.battle import check_end, settle
from referee.rampage.discards import normalize, with_discards
from referee.rampage.events import (
    Attack,
    CardValue,
    Draw,
    EndTurn,
    Plant,
    PlayCard,
    RampageSetup,
    Reinforce,
    Stack,
    Topple,
)
from referee.rampage.hands import check_priest_every_unit, with_hands
from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.piles import check_counts
from referee.rampage.readings import Cook, Diplomat, ToppleEffect
from referee.rampage.rules import CATALOG, RULES, CardInfo, card, fold, text_value
from referee.rampage.state import Phase, RampageState, Seen, Side
from referee.rampage.strength import check_strength

#: cards that never attack (their own events, or bonuses and permanents)
_NO_ATTACK = {"dragon", "earthquake", "spy", "saboteur", "last_stand", "supply", "diplomat", "tunneler",
              "ogre", "bomber", "turncoat", "squire", "counsellor", "builder"}


def _rule(de: str, en: str, *sections: str) -> RuleViolation:
    return RuleViolation(de, en, sections=sections)


def _count(n: int, what: str) -> None:
    if n < 0:
        refuse("rampage.count.negative",
               InvalidInput(f"{what} ist nicht negativ.", f"{what} is not negative.", sections=("spielablauf",)), item=what)


def _off_pile(state: RampageState, n: int) -> tuple[dict[str, int], int]:
    """The piles' fields after ``n`` cards are taken off the draw pile (an empty pile is replaced by the shuffled
    discard pile, "spielablauf"), and how many cards there were."""
    pile, discard, reshuffles = state.draw_pile, state.discard, state.reshuffles
    got = 0
    while got < n:
        if pile == 0:
            if discard == 0:
                break
            pile, discard, reshuffles = discard, 0, reshuffles + 1
        pile -= 1
        got += 1
    return {"draw_pile": pile, "discard": discard, "reshuffles": reshuffles}, got


def from_pile(state: RampageState, n: int) -> tuple[RampageState, int]:
    """Take ``n`` cards off the draw pile (:func:`_off_pile`).  Returns the new state and how many cards there
    were."""
    piles, got = _off_pile(state, n)
    return replace(state, **piles), got


def take_cards(state: RampageState, who: int, n: int) -> RampageState:
    """Draw ``n`` cards into the hand of player ``who``."""
    piles, got = _off_pile(state, n)
    sides = list(state.sides)
    sides[who] = replace(sides[who], hand=sides[who].hand + got)
    return replace(state, sides=tuple(sides), **piles)


def _check_completion(c: CardValue) -> None:
    """A table completes what the text leaves open; a value the text gives is not changed ("karten")."""
    for what, value in (("attack", c.attack), ("gate", c.gate), ("castle", c.castle)):
        given = text_value(c.name, what)
        if value is not None and given is not None and value != given:
            info = card(c.name)
            refuse("rampage.completion.text_gives_value",
                   RuleViolation(f"Der Text gibt {info.name} den Wert {given} ({what}), nicht {value}.",
                                 f"The text gives {info.name} the value {given} ({what}), not {value}.",
                                 sections=tuple(dict.fromkeys((info.values_from, "anhang")))), item=(c.name, what))


def in_display(state: RampageState, who: int, special: str) -> int:
    """How many cards of a kind (``squire``, ``counsellor``, …) lie in a player's display."""
    return sum(1 for c in state.sides[who].display if state.card(c).special == special)


def _move_known(state: RampageState, me: Side, you: Side, ev: PlayCard) -> tuple[Side, Side]:
    """What is known moves with the cards: the opponent's top gate cards under the own gate (Überläufer,
    not looked at), the own top gate cards under the own castle (Bauarbeiter, their castle value)."""
    theirs = memory.known(you, "gate")
    you = memory.store(you, "gate", theirs[ev.steal_gate:])
    gate = memory.under(memory.known(me, "gate"), me.gate, *theirs[:ev.steal_gate])
    moved, gate = gate[:ev.gate_to_castle], gate[ev.gate_to_castle:]
    castle = memory.under(memory.known(me, "castle"), me.castle, *(memory.moved_under(state, m, "castle")
                                                                   for m in moved))
    return memory.store(memory.store(me, "gate", gate), "castle", castle), you


def _named_drawn(cards: tuple[str, ...], n: int) -> None:
    """The drawn cards named: no more than were drawn ("spielablauf")."""
    if len(cards) > n:
        refuse("rampage.named_drawn.count_named",
               InvalidInput(f"{len(cards)} gezogene Karten benannt, gezogen: {n}.",
                            f"{len(cards)} drawn cards named, drawn: {n}.", sections=("spielablauf",)))


def _by_name(state: RampageState, d: Defense) -> Defense:
    """A revealed card by its catalog name (copied only where the entry spells it otherwise)."""
    if not d.card:
        return d
    name = state.card(d.card).name
    return d if name == d.card else replace(d, card=name)


def _cook(state: RampageState, info: CardInfo) -> RampageState:
    """A Koch's bonus for the next attack: +1 each (``rampage.cook``), or of a size entered."""
    if info.next_bonus_open and state.reading(Cook) is Cook.PLUS_ONE:
        return replace(state, cook=state.cook + 1)
    return replace(state, open_bonus=state.open_bonus + info.next_bonus_open)


class RampageEngine(Engine[RampageState]):
    game = "rampage"

    def initial_state(self) -> RampageState:
        return RampageState()

    def candidates(self, state: RampageState) -> Iterable[Option]:
        """Draw, reinforce, cards, attack, end of turn (see :mod:`referee.rampage.options`)."""
        from referee.rampage.options import candidates

        return candidates(self, state)

    def apply(self, state: RampageState, ev: Event) -> RampageState:
        """As :meth:`Engine.apply`; named discards are checked and counted first
        (:func:`referee.rampage.discards.normalize`) and the discard pile's named cards kept after."""
        ev = normalize(state, ev)
        if isinstance(ev, PlayCard):
            check_priest_every_unit(state, ev)
        after = with_hands(state, with_discards(state, super().apply(state, ev), ev), ev)
        check_counts(state, after)
        return after

    def started(self, state: RampageState) -> bool:
        return state.phase is not Phase.SETUP

    def finished(self, state: RampageState) -> bool:
        return state.phase is Phase.OVER

    def holdings(self, state: RampageState) -> object:
        """What no stored entry may make or lose: the 118 cards."""
        return state.pool_total()

    # -- guards ---------------------------------------------------------------------------

    def _turn(self, state: RampageState, player: str, *, drawn: bool = True) -> int:
        if state.phase is Phase.OVER:
            refuse("rampage.turn.game_over_won",
                   _rule(f"Das Spiel ist vorbei ({state.winner} hat gewonnen).",
                         f"The game is over ({state.winner} won).", "spielende"))
        if state.phase is not Phase.PLAY:
            refuse("rampage.turn.set_up_first", _rule("Zuerst der Aufbau.", "Set up first.", "spielvorbereitung"))
        i = state.index(player)
        if i != state.active:
            refuse("rampage.turn.not_your_turn",
                   _rule(f"{state.active_player} ist am Zug.", f"It is {state.active_player}'s turn.", "spielablauf"))
        if drawn and not state.drawn:
            refuse("rampage.turn.turn_begins_draw",
                   _rule("Zu Beginn des Zuges wird zuerst gezogen.", "A turn begins with the draw.", "spielablauf"))
        if drawn and state.supply >= RULES.supply_stop:
            refuse("rampage.turn.after_second_healer",
                   _rule("Nach einem zweiten Heiler/Nachschub darf keine Karte mehr gespielt werden.",
                         "After a second healer/supply no further card may be played.",
                         "anhang.heiler", "anhang.nachschub"))
        return i

    def _side(self, state: RampageState, i: int, side: Side) -> RampageState:
        sides = list(state.sides)
        sides[i] = side
        return replace(state, sides=tuple(sides))

    def _pay(self, side: Side, n: int, section: str) -> Side:
        if side.hand < n:
            refuse("rampage.pay.only_hand_cards",
                   _rule(f"{side.name} hat nur {side.hand} Handkarten, gebraucht: {n} (Karte und Kosten).",
                         f"{side.name} has only {side.hand} hand cards, needed: {n} (card and costs).", section))
        return replace(side, hand=side.hand - n)

    # -- setup and turn ---------------------------------------------------------------------

    @handles(RampageSetup)
    def _setup(self, state: RampageState, ev: RampageSetup) -> RampageState:
        if state.phase is not Phase.SETUP:
            refuse("rampage.setup.game_already_set_up",
                   _rule("Das Spiel ist bereits aufgebaut.", "The game is already set up.", "spielvorbereitung"))
        names = [p.strip() for p in ev.players]
        if len(names) != 2 or not all(names) or names[0].lower() == names[1].lower():
            refuse("rampage.setup.two_players",
                   _rule("Castle Rampage spielen genau zwei Spieler mit verschiedenen Namen.",
                         "Castle Rampage is played by exactly two players with different names.",
                         "spielvorbereitung"))
        settings = dict(ev.settings)
        validate_settings(INTERPRETATIONS, settings)
        known = {fold(c.name) for c in CATALOG}
        total = sum(c.count for c in CATALOG)
        for c in ev.cards:
            for v in (c.attack, c.gate, c.castle, c.count):
                _count(v or 0, c.name)
            _check_completion(c)
            if fold(c.name) not in known:
                total += c.count
        if total > RULES.total_cards:
            refuse("rampage.setup.more_cards_catalog",
                   InvalidInput(f"Mehr als {RULES.total_cards} Karten im Katalog ({total}).",
                                f"More than {RULES.total_cards} cards in the catalog ({total}).", sections=("anhang",)))
        # violet cards of the deal are put back and replaced: gate and castle start without any
        sides = tuple(Side(name=n, hand=RULES.hand_start, gate=RULES.gate_start, castle=RULES.castle_start,
                           known_gate=memory.dealt(RULES.gate_start), known_castle=memory.dealt(RULES.castle_start))
                      for n in names)
        state = replace(state, sides=sides, settings=tuple(sorted(settings.items())), cards=ev.cards)
        start = state.index(ev.start_player) if ev.start_player else 0
        dealt = sum(s.hand + s.gate + s.castle for s in sides)
        return replace(state, phase=Phase.PLAY, active=start, turn_no=1,
                                   draw_pile=RULES.total_cards - dealt)

    @handles(Draw)
    def _draw(self, state: RampageState, ev: Draw) -> RampageState:
        i = self._turn(state, ev.player, drawn=False)
        if state.drawn:
            refuse("rampage.draw.turn_draw_done",
                   _rule("In diesem Zug wurde schon gezogen.", "This turn's draw is done.", "spielablauf"))
        _count(ev.extra, "extra")
        if ev.extra > in_display(state, i, "counsellor"):
            refuse("rampage.draw.only_player_counsellors",
                   _rule("Mehr Karten zieht nur, wer Berater ausliegen hat (je Berater eine).",
                         "Only a player with counsellors in the display draws more (one each).", "anhang.berater"))
        n = (RULES.first_draw if state.turn_no == 1 else RULES.draw) + ev.extra
        _named_drawn(ev.cards, n)
        return replace(take_cards(state, i, n), drawn=True)

    @handles(EndTurn)
    def _end(self, state: RampageState, ev: EndTurn) -> RampageState:
        i = self._turn(state, ev.player, drawn=False)
        if not state.drawn:
            refuse("rampage.end.draw_first", _rule("Zuerst ziehen.", "Draw first.", "spielablauf"))
        nxt = 1 - i
        return replace(
            state, active=nxt, turn_no=state.turn_no + 1, drawn=False, reinforcements=0, supply=0,
            veteran_used=False, diplomat_played=False, blocked=nxt if state.diplomat_played else -1,
            bonus=0, open_bonus=0, cook=0)  # a bonus for the next attack lapses with the turn (anhang.axtkaempfer)

    # -- cards --------------------------------------------------------------------------------

    @handles(Reinforce)
    def _reinforce(self, state: RampageState, ev: Reinforce) -> RampageState:
        i = self._turn(state, ev.player)
        info = state.card(ev.card)
        _count(ev.cost, "cost")
        if state.reinforced:
            refuse("rampage.reinforce.gate_or_castle",
                   _rule(f"Nur {RULES.reinforcements}× pro Zug wird Tor oder Burg verstärkt (auch der Oger zählt).",
                         f"Gate or castle are reinforced {RULES.reinforcements}× per turn (the ogre counts too).",
                         "spielablauf", "anhang.oger"))
        if ev.cost and info.special != "ogre":
            refuse("rampage.reinforce.reinforcing_costs_nothing",
                   _rule("Beim Verstärken fallen keine Kosten an (außer beim Oger).",
                         "Reinforcing costs nothing (except the ogre).", "spielablauf"))
        side = self._pay(state.sides[i], 1 + ev.cost, "spielablauf")
        stack = ev.stack.value  # the card goes under the stack, its name known ("spielvorbereitung")
        side = memory.store(side, stack, memory.under(memory.known(side, stack), getattr(side, stack),
                                                      memory.seen_card(state, info.name, stack)))
        side = replace(side, gate=side.gate + (ev.stack is Stack.GATE),
                                   castle=side.castle + (ev.stack is Stack.CASTLE))
        return replace(self._side(state, i, side), reinforcements=state.reinforcements + 1,
                                   discard=state.discard + ev.cost)

    @handles(PlayCard)
    def _play(self, state: RampageState, ev: PlayCard) -> RampageState:
        i = self._turn(state, ev.player)
        info = state.card(ev.card)
        for n, what in ((ev.cost, "cost"), (ev.draws, "draws"), (ev.opponent_discards, "opponent_discards"),
                        (ev.steal_gate, "steal_gate"), (ev.build_gate, "build_gate"),
                        (ev.build_castle, "build_castle"), (ev.gate_to_castle, "gate_to_castle")):
            _count(n, what)
        if info.special in ("dragon", "earthquake", "spy", "saboteur", "last_stand") or info.attack is not None:
            refuse("rampage.play.own_entry_attack",
                   _rule(f"{info.name} hat einen eigenen Eintrag (Angriff, Drache/Erdbeben, Spion/Saboteur, "
                         "Letztes Aufgebot).",
                         f"{info.name} has its own entry (attack, dragon/earthquake, spy/saboteur, last stand).",
                         info.section))
        if info.needs_gate and state.sides[i].gate == 0:
            refuse("rampage.play.counsellor_needs_least_one_card",
                   _rule("Der Berater braucht mindestens eine Karte im eigenen Tor.",
                         "The counsellor needs at least one card in the own gate.", info.section))
        if info.special == "veteran" and self._restrained(state, i):
            refuse("rampage.play.diplomat_forbids_new",
                   _rule("Der Diplomat verbietet in diesem Zug einen neuen Veteranen.",
                         "The diplomat forbids a new veteran this turn.", "anhang.diplomat"))
        if ev.steal_gate and info.special != "turncoat":
            refuse("rampage.play.only_turncoat_takes_gate",
                   InvalidInput("Nur der Überläufer holt Torkarten.", "Only the turncoat takes gate cards.",
                                sections=("anhang.ueberlaeufer",)))
        if ev.gate_to_castle and info.special != "builder":
            refuse("rampage.play.only_builder_moves",
                   InvalidInput("Nur der Bauarbeiter versetzt Torkarten in die Burg.",
                                "Only the builder moves gate cards into the castle.", sections=("anhang.saboteur",)))
        if ev.gate_to_castle > state.sides[i].gate:
            refuse("rampage.play.own_gate_not_many",
                   _rule("So viele Karten hat das eigene Tor nicht.", "The own gate has not that many cards.",
                         "anhang.saboteur"))
        ogre = info.special == "ogre"
        if ogre and state.reinforced:  # using the Oger is the turn's reinforcement (anhang.oger)
            refuse("rampage.play.using_ogre_counts",
                   _rule(f"Der Oger gilt als Verstärken; nur {RULES.reinforcements}× pro Zug wird Tor oder Burg "
                         "verstärkt.",
                         f"Using the ogre counts as reinforcing; gate or castle are reinforced {RULES.reinforcements}× "
                         "per turn.", "anhang.oger", "spielablauf"))
        me, you = state.sides[i], state.sides[1 - i]
        me = self._pay(me, 1 + ev.cost, info.section)
        you = self._pay(you, ev.opponent_discards, info.section)
        if ev.steal_gate > you.gate:
            refuse("rampage.play.gate_only_cards",
                   _rule(f"Das Tor von {you.name} hat nur {you.gate} Karten.",
                         f"{you.name}'s gate has only {you.gate} cards.", "anhang.ueberlaeufer"))
        me, you = _move_known(state, me, you, ev)
        you = replace(you, gate=you.gate - ev.steal_gate)
        me = replace(me, gate=me.gate + ev.steal_gate - ev.gate_to_castle,
                                 castle=me.castle + ev.gate_to_castle,
                                 display=(*me.display, info.name) if info.permanent else me.display)
        if info.special == "traitor":  # swaps cards the text does not name: what was known is gone
            me, you = memory.forget(me), memory.forget(you)
        state = self._side(self._side(state, i, me), 1 - i, you)
        state = replace(
            state, discard=state.discard + ev.cost + ev.opponent_discards + (0 if info.permanent else 1),
            supply=state.supply + (info.special == "supply"),
            diplomat_played=state.diplomat_played or info.special == "diplomat",
            reinforcements=state.reinforcements + ogre,
            bonus=state.bonus + info.next_bonus)
        state = _cook(state, info)
        _named_drawn(ev.drawn, ev.draws)
        for stack, n in (("gate", ev.build_gate), ("castle", ev.build_castle)):
            state, got = from_pile(state, n)
            side = state.sides[i]
            state = self._side(state, i, replace(side, **{stack: getattr(side, stack) + got}))
        return take_cards(state, i, ev.draws)

    @handles(Plant)
    def _plant(self, state: RampageState, ev: Plant) -> RampageState:
        i = self._turn(state, ev.player)
        info = state.card(ev.card)
        if info.special not in ("spy", "saboteur"):
            refuse("rampage.plant.only_spy_saboteur",
                   _rule("Nur Spion und Saboteur werden unter das gegnerische Tor geschoben.",
                         "Only spy and saboteur are pushed under the opponent's gate.", "anhang.spion",
                         "anhang.saboteur"))
        me = self._pay(state.sides[i], 1, info.section)
        you = state.sides[1 - i]
        # under the opponent's gate; its value there is not in the text
        planted = Seen(card=info.name, secret=True)
        you = memory.store(you, "gate", memory.under(memory.known(you, "gate"), you.gate, planted))
        return self._side(self._side(state, i, me), 1 - i, replace(you, gate=you.gate + 1))

    @handles(Topple)
    def _topple(self, state: RampageState, ev: Topple) -> RampageState:
        i = self._turn(state, ev.player)
        info = state.card(ev.card)
        _count(ev.cost, "cost")
        if info.special not in ("dragon", "earthquake"):
            refuse("rampage.topple.only_dragon_earthquake",
                   _rule("Nur Drache und Erdbeben werfen Tor- oder Burgkarten ab.",
                         "Only dragon and earthquake throw off gate or castle cards.", "anhang.drache",
                         "anhang.erdbeben"))
        state = self._side(state, i, self._pay(state.sides[i], 1 + ev.cost, info.section))
        both = state.reading(ToppleEffect) is ToppleEffect.GATE_AND_CASTLE
        lost = 0
        for who in ((0, 1) if info.special == "earthquake" else (1 - i,)):
            s = state.sides[who]
            gate = min(1, s.gate)
            castle = min(1, s.castle) if (gate == 0 or both) else 0
            lost += gate + castle
            s = memory.store(s, "gate", memory.drop_top(memory.known(s, "gate"), s.gate, gate))
            s = memory.store(s, "castle", memory.drop_top(memory.known(s, "castle"), s.castle, castle))
            state = self._side(state, who, replace(s, gate=s.gate - gate, castle=s.castle - castle))
        return check_end(replace(state, discard=state.discard + 1 + ev.cost + lost))

    def _restrained(self, state: RampageState, i: int) -> bool:
        return state.blocked == i and state.reading(Diplomat) is Diplomat.NO_ATTACKS

    @handles(Attack)
    def _attack(self, state: RampageState, ev: Attack) -> RampageState:
        i = self._turn(state, ev.player)
        info: CardInfo = state.card(ev.card)
        for n, what in ((ev.cost, "cost"), (ev.draws, "draws"), (ev.extra_cards, "extra_cards")):
            _count(n, what)
        if info.special in _NO_ATTACK or (info.permanent and info.special != "veteran"):
            refuse("rampage.attack.not_attack_card",
                   _rule(f"{info.name} ist keine Angriffskarte.", f"{info.name} is not an attack card.",
                         info.section, "angriffe"))
        if info.special == "veteran" and not ev.from_display:
            refuse("rampage.attack.veteran_goes_display",
                   _rule("Der Veteran kommt in die Auslage und greift von dort an.",
                         "The veteran goes to the display and attacks from there.", "anhang.veteran"))
        if ev.from_display:
            if info.special != "veteran" or "Veteran" not in state.sides[i].display:
                refuse("rampage.attack.only_veteran_display",
                       _rule("Aus der Auslage greift nur ein ausliegender Veteran an.",
                             "Only a veteran in the display attacks from there.", "anhang.veteran"))
            if state.veteran_used:
                refuse("rampage.attack.second_veteran_no_effect",
                       _rule("Ein zweiter Veteran hat keinen Effekt.", "A second veteran has no effect.",
                             "anhang.veteran"))
        elif self._restrained(state, i) and info.special != "fool":
            refuse("rampage.attack.diplomat_forbids_attacks",
                   _rule("Der Diplomat verbietet in diesem Zug Angriffe aus der Hand (ein Narr ist erlaubt).",
                         "The diplomat forbids attacks from the hand this turn (a fool is allowed).",
                         "anhang.diplomat"))
        for name in ev.combined:  # a Narr combines attack cards (anhang.narr)
            other = state.card(name)
            if other.special in _NO_ATTACK or other.special == "fool" or other.permanent:
                refuse("rampage.attack.fool_combines_attack",
                       _rule(f"Mit dem Narren werden nur Angriffskarten ausgespielt; {other.name} ist keine.",
                             f"The fool combines attack cards only; {other.name} is none.", "anhang.narr"), item=name)
        _named_drawn(ev.drawn, ev.draws or info.draws)
        check_strength(state, info.name, ev.attack, ev.cost)
        if info.draws and ev.draws not in (0, info.draws):
            refuse("rampage.attack.draws_before_attack",
                   _rule(f"{info.name} zieht {info.draws} Karte(n) vor dem Angriff, nicht {ev.draws}.",
                         f"{info.name} draws {info.draws} card(s) before the attack, not {ev.draws}.",
                         *dict.fromkeys((info.values_from, info.section))))
        if ev.to_hand and info.special != "robber":
            refuse("rampage.attack.only_robber_takes_destroyed",
                   InvalidInput("Nur der Räuber nimmt zerstörte Karten auf die Hand.",
                                "Only the robber takes destroyed cards into the hand.", sections=("anhang.spion",)))
        you = 1 - i
        revealed = ((you, "gate", ev.gate), (you, "castle", ev.castle), (i, "gate", ev.own_gate),
                    (i, "castle", ev.own_castle))
        for who, stack, defenses in revealed:
            memory.check_revealed(state, who, stack, defenses)
        named = [(who, stack, tuple(_by_name(state, d) for d in defenses)) for who, stack, defenses in revealed]
        # drawing happens before the attack (anhang.axtkaempfer)
        before = take_cards(state, i, ev.draws or info.draws)
        after = settle(before, ev, info.special, info.section)
        sides = list(after.sides)
        for who, stack, defenses in named:
            size = getattr(before.sides[who], stack)
            lost = size - getattr(after.sides[who], stack)
            sides[who] = memory.store(sides[who], stack, memory.after_attack(
                memory.known(before.sides[who], stack), size, defenses, lost))
        # the bonuses waiting for this attack are used; the card may leave one for the next (anhang.pfeilhagel)
        return _cook(replace(after, sides=tuple(sides), bonus=info.next_bonus, open_bonus=0, cook=0),
                     info)
