"""Screenshots of the players' display for the README (issues 26, 34), during a 6-against-7 battle of Gods of Titan
recorded round by round (``tests/ui/display_battle.py``):

    Xvfb :71 -screen 0 1920x1080x24 &
    DISPLAY=:71 QT_QPA_PLATFORM=xcb python docs/screenshots/take.py docs/screenshots window 1920x1080 display-tv.png
    python docs/screenshots/take.py docs/screenshots page 390x844 display-phone.png     # needs Chromium

``window``: the game is opened in a real main window, Ansicht → Spieleranzeige opens full screen on the X screen
(the size given should be the X screen's) and the screen is captured with ImageMagick's ``import``. ``page``: the
game is served as by ``schriftfuehrer display ID --serve`` and Chromium (headless) shoots the page at that size.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]  # the product, and the battle the tests build


def _wait(ms: int) -> None:
    from ui.qt import QtCore

    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(ms, loop.quit)
    loop.exec()


def window(out: Path, size: tuple[int, int]) -> None:
    from display_battle import build

    from ui.demo import screenshot

    def play(main: Any) -> None:
        main.open_game(build(main.service).id)

    def before(main: Any) -> None:
        display = main.display_hook.show_display()
        display.showFullScreen()
        display.setGeometry(0, 0, *size)  # Xvfb has no window manager to make it full screen
        _wait(3000)
        subprocess.run(["import", "-window", "root", str(out)], check=True)

    with tempfile.TemporaryDirectory() as tmp:
        screenshot(Path(tmp) / "main.png", play, before=before)


def page(out: Path, size: tuple[int, int]) -> None:
    from display_battle import build

    from ui.service import GameService
    from ui.service.serve import DisplayServer

    chromium = next(p for p in (shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")) if p)
    with tempfile.TemporaryDirectory() as tmp:
        db = f"sqlite:///{tmp}/games.sqlite"
        game_id = build(GameService(db)).id
        server = DisplayServer(db, game_id)
        server.start()
        try:
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            f"--window-size={size[0]},{size[1]}",
                            f"--screenshot={out.resolve()}", server.url], check=True, capture_output=True, timeout=120)
        finally:
            server.close()


def main(argv: list[str]) -> int:
    folder, kind, size, name = Path(argv[0]), argv[1], argv[2], argv[3]
    width, _, height = size.partition("x")
    folder.mkdir(parents=True, exist_ok=True)
    (window if kind == "window" else page)(folder / name, (int(width), int(height)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
