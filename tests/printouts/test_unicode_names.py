"""Names in every European script print exactly as entered (DejaVu Sans, shipped in printouts/fonts)."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from printouts import render_pdf
from printouts.escape import plain
from printouts.styles import FONT_DIR, FONT_FILES, covers
from referee.got import events as ev
from referee.rampage.events import RampageSetup
from rulesdb.journal import GameStore

from .pdftext import lines, text

LATIN = "Dvořák Łukasz Ørsted Şahin Ĳssel ẞ"
GREEK_CYRILLIC = "Иван Ἀθηνᾶ"
NAMES = (LATIN, GREEK_CYRILLIC)


def store_for(tmp_path: Path) -> GameStore:
    return GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")


def test_the_names_are_the_nfc_text_a_dialog_stores() -> None:
    assert all(unicodedata.normalize("NFC", n) == n for n in NAMES)
    assert all(covers(ch) for n in NAMES for ch in n) and all(plain(n) == n for n in NAMES)


def test_the_fonts_and_their_licence_are_package_files() -> None:
    assert {p.name for p in FONT_DIR.iterdir()} >= {*FONT_FILES.values(), "LICENSE-DejaVu.txt"}
    assert "Bitstream Vera" in (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_got_score_sheet_prints_the_names_exactly(tmp_path: Path, lang: str) -> None:
    store = store_for(tmp_path)
    players = (ev.PlayerSetup(LATIN, "titan", "Rot", 1), ev.PlayerSetup(GREEK_CYRILLIC, "titan", "Blau", 2),
               ev.PlayerSetup("Cleo", "titan", "Gelb", 3))
    gid = store.create_game("got", title=f"Турнир {LATIN}", lang=lang, events=(
        ev.GameSetup(players=players, lang=lang),
        ev.Correction(reason="řőș ąęńśž", player=GREEK_CYRILLIC, points=5)))
    got = lines(render_pdf("got-score", tmp_path / "s.pdf", store=store, game_id=gid))
    # the players table, the points chart's legend, the history's header and the label of the entry,
    # each exactly as entered
    assert got.count(LATIN) == 3 and got.count(GREEK_CYRILLIC) == 3
    label = "Korrektur" if lang == "de" else "Correction"
    assert f"{label} {GREEK_CYRILLIC}: řőș ąęńśž" in got
    # the page header carries the game's title
    assert any(ln.endswith(f"Турнир {LATIN}") for ln in got)
    assert "?" not in "".join(got)


def test_rampage_sheet_prints_the_names_exactly(tmp_path: Path) -> None:
    store = store_for(tmp_path)
    gid = store.create_game("rampage", lang="de", events=(RampageSetup(players=NAMES),))
    got = text(render_pdf("rampage-match", tmp_path / "r.pdf", store=store, game_id=gid))
    assert LATIN in got and GREEK_CYRILLIC in got and "?" not in got


def test_symbols_print_as_themselves_where_the_font_has_them() -> None:
    # names print as entered, and the symbols of the labels as themselves (no "->" where the font has "→")
    assert plain(f"{LATIN} ⚔ {GREEK_CYRILLIC} → ✓") == f"{LATIN} ⚔ {GREEK_CYRILLIC} → ✓"  # the font has them
    assert plain("漢字") == "??"  # no CJK in DejaVu Sans
