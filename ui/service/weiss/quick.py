"""The quick-entry line of Weiß Schwarz: the turn's steps, the attack and the damage as a short line (Qt-free).

The line is only read here; whether the entry is allowed is the referee's verdict (``game.check``), and
the legal values come from the referee's options (``game.options()``).

==============================  ======================================================================
``p`` / ``weiter``              the next phase (§ 1–7); ``p Angriff`` names it (the referee checks it)
``z Kaze Hana``                 the cards drawn now (§ 2, § 3; at the start: ``z Anna Kaze …``)
``a vm Hana``                   an attack from vorne Mitte, trigger card Hana (§ 6 I, II); the kind is
                                the only one allowed, or named: ``a vl f Kaze`` (frontal), ``s`` (seitlich),
                                ``d`` (direkt); a pool or draw trigger names the card it took after it
``s Yuki Mei``                  the cards the damage revealed (§ 6 IV), up to a climax
``k`` / ``kampf``               the battle of a front attack (§ 6 V)
``… / Feuer``                   after a slash: the card that went to clock after a refresh (§ refresh)
==============================  ======================================================================

A place is ``vl``, ``vm``, ``vr``, ``hl``, ``hr`` (vorne links …) or its words; a card is its name or the
first letters of exactly one card it can be (case aside), never a guess among several.

>>> card_token("ha", ["Hana", "Hana", "Kaze"]), card_token("KAZE", ["Kaze"])
('Hana', 'Kaze')
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import InvalidInput, UnknownName
from referee.core.events import Event
from referee.core.limits import typed_line
from referee.core.option import Option, payloads
from referee.weiss.events import Attack, AttackKind, Battle, NextPhase
from referee.weiss.kinds import OptionKind
from referee.weiss.options import reveal_pool
from referee.weiss.payloads import AttackPayload, DamagePayload, DrawPayload, PhasePayload
from referee.weiss.view import PHASE_WORDS, SLOTS, Phase, Scribe, ScribeSide, WsState, scribe, slot_word
from ui.service.quick import Reading, judged
from ui.service.session import OpenGame

PHASE_HEADS = frozenset({"p", "phase", "weiter", "next"})
DRAW_HEADS = frozenset({"z", "ziehen", "draw"})
ATTACK_HEADS = frozenset({"a", "angriff", "attack"})
DAMAGE_HEADS = frozenset({"s", "schaden", "damage"})
#: "k", and the battle's own word ("Kampf"/"Battle", as the history names the entry)
BATTLE_HEADS = frozenset({"k", Battle().label("de").casefold(), Battle().label("en").casefold()})
#: the stage places by their two letters (vorne/hinten, links/Mitte/rechts)
PLACE_WORDS: dict[str, str] = {"vl": "vorne_links", "vm": "vorne_mitte", "vr": "vorne_rechts",
                               "hl": "hinten_links", "hr": "hinten_rechts"}
KIND_WORDS: dict[str, AttackKind] = {
    "f": AttackKind.FRONT, "frontal": AttackKind.FRONT, "front": AttackKind.FRONT,
    "s": AttackKind.SIDE, "seitlich": AttackKind.SIDE, "seite": AttackKind.SIDE, "side": AttackKind.SIDE,
    "d": AttackKind.DIRECT, "direkt": AttackKind.DIRECT, "direct": AttackKind.DIRECT}


def read(game: OpenGame[WsState], text: str, *, lang: str = "de") -> Reading:
    """The entry ``text`` describes, checked by the referee (nothing is entered); a refusal names the line's form
    of the draws due (the opening hands: ``z Ben Kaze …``)."""
    return judged(game, parse, text, lang, forms=draw_forms(game, lang))


def draw_forms(game: OpenGame[WsState], lang: str) -> str:
    """The draws allowed now as the line types them: ``z Ben Karte …`` (5 Karten) for each player who draws."""
    offers = [p for _, p in payloads(game.options(), DrawPayload, allowed=True)]
    if not offers:
        return ""
    card, cards = ("Karte", "Karten") if lang == "de" else ("card", "cards")
    opens, closes = ("„", "“") if lang == "de" else ("'", "'")
    named = len(offers) > 1  # the opening hands: the player is named
    return ", ".join(f"{opens}z {p.player + ' ' if named else ''}{card} …{closes} ({p.count} "
                     f"{cards if p.count != 1 else card})" for p in offers)


def is_quick(text: str) -> bool:
    """Whether ``text`` begins with a word of this line (else it may name an entry whose dialog opens)."""
    words = text.split()
    return bool(words) and words[0].casefold() in PHASE_HEADS | DRAW_HEADS | ATTACK_HEADS | DAMAGE_HEADS | BATTLE_HEADS


def card_token(word: str, names: Sequence[str], side: ScribeSide | None = None) -> str:
    """The card ``word`` names among ``names``: its name, or the first letters of exactly one of them; else one card
    of ``side``'s deck list (the referee then says why it cannot be there), and a card not in the deck list is the
    referee's own refusal, as the entry itself would get."""
    unique = sorted(set(names))
    found = _named(word, unique)
    if not found and side is not None:
        listed = sorted({c.name for c in side.catalog})
        found = _named(word, listed) or [side.spec(word).name]
    if len(found) == 1:
        return found[0]
    if found:
        raise InvalidInput(f"{word!r} ist mehrdeutig: {', '.join(found)}.", f"{word!r} is ambiguous: {', '.join(found)}.")
    raise UnknownName.of("Karte", "card", word, unique)


