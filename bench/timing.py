"""What every bench measures with: CPU time (the process's, which moves little when the machine is shared)
beside wall time. The goals are judged on CPU time: this 2-core machine is shared by many programs, so wall
time says more about them than about the code."""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@dataclasses.dataclass
class Timed:
    """Seconds of CPU (user + system of this process) and of the wall clock."""

    cpu: float = 0.0
    wall: float = 0.0

    def __str__(self) -> str:
        return f"CPU {self.cpu * 1e3:8.1f} ms  wall {self.wall * 1e3:8.1f} ms"

    def goal(self, limit: float) -> str:
        """The goal (seconds of CPU) and whether it is met."""
        return f"[goal ≤ {limit * 1e3:g} ms CPU: {'met' if self.cpu <= limit else 'MISSED'}]"


@contextmanager
def timed() -> Iterator[Timed]:
    """Time the block: ``with timed() as t: ...`` then ``t.cpu``, ``t.wall``."""
    t = Timed()
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        yield t
    finally:
        t.cpu, t.wall = time.process_time() - cpu, time.perf_counter() - wall


def best(fn: Callable[[], object], runs: int = 5, repeat: int = 1) -> Timed:
    """The best of ``runs`` runs of ``repeat`` calls, per call (CPU and wall each at its least)."""
    found = Timed(math.inf, math.inf)
    for _ in range(runs):
        with timed() as t:
            for _ in range(repeat):
                fn()
        found = Timed(min(found.cpu, t.cpu / repeat), min(found.wall, t.wall / repeat))
    return found
