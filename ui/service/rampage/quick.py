"""The Castle Rampage quick line: attack, draw, end of turn, with the referee's live verdict (Qt-free).

    z              the turn's draw (``z+1``: one more card for a Berater; ``z Koch Ritter``: the drawn cards
                   by name, where the table names them)
    v Kn           reinforce: a hand card under the own gate (``v Kn b``: under the castle; ``v Kn 2``: the
                   Oger's cost of 2 hand cards)
    e              end of the turn
    a Narr 12 +Rit +Sö             a Narr's attack cards, each ``+name`` (anhang.narr)
    a Sö 6 -Rit Pferd T 2,4,5      attack: card, value, a discarded card (each ``-name``), a unit the card
                                   requires, the revealed gate values top first (``T``), castle (``B``);
                                   a revealed card may be named: ``T Ko:3,2``; ``@burg`` aims at the castle

Card names are read by any unique prefix (umlauts optional: ``Sö``, ``Soe``, ``So`` for Söldner when no
other card starts so); an ambiguous prefix is refused with the cards it could be.  The hint's examples use
the shortest unique prefixes (:func:`shortest_unique`), never an ambiguous one.  The entry is checked by the
referee (:meth:`OpenGame.check`), nothing is entered: an attack that needs the value of the next revealed
card says so.

>>> pick("sö", ["Söldner", "Spion", "Saboteur"]), pick("Ko", ["Koch", "Knappe"])
('Söldner', 'Koch')
>>> shortest_unique("Söldner", ["Söldner", "Spion", "Saboteur"])
'Sö'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.limits import quoted, typed_line, whole_number
from referee.core.option import of_kind
from referee.rampage.attack import Defense
from referee.rampage.events import Attack, Draw, EndTurn, Reinforce, Stack, Target
from referee.rampage.kinds import OptionKind
from referee.rampage.memory import effect_of
from referee.rampage.options import card_names
from referee.rampage.payloads import AttackPayload
from referee.rampage.units import Unit, unit_of
from referee.rampage.view import RampageState, card_info, turn_line
from ui.service.quick import Reading, judged
from ui.service.session import OpenGame

DRAW_WORDS = ("z", "ziehen", "draw", "d")
END_WORDS = ("e", "ende", "zugende", "end")
ATTACK_WORDS = ("a", "angriff", "attack")
REINFORCE_WORDS = ("v", "verstärken", "verstaerken", "reinforce")
#: the stack a reinforcement goes under: the gate unless the castle is named
STACK_WORDS = {"t": Stack.GATE, "tor": Stack.GATE, "gate": Stack.GATE, "b": Stack.CASTLE, "burg": Stack.CASTLE,
               "castle": Stack.CASTLE}


def _plain(text: str) -> str:
    """Lower case, umlauts as plain letters (``Söldner`` → ``soldner``)."""
    out = text.strip().casefold()
    for a, b in (("ä", "a"), ("ö", "o"), ("ü", "u"), ("ß", "ss")):
        out = out.replace(a, b)
    return out


def _spelled(text: str) -> str:
    """Lower case, umlauts spelled out (``Söldner`` → ``soeldner``)."""
    out = text.strip().casefold()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        out = out.replace(a, b)
    return out


def _starts(name: str, prefix: str) -> bool:
    low = prefix.strip().casefold()
    return (name.casefold().startswith(low) or _plain(name).startswith(_plain(prefix))
            or _spelled(name).startswith(_spelled(prefix)))


def matches(prefix: str, names: Sequence[str]) -> list[str]:
    """The names ``prefix`` may stand for: an exact name alone, else every name it begins."""
    exact = [n for n in names if _plain(n) == _plain(prefix) or _spelled(n) == _spelled(prefix)]
    return exact or [n for n in names if _starts(n, prefix)]


def pick(prefix: str, names: Sequence[str], state: RampageState | None = None) -> str:
    """The one card ``prefix`` names; refused when it names several, and when it names none with the referee's own
    refusal of an unknown card (the refusal the entry itself would get) where the table ``state`` is given."""
    found = list(dict.fromkeys(matches(prefix, names)))
    if len(found) == 1:
        return found[0]
    if not found:
        if state is not None:
            return card_info(state, prefix).name
        raise InvalidInput(f"Keine Karte beginnt mit „{prefix}“.", f"No card starts with '{prefix}'.")
    raise InvalidInput(f"„{prefix}“ ist mehrdeutig: {', '.join(found)}.", f"'{prefix}' is ambiguous: {', '.join(found)}.")


def shortest_unique(name: str, names: Sequence[str]) -> str:
    """The shortest prefix of ``name`` that names it alone (the whole name if none is shorter)."""
    for n in range(1, len(name) + 1):
        if matches(name[:n], names) == [name]:
            return name[:n]
    return name


def _defenses(state: RampageState, text: str, names: Sequence[str]) -> tuple[Defense, ...]:
    out: list[Defense] = []
    for token in (t.strip() for t in text.split(",") if t.strip()):
        name, _, value = token.rpartition(":")
        value, _, bonus = value.partition("+")
        try:
            v, b = whole_number(value, "Verteidigungswert"), whole_number(bonus or "0", "Bonus")
        except InvalidInput:
            raise InvalidInput(f"Kein Verteidigungswert: „{quoted(token)}“.",
                               f"Not a defense value: '{quoted(token)}'.") from None
        card = pick(name, names, state) if name else ""
        out.append(Defense(value=v, card=card, bonus=b))
    return tuple(out)


def _value(text: str) -> int:
    """A number of the line, read as every quick line reads one (:func:`whole_number`); refused in words."""
    return whole_number(text, "Wert")


def _attack(game: OpenGame[RampageState], state: RampageState, words: list[str]) -> Attack:
    names = card_names(state)
    offer = next((o.payload for o in of_kind(game.options(), OptionKind.ATTACK) if isinstance(o.payload, AttackPayload)),
                 None)
    if len(words) < 2:
        raise InvalidInput("Angriff: „a Karte Wert“, z. B. „a Ritter 5“.", "Attack: 'a card value', e.g. 'a Ritter 5'.")
    attack_cards = list(offer.cards) if offer is not None and offer.cards else names
    card = pick(words[1], attack_cards if matches(words[1], attack_cards) else names, state)
    defaults = offer.defaults.get(card) if offer is not None else None
    value: int | None = None
    discards: list[str] = []
    combined: list[str] = []
    requires: list[Unit] = []
    gate: tuple[Defense, ...] = ()
    castle: tuple[Defense, ...] = ()
    target = Target.AUTO
    rest = words[2:]
    k = 0
    while k < len(rest):
        w = rest[k]
        low = w.casefold()
        if low in ("t", "tor", "b", "burg") and k + 1 < len(rest):
            shown = _defenses(state, rest[k + 1], names)
            gate, castle = (shown, castle) if low in ("t", "tor") else (gate, shown)
            k += 2
            continue
        if low in ("@burg", "@castle", "@tor", "@gate"):
            target = Target.CASTLE if low in ("@burg", "@castle") else Target.GATE
        elif w.startswith("-") and len(w) > 1:
            discards.append(pick(w[1:], names, state))
        elif w.startswith("+") and len(w) > 1:
            combined.append(pick(w[1:], names, state))
        elif unit_of(w) is not None:
            requires.append(unit_of(w) or Unit.HORSE)
        elif w[:1].isdigit() or w[:2].lstrip("-")[:1].isdigit():
            if value is not None:
                raise InvalidInput(f"Zwei Angriffswerte: „{quoted(w)}“.", f"Two attack values: '{quoted(w)}'.")
            value = _value(w)
        else:
            raise InvalidInput(f"Nicht verstanden: „{quoted(w)}“.", f"Not understood: '{quoted(w)}'.")
        k += 1
    if value is None:
        value = defaults.attack if defaults is not None else 0
    gate = tuple(dataclasses.replace(d, effect=effect_of(card_info(state, d.card))) if d.card else d for d in gate)
    castle = tuple(dataclasses.replace(d, effect=effect_of(card_info(state, d.card))) if d.card else d for d in castle)
    cost = len(discards) if discards else (defaults.cost if defaults is not None else 0)
    return Attack(player=turn_line(state).active, card=card, attack=value, target=target, gate=gate, castle=castle,
                  cost=cost if not discards else 0, discards=tuple(discards), requires=tuple(requires),
                  combined=tuple(combined),
                  draws=defaults.draws if defaults is not None else 0,
                  from_display=defaults.from_display if defaults is not None else False)


def parse(game: OpenGame[RampageState], text: str) -> Event:
    """The entry of a Castle Rampage quick line (refused with what was not understood)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    words = text.split()
    if not words:
        raise InvalidInput("Leere Zeile.", "Empty line.")
    state: RampageState = game.state
    head = words[0].casefold()
    if head.startswith(DRAW_WORDS) and head.split("+")[0] in DRAW_WORDS:
        extra = head.partition("+")[2]
        if extra and not extra[:1].isdigit():
            raise InvalidInput(f"Nicht verstanden: „{quoted(words[0])}“.", f"Not understood: '{quoted(words[0])}'.")
        drawn = tuple(pick(w, card_names(state), state) for w in " ".join(words[1:]).replace(",", " ").split())
        return Draw(player=turn_line(state).active, extra=_value(extra or "0"), cards=drawn)
    if head in END_WORDS and len(words) == 1:
        return EndTurn(player=turn_line(state).active)
    if head in ATTACK_WORDS:
        return _attack(game, state, words)
    if head in REINFORCE_WORDS and len(words) >= 2:
        return _reinforce(state, words[1:])
    raise InvalidInput("Kein Schnelleintrag: z (ziehen), a Karte Wert (Angriff), v Karte (Verstärken), e (Zugende).",
                       "No quick entry: z (draw), a card value (attack), v card (reinforce), e (end of turn).")


