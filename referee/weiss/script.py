"""Conditional effects in the whole-phase odds: a short script of steps, exact (§ 6 II, § 6 IV, § refresh, § 3).

The steps read like those of a public Weiß Schwarz calculator; each runs on the same engine as
:mod:`referee.weiss.phase_odds` (the defender's damage by :func:`~referee.weiss.odds._reveal` and ``_settle``, the
attacker's trigger check by ``_trigger``), over every way the cards can lie, with exact fractions:

==============================  =====================================================================================
``attack 2`` (``side``/``direct``)  an attack of soul 2 (front unless named), with its trigger check (§ 6 I, II, IV)
``burn 2``                      damage 2 without a trigger check, cancelled by a climax as any damage (§ 6 IV)
``burn cx`` (``burn cx 2``)     damage 1 (or 2) for each climax the step before revealed (``not cx``: each other card)
``mill 2``                      the defender's top 2 cards into the waiting room (an empty deck refreshes, § refresh)
``reveal 2``                    the defender's top 2 cards looked at and left on top, now known
``reveal 2 remove cx``          the same, the climaxes among them into the waiting room
``reshuffle``                   the defender's deck shuffled: the cards on top are no longer known
``if cx`` / ``if not cx``       the indented steps below only where the step before revealed a climax (an attack or
                                burn: it was cancelled; a mill or reveal: at least one) — or not
``if trg`` / ``if not trg``     … only where the attack before had a soul trigger (+1 soul) — or not
``else``                        the indented steps below where the ``if`` above did not hold
==============================  =====================================================================================

Lines starting with ``#`` and empty lines are skipped; anything else not understood is refused (never ignored).
Reading of ``burn cx`` (the calculator's "for each cx"): one damage per climax, each of the size given (1 unless
named).  A ``reveal`` reveals no more than the deck holds (no refresh for looking).

Worked by hand: four deck cards, one a climax; ``burn 1``, and if it was cancelled ``burn 2`` — cancelled with 1/4,
then the two cards come from three without a climax (2 damage); else 1 damage:

>>> from referee.weiss.odds import Zones
>>> r = script_odds(Zones(deck=4, deck_climax=1, waiting=5), TriggerDeck(deck=10), "burn 1\\nif cx\\n  burn 2")
>>> r.damage_distribution
{1: Fraction(3, 4), 2: Fraction(1, 4)}
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from referee.core.errors import InvalidInput
from referee.weiss.attack import amount
from referee.weiss.events import AttackKind
from referee.weiss.odds import AFTER_DAMAGE, AT_ONCE, IMMEDIATE, WHEN_EMPTY, Counts, Zones, _reveal, _settle, check_zones
from referee.weiss.phase_odds import Deck, PhaseOdds, TriggerDeck, _trigger, check_trigger_deck, summarize
from referee.weiss.state import WsState

#: the sections the script's steps use (the trigger step, damage and cancel, refresh, level-up)
SCRIPT_SECTIONS = ("6 II", "6 IV", "refresh", "3")
#: the longest script read (lines), so a pasted file cannot make the odds run for ever
SCRIPT_LINES = 60
_KINDS = {k.value for k in AttackKind}


@dataclasses.dataclass(frozen=True)
class Step:
    """One line of a script: its verb, numbers and words, and the steps indented under it (``if``/``else``)."""

    verb: str
    count: int = 0
    kind: str = AttackKind.FRONT.value
    #: ``cx``/``trg`` the step counts or asks about; ``negated``: ``not cx`` / ``not trg``
    what: str = ""
    negated: bool = False
    remove_cx: bool = False
    body: tuple[Step, ...] = ()
    otherwise: tuple[Step, ...] = ()
    line: int = 0


def _bad(line: int, text: str) -> InvalidInput:
    return InvalidInput(
        f"Zeile {line}: nicht verstanden: {text!r} (attack, burn, mill, reveal, reshuffle, if, else).",
        f"Line {line}: not understood: {text!r} (attack, burn, mill, reveal, reshuffle, if, else).",
        sections=SCRIPT_SECTIONS)


def _number(word: str, line: int, text: str) -> int:
    if not word.isdigit() or len(word) > 3:
        raise _bad(line, text)
    return int(word)


def _step(words: list[str], line: int, text: str) -> Step:
    verb = words[0].casefold()
    rest = [w.casefold() for w in words[1:]]
    negated = bool(rest) and rest[0] == "not"
    if negated:
        rest = rest[1:]
    if verb == "attack" and 1 <= len(rest) <= 2 and not negated:
        kind = rest[1] if len(rest) == 2 else AttackKind.FRONT.value
        if kind not in _KINDS:
            raise _bad(line, text)
        return Step("attack", _number(rest[0], line, text), kind=kind, line=line)
    if verb == "burn" and rest and rest[0] == "cx" and len(rest) <= 2:
        return Step("burn_each", _number(rest[1], line, text) if len(rest) == 2 else 1, what="cx", negated=negated,
                    line=line)
    if verb in ("burn", "mill") and len(rest) == 1 and not negated:
        return Step(verb, _number(rest[0], line, text), line=line)
    if verb == "reveal" and not negated and (len(rest) == 1 or rest[1:] == ["remove", "cx"]):
        return Step("reveal", _number(rest[0], line, text), remove_cx=len(rest) == 3, line=line)
    if verb == "reshuffle" and not rest and not negated:
        return Step("reshuffle", line=line)
    if verb == "if" and len(rest) == 1 and rest[0] in ("cx", "trg"):
        return Step("if", what=rest[0], negated=negated, line=line)
    if verb == "else" and not rest and not negated:
        return Step("else", line=line)
    raise _bad(line, text)


def parse_script(text: str) -> tuple[Step, ...]:
    """The steps of a script, blocks by indentation (refused with the line it could not read)."""
    lines = [(n, raw) for n, raw in enumerate(text.replace("\t", "  ").splitlines(), 1)
             if raw.strip() and not raw.strip().startswith("#")]
    if len(lines) > SCRIPT_LINES:
        raise InvalidInput(f"Höchstens {SCRIPT_LINES} Zeilen.", f"At most {SCRIPT_LINES} lines.",
                           sections=SCRIPT_SECTIONS)
    if not lines:
        raise InvalidInput("Das Skript ist leer.", "The script is empty.", sections=SCRIPT_SECTIONS)

    def block(i: int, indent: int) -> tuple[list[Step], int]:
        out: list[Step] = []
        while i < len(lines):
            n, raw = lines[i]
            depth = len(raw) - len(raw.lstrip(" "))
            if depth < indent:
                break
            if depth > indent:
                raise _bad(n, raw.strip())
            step = _step(raw.split(), n, raw.strip())
            i += 1
            if step.verb in ("if", "else"):
                inner = len(lines[i][1]) - len(lines[i][1].lstrip(" ")) if i < len(lines) else 0
                if inner <= indent:
                    raise InvalidInput(f"Zeile {n}: unter {raw.strip()!r} fehlen eingerückte Schritte.",
                                       f"Line {n}: {raw.strip()!r} needs indented steps below.",
                                       sections=SCRIPT_SECTIONS)
                body, i = block(i, inner)
                if step.verb == "else":
                    if not out or out[-1].verb != "if" or out[-1].otherwise:
                        raise InvalidInput(f"Zeile {n}: ein else ohne if davor.", f"Line {n}: an else without an if.",
                                           sections=SCRIPT_SECTIONS)
                    out[-1] = dataclasses.replace(out[-1], otherwise=tuple(body))
                    continue
                step = dataclasses.replace(step, body=tuple(body))
            out.append(step)
        return out, i

    steps, _ = block(0, len(lines[0][1]) - len(lines[0][1].lstrip(" ")))
    return tuple(steps)


# -- the defender's deck with known cards on top ------------------------------------------------------------------

#: known cards on the defender's deck, top first (True: a climax); they are part of the deck's counts
Top = tuple[bool, ...]
# (p, counts, known top, levelled, lost, cancelled, damage to clock)
Hit = tuple[Fraction, Counts, Top, bool, bool, bool, int]


@cache
def _damage(s: Counts, top: Top, revealed: int, n: int, mode: str, timing: str) -> tuple[Hit, ...]:
    """One damage of ``n`` (§ 6 IV): the known top cards first, then the engine's reveal."""
    d, c, w, wc, k, kc, lv = s
    if not top or d <= 1:  # nothing known (or the counts tell the last card): the engine's own reveal
        return tuple((p, o[0], (), o[2], o[3], o[5], o[6])
                     for p, o in _reveal(s, revealed, n, 0, False, mode, timing))
    if revealed == n:
        return tuple((p, s2, top, lv_, lost, False, n) for p, s2, _r, lv_, lost, _o in _settle((d, c, w, wc, k + n, kc, lv), 0))
    if top[0]:  # a known climax cancels; the revealed cards go to the waiting room
        return tuple((p, s2, top[1:], lv_, lost, True, 0)
                     for p, s2, _r, lv_, lost, _o in _settle((d - 1, c - 1, w + revealed + 1, wc + 1, k, kc, lv), 0))
    return _damage((d - 1, c, w, wc, k, kc, lv), top[1:], revealed + 1, n, mode, timing)


