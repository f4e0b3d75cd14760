"""One realistic journal per game (two for Gods of Titan), built through the real engines, for tests that
print every sheet of every game.

Each journal holds the entries whose printing once leaked an internal id: a Darklord game whose Dark-Titan
appears, a battle recorded round by round and conceded, Burgenkrieg zones that change (walls, a rebuild,
a commander's life), a whole Arena game, Castle Rampage and Weiß Schwarz games of many turns.
"""

from __future__ import annotations

from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import (
    Cast,
    Combat,
    Counts,
    CreatureEnters,
    CreatureUpdate,
    LifeChange,
    NextPhase,
    PermanentEnters,
    PermanentKind,
    Phase,
    PlayerSpec,
    Rebuild,
    Role,
    Setup,
    Strike,
    Turn,
)
from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.settle import Outcome
from referee.got.state import GotState
from referee.weiss.engine import WeissEngine

from .gamebuild import PLAYERS, battle_game
from .test_arena_sheets import full_game
from .test_got_battle_record import brush_battle
from .test_rampage_sheet import _game as rampage_game
from .test_weiss_record import _random_game

#: three Titan players with their elements and the Darklord (23.1, 5.1)
DARK_PLAYERS = (*(ev.PlayerSetup(p.name, p.role, p.colour, p.seat, element=e)
                  for p, e in zip(PLAYERS, ("Asher", "Golem", "Zephyra"), strict=True)),
                ev.PlayerSetup("Dora", "darklord", "Schwarz", 4))


def darklord_game(*, appeared: bool = True, lang: str = "de") -> Journal[GotState]:
    """Three battles past the pact; then (``appeared``) the three elements are destroyed and the Dark-Titan
    appears in a black land army (23.6, 23.7)."""
    j = battle_game(3, players=DARK_PLAYERS, lang=lang)
    if appeared:
        for element in ("Asher", "Golem", "Zephyra"):
            j.append(ev.ElementDestroyed(element=element, reason="8.6"))
        black = next(a for a in j.state.armies_of("Dora") if a.has("Phantom"))
        j.append(ev.DarklordAppeared(marker=black.marker))
    return j


def conceded_battle(lang: str = "de") -> Journal[GotState]:
    """The Brush battle of the battle-record tests, conceded by the defender after round 2 (10.6, 20.3)."""
    j = brush_battle(lang, upto=4)
    j.append(ev.BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=ev.Side.ATTACKER))
    return j


def burgenkrieg_game() -> Journal[object]:
    """A team game: Ann's ram breaks into B's outer wall, Bob rebuilds it, Cid's life drops (§ kampf,
    § wiederaufbau, § multiplayer)."""
    setup = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Cid", side="A", role=Role.COMMANDER),
                           PlayerSpec(name="Bob", side="B"), PlayerSpec(name="Dee", side="B", role=Role.COMMANDER)))
    events: list[Event] = [
        setup,
        CreatureEnters(id="ram", name="Rammbock", controller="Ann", zone="A.aussen", power=3, toughness=3),
        CreatureEnters(id="bear", name="Bär", controller="Bob", zone="B.aussen", power=3, toughness=3),
        Turn(player="Ann"), NextPhase(phase=Phase.COMBAT),
        Combat(strikes=(Strike(creature="ram", target="B.aussen", to_wall=3),)),
        Turn(player="Bob"),
        Rebuild(player="Bob", zone="B.aussen", tapped=("bear",)),
        LifeChange(player="Cid", change=-4),
    ]
    return Journal(BurgenkriegEngine(), events)


def burgenkrieg_duel() -> Journal[object]:
    """A duel as played: lands, creatures and an enchantment in their zones, the counts, a spell on a target in
    reach, the Riese breaking through the outer wall and trampling over the Wache, who falls (§ kampf,
    § reichweite)."""
    duel = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Ben", side="B")))
    events: list[Event] = [
        duel, Turn(player="Ann"), Counts(player="Ann", mana=1, hand=7, library=53),
        Counts(player="Ben", hand=7, library=53), NextPhase(phase=Phase.MAIN),
        PermanentEnters(id="Wald", name="Wald", kind=PermanentKind.LAND, controller="Ann", zone="A.leibwache"),
        CreatureEnters(id="Riese", name="Riese", controller="Ann", zone="A.aussen", power=7, toughness=7, haste=True),
        PermanentEnters(id="Schild", name="Schild", kind=PermanentKind.ENCHANTMENT, controller="Ann",
                        attached_to="Riese"),
        NextPhase(phase=Phase.COMBAT),
        Combat(strikes=(Strike(creature="Riese", target="B.aussen", to_wall=5, to_trigger=2, enter=True),)),
        NextPhase(phase=Phase.END),
        Turn(player="Ben"), NextPhase(phase=Phase.MAIN),
        CreatureEnters(id="Wache", name="Wache", controller="Ben", zone="B.innen", power=1, toughness=3),
        CreatureEnters(id="Bogenschütze", name="Bogenschütze", controller="Ben", zone="B.innen", power=2,
                       toughness=1),
        Cast(player="Ben", name="Blitz", targets=("Riese",)), CreatureUpdate(creature="Riese", damage=2),
        Counts(player="Ben", mana=2, hand=4),
        Turn(player="Ann"), NextPhase(phase=Phase.COMBAT),
        Combat(strikes=(Strike(creature="Riese", target="B.innen", blockers=("Wache",), trample=True,
                               to_blockers=3, to_wall=4),)),
    ]
    return Journal(BurgenkriegEngine(), events)


def journals(game: str) -> list[Journal[object]]:
    """The realistic journals of ``game`` (a game id of the registry)."""
    if game == "got":
        return [darklord_game(), conceded_battle()]  # type: ignore[list-item]
    if game == "arena":
        return [full_game()]
    if game == "rampage":
        return [rampage_game(4)]  # type: ignore[list-item]
    if game == "weiss":
        return [Journal(WeissEngine(), _random_game(5)[0])]
    if game == "burgenkrieg":
        return [burgenkrieg_game(), burgenkrieg_duel()]
    raise KeyError(game)
