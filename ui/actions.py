"""What the scribe does, one small keyword-only function per action; dialogs stay thin.

Every function asks ``referee`` or ``rulesdb`` and decides no rule itself.

>>> from referee.core.journal import Journal
>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup, TurnEnded
>>> j = Journal(GotEngine())
>>> _ = add_entry(journal=j, event=GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3))))
>>> _ = add_entry(journal=j, event=TurnEnded(player="A"))
>>> undo(journal=j).label("de"), j.state.mover_player.name
('A: Zugende', 'A')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.registry import engine_for
from rulesdb.journal import GameStore, open_journal


def new_game(*, store: GameStore, game: str, setup: Event, title: str = "", lang: str = "de") -> int:
    """Check the set-up against the engine, then store the game with it as its first entry."""
    engine = engine_for(game)
    engine.apply(engine.initial_state(), setup)  # raises with the rule section when the set-up is wrong
    return store.create_game(game, title=title, lang=lang, events=(setup,))


def open_game(*, store: GameStore, game_id: int) -> Journal[Any]:
    return open_journal(store, game_id)


def check_entry(*, journal: Journal[Any], event: Event) -> Any:
    """The state ``event`` would lead to (raises the referee's refusal); nothing is stored."""
    return journal.check(event)


def add_entry(*, journal: Journal[Any], event: Event) -> Any:
    """Validate and journal ``event`` durably; there is nothing else to save."""
    return journal.append(event)


def undo(*, journal: Journal[Any]) -> Event:
    return journal.undo()


def redo(*, journal: Journal[Any]) -> Event:
    return journal.redo()


def history(*, journal: Journal[Any], lang: str) -> list[tuple[str, bool]]:
    """Readable labels of the journal: (label, active); undone entries (redo stack) follow inactive."""
    done = [(e.label(lang), True) for e in journal.events]
    return done + [(e.label(lang), False) for e in journal.redo_events]


def refusal(exc: RefereeError, lang: str) -> tuple[str, tuple[str, ...]]:
    """The message of a refusal in ``lang`` and its rule sections."""
    return exc.message(lang), exc.sections


# -- Gods of Titan ---------------------------------------------------------------------------


def points_series(*, journal: Journal[Any]) -> dict[str, list[float]]:
    """Each player's points after every entry (for the chart), from the journal's states."""
    out: dict[str, list[float]] = {}
    for n in range(1, len(journal) + 1):
        s = journal.state_after(n)
        for p in s.seat_order:
            out.setdefault(p.name, []).append(float(p.points))
    return out


@dataclasses.dataclass(frozen=True)
class BattlePreview:
    """What a battle entry would do, taken from the referee's new state."""

    event: Event
    ok: bool
    message: str = ""
    sections: tuple[str, ...] = ()
    winner: str | None = None
    points: Fraction = Fraction(0)
    gems: dict[str, int] = dataclasses.field(default_factory=dict)
    titan_power: tuple[int, int] = (0, 0)
    gods: tuple[tuple[int, tuple[str, ...]], ...] = ()
    victory_points: dict[str, tuple[int, int]] = dataclasses.field(default_factory=dict)
    #: figures beaten on each side: (attacker's, defender's)
    killed: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


def battle_preview(*, journal: Journal[Any], event: Event, lang: str) -> BattlePreview:
    """Points, gems, gods, Titan power and VP changes of a battle entry, or its refusal."""
    from referee.got.goals import victory_points
    from referee.got.gods import gods_reached

    before = journal.state
    try:
        after = journal.check(event)
    except RefereeError as exc:
        return BattlePreview(event, False, exc.message(lang), exc.sections)
    rec = after.battles[-1]
    gems = {p.name: after.player(p.name).gems - p.gems for p in before.players
            if after.player(p.name).gems != p.gems}
    vp = {p.name: (victory_points(p), victory_points(after.player(p.name))) for p in before.players
          if victory_points(p) != victory_points(after.player(p.name))}
    gods: tuple[tuple[int, tuple[str, ...]], ...] = ()
    if rec.winner is not None and rec.winner in {p.name for p in before.players}:
        old = before.player(rec.winner).points
        gods = tuple((g.multiple, g.choices) for g in gods_reached(old, old + rec.points))
    sections = tuple(dict.fromkeys((*rec.sections, *(("21.1", "21.3") if gods else ()))))
    return BattlePreview(event, True, "", sections, rec.winner, rec.points, gems,
                         (rec.titan_power_before, rec.titan_power_after), gods, vp,
                         (rec.killed_attacker, rec.killed_defender))


def outcome_previews(*, journal: Journal[Any], attacker: str, defender: str, lang: str) -> list[BattlePreview]:
    """What flight, negotiation and concession (either side) would each give now (10.4–10.6)."""
    from referee.got.events import BattleSettled, Side
    from referee.got.settle import Outcome

    variants: list[tuple[Outcome, Side | None]] = [(Outcome.FLIGHT, None)]
    for outcome in (Outcome.NEGOTIATED, Outcome.CONCESSION_BEFORE, Outcome.CONCESSION_DURING):
        variants += [(outcome, Side.ATTACKER), (outcome, Side.DEFENDER)]
    return [battle_preview(journal=journal, lang=lang,
                           event=BattleSettled(attacker=attacker, defender=defender, outcome=o, winner=w))
            for o, w in variants]


def open_battles(*, journal: Journal[Any]) -> tuple[tuple[str, str], ...]:
    from referee.got.options import open_battles as found

    result: tuple[tuple[str, str], ...] = found(journal.state)
    return result


def recruit_choices(*, journal: Journal[Any], marker: str) -> Any:
    """The referee's answer for the army ``marker``: legal options and why others are not (22)."""
    from referee.got.engine import recruit_query
    from referee.got.recruit import recruit_options

    state = journal.state
    return recruit_options(recruit_query(state, state.army(marker)))


def summary(*, journal: Journal[Any], game: str, lang: str) -> dict[str, Any]:
    import importlib

    view = importlib.import_module(f"referee.{game}.view")
    result: dict[str, Any] = view.summary(journal.state, lang)
    return result


# -- printing ---------------------------------------------------------------------------------


def print_kinds(*, game: str | None = None) -> list[tuple[str, str, str]]:
    """(kind, German title, English title) of every printout, optionally of one game."""
    from printouts import KINDS

    return [(k, i.title_de, i.title_en) for k, i in KINDS.items() if game is None or i.game == game]


def print_pdf(*, kind: str, out: Path, store: GameStore | None, game_id: int | None, blank: bool = False,
              paper: str = "a4", lang: str = "de") -> Path:
    from printouts import render_pdf

    result: Path = render_pdf(kind, out, store=store, game_id=game_id, blank=blank, paper=paper, lang=lang)
    return result


def split_names(text: str) -> Sequence[str]:
    """``"Ogre, Lion"`` → ``["Ogre", "Lion"]``."""
    return [p.strip() for p in text.split(",") if p.strip()]
