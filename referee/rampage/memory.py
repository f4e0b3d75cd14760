"""What the table knows of the face-down gate and castle stacks of Castle Rampage, and the check of
revealed cards against it ("angriffe", "spielvorbereitung", "karten").

Cards always go under a stack ("spielvorbereitung"), so a card pushed under the own gate or castle
lies at the bottom with its name known (and its value there, where the text or the table gives it:
the Oger defends the gate with 6, the Drache the gate with 2 and the castle with 3).  A card that
held an attack goes back on top, its value (and name, if entered) now known ("angriffe").  The
Überläufer moves the opponent's top gate cards under the own gate, the Bauarbeiter the own top gate
cards under the own castle; a Verräter swaps cards the text does not name, so everything known of
both players' stacks is forgotten (interpretation ``rampage.known_cards``).

A revealed card entered with a value or a name that contradicts what is known is refused.

>>> slots = under((), 2, Seen(card="Oger", value=6))
>>> slots
(None, None, Seen(card='Oger', value=6, dealt=False, secret=False))
>>> after_attack(slots, 3, [Defense(value=3), Defense(value=4)], lost=1)
(Seen(card='', value=4, dealt=False, secret=False), Seen(card='Oger', value=6, dealt=False, secret=False))
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.rampage.attack import Defense, Effect
from referee.rampage.rules import CardInfo, fold
from referee.rampage.state import RampageState, Seen, Side

Slots = tuple[Seen | None, ...]

#: what a violet card does when it is destroyed in an attack ("effekte")
EFFECTS = {"bomber": Effect.BOMBER, "spy": Effect.SPY, "saboteur": Effect.SABOTEUR}
#: the card a violet effect belongs to (the appendix's names, the same in both languages)
_EFFECT_CARDS = {Effect.BOMBER: "Bombenleger", Effect.SPY: "Spion", Effect.SABOTEUR: "Saboteur", Effect.NONE: ""}
STACK_NAMES = {"gate": ("Tor", "gate"), "castle": ("Burg", "castle")}


def effect_of(info: CardInfo) -> Effect:
    return EFFECTS.get(info.special, Effect.NONE)


def fit(slots: Slots, size: int) -> Slots:
    """Exactly ``size`` slots: unknown cards added (or dropped) at the bottom."""
    return slots[:size] + (None,) * max(0, size - len(slots))


def _trim(slots: Sequence[Seen | None]) -> Slots:
    out = list(slots)
    while out and out[-1] is None:
        out.pop()
    return tuple(out)


def known(side: Side, stack: str) -> Slots:
    """What is known of a stack (``"gate"``/``"castle"``), top first, one slot per card."""
    return fit(getattr(side, f"known_{stack}"), getattr(side, stack))


def store(side: Side, stack: str, slots: Sequence[Seen | None]) -> Side:
    if stack == "gate":
        return replace(side, known_gate=_trim(slots))
    return replace(side, known_castle=_trim(slots))


def under(slots: Slots, size: int, *cards: Seen | None) -> Slots:
    """Cards pushed under a stack of ``size`` cards."""
    return fit(slots, size) + tuple(cards)


def drop_top(slots: Slots, size: int, n: int) -> Slots:
    return fit(slots, size)[max(0, n):]


def with_names(slots: Slots, defenses: Sequence[Defense]) -> tuple[Defense, ...]:
    """The revealed cards with the names the table knows: a card entered by its value only takes the name
    known for its place in the stack (``slots``, top first), so a known card destroyed later still goes to
    the discard pile by its name ("angriffe", "spielablauf").

    >>> [d.card for d in with_names((Seen(card="Angriffsplan", value=3),), [Defense(value=3), Defense(value=2)])]
    ['Angriffsplan', '']
    """
    out: list[Defense] = []
    for i, d in enumerate(defenses):
        seen = slots[i] if i < len(slots) else None
        out.append(replace(d, card=seen.card) if not d.card and seen is not None and seen.card else d)
    return tuple(out)


def after_attack(slots: Slots, size: int, defenses: Sequence[Defense], lost: int) -> Slots:
    """``lost`` cards fell off the top; a further revealed card held and lies on top, now known."""
    rest = list(fit(slots, size)[lost:])
    if len(defenses) > lost and rest:
        d, old = defenses[lost], rest[0]
        rest[0] = Seen(card=d.card or (old.card if old else ""), value=d.value, dealt=old is not None and old.dealt)
    return tuple(rest)


def value_in(info: CardInfo, stack: str) -> int | None:
    """The card's defense value in a stack, where the text or the table gives it."""
    return info.gate if stack == "gate" else info.castle


