"""A short Titan – Die Arena game entered entirely through the app's Arena page: set-up form, start bids,
bets, cards, a power, a refusal with its section, the end of round 1 (the weakest creature dies, § 8),
undo/redo, the bet sheet as PDF, the tournament over three stored games (§ 13), and the page's models."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, EndTurn, OpenBet, Play, SecretBet
from referee.arena.scoring import ending_now
from referee.arena.state import ArenaState
from referee.arena.view import summary
from referee.core.journal import Journal
from tests.hang import HANG_MS
from ui.games.arena.models import GridModel, PlayersModel, TournamentModel
from ui.qt import QtCore

Qt = QtCore.Qt

PLAYERS = ("Anna", "Ben", "Cleo")


def new_arena_game(window: Any) -> int:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("arena"))
    assert [n.text() for n in d.setup_form.names[:3]] == list(PLAYERS)
    d.commit()
    assert d.result() == 1, d.refusal.text()
    window.open_game(d.game_id)
    return int(d.game_id)


def entry(window: Any, key: str, **fields: Any) -> Any:
    """Open the page's dialog ``key``, set combo boxes by data / spin boxes by value, commit."""
    d = window.open_entry(key)
    for name, value in fields.items():
        w = getattr(d, name)
        if hasattr(w, "findData"):
            i = w.findData(value)
            assert i >= 0, (name, value, [w.itemData(k) for k in range(w.count())])
            w.setCurrentIndex(i)
        else:
            w.setValue(value)
    d.commit()
    return d


def play(window: Any, creature: str, value: int) -> Any:
    d = window.open_entry("play")
    assert d.choose(creature, value), [d.value.itemData(k) for k in range(d.value.count())]
    d.commit()
    assert not d.isVisible(), d.refusal.text()
    return d


def turn(window: Any, creature: str, value: int) -> None:
    play(window, creature, value)
    assert not entry(window, "end_turn").isVisible()


@pytest.fixture
def arena(window: Any) -> Any:
    new_arena_game(window)
    entry(window, "bid", who="Anna", value=8)
    entry(window, "bid", who="Ben", value=5)
    entry(window, "close_bidding")
    return window


def test_setup_form_and_bids(window: Any, store: Any) -> None:
    game_id = new_arena_game(window)
    assert store.load(game_id).events[0] == ArenaSetup(players=PLAYERS, colours=("Rot", "Blau", "Grün"))
    assert window.page.players.row(0)[7] == "Rot"  # the chip colour chosen at set-up (§ 3)
    page = window.page
    assert page.game == "arena" and window.stack.currentWidget() is page
    labels = [a.text() for a in window.menus["entry"].actions()
              if not a.isSeparator() and a is not window.acts["note"]]  # the game's entries (a note is any game's)
    assert "Karte spielen …" in labels and "Fähigkeit …" in labels and len(labels) == 14
    entry(window, "bid", who="Anna", value=8)
    d = window.open_entry("bid")
    d.who.setCurrentIndex(d.who.findData("Anna"))
    assert d.value.minimum() == 9  # a bid may only rise (§ 5)
    d.reject()
    assert "Anna 8" in page.round_state.text()
    closing = window.open_entry("close_bidding")
    assert "Anna beginnt" in closing.info.text() and "Stärke 8" in closing.info.text()
    closing.commit()
    assert window.session.state.start_player == "Anna"