def _refreshed(s: Counts, top: Top) -> tuple[tuple[Fraction, Counts, Top, bool, bool], ...]:
    """An empty deck refreshed (and what it levels up), before a card is taken: ``(p, counts, top, lv, lost)``."""
    if s[0]:
        return ((Fraction(1), s, top, False, False),)
    return tuple((p, s2, (), lv_, lost) for p, s2, _r, lv_, lost, _o in _settle(s, 0))


def _mill(s: Counts, top: Top, n: int) -> list[tuple[Fraction, Counts, Top, bool, bool, int]]:
    """The top ``n`` cards into the waiting room: ``(p, counts, top, levelled, lost, climaxes milled)``."""
    out: list[tuple[Fraction, Counts, Top, bool, bool, int]] = [(Fraction(1), s, top, False, False, 0)]
    for _ in range(n):
        nxt: list[tuple[Fraction, Counts, Top, bool, bool, int]] = []
        for p, s0, t0, lv0, lost0, cx in out:
            if lost0:
                nxt.append((p, s0, t0, lv0, lost0, cx))
                continue
            for q, s1, t1, lv1, lost1 in _refreshed(s0, t0):
                if lost1:
                    nxt.append((p * q, s1, t1, lv0 or lv1, True, cx))
                    continue
                d, c, w, wc, k, kc, lv = s1
                known = bool(t1)
                choices = [(t1[0], Fraction(1))] if known else [(True, Fraction(c, d)), (False, Fraction(d - c, d))]
                for is_cx, r in choices:
                    if r:
                        s2 = (d - 1, c - is_cx, w + 1, wc + is_cx, k, kc, lv)
                        nxt.append((p * q * r, s2, t1[1:] if known else (), lv0 or lv1, False, cx + is_cx))
        out = nxt
    # a deck the mill emptied is refreshed at once (§ refresh)
    final: list[tuple[Fraction, Counts, Top, bool, bool, int]] = []
    for p, s0, t0, lv0, lost0, cx in out:
        if lost0:
            final.append((p, s0, t0, lv0, lost0, cx))
            continue
        final += [(p * q, s1, t1, lv0 or lv1, lost1, cx) for q, s1, t1, lv1, lost1 in _refreshed(s0, t0)]
    return final


