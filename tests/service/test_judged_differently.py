"""A game stored with entries that today's rules refuse opens, shows, prints and takes new entries; the
entries are listed as judged differently — in the service, on the command line (text and JSON) and in
``db check`` as notes — and a new entry is judged as strictly as ever.

The stored game is the Darklord game of the printout tests with its first move taken out, as if an older
version had let the table go on without it (what its rules allowed then, today's refuse)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.core.errors import RefereeError
from ui.cli.main import main
from ui.service import GameService, database
from ui.service.printing import print_kinds, print_pdf

from ..printouts.allgames import darklord_game


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, int]:
    """A games file holding the game as an older version wrote it: straight into the store, no referee."""
    url = f"sqlite:///{tmp_path_factory.mktemp('judged') / 'games.sqlite'}"
    events = list(darklord_game().events)
    del events[1]
    service = GameService(url)
    game_id = service.store.create_game("got", title="Alte Partie", events=events)
    service.close()
    return url, game_id


def test_the_game_opens_with_every_entry_and_lists_what_today_judges_differently(stored: tuple[str, int]) -> None:
    url, game_id = stored
    game = GameService(url).open(game_id)
    assert game.entries == GameService(url).info(game_id).events
    judged = game.judged_differently
    assert judged and judged[0].seq == 2 and not judged[0].applied  # the move to a land nobody named (2.1)
    assert any(j.applied and "8.6" in j.sections for j in judged)  # the turn ended with two armies in the City
    lines = {h.seq: h for h in game.history("en")}
    assert all(lines[j.seq].judged == j for j in judged)
    assert sum(1 for h in lines.values() if h.judged) == len(judged)


def test_a_new_entry_is_judged_as_strictly_as_ever(stored: tuple[str, int]) -> None:
    url, game_id = stored
    game = GameService(url).open(game_id)
    refused_entry = game.events[judged_seq(game) - 1]
    before = game.entries
    verdict = game.check(refused_entry)
    assert not verdict and verdict.sections
    with pytest.raises(RefereeError):
        game.add(refused_entry)
    assert GameService(url).info(game_id).events == before


def judged_seq(game: object) -> int:
    return next(j.seq for j in game.judged_differently if j.applied)  # type: ignore[attr-defined]


def test_db_check_notes_it_and_is_sound(stored: tuple[str, int]) -> None:
    url, game_id = stored
    report = database.check(GameService(url))
    assert report.ok and report.broken_games == ()
    assert report.judged_differently == ((game_id, len(GameService(url).open(game_id).judged_differently)),)


def test_every_sheet_prints_from_the_same_replay(stored: tuple[str, int], tmp_path: Path) -> None:
    url, game_id = stored
    service = GameService(url)
    for _, kind in print_kinds(game="got"):
        out = print_pdf(kind=kind.kind, out=tmp_path / f"{kind.kind}.pdf", service=service, game_id=game_id, lang="de")
        assert out.read_bytes().startswith(b"%PDF")


def test_the_command_line_shows_it(stored: tuple[str, int], capsys: pytest.CaptureFixture[str]) -> None:
    url, game_id = stored
    assert main(["--db", url, "game", "show", str(game_id), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    listed = data["judged_differently"]
    assert listed and set(listed[0]) == {"seq", "sections", "message_de", "message_en", "applied", "rules", "internal"}
    assert listed[0]["seq"] == 2 and listed[0]["applied"] is False and listed[0]["message_en"]
    assert not any(j["internal"] for j in listed) and any("got.movement_end" in r for j in listed for r in j["rules"])
    assert main(["--db", url, "--lang", "en", "game", "show", str(game_id)]) == 0
    text = capsys.readouterr().out
    assert f"{len(listed)} entries of this game are judged differently by today's rules" in text
    assert "today's rules judge this differently — not applied: § 2.1" in text
    assert main(["--db", url, "--lang", "en", "db", "check", "--json"]) == 0
    check = json.loads(capsys.readouterr().out)
    assert check["ok"] is True and check["notes"] == [{"game_id": game_id, "judged_differently": len(listed)}]


def test_a_sheet_notes_the_entries_judged_differently(stored: tuple[str, int], tmp_path: Path) -> None:
    from pypdf import PdfReader

    url, game_id = stored
    service = GameService(url)
    numbers = [j.seq for j in service.open(game_id).judged_differently]
    out = print_pdf(kind="got-score", out=tmp_path / "score.pdf", service=service, game_id=game_id, lang="en")
    text = " ".join((page.extract_text() or "") for page in PdfReader(out).pages)
    assert "today's rules judge entries of this game differently (no. " + ", ".join(map(str, numbers)) in " ".join(text.split())


def test_an_internal_error_is_shown_as_such_never_as_a_ruling(stored: tuple[str, int], monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str],
                                                               caplog: pytest.LogCaptureFixture) -> None:
    """A handler failing as a bug would (no refusal): the entry is kept, not applied, logged with its traceback and
    shown as an internal error in both languages — not as what today's rules say."""
    import logging

    from referee.got.engine import GotEngine

    url, game_id = stored
    events = GameService(url).open(game_id).events
    kind = type(events[-1])

    def bug(*_: object) -> object:
        raise ZeroDivisionError("a bug")

    monkeypatch.setitem(GotEngine._handlers, kind, bug)
    with caplog.at_level(logging.ERROR, logger="referee.core.engine"):
        assert main(["--db", url, "game", "show", str(game_id), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["judged_differently"]
    last = next(j for j in listed if j["seq"] == len(events))
    assert last["internal"] is True and last["applied"] is False and "Internal error" in last["message_en"]
    assert any(r.exc_info and r.exc_info[0] is ZeroDivisionError for r in caplog.records)
    for lang, words in (("en", "internal error — not applied"), ("de", "interner Fehler — nicht angewendet")):
        assert main(["--db", url, "--lang", lang, "game", "show", str(game_id)]) == 0
        assert words in capsys.readouterr().out
