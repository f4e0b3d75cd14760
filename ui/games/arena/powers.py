"""The power dialog of Titan – Die Arena: the sponsor's power right after his card (section 15.1–15.8).

The creature whose power may be used now, its targets, places and the number of cards come from the
referee's options (``session.options()``, kind ``power``): the candidates the engine accepts.  Choosing
another sponsored creature is possible, and the referee then explains with 15 / 9 / 15.x why its power
is not available.
"""

from __future__ import annotations

from typing import TypeVar

from referee.arena.cards import Card, CardKind, Place, Where
from referee.arena.kinds import OptionKind
from referee.arena.payloads import (
    DragonPowerPayload,
    PlainPowerPayload,
    PowerPayload,
    TargetPowerPayload,
    TrollPowerPayload,
    UnicornPowerPayload,
    WarlockPowerPayload,
)
from referee.arena.powers import NO_POWER_NOW
from referee.arena.rules import CREATURES
from referee.arena.view import ArenaState, table_line
from referee.core.events import Event
from referee.core.option import payloads
from ui import i18n
from ui.games.arena.dialogs import VALUES, ArenaDialog, place_items
from ui.qt import QtWidgets
from ui.service import OpenGame

W = TypeVar("W", bound=PowerPayload)


class PowerDialog(ArenaDialog):
    """Use a creature's power: target player (Zyklop, Titan), creature (Drache), place (Troll),
    two places (Einhorn) or discards (Warlock); Hydra and Ranger need nothing more."""

    sections = ("15",)

    def __init__(self, session: OpenGame[ArenaState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Fähigkeit einsetzen"))
        powers = payloads(self.offers(OptionKind.POWER), PowerPayload)
        now = next((p.creature for o, p in powers if o.allowed), "")
        sponsored = [p.creature for _, p in powers if p.sponsor == self.player]
        names = list(dict.fromkeys([now] if now else []) | dict.fromkeys(sponsored)) or list(CREATURES)
        self.creature = QtWidgets.QComboBox(self)
        self.fill(self.creature, [(c, c) for c in names])
        if not now:
            self.note.setText(NO_POWER_NOW.cited(i18n.current(), mark="§ ") + ".")
        self.target = QtWidgets.QComboBox(self)
        self.other = QtWidgets.QComboBox(self)
        self.first = QtWidgets.QComboBox(self)
        self.second = QtWidgets.QComboBox(self)
        warlock = self.power("Warlock", WarlockPowerPayload)
        self.count = QtWidgets.QSpinBox(self, minimum=1, maximum=max(1, warlock.max_count if warlock else 0))
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

    def power(self, creature: str, cls: type[W]) -> W | None:
        """The referee's offer of ``creature``'s power, typed (None if there is none of that kind)."""
        return next((p for _, p in payloads(self.offers(OptionKind.POWER), cls) if p.creature == creature), None)

    def _fields(self) -> None:
        c = self.creature.currentData() or ""
        shown = {"Zyklop": "target", "Titan": "target", "Drache": "other", "Troll": "other",
                 "Einhorn": "places", "Warlock": "warlock"}.get(c, "")
        for key, widgets in self.rows.items():
            for w in widgets:
                self.form.setRowVisible(w, key == shown)
        if c in ("Zyklop", "Titan"):
            aim = self.power(c, TargetPowerPayload)
            targets = (aim.targets if aim else ()) or [p for p in table_line(self.state).players if p != self.player]
            self.fill(self.target, [(p, p) for p in targets])
        elif c == "Drache":
            dragon = self.power(c, DragonPowerPayload)
            self.fill(self.other, [(o, o) for o in (dragon.creatures if dragon else ())])
        elif c == "Troll":
            troll = self.power(c, TrollPowerPayload)
            self.fill(self.other, place_items(self.state, troll.places if troll else ()))
        elif c == "Einhorn":
            unicorn = self.power(c, UnicornPowerPayload)
            firsts = dict.fromkeys(a for a, _ in (unicorn.pairs if unicorn else ()))
            self.fill(self.first, place_items(self.state, firsts))

    def _seconds(self) -> None:
        first = self.first.currentData()
        if first is None:
            self.second.clear()
            return
        unicorn = self.power("Einhorn", UnicornPowerPayload)
        seconds = [b for a, b in (unicorn.pairs if unicorn else ()) if a == str(first)]
        self.fill(self.second, place_items(self.state, seconds))

    def build_event(self) -> Event:
        """The chosen power as its offer makes it (a power not offered now: the same entry, for the
        referee to refuse with its sections)."""
        c, me = self.creature.currentData() or "", self.player
        facts = (c, None, False)
        nowhere = Place(where=Where.DISCARD)
        if c in ("Zyklop", "Titan"):
            aim = self.power(c, TargetPowerPayload) or TargetPowerPayload(*facts, ())
            return aim.make(me, self.target.currentData() or "")
        if c == "Drache":
            dragon = self.power(c, DragonPowerPayload) or DragonPowerPayload(*facts, ())
            return dragon.make(me, self.other.currentData() or "")
        if c == "Troll":
            troll = self.power(c, TrollPowerPayload) or TrollPowerPayload(*facts, ())
            source = self.other.currentData()
            return troll.make(me, source if isinstance(source, Place) else nowhere)
        if c == "Einhorn":
            unicorn = self.power(c, UnicornPowerPayload) or UnicornPowerPayload(*facts, ())
            first, second = self.first.currentData(), self.second.currentData()
            if isinstance(first, Place) and isinstance(second, Place):
                return unicorn.make(me, first, second)
            return unicorn.make(me, nowhere, nowhere)
        if c == "Warlock":
            warlock = self.power(c, WarlockPowerPayload) or WarlockPowerPayload(*facts, 0)
            creature = self.top_creature.currentData()
            value = int(self.top_value.currentData() or 0)
            top = Card(creature=creature, value=value) if creature else Card(kind=CardKind.SPECTATOR, value=value)
            return warlock.make(me, self.count.value(), top)
        plain = self.power(c, PlainPowerPayload) or PlainPowerPayload(c if c == "Ranger" else "Hydra", None, False)
        return plain.make(me)
