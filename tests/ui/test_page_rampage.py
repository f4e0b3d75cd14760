"""A short Castle Rampage game entered entirely through the app's page: set-up form, draw, reinforce,
a refused second reinforcement, the book's attack example walked through the reveals ("angriffe"),
a planted spy, undo/redo, the match sheet as PDF; the summoner's two attacks; the page's models."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee.core.journal import Journal
from referee.rampage.attack import Defense
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, Draw, Plant, RampageSetup, Reinforce, Stack
from referee.rampage.knowledge import Known, knowledge
from referee.rampage.state import RampageState
from referee.rampage.view import catalog, summary
from ui.games.rampage.models import RevealsModel, SidesModel, StacksModel
from ui.qt import QtCore


def new_rampage_game(window: Any, start: str = "Anton") -> int:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("rampage"))
    form = d.setup_form
    assert [n.text() for n in form.names] == ["Anton", "Beatrix"]
    form.start.setCurrentIndex(form.start.findData(start))
    d.commit()
    assert d.result() == 1, d.refusal.text()
    window.open_game(d.game_id)
    return int(d.game_id)


def entry(window: Any, key: str, **fields: Any) -> Any:
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


def column(model: Any, header: str) -> list[str]:
    c = [model.headerData(i, QtCore.Qt.Orientation.Horizontal)
         for i in range(model.columnCount())].index(header)
    return [model.row(r)[c] for r in range(model.rowCount())]


def test_short_game_through_the_page(window: Any, store: Any, tmp_path: Path) -> None:
    game_id = new_rampage_game(window)
    assert store.load(game_id).events[0] == RampageSetup(players=("Anton", "Beatrix"), start_player="Anton")
    page = window.page
    assert window.stack.currentWidget() is page and "Anton" in page.indicator.text()
    assert [page.sides.row(r) for r in range(3)] == [(2, 2), (4, 4), (4, 4)]  # hand, gate, castle
    # attacking before the draw is refused: a turn begins with the draw ("spielablauf")
    early = entry(window, "attack")
    assert early.isVisible() and "spielablauf" in early.refusal.sections
    early.reject()
    before = window.open_entry("play")  # nothing may be played before the draw: every card is listed
    assert before.card.count() == len(catalog(window.session.state))
    before.reject()
    entry(window, "draw")
    assert window.session.state.sides[0].hand == 3  # the start player's first draw is one card
    offered = window.open_entry("play")
    names = [offered.card.itemData(i) for i in range(offered.card.count())]
    assert "Knappe" in names and "Berater" in names  # Berater: Anton's gate has cards (anhang.berater)
    assert "Axtkämpfer" not in names and "Drache" not in names  # an attack, a topple: their own entries
    offered.reject()
    entry(window, "reinforce", card="Oger", stack="gate")
    again = entry(window, "reinforce", card="Ritter", stack="castle")
    assert again.isVisible() and "anhang.oger" in again.refusal.sections and len(window.session) == 3
    again.reject()
    # the Söldner attacks with 3; its +3 cannot be entered without discarding a unit (anhang.soeldner)
    d = window.open_entry("attack")
    d.card.setCurrentIndex(d.card.findData("Söldner"))
    assert (d.attack.value(), d.cost.value(), d.cost.maximum()) == (3, 0, 1)
    d.attack.setValue(6)
    assert d.attack.value() == 3 and "mit 3 weiter" in d.prompt.text()
    d.cost.setValue(1)
    assert (d.attack.value(), d.attack.minimum(), d.attack.maximum()) == (6, 6, 6)
    # the book's example: 9 against 3, 4 and an Oger 6 (no card named: an Angriffsplan, value entered)
    d.card.setCurrentIndex(d.card.findData("Angriffsplan"))
    assert d.cost.value() == 1 and d.attack.maximum() == 99
    d.attack.setValue(9)
    assert "mit 9 weiter" in d.prompt.text() and "1. Karte von Tor" in d.prompt.text()
    d.reveal(3)
    assert "mit 6 weiter" in d.prompt.text() and "2. Karte" in d.prompt.text()
    d.reveal(4)
    assert "mit 2 weiter" in d.prompt.text()
    d.reveal(6)  # the book's Oger, unnamed: a card of the set-up deal is no violet card (spielvorbereitung)
    assert not d.reveal_button.isEnabled()
    assert [d.model.row(r)[2:] for r in range(3)] == [(9, 3, "", "fällt"), (6, 4, "", "fällt"),
                                                      (2, 6, "", "hält")]
    assert "Beatrix: Tor −2, Burg −0" in d.outcome.text()
    d.commit()
    assert not d.isVisible() and window.session.state.sides[1].gate == 2
    assert column(page.stacks, "Tor Beatrix")[:2] == ["6 (beide)", "?"]
    assert column(page.stacks, "Tor Anton")[4] == "Oger 6 (beide)"  # pushed under his own gate
    entry(window, "end_turn")
    entry(window, "draw")
    entry(window, "plant", card="Spion")
    assert column(page.stacks, "Tor Anton")[5] == "Spion (Beatrix); Spion oder Saboteur (Anton)"
    assert page.sides.row(1) == (6, 2)
    window.undo()
    assert page.sides.row(1) == (5, 2) and window.session.state.sides[1].hand == 4
    window.redo()
    assert page.sides.row(1) == (6, 2)
    preview = window.print_preview("rampage-match")
    out = preview.save_as(str(tmp_path / "partie.pdf"))
    import pypdf

    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Anton" in text and "Beatrix" in text


def test_summoner_walks_both_sides(window: Any) -> None:
    new_rampage_game(window)
    window.session.add(Draw(player="Anton"))
    window.refresh()
    d = window.open_entry("attack")
    d.card.setCurrentIndex(d.card.findData("Beschwörer"))
    d.attack.setValue(5)
    assert "Beatrix:" in d.prompt.text()
    d.reveal(2)
    d.reveal(3)  # 3 against 3: both fall, the first attack ends
    assert d.prompt.text().startswith("Anton:")  # now the summoner's own gate (anhang.beschwoerer)
    d.reveal(6)
    assert [(d.model.row(r)[0], d.model.row(r)[5]) for r in range(3)] == [
        ("Tor Beatrix", "fällt"), ("Tor Beatrix", "fällt"), ("Tor Anton", "hält")]
    d.commit()
    assert [s.gate for s in window.session.state.sides] == [4, 2]


def test_topple_shows_what_falls(window: Any) -> None:
    new_rampage_game(window)
    window.session.add(Draw(player="Anton"))
    d = window.open_entry("topple")
    d.card.setCurrentIndex(d.card.findData("Erdbeben"))
    assert "Anton: Tor −1, Burg −0" in d.preview.text() and "Beatrix: Tor −1" in d.preview.text()
    d.commit()
    assert [s.gate for s in window.session.state.sides] == [4 - 1, 4 - 1]


def game() -> Journal[RampageState]:
    j: Journal[RampageState] = Journal(RampageEngine())
    for ev in (RampageSetup(players=("A", "B")), Draw(player="A"), Reinforce(player="A", card="Oger", stack=Stack.GATE),
               Attack(player="A", card="Söldner", attack=3, gate=(Defense(value=5, card="Koch"),)),
               Plant(player="A", card="Saboteur")):
        j.append(ev)
    return j


def test_knowledge_of_the_stacks() -> None:
    j = game()
    stacks = knowledge(j.events, [j.state_after(i) for i in range(len(j) + 1)])
    assert stacks[0][0][-1] == Known(card="Oger", value=6)
    assert stacks[1][0][0] == Known(card="Koch", value=5)  # held and went back on top
    assert stacks[1][0][-1] == Known(card="Saboteur", by=(0,), hint="Spion oder Saboteur")
    assert [len(stacks[i][k]) for i in (0, 1) for k in (0, 1)] == [5, 4, 5, 4]


def test_models(qtmodeltester: Any) -> None:
    j = game()
    s = summary(j.state, "de")
    sides, stacks, reveals = SidesModel(), StacksModel(), RevealsModel()
    for m in (sides, stacks, reveals):
        qtmodeltester.check(m)
    sides.set_summary(s)
    stacks.set_stacks(["A", "B"], knowledge(j.events, [j.state_after(i) for i in range(len(j) + 1)]))
    reveals.set_reveals([("Tor B", 1, 3, 5, "Drache", "hält")])
    for m in (sides, stacks, reveals):
        qtmodeltester.check(m)
    assert sides.row(1) == (5, 5) and stacks.rowCount() == 5 and stacks.row(0)[2] == "Koch 5 (beide)"


def test_english_attack_walk(window: Any) -> None:
    """In English the walk asks with the referee's English message and the table says falls/holds."""
    new_rampage_game(window)
    window.set_language("en")
    entry(window, "draw")
    d = window.open_entry("attack")
    assert d.windowTitle() == "Attack"
    d.card.setCurrentIndex(d.card.findData("Söldner"))
    assert d.prompt.text() == "Beatrix: The attack goes on with 3: enter the value of card 1 of the gate."
    d.reveal(3)
    assert d.model.row(0)[5] == "falls" and "Beatrix: gate −1, castle −0" in d.outcome.text()
    assert window.page.stacks.headerData(0, QtCore.Qt.Orientation.Horizontal) == "Gate Anton"


