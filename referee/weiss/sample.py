"""A legal sample deck for trying the program, doctests and tests (invented names, 50 cards, 8 climaxes).

>>> d = sample_deck("Ann")
>>> len(d.names()), sum(c.copies for c in d.cards if c.kind is Kind.CLIMAX)
(50, 8)
"""

from __future__ import annotations

from referee.weiss.cards import CardSpec, DeckList, Kind, Trigger


def sample_deck(player: str) -> DeckList:
    """Yellow and red cards of levels 0–3, one of each trigger, counters and events."""
    c = CardSpec
    ch = Kind.CHARACTER
    return DeckList(player=player, cards=(
        c(name="Kaze", kind=ch, colour="gelb", level=0, cost=0, soul=1, power=2000, copies=4),
        c(name="Hana", kind=ch, colour="gelb", level=0, cost=0, soul=1, power=1500, trigger=Trigger.SOUL,
          copies=4),
        c(name="Tori", kind=ch, colour="rot", level=0, cost=0, soul=1, power=3000, copies=4),
        c(name="Yuki", kind=ch, colour="gelb", level=1, cost=0, soul=1, power=5000, copies=4),
        c(name="Sora", kind=ch, colour="gelb", level=1, cost=1, soul=1, power=6000, trigger=Trigger.POOL,
          copies=4),
        c(name="Riku", kind=ch, colour="rot", level=1, cost=1, soul=1, power=5500, trigger=Trigger.DRAW,
          copies=4),
        c(name="Mei", kind=ch, colour="gelb", level=2, cost=1, soul=1, power=8000, trigger=Trigger.COMEBACK,
          copies=4),
        c(name="Ren", kind=ch, colour="rot", level=2, cost=2, soul=2, power=9000, trigger=Trigger.RETURN,
          copies=2),
        c(name="Aoi", kind=ch, colour="gelb", level=3, cost=2, soul=2, power=10000, trigger=Trigger.SOUL,
          copies=4),
        c(name="Schild", kind=Kind.EVENT, colour="gelb", level=0, cost=0, counter=True, copies=4),
        c(name="Brief", kind=Kind.EVENT, colour="rot", level=1, cost=1, copies=4),
        c(name="Sonne", kind=Kind.CLIMAX, colour="gelb", trigger=Trigger.SOUL, copies=4),
        c(name="Feuer", kind=Kind.CLIMAX, colour="rot", trigger=Trigger.SOUL, copies=4),
    ))
