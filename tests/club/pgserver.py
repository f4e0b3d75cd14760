"""A throw-away PostgreSQL server for the club-server tests and benchmark.

Finds the server programs (``pg_ctl``, ``initdb``), installs Debian's
``postgresql`` package when they are missing and the machine allows it, and
runs the server as an unprivileged user (PostgreSQL refuses to run as root)
on a free loopback port with its data in a temporary folder.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.hang import HANG

PG_USER = "schriftfuehrer-pg"


class NoPostgres(RuntimeError):
    """PostgreSQL cannot be installed or started here (the reason is the message)."""


def _bindir() -> Path | None:
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(candidates[-1]).parent if candidates else None


def _install() -> None:
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise NoPostgres("PostgreSQL is not installed and this user cannot install it (needs root and apt-get)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for cmd in (["apt-get", "update"], ["apt-get", "install", "-y", "--no-install-recommends", "postgresql"]):
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600, check=False)
        if proc.returncode != 0:
            raise NoPostgres(f"installing PostgreSQL failed: {' '.join(cmd)}: {proc.stderr.strip()[-300:]}")


def _run_as(user: str | None, cmd: list[str]) -> subprocess.CompletedProcess[str]:
    full = ["runuser", "-u", user, "--", *cmd] if user else cmd
    return subprocess.run(full, capture_output=True, text=True, timeout=HANG, check=False)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def postgres_server() -> Iterator[tuple[str, PgControl]]:
    """Yield (SQLAlchemy URL of an empty database, control) and remove everything afterwards."""
    bindir = _bindir()
    if bindir is None:
        _install()
        bindir = _bindir()
        if bindir is None:
            raise NoPostgres("PostgreSQL was installed but pg_ctl is still not found")
    user: str | None = None
    if os.geteuid() == 0:
        user = PG_USER
        if subprocess.run(["id", user], capture_output=True, check=False).returncode != 0:
            made = subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user],
                                  capture_output=True, text=True, check=False)
            if made.returncode != 0:
                raise NoPostgres(f"cannot create the user {user}: {made.stderr.strip()}")
    folder = Path(tempfile.mkdtemp(prefix="schriftfuehrer-pg-"))
    data, sockets = folder / "data", folder / "sock"
    sockets.mkdir()
    if user:
        shutil.chown(folder, user)
        shutil.chown(sockets, user)
    init = _run_as(user, [str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync",
                          "-E", "UTF8", "--locale=C"])
    if init.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise NoPostgres(f"initdb failed: {init.stderr.strip()[-300:]}")
    control = PgControl(bindir, data, sockets, _free_port(), user, folder)
    try:
        control.start()
        control.psql("CREATE DATABASE club")
        yield f"postgresql+psycopg://postgres@127.0.0.1:{control.port}/club", control
    finally:
        control.stop()
        shutil.rmtree(folder, ignore_errors=True)


class PgControl:
    """Start and stop the throw-away server (to test lost connections)."""

    def __init__(self, bindir: Path, data: Path, sockets: Path, port: int, user: str | None, folder: Path) -> None:
        self.bindir, self.data, self.sockets, self.port, self.user, self.folder = bindir, data, sockets, port, user, folder

    def start(self) -> None:
        # no fsync: a throw-away server; a stopped or killed server still recovers all it committed (the WAL is
        # written at each commit, only not forced to the disk: a crash of the machine itself would lose it); and
        # stopping it on a loaded machine no longer waits for the disk
        opts = (f"-p {self.port} -k {self.sockets} -c listen_addresses=127.0.0.1 -c max_connections=60 "
                "-c fsync=off -c full_page_writes=off")
        proc = _run_as(self.user, [str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", opts, "-w", "-t", str(HANG),
                                   "-l", str(self.folder / "server.log"), "start"])
        if proc.returncode != 0:
            log = (self.folder / "server.log").read_text(errors="replace")[-400:] if (self.folder / "server.log").exists() else ""
            raise NoPostgres(f"PostgreSQL did not start: {proc.stderr.strip()[-300:]} {log}")

    def stop(self, mode: str = "fast") -> None:
        _run_as(self.user, [str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", str(HANG), "stop"])

    def psql(self, sql: str) -> None:
        import psycopg

        deadline = time.monotonic() + HANG  # a server starting on a loaded machine
        while True:
            try:
                with psycopg.connect(host="127.0.0.1", port=self.port, user="postgres", dbname="postgres",
                                     autocommit=True) as conn:
                    conn.execute(sql)  # type: ignore[arg-type]
                return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
