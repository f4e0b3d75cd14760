"""A real PostgreSQL server for this folder's tests (skipped only when it cannot be installed)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .pgserver import NoPostgres, PgControl, postgres_server


@pytest.fixture(scope="session")
def pg() -> Iterator[tuple[str, PgControl]]:
    try:
        with postgres_server() as server:
            yield server
    except NoPostgres as exc:
        pytest.skip(f"PostgreSQL club-server tests skipped: {exc}")
