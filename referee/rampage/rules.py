"""The Castle Rampage card catalog and numbers, loaded from ``data/cards.toml``.

Names and counts come from the appendix ("anhang.<card>"); attack and defense
values only where the text gives them (the Axtkämpfer's 2, the Drache's 2/3,
the Oger's 6).  A table completes the rest (interpretation ``rampage.card_values``).

>>> card("axtkaempfer").attack, card("OGER").gate, RULES.total_cards
(2, 6, 118)
>>> sum(c.count for c in CATALOG)
80
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache

from referee.core.errors import InvalidInput, UnknownName
from referee.datafile import NumberReader, RuleNumber, load


@dataclasses.dataclass(frozen=True)
class CardInfo:
    """One card name of the appendix; ``None`` for a value the text does not give."""

    name: str
    section: str
    count: int = 0
    kinds: int = 1
    attack: int | None = None
    gate: int | None = None
    castle: int | None = None
    castle_attack: int | None = None
    draws: int = 0
    min_cost: int = 0
    permanent: bool = False
    violet: bool = False
    needs_gate: bool = False
    special: str = ""


@dataclasses.dataclass(frozen=True)
class RampageRules:
    total_cards: int
    deal: int
    deals: int
    gate_start: int
    castle_start: int
    hand_start: int
    violet_replaced: tuple[str, ...]
    violet_section: str
    draw: int
    first_draw: int
    reinforcements: int
    supply_stop: int
    violet_discards: int
    #: every number of ``data/cards.toml`` with its sections, by ``"group.name"``
    numbers: Mapping[str, RuleNumber] = dataclasses.field(repr=False)


def fold(name: str) -> str:
    """Lower case with umlauts and ß spelled out, as in the section ids (``Überläufer`` → ``ueberlaeufer``)."""
    out = name.strip().lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), (" ", "-")):
        out = out.replace(a, b)
    return out


@cache
def _load() -> tuple[RampageRules, tuple[CardInfo, ...]]:
    raw = load("referee.rampage", "cards.toml")
    reader = NumberReader(raw)
    n = reader.one

    rules = RampageRules(
        total_cards=n("game", "total_cards"), deal=n("game", "deal"), deals=n("game", "deals"),
        gate_start=n("game", "gate_start"), castle_start=n("game", "castle_start"), hand_start=n("game", "hand_start"),
        violet_replaced=tuple(raw["violet"]["replaced"]), violet_section=raw["violet"]["section"],
        draw=n("turn", "draw"), first_draw=n("turn", "first_draw"), reinforcements=n("turn", "reinforcements"),
        supply_stop=n("turn", "supply_stop"), violet_discards=n("turn", "violet_discards"),
        numbers=reader.numbers)
    fields = {f.name for f in dataclasses.fields(CardInfo)}
    # only the fields a card has are read: a misspelt key stays unread (tests/test_data_keys.py)
    cards = tuple(CardInfo(**{k: c[k] for k in c if k in fields}) for c in raw["card"])
    _check(rules, cards)
    return rules, cards


def _check(rules: RampageRules, cards: tuple[CardInfo, ...]) -> None:
    """The deal fills gate, castle and hand; the violet cards replaced in it are the catalog's violet ones."""
    if rules.deal * rules.deals != rules.gate_start + rules.castle_start + rules.hand_start:
        raise InvalidInput("cards.toml: Austeilen und Startstapel passen nicht zusammen.",
                           "cards.toml: the deal does not fill gate, castle and hand.", sections=("spielvorbereitung",))
    violet = {c.name for c in cards if c.violet}
    if set(rules.violet_replaced) != violet:
        raise InvalidInput(f"cards.toml: violette Karten {sorted(violet)} ≠ {sorted(rules.violet_replaced)}.",
                           f"cards.toml: violet cards {sorted(violet)} ≠ {sorted(rules.violet_replaced)}.",
                           sections=(rules.violet_section,))


RULES, CATALOG = _load()
_BY_FOLD = {fold(c.name): c for c in CATALOG}


def card(name: str, extra: tuple[str, ...] = ()) -> CardInfo:
    """The catalog entry of ``name`` (umlauts optional); names a table added in ``extra`` are plain cards."""
    key = fold(name)
    if key in _BY_FOLD:
        return _BY_FOLD[key]
    for e in extra:
        if fold(e) == key:
            return CardInfo(name=e, section="anhang")
    raise UnknownName.of("Karte", "card", name, [c.name for c in CATALOG] + list(extra), sections=("anhang",))
