"""The power dialog of Titan – Die Arena: the sponsor's power right after his card (section 15.1–15.8).

The creature whose power may be used now, its targets, places and the number of cards come from the
referee's options (``session.options()``, kind ``power``): the candidates the engine accepts.  Choosing
another sponsored creature is possible, and the referee then explains with 15 / 9 / 15.x why its power
is not available.
"""

from __future__ import annotations

from typing import Any

from referee.arena.cards import Card, CardKind, Place, Where
from referee.arena.events import (
    CyclopsPower,
    DragonPower,
    HydraPower,
    RangerPower,
    TitanPower,
    TrollPower,
    UnicornPower,
    WarlockPower,
)
from referee.arena.rules import CREATURES
from referee.core.events import Event
from ui.games.arena.dialogs import VALUES, ArenaDialog, place_items
from ui.qt import QtWidgets
from ui.service import OpenGame


class PowerDialog(ArenaDialog):
    """Use a creature's power: target player (Zyklop, Titan), creature (Drache), place (Troll),
    two places (Einhorn) or discards (Warlock); Hydra and Ranger need nothing more."""

    sections = ("15",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Fähigkeit einsetzen"))
        powers = self.offers("power")
        now = next((str(o.get("creature")) for o in powers if o.allowed), "")
        sponsored = [str(o.get("creature")) for o in powers if o.get("sponsor") == self.player]
        names = list(dict.fromkeys([now] if now else []) | dict.fromkeys(sponsored)) or list(CREATURES)
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in names])
        if not now:
            self.note.setText(self.tr("Gerade ist keine Fähigkeit nutzbar: nur der Sponsor direkt nach einer "
                                      "Stärkekarte seiner Kreatur, ohne Zuschauer (§ 15, 9)."))
        self.target = QtWidgets.QComboBox(self)
        self.other = QtWidgets.QComboBox(self)
        self.first = QtWidgets.QComboBox(self)
        self.second = QtWidgets.QComboBox(self)
        self.count = QtWidgets.QSpinBox(self, minimum=1, maximum=max(1, int(self.power_field("Warlock", "max_count", 0))))
        self.top_creature = QtWidgets.QComboBox(self)
        self.fill(self.top_creature, [*[(c, c) for c in CREATURES], (self.tr("Zuschauer"), "")])
        self.top_value = QtWidgets.QComboBox(self)
        self.fill(self.top_value, [(str(v), v) for v in VALUES])
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(self.player))
        self.form.addRow(self.tr("Kreatur"), self.creature)
        self.rows: dict[str, list[QtWidgets.QWidget]] = {
            "target": [self.target], "other": [self.other], "places": [self.first, self.second],
            "warlock": [self.count, self.top_creature, self.top_value]}
        self.form.addRow(self.tr("Gegen Spieler"), self.target)
        self.form.addRow(self.tr("Kreatur / Ort"), self.other)
        self.form.addRow(self.tr("Erste Karte"), self.first)
        self.form.addRow(self.tr("Zweite Karte"), self.second)
        self.form.addRow(self.tr("Karten abwerfen"), self.count)
        self.form.addRow(self.tr("Oberste Karte (offen)"), self.top_creature)
        self.form.addRow(self.tr("Ihre Stärke"), self.top_value)
        self.creature.currentIndexChanged.connect(self._fields)
        self.first.currentIndexChanged.connect(self._seconds)
        self._fields()

    def power_field(self, creature: str, name: str, default: Any = None) -> Any:
        """A field of the referee's option for ``creature``'s power."""
        o = next((o for o in self.offers("power") if o.get("creature") == creature), None)
        return default if o is None else o.get(name, default)

    def _fields(self) -> None:
        c = self.creature.currentData() or ""
        shown = {"Zyklop": "target", "Titan": "target", "Drache": "other", "Troll": "other",
                 "Einhorn": "places", "Warlock": "warlock"}.get(c, "")
        for key, widgets in self.rows.items():
            for w in widgets:
                self.form.setRowVisible(w, key == shown)
        if c in ("Zyklop", "Titan"):
            targets = self.power_field(c, "targets") or [p for p in self.state.players if p != self.player]
            self.fill(self.target, [(p, p) for p in targets])
        elif c == "Drache":
            self.fill(self.other, [(o, DragonPower(player=self.player, creature=o))
                                   for o in self.power_field(c, "creatures", [])])
        elif c == "Troll":
            self.fill(self.other, [(label, TrollPower(player=self.player, source=p))
                                   for label, p in place_items(self.state, self.power_field(c, "places", []))])
        elif c == "Einhorn":
            firsts = dict.fromkeys(a for a, _ in self.power_field(c, "pairs", []))
            self.fill(self.first, place_items(self.state, firsts))

    def _seconds(self) -> None:
        first = self.first.currentData()
        if first is None:
            self.second.clear()
            return
        seconds = [b for a, b in self.power_field("Einhorn", "pairs", []) if a == str(first)]
        self.fill(self.second, [(label, UnicornPower(player=self.player, first=first, second=p))
                                for label, p in place_items(self.state, seconds)])

    def build_event(self) -> Event:
        c, me = self.creature.currentData() or "", self.player
        if c in ("Drache", "Troll") and isinstance(self.other.currentData(), Event):
            ev: Event = self.other.currentData()
            return ev
        if c == "Drache":
            return DragonPower(player=me, creature="")
        if c == "Einhorn" and isinstance(self.second.currentData(), Event):
            ev = self.second.currentData()
            return ev
        if c == "Zyklop":
            return CyclopsPower(player=me, target=self.target.currentData() or "")
        if c == "Titan":
            return TitanPower(player=me, target=self.target.currentData() or "")
        if c == "Warlock":
            creature = self.top_creature.currentData()
            value = int(self.top_value.currentData() or 0)
            top = Card(creature=creature, value=value) if creature else Card(kind=CardKind.SPECTATOR, value=value)
            return WarlockPower(player=me, count=self.count.value(), top=top)
        if c == "Ranger":
            return RangerPower(player=me)
        if c == "Troll":
            return TrollPower(player=me, source=Place(where=Where.DISCARD))
        if c == "Einhorn":
            return UnicornPower(player=me, first=Place(where=Where.DISCARD), second=Place(where=Where.DISCARD))
        return HydraPower(player=me)
