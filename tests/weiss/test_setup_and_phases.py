"""§ grundlegendes (deck check), § vorbereitung (draw 5, mulligan), phases 1–3 and 7, § 4 play legality."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.weiss.cards import CardSpec, DeckList, Kind, check_deck
from referee.weiss.events import Clock, Discard, Draw, MoveCharacter, Mulligan, NextPhase, Play, PlayClimax, Setup
from referee.weiss.sample import sample_deck
from referee.weiss.state import Mode, Phase


def _deck(**changes: int) -> DeckList:
    base = sample_deck("Ann")
    cards = tuple(dataclasses.replace(c, copies=changes.get(c.name, c.copies)) for c in base.cards)
    return dataclasses.replace(base, cards=cards)


def test_sample_deck_passes() -> None:
    check_deck(sample_deck("Ann"))


@pytest.mark.parametrize(
    ("deck", "word"),
    [
        (_deck(Kaze=3), "49"),  # 49 cards
        (_deck(Kaze=5, Hana=3), "5"),  # 5 copies
        (dataclasses.replace(_deck(Kaze=3), cards=(*_deck(Kaze=3).cards,
                                                    CardSpec(name="Mond", kind=Kind.CLIMAX, colour="gelb"))), "9"),
    ],
)
def test_illegal_decks_are_refused(deck: DeckList, word: str) -> None:
    with pytest.raises(RuleViolation) as err:
        check_deck(deck)
    assert err.value.sections == ("grundlegendes",)
    assert word in err.value.message("en")


def test_setup_needs_two_players(ws: SimpleNamespace) -> None:
    with pytest.raises(RuleViolation):
        ws.engine().replay([Setup(decks=(sample_deck("Ann"),), first="Ann")])
    with pytest.raises(InvalidInput):
        ws.engine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Cid")])


def test_opening_draw_and_mulligan(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = e.replay([ws.setup()])
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Draw(player="Ann", cards=("Kaze",) * 4))
    assert err.value.sections == ("vorbereitung",)
    s = e.apply(s, Draw(player="Ann", cards=("Kaze", "Kaze", "Hana", "Tori", "Sonne")))
    s = e.apply(s, Draw(player="Bob", cards=("Kaze", "Yuki", "Yuki", "Tori", "Feuer")))
    with pytest.raises(RuleViolation):  # the first player decides first
        e.apply(s, Mulligan(player="Bob"))
    with pytest.raises(RuleViolation):  # as many drawn as put away
        e.apply(s, Mulligan(player="Ann", discard=("Sonne",)))
    s = e.apply(s, Mulligan(player="Ann", discard=("Sonne", "Tori"), draw=("Aoi", "Mei")))
    ann = s.sides[0]
    assert ann.hand == ("Aoi", "Hana", "Kaze", "Kaze", "Mei") and ann.waiting == ("Sonne", "Tori")
    assert len(ann.deck) == 43
    s = e.apply(s, Mulligan(player="Bob"))
    assert (s.phase, s.active, s.turn) == (Phase.STAND, 0, 1)


def test_phases_in_order(ws: SimpleNamespace) -> None:
    e, s = ws.engine(), ws.started()
    with pytest.raises(RuleViolation) as err:
        e.apply(s, NextPhase(phase=Phase.MAIN))
    assert err.value.sections == ("1",)
    s = e.apply(s, NextPhase(phase=Phase.DRAW))
    with pytest.raises(RuleViolation) as err:  # the draw phase's card first
        e.apply(s, NextPhase(phase=Phase.CLOCK))
    assert err.value.sections == ("2",)
    with pytest.raises(RuleViolation):
        e.apply(s, Draw(player="Ann", cards=("Yuki", "Yuki")))
    s = e.apply(s, Draw(player="Ann", cards=("Yuki",)))
    s = e.apply(s, NextPhase(phase=Phase.CLOCK))
    s = e.apply(s, Clock(player="Ann", card="Tori"))
    assert s.sides[0].clock == ("Tori",) and s.draw_due == 2
    with pytest.raises(RuleViolation):
        e.apply(s, NextPhase(phase=Phase.MAIN))
    s = e.apply(s, Draw(player="Ann", cards=("Sora", "Riku")))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Clock(player="Ann", card="Kaze"))
    assert err.value.sections == ("3",)
    assert len(s.sides[0].hand) == 7


def test_colour_rule_follows_the_seed(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, hand=("Kaze", "Tori"), clock=("Tori",))
    with pytest.raises(RuleViolation) as err:  # Kaze is yellow, only red in clock: no level-0 exception
        e.apply(s, Play(player="Ann", card="Kaze", slot="vorne_mitte"))
    assert err.value.sections == ("4",)
    assert "gelb" in err.value.message("de")
    s2 = e.apply(s, Play(player="Ann", card="Tori", slot="vorne_mitte"))
    assert s2.sides[0].on_stage("vorne_mitte").card == "Tori"


def test_level0_exception_as_a_setting(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(("weiss.level0_colour", "exception")), "Ann", phase=Phase.MAIN, hand=("Kaze", "Yuki"))
    s = e.apply(s, Play(player="Ann", card="Kaze", slot="vorne_links"))
    assert s.sides[0].on_stage("vorne_links").card == "Kaze"


def test_level_and_cost(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, hand=("Yuki", "Sora"), clock=("Kaze",))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Play(player="Ann", card="Yuki", slot="vorne_links"))
    assert "level 1 > own level 0" in err.value.message("en")
    s = ws.arrange(s, "Ann", phase=Phase.MAIN, hand=("Sora",), level=("Kaze",), stock=())
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Play(player="Ann", card="Sora", slot="vorne_links"))
    assert "cost 1 > stock 0" in err.value.message("en")
    s = ws.arrange(s, "Ann", phase=Phase.MAIN, hand=("Sora",), level=("Kaze",), stock=("Tori", "Mei"))
    s = e.apply(s, Play(player="Ann", card="Sora", slot="vorne_links"))
    assert s.sides[0].stock == ("Tori",) and "Mei" in s.sides[0].waiting  # paid from the top


def test_replacing_a_character_sends_it_to_waiting_room(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, hand=("Kaze",), clock=("Hana",), waiting=(),
                   stage={"vorne_links": "Tori"})
    s = e.apply(s, Play(player="Ann", card="Kaze", slot="vorne_links"))
    assert s.sides[0].on_stage("vorne_links").card == "Kaze" and "Tori" in s.sides[0].waiting


def test_event_card_goes_to_waiting_room(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, hand=("Schild",), clock=("Hana",), waiting=())
    with pytest.raises(InvalidInput):
        e.apply(s, Play(player="Ann", card="Schild", slot="vorne_links"))
    s = e.apply(s, Play(player="Ann", card="Schild"))
    assert s.sides[0].waiting == ("Schild",)


def test_move_only_in_main_phase(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, stage={"vorne_links": "Tori"})
    s2 = e.apply(s, MoveCharacter(player="Ann", from_slot="vorne_links", to_slot="hinten_rechts"))
    assert s2.sides[0].on_stage("hinten_rechts").card == "Tori" and s2.sides[0].on_stage("vorne_links") is None
    with pytest.raises(RuleViolation):
        e.apply(dataclasses.replace(s, phase=Phase.CLIMAX),
                MoveCharacter(player="Ann", from_slot="vorne_links", to_slot="hinten_rechts"))


def test_climax_only_in_climax_phase(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Ann", phase=Phase.MAIN, hand=("Sonne",), clock=("Hana",))
    with pytest.raises(RuleViolation) as err:
        e.apply(s, Play(player="Ann", card="Sonne"))
    assert err.value.sections == ("5",)
    s = e.apply(dataclasses.replace(s, phase=Phase.CLIMAX), PlayClimax(player="Ann", card="Sonne"))
    assert s.sides[0].climax == "Sonne"
    s = e.apply(dataclasses.replace(s, phase=Phase.ATTACK), NextPhase(phase=Phase.END))
    assert s.sides[0].climax is None and "Sonne" in s.sides[0].waiting  # § 7


def test_hand_limit_at_end_of_turn(ws: SimpleNamespace) -> None:
    e = ws.engine()
    hand = ("Kaze", "Kaze", "Hana", "Tori", "Yuki", "Yuki", "Mei", "Aoi", "Sora")
    s = ws.arrange(ws.started(), "Ann", phase=Phase.END, hand=hand)
    with pytest.raises(RuleViolation) as err:
        e.apply(s, NextPhase(phase=Phase.STAND))
    assert err.value.sections == ("7",)
    with pytest.raises(RuleViolation):  # exactly down to 7
        e.apply(s, Discard(player="Ann", cards=("Aoi",)))
    s = e.apply(s, Discard(player="Ann", cards=("Aoi", "Sora")))
    s = e.apply(s, NextPhase(phase=Phase.STAND))
    assert (s.active, s.turn, s.phase) == (1, 2, Phase.STAND)


def test_stand_phase_stands_the_new_players_characters(ws: SimpleNamespace) -> None:
    e = ws.engine()
    s = ws.arrange(ws.started(), "Bob", stage={"vorne_links": "Tori"})
    bob = s.sides[1]
    bob = dataclasses.replace(bob, stage=bob.with_slot("vorne_links", dataclasses.replace(
        bob.on_stage("vorne_links"), mode=Mode.REST)))
    s = dataclasses.replace(s, sides=s.with_side(1, bob), phase=Phase.END)
    s = e.apply(s, NextPhase(phase=Phase.STAND))
    assert s.sides[1].on_stage("vorne_links").mode is Mode.STAND


def test_games_set_up_before_the_refresh_timing_choice_keep_their_reading() -> None:
    """weiss.setup v1 had no choice for weiss.refresh_timing: it was played under ``when_empty`` and keeps it;
    a new game gets the default ``at_once`` (§ refresh)."""
    from referee.core.events import from_dict, to_dict
    from referee.weiss.engine import WeissEngine
    from referee.weiss.events import Setting, Setup
    from referee.weiss.sample import sample_deck

    new = Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")
    old = to_dict(new) | {"v": 1}
    assert WeissEngine().replay([from_dict(old)]).setting("weiss.refresh_timing") == "when_empty"
    assert WeissEngine().replay([from_dict(old)]).setting("weiss.climax_effect") == "entered"
    assert WeissEngine().replay([new]).setting("weiss.refresh_timing") == "at_once"
    assert WeissEngine().replay([new]).setting("weiss.climax_effect") == "all_characters"
    chosen = to_dict(Setup(decks=new.decks, first="Ann", settings=(Setting(id="weiss.refresh_timing",
                                                                            value="at_once"),))) | {"v": 1}
    assert WeissEngine().replay([from_dict(chosen)]).setting("weiss.refresh_timing") == "at_once"


def test_a_stored_set_up_gets_a_verdict_for_every_card_over_four_copies_in_every_deck() -> None:
    """Replayed, the deck check's refusal is waived card by card and deck by deck (issue 37): Kaze and Hana five times
    in both decks are four verdicts under one rule, not one for all."""
    from referee.weiss.engine import WeissEngine

    def over(player: str) -> DeckList:
        deck = sample_deck(player)
        more = {"Kaze": 5, "Hana": 5, "Tori": 2}  # still 50 cards
        return dataclasses.replace(deck, cards=tuple(dataclasses.replace(c, copies=more.get(c.name, c.copies))
                                                     for c in deck.cards))

    engine = WeissEngine()
    recorded = engine.record(engine.initial_state(), Setup(decks=(over("Ann"), over("Bob")), first="Ann"))
    assert recorded.applied and recorded.rules == ("weiss.cards.times_deck_allowed",)
    assert [v.why_en for v in recorded.refusals] == [f"{card} is 5 times in {who}'s deck; 4 are allowed."
                                                     for who in ("Ann", "Bob") for card in ("Kaze", "Hana")]
    assert all(v.sections == ("grundlegendes",) for v in recorded.refusals)
