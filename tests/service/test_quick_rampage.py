"""The Castle Rampage quick line at the service level (``ui.service.rampage.quick``, Qt-free): draw, attack
and end of turn read into their entries and judged by the referee; unique prefixes of card names;
malformed lines refused with what was not understood; the hint never uses an ambiguous prefix."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from referee.rampage.attack import Defense
from referee.rampage.events import Attack, Draw, EndTurn, RampageSetup
from referee.rampage.options import card_names
from referee.rampage.units import Unit
from ui.service import GameService, OpenGame
from ui.service.rampage import quick as q

A, B = "Anton", "Beatrix"


@pytest.fixture
def game(tmp_path: Path) -> Iterator[OpenGame]:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield service.new_game(game="rampage", setup=RampageSetup(players=(A, B)))
    service.close()


def test_draw_attack_end(game: OpenGame) -> None:
    r = q.read(game, "a Rit 5")
    assert not r.ok and "zuerst gezogen" in r.message  # the referee's verdict, live
    r = q.read(game, "z")
    assert r.ok and r.entry == Draw(player=A) and r.label() == "Anton zieht"
    game.add(r.entry)
    r = q.read(game, "a Sö 6 -Bogensch Bogen T 2,Ko:3,5")
    assert r.ok, r.message
    assert r.entry == Attack(player=A, card="Söldner", attack=6, discards=("Bogenschütze",), requires=(Unit.BOW,),
                             gate=(Defense(value=2), Defense(value=3, card="Koch"), Defense(value=5)))
    game.add(r.entry)
    assert game.state.discard_cards == ("Bogenschütze", "Söldner", "Koch")
    assert q.read(game, "e").entry == EndTurn(player=A)


def test_the_verdict_says_what_is_missing_or_wrong(game: OpenGame) -> None:
    game.add(Draw(player=A))
    r = q.read(game, "a Ritter 5")  # the attack goes on into the first gate card: its value is wanted
    assert not r.ok and "1. Karte von Tor" in r.message
    r = q.read(game, "a Sö 6 -Koch T 9")  # a Koch is no unit for the Söldner's bonus
    assert not r.ok and "anhang.soeldner" in r.sections
    r = q.read(game, "a Ritter 7 T 9")
    assert not r.ok and "anhang.ritter" in r.sections


def test_prefixes_and_bad_lines(game: OpenGame) -> None:
    assert q.pick("soel", card_names(game.state)) == "Söldner"
    assert q.pick("axt", card_names(game.state)) == "Axtkämpfer"
    with pytest.raises(InvalidInput, match="mehrdeutig: Ritter, Riese"):
        q.pick("Ri", card_names(game.state))
    for line, why in (("", "Leere Zeile"), ("x", "Kein Schnelleintrag"), ("a", "Angriff"),
                      ("a Ri 5", "mehrdeutig"), ("a Rit 5 T 3,x", "Kein Verteidigungswert"),
                      ("a Rit 5 hopp", "Nicht verstanden"), ("z+x", "Nicht verstanden")):
        r = q.read(game, line)
        assert not r.ok and r.entry is None and why in r.message, (line, r.message)
    assert len(game) == 1  # reading enters nothing


def test_completions_and_the_hint(game: OpenGame) -> None:
    game.add(Draw(player=A))
    assert q.complete(game, "") == ["z", "a ", "e"]
    assert "a Söldner " in q.complete(game, "a Sö")
    assert all(c.startswith("a Ri") for c in q.complete(game, "a Ri"))
    names = card_names(game.state)
    for line in q.hint_examples(names):
        for word in line.split():
            stem = word.lstrip("-").split(":")[0]
            if stem[:1].isalpha() and stem not in ("a", "T"):
                assert len(q.matches(stem, names)) == 1, stem  # never an ambiguous abbreviation
        assert q.parse(game, line.replace("T 2,4", "T 9").replace("T Ko:3", "T Ko:3")) is not None


def test_reinforce_by_the_line(game: OpenGame) -> None:
    """Issue 35, item 6: reinforcing has a quick form, ``v Karte`` (under the gate) or ``v Karte b`` (the castle)."""
    from referee.rampage.events import Reinforce, Stack

    game.add(q.read(game, "z").entry)  # type: ignore[arg-type]
    card = "Knappe"  # hand cards are counted, not named: any card of the game
    short = q.shortest_unique(card, card_names(game.state))
    assert q.parse(game, f"v {short}") == Reinforce(player=A, card=card, stack=Stack.GATE)
    assert q.parse(game, f"v {short} b") == Reinforce(player=A, card=card, stack=Stack.CASTLE)
    r = q.read(game, f"v {short}")
    assert r.ok or r.sections, r.message  # the referee's verdict, with its section when refused
    with pytest.raises(InvalidInput):
        q.parse(game, f"v {short} x")


@pytest.mark.parametrize(("line", "said"), [
    ("z+²", "Keine ganze Zahl"), ("a Sö ²", "Keine ganze Zahl"), ("a Sö 3 T Ko:²+1", "Kein Verteidigungswert"),
    ("a Sö 99999999999", "außerhalb des Bereichs"), ("z+" + "9" * 5000, "5.002 Zeichen lang"),
    ("a Sö " + "9" * 5000, "höchstens 500"), ("z\x1b]0;Titel\x07", "U+001B"), ("a Sö 3 3", "Zwei Angriffswerte"),
])
def test_numbers_are_read_as_every_line_reads_them_and_nothing_raw_is_echoed(game: OpenGame, line: str,
                                                                             said: str) -> None:
    """Issue 33: ``z+²``, ``a Sö ²`` and 5000 digits were an internal error (ValueError); a control character or a
    whole pasted file came back in the message. Now each is refused in words, the line quoted short and clean."""
    r = q.read(game, line)
    assert not r.ok and r.entry is None and said in r.message, r.message
    assert "\x1b" not in r.message and "\x07" not in r.message and len(r.message) < 300
    with pytest.raises(InvalidInput):
        q.parse(game, line)
