"""Every window and dialog of every game fits the screen it opens on (issue 25): a 1024×600 netbook and a
1920×1080 screen at scale 2 (960×540 in the app's own units). Each runs in a fresh process whose offscreen
screen has that size (``tests/ui/fit_screens.py``); every visible button must lie inside the screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("fit_screens.py")


@pytest.mark.parametrize(("width", "height", "scale"), [(1024, 600, 1), (1920, 1080, 2)])
def test_every_dialog_of_every_game_lies_inside_the_screen(tmp_path: Path, width: int, height: int,
                                                             scale: int) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "table", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": str(scale),
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}
    done = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["screen"] == [width // scale, height // scale]
    assert len(report["opened"]) >= 30, report["opened"]  # every game's page and its dialogs were opened
    assert report["outside"] == [], report["outside"]
