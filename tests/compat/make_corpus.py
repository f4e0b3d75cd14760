"""Regenerate the compatibility corpus of one earlier version: ``python tests/compat/make_corpus.py COMMIT``.

The corpus (``tests/compat/<commit>/``) holds games written by earlier versions of this program, made by
running those versions — never written by hand.  For a commit this script

1. checks the commit out into ``/tmp/compat-<commit>`` (``git worktree add``; removed at the end),
2. runs *that* version's command line (``ui.cli.main.main``, the ``schriftfuehrer`` command) in one fresh
   interpreter whose import path starts at the worktree: the installed (editable) package of the current
   checkout is taken out of ``sys.meta_path`` first, and at the end every module of ``ui``, ``referee``,
   ``rulesdb`` and ``printouts`` is checked to come from the worktree,
3. plays the scenarios below through it — ``game new``, ``game add`` with JSON entries, ``game undo/redo``,
   the per-game subcommands (``got new``, ``arena add`` …) — into a fresh ``games.sqlite``, then the
   version's own demo games (its ``play_demo`` through its own main window, offscreen) where it has them,
4. writes per game the version's ``game export`` (``<id>-<slug>.json``) and ``expected/<id>.json`` (its
   ``game show <id> --json`` and, where the command exists, ``<game> state <id> --json``),
5. checkpoints the WAL, copies the store, and checks it with the old version again in a real
   ``schriftfuehrer`` process (``game list --json`` has every game with its entry count),
6. replays every game with today's referee (the working tree) entry by entry and records the first
   entry today's rules refuse (``today`` in ``manifest.json``; informative, the test reads only
   ``known_differences`` and the entry counts).

``manifest.json`` says for every game which entry kinds it holds and which of its entries are known to
be judged differently by later rules (``known_differences``: written on purpose — an entry the old
version accepted and a later ruling refuses).  The scenario functions below document the same in
their docstrings.

The corpus only grows: when a ruling changes, add the journals that show it (a new commit directory,
or a new game in the newest one); never rewrite what an earlier version wrote.

Options: ``--keep`` keeps the worktree and the scratch folder; ``--only NAME`` plays one scenario (a
trial run, nothing is copied into the corpus); ``--out DIR`` writes there instead of
``tests/compat/<commit>``; ``--today`` only recomputes ``today`` in the existing manifests (after a
ruling changed on purpose — the files the old version wrote are never rewritten); ``--states`` adds
``expected/states.json``, what the version showed after every entry (``record_states.py``, run by that version).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import hashlib
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
PACKAGES = ("ui", "referee", "rulesdb", "printouts")

#: the versions in the corpus; ``features`` say what that version's command line and referee know
VERSIONS: dict[str, dict[str, Any]] = {
    "b9ac15e": {
        "date": "2026-11-21",
        "what": "the first landed release",
        "features": [],
    },
    "ddb96f2": {
        "date": "2026-11-25",
        "what": ("between the releases: the movement rules of 6.2/8.4/8.6 (forced move, one army in the City), "
                 "battles round by round, teleports, towers, lands as things, but not yet got.pact_end "
                 "(75b8aee). Its child 0f1571f cannot run Gods of Titan (a syntax error in movement_end.py, "
                 "fixed in 75b8aee), so the corpus uses ddb96f2."),
        "features": ["lands", "battle_rounds", "forced_move", "service"],
    },
    "5cb410e": {
        "date": "2026-11-25",
        "what": "the second landed release",
        "features": ["lands", "battle_rounds", "forced_move", "service", "pact_end"],
    },
    "9d1f19b": {
        "date": "2026-11-25",
        "what": ("the version before the battle rulings of issue 23 (9aa0b26): a second battle of an army in one "
                 "battle phase, a fought battle that left the Titan hidden, damage that could go down, Timewarp "
                 "without a move of the round marker. Its children up to 9aa0b26 cannot run the command line "
                 "from a clean checkout (ui/service/games.py imports limits.check_entries before it was committed)"),
        "features": ["lands", "battle_rounds", "forced_move", "service", "pact_end"],
    },
    "93586c8": {
        "date": "2026-11-25",
        "what": ("the version before issue 27's card-by-card entries: typed views, the players' display; "
                 "its Arena, Castle Rampage, Burgenkrieg and Weiß Schwarz entries as they were before their "
                 "events change"),
        "features": ["lands", "battle_rounds", "forced_move", "service", "pact_end"],
    },
    "b0ff9bd": {
        "date": "2026-11-29",
        "what": ("the version before the Gods of Titan rulings of issue 36: a defender's spell and one-time ability "
                 "before round 1, a reinforcement after the attacker's concession before the battle when recorded "
                 "round by round, a correction beyond 100 victory points; and of the card games' rulings: a fourth "
                 "Koch in Castle Rampage, violet cards revealed from the deal, entries of counts where cards are now "
                 "named (attack, play, draw v1), Burgenkrieg's control change of creatures only (v1), the Arena's "
                 "spectators by value only"),
        "features": ["lands", "battle_rounds", "forced_move", "service", "pact_end"],
    },
    "3e75909": {
        "date": "2026-11-29",
        "what": ("the version before issue 37's rule ids and issue 38's snapshots: refusals known by their call "
                 "site, the store at schema 3 (no snapshot table), each game's modules flat in printouts/ and "
                 "ui/service/, the quick lines as got quick, arena quick and burgenkrieg line"),
        "features": ["lands", "battle_rounds", "forced_move", "service", "pact_end"],
    },
}


# ------------------------------------------------------------------------------------------------
# inside the old version's interpreter
# ------------------------------------------------------------------------------------------------


def isolate(root: Path) -> None:
    """Import ``ui``, ``referee`` … from ``root``, not from the installed (editable) current checkout."""
    sys.meta_path[:] = [f for f in sys.meta_path if "__editable__" not in getattr(f, "__module__", "")]
    sys.path_hooks[:] = [h for h in sys.path_hooks if "__editable__" not in getattr(h, "__module__", "")]
    sys.path[:] = [p for p in sys.path if "__editable__" not in p and Path(p or ".").resolve() != REPO]
    sys.path.insert(0, str(root))
    for name in list(sys.modules):
        if name.split(".")[0] in PACKAGES:
            del sys.modules[name]


def foreign_modules(root: Path) -> list[str]:
    """Modules of the program that were not imported from ``root`` (must be none)."""
    out = []
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if name.split(".")[0] in PACKAGES and path and not Path(path).resolve().is_relative_to(root):
            out.append(f"{name}: {path}")
    return out


class Refused(Exception):
    """The old version refused a scenario's command: the scenario is wrong for that version."""


