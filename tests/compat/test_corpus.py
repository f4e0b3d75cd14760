"""Games written by earlier versions (tests/compat/<commit>/, see README.md) open with today's program.

Everything runs in fresh processes on copies of the corpus files: one small script that uses today's application
layer and command line for every game of every store (list, show, print, import), a few real ``schriftfuehrer``
calls, and the desktop app opening a corpus store from its start page.  An entry that
today's rules judge differently is allowed (it is listed in ``judged_differently``); an error is not.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.hang import HANG

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(60)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
VERSIONS = sorted(p.name for p in HERE.iterdir() if (p / "manifest.json").is_file())
#: oldest first: by the date in the manifest, then by the commit's place in the history (git is not needed)
VERSIONS_BY_AGE = sorted(VERSIONS, key=lambda v: (json.loads((HERE / v / "manifest.json").read_text(
    encoding="utf-8"))["date"], json.loads((HERE / v / "manifest.json").read_text(encoding="utf-8"))["order"]))
#: what a version's store says where it is not schema 2 with the Gods of Titan set-up entry of version 2 (the first
#: release, which knew no archive, is schema 1 with set-up 1): 3e75909 stores at schema 3 (before the snapshot table)
#: and writes the set-up entry of version 4
WRITES: dict[str, tuple[str, set[int]]] = {"3e75909": ("3", {4})}
JUDGED_KEYS = {"seq", "sections", "message_de", "message_en", "applied", "rules", "internal"}

#: runs in a fresh process of today's program: every game of every store through the application layer
#: and the command line (``ui.cli.main.main`` in this process, so that the corpus needs few processes); its
#: argument is a JSON file of jobs, one per store: the store, the store to import into, the folder for the
#: sheets, the file for the answers, the exports
SCRIPT = r"""
import contextlib, io, json, sys
from pathlib import Path

from printouts.kinds import KINDS
from ui.cli.main import main
from ui.service import GameService


def cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main([str(a) for a in argv])
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else 1
    return {"rc": rc, "out": out.getvalue(), "err": err.getvalue()}


def parsed(result):
    try:
        return json.loads(result["out"]) if result["rc"] == 0 else None
    except ValueError:
        return None


def store(url, imports_url, pdfs, result_file, exports):
    pdfs, result_file = Path(pdfs), Path(result_file)
    service = GameService(url)
    listed = [{"id": g.id, "game": g.game, "title": g.title, "entries": g.events} for g in service.games()]
    service.close()
    shows, prints, imported = {}, {}, {}
    for g in listed:
        r = cli("--db", url, "game", "show", g["id"], "--json")
        shows[g["id"]] = {"rc": r["rc"], "err": r["err"][-2000:], "json": parsed(r)}
        kinds = [k for k, info in KINDS.items() if info.game == g["game"]][:1]
        kinds += [k for k in ("got-battles",) if g["game"] == "got"]
        for kind in kinds:
            pdf = pdfs / f"{g['id']}-{kind}.pdf"
            r = cli("--db", url, "print", kind, "--game-id", g["id"], "-o", pdf)
            prints[f"{g['id']}:{kind}"] = {"rc": r["rc"], "err": r["err"][-2000:], "pdf": str(pdf)}
    for path in exports:
        r = cli("--db", imports_url, "game", "import", path, "--json")
        data = parsed(r)
        new_id = data.get("game_id") if data else None
        show = cli("--db", imports_url, "game", "show", new_id, "--json") if new_id else None
        imported[Path(path).name] = {"rc": r["rc"], "err": r["err"][-2000:], "game_id": new_id,
                                     "show_rc": show and show["rc"], "show_err": show and show["err"][-2000:],
                                     "show": show and parsed(show)}
    listing = cli("--db", url, "game", "list", "--json")
    result_file.write_text(json.dumps({"listed": listed, "shows": shows, "prints": prints, "imported": imported,
                                       "listing": listing}))


for job in json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")):
    store(**job)
