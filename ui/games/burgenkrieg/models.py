"""Models of the Burgenkrieg table: the six zones in battlefield order and the creatures in play.

Both read the typed ``referee.burgenkrieg.view.BurgenkriegView``; nothing here decides a rule.

>>> m = ZonesModel(); m.rowCount(), m.columnCount()
(0, 4)
"""

from __future__ import annotations

from referee.burgenkrieg.view import BurgenkriegView, CreatureLine, PermanentLine, ZoneKind
from referee.burgenkrieg.zones import zone_word
from ui import i18n
from ui.models.base import RowsModel
from ui.qt import QtCore


def zone_label(zone: str) -> str:
    """``"A.innen"`` as the table reads it (Leibwache, innerer/äußerer Schutzwall, § spielidee)."""
    return zone_word(zone, i18n.current())


def creature_text(c: CreatureLine) -> str:
    """``Wolf 3/2 (Ann)`` with damage, tapped and summoning sickness marked."""
    marks = []
    if c.damage:
        marks.append(QtCore.QCoreApplication.translate("Burgenkrieg", "{n} Schaden").format(n=c.damage))
    if c.tapped:
        marks.append(QtCore.QCoreApplication.translate("Burgenkrieg", "getappt"))
    if c.sick:
        marks.append(QtCore.QCoreApplication.translate("Burgenkrieg", "Einsatzverzögerung"))
    extra = f" [{', '.join(marks)}]" if marks else ""
    return f"{c.name} {c.power}/{c.toughness} ({c.controller}){extra}"


def permanent_text(p: PermanentLine) -> str:
    """``Schild (Verzauberung auf Riese, Ann)``."""
    kind = p.kind.word(i18n.current())
    if p.attached_to:
        kind = QtCore.QCoreApplication.translate("Burgenkrieg", "{kind} auf {card}").format(kind=kind, card=p.attached_name)
    return f"{p.name} ({kind}, {p.controller})"


class ZonesModel(RowsModel):
    """One row per zone from A's bodyguard to B's bodyguard: the two castles face each other (§ spielidee).

    Columns: zone, what its points are (lord's life, wall DP, commander's life), points/start, creatures.
    """

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.zones: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Gebiet"), self.tr("Art"), self.tr("Punkte"),
                          self.tr("Kreaturen und bleibende Karten")])

    def set_summary(self, view: BurgenkriegView) -> None:
        kinds = {ZoneKind.LORD: self.tr("Lebenspunkte Burgherr"), ZoneKind.WALL: self.tr("Verteidigungspunkte"),
                 ZoneKind.COMMANDER: self.tr("Lebenspunkte Kommandant")}
        rows, tips = [], []
        for zone in view.zones:
            creatures = [creature_text(c) for c in zone.creatures] + [permanent_text(p) for p in zone.permanents]
            rows.append((zone_label(zone.zone), kinds[zone.kind], f"{zone.points}/{zone.start}",
                         "; ".join(creatures)))
            tips.append("\n".join(creatures))
        self.zones = [z.zone for z in view.zones]
        self.set_rows(rows, tips=tips, grey=[z.points == 0 for z in view.zones])

    def points(self, zone: str) -> str:
        return str(self.row(self.zones.index(zone))[2])


class CreaturesModel(RowsModel):
    """Every creature in play: id, name, controller, zone, power/toughness, damage, tapped, sick."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Kennung"), self.tr("Name"), self.tr("Beherrscher"), self.tr("Gebiet"),
                          self.tr("S/W"), self.tr("Schaden"), self.tr("getappt"), self.tr("Einsatzverzögerung")])

    def set_summary(self, view: BurgenkriegView) -> None:
        rows: list[tuple[object, ...]] = []
        for zone in view.zones:
            for c in zone.creatures:
                rows.append((c.id, c.name, c.controller, zone_label(zone.zone),
                             f"{c.power}/{c.toughness}", c.damage, "✓" if c.tapped else "",
                             "✓" if c.sick else ""))
        self.set_rows(rows, grey=[r[6] == "✓" for r in rows])