class Cli:
    """The old version's ``schriftfuehrer`` command, called in this interpreter (``ui.cli.main.main``)."""

    def __init__(self, url: str) -> None:
        from ui.cli.main import main

        self.url = url
        self._main = main
        self.calls = 0

    def run(self, *argv: str, ok: bool = True) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = self._main(["--db", self.url, *argv])
            except SystemExit as exc:
                rc = exc.code if isinstance(exc.code, int) else 1
        self.calls += 1
        if ok and rc != 0:
            raise Refused(f"schriftfuehrer {' '.join(argv)} -> {rc}\n{err.getvalue()}{out.getvalue()}")
        return rc, out.getvalue(), err.getvalue()

    def json(self, *argv: str) -> Any:
        return json.loads(self.run(*argv, "--json")[1])

    def has(self, *words: str) -> bool:
        """Does this version's command line know ``words`` (e.g. ``("got", "quick")``)?"""
        rc, _, _ = self.run(*words, "--help", ok=False)
        return rc == 0


@dataclasses.dataclass
class Table:
    """One stored game written through the old command line, and what the scenario says about it."""

    cli: Cli
    version: str
    game: str
    game_id: int
    title: str
    scenario: str
    notes: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    differs: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    seq: int = 1

    @property
    def features(self) -> list[str]:
        return list(VERSIONS[self.version]["features"])

    def has(self, feature: str) -> bool:
        return feature in self.features

    def since(self, version: str) -> bool:
        """Is this game written by ``version`` or a later one (the order of VERSIONS)?"""
        order = list(VERSIONS)
        return order.index(self.version) >= order.index(version)

    # -- entries ---------------------------------------------------------------------------
    def add(self, type_: str, /, **data: Any) -> str:
        """``game add ID JSON`` (the per-game ``<game> add`` where ``via`` says so)."""
        return self.entry({"type": type_, "data": data})

    def entry(self, raw: dict[str, Any], *, via: str = "game") -> str:
        text = json.dumps(raw, ensure_ascii=False)
        out = self.cli.run(via, "add", str(self.game_id), text)[1]
        self.seq += 1
        return out

    def game_add(self, type_: str, /, **data: Any) -> str:
        """The per-game ``<game> add`` command instead of ``game add``."""
        out = self.entry({"type": type_, "data": data}, via=self.game)
        return out

    def game_add_json(self, text: str) -> str:
        """``<game> add ID JSON`` with the entry's JSON as the version encodes it."""
        out = self.cli.run(self.game, "add", str(self.game_id), text)[1]
        self.seq += 1
        return out

    def quick(self, line: str) -> str:
        """``got quick ID LINE`` (versions with the quick-entry line)."""
        out = self.cli.run("got", "quick", str(self.game_id), line)[1]
        self.seq += 1
        return out

    def undo(self, via: str = "game") -> None:
        self.cli.run(via, "undo", str(self.game_id))
        self.seq -= 1

    def redo(self, via: str = "game") -> None:
        self.cli.run(via, "redo", str(self.game_id))
        self.seq += 1

    def note(self, text: str) -> None:
        """Say what the entry just made shows (kept in the manifest)."""
        self.notes.append({"seq": self.seq, "note": text})

    def differ(self, why: str) -> None:
        """The entry just made was accepted by this version and is judged differently by a later ruling."""
        self.differs.append({"seq": self.seq, "why": why})

    # -- the table ----------------------------------------------------------------------------
    def state(self) -> Any:
        return self.cli.json(self.game, "state", str(self.game_id))

    def show(self) -> Any:
        return self.cli.json("game", "show", str(self.game_id))


