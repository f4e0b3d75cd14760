"""Castle Rampage's face-down cards stay face down on the players' display (issue 34): a planted Spion or Saboteur
lies face down under the opponent's gate ("anhang.spion", "anhang.saboteur": the opponent cannot know which of the
two it is), so the display, the page and ``state.json`` show a face-down card, never its name, until an attack turns
it up."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Plant, RampageSetup
from referee.rampage.public import public
from referee.rampage.state import Phase, RampageState
from tests.secrecy import outputs

from .test_appendix_values import apply, state
from .test_properties import _event

A, B = "Anton", "Beatrix"
OTHER = {"Spion": "Saboteur", "Saboteur": "Spion"}


def test_a_spy_planted_under_an_empty_gate_shows_as_one_face_down_card() -> None:
    # Anton plants a Spion under Beatrix's gate, all her other gate cards thrown off before (there are only 3
    # Drachen and 2 Erdbeben, "anhang")
    s = state()
    s = apply(dataclasses.replace(s, sides=(s.sides[0], dataclasses.replace(s.sides[1], gate=0))),
              Plant(player=A, card="Spion"))
    assert s.sides[1].gate == 1 and s.sides[1].known_gate[0] is not None and s.sides[1].known_gate[0].secret
    for lang in ("de", "en"):
        for shown in outputs(public(s, (), lang), "rampage", lang):
            assert "Spion" not in shown and "Saboteur" not in shown
    _, page, _ = outputs(public(s, (), "de"), "rampage", "de")
    assert "<b>1</b> verdeckte Karte<" in page and "<b>4</b> verdeckte Karten<" in page


def _twin(events: list[Event]) -> list[Event] | None:
    """The same journal with the first planted card the other one (None: no plant)."""
    for i, e in enumerate(events):
        if isinstance(e, Plant):
            return [*events[:i], Plant(player=e.player, card=OTHER[e.card]), *events[i + 1:]]
    return None


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_no_display_tells_which_card_was_planted(data: st.DataObject) -> None:
    """Random games (the engine's property-test play): a table where the first plant was a Spion and one where it
    was a Saboteur look the same on every display until an attack may turn the card up."""
    engine = RampageEngine()
    journal: Journal[RampageState] = Journal(engine)
    journal.append(RampageSetup(players=(A, B)))
    for _ in range(data.draw(st.integers(10, 60))):
        if journal.state.phase is Phase.OVER:
            break
        try:
            journal.append(_event(data, journal.state))
        except RefereeError:
            continue
    events = list(journal.events)
    twin = _twin(events)
    if twin is None:
        return
    ours, theirs = [engine.initial_state()], [engine.initial_state()]
    planted = False
    for e, t in zip(events, twin, strict=True):
        planted = planted or isinstance(e, Plant)
        if planted and isinstance(e, Attack):
            break  # an attack turns the top cards up ("angriffe")
        try:
            theirs.append(engine.apply(theirs[-1], t))
        except RefereeError:
            return  # the other card was not to be had (all of its kind already out): no twin table
        ours.append(engine.apply(ours[-1], e))
        n = len(ours) - 1
        assert outputs(public(ours[-1], events[:n]), "rampage") == outputs(public(theirs[-1], twin[:n]), "rampage")
