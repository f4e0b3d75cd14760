"""The start page's overviews brought up to date off the GUI thread, after an update of the program.

The start page shows at once the summaries an earlier version made (greyed: being brought up to date); this thread
replays those games one at a time, in the order given (the newest first), through its own
:class:`~ui.service.GameService` — a store connection belongs to the thread that opened it — and says each one done.
Each summary is kept in its own transaction (:meth:`GameService.overview`), so cancelled (the window closes) the
thread stops after the game in hand: nothing is lost and no summary is half written. A game opened meanwhile is
replayed by the window as ever.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from referee.core.errors import RefereeError
from ui.qt import QtCore, Signal
from ui.service import GameService
from ui.service.errors import log_error
from ui.service.overview import Overview


class OverviewWorker(QtCore.QThread):
    """Brings the overviews of ``game_ids`` in ``lang`` up to date; ``cancel()`` stops after the game in hand."""

    #: a game done: its id, the language and its :class:`~ui.service.overview.Overview` (None: not to be had now —
    #: the game was deleted meanwhile or the store cannot be read; the list shows it as it was)
    done = Signal(int, str, object)

    def __init__(self, url: str, game_ids: Sequence[int], lang: str, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.url, self.game_ids, self.lang = url, tuple(game_ids), lang
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def run(self) -> None:
        try:
            service = GameService(self.url)
        except RefereeError:
            for game_id in self.game_ids:
                self.done.emit(game_id, self.lang, None)
            return
        try:
            for game_id in self.game_ids:
                if self._stop.is_set():
                    return
                self.done.emit(game_id, self.lang, self._overview(service, game_id))
        finally:
            service.close()

    def _overview(self, service: GameService, game_id: int) -> Overview | None:
        try:
            return service.overview(game_id, lang=self.lang)
        except RefereeError:
            return None
        except Exception as exc:  # a program error in one game's replay: logged, the other games go on
            log_error(exc)
            return None
