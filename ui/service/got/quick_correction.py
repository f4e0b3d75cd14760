"""A Gods of Titan correction typed in words (Qt-free): points, gems and victory points changed by an amount
or set to a paper sheet's value (28.3, 26.1). The quick line and ``schriftfuehrer got correct`` read it here;
the referee judges the entry (its bounds, :mod:`referee.got.bounds`).

=========================================================  ==============================================
``korrektur Anna KP=48 LS+10: Papierbogen``                 Anna's points set to 48, her gems +10
``korr Ben SP=45 KP-7/2: Flucht halbiert``                  victory points set to 45, points −3½
=========================================================  ==============================================

``KP`` are combat points (also ``points``), ``LS`` gems (``gems``), ``SP`` victory points (``vp``); ``+N``/``-N``
change by N, ``=N`` sets to N. The reason follows the first ":" and is required.

>>> change("=48", "KP"), change("-7/2", "KP"), change("+10", "LS")
((Fraction(0, 1), Fraction(48, 1)), (Fraction(-7, 2), None), (Fraction(10, 1), None))
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from referee.core.errors import InvalidInput
from referee.core.limits import exact_number
from referee.got.events import Correction
from referee.got.sections import CORRECTION_SECTION
from referee.got.view import GotState, header
from ui.service.session import OpenGame

HEADS = frozenset({"korrektur", "korr", "correction"})
#: the tallies by the words a line names them with: (field of an addition, field of a value set)
TALLIES: dict[str, str] = {"kp": "points", "points": "points", "ls": "gems", "gems": "gems", "sp": "victory_points",
                           "vp": "victory_points"}
_TOKEN = re.compile(r"^([^\W\d_]+)\s*([+=-].*)$")
_FORM = ("„korrektur Name KP=48 LS+10 SP=45: Grund“ (+/− ändert, = setzt)",
         "'correction name points=48 gems+10 vp=45: reason' (+/− changes, = sets)")


def _refused(what_de: str, what_en: str) -> InvalidInput:
    return InvalidInput(f"{what_de} — {_FORM[0]}.", f"{what_en} — {_FORM[1]}.", sections=(CORRECTION_SECTION,))


def change(text: str, what: str) -> tuple[Fraction, Fraction | None]:
    """``"+12"`` → (12, None): change by 12; ``"=48"`` → (0, 48): set to 48. A bare number is refused (which?)."""
    t = text.strip().replace(",", ".")
    if t[:1] not in ("+", "-", "="):
        raise _refused(f"{what} {text}: ändern (+/−) oder setzen (=)?", f"{what} {text}: change (+/−) or set (=)?")
    if t.startswith("="):
        return Fraction(0), exact_number(t[1:].strip(), what)
    sign, digits = t[0], t[1:].replace(" ", "")
    if digits[:1] in ("+", "-", "="):
        raise _refused(f"{what} {text}: ein Zeichen zu viel", f"{what} {text}: one sign too many")
    value = exact_number(digits, what)
    return (-value if sign == "-" else value), None


def _whole(value: Fraction, what: str) -> int:
    if value.denominator != 1:
        raise _refused(f"{what}: nur ganze Zahlen ({value})", f"{what}: whole numbers only ({value})")
    return int(value)


def correction(player: str, reason: str, changes: Sequence[tuple[str, str]]) -> Correction:
    """The correction of ``player`` with ``reason``: ``changes`` as (tally word, ``+N``/``-N``/``=N``)."""
    read: dict[str, tuple[Fraction, Fraction | None]] = {}
    for word, text in changes:
        name = TALLIES.get(word.casefold())
        if name is None:
            raise _refused(f"Unbekannter Wert „{word}“", f"Unknown tally '{word}'")
        read[name] = change(text, word)
    points, points_to = read.get("points", (Fraction(0), None))
    gems, gems_to = read.get("gems", (Fraction(0), None))
    vp, vp_to = read.get("victory_points", (Fraction(0), None))
    return Correction(player=player, reason=reason, points=points, points_to=points_to,
                      gems=_whole(gems, "LS"), gems_to=None if gems_to is None else _whole(gems_to, "LS"),
                      victory_points=_whole(vp, "SP"), victory_points_to=None if vp_to is None else _whole(vp_to, "SP"))


def is_correction(words: Sequence[str]) -> bool:
    return bool(words) and words[0].casefold() in HEADS


def parse(game: OpenGame[GotState], text: str) -> Correction:
    """The correction a quick line names (see the module); the player by name or its first letters."""
    head, colon, reason = text.partition(":")
    words = head.split()[1:]
    if not colon or not reason.strip():
        raise _refused("Der Grund fehlt", "The reason is missing")
    if not words:
        raise _refused("Wessen Werte?", "Whose tallies?")
    player = player_named(game, words[0])
    changes = []
    for token in words[1:]:
        m = _TOKEN.match(token)
        if m is None:
            raise _refused(f"Nicht verstanden: „{token[:20]}“", f"Not understood: '{token[:20]}'")
        changes.append((m.group(1), m.group(2)))
    if not changes:
        raise _refused("Was wird korrigiert?", "What is corrected?")
    return correction(player, reason.strip(), changes)


def player_named(game: OpenGame[GotState], token: str) -> str:
    """The player ``token`` names: in full or by first letters that name one alone."""
    names = list(header(game.state).players)  # in seat order
    key = token.casefold()
    found = [n for n in names if n.casefold() == key] or [n for n in names if n.casefold().startswith(key)]
    if len(found) != 1:
        raise _refused(f"Welcher Spieler? {', '.join(found or names)}", f"Which player? {', '.join(found or names)}")
    return found[0]
