"""The players' display on the local network: a read-only web page, ``state.json`` and a live channel (issues 26,
34) — one server for ``schriftfuehrer display ID --serve`` and the app's "Spieleranzeige im Netz" (Qt-free).

Off unless started. By default it listens on every address of the machine (``0.0.0.0:8765``) and its link names the
machine's address on the local network (:mod:`ui.service.lan`), never 0.0.0.0 or 127.0.0.1, so that a phone reaches
it in one scan. Every URL carries the game's token (:mod:`ui.service.display_token`: kept with the game, the same
across restarts until the scribe renews it): ``/<token>/`` is the page, ``/<token>/state.json`` the same public view
as data, ``/<token>/live`` the live channel (server-sent events: each new display at once, :mod:`ui.service.live_page`).
``/<token>`` leads to ``/<token>/``; anything else, a wrong token or a method other than GET and HEAD gets 403 with
an empty body: nothing can change the game.

It follows the store, not the app: one thread looks every few milliseconds whether anyone committed
(:class:`rulesdb.journal.commits.CommitWatch`), takes only the new entries onto the game it holds
(:meth:`ui.service.session.OpenGame.catch_up`) and pushes the new display to every open page; requests are
answered from the display made then, without touching the store. The HTTP side: :mod:`ui.service.serve_http`.

Where it listens: :mod:`ui.service.serve_address`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import ipaddress
import json
import secrets
import signal
import threading
import time
from collections.abc import Iterator

from aiohttp import web

from rulesdb.journal.commits import CommitWatch
from ui.service.display import Display, display_of, odds_later
from ui.service.display_page import body_html, page_html
from ui.service.display_token import renew, stored_token, token_of
from ui.service.displays._html import w
from ui.service.games import GameService
from ui.service.lan import lan_addresses, usable
from ui.service.live_page import PING_S, live_piece
from ui.service.serve_address import BACKLOG, DEFAULT_HOST, DEFAULT_PORT, bind, where_text
from ui.service.serve_http import SAFE, Bare, BareStream, GuardedServer, quiet, refused

#: how often the store is asked whether anyone committed (PRAGMA data_version costs microseconds)
FOLLOW_S = 0.005
#: how often the game is checked for a replaced store (a restore; OpenGame.stale)
REPLACED_S = 1.0
#: how long starting and stopping wait for a thread (seconds): a bound for a thread that hangs, never the time a step
#: takes — a loaded machine is slow, not hung (stopped sooner, a step still running would find the store closed)
WAIT_S = 300.0
#: how many displays a slow page may fall behind before the oldest is dropped (only the newest matters)
QUEUE = 4
_CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; "
        "img-src 'self' data:")


@dataclasses.dataclass(frozen=True)
class Shown:
    """One version of the display as it is served: the page, ``state.json`` and the live channel's event."""

    display: Display
    page: bytes
    state: bytes
    event: bytes


_PING = b"event: ping\ndata: \n\n"
_STORE = b"event: store\ndata: \n\n"
_RENEWED = b"event: renewed\ndata: \n\n"
_END = b""


