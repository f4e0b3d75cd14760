"""Ranked search over the rules: section numbers, glossary terms and FTS5 (trigram) text search.

Order of a result list:

1. a query that *is* a section id ("17.1", "§ 17.1", "17", "anhang.narr") yields that section
   (and for "17" chapter 17.0 with its children) first;
2. every other word (folded, stop words dropped, one ending cut: "nachrekrutieren" →
   "nachrekrut") is a *group* with its spelling variants, its synonyms (both from
   ``content/variants.toml``: "Klimax" → "Climax", "stirbt" → "vernichtet") and the other
   language of a glossary term it belongs to ("reinforcement" → "Nachrekrutierung"); each group
   is one FTS5 query of quoted strings joined by OR, bound as one parameter — user input is
   never FTS syntax or SQL; the trigram tokenizer finds the word anywhere, also inside
   compounds ("rekrut" → "Nachrekrutierung");
3. a section's score: the bm25 scores of its groups (column weights: title and keywords above
   digests, the digest in the asked language above the other; of a group's synonyms only the
   best counts, at :data:`SYNONYM_WEIGHT`) times the share of the query's groups it has (each
   by its rarity, idf) — plus bonuses for groups in its title and for keyword phrases that have
   the query's words (question words too: "wann nachrekrutieren"), plus a boost for the
   sections of glossary terms found in the query; a chapter's overview ("17.0" beside "17.1")
   counts :data:`OVERVIEW_FACTOR` of its score: the section itself answers — unless the section is
   *named* by the query (the query is its title: every word of the query is in its titles and every word
   of its titles starts with one of the query's words — "Teleport" names "9.0 Teleportieren /
   Teleporting", not "9.3 Tower-Teleport"): a named section comes before the others;
4. words shorter than 3 characters (FTS trigrams need 3) fall back to a word LIKE scan.

>>> t = Term("got", ("17.0", "17.1"), term_words("Nachrekrutierung"), term_words("reinforcement"))
>>> [x.sections for x in glossary_hits([t], query_words("What about reinforcement?"), "got")]
[('17.0', '17.1')]
"""

from __future__ import annotations

import bisect
import dataclasses
import math
import re
import sqlite3

from rulesdb.rules.content import section_sort_key
from rulesdb.rules.text import fts_phrase, phrase_words, query_words, question_words, raw_words, stem
from rulesdb.rules.variants import Variants

MAX_QUERY = 1000  # characters of a query that are read
MAX_WORDS = 24
SECTION_SCORE = 1000.0
GLOSSARY_BOOST = 3.0
#: the glossary boost also grows by this share of the query's best score (a term's sections first)
GLOSSARY_SHARE = 0.1
#: rows fetched per word group, rows re-ranked with titles and keyword phrases
GROUP_FETCH = 200
RERANK = 15
#: a row's bm25 counts (COVER_FLOOR + share of the query it has); bonuses per idf of a group
COVER_FLOOR = 0.3
TITLE_BONUS = 1.0
PHRASE_BONUS = 2.0
#: a keyword phrase the query has only in part counts (share of its words) ** PHRASE_POWER
PHRASE_POWER = 1.0
#: the score of a chapter's overview (a section with sections of its own) is multiplied by this
OVERVIEW_FACTOR = 0.75
#: a synonym's bm25 counts this much of the word's own
SYNONYM_WEIGHT = 0.7
#: the weight (as an idf) of the query's question words in a keyword phrase ("wann nachrekrutieren")
QUESTION_WEIGHT = 2.0
#: bm25 weights of (title, keywords, digest_de, digest_en, source, interpretations)
_WEIGHTS = {"de": (6.0, 5.0, 2.0, 0.8, 1.0, 0.3), "en": (6.0, 5.0, 0.8, 2.0, 0.6, 0.3)}
_SECTION_QUERY = re.compile(r"^\s*(?:§\s*)?(\d{1,2}(?:\.\d{1,2})?|[a-z]+(?:\.[a-z0-9\-]+)?)\s*$")


@dataclasses.dataclass(frozen=True)
class Term:
    game: str
    sections: tuple[str, ...]
    words_de: tuple[str, ...]
    words_en: tuple[str, ...]


def term_words(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in raw_words(text) if len(w) >= 3)


