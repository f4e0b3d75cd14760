"""The power dialog of Titan – Die Arena: the sponsor's power right after his card (section 15.1–15.8).

The creature whose power may be used now comes from the engine (``Turn.power``); targets, places and
cards are the candidates the engine accepts.  Choosing another sponsored creature is possible, and
the referee then explains with 15 / 9 / 15.x why its power is not available.
"""

from __future__ import annotations

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
from referee.arena.rules import CREATURES, RULES
from referee.core.events import Event
from ui.pages.arena_dialogs import VALUES, ArenaDialog, accepted, place_label, places
from ui.qt import QtWidgets
from ui.service import OpenGame


class PowerDialog(ArenaDialog):
    """Use a creature's power: target player (Zyklop, Titan), creature (Drache), place (Troll),
    two places (Einhorn) or discards (Warlock); Hydra and Ranger need nothing more."""

    sections = ("15",)

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Fähigkeit einsetzen"))
        now = self.state.turn.power
        sponsored = [p["creature"] for p in self.opts.get("powers", []) if p["sponsor"] == self.player]
        names = list(dict.fromkeys([now] if now else []) | dict.fromkeys(sponsored)) or list(CREATURES)
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in names])
        if not now:
            self.note.setText(self.tr("Gerade ist keine Fähigkeit nutzbar: nur der Sponsor direkt nach einer "
                                      "Stärkekarte seiner Kreatur, ohne Zuschauer (§ 15, 9)."))
        self.target = QtWidgets.QComboBox(self)
        self.fill(self.target, [(p, p) for p in self.state.players if p != self.player])
        self.other = QtWidgets.QComboBox(self)
        self.first = QtWidgets.QComboBox(self)
        self.second = QtWidgets.QComboBox(self)
        self.count = QtWidgets.QSpinBox(self, minimum=1, maximum=max(1, RULES.warlock_discard - self.state.turn.discarded))
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

    def _fields(self) -> None:
        c = self.creature.currentData() or ""
        shown = {"Zyklop": "target", "Titan": "target", "Drache": "other", "Troll": "other",
                 "Einhorn": "places", "Warlock": "warlock"}.get(c, "")
        for key, widgets in self.rows.items():
            for w in widgets:
                self.form.setRowVisible(w, key == shown)
        if c == "Drache":
            ok = accepted(self.session, [(o, DragonPower(player=self.player, creature=o))
                                         for o in self.state.alive()])
            self.fill(self.other, [(label, ev) for label, ev in ok])
        elif c == "Troll":
            ok = accepted(self.session, [(place_label(self.state, p), TrollPower(player=self.player, source=p))
                                         for p in places(self.state)])
            self.fill(self.other, [(label, ev) for label, ev in ok])
        elif c == "Einhorn":
            strength = [p for p in places(self.state)
                        if (card := self.state.top_at(p)) is not None and card.kind is CardKind.STRENGTH]
            self.fill(self.first, [(place_label(self.state, p), p) for p in strength])

    def _seconds(self) -> None:
        first = self.first.currentData()
        if first is None:
            self.second.clear()
            return
        ok = accepted(self.session, [(place_label(self.state, p), UnicornPower(player=self.player, first=first,
                                                                               second=p))
                                     for p in places(self.state) if p != first])
        self.fill(self.second, [(label, ev) for label, ev in ok])

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
