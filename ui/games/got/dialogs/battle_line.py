"""The battle sheet's own line: a round by keys (issue 35). Hits per figure, a figure falling, the round closed,
the battle's end — each a short command, several on one line separated by commas, with the live answer below.

=====================  ===================================================================================
``a Og 3``             3 hits on the attacker's Ogre (the side by ``a``/``v``, the figure by the first letters
                       of its label among the standing figures of that side: ``Tr2`` is Troll 2) (13.5)
``v Ce x``             the defender's Centaur falls in this round (``x``, ``†`` or ``fällt``; again: not)
``r``                  the round closed ("Runde abschließen"), judged by the referee (13)
``ende``               the battle's end as the end pane shows it ("Kampf beenden")
``a Og 3, v Ce x, r``  all of it in one line, in order
=====================  ===================================================================================
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Callable, Sequence

from ui.games.got.battle_models import FightersModel
from ui.qt import QtCore, QtGui, QtWidgets

SIDE_WORDS = {"a": 0, "angreifer": 0, "v": 1, "verteidiger": 1, "d": 1}
FALL_WORDS = frozenset({"x", "†", "fällt", "faellt", "falls", "fall"})
ROUND_WORDS = frozenset({"r", "runde", "round"})
END_WORDS = frozenset({"ende", "end", "kampfende"})
_NUMBERED = re.compile(r"^(\D+?)(\d+)$")


@dataclasses.dataclass(frozen=True)
class Step:
    """One command of the line: hits on a figure, a figure falling, the round closed or the end entered."""

    kind: str  # "hits", "fall", "round", "end"
    side: int = 0
    row: int = -1
    hits: int = 0
    said: str = ""


class LineError(ValueError):
    """A command the line does not understand, with what it takes."""


def read(text: str, models: Sequence[FightersModel], *, lang: str = "de") -> list[Step]:
    """The steps of ``text`` on the figures of the two sides (``models``: attacker, defender)."""
    steps: list[Step] = []
    for part in (p.strip() for p in text.split(",")):
        if part:
            steps.append(_step(part, models, lang))
    return steps


def _step(part: str, models: Sequence[FightersModel], lang: str) -> Step:
    de = lang == "de"
    words = part.split()
    head = words[0].casefold()
    if head in ROUND_WORDS and len(words) == 1:
        return Step("round", said="Runde abschließen" if de else "close the round")
    if head in END_WORDS and len(words) == 1:
        return Step("end", said="Kampfende eintragen" if de else "enter the end of the battle")
    if head not in SIDE_WORDS or len(words) != 3:
        raise LineError(f"„{part}“: eine Figur ist „a Og 3“ (Treffer), „v Ce x“ (fällt); „r“ schließt die Runde, "
                        "„ende“ trägt das Kampfende ein." if de else
                        f"'{part}': a figure is 'a Og 3' (hits), 'v Ce x' (falls); 'r' closes the round, 'ende' "
                        "enters the end of the battle.")
    side = SIDE_WORDS[head]
    model = models[side]
    standing = model.standing_rows()
    labels = {i: model.fighters[i].label for i in standing}
    found = _figures(words[1], labels)
    who = ("Angreifer" if side == 0 else "Verteidiger") if de else ("attacker" if side == 0 else "defender")
    if len({labels[i] for i in found}) != 1:
        names = ", ".join(labels[i] for i in (found or standing))
        raise LineError(f"„{words[1]}“: welche Figur des {who}s? {names}" if de else
                         f"'{words[1]}': which figure of the {who}? {names}")
    row = found[0]
    label = labels[row]
    if words[2].casefold() in FALL_WORDS:
        if row not in model.markable:
            raise LineError(f"{label} ({who}) kann in dieser Runde nicht fallen." if de else
                            f"{label} ({who}) cannot fall in this round.")
        falls = row not in model.marked
        return Step("fall", side, row, said=(f"{label} ({who}) {'fällt' if falls else 'fällt nicht'}" if de else
                                             f"{label} ({who}) {'falls' if falls else 'does not fall'}"))
    if not words[2].isdigit():
        raise LineError(f"„{words[2]}“: Treffer als Zahl, oder „x“: die Figur fällt." if de else
                        f"'{words[2]}': hits as a number, or 'x': the figure falls.")
    hits = int(words[2])
    power = model.fighters[row].power
    if not model.hits.get(row, 0) <= hits < power:
        raise LineError(f"{label}: {hits} Treffer geht nicht (bisher {model.hits.get(row, 0)}, bei {power} fällt die "
                        "Figur: „x“)." if de else
                        f"{label}: {hits} hits is not possible (so far {model.hits.get(row, 0)}, at {power} it falls: "
                        "'x').")
    return Step("hits", side, row, hits, said=f"{label} ({who}): {hits} " + ("Treffer" if de else "hits"))


class _Line(QtWidgets.QLineEdit):
    """Enter is the line's (its steps are done), never the dialog's default button as well."""

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter) and not event.modifiers():
            event.accept()


def _figures(token: str, labels: dict[int, str]) -> list[int]:
    """The rows ``token`` names: a label in full (spaces aside), its first letters, or the first letters of the
    name and the number of one of several of a kind (``Ce2`` is Centaur 2)."""
    key = token.casefold()
    flat = {i: label.casefold().replace(" ", "") for i, label in labels.items()}
    exact = [i for i, label in flat.items() if label == key]
    if exact:
        return exact
    m = _NUMBERED.match(key)
    if m is not None:
        numbered = [i for i, label in labels.items() if label.casefold().startswith(m.group(1))
                    and label.rsplit(" ", 1)[-1] == m.group(2)]
        if numbered:
            return numbered
    return [i for i, label in flat.items() if label.startswith(key)]


class BattleLine(QtWidgets.QWidget):
    """The sheet's line and its answer: Enter does the steps in order (the sheet's :meth:`run_line`)."""

    def __init__(self, models: Callable[[], Sequence[FightersModel]], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.models = models
        self.line = _Line(self)
        self.line.setPlaceholderText(self.tr("z. B. a Og 3, v Ce x, r (Runde) · ende (Kampfende)"))
        self.answer = QtWidgets.QLabel(self)
        self.answer.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.answer.setWordWrap(True)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.caption = QtWidgets.QLabel(self.tr("Kampfzeile:"), self)
        row.addWidget(self.caption)
        row.addWidget(self.line, 2)
        row.addWidget(self.answer, 3)
        self.line.textEdited.connect(self.show_answer)

    def steps(self, lang: str) -> list[Step]:
        return read(self.line.text(), self.models(), lang=lang)

    def show_answer(self, *_: object) -> None:
        """What the line will do (grey while it is not understood)."""
        from ui import i18n

        if not self.line.text().strip():
            self.answer.setText("")
            return
        try:
            said = " · ".join(s.said for s in self.steps(i18n.current()))
        except LineError as exc:
            self.answer.setText(f"<span style='color:#6b6b6b'>{html.escape(str(exc))}</span>")
            return
        tail = self.tr("— Enter")
        self.answer.setText(f"<span style='color:#1a6b1a'>✓ {html.escape(said)}</span> {html.escape(tail)}")

    def refuse(self, message: str) -> None:
        self.answer.setText(f"<span style='color:#a40000'>{html.escape(message)}</span>")
