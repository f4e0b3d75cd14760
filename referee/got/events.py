"""Journal events of Gods of Titan: everything the scribe enters.

Each event is validated by :class:`referee.got.engine.GotEngine` against the
current table before it is stored.  Lands are written ``"Terrain:label"``
(see :class:`referee.got.lands.Land`), figures by their names in 16.6.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from referee.core.errors import RefereeError
from referee.core.events import Event, event, told_apart, upgrader
from referee.core.interpretation import pinned_pairs
from referee.core.words import word_of
from referee.got.goals import goal_title
from referee.got.interpretations import INTERPRETATIONS
from referee.got.lands import Land
from referee.got.settle import Outcome, outcome_name
from referee.got.side import Side as Side  # the sides' one definition, decoded with the events


class Via(enum.Enum):
    """How a figure joins an army in the recruiting phase (22.1, 22.4, 16.5)."""

    LAND = "land"  # Kreatur aus dem Land rekrutiert (22.1–22.3)
    HUMAN = "human"  # Mensch angeworben in City/Dungeon (22.4)
    DEMIGOD = "demigod"  # Halbgott beschworen in City/Dungeon (22.4)
    EXECUTER = "executer"  # Executer gegen Opfer einer Endkreatur ≥ 36 (16.5)


@dataclasses.dataclass(frozen=True)
class PlayerSetup:
    """A player at the start (5.1–5.7)."""

    name: str
    role: str  # "titan" or "darklord"
    colour: str
    seat: int
    #: the element of this Titan player's start army when a Darklord plays (5.2)
    element: str | None = None
    #: the start figures split into two armies in the City (Titan players) or three in the
    #: Dungeon (Darklord), 5.7; empty = the default split
    start_armies: tuple[tuple[str, ...], ...] = ()


@event("got.setup", version=4)
@dataclasses.dataclass(frozen=True, kw_only=True)
class GameSetup(Event):
    """Start of a game: players, seats, elements and interpretation settings (5)."""

    players: tuple[PlayerSetup, ...]
    settings: tuple[tuple[str, str], ...] = ()
    lang: str = "de"
    #: the table's corrections of the recruiting charts, TOML in the format of data/charts.toml (22.3)
    recruit_corrections: str = ""
    #: the table's board: its ordinary lands as ``"Terrain:label"`` (see :mod:`referee.got.board`)
    board: tuple[str, ...] = ()
    #: a game recorded before lands were things (schema v1): any land an entry names exists, as then
    open_board: bool = False
    #: set up by version 2, whose entries do not tell whether its version had the battle rulings of issue 23:
    #: today's readings apply, and an entry whose effect rests on them is marked (:func:`_setup_v2_written`)
    readings_untold: bool = False

    def label(self, lang: str = "de") -> str:
        names = ", ".join(p.name for p in self.players)
        return f"Spielbeginn: {names}" if lang == "de" else f"Game set up: {names}"


@upgrader("got.setup", 1)
def _setup_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Games set up before lands were things named their lands in each entry: they keep doing so."""
    return {**data, "open_board": True, "settings": pinned_pairs(data.get("settings", ()), INTERPRETATIONS, 1)}


