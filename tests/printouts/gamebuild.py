"""Gods of Titan journals for the printout tests, built through the real engine.

:func:`battle_game` plays a three-player game past the pact (8.3) and then lets
every Mover's hunting army beat a freshly split "bait" army of an opponent, so a
game with ``n`` settled battles can be built in well under a second per hundred. With the
Darklord at the table (``players``) the Titans hunt only Titan players' baits (23.5), and baits
leave the elements with their Titan. A land is named (``got.land``) before the first move onto it.
"""

from __future__ import annotations

from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.catalog import catalog
from referee.got.engine import GotEngine, recruit_query
from referee.got.figures import FigureClass
from referee.got.movement_end import fewest_to_move
from referee.got.recruit import recruit_options
from referee.got.settle import Outcome
from referee.got.setup import field_markers, is_tower_marker
from referee.got.state import GotState

PLAYERS = (ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
           ev.PlayerSetup("Cleo", "titan", "Gelb", 3))
#: the lands of the table's board the tests name in their entries (2.1; more are named as they are reached)
BOARD = ("Brush:B", "Marsh:M")


def land(j: Journal[GotState], terrain: str, label: str) -> str:
    """``"Terrain:label"`` for a move, naming the land first (``got.land``) if the game does not know it."""
    if all(known.label != label for known in j.state.lands):
        j.append(ev.LandNamed(terrain=terrain, name=label))
    return f"{terrain}:{label}"


def pass_turn(j: Journal[GotState]) -> None:
    """The armies that have to move move one land each (6.2, 8.4, 8.6), then the Mover ends the turn."""
    s = j.state
    for marker in fewest_to_move(s):
        j.append(ev.Move(marker=marker, to=land(j, "Plains", f"{marker} · {s.round}"), distance=1))
    j.append(ev.TurnEnded(player=s.mover_player.name))


def new_game(players: tuple[ev.PlayerSetup, ...] = PLAYERS, lang: str = "de") -> Journal[GotState]:
    j: Journal[GotState] = Journal(GotEngine())
    j.append(ev.GameSetup(players=players, lang=lang, board=BOARD))
    return j


class _Table:
    """Running counters for fresh land labels and bait markers."""

    def __init__(self) -> None:
        self.lands = 0
        self.baits: set[str] = set()

    def land(self, j: Journal[GotState], terrain: str = "Brush") -> str:
        self.lands += 1
        return land(j, terrain, f"{terrain[0]}{self.lands}")


def _element(figure: str) -> bool:
    """Elements stay with their Titan (23.6): a bait is made of the other figures."""
    return catalog().figure(figure).klass is FigureClass.ELEMENT


def _recruit(j: Journal[GotState], marker: str) -> None:
    army = j.state.army(marker)
    options = [o for o in recruit_options(recruit_query(j.state, army)).options if o.via == "land"]
    if options and army.size < 7:
        j.append(ev.Recruit(marker=marker, figure=options[0].figure))


def _turn(j: Journal[GotState], t: _Table, battles: int) -> None:
    s = j.state
    me = s.mover_player
    own = [a for a in s.armies_of(me.name) if not is_tower_marker(a.marker)]
    hunter = next((a for a in own if a.has("Titan")), None)
    farms = sorted((a for a in own if a is not hunter and a.marker not in t.baits), key=lambda a: -a.size)
    free = [m for m in field_markers(me.colour, me.role) if all(a.marker != m for a in s.armies)]
    # split a bait off the largest farm (4.5)
    if farms and farms[0].size >= 4 and free and not any(b in t.baits for b in (a.marker for a in own)):
        bait = tuple(n for n in farms[0].figures.names() if n != "Titan" and not _element(n))[-2:]
        j.append(ev.Split(marker=farms[0].marker, new_marker=free[0], figures=bait))
        t.baits.add(free[0])
    elif len(farms) == 1 and farms[0].size >= 5 and free and s.pact_in_force:
        # during the pact a second farm is split off, so that two armies recruit each turn
        j.append(ev.Split(marker=farms[0].marker, new_marker=free[0], figures=farms[0].figures.names()[-2:]))
    # every other field army moves to a fresh Brush and recruits (22.1)
    movers = [a.marker for a in j.state.armies_of(me.name) if not is_tower_marker(a.marker) and a.moved is None
              and a.marker != (hunter.marker if hunter else "")]
    for marker in movers:
        j.append(ev.Move(marker=marker, to=t.land(j), distance=3))
    # the hunter beats an opponent's bait (after the pact); out of the City it moves in any case (8.4)
    prey = None
    if hunter is not None and not s.pact_in_force and battles > 0:
        # Titan and black armies meet only after the Dark-Titan appeared (23.5): a Titan hunts Titan players' baits
        prey = next((a for a in j.state.armies if a.marker in t.baits and a.owner != me.name
                     and j.state.player(a.owner).role is me.role), None)
        if prey is not None:
            j.append(ev.Move(marker=hunter.marker, to=f"{prey.land.terrain.value}:{prey.land.label}", distance=3))
    for marker in fewest_to_move(j.state):
        j.append(ev.Move(marker=marker, to=t.land(j), distance=1))
    if hunter is not None and prey is not None:
        j.append(ev.BattleSettled(attacker=hunter.marker, defender=prey.marker, outcome=Outcome.FOUGHT,
                                  winner=ev.Side.ATTACKER))
        t.baits.discard(prey.marker)
    for marker in movers:
        _recruit(j, marker)
    j.append(ev.TurnEnded(player=me.name))


def battle_game(battles: int, *, players: tuple[ev.PlayerSetup, ...] = PLAYERS,
                lang: str = "de") -> Journal[GotState]:
    """A game with exactly ``battles`` settled battles (all fought and won by the attacker)."""
    j = new_game(players, lang)
    t = _Table()
    while len(j.state.battles) < battles:
        _turn(j, t, battles - len(j.state.battles))
    return j
