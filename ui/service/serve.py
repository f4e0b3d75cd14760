"""The players' display on the local network: a read-only web page and ``state.json`` (issue 26).

Off unless started; binds only where told (default ``127.0.0.1``). Every URL carries a random token
(``secrets.token_urlsafe``): ``/<token>/`` is the page (it reloads itself when the game changes, polling
``state.json``), ``/<token>/state.json`` the same public view as data. Anything else, a wrong token or a method
other than GET and HEAD gets 403 with an empty body: nothing can change the game. Every request reads the store
(a cheap look at the game's entry count and date; the game is replayed only when it changed), so the page
survives the scribe's app restarting.

>>> parse_bind("0.0.0.0:8080"), parse_bind("8080")
(('0.0.0.0', 8080), ('127.0.0.1', 8080))
"""

from __future__ import annotations

import json
import secrets
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from ui.service.display import Display, stored_display, stored_version
from ui.service.display_page import page_html
from ui.service.games import GameService

DEFAULT_HOST = "127.0.0.1"


def parse_bind(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (or ``PORT``) as (host, port): ``parse_bind("0.0.0.0:8080") == ("0.0.0.0", 8080)``."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]") or DEFAULT_HOST
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        from referee.core.errors import InvalidInput

        raise InvalidInput(f"Adresse nicht lesbar: {text!r} (HOST:PORT).", f"Cannot read address {text!r} (HOST:PORT).")
    return host, int(port)


class DisplayServer:
    """Serves the players' display of the stored game ``game_id`` of the store at ``db`` (None: the default)."""

    def __init__(self, db: str | None, game_id: int, *, host: str = DEFAULT_HOST, port: int = 0,
                 token: str | None = None, lang: str | None = None) -> None:
        self.db, self.game_id, self.lang = db, game_id, lang
        self.token = token or secrets.token_urlsafe(16)
        self._lock = threading.Lock()
        self._cached: tuple[str, Display] | None = None
        self._service = GameService(db)
        self._service.info(game_id)  # an unknown game is refused before anything is served
        self.httpd = ThreadingHTTPServer((host, port), _handler(self))
        self.httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        address = self.httpd.server_address
        host, port = str(address[0]), address[1]
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/{self.token}/"

    def display(self) -> Display:
        """The display as stored now (replayed only when the game changed)."""
        with self._lock:
            version = stored_version(self._service, self.game_id)
            if self._cached is None or self._cached[0] != version:
                self._service.close()
                self._service = GameService(self.db)  # a fresh look at the store
                self._cached = (version, stored_display(self._service, self.game_id, lang=self.lang))
            return self._cached[1]

    def start(self) -> None:
        """Serve in a background thread."""
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="display-server", daemon=True)
        self._thread.start()

    def serve_forever(self) -> None:
        self.httpd.serve_forever()

    def close(self) -> None:
        if self._thread is not None:
            self.httpd.shutdown()
            self._thread.join(timeout=5)
        self.httpd.server_close()
        self._service.close()


def _handler(server: DisplayServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "Schriftfuehrer"
        sys_version = ""

        def log_message(self, format: str, *args: object) -> None:
            return

        def _refuse(self, status: HTTPStatus = HTTPStatus.FORBIDDEN) -> None:
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()

        def _answer(self, body: bytes, kind: str, *, head: bool) -> None:
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.send_header("X-Content-Type-Options", "nosniff")
            self.send_header("Referrer-Policy", "no-referrer")
            self.send_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; "
                             "script-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:")
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def _serve(self, *, head: bool) -> None:
            path = self.path.split("?", 1)[0]
            parts = path.split("/")
            # "/<token>/" → ["", token, ""], "/<token>/state.json" → ["", token, "state.json"]
            if len(parts) != 3 or parts[0] or not secrets.compare_digest(parts[1].encode(), server.token.encode()):
                return self._refuse()
            if parts[2] not in ("", "state.json", "index.html"):
                return self._refuse()
            try:
                d = server.display()
            except Exception:  # the store is gone or busy: say nothing about it
                return self._refuse(HTTPStatus.SERVICE_UNAVAILABLE)
            if parts[2] == "state.json":
                self._answer(json.dumps(d.to_json(), ensure_ascii=False).encode(), "application/json; charset=utf-8",
                             head=head)
            else:
                self._answer(page_html(d).encode(), "text/html; charset=utf-8", head=head)

        def do_GET(self) -> None:
            self._serve(head=False)

        def do_HEAD(self) -> None:
            self._serve(head=True)

        def _no(self) -> None:
            self._refuse()

        do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_TRACE = do_CONNECT = _no

    return Handler
