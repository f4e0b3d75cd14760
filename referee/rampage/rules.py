"""The Castle Rampage card catalog and numbers, loaded from ``data/cards.toml``.

Names and counts come from the appendix ("anhang.<card>"); attack and defense
values and bonuses only where the text gives them (the Axtkämpfer's 2 and its +2
for the next attack, the Ritter's 5 (+1 for a second discard), the Söldner's 3
(+3 for a discarded unit), the Knappe's +1, the Drache's 2/3, the Oger's 6).
A table completes the rest (interpretation ``rampage.card_values``).

>>> card("axtkaempfer").attack, card("OGER").gate, RULES.total_cards
(2, 6, 118)
>>> s = card("Söldner"); (s.attack, s.bonus, s.bonus_cost, s.max_cost)
(3, 3, 1, 1)
>>> text_value("Oger", "gate"), text_value("Oger", "castle"), text_value("Schmied", "gate")
(6, None, None)
>>> sum(c.count for c in CATALOG)
80
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache, lru_cache

from referee.core.errors import InvalidInput, UnknownName
from referee.core.refusal import fail, refuse
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
    #: attack bonus bought by discarding ``bonus_cost`` more cards (Ritter +1, Söldner +3)
    bonus: int = 0
    bonus_cost: int = 0
    #: attack bonus for the next attack of the turn (Axtkämpfer +2, from ``next_bonus_section``)
    next_bonus: int = 0
    next_bonus_section: str = ""
    #: a bonus of a size the text does not give for the next attack of the turn (Koch)
    next_bonus_open: bool = False
    #: attack bonus of each such card in the own display (Knappe +1)
    display_bonus: int = 0
    #: a bonus of a size the text does not give while the card lies in the display (Tunnelgräber)
    display_bonus_open: bool = False
    #: where the text gives the card's attack or defense values, if not in its own section
    value_section: str = ""
    permanent: bool = False
    violet: bool = False
    needs_gate: bool = False
    special: str = ""

    @property
    def max_cost(self) -> int | None:
        """The most hand cards the card may cost; None where the text does not limit it."""
        return self.min_cost + self.bonus_cost if self.bonus_cost else None

    @property
    def values_from(self) -> str:
        """The section that gives the card's values."""
        return self.value_section or self.section


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


@lru_cache(maxsize=1024)
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
        refuse("rampage.check.cards_toml_deal",
               InvalidInput("cards.toml: Austeilen und Startstapel passen nicht zusammen.",
                            "cards.toml: the deal does not fill gate, castle and hand.", sections=("spielvorbereitung",)))
    violet = {c.name for c in cards if c.violet}
    if set(rules.violet_replaced) != violet:
        refuse("rampage.check.cards_toml_violet",
               InvalidInput(f"cards.toml: violette Karten {sorted(violet)} ≠ {sorted(rules.violet_replaced)}.",
                            f"cards.toml: violet cards {sorted(violet)} ≠ {sorted(rules.violet_replaced)}.",
                            sections=(rules.violet_section,)))


RULES, CATALOG = _load()
_BY_FOLD = {fold(c.name): c for c in CATALOG}


def text_value(name: str, what: str) -> int | None:
    """The value the text gives a card (``"attack"``, ``"gate"`` or ``"castle"``); None if it gives none
    (a table's completion never counts as the text's)."""
    info = _BY_FOLD.get(fold(name))
    value = None if info is None else getattr(info, what)
    return value if isinstance(value, int) else None


@lru_cache(maxsize=1024)
def card(name: str, extra: tuple[str, ...] = ()) -> CardInfo:
    """The catalog entry of ``name`` (umlauts optional); names a table added in ``extra`` are plain cards (looked
    up again and again on a replay: kept)."""
    key = fold(name)
    if key in _BY_FOLD:
        return _BY_FOLD[key]
    for e in extra:
        if fold(e) == key:
            return CardInfo(name=e, section="anhang")
    fail("rampage.card.unknown", UnknownName.of("Karte", "card", name, [c.name for c in CATALOG] + list(extra),
                                                sections=("anhang",)))
