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

from referee.core.field import Field
from referee.core.limits import loads_toml
from referee.got.catalog import Catalog, catalog
from referee.got.charts import Provenance, charts_from_data

#: the rules the recruiting charts rest on: the charts (22.3) and what is inferred where the text is silent (12.7)
CHART_RULES = Field("Rekrutierungsschema mit Herkunft", "recruiting charts with provenance", ("22.3", "12.7"))


@functools.lru_cache(maxsize=16)
def catalog_for(corrections: str) -> Catalog:
    """The catalog with the table's chart corrections applied (the shipped one for empty text)."""
    if not corrections.strip():
        return catalog()
    data = loads_toml(corrections, what=("Die Korrektur des Rekrutierungsschemas", "The recruiting chart correction"),
                      limit=len(corrections) + 1, sections=("22.3",))
    return catalog().with_recruit_corrections(charts_from_data(data, forced=Provenance.TABLE))
