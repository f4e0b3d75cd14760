"""Benchmark of the rules search: recall@1/@3 on the table questions, p95 query time on the shipped
content, and FTS5 vs LIKE at 100×.

    .venv/bin/python bench/bench_rules.py            # goals: p95 ≤ 3 ms; ≥ 10× faster than LIKE at 100×
    .venv/bin/python bench/bench_rules.py --copies 20 --rounds 3

Recall@k: the share of the questions of ``tests/rules/questions`` with one of their expected
sections among the first k hits (goals: recall@3 ≥ 0.9 over all, recall@1 ≥ 0.9 over the questions
marked ``first = true``; the same goals as tests/rules/test_search.py).

The queries are the table questions of ``tests/rules/questions`` (German and English) plus
single words, compound parts and section numbers. The large corpus repeats every section
``--copies`` times (as games ``got#1`` …), kept in the FTS index by the triggers; the LIKE scan
is what a plain SQLite lookup does (MTG Familiar style): ``column LIKE '%word%'`` for the same
words (own words plus glossary words) over the same folded columns, rows ranked by the number of
words found — the same job (a ranked top 10) without the index.
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulesdb.rules import RulesBook  # noqa: E402
from rulesdb.rules.book import READ_PRAGMAS  # noqa: E402
from rulesdb.rules.build import FTS_COLUMNS  # noqa: E402
from rulesdb.rules.search import expand  # noqa: E402

EXTRA = ["rekrut", "Schlagphase", "reinforcement", "Fernschuss", "17.1", "17", "anhang.narr", "Climax",
         "Titan", "Lebenssteine", "Übertrag", "Mindestwurf Tabelle", "DP"]


def questions() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for path in sorted((ROOT / "tests" / "rules" / "questions").glob("*.toml")):
        with path.open("rb") as fh:
            out += tomllib.load(fh)["q"]
    return out


def queries() -> list[tuple[str, str | None, str]]:
    return [(q["text"], q["game"], q["lang"]) for q in questions()] + [(q, None, "de") for q in EXTRA]


def recall(book: RulesBook, qs: list[dict[str, Any]], k: int) -> float:
    """The share of ``qs`` with an expected section among the first ``k`` hits."""
    found = 0
    for q in qs:
        top = [h.section for h in book.search(q["text"], game=q["game"], lang=q["lang"], limit=k)]
        found += bool(set(top) & set(q["expect"]))
    return found / len(qs) if qs else 0.0


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def time_search(book: RulesBook, qs: list[tuple[str, str | None, str]], rounds: int) -> list[list[float]]:
    """Milliseconds per query (outer list) and round (inner list)."""
    times: list[list[float]] = [[] for _ in qs]
    for _ in range(rounds):
        for n, (text, game, lang) in enumerate(qs):
            t = time.perf_counter()
            book.search(text, game=game, lang=lang, limit=10)
            times[n].append((time.perf_counter() - t) * 1000)
    return times


def enlarge(src: Path, target: Path, copies: int) -> None:
    shutil.copy(src, target)
    con = sqlite3.connect(target)
    cols = [r[1] for r in con.execute("PRAGMA table_info(rules_section)") if r[1] not in ("id", "game")]
    names = ", ".join(cols)
    with con:
        for k in range(1, copies):
            con.execute(f"INSERT INTO rules_section (game, {names}) SELECT game || '#{k}', {names} "
                        "FROM rules_section WHERE instr(game, '#') = 0")
        con.execute("INSERT INTO rules_fts(rules_fts) VALUES ('optimize')")
    con.close()


def like_scan(con: sqlite3.Connection, words: list[str], limit: int = 10) -> list[int]:
    """The plain way: every word ``LIKE '%word%'`` on every folded column of every row, rows
    ranked by how many words they contain (same words, same top-k as the FTS search)."""
    per_word = "(" + " OR ".join(f"{c} LIKE ?" for c in FTS_COLUMNS) + ")"
    sql = (f"SELECT id, {' + '.join(per_word for _ in words)} AS n FROM rules_section "
           "WHERE n > 0 ORDER BY n DESC LIMIT ?")
    args: list[object] = [f"%{w}%" for w in words for _ in FTS_COLUMNS]
    return [int(r[0]) for r in con.execute(sql, [*args, limit])]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--copies", type=int, default=100)
    args = ap.parse_args()
    qs = queries()
    with tempfile.TemporaryDirectory() as tmp:
        small = Path(tmp) / "rules.sqlite"
        t = time.perf_counter()
        book = RulesBook.open(small)
        print(f"build: {(time.perf_counter() - t) * 1000:.0f} ms, {len(qs)} queries")
        book.search("warm up")
        every_q = questions()
        first = [q for q in every_q if q.get("first")]
        r1, r3, f1 = recall(book, every_q, 1), recall(book, every_q, 3), recall(book, first, 1)
        print(f"all {len(every_q)} questions: recall@1 {r1:.3f}, recall@3 {r3:.3f} (goal ≥ 0.9: "
              f"{'met' if r3 >= 0.9 else 'NOT met'}); the {len(first)} marked first: recall@1 {f1:.3f} "
              f"(goal ≥ 0.9: {'met' if f1 >= 0.9 else 'NOT met'})")
        times = time_search(book, qs, args.rounds)
        every = [t for per in times for t in per]
        best = [min(per) for per in times]  # best of the rounds: without other processes' noise
        ok = p95(best) <= 3.0
        print(f"shipped content, all runs: median {statistics.median(every):.2f} ms, p95 {p95(every):.2f} ms")
        print(f"shipped content, best of {args.rounds} per query: median {statistics.median(best):.2f} ms, "
              f"p95 {p95(best):.2f} ms (goal ≤ 3 ms: {'met' if ok else 'NOT met'})")
        book.close()

        big = Path(tmp) / "big.sqlite"
        enlarge(small, big, args.copies)
        book = RulesBook(big)
        con = sqlite3.connect(big)
        for pragma in READ_PRAGMAS:  # the same cache for both sides
            con.execute(pragma)
        rows = con.execute("SELECT count(*) FROM rules_section").fetchone()[0]
        print(f"\n{args.copies}× corpus: {rows} sections")
        print(f"{'query (best of rounds)':44} {'FTS5 ms':>9} {'LIKE ms':>9} {'speed-up':>9}")
        fts_all: list[float] = []
        like_all: list[float] = []
        for text, _, lang in qs[:: max(1, len(qs) // 25)]:
            f_times, l_times = [], []
            for _ in range(args.rounds):
                t = time.perf_counter()
                book.search(text, lang=lang, limit=10)
                f_times.append((time.perf_counter() - t) * 1000)
                words = expand(book._terms, text, None)[2] or [text.lower()]
                t = time.perf_counter()
                like_scan(con, words)
                l_times.append((time.perf_counter() - t) * 1000)
            f, v = min(f_times), min(l_times)
            fts_all.append(f)
            like_all.append(v)
            print(f"{text[:44]:44} {f:9.2f} {v:9.2f} {v / f:8.1f}×")
        speed = statistics.median(like_all) / statistics.median(fts_all)
        print(f"{'median':44} {statistics.median(fts_all):9.2f} {statistics.median(like_all):9.2f} {speed:8.1f}× "
              f"(goal ≥ 10×: {'met' if speed >= 10 else 'NOT met'})")
        con.close()
        book.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