"""


def digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def environment(home: Path) -> dict[str, str]:
    """Today's program with a user's folders in ``home`` (data, logs, settings), offscreen."""
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_STATE_HOME": str(home / "state"), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_CACHE_HOME": str(home / "cache"), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("SCHRIFTFUEHRER_DB", None)
    return env


def schriftfuehrer(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """The installed command in a new process (else the module)."""
    script = Path(sys.executable).with_name("schriftfuehrer")
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "ui.cli.main"]
    return subprocess.run([*cmd, *args], capture_output=True, text=True, env=env, cwd=env["HOME"], timeout=300,
                          check=False)


def manifest(version: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HERE / version / "manifest.json").read_text(encoding="utf-8"))
    return data


class Run:
    """One corpus store opened by today's program (a copy), and what it answered (:func:`run_all`)."""

    def __init__(self, version: str, tmp: Path) -> None:
        self.version = version
        self.folder = HERE / version
        self.manifest = manifest(version)
        self.before = digest(self.folder)
        self.store = tmp / "games.sqlite"
        shutil.copyfile(self.folder / "games.sqlite", self.store)
        self.url = f"sqlite:///{self.store}"
        self.imports_url = f"sqlite:///{tmp / 'imported.sqlite'}"
        pdfs = tmp / "pdf"
        pdfs.mkdir()
        exports = [tmp / "exports" / g["export"] for g in self.games]
        exports[0].parent.mkdir()
        for g, path in zip(self.games, exports, strict=True):
            shutil.copyfile(self.folder / g["export"], path)
        self.job = {"url": self.url, "imports_url": self.imports_url, "pdfs": str(pdfs),
                    "result_file": str(tmp / "result.json"), "exports": [str(p) for p in exports]}
        self.result: dict[str, Any] = {}
        self.after: dict[str, str] = {}

    def answered(self) -> None:
        """Take what the script answered for this store (and the corpus files as they are now)."""
        self.result = json.loads(Path(self.job["result_file"]).read_text(encoding="utf-8"))
        self.after = digest(self.folder)

    @property
    def games(self) -> list[dict[str, Any]]:
        return list(self.manifest["games"])

    def show(self, game_id: int) -> dict[str, Any]:
        return dict(self.result["shows"][str(game_id)])

    def expected(self, game_id: int) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.folder / "expected" / f"{game_id}.json").read_text(encoding="utf-8"))
        return data


@pytest.fixture(scope="module")
def run_all(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    """Every corpus store, copied, opened by :data:`SCRIPT` in one fresh process of today's program."""
    runs = {v: Run(v, tmp_path_factory.mktemp(f"compat-{v}")) for v in VERSIONS}
    home = tmp_path_factory.mktemp("compat-home")
    jobs = home / "jobs.json"
    jobs.write_text(json.dumps([r.job for r in runs.values()]), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(jobs)], capture_output=True, text=True,
                          env=environment(home), cwd=home, timeout=HANG, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    for r in runs.values():
        r.answered()
    return runs


@pytest.fixture(params=VERSIONS)
def run(request: pytest.FixtureRequest, run_all: dict[str, Run]) -> Run:
    return run_all[request.param]


def test_there_is_a_corpus() -> None:
    assert len(VERSIONS) >= 2, VERSIONS
    for version in VERSIONS:
        m = manifest(version)
        assert m["short"] == version and m["commit"].startswith(version)
        assert {g["game"] for g in m["games"]} == {"got", "arena", "rampage", "burgenkrieg", "weiss"}, version


@pytest.mark.parametrize("version", VERSIONS)
def test_the_corpus_files_are_as_the_old_version_wrote_them(version: str) -> None:
    """The manifest's SHA-256 of every file: nothing here was rewritten after it was made."""
    m = manifest(version)
    files = {k: v for k, v in digest(HERE / version).items() if k != "manifest.json"}
    assert files == m["sha256"]
    with (HERE / version / "games.sqlite").open("rb") as fh:
        assert fh.read(16) == b"SQLite format 3\x00"
    assert not (HERE / version / "games.sqlite-wal").exists()


@pytest.mark.parametrize("version", VERSIONS)
def test_the_stores_are_the_old_versions(version: str, tmp_path: Path) -> None:
    """What only that version writes: the store schema (1 in the first release, which knew no archive) and
    the version of the Gods of Titan set-up entry (1 before lands were things)."""
    copy = tmp_path / "games.sqlite"
    shutil.copyfile(HERE / version / "games.sqlite", copy)
    con = sqlite3.connect(copy)
    try:
        schema = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0]
        columns = {row[1] for row in con.execute("PRAGMA table_info(game)")}
        setups = {row[0] for row in con.execute("SELECT version FROM event WHERE type = 'got.setup'")}
        counts = dict(con.execute("SELECT game_id, count(*) FROM event WHERE NOT undone GROUP BY game_id"))
    finally:
        con.close()
    first = version == VERSIONS_BY_AGE[0]
    want_schema, want_setups = ("1", {1}) if first else WRITES.get(version, ("2", {2}))
    assert schema == want_schema and ("archived" in columns) == (not first)
    assert setups == want_setups
    assert counts == {g["id"]: g["entries"] for g in manifest(version)["games"]}


