"""Issue 27: permanents other than creatures in their zones, targets checked against reach (§ reichweite),
combat damage between creatures and lethal damage (§ kampf), the counts of mana, hand, library and graveyard."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.burgenkrieg.events import (
    Cast,
    Combat,
    Counts,
    CreatureLeaves,
    Move,
    PermanentEnters,
    PermanentKind,
    PermanentLeaves,
    Phase,
    Strike,
)
from referee.burgenkrieg.payloads import CastPayload, CountsPayload, PermanentPayload
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.option import payloads

AURA = PermanentKind.ENCHANTMENT


def test_the_texts_reach_example(bk: SimpleNamespace) -> None:
    """§ reichweite, the example: A enchants a creature in A's inner wall; once there, B may target it only after
    a creature of B has got into A's outer wall."""
    g = bk.Game(bk.two_players(), bk.enters("waechter", "Ann", "A.innen", 2, 2),
                bk.enters("ork", "Bob", "B.aussen", 3, 3, haste=True), *bk.turn("Ann", Phase.MAIN))
    g.apply(PermanentEnters(id="schild", name="Schild", kind=AURA, controller="Ann", attached_to="waechter"))
    assert g.state.permanent("schild").zone == 1  # in the inner wall, with the creature it lies on
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(g.state, Cast(player="Bob", name="Entzaubern", targets=("schild",)))
    assert err.value.sections == ("reichweite",)
    assert "schild" not in offer(g, CastPayload, "Bob").targets
    assert "ork" in offer(g, CastPayload, "Ann").targets  # the enemy outer wall is always in reach
    # Bob's Ork breaks A's outer wall (5 DP) and intrudes: now the inner wall is in his reach
    g.apply(*bk.turn("Bob", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="ork", target="A.aussen", to_wall=3),)))
    g.apply(*bk.turn("Ann"), *bk.turn("Bob", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="ork", target="A.aussen", to_wall=2, to_trigger=1, enter=True),)))
    g.engine.apply(g.state, Cast(player="Bob", name="Entzaubern", targets=("schild",)))
    assert "schild" in offer(g, CastPayload, "Bob").targets
    # the opponent himself only from the inner wall on
    with pytest.raises(RuleViolation):
        g.engine.apply(g.state, Cast(player="Bob", name="Blitz", targets=("Ann",)))
    assert "Ann" not in offer(g, CastPayload, "Bob").targets


def offer(g: object, cls: type, player: str) -> object:
    found = [p for _, p in payloads(g.engine.options(g.state), cls, allowed=None) if p.player == player]  # type: ignore[attr-defined]
    assert len(found) == 1
    return found[0]


def test_permanents_enter_as_creatures_and_follow_their_card(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("ork", "Bob", "B.aussen", 3, 3), bk.enters("wolf", "Ann", "A.innen", 2, 2),
                *bk.turn("Ann", Phase.MAIN))
    intruder = dataclasses.replace(g.state.creature("ork"), zone=2)  # Bob's Ork has intruded into A's outer wall
    g.state = dataclasses.replace(g.state, creatures=g.state.replace_creature(intruder))
    p = offer(g, PermanentPayload, "Ann")
    assert p.zones == ("A.leibwache", "A.innen")  # not the outer wall: an enemy creature stands there
    assert set(p.hosts) == {"ork", "wolf"}
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(g.state, PermanentEnters(id="turm", name="Turm", kind=PermanentKind.ARTIFACT,
                                                controller="Ann", zone="A.aussen"))
    assert "kreaturen" in err.value.sections
    g.apply(PermanentEnters(id="turm", name="Turm", kind=PermanentKind.ARTIFACT, controller="Ann", zone="A.innen"),
            PermanentEnters(id="mut", name="Mut", kind=AURA, controller="Ann", attached_to="wolf"))
    with pytest.raises(InvalidInput):  # one id for one card
        g.engine.apply(g.state, PermanentEnters(id="wolf", name="X", kind=PermanentKind.LAND, controller="Ann",
                                                zone="A.innen"))
    g.apply(*bk.turn("Bob"), *bk.turn("Ann", Phase.MAIN), Move(creature="wolf", to_zone="A.leibwache"))
    assert g.state.permanent("mut").zone == 0  # the enchantment moved with the wolf
    g.apply(CreatureLeaves(creature="wolf"))
    assert [p.id for p in g.state.permanents] == ["turm"]  # and left play with it
    g.apply(PermanentLeaves(permanent="turm"))
    assert g.state.permanents == ()


