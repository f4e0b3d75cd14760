"""Game end and tie (12), tournament (13), stalemate (14)."""

from __future__ import annotations

import dataclasses

import pytest

from referee.arena.engine import ArenaEngine, refill
from referee.arena.events import Bid, BiddingClosed, RevealSecret, Stalemate
from referee.arena.payloads import RevealPayload
from referee.arena.scoring import final_scores, scores, tournament, tournament_of, winners
from referee.arena.state import Phase
from referee.arena.view import summary
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.option import payloads

VICTIMS = ["Troll", "Einhorn", "Warlock", "Ranger", "Drache"]
BETS = [{"A": ["Zyklop"], "B": ["?"]}, {"A": ["Titan"], "B": ["Hydra"]}, {"A": ["Drache"]},
        {"A": ["Zyklop"]}, {}]


def _full_game(table, rounds, settings=()):
    t = table(settings=settings)
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    for r, (victim, bets) in enumerate(zip(VICTIMS, BETS, strict=True), start=1):
        t.fill(rounds(r, victim, alive, first="Zyklop" if r == 1 else ""), bets=bets)
        alive.remove(victim)
    return t


def test_five_rounds_three_survivors_and_secret_bets_revealed(table, rounds) -> None:
    t = _full_game(table, rounds)
    s = t.state
    assert s.phase is Phase.REVEAL and s.alive() == ("Zyklop", "Hydra", "Titan")
    # A: Zyklop 4 (round 1) + Titan 3 (round 2) + Zyklop 1 (round 4); the Drache bet died
    assert scores(s) == {"A": 8, "B": 3}
    assert [p.player for _, p in payloads(ArenaEngine().options(s), RevealPayload)] == ["B"]
    with pytest.raises(RuleViolation):  # the Hydra 7 lies in a column
        t.add(RevealSecret(player="B", creature="Hydra", value=7))
    t.add(RevealSecret(player="B", creature="Hydra", value=2))
    s = t.state
    assert s.phase is Phase.OVER and scores(s) == {"A": 8, "B": 8}
    # tie: A ended the last turn (round 5 began with B and had four cards: B, A, B, A)
    verdict = winners(s)
    assert verdict.value == ("A",) and verdict.sections == ("12",)
    data = summary(s, "en")
    assert data.header.winners == ("A",) and data.scores == {"A": 8, "B": 8}
    assert [c.name for c in data.creatures if c.alive] == ["Zyklop", "Hydra", "Titan"]


def test_tie_shared_setting(table, rounds) -> None:
    t = _full_game(table, rounds, settings=(("arena.final_tie", "shared"),))
    t.add(RevealSecret(player="B", creature="Hydra", value=2))
    assert winners(t.state).value == ("A", "B")


def test_nothing_after_the_end(table, rounds) -> None:
    t = _full_game(table, rounds)
    t.add(RevealSecret(player="B", creature="Hydra", value=2))
    with pytest.raises(RuleViolation):
        t.play("Hydra", 3)


def test_tournament_of_three_games_section_13() -> None:
    v = tournament([{"A": 8, "B": 8}, {"A": 5, "B": 9}, {"A": 4, "B": 0}])
    assert v.value == {"A": 17, "B": 17}
    v = tournament([{"A": 8, "B": 3}, {"A": 5, "B": 9}, {"A": 4, "B": 0}])
    assert list(v.value.items()) == [("A", 17), ("B", 12)] and v.sections == ("13",)
    with pytest.raises(InvalidInput):
        tournament([{"A": 1}])