def seen_card(state: RampageState, name: str, stack: str) -> Seen:
    """A named card put under a stack: its name and its value there (if given)."""
    info = state.card(name)
    return Seen(card=info.name, value=value_in(info, stack))


def check_named(info: CardInfo, d: Defense, stack: str, where: tuple[str, str]) -> None:
    """A revealed card whose name is known: its value in the stack (where the text or the table gives
    it) and what it does when destroyed must be the card's."""
    value = value_in(info, stack)
    if value is not None and d.value != value:
        refuse("rampage.memory.defends_with", RuleViolation(
            f"{where[0]}: {info.name} verteidigt {'das Tor' if stack == 'gate' else 'die Burg'} mit {value}, "
            f"nicht {d.value}.",
            f"{where[1]}: {info.name} defends the {STACK_NAMES[stack][1]} with {value}, not {d.value}.",
            sections=tuple(dict.fromkeys((info.values_from, "angriffe")))), item=where)
    effect = effect_of(info)
    if d.effect is not effect:
        refuse("rampage.memory.destroyed_acts_as", RuleViolation(
            f"{where[0]}: {info.name} wirkt beim Zerstören als '{effect.value}', nicht als '{d.effect.value}'.",
            f"{where[1]}: a destroyed {info.name} acts as '{effect.value}', not as '{d.effect.value}'.",
            sections=tuple(dict.fromkeys((info.section, "effekte")))), item=where)


def check_revealed(state: RampageState, who: int, stack: str, defenses: Sequence[Defense]) -> None:
    """Refuse revealed cards that contradict what is known of player ``who``'s stack (top first)."""
    side = state.sides[who]
    slots = known(side, stack)
    for i, d in enumerate(defenses):
        where = (f"{side.name}, {i + 1}. Karte von {STACK_NAMES[stack][0]}",
                 f"{side.name}, card {i + 1} of the {STACK_NAMES[stack][1]}")
        if d.bonus and d.effect is not Effect.SABOTEUR:
            refuse("rampage.memory.only_saboteur_bonus",
                   InvalidInput(f"{where[0]}: einen Bonus hat nur ein Saboteur.",
                                f"{where[1]}: only a saboteur has a bonus.", sections=("anhang.saboteur",)), item=where)
        named = state.card(d.card) if d.card else None
        seen = slots[i] if i < len(slots) else None
        if seen is not None and seen.card and named is not None and fold(seen.card) != fold(named.name):
            refuse("rampage.memory.known_card",
                   RuleViolation(f"{where[0]} ist bekannt: {seen.card}, nicht {named.name}.",
                                 f"{where[1]} is known: {seen.card}, not {named.name}.",
                                 sections=("angriffe", "spielvorbereitung")), item=where)
        if seen is not None and seen.value is not None and d.value != seen.value:
            known_as = f"{seen.card} {seen.value}".strip()
            refuse("rampage.memory.known_value",
                   RuleViolation(f"{where[0]} ist bekannt ({known_as}): Wert {seen.value}, nicht {d.value}.",
                                 f"{where[1]} is known ({known_as}): value {seen.value}, not {d.value}.",
                                 sections=("angriffe",)), item=where)
        info = named or (state.card(seen.card) if seen is not None and seen.card else None)
        if info is not None:
            check_named(info, d, stack, where)
        if seen is not None and seen.dealt and ((info is not None and info.violet) or d.effect is not Effect.NONE):
            refuse("rampage.memory.dealt_set_up", RuleViolation(
                f"{where[0]} stammt aus dem Aufbau: dort werden violette Karten zurückgelegt und ersetzt "
                f"({info.name if info is not None else _EFFECT_CARDS[d.effect]} ist violett).",
                f"{where[1]} was dealt at the set-up, where violet cards are put back and replaced "
                f"({info.name if info is not None else _EFFECT_CARDS[d.effect]} is violet).",
                sections=("spielvorbereitung",)), item=where)


def dealt(size: int) -> Slots:
    """A stack of the set-up deal: ``size`` cards, none of them violet ("spielvorbereitung")."""
    return (Seen(dealt=True),) * size


def moved_under(state: RampageState, slot: Seen | None, stack: str) -> Seen | None:
    """A card moved under another stack unseen: a named card with its value there, a dealt one still dealt."""
    if slot is None:
        return None
    if slot.card:
        return replace(seen_card(state, slot.card, stack), dealt=slot.dealt)
    return Seen(dealt=True) if slot.dealt else None


def forget(side: Side) -> Side:
    return replace(side, known_gate=(), known_castle=())