def test_an_enchantments_ability_on_an_enemy_card_needs_reach(bk: SimpleNamespace) -> None:
    """§ reichweite: reach holds for activating enchantments a player put on the opponent's permanents."""
    g = bk.Game(bk.two_players(), bk.enters("ork", "Bob", "B.aussen", 3, 3), *bk.turn("Ann", Phase.MAIN))
    g.apply(PermanentEnters(id="fluch", name="Fluch", kind=AURA, controller="Ann", attached_to="ork"))
    g.engine.apply(g.state, Cast(player="Ann", name="Fluch wirken", targets=(), source="fluch"))
    assert Cast(player="Ann", name="Fluch wirken", targets=(), source="fluch").label() == (
        "Ann: Fluch wirken von fluch (ohne Ziel)")
    g.apply(*bk.turn("Bob", Phase.MAIN), Move(creature="ork", to_zone="B.innen"))
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(g.state, Cast(player="Ann", name="Fluch wirken", targets=(), source="fluch"))
    assert err.value.sections == ("reichweite",)
    assert "fluch" not in offer(g, CastPayload, "Ann").sources


def test_a_commander_never_targets_the_own_lord(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game(), *bk.turn("Cid", Phase.MAIN))
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(g.state, Cast(player="Cid", name="Heilung", targets=("Ann",)))
    assert err.value.sections[0] == "multiplayer"
    g.engine.apply(g.state, Cast(player="Ann", name="Heilung", targets=("Cid",)))
    g.engine.apply(g.state, Cast(player="Cid", name="Heilung", targets=("Cid",)))


def test_trample_example_kills_the_blocker(bk: SimpleNamespace) -> None:
    """§ kampf, the example: a 7/7 with trample blocked by a 3/3 assigns 3 to it, 2 to the wall, 2 to the
    trigger; the 3/3 has lethal damage and leaves play into its owner's graveyard, the 7/7 takes 3."""
    g = bk.Game(bk.two_players(), bk.enters("riese", "Ann", "A.aussen", 7, 7, haste=True),
                bk.enters("wache", "Bob", "B.aussen", 3, 3), *bk.turn("Bob"), *bk.turn("Ann", Phase.COMBAT))
    g.state = dataclasses.replace(g.state, values=(15, 10, 5, 2, 10, 15))
    g.apply(Combat(strikes=(Strike(creature="riese", target="B.aussen", blockers=("wache",), trample=True,
                                   to_blockers=3, to_wall=2, to_trigger=2, enter=True),)))
    assert [c.id for c in g.state.creatures] == ["riese"]
    assert g.state.creature("riese").damage == 3 and g.state.creature("riese").zone == 3
    assert [(c.id, c.damage) for c in g.state.fallen] == [("wache", 3)]
    assert g.state.counts_of("Bob").graveyard == 1
    # the scribe's old entry for it is now refused, and says why
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(g.state, CreatureLeaves(creature="wache"))
    assert err.value.sections == ("kampf",) and "tödlicher Schaden" in err.value.message("de")
    # a stored game of the days before the ruling: the entry is kept, judged differently, and changes nothing
    rec = g.engine.record(g.state, CreatureLeaves(creature="wache"))
    assert rec.applied and rec.state == g.state and rec.refusals[0].sections == ("kampf",)


def test_damage_split_between_blockers(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(("burgenkrieg.blockers", "any")), bk.enters("riese", "Ann", "A.aussen", 5, 9),
                bk.enters("a", "Bob", "B.aussen", 1, 2), bk.enters("b", "Bob", "B.aussen", 1, 4),
                *bk.turn("Ann", Phase.COMBAT))
    strike = Strike(creature="riese", target="B.aussen", blockers=("a", "b"), to_blockers=5)
    after = g.engine.apply(g.state, Combat(strikes=(strike,)))  # lethal to a first, the rest to b
    assert [c.id for c in after.fallen] == ["a"] and after.creature("b").damage == 3
    assert after.creature("riese").damage == 2
    split = g.engine.apply(g.state, Combat(strikes=(Strike(creature="riese", target="B.aussen", blockers=("a", "b"),
                                                            to_blockers=5, blocker_damage=(1, 4),
                                                            damage_taken=0),)))
    assert [c.id for c in split.fallen] == ["b"] and split.creature("riese").damage == 0
    with pytest.raises(RuleViolation):  # the split must add up
        g.engine.apply(g.state, Combat(strikes=(Strike(creature="riese", target="B.aussen", blockers=("a", "b"),
                                                       to_blockers=5, blocker_damage=(1, 1)),)))


def test_counts_are_kept_and_checked(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), *bk.turn("Ann"))
    assert offer(g, CountsPayload, "Ann").graveyard == 0  # an empty graveyard at the start
    g.apply(Counts(player="Ann", mana=3, hand=7, library=53))
    g.apply(offer(g, CountsPayload, "Ann").make(mana=3, hand=6, library=53, graveyard=0))
    c = g.state.counts_of("Ann")
    assert (c.mana, c.hand, c.library, c.graveyard) == (3, 6, 53, 0)
    assert Counts(player="Ann", hand=6).label() == "Ann: Hand 6"
    with pytest.raises(InvalidInput):
        g.engine.apply(g.state, Counts(player="Ann", hand=-1))
