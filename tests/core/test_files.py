"""Files a user names (issue 28): a pipe, a device or a folder is refused before it is read or written (no
wait, no endless read), a file is written whole or not at all, and messages show long paths shortened."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput, RefereeError, StorageError
from referee.core.files import SHOWN, check_target, read_file, read_text, refusal, shown, write_file
from tests.hang import HANG


@pytest.mark.parametrize("name", ["fifo", "/dev/zero", "/dev/null", "folder", "missing", "below-a-file/x"])
def test_only_a_regular_file_is_read(tmp_path: Path, name: str) -> None:
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    (tmp_path / "below-a-file").write_text("x")
    path = Path(name) if name.startswith("/") else tmp_path / name
    done: list[BaseException] = []

    def attempt() -> None:
        try:
            read_file(path, limit=1000)
        except BaseException as exc:
            done.append(exc)

    reader = threading.Thread(target=attempt, daemon=True)
    reader.start()
    reader.join(timeout=HANG)  # a reader waiting for a pipe's writer waits for ever
    assert not reader.is_alive(), "waited for a pipe"
    assert len(done) == 1 and isinstance(done[0], InvalidInput)


def test_a_file_over_its_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with big.open("wb") as fh:
        fh.truncate(10**12)  # a terabyte, sparse
    with pytest.raises(InvalidInput, match="too large"):
        read_file(big, limit=1000)
    (tmp_path / "latin.txt").write_bytes(b"Gr\xfc\xdfe")
    with pytest.raises(InvalidInput, match="not UTF-8"):
        read_text(tmp_path / "latin.txt", limit=1000)


@pytest.mark.parametrize("target", ["fifo", "/dev/null", "folder", "folder/", "missing-folder/", "missing/x.pdf"])
def test_only_a_file_in_a_folder_that_exists_is_written(tmp_path: Path, target: str) -> None:
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "folder").mkdir()
    path = target if target.startswith("/") else f"{tmp_path}/{target}"
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(InvalidInput):
        write_file(path, b"data")
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")

    def half_then_full(path: Path) -> None:
        path.write_bytes(b"half a PDF")
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(StorageError, match="full"):
        write_file(target, half_then_full)
    assert target.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]

    def interrupted(path: Path) -> None:
        path.write_bytes(b"half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_file(target, interrupted)
    assert target.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]
    write_file(target, b"new")
    assert target.read_bytes() == b"new" and check_target(target) == target


def test_messages_show_a_long_path_shortened() -> None:
    long = "/home/" + "d" * 5000 + "/games.sqlite"
    assert len(shown(long)) == SHOWN and shown(long).endswith("games.sqlite") and shown("/a/b") == "/a/b"
    why = refusal(OSError(errno.ENAMETOOLONG, "File name too long"), long)
    assert isinstance(why, RefereeError) and len(str(why)) < 400 and "too long" in why.message_en
