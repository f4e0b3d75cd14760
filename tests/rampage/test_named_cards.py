"""Cards by name where the table names them (anhang.narr, "spielablauf"): the attack cards combined with a Narr,
and drawn cards; old entries with counts only (version 1) still read."""

from __future__ import annotations

import json

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.events import from_dict, to_dict
from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, EndTurn, PlayCard, RampageSetup
from referee.rampage.piles import draw_pile
from referee.rampage.state import Phase, RampageState
from ui.cli.main import main

A, B = "Anton", "Beatrix"
E = RampageEngine()


def five_cards() -> RampageState:
    """Anton to move in his second turn: 2 + 1 + 2 = 5 hand cards."""
    return E.replay([RampageSetup(players=(A, B)), Draw(player=A), EndTurn(player=A), Draw(player=B),
                     EndTurn(player=B), Draw(player=A)])


def test_a_fool_with_named_attack_cards() -> None:
    """anhang.narr: the Narr and two attack cards, a Ritter (its cost: one more hand card) and an Axtkämpfer
    (its draw does not count); 5 + 2 against Beatrix's castle of 4 cards, each 1: it falls, Anton wins.
    The Narr, Ritter, Axtkämpfer and the paid Koch reach the discard pile by name; extra_cards is 2."""
    s = five_cards()
    castle = tuple(Defense(value=1) for _ in range(4))
    ev = Attack(player=A, card="Narr", attack=7, combined=("Ritter", "axtkaempfer"), discards=("Koch",),
                castle=castle)
    after = E.apply(s, ev)
    assert after.phase is Phase.OVER and after.winner == A
    assert {"Ritter", "Axtkämpfer", "Narr", "Koch"} <= set(after.discard_cards)
    assert after.sides[0].hand == 5 - 1 - 2 - 1
    assert draw_pile(after).count("Narr") == 1
    # only attack cards join a Narr; a count and names must agree
    with pytest.raises(RuleViolation) as err:
        E.apply(s, Attack(player=A, card="Narr", attack=7, combined=("Knappe",), castle=castle))
    assert err.value.sections == ("anhang.narr",)
    with pytest.raises(InvalidInput):
        E.apply(s, Attack(player=A, card="Narr", attack=7, combined=("Ritter",), extra_cards=2, castle=castle))


def test_drawn_cards_named_are_known_in_the_hand() -> None:
    s = E.replay([RampageSetup(players=(A, B)), Draw(player=A), EndTurn(player=A)])
    after = E.apply(s, Draw(player=B, cards=("Drache", "drache")))
    assert after.sides[1].known_hand == ("Drache", "Drache") and draw_pile(after).count("Drache") == 1
    with pytest.raises(InvalidInput):  # two cards drawn, three named
        E.apply(s, Draw(player=B, cards=("Koch", "Koch", "Ritter")))
    # the third Drache is still possible, a fourth is not (the appendix's count)
    with pytest.raises(RuleViolation):
        E.apply(after, PlayCard(player=B, card="Heiler", draws=2, drawn=("Drache", "Drache")))
    assert "zieht: Drache, Drache" in Draw(player=B, cards=("Drache", "Drache")).label()


def test_version_one_entries_still_read() -> None:
    old = {"type": "rampage.attack", "v": 1, "data": {"player": A, "card": "Narr", "attack": 9, "extra_cards": 2}}
    assert from_dict(old) == Attack(player=A, card="Narr", attack=9, extra_cards=2)
    assert from_dict({"type": "rampage.draw", "v": 1, "data": {"player": A}}) == Draw(player=A)
    assert from_dict({"type": "rampage.play", "v": 1, "data": {"player": A, "card": "Heiler", "draws": 2}}) \
        == PlayCard(player=A, card="Heiler", draws=2)
    assert to_dict(Draw(player=A))["v"] == 2


def test_the_quick_line_and_the_command_line_name_them(tmp_path, capsys) -> None:
    from referee.rampage.request import RampageRequest
    from ui.service import GameService
    from ui.service.rampage.quick import parse

    service = GameService(f"sqlite:///{tmp_path}/q.sqlite")
    try:
        game = service.new(RampageRequest(players=(A, B)))
        assert parse(game, "z Dra, Ko") == Draw(player=A, cards=("Drache", "Koch"))
        game.add(Draw(player=A))
        entry = parse(game, "a Narr 7 +Rit +Axt -Ko")
        assert isinstance(entry, Attack) and entry.combined == ("Ritter", "Axtkämpfer")
    finally:
        service.close()
    db = f"sqlite:///{tmp_path}/g.sqlite"
    assert main(["--db", db, "rampage", "new", "--players", "Anton,Beatrix"]) == 0
    gid = capsys.readouterr().out.strip()
    assert main(["--db", db, "rampage", "add", gid, json.dumps({"type": "draw", "data": {"player": A,
                                                                                       "cards": ["Koch"]}})]) == 0
    capsys.readouterr()
    assert main(["--db", db, "game", "show", gid]) == 0
    assert "Anton zieht: Koch" in capsys.readouterr().out
