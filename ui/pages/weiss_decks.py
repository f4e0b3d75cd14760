"""Deck lists for the Weiß Schwarz set-up form: a plain text format, the sample deck, the deck check.

One card per line, fields separated by ``;``: copies; name; kind (charakter/event/climax); colour;
level; cost; soul; power; trigger (none/soul/return/pool/comeback/draw); counter (ja/nein).
Fields after the colour may be left out.  ``#`` starts a comment.  The rules of the check
(50 cards, at most 4 copies, at most 8 climaxes, § grundlegendes) are the referee's.

>>> deck = parse_deck("Ann", "50; Mio; charakter; gelb")
>>> deck.cards[0].copies, deck.cards[0].kind.value
(50, 'charakter')
"""

from __future__ import annotations

from referee.core.errors import InvalidInput
from referee.weiss.cards import CardSpec, DeckList, Kind, Trigger
from referee.weiss.sample import sample_deck

YES = ("ja", "yes", "j", "y", "1", "x", "konter", "counter")


def deck_text(deck: DeckList) -> str:
    """The deck list in the text format (round-trips through :func:`parse_deck`)."""
    lines = ["# Anzahl; Name; Art; Farbe; Level; Kosten; Seele; Kraft; Trigger; Konter"]
    for c in deck.cards:
        lines.append(f"{c.copies}; {c.name}; {c.kind.value}; {c.colour}; {c.level}; {c.cost}; {c.soul}; "
                     f"{c.power}; {c.trigger.value}; {'ja' if c.counter else 'nein'}")
    return "\n".join(lines)


def sample_text() -> str:
    return deck_text(sample_deck("-"))


def _int(value: str, field: str, line: int) -> int:
    try:
        return int(value)
    except ValueError:
        raise InvalidInput(f"Zeile {line}: {field} muss eine Zahl sein, nicht {value!r}.",
                           f"Line {line}: {field} must be a number, not {value!r}.") from None


def parse_deck(player: str, text: str) -> DeckList:
    """Read a deck list; malformed lines are refused with their line number."""
    cards = []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        f = [p.strip() for p in line.split(";")]
        if len(f) < 4:
            raise InvalidInput(f"Zeile {n}: mindestens Anzahl; Name; Art; Farbe.",
                               f"Line {n}: at least copies; name; kind; colour.")
        f += [""] * (10 - len(f))
        try:
            kind = Kind(f[2].lower())
            trigger = Trigger(f[8].lower() or "none")
        except ValueError:
            raise InvalidInput(
                f"Zeile {n}: Art ist charakter/event/climax, Trigger none/soul/return/pool/comeback/draw.",
                f"Line {n}: kind is charakter/event/climax, trigger none/soul/return/pool/comeback/draw.",
            ) from None
        nums = [_int(v or "0", name, n) for v, name in zip(f[4:8], ("Level", "Kosten", "Seele", "Kraft"),
                                                           strict=True)]
        cards.append(CardSpec(name=f[1], kind=kind, colour=f[3], level=nums[0], cost=nums[1], soul=nums[2],
                              power=nums[3], trigger=trigger, counter=f[9].lower() in YES,
                              copies=_int(f[0], "Anzahl", n)))
    if not cards:
        raise InvalidInput(f"Die Deckliste von {player} ist leer.", f"{player}'s deck list is empty.")
    return DeckList(player=player, cards=tuple(cards))
