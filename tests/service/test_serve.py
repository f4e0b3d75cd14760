"""The players' page's server holds nothing it should not (issue 34, item 6): a silent connection, a head that never
ends, a request that is not HTTP, a mountain of headers — each is closed or refused, never held; a page that goes
away is no error (nothing on the terminal). In-process, with the head's time limit shortened; the page's own
behaviour is tried in a real process (tests/e2e/test_display_serve.py)."""

from __future__ import annotations

import contextlib
import socket
import time
import urllib.request
from pathlib import Path

import pytest

from ui.service import GameService, serve_http
from ui.service.serve import DisplayServer

EXPORT = next((Path(__file__).resolve().parents[1] / "compat").glob("*/3-got-pakt-ende-armeen-beisammen.json"))


def answer(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (a hang fails after minutes)."""
    sock.settimeout(120)
    out = b""
    try:
        while chunk := sock.recv(65536):
            out += chunk
    except ConnectionError:
        pass
    return out


def test_nothing_is_held_and_nothing_is_said_on_the_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capfd: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(serve_http, "HEADER_TIMEOUT", 0.5)
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    service = GameService(url)
    gid = service.import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    server.start()
    where = ("127.0.0.1", server.port)
    try:
        with socket.create_connection(where) as silent:  # says nothing: closed after the head's time
            assert answer(silent) == b""
        with socket.create_connection(where) as slow:  # begins a head and never ends it
            slow.sendall(b"GET /" + server.token.encode())
            assert answer(slow) == b""
        with socket.create_connection(where) as old:  # an HTTP/0.9 request line: refused, and closed
            old.sendall(b"GET /\r\n\r\n")
            assert answer(old).split(b"\r\n")[0].endswith(b" 403 Forbidden")
        with socket.create_connection(where) as heavy:  # 99 headers of 60 kB on the right address: refused
            head = f"GET /{server.token}/ HTTP/1.1\r\nHost: x\r\n".encode()
            with contextlib.suppress(ConnectionError):  # closed while it was still sending: refused all the same
                heavy.sendall(head + b"".join(b"X-%d: %s\r\n" % (i, b"a" * 60_000) for i in range(99)) + b"\r\n")
            got = answer(heavy)
            assert got == b"" or (got.split(b"\r\n")[0].endswith(b" 403 Forbidden") and b"Server:" not in got)
        with socket.create_connection(where) as fine:  # after all that: the page, at once
            fine.sendall(f"GET /{server.token}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
            page = answer(fine)
            assert page.startswith(b"HTTP/1.1 200") and b"Server:" not in page.split(b"\r\n\r\n")[0]
        gone = urllib.request.urlopen(server.url + "live", timeout=120)  # a page that goes away mid-channel
        assert gone.readline().startswith(b"retry:")
        gone.close()
        service.open(gid).add({"type": "got.land", "data": {"terrain": "Brush", "name": "Heide 42"}})
        end = time.monotonic() + 600
        # the push to it (or a ping: every few seconds, on a loaded machine maybe before the entry is taken) fails;
        # it is let go — and the entry is taken
        while (server._clients or server.display().entries != service.info(gid).events) and time.monotonic() < end:
            time.sleep(0.01)
        assert not server._clients and server.display().entries == service.info(gid).events
    finally:
        server.close()
        service.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_ctrl_c_while_the_server_is_being_started_stops_it_cleanly(tmp_path: Path) -> None:
    """Ctrl+C may come between the start of the server's two threads (the link is printed before): stopping then
    joins only what was started — no internal error ("cannot join thread before it is started")."""
    import threading

    from ui.service import GameService
    from ui.service.serve import DisplayServer

    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    gid = GameService(url).import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    server._threads = [threading.Thread(target=lambda: None), threading.Thread(target=lambda: None)]
    server.close()  # neither was started
    assert server._threads == [] and server._stop.is_set()


def test_an_entry_seen_first_by_the_slow_look_is_pushed_all_the_same(tmp_path: Path) -> None:
    """The look for a replaced store (every second) may be the first to see another program's entry — before the
    commit watch does: the page then shows it too, not only the game held (it stayed one entry behind, CI)."""
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    service = GameService(url)
    gid = service.import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    try:
        before = server.display().entries
        service.open(gid).add({"type": "core.note", "data": {"on": 0, "text": "von nebenan"}})
        assert server._replaced()  # the slow look sees it first
        server._take()  # what the follow thread does next
        assert server.display().entries == before + 1 == service.info(gid).events
        assert not server._replaced()
    finally:
        server.close()
        service.close()


def test_ctrl_c_while_the_threads_start_waits_until_both_run(tmp_path: Path) -> None:
    """Ctrl+C inside ``Thread.start`` (under load, CI) left a thread running unseen that then served from the closed
    socket ("Exception in thread display-server"): it now comes once both are started, and stopping joins both."""
    import os
    import signal
    import threading

    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    gid = GameService(url).import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    run, failed = server._run, []

    def pressed_at_once(ready: threading.Event) -> None:
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl+C the moment the first thread runs
        run(ready)

    server._run = pressed_at_once  # type: ignore[method-assign]
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    hook, threading.excepthook = threading.excepthook, failed.append
    try:
        with pytest.raises(KeyboardInterrupt):
            server.start()
            time.sleep(5)  # the interrupt comes at the latest here
        threads = list(server._threads)
        assert len(threads) == 2 and all(t.ident is not None for t in threads)  # both started before it came
    finally:
        server.close()
        signal.signal(signal.SIGINT, before)
        threading.excepthook = hook
    assert not any(t.is_alive() for t in threads) and failed == []


def test_stopping_waits_for_the_follow_threads_step_and_then_closes_the_store(tmp_path: Path) -> None:
    """Stopping while the follow thread takes an entry (its step is slow on a loaded machine) waits for that step,
    then closes the store: it waited 10 s and closed the store under a step still running."""
    import threading

    from tests.hang import HANG

    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    service = GameService(url)
    gid = service.import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    inside, go, failed, closed = threading.Event(), threading.Event(), [], []
    catch_up, close_store = server.session.catch_up, server.service.close

    def slow_step() -> bool:
        inside.set()
        assert go.wait(HANG)
        return catch_up()

    server.session.catch_up = slow_step  # type: ignore[method-assign]
    server.service.close = lambda: (closed.append([t.is_alive() for t in threads]), close_store())  # type: ignore[method-assign]
    hook, threading.excepthook = threading.excepthook, failed.append
    try:
        server.start()
        threads = list(server._threads)
        service.open(gid).add({"type": "core.note", "data": {"on": 0, "text": "von nebenan"}})
        assert inside.wait(HANG)  # the follow thread is taking the entry
        stopping = threading.Thread(target=server.close)
        stopping.start()
        stopping.join(0.2)
        assert stopping.is_alive()  # stopping waits for the step
        go.set()
        stopping.join(HANG)
        assert not stopping.is_alive() and closed == [[False, False]]  # the store closed once both threads ended
        assert server.display().entries == service.info(gid).events  # the step ended: the entry taken
    finally:
        go.set()
        server.close()
        service.close()
        threading.excepthook = hook
    assert failed == []


def test_a_token_read_just_before_a_renewal_is_never_put_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The follow thread reads the stored token (for another program's renewal) just as the scribe renews the link:
    it compared the old token it read with the new one and put the old one back — the old link worked again."""
    import threading

    from tests.hang import HANG
    from ui.service import serve
    from ui.service.display_token import stored_token

    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    service = GameService(url)
    gid = service.import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    read, go = threading.Event(), threading.Event()

    def read_then_wait(store: object, game_id: int) -> str | None:
        token = stored_token(store, game_id)  # type: ignore[arg-type]
        read.set()
        assert go.wait(HANG)  # the renewal comes now
        return token

    monkeypatch.setattr(serve, "stored_token", read_then_wait)
    try:
        old = server.token
        looking = threading.Thread(target=server._take)  # the follow thread's step
        looking.start()
        assert read.wait(HANG)
        renewing = threading.Thread(target=server.renew)
        renewing.start()
        renewing.join(0.5)  # done at once where nothing keeps it from putting the new token in while the look waits
        go.set()
        looking.join(HANG)
        renewing.join(HANG)
        assert server.token != old and server.token == stored_token(server.service.store, gid)
    finally:
        go.set()
        server.close()
        service.close()


def test_the_page_follows_even_when_the_commit_watch_cannot_be_made_at_first(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A store locked or out of reach as the follow thread starts: the thread does not die (the page stopped
    following); the once-a-second look takes the entries and the watch is made again."""
    from rulesdb.journal.commits import CommitWatch
    from ui.service import serve

    tries: list[int] = []

    def watch_later(store: object) -> CommitWatch:
        tries.append(1)
        if len(tries) == 1:
            raise OSError("database is locked")
        return CommitWatch(store)  # type: ignore[arg-type]

    monkeypatch.setattr(serve, "CommitWatch", watch_later)
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    service = GameService(url)
    gid = service.import_game(data=EXPORT.read_text(encoding="utf-8")).id
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    server.start()
    try:
        service.open(gid).add({"type": "core.note", "data": {"on": 0, "text": "trotzdem"}})
        end = time.monotonic() + 300
        while server.display().entries != service.info(gid).events and time.monotonic() < end:
            time.sleep(0.05)
        assert server.display().entries == service.info(gid).events and len(tries) >= 2
        assert all(t.is_alive() for t in server._threads)
    finally:
        server.close()
        service.close()