def test_round_one_through_the_dialogs(arena: Any, tmp_path: Path) -> None:
    window, page = arena, arena.page
    # the start player owes a card of strength 8: no secret bet for her, and only 8s are offered (§ 5)
    refused = entry(window, "secret_bet")
    assert refused.isVisible() and refused.refusal.sections == ("5",)
    assert len(window.session) == 4
    refused.reject()
    d = window.open_entry("play")
    d.creature.setCurrentIndex(d.creature.findData("Zyklop"))
    assert [d.value.itemData(k) for k in range(d.value.count())] == [8]
    d.reject()
    entry(window, "open_bet", creature="Zyklop")
    play(window, "Zyklop", 8)
    power = entry(window, "power", target="Ben")  # 15.1: Ben sets half of 8 cards aside
    assert not power.isVisible(), power.refusal.text()
    assert window.session.state.seat("Ben").aside == 4
    entry(window, "end_turn")
    # Ben has no power to use now: the dialog says so and the referee refuses with § 15 (and 15.1)
    none = window.open_entry("power")
    assert "keine Fähigkeit nutzbar" in none.note.text()
    none.commit()
    assert none.isVisible() and {"15", "9", "15.1"} <= set(none.refusal.sections)
    none.reject()
    # Ben: the secret bet instead of a card (§ 7)
    entry(window, "secret_bet", creature="Hydra")
    entry(window, "end_turn")
    assert window.session.state.seat("Ben").aside == 0
    # Cleo bets on the Hydra and plays it: its power (a second card, 15.3) is offered
    entry(window, "open_bet", creature="Hydra")
    play(window, "Hydra", 3)
    hydra = window.open_entry("power")
    assert hydra.creature.currentData() == "Hydra" and hydra.note.text() == ""
    hydra.reject()
    entry(window, "end_turn")
    for creature, value in (("Drache", 5), ("Ranger", 6), ("Titan", 7), ("Troll", 2), ("Einhorn", 4)):
        turn(window, creature, value)
    assert "noch ohne Karte in Spalte 1: Warlock" in page.round_state.text()
    play(window, "Warlock", 9)
    assert "Niedrigste: Troll (2)" in page.round_state.text()
    assert "die Runde endet mit diesem Zug: Troll stirbt" in page.round_state.text()
    end = window.open_entry("end_turn")
    assert "Troll stirbt" in end.info.text()
    end.commit()
    state = window.session.state
    assert state.round == 2 and state.dead() == ("Troll",)
    grid = page.grid
    troll = next(grid.row(i) for i in range(grid.rowCount()) if grid.row(i)[0] == "Troll")
    zyklop = next(grid.row(i) for i in range(grid.rowCount()) if grid.row(i)[0] == "Zyklop")
    assert troll[1] == "†" and zyklop[2] == "8 · Anna 4" and zyklop[8] == "Anna" and zyklop[9] == "frei"
    players = {page.players.row(i)[0]: page.players.row(i) for i in range(page.players.rowCount())}
    assert players["Ben"][3] == "verdeckt"  # hidden until revealed (§ 7)
    assert players["Anna"][4] == 4 and players["Ben"][4] == 0
    assert players["Ben"][5] == 5  # if it ended now, Ben's secret 5 on the living Hydra counts (§ 12)
    # card tracking: the values seen (played in round 1) are gone from the unseen ones (§ 4)
    unseen = {page.unseen.row(i)[0]: page.unseen.row(i) for i in range(page.unseen.rowCount())}
    assert unseen["Zyklop"][1] == "0, 1, 2, 3, 4, 5, 6, 7, 9, 10" and unseen["Zyklop"][2] == ""
    assert unseen["Troll †"][1] == "0, 1, 3, 4, 5, 6, 7, 8, 9, 10"
    play(window, "Hydra", 9)  # strength 9: of the 9 unseen values only the 10 is higher
    assert page.unseen.row(2)[1:] == ("0, 1, 2, 4, 5, 6, 7, 8, 10", 9, "1/9 (11 %)", "8/9 (89 %)")
    window.undo()
    # undo takes back the end of the turn (the Troll lives again), redo re-applies it
    window.undo()
    assert window.session.state.round == 1 and "Troll stirbt" in page.round_state.text()
    window.redo()
    assert window.session.state.dead() == ("Troll",)
    # the bet sheet as PDF
    window.menus["print"].aboutToShow.emit()
    assert any(a.text().startswith("Wettblatt") or "Wett" in a.text() for a in window.menus["print"].actions())
    preview = window.print_preview("arena-bets")
    out = preview.save_as(str(tmp_path / "wetten.pdf"))
    import pypdf

    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Zyklop" in text and "Anna (4)" in text