def _named(word: str, names: Sequence[str]) -> list[str]:
    """What ``word`` names among ``names``: the name itself (case aside), else every name it begins."""
    key = word.casefold()
    exact = [n for n in names if n.casefold() == key]
    return exact or [n for n in names if n.casefold().startswith(key)]


def place_token(word: str) -> str:
    key = word.casefold()
    if key in PLACE_WORDS:
        return PLACE_WORDS[key]
    for slot in SLOTS:
        if key in (slot, slot_word(slot).casefold().replace(" ", "_"), slot_word(slot, "en").replace(" ", "_")):
            return slot
    raise UnknownName.of("Platz", "place", word, list(PLACE_WORDS))


def _split(words: list[str]) -> tuple[list[str], list[str]]:
    """Cards before a slash, refresh points after it."""
    if "/" in words:
        i = words.index("/")
        return words[:i], words[i + 1:]
    return words, []


def _words(text: str) -> list[str]:
    return text.replace(",", " ").replace("/", " / ").split()


def parse(game: OpenGame[WsState], text: str) -> Event:
    """The entry of a quick line (refused with a message saying what was not understood)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    words = _words(text)
    if not words:
        raise InvalidInput("Leere Zeile.", "Empty line.")
    table = scribe(game.state)
    if not table.started:
        raise InvalidInput("Erst das Spiel einrichten.", "Set up the game first.")
    head, rest = words[0].casefold(), words[1:]
    options = game.options()
    if head in PHASE_HEADS:
        return _phase(options, rest)
    if head in BATTLE_HEADS and not rest:
        return Battle()
    if head in DRAW_HEADS:
        # no draw due: the active player's draw, for the referee to say why not
        offers = [p for _, p in payloads(options, DrawPayload, allowed=None)] or [
            DrawPayload(table.me.name, 1)]
        offer = offers[0]
        if len(offers) > 1 and rest and rest[0] in {p.player for p in offers}:
            offer = next(p for p in offers if p.player == rest[0])
            rest = rest[1:]
        side = table.side(offer.player)
        cards, points = _split(rest)
        pool = reveal_pool(side, len(cards))
        return offer.make([card_token(w, pool, side) for w in cards],
                          [card_token(w, (*side.deck, *side.waiting), side) for w in points])
    if head in DAMAGE_HEADS:
        # no damage due: a damage to the player not at turn, for the referee to say why not
        due = [p for _, p in payloads(options, DamagePayload, allowed=None)] or [
            DamagePayload(table.other.name, 0)]
        side = table.side(due[0].player)
        cards, points = _split(rest)
        pool = reveal_pool(side, len(cards))
        return due[0].make([card_token(w, pool, side) for w in cards],
                           refresh_points=[card_token(w, (*side.deck, *side.waiting), side) for w in points])
    if head in ATTACK_HEADS:
        return _attack(table, options, rest)
    raise InvalidInput(f"Nicht verstanden: {text.strip()!r}.", f"Not understood: {text.strip()!r}.")


def _phase(options: Sequence[Option], rest: list[str]) -> Event:
    offers = [p for _, p in payloads(options, PhasePayload, allowed=None)]
    if not rest:
        # no phase follows now (before the first turn): a phase, for the referee to say why not
        return offers[0].make() if offers else NextPhase(phase=Phase.STAND)
    key = " ".join(rest).casefold()
    found = [ph for ph, (de, en) in PHASE_WORDS.items() if ph is not Phase.PREPARATION and (
        key == ph.value or any(w.casefold().startswith(key) for w in (*de.split()[1:], *en.split()[1:])))]
    if len(found) != 1:
        raise InvalidInput(f"Unbekannte Phase {key!r}.", f"Unknown phase {key!r}.")
    return NextPhase(phase=found[0])


def _attack(table: Scribe, options: Sequence[Option], rest: list[str]) -> Event:
    if not rest:
        raise InvalidInput("Angriff: Platz und Trigger-Karte, z. B. a vm Hana.",
                           "Attack: place and trigger card, e.g. a vm Hana.")
    slot = place_token(rest[0])
    offers = {p.slot: p for _, p in payloads(options, AttackPayload, allowed=None)}
    offer = offers.get(slot)
    rest = rest[1:]
    kind: AttackKind | None = None
    if len(rest) >= 2 and rest[0].casefold() in KIND_WORDS:  # a kind word before the trigger card
        kind, rest = KIND_WORDS[rest[0].casefold()], rest[1:]
    if offer is None:  # nobody can attack from there now: the attack as typed, for the referee to say why not
        return Attack(player=table.me.name, slot=slot, kind=kind or AttackKind.FRONT, trigger=rest[0] if rest else "")
    if kind is None and not offer.damage:  # no kind allowed: the referee says why (§ 6)
        opposite = table.other.on_stage(offer.opposite)
        kind = AttackKind.DIRECT if opposite is None else AttackKind.FRONT
    if kind is None:
        if len(offer.damage) != 1:
            raise InvalidInput("Welche Angriffsart? f (frontal), s (seitlich) oder d (direkt).",
                               "Which kind of attack? f (front), s (side) or d (direct).")
        kind = AttackKind(next(iter(offer.damage)))
    cards, points = _split(rest)
    if not cards:
        raise InvalidInput("Welche Trigger-Karte wurde aufgedeckt?", "Which trigger card was revealed?")
    me = table.me
    pool = (*me.deck, *me.waiting)
    trigger = card_token(cards[0], pool, me)
    extra = card_token(cards[1], pool, me) if len(cards) > 1 else None
    icon = me.spec(trigger).trigger.value
    return offer.make(me.name, kind, trigger, pool_card=extra if icon == "pool" else None,
                      drawn=extra if icon == "draw" else None,
                      refresh_points=[card_token(w, pool, me) for w in points])


def complete(game: OpenGame[WsState], text: str) -> list[str]:
    """Whole lines the typed ``text`` may become: its last word completed to full card names (never to an
    abbreviation that fits several), or the lines the referee's options offer now."""
    table = scribe(game.state)
    if not table.started:
        return []
    words = _words(text)
    if words and not text.endswith(" ") and len(words) > 1 and words[0].casefold() in (
            DRAW_HEADS | DAMAGE_HEADS | ATTACK_HEADS):
        names = sorted({c.name for side in table.sides for c in side.catalog})
        key = words[-1].casefold()
        stem = text[: len(text) - len(words[-1])]
        return [stem + n for n in names if n.casefold().startswith(key)]
    out: list[str] = []
    options = game.options()
    if payloads(options, PhasePayload):
        out.append("p")
    for _, p in payloads(options, AttackPayload, allowed=True):
        abbr = next(k for k, v in PLACE_WORDS.items() if v == p.slot)
        out.append(f"a {abbr} ")
    if payloads(options, DamagePayload, allowed=None):
        out.append("s ")
    if any(o.kind == OptionKind.BATTLE and o.allowed for o in options):
        out.append("k")
    if payloads(options, DrawPayload, allowed=None):
        out.append("z ")
    key = text.strip().casefold()
    return [line for line in out if line.casefold().startswith(key)]
