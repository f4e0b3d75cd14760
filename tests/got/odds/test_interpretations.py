"""The odds' named interpretations are well formed and their defaults are what the code does."""

from __future__ import annotations

from referee.got.odds.interpretations import ODDS_INTERPRETATIONS, resolve


def test_ids_defaults_and_digests() -> None:
    ids = [i.id for i in ODDS_INTERPRETATIONS]
    assert len(ids) == len(set(ids)) and all(i.startswith("got.odds.") for i in ids)
    for i in ODDS_INTERPRETATIONS:
        assert i.game == "got" and i.sections and i.digest_de and i.digest_en and i.title_de and i.title_en
        if i.choices:
            assert i.default in {c.value for c in i.choices}
        assert resolve(i.id, {}) == i.default