def _covers(term: tuple[str, ...], words: list[str], joined: str | None = None) -> bool:
    """Does every word of a term occur in one of the query ``words`` (inside it, or the query word a
    long enough start of it: "nachrekrut" for "nachrekrutier")? ``joined``: the words joined by spaces."""
    joined = " ".join(words) if joined is None else joined
    return bool(term) and all(t in joined or (f" {t[:5]}" in joined and any(
        len(w) >= 5 and len(w) >= 0.7 * len(t) and t.startswith(w) for w in words)) for t in term)


def glossary_hits(terms: list[Term], words: list[str], game: str | None) -> list[Term]:
    """The glossary terms whose words (German or English) all occur in the query ``words``
    (also as part of a longer query word: "Fernschussreichweite" contains "fernschuss")."""
    joined = " " + " ".join(words)
    longer = [w for w in words if len(w) >= 5]
    found = [t for t in terms if (game is None or t.game == game)
             and (_covers(t.words_de, longer, joined) or _covers(t.words_en, longer, joined))]
    # a term inside a longer term found ("lord" in "Darklord") is not meant
    return [t for t in found if not any(
        u is not t and u.game == t.game and _inside(t, u) for u in found)]


def _inside(t: Term, u: Term) -> bool:
    """Is every word of ``t`` part of a word of ``u`` (in the same language), ``u`` being longer?"""
    for a, b in ((t.words_de, u.words_de), (t.words_en, u.words_en)):
        if a and b and a != b and all(any(x in y for y in b) for x in a) and sum(map(len, b)) > sum(map(len, a)):
            return True
    return False


def section_ids(con: sqlite3.Connection, query: str, game: str | None) -> list[tuple[int, str, str]]:
    """Sections named by the query itself: (rowid, game, section), in book order."""
    m = _SECTION_QUERY.match(query.lower())
    if not m:
        return []
    sid = m.group(1)
    sql = "SELECT id, game, section FROM rules_section WHERE (section = ? OR section LIKE ? ESCAPE '\\')"
    args: list[object] = [sid, sid.replace("_", "\\_").replace("%", "\\%") + ".%"]
    if game is not None:
        sql += " AND game = ?"
        args.append(game)
    rows = [(int(r[0]), str(r[1]), str(r[2])) for r in con.execute(sql, args)]
    rows.sort(key=lambda r: (r[1], r[2] != sid, section_sort_key(r[2]), r[2]))
    return rows


def game_ranges(con: sqlite3.Connection) -> dict[str, tuple[int, int]]:
    """Row id range of each game whose rows are contiguous (as :mod:`rulesdb.rules.build` writes them)."""
    out: dict[str, tuple[int, int]] = {}
    for game, low, high, count in con.execute(
            "SELECT game, min(id), max(id), count(*) FROM rules_section GROUP BY game"):
        if int(high) - int(low) + 1 == int(count):
            out[str(game)] = (int(low), int(high))
    return out


def fts_candidates(con: sqlite3.Connection, words: list[str], game: str | None, lang: str,
                   limit: int, ranges: dict[str, tuple[int, int]] | None = None) -> dict[int, float]:
    """rowid → score (higher is better) for the words joined by OR.

    The game filter is a row id range when the game's rows are contiguous (no join needed).
    """
    if not words:
        return {}
    match = " OR ".join(fts_phrase(w) for w in words)
    # bm25() as a function is about twice as fast here as ``rank MATCH 'bm25(…)'`` with ORDER BY rank
    # (measured on the 100× corpus of bench/bench_rules.py); the weights are numbers of our own.
    score = "bm25(rules_fts, {})".format(", ".join(repr(float(w)) for w in _WEIGHTS.get(lang, _WEIGHTS["de"])))
    sql = f"SELECT rules_fts.rowid, {score} AS score FROM rules_fts WHERE rules_fts MATCH ?"
    args: list[object] = [match]
    if game is not None:
        if ranges is not None and game in ranges:
            sql += " AND rules_fts.rowid BETWEEN ? AND ?"
            args += ranges[game]
        else:
            sql = sql.replace("FROM rules_fts WHERE", "FROM rules_fts JOIN rules_section s ON s.id = rules_fts.rowid "
                              "WHERE") + " AND s.game = ?"
            args.append(game)
    sql += " ORDER BY score LIMIT ?"
    args.append(limit)
    return {int(rowid): -float(r) for rowid, r in con.execute(sql, args)}


