"""Gods of Titan for screens and scripts: the table as a typed view (the options are the engine's).

:func:`summary` gives a :class:`GotView` — the shared header and the game's own part (players, armies, the
God's life) as frozen dataclasses; JSON only at the command line's edge (:meth:`GotView.to_json`).

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> s = GotEngine().replay([GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3)))])
>>> v = summary(s)
>>> v.players[0].titan_power, v.round, v.to_json()["players"][0]["points_to_next_power"]
(6, 1, 700)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Any

from referee.core.interpretation import R
from referee.core.view import Header, Standing, TableView, Tally
from referee.got.catalog import Catalog, FigureClass, catalog
from referee.got.goals import benefits, goals_of, victory_points
from referee.got.gods import GOD_STEP
from referee.got.lands import Terrain
from referee.got.readings import PublicArmies
from referee.got.state import NEUTRAL as NEUTRAL  # the owner the neutral towers' armies have (ArmyView.owner)
from referee.got.state import Army, Player
from referee.got.state import GotState as GotState  # the handle the screens and sheets pass here
from referee.got.state import Phase as Phase  # the view's phase
from referee.got.state import Role as Role  # the view's roles
from referee.got.table_charts import catalog_for
from referee.got.towers import is_garrison
from referee.got.values import god_life, next_power_at
from referee.got.victory import VictoryGoal


def number(value: Fraction) -> int | float:
    """A number of points as shown: whole numbers as ``int``, halves as ``float`` (``699.5``)."""
    return int(value) if value.denominator == 1 else float(value)


@dataclasses.dataclass(frozen=True)
class GoalView:
    """A victory-point goal reached (26.3, 26.4): its key, its name in the view's language, its points."""

    key: str
    label: str
    points: int


@dataclasses.dataclass(frozen=True)
class PlayerView:
    """One player as the players panel shows them (20, 21, 24.2, 26)."""

    name: str
    role: Role
    colour: str
    seat: int
    points: Fraction
    gems: int
    #: None while the player leads no Titan (the Darklord before the Dark-Titan, 23.7; the Phantom, 24.4)
    titan_power: int | None
    points_to_next_power: Fraction
    points_to_next_god: Fraction
    victory_points: int
    goals: tuple[GoalView, ...]
    benefits: tuple[str, ...]
    titan_revealed: bool
    phantom: bool
    eliminated: bool
    #: the personal pool (5.1): (figure, count), sorted by figure
    pool: tuple[tuple[str, int], ...]
    spells: tuple[str, ...]
    trophies: tuple[str, ...]
    executer_power: int
    towers: tuple[str, ...]
    elements: tuple[str, ...]

    def in_pool(self, figure: str) -> int:
        """How many of ``figure`` the pool holds (0 if none)."""
        return dict(self.pool).get(figure, 0)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "role": self.role.value, "colour": self.colour, "seat": self.seat,
            "points": number(self.points), "gems": self.gems, "titan_power": self.titan_power,
            "points_to_next_power": number(self.points_to_next_power),
            "points_to_next_god": number(self.points_to_next_god), "victory_points": self.victory_points,
            "goals": [dataclasses.asdict(g) for g in self.goals], "benefits": list(self.benefits),
            "titan_revealed": self.titan_revealed, "phantom": self.phantom, "eliminated": self.eliminated,
            "pool": dict(self.pool), "spells": list(self.spells), "trophies": list(self.trophies),
            "executer_power": self.executer_power, "towers": list(self.towers), "elements": list(self.elements),
        }


@dataclasses.dataclass(frozen=True)
class ArmyView:
    """One army on the board: marker, owner, land, terrain, figures, how far it moved, whether it recruited."""

    marker: str
    owner: str
    land: str
    terrain: Terrain
    figures: tuple[str, ...]
    moved: int | None
    recruited: bool

    def to_json(self) -> dict[str, Any]:
        return {"marker": self.marker, "owner": self.owner, "land": self.land, "terrain": self.terrain.value,
                "figures": list(self.figures), "moved": self.moved, "recruited": self.recruited}


