"""Gods of Titan for screens and scripts: the table as JSON-ready data (the options are the engine's).

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> s = GotEngine().replay([GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3)))])
>>> summary(s)["players"][0]["titan_power"], summary(s)["round"]
(6, 1)
"""

from __future__ import annotations

from typing import Any

from referee.core.view import Header, Standing, Tally
from referee.got.catalog import FigureClass, catalog
from referee.got.goals import benefits, goals_of, victory_points
from referee.got.gods import GOD_STEP
from referee.got.state import GotState, Player, Role
from referee.got.values import god_life


def _number(value: Any) -> Any:
    return int(value) if value.denominator == 1 else float(value)


def player_summary(p: Player, lang: str = "de", state: GotState | None = None) -> dict[str, Any]:
    points = p.points
    next_power = (max(7, int(points // 100) + 1)) * 100
    next_god = (int(points // GOD_STEP) + 1) * GOD_STEP
    table = goals_of(p)
    return {
        "name": p.name, "role": p.role.value, "colour": p.colour, "seat": p.seat,
        "points": _number(points), "gems": p.gems,
        #: None while the player leads no Titan (the Darklord before the Dark-Titan, 23.7; the Phantom, 24.4)
        "titan_power": p.titan_power if state is None or state.has_titan(p) else None,
        "points_to_next_power": _number(next_power - points), "points_to_next_god": _number(next_god - points),
        "victory_points": victory_points(p),
        "goals": [{"key": k, "label": table[k].de if lang == "de" else table[k].en, "points": table[k].points}
                  for k in p.goals if k in table],
        "benefits": [b.name for b in benefits(p)],
        "titan_revealed": p.titan_revealed, "phantom": p.phantom, "eliminated": p.eliminated,
        "pool": dict(p.pool.items), "spells": list(p.spells), "trophies": list(p.trophies),
        "executer_power": p.executer_power,
        "towers": [] if state is None else sorted(
            a.land.label for a in state.armies_of(p.name) if a.land.terrain.is_tower),
        "elements": [] if state is None else sorted(
            n for a in state.armies_of(p.name) for n in a.figures.names() if catalog().figure(n).klass is FigureClass.ELEMENT),
    }


#: the numbers the history reports when they change: fighting points and gems (20, 21)
_UNITS = {"de": ("KP", "LS"), "en": ("CP", "gems")}


def header(state: GotState, lang: str = "de") -> Header:
    """Round, Mover, phase, standings by fighting points, the winner (1.3)."""
    players = state.seat_order
    points, gems = _UNITS["en" if lang == "en" else "de"]
    over = state.winner is not None or bool(state.ended)
    return Header(
        round=state.round, to_move=None if over else state.mover_player.name, phase=state.phase.word(lang),
        players=tuple(p.name for p in players),
        standings=tuple(Standing(p.name, f"{p.name} {_number(p.points)}", p.points) for p in players),
        winners=(state.winner,) if state.winner else (), ended=over,
        tallies=tuple(t for p in players for t in (Tally(p.name, points, p.points), Tally(p.name, gems, p.gems))))


def summary(state: GotState, lang: str = "de") -> dict[str, Any]:
    """The table: round, mover, phase, pact, players, armies, elements, battles."""
    return {
        "round": state.round, "mover": state.mover_player.name, "phase": state.phase.value,
        "pact": state.pact_in_force, "darklord_appeared": state.darklord_appeared,
        "elements_destroyed": list(state.elements_destroyed), "winner": state.winner, "ended": state.ended,
        "players": [player_summary(p, lang, state) for p in state.seat_order],
        "armies": [{"marker": a.marker, "owner": a.owner, "land": a.land.label, "terrain": a.land.terrain.value,
                    "figures": list(a.figures.names()), "moved": a.moved, "recruited": a.recruited}
                   for a in state.armies],
        "battles": len(state.battles),
        # the God's life for the end battle: 100 minus the power of every Titan still in the game (16.5, 27.5)
        "god_life": god_life(p.titan_power for p in state.players if not p.eliminated and not p.phantom
                             and (p.role is Role.TITAN or state.darklord_appeared)),
    }
