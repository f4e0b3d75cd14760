"""The command line's state and option lines are German words (issue 27, problem 6): the phase as the view
names it (not ``play``/``kampf``), zones by their names (not ``A.leibwache``), the counts in German (not
``mana, hand, library, graveyard``), Weiß Schwarz's phases as the history names them (not ``Phase 4``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.burgenkrieg import zones as z
from rulesdb.journal import GameStore
from tests.printouts.allgames import journals
from tests.test_german_words import assert_german
from ui.cli.main import main

GAMES = ("arena", "burgenkrieg", "weiss")


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, list[int]]]:
    tmp = tmp_path_factory.mktemp("cli-words")
    store = GameStore(f"sqlite:///{Path(tmp) / 'g.sqlite'}")
    # each realistic game as it ended and in its middle
    ids = {game: [store.create_game(game, lang="de", events=tuple(events)) for j in journals(game)
                  for events in (j.events, j.events[:len(j) // 2])] for game in GAMES}
    store.close()
    return f"sqlite:///{Path(tmp) / 'g.sqlite'}", ids


def _out(capsys: pytest.CaptureFixture[str], db: str, *argv: str) -> str:
    assert main(["--db", db, *argv]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("game", GAMES)
def test_state_and_options_lines_are_german_words(stored: tuple[str, dict[str, list[int]]],
                                                  capsys: pytest.CaptureFixture[str], game: str) -> None:
    db, ids = stored
    texts = [(f"{game} state {gid}", _out(capsys, db, game, "state", str(gid))) for gid in ids[game]]
    assert_german(texts, game)
    flat = "\n".join(t for _, t in texts)
    # the options list is a machine format (kinds, payloads, section keys); its labels are words
    options = "\n".join(_out(capsys, db, game, "options", str(gid)) for gid in ids[game])
    if game == "arena":
        assert re.search(r"Runde \d – (Bieten|Spielen|Spielende|Geheimwetten aufdecken)", flat), flat
        assert not re.search(r"– (play|bid|bet|setup)\b", flat)
    if game == "burgenkrieg":
        assert not any(name in flat for name in z.ZONE_NAMES)
        assert not re.search(r"\((kampf|main|haupt\w*|start)\)|\b(mana|library|graveyard|hand) \d", flat)
        assert re.search(r"Mana \d+, Hand \d+, Bibliothek \d+, Friedhof \d+", flat), flat
    if game == "weiss":
        assert not re.search(r"Phase \d", flat + options), options
        assert re.search(r"\+ phase +\d [A-Z]\w+", options), options  # "4 Hauptphase", as the history says
