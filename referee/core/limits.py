"""The one validation edge of every value that enters an entry: bounds, exact numbers, clean text.

Whatever the source — the command line, a JSON entry, a dialog, an imported file — an entry is decoded
by :mod:`referee.core.events`, which checks each value here: integers stay within :data:`INT_LIMIT`,
exact numbers come from integers or decimal/fraction text (never a binary float's error), text is
NFC-normalised and free of control, invisible and bidirectional-override characters, and JSON text
is refused before parsing when it is too large or too deeply nested.

>>> exact_number("699.5"), exact_number("0.1") + exact_number("0.2")
(Fraction(1399, 2), Fraction(3, 10))
>>> clean_text("Cafe\\u0301")
'Café'
>>> clean_text("A\\u200bB")
Traceback (most recent call last):
...
referee.core.errors.InvalidInput: Unsichtbares oder steuerndes Zeichen U+200B ... / Invisible or control character U+200B ...
"""

from __future__ import annotations

import json
import re
import tomllib
import unicodedata
from fractions import Fraction
from typing import Any

from referee.core.errors import InvalidInput

#: no count, score, life or amount of any of the five games comes near this (gems, points, life, cards)
INT_LIMIT = 10**9
#: the longest text of an entry (names are far shorter; a reason, a note or a chart correction fits)
TEXT_LIMIT = 20_000
#: the longest note on an entry (table talk, a promise, a deal: a few sentences)
NOTE_LIMIT = 1_000
#: the most items in one list of an entry (figures, cards, damage …)
LIST_LIMIT = 1_000
#: the most entries one game keeps, its redo stack included (a long game of six has some thousands)
ENTRIES_LIMIT = 20_000
#: JSON text of one entry, and of an imported game
ENTRY_BYTES = 1_000_000
IMPORT_BYTES = 50_000_000
JSON_DEPTH = 32
#: the finest part of a unit a number may have: nine decimal places (a third, a half and 1399/2 fit too)
DENOMINATOR_LIMIT = 10**9

#: the text of an exact number: every number within the limits is written so (str(Fraction) included)
_NUMBER = re.compile(r"-?\d{1,19}(\.\d{1,9})?|-?\d{1,19}/\d{1,10}", re.ASCII)
_WHOLE = re.compile(r"[+-]?\d+", re.ASCII)
#: zero-width, bidi embeddings/overrides/isolates, BOM, word joiner …
_INVISIBLE = set(range(0x200B, 0x2010)) | set(range(0x202A, 0x202F)) | set(range(0x2060, 0x2070)) | {0xFEFF, 0x00AD,
                                                                                                      0x061C, 0x180E}


#: the most characters of the user's input a message repeats
QUOTE_LIMIT = 80
#: the longest quick line (a line the scribe types: an entry in a few words)
LINE_LIMIT = 500


def printable(text: str) -> str:
    r"""``text`` with every control, invisible or unassigned character (line ends and tabs kept) as ``�``: no
    terminal escape, bell or title sequence reaches a screen.

    >>> printable("a\x1b]0;Titel\x07b\nc")
    'a�]0;Titel�b\nc'
    """
    return "".join("\ufffd" if c not in "\n\t" and (unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn")
                                                    or ord(c) in _INVISIBLE) else c for c in text)


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    r"""The user's input as a message repeats it — the one way every message quotes it: :func:`printable`, on one
    line, at most ``limit`` characters.

    >>> quoted("a\x1b]0;Titel\x07b"), len(quoted("x" * 100_000))
    ('a�]0;Titel�b', 80)
    """
    shown = " ".join(printable(text).split())
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def typed_line(text: str) -> str:
    """A quick line as typed, refused before it is read when it holds a control or invisible character (named by
    its code, not shown) or is longer than :data:`LINE_LIMIT` — so no message can echo raw bytes or a whole file.

    >>> typed_line("Hy 3")
    'Hy 3'
    """
    if len(text) > LINE_LIMIT:
        raise InvalidInput(f"Die Zeile ist {len(text):,} Zeichen lang; höchstens {LINE_LIMIT} gehen in eine "
                           "Zeile.".replace(",", "."),
                           f"The line is {len(text):,} characters long; a line takes at most {LINE_LIMIT}.")
    bad = next((c for c in text if printable(c) != c or c in "\n\t"), None)
    if bad is not None:
        raise InvalidInput(f"Die Zeile enthält ein Steuer- oder unsichtbares Zeichen (U+{ord(bad):04X}); bitte nur "
                           "Text tippen.", f"The line holds a control or invisible character (U+{ord(bad):04X}); "
                           "please type text only.")
    return text