@upgrader("got.setup", 2)
def _setup_v2(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old set-up
    """Games set up before the battle rulings of issue 23 (and before the players' display) keep the readings
    they were played under: each interpretation that arrived with version 3 takes its pinned value."""
    return {**data, "settings": pinned_pairs(data.get("settings", ()), INTERPRETATIONS, 2)}


@upgrader("got.setup", 3)
def _setup_v3(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old set-up
    """Games set up before the rulings of issue 36 keep the reading of a round 1 repeated by Timewarp they were
    played under (``got.first_round``: only the round of the attacker's entry was his alone)."""
    return {**data, "settings": pinned_pairs(data.get("settings", ()), INTERPRETATIONS, 3)}


#: fields every entry of these kinds has carried since the battle rulings of issue 23 (commit 9aa0b26)
_SINCE_RULINGS = {"got.battle_round": "copies", "got.spell_used": "round_marker", "got.ability_used": "number",
                  "got.correction": "add_figures"}


@told_apart("got.setup", 2)
def _setup_v2_written(data: dict[str, Any], later: Sequence[object]) -> tuple[int, dict[str, Any]]:
    """Version 2 of the set-up was written unchanged before the battle rulings (9aa0b26) and after them, until
    version 3; the journal's entries tell which: one written without a field every entry of its kind has
    carried since shows a game of before (2: its readings pinned), one with it a game of after (3). A game
    whose entries tell nothing keeps today's readings, and each entry whose effect rests on them is marked
    (``readings_untold``: the same journal showed the Titan hidden in 5cb410e and revealed in 93586c8)."""
    told = [field in raw["data"] for raw in later
            if isinstance(raw, dict) and isinstance(raw.get("data"), dict) and raw.get("v", 1) == 1
            and (field := _SINCE_RULINGS.get(str(raw.get("type")))) is not None]
    if told:
        return (3 if all(told) else 2), data
    return 3, {**data, "readings_untold": True}


@event("got.land", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class LandNamed(Event):
    """The table names a land of its board so that entries can refer to it (2.1; the board is not in
    the rulebook, RULES-NOTES 4): its ``terrain`` and the ``name`` the board shows, e.g. a number."""

    terrain: str
    name: str

    def label(self, lang: str = "de") -> str:
        return f"{'Land benannt' if lang == 'de' else 'Land named'}: {self.name} ({self.terrain})"


@event("got.split", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Split(Event):
    """Split ``figures`` off ``marker`` under the free marker ``new_marker`` (4.5)."""

    marker: str
    new_marker: str
    figures: tuple[str, ...]

    def label(self, lang: str = "de") -> str:
        verb = "teilt" if lang == "de" else "splits"
        return f"{self.marker} {verb} {', '.join(self.figures)} → {self.new_marker}"


@event("got.move", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Move(Event):
    """Move an army ``distance`` lands to ``to`` (8, 9); ``teleport`` for any teleport (9)."""

    marker: str
    to: str
    distance: int
    teleport: bool = False
    #: figures of the own tower garrison on ``to`` that go back to the pool so that the army joins it whole (25.7)
    garrison_leaves: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        how = " (Teleport)" if self.teleport else ""
        leaves = f" [{', '.join(self.garrison_leaves)} → Pool]" if self.garrison_leaves else ""
        return f"{self.marker} → {_land_text(self.to)} · {self.distance}{how}{leaves}"


@functools.lru_cache(maxsize=1024)
def _land_text(to: str) -> str:
    """``"Brush:B12"`` as a person reads it, ``"B12 (Brush)"`` (the entry's text if it names no terrain); a game's
    lands are few: each text is read once (a history's labels ask for thousands, issue 38)."""
    try:
        return str(Land.parse(to))
    except RefereeError:
        return to


@dataclasses.dataclass(frozen=True)
class GodChoice:
    """A god that appears for a multiple of 200 (21) in the army ``marker``."""

    figure: str
    marker: str


@dataclasses.dataclass(frozen=True)
class CalledGod:
    """A god called into the battle from another army of the attacker (18)."""

    figure: str
    from_marker: str


@event("got.battle_settled", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class BattleSettled(Event):
    """A battle and its settlement (10, 17–21, 23.6, 24.4–24.8).

    ``winner`` is needed for negotiated, conceded and fought battles; flight is
    always won by the attacker, a time loss by the defender, a draw by nobody.
    ``winner_losses`` are the figures the winning side lost (ignored for scoring, 20.3).
    """

    attacker: str
    defender: str
    outcome: Outcome
    winner: Side | None = None
    winner_losses: tuple[str, ...] = ()
    #: defender's reinforcement in the 4th round or after winning (17)
    reinforcement: str | None = None
    called_god: CalledGod | None = None
    gods: tuple[GodChoice, ...] = ()
    #: beaten demigods the winner revives for 50 gems each (Locker 100) (19.1)
    revived: tuple[str, ...] = ()
    #: the Titan/Phantom was destroyed by the Executer (24.7, 23.10)
    executer_kill: bool = False
    #: army where a beaten Titan player's Phantom reappears (24.4, 24.5)
    phantom_to: str | None = None
    #: army that takes a beaten element that regenerates (23.6); None = destroyed
    element_to: str | None = None
    #: the figure the winning army gives back to its pool to make room for a beaten Immortal (16.5)
    immortal_makes_room: str | None = None
    #: the loser's figures still standing when its Titan/Phantom was destroyed: they score at half value
    #: with 5 gems each, not as beaten figures (24.8); empty when no Titan was destroyed mid-battle
    loser_standing: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return f"{self.attacker} ⚔ {self.defender}: {outcome_name(self.outcome, lang)}"


@event("got.battle_opened", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class BattleOpened(Event):
    """The battle of ``attacker`` (the Mover's army) against ``defender`` begins (10.1, 10.2, 10.3, 10.8).

    From now until :class:`BattleEnded` only entries of this battle are accepted.
    """

    attacker: str
    defender: str

    def label(self, lang: str = "de") -> str:
        return f"{self.attacker} ⚔ {self.defender}: " + ("Kampf beginnt" if lang == "de" else "battle begins")


@dataclasses.dataclass(frozen=True)
class Damage:
    """Hits on a figure that still stands at the end of a round (13.5): ``side``'s ``figure`` has ``hits``.

    Damage adds up and never heals (13.5): a figure not named keeps its hits, and a number below the last
    one recorded is refused. ``number`` says which of several figures of one kind is meant (1, 2 … as the
    battle sheet counts them, see :class:`Copy`); 0 takes the next one of that kind not named yet in the
    entry, in order.
    """

    side: Side
    figure: str
    hits: int
    number: int = 0


@dataclasses.dataclass(frozen=True)
class Copy:
    """Which of several figures of one kind on ``side`` is meant (16.2, 13.5): ``number`` counts the figures of
    that kind 1, 2 … in the order the battle sheet lists the army (its figures by name, then a reinforcement
    or a called god)."""

    side: Side
    figure: str
    number: int


@dataclasses.dataclass(frozen=True)
class Strike:
    """One throw of the round as the table rolled it (13.2, 13.4): ``side`` threw ``dice`` dice needing
    ``strike_number`` (Mindestwurf) or more, and ``hits`` of them scored. The dice's luck is judged from these
    alone (:mod:`referee.got.luck`); which figure threw them is not asked."""

    side: Side
    dice: int
    strike_number: int
    hits: int


@event("got.battle_round", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class BattleRound(Event):
    """One round (1–7) of the battle: the figures beaten in it on each side (11, 13.8).

    ``damage`` optionally records the hits on figures still standing, ``strikes`` the throws as rolled (dice,
    strike number, hits; schema v2 — a round stored before says no dice were recorded), ``dice`` the throws in
    free words as the table wants them kept; ``executer_kill`` says the Titan/Phantom beaten in this round fell to the Executer
    (24.7: the battle ends after this strike phase). ``copies`` says which of several figures of one kind
    standing fell (a beaten kind not named there: the first of it still standing). In round 1 only the
    attacker has a strike phase, but the defender strikes back in it (11.1, 11.9, 13.1): figures of both
    sides may fall. After a Timewarp (15.6) the round may repeat or skip one, as the spell moved the marker.
    """

    round: int
    beaten_attacker: tuple[str, ...] = ()
    beaten_defender: tuple[str, ...] = ()
    damage: tuple[Damage, ...] = ()
    dice: str = ""
    executer_kill: bool = False
    copies: tuple[Copy, ...] = ()
    strikes: tuple[Strike, ...] = ()

    def label(self, lang: str = "de") -> str:
        head = f"Runde {self.round}" if lang == "de" else f"Round {self.round}"
        fallen = [*self.beaten_attacker, *self.beaten_defender]
        if not fallen:
            return head + (": niemand geschlagen" if lang == "de" else ": nobody beaten")
        return head + (": geschlagen " if lang == "de" else ": beaten ") + ", ".join(fallen)


@upgrader("got.battle_round", 1)
def _battle_round_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Rounds stored before the throws were fields recorded none: no dice recorded."""
    return {**data, "strikes": []}


@event("got.reinforced", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Reinforced(Event):
    """The defender's reinforcement (Nachrekrutierung) enters in its 4th manoeuvre phase (17.1)."""

    figure: str

    def label(self, lang: str = "de") -> str:
        return ("Nachrekrutierung: " if lang == "de" else "Reinforcement: ") + self.figure


@event("got.god_called", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class GodCalled(Event):
    """The attacker calls ``figure`` from its army ``from_marker`` into the battle (18)."""

    figure: str
    from_marker: str

    def label(self, lang: str = "de") -> str:
        return (f"{self.figure} aus {self.from_marker} gerufen" if lang == "de"
                else f"{self.figure} called from {self.from_marker}")


@event("got.ability_used", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class AbilityUsed(Event):
    """A one-time ability (✚) of ``side``'s ``figure`` is used in this battle (16.2): once per creature, so two
    Plaques use theirs once each. ``number`` says which of several of that kind (see :class:`Copy`); 0 takes
    the first standing one that has not used it."""

    side: Side
    figure: str
    number: int = 0

    def label(self, lang: str = "de") -> str:
        which = f" {self.number}" if self.number else ""
        return f"{self.figure}{which}: " + ("Sonderfertigkeit eingesetzt" if lang == "de" else "ability used")


@event("got.figure_values", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class FigureValues(Event):
    """The actual power or skill of ``side``'s ``figure`` in the open battle, where an ability or the land makes
    them differ from the referee's value (16.3–16.5, 12.7, 15.6); the ``reason`` is required. ``number``: which
    of several of that kind (see :class:`Copy`); 0 means every one of them. None leaves a value as the referee
    has it. The record then checks hits against this power (13.2, 13.5)."""

    side: Side
    figure: str
    reason: str
    number: int = 0
    power: int | None = None
    skill: int | None = None

    def label(self, lang: str = "de") -> str:
        which = f" {self.number}" if self.number else ""
        values = []
        if self.power is not None:
            values.append(("Stärke " if lang == "de" else "power ") + str(self.power))
        if self.skill is not None:
            values.append(("Int. " if lang == "de" else "skill ") + str(self.skill))
        return f"{self.figure}{which}: {', '.join(values) or '–'} ({self.reason})"


@event("got.battle_ended", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class BattleEnded(Event):
    """The open battle ends; the settlement is derived from its record (10.7, 20, 21, 23.6, 24.4–24.8).

    ``outcome`` is left out when the record decides it (one army gone, both gone, time after round 7);
    it is given for flight, negotiation and concession, with ``winner``. The rest are the choices the
    rules leave to the players: the winner's reinforcement (17.1) or god call (18.1) after winning,
    revived demigods (19), the gods that appear (21), where the Phantom (24.4) and a beaten element
    (23.6) go, and which figure makes room for an Immortal (16.5).
    """

    outcome: Outcome | None = None
    winner: Side | None = None
    #: the winner's losses in a negotiation (10.5); in a fought battle they come from the rounds
    winner_losses: tuple[str, ...] = ()
    reinforcement: str | None = None
    called_god: CalledGod | None = None
    gods: tuple[GodChoice, ...] = ()
    revived: tuple[str, ...] = ()
    phantom_to: str | None = None
    element_to: str | None = None
    immortal_makes_room: str | None = None

    def label(self, lang: str = "de") -> str:
        if self.outcome is None:
            return "Kampf beendet" if lang == "de" else "battle over"
        return ("Kampf beendet: " if lang == "de" else "battle over: ") + outcome_name(self.outcome, lang)


@event("got.recruit", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Recruit(Event):
    """One figure joins ``marker`` in the recruiting phase (22; 16.5 Executer)."""

    marker: str
    figure: str
    via: Via = Via.LAND
    #: the end creature sacrificed for the Executer (16.5)
    sacrifice: str | None = None

    def label(self, lang: str = "de") -> str:
        verb = "rekrutiert" if lang == "de" else "recruits"
        return f"{self.marker} {verb} {self.figure}"


@event("got.spell_used", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class SpellUsed(Event):
    """The army ``marker`` casts ``spell`` in its battle against ``opponent`` (15).

    ``round_marker`` is Timewarp's move of the round marker (15.6): +1 forward (the next round is skipped),
    −1 back (the round is fought again); 0 for every other spell."""

    marker: str
    opponent: str
    spell: str
    round_marker: int = 0

    def label(self, lang: str = "de") -> str:
        shift = f" ({self.round_marker:+d})" if self.round_marker else ""
        return f"{self.marker}: {self.spell}{shift}"


@event("got.titan_revealed", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class TitanRevealed(Event):
    """The player shows the Titan (or Phantom) for the rest of the game (24.3).

    ``free_marker``: the revealed Titan serves as its army's marker and the marker it had is free
    again for splitting (4.4, 4.9); see :class:`MarkerFreed` for doing this later.
    """

    player: str
    free_marker: bool = False

    def label(self, lang: str = "de") -> str:
        if lang == "de":
            return f"{self.player}: Titan offengelegt" + (" (Deckmärkchen frei)" if self.free_marker else "")
        return f"{self.player}: Titan revealed" + (" (marker freed)" if self.free_marker else "")


@event("got.element_destroyed", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ElementDestroyed(Event):
    """An element leaves the game outside a battle: found in the City (8.6) or paid for a Titan (24.6)."""

    element: str
    reason: str

    def label(self, lang: str = "de") -> str:
        return f"{self.element} vernichtet" if lang == "de" else f"{self.element} destroyed"


@event("got.darklord_appeared", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class DarklordAppeared(Event):
    """The Dark-Titan appears in the black army ``marker`` (23.7)."""

    marker: str

    def label(self, lang: str = "de") -> str:
        return f"Dark-Titan erscheint in {self.marker}" if lang == "de" else f"Dark-Titan appears in {self.marker}"


@event("got.trade", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Trade(Event):
    """Gems, pool figures and spells pass from ``giver`` to ``receiver`` (7)."""

    giver: str
    receiver: str
    gems: int = 0
    figures: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        parts = [f"{self.gems} Lebenssteine" if lang == "de" else f"{self.gems} gems"] if self.gems else []
        parts += [*self.figures, *self.spells]
        return f"{self.giver} → {self.receiver}: {', '.join(parts)}"


@event("got.player_eliminated", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayerEliminated(Event):
    """A player leaves the game (28.11 resignation, 24.7, 27.5); all armies are removed."""

    player: str
    reason: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player} scheidet aus" if lang == "de" else f"{self.player} is out"


@event("got.army_blocked", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ArmyBlocked(Event):
    """The Mover's army ``marker`` must move but cannot: every way is blocked, or a black army stops before
    a Titan army's land it could not pass (8.4, 23.5). The board is not known, so the scribe says why."""

    marker: str
    reason: str

    def label(self, lang: str = "de") -> str:
        return (f"{self.marker} kann nicht ziehen: {self.reason}" if lang == "de"
                else f"{self.marker} cannot move: {self.reason}")


@event("got.turn_ended", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class TurnEnded(Event):
    """The Mover ends the turn (6.5); after the last seat a new round begins (27.1)."""

    player: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: Zugende" if lang == "de" else f"{self.player}: end of turn"


@event("got.goal_claimed", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class GoalClaimed(Event):
    """A player announces a victory-point goal the scribe cannot see by itself (26.1)."""

    player: str
    goal: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: {goal_title(self.goal, lang)}"


@event("got.correction", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Correction(Event):
    """A mistake mended by agreement of the table, with its reason (28.3, 28.9).

    Points, gems and victory points are changed by an amount (``points``, ``gems``, ``victory_points``) or set to
    a value read from a paper sheet ("Anna hat 48": ``points_to``, ``gems_to``, ``victory_points_to``) — one of
    the two for each; the result stays within what a game can reach (:mod:`referee.got.bounds`)."""

    reason: str
    player: str
    points: Fraction = Fraction(0)  # change of points, exact ("12", "-7/2", "2.5")
    gems: int = 0
    #: figures taken out of an army back into the owner's pool (28.9)
    army: str | None = None
    remove_figures: tuple[str, ...] = ()
    #: figures out of the owner's pool put into ``army``, e.g. one forgotten at recruiting (28.3)
    add_figures: tuple[str, ...] = ()
    #: victory-point goals the player reached, e.g. from a paper score sheet of a game taken over (26.1, 26.3,
    #: 26.4); each counts once, and the goals the journal credits itself still count
    goals: tuple[str, ...] = ()
    #: change of victory points beyond the goals named (a paper total whose goals are not known, 26.1)
    victory_points: int = 0
    #: the points, gems and victory points set to these values (a paper sheet's; None: changed by the amounts)
    points_to: Fraction | None = None
    gems_to: int | None = None
    victory_points_to: int | None = None

    def label(self, lang: str = "de") -> str:
        return f"Korrektur {self.player}: {self.reason}" if lang == "de" else f"Correction {self.player}: {self.reason}"


@upgrader("got.correction", 1)
def _correction_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Corrections before the values could be set changed them by amounts: they keep doing so."""
    return {**data, "points_to": None, "gems_to": None, "victory_points_to": None}


# -- issue 16: teleports, the Darklord's spying and darkening, the Titan revived, sea armies, the end ------


class TeleportKind(enum.Enum):
    """The kinds of teleport (9.1): whirl (9.2), tower (9.3), the Titan army's three (9.4, 26.5), Darkland (9.5)."""

    WHIRL = "whirl"  # See-Armee von Whirl zu Whirl (9.2)
    TOWER = "tower"  # zwischen zwei Tower-Ländern, eigene oder mit Erlaubnis (9.3)
    TITAN_TOWER = "titan-tower"  # Titan-Armee ab 60 SP über ein Tower-Land (26.5)
    TITAN_BATTLE = "titan-battle"  # Titan-Armee ab 70 SP auf eine gegnerische Armee (26.5)
    TITAN_FREE = "titan-free"  # Titan-Armee ab 80 SP auf ein freies Land, ohne zu rekrutieren (26.5)
    DARKLAND = "darkland"  # schwarze Armee von Darkland zu Darkland für 250 Lebenssteine (9.5)


_TELEPORT_NAMES = {
    TeleportKind.WHIRL: ("Whirl-Teleport", "whirl teleport"),
    TeleportKind.TOWER: ("Tower-Teleport", "tower teleport"),
    TeleportKind.TITAN_TOWER: ("Titan-Tower-Teleport", "Titan tower teleport"),
    TeleportKind.TITAN_BATTLE: ("Kampfteleport", "battle teleport"),
    TeleportKind.TITAN_FREE: ("Freier Teleport", "free teleport"),
    TeleportKind.DARKLAND: ("Darkland-Teleport", "Darkland teleport"),
}


def teleport_name(kind: TeleportKind, lang: str = "de") -> str:
    return word_of(_TELEPORT_NAMES, kind, lang)


@event("got.teleport", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Teleport(Event):
    """The army ``marker`` teleports (9, 26.5) and its move ends on ``to`` after ``distance`` lands, the two
    teleport lands counting as one (9.1).

    ``via_from``/``via_to`` are the whirl or tower lands it teleports between (``"Terrain:label"``): both for
    a whirl or tower teleport, only ``via_to`` (the tower) for the Titan's tower teleport, none otherwise.
    ``permitted_by`` names the owners of other players' towers who allow it (9.3, 23.8, 26.5).
    """

    marker: str
    kind: TeleportKind
    to: str
    distance: int = 1
    via_from: str = ""
    via_to: str = ""
    permitted_by: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        via = " → ".join(_land_text(v) for v in (self.via_from, self.via_to) if v)  # "Tower Gelb", not "Tower:…"
        via = f" {via}" if via else ""
        return f"{self.marker} ⇝ {_land_text(self.to)} ({teleport_name(self.kind, lang)}{via}, {self.distance})"


@event("got.spied", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Spied(Event):
    """The black army ``marker`` moves ``distance`` lands onto the Titan player's army ``target``, inspects it
    and teleports straight into the Dungeon (9.5, 23.3, 23.4).

    ``titan_found``: it came to attack and found a hidden Titan; it retreats to the Dungeon and the Titan is
    revealed (23.3; only with the setting ``got.hidden_titan_attack = dungeon-teleport``).
    """

    marker: str
    target: str
    distance: int
    titan_found: bool = False

    def label(self, lang: str = "de") -> str:
        if self.titan_found:
            return (f"{self.marker} trifft in {self.target} auf den Titan → Dungeon" if lang == "de"
                    else f"{self.marker} finds the Titan in {self.target} → Dungeon")
        return (f"{self.marker} spioniert {self.target} aus → Dungeon" if lang == "de"
                else f"{self.marker} spies on {self.target} → Dungeon")


@event("got.darkened", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Darkened(Event):
    """The black army ``marker`` darkens and lets the Mover's army ``passer`` move through its land without a
    battle (23.2)."""

    marker: str
    passer: str

    def label(self, lang: str = "de") -> str:
        return (f"{self.marker} verdunkelt sich: {self.passer} zieht durch" if lang == "de"
                else f"{self.marker} darkens: {self.passer} moves through")


@event("got.marker_freed", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class MarkerFreed(Event):
    """The revealed Titan (Phantom, Dark-Titan) of ``player`` serves as its army's marker: the army is named
    after it (``"Rot Titan"``) and its marker is free again (4.4, 4.9, 23.7, 24.3, 24.4)."""

    player: str

    def label(self, lang: str = "de") -> str:
        return (f"{self.player}: Titan als Deckmärkchen, Märkchen frei" if lang == "de"
                else f"{self.player}: the Titan serves as marker, marker freed")


@event("got.titan_restored", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class TitanRestored(Event):
    """In the recruiting phase the Phantom in the Dungeon turns back into the Titan, which appears in the land
    army ``marker``; the player gives ``element`` to the Darklord to be destroyed (24.6)."""

    player: str
    marker: str
    element: str

    def label(self, lang: str = "de") -> str:
        return (f"{self.player}: Titan wiederbelebt in {self.marker} (für {self.element})" if lang == "de"
                else f"{self.player}: Titan revived in {self.marker} (for {self.element})")


@event("got.resigned", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayerResigned(Event):
    """The Mover gives the game up in their own turn: all their armies leave without scoring (28.11)."""

    player: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player} gibt die Partie auf" if lang == "de" else f"{self.player} gives up the game"


@dataclasses.dataclass(frozen=True)
class GodSupporter:
    """A creature ``figure`` out of the Titan player's army ``marker`` that fights for the God (27.5)."""

    marker: str
    figure: str


@event("got.end_battle_opened", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndBattleOpened(Event):
    """The Dark-Titan's army ``marker`` attacks the God in the Skycastle; ``god_army`` are the creatures (six at
    most) the Titan players lend the God (27.5, 16.5)."""

    marker: str
    god_army: tuple[GodSupporter, ...] = ()

    def label(self, lang: str = "de") -> str:
        army = ", ".join(g.figure for g in self.god_army) or "-"
        return (f"Endkampf im Skycastle: {self.marker} gegen den God ({army})" if lang == "de"
                else f"End battle in the Skycastle: {self.marker} against the God ({army})")


@event("got.end_battle_round", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndBattleRound(Event):
    """One round (1–7) of the end battle: the figures beaten on each side and the hits on the God, every
    attack on whom hits automatically (27.5, 16.5)."""

    round: int
    beaten_darklord: tuple[str, ...] = ()
    beaten_god_army: tuple[GodSupporter, ...] = ()
    god_hits: int = 0
    dice: str = ""

    def label(self, lang: str = "de") -> str:
        head = f"Endkampf Runde {self.round}" if lang == "de" else f"End battle round {self.round}"
        fallen = [*self.beaten_darklord, *(g.figure for g in self.beaten_god_army)]
        god = f"God −{self.god_hits}" if self.god_hits else ""
        parts = [", ".join(fallen)] if fallen else []
        return head + ": " + "; ".join([*parts, god] if god else parts or ["–"])


@event("got.end_battle_ended", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndBattleEnded(Event):
    """The end battle is over; its result comes from the record (27.5). ``conceded``: the Darklord gives up."""

    conceded: bool = False

    def label(self, lang: str = "de") -> str:
        if self.conceded:
            return "Endkampf: Darklord gibt auf" if lang == "de" else "End battle: the Darklord gives up"
        return "Endkampf beendet" if lang == "de" else "End battle over"
