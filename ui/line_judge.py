"""The quick line's verdict off the UI thread: typing never waits for the referee (issue 35).

:class:`LineJudge` reads what is typed (the page's reading and its completions) on one worker thread; only the
newest question is answered: while one is being judged, the questions typed meanwhile wait, and only the last
of them is asked next; an answer to a question no longer asked is dropped. :meth:`LineJudge.now` answers at
once on the UI thread (Enter, and the tests: what Enter enters is judged as it stands).
"""

from __future__ import annotations

import contextlib
import dataclasses
from concurrent.futures import ThreadPoolExecutor

from referee.core.errors import RefereeError
from ui.games.base import GamePage, LineReading
from ui.qt import QtCore, Signal
from ui.service import OpenGame
from ui.service.errors import log_error

#: one thread for every line: the newest question only, so one is enough
_JUDGE = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quick-line")


@dataclasses.dataclass(frozen=True)
class Answer:
    """The verdict on ``text`` and the lines that continue it; ``asked`` tells a stale answer from the newest."""

    asked: int
    text: str
    reading: LineReading | None
    words: tuple[str, ...]


def answer(page: GamePage, session: OpenGame[object], text: str, lang: str, asked: int = 0) -> Answer:
    """What ``text`` means in ``session`` and how it may go on (an unexpected error: logged, no answer)."""
    try:
        reading = page.read_line(session, text, lang=lang) if text.strip() else None
        words = tuple(page.complete_line(session, text))
    except RefereeError as exc:
        reading, words = LineReading(exc.message(lang), False, sections=exc.sections), ()
    except Exception as exc:  # a worker must not die: the error is logged, the line stays usable
        log_error(exc)
        reading, words = None, ()
    return Answer(asked, text, reading, words)


class LineJudge(QtCore.QObject):
    """Asks the page about the line on the worker thread; :attr:`answered` brings the newest answer only."""

    answered = Signal(object)  # an Answer
    _done = Signal(object)  # from the worker thread: queued to the UI thread

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.asked = 0
        self._busy = False
        self._next: tuple[GamePage, OpenGame[object], str, str] | None = None
        self._done.connect(self._finished, QtCore.Qt.ConnectionType.QueuedConnection)

    def idle(self) -> bool:
        """Nothing being judged and nothing waiting: the newest answer is shown."""
        return not self._busy and self._next is None

    def ask(self, page: GamePage, session: OpenGame[object], text: str, lang: str) -> None:
        """Judge ``text`` when the worker is free (an older question not yet started is forgotten)."""
        self.asked += 1
        self._next = (page, session, text, lang)
        if not self._busy:
            self._start()

    def now(self, page: GamePage, session: OpenGame[object], text: str, lang: str) -> Answer:
        """The answer at once, on this thread; every answer still coming is stale."""
        self.asked += 1
        self._next = None
        return answer(page, session, text, lang, self.asked)

    def drop(self) -> None:
        """Forget every question (the game changed or closed)."""
        self.asked += 1
        self._next = None

    def _start(self) -> None:
        if self._next is None:
            return
        page, session, text, lang = self._next
        self._next, self._busy = None, True
        asked = self.asked
        _JUDGE.submit(self._work, page, session, text, lang, asked)

    def _work(self, page: GamePage, session: OpenGame[object], text: str, lang: str, asked: int) -> None:
        result = answer(page, session, text, lang, asked)
        with contextlib.suppress(RuntimeError):  # the line was closed meanwhile
            self._done.emit(result)

    def _finished(self, result: Answer) -> None:
        self._busy = False
        if result.asked == self.asked:
            self.answered.emit(result)
        self._start()
