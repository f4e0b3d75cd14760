"""Every window and dialog of every game fits the screen it opens on (issue 25): a 1024×600 netbook and a
1920×1080 screen at scale 2 (960×540 in the app's own units). Each runs in a fresh process whose offscreen
screen has that size (``tests/ui/fit_screens.py``); every visible button must lie inside the screen, and every
dialog must show its whole form unless it is at the screen's limit (then its fields scroll): no field hidden
in a collapsed scroll area, none lying over the others (issue 27).

The two processes are started together (each plays every game's demo, the suite's longest app run) and each
test waits for its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(150)

SCRIPT = Path(__file__).with_name("fit_screens.py")
SCREENS = [(1024, 600, 1), (1920, 1080, 2)]
#: a netbook at scale 2 (512×300 in the app's units): the main window only — the docks give way to the page
SMALL = (1024, 600, 2)


def start(folder: Path, width: int, height: int, scale: int, *args: str) -> subprocess.Popen[str]:
    """``fit_screens.py`` in a fresh process whose offscreen screen is ``width``×``height`` at ``scale``."""
    folder.mkdir()
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "table", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    home = folder / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": str(scale),
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    return subprocess.Popen([sys.executable, str(SCRIPT), *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[int, int, int], subprocess.Popen[str]]]:
    """One process per screen, all started at once."""
    tmp = tmp_path_factory.mktemp("fit")
    procs = {(w, h, s): start(tmp / f"{w}x{h}@{s}", w, h, s) for w, h, s in SCREENS}
    procs[SMALL] = start(tmp / "small", *SMALL, "window")
    yield procs
    for proc in procs.values():
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


@pytest.mark.parametrize(("width", "height", "scale"), SCREENS)
def test_every_dialog_of_every_game_lies_inside_the_screen(runs: dict[tuple[int, int, int], subprocess.Popen[str]],
                                                             width: int, height: int, scale: int) -> None:
    out, err = runs[(width, height, scale)].communicate(timeout=1500)
    assert runs[(width, height, scale)].returncode == 0, err[-3000:]
    report = json.loads(out.strip().splitlines()[-1])
    assert report["screen"] == [width // scale, height // scale]
    assert len(report["opened"]) >= 30, report["opened"]  # every game's page and its dialogs were opened
    assert report["outside"] == [], report["outside"]


def test_on_a_netbook_at_scale_2_the_docks_give_way_to_the_table(
        runs: dict[tuple[int, int, int], subprocess.Popen[str]]) -> None:
    """At 512×300 the history, rules and odds are tabs of one dock column beside the page: none lies over another
    or over their tabs, and the page with the entry line keeps its width (the lead's trial: 160 pixels)."""
    out, err = runs[SMALL].communicate(timeout=1500)
    assert runs[SMALL].returncode == 0, err[-3000:]
    report = json.loads(out.strip().splitlines()[-1])
    assert report["screen"] == [512, 300]
    assert "window, rules raised" in report["opened"]
    assert report["outside"] == [], report["outside"]
