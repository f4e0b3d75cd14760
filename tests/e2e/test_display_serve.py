"""The players' display on the local network (issues 26, 34), served by ``schriftfuehrer display ID --serve`` in its
own process: read by an HTTP client, a live-channel client and a real headless browser (Chromium from the
distribution); the token stays the game's across restarts until it is renewed."""

from __future__ import annotations

import http.client
import json
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.got.catalog import catalog
from tests.hang import HANG

from .conftest import User, ten_quiet_rounds

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(40)

#: every figure's name but the Titan's, which is also a word of the page ("Titan" power, "Gods of Titan"); the
#: armies' figures in state.json are checked for it
FIGURES = sorted((n for n in catalog().figures if n != "Titan"), key=len, reverse=True)


def figures_in(text: str) -> set[str]:
    found = set()
    for name in FIGURES:
        if name in text:
            found.add(name)
            text = text.replace(name, "")
    return found


def get(url: str, *, method: str = "GET", data: bytes | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, method=method, data=data)
    try:
        with urllib.request.urlopen(request, timeout=HANG) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def ask(url: str, method: str, path: str | None = None) -> http.client.HTTPResponse:
    """Any method (also one urllib would not send) on ``path`` (default: the URL's own) of the server of ``url``."""
    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=HANG)
    conn.request(method, parts.path if path is None else path)
    return conn.getresponse()


class Serving:
    """``schriftfuehrer display ID --serve`` running in its own process."""

    def __init__(self, user: User, gid: int, *args: str) -> None:
        self.proc = subprocess.Popen([*user.command(), "display", str(gid), "--serve", "127.0.0.1:0", *args],
                                     env=user.env, cwd=user.home, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True)
        assert self.proc.stdout is not None
        self.url = self.proc.stdout.readline().strip()
        assert self.url.startswith("http://127.0.0.1:") and self.url.endswith("/"), self.url

    @property
    def token(self) -> str:
        return self.url.rsplit("/", 2)[1]

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGINT)  # Ctrl+C ends it cleanly
        _, err = self.proc.communicate(timeout=HANG)
        assert self.proc.returncode == 0 and "Traceback" not in err, err


@pytest.fixture(scope="module")
def served(user: User) -> Iterator[tuple[int, str]]:
    gid = ten_quiet_rounds(user)
    server = Serving(user, gid)
    yield gid, server.url
    server.stop()


class Live:
    """A page's live channel (server-sent events), read as a browser's EventSource reads it."""

    def __init__(self, url: str) -> None:
        self.answer = urllib.request.urlopen(url + "live", timeout=HANG)
        assert self.answer.status == 200 and self.answer.headers["Content-Type"].startswith("text/event-stream")

    def next(self) -> tuple[str, str]:
        """The next event: its name and data (a comment or a bare ``retry`` is skipped)."""
        name, data = "", ""
        while True:
            line = self.answer.readline().decode()
            if not line:
                return "", ""  # the server closed the channel
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data += line[5:].strip()
            elif line == "\n" and name:
                return name, data

    def until(self, what: str) -> str:
        """The body of the first display pushed that shows ``what``."""
        while True:
            name, data = self.next()
            assert name, "the channel closed"
            if name == "display" and what in json.loads(data)["html"]:
                return str(json.loads(data)["html"])


def test_the_page_and_state_json_show_the_game_and_no_hidden_figure(served: tuple[int, str]) -> None:
    _, url = served
    status, page = get(url)
    assert status == 200 and "Anna" in page.decode() and "Runde 12" in page.decode()
    status, data = get(url + "state.json")
    state = json.loads(data)
    assert status == 200 and state["view"]["round"] == 12 and state["game"] == "got"
    assert all(a["figures"] == [] for a in state["view"]["armies"])
    assert figures_in(page.decode()) == set() and figures_in(data.decode()) == set()


def test_without_the_token_nothing_is_learnt_and_nothing_can_be_written(served: tuple[int, str]) -> None:
    _, url = served
    root = url.rsplit("/", 2)[0] + "/"
    token = url.rsplit("/", 2)[1]
    for wrong in (root, root + "state.json", root + "x" + token + "/", root + token[:-1] + "/state.json",
                  url + "../", url + "other", root + token[:-1]):
        assert get(wrong) == (403, b""), wrong
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert get(url, method=method, data=b"{}") == (403, b""), method
        assert get(url + "state.json", method=method, data=b"{}") == (403, b""), method
    for method in ("OPTIONS", "TRACE", "BREW", "GET"):  # any method, and no banner on any answer
        answer = ask(url, method, "/" + token[:-1] + "/")
        assert (answer.status, answer.read(), answer.getheader("Server")) == (403, b"", None), method
    answer = ask(url, "GET", "/" + token)  # without the slash: led to the page
    assert answer.status == 302 and answer.getheader("Location") == f"/{token}/" and answer.getheader("Server") is None
    status, body = get(url, method="HEAD")
    assert status == 200 and body == b""