def check_int(value: int, where: str = "") -> int:
    if not -INT_LIMIT <= value <= INT_LIMIT:
        raise InvalidInput(f"Zahl außerhalb des Bereichs ±{INT_LIMIT:,}{_at(where)}: {_short(value)}.".replace(",", "."),
                           f"Number out of range ±{INT_LIMIT:,}{_at(where)}: {_short(value)}.")
    return value


def whole_number(text: str, where: str = "") -> int:
    """A whole number typed as text (ASCII digits, a sign allowed), within :data:`INT_LIMIT`.

    >>> whole_number(" 12 "), whole_number("-3")
    (12, -3)
    """
    digits = text.strip()
    if not _WHOLE.fullmatch(digits):
        raise InvalidInput(f"Keine ganze Zahl{_at(where)}: „{quoted(text)}“.",
                           f"Not a whole number{_at(where)}: '{quoted(text)}'.")
    if len(digits.lstrip("+-").lstrip("0")) > 10:
        raise InvalidInput(f"Zahl außerhalb des Bereichs ±{INT_LIMIT:,}{_at(where)}: {len(digits)} Stellen.".replace(",", "."),
                           f"Number out of range ±{INT_LIMIT:,}{_at(where)}: {len(digits)} digits.")
    return check_int(int(digits), where)


def exact_number(value: object, where: str = "") -> Fraction:
    """An exact number from an integer, a decimal text ("699.5") or a fraction text ("1399/2").

    A binary float is taken as the decimal it prints as (0.1 is one tenth); infinities, NaN, exponents,
    numbers beyond :data:`INT_LIMIT` and parts finer than 1/:data:`DENOMINATOR_LIMIT` are refused. The
    limits are on the value, so every number accepted reads back from the text it is stored as:

    >>> exact_number(str(exact_number("999999999.999999999")))
    Fraction(999999999999999999, 1000000000)
    """
    if isinstance(value, bool):
        raise InvalidInput(f"Keine Zahl{_at(where)}: {value}.", f"Not a number{_at(where)}: {value}.")
    if isinstance(value, int):
        return Fraction(check_int(value, where))
    text = repr(value) if isinstance(value, float) else value
    if not isinstance(text, str) or not _NUMBER.fullmatch(text.strip()):
        raise InvalidInput(f"Keine genaue Zahl{_at(where)}: {_short(value)} (z. B. 12, 699.5 oder 1399/2).",
                           f"Not an exact number{_at(where)}: {_short(value)} (e.g. 12, 699.5 or 1399/2).")
    try:
        number = Fraction(text.strip())
    except ZeroDivisionError:
        raise InvalidInput(f"Division durch null{_at(where)}.", f"Division by zero{_at(where)}.") from None
    if abs(number) > INT_LIMIT:
        raise InvalidInput(f"Zahl außerhalb des Bereichs{_at(where)}: {_short(value)}.",
                           f"Number out of range{_at(where)}: {_short(value)}.")
    if number.denominator > DENOMINATOR_LIMIT:
        raise InvalidInput(f"Zahl zu fein geteilt{_at(where)}: {_short(value)} (höchstens neun Nachkommastellen).",
                           f"Number too finely divided{_at(where)}: {_short(value)} (at most nine decimal places).")
    return number


def clean_text(value: str, where: str = "", *, limit: int = TEXT_LIMIT) -> str:
    """NFC-normalised text without control, invisible or bidi-override characters, at most ``limit`` long."""
    # printable ASCII holds nothing to refuse or normalise (most stored names and labels): no look at each character
    text = value if value.isascii() and value.isprintable() else _checked(value, where)
    if len(text) > limit:
        raise InvalidInput(f"Text zu lang{_at(where)}: {len(text)} Zeichen, höchstens {limit}.",
                           f"Text too long{_at(where)}: {len(text)} characters, at most {limit}.")
    return text


