"""The quick-entry line of Titan – Die Arena: the frequent entries typed as a short line (Qt-free).

The line is only read here; whether the entry is allowed is the referee's verdict (``game.check``), shown
live as in Gods of Titan (:class:`ui.service.quick.Reading`).

===========================  ==============================================================================
``Hy 3``                     the player to move plays Hydra 3 into the current column (6, 8)
``Hy z0``, ``Hy z 0``        … a spectator of value 0 on the Hydra (9); ``Hy z0 Schlange``: named
``w Ti``, ``wette Titan``    an open bet on the Titan (7)
``g``, ``g Hy``              the secret bet (7); the creature may be named now or at the reveal
``An 8``, ``gebot An 8``     Anna's start bid of 8 (5; while bidding)
``gs``, ``schließen``        the bidding closed (5; "Gebote schließen")
``e``, ``ende``              the end of the turn (6)
===========================  ==============================================================================

A creature is its name, an alias of the rulebook ("Hexer", "Unicorn") or the first letters of exactly one
creature's name; a player is the name or the first letters of exactly one player's.

>>> creature("ti"), creature("hexer"), creature("z")
('Titan', 'Warlock', 'Zyklop')
>>> shortest("Titan", ["Zyklop", "Titan", "Troll"]), shortest("Anna", ["Anna", "Ben"])
('Ti', 'A')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from referee.arena.events import Bid, BiddingClosed, EndTurn, OpenBet, Play, SecretBet
from referee.arena.rules import CREATURES, RULES, creature_name
from referee.arena.view import ArenaState, Phase, player_named, table_line
from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.limits import typed_line, whole_number
from ui.service.quick import Reading, judged
from ui.service.session import OpenGame

END_WORDS = frozenset({"e", "ende", "zugende", "end"})
BET_WORDS = frozenset({"w", "wette", "offen", "bet"})
SECRET_WORDS = frozenset({"g", "geheim", "secret"})
BID_WORDS = frozenset({"gebot", "bietet", "bid"})
CLOSE_WORDS = frozenset({"gs", "schließen", "schliessen", "close"})
SPECTATOR_WORDS = frozenset({"z", "zuschauer", "spectator"})
_SPECTATOR = re.compile(r"^(z|zuschauer|spectator)(\d+)$", re.IGNORECASE)


def matches(typed: str, names: Sequence[str]) -> list[str]:
    """The names ``typed`` may stand for: the one it spells (case aside), else those it begins.

    >>> matches("t", ["Titan", "Troll"]), matches("troll", ["Titan", "Troll"])
    (['Titan', 'Troll'], ['Troll'])
    """
    key = typed.strip().casefold()
    if not key:
        return []
    exact = [n for n in names if n.casefold() == key]
    return exact or [n for n in names if n.casefold().startswith(key)]


def shortest(name: str, names: Sequence[str]) -> str:
    """The shortest beginning of ``name`` that names it alone among ``names`` (else the name in full)."""
    for n in range(1, len(name) + 1):
        if matches(name[:n], names) == [name]:
            return name[:n]
    return name


def creature(typed: str) -> str:
    """The creature ``typed`` names: a name or alias in full, else the beginning of exactly one name."""
    key = typed.strip().casefold()
    for c in RULES.creatures:
        if key == c.name.casefold() or key in (a.casefold() for a in c.aliases):
            return c.name
    found = matches(typed, CREATURES)
    if len(found) == 1:
        return found[0]
    if found:
        raise InvalidInput(f"{typed!r} ist mehrdeutig: {', '.join(found)} — bitte mehr Buchstaben "
                           f"(z. B. „{shortest(found[0], CREATURES)}“).",
                           f"{typed!r} is ambiguous: {', '.join(found)} — please more letters "
                           f"(e.g. '{shortest(found[0], CREATURES)}').")
    return creature_name(typed)  # no creature: the referee's refusal, as the entry itself would get


def player(state: ArenaState, typed: str) -> str:
    """The player ``typed`` names: a name in full, else the beginning of exactly one player's name."""
    players = table_line(state).players
    found = matches(typed, players)
    if len(found) == 1:
        return found[0]
    if found:
        raise InvalidInput(f"{typed!r} ist mehrdeutig: {', '.join(found)} — bitte mehr Buchstaben.",
                           f"{typed!r} is ambiguous: {', '.join(found)} — please more letters.")
    return player_named(state, typed)  # no player: the referee's refusal, as the entry itself would get


def read(game: OpenGame[ArenaState], text: str, *, lang: str = "de") -> Reading:
    """The entry ``text`` describes, checked by the referee (nothing is entered); a refusal names the forms of
    the bidding while it lasts (the bids and "gs": Gebote schließen)."""
    return judged(game, parse, text, lang, forms=_bidding_forms(game.state, lang))


