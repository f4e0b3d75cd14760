"""The quick-entry line of Gods of Titan: an entry typed as a short line (Qt-free).

The line is only read here; whether the entry is allowed is the referee's verdict (``game.check``).

============================  =========================================================
``R2 B12 4``                  Rot 2 moves 4 lands onto the land B12 (8)
``R2 + Troll``, ``R2+T``      Rot 2 recruits a Troll (22; the first way the referee accepts; the first
                              letters are enough when one recruit on offer begins so)
``R2 / Ogre Gargoyle``        Rot 2 splits off Ogre and Gargoyle under the next free marker (4.5)
``land Brush B12``            the table names the land B12, a Brush (2.1)
``ende`` / ``end``            the Mover ends the turn (6.5)
============================  =========================================================

An army is its marker ("Rot 2") or the colour's first letters and the number ("R2", "Ge3"); a land
is its label in full, never a prefix (:mod:`ui.service.lands`); a figure its name, case aside.

>>> _army_token("r2", ["Rot 1", "Rot 2", "Blau 2"])
'Rot 2'
>>> _army_token("G1", ["Gelb 1", "Grau Citytower 1"])
'Gelb 1'
>>> _army_token("BT", ["Blau 1", "Blau Tower"]), _fits("g1", ["Grün 1", "Gelb 1"])
('Blau Tower', ['Grün 1', 'Gelb 1'])
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from referee.core.errors import InvalidInput, RefereeError, RuleViolation
from referee.core.events import Event
from referee.core.limits import whole_number
from referee.got.board import LANDS_SECTION
from referee.got.catalog import catalog
from referee.got.events import Move, Recruit, Split, TurnEnded, Via
from referee.got.markers import MARKER_SECTION, SPLIT_SECTION
from referee.got.recruit import RECRUIT_SECTION
from referee.got.state import GotState
from ui.service import got as got_service
from ui.service import lands as land_service
from ui.service.session import OpenGame

END_WORDS = frozenset({"ende", "zugende", "end", "e"})
LAND_WORDS = frozenset({"land", "neuesland"})
_ABBREV = re.compile(r"^([^\W\d_]+)\s*(\d+)$")
_DISTANCE = re.compile(r"\d+", re.ASCII)


@dataclasses.dataclass(frozen=True)
class Reading:
    """What a whole line means: the entry and the referee's verdict on it, or why it is no entry."""

    entry: Event | None
    ok: bool
    message: str = ""
    sections: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return self.entry.label(lang) if self.entry is not None else self.message


def read(game: OpenGame[GotState], text: str, *, lang: str = "de") -> Reading:
    """The entry ``text`` describes, checked by the referee (nothing is entered)."""
    try:
        entry = parse(game, text)
    except RefereeError as exc:
        return Reading(None, False, exc.message(lang), exc.sections)
    verdict = game.check(entry)
    return Reading(entry, bool(verdict.value), "" if verdict.value else verdict.why(lang), tuple(verdict.sections))


