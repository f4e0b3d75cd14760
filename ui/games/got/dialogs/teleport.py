"""A teleport (9.1–9.5, 23.8, 26.5): the army and the kind from the referee's ``teleport`` options, the tower
lands from the option's towers (another player's tower means that player allowed it), the enemies of the
battle teleport from the ``battle_teleport`` options; the path is the scribe's (the board is not known)."""

from __future__ import annotations

import html

from referee.core.events import Event
from referee.core.option import payloads
from referee.got import entry_notes
from referee.got.events import Teleport, TeleportKind, teleport_name
from referee.got.kinds import OptionKind
from referee.got.lands import Land
from referee.got.numbers import NUMBERS
from referee.got.payloads import TeleportPayload, Tower
from referee.got.view import NEUTRAL, GotState, armies_on, army
from ui.games.got.dialogs.lands import LandField, LandPicker
from ui.games.got.dialogs.options import OptionDialog, fill, lang
from ui.qt import QtWidgets
from ui.service import OpenGame


class TeleportDialog(OptionDialog):
    kinds = (OptionKind.TELEPORT,)
    about = entry_notes.about("teleport")
    absent = entry_notes.absent("teleport")

    def __init__(self, session: OpenGame[GotState], marker: str | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Teleport eintragen"))
        self.setMinimumWidth(480)
        self.army, self.kind = QtWidgets.QComboBox(self), QtWidgets.QComboBox(self)
        self.via_from, self.via_to = QtWidgets.QComboBox(self), QtWidgets.QComboBox(self)
        self.whirl_from, self.whirl_to = LandPicker(session, self), LandPicker(session, self)  # the game's lands (2.1)
        self.target = QtWidgets.QComboBox(self)
        self.land = LandField(session, self)  # a new land named with its terrain, in the teleport itself (2.1)
        self.distance = QtWidgets.QSpinBox(self, minimum=1, maximum=NUMBERS.movement.max_lands_benefit, value=1)
        self.permission = QtWidgets.QLabel(self, wordWrap=True)
        rows: list[tuple[str, QtWidgets.QWidget]] = [(self.tr("Armee"), self.army), (self.tr("Art"), self.kind),
                (self.tr("Von Tower"), self.via_from), (self.tr("Über Tower"), self.via_to),
                (self.tr("Von Whirl"), self.whirl_from), (self.tr("Zu Whirl"), self.whirl_to),
                (self.tr("Gegner"), self.target), (self.tr("Ziel: Land"), self.land), (self.tr("Felder"), self.distance),
                (self.tr("Erlaubnis"), self.permission)]
        for text, row in rows:
            self.form.addRow(text, row)
        by_marker = {t.marker: t for _, t in payloads(self.offered(), TeleportPayload)}
        fill(self.army, [(m, m) for m in by_marker])
        if marker in by_marker:
            self.army.setCurrentIndex(self.army.findData(marker))
        self.army.currentIndexChanged.connect(self.refresh_kinds)
        self.kind.currentIndexChanged.connect(self.refresh_fields)
        self.via_from.currentIndexChanged.connect(self.refresh_towers)
        self.via_to.currentIndexChanged.connect(self.show_permission)
        self.watch(self.army, self.kind, self.via_from, self.via_to, self.whirl_from, self.whirl_to, self.target,
                   self.land.picker, self.land.terrain, self.distance)
        if not self.unavailable():
            self.refresh_kinds()
        else:
            for _, hidden in rows[1:]:
                self.form.setRowVisible(hidden, False)

    # -- the option of the chosen army ---------------------------------------------------------------
    def option(self) -> TeleportPayload | None:
        return next((t for _, t in payloads(self.offered(), TeleportPayload) if t.marker == self.army.currentData()), None)

    def chosen_kind(self) -> TeleportKind | None:
        data = self.kind.currentData()
        return TeleportKind(data) if data else None

    def refresh_kinds(self) -> None:
        o = self.option()
        kinds = o.kinds if o else ()
        fill(self.kind, [(f"{teleport_name(k, lang())} (§ {', '.join(TeleportPayload.sections(k))})", k.value) for k in kinds])
        refused = o.refusals(lang()) if o else ()
        lines = [f"{html.escape(teleport_name(k, lang()))}: {html.escape(w)}" for k, w in refused]
        cost = o.gems_darkland if o else None
        if TeleportKind.DARKLAND in kinds and cost:
            lines.insert(0, html.escape(self.tr("Der Darkland-Teleport kostet %1 Lebenssteine.").replace("%1", str(cost))))
        self.show_note((self.tr("Nicht möglich:") + "<br>" if refused else "") + "<br>".join(lines))
        self.refresh_fields()

    def refresh_fields(self) -> None:
        kind, o = self.chosen_kind(), self.option()
        if kind is None or o is None:
            return
        me = o.owner
        towers = sorted(o.towers, key=lambda t: (t.owner != me, t.land))
        if kind is TeleportKind.TOWER:
            fill(self.via_from, self._choose_first([self._tower_item(t, me) for t in o.held_towers()]))
        if kind is TeleportKind.TITAN_TOWER:
            fill(self.via_to, self._choose_first([self._tower_item(t, me) for t in towers if t.owner in (me, NEUTRAL)] +
                                                 [self._tower_item(t, me) for t in towers if t.owner not in (me, NEUTRAL)]))
        if kind is TeleportKind.TITAN_BATTLE:
            fill(self.target, self._battle_targets(o.marker))
        one = o.one_land(kind)
        self.distance.setMinimum(o.min_distance(kind))
        if one:
            self.distance.setValue(1)
        self.distance.setEnabled(not one)
        visible = {self.via_from: kind is TeleportKind.TOWER, self.via_to: kind in (TeleportKind.TOWER, TeleportKind.TITAN_TOWER),
                   self.whirl_from: kind is TeleportKind.WHIRL, self.whirl_to: kind is TeleportKind.WHIRL,
                   self.target: kind is TeleportKind.TITAN_BATTLE, self.land: kind is not TeleportKind.TITAN_BATTLE}
        for w, shown in visible.items():
            self.form.setRowVisible(w, shown)
        self.refresh_towers()

    def refresh_towers(self) -> None:
        """The tower teleport goes to another tower than it starts from (9.3)."""
        kind, o = self.chosen_kind(), self.option()
        if kind is TeleportKind.TOWER and o is not None:
            fill(self.via_to, self._choose_first([self._tower_item(t, o.owner) for t in o.held_towers()
                                                  if t.land != self.via_from.currentData()]))
        self.show_permission()

    def _choose_first(self, items: list[tuple[str, str | None]]) -> list[tuple[str, str | None]]:
        """Another player's tower is never taken for granted: with none of one's own (or neutral) first, the
        scribe chooses it (its owner's leave goes with it, 9.3)."""
        own = self.tr("eigener"), self.tr("neutral")
        if items and not items[0][0].endswith((f"({own[0]})", f"({own[1]})")):
            return [(self.tr("— Tower wählen —"), None), *items]
        return items

    def show_permission(self) -> None:
        names = self.permitted_by()
        self.permission.setText(self.tr("%1 erlaubt es").replace("%1", ", ".join(names)) if names
                                else self.tr("nicht nötig (eigene oder neutrale Tower)"))
        self.form.setRowVisible(self.permission, self.chosen_kind() in (TeleportKind.TOWER, TeleportKind.TITAN_TOWER))
        self.live()

    def _tower_item(self, tower: Tower, me: str) -> tuple[str, str | None]:
        if tower.owner == me:
            note = self.tr("eigener")
        elif tower.owner == NEUTRAL:
            note = self.tr("neutral")
        else:
            note = self.tr("von %1, mit Erlaubnis").replace("%1", tower.owner)
        return f"{Land.parse(tower.land).label} ({note})", tower.land

    def _battle_targets(self, marker: str) -> list[tuple[str, str]]:
        out = []
        owner = army(self.state, marker).owner
        for o in self.offered(OptionKind.BATTLE_TELEPORT):
            entry = o.entry
            if isinstance(entry, Teleport) and entry.marker == marker:
                land = Land.parse(entry.to)
                enemies = ", ".join(a.marker for a in armies_on(self.state, land.label) if a.owner != owner)
                out.append((f"{enemies} ({land})", entry.to))
        city = Teleport(marker=marker, kind=TeleportKind.TITAN_BATTLE, to="City:City")
        if self.session.check(city).value:  # the Dark-Titan onto the God in the Skycastle (27.5)
            out.append((self.tr("der God im Skycastle (City)"), city.to))
        return out

    def permitted_by(self) -> list[str]:
        """The owners of other players' towers the teleport goes by: choosing their tower means they allow it."""
        kind, o = self.chosen_kind(), self.option()
        if o is None or kind is None:
            return []
        return list(o.permitted_by(kind, self.via_from.currentData() or "", self.via_to.currentData() or ""))

    def first_entries(self) -> tuple[Event, ...]:
        """A new target land typed with its terrain is named first (2.1)."""
        named = self.land.naming() if self.chosen_kind() is not TeleportKind.TITAN_BATTLE else None
        return (named,) if named is not None else ()

    def build_event(self) -> Teleport:
        kind = self.chosen_kind() or TeleportKind.TOWER
        to = (self.target.currentData() or "") if kind is TeleportKind.TITAN_BATTLE else self.land.entry_text()
        via_from = via_to = ""
        if kind is TeleportKind.WHIRL:
            via_from, via_to = self.whirl_from.entry_text(), self.whirl_to.entry_text()
        elif kind is TeleportKind.TOWER:
            via_from, via_to = self.via_from.currentData() or "", self.via_to.currentData() or ""
        elif kind is TeleportKind.TITAN_TOWER:
            via_to = self.via_to.currentData() or ""
        o = self.option()
        if o is None:  # nothing offered for this army: the referee refuses the entry with its reason
            return Teleport(marker=self.army.currentData() or "", kind=kind, to=to, distance=self.distance.value(),
                            via_from=via_from, via_to=via_to)
        return o.make(kind, to, self.distance.value(), via_from, via_to)
