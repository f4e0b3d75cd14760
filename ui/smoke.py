"""Self-test of a running app (used on the built program by ``installer/smoke.py``).

Opens a game, looks up a rule in the rules panel and prints the game's score sheet,
all through the real main window; prints one line per step and returns 0 when all passed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from referee.got.fight import REINFORCE_SECTION
from ui.qt import QtWidgets

if TYPE_CHECKING:
    from ui.main_window import MainWindow


def run_smoke_test(window: MainWindow, game_id: int, out_dir: Path) -> int:
    """Drive ``window`` (a :class:`ui.main_window.MainWindow`); 0 when every step worked."""
    from ui.service.printing import print_pdf

    steps: list[tuple[str, bool, str]] = []
    window.open_game(game_id)
    steps.append(("open game", window.session is not None and window.game_id == game_id, f"game {game_id}"))
    found = window.rules.show_section("got", REINFORCE_SECTION)
    book = window.rules.book()
    hits = book.search("Nachrekrutierung", game="got", lang="de", limit=5) if book is not None else []
    steps.append(("rules lookup", bool(found) and any(h.section.startswith("17") for h in hits),
                  ", ".join(h.section for h in hits)))
    out_dir.mkdir(parents=True, exist_ok=True)
    pdf = print_pdf(kind="got-score", out=out_dir / "smoke-score.pdf", service=window.service, game_id=game_id)
    steps.append(("print sheet", pdf.exists() and pdf.read_bytes()[:5] == b"%PDF-", str(pdf)))
    for name, ok, detail in steps:
        print(f"smoke {name}: {'ok' if ok else 'FAILED'} ({detail})", flush=True)
    QtWidgets.QApplication.processEvents()
    return 0 if all(ok for _, ok, _ in steps) else 1