def parse(game: OpenGame[GotState], text: str) -> Event:
    """The entry of a quick line (refused with a message saying what was not understood)."""
    words = _words(text)
    if not words:
        raise InvalidInput("Leere Zeile.", "Empty line.")
    state = game.state
    head = words[0].casefold()
    if head in END_WORDS and len(words) == 1:
        return TurnEnded(player=state.mover_player.name)
    if head in LAND_WORDS:
        parts = text.split(maxsplit=2)  # the label as typed, every character of it (no word is split off)
        if len(words) < 3 or len(parts) < 3:
            raise InvalidInput("Land benennen: „land Gelände Bezeichnung“, z. B. „land Brush B12“.",
                               "Name a land: 'land terrain label', e.g. 'land Brush B12'.", sections=(LANDS_SECTION,))
        return land_service.name_land(terrain=parts[1].strip(","), name=parts[2])
    marker, rest = _army(game, words)
    if rest and rest[0] == "+":
        if len(rest) != 2:
            raise InvalidInput("Eine Rekrutierung ist eine Figur: „R2 + Troll“.", "A recruit is one figure: 'R2 + Troll'.",
                               sections=(RECRUIT_SECTION,))
        return _recruit(game, marker, rest[1])
    if rest and rest[0] == "/":
        figures = [_figure(w) for w in rest[1:]]
        if not figures:
            raise InvalidInput("Welche Figuren gehen ab? „R2 / Ogre Gargoyle“.", "Which figures split off? 'R2 / Ogre Gargoyle'.",
                               sections=(SPLIT_SECTION,))
        return _split(game, marker, figures)
    if len(rest) < 2 or not _DISTANCE.fullmatch(rest[-1]):
        raise InvalidInput(f"Zug von {marker}: Land und Zahl der Felder fehlen (z. B. „{words[0]} B12 4“).",
                           f"Move of {marker}: the land and the number of lands are missing (e.g. '{words[0]} B12 4').",
                           sections=("8",))
    label = _literal_land(text, words, rest)
    found = land_service.find(game, label)
    return Move(marker=marker, to=found.entry if found else label, distance=whole_number(rest[-1], "distance"))


def _literal_land(text: str, words: Sequence[str], rest: Sequence[str]) -> str:
    """The land of a move as typed between the army and the distance (a label may hold "/" or "+")."""
    n = len(words) - len(rest)
    parts = text.split(maxsplit=n)
    if len(parts) == n + 1 and parts[:n] == list(words[:n]):
        tail = parts[n].rsplit(maxsplit=1)
        if len(tail) == 2 and tail[1] == rest[-1]:
            return tail[0]
    return " ".join(rest[:-1])


def _words(text: str) -> list[str]:
    """``"R2+Troll"`` → ``["R2", "+", "Troll"]``: + and / stand alone, commas separate like spaces."""
    return text.replace(",", " ").replace("+", " + ").replace("/", " / ").split()


def _army(game: OpenGame[GotState], words: Sequence[str]) -> tuple[str, list[str]]:
    markers = [a.marker for a in game.state.armies]
    for n in (3, 2, 1):  # "Schwarz Darktower 1 …" and "Rot 2 …" before "R2 …"
        marker = _army_token(" ".join(words[:n]), markers)
        if marker is not None:
            return marker, list(words[n:])
    fits = _fits(words[0].casefold(), markers)
    if len(fits) > 1:
        example = _unambiguous(fits[0], markers)
        raise InvalidInput(f"{words[0]!r} ist mehrdeutig: {', '.join(fits)} — bitte mehr Buchstaben der Farbe "
                           f"(z. B. „{example}“).",
                           f"{words[0]!r} is ambiguous: {', '.join(fits)} — please more letters of the colour "
                           f"(e.g. '{example}').", sections=(MARKER_SECTION,))
    raise InvalidInput(f"Keine Armee {words[0]!r}: ein Deckmärkchen wie „Rot 2“ oder kurz „R2“, „RT“ (Rot Tower).",
                       f"No army {words[0]!r}: a marker like 'Rot 2' or short 'R2', 'RT' (Rot Tower).",
                       sections=(MARKER_SECTION,))


def _army_token(token: str, markers: Sequence[str]) -> str | None:
    """The marker ``token`` names: in full, or short if only one marker fits (:func:`_fits`)."""
    key = token.casefold().strip()
    exact = [m for m in markers if m.casefold() == key]
    if exact:
        return exact[0]
    fits = _fits(key, markers)
    return fits[0] if len(fits) == 1 else None


def _fits(key: str, markers: Sequence[str]) -> list[str]:
    """Markers ``key`` may stand for: a colour's first letters and the number ("r2", "ge3"), or for the other
    markers the first letter of every word ("bt" = Blau Tower, "sd1" = Schwarz Darktower 1)."""
    m = _ABBREV.match(key)
    out = []
    for x in markers:
        words = x.split()
        if len(words) == 2 and words[1].isdigit():
            if m is not None and words[1] == m.group(2) and words[0].casefold().startswith(m.group(1)):
                out.append(x)
        elif key.replace(" ", "") == short_name(x).casefold():
            out.append(x)
    return out


