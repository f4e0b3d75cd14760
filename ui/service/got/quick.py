"""The quick-entry line of Gods of Titan: an entry typed as a short line (Qt-free).

The line is only read here; whether the entry is allowed is the referee's verdict (``game.check``).

============================  =========================================================
``R2 B12 4``                  Rot 2 moves 4 lands onto the land B12 (8)
``R2 + Troll``, ``R2+Tr``     Rot 2 recruits a Troll (22; the referee's first accepted way)
``R2 B12 4 + Troll``          two entries: the move, then the recruit the Mover announces with it (6.4), read
                              and judged against the table as it will stand after the move (``OpenGame.ahead``);
                              the recruit ends the movement (the line says so when armies are still to move)
``R2 / Ogre Gargoyle``        Rot 2 splits off Ogre and Gargoyle under the next free marker (4.5);
``R2/Og Ga``                  the same with the figures' first letters
``land Brush B12``            the table names the land B12, a Brush (2.1); ``l Br B12`` the same
``R2 Br:B12 4``               a move onto a land named with it: the land B12, a Brush, is named, then Rot 2
                              moves there (two entries, one line; a board file stays optional)
``ende`` / ``end`` / ``e``    the Mover ends the turn (6.5)
``verhandlung remis`` …        the end of the open battle, or ``R2 x B3 flucht`` one after the fact: every way
                              a battle ends (:mod:`ui.service.got.quick_battle`)
``korrektur Anna KP=48: …``    a correction: set (=) or change (+/−) points, gems, victory points
                              (:mod:`ui.service.got.quick_correction`)
``B12 4``, ``+Tr``, ``/Og Ga``  the army left out: the one army of the Mover the referee accepts the
                              entry of (when it is the only one; else the line asks which)
``R2+``, ``+``, ``B12 4+``    the figure left out: the one recruit on offer (else the line names them)
============================  =========================================================

Every name may be shortened to its first letters while they name one thing alone (case aside): an army
by its marker ("Rot 2") or the colour's first letters and the number ("R2", "Ge3"); a land by its label
("B12", "Citytower 1", or "Ci" when no other label begins so); a figure by its name among the army's
figures (split) or among the recruits the referee accepts now (recruit); a terrain among those a table
may name. A name typed in full is always that name ("B1" beside "B12"); first letters that several
names begin with are refused with those names. :func:`abbreviation` is the shortest form that names
one thing alone — the form the line's hints suggest, and it reads back to that thing. A game stored
before lands were things (any label is a new land) reads a land's label only in full.

>>> _army_token("r2", ["Rot 1", "Rot 2", "Blau 2"])
'Rot 2'
>>> _army_token("G1", ["Gelb 1", "Grau Citytower 1"])
'Gelb 1'
>>> _army_token("BT", ["Blau 1", "Blau Tower"]), _fits("g1", ["Grün 1", "Gelb 1"])
('Blau Tower', ['Grün 1', 'Gelb 1'])
>>> matches("ci", ["City", "Citytower 1", "C1"]), matches("city", ["City", "Citytower 1"])
(['City', 'Citytower 1'], ['City'])
>>> abbreviation("Citytower 1", ["City", "Citytower 1", "Citytower 2"])
'Citytower 1'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from referee.core.errors import InvalidInput, RefereeError, RuleViolation
from referee.core.events import Event
from referee.core.limits import typed_line, whole_number
from referee.got import view
from referee.got.catalog import catalog
from referee.got.events import Move, Recruit, Split, TurnEnded, Via
from referee.got.lands import Terrain
from referee.got.recruit import RECRUIT_SECTION
from referee.got.view import GotState, Phase
from ui.service.got import lands as land_service
from ui.service.got import operations as got_service
from ui.service.got import quick_battle, quick_correction
from ui.service.quick import Reading, refused
from ui.service.session import OpenGame

END_WORDS = frozenset({"ende", "zugende", "end", "e"})
LAND_WORDS = frozenset({"land", "neuesland", "l"})
_ABBREV = re.compile(r"^([^\W\d_]+)\s*(\d+)$")
_DISTANCE = re.compile(r"\d+", re.ASCII)
#: how many names a refusal of an ambiguous abbreviation lists
_SHOWN = 8


def read(game: OpenGame[GotState], text: str, *, lang: str = "de") -> Reading:
    """The entries ``text`` describes, each checked by the referee against the table the ones before it leave
    (nothing is entered)."""
    try:
        entries = parse_line(game, text)
    except RefereeError as exc:
        return refused(game, exc.message(lang), exc.sections, lang, forms=forms(game, lang))
    first, then = entries[0], entries[1:]
    table = game
    for n, entry in enumerate(entries):
        verdict = table.check(entry)
        if not verdict.value:
            why = verdict.why(lang)
            if isinstance(entry, Recruit):
                why = _on_offer(table, entry.marker, why, lang)
            return refused(game, f"{entry.label(lang)}: {why}" if n else why, tuple(verdict.sections), lang, first,
                           then, forms=forms(game, lang))
        if n + 1 < len(entries):
            table = table.ahead([entry])
    said = _movement_ends(game, entries, table, lang) or quick_battle.settlement_words(game, first, lang)
    return Reading(first, True, said, (), then)


def forms(game: OpenGame[GotState], lang: str) -> str:
    """The line's forms for what the Mover may do now: the armies still to move by their short names."""
    if view.phase(game.state) is not Phase.MOVEMENT:
        return ""
    markers, mine = _markers(game)
    movable = [army_abbreviation(m, markers, mine) for m in got_service.movable_armies(game)]
    if not movable:
        return ""
    return (f"ziehen: {_listed(movable, 'de')} (z. B. „{movable[0]} Land Felder“, ein neues Land mit Gelände: "
            f"„{movable[0]} Br:B12 4“)" if lang == "de" else
            f"to move: {_listed(movable, 'en')} (e.g. '{movable[0]} land lands', a new land with its terrain: "
            f"'{movable[0]} Br:B12 4')")


