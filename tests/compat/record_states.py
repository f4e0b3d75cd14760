"""Record what an earlier version showed after every entry of every game of its corpus store.

``python record_states.py ROOT STORE OUT`` runs with the version checked out at ``ROOT`` on the import path (as
``make_corpus.py`` runs it: :func:`make_corpus.isolate`), opens a copy ``STORE`` of its corpus store and writes to
``OUT`` each game's table after each entry — the ``state`` of that version's ``game show --json``, encoded by its
own ``emit_json`` — compactly: the first state whole, then per entry only what changed (``[path, value]``, a path a
list of keys and indices; ``null`` value with ``"gone": true`` for a key that went away).

``make_corpus.py --states COMMIT`` checks out COMMIT, runs this and adds ``expected/states.json`` (and its
SHA-256) to the corpus folder; ``test_corpus.py`` replays the deltas and compares today's table entry by entry.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import itertools
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def changes(before: Any, after: Any, path: list[Any]) -> list[list[Any]]:  # Any: JSON data
    """What turned ``before`` into ``after``, as ``[path, value]`` (``[path, None, "gone"]`` for a key gone)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = [c for k in before if k in after for c in changes(before[k], after[k], [*path, k])]
        out += [[[*path, k], None, "gone"] for k in before if k not in after]
        out += [[[*path, k], after[k]] for k in after if k not in before]
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [c for i, (a, b) in enumerate(zip(before, after, strict=True)) for c in changes(a, b, [*path, i])]
    return [] if before == after else [[path, after]]


def applied(state: Any, change: list[Any]) -> Any:  # Any: JSON data
    """``state`` with one recorded change made (a new state; the old one is left as it is)."""
    path, value = change[0], change[1]
    gone = len(change) > 2
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy: Any = dict(state) if isinstance(state, dict) else list(state)
    if not rest and gone:
        del copy[head]
    elif not rest:
        copy[head] = value
    else:
        copy[head] = applied(copy[head], [rest, value, *change[2:]])
    return copy


def replayed(recorded: dict[str, Any]) -> list[Any]:  # Any: JSON data
    """The states of one game from its recording: the first, then each after its changes."""
    states = [recorded["first"]] if recorded["first"] is not None else []
    for delta in recorded["deltas"]:
        state = states[-1]
        for change in delta:
            state = applied(state, change)
        states.append(state)
    return states


def _states(url: str) -> dict[str, list[Any]]:  # Any: JSON data
    """Each game's ``state`` after each entry (1 … n), as the version on the import path shows it."""
    from ui.cli.output import emit_json

    def as_json(data: Any) -> Any:  # Any: JSON data
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            emit_json(data)
        return json.loads(out.getvalue())

    found: dict[str, list[Any]] = {}
    try:
        from ui.service import GameService
    except ImportError:  # the first release: no service layer yet, the command line's own helpers
        from referee.registry import engine_for
        from ui.cli.common import open_journal, open_store, view_of

        args = argparse.Namespace(db=url)
        for info in open_store(args).list_games():
            engine_for(info.game)  # its event types, before its entries are read
            journal = open_journal(args, info.id)
            view = view_of(info.game)
            found[str(info.id)] = [as_json(view.summary(journal.state_after(n), "de")) if view else {}
                                   for n in range(1, len(journal.events) + 1)]
        return found
    service = GameService(url)
    for info in service.games():
        session = service.open(info.id)
        found[str(info.id)] = [as_json(session.summary_after(n, "de")) for n in range(1, len(session.journal) + 1)]
    return found


def main() -> int:
    root, store, out = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    sys.path.insert(0, str(HERE))
    import make_corpus

    make_corpus.isolate(root)
    states = _states(f"sqlite:///{store}")
    foreign = make_corpus.foreign_modules(root)
    if foreign:
        raise SystemExit("modules not from the old version:\n" + "\n".join(foreign))
    recorded = {gid: {"first": s[0] if s else None,
                      "deltas": [changes(a, b, []) for a, b in itertools.pairwise(s)]}
                for gid, s in states.items()}
    for gid, s in states.items():  # the recording reads back to what the version showed
        assert replayed(recorded[gid]) == s, gid
    out.write_text(json.dumps(recorded, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