def test_attack_suggests_a_known_card(window: Any) -> None:
    """A card that held an earlier attack lies known on top ("angriffe"): the walk fills in its value,
    which cannot be changed; a named card whose value the text gives gets that value (the Oger 6)."""
    from referee.rampage.events import EndTurn

    new_rampage_game(window)
    for ev in (Draw(player="Anton"),
               Attack(player="Anton", card="Söldner", attack=3, gate=(Defense(value=5, card="Koch"),)),
               EndTurn(player="Anton"), Draw(player="Beatrix"), EndTurn(player="Beatrix"), Draw(player="Anton")):
        window.session.add(ev)
    window.refresh()
    d = window.open_entry("attack")
    d.card.setCurrentIndex(d.card.findData("Söldner"))
    d.cost.setValue(1)
    assert d.attack.value() == 6
    assert d.prompt.text().endswith("Bekannt: Koch 5.") and d.value.value() == 5
    assert (d.value.minimum(), d.value.maximum()) == (5, 5)
    assert d.revealed_card.currentData() == "Koch"
    d.reveal()
    assert "mit 1 weiter" in d.prompt.text() and d.model.row(0)[2:5] == (6, 5, "Koch")
    assert (d.value.minimum(), d.value.maximum()) == (0, 30)  # the second card is not known
    d.revealed_card.setCurrentIndex(d.revealed_card.findData("Oger"))
    assert (d.value.value(), d.value.maximum()) == (6, 6)  # the Oger defends the gate with 6


