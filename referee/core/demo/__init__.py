"""The counter game of :mod:`referee.core.testing` shaped as a game package, for tests of the generic
machinery (store, service, command line).  It is not discovered by :mod:`referee.registry`; a test adds
:data:`SPEC` to the list of games itself.
"""

from referee.core.spec import GameSpec

SPEC = GameSpec(id="demo", title_de="Zähler", title_en="Counter", order=99, package="referee.core.demo",
                engine_class="CounterEngine")
