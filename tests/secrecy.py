"""What the players' display shows of a public view, for the secrecy tests of every game (issue 34): ``state.json``,
the web page and the window's body (the window shows :func:`ui.service.display_page.body_html` in a read-only text
browser), built from the view alone so that two tables differing only in what the rules keep hidden can be compared
byte for byte."""

from __future__ import annotations

import json

from referee.core.view import TableView
from ui.service.display import Display
from ui.service.display_page import body_html, page_html


def outputs(view: TableView, game: str, lang: str = "de") -> tuple[str, str, str]:
    """``state.json``, the page and the window's body of the display showing ``view``."""
    d = Display(1, game, "Partie", lang, 0, "v", view)
    return json.dumps(d.to_json(), ensure_ascii=False, sort_keys=True), page_html(d), body_html(d)


def strings(data: object) -> set[str]:
    """Every string of a JSON value (keys left out)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*(strings(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(strings(v) for v in data)) if data else set()
    return set()
