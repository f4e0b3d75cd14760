"""Titan – Die Arena's secrets stay off the players' display (issue 34): a secret bet lies face down until it is
revealed (7, 12; the chief referee, 10), so no display — view, page, ``state.json`` — may differ between a table whose
secret bet is on one creature and one whose secret bet is on another; hands are shown by their size only."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, ChiefReferee, Play, RevealSecret, SecretBet
from referee.arena.public import public
from referee.arena.rules import CREATURES
from referee.arena.state import ArenaState, Phase
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from tests.secrecy import outputs

from .test_properties import _candidate


def _game(data: st.DataObject, n: int) -> list[Event]:
    """A random game as the engine's property tests play it, with a secret bet early on where one is allowed."""
    journal: Journal[ArenaState] = Journal(ArenaEngine())
    start = data.draw(st.integers(0, 10))
    for ev in (ArenaSetup(players=tuple("ABCD"[:n])), Bid(player="A", value=start), BiddingClosed(),
               Play(player="A", creature="Hydra", value=start)):
        journal.append(ev)
    for _ in range(data.draw(st.integers(10, 80))):
        s = journal.state
        if s.phase is Phase.OVER:
            break
        ev = SecretBet(player=s.active_player) if data.draw(st.integers(0, 3)) == 0 else _candidate(data, s)
        try:
            journal.append(ev)
        except RefereeError:
            continue
    return list(journal.events)


@settings(max_examples=25, deadline=None)
@given(st.data(), st.integers(2, 4))
def test_no_display_tells_what_a_secret_bet_is_on(data: st.DataObject, n: int) -> None:
    events = _game(data, n)
    bets = [i for i, e in enumerate(events) if isinstance(e, SecretBet)]
    if not bets:
        return
    creatures = [data.draw(st.sampled_from(CREATURES)) for _ in bets]
    twins = [list(events), list(events)]  # the secret creatures entered at once: one table each, the same public
    for i, c in zip(bets, creatures, strict=True):
        e = events[i]
        assert isinstance(e, SecretBet)
        twins[0][i] = SecretBet(player=e.player, creature=c)
        twins[1][i] = SecretBet(player=e.player, creature=next(x for x in CREATURES if x != c))
    engine = ArenaEngine()
    states = [[engine.initial_state()], [engine.initial_state()]]
    for k, (e, f) in enumerate(zip(*twins, strict=True)):
        if isinstance(e, (RevealSecret, ChiefReferee)) or states[0][-1].phase in (Phase.REVEAL, Phase.OVER):
            break  # revealed: from here the table knows (7, 10, 12)
        try:
            states[0].append(engine.apply(states[0][-1], e))
            states[1].append(engine.apply(states[1][-1], f))
        except RefereeError:
            return  # a creature that could not be bet on there: no twin tables
        for lang in ("de", "en"):
            assert outputs(public(states[0][-1], twins[0][:k + 1], lang), "arena", lang) == \
                outputs(public(states[1][-1], twins[1][:k + 1], lang), "arena", lang)