SCENARIOS: list[tuple[str, str, Callable[[Table], None], tuple[str, ...]]] = []


def scenario(game: str, title: str, *, versions: tuple[str, ...] = tuple(VERSIONS)) -> Callable[[Any], Any]:
    """Register a scenario: ``game`` (got, arena …), the stored game's title, the versions that play it."""

    def register(fn: Callable[[Table], None]) -> Callable[[Table], None]:
        SCENARIOS.append((game, title, fn, versions))
        return fn

    return register


def new_game(cli: Cli, version: str, game: str, title: str, argv: list[str], scenario_name: str) -> Table:
    """Create a game with the version's own ``new`` command (``argv`` after ``<group> new``)."""
    data = cli.json(*argv, "--title", title)
    game_id = int(data.get("game_id", data.get("id", 0)))
    return Table(cli, version, game, game_id, title, scenario_name)


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.replace("ß", "ss")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:40]


def game_id(info: dict[str, Any]) -> int:
    """The id in a ``game list --json`` row (``id`` in the first release, ``game_id`` later)."""
    return int(info.get("game_id", info.get("id", 0)))


def entry_count(info: dict[str, Any]) -> int:
    """The entry count in a ``game list --json`` row (``events`` in the first release, ``entries`` later)."""
    return int(info.get("entries", info.get("events", -1)))