def test_knowledge_follows_the_counts_of_any_game() -> None:
    """Whatever is entered, the remembered stacks have exactly the engine's gate and castle sizes, and a
    card known to one player only was planted by the other ("anhang.spion")."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from referee.core.errors import RefereeError
    from referee.rampage import memory
    from referee.rampage.events import EndTurn, PlayCard, Topple

    def make(kind: int, n: int, values: list[int], me: str) -> Any:
        return [Draw(player=me), EndTurn(player=me),
                Reinforce(player=me, card=("Oger", "Ritter", "Drache")[n % 3], stack=(Stack.GATE, Stack.CASTLE)[n % 2]),
                Plant(player=me, card=("Spion", "Saboteur")[n % 2]), Topple(player=me, card=("Drache", "Erdbeben")[n % 2]),
                Attack(player=me, card="Söldner", attack=3 + n, gate=tuple(Defense(value=v) for v in values)),
                PlayCard(player=me, card="Überläufer", steal_gate=n % 3),
                PlayCard(player=me, card="Bauarbeiter", gate_to_castle=n % 3, build_gate=n % 2),
                PlayCard(player=me, card="Verräter")][kind]

    def walk_attack(j: Journal[RampageState], strength: int, values: list[int]) -> None:
        """As the attack dialog: enter the next value whenever the resolver asks for one."""
        from referee.rampage.attack import NeedValue

        given_values = iter(values)
        stacks: dict[str, list[Defense]] = {"gate": [], "castle": []}
        for _ in range(20):
            ev = Attack(player=j.state.active_player, card="Riese", attack=strength,
                        gate=tuple(stacks["gate"]), castle=tuple(stacks["castle"]))
            try:
                j.append(ev)
            except NeedValue as need:
                stacks[need.stack].append(Defense(value=next(given_values, 2)))
                continue
            except RefereeError:
                pass
            return

    steps = st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8), st.lists(st.integers(0, 6), max_size=4)),
                     max_size=30)

    @settings(max_examples=40, deadline=None)
    @given(steps)
    def check(moves: list[tuple[int, int, list[int]]]) -> None:
        j: Journal[RampageState] = Journal(RampageEngine())
        j.append(RampageSetup(players=("A", "B")))
        for kind, n, values in moves:
            if kind == 5:
                walk_attack(j, 3 + n, values)
                continue
            try:
                j.append(make(kind, n, values, j.state.active_player))
            except RefereeError:
                continue
        stacks = knowledge(j.events, [j.state_after(i) for i in range(len(j) + 1)])
        for side, (gate, castle) in zip(j.state.sides, stacks, strict=True):
            assert (len(gate), len(castle)) == (side.gate, side.castle)
            # the page shows the values the referee checks ("angriffe", rampage.known_cards)
            for shown, stack in ((gate, "gate"), (castle, "castle")):
                checked = memory.known(side, stack)
                assert [k.value if k else None for k in shown] == [k.value if k else None for k in checked]
        for who, own in enumerate(stacks):
            for k in (x for stack in own for x in stack if x is not None and x.by != (0, 1)):
                assert k.by == (1 - who,) and k.card in ("Spion", "Saboteur")

    check()


def test_setup_form_completes_card_values(window: Any, store: Any, qtmodeltester: Any) -> None:
    """A table fills in values the text lacks (interpretation rampage.card_values); the catalog's own
    values (Oger gate 6) are not editable."""
    from referee.rampage.events import CardValue

    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("rampage"))
    form = d.setup_form
    model = form.catalog
    qtmodeltester.check(model)
    names = [model.index(r, 0).data() for r in range(model.rowCount())]
    koch, oger = names.index("Koch"), names.index("Oger")
    form.values.setChecked(True)
    assert model.setData(model.index(koch, 3), "2") and not model.setData(model.index(oger, 3), "1")
    assert not model.setData(model.index(koch, 4), "x")
    d.commit()
    assert d.result() == 1, d.refusal.text()
    assert store.load(d.game_id).events[0].cards == (CardValue(name="Koch", gate=2),)
    window.open_game(d.game_id)
    entry(window, "draw")
    entry(window, "reinforce", card="Koch", stack="gate")
    assert column(window.page.stacks, "Tor Anton")[4] == "Koch 2 (beide)"


def test_ogre_played_is_the_turns_reinforcement_in_the_dialogs(window: Any) -> None:
    """anhang.oger, spielablauf: an Oger played counts as the turn's reinforcement; reinforcing costs
    nothing except the Oger, so the cost field is open only for it."""
    new_rampage_game(window)
    entry(window, "draw")
    d = window.open_entry("reinforce")
    d.card.setCurrentIndex(d.card.findData("Koch"))
    assert not d.cost.isEnabled() and d.cost.value() == 0
    d.card.setCurrentIndex(d.card.findData("Oger"))
    assert d.cost.isEnabled()
    d.reject()
    entry(window, "play", card="Oger")
    again = window.open_entry("reinforce")
    assert "anhang.oger" in again.note.text() or "spielablauf" in again.note.text()
    again.reject()
    offered = window.open_entry("play")
    assert offered.card.findData("Oger") == -1 and offered.card.findData("Koch") >= 0
    offered.reject()
