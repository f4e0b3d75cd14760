"""The attack resolver of Castle Rampage (section "angriffe").

The top defense card is revealed and its value V for its stack compared with
the attack A: A < V stops (the card goes back), A = V discards both and stops,
A > V discards the card and goes on with A − V; when the gate is empty the
rest hits the castle.  Violet cards act when destroyed in an attack
("effekte"): Bombenleger and Spion cost discards, a Saboteur adds its bonus.

The book's example: 9 against 3, 4 and an Oger 6 — two cards fall, 2 is left,
the Oger holds.

>>> out = resolve(9, [Defense(value=3), Defense(value=4), Defense(value=6, card="Oger")])
>>> [h.value for h in out.hits if h.destroyed], out.remaining, out.gate_lost
([3, 4], 2, 2)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence

from referee.core.errors import InvalidInput
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.rampage.rules import RULES


class Effect(enum.Enum):
    """What a violet card does when it is destroyed in an attack."""

    NONE = "none"
    BOMBER = "bomber"      # Bombenleger: the active player discards 2
    SPY = "spy"            # Spion: the opponent discards 2
    SABOTEUR = "saboteur"  # Saboteur: the attack grows by ``bonus``


@dataclasses.dataclass(frozen=True, kw_only=True)
class Defense:
    """A revealed defense card: its value for the stack it lies in, and what it is if known."""

    value: int
    card: str = ""
    effect: Effect = Effect.NONE
    bonus: int = 0

    def __post_init__(self) -> None:
        if self.value < 0 or self.bonus < 0:
            refuse("rampage.attack.values_not_negative",
                   InvalidInput("Werte sind nicht negativ.", "Values are not negative.", sections=("karten",)))


@dataclasses.dataclass(frozen=True)
class Hit:
    """One comparison: the stack, the position from the top (0 = top), the card, whether it fell."""

    stack: str
    position: int
    value: int
    card: str
    destroyed: bool
    attack_before: int


@dataclasses.dataclass(frozen=True)
class Outcome:
    attack: int
    hits: tuple[Hit, ...]
    #: attack left at the end: what did not suffice against a card that held, 0 after an equal
    #: hit, or what was left when the stacks ran out
    remaining: int
    gate_lost: int
    castle_lost: int
    #: attack that reaches a castle whose values were not given (stateless use)
    reaches_castle: int
    bombers: int
    spies: int

    @property
    def attacker_discards(self) -> int:
        """Hand cards the attacker discards: so many per destroyed Bombenleger (§ effekte)."""
        return self.bombers * RULES.violet_discards

    @property
    def defender_discards(self) -> int:
        """Hand cards the defender discards: so many per destroyed Spion (§ anhang.spion)."""
        return self.spies * RULES.violet_discards

    @property
    def fallen(self) -> tuple[Hit, ...]:
        return tuple(h for h in self.hits if h.destroyed)

    @property
    def held(self) -> Hit | None:
        """The card that stopped the attack, if one did (A < V)."""
        return next((h for h in self.hits if not h.destroyed), None)


class NeedValue(InvalidInput):
    """The attack goes on into a card whose value was not entered."""

    def __init__(self, stack: str, position: int, attack: int) -> None:
        self.stack, self.position, self.attack = stack, position, attack
        names = {"gate": ("Tor", "gate"), "castle": ("Burg", "castle")}[stack]
        super().__init__(
            f"Der Angriff geht mit {attack} weiter: Wert der {position + 1}. Karte von {names[0]} eingeben.",
            f"The attack goes on with {attack}: enter the value of card {position + 1} of the {names[1]}.",
            sections=ATTACKS.sections)


def resolve(
    attack: int,
    gate: Sequence[Defense],
    castle: Sequence[Defense] | None = None,
    *,
    gate_size: int | None = None,
    castle_size: int | None = None,
    target: str = "gate",
    spill: bool = True,
    equal_stops_saboteur: bool = False,
) -> Outcome:
    """Resolve one attack of strength ``attack`` against revealed values (top first).

    ``gate_size``/``castle_size`` are the real stack sizes (default: the number of values given;
    a castle given as ``None`` is unknown).  ``target="castle"`` skips the gate (Bogenschütze,
    Tunnelgräber, Narr); ``spill=False`` loses what is left when the gate is gone (Pfeilhagel).
    Raises :class:`NeedValue` when a value is missing and :class:`InvalidInput` for values left over.
    """
    if attack < 0:
        refuse("rampage.attack.attack_value_not_negative",
               InvalidInput("Ein Angriffswert ist nicht negativ.", "An attack value is not negative.",
                            sections=ATTACKS.sections))
    if target == "castle" and gate:
        refuse("rampage.attack.attack_skips_gate",
               InvalidInput("Dieser Angriff übergeht das Tor: keine Torwerte angeben.",
                            "This attack skips the gate: enter no gate values.", sections=ATTACKS.sections))
    stacks: list[tuple[str, Sequence[Defense], int | None]] = []
    if target == "gate":
        stacks.append(("gate", gate, len(gate) if gate_size is None else gate_size))
    stacks.append(("castle", castle or (), castle_size if castle_size is not None
                   else (None if castle is None else len(castle))))
    a = attack
    hits: list[Hit] = []
    lost = {"gate": 0, "castle": 0}
    used = {"gate": 0, "castle": 0}
    bombers = spies = reaches = 0
    stopped = False
    for n, (name, values, size) in enumerate(stacks):
        if n > 0 and not spill:
            break
        if size is None:  # a castle nobody described: report what reaches it
            reaches = a
            break
        i = 0
        while a > 0 and i < size:
            if i >= len(values):
                raise NeedValue(name, i, a)
            d = values[i]
            before = a
            if a < d.value:
                hits.append(Hit(name, i, d.value, d.card, False, before))
                stopped = True
                i += 1
                break
            hits.append(Hit(name, i, d.value, d.card, True, before))
            lost[name] += 1
            equal = a == d.value
            a -= d.value
            bombers += d.effect is Effect.BOMBER
            spies += d.effect is Effect.SPY
            if d.effect is Effect.SABOTEUR and not (equal and equal_stops_saboteur):
                a += d.bonus
            i += 1
            if equal and a == 0:
                stopped = True
                break
        used[name] = i
        if stopped or a == 0:
            break
    for name, values, _ in stacks:
        if len(values) > used[name]:
            refuse("rampage.attack.too_many_values", InvalidInput(
                f"Zu viele Werte: der Angriff erreicht nur {used[name]} Karte(n) "
                f"{'des Tores' if name == 'gate' else 'der Burg'}.",
                f"Too many values: the attack reaches only {used[name]} card(s) of the {name}.",
                sections=ATTACKS.sections), item=name)
    return Outcome(attack, tuple(hits), a, lost["gate"], lost["castle"], reaches, bombers, spies)

#: the attacks
ATTACKS = Field("Angriffe", "Attacks", ("angriffe",))
#: the effects: bombers, spies
ATTACK_EFFECTS = Field("Effekte", "Effects", ("effekte",))
