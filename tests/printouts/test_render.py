"""render_pdf and the ``print`` command: blank sheets, paper, page numbers, escaping, refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from printouts import KINDS, render_pdf
from referee.core.errors import InvalidInput, UnknownName
from referee.got import events as ev
from rulesdb.journal import GameStore
from ui.cli.main import main

from .gamebuild import battle_game
from .pdftext import lines, pages, size_mm, text

ODD = '<b>&Co "x"'


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    return GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")


def stored_got(store: GameStore, *, lang: str = "de", battles: int = 0, odd: bool = False) -> int:
    players = (ev.PlayerSetup(ODD if odd else "Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
               ev.PlayerSetup("Cleo", "titan", "Gelb", 3))
    j = battle_game(battles, players=players, lang=lang)
    return store.create_game("got", title="Freitagsrunde", lang=lang, events=j.events)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_prints_blank(kind: str, tmp_path: Path) -> None:
    out = render_pdf(kind, tmp_path / "x.pdf", blank=True)
    got = pages(out)
    assert KINDS[kind].title_de in got[0]
    assert f"Seite 1 von {len(got)}" in got[0]
    assert "Datum: ____" in got[0]
    en = pages(render_pdf(kind, tmp_path / "y.pdf", blank=True, lang="en"))
    assert KINDS[kind].title_en in en[0] and f"Page 1 of {len(en)}" in en[0]


def test_paper_sizes(tmp_path: Path) -> None:
    assert size_mm(render_pdf("got-vp", tmp_path / "a.pdf", blank=True)) == (210, 297)
    assert size_mm(render_pdf("got-vp", tmp_path / "l.pdf", blank=True, paper="letter")) == (216, 279)
    # wide sheets turn the paper
    assert size_mm(render_pdf("got-score", tmp_path / "w.pdf", blank=True, paper="letter")) == (279, 216)


def test_a_player_name_prints_literally(store: GameStore, tmp_path: Path) -> None:
    gid = stored_got(store, battles=2, odd=True)
    for kind in ("got-score", "got-battles", "got-roster", "got-vp"):
        got = text(render_pdf(kind, tmp_path / f"{kind}.pdf", store=store, game_id=gid))
        assert ODD in got, kind


def test_the_game_decides_language_and_header(store: GameStore, tmp_path: Path) -> None:
    gid = stored_got(store, lang="en", battles=1)
    first = lines(render_pdf("got-battles", tmp_path / "b.pdf", store=store, game_id=gid))
    assert "Battle record" in first and "1 battle" in first
    assert "Gods of Titan — Freitagsrunde" in first
    assert first[-1] == "Page 1 of 1"
    de = text(render_pdf("got-battles", tmp_path / "c.pdf", store=store, game_id=gid, lang="de"))
    assert "Kampfprotokoll" in de and "Seite 1 von 1" in de


@pytest.mark.parametrize(
    ("kwargs", "error", "needle"),
    [
        ({"kind": "got-scor", "blank": True}, UnknownName, "got-score"),
        ({"kind": "arena-bets", "game": True}, InvalidInput, "Gods of Titan"),
        ({"kind": "got-score", "game_id": 99}, UnknownName, "99"),
        ({"kind": "got-score", "blank": True, "game": True}, InvalidInput, "--blank"),
        ({"kind": "got-score"}, InvalidInput, "--game-id"),
        ({"kind": "got-score", "blank": True, "paper": "a5"}, InvalidInput, "a4"),
        ({"kind": "got-score", "blank": True, "lang": "fr"}, InvalidInput, "de"),
    ],
)
def test_refusals_name_the_problem(kwargs: dict[str, object], error: type[Exception], needle: str,
                                   store: GameStore, tmp_path: Path) -> None:
    gid = stored_got(store)
    args: dict[str, object] = dict(kwargs)
    kind = str(args.pop("kind"))
    if args.pop("game", False):
        args["game_id"] = gid
    out = tmp_path / "never.pdf"
    with pytest.raises(error) as e:
        render_pdf(kind, out, store=store, **args)  # type: ignore[arg-type]
    assert needle in str(e.value)
    assert e.value.message_de != e.value.message_en  # type: ignore[attr-defined]
    assert not out.exists()


def test_print_command(store: GameStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gid = stored_got(store, battles=1)
    db = ["--db", store.url]
    out = tmp_path / "p.pdf"
    assert main([*db, "print", "got-battles", "--game-id", str(gid), "-o", str(out), "--paper", "letter"]) == 0
    assert size_mm(out) == (216, 279) and "Kampf 1" in text(out)
    assert main([*db, "--lang", "en", "print", "got-vp", "--blank", "-o", str(tmp_path / "b.pdf")]) == 0
    assert "Victory-point checklist" in text(tmp_path / "b.pdf")
    assert main([*db, "print", "weiss-match", "--game-id", str(gid), "-o", str(tmp_path / "w.pdf")]) == 2
    err = capsys.readouterr().err
    assert "weiss-match" in err and "Weiß Schwarz" in err
    assert not (tmp_path / "w.pdf").exists()


def test_an_unwritable_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput) as e:
        render_pdf("got-vp", tmp_path / "no" / "such" / "dir.pdf", blank=True)
    assert "kann nicht geschrieben werden" in e.value.message_de and "Cannot write" in e.value.message_en
