"""The Castle Rampage match sheet over random legal games."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from printouts.base import Context
from printouts.rampage.sheets import MatchSheet, TurnRow, turn_rows
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.note import Note
from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, EndTurn, PlayCard, RampageSetup, Reinforce, Stack
from referee.rampage.state import RampageState

from .pdftext import text


def _game(seed: int, entries: int = 80) -> Journal[RampageState]:
    """Draw, sometimes reinforce or play, end the turn; refused entries are simply not made."""
    rng = random.Random(seed)
    j: Journal[RampageState] = Journal(RampageEngine(), [RampageSetup(players=("Anton", "Beatrix"))])
    for _ in range(entries):
        who = j.state.active_player
        options: list[Event] = [
            Draw(player=who), EndTurn(player=who),
            Reinforce(player=who, card=rng.choice(["Koch", "Oger"]), stack=rng.choice(list(Stack)), cost=rng.randint(0, 1)),
            PlayCard(player=who, card=rng.choice(["Knappe", "Heiler", "Koch"]), draws=rng.randint(0, 2)),
        ]
        for e in rng.sample(options, len(options)):
            try:
                j.append(e)
                break
            except RefereeError:
                continue
    return j


@given(st.integers(0, 10_000))
def test_one_row_per_turn_ending_in_the_table(seed: int) -> None:
    j = _game(seed)
    rows = turn_rows(j)
    assert [r.turn for r in rows] == list(range(1, j.state.turn_no + 1))
    final = j.state
    assert rows[-1].sides == tuple((s.hand, s.gate, s.castle) for s in final.sides)
    assert rows[-1].active == final.active_player
    # the Mover goes round the table, one seat per turn
    names = [s.name for s in final.sides]
    assert all(names.index(b.active) == (names.index(a.active) + 1) % len(names) for a, b in itertools.pairwise(rows))


def test_the_sheet_prints_every_turn(tmp_path: Path) -> None:
    j = _game(4)
    out = MatchSheet(Context(blank=False, journal=j, game_title="Castle Rampage — Test", date="1.1.2027")).render(
        tmp_path / "r.pdf")
    got = text(out)
    for r in turn_rows(j):
        assert "\n".join([str(r.turn), r.active, *(str(v) for side in r.sides for v in side)]) in got


def test_the_book_attack_shows_on_the_sheet(tmp_path: Path) -> None:
    """Anton attacks with 9: Beatrix's 3 and 4 fall, the Oger 6 holds; her gate goes from 4 to 2 (the book
    names no card: an Angriffsplan, whose value the text leaves to the scribe, costs at least one unit)."""
    j: Journal[RampageState] = Journal(RampageEngine(), [RampageSetup(players=("Anton", "Beatrix"))])
    j.append(Draw(player="Anton"))
    j.append(Attack(player="Anton", card="Angriffsplan", attack=9, cost=1,
                    gate=(Defense(value=3), Defense(value=4), Defense(value=6))))  # unnamed: a dealt card
    j.append(EndTurn(player="Anton"))
    rows = turn_rows(j)
    # Anton: 3 cards − Angriffsplan − 1 cost = 1 in hand; Beatrix: hand 2, gate 2, castle 4
    assert rows[0] == TurnRow(1, "Anton", ((1, 4, 4), (2, 2, 4)))
    assert rows[1].active == "Beatrix"
    got = text(MatchSheet(Context(blank=False, journal=j, game_title="CR")).render(tmp_path / "b.pdf"))
    assert "1\nAnton\n1\n4\n4\n2\n2\n4" in got


def realistic_game() -> Journal[RampageState]:
    """Four turns as a table plays them: reinforcing, a cook, attacks with named costs, a priest."""
    from referee.rampage.units import Unit

    a, b = "Anton", "Beatrix"
    j: Journal[RampageState] = Journal(RampageEngine(), [RampageSetup(players=(a, b))])
    for ev in (
        Draw(player=a), Reinforce(player=a, card="Drache", stack=Stack.CASTLE),
        Attack(player=a, card="Axtkämpfer", attack=2, draws=1, gate=(Defense(value=3, card="Koch"),)),
        EndTurn(player=a),
        Draw(player=b), PlayCard(player=b, card="Koch"),
        Attack(player=b, card="Söldner", attack=7, requires=(Unit.HORSE,), discards=("Ritter",),
               gate=(Defense(value=2), Defense(value=4), Defense(value=5))),
        EndTurn(player=b),
        Draw(player=a), Attack(player=a, card="Ritter", attack=5, discards=("Heiler",),
                               gate=(Defense(value=3, card="Koch"), Defense(value=2))),
        PlayCard(player=a, card="Priester", discards=("Bogenschütze",), opponent_cards=("Riese",)),
        EndTurn(player=a),
    ):
        j.append(ev)
    return j


def test_the_sheet_shows_the_cards_and_attacks_of_a_realistic_game(tmp_path: Path) -> None:
    j = realistic_game()
    j.append(Note.of(3, "Beatrix zögert"))
    got = text(MatchSheet(Context(blank=False, journal=j, game_title="CR")).render(tmp_path / "g.pdf"))
    flat = " ".join(got.split())
    # the attacks one by one: card and value, what was revealed and what fell, the gate and castle after
    assert "Angriffe" in flat
    assert "Axtkämpfer 2 Tor: Koch 3 hält 4 / 4" in flat
    assert "Söldner 7 Tor: 2 fällt, 4 fällt, 5 hält 2 / 5" in flat  # the cook's +1 on the Söldner's 6
    assert "Ritter 5 Tor: Koch 3 fällt, 2 fällt 2 / 4" in flat
    # what each turn played, with the named costs, the display and the discard pile
    assert "Gespielte Karten" in flat
    # a note is no play: it is listed once, under "Notizen"
    assert flat.count("Beatrix zögert") == 1
    assert flat.index("Beatrix zögert") > flat.index("Notizen") > flat.index("Gespielte Karten")
    assert "Anton verstärkt Burg mit Drache" in flat
    assert "Anton spielt Priester, legt ab: Bogenschütze, Gegner legt ab: Riese" in flat
    assert ("Ablagestapel: Axtkämpfer, Koch, Ritter, Söldner, Heiler, Ritter, Koch, Bogenschütze, Riese, "
            "Priester (+3 ohne Namen)") in flat