def _bidding_forms(state: ArenaState, lang: str) -> str:
    t = table_line(state)
    if t.phase is not Phase.BIDDING or not t.players:
        return ""
    who = shortest(t.players[0], t.players)
    return (f"„{who} 8“ (Gebot), „gs“ (Gebote schließen)" if lang == "de" else
            f"'{who} 8' (bid), 'gs' (close the bidding)")


def parse(game: OpenGame[ArenaState], text: str) -> Event:
    """The entry of a quick line (refused with a message saying what was not understood)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    state: ArenaState = game.state
    words = text.replace(",", " ").split()
    if not words:
        raise InvalidInput("Leere Zeile.", "Empty line.")
    head, rest = words[0].casefold(), words[1:]
    if head in CLOSE_WORDS and not rest:
        return BiddingClosed()
    if head in BID_WORDS or (table_line(state).phase is Phase.BIDDING and len(words) == 2 and words[1].isdigit()):
        who = rest if head in BID_WORDS else words
        if len(who) != 2:
            raise InvalidInput("Gebot: „Spieler Zahl“, z. B. „An 8“.", "Bid: 'player number', e.g. 'An 8'.")
        return Bid(player=player(state, who[0]), value=whole_number(who[1], "Gebot"))
    me = table_line(state).active
    if head in END_WORDS and not rest:
        return EndTurn(player=me)
    if head in SECRET_WORDS and len(rest) <= 1:
        return SecretBet(player=me, creature=creature(rest[0]) if rest else "")
    if head in BET_WORDS and len(rest) == 1 and not rest[0].isdigit():
        return OpenBet(player=me, creature=creature(rest[0]))
    return _play(me, words)


def _play(me: str, words: Sequence[str]) -> Event:
    """``Hy 3`` (a strength card) or ``Hy z0`` / ``Hy z 0`` (a spectator of that value)."""
    rest = list(words[1:])
    spectator = False
    name = ""
    if rest and (m := _SPECTATOR.match(rest[0])):
        spectator, rest, name = True, [m.group(2)], " ".join(rest[1:])
    elif len(rest) >= 2 and rest[0].casefold() in SPECTATOR_WORDS:
        spectator, rest, name = True, rest[1:2], " ".join(rest[2:])
    if len(rest) != 1 or not rest[0].isdigit():
        raise InvalidInput(f"Nicht verstanden: {' '.join(words)!r}. Eine Karte ist „Kreatur Stärke“ (z. B. „Hy 3“, "
                           "Zuschauer „Hy z0“), eine Wette „w Ti“, die geheime „g“, das Zugende „e“.",
                           f"Not understood: {' '.join(words)!r}. A card is 'creature strength' (e.g. 'Hy 3', "
                           "spectator 'Hy z0'), a bet 'w Ti', the secret one 'g', the end of the turn 'e'.")
    return Play(player=me, creature=creature(words[0]), value=whole_number(rest[0], "Stärke"), spectator=spectator,
                name=name)


def hint(state: ArenaState | None, lang: str = "de") -> str:
    """The line's placeholder: an example of each entry (a bid while bidding), each abbreviation one that
    names one creature (or player) alone."""
    c1, c2 = shortest("Hydra", CREATURES), shortest("Titan", CREATURES)
    t = table_line(state) if state is not None else None
    bidding = t is not None and t.phase is Phase.BIDDING and bool(t.players)
    who = shortest(t.players[0], t.players) if t is not None and bidding else ""
    if lang == "en":
        text = f"e.g. {c1} 3 (card) · {c1} z0 (spectator) · w {c2} (open bet) · g (secret bet) · e (end of turn)"
        return text + (f" · {who} 8 (bid) · gs (close the bidding)" if who else "")
    text = f"z. B. {c1} 3 (Karte) · {c1} z0 (Zuschauer) · w {c2} (offene Wette) · g (geheime Wette) · e (Zugende)"
    return text + (f" · {who} 8 (Gebot) · gs (Gebote schließen)" if who else "")


def complete(game: OpenGame[ArenaState], text: str) -> list[str]:
    """Whole lines that continue ``text``: a creature (or a player while bidding), or after ``w``/``g`` a creature."""
    state: ArenaState = game.state
    words = text.replace(",", " ").split()
    trailing = text.endswith(" ")
    if not words or (len(words) == 1 and not trailing):
        part = words[0].casefold() if words else ""
        t = table_line(state)
        heads = list(t.players) if t.phase is Phase.BIDDING else list(t.alive or CREATURES)
        return [h for h in heads if h.casefold().startswith(part)]
    if words[0].casefold() in BET_WORDS | SECRET_WORDS and len(words) <= 2:
        part = "" if trailing or len(words) == 1 else words[1].casefold()
        return [f"{words[0]} {c}" for c in table_line(state).alive if c.casefold().startswith(part)]
    return []
