"""A refusal names its sections in words where the book names them (Castle Rampage, Burgenkrieg, Weiß Schwarz)
and its links open that game's section, whatever game is open."""

from __future__ import annotations

from typing import Any

from tests.ui.helpers import new_got_game
from ui.panels.widgets import RefusalLabel


def test_a_named_section_shows_its_title_and_a_numbered_one_its_number(qtbot: Any) -> None:
    label = RefusalLabel()
    qtbot.addWidget(label)
    label.game = "rampage"
    label.show_refusal("Jetzt nicht erlaubt: 'Oger'.", ("spielablauf", "anhang.oger"))
    assert "§ Spielablauf" in label.text() and "§ Oger (2x)" in label.text() and "anhang.oger<" not in label.text()
    assert "'Oger'" in label.text()  # quotes as they are: no &#x27; for a reader
    assert label.plain_text() == "Jetzt nicht erlaubt: 'Oger'. (§ Spielablauf, Oger (2x))"
    clicked: list[str] = []
    label.section_clicked.connect(clicked.append)
    label.linkActivated.emit("section:rampage/anhang.oger")
    assert clicked == ["rampage/anhang.oger"]
    label.game = "got"
    label.show_refusal("Kein Zug.", ("8.1",))
    assert "§ 8.1" in label.text() and label.plain_text() == "Kein Zug. (§ 8.1)"


def test_a_link_with_its_game_opens_that_games_section(window: Any) -> None:
    new_got_game(window)
    window.show_section("rampage/anhang.oger")
    assert window.rules.current == ("rampage", "anhang.oger")
    window.show_section("20.3")  # without a game: the open game's
    assert window.rules.current == ("got", "20.3")
