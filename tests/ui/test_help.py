"""Help menu (a guide per game, About with version and licences), the language menu, and a window
that fits 1024×600 whichever page is shown."""

from __future__ import annotations

from importlib import metadata
from typing import Any

from referee.registry import game_ids
from tests.hang import HANG_MS
from ui import i18n
from ui.dialogs.help import GuideDialog, about_html, guide_html
from ui.games import guide


def test_a_short_guide_per_game_in_german_and_english(window: Any, qtbot: Any) -> None:
    for game in game_ids():  # each game's page module has its guide
        for lang in ("de", "en"):
            assert len(guide(game)[lang]) >= 2 and guide_html(game, lang).count("<p>") >= 3
    assert "Strg+M" in guide_html("got", "de") and "Ctrl+M" in guide_html("got", "en")
    dialog = window.show_guide()
    assert isinstance(dialog, GuideDialog) and dialog.games.count() == len(game_ids())
    assert dialog.windowTitle() == "Kurzanleitung" and "Gods of Titan" in dialog.text.toPlainText()
    dialog.games.setCurrentRow(list(game_ids()).index("weiss"))
    assert "Weiß Schwarz für zwei" in dialog.text.toPlainText()
    window.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Quick guide", timeout=HANG_MS)  # the dialog's LanguageChange event
    assert "Weiss Schwarz for two" in dialog.text.toPlainText()
    assert window.menus["help"].title() == "&Help"
    dialog.reject()


def test_about_names_version_licence_and_the_fonts_licence(window: Any) -> None:
    text = about_html()
    assert metadata.version("schriftfuehrer") in text and "MIT" in text
    assert "DejaVu" in text and "Bitstream" in text
    box = window.show_about()
    assert metadata.version("schriftfuehrer") in box.text()
    box.close()
    window.set_language("en")
    assert "Licence: MIT" in about_html() and "fonts" in about_html()


def test_the_language_menu_marks_the_current_language(window: Any) -> None:
    german, english = window.acts["german"], window.acts["english"]
    assert german.isCheckable() and german.isChecked() and not english.isChecked()
    assert german.actionGroup() is english.actionGroup() and german.actionGroup().isExclusive()
    english.trigger()
    assert i18n.current() == "en" and english.isChecked() and not german.isChecked()
    german.trigger()
    assert i18n.current() == "de" and german.isChecked()


def test_the_window_fits_1024_by_600_on_every_page(window: Any) -> None:
    from .helpers import new_got_game

    service = window.service
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 600
    new_got_game(window)
    service.new_game(game="arena", setup={"type": "arena.setup", "data": {"players": ["A", "B", "C"]}})
    for g in service.games():
        window.open_game(g.id)
        hint = window.minimumSizeHint()
        assert hint.width() <= 1024 and hint.height() <= 600, (g.game, hint)
    window.resize(1024, 600)
    assert (window.width(), window.height()) == (1024, 600)
    assert window.stack.currentWidget() is window.page


def test_the_guides_name_the_keys_the_window_uses() -> None:
    """The guides take their keys from ui/shortcuts.py: end of turn reads Strg+E in every game that has it."""
    for game in game_ids():
        for lang in ("de", "en"):
            text = guide_html(game, lang)
            assert "{" not in text and "}" not in text, (game, lang)
    assert "Zugende mit Strg+E" in guide_html("rampage", "de") and "(Ctrl+E)" in guide_html("arena", "en")
    assert "„R2 B12 3“" in guide_html("got", "de") and "Strg+K" in guide_html("weiss", "de")
