"""The players' display of real games (the compatibility corpus's exports, every game): the public view builds,
the page and state.json render, and in Gods of Titan no army shows a figure it does not hold (issue 26)."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from referee.got.public import GotPublic
from ui.service import GameService
from ui.service.display import display_of
from ui.service.display_page import page_html

CORPUS = Path(__file__).resolve().parents[1] / "compat"
EXPORTS = sorted(p for d in CORPUS.iterdir() if (d / "manifest.json").is_file() for p in d.glob("*.json")
                 if p.name != "manifest.json")
#: one export of each game and each scenario name (the same scenario is kept by several versions)
CHOSEN = sorted({p.name.split("-", 1)[1]: p for p in EXPORTS}.values())


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> GameService:
    return GameService(f"sqlite:///{tmp_path_factory.mktemp('display') / 'games.sqlite'}")


@pytest.mark.parametrize("export", CHOSEN, ids=lambda p: p.name)
def test_every_game_shows_its_public_table(service: GameService, export: Path) -> None:
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    for lang in ("de", "en"):
        d = display_of(game, lang=lang, odds_ms=50)
        assert d.view is not None and d.view.header.players
        page = page_html(d)
        assert ("<script>" in page and d.title.replace("&", "&amp;") in page) or d.title in page
        json.dumps(d.to_json())
        if isinstance(d.view, GotPublic):
            held = {a.marker: Counter(a.figures.names()) for a in game.state.armies}
            for a in d.view.armies:
                assert not Counter(a.figures) - held[a.marker], a  # nothing it does not hold
                assert a.size == sum(held[a.marker].values())


def test_a_battle_recorded_round_by_round_before_throws_were_fields_says_no_dice_recorded(service: GameService) -> None:
    export = CORPUS / "93586c8" / "1-got-drei-titanen-kampf-runde-fur-runde.json"  # rounds without their throws
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    d = display_of(game, lang="en", odds_ms=50)
    assert d.luck == ("Gelb 1 ⚔ Rot 2: no dice recorded",)


def test_a_weiss_attack_in_its_damage_step_shows_its_odds(service: GameService) -> None:
    export = next(p for p in reversed(EXPORTS) if p.name.endswith("weiss-demo.json"))
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    assert game.state.attack is not None and game.state.attack.step == "damage"
    d = display_of(game, lang="de")
    assert d.odds is not None
    chances = {b.key: b.chance for b in d.odds.bars}
    assert abs(chances["cancelled"] + chances["sticks"] - 1) < 1e-9 and 0 < chances["cancelled"] < 0.5
    page = page_html(d)
    # the German rules' words, the place and the step in words (no vorne_mitte, no damage)
    assert "Climax" in page and "Klimax" not in page and "vorne Mitte" in page and "als Nächstes: Schaden" in page


def test_an_open_table_sees_the_odds_and_what_flight_would_give_before_the_first_round(service: GameService) -> None:
    from referee.core.events import from_dict, to_dict

    export = json.loads(next(p for p in reversed(EXPORTS) if "runde-fur-runde" in p.name).read_text(encoding="utf-8"))
    opened = next(i for i, e in enumerate(export["events"]) if e["type"] == "got.battle_opened")
    setup = to_dict(from_dict(export["events"][0]))
    for settings, shown in (((), False), ((("got.public_armies", "open"),), True)):
        data = dict(setup["data"], settings=[list(x) for x in (*setup["data"].get("settings", ()), *settings)])
        export["events"] = [dict(setup, data=data), *export["events"][1:opened + 1]]
        game = service.import_game(data=json.dumps(export))
        d = display_of(game, lang="de", odds_ms=50)
        assert (d.odds is not None) is shown
        if d.odds is not None:
            assert any(e.startswith("Flieht ") for e in d.odds.endings)


def test_every_string_of_the_game_is_escaped_on_the_page(service: GameService) -> None:
    import copy

    from tests.service.test_service import SETUP

    setup = copy.deepcopy(SETUP)
    setup["data"]["players"][0]["name"] = '<img src=x onerror="alert(1)">'  # type: ignore[index]
    game = service.new_game(game="got", setup=setup, title="<script>alert(2)</script>&")
    page = page_html(display_of(game))
    assert "<img" not in page and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in page
    assert "<script>alert" not in page and "&lt;script&gt;alert(2)&lt;/script&gt;&amp;" in page


def test_burgenkrieg_is_shown_in_words(service: GameService) -> None:
    """The zones by their names (Leibwache A, Innerer Schutzwall B), what their points are, whose castle it is:
    no zone id, no "lord" or "wall"."""
    export = next(p for p in reversed(EXPORTS) if "burgenkrieg-teamspiel" in p.name)
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    page = page_html(display_of(game, lang="de"))
    assert "Leibwache A" in page and "Innerer Schutzwall B" in page and "Äußerer Schutzwall A" in page
    assert "Lebenspunkte des Burgherrn" in page and "Lebenspunkte des Kommandanten" in page
    text = page[page.index("<body"):]
    for word in ("A.leibwache", "B.innen", ".aussen", "lord", "wall", "commander"):
        assert not re.search(rf"\b{re.escape(word)}\b", text), word


def test_each_games_display_part_is_registered_by_reference(service: GameService) -> None:
    """Every game has its display part (``ui/service/<game>/display.py``, named by its service plugin); the
    display's modules look no game up by name and switch over no game's view type. A game without a part (the tests'
    demo game) shows its header."""
    from referee import registry
    from referee.core.demo import SPEC
    from ui.service import display, display_page
    from ui.service.displays import parts

    assert sorted(parts()) == sorted(registry.game_ids())
    assert all(part.game == game for game, part in parts().items())
    for module in (display, display_page):
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        assert "importlib" not in source and "isinstance(" not in source, module.__name__
    registry.add(SPEC)
    try:
        game = service.new_game(game="demo", setup={"type": "demo.setup", "data": {"players": ["Anna", "Ben"]}})
        d = display_of(game)
        assert d.view is not None and d.view.header.players == ("Anna", "Ben") and "Anna" in page_html(d)
    finally:
        registry.remove("demo")


def test_weiss_draws_name_their_cards_in_the_scribes_history_only(service: GameService) -> None:
    """Issue 35, item 6: the history (the scribe's view) names the cards a draw stored; the players' display names
    no entry's cards (a drawn card goes to a hidden hand), neither as the last entry nor anywhere on the page."""
    from referee.weiss.events import Draw

    export = next(p for p in reversed(EXPORTS) if p.name.endswith("weiss-demo.json"))
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    history = game.history("de")
    draws = [(n, e) for n, e in enumerate(game.events, 1) if isinstance(e, Draw) and len(e.cards) == 1]
    n, draw = draws[-1]
    assert history[n - 1].label == f"{draw.player} zieht 1: {draw.cards[0]}"
    opening = next(e for e in game.events if isinstance(e, Draw))
    assert history[1].label == f"{opening.player} zieht 5: {', '.join(opening.cards)}"
    seen = {c for s in game.state.sides for c in (*s.level, *s.clock, *s.waiting, *(o.card for o in s.stage if o))}
    hand = {c for s in game.state.sides for c in s.hand} - seen  # cards that lie only in a hidden hand
    assert hand
    for lang in ("de", "en"):
        d = display_of(game, lang=lang, odds_ms=50)
        assert d.last == ("Eintrag" if lang == "de" else "Entry") + f" {game.entries}", d.last
        assert draw.label(lang) in (f"{draw.player} zieht 1", f"{draw.player} draws 1")  # the public words
        page = page_html(d)
        assert all(card not in page for card in hand), hand