def write_outputs(cli: Cli, out: Path, tables: list[Table], version: str) -> list[dict[str, Any]]:
    """Export every game and keep what the version showed; the manifest's game list."""
    (out / "expected").mkdir(parents=True, exist_ok=True)
    known = {t.game_id: t for t in tables}
    listed = cli.json("game", "list")["games"]
    games = []
    for info in sorted(listed, key=game_id):
        gid, game = game_id(info), info["game"]
        t = known.get(gid)
        title = info.get("title") or (t.title if t else "")
        name = f"{gid}-{slug(game + ' ' + (title or 'demo'))}.json"
        cli.run("game", "export", str(gid), "-o", str(out / name))
        expected: dict[str, Any] = {"game_show": cli.json("game", "show", str(gid))}
        if cli.has(game, "state"):  # kept only where it differs from game_show.state (it never did so far)
            state = cli.json(game, "state", str(gid))
            expected["state"] = state if state != expected["game_show"].get("state") else "= game_show.state"
        (out / "expected" / f"{gid}.json").write_text(
            json.dumps(expected, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
        exported = json.loads((out / name).read_text(encoding="utf-8"))
        kinds = sorted({e["type"] for e in exported["events"]} | {e["type"] for e in exported.get("redo", [])})
        games.append({
            "id": gid, "game": game, "title": title, "export": name,
            "entries": len(exported["events"]), "redo": len(exported.get("redo", [])),
            "scenario": t.scenario if t else "demo", "kinds": kinds,
            "notes": t.notes if t else [{"seq": 0, "note": "the version's demo game (its play_demo)"}],
            "known_differences": t.differs if t else [],
        })
    return games


def run_demos(url: str, root: Path) -> list[str]:
    """The version's demo games, each played through its own main window (offscreen)."""
    import importlib

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui.app import make_app
    from ui.main_window import MainWindow
    from ui.settings import Settings

    if (root / "ui" / "games").is_dir():  # one package per game's screens (issue 24): ui/games/<game>/demo.py
        from referee.registry import game_ids

        modules = [f"ui.games.{g}.demo" for g in game_ids() if (root / "ui" / "games" / g / "demo.py").exists()]
    else:  # the earlier versions' layout
        modules = [m for m in ("ui.demo", "ui.pages.arena_demo", "ui.pages.rampage_demo",
                               "ui.pages.burgenkrieg_demo", "ui.pages.weiss_demo")
                   if (root / (m.replace(".", "/") + ".py")).exists()]
    app = make_app()  # kept alive while the windows exist
    played = []
    for name in modules:
        module = importlib.import_module(name)
        with tempfile.TemporaryDirectory() as tmp:
            try:
                from ui.service import GameService  # the versions with the application layer
                backend: Any = GameService(url)
            except ImportError:
                from rulesdb.journal import GameStore
                backend = GameStore(url)
            window = MainWindow(backend, Settings(f"{tmp}/settings.ini"))
            window.resize(1280, 800)
            window.show()
            module.play_demo(window)
            window.close()
            backend.close()
        played.append(name)
    del app
    return played


def inner(root: Path, out: Path, version: str, only: str | None) -> int:
    isolate(root)
    import ui  # noqa: F401  (the old version's, checked below)

    out.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{out / 'games.sqlite'}"
    cli = Cli(url)
    tables: list[Table] = []
    for game, title, fn, versions in SCENARIOS:
        if version not in versions or (only and only != fn.__name__):
            continue
        t = START[game](cli, version, title, fn.__name__)
        try:
            fn(t)
        except Refused as exc:
            print(f"{fn.__name__} ({version}) refused at entry {t.seq}: {exc}", file=sys.stderr)
            if only:  # a trial run: the table as it stood
                print(cli.run(game, "state", str(t.game_id), ok=False)[1], file=sys.stderr)
            return 2
        tables.append(t)
        print(f"{version} {fn.__name__}: game {t.game_id}, {t.seq} entries", file=sys.stderr)
    demos = [] if only else run_demos(url, root)
    games = write_outputs(cli, out, tables, version)
    foreign = foreign_modules(root)
    if foreign:
        print("modules not from the old version:\n" + "\n".join(foreign), file=sys.stderr)
        return 3
    import ui as old_ui

    (out / "inner.json").write_text(json.dumps({
        "games": games, "demos": demos, "cli_calls": cli.calls, "ui_file": old_ui.__file__,
    }, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


# ------------------------------------------------------------------------------------------------
# starting a game of each kind (the version's own ``new`` command)
# ------------------------------------------------------------------------------------------------

#: set-up arguments per scenario: the scenario function's ``setup`` attribute, else these
DEFAULT_SETUP: dict[str, list[str]] = {
    "got": ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb"],
    "arena": ["arena", "new", "--players", "Anna,Ben,Cleo"],
    "rampage": ["rampage", "new", "--players", "Anton,Beatrix"],
    "burgenkrieg": ["burgenkrieg", "new"],
    "weiss": ["weiss", "new"],
}


def _start(game: str) -> Callable[[Cli, str, str, str], Table]:
    def start(cli: Cli, version: str, title: str, name: str) -> Table:
        fn = next(f for _, _, f, _ in SCENARIOS if f.__name__ == name)
        setup = getattr(fn, "setup", None)
        argv = setup(version) if callable(setup) else (setup or DEFAULT_SETUP[game])
        return new_game(cli, version, game, title, list(argv), name)

    return start


START = {g: _start(g) for g in DEFAULT_SETUP}


def setup(argv: list[str] | Callable[[str], list[str]]) -> Callable[[Any], Any]:
    """The ``new`` command of a scenario (a list, or a function of the version)."""

    def mark(fn: Any) -> Any:
        fn.setup = argv
        return fn

    return mark


# ------------------------------------------------------------------------------------------------
# the scenarios (imported here so that they register; they run inside the old interpreter)
# ------------------------------------------------------------------------------------------------

sys.path.insert(0, str(HERE))
from corpus_scenarios import register_all  # noqa: E402

register_all(scenario, setup)


# ------------------------------------------------------------------------------------------------
# outside: worktree, the run, the copy, the checks
# ------------------------------------------------------------------------------------------------


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], check=True, capture_output=True, text=True).stdout


def quiet_env(home: Path) -> dict[str, str]:
    """An environment whose user folders (data, logs, settings) are scratch folders."""
    env = dict(os.environ)
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
               QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
    env.pop("SCHRIFTFUEHRER_DB", None)
    env.pop("PYTHONPATH", None)
    return env


def checkpoint(db: Path) -> None:
    con = sqlite3.connect(db)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    finally:
        con.close()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


OLD_CLI = ("import sys, runpy; sys.path.insert(0, {here!r}); import make_corpus as m; "
           "m.isolate(m.Path({root!r})); sys.argv = ['schriftfuehrer', *sys.argv[1:]]; "
           "runpy.run_module('ui.cli.main', run_name='__main__')")


def old_cli(root: Path, env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    """The old version's ``schriftfuehrer`` in a real new process."""
    code = OLD_CLI.format(here=str(HERE), root=str(root))
    return subprocess.run([sys.executable, "-c", code, *argv], env=env, capture_output=True, text=True,
                          timeout=300, check=False)


TODAY = r"""
import json, sys
sys.path.insert(0, sys.argv.pop(1))
import make_corpus
make_corpus.isolate(make_corpus.Path(sys.argv.pop(1)))
from referee.core.events import from_dict, told_versions
from referee.core.errors import RefereeError
from referee.registry import engine_for
out = {}
for path in sys.argv[1:]:
    data = json.load(open(path, encoding="utf-8"))
    engine = engine_for(data["game"])
    state = engine.initial_state()
    first = None
    for seq, raw in enumerate(told_versions(data["events"]), start=1):
        try:
            state = engine.apply(state, from_dict(raw))
        except RefereeError as exc:
            first = {"seq": seq, "type": raw["type"], "sections": list(getattr(exc, "sections", ())),
                     "message_de": exc.message("de"), "message_en": exc.message("en")}
            break
    out[path.rsplit("/", 1)[-1]] = first
print(json.dumps(out, ensure_ascii=False))
"""


def today_first_refusals(exports: list[Path], env: dict[str, str], root: Path) -> dict[str, Any]:
    """Replay every export with today's referee (the commit checked out at ``root``, normally HEAD),
    entry by entry: the first entry it refuses, or None."""
    r = subprocess.run([sys.executable, "-c", TODAY, str(HERE), str(root), *map(str, exports)], env=env,
                       capture_output=True, text=True, timeout=600, check=False, cwd=str(root))
    if r.returncode != 0:
        raise SystemExit(f"today's replay failed:\n{r.stderr}")
    return dict(json.loads(r.stdout))


def with_today(target: Path, games: list[dict[str, Any]], scratch: Path) -> tuple[dict[str, Any], str]:
    """Set ``today`` of every game: the first entry the referee of HEAD refuses (checked out on its own)."""
    today_commit = git("rev-parse", "HEAD").strip()
    today_root = Path(f"/tmp/compat-today-{today_commit[:7]}")
    made_today = not today_root.exists()
    if made_today:
        git("worktree", "add", "--detach", str(today_root), today_commit)
    try:
        today = today_first_refusals([target / g["export"] for g in games], quiet_env(scratch / "today"),
                                     today_root)
    finally:
        if made_today:
            git("worktree", "remove", "--force", str(today_root))
    for g in games:
        g["today"] = today.get(g["export"])
    return today, today_commit


def refresh_today(commit: str) -> int:
    """Only recompute ``today`` in an existing manifest (after a ruling changed on purpose); the files
    the old version wrote stay as they are."""
    target = HERE / commit
    data = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    scratch = Path(tempfile.mkdtemp(prefix=f"compat-today-{commit}-"))
    try:
        _, data["today_from"] = with_today(target, data["games"], scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    (target / "manifest.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{commit}: today from {data['today_from'][:7]}: "
          + ", ".join(f"{g['id']}@{g['today']['seq']}" for g in data["games"] if g["today"]))
    return 0


def outer(commit: str, *, keep: bool, only: str | None, out_dir: Path | None) -> int:
    if commit not in VERSIONS:
        raise SystemExit(f"unknown version {commit}; add it to VERSIONS first")
    full = git("rev-parse", commit).strip()
    root = Path(f"/tmp/compat-{commit}")
    made_tree = not root.exists()
    if made_tree:
        git("worktree", "add", "--detach", str(root), full)
    scratch = Path(tempfile.mkdtemp(prefix=f"compat-{commit}-"))
    env = quiet_env(scratch / "home")
    try:
        work = scratch / "out"
        cmd = [sys.executable, str(Path(__file__).resolve()), "--inner", str(root), "--out", str(work), commit]
        if only:
            cmd += ["--only", only]
        r = subprocess.run(cmd, env=env, check=False, cwd=str(scratch))
        if r.returncode != 0:
            return r.returncode
        if only:
            print(f"trial run in {work}")
            keep = True
            return 0
        db = work / "games.sqlite"
        checkpoint(db)
        target = out_dir or HERE / commit
        if target.exists():
            shutil.rmtree(target)
        (target / "expected").mkdir(parents=True)
        shutil.copyfile(db, target / "games.sqlite")
        info = json.loads((work / "inner.json").read_text(encoding="utf-8"))
        for g in info["games"]:
            shutil.copyfile(work / g["export"], target / g["export"])
            shutil.copyfile(work / "expected" / f"{g['id']}.json", target / "expected" / f"{g['id']}.json")
        # the old version reads its copied store again, in a real process
        check = old_cli(root, env, "--db", f"sqlite:///{target / 'games.sqlite'}", "game", "list", "--json")
        if check.returncode != 0:
            raise SystemExit(f"the old version cannot read the copied store:\n{check.stderr}")
        listed = {game_id(g): g for g in json.loads(check.stdout)["games"]}
        for g in info["games"]:
            count = entry_count(listed[g["id"]])
            g["listed"] = count
            if count != g["entries"] + g["redo"] and count != g["entries"]:
                raise SystemExit(f"game {g['id']}: the old version lists {count} entries, the export has "
                                 f"{g['entries']} (+{g['redo']} undone)")
        _, today_from = with_today(target, info["games"], scratch)
        manifest = {
            "commit": full, "short": commit, "date": VERSIONS[commit]["date"], "what": VERSIONS[commit]["what"],
            "order": int(git("rev-list", "--count", full).strip()),  # its place in the history
            "made_by": "tests/compat/make_corpus.py (the version's own command line in a fresh interpreter)",
            "ui_file": info["ui_file"], "demos": info["demos"],
            "today_from": today_from,
            "games": info["games"],
            "sha256": {str(p.relative_to(target)): sha256(p) for p in sorted(target.rglob("*")) if p.is_file()},
        }
        (target / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                                              encoding="utf-8")
        size = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
        print(f"{commit}: {len(info['games'])} games, {size / 1024:.0f} KiB in {target}")
        return 0
    finally:
        if not keep:
            shutil.rmtree(scratch, ignore_errors=True)
            if made_tree:
                git("worktree", "remove", "--force", str(root))


def record_states(commit: str) -> int:
    """Add ``expected/states.json`` to an existing corpus folder: what that version showed after every entry of
    every game (``record_states.py``, run with the version checked out on its own), and its SHA-256 to the
    manifest; the files the old version wrote before stay as they are."""
    target = HERE / commit
    data = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    root = Path(f"/tmp/compat-states-{commit}")
    made_tree = not root.exists()
    if made_tree:
        git("worktree", "add", "--detach", str(root), data["commit"])
    scratch = Path(tempfile.mkdtemp(prefix=f"compat-states-{commit}-"))
    try:
        store = scratch / "games.sqlite"
        shutil.copyfile(target / "games.sqlite", store)  # the corpus file is never opened for writing
        out = target / "expected" / "states.json"
        r = subprocess.run([sys.executable, str(HERE / "record_states.py"), str(root), str(store), str(out)],
                           env=quiet_env(scratch), capture_output=True, text=True, timeout=600, check=False,
                           cwd=str(root))
        if r.returncode != 0:
            raise SystemExit(f"{commit}: recording the states failed:\n{r.stderr}")
        data["sha256"][str(out.relative_to(target))] = sha256(out)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if made_tree:
            git("worktree", "remove", "--force", str(root))
    (target / "manifest.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{commit}: states of {len(data['games'])} games recorded")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commits", nargs="+", help="short commit ids (keys of VERSIONS)")
    parser.add_argument("--keep", action="store_true", help="keep the worktree and the scratch folder")
    parser.add_argument("--only", help="play one scenario (a trial run)")
    parser.add_argument("--out", type=Path, help="write here instead of tests/compat/<commit>")
    parser.add_argument("--today", action="store_true",
                        help="only recompute 'today' in the manifests (after a ruling changed on purpose)")
    parser.add_argument("--states", action="store_true",
                        help="only record what each version showed after every entry (expected/states.json)")
    parser.add_argument("--inner", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inner:
        return inner(args.inner.resolve(), args.out.resolve(), args.commits[0], args.only)
    if args.today:
        return max(refresh_today(commit) for commit in args.commits)
    if args.states:
        return max(record_states(commit) for commit in args.commits)
    for commit in args.commits:
        code = outer(commit, keep=args.keep, only=args.only, out_dir=args.out)
        if code:
            return code
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