def test_tournament_counts_only_finished_games_sections_12_13(table, rounds) -> None:
    """13: the surviving bet points of each game; 12: they exist only once the game has ended (after
    five rounds, every secret bet revealed). A running game is refused with a message."""
    done = _full_game(table, rounds)
    done.add(RevealSecret(player="B", creature="Hydra", value=2))
    finished = done.state
    assert final_scores(finished) == {"A": 8, "B": 8}
    verdict = tournament_of([finished, finished, finished], [("Partie 1", "Game 1"), ("Partie 2", "Game 2"),
                                                             ("Partie 3", "Game 3")])
    assert verdict.value == {"A": 24, "B": 24} and verdict.sections == ("13",)
    running = table()
    running.start("A", 6)
    for state, where in ((running.state, "Runde 1 von 5"), (_full_game(table, rounds).state, "geheime Wetten")):
        with pytest.raises(RuleViolation) as err:
            tournament_of([finished, state, finished])
        assert err.value.sections == ("12", "13")
        assert "Partie 2 ist noch nicht beendet" in err.value.message("de") and where in err.value.message("de")
        assert "has not finished" in err.value.message("en")
    with pytest.raises(InvalidInput) as dup:  # a game counts once
        tournament_of([finished] * 3, [("Partie 1", "Game 1")] * 3)
    assert dup.value.sections == ("13",)
    other = table(players=("A", "C")).state
    with pytest.raises(RuleViolation):  # the other game is not finished
        tournament_of([finished, finished, other])
    t = table(players=("A", "C"))
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    for r, victim in enumerate(VICTIMS, start=1):
        t.fill(rounds(r, victim, alive, first="Zyklop" if r == 1 else ""))
        alive.remove(victim)
    assert t.state.phase is Phase.OVER  # nobody bet secretly: over after round 5
    with pytest.raises(RuleViolation) as same:  # three games of the same players
        tournament_of([finished, finished, t.state])
    assert same.value.sections == ("13",)


def test_voluntary_stalemate_only_at_the_round_starters_turn(table) -> None:
    t = table()
    t.start("A", 6)
    t.turn("Zyklop", 6)
    with pytest.raises(RuleViolation) as err:  # B did not begin the round
        t.add(Stalemate(voluntary=True))
    assert err.value.sections == ("14",)
    t.turn("Hydra", 5)
    with pytest.raises(RuleViolation):  # without agreement only when nobody could play
        t.add(Stalemate(voluntary=False))
    pile = t.state.draw_pile
    t.add(Stalemate(voluntary=True))
    s = t.state
    # the first column's two cards form the new deck; everyone draws one
    assert s.draw_pile == pile + 2 - 2 and [x.hand for x in s.seats] == [9, 9]
    assert s.column("Zyklop", 1) == () and s.phase is Phase.BIDDING and s.pool_total() == 102
    t.add(Bid(player="B", value=3), BiddingClosed())
    assert t.who == "B" and t.state.bid_due == 3
    # from now on at most one card per turn is drawn
    low = dataclasses.replace(t.state.seat("B"), hand=5)
    assert refill(t.state, low) == 1


def test_stalemate_current_column_setting(table, rounds) -> None:
    t = table(settings=(("arena.stalemate_column", "current"),))
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    t.fill(rounds(1, "Troll", alive, first="Zyklop"))
    starter = t.who
    t.turn("Hydra", 2)
    t.turn("Titan", 3)
    assert t.who == starter
    t.add(Stalemate(voluntary=True))
    assert t.state.column("Hydra", 2) == () and t.state.column("Hydra", 1) != ()


def test_forced_stalemate_after_everyone_passed(table) -> None:
    t = table()
    t.start("A", 6)
    t.turn("Zyklop", 6)
    s = dataclasses.replace(t.state, passes=2)  # both players passed in turn
    after = t.journal.engine.apply(s, Stalemate(voluntary=False))
    assert after.phase is Phase.BIDDING and after.stalemates == 1


def test_reveal_a_secret_bet_on_a_dead_creature(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    t.fill(rounds(1, "Troll", alive, first="Zyklop"), bets={"B": ["?"]})
    while t.who != "B":
        t.turn("Hydra", 2)
    t.add(RevealSecret(player="B", creature="Troll", value=5))  # allowed even though the troll is dead (15)
    assert str(t.state.discard[-1]) == "Troll 5" and scores(t.state)["B"] == 0
