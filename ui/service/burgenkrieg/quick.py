"""The quick-entry line of Burgenkrieg: its frequent entries typed as a short line (Qt-free).

The line is only read here; what is offered comes from the referee's options and whether the entry is allowed
is the referee's verdict (``game.check``), as in Gods of Titan's line (:mod:`ui.service.got.quick`).

================================  =====================================================================
``Wolf 2/3 äu``                   a Wolf 2/3 of the player on turn comes into play in their outer wall
``Bob: Drache 9/9 in eile``       Bob's Drache 9/9 with haste (``eile``) into his inner wall
``Wald Land lw``                  a land into the own bodyguard zone (kinds: Verzauberung, Artefakt, Land)
``Fluch Verzauberung auf Ork``    an enchantment put on the Ork (a card in reach)
``Wolf > äu B``                   the Wolf attacks B's outer wall, unblocked: the wall first, the rest to the
                                  movement trigger, intruding where that breaks the wall
``Wolf, Ork > äu``                two attackers on the one zone they can attack there
``Riese > äu x Wache``            blocked by the Wache: all its damage to the blocker
``w`` / ``weiter``                the next phase; ``ph kampf``, ``Endphase`` … a named later phase
``zug`` / ``zug Bob``             the next player's (or Bob's) turn begins
``Ann: übernimmt Turm``           Ann gains control of the Turm (any permanent; § sonstiges moves it)
================================  =====================================================================

A zone is the first letters of its area — ``l``/``lw`` (Leibwache), ``i``/``in`` (innerer Schutzwall),
``a``/``äu`` (äußerer Schutzwall) — and the side's letter after it where both sides' zones are meant; a
creature or card is its name or the first letters naming it alone.

>>> area_of_word("äu"), area_of_word("in"), area_of_word("lw"), area_of_word("x")
('aussen', 'innen', 'leibwache', None)
>>> unique_prefix("Ork 2", ["Ork", "Ork 2", "Oger"])
'Ork 2'
>>> unique_prefix("Oger", ["Ork", "Ork 2", "Oger"])
'Og'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.engine import next_phase
from referee.burgenkrieg.events import (
    Combat,
    ControlChange,
    NextPhase,
    PermanentKind,
    Phase,
    Strike,
    Turn,
)
from referee.burgenkrieg.payloads import AttackPayload, EntersPayload, PermanentPayload
from referee.burgenkrieg.view import BkState, board, creature_named, player_named
from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event
from referee.core.limits import typed_line
from referee.core.option import payloads
from ui.service.quick import Reading, judged
from ui.service.session import OpenGame

#: the words of each area a zone may be named by (its first letters are enough)
AREA_WORDS: dict[str, tuple[str, ...]] = {
    "leibwache": ("leibwache", "lw"),
    "innen": ("innerer schutzwall", "innen", "iw"),
    "aussen": ("äußerer schutzwall", "außen", "aussen", "äw", "aw"),
}
#: the examples the line's hint shows (each names one thing: a test reads them against a game)
HINT_EXAMPLES = ("Wolf 2/3 äu", "Wald Land lw", "Riese > äu B", "Riese > äu B x Wache", "w", "zug")
PHASE_HEADS = frozenset({"phase", "ph"})
NEXT_WORDS = frozenset({"w", "weiter", "nächste", "next"})
TURN_WORDS = frozenset({"zug", "turn"})
HASTE_WORDS = frozenset({"eile", "haste"})
TAPPED_WORDS = frozenset({"getappt", "tapped"})
ON_WORDS = frozenset({"auf", "on"})
CONTROL_WORDS = frozenset({"übernimmt", "übernehmen", "takes"})
_PT = re.compile(r"^(\d{1,3})/(\d{1,3})$", re.ASCII)
_KIND_LETTERS = 3  # a kind is named by at least its first three letters ("Ver", "Art", "Lan")


def read(game: OpenGame[BkState], text: str, *, lang: str = "de") -> Reading:
    """The entry ``text`` describes, checked by the referee (nothing is entered); a refusal names the line's form of
    the next turn ("zug") once a turn has begun."""
    turn = "„zug“ (nächster Zug)" if lang == "de" else "'zug' (next turn)"
    return judged(game, parse, text, lang, forms=turn if board(game.state).phase is not None else "")


def parse(game: OpenGame[BkState], text: str) -> Event:
    """The entry of a quick line (refused with a message saying what was not understood)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    state: BkState = game.state
    if not text.strip():
        raise InvalidInput("Leere Zeile.", "Empty line.")
    if ">" in text:
        return _attack(game, state, text)
    words = text.replace(",", " ").split()
    head = words[0].casefold()
    if len(words) == 1 and head in NEXT_WORDS:
        return _next_phase(state)
    if head in TURN_WORDS and len(words) <= 2:
        return _turn(state, words[1] if len(words) == 2 else None)
    if head in PHASE_HEADS and len(words) == 2:
        phase = _phase_word(words[1].casefold())
        if phase is None:
            raise InvalidInput(f"Keine Phase „{words[1]}“: haupt, kampf, haupt2, ende.",
                               f"No phase '{words[1]}': haupt, kampf, haupt2, ende.")
        return NextPhase(phase=phase)
    if len(words) == 1 and head.endswith("phase"):  # a phase in full: "Kampfphase"; "Kampf" is the entry's dialog
        phase = _phase_word(head)
        if phase is not None:
            return NextPhase(phase=phase)
    if CONTROL_WORDS & {w.casefold() for w in text.partition(":")[2 if ":" in text else 0].split()[:1]}:
        return _control(state, text)
    return _enter(game, state, text)


