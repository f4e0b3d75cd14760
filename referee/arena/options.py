"""What may be entered now in Titan – Die Arena, as :class:`~referee.core.option.Option`\\ s (sections 5–15).

Concrete entries (close the bidding, over-bid, an open bet on a creature, the secret bet, Hydra and
Ranger, the end of the turn, a stalemate) are judged by the engine itself
(:meth:`~referee.core.engine.Engine.options`).  Entries the scribe completes with what he sees at the
table (a bid, a card and its strength, a referee's place, a pass, discards, the other powers) are
templates whose legal values were found by checking each candidate with the engine.

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup, Bid
>>> e = ArenaEngine()
>>> s = e.replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=8)])
>>> [(str(o.kind), o.allowed) for o in e.options(s)]
[('bid', True), ('close_bidding', True)]
>>> e.options(s)[0].payload_of(BidPayload).min_bid
{'A': 9, 'B': 0}
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.arena.cards import Card, CardKind, Place, Where
from referee.arena.engine import BID_SECTION, dying, refill
from referee.arena.events import (
    Bid,
    BiddingClosed,
    ChiefReferee,
    CyclopsPower,
    Discard,
    DragonPower,
    EndTurn,
    HydraPower,
    OpenBet,
    Overbid,
    Pass,
    Play,
    RangerPower,
    Referee,
    RevealSecret,
    SecretBet,
    Stalemate,
    TitanPower,
    TrollPower,
    UnicornPower,
    WarlockPower,
)
from referee.arena.kinds import OptionKind
from referee.arena.payloads import (
    BidPayload,
    ChiefPayload,
    DiscardPayload,
    DragonPowerPayload,
    EndTurnPayload,
    OpenBetPayload,
    PassPayload,
    PlainPowerPayload,
    PlayPayload,
    PowerPayload,
    RefereePayload,
    RevealPayload,
    SecretBetPayload,
    TargetPowerPayload,
    TrollPowerPayload,
    UnicornPowerPayload,
    WarlockPowerPayload,
)
from referee.arena.rules import CREATURES, RULES
from referee.arena.state import ArenaState, Phase
from referee.core.engine import Engine
from referee.core.events import Event
from referee.core.option import Option, accepted, judged, with_payload
from referee.core.verdict import Verdict

VALUES = tuple(range(RULES.min_strength, RULES.max_strength + 1))


# -- the table's places and cards (sections 4, 10, 11) ----------------------------------------------


def places(state: ArenaState) -> list[Place]:
    """Every place that may show a card (section 10): the round columns so far, the discard pile, the bets."""
    out = [Place(where=Where.COLUMN, creature=c, round=r)
           for r in range(1, min(state.round, RULES.rounds) + 1) for c in state.alive()]
    out.append(Place(where=Where.DISCARD))
    out += [Place(where=Where.BET, player=p) for p in state.players]
    return out


def dead_cards(state: ArenaState) -> list[Card]:
    """Strength cards of dead creatures that are not on the table (they may be in a hand, 11)."""
    table = set(state.table_cards())
    return [Card(creature=c, value=v) for c in state.dead() for v in VALUES if Card(creature=c, value=v) not in table]


# -- the candidates -------------------------------------------------------------------------------


def candidates(engine: Engine[ArenaState], state: ArenaState) -> Iterator[Option]:
    """The entries worth offering now (the engine's ``candidates`` hook)."""
    if state.phase is Phase.SETUP:
        yield Option.template(OptionKind.SETUP, "Aufbau", "Setup", ("1", "3"))
    elif state.phase is Phase.BIDDING:
        yield from _bidding(engine, state)
    elif state.phase is Phase.REVEAL:
        for b in state.bets:
            if b.secret and not b.revealed:
                yield _reveal(engine, state, b.player, ("12", "7"))
    elif state.phase is Phase.PLAY:
        yield from _play_phase(engine, state)


def _bidding(engine: Engine[ArenaState], state: ArenaState) -> Iterator[Option]:
    values: dict[str, list[int]] = {}
    refusal: Verdict[bool] | None = None
    for p in state.players:
        ok, no = accepted(engine, state, (Bid(player=p, value=v) for v in VALUES))
        values[p] = [ev.value for ev in ok if isinstance(ev, Bid)]
        refusal = refusal or no
    yield judged(OptionKind.BID, "Startgebot", "Start bid", (BID_SECTION,),
                 [Bid(player=p, value=v[0]) for p, v in values.items() if v],
                 refusal, BidPayload(min_bid={p: v[0] if v else RULES.max_strength + 1 for p, v in values.items()},
                                     values={p: tuple(v) for p, v in values.items()}))
    yield Option.entry_of(OptionKind.CLOSE_BIDDING, "Gebote schließen", "Close the bidding", BiddingClosed(), (BID_SECTION,))


def _reveal(engine: Engine[ArenaState], state: ArenaState, player: str, sections: tuple[str, ...]) -> Option:
    """A secret bet turned up: the creatures and strengths the engine accepts (7, 12)."""
    bet = state.secret_bet(player)
    names = [bet.creature] if bet is not None and bet.creature else list(CREATURES)
    ok, refusal = accepted(engine, state, (RevealSecret(player=player, creature=c, value=v)
                                           for c in names for v in VALUES))
    cards: dict[str, list[int]] = {}
    for ev in ok:
        if isinstance(ev, RevealSecret):
            cards.setdefault(ev.creature, []).append(ev.value)
    return judged(OptionKind.REVEAL_SECRET, f"{player} deckt die geheime Wette auf", f"{player} reveals the secret bet",
                  sections, ok, refusal, RevealPayload(player, {c: tuple(v) for c, v in cards.items()}))


def _play_phase(engine: Engine[ArenaState], state: ArenaState) -> Iterator[Option]:
    me = state.active_player
    seat = state.seat(me)
    if state.bid_due >= 0:
        yield Option.entry_of(OptionKind.OVERBID, f"{state.start_player} hat überboten (Handlimit 7)",
                              f"{state.start_player} over-bid (hand limit 7)",
                              Overbid(player=state.start_player), (BID_SECTION,))
    ducats = RULES.open_bet_value(state.round) if state.round <= RULES.last_bet_round else 0
    for c in state.alive():
        yield with_payload(Option.entry_of(OptionKind.OPEN_BET, f"Offene Wette auf {c}", f"Open bet on {c}",
                                           OpenBet(player=me, creature=c), ("7",)), OpenBetPayload(c, ducats))
    yield with_payload(Option.entry_of(OptionKind.SECRET_BET, "Geheime Wette", "Secret bet", SecretBet(player=me), ("7",)),
                       SecretBetPayload(RULES.secret_value))
    secret = state.secret_bet(me)
    if secret is not None and not secret.revealed:
        yield _reveal(engine, state, me, ("7", "15"))
    yield _cards(engine, state, me)
    ok, refusal = accepted(engine, state, (Referee(player=me, take=p) for p in places(state)))
    yield judged(OptionKind.REFEREE, "Schiedsrichter", "Referee", ("10",), ok, refusal,
                 RefereePayload(tuple(str(ev.take) for ev in ok if isinstance(ev, Referee))))
    secret_open = [b.player for b in state.bets if b.secret and not b.revealed]
    ok, refusal = accepted(engine, state, (ChiefReferee(player=me, creature=c) for c in state.alive()))
    yield judged(OptionKind.CHIEF_REFEREE, "Chefschiedsrichter", "Chief referee", ("10",), ok, refusal,
                 ChiefPayload(tuple(CREATURES), tuple(secret_open)))
    dead = dead_cards(state)
    ok, refusal = accepted(engine, state, [Pass(player=me, hand=tuple(dead[:seat.usable]))])
    yield judged(OptionKind.PASS, "Passen", "Pass", ("5", "6"), ok, refusal,
                 PassPayload(seat.usable, tuple(str(c) for c in dead)))
    counts, refusal = accepted(engine, state, (Discard(player=me, cards=tuple(dead[:n]))
                                               for n in range(1, RULES.max_discard + 1)))
    if not dead:
        counts, refusal = accepted(engine, state, [Discard(player=me, cards=())])
    yield judged(OptionKind.DISCARD, "Abwerfen", "Discard", ("11", "15.8"), counts, refusal,
                 DiscardPayload(max((len(ev.cards) for ev in counts if isinstance(ev, Discard)), default=0),
                                tuple(state.dead())))
    for c in state.alive():
        yield _power(engine, state, me, c)
    yield with_payload(Option.entry_of(OptionKind.END_TURN, "Zugende", "End of turn", EndTurn(player=me), ("6", "11")),
                       EndTurnPayload(refill(state, seat), dying(state)))
    yield Option.entry_of(OptionKind.STALEMATE, "Patt (freiwillig)", "Stalemate (agreed)", Stalemate(voluntary=True), ("14",))
    yield Option.entry_of(OptionKind.STALEMATE, "Patt (niemand kann spielen)", "Stalemate (nobody can play)",
                          Stalemate(voluntary=False), ("14",))


def _cards(engine: Engine[ArenaState], state: ArenaState, me: str) -> Option:
    """A card into a creature's current column: the strengths the engine accepts, per creature (6, 8, 9)."""
    probes = [Play(player=me, creature=c, value=v, spectator=s) for s in (False, True)
              for c in state.alive() for v in VALUES]
    ok, refusal = accepted(engine, state, probes)
    values: dict[str, list[int]] = {c: [] for c in state.alive()}
    spectators: dict[str, list[int]] = {c: [] for c in state.alive()}
    for ev in ok:
        if isinstance(ev, Play):
            (spectators if ev.spectator else values)[ev.creature].append(ev.value)
    owed = state.bid_due >= 0 and me == state.start_player and state.turn.played == 0
    return judged(OptionKind.PLAY, "Karte spielen", "Play a card", ("6", "8", "9"), ok, refusal,
                  PlayPayload(state.bid_due if owed else None, {c: tuple(v) for c, v in values.items()},
                              {c: tuple(v) for c, v in spectators.items()}))


def _power(engine: Engine[ArenaState], state: ArenaState, me: str, creature: str) -> Option:
    """A creature's power (15.1–15.8): its targets as the engine accepts them.  Only the power the
    turn allows (``Turn.power``) is worth probing target by target; any other is judged by one probe."""
    sections = ("15", RULES.power_section(creature), "9")
    facts = (creature, state.sponsor(creature), state.power_blocked(creature))
    de, en = f"Fähigkeit {creature}", f"Power of {creature}"
    if creature in ("Hydra", "Ranger"):
        ev: Event = HydraPower(player=me) if creature == "Hydra" else RangerPower(player=me)
        return with_payload(Option.entry_of(OptionKind.POWER, de, en, ev, sections), PlainPowerPayload(*facts))
    probes = _power_probes(state, me, creature)
    if state.turn.power != creature:
        probes = probes[:1]
    ok, refusal = accepted(engine, state, probes)
    payload: PowerPayload
    if creature in ("Zyklop", "Titan"):
        payload = TargetPowerPayload(*facts, tuple(ev.target for ev in ok if isinstance(ev, (CyclopsPower, TitanPower))))
    elif creature == "Drache":
        payload = DragonPowerPayload(*facts, tuple(ev.creature for ev in ok if isinstance(ev, DragonPower)))
    elif creature == "Troll":
        payload = TrollPowerPayload(*facts, tuple(str(ev.source) for ev in ok if isinstance(ev, TrollPower)))
    elif creature == "Einhorn":
        payload = UnicornPowerPayload(*facts, tuple((str(ev.first), str(ev.second)) for ev in ok
                                                    if isinstance(ev, UnicornPower)))
    else:
        payload = WarlockPowerPayload(*facts, max((ev.count for ev in ok if isinstance(ev, WarlockPower)), default=0))
    return judged(OptionKind.POWER, de, en, sections, ok, refusal, payload)


def _power_probes(state: ArenaState, me: str, creature: str) -> list[Event]:
    """Every entry of ``creature``'s power worth checking: targets, places, pairs, counts."""
    if creature in ("Zyklop", "Titan"):
        others = [p for p in state.players if p != me] or [me]
        return [CyclopsPower(player=me, target=p) if creature == "Zyklop" else TitanPower(player=me, target=p)
                for p in others]
    if creature == "Drache":
        return [DragonPower(player=me, creature=c) for c in state.alive()]
    if creature == "Troll":
        return [TrollPower(player=me, source=p) for p in places(state)]
    if creature == "Einhorn":
        if state.turn.power != creature:
            return [UnicornPower(player=me, first=Place(where=Where.DISCARD), second=Place(where=Where.DISCARD))]
        shown = [p for p in places(state) if (card := state.top_at(p)) is not None and card.kind is CardKind.STRENGTH]
        return [UnicornPower(player=me, first=a, second=b) for a in shown for b in shown if a != b]
    table = set(state.table_cards())
    unseen = next((c for c in (Card(creature=k, value=v) for k in CREATURES for v in VALUES) if c not in table),
                  Card(kind=CardKind.SPECTATOR, value=0))
    return [WarlockPower(player=me, count=n, top=unseen) for n in range(1, RULES.warlock_discard + 1)]
