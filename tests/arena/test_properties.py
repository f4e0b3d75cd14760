"""Invariants under random legal play: replay = incremental apply, undo is identity, cards conserved,
and the options agree with the engine."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.arena import view
from referee.arena.cards import Card, CardKind, Place, Where
from referee.arena.engine import ArenaEngine
from referee.arena.events import (
    ArenaSetup,
    Bid,
    BiddingClosed,
    CyclopsPower,
    Discard,
    DragonPower,
    EndTurn,
    HydraPower,
    OpenBet,
    Play,
    RangerPower,
    Referee,
    RevealSecret,
    SecretBet,
    TitanPower,
    TrollPower,
    WarlockPower,
)
from referee.arena.options import places
from referee.arena.payloads import BidPayload, PlayPayload, RefereePayload, RevealPayload
from referee.arena.rules import CREATURES
from referee.arena.state import ArenaState, Phase
from referee.arena.tracking import seen_cards, unseen
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.option import Option


def _candidate(data: st.DataObject, s: ArenaState) -> Event:
    who = s.active_player
    others = [p for p in s.players if p != who]
    creature = data.draw(st.sampled_from(CREATURES))
    value = data.draw(st.integers(0, 10))
    if s.phase is Phase.REVEAL:
        bet = next(b for b in s.bets if b.secret and not b.revealed)
        return RevealSecret(player=bet.player, creature=creature, value=value)
    if s.turn.power:
        power = s.turn.power
        return {
            "Zyklop": lambda: CyclopsPower(player=who, target=data.draw(st.sampled_from(others))),
            "Drache": lambda: DragonPower(player=who, creature=creature),
            "Hydra": lambda: HydraPower(player=who),
            "Ranger": lambda: RangerPower(player=who),
            "Titan": lambda: TitanPower(player=who, target=data.draw(st.sampled_from(others))),
            "Troll": lambda: TrollPower(player=who, source=Place(where=Where.DISCARD)),
            "Einhorn": lambda: EndTurn(player=who),
            "Warlock": lambda: WarlockPower(player=who, count=data.draw(st.integers(1, 3)),
                                            top=Card(creature=creature, value=value)),
        }[power]()
    kind = data.draw(st.sampled_from(
        ["play"] * 6 + ["bet", "secret", "reveal", "end", "end", "spectator", "referee", "discard"]))
    if kind == "bet":
        return OpenBet(player=who, creature=creature)
    if kind == "secret":
        return SecretBet(player=who)
    if kind == "reveal":
        return RevealSecret(player=who, creature=creature, value=value)
    if kind == "end":
        return EndTurn(player=who)
    if kind == "referee":
        return Referee(player=who, take=Place(where=Where.COLUMN, creature=creature,
                                              round=data.draw(st.integers(1, 5))))
    if kind == "discard":
        dead = s.dead() or CREATURES
        return Discard(player=who, cards=(Card(creature=data.draw(st.sampled_from(dead)), value=value),))
    # mostly sensible cards: an empty column first, a value not on the table
    empty = [c for c in s.alive() if not s.column(c)] or list(s.alive())
    creature = data.draw(st.sampled_from(empty))
    table = set(s.table_cards())
    free = [v for v in range(11) if Card(creature=creature, value=v) not in table] or [value]
    return Play(player=who, creature=creature, value=data.draw(st.sampled_from(free)),
                spectator=kind == "spectator")


@given(st.data(), st.integers(2, 4))
def test_random_games_keep_the_invariants(data: st.DataObject, n: int) -> None:
    engine = ArenaEngine()
    players = tuple("ABCD"[:n])
    journal: Journal[ArenaState] = Journal(engine)
    start = data.draw(st.integers(0, 10))
    for ev in (ArenaSetup(players=players), Bid(player="A", value=start), BiddingClosed()):
        journal.append(ev)
    journal.append(Play(player="A", creature="Hydra", value=start))
    deck = journal.state.deck_size()
    for _ in range(data.draw(st.integers(20, 120))):
        s = journal.state
        if s.phase is Phase.OVER:
            break
        ev = _candidate(data, s)
        try:
            after = journal.append(ev)
        except RefereeError:
            assert journal.state is s  # a refusal changes nothing
            continue
        assert after.pool_total() == deck
        strength = [c for c in after.table_cards() if c.kind is CardKind.STRENGTH]
        assert len(set(strength)) == len(strength)  # every strength card exists once (4)
        seen = seen_cards(after)  # every strength card on the table was seen face up, so it is not unseen
        assert all(c in seen for c in strength)
        assert all(c.value not in unseen(after, c.creature).unseen for c in strength)
        assert sum(c.kind is CardKind.SPECTATOR for c in after.table_cards()) <= 11
        assert all(0 <= seat.aside <= seat.hand for seat in after.seats)
        assert after.draw_pile >= 0
        undone = journal.undo()
        assert undone == ev and journal.state == s
        journal.redo()
    assert engine.replay(journal.events) == journal.state
    # the views are plain JSON whatever the state
    json.dumps(view.summary(journal.state, "en").to_json())
    json.dumps([o.to_json("en") for o in engine.options(journal.state)])


def check_options(engine: ArenaEngine, state: ArenaState) -> list[Option]:
    """Every allowed concrete option is accepted by ``apply``; every refused one names its sections;
    the legal values of the templates are accepted too (one of each)."""
    opts = engine.options(state)
    for o in opts:
        if not o.allowed:
            assert o.sections, o
        elif o.entry is not None:
            engine.apply(state, o.entry)
    me = state.active_player
    for o in opts:
        if not o.allowed or o.entry is not None:
            continue
        # each template's make builds an entry the engine accepts
        if isinstance(o.payload, PlayPayload):
            play = o.payload
            c, vs = next((c, vs) for c, vs in play.values.items() if vs) if any(
                play.values.values()) else next((c, vs) for c, vs in play.spectators.items() if vs)
            engine.apply(state, play.make(me, c, vs[0], spectator=not play.values.get(c)))
        elif isinstance(o.payload, RefereePayload):
            by_name = {str(p): p for p in places(state)}
            engine.apply(state, o.payload.make(me, by_name[o.payload.places[0]]))
        elif isinstance(o.payload, BidPayload):
            p, vs = next((p, vs) for p, vs in o.payload.values.items() if vs)
            engine.apply(state, o.payload.make(p, vs[0]))
        elif isinstance(o.payload, RevealPayload):
            c, vs = next(iter(o.payload.cards.items()))
            engine.apply(state, o.payload.make(c, vs[0]))
    return opts


@settings(max_examples=20, deadline=None)
@given(st.data(), st.integers(2, 4))
def test_options_agree_with_the_engine(data: st.DataObject, n: int) -> None:
    engine = ArenaEngine()
    journal: Journal[ArenaState] = Journal(engine)
    check_options(engine, journal.state)
    for ev in (ArenaSetup(players=tuple("ABCD"[:n])), Bid(player="A", value=data.draw(st.integers(0, 10)))):
        journal.append(ev)
        check_options(engine, journal.state)
    journal.append(BiddingClosed())
    for _ in range(data.draw(st.integers(10, 60))):
        s = journal.state
        opts = check_options(engine, s)
        if s.phase is Phase.OVER:
            assert engine.finished(s) and not opts
            break
        concrete = [o.entry for o in opts if o.allowed and o.entry is not None]
        ev = data.draw(st.sampled_from(concrete)) if concrete and data.draw(st.booleans()) else _candidate(data, s)
        try:
            journal.append(ev)
        except RefereeError:
            continue
