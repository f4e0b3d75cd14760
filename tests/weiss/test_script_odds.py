"""Conditional effects in the whole-phase odds (§ 6 II, § 6 IV, § refresh, § 3): each script worked by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from referee.core.errors import InvalidInput
from referee.weiss.odds import Zones, damage_odds
from referee.weiss.phase_odds import PlannedAttack, TriggerDeck, phase_odds
from referee.weiss.script import parse_script, script_odds

#: four deck cards, one a climax; a waiting room to refresh from
FOUR = Zones(deck=4, deck_climax=1, waiting=5)
NO_TRIGGERS = TriggerDeck(deck=10)


def test_if_cx_after_a_burn() -> None:
    """burn 1 cancelled (1/4), then burn 2 from three plain cards: 2; else 1."""
    r = script_odds(FOUR, NO_TRIGGERS, "burn 1\nif cx\n  burn 2")
    assert r.damage_distribution == {1: F(3, 4), 2: F(1, 4)}
    r = script_odds(FOUR, NO_TRIGGERS, "burn 1\nif cx\n  burn 2\nelse\n  burn 1")
    # not cancelled (3/4): a second 1 from 3 cards with one climax: cancelled 1/3 -> 1, else 2
    assert r.damage_distribution == {1: F(3, 4) * F(1, 3), 2: F(1, 4) + F(3, 4) * F(2, 3)}


def test_mill_then_burn_cx() -> None:
    """mill 2: a climax among them with 1 − C(3,2)/C(4,2) = 1/2; then 1 damage per milled climax, from the two
    plain cards left: {0: 1/2, 1: 1/2}."""
    r = script_odds(FOUR, NO_TRIGGERS, "mill 2\nburn cx")
    assert r.damage_distribution == {0: F(1, 2), 1: F(1, 2)}
    # burn not cx: one damage per plain card milled (2 when no climax came, 1 when one did)
    r = script_odds(Zones(deck=8, deck_climax=1, waiting=5), NO_TRIGGERS, "mill 2\nburn not cx 1")
    assert sum(r.damage_distribution.values()) == 1 and max(r.damage_distribution) == 2


def test_reveal_remove_cx_clears_the_top() -> None:
    """reveal 1 remove cx: a climax on top (1/4) goes to the waiting room, the next card is plain; a plain card
    stays on top, known: burn 1 always deals 1 (without the reveal it is cancelled with 1/4)."""
    assert script_odds(FOUR, NO_TRIGGERS, "reveal 1 remove cx\nburn 1").damage_distribution == {1: F(1)}
    assert script_odds(FOUR, NO_TRIGGERS, "burn 1").damage_distribution == {0: F(1, 4), 1: F(3, 4)}
    # a revealed climax left on top cancels the next damage for sure
    assert script_odds(FOUR, NO_TRIGGERS, "reveal 1\nif cx\n  burn 1").damage_distribution == {0: F(1)}


def test_reshuffle_forgets_the_top() -> None:
    """reveal 1; if it was the climax, reshuffle; burn 1.  Climax (1/4): shuffled, burn cancelled with 1/4 again
    (1 with 3/4); plain (3/4): known on top, 1 damage: P(1) = 3/4 + 1/4 · 3/4 = 15/16."""
    r = script_odds(FOUR, NO_TRIGGERS, "reveal 1\nif cx\n  reshuffle\nburn 1")
    assert r.damage_distribution == {0: F(1, 16), 1: F(15, 16)}


def test_if_trg_after_an_attack() -> None:
    """attack 1 (front): a soul trigger with 1/4 makes 2 damage and then burn 1 follows: 3; else 1."""
    r = script_odds(Zones(deck=10, waiting=0), TriggerDeck(deck=4, soul=1), "attack 1\nif trg\n  burn 1")
    assert r.damage_distribution == {1: F(3, 4), 3: F(1, 4)}


def test_plain_scripts_agree_with_the_engines() -> None:
    """Without conditions a script is the phase odds (attacks) and the damage odds (burns) of the same engine."""
    zones, attacker = Zones(deck=12, deck_climax=3, waiting=6, waiting_climax=1, clock=5), TriggerDeck(deck=8, soul=2)
    a = script_odds(zones, attacker, "attack 2\nattack 1 direct")
    b = phase_odds(zones, attacker, (PlannedAttack("vorne_links", 2, "front"), PlannedAttack("vorne_mitte", 1, "direct")))
    assert (a.damage_distribution, a.p_kill, a.p_level_up) == (b.damage_distribution, b.p_kill, b.p_level_up)
    c = script_odds(zones, attacker, "burn 3\nburn 2")
    d = damage_odds(zones, (3, 2))
    assert (c.damage_distribution, c.p_kill) == (d.damage_distribution, d.p_kill)


def test_bad_scripts_are_refused_with_the_line() -> None:
    for text, part in (("attack x", "Zeile 1"), ("burn 1\nif cx\nburn 2", "eingerückte"), ("else\n  burn 1", "else"),
                       ("fly 3", "nicht verstanden"), ("", "leer")):
        with pytest.raises(InvalidInput) as err:
            parse_script(text)
        assert part in err.value.message("de"), text
    assert [s.verb for s in parse_script("# a comment\nattack 2 side\nreveal 3 remove cx\nreshuffle")] == [
        "attack", "reveal", "reshuffle"]


def test_the_command_line_runs_a_script_on_a_stored_game(tmp_path, capsys) -> None:
    """Anna's first turn of the sample decks (Ben's deck: 45 cards, 8 climaxes; Anna's: 42, 13 soul triggers):
    ``burn 1`` is cancelled with 8/45; ``attack 1 direct`` deals nothing exactly when a climax cancels it."""
    import json
    from math import comb

    from referee.core.events import to_dict
    from tests.weiss.conftest import first_attack
    from ui.cli.main import main

    db = f"sqlite:///{tmp_path}/g.sqlite"

    def run(*argv: str) -> tuple[int, str, str]:
        code = main(["--db", db, *argv])
        out, err = capsys.readouterr()
        return code, out, err

    gid = run("weiss", "new", "--sample-decks", "Anna,Ben", "--first", "Anna")[1].strip()
    for ev in first_attack()[1:-1]:
        assert run("weiss", "add", gid, json.dumps(to_dict(ev)))[0] == 0
    code, out, _ = run("weiss", "phase-odds", gid, "--script", "burn 1", "--json")
    assert code == 0 and json.loads(out)["exact"]["damage_distribution"] == {"0": "8/45", "1": "37/45"}
    code, out, _ = run("weiss", "phase-odds", gid, "--script", "attack 1 direct", "--json")
    # a soul trigger (13/42) makes 3 cards, else 2; cancelled unless none of them is one of the 8 climaxes
    cancel = F(13, 42) * (1 - F(comb(37, 3), comb(45, 3))) + F(29, 42) * (1 - F(comb(37, 2), comb(45, 2)))
    assert code == 0 and json.loads(out)["exact"]["damage_distribution"]["0"] == str(cancel)
    code, _, err = run("weiss", "phase-odds", gid, "--script", "fly 3")
    assert code == 2 and "Zeile 1" in err
    code, out, _ = run("odds", "ws", "--deck", "4", "--climax", "1", "--waiting", "5", "--script", "mill 2\nburn cx",
                       "--json")
    assert code == 0 and json.loads(out)["exact"]["damage_distribution"] == {"0": "1/2", "1": "1/2"}
