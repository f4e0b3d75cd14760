"""kill -9 at any moment loses no acknowledged entry and leaves no half-written one.

Each trial forks a writer process (already importing everything, so a trial
costs milliseconds), lets it append entries for a random short time, and kills
it with SIGKILL.  The writer reports each sequence number only after
``append`` returned.  Afterwards every reported entry must be in the file, the
sequence must be gap-free, every payload must decode and the SQLite integrity
check must pass.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from referee.core.testing import Add
from rulesdb.journal import GameStore
from tests.hang import HANG

TRIALS = 50

#: a long file for its one test (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = [pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)"), pytest.mark.slow(8)]


def _writer(url: str, game_id: int, fd: int) -> None:  # runs in the child
    try:
        store = GameStore(url)
        seq = len(store.load(game_id).events)
        while True:
            seq += 1
            store.append(game_id, seq, Add(amount=1))
            os.write(fd, f"{seq}\n".encode())
    finally:
        os._exit(1)


def _read_all(fd: int, until: float) -> bytes:
    chunks = []
    while True:
        timeout = max(0.0, until - time.monotonic())
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return b"".join(chunks)
        data = os.read(fd, 65536)
        if not data:
            return b"".join(chunks)
        chunks.append(data)


def _first_acknowledgement(fd: int, until: float) -> bytes:
    """Read until the writer acknowledged its first entry of this trial (its number on a line)."""
    chunks = b""
    while time.monotonic() < until and not chunks.strip():
        ready, _, _ = select.select([fd], [], [], max(0.0, until - time.monotonic()))
        if not ready:
            break
        data = os.read(fd, 65536)
        if not data:
            break
        chunks += data
    return chunks


def test_kill_minus_nine_loses_no_acknowledged_entry(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    store = GameStore(url)
    game_id = store.create_game("demo", title="kill -9")
    store.close()
    rng = random.Random(20261121)
    acknowledged: set[int] = set()
    killed_mid_write = 0
    for _ in range(TRIALS):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            _writer(url, game_id, w)
        os.close(w)
        got = _first_acknowledgement(r, time.monotonic() + HANG)  # the writer is under way (a loaded machine is slow)
        got += _read_all(r, time.monotonic() + rng.uniform(0.02, 0.12))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        got += _read_all(r, time.monotonic() + 0.05)
        os.close(r)
        acknowledged.update(int(x) for x in got.decode().split())
        # what is in the file now must contain everything acknowledged so far
        raw = sqlite3.connect(tmp_path / "g.sqlite")
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = raw.execute("SELECT seq, payload FROM event WHERE game_id=? ORDER BY seq", (game_id,)).fetchall()
        raw.close()
        seqs = [s for s, _ in rows]
        assert seqs == list(range(1, len(seqs) + 1)), "gap in the sequence"
        assert acknowledged <= set(seqs), f"lost: {sorted(acknowledged - set(seqs))[:5]}"
        for _, payload in rows:
            assert json.loads(payload)["type"] == "demo.add"
        killed_mid_write += len(seqs) > max(acknowledged, default=0)
    assert len(acknowledged) >= TRIALS  # the writers really wrote
    final = GameStore(url).load(game_id)
    assert len(final.events) >= len(acknowledged)
