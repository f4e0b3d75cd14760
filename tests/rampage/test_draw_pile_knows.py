"""The draw-pile view knows what the table knows ("spielablauf", "anhang"): a Letztes Aufgebot the defender plays
reaches the discard pile by its name (anhang.letztes-aufgebot), and the cards a Räuber took into a hand by name
are known to be there, not possibly in the draw pile."""

from __future__ import annotations

import json

from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, EndTurn, RampageSetup
from referee.rampage.piles import discard_pile, draw_pile
from ui.cli.main import main

A, B = "Anton", "Beatrix"
E = RampageEngine()


def test_a_last_stand_reaches_the_discard_pile_by_name() -> None:
    """Anton attacks with 5, Beatrix plays a Letztes Aufgebot −2: 3 against her 4, which holds.  The discard
    pile: Beatrix's Letztes Aufgebot and Anton's Söldner, both named; two Letzte Aufgebote may still be unseen."""
    s = E.replay([RampageSetup(players=(A, B)), Draw(player=A),
                  Attack(player=A, card="Ritter", attack=5, discards=("Koch",), last_stand=(2,),
                         gate=(Defense(value=4),))])
    assert discard_pile(s).unnamed == 0
    assert sorted(discard_pile(s).cards) == ["Koch", "Letztes Aufgebot", "Ritter"]
    assert draw_pile(s).count("Letztes Aufgebot") == 2 and s.sides[1].hand == 1


def test_a_robbers_loot_is_not_in_the_draw_pile() -> None:
    """Räuber 9 against Riese 3, Koch 2 and a 9 that holds: Riese and Koch go to Anton's hand by name; of three
    Köche two may still be in the draw pile, and the hidden places are Anton's other hand cards only."""
    start = [RampageSetup(players=(A, B)), Draw(player=A), EndTurn(player=A), Draw(player=B), EndTurn(player=B),
             Draw(player=A)]
    before = E.replay(start)
    s = E.apply(before, Attack(player=A, card="Räuber", attack=9,
                               gate=(Defense(value=3, card="Riese"), Defense(value=2, card="Koch"), Defense(value=9))))
    assert s.sides[0].known_hand == ("Riese", "Koch")
    assert draw_pile(s).count("Koch") == 2 and draw_pile(before).count("Koch") == 3
    # hands and unknown stack cards: the Räuber left Anton's hand, two cards came in (both known by name), two
    # unknown gate cards fell
    assert draw_pile(s).hidden == draw_pile(before).hidden - 1 + 2 - 2 - 2


def test_the_command_line_state_shows_the_named_last_stand(tmp_path, capsys) -> None:
    db = f"sqlite:///{tmp_path}/g.sqlite"
    assert main(["--db", db, "rampage", "new", "--players", "Anton,Beatrix"]) == 0
    gid = capsys.readouterr().out.strip()
    for entry in ({"type": "draw", "data": {"player": A}},
                  {"type": "attack", "data": {"player": A, "card": "Ritter", "attack": 5, "discards": ["Koch"],
                                              "last_stand": [2], "gate": [{"value": 4}]}}):
        assert main(["--db", db, "rampage", "add", gid, json.dumps(entry)]) == 0, capsys.readouterr().err
    capsys.readouterr()
    assert main(["--db", db, "rampage", "state", gid, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "Letztes Aufgebot" in json.dumps(data, ensure_ascii=False)
