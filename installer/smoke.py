"""Smoke test and report of the built program: ``python installer/smoke.py dist/schriftfuehrer``.

Runs the frozen program with its own data folders: creates a game, looks up a rule, prints a
sheet, starts the desktop app offscreen to open the game, look up a rule and print (``app
--smoke-test``), and reports the folder's size and the start times. Exits non-zero on any failure.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(dist: Path) -> int:
    exe = dist / ("schriftfuehrer.exe" if os.name == "nt" else "schriftfuehrer")
    if not exe.exists():
        print(f"no built program at {exe}; build it with installer/build.sh", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="schriftfuehrer-smoke-"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(work / "data"),
           "XDG_CONFIG_HOME": str(work / "config"), "SCHRIFTFUEHRER_DB": str(work / "games.sqlite")}

    def run(*args: str) -> tuple[subprocess.CompletedProcess[str], float]:
        t0 = time.perf_counter()
        proc = subprocess.run([str(exe), *args], capture_output=True, text=True, env=env, timeout=300, check=False)
        return proc, time.perf_counter() - t0

    failures = []
    checks: list[tuple[str, tuple[str, ...], object]] = [
        ("new game", ("got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--json"),
         lambda out: json.loads(out)["game_id"] == 1),
        ("rules lookup", ("rules", "search", "Nachrekrutierung", "--game", "got", "--json"),
         lambda out: any(r["section"].startswith("17") for r in json.loads(out)["results"][:3])),
        ("print sheet", ("print", "got-score", "--game-id", "1", "-o", str(work / "score.pdf")),
         lambda out: (work / "score.pdf").read_bytes()[:5] == b"%PDF-"),
        ("desktop app", ("app", "--game", "1", "--smoke-test", str(work / "app")), lambda out: "smoke print sheet: ok" in out),
    ]
    times = {}
    for name, args, ok in checks:
        proc, seconds = run(*args)
        times[name] = seconds
        passed = proc.returncode == 0 and ok(proc.stdout)  # type: ignore[operator]
        print(f"{name:<13} {'ok' if passed else 'FAILED'}  {seconds:.2f} s")
        if not passed:
            failures.append(name)
            print(proc.stdout[-800:], proc.stderr[-800:], sep="\n", file=sys.stderr)
    cli, cli_s = run("--help")
    app, app_s = run("app", "--quit-after-show")
    print(f"size of {dist}: {folder_size(dist) / 2**20:.0f} MiB")
    print(f"start: command line {cli_s:.2f} s, desktop app to main window shown and closed {app_s:.2f} s")
    if cli.returncode != 0 or app.returncode != 0:
        failures.append("start")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "dist/schriftfuehrer")))
