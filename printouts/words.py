"""Ids in label text replaced by the words a reader knows.

An entry's ``label(lang)`` is the sentence a sheet prints; where it still carries an internal id (a
goal key, an outcome, a zone name) the sheet swaps that id for its word, found where the game keeps
it. Only the whole id is swapped, never a piece of a longer word.

>>> swap("Bob: Wiederaufbau B.aussen", {"B.aussen": "Äußerer Schutzwall B"})
'Bob: Wiederaufbau Äußerer Schutzwall B'
>>> swap("Kampf beendet: concession-during", {"concession": "Aufgabe"})
'Kampf beendet: concession-during'
"""

from __future__ import annotations

import re
from collections.abc import Mapping


def swap(label: str, words: Mapping[str, str]) -> str:
    """``label`` with every whole occurrence of an id of ``words`` replaced by its word."""
    if not words or not any(key in label for key in words):
        return label
    ids = sorted(words, key=len, reverse=True)  # the longest id first: "a-b" before "a"
    pattern = re.compile(r"(?<![\w.-])(?:" + "|".join(map(re.escape, ids)) + r")(?![\w-]|\.\w)")
    return pattern.sub(lambda m: words[m.group(0)], label)
