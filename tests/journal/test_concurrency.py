"""Two processes appending to the same game neither interleave wrongly nor lose entries."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from referee.core.errors import ConflictError
from referee.core.journal import Journal
from referee.core.testing import Add, CounterEngine
from rulesdb.journal import GameStore

PER_WRITER = 60

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")


def _writer(url: str, game_id: int, amount: int) -> None:  # runs in the child
    code = 1
    try:
        store = GameStore(url)
        written = conflicts = 0
        while written < PER_WRITER:
            loaded = store.load(game_id)
            journal = Journal(CounterEngine(), loaded.events, sink=store.sink(game_id))
            try:
                journal.append(Add(amount=amount))
                written += 1
            except ConflictError:
                conflicts += 1
        code = 0
    finally:
        os._exit(code)


def test_concurrent_appenders(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    store = GameStore(url)
    game_id = store.create_game("demo")
    store.close()
    pids = []
    for amount in (1, 1000):
        pid = os.fork()
        if pid == 0:
            _writer(url, game_id, amount)
        pids.append(pid)
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    events = GameStore(url).load(game_id).events
    amounts = [e.amount for e in events]  # type: ignore[attr-defined]
    assert len(amounts) == 2 * PER_WRITER
    assert amounts.count(1) == PER_WRITER and amounts.count(1000) == PER_WRITER
    assert CounterEngine().replay(events) == PER_WRITER * 1001