def _control(state: BkState, text: str) -> Event:
    """``[Ann:] übernimmt Turm``: the player (else the one on turn) gains control of a permanent (§ sonstiges)."""
    player, rest = _player_prefix(state, text)
    key = " ".join(rest.split()[1:])
    if not key:
        raise InvalidInput("Welche bleibende Karte? „übernimmt Turm“.", "Which permanent? 'übernimmt Turm'.")
    b = board(state)
    card = _one("bleibende Karte", "permanent", key, [c.id for c in b.creatures] + [p.id for p in b.permanents])
    return ControlChange(card=card, new_controller=player)


# -- phases and turns ----------------------------------------------------------------------------------------


PHASE_WORDS: dict[Phase, tuple[str, ...]] = {
    Phase.UPKEEP: ("versorgungsphase", "upkeep"), Phase.MAIN: ("hauptphase", "main"),
    Phase.COMBAT: ("kampfphase", "combat"), Phase.MAIN2: ("zweite hauptphase", "haupt2", "main2"),
    Phase.END: ("endphase", "ende", "end"),
}


def _phase_word(word: str) -> Phase | None:
    """A phase by its name or a prefix naming it alone (``kampf``, ``ende``; ``haupt`` is the main phase)."""
    exact = [p for p, names in PHASE_WORDS.items() if word in names]
    if exact:
        return exact[0]
    fits = {p for p, names in PHASE_WORDS.items() if any(n.startswith(word) for n in names)}
    if Phase.MAIN in fits and Phase.MAIN2 in fits and len(fits) == 2 and len(word) >= 2:
        return Phase.MAIN  # "haupt": the first main phase; the second is "haupt2" / "zweite"
    return fits.pop() if len(fits) == 1 and len(word) >= 2 else None


def _next_phase(state: BkState) -> Event:
    return NextPhase(phase=next_phase(state))  # the referee refuses it before a turn and after the end phase


def _turn(state: BkState, word: str | None) -> Event:
    names = list(board(state).sides)
    if word is None:
        active = board(state).active
        nxt = names[(names.index(active) + 1) % len(names)] if active is not None and active in names else names[0]
        return Turn(player=nxt)
    return Turn(player=_player(state, word))


# -- names ---------------------------------------------------------------------------------------------------


def unique_prefix(word: str, words: Sequence[str]) -> str:
    """The shortest first letters of ``word`` that name it alone among ``words`` (itself where none does)."""
    for n in range(1, len(word) + 1):
        short = word[:n]
        if short == short.rstrip() and _fits(short, words) == [word]:
            return short
    return word


def _fits(key: str, words: Sequence[str]) -> list[str]:
    """What ``key`` names: the word itself (case aside), else every word it begins."""
    k = key.casefold()
    exact = [w for w in words if w.casefold() == k]
    return exact or [w for w in words if w.casefold().startswith(k)]