@dataclasses.dataclass(frozen=True)
class GotView(TableView):
    """The Gods of Titan table: the header, and round, Mover, phase, pact, players, armies, the God's life."""

    round: int
    mover: str
    phase: Phase
    #: the non-aggression pact still holds (8.3)
    pact: bool
    darklord_appeared: bool
    elements_destroyed: tuple[str, ...]
    winner: str | None
    #: how the game ended ("" while it runs)
    ended: str
    players: tuple[PlayerView, ...]
    armies: tuple[ArmyView, ...]
    #: battles fought so far
    battles: int
    #: the God's life for the end battle (16.5, 27.5)
    god_life: int

    def player(self, name: str) -> PlayerView:
        """The player called ``name`` (``KeyError`` if none)."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        """The command line's ``state``: the keys it always had (``points`` as a number, ``pool`` by figure)."""
        return {
            "round": self.round, "mover": self.mover, "phase": self.phase.value, "pact": self.pact,
            "darklord_appeared": self.darklord_appeared, "elements_destroyed": list(self.elements_destroyed),
            "winner": self.winner, "ended": self.ended, "players": [p.to_json() for p in self.players],
            "armies": [a.to_json() for a in self.armies], "battles": self.battles, "god_life": self.god_life,
        }


def player_view(p: Player, lang: str = "de", state: GotState | None = None) -> PlayerView:
    """One player for the panel: the Titan's next power step (24.2), a god every ``GOD_STEP`` (21.1)."""
    points = p.points
    next_power = next_power_at(points)
    next_god = (int(points // GOD_STEP) + 1) * GOD_STEP
    table = goals_of(p)
    armies: tuple[Army, ...] = () if state is None else tuple(state.armies_of(p.name))
    return PlayerView(
        name=p.name, role=p.role, colour=p.colour, seat=p.seat, points=Fraction(points), gems=p.gems,
        titan_power=p.titan_power if state is None or state.has_titan(p) else None,
        points_to_next_power=Fraction(next_power - points), points_to_next_god=Fraction(next_god - points),
        victory_points=victory_points(p),
        goals=tuple(GoalView(k, table[k].de if lang == "de" else table[k].en, table[k].points)
                    for k in p.goals if k in table),
        benefits=tuple(b.name for b in benefits(p)),
        titan_revealed=p.titan_revealed, phantom=p.phantom, eliminated=p.eliminated,
        pool=tuple(p.pool.items), spells=tuple(p.spells), trophies=tuple(p.trophies),
        executer_power=p.executer_power,
        towers=tuple(sorted(a.land.label for a in armies if a.land.terrain.is_tower)),
        elements=tuple(sorted(n for a in armies for n in a.figures.names()
                              if catalog().figure(n).klass is FigureClass.ELEMENT)))


def player_summary(p: Player, lang: str = "de", state: GotState | None = None) -> dict[str, Any]:
    """One player as JSON-ready data (the command line's edge)."""
    return player_view(p, lang, state).to_json()


@dataclasses.dataclass(frozen=True)
class ScoreLine:
    """A player's numbers as the score and victory-point sheets print them: fighting points and gems (20.3),
    the victory points and the goals reached (26), the Titan's power (24.2; None without a Titan: the Darklord
    before the Dark-Titan 23.7, a Phantom 24.4, a player who is out) — cheap enough for every entry of a game."""

    name: str
    role: Role
    colour: str
    eliminated: bool
    points: Fraction
    gems: int
    victory_points: int
    titan_power: int | None
    #: the keys of the victory-point goals reached (tables 26.3, 26.4)
    goals: tuple[str, ...]
    #: the player's Titan has been revealed (24.3)
    titan_revealed: bool = False


def score_line(p: Player, state: GotState) -> ScoreLine:
    """One player's numbers at ``state``."""
    return ScoreLine(p.name, p.role, p.colour, p.eliminated, Fraction(p.points), p.gems, victory_points(p),
                     p.titan_power if state.has_titan(p) else None, tuple(p.goals), p.titan_revealed)


def score_lines(state: GotState) -> tuple[ScoreLine, ...]:
    """Every player's numbers, in seat order."""
    return tuple(score_line(p, state) for p in state.seat_order)


def score_history(states: Iterable[GotState]) -> Iterator[Mapping[str, ScoreLine]]:
    """Every player's numbers at each of ``states`` (by name), worked out again only for a player whose entry
    changed or when the Dark-Titan appeared (a long game's sheet reads every entry)."""
    seen: dict[str, tuple[Player, bool, ScoreLine]] = {}
    for state in states:
        after = {}
        for p in state.players:
            known = seen.get(p.name)
            if known is None or known[0] is not p or known[1] != state.darklord_appeared:
                known = seen[p.name] = (p, state.darklord_appeared, score_line(p, state))
            after[p.name] = known[2]
        yield after


@dataclasses.dataclass(frozen=True)
class OpenBattle:
    """A battle being fought round by round: attacker and defender (their markers) and owners, the last round
    entered, and whether the armies are public (from the first round, 10.3, or at a table that plays open,
    ``got.public_armies``)."""

    attacker: str
    defender: str
    round: int
    attacker_owner: str
    defender_owner: str
    armies_public: bool


def open_battle(state: GotState) -> OpenBattle | None:
    """The battle being fought now (None when none is open)."""
    f = state.fight
    if f is None:
        return None
    public = f.round >= 1 or state.reading(PublicArmies) is PublicArmies.OPEN
    return OpenBattle(f.attacker, f.defender, f.round, state.army(f.attacker).owner, state.army(f.defender).owner,
                      public)


def table_round(state: GotState) -> int | None:
    """The round the table is in (27.1); None before the set-up."""
    return state.round if state.started else None


@dataclasses.dataclass(frozen=True)
class LandLine:
    """A land the game knows: its label and terrain (:mod:`referee.got.board`)."""

    label: str
    terrain: Terrain


def known_lands(state: GotState) -> tuple[LandLine, ...]:
    """The lands the game knows, in the order they became known (the set-up's first)."""
    return tuple(LandLine(x.label, x.terrain) for x in state.lands)


@dataclasses.dataclass(frozen=True)
class EndBattleLine:
    """The end battle in the Skycastle under way (27.5): the Dark-Titan's army, the rounds entered, the hits on the
    God and the God's life (16.5)."""

    marker: str
    round: int
    god_hits: int
    god_life: int


def end_battle_of(state: GotState) -> EndBattleLine | None:
    """The end battle under way (None before it opens)."""
    b = state.end_battle
    return None if b is None else EndBattleLine(b.marker, b.round, b.god_hits, b.god_life)


def setting(state: GotState, key: str) -> str:
    """The table's reading of the interpretation ``key`` (docs/INTERPRETATIONS.md)."""
    return state.setting(key)


def reading(state: GotState, cls: type[R]) -> R:
    """The table's reading of the interpretation ``cls`` stands for, as a member of ``cls``."""
    return state.reading(cls)


def player_score(state: GotState, name: str) -> ScoreLine:
    """The numbers of the player ``name``."""
    return score_line(state.player(name), state)


def goal_table(state: GotState, name: str) -> dict[str, VictoryGoal]:
    """The goals of the player's table (26.3 for a Titan player, 26.4 for the Darklord), by key."""
    return goals_of(state.player(name))


def armies(state: GotState) -> tuple[ArmyView, ...]:
    """Every army on the board, in the table's order."""
    return tuple(_army(a) for a in state.armies)


def pool_figures(state: GotState, name: str) -> tuple[str, ...]:
    """The figures the player's personal pool still holds (5.1), each once, sorted."""
    return tuple(sorted(set(state.player(name).pool.names())))


def garrison_on(state: GotState, label: str, owner: str, *, other_than: str | None = None) -> ArmyView | None:
    """The tower garrison of ``owner`` on the land ``label`` (25.6, 25.7), leaving out the army ``other_than``."""
    return next((_army(a) for a in state.armies_on(label)
                 if a.owner == owner and a.marker != other_than and is_garrison(state, a)), None)


def armies_on(state: GotState, label: str) -> tuple[ArmyView, ...]:
    """The armies on the land ``label``."""
    return tuple(_army(a) for a in state.armies_on(label))


def enemies_of(state: GotState, marker: str) -> tuple[str, ...]:
    """The markers of the other owners' armies on the land of the army ``marker``."""
    army = state.army(marker)
    return tuple(b.marker for b in state.armies_on(army.land.label) if b.owner != army.owner)


def open_board(state: GotState) -> bool:
    """The game was recorded before lands were things: any land an entry names exists (``GameSetup.open_board``)."""
    return state.open_board


def phase(state: GotState) -> Phase:
    """The phase of the Mover's turn (6)."""
    return state.phase


def mover(state: GotState) -> str:
    """The Mover: the player whose turn it is (1.3; the last one's after the game ended)."""
    return state.mover_player.name


def army(state: GotState, marker: str) -> ArmyView:
    """The army under ``marker`` (an unknown marker is refused, naming the markers in play)."""
    return _army(state.army(marker))


def table_catalog(state: GotState) -> Catalog:
    """The catalog with this table's corrections of the recruiting charts (:mod:`referee.got.table_charts`)."""
    return catalog_for(state.recruit_corrections)


def armies_of(state: GotState, owner: str) -> tuple[ArmyView, ...]:
    """The armies of ``owner`` (a player's name or :data:`NEUTRAL`), in the table's order."""
    return tuple(_army(a) for a in state.armies_of(owner))


def _army(a: Army) -> ArmyView:
    return ArmyView(a.marker, a.owner, a.land.label, a.land.terrain, tuple(a.figures.names()), a.moved, a.recruited)


#: the numbers the history reports when they change: fighting points and gems (20, 21)
_UNITS = {"de": ("KP", "LS"), "en": ("CP", "gems")}


def header(state: GotState, lang: str = "de") -> Header:
    """Round, Mover, phase, standings by fighting points, the winner (1.3)."""
    players = state.seat_order
    points, gems = _UNITS["en" if lang == "en" else "de"]
    over = state.winner is not None or bool(state.ended)
    standings: list[Standing] = []
    tallies: list[Tally] = []
    for p in players:  # one pass (the history asks every entry's header, issue 38)
        standings.append(Standing(p.name, f"{p.name} {number(p.points)}", p.points))
        tallies += (Tally(p.name, points, p.points), Tally(p.name, gems, p.gems))
    return Header(
        round=state.round, to_move=None if over else state.mover_player.name, phase=state.phase.word(lang),
        players=tuple(p.name for p in players), standings=tuple(standings),
        winners=(state.winner,) if state.winner else (), ended=over, tallies=tuple(tallies))


def summary(state: GotState, lang: str = "de") -> GotView:
    """The table: round, mover, phase, pact, players, armies, elements, battles."""
    return GotView(
        header=header(state, lang), round=state.round, mover=state.mover_player.name, phase=state.phase,
        pact=state.pact_in_force, darklord_appeared=state.darklord_appeared,
        elements_destroyed=tuple(state.elements_destroyed), winner=state.winner, ended=state.ended,
        players=tuple(player_view(p, lang, state) for p in state.seat_order),
        armies=tuple(_army(a) for a in state.armies),
        battles=len(state.battles),
        # the God's life for the end battle: 100 minus the power of every Titan still in the game (16.5, 27.5)
        god_life=god_life(p.titan_power for p in state.players if not p.eliminated and not p.phantom
                          and (p.role is Role.TITAN or state.darklord_appeared)))
