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
import tomllib
from functools import cache
from pathlib import Path

from referee.core.errors import UnknownName

_DATA = Path(__file__).with_name("data") / "cards.toml"


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
    gate_start: int
    castle_start: int
    hand_start: int
    violet_replaced: tuple[str, ...]
    draw: int
    first_draw: int
    reinforcements: int
    violet_discards: int


def fold(name: str) -> str:
    """Lower case with umlauts and ß spelled out, as in the section ids (``Überläufer`` → ``ueberlaeufer``)."""
    out = name.strip().lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), (" ", "-")):
        out = out.replace(a, b)
    return out


@cache
def _load() -> tuple[RampageRules, tuple[CardInfo, ...]]:
    raw = tomllib.loads(_DATA.read_text(encoding="utf-8"))
    g, t = raw["game"], raw["turn"]
    rules = RampageRules(
        total_cards=g["total_cards"], deal=g["deal"], gate_start=g["gate_start"],
        castle_start=g["castle_start"], hand_start=g["hand_start"],
        violet_replaced=tuple(g["violet_replaced"]), draw=t["draw"], first_draw=t["first_draw"],
        reinforcements=t["reinforcements"], violet_discards=t["violet_discards"])
    fields = {f.name for f in dataclasses.fields(CardInfo)}
    cards = tuple(CardInfo(**{k: v for k, v in c.items() if k in fields}) for c in raw["card"])
    return rules, cards


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
