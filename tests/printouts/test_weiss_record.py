"""The Weiß Schwarz match record over long random games (played by the Weiß Schwarz test helper)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from printouts.base import Context
from printouts.weiss.sheets import MatchSheet, turn_rows
from referee.core.journal import Journal
from referee.weiss.engine import WeissEngine
from referee.weiss.events import Damage, EffectDamage

from .pdftext import lines


def _random_game(seed: int) -> Any:
    path = Path(__file__).resolve().parents[1] / "weiss" / "conftest.py"
    spec = importlib.util.spec_from_file_location("weiss_game_helpers", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.random_game(seed, 400)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rows_add_up_to_the_final_table(seed: int) -> None:
    events, states = _random_game(seed)
    j = Journal(WeissEngine(), events)
    rows = turn_rows(j)
    final = j.state
    assert [r.turn for r in rows] == sorted({s.turn for s in states if s.turn})
    for i, side in enumerate(final.sides):
        # the last row shows the table as it stands
        assert (rows[-1].sides[i].level, rows[-1].sides[i].clock) == (len(side.level), len(side.clock))
        # damage per turn adds up to the cards damage put into the clock (§ 6 IV): every damage entry not
        # cancelled by a climax, by an attack (to the defender) or by an effect (to the player named)
        dealt = sum(len(e.revealed) for n, e in enumerate(events) if n and (
            (isinstance(e, Damage) and states[n - 1].active != i)
            or (isinstance(e, EffectDamage) and e.player == side.name))
            and not states[n - 1].sides[i].climaxes_in(e.revealed))
        assert sum(r.sides[i].damage for r in rows) == dealt
        # every damage entry revealing a climax was cancelled (§ 6 IV)
        cancelled = sum(1 for n, e in enumerate(events) if isinstance(e, Damage) and n
                        and states[n - 1].active != i and states[n - 1].sides[i].climaxes_in(e.revealed))
        assert sum(r.sides[i].cancels for r in rows) == cancelled


def test_the_record_prints_the_rows(tmp_path: Path) -> None:
    events, _ = _random_game(5)
    j = Journal(WeissEngine(), events)
    out = MatchSheet(Context(blank=False, journal=j, game_title="Weiß Schwarz — Test", date="1.1.2027")).render(
        tmp_path / "w.pdf")
    got = lines(out)
    last = turn_rows(j)[-1]
    expect = [str(last.turn), last.active] + [str(v) for s in last.sides for v in (s.level, s.clock, s.damage,
                                                                                   s.cancels)]
    k = max(i for i in range(len(got)) if got[i:i + len(expect)] == expect)
    assert k > 0


def test_the_record_shows_what_was_played(tmp_path: Path) -> None:
    """A realistic game (the first attack of the compat corpus's game, an ability, a damage by an effect):
    the sheet names the cards in words, turn by turn; the cards drawn stay secret."""
    from printouts.weiss.sheets import played_turns
    from referee.core.note import Note
    from referee.weiss.events import Ability

    helpers = Path(__file__).resolve().parents[1] / "weiss" / "conftest.py"
    spec = importlib.util.spec_from_file_location("weiss_game_helpers_2", helpers)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    events = module.first_attack()
    main_phase = len(events) - 3
    events[main_phase:main_phase] = [Ability(player="Anna", slot="vorne_links", effect="+1000 Kraft")]
    events += [Damage(revealed=("Brief", "Feuer")), EffectDamage(player="Ben", amount=1, revealed=("Kaze",),
                                                                     source="Brief")]
    events += [Note.of(len(events), "Ben ärgert sich")]
    j = Journal(WeissEngine(), events)
    turns = played_turns(j)
    assert [t.turn for t in turns] == [1] and turns[0].active == "Anna"
    assert turns[0].lines == (
        "Anna: Sonne in den Clock", "Anna spielt Hana → vorne Mitte", "Anna spielt Kaze → vorne links",
        "Anna: Fähigkeit von vorne links (0 Lager): +1000 Kraft",
        "Anna: Direktangriff von vorne Mitte (Trigger Hana)",
        "Schaden an Ben: Brief, Feuer (durch Climax abgewehrt)",
        "Schaden 1 an Ben außerhalb eines Angriffs (Brief): Kaze")
    out = MatchSheet(Context(blank=False, journal=j, game_title="Weiß Schwarz — Test", date="1.1.2027")).render(
        tmp_path / "w.pdf")
    flat = " ".join(lines(out))
    assert "Was gespielt wurde" in flat
    # the note is listed once, under "Notizen", not as played
    assert flat.count("Ben ärgert sich") == 1 and flat.index("Ben ärgert sich") > flat.index("Notizen")
    # Anna's own clock-phase card is no damage (§ 3); Ben took 1 (the effect's Kaze), the attack's damage
    # was cancelled by the climax Feuer (§ 6 IV)
    (row,) = turn_rows(j)
    assert [(s.clock, s.damage, s.cancels) for s in row.sides] == [(1, 0, 0), (1, 1, 1)]
    for words in ("Anna spielt Hana → vorne Mitte", "Trigger Hana", "Brief, Feuer (durch Climax abgewehrt)",
                  "außerhalb eines Angriffs (Brief): Kaze"):
        assert words in flat, words
    assert "Aoi" not in flat and "Riku" not in flat  # drawn, never played: secret


def test_the_deck_list_prints_every_card(tmp_path: Path) -> None:
    from printouts.weiss.decks import DeckSheet
    from referee.weiss.events import Setup
    from referee.weiss.sample import sample_deck

    j = Journal(WeissEngine(), [Setup(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Anna")])
    out = DeckSheet(Context(blank=False, journal=j, game_title="Weiß Schwarz — Test", date="1.1.2027")).render(
        tmp_path / "d.pdf")
    got = lines(out)
    flat = " ".join(got)
    assert "Deckliste von Anna" in flat and "Deckliste von Ben" in flat
    # Sora: 4 copies, yellow character, level 1, cost 1, soul 1, power 6000, pool trigger, encore for 3 stock
    assert "4 Sora Charakter gelb 1 1 1 6000 ins Lager 3" in flat
    assert "4 Schild Event gelb 0 0 0 0 kein Trigger ja" in flat
    assert flat.count("50 Karten, davon 8 Climax-Karten") == 2
    blank = DeckSheet(Context(blank=True)).render(tmp_path / "b.pdf")
    assert "Deckliste von" in " ".join(lines(blank))
