"""The lethal-damage ruling (issue 27): a creature whose damage reaches its toughness leaves play by itself.

Every version in the corpus wrote a Burgenkrieg team game in which the 7/7 tramples over the blocking Wache
(3 damage to a 1/3) and the scribe then removed the Wache by hand, as the old interpretation asked
(``burgenkrieg.card_texts``: creatures dying in combat entered by the scribe). The old game keeps the reading it
was played under (issue 33: ``entered``, pinned for set-ups before version 2): the Wache leaves by the scribe's
entry, accepted as then. The same journal under today's reading (``scribe``) has the Wache leave with the combat,
and the hand-made entry is kept and judged differently (§ kampf), changing nothing.  A version that counted the
damage already (b0ff9bd on) wrote the same game without the hand-made entry: it keeps today's reading.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from referee.core.events import from_dict
from referee.core.journal import Journal
from referee.registry import engine_for
from rulesdb.journal.session import open_journal
from rulesdb.journal.store import GameStore

HERE = Path(__file__).parent


def _events(version: str) -> tuple[int, list[dict[str, object]]]:
    """The id of the version's Burgenkrieg team game and its exported entries."""
    m = json.loads((HERE / version / "manifest.json").read_text(encoding="utf-8"))
    g = next(g for g in m["games"] if g["game"] == "burgenkrieg" and g.get("scenario") == "burgenkrieg_team")
    return g["id"], json.loads((HERE / version / g["export"]).read_text(encoding="utf-8"))["events"]


def _by_hand(version: str) -> int | None:
    """The seq of the entry that removes the Wache by hand (none in a version that counted the damage)."""
    return next((i for i, e in enumerate(_events(version)[1], 1)
                 if e["type"] == "burgenkrieg.creature_leaves" and e["data"]["creature"] == "wache1"), None)


VERSIONS = sorted(p.name for p in HERE.iterdir() if (p / "manifest.json").is_file())
#: the versions whose scribe removed the Wache by hand (before combat damage counted, 14bdbf3), and the others
BY_HAND = [v for v in VERSIONS if _by_hand(v) is not None]
COUNTED = [v for v in VERSIONS if _by_hand(v) is None]


def _team_game(version: str) -> tuple[int, int]:
    """The id of the version's Burgenkrieg team game and the seq of the entry that removes the Wache by hand."""
    seq = _by_hand(version)
    assert seq is not None
    return _events(version)[0], seq


@pytest.mark.parametrize("version", BY_HAND)
def test_an_old_game_with_the_wache_removed_by_hand_keeps_its_reading(version: str, tmp_path: Path) -> None:
    game_id, seq = _team_game(version)
    copy = tmp_path / "games.sqlite"
    shutil.copyfile(HERE / version / "games.sqlite", copy)
    journal = open_journal(GameStore(f"sqlite:///{copy}"), game_id)
    assert journal.state.setting("burgenkrieg.card_texts") == "entered"
    assert seq not in {d.seq for d in journal.judged_differently}
    assert [c.id for c in journal.state_after(seq - 1).creatures].count("wache1") == 1  # after the combat, as then
    assert all(c.id != "wache1" for c in journal.state.creatures)  # gone by the scribe's entry, as then


@pytest.mark.parametrize("version", BY_HAND)
def test_under_todays_reading_the_wache_falls_with_the_combat(version: str) -> None:
    game_id, seq = _team_game(version)
    m = json.loads((HERE / version / "manifest.json").read_text(encoding="utf-8"))
    g = next(g for g in m["games"] if g["id"] == game_id)
    raws = json.loads((HERE / version / g["export"]).read_text(encoding="utf-8"))["events"]
    setup = {**raws[0], "v": 2, "data": {**raws[0]["data"], "settings": [{"id": "burgenkrieg.card_texts",
                                                                          "value": "scribe"}]}}
    journal = Journal(engine_for("burgenkrieg"), [from_dict(r) for r in [setup, *raws[1:]]])
    judged = {d.seq: d for d in journal.judged_differently}
    assert seq in judged, (version, sorted(judged))
    d = judged[seq]
    assert d.applied and d.sections == ("kampf",)
    assert "tödlicher Schaden" in d.refusals[0].why("de")
    assert [c.id for c in journal.state.fallen].count("wache1") == 1


@pytest.mark.parametrize("version", COUNTED)
def test_a_game_of_a_version_that_counted_the_damage_keeps_todays_reading(version: str, tmp_path: Path) -> None:
    """b0ff9bd's team game: the Wache falls with the combat, as that version showed, and nothing is marked."""
    game_id, events = _events(version)
    combat = next(i for i, e in enumerate(events, 1)
                  if e["type"] == "burgenkrieg.combat" and "wache1" in json.dumps(e["data"]))
    copy = tmp_path / "games.sqlite"
    shutil.copyfile(HERE / version / "games.sqlite", copy)
    journal = open_journal(GameStore(f"sqlite:///{copy}"), game_id)
    assert journal.state.setting("burgenkrieg.card_texts") == "scribe"
    assert not journal.judged_differently
    assert "wache1" in [c.id for c in journal.state_after(combat - 1).creatures]
    assert "wache1" not in [c.id for c in journal.state_after(combat).creatures]


def test_both_kinds_of_team_game_are_in_the_corpus() -> None:
    assert BY_HAND and COUNTED, (BY_HAND, COUNTED)
