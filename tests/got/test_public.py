"""The players' display shows only what the rules make public (10.3, 24.3, 24.4; ``got.public_armies``)."""

from __future__ import annotations

import dataclasses
import json

from referee.core.events import Event
from referee.got import events as ev
from referee.got.catalog import catalog
from referee.got.engine import GotEngine
from referee.got.public import GotPublic, Knowledge, Known, public, step
from referee.got.settle import Outcome
from referee.got.state import GotState

from .helpers import new_game, to_round
from .test_titans import MARSH, place, table

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER
ENGINE = GotEngine()
OPEN = ev.BattleOpened(attacker="Blau 2", defender="Rot 1")
FIGURES = sorted(catalog().figures, key=len, reverse=True)


def battle_table(*, settings: tuple[tuple[str, str], ...] = ()) -> GotState:
    """Ben (Mover) attacks Anna's army in a marsh: Colossus, Ogre, Lion against Ogre, Troll."""
    s = table()
    if settings:
        s = dataclasses.replace(s, settings=(*s.settings, *settings))
    s = place(s, "Rot 1", MARSH, ["Ogre", "Troll"])
    return place(s, "Blau 2", MARSH, ["Colossus", "Ogre", "Lion"])


def play(state: GotState, *entries: Event, lang: str = "de") -> GotPublic:
    """The public view after ``entries`` on a hand-made table (nothing on it is known at first)."""
    states = [state]
    for e in entries:
        states.append(ENGINE.apply(states[-1], e))
    return public(states[-1], entries, lang, states=states)


def shown(view: GotPublic) -> str:
    return json.dumps(view.to_json(), ensure_ascii=False)


def figures_in(text: str) -> set[str]:
    """Every figure name the text mentions (longest first, so "Dark-Titan" is not also "Titan")."""
    found = set()
    for name in FIGURES:
        if name in text:
            found.add(name)
            text = text.replace(name, "")
    return found


def army(view: GotPublic, marker: str) -> tuple[str, ...]:
    return next(a.figures for a in view.armies if a.marker == marker)


def test_a_game_of_hidden_armies_shows_no_figure_at_all() -> None:
    j = new_game()
    to_round(j, 3)
    states = [j.state_after(i) for i in range(len(j.events) + 1)]
    for lang in ("de", "en"):
        view = public(j.state, j.events, lang, states=states)
        assert all(a.figures == () and a.hidden == a.size > 0 for a in view.armies)
        assert figures_in(shown(view)) == set()
    # the knowledge of a replay is the same as from the journal's own states
    assert public(j.state, j.events) == public(j.state, j.events, states=states)


def test_before_the_first_round_the_armies_and_the_odds_stay_hidden() -> None:
    view = play(battle_table(), OPEN)
    assert view.fight is not None and not view.fight.revealed
    assert view.fight.attackers == () and view.fight.defender_size == 2
    assert figures_in(shown(view)) == set()


def test_a_fought_battle_shows_both_armies_and_the_winner_stays_known() -> None:
    view = play(battle_table(), OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)))
    assert view.fight is not None and view.fight.revealed
    assert sorted(f.name for f in view.fight.attackers) == ["Colossus", "Lion", "Ogre"]
    assert sorted(army(view, "Blau 2")) == ["Colossus", "Lion", "Ogre"]
    assert sorted(army(view, "Rot 1")) == ["Ogre", "Troll"]
    view = play(battle_table(), OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                ev.BattleRound(round=2, beaten_attacker=("Lion",), damage=(ev.Damage(A, "Colossus", 3),)),
                ev.BattleRound(round=3, beaten_defender=("Troll",)), ev.BattleEnded())
    assert view.fight is None and sorted(army(view, "Blau 2")) == ["Colossus", "Ogre"]
    assert "Troll" in view.battles[0].text and view.battles[0].beaten == ("Lion", "Ogre", "Troll")


