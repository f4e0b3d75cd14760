"""A move and the recruit announced with it on one quick line ("R3 P 3+C"; the Mover may announce the recruit
during the movement, 6.4): two entries, the recruit read and judged against the table as it will stand after the
move (``OpenGame.ahead`` over ``Journal.fork``), nothing stored by reading; and ``ahead`` itself stores nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.core.errors import JournalError, RuleViolation
from referee.got import events as ev
from referee.got.events import Move, Recruit, Split, TurnEnded
from referee.got.state import GotState, Phase
from ui.cli.main import main
from ui.games.got.demo import KEYBOARD_ROUND_ONE
from ui.service import GameService, OpenGame
from ui.service.got import lands as land_service
from ui.service.got import quick


@pytest.fixture
def service(tmp_path: Path) -> Iterator[GameService]:
    found = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield found
    found.close()


@pytest.fixture
def game(service: GameService) -> OpenGame[GotState]:
    """Round 2 of the keyboard round's game (3 Titans and the Darklord), Anna to move; Rot 2 split into Rot 2 and
    Rot 3 (Centaur, Gargoyle): both must move apart before she may recruit (4.5, 6.2)."""
    players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
        (("Anna", "Rot", "Asher"), ("Ben", "Blau", "Golem"), ("Cleo", "Gelb", "Zephyra")), start=1))
    made = service.new_game(game="got", setup=ev.GameSetup(
        players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)),
        board=land_service.board_file(land_service.example_board())))
    g = made.typed(GotState)
    for line in (*KEYBOARD_ROUND_ONE, "R2 / C G"):
        g.add(quick.parse(g, line))
    assert isinstance(g.events[-1], Split) and g.state.mover_player.name == "Anna"
    return g


def test_a_move_and_its_recruit_are_two_entries_judged_in_order(game: OpenGame[GotState]) -> None:
    game.add(quick.parse(game, "R2 Hi 3"))
    before = len(game)
    reading = quick.read(game, "R3 P 3+C")
    assert reading.ok, reading.message
    assert reading.entry == Move(marker="Rot 3", to="Plains:P", distance=3)
    assert reading.then == (Recruit(marker="Rot 3", figure="Centaur"),)
    assert reading.label().startswith("Rot 3 → P (Plains) · 3 · rekrutiert Centaur")  # the army named once
    # the recruit ends Anna's movement (6.1): Rot 1 could still move, and the verdict says it will not
    assert reading.label().endswith("— danach ziehen nicht mehr: Rot 1")
    assert quick.read(game, "R3 P 3 + Centaur") == reading and quick.read(game, "r3 p 3 +c") == reading
    assert len(game) == before and game.state.army("Rot 3").land.label != "P"  # reading enters nothing
    for entry in quick.parse_line(game, "R3 P 3+C"):
        game.add(entry)
    assert len(game) == before + 2 and game.state.phase is Phase.RECRUIT
    assert "Centaur" in game.state.army("Rot 3").figures.names()
    late = quick.read(game, "R1 B 3")  # the engine refuses a later move: the phase is over (6.1)
    assert not late.ok and "6.1" in late.sections


def test_the_army_and_the_figure_left_out(game: OpenGame[GotState]) -> None:
    """"+" after a move without its figure: the one recruit on offer; the army left out: the one that may move."""
    for line in ("R2 Hi 3", "R3 P 3+C", "e", "B2 B 3+G", "e", "l B Q7", "G2 Q 3+G", "e", "S2 V 3", "S3 J 3"):
        for entry in quick.parse_line(game, line):
            game.add(entry)
    reading = quick.read(game, "M 3+")
    assert reading.ok and reading.entry == Move(marker="Schwarz 1", to="Marsh:M", distance=3)
    assert [r.figure for r in reading.then if isinstance(r, Recruit)] == ["Headcracker"]
    assert "danach" not in reading.label()  # every army of Dora has moved: nothing to say


def test_the_recruit_is_refused_when_the_move_would_be(game: OpenGame[GotState]) -> None:
    before = len(game)
    refused = quick.read(game, "R2 Qq7 3+C")  # no land Qq7: the move is refused, so is the line
    assert not refused.ok and refused.then == () and "2.1" in refused.sections
    early = quick.read(game, "R3 P 3+C")  # Rot 2 has not moved apart yet: after this move no recruit (6.2, 4.5)
    assert not early.ok and "Rot 2" in early.message and "6.2" in early.sections
    with pytest.raises(RuleViolation):
        quick.parse_line(game, "R3 P 3+C")
    assert len(game) == before  # nothing stored by a refused combined line


def test_a_refused_recruit_after_an_accepted_move(game: OpenGame[GotState]) -> None:
    game.add(quick.parse(game, "R2 Hi 3"))
    reading = quick.read(game, "R3 P 3+Gargoyle")  # no Gargoyle on offer in the Plains (22)
    assert not reading.ok and reading.entry == Move(marker="Rot 3", to="Plains:P", distance=3)
    assert "Gargoyle" in reading.message and reading.sections


def test_a_plus_after_anything_but_a_move_is_refused(game: OpenGame[GotState]) -> None:
    assert not quick.read(game, "R2 / C 3+G").ok
    assert quick.parse_line(game, "R2 Hi 3") == (quick.parse(game, "R2 Hi 3"),)  # one entry, as before


def test_ahead_stores_nothing(service: GameService, game: OpenGame[GotState]) -> None:
    stored, state = len(game), game.state
    move = Move(marker="Rot 2", to="Highlands:Hi1", distance=3)
    after = game.ahead([move])
    assert after.state.army("Rot 2").land.label == "Hi1" and len(after) == stored + 1
    assert after.check(Move(marker="Rot 3", to="Plains:P", distance=3)).value  # it judges further entries
    assert not after.check(move).value  # Rot 2 has moved there (8.1)
    for change in (lambda: after.add(TurnEnded(player="Anna")), after.undo, after.redo, after.reload,
                   lambda: after.note("nur eine Vorschau")):
        with pytest.raises(JournalError):
            change()
    assert len(game) == stored and game.state is state and not game.can_redo  # the open game is as it was
    assert len(service.open(game.id)) == stored  # and so is the store
    with pytest.raises(RuleViolation):
        game.ahead([move, move])  # each entry judged: the second move of Rot 2 is refused
    assert len(game.journal.fork()) == stored and game.journal.fork().sink is None


def test_the_command_line_takes_the_same_line(capsys: pytest.CaptureFixture[str], service: GameService,
                                              game: OpenGame[GotState], tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    gid = str(game.id)
    assert main(["--db", db, "got", "quick", gid, "R3 P 3+C"]) == 2  # refused: Rot 2 has not moved (6.2)
    capsys.readouterr()
    assert len(service.open(game.id)) == len(game)
    assert main(["--db", db, "got", "quick", gid, "R2 Hi 3"]) == 0
    assert main(["--db", db, "got", "quick", gid, "R3 P 3 + C"]) == 0
    out = capsys.readouterr().out
    assert "Rot 3 → P (Plains) · 3" in out and "Rot 3 rekrutiert Centaur" in out
    events = service.open(game.id).events
    assert events[-1] == Recruit(marker="Rot 3", figure="Centaur") and isinstance(events[-2], Move)
