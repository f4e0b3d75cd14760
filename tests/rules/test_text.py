"""Folding and query words: the invariants the search relies on."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from rulesdb.rules.text import Folded, fold, fold_with_offsets, fts_phrase, query_words, stem

_WORD = re.compile(r"[^\W_]")


def reference_fold(text: str) -> tuple[str, list[int]]:
    """Character by character, as the module docstring describes it."""
    special = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "œ": "oe"}
    out: list[str] = []
    offsets: list[int] = []
    for i, ch in enumerate(text):
        if (ch in "-\u00ad\u2010\u2011" and 0 < i < len(text) - 1
                and _WORD.match(text[i - 1]) and _WORD.match(text[i + 1])):
            continue
        low = ch.lower()
        if low in special:
            f = special[low]
        elif low.isascii():
            f = low if low.isalnum() else " "
        else:
            base = "".join(c for c in unicodedata.normalize("NFKD", low)
                           if not unicodedata.combining(c)).lower()
            f = base if base.isalnum() else " "
        out.append(f)
        offsets += [i] * len(f)
    return "".join(out), offsets


TEXT = st.text(alphabet=st.sampled_from(list("aAbzäÄöÖüÜßéÉ -–­‐.,1ﬁǅ\n")) | st.characters(), max_size=80)


@given(TEXT)
def test_fold_matches_the_reference(text: str) -> None:
    expected, offsets = reference_fold(text)
    assert fold(text) == expected
    assert fold_with_offsets(text) == (expected, offsets)
    assert Folded(text).text == expected


@given(TEXT)
def test_fold_is_idempotent_on_ascii_letters(text: str) -> None:
    once = fold(text)
    assert fold(once) == once


def test_spelling_variants_fold_alike() -> None:
    assert fold("Schlagphase") == fold("SCHLAGPHASE") == fold("Schlag-Phase") == "schlagphase"
    assert fold("Würfel") == fold("Wuerfel") and fold("Fernschuß") == fold("Fernschuss")
    assert fold("Schlag – Phase") == "schlag   phase"  # a dash between spaces separates


def test_query_words_drop_stop_words_and_short_words() -> None:
    assert query_words("Wann darf der Verteidiger nachrekrutieren?") == ["verteidig", "nachrekrut"]
    assert query_words("What does the Timewarp spell do to reinforcement?") == [
        "timewarp", "spell", "reinforcement"]
    assert query_words("ab 7 KP") == []
    assert query_words("") == [] and query_words('"*()-') == []


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=20))
def test_stem_is_a_prefix_of_the_word(word: str) -> None:
    s = stem(word)
    assert word.startswith(s) and (len(s) >= 4 or s == word)


@given(st.text(max_size=30))
def test_fts_phrase_is_one_quoted_string(word: str) -> None:
    quoted = fts_phrase(word)
    assert quoted.startswith('"') and quoted.endswith('"')
    assert quoted[1:-1].replace('""', "").count('"') == 0
