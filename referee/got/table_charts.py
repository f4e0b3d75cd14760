"""A table's corrections of the recruiting charts (RULES-NOTES 3), kept in the journal.

The corrections are TOML text in the format of ``data/charts.toml`` and travel
in the set-up entry, so that every replay of a game uses the chart the table
agreed on; corrected steps carry provenance ``table``.

>>> fix = '''
... [chart.land.brush]
... chain = [{creature = "Ogre", needed = 2}, {creature = "Cyclops", needed = 2}, {creature = "Warbear"}]
... '''
>>> [s.provenance.value for s in catalog_for(fix).chart("land").land("Brush").steps]
['table', 'table', 'table']
>>> catalog_for("").chart("land").land("Brush").steps[-1].provenance.value
'text'
"""

from __future__ import annotations

import functools
import tomllib

from referee.core.errors import InvalidInput
from referee.got.catalog import Catalog, catalog
from referee.got.charts import Provenance, charts_from_data


@functools.lru_cache(maxsize=16)
def catalog_for(corrections: str) -> Catalog:
    """The catalog with the table's chart corrections applied (the shipped one for empty text)."""
    if not corrections.strip():
        return catalog()
    try:
        data = tomllib.loads(corrections)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInput(f"Korrektur des Rekrutierungsschemas ist kein gültiges TOML: {exc}",
                           f"The recruiting chart correction is not valid TOML: {exc}", sections=("22.3",)) from None
    return catalog().with_recruit_corrections(charts_from_data(data, forced=Provenance.TABLE))
