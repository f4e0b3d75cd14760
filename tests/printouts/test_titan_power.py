"""Titan power (24.2) is printed only for a player who has a Titan or the Dark-Titan; a dash otherwise.

The Darklord starts with the Dark-Phantom, not a Titan (23.1); the Dark-Titan appears once the three
elements are destroyed (23.6, 23.7). A Titan player whose Titan was beaten goes on with the Phantom (24.4).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from printouts.base import Context
from printouts.got.battles import battle_entries
from printouts.got.score import score_rows
from printouts.source import sheet_class
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.goals import victory_points
from referee.got.movement_end import fewest_to_move
from referee.got.settle import Outcome
from referee.got.state import GotState
from referee.got.view import score_line

from .allgames import DARK_PLAYERS, darklord_game
from .gamebuild import land, new_game, pass_turn
from .pdftext import lines

DASH = "—"


def render(kind: str, journal: object, tmp_path: Path, lang: str = "de") -> list[str]:
    ctx = Context(lang=lang, blank=False, game_title="Gods of Titan — Test", date="1.1.2027", journal=journal)
    return lines(sheet_class(kind)(ctx).render(tmp_path / f"{kind}-{lang}.pdf"))


def players_row(got: list[str], name: str) -> list[str]:
    """Points, gems, victory points and Titan power of ``name`` in the players table."""
    i = got.index(name)
    return got[i + 3:i + 7]


def test_the_darklord_has_no_titan_power_before_the_dark_titan(tmp_path: Path) -> None:
    j = darklord_game(appeared=False)
    s = j.state
    got = render("got-score", j, tmp_path)
    for p in s.players:
        power = DASH if p.name == "Dora" else str(p.titan_power)
        assert players_row(got, p.name) == [str(p.points), str(p.gems), str(victory_points(p)), power]
    # the history: a dash in the Darklord's TS column on every row, numbers for the Titan players
    order = [p.name for p in s.seat_order]
    rows = score_rows(j)
    assert rows and all(r.totals[order.index("Dora")][3] is None for r in rows)
    assert all(isinstance(r.totals[order.index(n)][3], int) for r in rows for n in ("Anna", "Ben", "Cleo"))


def test_the_dark_titan_has_its_power(tmp_path: Path) -> None:
    j = darklord_game()
    dora = j.state.player("Dora")
    assert j.state.darklord_appeared and any(a.has("Dark-Titan") for a in j.state.armies_of("Dora"))
    got = render("got-score", j, tmp_path, lang="en")
    assert players_row(got, "Dora")[3] == str(dora.titan_power) == "6"
    # each destroyed element credited the Darklord's goals (26.4) while he had no Dark-Titan yet
    i = [p.name for p in j.state.seat_order].index("Dora")
    assert [r.totals[i][2:] for r in score_rows(j) if "Dora" in r.changed] == [(10, None), (20, None), (30, None)]


def test_a_phantom_or_a_player_who_is_out_has_no_titan_power() -> None:
    s = new_game().state
    anna = s.player("Anna")
    assert score_line(anna, s).titan_power == 6
    assert score_line(dataclasses.replace(anna, phantom=True), s).titan_power is None  # 24.4
    assert score_line(dataclasses.replace(anna, eliminated=True), s).titan_power is None


def darklord_wins_a_battle() -> Journal[GotState]:
    """Round 11: Dora's Schwarz 2 (Angel, Headcracker) beats Anna's Rot 2 (Asher, Centaur, Gargoyle), an army
    without Titan, which black armies may attack before the Dark-Titan appears (23.5)."""
    j = new_game(DARK_PLAYERS)
    while not (j.state.round == 11 and j.state.mover_player.name == "Dora"):
        pass_turn(j)
    target = j.state.army("Rot 2").land
    j.append(ev.Move(marker="Schwarz 2", to=f"{target.terrain.value}:{target.label}", distance=2))
    for marker in fewest_to_move(j.state):
        j.append(ev.Move(marker=marker, to=land(j, "Plains", f"{marker} · 11"), distance=1))
    j.append(ev.BattleSettled(attacker="Schwarz 2", defender="Rot 2", outcome=Outcome.FOUGHT, winner=ev.Side.ATTACKER))
    return j


def test_the_battle_record_gives_the_darklord_no_titan_power(tmp_path: Path) -> None:
    j = darklord_wins_a_battle()
    b = j.state.battles[-1]
    assert b.winner == "Dora" and b.points > 0
    assert battle_entries(j)[0].power is None
    got = render("got-battles", j, tmp_path)
    i = next(n for n, line in enumerate(got) if "nachher (24.2" in line)  # the label wraps after "nachher (…)"
    assert got[i + 1] == DASH and "6 -> 6" not in got
