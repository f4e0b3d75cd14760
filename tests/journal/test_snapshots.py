"""Snapshots kept beside the journal (rulesdb.journal.snapshots): a game opened from its snapshot and the entries
since is the game a full replay gives — the state after every entry, the entries judged differently, undo and
redo — and a snapshot that is stale, of other code, of a replaced store, damaged or hostile is ignored."""

from __future__ import annotations

import os
import pickle
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.got_play import play
from referee.core.engine import Engine, Recorded
from referee.core.events import Event
from referee.core.journal import Journal
from referee.registry import engine_for
from rulesdb.journal import session as journal_session
from rulesdb.journal import snapshots
from rulesdb.journal.identity import new_generation, write_generation
from rulesdb.journal.session import open_game
from rulesdb.journal.store import StoredSnapshot
from rulesdb.journal.version import code_version
from ui.service import GameService, OpenGame

COMPAT = Path(__file__).resolve().parent.parent / "compat"


@pytest.fixture(autouse=True)
def small_checkpoints(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checkpoints every 7 entries, a snapshot kept after 7 changes: short games exercise every path."""
    monkeypatch.setattr(snapshots, "EVERY", 7)


class Recording:
    """Counts the stored entries recorded (what opening or an undo replays)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = Engine.record

        def counted(engine: Engine[Any], state: Any, ev: Event) -> Recorded[Any]:
            self.count += 1
            return real(engine, state, ev)

        monkeypatch.setattr(Engine, "record", counted)

    def since(self, before: int) -> int:
        return self.count - before


def replayed(service: GameService, game_id: int) -> Journal[Any]:
    loaded = service.store.load(game_id)
    return Journal(engine_for(loaded.info.game), loaded.events, redo=loaded.redo)


def same(a: Journal[Any], b: Journal[Any]) -> None:
    """Two journals of the same entries that derived the same: every state, the verdicts, what undo and redo do."""
    assert a.events == b.events and a.redo_events == b.redo_events
    assert all(a.state_after(n) == b.state_after(n) for n in range(len(a) + 1))
    assert a.judged_differently == b.judged_differently
    assert (a.can_undo, a.can_redo) == (b.can_undo, b.can_redo)


def same_history(game: OpenGame[object], service: GameService) -> None:
    """The history the session shows (its lines kept in the snapshot) is the one a full replay gives."""
    full = OpenGame(service.store, service.info(game.id), replayed(service, game.id))
    for lang in ("de", "en"):
        assert game.history(lang) == full.history(lang)


def stored(tmp: Path, events: tuple[Event, ...]) -> tuple[GameService, int]:
    service = GameService(f"sqlite:///{tmp}/g.sqlite")
    return service, service.store.create_game("got", events=events)


def entered(service: GameService, game_id: int, events: tuple[Event, ...]) -> None:
    """Entries another program made (straight into the store: no snapshot kept)."""
    head = len(service.store.load(game_id).events)
    for seq, ev in enumerate(events, start=head + 1):
        service.store.append(game_id, seq, ev)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 10_000), st.integers(30, 160), st.data())
def test_a_real_game_opened_from_its_snapshot_is_the_replayed_game(seed: int, size: int, data: st.DataObject) -> None:
    played = play(size, seed=seed).journal
    made = data.draw(st.integers(1, len(played)), label="entries when the snapshot is kept")
    with tempfile.TemporaryDirectory() as tmp:
        service, gid = stored(Path(tmp), played.events[:made])
        first = service.open(gid)  # a replay
        first.close()  # the scribe leaves it: its snapshot kept
        same(first.journal, replayed(service, gid))
        entered(service, gid, played.events[made:])  # another program's entries since
        again = service.open(gid)
        same_history(again, service)
        same(again.journal, replayed(service, gid))
        for _ in range(data.draw(st.integers(0, 12), label="undos")):  # undo right after opening, then reopen
            if again.can_undo:
                again.undo()
                same_history(again, service)
        same(again.journal, replayed(service, gid))
        again.close()
        third = service.open(gid)
        same_history(third, service)
        same(third.journal, replayed(service, gid))
        while third.can_redo:
            third.redo()
            same_history(third, service)
            same(third.journal, replayed(service, gid))
        service.close()


