"""Files a user names: read only what is a regular file, write whole or not at all.

Every reader of a file the user names — a board list, an imported game, a rulebook text, a backup to
restore, a deck list, a chart correction — goes through :func:`read_file` (or :func:`open_regular` for a
large one read in pieces): the file is opened without waiting (a pipe with no writer never hangs) and
refused unless it is a regular file, before a byte is read, and never more than its limit is read.
Every writer of one — an export, a printout — goes through :func:`write_file`: the content goes to a
temporary file beside the target and replaces it in one step, so a full disk or Ctrl+C leaves no half a
file.  Messages name a path shortened to :data:`SHOWN` characters (:func:`shown`).

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_file(folder / "a.txt", b"hello", what=WHAT).name
'a.txt'
>>> read_file(folder / "a.txt", limit=10, what=WHAT)
b'hello'
>>> read_file(folder, limit=10, what=WHAT)
Traceback (most recent call last):
...
referee.core.errors.InvalidInput: ... ist ein Ordner, keine Datei. / ... is a folder, not a file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from referee.core.errors import InvalidInput, RefereeError, StorageError

#: the longest path a message shows (head and tail of a longer one, joined by "…")
SHOWN = 80
#: what a file is called in a message, German and English
Kind = tuple[str, str]
WHAT: Kind = ("Datei", "file")


def shown(path: Path | str, limit: int = SHOWN) -> str:
    """``path`` for a message: as it is, or its start and end around "…" when it is longer than ``limit``.

    >>> shown("/a/" + "x" * 200 + "/games.sqlite")[:12], len(shown("/a/" + "x" * 200))
    ('/a/xxxxxxxxx', 80)
    """
    text = str(path)
    if len(text) <= limit:
        return text
    head = limit // 4
    return f"{text[:head]}…{text[len(text) - (limit - head - 1):]}"


def refusal(exc: OSError, path: Path | str, what: Kind = WHAT, *, writing: bool | None = False) -> RefereeError:
    """What an operating-system error on ``path`` means, in one sentence (disk full, missing, a folder …);
    ``writing`` None when it is not known whether the file was read or written."""
    p = shown(path)
    de, en = what
    code = exc.errno
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1):
        return StorageError(f"Kein Platz mehr auf dem Datenträger für {p}; nichts wurde geschrieben. Bitte Platz schaffen.",
                            f"The disk holding {p} is full; nothing was written. Please free some space.")
    if code == errno.ENOENT:
        if writing:
            return InvalidInput(f"{de} {p} kann nicht geschrieben werden: ihren Ordner gibt es nicht.",
                                f"Cannot write the {en} {p}: its folder does not exist.")
        return InvalidInput(f"{de} {p} gibt es nicht.", f"The {en} {p} does not exist.")
    if code == errno.EISDIR:
        return _folder(p)
    if code == errno.ENOTDIR:
        return InvalidInput(f"{p} kann nicht geöffnet werden: ein Teil des Pfades ist eine Datei, kein Ordner.",
                            f"{p} cannot be opened: a part of the path is a file, not a folder.")
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return InvalidInput(f"Keine Berechtigung für {p} (schreibgeschützt?).",
                            f"No permission for {p} (read-only?).")
    if code == errno.ENAMETOOLONG:
        return InvalidInput(f"Der Pfad {p} ist zu lang.", f"The path {p} is too long.")
    reason = exc.strerror or type(exc).__name__
    if writing is None:
        return StorageError(f"Datei- oder Systemfehler bei {p}: {reason}.", f"File or system error at {p}: {reason}.")
    if writing:
        return StorageError(f"{de} {p} kann nicht geschrieben werden ({reason}); nichts wurde geschrieben.",
                            f"Cannot write the {en} {p} ({reason}); nothing was written.")
    return InvalidInput(f"{de} {p} ist nicht lesbar ({reason}).", f"Cannot read the {en} {p} ({reason}).")


def _folder(p: str) -> InvalidInput:
    return InvalidInput(f"{p} ist ein Ordner, keine Datei.", f"{p} is a folder, not a file.")


def _not_regular(p: str) -> InvalidInput:
    return InvalidInput(f"{p} ist keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein Socket); nichts wurde gelesen "
                        "oder geschrieben.",
                        f"{p} is not a regular file (a pipe, a device or a socket); nothing was read or written.")


def _too_large(path: Path | str, size: int | None, limit: int, what: Kind) -> InvalidInput:
    most = f"{limit / 1e6:.1f} MB" if limit >= 1_000_000 else f"{limit // 1000} kB"
    de_size = f"{size / 1e6:.1f} MB".replace(".", ",") if size is not None else f"mehr als {most}"
    en_size = f"{size / 1e6:.1f} MB" if size is not None else f"more than {most}"
    return InvalidInput(f"{what[0]} {shown(path)} ist zu groß ({de_size}; höchstens {most.replace('.', ',')}).",
                        f"The {what[1]} {shown(path)} is too large ({en_size}; at most {most}).")


@contextlib.contextmanager
def open_regular(path: Path | str, *, what: Kind = WHAT, limit: int | None = None) -> Iterator[BinaryIO]:
    """``path`` opened for reading — refused, before a byte is read, unless it is a regular file (no wait for
    a pipe's writer, no endless device) of at most ``limit`` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise refusal(exc, path, what) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _folder(shown(path))
        if not stat.S_ISREG(info.st_mode):
            raise _not_regular(shown(path))
        if limit is not None and info.st_size > limit:
            raise _too_large(path, info.st_size, limit, what)
        fh = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with fh:
        yield fh


def read_file(path: Path | str, *, limit: int, what: Kind = WHAT) -> bytes:
    """The bytes of the regular file ``path`` (see :func:`open_regular`); never more than ``limit`` are read."""
    with open_regular(path, what=what, limit=limit) as fh:
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise refusal(exc, path, what) from None
    if len(data) > limit:  # it grew while being read
        raise _too_large(path, None, limit, what)
    return data


def read_text(path: Path | str, *, limit: int, what: Kind = WHAT) -> str:
    """:func:`read_file` as UTF-8 text (a file that is not UTF-8 is refused, saying where)."""
    data = read_file(path, limit=limit, what=what)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"{what[0]} {shown(path)} ist kein UTF-8-Text (Byte {exc.start}).",
                           f"The {what[1]} {shown(path)} is not UTF-8 text (byte {exc.start}).") from None