def test_the_corpus_files_are_untouched_by_the_run(run: Run) -> None:
    assert run.after == run.before


def test_every_game_is_listed_with_its_entries(run: Run) -> None:
    listing = run.result["listing"]
    assert listing["rc"] == 0, listing["err"]
    listed = {g["game_id"]: g for g in json.loads(listing["out"])["games"]}
    for g in run.games:
        assert g["id"] in listed, f"{run.version}: game {g['id']} ({g['title']}) is not listed"
        assert listed[g["id"]]["game"] == g["game"]
        assert listed[g["id"]]["entries"] == g["entries"], f"{run.version}: game {g['id']}"
    service = {g["id"]: g["entries"] for g in run.result["listed"]}
    assert service == {g["id"]: g["entries"] for g in run.games}


def entry_count(shown: dict[str, Any]) -> int:
    entries = shown["entries"]
    return len(entries) if isinstance(entries, list) else int(entries)


def test_every_game_shows_with_the_entries_judged_differently(run: Run) -> None:
    failed = []
    for g in run.games:
        r = run.show(g["id"])
        if r["rc"] != 0 or r["json"] is None:
            failed.append(f"game {g['id']} ({g['game']}, {g['title']}): exit {r['rc']}: {r['err'].strip()}")
            continue
        shown = r["json"]
        assert entry_count(shown) == g["entries"], f"{run.version} game {g['id']}"
        judged = shown.get("judged_differently")
        assert isinstance(judged, list), f"{run.version} game {g['id']}: no list judged_differently"
        for item in judged:
            assert set(item) >= JUDGED_KEYS, item
            assert isinstance(item["sections"], list) and item["message_de"] and item["message_en"]
        seqs = {item["seq"] for item in judged}
        known = {d["seq"] for d in g["known_differences"]}
        assert known <= seqs, (f"{run.version} game {g['id']}: entries written as judged differently today but "
                               f"not listed: {sorted(known - seqs)}")
        if g.get("today"):
            assert g["today"]["seq"] in seqs, (
                f"{run.version} game {g['id']}: entry {g['today']['seq']} ({g['today']['message_en']}) is refused "
                f"by today's rules entry by entry but not listed as judged differently: {sorted(seqs)}")
    assert not failed, f"{run.version}: games that do not open today:\n" + "\n".join(failed)


def test_no_entry_hits_an_internal_error(run: Run) -> None:
    """Every entry of every game, stored and imported, replays without an internal error (an exception that is no
    refusal: a bug, never an old ruling), and every entry judged differently names the rules it breaks today."""
    shows = [(f"game {g['id']}", run.show(g["id"])["json"]) for g in run.games]
    shows += [(f"import {name}", r["show"]) for name, r in run.result["imported"].items()]
    found = [f"{run.version} {where} entry {j['seq']}: {j['message_en']}" for where, shown in shows if shown
             for j in shown["judged_differently"] if j["internal"]]
    assert not found, "internal errors:\n" + "\n".join(found)
    nameless = [f"{run.version} {where} entry {j['seq']}" for where, shown in shows if shown
                for j in shown["judged_differently"] if j["applied"] and not j["rules"]]
    assert not nameless, f"judged differently without a rule id: {nameless}"


