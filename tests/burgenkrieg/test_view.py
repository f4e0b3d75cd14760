"""The Burgenkrieg view is typed end to end: the header and the game's own part (issue 24)."""

from __future__ import annotations

from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import CreatureEnters, Phase, PlayerSpec, Role, Setup, Turn
from referee.burgenkrieg.view import BurgenkriegView, CreatureLine, PlayerLine, ZoneKind, summary


def test_the_view_of_a_first_creature_is_typed() -> None:
    s = BurgenkriegEngine().replay([
        Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B"))), Turn(player="Ann"),
        CreatureEnters(id="w", name="Wolf", controller="Ann", zone="A.aussen", power=2, toughness=3)])
    v = summary(s, "en")
    assert isinstance(v, BurgenkriegView)
    # an empty graveyard at the start; mana, hand and library not counted yet
    assert v.players == (PlayerLine("Ann", "A", Role.LORD, False, graveyard=0),
                         PlayerLine("Bob", "B", Role.LORD, False, graveyard=0))
    assert v.turn == 1 and v.fallen == ()
    assert (v.active, v.phase, v.winner) == ("Ann", Phase.UPKEEP, None)
    # two players: the bodyguard is the lord's life 15, the walls 10 and 5 (§ spielidee)
    assert [(zl.zone, zl.kind, zl.points, zl.start) for zl in v.zones] == [
        ("A.leibwache", ZoneKind.LORD, 15, 15), ("A.innen", ZoneKind.WALL, 10, 10),
        ("A.aussen", ZoneKind.WALL, 5, 5), ("B.aussen", ZoneKind.WALL, 5, 5),
        ("B.innen", ZoneKind.WALL, 10, 10), ("B.leibwache", ZoneKind.LORD, 15, 15)]
    # a new creature has summoning sickness (Einsatzverzögerung)
    assert v.zones[2].creatures == (CreatureLine("w", "Wolf", "Ann", 2, 3, 0, False, True),)
    assert (v.header.round, v.header.to_move, v.header.phase) == (None, "Ann", "Upkeep phase")
    assert [st.text for st in v.header.standings] == ["Ann 30", "Bob 30"]
    data = v.to_json()  # the command line's keys stay
    assert data["game"] == "burgenkrieg" and data["phase"] == "versorgung" and data["winner"] is None
    assert data["players"][0] == {"name": "Ann", "side": "A", "role": "burgherr", "inactive": False, "mana": None,
                                  "hand": None, "library": None, "graveyard": 0}
    assert data["zones"][2]["creatures"][0]["sick"] is True and data["zones"][0]["kind"] == "lord"