def _on_offer(game: OpenGame[GotState], marker: str, why: str, lang: str) -> str:
    """A refused recruit's reason with what the army may recruit instead (the figures on offer, 22)."""
    offered = list(dict.fromkeys(o.figure for o in got_service.recruit_choices(game, marker).options))
    if not offered:
        return why
    short = [f"{figure_abbreviation(f, offered)} ({f})" if figure_abbreviation(f, offered) != f else f for f in offered]
    head = "im Angebot" if lang == "de" else "on offer"
    return f"{why.rstrip('.')}; {head}: {_listed(short, lang)}"


def _movement_ends(game: OpenGame[GotState], entries: Sequence[Event], before_last: OpenGame[GotState],
                   lang: str) -> str:
    """What an accepted line must say when its last entry ends the Mover's movement while armies that have
    not moved could still (a recruit ends it, 6.1): the engine refuses their moves afterwards."""
    if len(entries) < 2 or view.phase(game.state) is not Phase.MOVEMENT:
        return ""
    if view.phase(before_last.preview(entries[-1])) is Phase.MOVEMENT:
        return ""
    moved = {getattr(e, "marker", None) for e in entries}
    still = [m for m in got_service.movable_armies(game) if m not in moved]
    if not still:
        return ""
    return (f"danach ziehen nicht mehr: {_listed(still, 'de')}" if lang == "de" else
            f"no more moves after it: {_listed(still, 'en')}")