def scores(game: str, state: dict[str, Any]) -> dict[str, Any]:
    """The points and score fields of a game's state, comparable across versions."""
    if game == "got":
        return {p["name"]: (Fraction(str(p["points"])), p["gems"]) for p in state["players"]}
    if game == "arena":
        return {"scores": state["scores"], "winners": sorted(state["winners"])}
    if game == "rampage":
        return {p["name"]: (p["hand"], p["gate"], p["castle"]) for p in state["players"]} | {
            "winner": state["winner"]}
    if game == "burgenkrieg":
        return {z["zone"]: z["points"] for z in state["zones"]} | {"winner": state["winner"]}
    if game == "weiss":
        return {p["name"]: (len(p["level"]), len(p["clock"])) for p in state["players"]} | {
            "winner": state["winner"]}
    raise AssertionError(game)


def test_games_that_agree_today_keep_their_scores(run: Run) -> None:
    compared = 0
    for g in run.games:
        shown = run.show(g["id"])["json"]
        if shown is None or shown.get("judged_differently") or g.get("today"):
            continue
        then = run.expected(g["id"])["game_show"]["state"]
        assert scores(g["game"], shown["state"]) == scores(g["game"], then), f"{run.version} game {g['id']}"
        compared += 1
    if run.version == VERSIONS_BY_AGE[-1] or not any(g.get("today") for g in run.games):
        assert compared, f"{run.version}: no game compared"


def differences(then: object, now: object, path: str = "") -> list[str]:
    """Where ``now`` differs from ``then``: a field only today's program has is no difference (it came later)."""
    if isinstance(then, dict) and isinstance(now, dict):
        return [d for k in then for d in (differences(then[k], now[k], f"{path}/{k}") if k in now
                                           else [f"{path}/{k}: gone"])]
    if isinstance(then, list) and isinstance(now, list) and len(then) == len(now):
        return [d for i, (a, b) in enumerate(zip(then, now, strict=True)) for d in differences(a, b, f"{path}[{i}]")]
    return [] if then == now else [f"{path}: then {json.dumps(then)[:120]}, now {json.dumps(now)[:120]}"]


def test_games_that_agree_today_show_the_table_their_version_showed(run: Run) -> None:
    """Every game without an entry judged differently shows the state its own version showed, field by field
    (an interpretation added later never changes an old game: issue 33)."""
    bad = []
    for g in run.games:
        shown = run.show(g["id"])["json"]
        if shown is None or shown.get("judged_differently"):
            continue
        found = differences(run.expected(g["id"])["game_show"]["state"], shown["state"])
        bad += [f"game {g['id']} ({g['game']}) {d}" for d in found]
    assert not bad, f"{run.version}:\n" + "\n".join(bad)


#: differences of the view alone, no reading: the path's end, the role of the player it is about, and why
VIEW_CORRECTIONS = (("titan_power", "darklord", "the first release showed a Titan's power for the Darklord, "
                     "who has no Titan (5.1)"),)


def corrected(game: str, path: str, state: dict[str, Any]) -> bool:
    """Is the difference at ``path`` one of :data:`VIEW_CORRECTIONS` (a corrected view, nothing the table did)?"""
    found = re.fullmatch(r"/players\[(\d+)\]/(\w+): .*", path, flags=re.DOTALL)
    if game != "got" or found is None:
        return False
    role = state["players"][int(found.group(1))].get("role")
    return any(found.group(2) == end and role == who for end, who, _ in VIEW_CORRECTIONS)


def test_every_game_shows_after_each_entry_what_its_version_showed(run: Run) -> None:
    """Entry by entry (``expected/states.json``, recorded by running each version: ``make_corpus.py --states``):
    the table after each entry is what that version showed, field by field, up to the first entry judged
    differently (an interpretation added later never changes an old game: issue 33)."""
    from tests.compat.record_states import replayed
    from ui.cli.output import emit_json
    from ui.service import GameService

    def as_json(data: object) -> Any:  # Any: JSON data, encoded as the command line encodes it
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            emit_json(data)
        return json.loads(out.getvalue())

    recorded = json.loads((run.folder / "expected" / "states.json").read_text(encoding="utf-8"))
    service = GameService(run.url)
    bad, compared = [], 0
    try:
        for g in run.games:
            session = service.open(g["id"])
            then = replayed(recorded[str(g["id"])])
            first = min((j.seq for j in session.judged_differently), default=len(then) + 1)
            for n in range(1, min(first, len(then) + 1)):
                shown = as_json(session.summary_after(n, "de"))
                found = [d for d in differences(then[n - 1], shown) if not corrected(g["game"], d, shown)]
                bad += [f"game {g['id']} ({g['game']}) after entry {n}: {d}" for d in found[:2]]
                compared += 1
    finally:
        service.close()
    assert not bad, f"{run.version}:\n" + "\n".join(bad[:20])
    assert compared > 300, compared


