"""The Castle Rampage view is typed end to end: the header and the game's own part (issue 24)."""

from __future__ import annotations

from referee.rampage.engine import RampageEngine
from referee.rampage.events import Draw, EndTurn, PlayCard, RampageSetup
from referee.rampage.state import Phase
from referee.rampage.view import RampageView, SideLine, catalog, summary

A, B = "Anton", "Beatrix"


def test_the_view_of_a_first_turn_is_typed() -> None:
    engine = RampageEngine()
    start = summary(engine.replay([RampageSetup(players=(A, B))]), "en")
    s = engine.replay([RampageSetup(players=(A, B)), Draw(player=A), PlayCard(player=A, card="Koch"),
                       EndTurn(player=A)])
    v = summary(s, "en")
    assert isinstance(v, RampageView) and v.phase is Phase.PLAY
    # the start player's first turn draws one card ("spielablauf"), the cook goes to the discard pile
    hand = start.players[0].hand
    assert v.players == (SideLine(A, hand + 1 - 1, 4, 4, ()), SideLine(B, start.players[1].hand, 4, 4, ()))
    assert v.draw_pile == start.draw_pile - 1 and v.discard == 1
    assert (v.turn, v.active, v.drawn, v.reinforced, v.winner, v.why) == (2, B, False, False, None, "")
    assert (v.header.round, v.header.to_move, v.header.winners, v.header.ended) == (2, B, (), False)
    assert [st.text for st in v.header.standings] == ["Anton: gate 4, castle 4", "Beatrix: gate 4, castle 4"]
    assert v.settings["rampage.counsellor"] == "one_per_counsellor"
    data = v.to_json()  # the command line's keys stay
    assert data["game"] == "rampage" and data["turn"] == 2 and data["winner"] is None
    assert data["players"][0] == {"name": A, "hand": hand, "gate": 4, "castle": 4, "display": []}


def test_the_catalog_is_typed() -> None:
    s = RampageEngine().replay([RampageSetup(players=(A, B))])
    koch = next(c for c in catalog(s) if c.name == "Koch")
    assert (koch.count, koch.attack, koch.section) == (3, None, "anhang.koch")