def _one(kind_de: str, kind_en: str, key: str, words: Sequence[str]) -> str:
    fits = _fits(key, words)
    if len(fits) == 1:
        return fits[0]
    if fits:
        shown = ", ".join(f"{w} („{unique_prefix(w, words)}“)" for w in fits)
        raise InvalidInput(f"„{key}“ ist mehrdeutig: {shown}.", f"'{key}' is ambiguous: {shown}.")
    known = ", ".join(words) or "—"
    raise InvalidInput(f"Kein {kind_de} „{key}“ (möglich: {known}).", f"No {kind_en} '{key}' (possible: {known}).")


def _player(state: BkState, word: str) -> str:
    """The player ``word`` names by the first letters; the referee's refusal of an unknown player where none."""
    names = list(board(state).sides)
    return _one("Spieler", "player", word, names) if _fits(word, names) else player_named(state, word)


def _creature_named(state: BkState, kind: tuple[str, str], word: str, ids: Sequence[str]) -> str:
    """The creature ``word`` names among ``ids`` by the first letters; the referee's refusal of an unknown creature
    where it names none on the board."""
    if _fits(word, ids) or _fits(word, [c.id for c in board(state).creatures]):
        return _one(*kind, word, ids)
    return creature_named(state, word)


def area_of_word(word: str) -> str | None:
    """The area a word names by its first letters (None: none or more than one)."""
    key = word.casefold()
    fits = {area for area, names in AREA_WORDS.items() if any(n.casefold().startswith(key) for n in names)}
    return fits.pop() if len(fits) == 1 else None


def _zone(words: Sequence[str], offered: Sequence[str]) -> str:
    """The zone among ``offered`` that ``words`` name: an area's first letters, the side's letter after it where
    both sides' zones of that area are offered (``äu B``, ``äu.b``); or a zone's id (``B.aussen``)."""
    text = " ".join(words).strip()
    if text in z.ZONE_NAMES:
        return text
    parts = re.split(r"[\s.\-]+", text.casefold())
    side = None
    if len(parts) > 1 and parts[-1] in ("a", "b"):
        side, parts = parts[-1].upper(), parts[:-1]
    area = area_of_word(" ".join(parts)) if parts else None
    if area is None:
        raise InvalidInput(f"Kein Gebiet „{text}“: „lw“ (Leibwache), „in“ (innerer), „äu“ (äußerer Schutzwall), "
                           f"dahinter die Seite, z. B. „äu B“.",
                           f"No zone '{text}': 'lw' (bodyguard), 'in' (inner), 'äu' (outer wall), then the side, "
                           f"e.g. 'äu B'.")
    fits = [n for n in offered if n.endswith("." + area) and (side is None or n.startswith(side + "."))]
    if len(fits) == 1:
        return fits[0]
    named = [n for n in z.ZONE_NAMES if n.endswith("." + area) and (side is None or n.startswith(side + "."))]
    if not fits and len(named) == 1:
        return named[0]  # a zone not offered here: the referee says why not
    words_offered = ", ".join(z.zone_word(n) for n in offered) or "—"
    if fits:
        raise InvalidInput(f"„{text}“: welche Seite? {', '.join(z.zone_word(n) for n in fits)} — die Seite "
                           f"dahinter, z. B. „{text} {fits[0][0]}“.",
                           f"'{text}': which side? add it, e.g. '{text} {fits[0][0]}'.")
    raise InvalidInput(f"„{text}“ ist hier nicht möglich; möglich: {words_offered}.",
                       f"'{text}' is not possible here; possible: {', '.join(z.zone_word(n, 'en') for n in offered) or '—'}.")


# -- entering ------------------------------------------------------------------------------------------------


def _enter(game: OpenGame[BkState], state: BkState, text: str) -> Event:
    player, rest = _player_prefix(state, text)
    words = rest.replace(",", " ").split()
    pt = next((i for i, w in enumerate(words) if _PT.match(w)), None)
    if pt is not None:
        return _creature(game, state, player, words, pt)
    kind = next((i for i, w in enumerate(words) if i > 0 and _kind(w) is not None), None)
    if kind is not None:
        return _permanent(game, state, player, words, kind)
    raise InvalidInput("Nicht verstanden. Eine Kreatur: „Wolf 2/3 äu“; eine bleibende Karte: „Wald Land lw“; ein "
                       "Angriff: „Wolf > äu B“; „w“: nächste Phase.",
                       "Not understood. A creature: 'Wolf 2/3 äu'; a permanent: 'Wald Land lw'; an attack: "
                       "'Wolf > äu B'; 'w': next phase.")


