"""The club server opens a game of the first landed release (tests/compat/b9ac15e) as the file store does:
every entry kept, the same entries judged differently by today's rules, the same table."""

from __future__ import annotations

from pathlib import Path

from ui.service import GameService

from .pgserver import PgControl

OLD = Path(__file__).resolve().parents[1] / "compat" / "b9ac15e"


def test_an_old_export_opens_alike_on_postgres_and_sqlite(pg: tuple[str, PgControl], tmp_path: Path) -> None:
    url, _ = pg
    export = (OLD / "1-got-drei-titanen-kampfe-nach-dem-pakt.json").read_text(encoding="utf-8")
    on_pg = GameService(url).import_game(data=export)
    on_file = GameService(f"sqlite:///{tmp_path / 'games.sqlite'}").import_game(data=export)
    again = GameService(url).open(on_pg.id)  # read back from the server
    assert len(again) == len(on_file) == 68
    judged = [(j.seq, j.sections, j.applied) for j in again.judged_differently]
    assert judged and judged == [(j.seq, j.sections, j.applied) for j in on_file.judged_differently]
    assert again.state == on_file.state