def test_the_page_follows_an_entry_made_by_another_process(user: User, served: tuple[int, str]) -> None:
    """The live channel, open before the command line's entries, brings each of them (pushed, not polled)."""
    gid, url = served
    live = Live(url)
    assert live.next()[0] == "display"  # the display as it is, at once
    user.run("game", "add", str(gid), json.dumps({"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B",
                                                                               "distance": 3}}))
    user.run("game", "add", str(gid), json.dumps({"type": "got.battle_opened",
                                                  "data": {"attacker": "Rot 2", "defender": "Blau 2"}}))
    page = live.until("Blau 2 (Ben)")
    assert "Rot 2 (Anna)" in page and figures_in(page) == set()  # not fought yet: still hidden (10.3)
    user.run("game", "add", str(gid), json.dumps({"type": "got.battle_round",
                                                  "data": {"round": 1, "beaten_defender": ["Gargoyle"]}}))
    page = live.until("Gargoyle")
    assert "Centaur" in page  # fought: both armies are shown
    assert "Gargoyle" in get(url)[1].decode()  # and the page itself, loaded anew
    end = time.monotonic() + HANG  # the odds a moment after the rest (numpy is loaded with the first odds)
    while (state := json.loads(get(url + "state.json")[1]))["odds"] is None and time.monotonic() < end:
        time.sleep(0.05)
    assert state["odds"] is not None and len(state["odds"]["bars"]) == 4


CHROMIUM = next((p for p in (shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")) if p), None)


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine (apt-get install chromium)")
def test_a_phone_sized_headless_browser_shows_the_page(served: tuple[int, str], tmp_path: object) -> None:
    _, url = served
    assert CHROMIUM is not None
    proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                           "--dump-dom", url],  # the DOM once loaded (the live channel stays open)
                          capture_output=True, text=True, timeout=HANG, check=False)
    dom = proc.stdout
    assert 'id="top"' in dom and "Anna" in dom and "Ben" in dom and "Cleo" in dom, proc.stderr[-2000:]
    public = get(url + "state.json")[1].decode()
    assert "Spieleranzeige" in dom and figures_in(dom) <= figures_in(public)  # nothing beyond the public view


def test_the_token_stays_across_restarts_until_renewed_and_renewing_locks_out_every_old_link(user: User) -> None:
    gid = ten_quiet_rounds(user)
    first = Serving(user, gid)
    first.stop()
    again = Serving(user, gid)  # a restart: the phones' link still works
    try:
        assert again.token == first.token and get(again.url)[0] == 200
        live = Live(again.url)
        assert live.next()[0] == "display"
        renewing = Serving(user, gid, "--renew")  # the scribe renews the link (here: from a second server)
        try:
            assert renewing.token != again.token
            while (event := live.next()[0]) in ("display", "ping"):
                pass
            assert event == "renewed"  # the open page is told at once, and its link is refused from now on
            assert get(again.url) == (403, b"")
            old = urllib.parse.urlsplit(again.url)
            assert get(f"http://{old.netloc}/{renewing.token}/")[0] == 200  # the running server took the new token
        finally:
            renewing.stop()
    finally:
        again.stop()


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine (apt-get install chromium)")
def test_the_page_in_a_headless_browser_takes_an_entry_pushed_while_it_is_open(tmp_path: Path) -> None:
    """The page's own script (the live channel) brings an entry made while it is open: the entry is made once the
    browser's page has opened its channel; then the server stops. The DOM the browser ends with shows the entry, and
    the page marked "not current" (the browser's clock runs on only while no request is open)."""
    import asyncio
    import threading

    from ui.service import GameService
    from ui.service.serve import DisplayServer

    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    export = next((Path(__file__).resolve().parents[1] / "compat").glob("*/3-got-pakt-ende-armeen-beisammen.json"))
    service = GameService(url)
    gid = service.import_game(data=export.read_text(encoding="utf-8")).id
    game = service.open(gid)
    entry = {"type": "got.land", "data": {"terrain": "Brush", "name": "Heide 42"}}
    assert game.check(entry).value, game.check(entry)
    entries = game.entries
    server = DisplayServer(url, gid, host="127.0.0.1", port=0)
    server.start()

    async def taken() -> bool:
        return all(q.empty() for q in server._clients)

    def scribe() -> None:  # the scribe enters as soon as the page listens
        end = time.monotonic() + HANG
        while not server._clients and time.monotonic() < end:
            time.sleep(0.01)
        game.add(entry)
        while server.display().entries == entries and time.monotonic() < end:
            time.sleep(0.01)
        # pushed: the server's loop has put the new display into every page's channel and each has taken it (asked
        # in that loop, after the push); what a channel took is written before it ends, then the server stops
        while not asyncio.run_coroutine_threadsafe(taken(), server._loop).result(HANG) and time.monotonic() < end:
            time.sleep(0.01)
        server.close()

    thread = threading.Thread(target=scribe, daemon=True)
    thread.start()
    try:
        assert CHROMIUM is not None
        proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                               "--virtual-time-budget=8000", "--dump-dom", server.url],
                              capture_output=True, text=True, timeout=HANG, check=False)
    finally:
        thread.join(HANG)
        server.close()
        service.close()
    # the page the browser shows at the end is the one after the entry (its version counts one entry more)
    body = proc.stdout.split("<body", 1)[-1].split(">", 1)[0]
    assert f'data-version="{entries + 1}-' in body, proc.stdout[:500] + proc.stderr[-2000:]
    assert 'data-stale="offline"' in body and "Nicht aktuell: keine Verbindung" in proc.stdout