def _reinforce(state: RampageState, words: Sequence[str]) -> Reinforce:
    """``v Kn``, ``v Kn b``, ``v Kn b 2``: the card, the stack (gate unless the castle), the Oger's cost."""
    card = pick(words[0], card_names(state), state)
    stack, cost = Stack.GATE, 0
    for w in words[1:]:
        if w.casefold() in STACK_WORDS:
            stack = STACK_WORDS[w.casefold()]
        elif w[:1].isdecimal() or not w.isalpha():
            cost = _value(w)
        else:
            raise InvalidInput(f"Verstärken: „v Karte [b] [Kosten]“, nicht „{quoted(w)}“.",
                               f"Reinforce: 'v card [b] [cost]', not '{quoted(w)}'.")
    return Reinforce(player=turn_line(state).active, card=card, stack=stack, cost=cost)


def read(game: OpenGame[RampageState], text: str, *, lang: str = "de") -> Reading:
    """The entry ``text`` describes and the referee's verdict on it (nothing is entered)."""
    return judged(game, parse, text, lang)


def complete(game: OpenGame[RampageState], text: str) -> list[str]:
    """Whole lines that continue ``text``: the quick words, then the attack cards the referee accepts."""
    words = text.split()
    trailing = text.endswith(" ")
    if not words:
        return ["z", "a ", "e"]
    if len(words) == 1 and not trailing:
        return [w for w in ("z", "a ", "e") if w.strip().startswith(words[0].casefold())]
    if words[0].casefold() not in ATTACK_WORDS:
        return []
    offer = next((o.payload for o in of_kind(game.options(), OptionKind.ATTACK) if isinstance(o.payload, AttackPayload)),
                 None)
    cards = list(offer.cards) if offer is not None else []
    if len(words) == 1 or (len(words) == 2 and not trailing):
        part = "" if len(words) == 1 else words[1]
        return [f"{words[0]} {c} " for c in cards if _starts(c, part)]
    return []


def hint_examples(names: Sequence[str]) -> tuple[str, str]:
    """Two attack lines with the shortest unique prefixes of ``names`` (Söldner with a Ritter discarded,
    Axtkämpfer against a named Koch)."""
    def short(n: str) -> str:
        return shortest_unique(n, names) if n in names else n

    return (f"a {short('Söldner')} 6 -{short('Ritter')} T 2,4",
            f"a {short('Axtkämpfer')} 2 T {short('Koch')}:3")
