"""The table the card games' benches play at (:mod:`arena_play`, :mod:`rampage_play`, :mod:`burgenkrieg_play`,
:mod:`weiss_play`): a journal, the dice, and a loop that asks the referee what may be entered now
(``engine.options``), lets the game's player pick one and enters it — judged as a scribe's entry is; one the
referee refuses is left out.

A journal is one game. Where the rules end the game before the wanted length (an Arena game is over after five
rounds), the table goes on with the only entries the rules allow after the end, notes on the game's entries
(table talk), so that a store's and a printout's cost at the length can still be measured; ``over_at`` says
after how many entries the game ended (None: it was still going).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Generic, TypeVar

from referee.core.engine import Engine
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.note import Note
from referee.core.option import Option

S = TypeVar("S")
#: a player: the table and the options allowed now -> the entry to make (None: nothing sensible)
Chooser = Callable[["Table[S]", list[Option]], Event | None]
#: entries refused in a row after which the player is stuck (a bug of the player, reported)
STUCK = 200


class Table(Generic[S]):
    """The game being played, its dice and what was entered."""

    def __init__(self, engine: Engine[S], setup: Event, seed: int, limit: int) -> None:
        self.limit = limit
        self.rng = random.Random(seed)
        self.journal: Journal[S] = Journal(engine)
        self.journal.append(setup)
        self.kinds: Counter[str] = Counter()
        self.over_at: int | None = None
        #: how many things the table has named so far (a new creature's id)
        self.made = 0

    @property
    def state(self) -> S:
        return self.journal.state

    def enter(self, entry: Event) -> bool:
        """Make ``entry`` if the referee accepts it (and the game is not yet long enough)."""
        if len(self.journal) >= self.limit:
            return False
        try:
            self.journal.append(entry)
        except RefereeError:
            return False
        self.kinds[entry.type_name.split(".", 1)[1]] += 1
        return True

    def play(self, choose: Chooser[S]) -> Table[S]:
        """Play until the game has ``limit`` entries or is over; then notes up to the limit."""
        engine = self.journal.engine
        refused = 0
        while len(self.journal) < self.limit and not engine.finished(self.state):
            entry = choose(self, [o for o in engine.options(self.state) if o.allowed])
            if entry is not None and self.enter(entry):
                refused = 0
                continue
            refused += 1
            if refused > STUCK:
                raise RuntimeError(f"the player is stuck after {len(self.journal)} entries: {entry}")
        if engine.finished(self.state):
            self.over_at = len(self.journal)
            while len(self.journal) < self.limit:
                on = self.rng.randrange(1, self.over_at + 1)
                self.enter(Note.of(on, f"Tischgespräch zu Eintrag {on}"))
        return self

    def spare(self, entry: Event | None, chance: float = 0.002) -> Event | None:
        """``entry``, but mostly None for one that would end the game: players who keep it going (a long game)."""
        engine = self.journal.engine
        if entry is None or self.rng.random() < chance:
            return entry
        try:
            ends = engine.finished(engine.apply(self.state, entry))
        except RefereeError:
            return entry  # refused: it ends nothing (the referee says so when it is entered)
        return None if ends else entry

    def pick(self, options: list[Option], weights: dict[str, float]) -> Option | None:
        """One of ``options``, each kind as likely as its weight (kinds not named are never picked)."""
        weighted = [(o, weights.get(o.kind, 0.0)) for o in options]
        weighted = [(o, w) for o, w in weighted if w > 0]
        if not weighted:
            return None
        return self.rng.choices([o for o, _ in weighted], [w for _, w in weighted])[0]

    def summary(self) -> str:
        """The game's length and mix of entries in words."""
        mix = ", ".join(f"{count} {kind}" for kind, count in self.kinds.most_common())
        over = f"; the game ended after {self.over_at:,} entries, notes after" if self.over_at else ""
        return f"{len(self.journal):,} entries ({mix}{over})"