def _player_prefix(state: BkState, text: str) -> tuple[str, str]:
    """``Bob: …`` names the player; else the player on turn."""
    head, colon, rest = text.partition(":")
    if colon:
        return _player(state, head.strip()), rest
    active = board(state).active
    if active is None:  # the example with a player of this game (a tester read "Bob" as a name it should know)
        who = next(iter(board(state).sides), "Bob")
        raise InvalidInput(f"Erst beginnt ein Zug („zug {who}“), oder der Spieler vorweg: „{who}: {text.strip()}“.",
                           f"A turn must begin first ('zug {who}'), or name the player: '{who}: {text.strip()}'.")
    return active, text


def _new_id(state: BkState, name: str) -> str:
    """The name as the table says it; a second of the same name ``Ork 2`` (as the entry dialog names it)."""
    taken = {c.id for c in board(state).creatures} | {p.id for p in board(state).permanents}
    found, n = name, 2
    while found in taken:
        found, n = f"{name} {n}", n + 1
    return found


def _creature(game: OpenGame[BkState], state: BkState, player: str, words: list[str], pt: int) -> Event:
    name = " ".join(words[:pt])
    if not name:
        raise InvalidInput("Der Name fehlt: „Wolf 2/3 äu“.", "The name is missing: 'Wolf 2/3 äu'.")
    m = _PT.match(words[pt])
    assert m is not None
    flags = {w.casefold() for w in words[pt + 1:] if w.casefold() in HASTE_WORDS | TAPPED_WORDS}
    zone_words = [w for w in words[pt + 1:] if w.casefold() not in HASTE_WORDS | TAPPED_WORDS]
    offer = next((o for _, o in payloads(game.options(), EntersPayload) if o.player == player), None)
    zones = offer.zones if offer is not None else ()
    if not zone_words:
        raise InvalidInput(f"Das Gebiet fehlt, z. B. „{' '.join(words[:pt + 1])} äu“.",
                           f"The zone is missing, e.g. '{' '.join(words[:pt + 1])} äu'.")
    zone = _zone(zone_words, zones or [n for n in z.ZONE_NAMES if n[0] == board(state).sides[player]])
    offer = offer or EntersPayload(player, ())
    return offer.make(zone, id=_new_id(state, name), name=name, power=int(m.group(1)), toughness=int(m.group(2)),
                      haste=bool(flags & HASTE_WORDS), tapped=bool(flags & TAPPED_WORDS))


def _kind(word: str) -> PermanentKind | None:
    key = word.casefold()
    if len(key) < _KIND_LETTERS:
        return None
    fits = [k for k in PermanentKind if any(k.word(lang).casefold().startswith(key) for lang in ("de", "en"))]
    return fits[0] if len(fits) == 1 else None


def _permanent(game: OpenGame[BkState], state: BkState, player: str, words: list[str], at: int) -> Event:
    name = " ".join(words[:at])
    kind = _kind(words[at])
    assert kind is not None
    rest = words[at + 1:]
    offer = next((o for _, o in payloads(game.options(), PermanentPayload) if o.player == player),
                 PermanentPayload(player, (), ()))
    if rest and rest[0].casefold() in ON_WORDS:
        cards = [c.id for c in board(state).creatures] + [p.id for p in board(state).permanents]
        host = _one("Karte", "card", " ".join(rest[1:]), cards)
        return offer.make(kind, id=_new_id(state, name), name=name, attached_to=host)
    if not rest:
        raise InvalidInput(f"Das Gebiet fehlt, z. B. „{name} {words[at]} lw“ (oder „auf“ eine Karte).",
                           f"The zone is missing, e.g. '{name} {words[at]} lw' (or 'auf' a card).")
    zone = _zone(rest, offer.zones or [n for n in z.ZONE_NAMES if n[0] == board(state).sides[player]])
    return offer.make(kind, id=_new_id(state, name), name=name, zone=zone)


# -- attacking -----------------------------------------------------------------------------------------------


