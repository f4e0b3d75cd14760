"""Setup (2, 3), start bid and over-bidding (5)."""

from __future__ import annotations

import pytest

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, EndTurn, Overbid, Play, SecretBet
from referee.arena.interpretations import INTERPRETATIONS
from referee.arena.rules import CREATURES, RULES
from referee.core.errors import InvalidInput, RuleViolation, UnknownName


def test_material_numbers_section_2() -> None:
    assert len(CREATURES) == 8
    # 8 creatures x 11 strength cards + 11 spectators + 3 referees = 102 blue cards (+ 8 red = 110)
    assert RULES.deck_size(11) + len(CREATURES) == 110
    assert RULES.deck_size(11) - len(CREATURES) * RULES.strength_per_creature == 14


@pytest.mark.parametrize(("players", "pile"), [(("A", "B"), 102 - 16), (("A", "B", "C", "D", "E"), 102 - 40)])
def test_deal_eight_each_section_3(players: tuple[str, ...], pile: int) -> None:
    s = ArenaEngine().replay([ArenaSetup(players=players)])
    assert [seat.hand for seat in s.seats] == [8] * len(players)
    assert s.draw_pile == pile
    assert s.pool_total() == 102


def test_spectator_count_interpretation() -> None:
    s = ArenaEngine().replay([ArenaSetup(players=("A", "B"), settings=(("arena.spectator_count", "8"),))])
    assert s.draw_pile == 99 - 16


@pytest.mark.parametrize("players", [("A",), ("A", "B", "C", "D", "E", "F")])
def test_two_to_five_players_section_1(players: tuple[str, ...]) -> None:
    with pytest.raises(RuleViolation) as err:
        ArenaEngine().replay([ArenaSetup(players=players)])
    assert err.value.sections == ("1",)


def test_bad_setting_refused() -> None:
    with pytest.raises(InvalidInput):
        ArenaEngine().replay([ArenaSetup(players=("A", "B"), settings=(("arena.final_tie", "coin"),))])
    with pytest.raises(InvalidInput):
        ArenaEngine().replay([ArenaSetup(players=("A", "B"), settings=(("arena.nope", "x"),))])


def test_every_rules_note_is_an_interpretation() -> None:
    ids = {i.id for i in INTERPRETATIONS}
    assert {"arena.spectator_count", "arena.spectator_value", "arena.final_tie",
            "arena.overbid_penalty"} <= ids
    assert all(i.game == "arena" and i.sections and i.digest_de and i.digest_en for i in INTERPRETATIONS)


def test_highest_bid_starts_and_first_bidder_wins_a_tie(table) -> None:
    t = table(("A", "B", "C"))
    t.add(Bid(player="B", value=3), Bid(player="C", value=7), Bid(player="A", value=7), BiddingClosed())
    assert t.state.start_player == "C" and t.who == "C" and t.state.bid_due == 7


def test_bids_only_rise(table) -> None:
    t = table()
    t.add(Bid(player="A", value=5))
    with pytest.raises(RuleViolation) as err:
        t.add(Bid(player="A", value=4))
    assert err.value.sections == ("5",)
    t.add(Bid(player="A", value=6))
    with pytest.raises(InvalidInput):
        t.add(Bid(player="B", value=11))
    with pytest.raises(UnknownName):
        t.add(Bid(player="Zed", value=3))
    with pytest.raises(RuleViolation):  # nobody may play before bidding is closed
        t.add(Play(player="A", creature="Hydra", value=6))


def test_winner_must_play_the_bid_strength(table) -> None:
    t = table()
    t.start("A", 8)
    with pytest.raises(RuleViolation) as err:
        t.play("Zyklop", 7)
    assert err.value.sections == ("5",)
    with pytest.raises(RuleViolation):
        t.add(SecretBet(player="A"))
    t.play("Zyklop", 8)
    assert t.state.bid_due == -1
    # the other players play what they like
    t.end()
    t.turn("Troll", 2)


def test_spectator_with_the_bid_value(table) -> None:
    t = table()
    t.start("A", 0)
    t.play("Hydra", 0, spectator=True)  # default: the spectator counts with its value
    t2 = table(settings=(("arena.bid_spectator", "no"),))
    t2.start("A", 0)
    with pytest.raises(RuleViolation):
        t2.play("Hydra", 0, spectator=True)


def test_overbid_penalty_hand_limit_seven(table) -> None:
    t = table()
    t.start("A", 10)
    with pytest.raises(RuleViolation):
        t.add(Overbid(player="B"))
    t.add(Overbid(player="A"))
    t.play("Hydra", 3)
    t.add(EndTurn(player="A"))
    assert t.state.seat("A").hand == 7 and t.state.seat("A").limit == 7
    t.turn("Troll", 2)
    assert t.state.seat("B").hand == 8
    # for the rest of the game: A never refills above seven
    t.turn("Drache", 4)
    assert t.state.seat("A").hand == 7
