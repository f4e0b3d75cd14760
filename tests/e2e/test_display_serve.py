"""The players' display on the local network (issue 26), served by ``schriftfuehrer display ID --serve`` in its own
process: read by an HTTP client and by a real headless browser (Chromium from the distribution)."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.got.catalog import catalog
from tests.hang import HANG

from .conftest import User, ten_quiet_rounds

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(25)

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


@pytest.fixture(scope="module")
def served(user: User) -> Iterator[tuple[int, str]]:
    gid = ten_quiet_rounds(user)
    proc = subprocess.Popen([*user.command(), "display", str(gid), "--serve", "127.0.0.1:0"], env=user.env,
                            cwd=user.home, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    url = proc.stdout.readline().strip()
    assert url.startswith("http://127.0.0.1:") and url.endswith("/"), url
    yield gid, url
    proc.send_signal(signal.SIGINT)  # Ctrl+C ends it cleanly
    _, err = proc.communicate(timeout=HANG)
    assert proc.returncode == 0 and "Traceback" not in err


def wait_for(url: str, what: str, timeout: float = HANG) -> str:
    end = time.monotonic() + timeout
    while True:
        status, body = get(url)
        text = body.decode()
        if (status == 200 and what in text) or time.monotonic() > end:
            return text
        time.sleep(0.2)


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
                  url + "../", url + "other", root + token):
        assert get(wrong) == (403, b""), wrong
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert get(url, method=method, data=b"{}") == (403, b""), method
        assert get(url + "state.json", method=method, data=b"{}") == (403, b""), method
    status, body = get(url, method="HEAD")
    assert status == 200 and body == b""


def test_the_page_follows_an_entry_made_by_another_process(user: User, served: tuple[int, str]) -> None:
    gid, url = served
    user.run("game", "add", str(gid), json.dumps({"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B",
                                                                               "distance": 3}}))
    user.run("game", "add", str(gid), json.dumps({"type": "got.battle_opened",
                                                  "data": {"attacker": "Rot 2", "defender": "Blau 2"}}))
    page = wait_for(url, "Blau 2 (Ben)")
    assert "Rot 2 (Anna)" in page and figures_in(page) == set()  # not fought yet: still hidden (10.3)
    user.run("game", "add", str(gid), json.dumps({"type": "got.battle_round",
                                                  "data": {"round": 1, "beaten_defender": ["Gargoyle"]}}))
    page = wait_for(url, "Gargoyle")
    assert "Centaur" in page  # fought: both armies are shown
    state = json.loads(get(url + "state.json")[1])
    assert state["odds"] is not None and len(state["odds"]["bars"]) == 4


CHROMIUM = next((p for p in (shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")) if p), None)


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine (apt-get install chromium)")
def test_a_phone_sized_headless_browser_shows_the_page(served: tuple[int, str], tmp_path: object) -> None:
    _, url = served
    assert CHROMIUM is not None
    proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                           "--virtual-time-budget=3000", "--dump-dom", url],
                          capture_output=True, text=True, timeout=HANG, check=False)
    dom = proc.stdout
    assert 'id="top"' in dom and "Anna" in dom and "Ben" in dom and "Cleo" in dom, proc.stderr[-2000:]
    public = get(url + "state.json")[1].decode()
    assert "Spieleranzeige" in dom and figures_in(dom) <= figures_in(public)  # nothing beyond the public view


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine (apt-get install chromium)")
def test_the_page_in_a_headless_browser_reloads_itself_after_an_entry(tmp_path: Path) -> None:
    """The page's own script (polling state.json) brings an entry made while it is open: the entry is made as the
    browser first asks for state.json, and the DOM the browser ends with shows it."""
    from ui.service import GameService
    from ui.service.display import Display
    from ui.service.serve import DisplayServer

    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    export = next((Path(__file__).resolve().parents[1] / "compat").glob("*/3-got-pakt-ende-armeen-beisammen.json"))
    service = GameService(url)
    gid = service.import_game(data=export.read_text(encoding="utf-8")).id
    game = service.open(gid)
    entry = {"type": "got.land", "data": {"terrain": "Brush", "name": "Heide 42"}}
    assert game.check(entry).value, game.check(entry)
    entries = game.entries

    class Server(DisplayServer):
        asked = 0

        def display(self) -> Display:
            Server.asked += 1
            if Server.asked == 2:  # the page was served; its script asks for state.json: the scribe makes an entry
                service.open(gid).add(entry)
            return super().display()

    server = Server(url, gid)
    server.start()
    try:
        assert CHROMIUM is not None
        proc = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                               "--virtual-time-budget=8000", "--dump-dom", server.url],
                              capture_output=True, text=True, timeout=HANG, check=False)
    finally:
        server.close()
        service.close()
    # the page the browser shows at the end is the one after the entry (its version counts one entry more)
    assert f'data-version="{entries + 1}-' in proc.stdout, proc.stdout[:500] + proc.stderr[-2000:]
