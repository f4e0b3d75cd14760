"""What the command-line modules share: the service behind ``--db`` and the answers every game gives.

Every stored-game command goes through :mod:`ui.service`; the ``--json`` answers have the same keys
in every game (``game_id``, ``game``, ``title``, ``entries``; ``label`` for a change).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.events import Event
from referee.core.journal import Judged
from referee.core.limits import whole_number
from referee.core.setup import SetupRequest
from referee.core.view import Header
from ui.cli.output import JSON, emit_json
from ui.service import GameService, OpenGame
from ui.service.entries import EntryInput

if TYPE_CHECKING:  # the quick line is imported by the commands that read one
    from ui.service.quick import Reading


def lang_of(args: argparse.Namespace) -> str:
    return getattr(args, "lang", None) or "de"


def service_of(args: argparse.Namespace) -> GameService:
    """The games of the store named by the global ``--db`` option (or the default)."""
    return GameService(getattr(args, "db", None))


def open_game(args: argparse.Namespace, game_id: int, *, game: str | None = None) -> OpenGame[object]:
    """The stored game ``game_id`` (of kind ``game`` when given)."""
    return service_of(args).open(game_id, game=game)


def game_answer(session: OpenGame[object]) -> JSON:
    """The keys every game's answer about a stored game has."""
    return {"game_id": session.id, "game": session.game, "title": session.title, "entries": session.entries}


def header_json(header: Header | None) -> JSON | None:
    """The header every game fills, as JSON with the same keys in every game (None before the set-up)."""
    if header is None:
        return None
    return {"round": header.round, "to_move": header.to_move, "phase": header.phase, "players": list(header.players),
            "standings": [{"name": s.name, "text": s.text} for s in header.ranked()],
            "winners": list(header.winners), "ended": header.ended}


def judged_json(judged: Judged) -> JSON:
    """A stored entry that today's rules judge differently, as the command line's JSON says it."""
    return {"seq": judged.seq, "sections": list(judged.sections), "message_de": judged.message("de"),
            "message_en": judged.message("en"), "applied": judged.applied, "rules": list(judged.rules),
            "internal": judged.internal}


def judged_line(judged: Judged, game: str, lang: str) -> str:
    """The note under a history line: what today's rules say of it (and that it was not applied) — or that an internal
    error, a bug of the program and no ruling, stopped it."""
    from ui.service.sections import section_words  # here: the rules reference loads only for a marked entry

    where = f"{section_words(game, judged.sections, lang)}: " if judged.sections else ""
    if lang == "en":
        head = "internal error" if judged.internal else "today's rules judge this differently"
        head += "" if judged.applied else " — not applied"
    else:
        head = "interner Fehler" if judged.internal else "nach heutigen Regeln anders beurteilt"
        head += "" if judged.applied else " — nicht angewendet"
    return f"{head}: {where}{judged.message(lang)}"


def judged_banner(count: int, lang: str) -> str:
    """The line above a game some of whose stored entries today's rules judge differently."""
    if lang == "en":
        return (f"{count} entr{'y' if count == 1 else 'ies'} of this game "
                f"{'is' if count == 1 else 'are'} judged differently by today's rules (marked (!)).")
    return (f"{count} {'Eintrag' if count == 1 else 'Einträge'} dieser Partie "
            f"{'wird' if count == 1 else 'werden'} nach heutigen Regeln anders beurteilt (mit (!) markiert).")


def new_game(args: argparse.Namespace, game: str, setup: EntryInput | None, *, title: str = "") -> int:
    """Create a stored game with its set-up (checked first) and report it; the exit code."""
    session = service_of(args).new_game(game=game, setup=setup, title=title, lang=lang_of(args))
    if getattr(args, "json", False):
        emit_json(game_answer(session))
    else:
        print(session.id)
    return 0


def new_from(args: argparse.Namespace, request: SetupRequest) -> int:
    """Create a stored game from the scribe's set-up request (checked first) and report it; the exit code."""
    session = service_of(args).new(request, title=getattr(args, "title", ""), lang=lang_of(args))
    if getattr(args, "json", False):
        emit_json(game_answer(session))
    else:
        print(session.id)
    return 0


def report_change(args: argparse.Namespace, session: OpenGame[object], ev: Event, *, state: bool = False,
                  verb: tuple[str, str] = ("", "")) -> int:
    """The answer to add, undo or redo: the entry's position and label (and the table with ``state``);
    ``verb`` says what happened to it ("rückgängig"/"undone")."""
    label = ev.label(lang_of(args))
    if getattr(args, "json", False):
        data = {**game_answer(session), "label": label}
        if state:
            data["state"] = session.summary(lang_of(args))
        emit_json(data)
    else:
        done = verb[1] if lang_of(args) == "en" else verb[0]
        print(f"{done}: {label} ({session.entries})" if done else f"{session.entries}: {label}")
    return 0


def parse_settings(pairs: list[str] | None) -> tuple[tuple[str, str], ...]:
    """``["got.half_points=exact", …]`` as key/value pairs."""
    out: list[tuple[str, str]] = []
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidInput(
                f"Einstellung braucht die Form SCHLÜSSEL=WERT: {pair!r}.",
                f"A setting must look like KEY=VALUE: {pair!r}.",
            )
        out.append((key.strip(), value.strip()))
    return tuple(out)


def read_text(text: str) -> str:
    """The argument itself, or standard input when it is ``-`` (read as UTF-8; bad bytes are refused)."""
    import sys

    if text != "-":
        return text
    buffer = getattr(sys.stdin, "buffer", None)
    data = buffer.read() if buffer is not None else sys.stdin.read().encode("utf-8", "surrogateescape")
    try:
        return str(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"Die Eingabe ist kein gültiges UTF-8 (Byte {exc.start}).",
                           f"The input is not valid UTF-8 (byte {exc.start}).") from None


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def whole(text: str) -> int:
    """An option's or argument's number, read as every quick line reads one (ASCII digits within the limits,
    :func:`referee.core.limits.whole_number`); anything else is refused in words, the input quoted short."""
    try:
        return whole_number(text)
    except InvalidInput as exc:
        raise argparse.ArgumentTypeError(exc.message("de") + " / " + exc.message("en")) from None


def line_read(read: Callable[..., Reading], session: OpenGame[Any], text: str,  # Any: the game the read takes
              args: argparse.Namespace) -> Reading:
    """A quick line read as the app reads it (``read``: a game's :func:`ui.service.got.quick.read`); refused — in both
    languages, with its sections and the way forward the app shows — when it is no entry or the referee refuses it.
    """
    r = read(session, text, lang=lang_of(args))
    if not r.ok:
        en = read(session, text, lang="en").message
        raise (InvalidInput if r.entry is None else RuleViolation)(r.message, en, sections=r.sections)
    return r
