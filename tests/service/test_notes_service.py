"""Notes through the service, in every game: ``OpenGame.note`` (the last entry by default), its refusals as
verdicts (``check``), the history with each note beside its entry, undo and redo, durability (a new service
reads them), export and import — and every text of it in German words."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from referee.core.note import Note
from referee.registry import game_ids
from tests.printouts.allgames import journals
from tests.test_german_words import assert_german
from ui.service import GameService
from ui.service.display import display_of
from ui.service.display_page import body_html


@pytest.mark.parametrize("game", game_ids())
def test_a_note_in_every_game_through_the_service(game: str, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'g.sqlite'}"
    svc = GameService(url)
    events = journals(game)[0].events
    og = svc.open(svc.store.create_game(game, lang="de", events=tuple(events)))
    n = len(og)
    summary = og.summary("de")
    shown = body_html(display_of(og, lang="de", odds=False))

    made = og.note("  Anna verspricht Ben:\tkein Angriff  ")  # the last entry, cleaned
    assert made == Note(on=n, text="Anna verspricht Ben: kein Angriff") and len(og) == n + 1
    og.note("Gespielt im Verein", on=0)
    og.add({"type": "core.note", "data": {"on": 1, "text": "Aufbau nach Absprache"}})  # as JSON, as any entry
    assert og.last_noted() == n
    assert [x.text for x in og.notes()] == ["Anna verspricht Ben: kein Angriff", "Gespielt im Verein",
                                           "Aufbau nach Absprache"]
    assert og.summary("de") == summary  # the table is as it was
    assert body_html(display_of(og, lang="de", odds=False)) == shown  # the players' display shows no notes

    verdict = og.check({"type": "core.note", "data": {"on": n + 1, "text": "auf eine Notiz"}})
    assert not verdict and "ist selbst eine Notiz" in verdict.why_de
    verdict = og.check(Note.of(n + 4, "später"))
    assert not verdict and f"Eintrag {n + 4} gibt es nicht" in verdict.why_de
    with pytest.raises(InvalidInput, match="Die Notiz ist leer"):
        og.note("   ")
    assert len(og) == n + 3

    items = {h.seq: h for h in og.history("de")}
    assert items[n].notes == ("Anna verspricht Ben: kein Angriff",) and items[1].notes == ("Aufbau nach Absprache",)
    assert items[n + 1].label == f"Notiz zu Eintrag {n}: Anna verspricht Ben: kein Angriff"
    assert items[n + 2].label == "Notiz zur Partie: Gespielt im Verein" and items[n + 2].notes == ()
    assert_german([(f"history {h.seq}", h.label) for h in items.values()]
                  + [(f"note {h.seq}", t) for h in items.values() for t in h.notes], game)

    og.undo()
    assert og.history("de")[-1].label == "Notiz zu Eintrag 1: Aufbau nach Absprache" and not og.history("de")[-1].active
    og.redo()
    again = GameService(url).open(og.id)  # stored durably
    assert again.notes() == og.notes() and again.history("de")[0].notes == ("Aufbau nach Absprache",)
    copy = svc.import_game(data=svc.export(game_id=og.id))
    assert copy.notes() == og.notes() and copy.summary("de") == summary


def test_a_note_of_another_game_type_is_still_refused() -> None:
    from ui.service.entries import parse_entry

    assert parse_entry({"type": "core.note", "data": {"on": 0, "text": "a"}}, game="arena") == Note(on=0, text="a")
    with pytest.raises(InvalidInput, match="kein Eintrag für arena"):
        parse_entry({"type": "weiss.draw", "data": {}}, game="arena")
