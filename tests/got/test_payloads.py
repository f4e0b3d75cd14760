"""Each option payload's ``make`` builds an entry the engine accepts (the one place a choice becomes an event), and
its typed facts are the values the dialogs offer."""

from __future__ import annotations

from referee.core.events import Event
from referee.core.option import Option, P, payloads
from referee.got import events as ev
from referee.got.choices import EndChoice, settled_choices
from referee.got.engine import GotEngine
from referee.got.events import Side, TeleportKind
from referee.got.payloads import (
    ArmyBlockedPayload,
    BattleRoundPayload,
    DarkenPayload,
    EndBattlePayload,
    EndBattleRoundPayload,
    FightPayload,
    FigureValuesPayload,
    RestoreTitanPayload,
    SpellPayload,
    SpyPayload,
    TeleportPayload,
)
from referee.got.settle import Outcome
from referee.got.state import GotState
from tests.got.tables16 import put
from tests.got.tables16 import table as table16
from tests.got.test_battle_record import warlock_table
from tests.got.test_darklord_special import DARK, PLAINS, anna_as_phantom, dora
from tests.got.test_endgame import OPEN as END_OPEN
from tests.got.test_endgame import skycastle
from tests.got.test_fight import OPEN, battle_table
from tests.got.test_titans import place, table

ENGINE = GotEngine()


def offer(state: GotState, cls: type[P], **where: object) -> tuple[Option, P]:
    found = [(o, p) for o, p in payloads(ENGINE.options(state), cls)
             if all(getattr(p, k) == v for k, v in where.items())]
    assert found, f"no {cls.__name__} offered"
    return found[0]


def accepted(state: GotState, entry: Event) -> None:
    verdict = ENGINE.check(state, entry)
    assert verdict.value, (entry, verdict.why("en"), verdict.sections)


def test_teleport_make_names_the_owners_who_allow_it() -> None:
    s = table(mover="Ben")
    option, tp = offer(s, TeleportPayload, marker="Blau 2")
    assert option.allowed and TeleportKind.TOWER in tp.kinds and tp.owner == "Ben"
    entry = tp.make(TeleportKind.TOWER, "Plains:X", 3, via_from="Tower:Tower Blau", via_to="Tower:Tower Rot")
    assert entry.permitted_by == ("Anna",)  # Anna's tower: choosing it means she allows it (9.3)
    accepted(s, entry)
    assert tp.make(TeleportKind.DARKLAND, "Darkland:D", 4, "x", "y") == ev.Teleport(
        marker="Blau 2", kind=TeleportKind.DARKLAND, to="Darkland:D", distance=1)  # one land, no towers (9.1, 9.5)
    assert tp.min_distance(TeleportKind.WHIRL) == 2 and tp.sections(TeleportKind.WHIRL) == ("9.2",)


def test_spy_darken_restore_make_accepted_entries() -> None:
    s = dora()
    _, spy = offer(s, SpyPayload)
    assert "Blau 2" in spy.targets and spy.targets_for(False) == spy.targets
    accepted(s, spy.make("Schwarz 1", "Blau 2", 3))
    s = put(table16(darklord=True, mover="Ben"), "Schwarz 1", DARK, ["Headcracker", "Headcracker"])
    _, darken = offer(s, DarkenPayload)
    assert "Blau 2" in darken.passers
    accepted(s, darken.make("Schwarz 1", "Blau 2"))
    s = anna_as_phantom()
    _, restore = offer(s, RestoreTitanPayload)
    assert restore.player == "Anna" and restore.elements == ("Asher",)
    accepted(s, restore.make("Rot 2", "Asher"))


def test_army_blocked_make() -> None:
    s = place(table(), "Blau 3", PLAINS, ["Centaur", "Lion"], to_move=True)
    _, blocked = offer(s, ArmyBlockedPayload, marker="Blau 3")
    assert blocked.make("  Alle Wege sind versperrt ") == ev.ArmyBlocked(marker="Blau 3", reason="Alle Wege sind versperrt")


def test_end_battle_and_its_rounds() -> None:
    s = skycastle()
    _, end = offer(s, EndBattlePayload)
    entry = end.make([("Blau 2", "Colossus"), ("Gelb 2", "Serpent")])
    assert entry == END_OPEN
    accepted(s, entry)
    s = ENGINE.apply(s, entry)
    _, rnd = offer(s, EndBattleRoundPayload)
    assert rnd.round == 1 and not rnd.darklord_may_fall and rnd.most_hits == rnd.god_life  # only the attacker (11.1)
    accepted(s, rnd.make((), [("Blau 2", "Colossus")], 40))


def test_the_fought_battle_round_spells_and_values() -> None:
    s = battle_table()
    _, fight = offer(s, FightPayload)
    assert fight.attacker == "Blau 2" and Outcome.FLIGHT in fight.outcomes
    accepted(s, fight.make(Outcome.NEGOTIATED, Side.ATTACKER))
    s = ENGINE.apply(s, OPEN)
    _, rnd = offer(s, BattleRoundPayload)
    assert rnd.round == 1 and rnd.may_fall(Side.DEFENDER) == ("Ogre", "Troll")
    accepted(s, rnd.make(beaten_defender=("Ogre",)))
    _, values = offer(s, FigureValuesPayload)
    colossus = next(f for f in values.figures if f.figure == "Colossus")
    assert colossus.make(colossus.power, colossus.skill or 0, "x").power is None  # unchanged: not entered
    accepted(s, colossus.make(colossus.power + 1, colossus.skill or 1, "Tisch: Landscaping"))


def test_every_cast_a_spell_offers_is_accepted() -> None:
    s = ENGINE.apply(ENGINE.apply(warlock_table(), OPEN), ev.BattleRound(round=1))
    [(_, spell)] = payloads(ENGINE.options(s), SpellPayload, allowed=True)
    assert spell.marker == "Blau 2" and spell.moves("Timewarp") == (-1, 1)  # back or forward (15.6)
    casts = spell.casts()
    assert ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp", round_marker=-1) in casts
    for cast in casts:
        accepted(s, cast)


def test_the_end_choices_make_the_settlement() -> None:
    s = battle_table()
    base = ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=Side.ATTACKER)
    choices = settled_choices(s, base)
    made = choices.defaults().make(base)
    accepted(s, made)
    assert EndChoice().make(base) == base and EndChoice(revived=("Ogre",)).make(base).revived == ("Ogre",)


def test_every_template_of_gods_of_titan_is_typed() -> None:
    """No Gods of Titan option carries untyped fields: every template has its payload."""
    states = [table(mover="Ben"), dora(), anna_as_phantom(), skycastle(), ENGINE.apply(skycastle(), END_OPEN),
              battle_table(), ENGINE.apply(battle_table(), OPEN), place(table(), "Blau 3", PLAINS, ["Lion"], to_move=True)]
    for s in states:
        for o in ENGINE.options(s):
            assert not hasattr(o, "fields"), o.kind
            assert o.entry is not None or o.payload is not None, o.kind


def test_every_special_entry_names_what_it_is_and_why_it_is_absent() -> None:
    """The words and sections the entry dialogs show are the referee's (``entry_notes``)."""
    from referee.got.entry_notes import about, absent

    for kind in ("spy", "darken", "restore_titan", "army_blocked", "free_marker", "teleport", "end_battle",
                 "end_battle_round", "end_battle_ended"):
        for note in (about(kind), absent(kind)):
            assert note[0] and note[1] and note[2], kind
    assert absent("resign")[2] == ("28.11",) and about("nothing") == ("", "", ())