def _look(s: Counts, top: Top, n: int, remove_cx: bool) -> list[tuple[Fraction, Counts, Top, int]]:
    """The top ``n`` cards revealed (as many as the deck holds): ``(p, counts, top, climaxes seen)``."""
    d, c = s[0], s[1]
    want = min(n, d)
    out: list[tuple[Fraction, Top]] = [(Fraction(1), top)]
    while out and len(out[0][1]) < want:
        nxt: list[tuple[Fraction, Top]] = []
        for p, t in out:
            du, cu = d - len(t), c - sum(t)
            for is_cx, count in ((True, cu), (False, du - cu)):
                if count:
                    nxt.append((p * Fraction(count, du), (*t, is_cx)))
        out = nxt
    result: list[tuple[Fraction, Counts, Top, int]] = []
    for p, t in out:
        seen = t[:want]
        cx = sum(seen)
        if remove_cx and cx:
            dd, cc, w, wc, k, kc, lv = s
            result.append((p, (dd - cx, cc - cx, w + cx, wc + cx, k, kc, lv),
                           tuple(x for x in seen if not x) + t[want:], cx))
        else:
            result.append((p, s, t, cx))
    return result


# -- running a script -----------------------------------------------------------------------------------------------

# (defender counts, known top, attacker deck, damage, levelled, lost, attacker lost, the step before: its climaxes,
# whether it had a soul trigger, how many cards it revealed — a damage counts as one, cancelled or not)
Key = tuple[Counts, Top, Deck, int, bool, bool, bool, int, bool, int]
Dist = dict[Key, Fraction]


def _run(steps: Sequence[Step], dist: Dist, mode: str, timing: str) -> Dist:
    for step in steps:
        dist = _one(step, dist, mode, timing)
    return dist


def _holds(step: Step, key: Key) -> bool:
    found = key[7] > 0 if step.what == "cx" else key[8]
    return found != step.negated