def _unambiguous(marker: str, markers: Sequence[str]) -> str:
    """The shortest name of ``marker`` that names it alone ("Grü1" beside "Gelb 1" and "Grau Ruin 1"), else in full.

    >>> _unambiguous("Grün 1", ["Grün 1", "Gelb 1", "Grau Ruin 1"])
    'Grü1'
    """
    for letters in range(2, len(marker.split()[0]) + 1):
        short = short_name(marker, letters)
        if _fits(short.casefold(), markers) == [marker]:
            return short
    return marker


def short_name(marker: str, letters: int = 1) -> str:  # the way a quick line names an army
    """``"Rot 2"`` → ``"R2"`` (``"Ge3"`` with ``letters=2``); ``"Blau Tower"`` → ``"BT"``."""
    words = marker.split()
    if len(words) == 2 and words[1].isdigit():
        return f"{words[0][:letters]}{words[1]}"
    return "".join(w if w.isdigit() else w[0] for w in words)


def _figure(word: str) -> str:
    return catalog().figure(word).name


def _recruit(game: OpenGame[GotState], marker: str, word: str) -> Event:
    """The figure by its name, or by the first letters of exactly one recruit the referee accepts now
    ("R2 + G" when a Gargoyle is the only G on offer); the referee's first accepted way to recruit it."""
    answer = got_service.recruit_choices(game, marker)
    options = answer.options  # the referee's accepted ways, in its order
    if not options and answer.reasons:  # nothing to recruit now: say why, not "unknown figure"
        r = answer.reasons[0]
        raise RuleViolation(f"{marker} kann jetzt nichts rekrutieren: {r.de.rstrip('.')}.",
                            f"{marker} cannot recruit now: {r.en.rstrip('.')}.", sections=r.sections)
    key = word.casefold()
    exact = [o for o in options if o.figure.casefold() == key]
    fits = exact or [o for o in options if o.figure.casefold().startswith(key)]
    if len({o.figure for o in fits}) == 1:
        o = fits[0]
        return Recruit(marker=marker, figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice)
    return Recruit(marker=marker, figure=_figure(word))  # refused by the referee with its reason


def _split(game: OpenGame[GotState], marker: str, figures: list[str]) -> Event:
    free = got_service.free_markers(game)
    return Split(marker=marker, new_marker=free[0] if free else "", figures=tuple(figures))


def complete(game: OpenGame[GotState], text: str) -> list[str]:
    """Whole lines that continue ``text``: an army, then the game's lands, then figures after + or /."""
    words = _words(text)
    trailing = text.endswith((" ", "+", "/"))
    if not words or (len(words) == 1 and not trailing):
        part = words[0].casefold() if words else ""
        heads = [*got_service.movable_armies(game), *(a.marker for a in game.state.armies_of(
            game.state.mover_player.name))]
        return [m for m in dict.fromkeys(heads) if part in m.casefold()]
    try:
        marker, rest = _army(game, words if trailing else words[:-1])
    except RefereeError:
        return []
    stem = f"{text[: len(text) - len(text.lstrip())]}{' '.join(words if trailing else words[:-1])} "
    last = "" if trailing else words[-1]
    if rest and rest[0] in ("+", "/"):
        names = ([o.figure for o in got_service.recruit_choices(game, marker).options] if rest[0] == "+"
                 else sorted(game.state.army(marker).figures.names()))
        return [stem + n for n in dict.fromkeys(names) if n.casefold().startswith(last.casefold())]
    if rest:
        return []
    return [stem + c.label for c in land_service.lands(game) if last.casefold() in c.label.casefold()]
