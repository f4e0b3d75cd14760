"""What the table can know by name (2, 4, 9, 10, 15.8): a spectator by its name ("Schlange 0", section 9's
example), and the hand cards taken openly from the table (a referee's, 10) until they leave the hand or the hand
loses cards nobody saw (the Warlock's hidden discards, 15.8).  Old entries (version 1) still read."""

from __future__ import annotations

import pytest

from referee.arena.cards import Card, Place, Where
from referee.arena.events import Play, Referee, WarlockPower
from referee.arena.hands import with_known
from referee.arena.view import summary
from referee.core.errors import RuleViolation
from referee.core.events import from_dict


def _example(table):
    """Section 9's example, the spectator named: D lays 'Schlange 0' on the Hydra; C plays the yellow 0 on it."""
    t = table(("A", "B", "C", "D"))
    t.start("A", 6)
    t.turn("Zyklop", 6)
    t.turn("Drache", 5)
    t.turn("Ranger", 4, bet="Hydra")
    t.add(Play(player="D", creature="Hydra", value=0, spectator=True, name="Schlange"))
    t.end()
    t.turn("Titan", 7)
    t.turn("Troll", 6)
    t.play("Hydra", 0)  # C covers the snake with the yellow 0
    t.end()
    return t


def test_a_named_spectator_is_one_card_with_one_value(table) -> None:
    t = _example(table)
    assert "Zuschauer Schlange 0" in [str(c) for c in t.state.column("Hydra")]
    # the snake lies on the table: nobody plays it again; named elsewhere it keeps its value 0
    with pytest.raises(RuleViolation) as err:
        t.add(Play(player="D", creature="Einhorn", value=0, spectator=True, name="schlange"))
    assert "2" in err.value.sections
    t.add(Play(player="D", creature="Einhorn", value=2, spectator=True, name="Kobold"))
    assert [str(c) for c in t.state.column("Einhorn")] == ["Zuschauer Kobold 2"]


def test_the_referees_card_is_known_in_the_hand(table) -> None:
    """Section 10's example: D's referee takes the yellow 0 into his hand — the table saw it: it is known there,
    nobody else can play it, and it leaves the list when D plays it."""
    t = _example(table)
    t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    assert t.state.seat("D").known == (Card(creature="Hydra", value=0),)
    assert [p.known for p in summary(t.state).players if p.name == "D"] == [("Hydra 0",)]
    t.end()
    with pytest.raises(RuleViolation) as err:  # A cannot hold the yellow 0: D has it
        t.add(Play(player="A", creature="Hydra", value=0))
    assert "D" in err.value.message("de") and "4" in err.value.sections


def test_hidden_warlock_discards_forget_the_known_cards(table) -> None:
    t = _example(table)
    t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    state = t.state

    # the Warlock's sponsor discards three, shows only the top one: which known card went is not known
    after = with_known(state, state, WarlockPower(player="D", count=3, top=Card(creature="Troll", value=2)))
    assert after.seat("D").known == ()
    shown_only = with_known(state, state, WarlockPower(player="D", count=1, top=Card(creature="Hydra", value=0)))
    assert shown_only.seat("D").known == ()
    kept = with_known(state, state, WarlockPower(player="D", count=1, top=Card(creature="Troll", value=2)))
    assert kept.seat("D").known == (Card(creature="Hydra", value=0),)


def test_version_one_entries_read() -> None:
    old = {"type": "arena.play", "v": 1, "data": {"player": "A", "creature": "Hydra", "value": 0, "spectator": True}}
    assert from_dict(old) == Play(player="A", creature="Hydra", value=0, spectator=True)


def test_the_quick_line_names_a_spectator(tmp_path) -> None:
    from referee.arena.events import Bid, BiddingClosed
    from referee.arena.request import ArenaRequest
    from ui.service import GameService
    from ui.service.arena.quick import parse

    service = GameService(f"sqlite:///{tmp_path}/a.sqlite")
    try:
        game = service.new(ArenaRequest(players=("A", "B")))
        game.add(Bid(player="A", value=0))
        game.add(BiddingClosed())
        assert parse(game, "Hy z0 Schlange") == Play(player="A", creature="Hydra", value=0, spectator=True,
                                                     name="Schlange")
        assert parse(game, "Hy z 0") == Play(player="A", creature="Hydra", value=0, spectator=True)
    finally:
        service.close()


def test_the_command_line_shows_the_known_hand_cards(tmp_path, capsys) -> None:
    import json

    from referee.core.events import to_dict
    from ui.cli.main import main

    db = f"sqlite:///{tmp_path}/c.sqlite"
    assert main(["--db", db, "arena", "new", "--players", "A,B,C,D"]) == 0
    gid = capsys.readouterr().out.strip().split()[-1]
    from tests.arena.conftest import Table

    t = _example(Table)
    t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    for ev in t.journal.events[1:]:
        code = main(["--db", db, "arena", "add", gid, json.dumps(to_dict(ev))])
        assert code == 0, capsys.readouterr().err
    capsys.readouterr()
    assert main(["--db", db, "arena", "state", gid]) == 0
    assert "D 8/8 (Hydra 0)" in capsys.readouterr().out
