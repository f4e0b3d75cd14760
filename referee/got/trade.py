"""Trade between personal pools (Handel, 7): gems, pool figures and spells; never masters or gods."""

from __future__ import annotations

import dataclasses

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import FigureClass, catalog
from referee.got.events import Trade
from referee.got.settle import STANDING_SECTION
from referee.got.state import GotState


def check_trade(state: GotState, e: Trade) -> GotState:
    giver, receiver = state.player(e.giver), state.player(e.receiver)
    if giver.name == receiver.name:
        refuse("got.trade.trade_needs_two_players",
               InvalidInput("Handel braucht zwei Spieler.", "A trade needs two players.", sections=("7.1",)))
    for p in (giver, receiver):
        if p.eliminated:
            refuse("got.trade.out_game",
                   RuleViolation(f"{p.name} ist ausgeschieden.", f"{p.name} is out of the game.", sections=(STANDING_SECTION,)),
                   item=p.name)
    if e.gems < 0 or e.gems > giver.gems:
        refuse("got.trade.holds_gems_not",
               RuleViolation(f"{giver.name} hat {giver.gems} Lebenssteine, nicht {e.gems}.",
                             f"{giver.name} holds {giver.gems} gems, not {e.gems}.", sections=("7.3",)))
    names = [catalog().figure(n).name for n in e.figures]
    for n in names:
        if catalog().figure(n).klass in (FigureClass.MASTER, FigureClass.LORD):
            refuse("got.trade.cannot_traded_masters",
                   RuleViolation(f"Mit {n} darf nicht gehandelt werden (Herrscher und Götter).",
                                 f"{n} cannot be traded (masters and gods).", sections=("3.2", "3.3", "7.3")), item=n)
    pool = giver.pool.minus(names, sections=("7.3",))
    spells = list(giver.spells)
    for s in e.spells:
        name = catalog().spell(s).name
        if name not in spells:
            refuse("got.trade.not_hold_spell",
                   RuleViolation(f"{giver.name} hat den Zauber {name} nicht.", f"{giver.name} does not hold the spell {name}.",
                                 sections=("7.3",)), item=s)
        spells.remove(name)
    if not (e.gems or names or e.spells):
        refuse("got.trade.trade_nothing",
               InvalidInput("Ein Handel ohne Inhalt.", "A trade with nothing in it.", sections=("7.2",)))
    state = state.with_player(giver.copy_with(gems=giver.gems - e.gems, pool=pool, spells=tuple(spells)))
    receiver = state.player(receiver.name)
    return state.with_player(dataclasses.replace(
        receiver, gems=receiver.gems + e.gems, pool=receiver.pool.plus(names),
        spells=(*receiver.spells, *(catalog().spell(s).name for s in e.spells))))