class DisplayServer:
    """Serves the players' display of the stored game ``game_id`` of the store at ``db`` (None: the default)."""

    def __init__(self, db: str | None, game_id: int, *, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 lang: str | None = None, address: str | None = None) -> None:
        self.db, self.game_id, self.lang = db, game_id, lang
        self.service = GameService(db)
        try:
            self.session = self.service.open(game_id)  # an unknown game is refused before anything is served
            self.token = token_of(self.service.store, game_id)
            self.sock = bind(host, port)
        except BaseException:
            self.service.close()
            raise
        self.host, self.port = host, int(self.sock.getsockname()[1])
        #: the addresses a phone may use (the machine's on the local network; the one bound when it is one address)
        self.addresses = lan_addresses() if ipaddress.ip_address(_ip(host)).is_unspecified else [host]
        self.address = address if address in self.addresses else (self.addresses[0] if self.addresses else "127.0.0.1")
        try:
            self._shown = self._render(display_of(self.session, lang=lang))
        except BaseException:
            self.sock.close()
            self.service.close()
            raise
        self._clients: set[asyncio.Queue[bytes]] = set()
        self._loop = asyncio.new_event_loop()
        self._web: GuardedServer | None = None
        self._server: asyncio.Server | None = None
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._threads: list[threading.Thread] = []
        self._readable = True
        #: held while the token is read from the store and compared, and while it is renewed: the follow thread
        #: never puts back a token read just before a renewal (the old link would work again)
        self._token_lock = threading.Lock()

    # -- the link ------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The page's link as a phone reaches it (the chosen address of the machine on the local network)."""
        return self.url_at(self.address)

    def url_at(self, address: str) -> str:
        return f"http://{where_text(address, self.port)}/{self.token}/"

    @property
    def bind_spec(self) -> str:
        """Where it listens, as ``HOST:PORT`` (the port it got when asked for any): to listen there again."""
        return where_text(self.host, self.port)

    @property
    def reachable(self) -> bool:
        """Can a phone reach the link? (Not when bound to 127.0.0.1, or when the machine has no network.)"""
        return usable(self.address)

    def choose(self, address: str) -> None:
        """Put ``address`` (one of :attr:`addresses`) into the link and the page's QR code."""
        if address in self.addresses and address != self.address:
            self.address = address
            self._publish(self._render(self._shown.display))

    def renew(self) -> str:
        """A new token for the game (stored): every old link, open pages included, is locked out at once."""
        with self._token_lock:
            self.token = renew(self.service.store, self.game_id)
        self._renewed()
        return self.token

    def display(self) -> Display:
        """The display as served now."""
        return self._shown.display

    # -- running ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Serve in background threads (the HTTP side, and the one that follows the store)."""
        quiet()
        self._threads = [threading.Thread(target=self._run, args=(self._ready,), name="display-server", daemon=True),
                         threading.Thread(target=self._follow, name="display-follow", daemon=True)]
        with _ctrl_c_after():
            for t in self._threads:
                t.start()
        self._ready.wait(WAIT_S)

    def serve_forever(self) -> None:
        """Serve until Ctrl+C (KeyboardInterrupt in this thread), then stop."""
        self.start()
        try:
            while any(t.is_alive() for t in self._threads):
                self._threads[0].join(0.5)
        finally:
            self.close()

    def close(self) -> None:
        """Stop serving (open pages see the server gone); again: nothing."""
        if self._stop.is_set():
            return
        self._stop.set()
        started = [t for t in self._threads if t.ident is not None]  # Ctrl+C may come while they are started
        if self._threads and self._threads[0] in started:
            self._ready.wait(WAIT_S)  # stopped at once after the start (Ctrl+C): the server is made first
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(WAIT_S)
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self._loop.call_soon_threadsafe(self._loop.stop)
        for t in started:
            t.join(WAIT_S)  # the follow thread ends its step first: it holds the store
        self._threads = []
        with contextlib.suppress(Exception):
            self.sock.close()
        self.service.close()

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._web = GuardedServer(self._handle, loop=self._loop)
            self._server = self._loop.run_until_complete(self._loop.create_server(self._web, sock=self.sock,
                                                                                  backlog=BACKLOG))
        except (OSError, RuntimeError):
            if not self._stop.is_set():
                raise
            self._loop.close()  # stopped while it was being made (its socket closed): nothing to serve
            return
        finally:
            ready.set()
        self._loop.run_forever()
        self._loop.close()

    async def _shutdown(self) -> None:
        for queue in self._clients:
            _put(queue, _END)
        if self._server is not None:
            self._server.close()
        if self._web is not None:
            await self._web.shutdown(1.0)

    # -- following the store -----------------------------------------------------------------------
    def _follow(self) -> None:
        """Look every few milliseconds whether anyone committed; then take the new entries, push the new display."""
        watch = self._watch()
        replaced_at = time.monotonic() + REPLACED_S
        try:
            while not self._stop.wait(FOLLOW_S):
                changed = watch is not None and watch.changed()
                if time.monotonic() >= replaced_at:
                    replaced_at = time.monotonic() + REPLACED_S
                    watch = watch or self._watch()
                    changed = changed or self._replaced()
                if changed or not self._readable:
                    self._take()
        finally:
            if watch is not None:
                watch.close()

    def _watch(self) -> CommitWatch | None:
        """The commit watch; None while the store cannot be reached (locked, gone): the once-a-second look follows
        the game meanwhile and asks for the watch again — the thread never ends over it."""
        try:
            watch = CommitWatch(self.service.store)
        except Exception:  # the driver's errors are many: the next look tries again
            return None
        watch.changed()
        return watch

    def _replaced(self) -> bool:
        """Was the store replaced (a restore) or changed unseen? Then :meth:`_take` reads what changed (a replaced
        store afresh) and pushes it — reading it here would leave nothing changed for :meth:`_take` to push."""
        try:
            return self.session.stale()
        except Exception:  # unreadable now: _take says so to the pages
            return True

    def _take(self) -> None:
        try:
            with self._token_lock:
                token = stored_token(self.service.store, self.game_id) or self.token
                renewed, self.token = token != self.token, token  # renewed by another program
            if renewed:
                self._renewed()
            changed = self.session.catch_up()
            if changed or not self._readable:
                self._publish(self._render(display_of(self.session, lang=self.lang, odds=False)))
                if odds_later(self.session):
                    self._publish(self._render(display_of(self.session, lang=self.lang)))
            self._readable = True
        except Exception:  # the store is gone or busy: the pages say they are not current, the next look tries again
            if self._readable:
                self._readable = False
                self._send(_STORE)

    def _render(self, d: Display) -> Shown:
        link = self.url if self.reachable else None
        page = page_html(d, tail=live_piece(d.lang, link)).encode()
        state = json.dumps(d.to_json(), ensure_ascii=False).encode()
        data = {"version": d.version, "html": body_html(d), "title": f"{d.title} – {w('title', d.lang)}"}
        event = b"event: display\ndata: " + json.dumps(data, ensure_ascii=False).encode() + b"\n\n"
        return Shown(d, page, state, event)

    def _publish(self, shown_now: Shown) -> None:
        self._shown = shown_now
        self._send(shown_now.event)

    def _send(self, message: bytes) -> None:
        """Give ``message`` to every open page (from any thread)."""
        if self._loop.is_running():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self._loop.call_soon_threadsafe(self._send_now, message)

    def _send_now(self, message: bytes) -> None:
        for queue in self._clients:
            _put(queue, message)

    def _renewed(self) -> None:
        self._shown = self._render(self._shown.display)  # the QR code shows the new link
        self._send(_RENEWED)

    # -- answering ---------------------------------------------------------------------------------
    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return refused()
        token = self.token.encode()
        parts = request.raw_path.split("?", 1)[0].split("/")
        # "/<token>/" → ["", token, ""], "/<token>/state.json" → ["", token, "state.json"], "/<token>" → ["", token]
        if len(parts) not in (2, 3) or parts[0] or not secrets.compare_digest(parts[1].encode(), token):
            return refused()
        if len(parts) == 2:
            return Bare(status=302, headers={**SAFE, "Location": f"/{self.token}/"})
        shown_now = self._shown
        if parts[2] in ("", "index.html"):
            return Bare(body=shown_now.page, headers={**SAFE, "Content-Type": "text/html; charset=utf-8",
                                                      "Content-Security-Policy": _CSP})
        if parts[2] == "state.json":
            return Bare(body=shown_now.state, headers={**SAFE, "Content-Type": "application/json; charset=utf-8"})
        if parts[2] == "live" and request.method == "GET":
            return await self._live(request)
        return refused()

    async def _live(self, request: web.BaseRequest) -> web.StreamResponse:
        """The live channel: the display now, then each new one at once; a word every few seconds in between."""
        answer = BareStream(status=200, headers={**SAFE, "Content-Type": "text/event-stream; charset=utf-8"})
        await answer.prepare(request)
        queue: asyncio.Queue[bytes] = asyncio.Queue(QUEUE)
        self._clients.add(queue)
        try:
            await answer.write(b"retry: 2000\n\n" + self._shown.event)
            while True:
                try:
                    message = await asyncio.wait_for(queue.get(), PING_S)
                except TimeoutError:
                    message = _PING
                if message == _END:
                    break
                await answer.write(message)
                if message == _RENEWED:
                    break
        except (ConnectionError, asyncio.CancelledError):
            pass  # the page went away
        finally:
            self._clients.discard(queue)
        return answer


@contextlib.contextmanager
def _ctrl_c_after() -> Iterator[None]:
    """Ctrl+C waits until the threads are started (then :meth:`DisplayServer.close` joins them all): cut short
    inside ``Thread.start`` a thread runs on unseen and serves from a closed socket."""
    if threading.current_thread() is not threading.main_thread():  # no signals here
        yield
        return
    pressed: list[object] = []
    before = signal.signal(signal.SIGINT, lambda *_: pressed.append(True))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
        if pressed and callable(before):
            before(signal.SIGINT, None)  # the Ctrl+C now: KeyboardInterrupt (or whatever was there before)


def _put(queue: asyncio.Queue[bytes], message: bytes) -> None:
    """A page that does not keep up loses its oldest display, never the newest."""
    if queue.full():
        with contextlib.suppress(asyncio.QueueEmpty):
            queue.get_nowait()
    queue.put_nowait(message)


def _ip(host: str) -> str:
    """``host`` as an IP address where it is one (a host name counts as a specific address)."""
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        return "127.0.0.1"
