"""Every refusal says how to go on (issue 35, item 3): a wrong quick line of any game, at any position of its
realistic test game, is refused with a section and the way forward — what the referee allows now and the line's
forms for it. About 100 wrong lines a game, generated from each line's own words, names and numbers."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.arena.state import ArenaState
from referee.core.events import Event
from referee.got.state import GotState
from tests.printouts.allgames import journals
from ui.service import GameService, OpenGame
from ui.service.arena import quick as quick_arena
from ui.service.burgenkrieg import quick as quick_burgenkrieg
from ui.service.got import quick
from ui.service.quick import Reading
from ui.service.rampage import quick as quick_rampage
from ui.service.weiss import quick as quick_weiss

READERS: dict[str, Callable[..., Reading]] = {
    "got": quick.read, "arena": quick_arena.read, "rampage": quick_rampage.read, "burgenkrieg": quick_burgenkrieg.read,
    "weiss": quick_weiss.read}
#: the words the lines are made of: each game's heads, names of the realistic games, numbers and junk
WORDS = ("e", "p", "z", "a", "s", "k", "w", "g", "gs", "l", "+", "/", "R1", "R2", "G2", "B1", "S1", "RT", "Tr",
         "Troll", "Ogre", "Hy", "Ti", "An", "Ben", "Ann", "Bob", "vm", "vl", "Kaze", "Hana", "Wolf", "äu", "B12",
         "Brush", "Br", "P1", "3", "0", "12", "-1", "x", "Qq", "Spi", "Gebote", "land", "ende", "Angriff")
lines = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join)


@pytest.fixture(scope="module")
def positions() -> Iterator[dict[str, list[OpenGame[Any]]]]:
    """Three positions of each game's realistic journal: the start, the middle and the end."""
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{Path(tmp) / 'g.sqlite'}")
        out: dict[str, list[OpenGame[Any]]] = {}
        for game in READERS:
            events: tuple[Event, ...] = tuple(journals(game)[0].events)
            start = service.new_game(game=game, setup=events[0])
            rest = events[1:]
            out[game] = [start.ahead(rest[:n]) for n in sorted({0, len(rest) // 2, len(rest)})]
        yield out
        service.close()


@pytest.mark.parametrize("game", list(READERS))
def test_every_refusal_names_a_section_and_the_way_forward(positions: dict[str, list[OpenGame[Any]]],
                                                           game: str) -> None:
    seen: list[str] = []

    @settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.integers(0, 2), lines)
    def wrong(at: int, line: str) -> None:
        table = positions[game][at]
        r = READERS[game](table, line)
        if r.ok:
            return
        seen.append(line)
        assert r.sections, (line, r.message)
        assert "Jetzt möglich: " in r.message and not r.message.rstrip().endswith(":"), (line, r.message)

    wrong()
    assert len(seen) >= 50  # most of them are wrong


def test_the_refusals_of_the_issue_say_what_is_possible(positions: dict[str, list[OpenGame[Any]]]) -> None:
    bidding: OpenGame[ArenaState] = positions["arena"][0]
    r = quick_arena.read(bidding, "Hy 3")
    assert not r.ok and "„gs“ (Gebote schließen)" in r.message and r.sections
    assert quick_arena.parse(bidding, "gs").type_name == "arena.bidding_closed"
    start = positions["weiss"][0]
    r = quick_weiss.read(start, "p")
    assert not r.ok and r.sections and "„z Ann Karte …“ (5 Karten)" in r.message, r.message
    got: OpenGame[GotState] = positions["got"][0]
    r = quick.read(got, "R1+Troll")
    assert not r.ok and "Jetzt möglich" in r.message and "ziehen: R1, R2" in r.message, r.message
    # the labels stand apart by " · ": one of them holds a comma of its own
    assert "Anna legt den Titan offen · Anna legt den Titan offen, Märkchen frei" in r.message, r.message
    r = quick_weiss.read(start, "p", lang="en")  # English quotes in English
    assert not r.ok and "'z Ann card …' (5 cards)" in r.message, r.message
    drawn = start.ahead(tuple(e for e in journals("weiss")[0].events[1:3]))  # both opening hands drawn
    r = quick_weiss.read(drawn, "p")
    assert not r.ok and "„z" not in r.message and "behält die Hand" in r.message, r.message  # no draw is due now
