"""Every named card's count of the appendix is a bound ("anhang", e.g. "Koch (3x)", anhang.koch): an entry that
would make the table see more cards of a name than there are is refused; a stored one is marked, never refused."""

from __future__ import annotations

import json

import pytest

from referee.core.errors import RuleViolation
from referee.core.events import to_dict
from referee.core.journal import Journal
from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, EndTurn, PlayCard, RampageSetup, Reinforce, Stack
from referee.rampage.piles import draw_pile
from ui.cli.main import main

A, B = "Anton", "Beatrix"
E = RampageEngine()
#: three Köche on the discard pile: Anton plays two in his first turn, Beatrix one in hers
THREE_COOKS = (RampageSetup(players=(A, B)), Draw(player=A), PlayCard(player=A, card="Koch"),
               PlayCard(player=A, card="Koch"), EndTurn(player=A), Draw(player=B), PlayCard(player=B, card="Koch"))


def test_a_fourth_cook_is_refused_naming_the_appendix() -> None:
    s = E.replay(THREE_COOKS)
    assert s.discard_cards == ("Koch",) * 3 and draw_pile(s).count("Koch") == 0
    for ev in (PlayCard(player=B, card="Koch"), Reinforce(player=B, card="Koch", stack=Stack.GATE),
               Attack(player=B, card="Ritter", attack=6, discards=("Koch",), gate=(Defense(value=9),)),
               Attack(player=B, card="Ritter", attack=6, discards=("Priester",),
                          gate=(Defense(value=3, card="Koch"), Defense(value=9)))):
        with pytest.raises(RuleViolation) as err:
            E.apply(s, ev)
        assert err.value.sections[0] == "anhang.koch" and "nur 3" in err.value.message("de")
    # a card of another name is fine
    E.apply(s, PlayCard(player=B, card="Priester"))


def test_a_stored_fourth_cook_is_marked_and_later_entries_are_not() -> None:
    events = [*THREE_COOKS, PlayCard(player=B, card="Koch"), PlayCard(player=B, card="Priester")]
    j = Journal(E, events)
    marked = j.judged_differently
    assert [m.seq for m in marked] == [8]
    assert "anhang.koch" in marked[0].sections
    assert j.state.discard_cards[-2:] == ("Koch", "Priester")


def test_the_command_line_refuses_the_fourth_cook(tmp_path, capsys) -> None:
    db = f"sqlite:///{tmp_path}/g.sqlite"
    assert main(["--db", db, "rampage", "new", "--players", "Anton,Beatrix"]) == 0
    gid = capsys.readouterr().out.strip()
    for ev in THREE_COOKS[1:]:
        entry = to_dict(ev)
        assert main(["--db", db, "rampage", "add", gid, json.dumps(entry)]) == 0, capsys.readouterr().err
    capsys.readouterr()
    code = main(["--db", db, "rampage", "add", gid, json.dumps({"type": "play", "data": {"player": B, "card": "Koch"}})])
    err = capsys.readouterr().err
    assert code == 2 and "Koch" in err and "nur 3" in err