def parse_line(game: OpenGame[GotState], text: str) -> tuple[Event, ...]:
    """The entries of a quick line: one, or a move and the recruit announced with it (``"R3 P 3+C"``, 6.4) —
    the recruit read against the table as it will stand after the move (the move's refusal is raised); a move
    onto a land the table names with it (``"R2 Br:B12 4"``) is the naming, then the move (2.1)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    combined = _announced(text)
    entries = _naming(game, parse(game, combined[0] if combined is not None else text))
    if combined is None:
        return entries
    move = entries[-1]
    if not isinstance(move, Move):
        raise InvalidInput("„+ Figur“ hinter einem Eintrag folgt nur einem Zug: „R3 P 3 + Centaur“.",
                           "'+ figure' after an entry follows a move only: 'R3 P 3 + Centaur'.")
    return (*entries, _recruit(game.ahead(entries), move.marker, combined[1]))


def _naming(game: OpenGame[GotState], entry: Event) -> tuple[Event, ...]:
    """A move onto a land the game does not know yet, typed with its terrain (``Br:B12``): the land named, then
    the move — one line for both (2.1)."""
    if not isinstance(entry, Move) or ":" not in entry.to or view.open_board(game.state):
        return (entry,)
    terrain, _, label = entry.to.partition(":")
    if land_service.find(game, label) is not None:
        return (entry,)
    return land_service.name_land(terrain=terrain, name=label), entry


def _announced(text: str) -> tuple[str, str] | None:
    """``"R3 P 3 + C"`` → ``("R3 P 3", "C")``: a move (its last word a number of lands) and one figure or none
    after the last "+"; None for every other line (a land's label may hold a "+")."""
    head, plus, tail = text.rpartition("+")
    before, after = _words(head), _words(tail)
    if not plus or len(before) < 2 or not _DISTANCE.fullmatch(before[-1]) or len(after) > 1 or "+" in before:
        return None
    return head, after[0] if after else ""


def parse(game: OpenGame[GotState], text: str) -> Event:
    """The entry of a quick line (refused with a message saying what was not understood)."""
    typed_line(text)  # no control character, no whole file: nothing raw is echoed (issue 33)
    words = _words(text)
    if not words:
        raise InvalidInput("Leere Zeile.", "Empty line.")
    state = game.state
    head = words[0].casefold()
    if head in END_WORDS and len(words) == 1:
        return TurnEnded(player=view.mover(state))
    if quick_correction.is_correction(words):  # "korrektur Anna KP=48: Papierbogen" (28.3)
        return quick_correction.parse(game, text)
    if quick_battle.is_ending(words) and not _DISTANCE.fullmatch(words[-1]):  # "verhandlung remis" … (10.4–10.6)
        return quick_battle.open_ending(game, words)
    if head in LAND_WORDS:
        parts = text.split(maxsplit=2)  # the label as typed, every character of it (no word is split off)
        if len(words) < 3 or len(parts) < 3:
            raise InvalidInput("Land benennen: „land Gelände Bezeichnung“, z. B. „land Brush B12“ oder kurz „l Br B12“.",
                               "Name a land: 'land terrain label', e.g. 'land Brush B12' or short 'l Br B12'.")
        return land_service.name_land(terrain=terrain_named(parts[1].strip(",")), name=parts[2])
    try:
        marker, rest = _army(game, words)
    except InvalidInput:
        if _fits(words[0].casefold(), [a.marker for a in view.armies(state)]):
            raise  # an ambiguous army (none of them the Mover's): its message says which
        default = _without_army(game, text, words)
        if default is None:
            raise
        return default
    return _entry(game, text, words, marker, rest)


def _entry(game: OpenGame[GotState], text: str, words: Sequence[str], marker: str, rest: Sequence[str]) -> Event:
    """The entry of the army ``marker``: ``rest`` is what follows its name (``+ Troll``, ``/ Ogre``, ``B12 4``)."""
    if len(rest) > 2 and rest[0].casefold() in quick_battle.VERSUS:  # "R2 x B3 flucht": a battle after the fact
        try:
            defender, ending = _army(game, rest[1:])
        except InvalidInput:
            defender, ending = "", []  # "R2 x 4": a move onto the land x
        if quick_battle.is_ending(ending):
            return quick_battle.settled(marker, defender, ending)
    if rest and rest[0] == "+":
        if len(rest) > 2:
            raise InvalidInput("Eine Rekrutierung ist eine Figur: „R2 + Troll“.", "A recruit is one figure: 'R2 + Troll'.")
        return _recruit(game, marker, rest[1] if len(rest) == 2 else "")
    if rest and rest[0] == "/":
        if len(rest) < 2:
            raise InvalidInput("Welche Figuren gehen ab? „R2 / Ogre Gargoyle“.", "Which figures split off? 'R2 / Ogre Gargoyle'.")
        return _split(game, marker, _split_figures(game, marker, rest[1:]))
    if len(rest) < 2 or not _DISTANCE.fullmatch(rest[-1]):
        raise InvalidInput(f"Zug von {marker}: Land und Zahl der Felder fehlen (z. B. „{words[0]} B12 4“).",
                           f"Move of {marker}: the land and the number of lands are missing (e.g. '{words[0]} B12 4').")
    label = _literal_land(text, len(words) - len(rest), rest)
    return Move(marker=marker, to=land_named(game, label), distance=whole_number(rest[-1], "distance"))


def _without_army(game: OpenGame[GotState], text: str, words: Sequence[str]) -> Event | None:
    """A line without its army (``B12 4``, ``+Tr``, ``/Og Ga``): the entry of the one army of the Mover the
    referee accepts it of — the only legal value, so nothing is guessed. None when the line has not that shape
    (or names no land the game knows: then it is read as an army that is not there); refused, naming the armies,
    when several may, or with the referee's reason when none may."""
    is_move = len(words) >= 2 and _DISTANCE.fullmatch(words[-1]) is not None and words[0] not in ("+", "/")
    if words[0] not in ("+", "/") and not is_move:
        return None
    if is_move:
        label = _literal_land(text, 0, words)
        if land_named(game, label) == label:  # an ambiguous land is refused as such; an unknown one: no move
            return None
    accepted: list[Event] = []
    why: RefereeError | None = None
    for army in view.armies_of(game.state, view.mover(game.state)):
        try:
            entry = _entry(game, text, words, army.marker, words)
        except RefereeError as exc:
            why = why or exc
            continue
        steps = _naming(game, entry)  # a new land typed with its terrain is named first
        verdict = (game.ahead(steps[:-1]) if len(steps) > 1 else game).check(entry)
        if verdict.value:
            accepted.append(entry)
        elif why is None:
            named = army.marker in verdict.why_de  # the reason names the army, or it is named first
            why = RuleViolation(verdict.why_de if named else f"{army.marker}: {verdict.why_de}",
                                verdict.why_en if named else f"{army.marker}: {verdict.why_en}",
                                sections=tuple(verdict.sections))
    if len(accepted) == 1:
        return accepted[0]
    markers = [getattr(e, "marker", "") for e in accepted]
    if accepted:
        example = f"{army_abbreviation(markers[0], *_markers(game))} {_shown(text)}"
        raise InvalidInput(f"Welche Armee? {_listed(markers, 'de')} (z. B. „{example}“).",
                           f"Which army? {_listed(markers, 'en')} (e.g. '{example}').")
    mover = view.mover(game.state)
    raise InvalidInput(f"Keine Armee von {mover} kann „{_shown(text)}“" + (f" — {why.message('de')}" if why else "."),
                       f"No army of {mover} may do '{_shown(text)}'" + (f" — {why.message('en')}" if why else "."),
                       sections=why.sections if why else ())


def _shown(text: str, limit: int = 40) -> str:
    """The line as a message repeats it: at most ``limit`` characters."""
    t = " ".join(text.split())
    return t if len(t) <= limit else t[: limit - 1] + "…"


def _literal_land(text: str, n: int, rest: Sequence[str]) -> str:
    """The land of a move as typed between the army (its first ``n`` words) and the distance (a label may
    hold "/" or "+")."""
    parts = text.split(maxsplit=n) if n else [text.strip()]
    if len(parts) == n + 1:
        tail = parts[n].rsplit(maxsplit=1)
        if len(tail) == 2 and tail[1] == rest[-1]:
            return tail[0]
    return " ".join(rest[:-1])


def _words(text: str) -> list[str]:
    """``"R2+Troll"`` → ``["R2", "+", "Troll"]``: + and / stand alone, commas separate like spaces."""
    return text.replace(",", " ").replace("+", " + ").replace("/", " / ").split()


# -- first letters ----------------------------------------------------------------------------------


def matches(token: str, names: Sequence[str]) -> list[str]:
    """The names ``token`` may stand for (case aside): the name itself if it is one, else every name it begins."""
    key = token.strip().casefold()
    if not key:
        return []
    exact = [n for n in names if n.casefold() == key]
    return exact[:1] if exact else list(dict.fromkeys(n for n in names if n.casefold().startswith(key)))


def abbreviation(name: str, names: Sequence[str]) -> str:
    """The shortest first letters of ``name`` that name it alone among ``names`` (:func:`matches`).

    >>> abbreviation("Gargoyle", ["Gargoyle", "Giant", "Ogre"]), abbreviation("B1", ["B1", "B12"])
    ('Ga', 'B1')
    """
    for n in range(1, len(name) + 1):
        short = name[:n]
        if short == short.rstrip() and matches(short, names) == [name]:
            return short
    return name


def _one(token: str, names: Sequence[str], what: tuple[str, str]) -> str | None:
    """The one name ``token`` stands for; None when it begins none; refused with the names when several."""
    found = matches(token, names)
    if len(found) > 1:
        short = abbreviation(found[0], names)
        raise InvalidInput(f"„{_shown(token)}“ ist mehrdeutig ({what[0]}): {_listed(found, 'de')} (z. B. „{short}“).",
                           f"'{_shown(token)}' is ambiguous ({what[1]}): {_listed(found, 'en')} (e.g. '{short}').")
    return found[0] if found else None


def _listed(names: Sequence[str], lang: str) -> str:
    more = len(names) - _SHOWN
    shown = ", ".join(names[:_SHOWN])
    if more <= 0:
        return shown
    return f"{shown} und {more} weitere" if lang == "de" else f"{shown} and {more} more"


def land_named(game: OpenGame[GotState], token: str) -> str:
    """How a move names the land ``token`` stands for (``"Brush:B12"``); the text as typed when it names no land
    the game knows (the referee then says why). A game with an open board reads labels only in full."""
    found = land_service.find(game, token)
    if found is not None:
        return found.entry
    if view.open_board(game.state):
        return token
    terrain, colon, label = token.partition(":")
    if colon and terrain.strip() and label.strip():  # "Br:B12": a land with its terrain (a new one is named)
        known = land_service.find(game, label)
        return known.entry if known is not None else f"{terrain_named(terrain.strip())}:{label.strip()}"
    short = _one(token, [c.label for c in land_service.lands(game)], ("Land", "land"))
    chosen = land_service.find(game, short) if short is not None else None
    return chosen.entry if chosen is not None else token


def land_abbreviation(game: OpenGame[GotState], label: str) -> str:
    """The shortest way a move names the land ``label`` (its label in full in a game with an open board)."""
    return label if view.open_board(game.state) else abbreviation(label, [c.label for c in land_service.lands(game)])


def terrain_named(token: str) -> str:
    """The terrain a new land is named with: its name, or the first letters of one terrain a table may name
    (``"Br"`` → Brush); the text as typed when none (the referee says why)."""
    exact = matches(token, [t.value for t in Terrain])
    if len(exact) == 1 and exact[0].casefold() == token.strip().casefold():
        return exact[0]
    return _one(token, land_service.nameable_terrains(), ("Gelände", "terrain")) or token


def terrain_abbreviation(terrain: str) -> str:
    return abbreviation(terrain, land_service.nameable_terrains())


# -- armies -----------------------------------------------------------------------------------------


def _army(game: OpenGame[GotState], words: Sequence[str]) -> tuple[str, list[str]]:
    markers, mine = _markers(game)
    for n in (3, 2, 1):  # "Schwarz Darktower 1 …" and "Rot 2 …" in full before "R2 …" ("B 3" is no army)
        token = " ".join(words[:n])
        marker = _army_token(token, markers, mine) if n == 1 else next(
            (m for m in markers if m.casefold() == token.casefold()), None)
        if marker is not None:
            return marker, list(words[n:])
    fits = _fits(words[0].casefold(), markers)
    if len(fits) > 1:
        example = army_abbreviation(fits[0], markers, mine)
        raise InvalidInput(f"„{words[0]}“ ist mehrdeutig: {', '.join(fits)} — bitte mehr Buchstaben der Farbe "
                           f"(z. B. „{example}“).",
                           f"'{words[0]}' is ambiguous: {', '.join(fits)} — please more letters of the colour "
                           f"(e.g. '{example}').")
    raise InvalidInput(f"Keine Armee „{_shown(words[0])}“: ein Deckmärkchen wie „Rot 2“ oder kurz „R2“, „RT“ (Rot Tower).",
                       f"No army '{_shown(words[0])}': a marker like 'Rot 2' or short 'R2', 'RT' (Rot Tower).")


def _markers(game: OpenGame[GotState]) -> tuple[list[str], list[str]]:
    """Every army's marker, and the markers of the Mover's armies: the only armies a line may be about now (the
    Mover moves, splits and recruits, 6), so their short names come first ("G1" in Grün's turn is Grün 1)."""
    state = game.state
    return [a.marker for a in view.armies(state)], [a.marker for a in view.armies_of(state, view.mover(state))]


def _army_token(token: str, markers: Sequence[str], mine: Sequence[str] = ()) -> str | None:
    """The marker ``token`` names: in full, or short if only one marker fits (:func:`_fits`) — or only one of
    ``mine``, the armies the line may be about now."""
    key = token.casefold().strip()
    exact = [m for m in markers if m.casefold() == key]
    if exact:
        return exact[0]
    fits = _fits(key, markers)
    if len(fits) > 1:
        fits = [m for m in fits if m in mine]
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


def army_abbreviation(marker: str, markers: Sequence[str], mine: Sequence[str] = ()) -> str:
    """The shortest name of ``marker`` that names it alone ("Grü1" beside "Gelb 1" and "Grau Ruin 1"; "G1" when
    Grün 1 is one of ``mine``, the armies the line may be about now), else in full.

    >>> army_abbreviation("Grün 1", ["Grün 1", "Gelb 1", "Grau Ruin 1"])
    'Grü1'
    >>> army_abbreviation("Grün 1", ["Grün 1", "Gelb 1", "Grau Ruin 1"], mine=["Grün 1"])
    'G1'
    """
    for letters in range(1, len(marker.split()[0]) + 1):
        short = short_name(marker, letters)
        if _army_token(short, markers, mine) == marker:
            return short
    return marker


def short_name(marker: str, letters: int = 1) -> str:  # the way a quick line names an army
    """``"Rot 2"`` → ``"R2"`` (``"Ge3"`` with ``letters=2``); ``"Blau Tower"`` → ``"BT"``."""
    words = marker.split()
    if len(words) == 2 and words[1].isdigit():
        return f"{words[0][:letters]}{words[1]}"
    return "".join(w if w.isdigit() else w[0] for w in words)


# -- figures ----------------------------------------------------------------------------------------


def _figure(word: str) -> str:
    return catalog().figure(word).name


def _split_figures(game: OpenGame[GotState], marker: str, tokens: Sequence[str]) -> list[str]:
    """The figures a split names, each by its name or first letters among the army's figures (4.5)."""
    own = sorted(view.army(game.state, marker).figures)
    return [_one(t, own, ("Figur", "figure")) or _figure(t) for t in tokens]


def figure_abbreviation(name: str, names: Sequence[str]) -> str:
    """The shortest first letters of the figure ``name`` among ``names`` (an army's figures, the recruits on offer)."""
    return abbreviation(name, list(dict.fromkeys(names)))


def _recruit(game: OpenGame[GotState], marker: str, word: str) -> Event:
    """The figure by its name, or by the first letters of exactly one recruit the referee accepts now
    ("R2 + G" when a Gargoyle is the only G on offer); the referee's first accepted way to recruit it."""
    answer = got_service.recruit_choices(game, marker)
    options = answer.options  # the referee's accepted ways, in its order
    if not options and answer.reasons:  # nothing to recruit now: say why, not "unknown figure"
        r = answer.reasons[0]
        raise RuleViolation(f"{marker} kann jetzt nichts rekrutieren: {r.de.rstrip('.')}.",
                            f"{marker} cannot recruit now: {r.en.rstrip('.')}.", sections=r.sections)
    offered = list(dict.fromkeys(o.figure for o in options))
    if not word:  # "R2+": the one figure on offer, the only legal value
        if len(offered) != 1:
            raise InvalidInput(f"Welche Figur rekrutiert {marker}? {_listed(offered, 'de') or 'Keine im Angebot'}.",
                               f"Which figure does {marker} recruit? {_listed(offered, 'en') or 'None on offer'}.",
                               sections=(RECRUIT_SECTION,))
        word = offered[0]
    name = _one(word, offered, ("Rekrutierung", "recruit"))
    if name is not None:
        o = next(o for o in options if o.figure == name)
        return Recruit(marker=marker, figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice)
    # a figure not on offer, or no figure at all: the referee says why (an unknown one by its own refusal, as the
    # entry itself would be told), the line what is on offer
    return Recruit(marker=marker, figure=_one(word, list(catalog().figures), ("Figur", "figure")) or word)


def _split(game: OpenGame[GotState], marker: str, figures: list[str]) -> Event:
    free = got_service.free_markers(game)
    return Split(marker=marker, new_marker=free[0] if free else "", figures=tuple(figures))


def complete(game: OpenGame[GotState], text: str) -> list[str]:
    """Whole lines that continue ``text``: an army, then the game's lands, then figures after + or /."""
    words = _words(text)
    trailing = text.endswith((" ", "+", "/"))
    if not words or (len(words) == 1 and not trailing):
        part = words[0].casefold() if words else ""
        heads = [*got_service.movable_armies(game), *(a.marker for a in view.armies_of(
            game.state, view.mover(game.state)))]
        return [m for m in dict.fromkeys(heads) if part in m.casefold()]
    try:
        marker, rest = _army(game, words if trailing else words[:-1])
    except RefereeError:
        return []
    stem = f"{text[: len(text) - len(text.lstrip())]}{' '.join(words if trailing else words[:-1])} "
    last = "" if trailing else words[-1]
    if rest and rest[0] in ("+", "/"):
        names = ([o.figure for o in got_service.recruit_choices(game, marker).options] if rest[0] == "+"
                 else sorted(view.army(game.state, marker).figures))
        return [stem + n for n in dict.fromkeys(names) if n.casefold().startswith(last.casefold())]
    if rest:
        return []
    return [stem + c.label for c in land_service.lands(game) if last.casefold() in c.label.casefold()]
