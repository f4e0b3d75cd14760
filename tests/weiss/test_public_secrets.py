"""Weiß Schwarz's hidden cards stay off the players' display (issue 34): the deck lies face down in its order, the
hands are held hidden (the rules' set-up: "verdeckt") and the stock is face down, so two tables that differ only in
which hidden card lies where — in a hand, the deck or the stock — look the same on every display (view, page,
``state.json``); the hands, deck and stock show by their size only."""

from __future__ import annotations

import dataclasses
import json
import random
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.weiss.public import public
from referee.weiss.state import Side, WsState
from tests.secrecy import outputs, strings


def _shuffled(side: Side, rng: random.Random) -> Side:
    """The side with its hidden cards (hand, deck, stock) dealt anew among those zones, each keeping its size."""
    hidden = [*side.hand, *side.deck, *side.stock]
    rng.shuffle(hidden)
    h, d = len(side.hand), len(side.deck)
    return dataclasses.replace(side, hand=tuple(hidden[:h]), deck=tuple(hidden[h:h + d]), stock=tuple(hidden[h + d:]))


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_no_display_tells_which_hidden_card_lies_where(ws: SimpleNamespace, seed: int, deal: int) -> None:
    _, states = ws.random_game(seed, 200)
    rng = random.Random(deal)
    for s in states[:: max(1, len(states) // 12)]:
        other: WsState = dataclasses.replace(s, sides=tuple(_shuffled(side, rng) for side in s.sides))
        for lang in ("de", "en"):
            assert outputs(public(s, (), lang), "weiss", lang) == outputs(public(other, (), lang), "weiss", lang)
        # and no card that lies only in hidden zones is named at all
        shown = strings(json.loads(outputs(public(s), "weiss")[0]))
        open_cards = {c for x in s.sides for c in (*x.level, *x.clock, *x.waiting, *(o.card for o in x.stage if o),
                                                  x.climax)}
        hidden = {c for x in s.sides for c in (*x.hand, *x.deck, *x.stock)}
        assert not (hidden - open_cards) & shown
