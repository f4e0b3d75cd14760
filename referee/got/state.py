"""The Gods of Titan table as derived from the journal: players, armies, pools, round.

Every class here is frozen; the engine builds new states with
:meth:`GotState.copy_with` (as :func:`dataclasses.replace`).  Figures in armies and pools are counted by
name (a multiset kept as a sorted tuple of ``(name, count)``).

>>> p = Counts.of(["Ogre", "Ogre", "Lion"])
>>> p.count("Ogre"), p.total
(2, 3)
>>> p.minus(["Ogre"]).items
(('Lion', 1), ('Ogre', 1))
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction

from referee.core.derived import Derives, carried, fact
from referee.core.errors import RuleViolation, UnknownName
from referee.core.interpretation import WithSettings
from referee.core.words import word_of
from referee.got.catalog import catalog
from referee.got.figures import Figure
from referee.got.lands import Land
from referee.got.numbers import NUMBERS
from referee.got.sections import MARKER_SECTION
from referee.got.side import Side
from referee.got.values import titan_power

#: Owner name of the grey neutral tower armies (25.1).
NEUTRAL = "neutral"


class Role(enum.Enum):
    TITAN = "titan"  # Titan-Spieler
    DARKLORD = "darklord"  # Darklord, the fourth player (23)


class Phase(enum.Enum):
    """Phases of a turn (6.1)."""

    MOVEMENT = "movement"  # Bewegungsphase
    BATTLE = "battle"  # Kampfphase
    RECRUIT = "recruit"  # Rekrutierungsphase

    def word(self, lang: str = "de") -> str:
        """``Phase.BATTLE.word() == "Kampf"`` (``"Battle"``)."""
        return word_of(PHASE_WORDS, self, lang)


PHASE_WORDS: dict[Phase, tuple[str, str]] = {
    Phase.MOVEMENT: ("Bewegung", "Movement"), Phase.BATTLE: ("Kampf", "Battle"), Phase.RECRUIT: ("Rekrutierung", "Recruiting"),
}


@dataclasses.dataclass(frozen=True)
class Counts(Derives):
    """A multiset of names as a sorted tuple of (name, count); pickled without what was derived from it (its hash
    is the process's own)."""

    items: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(cls, names: Iterable[str] | Mapping[str, int]) -> Counts:
        counter = Counter(names) if not isinstance(names, Mapping) else Counter(dict(names))
        return cls(tuple(sorted((k, v) for k, v in counter.items() if v > 0)))

    @fact
    def __hash__(self) -> int:  # once per multiset: the parts of two states are compared by it (GotEngine.conserves)
        return hash(self.items)

    def as_counter(self) -> Counter[str]:
        return Counter(dict(self.items))

    def count(self, name: str) -> int:
        for k, v in self.items:
            if k == name:
                return v
        return 0

    @property
    @fact
    def total(self) -> int:
        return sum(v for _, v in self.items)

    @fact
    def names(self) -> tuple[str, ...]:
        """Every counted name, repeated by its count, sorted (once per multiset: an army's figures are asked often)."""
        return tuple(k for k, v in self.items for _ in range(v))

    @fact
    def held(self) -> frozenset[str]:
        """Every counted name once (once per multiset: whether an army holds a master is asked at every move)."""
        return frozenset(k for k, _ in self.items)

    @fact
    def kinds(self) -> tuple[Figure, ...]:
        """The catalog's figure of every counted name, as :meth:`names` orders them (once per multiset: a move asks
        what its army's figures are, and keeps them)."""
        return tuple([catalog().figure(n) for n in self.names()])

    def plus(self, names: Iterable[str]) -> Counts:
        c = dict(self.items)
        for name in names:
            c[name] = c.get(name, 0) + 1
        return Counts(tuple(sorted((k, v) for k, v in c.items() if v > 0)))

    def minus(self, names: Iterable[str], *, what_de: str = "Pool", what_en: str = "pool",
              sections: tuple[str, ...] = ("5.1",)) -> Counts:
        """Take ``names`` out; a name that is not there (often enough) is refused."""
        c = dict(self.items)
        for name in names:
            left = c.get(name, 0) - 1
            if left < 0:  # the effect's own limit, never waived: a stored entry cannot make a figure
                raise RuleViolation(
                    f"{name} ist nicht (mehr) im {what_de}.", f"{name} is not (or no longer) in the {what_en}.",
                    sections=sections,
                )
            c[name] = left
        return Counts(tuple(sorted((k, v) for k, v in c.items() if v > 0)))


@dataclasses.dataclass(frozen=True)
class Army(Derives):
    """An army (Armee) under its marker (Deckmärkchen) on a land."""

    marker: str
    owner: str
    land: Land
    figures: Counts
    #: lands moved this turn (None: not moved), for recruiting (8.4)
    moved: int | None = None
    #: the army already took its one figure this recruiting phase (22.2)
    recruited: bool = False
    #: the round in which the army last arrived on its land by a move (None: start position or not
    #: known); tells a tower's conquerors in their round of choice from its garrison (25.6, 25.7)
    arrived: int | None = None

    @property
    def size(self) -> int:
        return self.figures.total

    def has(self, name: str) -> bool:
        return self.figures.count(name) > 0


@dataclasses.dataclass(frozen=True)
class Player(Derives):
    """One player: Titan player or Darklord, with score, gems, victory points and pool."""

    name: str
    role: Role
    colour: str
    seat: int
    points: Fraction = Fraction(0)
    gems: int = 0
    #: victory-point goals reached (ids of tables 26.3/26.4)
    goals: tuple[str, ...] = ()
    titan_revealed: bool = False
    #: the Titan was beaten and the player goes on with the Phantom (24.4)
    phantom: bool = False
    eliminated: bool = False
    #: figures not in play: the personal pool (persönlicher Pool, 5.1) incl. held demigods (19.2)
    pool: Counts = Counts()
    spells: tuple[str, ...] = ()
    #: gods taken by this player's Executer (16.5), as "figure@owner"; each gives the Executer +1 power
    trophies: tuple[str, ...] = ()
    #: figures removed from the game for good (elements destroyed, dead pools, spells cast)
    removed: Counts = Counts()
    #: the player's Executer was beaten at least once: from then on it may be summoned (16.5, 22.4)
    executer_beaten: bool = False
    #: victory points a correction gave beyond the goals reached (a paper total, 26.1, 28.3)
    extra_victory_points: int = 0

    @property
    def executer_power(self) -> int:
        """The Executer's power: 8 (16.6) plus one for each trophy (16.5)."""
        return catalog().figure("Executer").power + NUMBERS.abilities.executer_power_per_trophy * len(self.trophies)

    @property
    def titan_power(self) -> int:
        """Power of the Titan/Phantom/Dark-Titan: points // 100, at least 6 (24.2)."""
        return titan_power(self.points)


@dataclasses.dataclass(frozen=True)
class BattleRecord:
    """One settled battle, kept for the score sheet and the battle record (20.5)."""

    round: int
    land: Land
    attacker: str
    defender: str
    attacker_figures: tuple[str, ...]
    defender_figures: tuple[str, ...]
    outcome: str
    winner: str | None
    killed_attacker: tuple[str, ...]
    killed_defender: tuple[str, ...]
    points: Fraction
    gems_winner: int
    gems_loser: int
    gods: tuple[str, ...]
    revived: tuple[str, ...]
    titan_power_before: int
    titan_power_after: int
    sections: tuple[str, ...]
    #: recorded round by round: (round, side, figure) beaten, and what joined or was cast (10.8, 17, 18, 15)
    rounds: tuple[tuple[int, Side, str], ...] = ()
    last_round: int = 0
    reinforcement: str | None = None
    called_god: tuple[str, str] | None = None
    spells: tuple[tuple[str, str], ...] = ()
    abilities: tuple[tuple[Side, str], ...] = ()


@dataclasses.dataclass(frozen=True)
class Fight:
    """The battle in progress, as the scribe records it round by round (10.8, 11, 17, 18, 24.7).

    ``beaten`` holds (round, side, figure); round 0 is
    before the first round (flight, negotiation, concession before the battle).
    """

    attacker: str
    defender: str
    round: int = 0
    beaten: tuple[tuple[int, Side, str], ...] = ()
    #: hits on figures still standing: (side, figure, number, hits), the number counting the figures of one
    #: kind on that side (see :class:`referee.got.events.Copy`); damage adds up and never heals (13.5)
    damage: tuple[tuple[Side, str, int, int], ...] = ()
    #: the defender's reinforcement, entered in its 4th manoeuvre phase (17.1)
    reinforcement: str | None = None
    #: (god, from marker) called in by the attacker (18)
    called_god: tuple[str, str] | None = None
    #: 18.1: "none" until the attacker first beats a figure, then "open" for the next round, then
    #: "used" or "forfeited"
    god_chance: str = "none"
    #: one-time abilities used: (side, figure, number), once per creature (16.2)
    abilities: tuple[tuple[Side, str, int], ...] = ()
    #: spells cast in this battle: (marker, spell) (15.4)
    spells: tuple[tuple[str, str], ...] = ()
    #: the round in which a Titan/Phantom fell for good; the battle ends after that strike phase (24.7)
    titan_final_round: int | None = None
    executer_kill: bool = False
    #: (side, figure, number) of each beaten figure, in the order of ``beaten``: which of several of a kind fell
    fallen: tuple[tuple[Side, str, int], ...] = ()
    #: the actual values the scribe entered where an ability or the land changes them: (side, figure, number
    #: (0: every one of that kind), power, skill, reason) (16.3–16.5, 12.7)
    values: tuple[tuple[Side, str, int, int | None, int | None, str], ...] = ()
    #: Timewarp (15.6): (the round it was cast in, the move of the round marker): after that round the next
    #: one is skipped (+1) or the round is fought again (−1)
    timewarp: tuple[int, int] | None = None
    #: the last round entered when the god was called: its own strike phases count from the next (16.5)
    called_after: int = 0

    @property
    def next_round(self) -> int:
        """The number of the next round, as the round marker stands after a Timewarp (11.7, 15.6)."""
        shift = self.timewarp[1] if self.timewarp is not None and self.timewarp[0] == self.round else 0
        return self.round + 1 + shift

    def beaten_of(self, side: Side, *, until: int | None = None) -> list[str]:
        """The figures of ``side`` beaten so far (or up to round ``until``)."""
        return [f for r, s, f in self.beaten if s == side and (until is None or r <= until)]


@dataclasses.dataclass(frozen=True)
class EndBattle:
    """The end battle in the Skycastle as the scribe records it round by round (27.5).

    ``god_army`` holds (marker, figure): the creatures the Titan players took out of their armies for
    the God; ``beaten`` holds (round, side, marker, figure) with side ``"darklord"`` (marker = the
    Dark-Titan's army) or ``"god"`` (marker = the army the creature came from).
    """

    marker: str
    god_army: tuple[tuple[str, str], ...]
    #: the God's life at the start: 100 minus the power of every Titan in the game (16.5)
    god_life: int
    round: int = 0
    god_hits: int = 0
    beaten: tuple[tuple[int, str, str, str], ...] = ()


@dataclasses.dataclass(frozen=True)
class GotState(WithSettings, Derives):
    """Everything the scribe keeps for a game of Gods of Titan."""

    started: bool = False
    players: tuple[Player, ...] = ()
    armies: tuple[Army, ...] = ()
    settings: tuple[tuple[str, str], ...] = ()
    round: int = 1
    #: index into the seat order of the player whose turn it is (the Mover, 6.1)
    mover: int = 0
    phase: Phase = Phase.MOVEMENT
    #: end creatures recruited by the mover this turn (one allowed, two for the Titan army at 20 VP)
    end_creatures_this_turn: int = 0
    darklord_appeared: bool = False
    elements_destroyed: tuple[str, ...] = ()
    #: tower lands taken by a player at least once, per player (for 26.3/26.4)
    battles: tuple[BattleRecord, ...] = ()
    #: armies that already cast their one spell in the current battle (15.4), by marker
    spells_cast: tuple[str, ...] = ()
    #: the battle being recorded round by round, if any (10.3: one at a time)
    fight: Fight | None = None
    #: a god was called in this combat phase (18.3: one per combat phase)
    god_called_this_phase: bool = False
    #: armies (by marker) that fought a battle in this battle phase: one battle per army (10.2)
    fought: tuple[str, ...] = ()
    #: the end creatures recruited this turn, by name (8.4, 22.2), to name them in a refusal
    end_creatures_named: tuple[str, ...] = ()
    winner: str | None = None
    #: grey figures beaten out of neutral towers, back in the box (25.1)
    box: Counts = Counts()
    #: the table's corrections of the recruiting charts (TOML text, see referee.got.table_charts)
    recruit_corrections: str = ""
    #: the end battle in the Skycastle being recorded, if any (27.5)
    end_battle: EndBattle | None = None
    #: what the Mover's armies did this turn beyond moving: (marker, kind) with kind a teleport
    #: (9.2–9.5, 26.5), "spy" (23.3) or "darkened:<passer>" (23.2); cleared at the end of the turn
    turn_notes: tuple[tuple[str, str], ...] = ()
    #: how the game ended ("" while it runs): "last-player", "no-player-left", "skycastle" (1.3, 24.7, 27.5)
    ended: str = ""
    #: the lands the game knows, in the order they became known (:mod:`referee.got.board`)
    lands: tuple[Land, ...] = ()
    #: recorded before lands were things: any land an entry names exists (``GameSetup.open_board``)
    open_board: bool = False
    #: set up by a version whose readings the journal cannot tell (``GameSetup.readings_untold``)
    readings_untold: bool = False

    # -- look-ups ------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise UnknownName.of("Spieler", "player", name, [p.name for p in self.players], sections=("5.3",))

    def army(self, marker: str) -> Army:
        for a in self.armies:
            if a.marker == marker:
                return a
        raise UnknownName.of("Armee", "army", marker, [a.marker for a in self.armies], sections=(MARKER_SECTION,))

    def figures(self) -> Counter[str]:
        """Every figure of the game, wherever it is: pools, armies, removed, the box of neutral figures and
        the destroyed elements (no entry makes or loses one, 5.1)."""
        c: Counter[str] = Counter()
        every = (*(p.pool for p in self.players), *(p.removed for p in self.players), *(a.figures for a in self.armies),
                 self.box)
        for counts in every:
            for name, n in counts.items:
                c[name] += n
        c.update(self.elements_destroyed)
        return c

    def has_titan(self, p: Player) -> bool:
        """The player leads a Titan now (24.2, 16.5): a Titan player until the Titan is beaten for the Phantom
        (24.4) or the player is out; the Darklord only once the Dark-Titan has appeared (23.7)."""
        return not p.eliminated and not p.phantom and (p.role is Role.TITAN or self.darklord_appeared)

    # a list made into a tuple: quicker than a generator's, and asked a few times for every entry
    def armies_of(self, owner: str) -> tuple[Army, ...]:
        return tuple([a for a in self.armies if a.owner == owner])

    def armies_on(self, label: str) -> tuple[Army, ...]:
        return tuple([a for a in self.armies if a.land.label == label])

    @carried("players")
    def seat_order(self) -> tuple[Player, ...]:
        return tuple(sorted(self.players, key=lambda p: p.seat))

    @fact
    def lands_of_others(self) -> frozenset[str]:
        """The lands (by label) where an army not of the Mover stands — a battle, an enemy tower, a land the Mover's
        army does not hold alone (6.3, 8.4, 25.6); once per state (the end of movement asks it of each of the Mover's
        armies)."""
        mover = self.mover_player.name
        return frozenset({a.land.label for a in self.armies if a.owner != mover})

    @carried("players")
    def players_left(self) -> tuple[Player, ...]:
        """The players still in the game, in their order (24.7, 28.11); asked after every entry (who won), kept while
        the players stay."""
        return tuple([p for p in self.players if not p.eliminated])

    @carried("players", "mover")
    def mover_player(self) -> Player:
        """The player whose turn it is (6.1); asked several times by every entry, kept while the players and the turn
        stay."""
        return self.seat_order[self.mover]

    @property
    def pact_in_force(self) -> bool:
        """The non-aggression pact holds through the end of round 10 (8.3)."""
        return self.round <= NUMBERS.movement.non_aggression_rounds


    def with_player(self, player: Player) -> GotState:
        return self.copy_with(players=tuple(player if p.name == player.name else p for p in self.players))

    def with_army(self, army: Army) -> GotState:
        for i, a in enumerate(self.armies):
            if a.marker == army.marker:
                return self.copy_with(armies=(*self.armies[:i], army, *self.armies[i + 1:]))
        return self.copy_with(armies=(*self.armies, army))

    def without_army(self, marker: str) -> GotState:
        return self.copy_with(armies=tuple(a for a in self.armies if a.marker != marker))

