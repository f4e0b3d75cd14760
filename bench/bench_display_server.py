"""The players' page's web server under a table's load (issue 34, item 6): prints figures, not a test.

1. 200 clients ask for the page at the same moment: how many are answered within 2 s, and how fast (median, 95th
   percentile, slowest).
2. The same while 50 slow clients hold connections (each sends its request head one byte a second).

Measured for the real thing — ``schriftfuehrer display ID --serve`` in its own process (aiohttp, the chosen server)
— and, for the choice, for the candidates serving the same page bytes in their own process: Python's
``http.server`` (what served the page before), Starlette on uvicorn, and bare aiohttp (a candidate not installed is
left out). Run: ``python bench/bench_display_server.py``.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENTS = 200
SLOW = 50
WITHIN = 2.0

#: each candidate: a small program that serves PAGE on a free port of 127.0.0.1 and prints the port
CANDIDATES = {
    "http.server": """
import sys, http.server
page = open(sys.argv[1], 'rb').read()
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header('Content-Length', str(len(page))); self.end_headers()
        self.wfile.write(page)
    def log_message(self, *a): pass
s = http.server.ThreadingHTTPServer(('127.0.0.1', 0), H); s.daemon_threads = True
print(s.server_address[1], flush=True); s.serve_forever()
""",
    "starlette+uvicorn": """
import sys, socket, uvicorn
from starlette.applications import Starlette
from starlette.responses import Response
from starlette.routing import Route
page = open(sys.argv[1], 'rb').read()
async def index(request): return Response(page, media_type='text/html')
app = Starlette(routes=[Route('/{t}/', index)])
sock = socket.create_server(('127.0.0.1', 0), backlog=512); print(sock.getsockname()[1], flush=True)
config = uvicorn.Config(app, log_level='critical', backlog=512, timeout_keep_alive=15)
uvicorn.Server(config).run(sockets=[sock])
""",
    "aiohttp": """
import sys, socket
from aiohttp import web
page = open(sys.argv[1], 'rb').read()
async def index(request): return web.Response(body=page, content_type='text/html')
app = web.Application(); app.router.add_get('/{t}/', index)
sock = socket.create_server(('127.0.0.1', 0), backlog=512); print(sock.getsockname()[1], flush=True)
web.run_app(app, sock=sock, print=None, access_log=None, backlog=512)
""",
}


async def ask(port: int, path: str) -> float | None:
    """One GET; the seconds to the whole answer, or None when none came within the bound."""
    start = time.perf_counter()
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), WITHIN * 5)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        await asyncio.wait_for(reader.read(), WITHIN * 5)
        writer.close()
    except (OSError, TimeoutError):
        return None
    return time.perf_counter() - start


async def slow_client(port: int, stop: asyncio.Event) -> None:
    """Holds a connection, sending its request head one byte a second."""
    try:
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        for byte in b"GET / HTTP/1.1\r\nHost: slow\r\n":
            writer.write(bytes([byte]))
            try:
                await asyncio.wait_for(stop.wait(), 1.0)
                break
            except TimeoutError:
                continue
        writer.close()
    except OSError:
        return


async def burst(port: int, path: str, slow: int) -> list[float | None]:
    stop = asyncio.Event()
    holders = [asyncio.create_task(slow_client(port, stop)) for _ in range(slow)]
    if slow:
        await asyncio.sleep(1.0)  # the slow ones are in
    times = await asyncio.gather(*(ask(port, path) for _ in range(CLIENTS)))
    stop.set()
    await asyncio.gather(*holders)
    return list(times)


def figures(name: str, times: list[float | None]) -> str:
    done = sorted(t for t in times if t is not None)
    within = sum(1 for t in done if t <= WITHIN)
    if not done:
        return f"{name:38s} none answered"
    p95 = done[min(len(done) - 1, int(0.95 * len(done)))]
    return (f"{name:38s} {within:3d}/{len(times)} within {WITHIN:.0f} s   median {1000 * statistics.median(done):6.0f} ms   "
            f"95% {1000 * p95:6.0f} ms   slowest {1000 * done[-1]:6.0f} ms")


def measure(name: str, proc: subprocess.Popen[str], port: int, path: str) -> None:
    try:
        time.sleep(0.5)
        print(figures(f"{name}: {CLIENTS} at once", asyncio.run(burst(port, path, 0))), flush=True)
        print(figures(f"{name}: {CLIENTS} beside {SLOW} slow", asyncio.run(burst(port, path, SLOW))), flush=True)
    finally:
        proc.terminate()
        proc.wait(30)


def main() -> None:
    home = Path(tempfile.mkdtemp())
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "SCHRIFTFUEHRER_DB": f"sqlite:///{home / 'g.sqlite'}"}
    command = [sys.executable, "-m", "ui.cli.main"]
    export = next((ROOT / "tests" / "compat").glob("*/3-got-pakt-ende-armeen-beisammen.json"))
    made = subprocess.run([*command, "game", "import", str(export), "--json"], env=env, cwd=ROOT, capture_output=True,
                          text=True, check=True)
    gid = json.loads(made.stdout)["game_id"]
    proc = subprocess.Popen([*command, "display", str(gid), "--serve", "127.0.0.1:0"], env=env, cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    url = proc.stdout.readline().strip()
    port, path = int(url.split(":")[2].split("/")[0]), "/" + url.split("/", 3)[3]
    page = home / "page.html"
    with __import__("urllib.request").request.urlopen(url) as answer:
        page.write_bytes(answer.read())
    print(f"the page: {page.stat().st_size} bytes; {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}")
    measure("schriftfuehrer display --serve", proc, port, path)
    for name, code in CANDIDATES.items():
        candidate = subprocess.Popen([sys.executable, "-c", code, str(page)], text=True, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=ROOT)
        assert candidate.stdout is not None
        line = candidate.stdout.readline().strip()
        if not line.isdigit():
            candidate.wait(30)
            print(f"{name:38s} not installed here ({(candidate.stderr.read() if candidate.stderr else '').strip()[-80:]})")
            continue
        measure(name, candidate, int(line), path)


if __name__ == "__main__":
    main()
