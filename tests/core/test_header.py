"""Every game fills the one header the same way (round or turn, whose turn, phase in words, players,
standings, winners, over), and the command line shows it under the same keys in every game."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from referee.core.view import Header, changes
from referee.registry import game_ids, view_of
from ui.cli.main import main
from ui.service import GameService

from ..printouts.allgames import journals


@pytest.mark.parametrize("game", game_ids())
def test_every_game_fills_the_header(game: str) -> None:
    j = journals(game)[0]
    for lang in ("de", "en"):
        h = view_of(game).header(j.state, lang)
        assert isinstance(h, Header) and h.players
        assert h.round is None or h.round >= 0
        assert h.ended == bool(h.winners) or game in ("arena", "got")  # a game may end without a winner
        assert all(s.text for s in h.standings)
        phase = getattr(j.state, "phase", None)
        assert h.phase is None or lang == "en" or h.phase != getattr(phase, "value", None)  # a word, not an id


def test_the_history_line_reports_the_tallies_of_gods_of_titan() -> None:
    j = journals("got")[0]
    before, after = (view_of("got").header(j.state_after(n), "de") for n in (1, len(j)))
    line = changes(before, after)
    anna = next(t.value for t in after.tallies if t.player == "Anna" and t.unit == "KP")
    assert isinstance(anna, Fraction | int) and (f"Anna +{anna} KP" in line) == (anna > 0)


def test_the_command_line_shows_the_header_under_the_same_keys_for_every_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    service = GameService(url)
    keys = set()
    for game in game_ids():
        game_id = service.store.create_game(game, events=journals(game)[0].events)
        assert main(["--db", url, "game", "show", str(game_id), "--json"]) == 0
        header = json.loads(capsys.readouterr().out)["header"]
        keys.add(frozenset(header))
        assert header["players"] and all(set(s) == {"name", "text"} for s in header["standings"])
    assert keys == {frozenset({"round", "to_move", "phase", "players", "standings", "winners", "ended"})}