def test_every_game_prints(run: Run) -> None:
    bad = [f"{key}: exit {r['rc']}: {r['err'].strip()}" for key, r in run.result["prints"].items()
           if r["rc"] != 0 or not Path(r["pdf"]).is_file() or Path(r["pdf"]).read_bytes()[:5] != b"%PDF-"]
    assert not bad, f"{run.version}: sheets not printed:\n" + "\n".join(bad)
    assert {int(k.split(":")[0]) for k in run.result["prints"]} == {g["id"] for g in run.games}


def test_every_export_imports_and_shows(run: Run) -> None:
    bad = []
    for g in run.games:
        r = run.result["imported"][g["export"]]
        if r["rc"] != 0 or r["show_rc"] != 0 or r["show"] is None:
            bad.append(f"{g['export']}: import exit {r['rc']} {r['err'].strip()} / show {r['show_rc']} "
                       f"{(r['show_err'] or '').strip()}")
            continue
        assert entry_count(r["show"]) == g["entries"], g["export"]
        assert len(r["show"]["redo"]) == g["redo"], g["export"]
    assert not bad, f"{run.version}: exports that do not import today:\n" + "\n".join(bad)


def test_an_export_of_the_first_release_imports_with_the_real_command(tmp_path: Path) -> None:
    version = VERSIONS_BY_AGE[0]
    env = environment(tmp_path)
    g = next(g for g in manifest(version)["games"] if g["game"] == "got")
    path = tmp_path / g["export"]
    shutil.copyfile(HERE / version / g["export"], path)
    url = f"sqlite:///{tmp_path / 'fresh.sqlite'}"
    made = schriftfuehrer(env, "--db", url, "game", "import", str(path), "--json")
    assert made.returncode == 0, made.stderr
    shown = schriftfuehrer(env, "--db", url, "game", "show", str(json.loads(made.stdout)["game_id"]))
    assert shown.returncode == 0, shown.stderr
    assert f"{g['entries']}. " in shown.stdout
    shutil.copyfile(HERE / version / "games.sqlite", tmp_path / "old.sqlite")  # the oldest store, listed fresh too
    listed = schriftfuehrer(env, "--db", f"sqlite:///{tmp_path / 'old.sqlite'}", "game", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert {(g["game_id"], g["entries"]) for g in json.loads(listed.stdout)["games"]} == {
        (g["id"], g["entries"]) for g in manifest(version)["games"]}


def test_the_desktop_app_opens_a_corpus_store_from_its_start_page(tmp_path: Path) -> None:
    """The oldest store (schema 1) as the user's games file; the app starts in a fresh process as
    ``schriftfuehrer`` does and opens its first Gods of Titan game from the start page."""
    version = VERSIONS_BY_AGE[0]
    before = digest(HERE / version)
    env = environment(tmp_path)
    data = tmp_path / "data" / "schriftfuehrer"
    data.mkdir(parents=True)
    shutil.copyfile(HERE / version / "games.sqlite", data / "games.sqlite")
    g = next(g for g in manifest(version)["games"] if g["game"] == "got")
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "e2e" / "drive_app.py"), str(g["id"]), "click"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=HANG, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    assert lines, proc.stdout + proc.stderr
    shown = json.loads(lines[-1])
    assert shown["game_id"] == g["id"] and shown["game"] == "got" and shown["page"] is not None, shown
    numbers = [int(m.group(1)) for h in shown["history"] if (m := re.match(r"\s*(\d+)\. ", str(h)))]
    assert numbers and max(numbers) == g["entries"], shown["history"][-5:]
    assert digest(HERE / version) == before