def finished_game(bets: dict[str, list[str]]) -> tuple[Any, ...]:
    """A whole game of Anna, Ben and Cleo (the recipe of the Arena tests): Zyklop, Hydra and Titan
    survive; ``bets`` are the open bets of round 1. Nobody bets secretly, so it is over after round 5."""
    import importlib.util

    path = Path(__file__).resolve().parents[1] / "arena" / "conftest.py"
    spec = importlib.util.spec_from_file_location("arena_table_helpers", path)
    assert spec is not None and spec.loader is not None
    h = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(h)
    t = h.Table(players=PLAYERS)
    t.start("Anna", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    for r, victim in enumerate(("Troll", "Einhorn", "Warlock", "Ranger", "Drache"), start=1):
        t.fill(h.victim_round(r, victim, alive, first="Zyklop" if r == 1 else ""), bets=bets if r == 1 else None)
        alive.remove(victim)
    return tuple(t.journal.events)


def test_tournament_over_three_stored_games(window: Any, store: Any, tmp_path: Path) -> None:
    """§ 13 over stored games of the same players; § 12: only finished games count, the running one
    (the game on the page) is named, not counted."""
    first = new_arena_game(window)
    for bets in ({"Anna": ["Zyklop"]}, {"Cleo": ["Titan"]}):
        store.create_game("arena", events=finished_game(bets))
    window.open_game(first)
    page = window.page
    rows = {page.tournament.row(i)[0]: page.tournament.row(i)[1:] for i in range(page.tournament.rowCount())}
    assert rows == {"Anna": (4, 0, None, 4), "Cleo": (0, 4, None, 4), "Ben": (0, 0, None, 0)}
    note = page.tournament_note.text()
    assert "Noch 1 Partie(n) offen" in note and "diese Partie" in note and "§ 12" in note
    out = window.print_preview("arena-tournament").save_as(str(tmp_path / "turnier.pdf"))  # the same games
    import pypdf

    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Partie 3" in text and "Cleo" in text and "diese Partie" in text


def short_game() -> Journal[ArenaState]:
    j: Journal[ArenaState] = Journal(ArenaEngine())
    for ev in (ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed(),
               OpenBet(player="A", creature="Zyklop"), Play(player="A", creature="Zyklop", value=8)):
        j.append(ev)
    return j


def test_models(qtmodeltester: Any) -> None:
    j = short_game()
    s = summary(j.state, "de")
    for model in (GridModel(), PlayersModel(), TournamentModel()):
        qtmodeltester.check(model)
    grid, players, tour = GridModel(), PlayersModel(), TournamentModel()
    grid.set_summary(s)
    players.set_summary(s, *ending_now(j.state))
    tour.set_games(["A", "B"], [{"A": 9, "B": 7}, {"A": 0, "B": 5}, {"A": 4, "B": 4}])
    for model in (grid, players, tour):
        qtmodeltester.check(model)
    assert grid.rowCount() == 8 and grid.row(0)[:3] == ("Zyklop", 8, "8 · A 4")
    assert [tour.row(i) for i in range(2)] == [("B", 7, 5, 4, 16), ("A", 9, 0, 4, 13)]  # scoring's doctest


def test_ending_now_counts_known_secret_bets() -> None:
    j = short_game()
    j.append(EndTurn(player="A"))
    j.append(SecretBet(player="B", creature="Hydra"))
    scores, leaders = ending_now(j.state)
    assert scores == {"A": 4, "B": 5} and leaders == ("B",)
    assert summary(j.state).scores == {"A": 4, "B": 0}  # as the game stands the secret bet is hidden


def round_one(window: Any) -> None:
    """Round 1 as in the test above, journaled directly: Anna bids 8 and sponsors the Zyklop, Ben bets
    secretly, Cleo sponsors the Hydra; the Troll (2) dies."""

    new_arena_game(window)
    evs: list[Any] = [Bid(player="Anna", value=8), BiddingClosed(), OpenBet(player="Anna", creature="Zyklop"),
                      Play(player="Anna", creature="Zyklop", value=8), EndTurn(player="Anna"),
                      SecretBet(player="Ben"), EndTurn(player="Ben"), OpenBet(player="Cleo", creature="Hydra"),
                      Play(player="Cleo", creature="Hydra", value=3), EndTurn(player="Cleo")]
    for who, c, v in (("Anna", "Drache", 5), ("Ben", "Ranger", 6), ("Cleo", "Titan", 7), ("Anna", "Troll", 2),
                      ("Ben", "Einhorn", 4), ("Cleo", "Warlock", 9)):
        evs += [Play(player=who, creature=c, value=v), EndTurn(player=who)]
    for ev in evs:
        window.session.add(ev)
    window.refresh()
    assert window.session.state.dead() == ("Troll",) and window.session.state.active_player == "Anna"


def test_referee_reveal_discard_pass_chief_stalemate(window: Any) -> None:
    round_one(window)
    ref = window.open_entry("referee")
    offered = [ref.place.itemText(i) for i in range(ref.place.count())]
    assert "Zyklop/R1: Zyklop 8" in offered and "Ablage: Troll 2" in offered
    assert not any("R2" in o for o in offered)  # the new column is still empty (§ 10)
    ref.place.setCurrentIndex(offered.index("Zyklop/R1: Zyklop 8"))
    ref.commit()
    # the referee leaves the hand, the Zyklop 8 comes in: still 8 cards, the column is empty (§ 10)
    assert not ref.isVisible() and window.session.state.seat("Anna").hand == 8
    assert window.session.state.column("Zyklop", 1) == ()
    late = entry(window, "discard")  # no discard after a referee (§ 10, interpretation arena.referee_turn)
    assert late.isVisible() and "10" in late.refusal.sections
    late.reject()
    entry(window, "end_turn")
    # Ben turns his secret bet up: a card already on the table is not offered (§ 4)
    rev = window.open_entry("reveal")
    rev.creature.setCurrentIndex(rev.creature.findData("Hydra"))
    values = [rev.value.itemData(i) for i in range(rev.value.count())]
    assert 3 not in values and 7 in values
    rev.value.setCurrentIndex(values.index(7))
    rev.commit()
    assert window.session.state.sponsor("Hydra") == "Ben"  # 5 revealed ducats beat Cleo's 4 (§ 15)
    # a pass must show the whole usable hand: one card is refused (§ 5, 6)
    passing = window.open_entry("pass")
    assert passing.cards.count() == 10  # Troll 0–10 without the discarded 2
    passing.tick(["Troll 0"])
    passing.commit()
    assert passing.isVisible() and "6" in passing.refusal.sections
    passing.reject()
    play(window, "Hydra", 10)
    dis = window.open_entry("discard")
    dis.tick(["Troll 5", "Troll 6"])
    dis.commit()
    assert not dis.isVisible() and window.session.state.discard[-1].value == 6
    entry(window, "end_turn")
    chief = window.open_entry("chief")
    assert chief.rows == {}  # no face-down secret bet left
    chief.creature.setCurrentIndex(chief.creature.findData("Drache"))
    chief.commit()
    assert not chief.isVisible() and window.session.state.chief_on_table == 1
    entry(window, "end_turn")
    stale = window.open_entry("stalemate")
    assert stale.voluntary.isChecked()  # Anna began round 2: a voluntary stalemate is possible (§ 14)
    stale.commit()
    assert window.session.state.phase.value == "bidding" and window.session.state.stalemates == 1


def test_overbid_lowers_the_hand_limit(arena: Any) -> None:
    d = entry(arena, "overbid")
    assert not d.isVisible()
    assert arena.session.state.seat("Anna").limit == 7  # § 5
    assert "8/7" in arena.page.players.row(0)[1]


def test_english(window: Any) -> None:
    """The page and its dialogs speak English (ui/i18n/arena_en.qm), also texts of a base class."""
    from ui import i18n

    new_arena_game(window)
    window.set_language("en")
    assert i18n.current() == "en"
    page = window.page
    assert "Round 1" in page.indicator.text() and "Start bids" in page.indicator.text()
    assert page.grid.headerData(1, Qt.Orientation.Horizontal) == "Strength"
    d = window.open_entry("open_bet")
    assert d.note.text().startswith("Not allowed now (§ 7)")
    assert d.windowTitle() == "Open bet"
    d.reject()
    assert "Open bet …" in [a.text() for a in window.menus["entry"].actions()]


def test_ending_now_never_takes_ducats_away() -> None:
    """Turning up known secret bets only adds: every player's end-now ducats ≥ the visible ones (§ 12)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from referee.arena.rules import CREATURES, RULES
    from referee.core.errors import RefereeError

    @settings(max_examples=30, deadline=None)
    @given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(CREATURES), st.integers(0, 10)), max_size=25))
    def check(moves: list[tuple[int, str, int]]) -> None:
        j: Journal[ArenaState] = Journal(ArenaEngine())
        for ev in (ArenaSetup(players=("A", "B", "C")), Bid(player="A", value=0), BiddingClosed()):
            j.append(ev)
        for kind, creature, value in moves:
            me = j.state.active_player
            ev = (OpenBet(player=me, creature=creature), SecretBet(player=me, creature=creature),
                  Play(player=me, creature=creature, value=value), EndTurn(player=me))[kind]
            try:
                j.append(ev)
            except RefereeError:
                continue
        now, (end, leaders) = summary(j.state).scores, ending_now(j.state)
        assert all(end[p] >= now[p] for p in now) and set(leaders) <= set(now)
        assert sum(end.values()) - sum(now.values()) == sum(
            RULES.secret_value for b in j.state.bets if b.secret and not b.revealed and b.creature in j.state.alive())

    check()


def test_unicorn_and_dragon_offer_only_what_the_engine_accepts(window: Any) -> None:
    round_one(window)
    entry(window, "open_bet", creature="Einhorn")  # Anna: 3 ducats, the Einhorn's only sponsor (§ 15)
    play(window, "Einhorn", 7)
    d = window.open_entry("power")
    assert d.creature.currentData() == "Einhorn" and d.note.text() == ""
    firsts = [d.first.itemText(i) for i in range(d.first.count())]
    assert "Einhorn/R1: Einhorn 4" in firsts and "Einhorn/R2: Einhorn 7" in firsts
    d.first.setCurrentIndex(firsts.index("Einhorn/R1: Einhorn 4"))
    # 15.7: the same creature, another column
    assert [d.second.itemText(i) for i in range(d.second.count())] == ["Einhorn/R2: Einhorn 7"]
    d.commit()
    state = window.session.state
    assert not d.isVisible() and state.column("Einhorn", 1)[-1].value == 7 and state.column("Einhorn", 2)[-1].value == 4
    entry(window, "end_turn")
    entry(window, "open_bet", creature="Drache")  # Ben sponsors the Drache
    play(window, "Drache", 3)
    dragon = window.open_entry("power")
    # 15.2: the top card of another living creature in the current column: only the Einhorn has one
    assert [dragon.other.itemText(i) for i in range(dragon.other.count())] == ["Einhorn"]
    dragon.commit()
    assert not dragon.isVisible() and window.session.state.column("Einhorn", 2) == ()


def test_warlock_discards_and_the_section_link(window: Any, qtbot: Any) -> None:
    round_one(window)
    entry(window, "open_bet", creature="Warlock")
    play(window, "Warlock", 3)
    d = window.open_entry("power")
    assert d.creature.currentData() == "Warlock" and d.count.maximum() == 3  # up to three (15.8)
    d.count.setValue(2)
    d.top_creature.setCurrentIndex(d.top_creature.findData("Troll"))
    d.top_value.setCurrentIndex(d.top_value.findData(5))
    d.commit()
    state = window.session.state
    assert not d.isVisible() and str(state.discard[-1]) == "Troll 5" and state.seat("Anna").hand == 8 - 1 - 2
    assert "Ablage: 3 (oben: Troll 5)" in window.page.piles.text()  # Troll 2, one hidden card, Troll 5
    with qtbot.waitSignal(window.page.section_clicked, timeout=HANG_MS) as clicked:
        window.page.round_state.linkActivated.emit("§8")
    assert clicked.args == ["8"]


def test_the_quick_line_takes_bids_cards_and_bets_with_a_live_verdict(window: Any, qtbot: Any) -> None:
    """Issue 25: the frequent Arena entries typed in the quick line, each judged live by the referee (§ 5, 7)."""
    new_arena_game(window)
    line, quick = window.quick.line, window.quick
    assert "H 3 (Karte)" in line.placeholderText() and "w Ti (offene Wette)" in line.placeholderText()

    def typed(text: str) -> None:
        line.clear()
        qtbot.keyClicks(line, text)
        qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread

    for text in ("An 8", "B 5", "gebot C 2"):
        typed(text)
        assert "✓" in quick.meaning.text(), quick.meaning.text()
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert window.session.state.bids == (("Anna", 8), ("Ben", 5), ("Cleo", 2))
    entry(window, "close_bidding")
    typed("Z 7")  # Anna bid 8: a 7 is refused live, with its section, and Enter stores nothing (§ 5)
    assert "✓" not in quick.meaning.text() and "(§ 5" in quick.meaning.text(), quick.meaning.text()
    before = len(window.session)
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert len(window.session) == before and "5" in quick.refusal.sections
    for text in ("w Z", "Z 8", "e"):
        typed(text)
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert [e.label() for e in window.session.events[-3:]] == [
        "Anna wettet offen auf Zyklop", "Anna spielt Zyklop 8", "Anna beendet den Zug"]
    typed("T")
    assert quick.words.stringList() == ["Titan", "Troll"]