def _one(step: Step, dist: Dist, mode: str, timing: str) -> Dist:
    out: Dist = defaultdict(Fraction)
    if step.verb == "if":
        yes = {k: p for k, p in dist.items() if _holds(step, k)}
        no = {k: p for k, p in dist.items() if not _holds(step, k)}
        for branch in (_run(step.body, yes, mode, timing), _run(step.otherwise, no, mode, timing)):
            for k, p in branch.items():
                out[k] += p
        return out
    for key, p in dist.items():
        s, top, a, total, lv_, lost, a_lost, last_cx, last_trg, last_n = key
        if lost or a_lost:
            out[key] += p
            continue
        if step.verb == "reshuffle":
            out[(s, (), a, total, lv_, lost, a_lost, last_cx, last_trg, last_n)] += p
        elif step.verb == "mill":
            for q, s2, t2, lv2, lost2, cx in _mill(s, top, step.count):
                out[(s2, t2, a, total, lv_ or lv2, lost2, False, cx, False, step.count)] += p * q
        elif step.verb == "reveal":
            for q, s2, t2, cx in _look(s, top, step.count, step.remove_cx):
                out[(s2, t2, a, total, lv_, lost, False, cx, False, min(step.count, s[0]))] += p * q
        elif step.verb in ("burn", "burn_each"):
            times = 1 if step.verb == "burn" else (last_n - last_cx if step.negated else last_cx)
            part: Dist = {(s, top, a, total, lv_, lost, False, 0, False, 0): Fraction(1)}
            for _ in range(times):
                part = _burn(part, step.count, mode, timing)
            for k2, q in part.items():
                out[k2] += p * q
        elif step.verb == "attack":
            for q, hit, a2, a_lost2 in _trigger(a):
                if a_lost2:  # the attacker has no cards left (§ grundlegendes)
                    out[(s, top, a2, total, lv_, lost, True, 0, hit, 0)] += p * q
                    continue
                n = amount(soul=step.count + int(hit), kind=step.kind, defender_level=s[6])
                if n == 0:
                    out[(s, top, a2, total, lv_, lost, False, 0, hit, 0)] += p * q
                    continue
                for r, s2, t2, lv2, lost2, cancelled, stuck in _damage(s, top, 0, n, mode, timing):
                    out[(s2, t2, a2, total + stuck, lv_ or lv2, lost2, False, int(cancelled), hit, 1)] += p * q * r
    return out


def _burn(dist: Dist, n: int, mode: str, timing: str) -> Dist:
    """One more damage of ``n`` without a trigger check; the step's climaxes and damages counted."""
    out: Dist = defaultdict(Fraction)
    for (s, top, a, total, lv_, lost, a_lost, cx, trg, seen), p in dist.items():
        if lost or n == 0:
            out[(s, top, a, total, lv_, lost, a_lost, cx, trg, seen)] += p
            continue
        for r, s2, t2, lv2, lost2, cancelled, stuck in _damage(s, top, 0, n, mode, timing):
            out[(s2, t2, a, total + stuck, lv_ or lv2, lost2, False, cx + int(cancelled), False, seen + 1)] += p * r
    return out


def script_odds(zones: Zones, attacker: TriggerDeck, script: str | Sequence[Step], *,
                refresh_damage: str = IMMEDIATE, refresh_timing: str = AT_ONCE) -> PhaseOdds:
    """The exact odds of ``script`` against the defender's ``zones`` (see the module): the phase's answer, with no
    planned attacks listed."""
    check_zones(zones)
    check_trigger_deck(attacker)
    if refresh_damage not in (IMMEDIATE, AFTER_DAMAGE) or refresh_timing not in (AT_ONCE, WHEN_EMPTY):
        raise InvalidInput("Unbekannte Auslegung des Refresh.", "Unknown refresh interpretation.",
                           sections=("refresh",))
    steps = parse_script(script) if isinstance(script, str) else tuple(script)
    dist: Dist = defaultdict(Fraction)
    for p, s, _r, lv_, lost, _o in _settle(zones.as_tuple(), 0):
        dist[(s, (), attacker.as_tuple(), 0, lv_, lost, False, 0, False, 0)] += p
    dist = _run(steps, dist, refresh_damage, refresh_timing)
    return summarize((p, s, total, lv_, lost) for (s, _t, _a, total, lv_, lost, _al, _cx, _trg, _n), p in dist.items())


def script_odds_of(state: WsState, script: str) -> PhaseOdds:
    """A script's odds in the tracked game: the active player's trigger cards against the other's zones."""
    from referee.weiss.options import zones_of
    from referee.weiss.phase_odds import trigger_deck_of

    if not state.started or len(state.sides) != 2:
        raise InvalidInput("Die Partie ist noch nicht eingerichtet.", "The game is not set up yet.")
    attacker, defender = state.sides[state.active], state.sides[1 - state.active]
    return script_odds(zones_of(defender), trigger_deck_of(attacker), script,
                       refresh_damage=state.setting("weiss.refresh_damage"),
                       refresh_timing=state.setting("weiss.refresh_timing"))