def like_candidates(con: sqlite3.Connection, words: list[str], game: str | None,
                    limit: int) -> dict[int, float]:
    """Fallback for short words (< 3 characters): whole-word LIKE over the folded columns."""
    out: dict[int, float] = {}
    for word in words[:MAX_WORDS]:
        pattern = f"% {word} %"
        sql = ("SELECT id, (' ' || f_title || ' ' || f_keywords || ' ') LIKE ? AS strong FROM rules_section "
               "WHERE ((' ' || f_title || ' ' || f_keywords || ' ' || f_digest_de || ' ' || f_digest_en || ' ') "
               "LIKE ?)")
        args: list[object] = [pattern, pattern]
        if game is not None:
            sql += " AND game = ?"
            args.append(game)
        for rowid, strong in con.execute(sql + " LIMIT ?", [*args, limit]):
            out[int(rowid)] = out.get(int(rowid), 0.0) + (2.0 if strong else 1.0)
    return out


@dataclasses.dataclass(frozen=True)
class Group:
    """One word of the query with the words that stand for it: its spelling variants and synonyms
    (:mod:`rulesdb.rules.variants`) and the other language of a glossary term it belongs to."""

    word: str
    alts: tuple[str, ...]  # spellings, glossary words: as good as the word
    synonyms: tuple[str, ...] = ()  # other words for it: the better of word and synonyms counts

    @property
    def own(self) -> tuple[str, ...]:
        return (self.word, *self.alts)

    @property
    def all(self) -> tuple[str, ...]:
        return (self.word, *self.alts, *self.synonyms)


def expand_groups(terms: list[Term], query: str, game: str | None, lang: str | None = None,
                  variants: Variants | None = None) -> tuple[list[Group], list[Term]]:
    """The query's word groups and the glossary terms found in it."""
    variants = variants if variants is not None else Variants.load()
    words = query_words(query[:MAX_QUERY], lang)[:MAX_WORDS]
    alts: dict[str, list[str]] = {w: list(variants.spelled(w)) for w in words}
    syns: dict[str, tuple[str, ...]] = {w: variants.synonymous(w) for w in words}
    # a glossary term may be written as a spelling variant ("Klimax" for "Climax")
    found = glossary_hits(terms, [*words, *(a for w in words for a in alts[w])], game)
    for t in found:
        for side, other in ((t.words_de, t.words_en), (t.words_en, t.words_de)):
            for w in words:
                if any(_covers((x,), [y]) for x in side for y in (w, *alts[w])):
                    alts[w] += [o for o in (*other, *side) if w not in o]  # no longer form: found anyway
    groups = []
    for w in words:
        own = tuple(dict.fromkeys(a for a in alts[w] if a != w))[:MAX_WORDS]
        groups.append(Group(w, own, tuple(x for x in syns[w] if x not in own)[:MAX_WORDS]))
    return groups, found


def expand(terms: list[Term], query: str, game: str | None,
           lang: str | None = None) -> tuple[list[str], list[Term], list[str]]:
    """The query's own words, the glossary terms found in it, and all words searched
    (own words plus their variants and the other language of each glossary term)."""
    groups, found = expand_groups(terms, query, game, lang)
    words = [g.word for g in groups]
    every = list(dict.fromkeys(w for g in groups for w in g.all))
    return words, found, every


@dataclasses.dataclass(frozen=True)
class RowText:
    """What the ranking reads of a section besides bm25: its folded titles and keyword phrases."""

    title: str
    keywords: str  # the keyword phrases' words, one space between words and between phrases
    starts: tuple[int, ...]  # where each word of ``keywords`` starts
    phrase_of: tuple[int, ...]  # the phrase of each word
    sizes: tuple[int, ...]  # the number of words of each phrase
    overview: bool  # a chapter with sections of its own ("17.0" with "17.1", "anhang" with "anhang.narr")

    @staticmethod
    def of(title: str, phrases: list[tuple[str, ...]], overview: bool) -> RowText:
        starts: list[int] = []
        phrase_of: list[int] = []
        pos = 1  # a space before the first word and after the last: " word " finds whole words
        for n, phrase in enumerate(phrases):
            for word in phrase:
                starts.append(pos)
                phrase_of.append(n)
                pos += len(word) + 1
        return RowText(title, " " + " ".join(w for p in phrases for w in p) + " ", tuple(starts), tuple(phrase_of),
                       tuple(len(p) for p in phrases), overview)

    def phrase_cover(self, groups: list[tuple[str, ...]]) -> list[float]:
        """For each group (its words), the largest share of a keyword phrase's words found in the
        query among the phrases that have the group. A word is found inside a longer word, a word
        with a space before and after (" wann ") only as a whole word."""
        words_of: list[set[int]] = []
        for alts in groups:
            hit: set[int] = set()
            for a in alts:
                pos = self.keywords.find(a)
                while pos >= 0:
                    hit.add(bisect.bisect_right(self.starts, pos + (a[0] == " ")) - 1)
                    pos = self.keywords.find(a, pos + 1)
            words_of.append(hit)
        covered = [0] * len(self.sizes)
        for w in set().union(*words_of):
            covered[self.phrase_of[w]] += 1
        return [max((covered[self.phrase_of[w]] / self.sizes[self.phrase_of[w]] for w in hit), default=0.0)
                for hit in words_of]


