"""Invariants under random legal play: replay = incremental apply, undo is identity, cards conserved."""

from __future__ import annotations

import json

from hypothesis import given
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
from referee.arena.rules import CREATURES
from referee.arena.state import ArenaState, Phase
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal


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
        assert sum(c.kind is CardKind.SPECTATOR for c in after.table_cards()) <= 11
        assert all(0 <= seat.aside <= seat.hand for seat in after.seats)
        assert after.draw_pile >= 0
        undone = journal.undo()
        assert undone == ev and journal.state == s
        journal.redo()
    assert engine.replay(journal.events) == journal.state
    # the views are plain JSON whatever the state
    json.dumps(view.summary(journal.state, "en"))
    json.dumps(view.options(journal.state))