def test_a_negotiated_battle_shows_only_the_beaten_figures() -> None:
    view = play(battle_table(), OPEN, ev.BattleEnded(outcome=Outcome.NEGOTIATED, winner=A, winner_losses=("Lion",)))
    assert army(view, "Blau 2") == ()  # the winner stays hidden (10.3)
    assert sorted(view.battles[0].beaten) == ["Lion", "Ogre", "Troll"]
    assert figures_in(shown(view)) == {"Lion", "Ogre", "Troll"}  # never the Colossus


def test_a_settled_flight_shows_the_fled_army_only() -> None:
    s = battle_table()
    view = play(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FLIGHT))
    assert army(view, "Blau 2") == () and "Colossus" not in shown(view)


def test_a_revealed_titan_stays_revealed_after_a_split() -> None:
    s = place(table(), "Blau 1", MARSH, ["Titan", "Ogre", "Lion", "Troll"], to_move=True)
    view = play(s, ev.TitanRevealed(player="Ben"))
    assert army(view, "Blau 1") == ("Titan",)
    view = play(s, ev.TitanRevealed(player="Ben"), ev.Split(marker="Blau 1", new_marker="Blau 3", figures=("Ogre", "Lion")))
    assert army(view, "Blau 1") == ("Titan",) and army(view, "Blau 3") == ()
    assert figures_in(shown(view)) == {"Titan"}


def test_a_known_army_that_splits_in_secret_is_known_no_more() -> None:
    before = place(battle_table(), "Blau 2", MARSH, ["Colossus", "Ogre", "Lion", "Troll"], to_move=True)
    known = Knowledge((("Blau 2", Known(("Colossus", "Lion", "Ogre", "Troll"), True)),))
    after = ENGINE.apply(before, ev.Split(marker="Blau 2", new_marker="Blau 3", figures=("Ogre", "Lion")))
    k = step(known, before, ev.Split(marker="Blau 2", new_marker="Blau 3", figures=("Ogre", "Lion")), after)
    assert k.of("Blau 2") == Known() and k.of("Blau 3") == Known()


def test_recruits_stay_hidden_unless_the_table_shows_them() -> None:
    for choice, expected, complete in (("hidden", ["Ogre", "Troll"], False), ("shown", ["Ogre", "Troll", "Troll"], True)):
        before = place(battle_table(settings=(("got.public_recruits", choice),)), "Rot 1", MARSH, ["Ogre", "Troll"])
        after = place(before, "Rot 1", MARSH, ["Ogre", "Troll", "Troll"])
        known = Knowledge((("Rot 1", Known(("Ogre", "Troll"), True)),))
        k = step(known, before, ev.Recruit(marker="Rot 1", figure="Troll"), after)
        assert list(k.of("Rot 1").figures) == expected and k.of("Rot 1").complete is complete


def test_a_table_that_plays_open_shows_everything() -> None:
    s = battle_table(settings=(("got.public_armies", "open"),))
    view = play(s, OPEN)
    assert view.open_table and sorted(army(view, "Blau 2")) == ["Colossus", "Lion", "Ogre"]
    assert view.fight is not None and view.fight.revealed and len(view.fight.attackers) == 3


def test_the_view_speaks_the_games_language() -> None:
    view = play(battle_table(), OPEN, ev.BattleEnded(outcome=Outcome.NEGOTIATED, winner=A), lang="en")
    assert view.battles[0].text.startswith("Round 11") and view.header.phase == "Battle"


def test_knowledge_goes_on_from_where_it_stood() -> None:
    from referee.got.public import knowledge

    s = battle_table()
    entries: list[Event] = [OPEN, ev.BattleRound(round=1, beaten_defender=("Ogre",)),
                            ev.BattleRound(round=2, beaten_attacker=("Lion",)),
                            ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=A)]
    states = [s]
    for e in entries:
        states.append(ENGINE.apply(states[-1], e))
    whole = knowledge(entries, states)
    for n in range(len(entries) + 1):
        part = knowledge(entries[:n], states[:n + 1])
        assert knowledge(entries, states, start=(n, part)) == whole


def test_the_darklords_phantom_stays_hidden_in_his_army() -> None:
    s = table(darklord=True)
    view = play(s)
    phantoms = [a for a in s.armies if a.has("Phantom")]
    assert phantoms and all(army(view, a.marker) == () for a in phantoms)
