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
from referee.core.errors import RefereeError
from referee.core.events import Event
from ui.service import GameService, OpenGame
from ui.service.arena import quick as arena_quick

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
