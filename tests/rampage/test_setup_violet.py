"""Spielvorbereitung: violet cards of the deal (Bombenleger, Oger, Saboteur, Spion) are put back and replaced, so
the gates and castles start without any: a revealed card of the deal is no violet card, and the attack odds
draw an unknown card of the deal from the unseen cards that are not violet."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from referee.core.errors import RuleViolation
from referee.core.journal import Journal
from referee.rampage.attack import Defense, Effect
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, CardValue, Draw, RampageSetup
from referee.rampage.odds import DEALT, PoolCard, attack_odds, odds_in_game
from referee.rampage.rules import CATALOG
from ui.cli.main import main

A, B = "Anton", "Beatrix"
E = RampageEngine()
#: a table that completed every card: gate 1, castle 2, but the text's values (Oger 6, Drache 2/3); 38 more
CARDS = (*(CardValue(name=c.name, gate=c.gate if c.gate is not None else 1,
                     castle=c.castle if c.castle is not None else 2) for c in CATALOG),
         CardValue(name="Rest", gate=1, castle=2, count=38))


def test_worked_example_a_dealt_card_is_no_oger() -> None:
    """Attack 8 on a gate whose top card was dealt at the set-up and whose second is unknown; unseen: a 3, a 5
    and an Oger 6 (violet), one of them elsewhere.  By hand: the top is the 3 or the 5 (1/2 each); the Oger lies
    in the second place or elsewhere (1/2 each).  3 on top: 5 left, the next is the 5 (falls, gate down) or the
    Oger (holds); 5 on top: 3 left, the next is the 3 (falls) or the Oger (holds): the gate falls with 1/2.
    Counting the Oger among the dealt cards (every order alike) gave 1/3."""
    pool = {PoolCard(3, 1): 1, PoolCard(5, 1): 1, PoolCard(6, 1, violet=True): 1}
    assert attack_odds(8, gate=(DEALT, None), castle=(), pool=pool).gate_falls == Fraction(1, 2)
    assert attack_odds(8, gate=(None, None), castle=(), pool=pool).gate_falls == Fraction(1, 3)
    # the attacker's own dealt cards leave the violet card fewer places: with one there it lies in the gate
    assert attack_odds(8, gate=(DEALT, None), castle=(), pool=pool, dealt_elsewhere=1).gate_falls == 0


def test_the_first_attack_of_a_game_never_meets_an_oger_on_top() -> None:
    """Attack 5 on the first turn: only the Oger (6) would hold it on top; it was 2 of 118 = 1/59."""
    s = E.replay([RampageSetup(players=(A, B), cards=CARDS), Draw(player=A)])
    o = odds_in_game(s, 5)
    assert dict(o.destroyed).get(0, 0) == 0


def test_a_revealed_violet_card_of_the_deal_is_refused_and_a_stored_one_marked() -> None:
    start = [RampageSetup(players=(A, B)), Draw(player=A)]
    s = E.replay(start)
    for d in (Defense(value=6, card="Oger"), Defense(value=1, effect=Effect.SPY)):
        with pytest.raises(RuleViolation) as err:
            E.apply(s, Attack(player=A, card="Söldner", attack=3, gate=(d,)))
        assert err.value.sections == ("spielvorbereitung",) and "violett" in err.value.message("de")
    j = Journal(E, [*start, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=6, card="Oger"),))])
    assert [m.seq for m in j.judged_differently] == [3] and j.state.sides[1].known_gate[0].card == "Oger"


def test_the_command_line_odds_know_the_deal(tmp_path, capsys) -> None:
    db = f"sqlite:///{tmp_path}/g.sqlite"
    assert main(["--db", db, "rampage", "odds", "--attack", "8", "--gate", "?a,?", "--pool", "3/1,5/1,6/1v",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["gate_falls"] == "1/2"
    cards = json.dumps([{"name": c.name, "gate": c.gate, "castle": c.castle, "count": c.count} for c in CARDS])
    assert main(["--db", db, "rampage", "new", "--players", "Anton,Beatrix", "--cards", cards]) == 0
    gid = capsys.readouterr().out.strip()
    assert main(["--db", db, "rampage", "add", gid, '{"type": "draw", "data": {"player": "Anton"}}']) == 0
    capsys.readouterr()
    assert main(["--db", db, "rampage", "odds", "--game", gid, "--attack", "5", "--json"]) == 0
    assert "0" not in json.loads(capsys.readouterr().out)["destroyed"]
