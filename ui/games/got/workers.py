"""Battle sampling off the UI thread: a QThread that samples in chunks, reports progress and can be cancelled.

The odds themselves come from :func:`referee.got.odds.battle.battle_odds`; the worker
only splits the samples into chunks (seeded ``seed``, ``seed + 1`` …) and
pools the chunk results weighted by their sizes.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict

from referee.core.errors import RefereeError
from referee.got.odds.setup import Stand
from referee.got.side import Side
from ui import i18n
from ui.qt import QtCore, Signal

if TYPE_CHECKING:  # the battle's odds need numpy: imported when a battle is first sampled
    from referee.got.odds.battle import BattleOdds

OUTCOMES = ("attacker_wins", "defender_wins", "mutual", "timeout")
MEANS = ("expected_points_attacker", "expected_points_defender", "expected_survivors_attacker",
         "expected_survivors_defender")


def pool(parts: Sequence[BattleOdds], seed: int | None) -> BattleOdds:
    """Pool chunk results: every probability and mean weighted by its chunk's samples."""
    from referee.got.odds.battle import BattleOdds, wilson

    n = sum(p.samples for p in parts)
    values = {k: sum(getattr(p, k) * p.samples for p in parts) / n for k in (*OUTCOMES, *MEANS)}
    ci: dict[str, tuple[float, float]] = {k: wilson(values[k], n) for k in OUTCOMES}
    return BattleOdds(**values, samples=n, ci95=ci, seed=seed)


class BattleOptions(TypedDict, total=False):
    """The keyword options of :func:`referee.got.odds.battle.battle_odds` a worker passes through."""

    start_round: int
    next_phase: Side
    reinforcement: Stand | None
    angel: Stand | None
    settings: Mapping[str, str] | None


class BattleWorker(QtCore.QThread):
    """Samples ``samples`` battles in ``chunks`` steps; ``cancel()`` stops after the running chunk."""

    progress = Signal(int)  # percent
    done = Signal(object)  # BattleOdds
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, attackers: Sequence[Stand], defenders: Sequence[Stand], *, samples: int, seed: int | None = None,
                 chunks: int = 20, options: BattleOptions | None = None, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.attackers, self.defenders = list(attackers), list(defenders)
        self.samples, self.seed, self.options = samples, seed, options or {}
        self.chunks = max(1, min(chunks, samples))
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    @property
    def is_cancelled(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        from referee.got.odds.battle import battle_odds

        parts: list[BattleOdds] = []
        size, rest = divmod(self.samples, self.chunks)
        try:
            for i in range(self.chunks):
                if self._stop.is_set():
                    self.cancelled.emit()
                    return
                seed = None if self.seed is None else self.seed + i
                n = size + (1 if i < rest else 0)
                parts.append(battle_odds(self.attackers, self.defenders, samples=n, seed=seed, **self.options))
                self.progress.emit(int(100 * (i + 1) / self.chunks))
        except RefereeError as exc:
            self.failed.emit(exc.message(i18n.current()) + (f" (§ {', '.join(exc.sections)})" if exc.sections else ""))
            return
        self.done.emit(pool(parts, self.seed))
