"""A quick line refuses what the rules refuse with the referee's own refusal (issue 37): an unknown name, a count
out of the rules' range, a missing choice is judged in ``referee/<game>``, so the line, the command line's entry and
a dialog's entry say the same words under the same rule id; only what the line cannot read at all is the line's
own message, worded without a rule number."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from referee.arena.events import Bid, BiddingClosed, Play
from referee.arena.request import ArenaRequest
from referee.burgenkrieg.events import NextPhase, Phase, PlayerSpec, Setup, Turn
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.got.events import Recruit, Split
from referee.rampage.events import Attack, Draw, RampageSetup, Reinforce, Stack
from referee.weiss.events import NextPhase as WsNextPhase
from referee.weiss.state import Phase as WsPhase
from tests.service.test_service import SETUP
from tests.weiss.conftest import first_attack
from ui.service import GameService, OpenGame
from ui.service.arena import quick as arena_quick
from ui.service.burgenkrieg import quick as burgenkrieg_quick
from ui.service.got import quick as got_quick
from ui.service.rampage import quick as rampage_quick
from ui.service.weiss import quick as weiss_quick

Parse = Callable[[OpenGame[object], str], Event]


@pytest.fixture
def service(tmp_path: Path) -> Iterator[GameService]:
    s = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield s
    s.close()


def same_refusal(game: OpenGame[object], parse: Parse, line: str, entry: Event, rule: str) -> None:
    """``line`` is refused by the quick line exactly as ``entry`` by the engine: words, sections and rule id."""
    with pytest.raises(RefereeError) as typed:
        parse(game, line)
    with pytest.raises(RefereeError) as entered:
        game.journal.engine.apply(game.state, entry)
    assert typed.value.rule == entered.value.rule == rule
    assert str(typed.value) == str(entered.value)
    verdict = game.check(entry)
    assert not verdict and (verdict.why_de, verdict.sections) == (entered.value.message("de"), entered.value.sections)


def same_as(parse: Parse, game: OpenGame[object], line: str, referee: Callable[[], object], rule: str) -> None:
    """``line`` is refused by the quick line exactly as the referee's own judgement ``referee`` refuses."""
    with pytest.raises(RefereeError) as typed:
        parse(game, line)
    with pytest.raises(RefereeError) as judged:
        referee()
    assert typed.value.rule == judged.value.rule == rule and str(typed.value) == str(judged.value)


def only_read(game: OpenGame[object], parse: Parse, line: str, words: str) -> None:
    """``line`` cannot be read: the line's own message, without a rule number and without a rule id."""
    with pytest.raises(RefereeError) as typed:
        parse(game, line)
    assert words in typed.value.message("de") and typed.value.sections == () and typed.value.rule is None


def test_arena(service: GameService) -> None:
    game = service.new(ArenaRequest(players=("Anna", "Ben", "Bea"), colours=("Rot", "Blau", "Gelb")))
    same_refusal(game, arena_quick.parse, "gebot Xaver 5", Bid(player="Xaver", value=5), "arena.player.unknown")
    game.add(Bid(player="Anna", value=3))
    game.add(BiddingClosed())
    same_refusal(game, arena_quick.parse, "Qux 3", Play(player="Anna", creature="Qux", value=3),
                 "arena.creature.unknown")
    r = arena_quick.read(game, "Qux 3")
    assert not r.ok and "Qux" in r.message and r.sections[0] == "4"
    only_read(game, arena_quick.parse, "T 3", "mehrdeutig")  # an ambiguous abbreviation


def test_gods_of_titan(service: GameService) -> None:
    game = service.new_game(game="got", setup=SETUP)
    split = got_quick.parse(game, "R1 / Ogre")
    assert isinstance(split, Split)
    same_refusal(game, got_quick.parse, "R1 / Qqq", Split(marker="Rot 1", new_marker=split.new_marker, figures=("Qqq",)),
                 "got.figure.unknown")
    for line in ("R2 B1 3", "land Hills Q7", "R1 Q7 2"):
        game.add(got_quick.parse(game, line))
    recruit = got_quick.parse(game, "R2+Qqq")  # no figure is called so: the entry as typed, the referee refuses it
    assert recruit == Recruit(marker="Rot 2", figure="Qqq")
    with pytest.raises(RefereeError) as entered:
        game.journal.engine.apply(game.state, recruit)
    assert entered.value.rule == "got.figure.unknown"
    r = got_quick.read(game, "R2+Qqq")
    assert not r.ok and r.message.startswith(entered.value.message("de").rstrip(".")) and r.sections == ("16.6",)
    only_read(game, got_quick.parse, "R2 + Gargoyle Ogre", "eine Figur")


def test_castle_rampage(service: GameService) -> None:
    game = service.new_game(game="rampage", setup=RampageSetup(players=("Anton", "Beatrix")))
    game.add(Draw(player="Anton"))
    same_refusal(game, rampage_quick.parse, "a Qqq 5", Attack(player="Anton", card="Qqq", attack=5),
                 "rampage.card.unknown")
    same_refusal(game, rampage_quick.parse, "v Qqq", Reinforce(player="Anton", card="Qqq", stack=Stack.GATE),
                 "rampage.card.unknown")
    only_read(game, rampage_quick.parse, "a Ritter 5 6", "Zwei Angriffswerte")
    only_read(game, rampage_quick.parse, "a Ritter 5 -S", "mehrdeutig")


def test_burgenkrieg(service: GameService) -> None:
    game = service.new_game(game="burgenkrieg", setup=Setup(players=(PlayerSpec(name="Ann", side="A"),
                                                                     PlayerSpec(name="Bob", side="B"))))
    parse = burgenkrieg_quick.parse
    same_refusal(game, parse, "w", NextPhase(phase=Phase.MAIN), "burgenkrieg.phase.turn_begins_first")
    same_refusal(game, parse, "zug Xaver", Turn(player="Xaver"), "burgenkrieg.player.unknown")
    game.add(Turn(player="Ann"))
    with pytest.raises(RefereeError) as unknown:
        parse(game, "Qqq > äu B")
    assert unknown.value.rule == "burgenkrieg.creature.unknown"
    for line in ("Endphase", ):
        game.add(parse(game, line))
    with pytest.raises(RefereeError) as last:
        parse(game, "w")  # no phase follows the end phase: the referee says so, the line how to go on
    assert last.value.rule == "burgenkrieg.phase.end_phase_last" and last.value.sections == ("spielidee",)
    assert "„zug“" in burgenkrieg_quick.read(game, "w").message
    only_read(game, parse, "ph xyz", "Keine Phase")


def test_weiss_schwarz(service: GameService) -> None:
    events = first_attack()
    game = service.new_game(game="weiss", setup=events[0])
    for ev in events[1:-2]:
        game.add(ev)
    game.add(WsNextPhase(phase=WsPhase.ATTACK))
    # the trigger card is read before the attack is judged: the referee's own refusal of a card not in the deck list
    same_as(weiss_quick.parse, game, "a vm Xylo", lambda: game.state.sides[0].spec("Xylo"), "weiss.card.not_in_deck")
    only_read(game, weiss_quick.parse, "s S", "mehrdeutig")
    back = weiss_quick.parse(game, "a hl Hana")  # nobody attacks from the back row: the attack as typed, judged
    with pytest.raises(RefereeError) as entered:
        game.journal.engine.apply(game.state, back)
    assert entered.value.rule == "weiss.attack.only_front_row"
    assert weiss_quick.read(game, "a hl Hana").message.startswith(entered.value.message("de"))
