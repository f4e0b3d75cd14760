"""The battle sheet's service: the open battle as recorded, its end's choices, previews and live odds."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.got import events as ev
from referee.got.events import Side
from referee.got.movement_end import fewest_to_move
from tests.got.helpers import BOARD
from ui.service import GameService, OpenGame
from ui.service.got.battle import end_choices, end_previews, fight_view, live_odds, pending_battles

SETUP = ev.GameSetup(players=(ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
                              ev.PlayerSetup("Cleo", "titan", "Gelb", 3)),
                     board=BOARD)


def pass_turn(g: OpenGame) -> None:
    """The armies that have to move move one land each (6.2, 8.4, 8.6), then the Mover ends the turn."""
    s = g.state
    for marker in fewest_to_move(s):
        g.add(ev.LandNamed(terrain="Plains", name=f"{marker} · {s.round}"))
        g.add(ev.Move(marker=marker, to=f"Plains:{marker} · {s.round}", distance=1))
    g.add(ev.TurnEnded(player=s.mover_player.name))


@pytest.fixture
def game(tmp_path: Path) -> OpenGame:
    """Anna's Rot 2 (Centaur, Gargoyle) moves onto Ben's Blau 2 (Centaur, Gargoyle) after the pact."""
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    g = service.new_game(game="got", setup=SETUP)
    while g.state.round <= 10 or g.state.mover_player.name != "Ben":
        pass_turn(g)
    g.add(ev.Move(marker="Blau 2", to="Brush:B", distance=3))
    g.add(ev.TurnEnded(player="Ben"))
    while g.state.mover_player.name != "Anna":
        pass_turn(g)
    g.add(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    return g


def test_a_pending_battle_is_recorded_and_settled_from_the_sheet(game: OpenGame) -> None:
    assert pending_battles(game) == (("Rot 2", "Blau 2"),)
    game.add(ev.BattleOpened(attacker="Rot 2", defender="Blau 2"))
    view = fight_view(game)
    assert view is not None and view.round == 0 and view.next_strike is Side.ATTACKER
    assert [f.name for f in view.attackers] == ["Centaur", "Gargoyle"] and not view.decided
    previews = end_previews(game, lang="en")
    assert any(p.ok and p.points for p in previews)  # e.g. flight: half the value (20.4)
    odds = live_odds(game, seed=1)
    assert odds is not None and abs(odds.attacker_wins + odds.defender_wins + odds.mutual + odds.timeout - 1) < 1e-9
    game.add(ev.BattleRound(round=1, beaten_defender=("Centaur", "Gargoyle")))
    view = fight_view(game)
    assert view is not None and view.decided and [f.beaten_in for f in view.defenders] == [1, 1]
    assert live_odds(game) is None
    c = end_choices(game)
    assert c.winner == "Anna" and c.points == 12 + 12
    game.add(ev.BattleEnded())
    assert fight_view(game) is None and game.state.player("Anna").points == 24


def test_the_ways_to_end_and_who_strikes_next_come_from_the_referee(game: OpenGame) -> None:
    """Before the first round the seven ways of 10.4–10.6 (flight, negotiation, concession), the attacker striking
    first (11.1); after a round that leaves both armies standing the defender strikes first (11.1, 11.9) and the
    ways are the referee's ``battle_ended`` options: the three concessions (10.6), each judged by its check."""
    from referee.core.option import of_kind
    from referee.got.settle import Outcome

    game.add(ev.BattleOpened(attacker="Rot 2", defender="Blau 2"))
    view = fight_view(game)
    assert view is not None and view.next_strike is Side.ATTACKER and view.next_strike_sections == ("11.1", "11.9")
    ways = [(o.entry.outcome, o.entry.winner) for o in of_kind(game.options(), "battle_ended")
            if isinstance(o.entry, ev.BattleEnded)]
    assert [(p.event.outcome, p.event.winner) for p in end_previews(game, lang="de")
            if isinstance(p.event, ev.BattleEnded)] == ways and len(ways) == 7
    assert all(p.ok for p in end_previews(game, lang="de"))  # no ruler in either army: each way is accepted
    game.add(ev.BattleRound(round=1, beaten_defender=("Centaur",)))
    view = fight_view(game)
    assert view is not None and view.next_strike is Side.DEFENDER and view.next_round == 2
    assert [(p.event.outcome, p.event.winner) for p in end_previews(game, lang="de") if isinstance(p.event, ev.BattleEnded)] \
        == [(Outcome.CONCESSION_DURING, Side.ATTACKER), (Outcome.CONCESSION_DURING, Side.DEFENDER),
            (Outcome.CONCESSION_BOTH_DURING, None)]
    assert not game.check(ev.BattleEnded(outcome=Outcome.FLIGHT)).value  # flight only before the first round (10.4)


# -- issue 36: every way a battle ends in the quick line, with its settlement (10.4–10.6, 20.4) ----------------------


def test_the_quick_line_enters_every_end_of_the_open_battle(game: OpenGame) -> None:
    from referee.got.settle import Outcome
    from ui.service.got import quick
    assert quick.read(game, "R2 x B2 flucht").entry == ev.BattleSettled(attacker="Rot 2", defender="Blau 2",
                                                                        outcome=Outcome.FLIGHT)
    negotiated_draw = quick.read(game, "R2 x B2 verhandlung remis")
    assert negotiated_draw.ok and negotiated_draw.entry == ev.BattleSettled(
        attacker="Rot 2", defender="Blau 2", outcome=Outcome.NEGOTIATED_DRAW)
    assert negotiated_draw.label("de").endswith("kein Sieger, +0 KP")  # a draw gives nothing (20.4)
    won = quick.read(game, "R2 x B2 sieg A", lang="en")
    assert won.ok and won.label("en").endswith("winner: Anna, +24 points, Anna +20 gems")  # Centaur 12 + Gargoyle 12
    game.add(ev.BattleOpened(attacker="Rot 2", defender="Blau 2"))
    for line, outcome, winner in (("flucht", Outcome.FLIGHT, None),
                                  ("verhandlung V", Outcome.NEGOTIATED, ev.Side.DEFENDER),
                                  ("verhandlung remis", Outcome.NEGOTIATED_DRAW, None),
                                  ("aufgabe A", Outcome.CONCESSION_BEFORE, ev.Side.DEFENDER),
                                  ("aufgabe beide", Outcome.CONCESSION_BOTH_BEFORE, None)):
        r = quick.read(game, line)
        assert r.ok and r.entry == ev.BattleEnded(outcome=outcome, winner=winner), (line, r.message)
    refused = quick.read(game, "abrechnen")
    assert not refused.ok and "11.1" in refused.sections  # not decided yet
    game.add(ev.BattleRound(round=1))
    r = quick.read(game, "aufgabe beide")
    assert r.ok and r.entry == ev.BattleEnded(outcome=Outcome.CONCESSION_BOTH_DURING)
    late = quick.read(game, "verhandlung remis")
    assert not late.ok and "10.5" in late.sections
    assert not quick.read(game, "verhandlung X").ok  # the line says what it takes
    entry = quick.read(game, "aufgabe beide").entry
    assert entry is not None
    game.add(entry)
    assert game.state.battles[-1].outcome == "concession-both-during" and game.state.fight is None
