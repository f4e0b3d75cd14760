"""Invariants under random play: 118 cards conserved, replay = incremental apply, undo is identity,
and the options agree with the engine."""

from __future__ import annotations

import contextlib
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.option import Option
from referee.rampage import view
from referee.rampage.attack import Defense, NeedValue
from referee.rampage.engine import RampageEngine
from referee.rampage.events import (
    Attack,
    Draw,
    EndTurn,
    Plant,
    PlayCard,
    RampageSetup,
    Reinforce,
    Stack,
    Target,
    Topple,
)
from referee.rampage.payloads import AttackPayload, PlayPayload, ReinforcePayload
from referee.rampage.rules import RULES
from referee.rampage.state import Phase, RampageState

CARDS = ["Axtkämpfer", "Söldner", "Ritter", "Bogenschütze", "Pfeilhagel", "Narr", "Beschwörer", "Koch",
         "Knappe", "Heiler", "Nachschub", "Diplomat", "Veteran", "Tunnelgräber", "Berater"]
values = st.lists(st.builds(Defense, value=st.integers(0, 6),
                            card=st.sampled_from(["", "", "Koch", "Drache"])), max_size=4).map(tuple)
#: named discards (costs as cards): units and others
named = st.lists(st.sampled_from(["Ritter", "Bogenschütze", "Koch", "Riese", "Heiler"]), max_size=2).map(tuple)


def _event(data: st.DataObject, s: RampageState) -> Event:
    who = s.active_player
    kind = data.draw(st.sampled_from(["draw", "end", "reinforce", "play", "attack", "attack", "attack",
                                      "topple", "plant"]))
    if kind == "draw":
        return Draw(player=who)
    if kind == "end":
        return EndTurn(player=who)
    if kind == "reinforce":
        return Reinforce(player=who, card=data.draw(st.sampled_from(["Koch", "Oger"])),
                         stack=data.draw(st.sampled_from(list(Stack))), cost=data.draw(st.integers(0, 1)))
    if kind == "play":
        return PlayCard(player=who, card=data.draw(st.sampled_from([*CARDS, "Priester"])),
                        draws=data.draw(st.integers(0, 2)), discards=data.draw(named),
                        opponent_cards=data.draw(named))
    if kind == "topple":
        return Topple(player=who, card=data.draw(st.sampled_from(["Drache", "Erdbeben"])))
    if kind == "plant":
        return Plant(player=who, card=data.draw(st.sampled_from(["Spion", "Saboteur"])))
    return Attack(player=who, card=data.draw(st.sampled_from(CARDS)), attack=data.draw(st.integers(0, 12)),
                  target=data.draw(st.sampled_from(list(Target))), gate=data.draw(values),
                  castle=data.draw(values), cost=data.draw(st.integers(0, 1)),
                  last_stand=tuple(data.draw(st.lists(st.integers(1, 3), max_size=1))), discards=data.draw(named))


@given(st.data())
def test_random_games_keep_the_invariants(data: st.DataObject) -> None:
    engine = RampageEngine()
    journal: Journal[RampageState] = Journal(engine)
    journal.append(RampageSetup(players=("Anton", "Beatrix")))
    for _ in range(data.draw(st.integers(10, 80))):
        s = journal.state
        if s.phase is Phase.OVER:
            break
        ev = _event(data, s)
        try:
            after = journal.append(ev)
        except RefereeError:
            assert journal.state is s
            continue
        assert after.pool_total() == RULES.total_cards
        assert all(x.hand >= 0 and x.gate >= 0 and x.castle >= 0 for x in after.sides)
        assert after.draw_pile >= 0 and after.discard >= 0
        # the discard pile's named cards are cards of it (never more than it holds)
        assert len(after.discard_cards) <= after.discard
        assert all(after.card(c).name == c for c in after.discard_cards)
        journal.undo()
        assert journal.state == s
        journal.redo()
    assert engine.replay(journal.events) == journal.state
    # the views are plain JSON whatever the state
    json.dumps(view.summary(journal.state, "en").to_json())
    json.dumps([o.to_json("en") for o in engine.options(journal.state)])


def check_options(engine: RampageEngine, state: RampageState) -> list[Option]:
    """Every allowed concrete option is accepted by ``apply``; every refused one names its sections;
    a legal value of each allowed template is accepted too (an attack may wait for revealed values)."""
    opts = engine.options(state)
    me = state.active_player
    for o in opts:
        if not o.allowed:
            assert o.sections, o
            continue
        if o.entry is not None:
            engine.apply(state, o.entry)
        # each template's make builds an entry the engine accepts
        elif isinstance(o.payload, PlayPayload):
            engine.apply(state, o.payload.make(me, o.payload.cards[0]))
        elif isinstance(o.payload, ReinforcePayload):
            engine.apply(state, o.payload.make(me, o.payload.cards[0], o.payload.stacks[0]))
        elif isinstance(o.payload, AttackPayload):
            with contextlib.suppress(NeedValue):
                engine.apply(state, o.payload.make_default(me, o.payload.cards[0]))
    return opts


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_options_agree_with_the_engine(data: st.DataObject) -> None:
    engine = RampageEngine()
    journal: Journal[RampageState] = Journal(engine)
    check_options(engine, journal.state)
    journal.append(RampageSetup(players=("Anton", "Beatrix")))
    for _ in range(data.draw(st.integers(10, 60))):
        s = journal.state
        opts = check_options(engine, s)
        if s.phase is Phase.OVER:
            assert engine.finished(s) and not opts
            break
        concrete = [o.entry for o in opts if o.allowed and o.entry is not None]
        ev = data.draw(st.sampled_from(concrete)) if concrete and data.draw(st.booleans()) else _event(data, s)
        try:
            journal.append(ev)
        except RefereeError:
            continue
