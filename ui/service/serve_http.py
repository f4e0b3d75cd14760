"""The players' page's HTTP side on aiohttp's low-level server (issue 34, item 6), with the limits a page on a
table's network needs — what aiohttp gives, and what is added here:

- a listen backlog of :data:`~ui.service.serve_address.BACKLOG` and at most :data:`MAX_CONNECTIONS` connections (one
  more is closed at once);
- header limits (aiohttp's parser: one line at most 8 kB, :data:`MAX_HEADERS` headers); a request with a body is
  never read (only GET and HEAD are answered, anything else is refused and the connection closed);
- a header timeout: a request's head must arrive within :data:`HEADER_TIMEOUT` seconds of its first byte (or of the
  connection's opening), else the connection is closed; an idle keep-alive connection is closed after
  :data:`IDLE_TIMEOUT` (aiohttp);
- no banner (no ``Server`` header), the bare 403 also for what is not HTTP, and never a traceback on the terminal (a
  client that goes away is no error).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

MAX_CONNECTIONS = 1000
MAX_HEADERS = 64
HEADER_TIMEOUT = 10.0
IDLE_TIMEOUT = 15.0

#: the common headers of every answer (no banner among them)
SAFE = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}

Handler = Callable[[web.BaseRequest], Awaitable[web.StreamResponse]]


def quiet() -> None:
    """aiohttp's and asyncio's loggers say nothing on the terminal (a client going away is normal here)."""
    for name in ("aiohttp.server", "aiohttp.access", "aiohttp.web", "aiohttp.internal", "asyncio"):
        log = logging.getLogger(name)
        log.propagate = False
        log.addHandler(logging.NullHandler())
        log.setLevel(logging.CRITICAL + 1)


class Bare(web.Response):
    """An answer without a ``Server`` header."""

    async def _prepare_headers(self) -> None:
        await super()._prepare_headers()
        self._headers.pop("Server", None)


class BareStream(web.StreamResponse):
    """A streamed answer (the live channel) without a ``Server`` header."""

    async def _prepare_headers(self) -> None:
        await super()._prepare_headers()
        self._headers.pop("Server", None)


def refused(status: int = 403) -> web.Response:
    """An empty refusal; the connection is closed after it (a body that may follow is never read)."""
    answer = Bare(status=status, headers=SAFE)
    answer.force_close()
    return answer


class Guarded(RequestHandler):
    """aiohttp's connection handler with a header timeout and a bound on the number of connections."""

    def __init__(self, manager: GuardedServer, **kwargs: Any) -> None:  # Any: aiohttp's own keyword arguments
        super().__init__(manager, **kwargs)
        self._guard = manager
        self._deadline: asyncio.TimerHandle | None = None
        self._in_head = False
        self._tail = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self._guard.open += 1
        if self._guard.open > MAX_CONNECTIONS:
            transport.close()
            return
        self._arm()

    def connection_lost(self, exc: BaseException | None) -> None:
        self._guard.open -= 1
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._in_head = True
        self._deadline = self._loop.call_later(HEADER_TIMEOUT, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        if self.transport is not None:
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        # only heads are read here (no request body is ever taken): a head ends with an empty line; the next byte
        # after it starts the next head, which has HEADER_TIMEOUT seconds to arrive in full
        seen = self._tail + data
        if not self._in_head:
            self._arm()
        if b"\r\n\r\n" in seen or b"\n\n" in seen:
            self._disarm()
            self._in_head = False
            rest = seen.rsplit(b"\n\n", 1)[-1].rsplit(b"\r\n\r\n", 1)[-1]
            if rest.strip():
                self._arm()
            self._tail = rest[-3:]
        else:
            self._tail = seen[-3:]
        super().data_received(data)

    def handle_error(self, request: Any, status: int = 500, exc: BaseException | None = None,  # Any: aiohttp's request
                     message: str | None = None) -> web.StreamResponse:
        """What is not HTTP, or too large, or an unknown method, gets the bare refusal; nothing is logged."""
        return refused()


class GuardedServer(web.Server):
    """aiohttp's low-level server with :class:`Guarded` connections."""

    def __init__(self, handler: Handler, **kwargs: Any) -> None:  # Any: aiohttp's own keyword arguments
        super().__init__(handler, access_log=None, keepalive_timeout=IDLE_TIMEOUT, max_headers=MAX_HEADERS,
                         max_line_size=8190, max_field_size=8190, **kwargs)
        self.open = 0

    def __call__(self) -> RequestHandler:
        return Guarded(self, loop=self._loop, **self._kwargs)