def row_texts(con: sqlite3.Connection, rowids: list[int], cache: dict[int, RowText]) -> dict[int, RowText]:
    missing = [r for r in rowids if r not in cache]
    if missing:
        marks = ",".join("?" * len(missing))
        sql = ("SELECT s.id, s.f_title, s.keywords_de, s.keywords_en, EXISTS(SELECT 1 FROM rules_section c "
               "WHERE c.game = s.game AND c.id != s.id AND c.section LIKE (CASE WHEN s.section LIKE '%.0' "
               "THEN substr(s.section, 1, length(s.section) - 2) ELSE s.section END) || '.%') "
               f"FROM rules_section s WHERE s.id IN ({marks})")
        for rowid, title, kw_de, kw_en, overview in con.execute(sql, missing):
            phrases = tuple(tuple(phrase_words(k)) for k in f"{kw_de}\n{kw_en}".split("\n") if k.strip())
            cache[int(rowid)] = RowText.of(str(title), [p for p in phrases if p], bool(overview))
    return {r: cache[r] for r in rowids}


def _idf(n: int, df: int) -> float:
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


def rank(con: sqlite3.Connection, terms: list[Term], query: str, game: str | None, lang: str,
         limit: int, ranges: dict[str, tuple[int, int]] | None = None,
         cache: dict[int, RowText] | None = None) -> tuple[list[int], dict[int, float], list[str]]:
    """The ranked row ids, their scores and the folded words to mark in snippets.

    Each word group is searched on its own (bm25 with column weights); a section's score is the
    sum of its groups' bm25 scores, weighed by the share of the query's groups it has (each group
    by its rarity, idf), plus bonuses for groups in the title and for a keyword phrase all of
    whose words the query has, plus the glossary boost.
    """
    query = query[:MAX_QUERY]
    direct = section_ids(con, query, game)
    scores: dict[int, float] = {rowid: SECTION_SCORE - n for n, (rowid, _, _) in enumerate(direct)}
    if direct and re.fullmatch(r"[\s§]*[\d.]+\s*", query):
        return list(scores)[:limit], scores, []
    groups, found = expand_groups(terms, query, game, lang)
    all_words = list(dict.fromkeys(w for g in groups for w in g.all))
    named: list[int] = []
    if not groups:
        short = [w for w in raw_words(query) if w]
        cand = like_candidates(con, short, game, max(limit * 3, 30))
        all_words = short
    else:
        cand, named = _group_scores(con, groups, game, lang, ranges, cache if cache is not None else {},
                                    tuple(f" {w} " for w in question_words(query)))
    if found:
        # a glossary term names its sections: their boost grows with the scores of this query
        top = max(cand.values(), default=0.0)
        boosted = _glossary_rowids(con, found)
        for rowid, b in boosted.items():
            cand[rowid] = cand.get(rowid, 0.0) + b * (1.0 + GLOSSARY_SHARE * top)
        named = [r for r in named if r in boosted]  # of a glossary term, the glossary says the sections
    lead = max(cand.values(), default=0.0)
    for rowid in named:  # the section the query names is the answer asked for
        cand[rowid] += lead
    for rowid, s in cand.items():
        if rowid not in scores:
            scores[rowid] = s
    order = sorted(scores, key=lambda r: -scores[r])[:limit]
    return order, scores, all_words


