"""Gods of Titan's armies stay hidden on the players' display (issue 34; 10.3: an army's figures stay secret until
fought, beaten or shown): over the scenario journals, at any point, a table whose unknown armies hold other figures
(of the same number) looks the same on every display — view, page, ``state.json``. What the table may know is
:func:`referee.got.public.knowledge`; this checks that nothing else of an army reaches the display."""

from __future__ import annotations

import dataclasses
import json
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.events import Event
from referee.got.army import REVEALED_MARKERS
from referee.got.public import knowledge, public
from referee.got.state import Army, Counts, GotState
from tests.secrecy import outputs

from .test_scenarios import FILES, run


@cache
def journal(name: str) -> tuple[tuple[Event, ...], tuple[GotState, ...]]:
    j, _, _ = run(json.loads(next(p for p in FILES if p.name == name).read_text(encoding="utf-8"))["events"])
    return tuple(j.events), tuple(j.state_after(i) for i in range(len(j.events) + 1))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([p.name for p in FILES]), st.floats(0, 1), st.sampled_from(["Centaur", "Ogre", "Gorgon"]))
def test_no_display_tells_what_an_unknown_army_holds(name: str, at: float, other: str) -> None:
    events, states = journal(name)
    n = 1 + round(at * (len(events) - 1))  # after the set-up
    state, k = states[n], knowledge(events[:n], states[:n + 1])
    if state.setting("got.public_armies") == "open":
        return  # the table plays open: nothing is hidden
    fighting = {state.fight.attacker, state.fight.defender} if state.fight is not None else set()

    def hidden(a: Army) -> Counts:
        """The army with every figure the table does not know (none of its figures are known, its Titan or
        Phantom kept: they may be shown, 24.3, 24.4) another one."""
        masters = {m: a.figures.count(m) for m in REVEALED_MARKERS}
        return Counts.of({**masters, other: a.size - sum(masters.values())})

    swapped = dataclasses.replace(state, armies=tuple(
        dataclasses.replace(a, figures=hidden(a)) if not k.of(a.marker).figures and a.marker not in fighting else a
        for a in state.armies))
    for lang in ("de", "en"):
        assert outputs(public(state, events[:n], lang, known=k), "got", lang) == \
            outputs(public(swapped, events[:n], lang, known=k), "got", lang)