def _attack(game: OpenGame[BkState], state: BkState, text: str) -> Event:
    """``A, B > zone [x blockers]``: unblocked strikes fill the wall first (in the order typed), the rest goes to
    the movement trigger, and an attacker with trigger damage intrudes; a blocked one deals all to its blockers."""
    left, _, right = text.partition(">")
    right, _, blocked = right.partition(" x ")
    offers = {o.creature: o for _, o in payloads(game.options(), AttackPayload)}
    mine = [c.id for c in board(state).creatures if c.controller == board(state).active]
    names = [w.strip() for w in left.split(",") if w.strip()]
    if not names:
        raise InvalidInput("Wer greift an? „Wolf > äu B“.", "Who attacks? 'Wolf > äu B'.")
    attackers = [_creature_named(state, ("Angreifer", "attacker"), n, mine) for n in names]
    if not right.split():
        raise InvalidInput(f"Welches Gebiet? z. B. „{left.strip()} > äu B“.",
                           f"Which zone? e.g. '{left.strip()} > äu B'.")
    first = offers.get(attackers[0]) or AttackPayload(attackers[0], (), (), ())
    # not offered (outside the combat phase, tapped …): its neighbouring zones, and the referee says why not
    near = [z.name(i) for i in z.adjacent(board(state).creature(attackers[0]).zone)]
    zone = _zone(right.split(), first.zones or near)
    blockers = [_creature_named(state, ("Blocker", "blocker"), b.strip(),
                                first.blockers_at(zone) or [c.id for c in board(state).creatures])
                for b in blocked.split(",") if b.strip()]
    b = board(state)
    side = b.sides[b.active] if b.active else "A"
    idx = z.index(zone)
    wall = board(state).wall_value(side, idx)
    bodyguard = z.area_of(idx) == "leibwache"
    strikes: list[Strike] = []
    for i, cid in enumerate(attackers):
        c = board(state).creature(cid)
        offer = offers.get(cid) or AttackPayload(cid, (), (), ())
        if blockers and i == 0:
            strikes.append(offer.make(zone, blockers=blockers, to_blockers=c.power))
            continue
        to_wall = c.power if bodyguard else min(c.power, wall)
        if z.side_of(idx) == side:
            to_wall = 0  # retaking an own zone: all to the trigger
        wall -= to_wall
        trigger = c.power - to_wall
        strikes.append(offer.make(zone, to_wall=to_wall, to_trigger=trigger, enter=trigger > 0 and wall <= 0))
    return Combat(strikes=tuple(strikes))


# -- completion ----------------------------------------------------------------------------------------------


def complete(game: OpenGame[BkState], text: str) -> list[str]:
    """Whole lines that continue ``text``: attackers, then the zones they may attack; the zones after a
    creature's power/toughness."""
    state: BkState = game.state
    if ">" in text:
        left, _, right = text.partition(">")
        try:
            first = _one("Angreifer", "attacker", left.split(",")[0].strip(),
                         [c.id for c in board(state).creatures if c.controller == board(state).active])
        except RefereeError:
            return []
        offer = next((o for _, o in payloads(game.options(), AttackPayload) if o.creature == first), None)
        zones = offer.zones if offer is not None else ()
        return [f"{left.rstrip()} > {_short(n, zones)}" for n in zones
                if _short(n, zones).casefold().startswith(right.strip().casefold())]
    words = text.split()
    if words and _PT.match(words[-1]) and text.endswith(" "):
        entering = next((o for _, o in payloads(game.options(), EntersPayload) if o.player == board(state).active), None)
        places = entering.zones if entering is not None else ()
        return [f"{text}{_short(n, places)}" for n in places]
    key = text.strip().casefold()
    attackers = [p.creature for _, p in payloads(game.options(), AttackPayload, allowed=True)]
    return [f"{a} > " for a in attackers if a.casefold().startswith(key)]


def _short(zone: str, among: Sequence[str]) -> str:
    """The way the line names ``zone`` among ``among``: its area's short word, with the side where needed."""
    area = z.area_of(z.index(zone))
    short = {"leibwache": "lw", "innen": "in", "aussen": "äu"}[area]
    same = [n for n in among if n.endswith("." + area)]
    return short if len(same) == 1 else f"{short} {zone[0]}"
