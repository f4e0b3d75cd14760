"""The typed payloads of Castle Rampage's options: per kind the facts and legal values, and ``make`` — the one
place a scribe's choice becomes the entry (the dialogs and the tests call it).

>>> offer = ReinforcePayload(stacks=(Stack.GATE, Stack.CASTLE), cards=("Koch",))
>>> offer.make("Anton", "Koch", Stack.CASTLE)
Reinforce(player='Anton', card='Koch', stack=<Stack.CASTLE: 'castle'>, cost=0, discards=())
>>> offer.to_json()
{'stacks': ['gate', 'castle'], 'cards': ['Koch']}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.core.option import Payload
from referee.rampage.attack import Defense
from referee.rampage.events import Attack, Draw, PlayCard, Reinforce, Stack, Target
from referee.rampage.units import Unit


@dataclass(frozen=True)
class DrawPayload(Payload):
    """The draw at the start of a turn ("spielablauf"): how many cards, how many of them for counsellors."""

    cards: int
    extra: int

    def make(self, player: str, cards: Sequence[str] = ()) -> Draw:
        """The draw; ``cards`` names the drawn cards where the table names them."""
        return Draw(player=player, extra=self.extra, cards=tuple(cards))


@dataclass(frozen=True)
class ReinforcePayload(Payload):
    """A hand card under the own gate or castle ("spielablauf", "anhang.oger"): the stacks and cards accepted."""

    stacks: tuple[Stack, ...]
    cards: tuple[str, ...]

    def make(self, player: str, card: str, stack: Stack, cost: int = 0, discards: Sequence[str] = ()) -> Reinforce:
        """``cost``: hand cards paid (only the Oger has costs), or ``discards``: those cards by name."""
        return Reinforce(player=player, card=card, stack=stack, cost=cost, discards=tuple(discards))


@dataclass(frozen=True)
class PlayPayload(Payload):
    """A card played for its effect ("anhang"): the cards the engine accepts."""

    cards: tuple[str, ...]

    def make(self, player: str, card: str, *, cost: int = 0, draws: int = 0, opponent_discards: int = 0,
             steal_gate: int = 0, build_gate: int = 0, build_castle: int = 0, gate_to_castle: int = 0,
             discards: Sequence[str] = (), opponent_cards: Sequence[str] = (), drawn: Sequence[str] = ()) -> PlayCard:
        """What the card did at the table: its cost, cards drawn, the opponent's discards, gate cards taken
        (Überläufer), cards built under gate and castle, gate cards moved under the castle (Bauarbeiter);
        ``discards`` and ``opponent_cards`` name the discarded cards (then the counts may stay 0)."""
        return PlayCard(player=player, card=card, cost=cost, draws=draws, opponent_discards=opponent_discards,
                        steal_gate=steal_gate, build_gate=build_gate, build_castle=build_castle,
                        gate_to_castle=gate_to_castle, discards=tuple(discards), opponent_cards=tuple(opponent_cards),
                        drawn=tuple(drawn))


@dataclass(frozen=True)
class AttackStrength:
    """The legal attack values at one cost (see :mod:`referee.rampage.strength`): from ``attack_min`` to
    ``attack_max`` (None: open upwards); ``more_cost``: higher costs allowed too, with the same values."""

    cost: int
    attack_min: int
    attack_max: int | None
    more_cost: bool

    def fits(self, cost: int) -> bool:
        """Whether this row is the one of ``cost``."""
        return cost == self.cost or (self.more_cost and cost > self.cost)


@dataclass(frozen=True)
class AttackDefaults:
    """An attack card's cheapest legal entry: attack, cost, cards drawn, whether from the display (Veteran)."""

    attack: int
    cost: int
    draws: int
    from_display: bool


@dataclass(frozen=True)
class KnownCard:
    """A card of a stack the table knows (see :mod:`referee.rampage.memory`): position (1 = top), the card,
    its value (None: not known)."""

    position: int
    card: str | None
    value: int | None


@dataclass(frozen=True)
class KnownStacks:
    """What is known of one player's gate and castle."""

    gate: tuple[KnownCard, ...]
    castle: tuple[KnownCard, ...]

    def at(self, stack: str, position: int) -> KnownCard | None:
        """The known card at ``position`` (1 = top) of ``stack`` ("gate" or "castle"), if any."""
        return next((k for k in (self.gate if stack == "gate" else self.castle) if k.position == position), None)


@dataclass(frozen=True)
class Known:
    """What is known of the opponent's stacks and of the attacker's own (a Beschwörer attacks both)."""

    opponent: KnownStacks
    own: KnownStacks


@dataclass(frozen=True)
class AttackPayload(Payload):
    """An attack ("angriffe", "anhang"): the cards the engine accepts, each one's targets, defaults and legal
    strengths per cost, the opponent's gate and castle, and what is known of the stacks it will reveal."""

    cards: tuple[str, ...]
    targets: Mapping[str, tuple[Target, ...]]
    defaults: Mapping[str, AttackDefaults]
    strengths: Mapping[str, tuple[AttackStrength, ...]]
    opponent_gate: int
    opponent_castle: int
    known: Known
    #: the cards that name the units they require (Söldner, Angriffsplan), and the units there are
    requiring: tuple[str, ...] = ()
    units: tuple[Unit, ...] = ()

    def make(self, player: str, card: str, attack: int, *, target: Target = Target.AUTO,
             gate: Sequence[Defense] = (), castle: Sequence[Defense] = (), own_gate: Sequence[Defense] = (),
             own_castle: Sequence[Defense] = (), last_stand: Sequence[int] = (), cost: int = 0, draws: int = 0,
             extra_cards: int = 0, from_display: bool = False, to_hand: int = 0, discards: Sequence[str] = (),
             requires: Sequence[Unit] = (), combined: Sequence[str] = (), drawn: Sequence[str] = ()) -> Attack:
        """The attack as the table played it: the values revealed so far (top first), the last stands, the
        discarded cards by name (then ``cost`` may stay 0), the units the card requires, a Narr's attack cards
        by name (then ``extra_cards`` may stay 0) and the drawn cards by name where the table names them."""
        return Attack(player=player, card=card, attack=attack, target=target, gate=tuple(gate), castle=tuple(castle),
                      own_gate=tuple(own_gate), own_castle=tuple(own_castle), last_stand=tuple(last_stand),
                      cost=cost, draws=draws, extra_cards=extra_cards, from_display=from_display, to_hand=to_hand,
                      discards=tuple(discards), requires=tuple(requires), combined=tuple(combined),
                      drawn=tuple(drawn))

    def make_default(self, player: str, card: str) -> Attack:
        """The card's cheapest legal attack (its defaults), before any value is revealed."""
        d = self.defaults[card]
        return self.make(player, card, d.attack, cost=d.cost, draws=d.draws, from_display=d.from_display)
