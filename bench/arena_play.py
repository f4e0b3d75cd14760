"""A game of Titan – Die Arena as a table plays it, for the benches: four players bid, close the bidding, and
turn by turn play strength cards and spectators onto the creatures, bet openly or in secret, use the powers the
turn allows and end their turns, round by round until the secret bets are turned up (section 12). Every entry is
one the referee offers (``options``), judged as a scribe's would be.

An Arena game is over after five rounds (a few hundred entries): the table then notes on (:mod:`card_table`).
"""

from __future__ import annotations

from card_table import Table

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, EndTurn, Stalemate
from referee.arena.options import dead_cards, places
from referee.arena.payloads import (
    BidPayload,
    DragonPowerPayload,
    PassPayload,
    PlainPowerPayload,
    PlayPayload,
    RefereePayload,
    RevealPayload,
    TargetPowerPayload,
)
from referee.arena.state import ArenaState
from referee.core.events import Event
from referee.core.option import Option

SETUP = ArenaSetup(players=("Anna", "Ben", "Cleo", "Dora"), colours=("Rot", "Blau", "Gelb", "Grün"))
WEIGHTS = {"bid": 3.0, "close_bidding": 1.0, "play": 8.0, "end_turn": 2.0, "open_bet": 1.0, "secret_bet": 0.5,
           "reveal_secret": 4.0, "power": 2.0, "overbid": 0.05,
           "referee": 0.5, "pass": 0.5}


def choose(table: Table[ArenaState], options: list[Option]) -> Event | None:
    """An entry among ``options``: a card rather than the end of the turn, a bid, a bet or a power now and then."""
    s, rng = table.state, table.rng
    stuck = [o.entry for o in options if isinstance(o.entry, Stalemate) and not o.entry.voluntary]
    if stuck:  # nobody in turn could play (14)
        return stuck[0]
    option = table.pick(options, WEIGHTS)
    if option is None:
        return EndTurn(player=s.active_player)
    if option.entry is not None:
        return option.entry
    payload = option.payload
    if isinstance(payload, BidPayload):
        player = rng.choice([p for p, v in payload.values.items() if v])
        return payload.make(player, rng.choice(payload.values[player][:3]))
    if isinstance(payload, PlayPayload):
        spectator = rng.random() < 0.1 and any(payload.spectators.values())
        offered = payload.spectators if spectator else payload.values
        creature = rng.choice([c for c, v in offered.items() if v] or [""])
        if not creature:
            return None
        value = payload.must_value if payload.must_value in offered[creature] else rng.choice(offered[creature])
        return payload.make(s.active_player, creature, value, spectator=spectator)
    if isinstance(payload, RevealPayload):
        creature = rng.choice(sorted(payload.cards))
        return payload.make(creature, rng.choice(payload.cards[creature]))
    if isinstance(payload, RefereePayload):
        return payload.make(s.active_player, rng.choice([p for p in places(s) if str(p) in payload.places]))
    if isinstance(payload, PassPayload):
        return payload.make(s.active_player, dead_cards(s)[:payload.must_show])
    if isinstance(payload, TargetPowerPayload) and payload.targets:
        return payload.make(s.active_player, rng.choice(payload.targets))
    if isinstance(payload, DragonPowerPayload) and payload.creatures:
        return payload.make(s.active_player, rng.choice(payload.creatures))
    if isinstance(payload, PlainPowerPayload):
        return payload.make(s.active_player)
    return None


def play(entries: int, seed: int = 7) -> Table[ArenaState]:
    """A game of ``entries`` entries (the rest notes once it is over)."""
    return Table(ArenaEngine(), SETUP, seed, entries).play(choose)