def test_the_second_open_records_only_the_entries_since_the_snapshot(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    played = play(60, seed=3).journal
    service, gid = stored(tmp_path, played.events[:50])
    recording = Recording(monkeypatch)
    unchanged = (tmp_path / "g.sqlite").read_bytes()
    first = service.open(gid)
    assert recording.count == 50 and service.store.snapshot(gid) is None  # opening writes nothing
    assert (tmp_path / "g.sqlite").read_bytes() == unchanged
    first.close()
    assert service.store.snapshot(gid) is not None
    entered(service, gid, played.events[50:])
    before = recording.count
    again = service.open(gid)
    assert recording.since(before) == len(played) - 50  # the entries after its last checkpoint
    before = recording.count
    again.undo()
    assert recording.since(before) <= snapshots.EVERY
    same(again.journal, replayed(service, gid))
    service.close()


def test_a_session_keeps_its_snapshot_every_few_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played = play(40, seed=5).journal
    service, gid = stored(tmp_path, played.events[:20])
    game = service.open(gid)
    for ev in played.events[20:30]:
        game.journal.check(ev)
        game.add(ev)
    kept = service.store.snapshot(gid)
    assert kept is not None and kept.entries == 28  # the opening's 20 entries and 1 change, then 7 changes
    game.close()
    kept = service.store.snapshot(gid)
    assert kept is not None and kept.entries == 30
    recording = Recording(monkeypatch)
    opened = service.open(gid)
    assert recording.count == 0
    same(opened.journal, replayed(service, gid))


def opening(service: GameService, game_id: int, recording: Recording) -> int:
    """How many entries opening the game recorded (the game opened is checked against a full replay)."""
    before = recording.count
    game = service.open(game_id)
    cost = recording.since(before)
    same(game.journal, replayed(service, game_id))
    game.close()
    return cost


def test_a_snapshot_of_other_code_or_another_store_is_ignored_and_made_again(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    played = play(30, seed=11).journal
    service, gid = stored(tmp_path, played.events)
    recording = Recording(monkeypatch)
    assert opening(service, gid, recording) == 30  # replayed, kept
    assert opening(service, gid, recording) == 0
    with monkeypatch.context() as other:
        other.setattr(journal_session, "code_version", lambda: "other code")
        assert opening(service, gid, recording) == 30  # replayed, kept for the other code
        kept = service.store.snapshot(gid)
        assert kept is not None and kept.code == "other code"
    assert opening(service, gid, recording) == 30  # this code's again
    with service.store.transaction() as conn:  # what a restore does: the games replaced, a new generation
        write_generation(conn, new_generation())
    assert opening(service, gid, recording) == 30
    assert opening(service, gid, recording) == 0  # kept for the restored store
    service.close()


def test_a_restored_backup_brings_no_snapshot_that_is_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesdb.journal.restore import restore

    played = play(30, seed=12).journal
    service, gid = stored(tmp_path, played.events)
    service.open(gid).close()
    service.close()
    backup = tmp_path / "copy.sqlite"
    shutil.copy(tmp_path / "g.sqlite", backup)
    restore(tmp_path / "g.sqlite", backup)
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    assert opening(service, gid, Recording(monkeypatch)) == 30
    service.close()


class Hostile:
    """A pickle that would run a command when unpickled."""

    def __init__(self, target: Path) -> None:
        self.target = target

    def __reduce__(self) -> tuple[Any, ...]:
        return os.system, (f"touch {self.target}",)


def hostile_blobs(target: Path) -> Iterator[bytes]:
    from referee.core import files

    yield pickle.dumps((snapshots.FORMAT, {0: (None, Hostile(target))}, ()))
    yield pickle.dumps(Hostile(target))
    yield pickle.dumps((snapshots.FORMAT, {0: (None, files.write_file)}, ()))  # a function of the referee
    yield b"\x80\x05not a pickle at all"
    yield pickle.dumps((snapshots.FORMAT, {0: (None, "not a state")}, ()))
    yield b""


def test_a_hostile_or_damaged_snapshot_is_never_run_only_ignored(tmp_path: Path) -> None:
    played = play(30, seed=13).journal
    service, gid = stored(tmp_path, played.events)
    identity = service.store.load(gid).identity
    target = tmp_path / "ran"
    for blob in hostile_blobs(target):
        service.store.put_snapshot(gid, StoredSnapshot(code_version(), identity, 30, blob))
        same(service.open(gid).journal, replayed(service, gid))
        assert not target.exists()
    service.close()


def test_a_snapshot_not_kept_is_silent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played = play(30, seed=14).journal
    service, gid = stored(tmp_path, played.events)

    def broken(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(service.store, "put_snapshot", broken)
    game = service.open(gid)
    game.close()
    same(game.journal, replayed(service, gid))
    service.close()


@pytest.mark.parametrize("version", sorted(p.name for p in COMPAT.iterdir() if (p / "games.sqlite").is_file()))
def test_old_games_open_alike_with_and_without_their_snapshot(version: str, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(snapshots, "EVERY", 2)
    shutil.copy(COMPAT / version / "games.sqlite", tmp_path / "g.sqlite")
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    judged = 0
    for info in service.games():
        first: OpenGame[object] = service.open(info.id)
        first.close()
        assert open_game(service.store, info.id).recorded == 0  # every game's states pass the safe unpickler
        again = service.open(info.id)
        same_history(again, service)
        full = replayed(service, info.id)
        same(first.journal, full)
        same(again.journal, full)
        judged += len(full.judged_differently)
        if again.can_undo:
            again.undo()
            same(again.journal, replayed(service, info.id))
    assert judged or version not in ("b9ac15e", "9d1f19b", "b0ff9bd")
    service.close()


def test_the_history_shows_from_the_snapshot_without_working_out_the_states(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    played = play(40, seed=15).journal
    service, gid = stored(tmp_path, played.events)
    service.open(gid).close()  # as the listing keeps it: no history shown yet
    shown = service.open(gid)
    shown.history("de")
    shown.close()  # the lines worked out are kept
    recording = Recording(monkeypatch)
    again = service.open(gid)
    history = again.history("de")
    assert recording.count == 0 and len(history) == 40
    same_history(again, service)
