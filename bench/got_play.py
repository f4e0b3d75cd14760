"""A Gods of Titan game as a table plays it, for the benches: three Titan players, round by round — splits,
moves onto lands the table names, recruits, battles opened and recorded round by round once the pact is over
(round 11), the forced moves and each turn's end. Every entry is judged by the referee as a scribe's would be;
one it refuses is left out (as the scribe would fix it), so the game is a real one of any length.

"""

from __future__ import annotations

import random
from collections import Counter

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.board import FIXED
from referee.got.checks import open_battles, recruit_query
from referee.got.engine import GotEngine
from referee.got.lands import Terrain
from referee.got.movement_end import fewest_to_move
from referee.got.recruit import recruit_options
from referee.got.state import GotState

PLAYERS = (ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
           ev.PlayerSetup("Cleo", "titan", "Gelb", 3))
TERRAINS = tuple(t.value for t in Terrain if t not in FIXED and t.is_labelled and not t.is_sea)
#: the table's board: five lands of each terrain an army may stand on
BOARD = tuple(f"{t}:{t} {n}" for t in TERRAINS for n in range(1, 6))
PACT_ENDS = 11


class Table:
    """The game being played and its dice."""

    def __init__(self, seed: int, limit: int) -> None:
        #: the game ends with this many entries (a turn is cut there)
        self.limit = limit
        self.rng = random.Random(seed)
        self.journal: Journal[GotState] = Journal(GotEngine())
        self.journal.append(ev.GameSetup(players=PLAYERS, board=BOARD))
        self.lands = 0
        self.kinds: Counter[str] = Counter()

    @property
    def state(self) -> GotState:
        return self.journal.state

    def enter(self, entry: Event) -> bool:
        if len(self.journal) >= self.limit:
            return False
        try:
            self.journal.append(entry)
        except RefereeError:
            return False
        self.kinds[entry.type_name] += 1
        return True

    def new_land(self) -> str:
        self.lands += 1
        terrain = self.rng.choice(TERRAINS)
        name = f"L{self.lands}"
        self.enter(ev.LandNamed(terrain=terrain, name=name))
        return f"{terrain}:{name}"

    def free_marker(self, owner: str) -> str | None:
        colour = next(p.colour for p in PLAYERS if p.name == owner)
        used = {a.marker for a in self.state.armies}
        return next((f"{colour} {n}" for n in range(1, 13) if f"{colour} {n}" not in used), None)

    def move_to_recruit(self, marker: str) -> Event:
        """A move onto a land of the board, where the army can recruit if one of a few the dice allow lets it."""
        taken = {a.land.label for a in self.state.armies if a.owner != self.state.army(marker).owner}
        lands = [land for land in self.rng.sample(BOARD, 6) if land.split(":")[1] not in taken] or [self.new_land()]
        moves = [ev.Move(marker=marker, to=land, distance=self.rng.randint(1, 6)) for land in lands]
        for move in moves:
            try:
                after = self.journal.check(move)
            except RefereeError:
                continue
            if recruit_options(recruit_query(after, after.army(marker))).options:
                return move
        return moves[0]

    def turn(self) -> None:
        s = self.state
        mover = s.mover_player.name
        for army in s.armies_of(mover):  # a big army splits before it moves (4.5)
            marker = self.free_marker(mover)
            names = [n for n in army.figures.names() if "Titan" not in n]
            if army.size >= 6 and marker and len(names) >= 2 and self.rng.random() < 0.6:
                self.enter(ev.Split(marker=army.marker, new_marker=marker, figures=tuple(names[-2:])))
        for army in self.state.armies_of(mover):
            if self.state.army(army.marker).moved is not None or army.land.terrain.is_tower:
                continue  # a tower's garrison stays (9.6)
            titan = any("Titan" in f for f in army.figures.names())
            enemies = [a for a in self.state.armies if a.owner != mover and not a.land.terrain.is_tower
                       and not a.land.terrain.is_centre
                       and not (titan and any("Titan" in f for f in a.figures.names()))]
            if self.state.round >= PACT_ENDS and enemies and self.rng.random() < 0.3:
                self.enter(ev.Move(marker=army.marker, to=self.rng.choice(enemies).land.label,
                                   distance=self.rng.randint(1, 6)))
            else:
                self.enter(self.move_to_recruit(army.marker))
        for marker in fewest_to_move(self.state):  # the armies that still have to move (8.4, 8.6)
            self.enter(ev.Move(marker=marker, to=self.new_land(), distance=1))
        for attacker, defender in open_battles(self.state):
            if self.enter(ev.BattleOpened(attacker=attacker, defender=defender)):
                self.fight()
        for army in self.state.armies_of(mover):
            options = recruit_options(recruit_query(self.state, army)).options
            if options:
                o = self.rng.choice(options)
                self.enter(ev.Recruit(marker=army.marker, figure=o.figure, via=ev.Via(o.via), sacrifice=o.sacrifice))
        self.enter(ev.TurnEnded(player=mover))

    def fight(self) -> None:
        """The battle recorded round by round: the army without a Titan loses a figure or two each round and the
        other now and then one (never its last, never a Titan: the benches' players stay in), until it is gone."""
        fight = self.state.fight
        assert fight is not None
        standing = {side: list(self.state.army(marker).figures.names())
                    for side, marker in (("attacker", fight.attacker), ("defender", fight.defender))}
        loser = "defender" if not any("Titan" in f for f in standing["defender"]) else "attacker"
        winner = "attacker" if loser == "defender" else "defender"
        for number in range(1, 8):
            beaten: dict[str, list[str]] = {loser: [], winner: []}
            rounds_left = 8 - number
            for _ in range(max(self.rng.randint(1, 2), -(-len(standing[loser]) // rounds_left))):
                if standing[loser]:
                    beaten[loser].append(standing[loser].pop(self.rng.randrange(len(standing[loser]))))
            mortal = [f for f in standing[winner] if "Titan" not in f]
            if len(standing[winner]) > 1 and mortal and self.rng.random() < 0.4:
                fallen = self.rng.choice(mortal)
                standing[winner].remove(fallen)
                beaten[winner].append(fallen)
            self.enter(ev.BattleRound(round=number, beaten_attacker=tuple(beaten["attacker"]),
                                      beaten_defender=tuple(beaten["defender"])))
            if not standing[loser]:
                break
        self.enter(ev.BattleEnded())


def play(entries: int, seed: int = 7) -> Table:
    """A game of ``entries`` entries (the last turn cut where the count is reached)."""
    table = Table(seed, entries)
    while len(table.journal) < entries and table.state.winner is None and not table.state.ended:
        before = len(table.journal)
        table.turn()
        if len(table.journal) == before:
            break
    return table

