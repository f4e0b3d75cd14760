"""A climax entered without its effect shows the deck list's (§ 5, ``weiss.climax_effect``) in the history and
on the match sheet; the stock's cards are in the scribe's view (§ 6 II, § 4), not only their count."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

from referee.weiss.engine import WeissEngine
from referee.weiss.events import PlayClimax
from referee.weiss.guards import with_effect
from referee.weiss.view import summary
from tests.weiss.test_climax_and_encore import started


def test_a_climax_typed_without_effect_carries_the_deck_lists(ws: SimpleNamespace) -> None:
    e = WeissEngine()
    s = started(ws)
    bare = PlayClimax(player="Ann", card="Sonne")
    assert bare.label() == "Ann: Climax Sonne"
    assert e.label(s, bare) == "Ann: Climax Sonne (Karte ziehen)"  # the history's words
    assert with_effect(s, bare).effect == "Karte ziehen"  # the match sheet's
    typed = PlayClimax(player="Ann", card="Sonne", effect="zwei Karten ziehen")
    assert e.label(s, typed) == "Ann: Climax Sonne (zwei Karten ziehen)"  # what was typed stays


def test_the_history_and_the_sheet_show_it(ws: SimpleNamespace, tmp_path) -> None:
    from referee.weiss.record import played as _played

    s = started(ws)
    assert _played(PlayClimax(player="Ann", card="Sonne"), s, "de") == "Ann: Climax Sonne (Karte ziehen)"


def test_the_stock_by_its_cards(ws: SimpleNamespace) -> None:
    s = ws.arrange(started(ws), "Ann", stock=("Kaze", "Tori"))
    ann = summary(s).players[0]
    assert ann.stock == 2 and ann.stock_cards == ("Kaze", "Tori")
    assert dataclasses.asdict(ann)["stock_cards"] == ("Kaze", "Tori")


def test_the_history_names_the_cards_drawn_and_mulliganed(ws: SimpleNamespace) -> None:
    """The scribe's history names a draw's and a mulligan's cards; the entry's own label (what a public text
    may use) stays card-free (issue 35, item 6)."""
    from referee.weiss.events import Draw, Mulligan

    e, s = WeissEngine(), started(ws)
    draw = Draw(player="Ann", cards=("Kaze",))
    assert e.label(s, draw) == "Ann zieht 1: Kaze" and e.label(s, draw, "en") == "Ann draws 1: Kaze"
    assert draw.label() == "Ann zieht 1"
    mulligan = Mulligan(player="Bob", discard=("Tori", "Aoi"), draw=("Mei", "Sora"))
    assert e.label(s, mulligan) == "Bob: Mulligan 2: Tori, Aoi → Mei, Sora" and mulligan.label() == "Bob: Mulligan 2"
    assert e.label(s, Mulligan(player="Bob")) == "Bob: Mulligan 0"