def _checked(value: str, where: str) -> str:
    """``value`` NFC-normalised, refused with a control, invisible or bidi-override character or a surrogate."""
    for ch in value:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            raise InvalidInput(f"Ungültiges Zeichen (Surrogat U+{code:04X}){_at(where)}.",
                               f"Invalid character (surrogate U+{code:04X}){_at(where)}.")
        if code in _INVISIBLE or (unicodedata.category(ch) == "Cc" and ch not in "\n\t"):
            raise InvalidInput(f"Unsichtbares oder steuerndes Zeichen U+{code:04X} in {_short(value)}.",
                               f"Invisible or control character U+{code:04X} in {_short(value)}.")
    return unicodedata.normalize("NFC", value)


def check_entries(count: int) -> int:
    """Refuse a game of more than :data:`ENTRIES_LIMIT` entries — when it is written and when it is imported."""
    if count > ENTRIES_LIMIT:
        raise InvalidInput(f"Eine Partie hat höchstens {ENTRIES_LIMIT:,} Einträge (hier {count:,}); bitte eine neue Partie "
                           "beginnen.".replace(",", "."),
                           f"A game holds at most {ENTRIES_LIMIT:,} entries (here {count:,}); please start a new game.")
    return count


def full(entries: int) -> InvalidInput | None:
    """Why a game of ``entries`` entries takes no further one — it holds :data:`ENTRIES_LIMIT` — or None.

    >>> print(full(20_000).message("de"))
    Die Partie ist voll: sie hat 20.000 Einträge, so viele, wie eine Partie höchstens haben kann; bitte eine neue Partie beginnen.
    >>> full(19_999) is None
    True
    """
    if entries < ENTRIES_LIMIT:
        return None
    german = f"{entries:,}".replace(",", ".")
    return InvalidInput(f"Die Partie ist voll: sie hat {german} Einträge, so viele, wie eine Partie höchstens haben kann; "
                        "bitte eine neue Partie beginnen.",
                        f"The game is full: it has {entries:,} entries, as many as a game can hold; please start a new "
                        "game.")


def check_list(value: list[Any], where: str = "") -> list[Any]:
    if len(value) > LIST_LIMIT:
        raise InvalidInput(f"Liste zu lang{_at(where)}: {len(value)} Einträge, höchstens {LIST_LIMIT}.",
                           f"List too long{_at(where)}: {len(value)} items, at most {LIST_LIMIT}.")
    return value