#: what a target must pass besides (the store adds one: never a games file this process has open, nor its log)
_TARGET_CHECKS: list[Callable[[Path], None]] = []


def add_target_check(check: Callable[[Path], None]) -> None:
    """``check(path)`` raises for a file no export or printout may be written over (:func:`check_target`)."""
    _TARGET_CHECKS.append(check)


def check_target(path: Path | str, *, what: Kind = WHAT) -> Path:
    """The file ``path`` may be written: it names a file (not a folder, not a pipe or device) in a folder
    that exists, and none a check added with :func:`add_target_check` refuses. Nothing is opened or created."""
    text = str(path)
    p = Path(path)
    if not text.strip():
        raise InvalidInput(f"Kein Dateiname für die {what[0]}.", f"No file name for the {what[1]}.")
    if text.endswith(("/", os.sep)) or (os.altsep is not None and text.endswith(os.altsep)):
        raise InvalidInput(f"{shown(text)} nennt einen Ordner (endet auf /), keine Datei.",
                           f"{shown(text)} names a folder (it ends in /), not a file.")
    try:
        info = os.stat(p)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise refusal(exc, p, what, writing=True) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise _folder(shown(p))
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise _not_regular(shown(p))
    parent = p.parent
    if not parent.is_dir():
        raise refusal(FileNotFoundError(errno.ENOENT, "missing"), p, what, writing=True)
    for check in _TARGET_CHECKS:
        check(p)
    return p


def write_file(path: Path | str, content: bytes | Callable[[Path], None], *, what: Kind = WHAT) -> Path:
    """Write ``content`` (bytes, or a function writing a file at the path it is given) to ``path`` whole:
    into a temporary file beside it, made durable, then put in place in one step. On any failure the
    target is as it was and no temporary file is left."""
    target = check_target(path, what=what)
    try:
        fd, name = tempfile.mkstemp(dir=target.parent, prefix=f".sf-{target.name}-", suffix=".tmp")  # whose it is
    except OSError as exc:
        raise refusal(exc, target, what, writing=True) from None
    tmp = Path(name)
    try:
        try:
            if isinstance(content, bytes):
                view = memoryview(content)
                while view:
                    view = view[os.write(fd, view):]
            else:
                os.close(fd)
                fd = -1
                content(tmp)
                fd = os.open(tmp, os.O_RDONLY)
            os.fsync(fd)
        finally:
            if fd >= 0:
                os.close(fd)
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise refusal(exc, target, what, writing=True) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return target


def _mode_for(target: Path) -> int:
    """The permissions of the file replaced, or those a new file gets (the user's umask)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