def _group_scores(con: sqlite3.Connection, groups: list[Group], game: str | None, lang: str,
                  ranges: dict[str, tuple[int, int]] | None, cache: dict[int, RowText],
                  question: tuple[str, ...] = ()) -> tuple[dict[int, float], list[int]]:
    """Scores of the rows for the word groups (see :func:`rank`) and the rows the query names;
    ``question``: the query's question words (" wann ": whole words only)."""
    per: list[dict[int, float]] = []
    for g in groups:
        scores = fts_candidates(con, list(g.own), game, lang, GROUP_FETCH, ranges)
        for synonym in g.synonyms:  # the best of the word and its synonyms (many synonyms are no better)
            for rowid, s in fts_candidates(con, [synonym], game, lang, GROUP_FETCH, ranges).items():
                scores[rowid] = max(scores.get(rowid, 0.0), SYNONYM_WEIGHT * s)
        per.append(scores)
    n = _row_count(con, game, ranges)
    idf = [_idf(n, len(p)) for p in per]
    total_idf = sum(idf) or 1.0
    base: dict[int, float] = {}
    cover: dict[int, float] = {}
    for p, w in zip(per, idf, strict=True):
        for rowid, s in p.items():
            base[rowid] = base.get(rowid, 0.0) + s
            cover[rowid] = cover.get(rowid, 0.0) + w
    prelim = sorted(base, key=lambda r: -base[r] * (COVER_FLOOR + cover[r] / total_idf))[:RERANK]
    texts = row_texts(con, prelim, cache)
    words = [g.all for g in groups]
    # the question words ("wann", "how many") count in keyword phrases written as questions
    asked = [question] if question else []
    weights = [*idf, QUESTION_WEIGHT] if question else idf
    out: dict[int, float] = {}
    named: list[int] = []
    for rowid in prelim:
        text = texts[rowid]
        in_title = sum(w for alts, w in zip(words, idf, strict=True) if any(a in text.title for a in alts))
        # each group counts once, in the keyword phrase that has the most of its words in the query
        cover_of = text.phrase_cover([*words, *asked])
        best_phrase = sum(w * c ** PHRASE_POWER for w, c in zip(weights, cover_of, strict=True))
        share = cover[rowid] / total_idf
        score = base[rowid] * (COVER_FLOOR + share) + TITLE_BONUS * in_title + PHRASE_BONUS * best_phrase
        if _named(text.title, words):
            named.append(rowid)
            out[rowid] = score
        else:  # a chapter's overview names what its sections say: the section itself answers
            out[rowid] = score * OVERVIEW_FACTOR if text.overview else score
    return out, named


def _named(title: str, words: list[tuple[str, ...]]) -> bool:
    """Is the query the section's title: is each of the query's word groups (``words``) in its folded
    ``title``, and does every word of the title start with one of them?

    >>> _named("teleportieren teleporting", [("teleport",)]), _named("towerteleport tower teleport", [("teleport",)])
    (True, False)
    >>> _named("titan titan", [("happen",), ("titan",), ("die",)])
    False
    """
    starts = tuple(w for alts in words for w in alts if len(w) >= 3)
    return (bool(title.split()) and bool(starts) and all(any(a in title for a in alts) for alts in words)
            and all(t.startswith(starts) for t in title.split()))


def _row_count(con: sqlite3.Connection, game: str | None, ranges: dict[str, tuple[int, int]] | None) -> int:
    """How many sections a search of ``game`` (None: every game) runs over."""
    if ranges is not None and game is not None and game in ranges:
        return ranges[game][1] - ranges[game][0] + 1
    if game is None:
        return int(con.execute("SELECT count(*) FROM rules_section").fetchone()[0])
    return int(con.execute("SELECT count(*) FROM rules_section WHERE game = ?", [game]).fetchone()[0])


def _glossary_rowids(con: sqlite3.Connection, found: list[Term]) -> dict[int, float]:
    out: dict[int, float] = {}
    for t in found:
        if not t.sections:
            continue
        each = GLOSSARY_BOOST / len(t.sections) ** 0.5
        marks = ",".join("?" * len(t.sections))
        sql = f"SELECT id FROM rules_section WHERE game = ? AND section IN ({marks})"
        for (rowid,) in con.execute(sql, [t.game, *t.sections]):
            out[int(rowid)] = out.get(int(rowid), 0.0) + each
    return out


def load_terms(con: sqlite3.Connection) -> list[Term]:
    return [Term(game=str(g), sections=tuple(s for s in str(secs).split(",") if s),
                 words_de=term_words(str(de)), words_en=term_words(str(en)))
            for g, secs, de, en in con.execute("SELECT game, sections, de, en FROM rules_term")]