def loads(text: str | bytes, *, limit: int = ENTRY_BYTES, depth: int = JSON_DEPTH, what: str = "JSON") -> Any:
    """Parse JSON text after checking its size and nesting depth (no recursion error, no hang)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidInput(f"{what} ist kein gültiges UTF-8 (Byte {exc.start}).",
                               f"{what} is not valid UTF-8 (byte {exc.start}).") from None
    if len(text) > limit:
        raise InvalidInput(f"{what} zu groß: {len(text):,} Zeichen, höchstens {limit:,}.".replace(",", "."),
                           f"{what} too large: {len(text):,} characters, at most {limit:,}.")
    _check_depth(text, depth, what)
    try:
        if text.startswith("\ufeff"):  # as json.loads says it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        try:  # compact text (every stored entry) read without the look for white space around it …
            found, end = _JSON.raw_decode(text)
        except json.JSONDecodeError:
            found, end = None, -1
        return found if end == len(text) else _JSON.decode(text)  # … other text as ``json.loads`` reads it
    except InvalidInput:
        raise
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"Kein gültiges JSON: {exc.msg} (Zeichen {exc.pos}).",
                           f"Not valid JSON: {exc.msg} (character {exc.pos}).") from None
    except RecursionError:
        raise InvalidInput(f"{what} zu tief verschachtelt.", f"{what} nested too deeply.") from None
    except ValueError:  # an integer of more than 4300 digits
        raise InvalidInput(f"{what} enthält eine Zahl mit Tausenden Stellen; so große Zahlen kennt kein Spiel.",
                           f"{what} holds a number with thousands of digits; no game knows numbers that large.") from None


def loads_toml(text: str, *, what: tuple[str, str] = ("Der TOML-Text", "The TOML text"), limit: int = ENTRY_BYTES,
               depth: int = JSON_DEPTH, sections: tuple[str, ...] = ()) -> dict[str, Any]:
    """Parse TOML text after checking its size and nesting depth: a syntax error, arrays or inline tables
    nested thousands deep and a number of thousands of digits are refused as such (no recursion error).
    ``what`` names the text in German and English ("Die Spielplan-Datei", "The board file").

    >>> loads_toml('a = [[1], {b = 2}]')
    {'a': [[1], {'b': 2}]}
    """
    de, en = what
    if len(text) > limit:
        raise InvalidInput(f"{de} ist zu groß: {len(text):,} Zeichen, höchstens {limit:,}.".replace(",", "."),
                           f"{en} is too large: {len(text):,} characters, at most {limit:,}.", sections=sections)
    if _toml_depth(text) > depth:
        raise InvalidInput(f"{de} ist zu tief verschachtelt (mehr als {depth} Ebenen).",
                           f"{en} is nested too deeply (more than {depth} levels).", sections=sections)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInput(f"{de} ist kein gültiges TOML: {exc}.", f"{en} is not valid TOML: {exc}.",
                           sections=sections) from None
    except RecursionError:
        raise InvalidInput(f"{de} ist zu tief verschachtelt.", f"{en} is nested too deeply.", sections=sections) from None
    except ValueError:  # an integer of more than 4300 digits
        raise InvalidInput(f"{de} enthält eine Zahl mit Tausenden Stellen; so große Zahlen kennt kein Spiel.",
                           f"{en} holds a number with thousands of digits; no game knows numbers that large.",
                           sections=sections) from None


def _toml_depth(text: str) -> int:
    """The deepest nesting of arrays and inline tables of TOML text (strings and comments skipped), in one pass."""
    deepest = depth = i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif ch in "\"'":
            i = _string_end(text, i)
            continue
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
        i += 1
    return deepest


def _string_end(text: str, start: int) -> int:
    """Where the TOML string opening at ``start`` ends (just after its closing quote, or the end of the text)."""
    quote = text[start]
    triple = text.startswith(quote * 3, start)
    i = start + (3 if triple else 1)
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and quote == '"':
            i += 2
            continue
        if not triple and ch == "\n":
            return i
        if ch == quote and (not triple or text.startswith(quote * 3, i)):
            return i + (3 if triple else 1)
        i += 1
    return n


#: the bytes of JSON text that are not quotes or brackets (dropped before the brackets are counted)
_NOT_STRUCTURE = bytes(sorted(set(range(256)) - set(b'"[]{}')))
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"?')


def _check_depth(text: str, limit: int, what: str) -> None:
    """Refuse JSON text nested deeper than ``limit``: escapes, then every byte but quotes and brackets, then the
    strings are dropped (each a single pass in C), and the brackets left are counted. Text with no more brackets
    than ``limit`` in all (a stored entry: a dozen) cannot nest deeper, and is not looked at further."""
    if text.count("[") + text.count("{") <= limit:
        return
    data = _ESCAPE.sub(b"", text.encode("utf-8", "surrogatepass"))
    brackets = _STRING.sub(b"", data.translate(None, _NOT_STRUCTURE))
    depth = 0
    for byte in brackets:
        if byte in b"[{":
            depth += 1
            if depth > limit:
                raise InvalidInput(f"{what} zu tief verschachtelt (mehr als {limit} Ebenen).",
                                   f"{what} nested too deeply (more than {limit} levels).")
        else:
            depth -= 1


def _no_constant(name: str) -> Any:
    raise InvalidInput(f"{name} ist keine Zahl eines Spiels.", f"{name} is not a number of any game.")


#: what :func:`loads` reads JSON with (made once: ``json.loads`` with an option makes a decoder for every text)
_JSON = json.JSONDecoder(parse_constant=_no_constant)


def _at(where: str) -> str:
    return f" ({where})" if where else ""


def _short(value: object) -> str:
    if isinstance(value, int) and value.bit_length() > 64:
        return f"<{len(str(abs(value)))} Stellen/digits>" if value.bit_length() < 13_000 else "<…>"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"
