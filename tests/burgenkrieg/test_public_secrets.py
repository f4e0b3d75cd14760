"""Burgenkrieg's hidden cards stay off the players' display (issue 34): hands and libraries are hidden (only the
table's counts of them are kept, "kampf", multiplayer), so the display — view, page, ``state.json`` — never depends on
them, and every card it names lies open in a zone."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings

from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.public import public
from referee.burgenkrieg.state import BkState
from tests.secrecy import outputs

from .test_properties import _accepted, picks


@settings(max_examples=40, deadline=None)
@given(picks)
def test_the_display_shows_only_what_lies_open(chosen: list[tuple[int, int]]) -> None:
    _, states = _accepted(BurgenkriegEngine(), chosen)
    for s in states:
        assert isinstance(s, BkState)
        # other counts of hands and libraries: the same display
        other = dataclasses.replace(s, counts=tuple(dataclasses.replace(c, hand=(c.hand or 0) + 3, library=None)
                                                    for c in s.counts))
        for lang in ("de", "en"):
            assert outputs(public(s, (), lang), "burgenkrieg", lang) == outputs(public(other, (), lang), "burgenkrieg",
                                                                                lang)
        view = public(s)
        named = {c.name for zone in view.zones for c in zone.creatures} | {p.name for zone in view.zones
                                                                           for p in zone.permanents}
        assert named <= {c.name for c in s.creatures} | {p.name for p in s.permanents}
